"""Recording a lesson on the real table (Lessons → Record a lesson from this position…), and
opening a lesson file someone else wrote (Lessons → Open a lesson file…).

`start_recording(window, game=None)` is the one entry point (the position editor calls it with
the game it built; the menu with the game on the table). The position becomes the lesson's start
(`tabletop.lessons.record.Recorder`); the table then shows a game built from that start, exactly
as a learner will get it, and every command the table builds goes to `LessonRecorder.route`
instead of the rules and the undo stack:
- normally, the command is the step's action: carried out when the rules allow it (the rules
  assist panel shows the verdicts), refused with the reason when not;
- after "Record a mistake", the next command is a known mistake: judged, not carried out; its
  verdict is listed and the author says why.
"Finish this step" keeps the author's instruction, hints and success text; "Save the lesson"
proves the lesson (`check_lesson`) and writes it. "Stop recording" puts the previous game back
with its undo history. The lesson file holds the whole position (face-down cards and libraries
included): the panel says so.

`open_lesson_file(window, path=None)`: a lesson file is read as strictly as a save
(`read_lesson`: bounded, every problem located) and proved (`check_lesson`) before it is played
like a bundled lesson; a bad file is one message box, and the table stays as it was."""

from __future__ import annotations

import json
import re
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog

from tabletop.model.modes import Result
from tabletop.ui.common.messages import tr
from tabletop.ui.table.controller import Report
from tabletop.ui.table.undo import kept_history, restore_history

# Window actions (object names) that would act around the recording: off while it runs.
LOCKED = ("mode_strict", "mode_assist", "mode_off", "hotseat", "pass_next", "lessons",
          "open_lesson_file", "record_lesson")
CHECK_SAYS = "`tabletop lessons check` passes it"


def start_recording(window, game=None):
    """Record a lesson from `game` (default: the game on the window's table), played from the
    seat the table shows. Returns the `LessonRecorder`, or None when it can't start (a message
    says why)."""
    rec = getattr(window, "recorder", None)
    if rec is None:
        rec = window.recorder = LessonRecorder(window)
    return rec.start(game)


def lesson_id(title: str) -> str:
    """A lesson id (`[a-z0-9-]`, at most 48 characters) from its title."""
    s = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")[:48].strip("-")
    return s or "recorded-lesson"


class LessonRecorder(QObject):
    started = Signal()
    stopped = Signal()
    saved = Signal(str)

    def __init__(self, win) -> None:
        super().__init__(win)
        self.win, self.ctl = win, win.ctl
        self.rec = None  # tabletop.lessons.record.Recorder while recording
        self.panel = self.dock = None
        self._prev = None  # (game, seat, path, kept undo history) of the table before
        self._whys: list[str] = []
        self.last_path: str | None = None
        self.ctl.changed.connect(self._on_changed)

    @property
    def running(self) -> bool:
        return self.rec is not None

    # -- starting and stopping --
    def start(self, game=None):
        from tabletop.lessons.record import Recorder, RecordError
        win = self.win
        if win.lessons is not None and win.lessons.running:
            self._error(tr("Leave the lesson first: a lesson is recorded from a game."))
            return None
        if self.rec is not None:
            self._error(tr("A lesson is being recorded already."))
            return None
        game = game if game is not None else self.ctl.game
        if game is None:
            self._error(tr("Open a game or a position first: the lesson starts from it."))
            return None
        players = game.state.players
        seat = self.ctl.seat if self.ctl.seat in players else players[0]
        try:
            rec = Recorder(game.state, seat)
        except RecordError as exc:
            self._error(str(exc))
            return None
        if win._autosave.isActive():  # an autosave was due: the real game first
            win._autosave.stop()
            win.files.do_autosave()
        self._prev = (self.ctl.game, self.ctl.seat, win.path,
                      kept_history(self.ctl.undo_stack)) if self.ctl.game is not None else None
        win.ensure_table()
        if win.curtain is not None and win.stack.currentWidget() is win.curtain:
            win.stack.setCurrentWidget(win.view)
        self.ctl.route = self.route  # before the table shows it (no pregame dialogs)
        win.files.set_game(rec.game)
        self.rec = rec
        if self.ctl.seat != seat:
            self.ctl.set_seat(seat)
        win._autosave.stop()  # the recording is never autosaved over the real game
        self._lock(True)
        self._ensure_panel()
        p = self.panel
        p.clear_step()
        p.steps.clear()
        p.problem("")
        self._whys = []
        self._show()
        intro = tr("You record as {seat}. Play this step's action on the table: it becomes "
                     "the step's solution. For a known mistake, press \"Record a mistake\", "
                     "then do it: it is judged, not carried out. The lesson file holds the "
                     "whole position, face-down cards and libraries included.").format(seat=seat)
        if rec.position.left_out:
            intro += " " + tr("Not carried into the lesson: {what}.").format(
                what="; ".join(rec.position.left_out))
        p.say(intro)
        win.docks.show_panel(self.dock)
        from PySide6.QtCore import Qt
        win.resizeDocks([self.dock], [max(300, win.height() * 3 // 4)], Qt.Vertical)
        self.started.emit()
        return self

    def stop(self) -> None:
        """Stop recording; the previous game comes back with its undo history."""
        if self.rec is None:
            return
        prev, self._prev = self._prev, None
        self._end()
        win = self.win
        if prev is not None:
            game, seat, path, kept = prev
            win.files.set_game(game, path)
            if self.ctl.seat != seat:
                self.ctl.set_seat(seat)
                restore_history(self.ctl.undo_stack, self.ctl.table, kept)
        win.refresh()
        self.stopped.emit()

    def _end(self) -> None:
        self.rec = None
        self.ctl.route = None
        self._lock(False)
        if self.dock is not None:
            self.dock.hide()

    def _on_changed(self) -> None:
        if self.rec is not None and self.ctl.game is not self.rec.game:
            self._prev = None  # a new or opened game replaced the recording
            self._end()

    # -- the seam: every command of the table goes here while recording --
    def route(self, cmd, label: str, override: bool = False):
        from tabletop.lessons.record import RecordError
        rec, p = self.rec, self.panel
        if rec is None:
            return None
        if self.ctl.seat != rec.seat:
            p.problem(tr("You record as {seat}.").format(seat=rec.seat))
            return None
        if cmd.kind == "move_on_table":  # where a card lies: not part of the lesson
            return rec.game.apply(cmd, rec.seat)
        if p.mistake_button.isChecked():
            try:
                m = rec.mistake(cmd)
            except RecordError as exc:
                p.problem(str(exc))
                self.ctl._report(Report(label, Result.NOTHING, [], False))
                return None
            p.mistake_button.setChecked(False)
            self._keep_why()
            self._whys.append("")
            self._show_mistakes(len(self._whys) - 1)
            p.problem("")
            p.say(tr("Known mistake recorded, not carried out. The table says: {s} Say why "
                       "it is wrong below.").format(s=m.verdict.sentence))
            p.why.setFocus()
            return None
        try:
            out = rec.play(cmd)
        except RecordError as exc:
            p.problem(str(exc))
            judgement = rec.game.check(cmd, rec.seat)
            self.ctl._report(Report(label, Result.REFUSED,
                                    self.ctl.safe_verdicts(cmd, judgement.verdicts), False))
            return None
        self.ctl._report(Report(label, out.result, self.ctl.safe_verdicts(cmd, out.verdicts),
                                False, out.events))
        main = rec.main_verdict()
        p.problem("")
        p.say(tr("Recorded as this step's action: {what}. The table says: {s} Rules: "
                   "{rules}.").format(what=label, s=main.sentence if main else "",
                                      rules=", ".join(main.rules) if main else
                                      tr("none yet (a step needs one: record a mistake "
                                           "the rules refuse)")))
        self._show()
        return out

    # -- the panel's buttons --
    def take_back(self) -> None:
        if self.rec is not None:
            self.rec.take_back()
            self.win.refresh()
            self.panel.say(tr("The action is taken back: play the step's action again."))
            self._show()

    def forget_mistake(self) -> None:
        """Take the selected known mistake off the step."""
        row = self.panel.mistakes.currentRow() if self.rec is not None else -1
        if 0 <= row < len(self._whys):
            self.rec.forget_mistake(row)
            del self._whys[row]
            self._show_mistakes(min(row, len(self._whys) - 1))

    def _show_mistakes(self, row: int) -> None:
        texts = [f"{m.verdict.sentence} ({', '.join(m.verdict.rules)})"
                 for m in self.rec.draft.mistakes]
        self.panel.show_mistakes(texts, row)
        self.panel.why.setText(self._whys[row] if 0 <= row < len(self._whys) else "")

    def next_step(self) -> bool:
        from tabletop.lessons.record import RecordError
        rec, p = self.rec, self.panel
        if rec is None:
            return False
        self._keep_why()
        n = len(rec.steps) + 1
        try:
            step = rec.finish_step(p.instruction.toPlainText(),
                                   p.hints.toPlainText().splitlines(), p.success.text(),
                                   self._whys)
        except RecordError as exc:
            p.problem(str(exc))
            return False
        p.steps.addItem(f"{n}. {step['instruction']}")
        p.clear_step()
        self._whys = []
        p.problem("")
        p.say(tr("Step {n} is recorded. Play the next step's action, or save the "
                   "lesson.").format(n=n))
        self._show()
        return True

    def browse(self) -> str:
        dlg = QFileDialog(self.win, tr("Save the lesson"), self.panel.path.text() or
                          "lesson.json", tr("Lessons (*.json)"))
        dlg.setObjectName("save_lesson_dialog")
        dlg.setAcceptMode(QFileDialog.AcceptSave)
        dlg.setOption(QFileDialog.DontUseNativeDialog, True)
        dlg.setOption(QFileDialog.DontResolveSymlinks, True)
        dlg.setDefaultSuffix("json")
        if dlg.exec() and dlg.selectedFiles():
            self.panel.path.setText(dlg.selectedFiles()[0])
        return self.panel.path.text()

    def save(self) -> str | None:
        """Prove the lesson and write it where the panel says; the path, or None (the panel
        and a message say why not)."""
        from tabletop.lessons.record import RecordError
        from tabletop.model.limits import MAX_LESSON_BYTES
        from tabletop.storage import write_atomic
        rec, p = self.rec, self.panel
        if rec is None:
            return None
        if rec.draft.solution is not None and not self.next_step():
            return None
        path = p.path.text().strip() or self.browse().strip()
        if not path:
            return None
        title = p.title.text().strip() or tr("A recorded lesson")
        summary = p.summary.toPlainText().strip() or title
        try:
            lesson, doc = rec.build(lesson_id(title), title, summary)
        except RecordError as exc:
            p.problem(str(exc))
            self._error(tr("The lesson can't be saved yet."), [str(exc)])
            return None
        data = json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")
        if len(data) > MAX_LESSON_BYTES:
            self._error(tr("The lesson is too big to save: {n} bytes, at most {m}.").format(
                n=f"{len(data):,}", m=f"{MAX_LESSON_BYTES:,}"))
            return None
        try:
            write_atomic(Path(path), data, backup=False)
        except OSError as exc:
            self._error(tr("The lesson could not be written."), [f"{path}: {exc}"])
            return None
        self.last_path = path
        p.problem("")
        n_m = sum(len(s.mistakes) for s in lesson.steps)
        p.say(tr("Saved to {path}: {check}, {steps} and {mistakes}.").format(
            path=path, check=CHECK_SAYS, steps=tr("%n step(s)", None, len(lesson.steps)),
            mistakes=tr("%n known mistake(s)", None, n_m)))
        self.saved.emit(path)
        return path

    # -- the panel --
    def _ensure_panel(self) -> None:
        if self.panel is not None:
            return
        from tabletop.ui.lessons.recpanel import RecorderPanel
        p = self.panel = RecorderPanel()
        p.takeBackRequested.connect(self.take_back)
        p.forgetRequested.connect(self.forget_mistake)
        p.nextStepRequested.connect(self.next_step)
        p.saveRequested.connect(self.save)
        p.browseRequested.connect(self.browse)
        p.stopRequested.connect(self.stop)
        p.mistakeToggled.connect(self._on_mistake_mode)
        p.mistakes.currentRowChanged.connect(self._on_mistake_row)
        p.why.textEdited.connect(lambda _t: self._keep_why())
        self.dock = self.win.docks.add_panel(tr("Record a lesson"), p)
        self.dock.setObjectName("recorder_dock")
        # "Stop recording" is the way out: closing the panel would strand the author
        self.dock.setFeatures(self.dock.features() & ~type(self.dock).DockWidgetClosable)
        self.win.docks.beside_assist(self.dock)  # a tab beside the rules assist

    def _show(self) -> None:
        rec = self.rec
        if rec is not None:
            self.panel.show_step(len(rec.steps) + 1, rec.draft.solution is not None)

    def _on_mistake_mode(self, on: bool) -> None:
        if on:
            self.panel.say(tr("Now do the mistake on the table: it is judged, not carried "
                                "out."))

    def _on_mistake_row(self, row: int) -> None:
        if 0 <= row < len(self._whys):
            self.panel.why.setText(self._whys[row])

    def _keep_why(self) -> None:
        row = self.panel.mistakes.currentRow()
        if 0 <= row < len(self._whys):
            self._whys[row] = self.panel.why.text()

    def _lock(self, on: bool) -> None:
        for a in self.win.findChildren(QAction):
            if a.objectName() in LOCKED:
                a.setEnabled(not on)
            elif a.objectName() == "stop_recording":
                a.setEnabled(on)
            elif a.menu() is not None and a.menu().title() in (tr("Rules mode"),
                                                              tr("View as")):
                a.setEnabled(not on)

    def _error(self, text: str, details: list[str] | None = None) -> None:
        from tabletop.ui.common.dialogs import error
        self.win.last_error = text
        error(self.win, tr("Record a lesson"), text, details)


def open_lesson_file(window, path: str | None = None):
    """Play a lesson file (Lessons → Open a lesson file…): read as strictly as a save, proved
    by `check_lesson`, then played like a bundled lesson. The session, or None (one message box
    says why; the table stays as it was)."""
    from tabletop.lessons import LessonFormatError, check_lesson, read_lesson
    if path is None:
        dlg = QFileDialog(window, tr("Open a lesson file"), "",
                          tr("Lessons (*.json);;All files (*)"))
        dlg.setObjectName("open_lesson_dialog")
        dlg.setFileMode(QFileDialog.ExistingFile)
        dlg.setOption(QFileDialog.DontUseNativeDialog, True)
        if not dlg.exec() or not dlg.selectedFiles():
            return None
        path = dlg.selectedFiles()[0]
    try:
        lesson = read_lesson(path)
    except LessonFormatError as exc:
        return _bad_lesson(window, tr("This lesson file can't be read:"), exc.problems)
    res = check_lesson(lesson)
    if not res.passed:
        return _bad_lesson(window, tr("This lesson does not pass the check, so it is not "
                                        "played:"), [f"{Path(path).name}: {p}"
                                                     for p in res.problems])
    return window.lessons_menu.start_lesson(lesson)


def _bad_lesson(window, head: str, problems: list[str]) -> None:
    from tabletop.lessons import one_line
    from tabletop.ui.common.dialogs import error
    line = one_line(problems)
    window.last_error = line
    error(window, tr("Lessons"), f"{head} {line}", [one_line([p]) for p in problems[:50]])
    return None
