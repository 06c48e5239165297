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
"""

from __future__ import annotations

import typing
import weakref
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from pydantic import TypeAdapter

from tabletop.model.game import Game
from tabletop.rules.journal import Journal

from . import schema as S

MAX_SEATS = 9  # journals kept per game: its players and a spectator


@dataclass(slots=True)
class SeatMemo:
    journal: Journal
    checked: list[bytes] = field(default_factory=list)  # JSON lines the strict schema took


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


def journal_lines(game: Game, seat: str | None, ids: dict[str, str]) -> list[dict]:
    """`rules.journal.lines_for(game, seat)`, read on from the last export's journal, with
    their object references renamed as `review.remap_lines` renames them (`ids`), as new lines:
    the journal's own stay as they are."""
    return remapped(memo(game, seat).journal.lines(), ids)


def remapped(lines: list[dict], ids: dict[str, str]) -> list[dict]:
    """`review.remap_lines(copies of lines, ids)` in one pass: a parameter that is a card
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
    head = {k: v for k, v in S.SharedSave.__annotations__.items() if k != "log"}
    return (TypeAdapter(S._td("SharedHead", head, "A redacted export but its journal lines.")),
            TypeAdapter(typing.cast(Any, list)[S.LogLine]))


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
