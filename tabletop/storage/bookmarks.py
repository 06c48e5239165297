"""Bookmarks and notes on a game's log positions (save format v11, issue 31: replays).

A `Bookmark` marks a position of the log (`entry`: after that many entries, 0 to the log's
length, as `review.game_at` counts them), with a note in plain text and the lens it was written
in: a seat (a player's name), or None for the judge's full view. A note written while seeing
hidden cards may name them, so a bookmark is shown only in its own lens and the judge's
(`shown_in`), and a redacted export for seat S carries only those whose lens is S.

Bookmarks live beside a game, as its title does: they never change its state, its log or what
can be undone. `dump_game` writes them (those within the log: one past its end after an undo
stays in memory, out of the file), every load reads them back, so a save opened and saved again
keeps them. `write_bookmarks` rewrites a save file with new bookmarks and nothing else changed.

Every note is checked where it comes in (`check_note`): text, valid Unicode, at most
`MAX_NOTE_CHARS` characters, no control characters but the line break (the schema says the
same of a file's notes, `schema.Bookmark`).
"""

from __future__ import annotations

import bisect
import os
import re
import weakref
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.model.game import Game

from .schema import MAX_BOOKMARK_NOTE, MAX_BOOKMARKS

MAX_NOTE_CHARS = MAX_BOOKMARK_NOTE
JUDGE = None  # the lens of the judge's full view
_CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f]")


@dataclass(frozen=True, slots=True)
class Bookmark:
    """A mark on the position after `entry` log entries, its `note` and the `lens` (a seat, or
    None: the judge's full view) it was written in."""

    entry: int
    note: str = ""
    lens: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"entry": self.entry, "note": self.note, "lens": self.lens}


class BookmarkError(ValueError):
    """A bookmark or note that can't be kept; the message says why in words."""


_MARKS: weakref.WeakKeyDictionary[Game, list[Bookmark]] = weakref.WeakKeyDictionary()


def check_note(text: object) -> str:
    """`text` as it is, if it can be a note; else a BookmarkError saying why."""
    if not isinstance(text, str):
        raise BookmarkError(f"a note is text, not {type(text).__name__}")
    if len(text) > MAX_NOTE_CHARS:
        raise BookmarkError(f"a note is at most {MAX_NOTE_CHARS:,} characters; this one has "
                            f"{len(text):,}")
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise BookmarkError(f"a note is Unicode text; character {exc.start + 1} is not (a "
                            "lone surrogate)") from None
    bad = _CONTROL.search(text)
    if bad is not None:
        raise BookmarkError(f"a note holds no control characters but line breaks; character "
                            f"{bad.start() + 1} is U+{ord(bad.group()):04X}")
    return text


def check_bookmark(mark: object, size: int, players: Sequence[str]) -> Bookmark:
    """`mark` if it fits a game whose log has `size` entries and whose seats are `players`."""
    if not isinstance(mark, Bookmark):
        raise BookmarkError(f"not a bookmark: {type(mark).__name__}")
    entry = mark.entry
    if not isinstance(entry, int) or isinstance(entry, bool) or not 0 <= entry <= size:
        raise BookmarkError(f"a bookmark marks a position from 0 to {size} (the log has {size} "
                            f"entries), not {entry!r}")
    check_note(mark.note)
    if mark.lens is not None and mark.lens not in players:
        raise BookmarkError(f"a bookmark's lens is a seat of this game ({', '.join(players)}) "
                            f"or the judge's, not {mark.lens!r}")
    return mark


def _store(game: Game) -> list[Bookmark]:
    marks = _MARKS.get(game)
    if marks is None:
        marks = _MARKS[game] = []
    return marks


def _entry(mark: Bookmark) -> int:
    return mark.entry


def _insert(marks: list[Bookmark], mark: Bookmark) -> int:
    at = bisect.bisect_right([m.entry for m in marks], mark.entry)
    marks.insert(at, mark)
    return at


def bookmarks(game: Game) -> list[Bookmark]:
    """The game's bookmarks (a copy), by entry, then in the order they were added."""
    return list(_MARKS.get(game, ()))


def add_bookmark(game: Game, entry: int, note: str = "", lens: str | None = None) -> int:
    """Add a bookmark; its index in `bookmarks(game)`. BookmarkError if it can't be kept."""
    marks = _store(game)
    if len(marks) >= MAX_BOOKMARKS:
        raise BookmarkError(f"a game keeps at most {MAX_BOOKMARKS:,} bookmarks")
    mark = check_bookmark(Bookmark(entry, note, lens), len(game.log), game.state.players)
    return _insert(marks, mark)


def _at(game: Game, index: int) -> list[Bookmark]:
    marks = _MARKS.get(game) or []
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(marks):
        raise BookmarkError(f"there is no bookmark {index!r} (this game has {len(marks)})")
    return marks


def edit_bookmark(game: Game, index: int, note: str) -> Bookmark:
    """Give the bookmark at `index` a new note (same entry and lens); the bookmark now."""
    marks = _at(game, index)
    mark = marks[index] = Bookmark(marks[index].entry, check_note(note), marks[index].lens)
    return mark


def remove_bookmark(game: Game, index: int) -> Bookmark:
    """Remove the bookmark at `index`; the one removed."""
    return _at(game, index).pop(index)


def set_bookmarks(game: Game, marks: Iterable[Bookmark]) -> None:
    """Replace the game's bookmarks (each checked; none kept if one is refused)."""
    new: list[Bookmark] = []
    for mark in marks:
        if len(new) >= MAX_BOOKMARKS:
            raise BookmarkError(f"a game keeps at most {MAX_BOOKMARKS:,} bookmarks")
        new.append(check_bookmark(mark, len(game.log), game.state.players))
    _MARKS[game] = sorted(new, key=_entry)  # (stable: in the order given within an entry)


def shown_in(marks: Iterable[Bookmark], lens: str | None) -> list[Bookmark]:
    """The bookmarks a lens may show: all in the judge's (None); in seat S's, only those
    written in S's lens (a judge's note, or another seat's, may name cards S never knew)."""
    return [m for m in marks if lens is None or m.lens == lens]


# ---------------------------------------------------------------- the file's part (codec, review)
def to_file(game: Game) -> list[dict]:
    """What a save of the game holds: its bookmarks within the log, as dicts."""
    size = len(game.log)
    return [m.to_dict() for m in _MARKS.get(game, ()) if m.entry <= size]


def for_seat(game: Game, seat: str | None) -> list[dict]:
    """What a redacted export for `seat` carries: the bookmarks of its lens (a spectator's,
    None: none), within the log."""
    if seat is None:
        return []
    return [m for m in to_file(game) if m["lens"] == seat]


def from_file(items: Iterable[dict], size: int, players: Sequence[str]) -> list[Bookmark]:
    """A file's bookmarks (as the schema gave them), checked against its log's length and its
    seats; BookmarkError naming the first that does not fit (`bookmarks[i]: ...`)."""
    out: list[Bookmark] = []
    for i, d in enumerate(items):
        try:
            out.append(check_bookmark(Bookmark(d["entry"], d["note"], d["lens"]), size,
                                      players))
        except BookmarkError as exc:
            raise BookmarkError(f"bookmarks[{i}]: {exc}") from None
    return sorted(out, key=_entry)


def export_part(game: Game, seat: str | None) -> dict[str, list[dict]]:
    """The part of a redacted export for `seat` that holds its bookmarks (`for_seat`): a
    `bookmarks` key when there are any, else nothing (an export as before v11)."""
    marks = for_seat(game, seat)
    return {"bookmarks": marks} if marks else {}


def of_export(doc: dict, name: str) -> list[Bookmark]:
    """The bookmarks of a redacted export's document: each of its own seat's lens (a
    spectator's export carries none) and within its position; SaveError otherwise."""
    from .codec import SaveError
    seat, items = doc["seat"], doc.get("bookmarks") or ()
    for i, d in enumerate(items):
        if seat is None or d["lens"] != seat:
            whose = "a spectator's" if seat is None else f"{seat!r}'s"
            raise SaveError([f"{name}: bookmarks[{i}]: a redacted export carries only the "
                             f"notes of its own seat's lens, and this one is {whose}"])
    try:
        return from_file(items, doc["position"], doc["players"])
    except BookmarkError as exc:
        raise SaveError([f"{name}: {exc}"]) from None


def attach(game: Game, marks: list[Bookmark]) -> None:
    """Keep `marks` (already checked) as the game's bookmarks."""
    _MARKS[game] = list(marks)


# ---------------------------------------------------------------- on files
def read_bookmarks(source: bytes | str | os.PathLike) -> list[Bookmark]:
    """The bookmarks of a save (any version), or those a redacted export carries. SaveError for
    a file that is not a save."""
    from .check import read_save
    from .files import read_limited
    data, name = _bytes_of(source, read_limited)
    checked = read_save(data, name, keep=False)
    if checked.game is not None:
        return bookmarks(checked.game)
    assert checked.board is not None
    return list(getattr(checked.board, "bookmarks", ()))


def _bytes_of(source: bytes | str | os.PathLike, read: Any) -> tuple[bytes, str]:
    if isinstance(source, (bytes, bytearray, memoryview)):
        return bytes(source), "<bytes>"
    return read(source), os.fspath(source)


def write_bookmarks(path: str | os.PathLike, marks: Iterable[Bookmark]) -> None:
    """Rewrite the save at `path` with these bookmarks instead of its own, atomically, the
    previous file kept as `NAME.bak` (`files.write_atomic`: an older version's file, the
    original as it was). The game, its title and times are as they were; the file is written in
    the current format. SaveError: not a save, or a redacted export (read-only); BookmarkError:
    a bookmark that does not fit the game; OSError (UnsafeTarget among them): the write."""
    from .check import read_save
    from .codec import SaveError, dump_game
    from .files import read_limited, write_atomic
    name = os.fspath(path)
    checked = read_save(read_limited(path), name, kind=None)
    if checked.game is None:
        raise SaveError([f"{name}: this is a redacted export (a board as one seat may know it), "
                         "read-only: its bookmarks can't be changed"])
    set_bookmarks(checked.game, marks)
    data = dump_game(checked.game)
    read_save(data, name, kind="game", keep=False)  # never write what would not open
    write_atomic(path, data)
