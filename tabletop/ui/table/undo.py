"""The Qt undo stack's side of the session's undo policy (`tabletop.session.undo`).

A `ModelCommand` is a QUndoCommand over one `UndoStep` that the table already carried out
(`Table.run`), so its first redo, when it is pushed, does nothing; later undos and redos are the
table's (`Table.undo_step` / `redo_step`): exact when no one forgets a card, else a logged
`take_back` whose redo is its exact undo. The stack only keeps the order (and the macros that
make several steps one). A chat line is never an undo entry.

A burst (four clicks on a life total's −, `Table.run_burst`) is one entry: the summed step is
pushed as a `burst` command, which Qt merges into the stack's top command (the same `BURST_ID`),
whose step it replaces; `when` is the time of the last click of it (a monotonic clock)."""

from __future__ import annotations

import time

from PySide6.QtGui import QUndoCommand

BURST_ID = 1  # the id of every command a burst may merge into (Qt merges only equal ids)


class ModelCommand(QUndoCommand):
    def __init__(self, table, step, text: str, applied: bool = True,
                 burst: bool = False) -> None:
        super().__init__(text)
        self.table, self.step = table, step
        self._skip = applied  # carried out already: the push's redo does nothing
        self.burst = burst  # the summed step of a burst: replaces the top command's
        self.when = time.monotonic()
        if step is None:  # refused or a query: nothing to undo
            self.setObsolete(True)

    def id(self) -> int:
        return BURST_ID if self.step is not None and self.step.cmd.kind == "life" else -1

    def mergeWith(self, other) -> bool:
        """Qt: `other`, pushed on top of this command, becomes part of it. Only a burst's
        summed step does, replacing this command's step (already undone, `Table.run_burst`)."""
        if not isinstance(other, ModelCommand) or not other.burst or other.step is None:
            return False
        self.step, self.when = other.step, other.when
        self.setText(other.text())
        return True

    @property
    def entry(self):
        return self.step.entry if self.step is not None else None

    @property
    def outcome(self):
        return self.step.outcome if self.step is not None else None

    def redo(self) -> None:
        if self._skip or self.step is None:
            self._skip = False
            return
        self.table.redo_step(self.step)

    def undo(self) -> None:
        if self.step is not None:
            self.table.undo_step(self.step)

    def takes_back(self) -> bool:
        """Whether the next undo will be a logged `take_back` rather than an exact undo."""
        return self.step is not None and self.step.takes_back()


def steps_of(cmd) -> list:
    """The session steps of a stack command: a ModelCommand's, or those of a macro's children."""
    if cmd is None:
        return []
    kids = [cmd] if cmd.childCount() == 0 else [cmd.child(i) for i in range(cmd.childCount())]
    return [k.step for k in kids if isinstance(k, ModelCommand) and k.step is not None]


def undone_entries(cmd, log: list, how: str) -> list:
    """The log entries an undo (`how` "undo") of `cmd`, a ModelCommand or a macro of them, will
    take off the end of `log`, or a redo will put back on it (`tabletop.session.undone_entries`)."""
    from tabletop.session.undo import undone_entries as entries
    return entries(steps_of(cmd), log, how)


# -- an undo history kept across a lesson or a recording (the real game's, put back after) --
def kept_history(stack):
    """The undo stack as plain data: ([(text, [(step, text)...], single)...], index, clean), or
    None when it holds something that can't be kept (then the game comes back without it)."""
    items = []
    for i in range(stack.count()):
        c = stack.command(i)
        kids = [c] if isinstance(c, ModelCommand) else \
            [c.child(j) for j in range(c.childCount())]
        if not kids or not all(isinstance(k, ModelCommand) and k.entry for k in kids):
            return None
        items.append((c.text(), [(k.step, k.text()) for k in kids],
                      isinstance(c, ModelCommand)))
    return items, stack.index(), stack.cleanIndex()


def restore_history(stack, table, kept) -> None:
    """Put a `kept_history` back on `stack` (cleared first), its commands on `table`."""
    stack.clear()
    if not kept:
        return
    items, index, clean = kept
    for n, (text, kids, single) in enumerate(items):
        if n == clean:
            stack.setClean()
        applied = n < index
        if single:
            step, label = kids[0]
            stack.push(ModelCommand(table, step, label, applied=applied))
        else:
            stack.beginMacro(text)
            for step, label in kids:
                stack.push(ModelCommand(table, step, label, applied=applied))
            stack.endMacro()
    if clean == len(items):
        stack.setClean()
    for _ in range(len(items) - index):
        stack.undo()
