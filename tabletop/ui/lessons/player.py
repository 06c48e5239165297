"""The lesson player: a lesson's game on the real table, played from the learner's seat.

While a lesson runs the controller hands every command the table builds (drags, context menus,
shortcuts, reminder buttons) to `LessonPlayer.route`, which sends it to `session.attempt` instead
of the rules and the undo stack: the lesson carries out what the step asks (and looks, routes
questions and moves on the table) and refuses the rest, so a wrong drag snaps back when the scene
syncs again and nothing changes. The lesson panel shows the instruction and the feedback built
from the model's verdict. The window's undo and redo, the rules-mode switch and seat changes
are off meanwhile (the panel's Undo, Ctrl+Z, is the session's: the table's one undo policy);
leaving puts the previous game back with its undo history.

The step's focus cards (model ids) stay here: they are mapped to the table's items through the
controller and outlined by a plain frame item that carries no id, text or tooltip."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from tabletop.model.modes import Result
from tabletop.rules.visibility import SAFE_FOR_HIDDEN
from tabletop.ui.common.messages import lesson_text, tr
from tabletop.ui.lessons import text as T
from tabletop.ui.table.controller import Report
from tabletop.ui.table.items import KIND_ROLE
from tabletop.ui.table.undo import kept_history, restore_history

PUBLIC = ("battlefield", "stack")
# Steps about the learner's library (its top, a look, a search, a shuffle): the library pile is
# outlined.
PILE_STEPS = ("manifest", "manifest_dread", "cloak", "draw", "mill", "look_top", "arrange_top",
              "search", "shuffle")
RESULT = {"wrong": Result.REFUSED, "off_track": Result.NOTHING, "invalid": Result.REFUSED,
          "finished": Result.REFUSED}
# Window actions (object names) that would act around the lesson: off while it runs.
LOCKED = ("mode_strict", "mode_assist", "mode_off", "hotseat", "pass_next")


class LessonPlayer(QObject):
    started = Signal()
    left = Signal()
    feedback = Signal(object)  # the session's Feedback

    def __init__(self, win) -> None:
        super().__init__(win)
        self.win, self.ctl = win, win.ctl
        self.session = None
        self.panel = self.dock = None
        self._prev = None  # (game, seat, path, kept undo history)
        self._hotseat = None  # the hot-seat setting before the lesson
        self._curtain = None  # (seat,) when the privacy curtain was up before the lesson
        self._outlines: list[QGraphicsPathItem] = []
        self._summary = None  # the summary dialog, when one was opened
        self.ctl.changed.connect(self._on_changed)
        self.ctl.undo_stack.indexChanged.connect(self._on_undo_index)

    @property
    def running(self) -> bool:
        return self.session is not None

    # -- starting and leaving --
    def start(self, lesson, seed: int = 0):
        from tabletop.lessons import LessonSession
        session = LessonSession(lesson, seed=seed)
        win = self.win
        if self.session is None:
            if win._autosave.isActive():  # an autosave was due: the real game first
                win._autosave.stop()
                win.files.do_autosave()
            self._hotseat = win.hotseat
            up = win.curtain is not None and win.stack.currentWidget() is win.curtain
            self._curtain = (win.seats.next_seat,) if up else None
            if self.ctl.game is not None:
                self._prev = (self.ctl.game, self.ctl.seat, win.path,
                              kept_history(self.ctl.undo_stack))
            elif self.ctl.shared is not None:  # a shared board: shown again, read-only
                self._prev = (self.ctl.shared, None, win.shared_path, None)
            else:
                self._prev = None
        self.session = None  # set_game below must not look like leaving
        win.ensure_table()
        if win.curtain is not None and win.stack.currentWidget() is win.curtain:
            win.stack.setCurrentWidget(win.view)
        # routed before the table shows the lesson's game: whatever the window does for a new
        # game (a game in the pregame step offers the mulligans) sees a lesson running
        self.ctl.route = self.route
        win.files.set_game(session.game)
        self.session = session
        if self.ctl.seat != session.seat:
            self.ctl.set_seat(session.seat)
        win._autosave.stop()  # a lesson is never autosaved over the real game
        self._lock(True)
        self._ensure_panel()
        self.win.docks.show_panel(self.dock)
        self.panel.show_html(T.note_html(lesson.summary))
        self._update()
        self.started.emit()
        return session

    def leave(self) -> None:
        """Stop the lesson; the previous game comes back with its undo history (or the shared
        board that was shown, or a demo game when there was nothing)."""
        if self.session is None:
            return
        prev, self._prev = self._prev, None
        self._end()
        win = self.win
        if prev is None:
            from tabletop.session.opening import demo_game
            win.files.set_game(demo_game())
        elif prev[3] is None:  # the shared board it was started from
            win.files.show_shared(prev[0], prev[2])
        else:
            game, seat, path, kept = prev
            win.files.set_game(game, path)
            if self.ctl.seat != seat:
                self.ctl.set_seat(seat)
            restore_history(self.ctl.undo_stack, self.ctl.table, kept)
            if self._curtain is not None:  # it was waiting for the next seat: it still is
                win.seats.pass_to(self._curtain[0])
        self._curtain = None
        win.refresh()
        self.left.emit()

    def _end(self) -> None:
        self.session = None
        self.ctl.route = None
        self._clear_outlines()
        self._lock(False)
        if self._hotseat is not None:
            self.win.hotseat, self._hotseat = self._hotseat, None
            self._set_hotseat_action(self.win.hotseat)
        if self.dock is not None:
            self.dock.hide()
        self.win.assist.clear()

    def play_to(self, step: int) -> None:
        """Play the reference solutions of the steps before `step` (1-based), as the learner
        would (screenshots and demonstrations)."""
        while self.session is not None and not self.session.finished and \
                self.session.index + 1 < step:
            if self.play_solution() is None:
                break

    def play_solution(self):
        from tabletop.lessons.actions import UNDO, action_command
        step = self.session.step if self.session is not None else None
        if step is not None and step.solution.get("do") == UNDO:
            return self.undo()
        return self.route(action_command(step.solution), tr("Solution")) if step else None

    def try_mistake(self):
        """Try the current step's first known mistake (shows how a wrong action is explained)."""
        from tabletop.lessons.actions import action_command
        step = self.session.step if self.session is not None else None
        mistake = next(iter(step.mistakes), None) if step else None
        if mistake is not None:
            self.route(action_command(mistake.action), tr("A known mistake"))

    def demonstrate(self) -> None:
        """Play the rest of the lesson as a learner who makes every known mistake of each step
        before its solution (the summary screenshot, demonstrations)."""
        from tabletop.lessons.actions import action_command
        while self.session is not None and not self.session.finished:
            for m in self.session.step.mistakes:
                self.route(action_command(m.action), tr("A known mistake"))
            if self.play_solution() is None:
                break

    def _on_changed(self) -> None:
        s = self.session
        if s is None:
            return
        if self.ctl.game is not s.game:  # a new or opened game replaced the lesson
            self._prev = None
            self._end()
            return
        self._highlight()

    # -- the seam: every command of the table goes here while a lesson runs --
    def route(self, cmd, label: str, override: bool = False):
        s = self.session
        if s is None:  # (the lesson's game is being put on the table)
            return None
        if self.ctl.seat != s.seat:
            self.panel.show_html(T.note_html(tr("In this lesson you play as {seat}.").format(
                seat=s.seat)))
            return None
        return self._play(lambda: s.attempt(cmd, s.seat, override=override), label,
                          self.ctl.names_hidden(cmd))

    def undo(self):
        """The learner's Undo (the panel's button, Ctrl+Z): the session's undo, by the table's
        one undo policy; what it came to is reported like any action of the lesson."""
        s = self.session
        if s is None:
            return None
        return self._play(s.undo, tr("Undo"), False)

    def _play(self, attempt, label: str, hidden: bool):
        """Run one attempt of the learner's and report it: the table's report line, the
        feedback in the panel; the Feedback when it was carried out, else None."""
        from tabletop.lessons import LessonError
        s = self.session
        before = len(s.game.log)
        try:
            fb = attempt()
        except LessonError as exc:  # the lesson file is broken, not the learner
            self.panel.show_html(T.note_html(tr("This lesson can't go on: {e}").format(e=exc)))
            return None
        done = fb.kind in ("correct", "free")
        # (the last entry: a request the scripted seat accepted is followed by its answer)
        entry = s.game.log[-1] if done and len(s.game.log) > before else None
        safe = (lambda v: v.id in SAFE_FOR_HIDDEN) if hidden else None
        vs = [v for v in fb.details if safe is None or safe(v)]
        result = entry.result if entry is not None else RESULT.get(fb.kind, Result.DONE)
        self.ctl._report(Report(label, result, vs, False, entry.events if entry else []))
        html = T.feedback_html(fb, safe)
        if fb.kind == "correct" and s.finished:  # the summary first: it is what matters now
            html = T.summary_html(s.summary()) + "<hr>" + html
        self.panel.show_html(html)
        self._update()
        self.feedback.emit(fb)
        return fb if done else None

    # -- the panel's buttons --
    def hint(self) -> str:
        if self.session is None:
            return ""
        text = self.session.hint()
        self.panel.show_html(T.hint_html(text))
        return text

    def show_summary(self):
        """The lesson summary dialog (not blocking): the rules practised and the mistakes made
        so far, in plain text."""
        if self.session is None:
            return None
        from tabletop.ui.lessons.summary import LessonSummaryDialog
        if self._summary is not None:
            self._summary.close()
        self._summary = LessonSummaryDialog(self.session.summary(), self.win)
        self._summary.open()
        return self._summary

    def retry(self) -> None:
        if self.session is not None:
            self.session.retry_step()
            self._after_rewind(tr("The table is back as it was when this step began."))

    def back(self) -> None:
        if self.session is not None:
            went = self.session.back()
            self._after_rewind(tr("Back to the previous step.") if went else
                               tr("This is the first step; it starts again."))

    def restart(self) -> None:
        if self.session is not None:
            self.session.restart()
            self._after_rewind(tr("The lesson starts again."))

    def _after_rewind(self, note: str) -> None:
        self.ctl.undo_stack.clear()
        self.ctl.pending = None
        self.win.assist.clear()
        self.win.refresh()
        self.panel.show_html(T.note_html(note))
        self._update()

    def _on_undo_index(self, _i: int) -> None:
        # A multi-card drop opens a macro on the undo stack even though the lesson pushed nothing.
        if self.session is not None and self.ctl.undo_stack.count():
            QTimer.singleShot(0, self._clear_stack)

    def _clear_stack(self) -> None:
        if self.session is not None:
            self.ctl.undo_stack.clear()

    # -- the panel and the table --
    def _ensure_panel(self) -> None:
        if self.panel is not None:
            return
        from tabletop.ui.lessons.panel import LessonPanel
        self.panel = LessonPanel()
        self.panel.hintRequested.connect(self.hint)
        self.panel.undoRequested.connect(self.undo)
        self.panel.retryRequested.connect(self.retry)
        self.panel.backRequested.connect(self.back)
        self.panel.restartRequested.connect(self.restart)
        self.panel.leaveRequested.connect(self.leave)
        self.panel.summaryRequested.connect(self.show_summary)
        self.dock = self.win.docks.add_panel(tr("Lesson"), self.panel)
        self.dock.setObjectName("lesson_dock")
        # "Leave the lesson" is the way out: closing the panel would strand the learner
        self.dock.setFeatures(self.dock.features() & ~type(self.dock).DockWidgetClosable)
        self.win.docks.beside_assist(self.dock)  # a tab beside the rules assist

    def _update(self) -> None:
        s = self.session
        if s is None:
            return
        done, total = s.progress
        step = s.step
        self.panel.show_step(lesson_text(s.lesson.title), lesson_text(s.instruction), done, total,
                             s.finished, tuple(step.rules) if step else ())
        self._highlight()

    def _highlight(self) -> None:
        """Outline the cards the step is about, where the learner sees them: on the battlefield,
        on the stack or in the learner's own hand."""
        self._clear_outlines()
        s, scene = self.session, self.win.scene
        if s is None or scene is None or s.step is None:
            return
        if s.step.solution.get("do") in PILE_STEPS:  # "manifest the top card": your library
            pile = scene.piles.get((s.seat, "library"))
            if pile is not None:
                self._outlines.append(_outline(pile))
        focus = set(s.focus)
        for vid, item in scene.items_by_id.items():
            ov = item.ov
            if ov is None or not (ov.zone in PUBLIC or (ov.zone == "hand" and
                                                         ov.owner == s.seat)):
                continue
            if self.ctl.cid(vid) in focus:
                self._outlines.append(_outline(item))

    def _clear_outlines(self) -> None:
        import shiboken6
        for o in self._outlines:
            if shiboken6.isValid(o) and o.scene() is not None:
                o.scene().removeItem(o)
        self._outlines = []

    def outlined_items(self) -> list:
        import shiboken6
        return [o.parentItem() for o in self._outlines if shiboken6.isValid(o)]

    def _lock(self, on: bool) -> None:
        from PySide6.QtGui import QAction
        for a in self.win.findChildren(QAction):
            if a.objectName() in LOCKED:
                a.setEnabled(not on)
            elif a.objectName() == "leave_lesson":
                a.setEnabled(on)
            elif a.menu() is not None and a.menu().title() in (tr("Rules mode"),
                                                              tr("View as")):
                a.setEnabled(not on)
        if on:
            self.win.hotseat = False  # a lesson's turns never pass the seat
            self.win.activateWindow()  # back from the picker: keys go to the table
            self.win.view.setFocus()

    def _set_hotseat_action(self, on: bool) -> None:
        from PySide6.QtGui import QAction
        for a in self.win.findChildren(QAction):
            if a.objectName() == "hotseat":
                a.setChecked(on)


def _outline(item) -> QGraphicsPathItem:
    """A frame around a card (or a pile), behind it (hovering and clicking still find it)."""
    m = 7 * (1 / item.scale() if item.scale() else 1)
    path = QPainterPath()
    path.addRoundedRect(item.boundingRect().adjusted(-m, -m, m, m), 2 * m, 2 * m)
    o = QGraphicsPathItem(path, item)
    pen = QPen(QColor("#ffcf33"), 4)
    pen.setCosmetic(True)
    o.setPen(pen)
    o.setBrush(QColor(255, 207, 51, 70))
    o.setFlag(QGraphicsItem.ItemStacksBehindParent, True)
    o.setAcceptedMouseButtons(Qt.NoButton)
    o.setData(KIND_ROLE, "highlight")
    return o
