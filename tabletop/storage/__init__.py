"""Saving, loading, replaying and sharing games as JSON (pure Python, no Qt).

- `dump_game(game, *, title=None) -> bytes` and `load_game_bytes(data, *, name=..., verify=...)`;
  `save_game(game, path, *, title=None)` (atomic, previous version kept as `NAME.bak`) and
  `load_game(path)`. Loading replays the log into a fresh game and checks every step
  (`verify="auto"`, the default: every command re-run through the rules for logs of up to 2,000
  events written by this version of tabletop, the events' changes checked against the state
  otherwise; or `"rules"` / `"events"`; see `replay.py`), and the board it reaches against the
  invariants of the rules (`tabletop.model.invariants`). Anything wrong ends in `SaveError`,
  whose `problems` name JSON paths. A game whose file would break the format's limits is not
  written: `dump_game` (and so every save and autosave) raises `SaveRefused` (`savecheck.py`).
- `validate_bytes(data) -> Summary` (full check, one-line `str()`), or `SaveError`.
- `read_save(data, name, *, kind=..., verify=..., ...) -> Checked`: how every reader above (and
  below) judges a file, one way: the same bytes, the same verdict and messages (`check.py`).
- `open_save(data, name) -> Opening`: the board of a save's checkpoint (v8) at once, to paint
  read-only, then `Opening.finish()`, the whole check (`checkpoint.py`).
- `game_at(game_or_save, n)`: the game after its first `n` log entries.
- `export_for(game, seat) -> bytes` (checked as `load_export` checks it: what would not open
  is a `SaveError`, never written) and `load_export(data) -> SharedBoard`: redacted sharing;
  `open_bytes(data)`: whichever of the two a file holds (a `Game` or a `SharedBoard`), read once.
  An export for seat S carries the game's bookmarks of S's lens (`SharedBoard.bookmarks`).
- `bookmarks`: bookmarks and notes on log positions (save v11), each in a seat's lens or the
  judge's: `bookmarks(game)`, `add_bookmark`, `edit_bookmark`, `remove_bookmark`, `shown_in`,
  `read_bookmarks(file)`, `write_bookmarks(path, marks)` (the save rewritten, nothing else).
- `takeover.take_over(source, n) -> Game`: a new game from entry `n` of a whole game (never a
  redacted export), its log those entries, to play on or host (`tabletop take-over`).
- `autosave(game) -> Path`, `latest_autosave() -> Path | None`, `is_autosave(path)`,
  `Autosaver`: the last 5 in the
  state folder. `paths`: every folder, honouring `TABLETOP_HOME`.
- `schema`: the format's pydantic types; `migrations`: the registry of older-version steps.
"""

from __future__ import annotations

from tabletop._compiled import prefer_fresh

prefer_fresh("tabletop.storage.replay")  # a compiled replay only if built from this source
prefer_fresh("tabletop.storage.logshape")  # and the same for the checks of a log's shape

from . import migrations, paths  # noqa: E402
from .check import Checked, Opening, open_save, read_save  # noqa: E402
from .codec import (  # noqa: E402
    SaveError,
    SaveRefused,
    Summary,
    dump_game,
    load_game_bytes,
    validate_bytes,
)
from .files import (  # noqa: E402
    Autosaver,
    autosave,
    is_autosave,
    latest_autosave,
    load_game,
    save_game,
    write_atomic,
)
from .review import SharedBoard, export_for, game_at, load_export, open_bytes  # noqa: E402
from .schema import FORMAT, SCHEMA_VERSION  # noqa: E402

__all__ = ["SaveError", "SaveRefused", "Summary", "dump_game", "load_game_bytes", "validate_bytes",
           "read_save", "Checked", "open_save", "Opening", "save_game", "load_game",
           "write_atomic", "autosave",
           "is_autosave", "latest_autosave", "Autosaver",
           "game_at", "export_for", "load_export", "open_bytes", "SharedBoard", "FORMAT",
           "SCHEMA_VERSION", "migrations", "paths"]
