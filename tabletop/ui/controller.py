"""The one place that turns what a seat does on its table into model commands.

It keeps the private map from view ids ("o17") to the model's card ids, judges each command
(`game.check`), refuses in strict mode, offers a logged override in assist mode, and pushes
legal commands on the undo stack. Items, tooltips and the log never see model ids."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from .undo import ModelCommand

# Verdicts that say nothing about the card behind a face-down object. When a seat acts on a
# face-down object it may not know, the assist panel shows only these: the others (costs, card
# types, "it was <name>") would tell the seat what the card is.
SAFE_FOR_HIDDEN = frozenset({
    "FLIP-NOT-CONTROLLER", "FLIP-IS-SPELL", "FLIP-NO-PRIORITY", "LOOK-OPP-REFUSED",
    "LOOK-CONTROL-CHANGED", "LOOK-EXILE-FD", "PM-EXILE-NOT-YOURS", "NOT-YOUR-OBJECT",
    "COPY-OF-FACE-DOWN", "FD-CHAR-MODIFIED", "FD-CHAR-DEFAULT", "FD-CHAR-CLOAK-WARD",
    "FD-NO-NAME", "FD-TURN-DOWN-AGAIN", "FD-TIMESTAMP", "GAME-OVER", "PLAYER-LEFT",
    "NOT-ON-BATTLEFIELD", "MOVE-OK", "UP-SAME-OBJECT",
})


class Report:
    """What the rules assist panel shows after an action. `result`: done | refused | revealed |
    nothing | overridden | offered."""

    __slots__ = ("label", "result", "verdicts", "overridable", "events")

    def __init__(self, label: str, result: str, verdicts=None, overridable: bool = False,
                 events=None) -> None:
        self.label, self.result = label, result
        self.verdicts = list(verdicts or [])
        self.overridable = overridable
        self.events = list(events or [])


class TableController(QObject):
    changed = Signal()
    reported = Signal(object)  # Report
    seatChanged = Signal()
    # For the lesson player (issue 6): every command the table judged, with what came of it.
    commandRefused = Signal(object, object)  # command, Judgement (not carried out)
    commandDone = Signal(object, object)  # command, Outcome

    def __init__(self, game, seat: str | None, parent=None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.game = None
        self._unsub = None
        self._ids: dict[str, str] | None = None
        self.seat = seat
        self.pending = None
        self.peeked: set[str] = set()
        self.last_report: Report | None = None
        if game is not None:
            self.set_game(game, seat)

    # -- game and seat --
    def set_game(self, game, seat: str | None = "") -> None:
        if self._unsub:
            self._unsub()
        self.game = game
        self._unsub = game.subscribe(self._on_events)
        self.undo_stack.clear()
        self._ids = None
        self.pending = None
        self.peeked.clear()
        players = game.state.players
        if seat == "":
            seat = self.seat
        self.seat = seat if seat is None or seat in players else players[0]
        self.changed.emit()

    def set_seat(self, seat: str | None) -> None:
        self.seat = seat
        self.pending = None
        self.peeked.clear()
        self.seatChanged.emit()
        self.changed.emit()

    def _on_events(self, events, how) -> None:
        self._ids = None
        if how == "revert":
            self.peeked.clear()
        self.changed.emit()

    def view(self):
        return None if self.game is None else self.game.view_for(self.seat)

    # -- the private id map --
    def cid(self, vid: str) -> str | None:
        if self.game is None:
            return None
        if self._ids is None:
            self._ids = {f"o{c.obj}": cid for cid, c in self.game.state.cards.items()}
        return self._ids.get(vid)

    def card_state(self, vid: str):
        cid = self.cid(vid)
        return self.game.state.cards.get(cid) if cid else None

    def top_of_library(self, seat: str) -> str | None:
        lib = self.game.state.zones.get(f"{seat}:library") or []
        return lib[0] if lib else None

    # -- judging and doing --
    def run(self, cmd, label: str, override: bool = False):
        """Judge and carry out one command; returns the Outcome, or None if not done."""
        if self.seat is None or self.game is None:
            self._report(Report(label, "refused", [], False))
            return None
        judgement = self.game.check(cmd, self.seat)
        mode = self.game.state.mode
        hidden = self._names_hidden(cmd)
        if not judgement.legal and not override and mode != "off":
            overridable = mode == "assist" and judgement.result == "refused" and \
                not any(v.id in ("BAD-COMMAND", "GAME-OVER", "PLAYER-LEFT")
                        for v in judgement.refusals)
            self.pending = (cmd, label) if overridable else None
            vs = self._safe(judgement.verdicts) if hidden else judgement.verdicts
            self._report(Report(label, "offered" if overridable else "refused", vs, overridable))
            self.commandRefused.emit(cmd, judgement)
            return None
        self.pending = None
        uc = ModelCommand(self.game, cmd, self.seat, override, label)
        self.undo_stack.push(uc)
        out = uc.outcome
        if out is None:
            return None
        vs = self._safe(out.verdicts) if self._names_hidden(cmd) else out.verdicts
        self._report(Report(label, out.result, vs, False, out.events))
        self.commandDone.emit(cmd, out)
        return out

    def _names_hidden(self, cmd) -> bool:
        """Whether the command names a face-down object whose card this seat may not know."""
        from tabletop.rules.visibility import may_know
        st = self.game.state
        for cid in cmd.cards:
            card = st.cards.get(cid)
            if card is not None and card.face_down is not None and card.zone in (
                    "battlefield", "stack") and not may_know(st, self.seat, card):
                return True
        return False

    @staticmethod
    def _safe(verdicts) -> list:
        return [v for v in verdicts if v.id in SAFE_FOR_HIDDEN]

    def override(self):
        """Carry out the pending refused command anyway (assist mode; the log records it)."""
        if self.pending is None:
            return None
        cmd, label = self.pending
        self.pending = None
        return self.run(cmd, label + " (override)", override=True)

    def _report(self, rep: Report) -> None:
        self.last_report = rep
        self.reported.emit(rep)

    def routes(self, vid: str) -> list:
        """Turn-up routes for a face-down permanent the seat controls (others: none, since the
        costs would tell what the card is)."""
        card = self.card_state(vid)
        if card is None or self.seat is None or card.face_down is None:
            return []
        from tabletop.model.chars import controller_of
        from tabletop.rules.routes import all_routes
        if controller_of(self.game.state, card) != self.seat:
            return []
        return all_routes(self.game.state, self.seat, card)

    def undo(self) -> None:
        self.undo_stack.undo()

    def redo(self) -> None:
        self.undo_stack.redo()
