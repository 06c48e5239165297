"""Who may know what: the state as one seat may know it.

`view_for(seat)` leaves out, rather than flags, what the seat may not know: identities of
face-down objects it does not control (unless revealed), other players' hands, every library's
order. Objects are named by their object number (`o17`), which changes with every zone change and
is issued in the order things happen, so it can't be matched to a decklist or an earlier zone.
`seat=None` is a spectator: public information only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from tabletop.model.chars import (
    characteristics,
    controller_of,
    effects_by_card,
    effects_on,
    printed_card,
)
from tabletop.model.game import Game
from tabletop.model.state import CardState, GameState, zone_key

from .knowledge import is_revealed_top, known_to
from .verdicts import ALLOW, REFUSE, Verdict, verdict


def may_know(st: GameState, seat: str | None, card: CardState) -> bool:
    """Whether `seat` may know the identity (the card) of this object now: exactly when the
    `known_to` rules say it knows it (`knowledge.known_to`)."""
    return known_to(st, seat, card)


def may_look(st: GameState, seat: str, card: CardState) -> bool:
    return not any(v.is_refusal for v in look_verdicts(st, seat, card))


def look_verdicts(st: GameState, player: str, card: CardState) -> list[Verdict]:
    if card.zone in ("battlefield", "stack"):
        if card.face_down is None:
            return [verdict("LOOK-FACE-UP")]
        ctrl = controller_of(st, card)
        out = []
        if ctrl != card.owner:
            out.append(verdict("LOOK-CONTROL-CHANGED", controller=ctrl))
        if ctrl == player:
            out.append(verdict("LOOK-OWN-OK"))
        else:
            what = "spell" if card.zone == "stack" else "permanent"
            out.append(verdict("LOOK-OPP-REFUSED", what=what))
        return out
    if card.zone == "exile" and card.face_down is not None:
        allowed = player in card.face_down.get("may_look", ())
        return [verdict("LOOK-EXILE-FD", ALLOW if allowed else REFUSE)]
    if card.zone in ("graveyard", "exile", "command"):
        return [verdict("LOOK-FACE-UP")]
    if card.zone == "hand" and (card.owner == player or player in card.revealed):
        return [verdict("LOOK-OWN-OK", outcome=ALLOW)]
    return [verdict("LOOK-HIDDEN-REFUSED")]


# Verdicts that say nothing about what a card is: the only ones shown to a seat about a command
# that names a card the seat may not know (a judged move of an opponent's face-down creature
# would otherwise say what it "was"; a refused turn-up would give its costs).
SAFE_FOR_HIDDEN = frozenset({
    "FLIP-NOT-CONTROLLER", "FLIP-IS-SPELL", "FLIP-NO-PRIORITY", "LOOK-OPP-REFUSED",
    "LOOK-CONTROL-CHANGED", "LOOK-EXILE-FD", "LOOK-HIDDEN-REFUSED", "PM-EXILE-NOT-YOURS",
    "NOT-YOUR-OBJECT", "PLAY-NOT-YOURS", "SHUFFLE-FD-REFUSED", "COPY-OF-FACE-DOWN",
    "FD-CHAR-MODIFIED", "FD-CHAR-DEFAULT", "FD-CHAR-CLOAK-WARD", "FD-NO-NAME",
    "FD-TURN-DOWN-AGAIN", "FD-TIMESTAMP", "GAME-OVER", "PLAYER-LEFT", "NOT-ON-BATTLEFIELD",
    "MOVE-OK", "UP-SAME-OBJECT", "FD-ENTER-NO-ETB",
    # priority: who holds it, never what a card is
    "PRIORITY-RESOLVING", "RESOLUTION-FINISHED", "RESOLUTION-NOT-UNDER-WAY",
    # libraries and mulligans: counts and rules, never what a card is
    "LIB-DRAW-EMPTY", "LIB-MILL-EMPTY", "LIB-LOOK-EMPTY", "LIB-ARRANGE-NOT-TOP",
    "LIB-ARRANGE-UNKNOWN", "LIB-SEARCH-NOT-THERE", "LIB-SEARCH-ANY-CARD", "LIB-SEARCH-FAIL-OK",
    "LIB-SEARCH-TOP", "LIB-REVEAL-HIDDEN", "MULL-NOT-PREGAME", "MULL-KEPT", "MULL-NO-CARDS",
    "MULL-BOTTOM-FIRST", "MULL-BOTTOM-NONE", "MULL-BOTTOM-COUNT", "MULL-NOT-IN-HAND",
    "MULL-FREE", "GAME-BEGINS", "GAME-FIRST-DRAW-SKIPPED", "LIB-TOP-REVEALED",
    "LIB-TOP-REVEALED-ALREADY", "LIB-TOP-REVEALED-NOT",
    # authority and requests: who may act, never what a card is
    "LEAVE-NOT-YOURS", "END-GAME-NOT-YOURS", "REQUEST-SENT", "REQUEST-ACCEPTED",
    "REQUEST-DECLINED", "REQUEST-WITHDRAWN", "REQUEST-UNKNOWN", "REQUEST-NOT-YOURS",
    "TRUST-ACTS", "TRUST-ON", "TRUST-OFF", "TRUST-SAME", "TRUST-TWO-PLAYERS",
})


def names_hidden(st: GameState, seat: str | None, card_ids) -> bool:
    """Whether any of these cards is one whose identity `seat` may not know now. Library cards
    don't count: a command names one only when its player is looking at it (manifest dread's
    choice, cloaking one of the top five), and a library's order is never in a view."""
    for cid in card_ids:
        card = st.cards.get(cid)
        if card is not None and card.zone not in ("gone", "library") \
                and not may_know(st, seat, card):
            return True
    return False


def verdicts_for(st: GameState, seat: str | None, card_ids, verdicts) -> list[Verdict]:
    """The verdicts about a command naming `card_ids` that may be shown to `seat`: all of them,
    or only those in SAFE_FOR_HIDDEN when a named card is one the seat may not know."""
    if not names_hidden(st, seat, card_ids):
        return list(verdicts)
    return [v for v in verdicts if v.id in SAFE_FOR_HIDDEN]


def safe_verdict_ids(ids) -> list[str]:
    """Of these verdict ids, those that may be shown about a card the seat may not know (the
    journal's lines of an overridden command, by the same policy as `verdicts_for`)."""
    return [i for i in ids if i in SAFE_FOR_HIDDEN]


def public_method(marker: dict, known: bool) -> str:
    """The method as a seat may see it. Megamorph is a variant of morph (702.37b) and both face-down
    spells cost {3} with no ability showing, so telling them apart would reveal which keyword the
    card has: a seat that may not know the card sees "morph"."""
    method = marker["method"]
    return "morph" if method == "megamorph" and not known else method


def view_id(card: CardState) -> str:
    return f"o{card.obj}"


@dataclass(slots=True)
class ObjectView:
    id: str
    zone: str
    owner: str
    index: int
    known: bool
    controller: str | None = None
    facts: dict | None = None  # the card's facts, only when known
    chars: dict | None = None  # current characteristics (face-down values are public)
    face_down: bool = False
    marker: dict | None = None  # {"order", "method", "source"} for face-down objects
    tapped: bool = False
    counters: dict = field(default_factory=dict)
    damage: int = 0
    attached_to: str | None = None
    pos: list | None = None
    revealed: bool = False
    transformed: bool = False
    permission: dict | None = None
    token: bool = False
    card_id: str | None = None  # the model's id, only for the objects the seat may know
    note: str | None = None  # a permanent's public note


@dataclass(slots=True)
class GameView:
    seat: str | None
    players: list[str]
    turn: int
    active: str
    step: str
    mode: str
    ended: bool
    left: list[str]
    lands_played: dict
    library_counts: dict
    hand_counts: dict
    objects: list[ObjectView]
    # the library cards whose identity this seat knows (looked at, revealed, put there known),
    # `index` counted from the top; the other library cards are only in `library_counts`
    library_known: list[ObjectView] = field(default_factory=list)
    # players who play with the top card of their library revealed (401.5): that card is in
    # every seat's `library_known`, at index 0
    top_revealed: list[str] = field(default_factory=list)
    life: dict = field(default_factory=dict)  # player -> life total (all public)
    player_counters: dict = field(default_factory=dict)  # player -> {counter: n}
    # arrows on the table: {"by": player, "frm": end, "to": end}, an end being {"player": name}
    # or {"object": view id}
    arrows: list = field(default_factory=list)
    # requests waiting for an answer, as this seat may see them (`request_views`)
    requests: list = field(default_factory=list)
    trust: bool = False  # table trust (authority.py)
    # who holds priority (None: nobody), and whether a spell is resolving (priority.py; public);
    # `resolving` None: not known (a shared board, which does not carry them)
    priority: str | None = None
    resolving: bool | None = None
    # (how many objects, view id -> object), built on the first `by_id` and again when objects
    # were added or taken (a scan per lookup made each one cost the size of the board)
    _index: tuple[int, dict[str, ObjectView]] | None = field(default=None, repr=False,
                                                              compare=False)

    def by_id(self, vid: str) -> ObjectView | None:
        index = self._index
        if index is None or index[0] != len(self.objects):
            index = self._index = (len(self.objects), {o.id: o for o in self.objects})
        o = index[1].get(vid)
        if o is not None and o.id != vid:  # an object's id was changed in place
            self._index = None
            return self.by_id(vid)
        return o

    def in_zone(self, zone: str, owner: str | None = None) -> list[ObjectView]:
        return [o for o in self.objects if o.zone == zone and (owner is None or o.owner == owner)]


def object_view(st: GameState, seat: str | None, card: CardState, index: int,
                effects: list[dict] | None = None) -> ObjectView:
    """One object as `seat` may know it (`effects`: the effects on it, if already grouped)."""
    known = may_know(st, seat, card)
    public_obj = card.zone in ("battlefield", "stack", "graveyard", "exile", "command")
    ov = ObjectView(id=view_id(card), zone=card.zone, owner=card.owner, index=index, known=known)
    if card.zone == "exile" and card.face_down is not None:
        ov.face_down = True
        public_obj = False
    if public_obj:
        ch = characteristics(st, card, effects=effects if effects is not None else
                             effects_on(st, card))
        ov.controller = ch.controller
        ov.chars = ch.to_dict()
        ov.tapped, ov.damage = card.tapped, card.damage
        ov.counters = dict(card.counters)
        if card.attached_to and card.attached_to in st.cards:
            ov.attached_to = view_id(st.cards[card.attached_to])
        ov.pos = list(card.pos) if card.pos else None
        ov.transformed = card.transformed
        ov.token = card.token
        ov.note = card.note
        if card.face_down is not None:
            ov.face_down = True
            m = card.face_down
            ov.marker = {"order": m["order"], "method": public_method(m, known),
                         "source": m.get("source")}
            ov.revealed = set(card.revealed) >= set(st.players)
        if card.permission and not card.permission.get("used") \
                and not card.permission.get("expired"):
            ov.permission = {k: card.permission[k]
                             for k in ("player", "source", "until", "until_turn")}
    if known:
        ov.facts = st.facts[card.facts]
        ov.card_id = card.id
        if card.zone == "hand":
            ov.revealed = set(card.revealed) >= set(st.players)
    return ov


def object_views(game: Game, seat: str | None, card_ids) -> dict[str, ObjectView | None]:
    """Views of some objects only (for updating the items an action touched): model id ->
    ObjectView, or None where the card is now in a library or gone. The caller must not show
    the model ids; they are the keys only because the caller named the cards."""
    st = game.state
    out: dict[str, ObjectView | None] = {}
    # zone -> {card: index}, built once a zone is asked for a second card (else list.index)
    places: dict[str, dict[str, int] | None] = {}
    for cid in card_ids:
        card = st.cards.get(cid)
        key = zone_key(card.zone, card.owner) if card is not None else None
        if card is None or key is None or card.zone == "library":
            out[cid] = None
            continue
        members = st.zones[key]
        if key not in places:
            places[key] = None
            index = members.index(cid)
        else:
            where = places[key]
            if where is None:
                where = places[key] = {c: i for i, c in enumerate(members)}
            index = where[cid]
        out[cid] = object_view(st, seat, card, index)
    return out


def view_for(game: Game, seat: str | None) -> GameView:
    st = game.state
    if seat is not None and seat not in st.players:
        raise ValueError(f"no seat {seat!r}")
    grouped = effects_by_card(st)
    objects: list[ObjectView] = []
    library_known: list[ObjectView] = []
    for key, members in st.zones.items():
        if key.endswith(":library"):
            cards = st.cards
            if seat is not None:
                for index, cid in enumerate(members):
                    card = cards[cid]
                    if ((card.known or card.revealed) and known_to(st, seat, card)) or (
                            index == 0 and is_revealed_top(st, card)):
                        library_known.append(object_view(st, seat, card, index))
            elif members and is_revealed_top(st, cards[members[0]]):  # public to spectators
                library_known.append(object_view(st, seat, cards[members[0]], 0))
            continue
        for index, cid in enumerate(members):
            objects.append(object_view(st, seat, st.cards[cid], index, grouped.get(cid, [])))
    return GameView(
        seat=seat, players=list(st.players), turn=st.turn, active=st.active, step=st.step,
        mode=st.mode, ended=st.ended, left=list(st.left), lands_played=dict(st.lands_played),
        library_counts={p: len(st.zones[f"{p}:library"]) for p in st.players},
        hand_counts={p: len(st.zones[f"{p}:hand"]) for p in st.players},
        objects=objects, library_known=library_known, top_revealed=list(st.top_revealed),
        life=dict(st.life),
        player_counters={p: dict(k) for p, k in st.player_counters.items()},
        arrows=arrow_views(st), requests=request_views(st, seat), trust=st.trust,
        priority=st.priority, resolving=st.resolving is not None)


# a request's command fields that say nothing hidden (no card ids, no card facts)
REQUEST_DETAILS = ("player", "owner", "n", "count", "to", "position", "zone", "delta", "set_to",
                   "counter", "duration", "effect", "on", "face_down", "tapped", "reveal",
                   "shuffle", "any_card", "from_zone", "sides", "route", "pay")
SEEN_ZONES = ("battlefield", "stack", "graveyard", "exile", "command")


def printed_name(st: GameState, card: CardState) -> str:
    return printed_card(st, card).printed_name


def request_views(st: GameState, seat: str | None) -> list[dict]:
    """The pending requests as `seat` may see them: who asks whom, the action's kind and its
    public details, and the cards it names as view ids where the seat sees them (else only
    their zone and owner); never a model id or a hidden card's name."""
    if not st.requests:
        return []
    out = []
    for r in st.requests:
        try:
            cmd = json.loads(r["command"])
        except ValueError:
            cmd = {}
        details = {k: v for k, v in cmd.items() if k in REQUEST_DETAILS and
                   (v is None or isinstance(v, (str, int, float, bool, dict)) or (
                       isinstance(v, list) and all(isinstance(x, str) for x in v)))}
        out.append({"id": r["id"], "by": r["by"], "to": r["to"], "kind": r["kind"],
                    "details": details, "hidden": r["hidden"],
                    "objects": [_request_object(st, seat, cid) for cid in r["objects"]],
                    "source": _request_object(st, seat, r["source"]) if r["source"] else None})
    return out


def _request_object(st: GameState, seat: str | None, cid: str) -> dict:
    card = st.cards.get(cid)
    if card is None:
        return {"zone": "gone"}
    seen = (card.zone in SEEN_ZONES and not (card.zone == "exile" and card.face_down)) or (
        card.zone == "hand" and card.owner == seat)
    if not seen:
        return {"zone": card.zone, "owner": card.owner}
    out: dict = {"object": view_id(card), "zone": card.zone, "owner": card.owner}
    if may_know(st, seat, card):
        out["name"] = printed_name(st, card)
    elif card.face_down is not None and card.zone in ("battlefield", "stack"):
        out["marker"] = card.face_down.get("order")
    return out


def arrow_views(st: GameState) -> list[dict]:
    """The arrows on the table, their card ends as view ids (an arrow joins public objects)."""
    out = []
    for a in st.arrows:
        ends = []
        for x in (a["frm"], a["to"]):
            card = st.cards.get(x)
            if x in st.players:
                ends.append({"player": x})
            elif card is not None and card.zone in ("battlefield", "stack"):
                ends.append({"object": view_id(card)})
        if len(ends) == 2:
            out.append({"by": a["by"], "frm": ends[0], "to": ends[1]})
    return out
