"""What exporting a game for a seat again reuses (`review.export_for`): the seat's journal and
the journal lines already checked.

An export is the seat's board and the journal lines it saw, read back as a file opened is
(`review.check_export`). A long game's journal is the bulk of both: its lines come from a replay
of the whole log as the seat knew it (`rules.journal`), and read back they are most of the file.
As `codec` keeps a log's lines for the next autosave and `savecheck` the entries it checked,
this keeps, per game and seat, the `Journal` that follows the game (it reads only the entries
logged since, and goes back on an undo) and the JSON lines that passed the strict schema, so
that the read-back of the next export checks only the lines it has not seen. Nothing is kept
once the game is gone (the journal follows it by a weak reference).

An export's lines are written from the journal's lines as JSON, kept per line while the journal
keeps that line (`journal_json`), with their view ids renamed in the JSON (`renamed`): the very
bytes `review.remap_lines` and `codec._to_json` give, without copying 20,000 lines as dicts.
"""

from __future__ import annotations

import re
import typing
import weakref
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import orjson
from pydantic import TypeAdapter

from tabletop.model.game import Game
from tabletop.rules.journal import Journal

from . import codec
from . import schema as S
from .codec import _to_json

MAX_SEATS = 9  # journals kept per game: its players and a spectator


@dataclass(slots=True)
class SeatMemo:
    journal: Journal
    checked: list[bytes] = field(default_factory=list)  # JSON lines the strict schema took
    written: list[tuple[dict, bytes]] = field(default_factory=list)  # journal line, its JSON


_MEMO: weakref.WeakKeyDictionary[Game, dict[str | None, SeatMemo]] = \
    weakref.WeakKeyDictionary()


def memo(game: Game, seat: str | None) -> SeatMemo:
    """The seat's memo for `game` (ValueError for a seat that is not a player)."""
    seats = _MEMO.setdefault(game, {})
    out = seats.get(seat)
    if out is None:
        journal = Journal(game, seat)
        journal.game = typing.cast(Game, weakref.proxy(game))  # (the memo never keeps a game)
        if len(seats) >= MAX_SEATS:
            seats.clear()
        out = seats[seat] = SeatMemo(journal)
    return out


def journal_json(game: Game, seat: str | None, ids: dict[str, str]) -> tuple[list[dict],
                                                                           list[bytes]]:
    """The journal's lines for `seat` (`rules.journal.lines_for(game, seat)`, read on from the
    last export's journal; not to be changed) and each as the JSON an export writes: the line
    with its object references renamed as `review.remap_lines` renames them (`ids`)."""
    m = memo(game, seat)
    lines = m.journal.lines()
    written = m.written
    k = 0
    for (a, _), b in zip(written, lines, strict=False):  # the lines written before, unchanged
        if a is not b:
            break
        k += 1
    del written[k:]
    written.extend(zip(lines[k:], each_json(lines[k:]), strict=True))
    return lines, renamed([raw for _, raw in written], ids)


# between two journal lines in the JSON of a list of them: each line is a dict whose first key
# is "n" (`rules.journal.line`), and no string holds this (a quote in one is written escaped)
_BETWEEN = b'},{"n":'
_BROKEN = b'}\n{"n":'


def each_json(lines: list[dict]) -> list[bytes]:
    """`[codec._to_json(ln) for ln in lines]` (journal lines), the same bytes from one call of
    orjson on the whole list (thousands of calls took three times as long): cut where a line
    begins, at each `},{"n":`. Each line beginning with its key "n", every line but the first
    begins at one; when there are no more of them than lines (none in a line's parameters),
    the pieces are the lines (each cut made a line break, the lines are split there: orjson
    writes none, one in a string is written escaped). Otherwise, or when orjson refuses the
    list, line by line."""
    whole = None
    if len(lines) > 1 and _begin_with_n(lines):
        try:
            whole = orjson.dumps(lines)
        except TypeError:  # (`_to_json` writes what orjson refuses)
            pass
    pieces = whole[1:-1].replace(_BETWEEN, _BROKEN).split(b"\n") if whole is not None else []
    if len(pieces) != len(lines) or len(lines) < 2:
        return [_to_json(ln) for ln in lines]
    return pieces


def _begin_with_n(lines: list) -> bool:
    """Whether every line is a dict whose first key is "n" (by the schema's compiled module,
    `codec.logshape`, where it is built: a tenth of the time)."""
    shape = codec.logshape
    if shape is not None and shape.COMPILED:
        return bool(shape.begin_with_n(lines))
    return all(type(ln) is dict and next(iter(ln), None) == "n" for ln in lines)


# a card reference's object in a journal line's JSON: only a card reference has the key
# "object" (`rules.journal.ref`; no other parameter of a line holds a dict), and a key is never
# inside a string (a quote in one is written escaped); the string as an unrolled loop (the same
# strings as `"(?:[^"\\]|\\.)*"`, matched in two thirds of the time)
_OBJECT = re.compile(rb'"object":("[^"\\]*(?:\\.[^"\\]*)*")')


def renamed(raw: list[bytes], ids: dict[str, str]) -> list[bytes]:
    """Journal lines' JSON (`codec._to_json` of each, no line break in any) with each card
    reference's object renamed by `ids` (None for an object not on the board, as for an empty
    one): `_to_json` of each of `remapped(lines, ids)`."""
    if not raw:
        return []
    get = ids.get
    parts = _OBJECT.split(b"\n".join(raw))  # text, an object, text, ...
    found = parts[1::2]
    new = {}
    for old in set(found):
        obj = orjson.loads(old)
        new[old] = b'"object":' + _to_json(get(obj) if obj else None)
    parts[1::2] = [new[old] for old in found]
    return b"".join(parts).split(b"\n")


def remapped(lines: list[dict], ids: dict[str, str]) -> list[dict]:
    """`review.remap_lines(copies of lines, ids)` in one pass (what `renamed` writes, as
    dicts): a parameter that is a card
    reference (a dict with an "object"), or a list of some, is copied with its object renamed
    (None for an object not on the board); the rest is shared."""
    get = ids.get

    def ref(r: Any) -> Any:
        if type(r) is dict and "object" in r:
            obj = r["object"]
            return {**r, "object": get(obj) if obj else None}
        return r

    out = []
    for ln in lines:
        params = {}
        for k, v in ln["params"].items():
            params[k] = [ref(r) for r in v] if type(v) is list else ref(v)
        out.append({**ln, "params": params})
    return out


@lru_cache(maxsize=1)
def adapters() -> tuple[TypeAdapter, TypeAdapter]:
    """A shared file without its log, and a list of its journal lines (strict schema)."""
    return TypeAdapter(S.SharedHead), TypeAdapter(typing.cast(Any, list)[S.LogLine])


def unchecked(game: Game, seat: str | None, lines: list[bytes]) -> int:
    """How many of `lines` (an export's JSON lines, in order) passed the strict schema in an
    export of `game` for `seat` before: the first that many are those very lines."""
    seen = memo(game, seat).checked
    n = 0
    for a, b in zip(seen, lines, strict=False):
        if a != b:
            break
        n += 1
    return n


def mark_checked(game: Game, seat: str | None, lines: list[bytes]) -> None:
    memo(game, seat).checked = lines
