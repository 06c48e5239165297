"""Take over from here (issue 31): a new game from any entry of a game the user may see in full.

`take_over(source, n)` is a new game whose board is the source's after its first `n` log entries
(`review.game_at`) and whose log is those entries: nothing to undo or redo, no bookmarks, the
title "taken over from <name> at entry <n>". It is written and read back as a save before it is
given (a save the app writes always loads), so it can be saved, played hot seat (a
`session.Table` of it) or hosted as any loaded game is, and `tabletop validate` accepts its file.
Its log keeps the seed it was played with (a replay through the rules re-runs each shuffle of
it), so the random outcomes after `n` are drawn as the source's would have been.

The source is a whole game: a `Game` (a loaded save, a host's game), save bytes or a save's
path. A redacted export is refused in words (`TakeOverRefused`): it is one seat's view, without
the hidden cards or the log a game goes on from. For a lesson start at any position, take the
result to the position editor: `position.position_game(take_over(src, n))` (an empty log at
that board) or `position.position_of(...)`.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from tabletop.model.game import Game

from .codec import dump_game, header_of, load_game_bytes, now_stamp, remember
from .review import SharedBoard, game_at

MAX_NAME = 200  # characters of the source's name kept in the title
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
SOURCE = "a game"  # the name of a source that has none


class TakeOverRefused(ValueError):
    """A source no game can be taken over from (a redacted export); the message says why."""


def take_over_title(name: str, n: int) -> str:
    """The title of a game taken over from `name` at entry `n`."""
    return f"taken over from {clean_name(name)} at entry {n}"


def clean_name(name: str) -> str:
    """`name` as a title may hold it: control characters as "?", at most `MAX_NAME`
    characters, never empty."""
    name = _CONTROL.sub("?", name.encode("utf-8", "replace").decode("utf-8")).strip()
    if len(name) > MAX_NAME:
        name = name[:MAX_NAME - 1] + "…"
    return name or SOURCE


def take_over(source: Game | SharedBoard | bytes | str | os.PathLike, n: int, *,
              name: str | None = None) -> Game:
    """A new game at the source's position after its first `n` log entries (negative `n`
    counts from the end), keeping those entries as its log (see the module's doc). `name`:
    what the title calls the source (default: the file's name, a game's own title, "a game").
    TakeOverRefused for a redacted export; SaveError for a file that is not a save; ValueError
    for an `n` out of the log."""
    game, what = _whole_game(source)
    at = game_at(game, n)  # (ValueError: n out of range)
    label = name if name is not None else what
    stamp = now_stamp()
    remember(at, {"created": stamp, "modified": stamp,
                  "created_with": header_of(game)["created_with"],
                  "title": take_over_title(label, len(at.log))})
    data = dump_game(at)  # read back as the app reads a save: never a game that won't load
    return load_game_bytes(data, name=at_name(label, len(at.log)))


def at_name(label: str, n: int) -> str:
    return f"{clean_name(label)}, taken over at entry {n}"


def _whole_game(source: object) -> tuple[Game, str]:
    """The game of a source and its name; TakeOverRefused for a redacted export."""
    if isinstance(source, Game):
        return source, header_of(source).get("title") or SOURCE
    if isinstance(source, SharedBoard):
        raise TakeOverRefused(refusal("this board"))
    from .check import read_save
    from .files import read_limited
    if isinstance(source, (bytes, bytearray, memoryview)):
        data, name, label = bytes(source), "<bytes>", SOURCE
    elif isinstance(source, (str, os.PathLike)):
        data, name = read_limited(source), os.fspath(source)
        label = Path(name).name
    else:
        raise TypeError(f"take_over: a game, save bytes or a path, not {type(source).__name__}")
    checked = read_save(data, name)
    if checked.game is None:
        raise TakeOverRefused(refusal(name if name != "<bytes>" else "this file"))
    return checked.game, label


def refusal(what: str) -> str:
    """Why a game can't be taken over from the redacted export `what`."""
    return _REFUSED.format(what=what)


_REFUSED = ("{what} is a redacted export: one seat's view of a game, without the hidden cards "
            "and the log a game goes on from; a game can only be taken over from a whole "
            "game's save (the host's or a player's own)")
