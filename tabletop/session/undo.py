"""The one undo policy (issue 12, issue 24): an undo never takes back what a player saw.

An `UndoStep` is one command carried out, with its log entry. Its undo is exact
(`Game.pop_entry`: the entry's events reverted, the entry off the log) when the entry is the
newest but for chat lines and undoing it makes no one forget a card; otherwise it is a logged
`take_back` entry that undoes the changes but keeps the knowledge. Its redo is the exact undo of
that take-back, or the entry pushed back (`Game.push_entry`: its events replayed, no rules or
randomness re-run). Chat lines are never undo steps: an undo steps over them."""

from __future__ import annotations

from typing import Any

from tabletop.model.game import Game, LogEntry, is_chat


class UndoStep:
    """One undoable command: the game, the command, who gave it, and its log entry."""

    __slots__ = ("game", "cmd", "actor", "override", "outcome", "entry", "taken", "undone")

    def __init__(self, game: Game, cmd: Any, actor: str | None, override: bool,
                 outcome: Any) -> None:
        self.game, self.cmd, self.actor, self.override = game, cmd, actor, override
        self.outcome = outcome
        self.entry: LogEntry | None = outcome.entry if outcome is not None else None
        self.taken: LogEntry | None = None  # the take_back that undid `entry`, while it stands
        self.undone: Any = None  # the Outcome of the last undo when it was a take-back

    def takes_back(self) -> bool:
        """Whether the next undo will be a logged `take_back` rather than an exact undo."""
        game, entry = self.game, self.entry
        if entry is None or not game.log:
            return False
        from tabletop.rules.h_takeback import undo_forgets
        return game.tail_index(entry) is None or undo_forgets(game, entry)

    def undo(self) -> Any:
        """Undo the step; the take-back's Outcome when it was one, else None."""
        game, entry = self.game, self.entry
        if entry is None or not game.log:
            return None
        from tabletop.model.commands import TakeBack
        from tabletop.rules.h_takeback import undo_forgets
        self.undone = None
        if game.tail_index(entry) is not None and not undo_forgets(game, entry):
            game.pop_entry(entry)  # the newest entry; chat lines after it stay
            return None
        index = next((i for i in range(len(game.log) - 1, -1, -1) if game.log[i] is entry),
                     None)
        if index is None:
            return None
        out = self.undone = game.apply(TakeBack(index), self.actor)
        self.taken = out.entry
        return out

    def redo(self) -> None:
        game = self.game
        if self.entry is None:
            return
        if self.taken is not None:
            if game.tail_index(self.taken) is not None:  # (chat lines may follow it)
                game.pop_entry(self.taken)
            self.taken = None
        else:
            game.push_entry(self.entry)


def burst_of(last: UndoStep, command: Any, actor: str | None, override: bool = False) -> Any:
    """The one command that `last`, the step carried out just before, and `command` make when
    they are one burst of life changes (four clicks on a life total's −), else None: both
    change the same player's life by a `delta` (no payment, no override), given by the same
    seat; `last` was carried out (not a request), its entry is still the newest of the log
    (nothing logged since, chat included) and its undo is exact (no one forgets a card). The
    burst is a `Life` by the summed delta; a sum of 0 is no burst (the two stay, as said)."""
    from tabletop.model.commands import Life
    from tabletop.model.modes import Result
    prev, game, entry = last.cmd, last.game, last.entry
    if not (isinstance(prev, Life) and isinstance(command, Life)) or override or last.override:
        return None
    if prev.delta is None or command.delta is None or prev.pay or command.pay:
        return None
    if prev.player != command.player or last.actor != actor:
        return None
    if entry is None or not game.log or game.log[-1] is not entry or \
            entry.result != Result.DONE or last.takes_back():
        return None
    total = prev.delta + command.delta
    return Life(command.player, delta=total) if total else None


def undone_entries(steps: list[UndoStep], log: list, how: str) -> list:
    """The log entries an undo (`how` "undo") of `steps` (one undo step, or the steps of a
    macro) will take off the end of `log`, or a redo will put back on it, oldest first; []
    when that is not what will happen (nothing to undo, a take-back, or the log went another
    way)."""
    steps = [s for s in steps if s.entry is not None]
    entries = [s.entry for s in steps]
    if not entries:
        return []
    if how == "undo":
        if any(s.takes_back() for s in steps):  # logged as a take-back: the log tells it
            return []
        # an exact undo is of the newest entry but for chat lines, so of one step (a macro's
        # older steps are taken back: said above)
        newest = next((e for e in reversed(log) if not is_chat(e)), None)
        return entries if len(entries) == 1 and newest is entries[0] else []
    known = {id(e) for e in log}
    return [] if any(id(e) in known for e in entries) else entries
