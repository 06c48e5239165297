"""The Lessons menu of the main window: the picker, starting and leaving a lesson.
`win.lessons_menu`, a part of MainWindow; the work is done by `lessons.player` (imported on
first use: start-up time)."""

from __future__ import annotations

from tabletop.ui.common.messages import QT_TR_NOOP, tr


class LessonsPart:

    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to

    def build_lesson_menu(self, m) -> None:
        """The Lessons menu's entries (`m`: the menu)."""
        act = self.win.menubar.act
        act(m, QT_TR_NOOP("Choose a lesson…"), self.open_lessons, "Ctrl+L", "lessons")
        act(m, QT_TR_NOOP("Open a lesson file…"), self.open_lesson_file, "", "open_lesson_file")
        act(m, QT_TR_NOOP("Leave the lesson"), self.leave_lesson, "",
            "leave_lesson").setEnabled(False)
        m.addSeparator()
        act(m, QT_TR_NOOP("Record a lesson from this position…"), self.record_lesson, "",
            "record_lesson")
        act(m, QT_TR_NOOP("Stop recording"), self.stop_recording, "",
            "stop_recording").setEnabled(False)

    def open_lesson_file(self, path=None):
        """Lessons → Open a lesson file… (`lessonrec.open_lesson_file`)."""
        from tabletop.ui.lessons.recorder import open_lesson_file
        return open_lesson_file(self.win, path)

    def record_lesson(self):
        """Lessons → Record a lesson from this position… (`lessonrec.start_recording`)."""
        from tabletop.ui.lessons.recorder import start_recording
        return start_recording(self.win)

    def stop_recording(self) -> None:
        if self.win.recorder is not None:
            self.win.recorder.stop()

    def lesson_player(self):
        if self.win.lessons is None:
            from tabletop.ui.lessons.player import LessonPlayer
            self.win.lessons = LessonPlayer(self.win)
        return self.win.lessons

    def open_lessons(self):
        """Show the lesson picker (window-modal, not blocking); picking one starts it."""
        from tabletop.lessons import LessonFormatError, bundled_lessons
        from tabletop.ui.lessons.picker import LessonPicker
        try:
            lessons = bundled_lessons()
        except LessonFormatError as exc:
            from tabletop.ui.common.dialogs import error
            error(self.win, tr("Lessons"), tr("The lessons could not be read."), exc.problems)
            return None
        self.win._picker = LessonPicker(lessons, self.win)
        self.win._picker.chosen.connect(self.start_lesson)
        self.win._picker.open()
        return self.win._picker

    def start_lesson(self, lesson):
        """Play a lesson (a Lesson or a bundled lesson's id) on the table."""
        from tabletop.lessons import LessonError, bundled_lesson
        if isinstance(lesson, str):
            lesson = bundled_lesson(lesson)
        if self.win.recorder is not None and self.win.recorder.running:
            self.win.recorder.stop()  # a lesson is played on the game the recording started from
        try:
            return self.lesson_player().start(lesson)
        except LessonError as exc:  # a broken lesson file: say so, keep the table as it was
            self.win.last_error = str(exc)
            if not self.win.quiet:
                from tabletop.ui.common.dialogs import error
                error(self.win, tr("Lessons"), tr("This lesson can't be started."), [str(exc)])
            return None

    def leave_lesson(self) -> None:
        if self.win.lessons is not None:
            self.win.lessons.leave()
