"""What every game state the rules can reach keeps true, checked in one pass over the state.

The rules only ever change a state through `Tx`, and keep these: the players are distinct names;
every card is in exactly the zone list its `zone` and `owner` name (or in none when it is gone);
owners and controllers are players; face-down markers are on the battlefield or the stack only
(a card exiled face down carries the other kind of marker, in exile only), numbered from 1,
each number once and below `next_order`; object numbers are unique and below `next_obj`;
timestamps below `next_ts`; attachments join two permanents; counters and damage are whole
numbers from 0; effects are well typed (`events.Effect`), each id once and below `next_effect`,
giving control only to players; the turn is from 1 (0 in the pregame step), its active player a
player, its step a step; the players who know a card (`known`), who kept their hand (`kept`),
each once; those who play with their top card revealed (`top_revealed`) in seat order;
mulligans and cards due to the bottom counts from 0 for players; requests waiting for an answer
(`requests`, `events.Request`) each once, numbered below `next_request`, from a player to
another, naming cards of the game; table `trust` true or false; a life total
(within ±MAX_LIFE) and counters (named, from 1) for each player; arrows from and to players or
cards, drawn by players; notes only on permanents. A loaded game is checked against these
whatever the path that built it (`problems`), so that what the window, the journal and exports
read is what they expect.

Pure: no IO, no Qt.
"""

from __future__ import annotations

import json
import math
from typing import Any

from .cards import CardFactsError
from .events import (
    DURATIONS,
    AbilityFacts,
    Effect,
    ExileMarker,
    Marker,
    Permission,
    Request,
    checker,
    problem,
)
from .limits import (
    MAX_ARROWS,
    MAX_COUNT,
    MAX_COUNTER_NAME,
    MAX_FLOAT,
    MAX_INT,
    MAX_LIFE,
    MAX_LIST,
    MAX_MAP,
    MAX_NOTE,
    MAX_PLAYER_NAME,
    MAX_PLAYERS,
    MAX_REQUESTS,
    MAX_SHORT,
    MAX_STRING,
)
from .mana import ManaCostError, parse_mana_cost
from .setup import MODES, RESTRICTIONS
from .state import GONE, METHODS, PREGAME, PRIVATE_ZONES, STEPS, ZONES, GameState, zone_key

MAX_PROBLEMS = 30
FACE_DOWN_ZONES = ("battlefield", "stack")
_COUNTERS = ("next_order", "next_ts", "next_obj", "next_effect", "next_request")
_ZONE_NAMES = frozenset((*ZONES, GONE))
_METHODS = frozenset(METHODS)
_ZONES_OR_NONE = frozenset((*_ZONE_NAMES, None))
_METHODS_OR_NONE = frozenset((*METHODS, None))


class InvariantError(ValueError):
    """A state no rules could reach; `problems` say what is wrong, one line each."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = list(problems)


def check(st: GameState) -> None:
    """Raise InvariantError if `st` breaks an invariant."""
    found = problems(st)
    if found:
        raise InvariantError(found)


def _int(v: Any) -> bool:
    return type(v) is int


def problems(st: GameState, limit: int = MAX_PROBLEMS) -> list[str]:
    """What is wrong with `st` (at most `limit` lines, `where: what`); empty when nothing is."""
    out: list[str] = []

    def bad(where: str, what: str) -> bool:
        out.append(f"{where}: {what}")
        return len(out) >= limit

    players = st.players
    pset = frozenset(p for p in players if type(p) is str)
    if not (1 <= len(players) <= MAX_PLAYERS and len(pset) == len(players) and all(
            0 < len(p) <= MAX_PLAYER_NAME for p in pset)):
        bad("players", f"1 to {MAX_PLAYERS} distinct names of 1 to {MAX_PLAYER_NAME} "
                       f"characters, not {_short(players)}")
        return out  # nothing else can be judged without the players
    if _game_problems(st, pset, bad):
        return out
    where_is = _zones_problems(st, bad)
    if where_is is None or _cards_problems(st, pset, where_is, bad):
        return out
    _effects_problems(st, pset, bad)
    return out


def _zones_problems(st: GameState, bad) -> dict[str, str] | None:
    """The zones: every card in exactly the list its zone and owner name. The zone key of each
    card in a list; None when it is no use going on (not the players' zones, or the limit was
    reached)."""
    want = {"battlefield", "stack"} | {f"{p}:{z}" for p in st.players for z in PRIVATE_ZONES}
    if set(st.zones) != want:
        bad("zones", "not the zones of these players")
        return None
    where_is: dict[str, str] = {}
    cards = st.cards
    for key, members in st.zones.items():
        for cid in members:
            card = cards.get(cid)
            if card is None:
                if bad(f"zones.{key}", f"no card {_short(cid)}"):
                    return None
            elif cid in where_is:
                if bad(f"zones.{key}", f"card {cid!r} is in {where_is[cid]} too"):
                    return None
            else:
                where_is[cid] = key
    return where_is


def _cards_problems(st: GameState, pset: frozenset, where_is: dict[str, str], bad) -> bool:
    """The cards: the commonest at a glance (no permission; the usual marker, if any), any
    other in full (`_card_problems`); no card gone yet in a zone. True when it is no use going
    on (the limit was reached)."""
    objs: dict[int, str] = {}  # object number -> the card that has it
    orders: dict[int, str] = {}  # marker number -> the card that has it
    turn, next_ts, next_obj, next_order = st.turn, st.next_ts, st.next_obj, st.next_order
    parsed = st._parsed  # facts parsed already (at setup, or when they were added) are good
    keys = {(p, z): zone_key(z, p) for p in pset for z in _ZONE_NAMES}
    cards = st.cards
    for cid, card in cards.items():
        fd = card.face_down
        order: Any = None
        if fd is not None:
            order = _usual_order(fd, card.zone, next_order, orders)
        if ((fd is None or order is not None)
                and _usual_card(card, cid, cards, pset, keys, where_is, parsed)
                and _usual_fields(card, pset, objs, turn, next_ts, next_obj)):
            objs[card.obj] = cid
            if fd is not None:
                orders[order] = cid
            continue
        if _card_problems(st, cid, card, pset, where_is, objs, orders, bad):
            return True
    for cid in where_is:
        if cards[cid].zone == GONE and bad(f"card {cid!r}.zone", "gone, yet in a zone"):
            return True
    return False


def _usual_order(fd: Any, zone: Any, next_order: Any, orders: dict[int, str]) -> Any:
    """The number of a face-down card's marker when it is the usual one at a glance (its four
    keys, a number free and below `next_order`, a method, no characteristics, a short source
    if any; on the battlefield or the stack); else None."""
    order = fd.get("order") if type(fd) is dict else None
    if not (len(fd) == 4 and type(order) is int and 1 <= order < next_order
            and order not in orders and zone in FACE_DOWN_ZONES
            and fd.get("method") in _METHODS and fd.get("chars", 0) is None
            and (fd.get("source", 0) is None or (type(fd.get("source")) is str
                                                  and len(fd["source"]) <= 10_000))):
        return None
    return order


def _usual_card(card: Any, cid: str, cards: dict, pset: frozenset, keys: dict,
                where_is: dict[str, str], parsed: dict) -> bool:
    """At a glance: a card filed under its id, controlled by a player, with no permission,
    attached (if at all) as a permanent to another, with good counters, in the zone list its
    zone and owner name, of facts parsed already."""
    host, zone = card.attached_to, card.zone
    return (card.id == cid and card.controller in pset and card.permission is None
            and (host is None or (zone == "battlefield" and host != cid and type(host) is str
                                  and host in cards and cards[host].zone == "battlefield"))
            and (not card.counters or counters_problem(card.counters) is None)
            and keys.get((card.owner, zone), 0) == where_is.get(cid)
            and card.facts in parsed)


def _usual_fields(card: Any, pset: frozenset, objs: dict[int, str], turn: Any, next_ts: Any,
                  next_obj: Any) -> bool:
    """At a glance: a card's object number free and below `next_obj`, its timestamp below
    `next_ts`, turn, damage and flags of the right types and bounds; the players it is revealed
    to and who know it, where and how it was cast, its position and its note."""
    obj, revealed, pos = card.obj, card.revealed, card.pos
    return (type(obj) is int and 1 <= obj < next_obj
            and obj not in objs and type(card.ts) is int and 0 <= card.ts < next_ts
            and type(card.since_turn) is int and 0 <= card.since_turn <= turn
            and type(card.damage) is int and 0 <= card.damage <= 1_000_000
            and type(card.tapped) is bool and type(card.token) is bool
            and type(card.transformed) is bool and type(revealed) is list
            and pset.issuperset(revealed) and card.cast_from in _ZONES_OR_NONE
            and (not card.known or known_problem(card.known, pset) is None)
            and card.cast_method in _METHODS_OR_NONE
            and (pos is None or pos_problem(pos) is None)
            and (card.note is None or note_problem(card.note, card.zone) is None))


def _card_problems(st: GameState, cid: str, card: Any, pset: frozenset,
                   where_is: dict[str, str], objs: dict[int, str], orders: dict[int, str],
                   bad) -> bool:
    """A card in full, each problem named (a card filed under another id, in no zone or owned
    by no player: that one only). True when it is no use going on (the limit was reached)."""
    at = f"card {cid!r}"
    if card.id != cid:
        return bad(at, f"is filed as {card.id!r}")
    if card.zone not in _ZONE_NAMES:
        return bad(f"{at}.zone", f"no zone {_short(card.zone)}")
    if card.owner not in pset:
        return bad(f"{at}.owner", f"{_short(card.owner)} is not a player")
    return (_card_place_problems(st, at, cid, card, pset, where_is, bad)
            or _card_number_problems(st, at, cid, card, objs, bad)
            or _card_table_problems(st, at, cid, card, pset, bad)
            or _card_play_problems(at, card, pset, bad)
            or _card_marker_problems(st, at, cid, card, pset, orders, bad))


def _card_place_problems(st: GameState, at: str, cid: str, card: Any, pset: frozenset,
                         where_is: dict[str, str], bad) -> bool:
    """A card's zone list, controller and facts."""
    zone = card.zone
    if where_is.get(cid) != zone_key(zone, card.owner):
        if bad(f"{at}.zone", f"it says {zone} but it is in {where_is.get(cid, 'no zone')}"):
            return True
    if card.controller not in pset and bad(
            f"{at}.controller", f"{_short(card.controller)} is not a player"):
        return True
    if card.facts not in st.facts:
        if bad(f"{at}.facts", f"no facts {_short(card.facts)}"):
            return True
    else:
        try:
            st.facts_of(card)
        except CardFactsError as exc:
            if bad(f"{at}.facts", str(exc)):
                return True
    return False


def _card_number_problems(st: GameState, at: str, cid: str, card: Any, objs: dict[int, str],
                          bad) -> bool:
    """A card's flags, object number (each once, below `next_obj`), timestamp, turn it came
    under its controller's control and damage."""
    for fld in ("token", "tapped", "transformed"):
        if type(getattr(card, fld)) is not bool and bad(f"{at}.{fld}", "true or false"):
            return True
    turn, next_ts, next_obj = st.turn, st.next_ts, st.next_obj
    obj = card.obj
    if not (_int(obj) and 1 <= obj < next_obj):
        if bad(f"{at}.obj", f"object numbers are issued from 1 up to next_obj "
                           f"({next_obj}), not {_short(obj)}"):
            return True
    elif obj in objs:
        if bad(f"{at}.obj", f"object number {obj} belongs to card {objs[obj]!r} too"):
            return True
    else:
        objs[obj] = cid
    if not (_int(card.ts) and 0 <= card.ts < next_ts) and bad(
            f"{at}.ts", f"timestamps are issued below next_ts ({next_ts}), not "
                        f"{_short(card.ts)}"):
        return True
    if not (_int(card.since_turn) and 0 <= card.since_turn <= turn) and bad(
            f"{at}.since_turn", f"a turn from 0 to this one ({turn}), not "
                                f"{_short(card.since_turn)}"):
        return True
    return not (_int(card.damage) and 0 <= card.damage <= 1_000_000) and bad(
        f"{at}.damage", f"a whole number from 0 to 1,000,000, not {_short(card.damage)}")


def _card_table_problems(st: GameState, at: str, cid: str, card: Any, pset: frozenset,
                         bad) -> bool:
    """A card's counters, attachment, position, and the players it is revealed to and who
    know it."""
    why = counters_problem(card.counters)
    if why and bad(f"{at}.counters", why):
        return True
    if card.attached_to is not None:
        target = st.cards.get(card.attached_to) if type(card.attached_to) is str else None
        if target is None or target.id == cid or card.zone != "battlefield" \
                or target.zone != "battlefield":
            if bad(f"{at}.attached_to", f"only a permanent is attached, to another "
                                        f"permanent, not {_short(card.attached_to)}"):
                return True
    why = pos_problem(card.pos)
    if why and bad(f"{at}.pos", why):
        return True
    revealed = card.revealed
    if type(revealed) is not list or not all(p in pset for p in revealed):
        if bad(f"{at}.revealed", "a list of players"):
            return True
    why = known_problem(card.known, pset)
    return bool(why) and bad(f"{at}.known", why)


def _card_play_problems(at: str, card: Any, pset: frozenset, bad) -> bool:
    """Where and how a card was cast, who may play it (`permission`) and its note."""
    if card.cast_from not in _ZONE_NAMES and card.cast_from is not None and bad(
            f"{at}.cast_from", f"no zone {_short(card.cast_from)}"):
        return True
    if card.cast_method is not None and card.cast_method not in _METHODS and bad(
            f"{at}.cast_method", f"no face-down method {_short(card.cast_method)}"):
        return True
    if card.permission is not None:
        why = permission_problem(card.permission, pset)
        if why and bad(f"{at}.permission", why):
            return True
    why = note_problem(card.note, card.zone)
    return bool(why) and bad(f"{at}.note", why)


def _card_marker_problems(st: GameState, at: str, cid: str, card: Any, pset: frozenset,
                          orders: dict[int, str], bad) -> bool:
    """A face-down card's marker (`face_down_problem`), its number no other card's."""
    fd = card.face_down
    if fd is None:
        return False
    why = face_down_problem(fd, card.zone, pset, st.next_order)
    if why:
        return bad(f"{at}.face_down", why)
    if "order" in fd:
        order = fd["order"]
        if order in orders:
            return bad(f"{at}.face_down", f"marker #{order} belongs to card "
                                          f"{orders[order]!r} too")
        orders[order] = cid
    return False


def _effects_problems(st: GameState, pset: frozenset, bad) -> None:
    """The continuous effects (`effect_problem`), each id once."""
    ids: set[int] = set()
    for i, eff in enumerate(st.effects):
        why = effect_problem(eff, st, pset)
        if why is None and eff["id"] in ids:
            why = f"effect id {eff['id']} is used twice"
        if why is not None:
            if bad(f"effects[{i}]", why):
                return
        else:
            ids.add(eff["id"])


def _game_problems(st: GameState, pset: frozenset, bad) -> bool:
    """The game's own fields; True when it is no use going on (the limit was reached)."""
    checks = _turn_checks(st, pset) + _table_checks(st, pset) + _priority_checks(st, pset)
    checks += [(c, _int(getattr(st, c)) and 1 <= getattr(st, c) <= MAX_INT, "a number from 1")
               for c in _COUNTERS]
    for fld, ok, what in checks:
        if not ok and bad(fld, f"{what}, not {_short(getattr(st, fld))}"):
            return True
    for fld, why in (("life", life_problem(st.life, pset)),
                     ("player_counters", player_counters_problem(st.player_counters, pset)),
                     ("arrows", arrows_problem(st.arrows, pset, st.cards)),
                     ("requests", requests_problem(st.requests, pset, st.cards,
                                                   st.next_request))):
        if why and bad(fld, why):
            return True
    return False


def _priority_checks(st: GameState, pset: frozenset) -> list[tuple[str, bool, str]]:
    """`_game_problems`' checks of priority (tabletop.rules.priority): (field, good, what)."""
    passed = st.priority_passed
    return [
        ("priority", st.priority is None or st.priority in pset and st.priority not in st.left,
         "a player still in the game, or null"),
        ("priority_passed", type(passed) is list and len(set(passed)) == len(passed) and all(
            p in pset for p in passed), "players, each once"),
        ("resolving", st.resolving is None or type(st.resolving) is str
         and st.resolving in st.cards, "a card of the game, or null"),
    ]


def _turn_checks(st: GameState, pset: frozenset) -> list[tuple[str, bool, str]]:
    """`_game_problems`' checks of the turn and the players' part in it: (field, good, what
    it should be)."""
    return [
        ("turn", _int(st.turn) and (1 <= st.turn <= MAX_INT if st.step != PREGAME
                                     else st.turn == 0),
         "a turn number from 1 (0 in the pregame step)"),
        ("active", st.active in pset, "a player"),
        ("step", st.step in STEPS or st.step == PREGAME, "a step"),
        ("kept", type(st.kept) is list and len(set(st.kept)) == len(st.kept) and all(
            p in pset for p in st.kept), "players, each once"),
        ("top_revealed", type(st.top_revealed) is list and st.top_revealed == [
            p for p in st.players if p in st.top_revealed], "players in seat order, each once"),
        ("mulligans", player_counts_problem(st.mulligans, pset, "mulligans") is None,
         "a count from 0 for players"),
        ("bottom_due", player_counts_problem(st.bottom_due, pset, "bottom_due") is None,
         "a count from 0 for players"),
        ("mode", st.mode in MODES, f"one of {', '.join(MODES)}"),
    ]


def _table_checks(st: GameState, pset: frozenset) -> list[tuple[str, bool, str]]:
    """`_game_problems`' checks of the table: the game's end, cleanup, shuffles, lands played,
    players who left, trust and restrictions: (field, good, what it should be)."""
    return [
        ("ended", type(st.ended) is bool, "true or false"),
        ("cleanup_priority", type(st.cleanup_priority) is bool and (
            not st.cleanup_priority or st.step == "cleanup"), "true or false (true only in a "
         "cleanup step)"),
        ("shuffles", _int(st.shuffles) and 0 <= st.shuffles <= MAX_INT, "a count from 0"),
        ("lands_played", type(st.lands_played) is dict and all(
            p in pset and _int(n) and 0 <= n <= MAX_INT for p, n in st.lands_played.items()),
         "a count from 0 for players"),
        ("left", type(st.left) is list and len(set(st.left)) == len(st.left) and all(
            p in pset for p in st.left), "players, each once"),
        ("trust", type(st.trust) is bool, "true or false"),
        ("restrictions", type(st.restrictions) is list and len(set(st.restrictions)) == len(
            st.restrictions) and all(r in RESTRICTIONS for r in st.restrictions),
         f"known restrictions ({', '.join(RESTRICTIONS)}), each once"),
    ]


def known_problem(v: Any, pset: frozenset) -> str | None:
    """What is wrong with a card's `known` (players who know it, each once); None if nothing."""
    if type(v) is not list or len(v) > len(pset):
        return "a list of players"
    try:
        ok = pset.issuperset(v) and len(set(v)) == len(v)
    except TypeError:  # an unhashable value
        ok = False
    return None if ok else "players, each once"


def player_counts_problem(v: Any, pset: frozenset, what: str) -> str | None:
    """What is wrong with a count from 0 per player (mulligans, cards due to the bottom)."""
    if type(v) is not dict or not all(
            type(p) is str and p in pset and _int(n) and 0 <= n <= MAX_INT
            for p, n in v.items()):
        return f"{what}: a count from 0 for each player, not {_short(v)}"
    return None


def life_problem(v: Any, pset: frozenset) -> str | None:
    """What is wrong with the game's life totals: a whole number within ±MAX_LIFE for each
    player (a player who has left keeps their last total, 800.4i)."""
    if type(v) is not dict or v.keys() != pset:
        return f"a life total for each player, not {_short(v)}"
    for p, n in v.items():
        if not (_int(n) and -MAX_LIFE <= n <= MAX_LIFE):
            return f"{p}: a whole number within ±{MAX_LIFE:,}, not {_short(n)}"
    return None


def player_counters_problem(v: Any, pset: frozenset) -> str | None:
    """Each player's counters: names of 1 to MAX_COUNTER_NAME characters, counts of 1 to
    MAX_COUNT (a kind at 0 is no longer there)."""
    if type(v) is not dict or v.keys() != pset:
        return f"the counters of each player, not {_short(v)}"
    for p, kinds in v.items():
        if type(kinds) is not dict:
            return f"{p}: an object of counter names and counts, not {_short(kinds)}"
        for name, n in kinds.items():
            if not (type(name) is str and 0 < len(name) <= MAX_COUNTER_NAME):
                return f"{p}: a counter's name is 1 to {MAX_COUNTER_NAME} characters, not " \
                       f"{_short(name)}"
            if not (_int(n) and 1 <= n <= MAX_COUNT):
                return f"{p}: {name}: a count from 1 to {MAX_COUNT:,}, not {_short(n)}"
    return None


def arrows_problem(v: Any, pset: frozenset, cards: dict) -> str | None:
    """The arrows on the table: each from and to a player or a card, drawn by a player."""
    if type(v) is not list or len(v) > MAX_ARROWS:
        return f"a list of at most {MAX_ARROWS:,} arrows, not {_short(v)}"
    for i, a in enumerate(v):
        if type(a) is not dict or set(a) != {"frm", "to", "by"}:
            return f"[{i}]: an arrow is {{frm, to, by}}, not {_short(a)}"
        if a["by"] not in pset:
            return f"[{i}].by: {_short(a['by'])} is not a player"
        for end in ("frm", "to"):
            x = a[end]
            if type(x) is not str or (x not in pset and x not in cards):
                return f"[{i}].{end}: {_short(x)} is neither a player nor a card"
    return None


def requests_problem(v: Any, pset: frozenset, cards: dict, next_request: Any,
                     checked: dict | None = None) -> str | None:
    """The requests waiting for an answer (`events.Request`): at most MAX_REQUESTS, each id once
    and below `next_request`, asked by a player of another player, naming cards of the game,
    its command the JSON text of a command of its kind. `checked`: requests by id that passed
    this check before (a replay's previous list): one exactly the same (`_same_request`) is not
    type-checked and its command not parsed again; the rest of its check (players, cards, id)
    is made again, as the game may have changed since."""
    if type(v) is not list or len(v) > MAX_REQUESTS:
        return f"a list of at most {MAX_REQUESTS:,} requests, not {_short(v)}"
    ids: set[int] = set()
    for i, r in enumerate(v):
        if checked and _same_request(r, checked):
            why = _request_problem(r, pset, cards, next_request, False)
        else:
            why = problem(r, Request, f"[{i}]") or _request_problem(r, pset, cards,
                                                                     next_request)
        if why is None and r["id"] in ids:
            why = f"id: request {r['id']} is there twice"
        if why is not None:
            return why if why.startswith("[") else f"[{i}].{why}"
        ids.add(r["id"])
    return None


def _same_request(r: Any, checked: dict) -> bool:
    """Whether `r` is the request of its id in `checked` (well-typed requests by id), value for
    value and type for type (`1 == True == 1.0`: the types of its numbers and flags compared
    too; its texts equal texts are texts)."""
    if type(r) is not dict:
        return False
    rid = r.get("id")
    old = checked.get(rid) if type(rid) is int else None
    if old is None or r != old or type(r["hidden"]) is not bool:
        return False
    return all([type(n) is int for n in r["objects"].values()])


def _request_problem(r: dict, pset: frozenset, cards: dict, next_request: Any,
                     command: bool = True) -> str | None:
    """What is wrong with one well-typed request beyond its types; None if nothing is. Its
    command is not parsed when `command` is false (a request checked before)."""
    if not (_int(next_request) and r["id"] < next_request):
        return f"id: request ids are issued below next_request ({_short(next_request)})"
    for key in ("by", "to"):
        if r[key] not in pset:
            return f"{key}: {_short(r[key])} is not a player"
    if r["by"] == r["to"]:
        return "to: a seat asks another seat, not itself"
    missing = [c for c in (*r["objects"], r["source"]) if c is not None and c not in cards]
    if missing:
        return f"objects: no card {_short(missing[0])}"
    if not command:
        return None
    try:
        cmd = json.loads(r["command"])
    except ValueError:
        cmd = None
    if type(cmd) is not dict or cmd.get("kind") != r["kind"]:
        return f"command: the JSON text of a {_short(r['kind'])} command, not " \
               f"{_short(r['command'])}"
    return None


def note_problem(v: Any, zone: str) -> str | None:
    """A card's note: none, or text of 1 to MAX_NOTE characters on a permanent."""
    if v is None:
        return None
    if type(v) is not str or not 0 < len(v) <= MAX_NOTE:
        return f"a note is text of 1 to {MAX_NOTE:,} characters, not {_short(v)}"
    if zone != "battlefield":
        return f"only a permanent has a note (this card is in the {zone})"
    return None


def counters_problem(v: Any) -> str | None:
    if type(v) is not dict or len(v) > 100_000:
        return "an object of counter names and counts"
    for name, n in v.items():
        if not (type(name) is str and 0 < len(name) <= 40):
            return f"a counter's name is 1 to 40 characters, not {_short(name)}"
        if not (type(n) is int and 0 <= n <= 100_000):
            return f"{name}: a count from 0 to 100,000, not {_short(n)}"
    return None


def pos_problem(v: Any) -> str | None:
    if v is None:
        return None
    if type(v) is list and len(v) == 2 and all(
            (type(x) is int and -MAX_INT <= x <= MAX_INT) or (
                type(x) is float and math.isfinite(x) and -MAX_FLOAT <= x <= MAX_FLOAT)
            for x in v):
        return None
    return f"a position is [x, y], two numbers within ±{MAX_FLOAT:g}, not {_short(v)}"


def face_down_problem(fd: Any, zone: str, pset: frozenset, next_order: int) -> str | None:
    """What is wrong with a face-down marker on a card in `zone`; None if nothing is."""
    if type(fd) is dict and "exile" in fd:
        why = problem(fd, ExileMarker, "face_down")
        if why:
            return why
        if zone != "exile" and zone != GONE:  # (a token exiled face down ceases to exist)
            return f"the marker of a card exiled face down, on a card in the {zone}"
        if not all(p in pset for p in fd["may_look"]):
            return "only players may look at a card exiled face down"
        return None
    if not (type(fd) is dict and len(fd) == 4 and fd.get("chars", 0) is None
            and "source" in fd and type(fd.get("order")) is int and fd.get("method") in _METHODS
            and (fd.get("source") is None or type(fd.get("source")) is str)):
        why = problem(fd, Marker, "face_down")  # the usual marker at a glance; others in full
        if why:
            return why
    order = fd["order"]
    if zone not in FACE_DOWN_ZONES:
        where = "a hand" if zone == "hand" else f"the {zone}"
        return (f"a face-down card in {where}: face-down objects are on the battlefield or "
                "the stack (a card exiled face down has the marker of exile)")
    if not 1 <= order < next_order:
        return f"marker numbers are issued from 1 up to next_order ({next_order}), not {order}"
    source = fd.get("source")
    if source is not None and len(source) > 10_000:
        return "a marker's source is at most 10,000 characters"
    return None


def permission_problem(v: Any, pset: frozenset) -> str | None:
    why = problem(v, Permission, "permission")
    if why:
        return why
    if v["player"] not in pset:
        return f"permission.player: {_short(v['player'])} is not a player"
    return None


_EFFECT_KEYS = frozenset(("id", "card", "obj", "params", "duration", "until_turn", "ts"))
_DURATIONS = frozenset(DURATIONS)
_COLORS = frozenset("WUBRG")


def _pt(v: Any) -> bool:
    return type(v) is list and len(v) == 2 and all(
        type(n) is int and -1000 <= n <= 1000 for n in v)


def _ability(v: Any) -> bool:
    return type(v) is str and 0 < len(v) < 200


_COPY_KEYS = frozenset(("name", "mana_cost", "colors", "supertypes", "types", "subtypes",
                        "power", "toughness", "loyalty", "abilities", "keyword_costs"))
_COPY_KEYS_HINTS = _COPY_KEYS | {"hints"}
_KEYWORD_COSTS = frozenset(("morph", "megamorph", "disguise"))


def _texts(v: Any) -> bool:
    return type(v) is list and len(v) <= MAX_LIST and all(
        type(x) is str and len(x) <= MAX_STRING for x in v)


def _printed(v: Any) -> bool:
    return v is None or (type(v) is str and len(v) <= MAX_SHORT)


def _copy(v: Any) -> bool:
    """Copiable values (`events.CopyValues`), as its full check and `effect_problem` take them:
    every key (`hints` may be absent), texts within their bounds, a mana cost that parses;
    the copied card's ability facts (`hints`) have their full check."""
    if type(v) is not dict:
        return False
    keys = v.keys()
    if keys != _COPY_KEYS and keys != _COPY_KEYS_HINTS:
        return False
    if not _copy_texts(v) or not _copy_cost(v["mana_cost"]):
        return False
    return "hints" not in v or _ABILITY_FACTS(v["hints"]) is None


def _copy_texts(v: dict) -> bool:
    """Copiable values' texts within their bounds: name, power, toughness, loyalty, colors,
    types, abilities and keyword costs."""
    name, colors, costs = v["name"], v["colors"], v["keyword_costs"]
    return ((name is None or (type(name) is str and len(name) <= MAX_STRING))
            and _printed(v["power"]) and _printed(v["toughness"]) and _printed(v["loyalty"])
            and type(colors) is list and len(colors) <= MAX_LIST
            and all(type(c) is str and c in _COLORS for c in colors)
            and _texts(v["supertypes"]) and _texts(v["types"]) and _texts(v["subtypes"])
            and _texts(v["abilities"]) and _keyword_costs(costs))


def _keyword_costs(costs: Any) -> bool:
    """Copiable values' keyword costs: {morph | megamorph | disguise: cost text}."""
    return type(costs) is dict and len(costs) <= MAX_MAP and all(
        type(k) is str and k in _KEYWORD_COSTS and type(c) is str and 0 < len(c) <= MAX_SHORT
        for k, c in costs.items())


def _copy_cost(cost: Any) -> bool:
    """Copiable values' mana cost: none, or text of at most MAX_SHORT characters that
    parses."""
    if cost is None:
        return True
    if not (type(cost) is str and len(cost) <= MAX_SHORT):
        return False
    try:
        parse_mana_cost(cost)
    except ManaCostError:
        return False
    return True


_ABILITY_FACTS = checker(AbilityFacts)

# what each kind of effect parameter may be, at a glance
_PARAMS = {
    "lose_all_abilities": lambda v, pset: v is True,
    "base_pt": lambda v, pset: _pt(v), "add_pt": lambda v, pset: _pt(v),
    "set_types": lambda v, pset: type(v) is str and 0 < len(v) <= 200,
    "colors": lambda v, pset: type(v) is list and len(v) <= 5 and all(
        type(c) is str and c in _COLORS for c in v),
    "add_ability": lambda v, pset: _ability(v) or (type(v) is list and 0 < len(v) <= 100_000
                                                   and all(_ability(a) for a in v)),
    "control": lambda v, pset: type(v) is str and v in pset,
    "copy": lambda v, pset: _copy(v),
}


def _effect_ok(eff: Any, st: GameState, pset: frozenset) -> bool:
    """The usual effect, at a glance (a flood of 100,000 is read in a fraction of a second);
    False sends it to the full check, which names any problem."""
    if type(eff) is not dict or eff.keys() != _EFFECT_KEYS:
        return False
    eid, obj, ts, until, params = eff["id"], eff["obj"], eff["ts"], eff["until_turn"], \
        eff["params"]
    if not (type(eid) is int and 1 <= eid < st.next_effect and type(obj) is int
            and -MAX_INT <= obj <= MAX_INT and type(ts) is int and 0 <= ts < st.next_ts
            and (until is None or (type(until) is int and -MAX_INT <= until <= MAX_INT))
            and eff["duration"] in _DURATIONS and type(eff["card"]) is str
            and eff["card"] in st.cards and type(params) is dict and params):
        return False
    for k, v in params.items():
        ok = _PARAMS.get(k) if type(k) is str else None
        if ok is None or not ok(v, pset):
            return False
    return True


def effect_problem(eff: Any, st: GameState, pset: frozenset) -> str | None:
    """What is wrong with a continuous effect in `st`; None if nothing is."""
    if _effect_ok(eff, st, pset):
        return None
    why = problem(eff, Effect, "effect")
    if why:
        return why
    params = eff["params"]
    if not params:
        return "effect.params: an effect does something"
    if eff["card"] not in st.cards:
        return f"effect.card: no card {_short(eff['card'])}"
    if not eff["id"] < st.next_effect:
        return f"effect.id: effect ids are issued below next_effect ({st.next_effect})"
    if not 0 <= eff["ts"] < st.next_ts:
        return f"effect.ts: timestamps are issued below next_ts ({st.next_ts})"
    if "control" in params and params["control"] not in pset:
        return f"effect.params.control: {_short(params['control'])} is not a player"
    copy = params.get("copy")
    if copy is not None:
        try:
            parse_mana_cost(copy["mana_cost"])
        except ManaCostError as exc:
            return f"effect.params.copy.mana_cost: {exc}"
    return None


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
