"""Positions: a board as a save with an empty log, and as a text a player can read and paste.

- `position_of(game) -> dict`: the setup (`tabletop.model.setup`) of the game's board now, in one
  canonical form: card facts keyed by name, cards in the order players, then zones (library,
  hand, battlefield by controller, graveyard, exile, command), then the stack, ids `c1`...
  Two games hold the same position exactly when their `position_of` are equal.
- `position_game(game) -> Game`: a new game from that setup, with an empty log (a position save:
  `dump_game(position_game(game))`).
- `position_text(game, seat=None, full=False) -> str`: the position as text. By default what a
  spectator sees (`view_for(None)`); with `seat`, what that seat may know (`view_for(seat)`; the
  identities of cards come from the view, which the rules' `known_to` decides); everything with
  `full`.
- `position_setup_from_text(text, cards) -> dict` and `position_from_text(text, cards, seed=0)
  -> Game`: the text read back; `cards(name)` gives a card's facts by name (the card database's
  `find_dict`, or any lookup), None for a name it does not know. A text that is not a position
  raises `PositionTextError`, whose message names the line and what is wrong with it.

The text (the README's "Positions as text" shows one):

    position (full): turn 4, B active, step end, mode strict
    players: A (life 13, 2 poison counters); B (life 20, 1 land played)
    A hand: Grizzly Bears (known to B); 2× Forest
    A battlefield: face-down #2 cloak [Grizzly Bears] (tapped, owned by B); Soldier Token (token)
    A exile: face-down [Grizzly Bears] (B may look)
    B battlefield: Pacifism (attached to A:1)
    stack: B: Lightning Bolt

One line per zone that holds a card (`PLAYER ZONE: card; card; ...`, libraries and the stack top
first, the battlefield one line per controller; written players in seat order, each one's zones
in the order library, hand, battlefield, graveyard, exile, command, then the stack; read in any
order after the players), `N× card` for N cards alike in a row. A card is
its name; `hidden` for a card the text's reader may not know; `face-down #N METHOD by SOURCE
[NAME]` for a face-down permanent or spell (entry number, method, the source if any; the name
only when known) and `face-down [NAME]` for a card exiled face down. Its status follows in
parentheses: `tapped`, `token`, `transformed`, `N damage`, `N NAME counters`, `owned by P` (on a
line of its controller), `attached to P:N` (the Nth card of P's battlefield line), `as type T` /
`as power X` / `as toughness X` (the values an effect gives a face-down object), `known to P` (P
knows it beyond its place: P looked at it) and `P may look` (exiled face down). A name with one of
`;()[]"` in it, or spaces around it, is written as a JSON string ("B.F.M. (Big Furry Monster)");
in a status a comma too. Blank lines and lines starting with `#` are comments.

A redacted text reads back too: each `hidden` card is a card named "Hidden card" (facts
`HIDDEN_FACTS`, which no seat knows but by its place), a face-down card of unknown identity
holds one, and nobody may look at a card exiled face down unless the text says so. Read back and
written again for the same seat, a redacted text is the same text. What a position leaves out: the
log, continuous effects (a copy, "+2/+2 until end of turn"; a control change is its controller),
permissions to play a card, notes, arrows, where cards lie on the table, mulligans, who left the
game.
"""

from __future__ import annotations

from typing import Any

from tabletop.model.chars import controller_of
from tabletop.model.game import Game
from tabletop.model.state import CardState, GameState
from tabletop.rules import new_game
from tabletop.rules.knowledge import by_place, known_to

from .positionread import Lookup, position_setup_from_text, read_position
from .positiontext import (
    HIDDEN_FACTS,
    NO_COUNTERS,
    PRIVATE_ORDER,
    Board,
    Entry,
    PositionTextError,
    quote,
    render,
)


# ---------------------------------------------------------------- the position of a game
def _known_beyond_place(st: GameState, card: CardState) -> list[str]:
    return [p for p in st.players if known_to(st, p, card) and not by_place(st, p, card)]


def _ordered_cards(st: GameState) -> list[tuple[CardState, str]]:
    """(card, controller) in the canonical order: players in seat order, zones in
    PRIVATE_ORDER (the battlefield by controller), then the stack."""
    bf = [(cid, controller_of(st, st.cards[cid])) for cid in st.zones["battlefield"]]
    out: list[tuple[CardState, str]] = []
    for p in st.players:
        for z in PRIVATE_ORDER:
            if z == "battlefield":
                out += [(st.cards[cid], ctrl) for cid, ctrl in bf if ctrl == p]
            else:
                out += [(st.cards[cid], p) for cid in st.zones[f"{p}:{z}"]]
    out += [(st.cards[cid], controller_of(st, st.cards[cid])) for cid in st.zones["stack"]]
    return out


def position_of(game: Game) -> dict:
    """The setup of the game's board now, in the canonical form (see the module's doc)."""
    st = game.state
    ordered = _ordered_cards(st)
    ids = {card.id: f"c{i}" for i, (card, _) in enumerate(ordered, 1)}
    facts: dict[str, dict] = {}
    key_of: dict[str, str] = {}  # the state's facts key -> the position's
    cards = []
    for card, ctrl in ordered:
        key = key_of.get(card.facts)
        if key is None:
            key = key_of[card.facts] = _facts_key(facts, st.facts[card.facts])
        cards.append(_card_entry(st, card, ctrl, ids, key))
    turn: dict[str, Any] = {"active": st.active, "number": st.turn, "step": st.step}
    lands = {p: n for p, n in st.lands_played.items() if n}
    if lands:
        turn["lands_played"] = lands
    out: dict[str, Any] = {"players": list(st.players), "turn": turn, "mode": str(st.mode),
                           "life": {p: st.life.get(p, 20) for p in st.players},
                           "facts": facts, "cards": cards}
    counters = {p: dict(k) for p, k in st.player_counters.items() if k}
    if counters:
        out["player_counters"] = counters
    out.update(_table_options(st))
    return out


def _facts_key(facts: dict[str, dict], d: dict) -> str:
    """The position's key of the facts `d`, kept in `facts`: their name, or NAME#2, NAME#3, ...
    for other facts of the same name."""
    key = d["name"]
    n = 1
    while key in facts and facts[key] != d:
        n += 1
        key = f"{d['name']}#{n}"
    facts[key] = d
    return key


def _card_entry(st: GameState, card: CardState, ctrl: str, ids: dict[str, str], key: str
                ) -> dict[str, Any]:
    """A card of the position: `ids` the position's ids of the cards, `key` its facts'."""
    zone = card.zone
    e: dict[str, Any] = {"id": ids[card.id], "facts": key, "owner": card.owner, "zone": zone}
    shared = zone in ("battlefield", "stack")
    if shared:
        e["controller"] = ctrl
    if zone == "battlefield":
        _permanent_fields(st, card, ids, e)
    if card.counters and zone not in NO_COUNTERS:
        e["counters"] = dict(card.counters)
    face_down = _face_down_entry(st, card, shared)
    if face_down is not None:
        e["face_down"] = face_down
    known = _known_beyond_place(st, card)
    if known:
        e["known"] = known
    return e


def _permanent_fields(st: GameState, card: CardState, ids: dict[str, str], e: dict) -> None:
    """Into `e`, what only a permanent has: tapped, token, transformed, damage, its host."""
    for f in ("tapped", "token", "transformed"):
        if getattr(card, f):
            e[f] = True
    if card.damage:
        e["damage"] = card.damage
    host = st.cards.get(card.attached_to) if card.attached_to else None
    if host is not None and host.zone == "battlefield":
        e["attached_to"] = ids[host.id]


def _face_down_entry(st: GameState, card: CardState, shared: bool) -> dict[str, Any] | None:
    """A card's face-down marker in the position (`shared`: on the battlefield or the stack),
    or None if it shows none."""
    fd = card.face_down
    if fd is not None and shared and "method" in fd:
        marker: dict[str, Any] = {"method": fd["method"], "order": fd["order"]}
        if fd.get("source") is not None:
            marker["source"] = fd["source"]
        if fd.get("chars"):
            marker["chars"] = dict(fd["chars"])
        return marker
    if fd is not None and card.zone == "exile" and "exile" in fd:
        return {"exile": True, "may_look": [p for p in st.players
                                            if p in fd.get("may_look", ())]}
    return None


def _table_options(st) -> dict:
    """The setup's optional table settings that are on: top cards revealed, restrictions, trust."""
    out: dict = {}
    if st.top_revealed:
        out["top_revealed"] = list(st.top_revealed)
    if st.restrictions:
        out["restrictions"] = list(st.restrictions)
    if st.trust:
        out["trust"] = True
    return out


def position_game(game: Game, seed: int | None = None) -> Game:
    """A new game at the game's position now, with an empty log (`dump_game` it to save the
    position). `seed`: the new game's (default: the game's own)."""
    return new_game(position_of(game), seed=game.seed if seed is None else seed)


# ---------------------------------------------------------------- game -> board
def _chars(chars: Any) -> tuple[tuple[str, str], ...] | None:
    if not chars:
        return None
    return tuple((k, chars[k]) for k in ("type_line", "power", "toughness") if k in chars)


def _board_head(st: GameState, view: str) -> Board:
    return Board(view=view, players=list(st.players), turn=st.turn, active=st.active,
                 step=st.step, mode=str(st.mode),
                 life={p: st.life.get(p, 20) for p in st.players},
                 player_counters={p: dict(k) for p, k in st.player_counters.items() if k},
                 lands={p: n for p, n in st.lands_played.items() if n},
                 top_revealed=list(st.top_revealed), restrictions=list(st.restrictions))


def _full_board(game: Game) -> Board:
    setup = position_of(game)
    board = _board_head(game.state, "full")
    places: dict[str, tuple[str, int]] = {}  # position id -> (controller, place on its line)
    count: dict[str, int] = {}
    for e in setup["cards"]:
        if e["zone"] == "battlefield":
            ctrl = e["controller"]
            count[ctrl] = count.get(ctrl, 0) + 1
            places[e["id"]] = (ctrl, count[ctrl])
    for e in setup["cards"]:
        zone, owner = e["zone"], e["owner"]
        ctrl = e.get("controller", owner)
        fd = e.get("face_down")
        entry = Entry(
            name=setup["facts"][e["facts"]]["name"], owner=owner, controller=ctrl,
            tapped=e.get("tapped", False), token=e.get("token", False),
            transformed=e.get("transformed", False), damage=e.get("damage", 0),
            counters=tuple((e.get("counters") or {}).items()),
            attached=places.get(e["attached_to"]) if e.get("attached_to") else None,
            fd=(fd["method"], fd["order"], fd.get("source"), _chars(fd.get("chars")))
            if fd and "method" in fd else None,
            exiled=bool(fd and "exile" in fd),
            may_look=tuple(fd["may_look"]) if fd and "exile" in fd else (),
            known=tuple(e.get("known") or ()))
        if zone == "stack":
            board.stack.append(entry)
        else:
            board.zones.setdefault((ctrl if zone == "battlefield" else owner, zone),
                                   []).append(entry)
    return board


def _view_board(game: Game, seat: str | None) -> Board:
    """The board as `seat` may know it: every identity from the rules' view (`view_for`, which
    `known_to` decides); a card's id is read only for the cards the view names."""
    st = game.state
    view = game.view_for(seat)
    board = _board_head(st, "public" if seat is None else f"as {seat}")

    def beyond(ov) -> tuple[str, ...]:  # this seat knows it, not by its place
        if seat is None or not ov.known or ov.card_id is None:
            return ()
        return () if by_place(st, seat, st.cards[ov.card_id]) else (seat,)

    places: dict[str, tuple[str, int]] = {}
    bf = [o for o in view.objects if o.zone == "battlefield"]
    for p in st.players:
        mine = [o for o in bf if o.controller == p]
        for i, o in enumerate(mine, 1):
            places[o.id] = (p, i)

    def entry(ov) -> Entry:
        name = ov.facts["name"] if ov.known and ov.facts else None
        fd = None
        exiled = ov.zone == "exile" and ov.face_down
        may_look: tuple[str, ...] = ()
        known = beyond(ov)
        if exiled and seat is not None and ov.known and not known:
            may_look = (seat,)  # it knows it by its place: it may look at it
        if ov.marker is not None:
            m = ov.marker
            fd = (m["method"], m["order"], m.get("source"), None)
        return Entry(name=name, owner=ov.owner, controller=ov.controller or ov.owner,
                     tapped=ov.tapped, token=ov.token, transformed=ov.transformed,
                     damage=ov.damage, counters=tuple(ov.counters.items()),
                     attached=places.get(ov.attached_to) if ov.attached_to else None,
                     fd=fd, exiled=bool(exiled), may_look=may_look, known=known)

    for o in view.objects:
        if o.zone == "stack":
            board.stack.append(entry(o))
        elif o.zone == "battlefield":
            board.zones.setdefault((o.controller or o.owner, "battlefield"), []).append(entry(o))
        else:
            board.zones.setdefault((o.owner, o.zone), []).append(entry(o))
    for p in st.players:
        n = view.library_counts.get(p, 0)
        if not n:
            continue
        lib = [Entry(name=None, owner=p, controller=p) for _ in range(n)]
        for o in view.library_known:
            if o.owner == p and 0 <= o.index < n:
                lib[o.index] = entry(o)
        board.zones[(p, "library")] = lib
    return board


def position_text(game: Game, seat: str | None = None, full: bool = False) -> str:
    """The position as text (see the module's doc): public by default, as `seat` may know it,
    or everything with `full` (then `seat` must be None)."""
    if full and seat is not None:
        raise ValueError("a full position text is for no seat in particular: give a seat or "
                         "full, not both")
    if seat is not None and seat not in game.state.players:
        raise ValueError(f"{seat!r} is not a player of this game "
                         f"({', '.join(game.state.players)})")
    board = _full_board(game) if full else _view_board(game, seat)
    return render(board)


def position_from_text(text: str, cards: Lookup, seed: int = 0) -> Game:
    """A new game (empty log) at the position a text describes; see
    `position_setup_from_text`."""
    return read_position(text, cards, seed)


__all__ = ["PositionTextError", "position_of", "position_game", "position_text",
           "position_setup_from_text", "position_from_text", "HIDDEN_FACTS", "quote"]
