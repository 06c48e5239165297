"""A thin QUndoCommand over the model's event log: the first redo() applies the command through
the rules; later undo/redo revert and replay its logged events (no second copy of state, no
rules or randomness re-run)."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand


class ModelCommand(QUndoCommand):
    def __init__(self, game, cmd, actor: str | None, override: bool, text: str) -> None:
        super().__init__(text)
        self.game, self.cmd, self.actor, self.override = game, cmd, actor, override
        self.entry = None
        self.outcome = None

    def redo(self) -> None:
        if self.entry is None:
            self.outcome = self.game.apply(self.cmd, self.actor, override=self.override)
            self.entry = self.outcome.entry
            if self.entry is None:  # refused or a query: nothing to undo
                self.setObsolete(True)
        else:
            self.game.push_entry(self.entry)

    def undo(self) -> None:
        if self.entry is not None and self.game.log and self.game.log[-1] is self.entry:
            self.game.pop_entry()


def undone_entries(cmd, log: list, how: str) -> list:
    """The log entries an undo (`how` "undo") of `cmd`, a ModelCommand or a macro of them, will
    take off the end of `log`, or a redo will put back on it, oldest first; [] when that is not
    what the stack will do (nothing to undo, or the log went another way)."""
    if cmd is None:
        return []
    kids = [cmd] if cmd.childCount() == 0 else [cmd.child(i) for i in range(cmd.childCount())]
    entries = [k.entry for k in kids if isinstance(k, ModelCommand) and k.entry is not None]
    if not entries:
        return []
    if how == "undo":
        tail = log[-len(entries):]
        return entries if len(tail) == len(entries) and all(
            a is b for a, b in zip(tail, entries, strict=True)) else []
    known = {id(e) for e in log}
    return [] if any(id(e) in known for e in entries) else entries
