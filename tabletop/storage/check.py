"""Every save or redacted export that is read is judged here, one way: `read_save`.

The loader (`load_game_bytes`, so `load_game`, `game_at` and the host's `Host.resume`),
`tabletop validate` (`validate_bytes`), the window's open (`open_bytes`), `load_export`, and
the read-back of what is about to be written (`export_for`'s `review.check_export`, the
positions `tabletop replay` and `tabletop position` write) all call it, so the same bytes get
the same verdict and the same messages from each: the schema (`codec.parse_document`: size,
JSON, format, version and migrations, the log's counts), then a game's setup, log replay and
invariants (`codec.game_from_bytes`), or a shared board's own checks (`review.check_shared`).

What the callers mean to differ in are its parameters, not separate paths:

- `kind`: "game" or "shared" for a caller that opens one kind only (the other is refused,
  naming the function that opens it); None (the default) for either.
- `verify`: how a game's log is replayed (`replay.py`): "auto" for a load, "rules" (or
  "events", `--quick`) for `tabletop validate`.
- `strict`: the strict schema from the start (an export just written: no fast path to try).
- `facts_read`: a shared board's facts were read as card facts already (an export written from
  a game's), so they are not read again.
- `keep`: what is read is kept (a load; see `codec.no_gc`), or only judged (a validation, a
  check before writing).

What a game would be written as is checked before it is written by `savecheck.py`.

`open_save` opens a save in two steps, for a window: the board of its checkpoint at once, then
`Opening.finish()`, the whole check above (`checkpoint.py`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import codec, review  # (modules: `review` imports this one, and tests patch codec's)
from .codec import SaveError, Summary, no_gc
from .schema import SCHEMA_VERSION

if TYPE_CHECKING:
    from tabletop.model.game import Game

    from .review import SharedBoard

_OPEN_WITH = {
    "game": "this is a redacted export (a board as one seat may know it); open it read-only "
            "with load_export",
    "shared": "this is a whole game, not a redacted export; open it with load_game",
}


@dataclass(slots=True)
class Checked:
    """A save or export that `read_save` found sound: its document, and the `game` (kind
    "game") or the read-only `board` (kind "shared") it holds."""

    name: str
    doc: dict
    migrated_from: int | None
    game: Game | None = None
    board: SharedBoard | None = None
    verified: str = ""  # how a game's log was replayed

    @property
    def kind(self) -> str:
        return self.doc["kind"]

    def summary(self) -> Summary:
        """What `tabletop validate` prints of it."""
        doc = self.doc
        if self.game is not None:
            return Summary(self.name, "game", SCHEMA_VERSION, self.migrated_from, doc["title"],
                           doc["players"], len(self.game.state.cards), len(doc["log"]),
                           sum(len(e.get("events", ())) for e in doc["log"]),
                           verified=self.verified)
        return Summary(self.name, "shared", SCHEMA_VERSION, self.migrated_from, doc["title"],
                       doc["players"], len(doc["board"]["objects"]), len(doc["log"]), 0,
                       seat=doc["seat"])


def read_save(data: Any, name: str = "<bytes>", *, kind: str | None = None,
              verify: str = "auto", strict: bool = False, facts_read: bool = False,
              keep: bool = True) -> Checked:
    """Judge `data` (see the module's docstring for the parameters): a `Checked`, or a
    `SaveError` (and nothing else for a bad file) whose `problems` name each JSON path."""
    with no_gc(keep=keep):
        doc, old = codec.parse_document(data, name, strict=strict)
        found = doc["kind"]
        if kind is not None and found != kind:
            raise SaveError([f"{name}: kind: {_OPEN_WITH[kind]}"])
        if found == "game":
            game = codec.game_from_bytes(data, doc, old, name, verify)
            return Checked(name, doc, old, game=game, verified=verify)
        return Checked(name, doc, old, board=review.board_of(doc, name, facts_read=facts_read))


@dataclass(slots=True)
class Opening:
    """A save being opened (`open_save`): `game`, the board to paint at once, and `finish()`,
    the whole check that gives the game to play, or a `SaveError`.

    `checked`: whether `game` is that game already (a file without a checkpoint, an older
    version, a redacted export: `read_save` judged it whole). Otherwise `game` is the board of
    the file's checkpoint, with an empty log: paint it read-only (it can't be saved) until
    `finish()`, which reads the file again as `read_save` does (the log checked and replayed,
    its board compared with the checkpoint), may run on a worker thread: it shares nothing it
    changes with `game`."""

    name: str
    data: bytes
    game: Game | None
    checked: bool
    board: SharedBoard | None = None
    head: dict | None = None  # the file's document but its log (when not `checked`)

    def finish(self) -> Checked:
        """The whole check (`read_save`), once; the file's verdict and messages."""
        return read_save(self.data, self.name)


# logs shorter than this are checked at once by `open_save` (a replay of 1,000 entries of the
# 2,000-object benchmark board takes about 20 ms: nothing to gain from painting first)
CHECK_LATER_FROM = 1_000


def open_save(data: Any, name: str = "<bytes>", *, check_later_from: int | None = None
              ) -> Opening:
    """Open a save to paint it before its log is checked: the board of its checkpoint (save
    format v8), checked against the invariants of the rules and nothing else yet; then
    `finish()` is the full check. A file that can't be opened that way (no checkpoint, an older
    version, a redacted export, a head the schema refuses) or whose log is shorter than
    `check_later_from` entries (`CHECK_LATER_FROM` when None) is judged whole here
    (`read_save`): its `Opening` is `checked`. `SaveError` for any file that is not a save."""
    raw = bytes(data) if isinstance(data, (bytearray, memoryview)) else data
    least = CHECK_LATER_FROM if check_later_from is None else check_later_from
    with no_gc(keep=True):
        head = codec.checkpoint_head(raw, least) if isinstance(raw, bytes) else None
        if head is not None:
            return Opening(name, raw, codec.game_from_checkpoint(head, name), False, None, head)
    out = read_save(raw, name)
    return Opening(name, raw, out.game, True, out.board)
