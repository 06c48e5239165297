"""The knowledge ledger as lines (`tabletop ledger`): whole, as a judge reads it, or as one seat
may read it.

Each line is `{"card", "name", "seat", "since", "until", "how"}` (positions and hows as in
`ledger.py`: `seat` knew the card from position `since` to `until`, None while it still does).

- Whole (`judge_lines`): `card` is the model's card id (stable for the whole game, what
  `--card` names), `name` the card's name.
- As SEAT (`seat_lines`): only what SEAT may know. Its own spans, named. Another seat's span is
  cut where SEAT's knowledge of the card starts or stops: a piece while SEAT knew the card is
  named; a piece while it did not is "a card" (`name`), cut again wherever the card became a
  new object (a zone change, turning face down) so that one piece follows one object SEAT saw
  (a back in a hand, a face-down permanent) or none (a library card), never a card across
  zones. A piece that does not start with the span has `how` "followed".
  Ids: `card` is SEAT's own view id of the object at the piece's `since` (`x<n>`, the id the
  "as SEAT then" lens shows at that position), or None where SEAT's view shows no object then
  (a library card it does not know). The model's card ids never appear: one follows a card
  across zones and shuffles, and so would tell SEAT which hidden card is which (the morph that
  was the card revealed from a hand, the copy of a card seen before a shuffle). A view id lasts
  one position only, as the object SEAT saw there, so it links nothing SEAT could not link
  itself. `--card xN@P` picks SEAT's lines about the object xN of its view at position P.
- A redacted export (`export_lines`) holds its seat's board at one position and the journal
  lines it saw: the lines are the cards its board shows that the seat knows, each `card` the
  export's id, `since` the position after the first journal line that names that very object
  with its name (an object is the card since its last zone change: what came before is not in
  an export), None when no line does, `until` None.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.model.game import Game
from tabletop.model.setup import build_state

from .ledger import How, Ledger, Span
from .lens import object_ids
from .review import SharedBoard, game_at

HIDDEN = "a card"


@dataclass(slots=True)
class Piece:
    card: str  # model id (never printed as-seat)
    seat: str
    since: int
    until: int | None
    how: str
    named: bool
    name: str


def judge_lines(book: Ledger, card: str | None = None) -> list[dict]:
    """Every span, with the model's ids (`card`: only that card's)."""
    return [{"card": s.card, "name": s.name, "seat": s.seat,
             "since": s.since, "until": s.until, "how": str(s.how)}
            for s in book.spans if card is None or s.card == card]


def pieces(book: Ledger, seat: str) -> list[Piece]:
    """The ledger as `seat` may know it, with the model's ids (see the module's docstring)."""
    mine = book.by_card_seat()
    out: list[Piece] = []
    for s in book.spans:
        if s.seat == seat:
            out.append(Piece(s.card, seat, s.since, s.until, s.how, True, s.name))
        else:
            out.extend(_cut(s, mine.get((s.card, seat), []), book.objects.get(s.card, [])))
    return out


def _cut(s: Span, mine: list[Span], objects: list[int]) -> list[Piece]:
    """Another seat's span cut where `seat`'s own spans of the card (`mine`) start or stop,
    and its hidden pieces where the card became a new object (`objects`)."""
    end = s.until
    inside = (lambda p: s.since < p and (end is None or p < end))
    bounds = {p for m in mine for p in (m.since, m.until) if p is not None and inside(p)}
    cuts = sorted(bounds | {p for p in objects if inside(p)})
    out: list[Piece] = []
    starts = [s.since, *cuts]
    for a, z in zip(starts, [*cuts, end], strict=True):
        named = any(m.holds(a) for m in mine)
        if out and named and out[-1].named and a not in bounds:  # one piece while it knew
            out[-1].until = z
            continue
        how = s.how if a == s.since else How.FOLLOWED
        out.append(Piece(s.card, s.seat, a, z, how, named, s.name))
    return out


def seat_lines(game: Game, book: Ledger, seat: str, only: tuple[str, int] | None = None
               ) -> list[dict]:
    """The lines `seat` may read (see the module's docstring); `only`: those about the object
    (x id, position) of its view, as `--card xN@P` names it (ValueError if there is none)."""
    ps = pieces(book, seat)
    if only is not None:
        ps = _about(ps, _card_at(game, seat, *only), seat, only[1])
    ids = _view_ids(game, seat, ps)
    out = [{"card": ids.get((p.since, p.card)), "name": p.name if p.named else HIDDEN,
            "seat": p.seat, "since": p.since, "until": p.until, "how": str(p.how)}
           for p in ps]
    out.sort(key=_seen_order)  # (never by the model's ids: their order would tell)
    return out


def _seen_order(ln: dict) -> tuple:
    """A line's place in a seat's ledger, from what the line shows only."""
    x, until = ln["card"], ln["until"]
    return (ln["since"], ln["seat"], int(x[1:]) if x else 1 << 62,
            until if until is not None else 1 << 62, ln["how"], ln["name"])


def _card_at(game: Game, seat: str, x: str, at: int) -> str:
    """The card that is object `x` of `seat`'s view at position `at` (ValueError if none)."""
    if not 0 <= at <= len(game.log):
        raise ValueError(f"the log has {len(game.log)} entries; choose a position from 0 to "
                         f"{len(game.log)}")
    st = game_at(game, at).state
    for cid, v in object_ids(st, seat, set(st.cards)).items():
        if v == x:
            return cid
    raise ValueError(f"{seat}'s view at position {at} shows no object {x}")


def _about(ps: list[Piece], card: str, seat: str, at: int) -> list[Piece]:
    """The pieces about `card` that `seat` may link to its object at position `at`: while
    `seat` knew the card (in its own span that holds `at`), every piece of it; else the pieces
    of that object that hold `at`."""
    own = next((p for p in ps if p.card == card and p.seat == seat and p.since <= at
                and (p.until is None or at < p.until)), None)
    if own is not None:
        return [p for p in ps if p.card == card and p.named and p.since >= own.since
                and (own.until is None or p.since < own.until)]
    return [p for p in ps if p.card == card and not p.named and p.since <= at
            and (p.until is None or at < p.until)]


def _view_ids(game: Game, seat: str, ps: list[Piece]) -> dict[tuple[int, str], str]:
    """(position, model id) -> `seat`'s view id of that card at that position, for each
    piece's start (a second walk of the log, reading the ids where a piece starts)."""
    assert game.setup is not None
    wanted: dict[int, set[str]] = {}
    for p in ps:
        wanted.setdefault(p.since, set()).add(p.card)
    st = build_state(game.setup)
    out: dict[tuple[int, str], str] = {}

    def read(pos: int) -> None:
        for cid, x in object_ids(st, seat, wanted[pos]).items():
            out[(pos, cid)] = x
    if 0 in wanted:
        read(0)
    for k, entry in enumerate(game.log):
        for ev in entry.events:
            for ch in ev.changes:
                st.apply_change(ch)
        if k + 1 in wanted:
            read(k + 1)
    return out


# journal line keys -> how the line taught the seat the card it names
_KEY_HOWS = {"log.drew": How.DREW, "log.searched": How.SEARCHED, "log.revealed": How.REVEALED,
             "log.top_revealed": How.REVEALED, "log.control_changed": How.CONTROLLED}


def export_lines(board: SharedBoard, card: str | None = None) -> list[dict]:
    """The lines of a redacted export (its own seat's; see the module's docstring); `card`:
    only the object with that export id."""
    seat = board.seat
    if seat is None:
        return []
    first = _first_named(board.log, seat)
    out = []
    for o in board.view.objects:
        if not o.known or (card is not None and o.id != card):
            continue
        since, how = first.get(o.id, (None, None))
        name = (o.facts or {}).get("name")
        out.append({"card": o.id, "name": name if isinstance(name, str) else "?", "seat": seat,
                    "since": since, "until": None,
                    "how": str(how or _place_how(o.zone, o.face_down))})
    return out


def _first_named(log: list[dict], seat: str) -> dict[str, tuple[int | None, How | None]]:
    """Export id -> the position after the first journal line that names that object with
    its name, and how that line taught it (None: the line does not say)."""
    first: dict[str, tuple[int | None, How | None]] = {}
    for ln in log:
        for ref in _refs(ln["params"]):
            x = ref.get("object")
            if x and ref.get("name") and x not in first:
                first[x] = (ln["n"] + 1, _line_how(ln, seat))
    return first


def _refs(params: dict) -> list[dict]:
    out = []
    for v in params.values():
        for r in v if isinstance(v, list) else (v,):
            if isinstance(r, dict):
                out.append(r)
    return out


def _line_how(ln: dict, seat: str) -> How | None:
    key, params = ln["key"], ln["params"]
    if key == "log.looked":
        return How.PEEKED if params.get("zone") == "library" else How.LOOKED
    how = _KEY_HOWS.get(key)
    if how in (How.DREW, How.SEARCHED) and params.get("player") != seat:
        return None
    return how


def _place_how(zone: str, face_down: bool) -> How:
    if face_down:
        return How.LOOKED if zone == "exile" else How.CONTROLLED
    return How.HAND if zone == "hand" else How.PUBLIC
