"""Lenses on a game for its replay (issue 31): the board at any position as one seat knew it
then, with hindsight, or as a judge sees it.

- `seat_view(game, seat)`: what the network host sends `seat` of the board now, its `view` and
  `library` (`net.views.Views.built`, which calls this): the board of the seat's redacted export
  (`review.board_for`, ids `x1`, `x2`, ... in board order) and the library cards it knows, as
  objects numbered on after the board's. `view_bytes` is its canonical JSON (keys sorted).
- `as_then(source, seat, n)`: the seat's view at position `n` (after the first `n` log entries,
  `review.game_at`'s count): exactly the view it was sent live at that position;
  `journal_then` the journal lines it had read by then, in the ids of that view.
- `hindsight(source, seat, n, book)`: the same, and for each object the seat did not know then
  but came to know later, what it learned and from which position (`learned_later`).
- `judge(source, n, book)`: every card at position `n`, libraries and hands included, with who
  knew it then, since when and how (the ledger's spans, `ledger.py`).

`source` is a game or a save (`game_at` reads it). A redacted export holds one board, its
seat's, at one position: `export_view` gives it, for its own seat only. Pure: no IO, no Qt.
"""

from __future__ import annotations

import os
from typing import Any

import orjson

from tabletop.model.game import Game
from tabletop.model.state import GameState
from tabletop.rules.journal import lines_for
from tabletop.rules.knowledge import known_to
from tabletop.rules.visibility import GameView, view_for

from .ledger import Ledger, Span, card_name
from .review import OBJECT_FIELDS, SharedBoard, board_for, game_at, remap_lines

Source = Game | bytes | str | os.PathLike


def seat_view_parts(game: Game, seat: str | None, view: GameView | None = None
                    ) -> tuple[dict, list[dict], dict[str, str], dict[str, str], GameView]:
    """The seat's board (as its export's), the library cards it knows (ids numbered on after
    the board's), all the ids (view id -> x id), the board's alone, and the view they came
    from (`view`: `view_for(game, seat)`, if already built)."""
    if view is None:
        view = view_for(game, seat)
    board, board_ids = board_for(game, seat, view)
    ids = dict(board_ids)
    library = []
    n = len(ids)
    for o in view.library_known:
        n += 1
        ids[o.id] = f"x{n}"
        d = {k: getattr(o, k) for k in OBJECT_FIELDS}
        d["id"] = ids[o.id]
        library.append(d)
    return board, library, ids, board_ids, view


def seat_view(game: Game, seat: str | None) -> dict:
    """What the host sends `seat` of the board now: {"view": board, "library": [...]}."""
    board, library, _, _, _ = seat_view_parts(game, seat)
    return {"view": board, "library": library}


def view_bytes(view: dict) -> bytes:
    """A view as canonical JSON bytes: compact, UTF-8, keys sorted (a save keeps each card's
    facts but not the order of their keys, so two views are compared in this form)."""
    return orjson.dumps(view, option=orjson.OPT_SORT_KEYS)


def as_then(source: Source, seat: str, n: int) -> dict:
    """`seat`'s view at position `n`: exactly what it was sent live there."""
    return seat_view(game_at(source, n), seat)


def journal_then(source: Source, seat: str, n: int) -> list[dict]:
    """The journal lines `seat` had read at position `n` (`rules.journal.lines_for`), their
    cards named by the ids of its view then (`as_then`), as its export at `n` holds them."""
    game = game_at(source, n)
    _, _, _, board_ids, _ = seat_view_parts(game, seat)
    return remap_lines(lines_for(game, seat), board_ids)


def hindsight(source: Source, seat: str, n: int, book: Ledger) -> dict:
    """`as_then`, and `learned_later`: for each object of that view the seat did not know then
    but knew at a later position, `{"id", "name", "since", "how"}` (the id is the view's, the
    position the first at which the seat knew the card after `n`, the ledger's `how`)."""
    game = game_at(source, n)
    board, library, ids, _, view = seat_view_parts(game, seat)
    st = game.state
    by_obj = {f"o{c.obj}": cid for cid, c in st.cards.items()}
    later = _first_later(book, seat, n)
    learned = []
    for o in view.objects:
        cid = by_obj.get(o.id)
        if o.known or cid is None or cid not in later:
            continue
        s = later[cid]
        learned.append({"id": ids[o.id], "name": s.name, "since": s.since, "how": str(s.how)})
    return {"view": board, "library": library, "learned_later": learned}


def _first_later(book: Ledger, seat: str, n: int) -> dict[str, Span]:
    """Card -> the first span of `seat`'s that begins after position `n`."""
    out: dict[str, Span] = {}
    for s in book.spans:  # (by since)
        if s.seat == seat and s.since > n and s.card not in out:
            out[s.card] = s
    return out


def judge(source: Source, n: int, book: Ledger) -> dict:
    """Every card at position `n`, in zone order (libraries from the top): its model id, name,
    zone, owner, place in the zone, whether it lies face down, and who knew it then
    (`known_to`: `[{"seat", "since", "how"}]`, in seat order)."""
    game = game_at(source, n)
    st = game.state
    spans = {(s.card, s.seat): s for s in book.spans if s.holds(n)}
    cards: list[dict[str, Any]] = []
    for members in st.zones.values():
        for index, cid in enumerate(members):
            card = st.cards[cid]
            who = [{"seat": p, "since": s.since, "how": str(s.how)}
                   for p in st.players if (s := spans.get((cid, p))) is not None]
            cards.append({"card": cid, "name": card_name(st, card), "zone": card.zone,
                          "owner": card.owner, "index": index,
                          "face_down": card.face_down is not None, "known_to": who})
    return {"position": n, "players": list(st.players), "cards": cards}


def export_view(board: SharedBoard, doc: dict, seat: str | None, n: int | None = None) -> dict:
    """A redacted export's one view, for its own seat at its own position (`doc`: the file's
    document, whose board is the seat's `view`; an export keeps no library). ValueError for
    another seat or position: an export holds nothing else."""
    if seat != board.seat:
        raise ValueError(f"this export is {_whose(board.seat)}: it can be viewed only as "
                         "its own seat")
    if n is not None and n != board.position:
        raise ValueError(f"this export holds the board at position {board.position} only")
    return {"view": doc["board"], "library": None}


def _whose(seat: str | None) -> str:
    return "a spectator's" if seat is None else f"{seat}'s"


def object_ids(st: GameState, seat: str | None, cards: set[str]) -> dict[str, str]:
    """Card id -> the seat's view id (`x<n>`) of those of `cards` that its view shows now: the
    board's objects (every zone but the libraries, in zone order) and after them the library
    cards it knows, numbered as `seat_view_parts` numbers them; without building the view."""
    out: dict[str, str] = {}
    n = 0
    libraries = []
    for key, members in st.zones.items():
        if key.endswith(":library"):
            libraries.append(members)
            continue
        wanted = cards.intersection(members)
        if wanted:
            for i, cid in enumerate(members):
                if cid in wanted:
                    out[cid] = f"x{n + i + 1}"
        n += len(members)
    if any(cards.intersection(m) for m in libraries):
        for members in libraries:
            for cid in members:
                if known_to(st, seat, st.cards[cid]):
                    n += 1
                    if cid in cards:
                        out[cid] = f"x{n}"
    return out
