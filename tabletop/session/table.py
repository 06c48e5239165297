"""`Table`: one game, judged once per command, with one undo policy and listeners.

`run(command, actor, override)` calls the arbiter's `apply` only: it judges, carries the command
out, or rolls everything back and returns a refused `Outcome`. Whether an override could carry a
refusal out is the rules' word on the refused `Outcome` (`overridable`), as `Judgement.overridable`
says it of a dry run: a refusal no mode passes (`NEVER_OVERRIDDEN`, a peek at what the seat may
not know) or an impossible action (the rules' `fail`: no such card, not yours, the game is
over...) is never overridable. tests/session/test_table.py compares the two."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.model.game import Game, is_chat
from tabletop.model.modes import Mode, Result

from .undo import UndoStep, burst_of


@dataclass(slots=True)
class Ran:
    """One command run at the table: the rules' Outcome, and what the front ends need of it."""

    command: Any
    actor: str | None
    override: bool
    outcome: Any
    mode: str = Mode.STRICT  # the rules mode it ran in
    overridable: bool = False  # refused, and an override (assist mode) may carry it out
    step: UndoStep | None = None  # the undo step it made (None: refused, a query, a chat line)

    @property
    def refused(self) -> bool:
        return self.outcome.result == Result.REFUSED

    @property
    def offered(self) -> bool:
        """Refused in assist mode, not already an override, and an override may carry it out:
        the table offers one."""
        return self.overridable and not self.override and self.mode == Mode.ASSIST

    def judgement(self) -> Any:
        """The refusal as a rules `Judgement` (what the lesson player hears of it)."""
        from tabletop.rules.engine import Judgement
        out = self.outcome
        return Judgement(self.command.kind, not self.refused, out.result, list(out.verdicts),
                         out.cost, out.routes, overridable=self.overridable)


@dataclass(slots=True)
class Happening:
    """What a listener is told: `kind` "run", "undo" or "redo", who, and what came of it."""

    kind: str
    actor: str | None
    ran: Ran | None = None
    step: UndoStep | None = None
    outcome: Any = None  # an undo's take-back Outcome, if it was one


Listener = Callable[[Happening], None]


class Table:
    """One game and its seats. Commands run through `run`; `undo`/`redo` walk the table's own
    history (`history=False`: a front end keeps the order, e.g. Qt's undo stack, and calls
    `undo_step`/`redo_step`)."""

    def __init__(self, game: Game, *, history: bool = True) -> None:
        self.game = game
        self.keeps_history = history
        self.history: list[UndoStep] = []
        self.index = 0  # steps below this are done; above, undone (redo-able)
        self._listeners: list[Listener] = []

    @property
    def seats(self) -> list[str]:
        return list(self.game.state.players)

    # -- listeners
    def listen(self, fn: Listener) -> Callable[[], None]:
        """Tell `fn` of every command run, undone or redone; returns the way to stop."""
        self._listeners.append(fn)
        return lambda: self._listeners.remove(fn) if fn in self._listeners else None

    def _tell(self, what: Happening) -> None:
        for fn in list(self._listeners):
            fn(what)

    # -- running commands
    def run(self, command: Any, actor: str | None, override: bool = False) -> Ran:
        """Judge `command` once and carry it out (or not: a refused Ran)."""
        mode = self.game.state.mode
        out = self.game.apply(command, actor, override=override)
        ran = Ran(command, actor, override, out, mode, out.overridable)  # (the rules say)
        entry = out.entry
        if entry is not None and not is_chat(entry):
            ran.step = UndoStep(self.game, command, actor, override, out)
            self._record(ran.step)
        self._tell(Happening("run", actor, ran))
        return ran

    def run_burst(self, last: UndoStep, command: Any, actor: str | None,
                  override: bool = False) -> Ran | None:
        """`command` and `last`, the step carried out just before it, as one step when they are
        one burst (`undo.burst_of`: life changes of one player by one seat, nothing logged
        between): `last` is undone exactly (its entry off the log) and the summed command runs
        in its place (in the history too). None when they are not one burst, or the summed
        command was refused (then `last` stands again and nothing else was done)."""
        merged = burst_of(last, command, actor, override)
        if merged is None:
            return None
        at = self.index - 1 if self.keeps_history and self.index and \
            self.history[self.index - 1] is last else None
        self.undo_step(last, actor)  # exact: `burst_of` made sure
        if at is not None:
            self.index = at  # the summed step takes its place
        ran = self.run(merged, actor, override)
        if ran.refused:
            if at is not None:
                self.index = at + 1
            self.redo_step(last, actor)
            return None
        return ran

    def _record(self, step: UndoStep) -> None:
        if self.keeps_history:
            del self.history[self.index:]
            self.history.append(step)
            self.index = len(self.history)

    # -- undo and redo
    def undo_step(self, step: UndoStep, actor: str | None = None) -> Any:
        out = step.undo()
        self._tell(Happening("undo", actor, step=step, outcome=out))
        return out

    def redo_step(self, step: UndoStep, actor: str | None = None) -> None:
        step.redo()
        self._tell(Happening("redo", actor, step=step))

    def can_undo(self) -> bool:
        return self.index > 0

    def can_redo(self) -> bool:
        return self.index < len(self.history)

    def undo(self, actor: str | None = None) -> UndoStep | None:
        """Undo the newest step of the table's history (exact, or a logged take-back); None
        when there is none, or the rules refused the take-back (`step.undone` says why; the
        step stays done)."""
        if not self.can_undo():
            return None
        self.index -= 1
        step = self.history[self.index]
        out = self.undo_step(step, actor)
        if out is not None and out.result == Result.REFUSED:
            self.index += 1
            return None
        return step

    def undoable_by(self, actor: str | None) -> UndoStep | None:
        """The step `undo` would undo when it is `actor`'s own last action and nobody acted
        since (its entry is the newest of the log not taken back, chat lines aside:
        `h_takeback.live_tail`), else None: a seat may undo only that (the network host)."""
        if not self.can_undo():
            return None
        from tabletop.rules.h_takeback import live_tail
        step = self.history[self.index - 1]
        log = self.game.log
        tail = live_tail(log)
        if step.actor != actor or tail is None or log[tail] is not step.entry:
            return None
        return step

    def redo(self, actor: str | None = None) -> UndoStep | None:
        if not self.can_redo():
            return None
        step = self.history[self.index]
        self.index += 1
        self.redo_step(step, actor)
        return step

    def forget_history(self) -> None:
        """Nothing to undo or redo any more (the log was rewound or replaced)."""
        self.history.clear()
        self.index = 0

