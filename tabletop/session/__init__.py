"""Running commands against one game, the same way for every front end (issue 24).

- `Table` (`table.py`): one game and its seats. `run(command, actor, override)` judges once
  (the arbiter's `apply` judges, carries out or rolls back) and returns a `Ran`: the rules'
  `Outcome`, whether an override may carry a refusal out, and the undo step it made. Listeners
  are told of every command run, undone or redone.
- `UndoStep` (`undo.py`): the one undo policy. An exact undo (`Game.pop_entry`) when it makes
  no one forget a card, else a logged `take_back`; the redo of a take-back is its exact undo.
- `Autosave` (`autosave.py`): when to save after a change and what a failure does, with the
  clock injected (the window's Qt timer is only the adapter).
- `opening.py`: games to start from: the demo game, a mid-game position, a game from decklists.

Pure Python: no Qt (the import contracts in pyproject.toml keep it so)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .table import Happening, Ran, Table
    from .undo import UndoStep, undone_entries

__all__ = ["Happening", "Ran", "Table", "UndoStep", "undone_entries"]
_HOMES = {"Happening": "table", "Ran": "table", "Table": "table", "UndoStep": "undo",
          "undone_entries": "undo"}


def __getattr__(name: str) -> Any:
    """The package's names, imported when first used: the desktop's first window paints
    before the rules are imported (tests/benchmarks/bench_table.py)."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib
    return getattr(importlib.import_module(f"{__name__}.{home}"), name)
