"""A thin QUndoCommand over the model's event log: the first redo() applies the command through
the rules; later undo/redo revert and replay its logged events (no second copy of state, no
rules or randomness re-run). A chat line is never an undo entry: it is applied beside the stack,
and an undo steps over the chat lines that follow the entry it undoes (they stay in the log).

An undo cannot take back what a player saw (issue 12): when an exact undo would make a player
forget a card (a draw, a look, a search, a reveal), the undo is a logged `take_back` entry that
undoes the changes but keeps the knowledge, and the redo is the exact undo of that entry."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand


class ModelCommand(QUndoCommand):
    def __init__(self, game, cmd, actor: str | None, override: bool, text: str) -> None:
        super().__init__(text)
        self.game, self.cmd, self.actor, self.override = game, cmd, actor, override
        self.entry = None
        self.outcome = None
        self.taken = None  # the take_back entry that undid `entry`, while it stands

    def redo(self) -> None:
        game = self.game
        if self.entry is None:
            self.outcome = game.apply(self.cmd, self.actor, override=self.override)
            self.entry = self.outcome.entry
            if self.entry is None:  # refused or a query: nothing to undo
                self.setObsolete(True)
        elif self.taken is not None:
            if game.tail_index(self.taken) is not None:  # (chat lines may follow it)
                game.pop_entry(self.taken)
            self.taken = None
        else:
            game.push_entry(self.entry)

    def takes_back(self) -> bool:
        """Whether the next undo will be a logged `take_back` rather than an exact undo."""
        game, entry = self.game, self.entry
        if entry is None or not game.log:
            return False
        from tabletop.rules.h_takeback import undo_forgets
        return game.tail_index(entry) is None or undo_forgets(game, entry)

    def undo(self) -> None:
        game, entry = self.game, self.entry
        if entry is None or not game.log:
            return
        # imported here: the start window paints before the rules are imported (bench_table)
        from tabletop.model.commands import TakeBack
        from tabletop.rules.h_takeback import undo_forgets
        if game.tail_index(entry) is not None and not undo_forgets(game, entry):
            game.pop_entry(entry)  # the newest entry, chat lines after it stay
            return
        index = next((i for i in range(len(game.log) - 1, -1, -1) if game.log[i] is entry),
                     None)
        if index is None:
            return
        out = game.apply(TakeBack(index), self.actor)
        self.taken = out.entry


def live_tail(log: list, k: int) -> list:
    """The newest `k` entries of `log` that are not chat lines, oldest first (chat lines change
    nothing: an undo steps over them and leaves them where they are)."""
    from tabletop.model.game import is_chat
    out = []
    for i in range(len(log) - 1, -1, -1):
        if len(out) == k:
            break
        if not is_chat(log[i]):
            out.append(log[i])
    return out[::-1]


def undone_entries(cmd, log: list, how: str) -> list:
    """The log entries an undo (`how` "undo") of `cmd`, a ModelCommand or a macro of them, will
    take off the end of `log`, or a redo will put back on it, oldest first; [] when that is not
    what the stack will do (nothing to undo, or the log went another way)."""
    if cmd is None:
        return []
    kids = [cmd] if cmd.childCount() == 0 else [cmd.child(i) for i in range(cmd.childCount())]
    mcs = [k for k in kids if isinstance(k, ModelCommand) and k.entry is not None]
    entries = [k.entry for k in mcs]
    if not entries:
        return []
    if how == "undo":
        if any(k.takes_back() for k in mcs):  # logged as a take-back: the log tells it
            return []
        tail = live_tail(log, len(entries))
        return entries if len(tail) == len(entries) and all(
            a is b for a, b in zip(tail, entries, strict=True)) else []
    known = {id(e) for e in log}
    return [] if any(id(e) in known for e in entries) else entries
