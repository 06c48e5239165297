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
