"""Replaying a saved log into a fresh game, checking every step.

Two levels, both ending in `ReplayError(path, message)` at the first step that does not fit
(`auto`, the default of `load_game`, is `rules` for logs of up to 2,000 events of a game started
and saved by this same version of tabletop, and `events` otherwise: loading a long game stays
fast, and a save played under older rules still opens as the board its events recorded;
`tabletop validate` always uses `rules`):

- `events`: each logged command names cards and players that exist at its point, and every
  primitive change of every event fits the state it is applied to. Saves store changes without
  the values they replace (replay reads them from the state, so they can't contradict it); a
  card that is added is new and well formed, an order change is a permutation, values have the
  type their field holds and name cards and players that exist, positions are in range, and
  every value is within the bounds of the schema's `Json` (`json_ok`: the loader validates the
  changes no further, see `schema.fast_adapter`). What loads is exactly the board the log's
  events produce from the setup, or an error. The commonest changes are checked inline in
  `replay_log`, each test as strict as `expand`'s; whatever they do not accept goes to `expand`.
- `rules`: each logged command is carried out again by the rules from the position before it,
  and must give the same result and events (compared as stored) as the log says. The verdict ids
  a log keeps are what the rules said then; they are kept as saved and not compared.

Why `auto` stops at 2,000 events (measured on the 2,000-object benchmark board, with the rules
made four times faster): its first 2,000 events load in 235 ms re-run through the rules (92 ms
with the events check), 5,000 in 545 ms, 10,000 in 1.4 s, all 20,008 in 3.7 s (CPU time on a
shared 2-core machine). A re-run costs about 0.1 ms per event on a big board, so 2,000 is what
fits the 300 ms load budget; smaller boards re-run faster (1,854 events of a 200-card game: 94
ms), but the limit can't know the board before it is built.
"""

from __future__ import annotations

from dataclasses import fields as dataclass_fields

from tabletop.model.cards import CardFacts, CardFactsError
from tabletop.model.commands import COMMANDS, CommandError, parse_command
from tabletop.model.events import Event
from tabletop.model.game import Game, LogEntry
from tabletop.model.setup import MODES
from tabletop.model.state import (
    CARD_FIELDS,
    GONE,
    METHODS,
    SHARED_ZONES,
    STEPS,
    GameState,
    StateError,
    zone_key,
)

VERIFY_LEVELS = ("events", "rules", "auto")
AUTO_RULES_EVENTS = 2_000  # "auto" re-runs the rules for logs up to this many events
CARD_KEYS = frozenset(("card", "to_card", "of", "keep", "pay_with"))

_OPT = type(None)
CARD_TYPES: dict[str, tuple] = {
    "facts": (str,), "owner": (str,), "token": (bool,), "zone": (str,), "obj": (int,),
    "controller": (str,), "tapped": (bool,), "counters": (dict,), "damage": (int,),
    "attached_to": (str, _OPT), "pos": (list, _OPT), "face_down": (dict, _OPT),
    "revealed": (list,), "ts": (int,), "since_turn": (int,), "permission": (dict, _OPT),
    "transformed": (bool,), "cast_from": (str, _OPT), "cast_method": (str, _OPT),
}
GAME_TYPES: dict[str, tuple] = {
    "turn": (int,), "active": (str,), "step": (str,), "lands_played": (dict,),
    "next_order": (int,), "next_ts": (int,), "next_obj": (int,), "next_effect": (int,),
    "shuffles": (int,), "ended": (bool,), "left": (list,), "mode": (str,),
    "restrictions": (list,),
}
# fields a "set" change may touch: never the ones that place a card (zone, owner), nor what it
# is (facts, token): those change only by "move", "card+" and "card-"
SETTABLE = frozenset(CARD_TYPES) - {"zone", "owner", "facts", "token"}
LENGTHS = {"set": 4, "move": 4, "g": 3, "eff+": 3, "eff-": 2, "card+": 3, "card-": 2,
           "facts+": 3, "facts-": 2, "order": 3}
ZONE_NAMES = ("battlefield", "stack", GONE, "library", "hand", "graveyard", "exile", "command")


class ReplayError(ValueError):
    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


def compact(ch: list) -> list:
    """A primitive change as a save stores it: without the values it replaces, which replay
    reads back from the state (so a stored change can't contradict the state it applies to)."""
    op = ch[0]
    if op == "set":
        return [op, ch[1], ch[2], ch[4]]
    if op in ("g", "order"):
        return [op, ch[1], ch[3]]
    if op == "move":
        return [op, ch[1], ch[4], ch[5]]
    if op == "eff-":
        return [op, ch[1]]
    if op == "card-":
        return [op, ch[1]["id"]]
    if op == "facts-":
        return [op, ch[1]]
    return ch


def _typed(value, allowed: tuple) -> bool:
    if bool in allowed or not isinstance(value, bool):
        return isinstance(value, allowed)
    return False


MAX_STRING, MAX_INT, MAX_FLOAT, MAX_ITEMS = 10_000, 1_000_000_000, 1e12, 100_000


def json_ok(v) -> bool:
    """A JSON value within the bounds of the schema's `Json` (text up to 10,000 characters, whole
    numbers within ±1e9, finite numbers within ±1e12, up to 100,000 items). The fast loader takes
    stored changes as they are (`schema.fast_adapter`); every value replay keeps passes this, or
    a membership check that bounds it more tightly (a card, a player, a zone, a field name)."""
    t = type(v)
    if t is dict or t is list:
        if len(v) > MAX_ITEMS:
            return False
        if t is dict:
            if any(type(k) is not str or len(k) > MAX_STRING for k in v):
                return False
            v = v.values()
        for x in v:
            tx = type(x)  # scalars here, the rest by recursion
            if tx is str:
                if len(x) > MAX_STRING:
                    return False
            elif tx is int:
                if not -MAX_INT <= x <= MAX_INT:
                    return False
            elif x is not None and tx is not bool and not json_ok(x):
                return False
        return True
    if t is str:
        return len(v) <= MAX_STRING
    if t is int:
        return -MAX_INT <= v <= MAX_INT
    if v is None or t is bool:
        return True
    if t is float:
        return -MAX_FLOAT <= v <= MAX_FLOAT  # false for NaN and the infinities
    return False


def _card(st: GameState, cid):
    card = st.cards.get(cid) if isinstance(cid, str) else None
    if card is None:
        raise ReplayError("", f"no card {cid!r}")
    return card


def expand(st: GameState, ch: list) -> list:
    """The full primitive change (tabletop.model.state) of a stored one, read against the state;
    raises ReplayError("", why) when it does not fit."""
    if type(ch) is not list or not ch:
        raise ReplayError("", "a change is a list that starts with its operation")
    op = ch[0]
    if type(op) is not str or LENGTHS.get(op) != len(ch):
        raise ReplayError("", f"unknown change {op!r}" if op not in LENGTHS else
                          f"a stored {op} change has {LENGTHS[op]} items, not {len(ch)}")
    if op == "set":
        _, cid, fld, new = ch
        card = _card(st, cid)
        if fld not in SETTABLE:
            raise ReplayError("", f"cards have no field {fld!r} that a set change may change")
        if not _typed(new, CARD_TYPES[fld]) or not json_ok(new):
            raise ReplayError("", f"{cid}.{fld} can't be {_short(new)}")
        _check_refs(st, fld, new)
        if fld == "counters" and not all(
                isinstance(k, str) and len(k) <= 40 and type(v) is int and 0 <= v <= 100_000
                for k, v in new.items()):
            raise ReplayError("", f"{cid}.counters: counters are short names and 0 to 100,000")
        return ["set", cid, fld, getattr(card, fld), new]
    if op == "g":
        _, fld, new = ch
        if fld not in GAME_TYPES:
            raise ReplayError("", f"the game has no field {fld!r} that changes")
        if not _typed(new, GAME_TYPES[fld]) or not json_ok(new):
            raise ReplayError("", f"{fld} can't be {_short(new)}")
        if fld == "active" and new not in st.players:
            raise ReplayError("", f"{new!r} is not a player")
        if fld == "step" and new not in STEPS:
            raise ReplayError("", f"{new!r} is not a step")
        if fld == "mode" and new not in MODES:
            raise ReplayError("", f"{new!r} is not a rules mode")
        if fld == "left" and not all(p in st.players for p in new):
            raise ReplayError("", "only players can leave the game")
        return ["g", fld, getattr(st, fld), new]
    if op == "move":
        _, cid, dst, di = ch
        card = _card(st, cid)
        if dst is not None and dst not in st.zones:
            raise ReplayError("", f"no zone {dst!r}")
        if not isinstance(di, int) or isinstance(di, bool) or di < 0:
            raise ReplayError("", "a position is a whole number from 0")
        if dst is not None and ":" in dst and dst.split(":", 1)[0] != card.owner:
            raise ReplayError("", f"{cid} can't go to another player's {dst.split(':', 1)[1]}")
        src = zone_key(card.zone, card.owner)
        si = st.zones[src].index(cid) if src is not None else 0
        if dst is not None and di > len(st.zones[dst]) - (1 if dst == src else 0):
            raise ReplayError("", f"position {di} is past the end of {dst}")
        return ["move", cid, src, si, dst, di]
    if op == "order":
        _, key, new = ch
        # a zone never holds a card twice, so equal lengths and equal sets make a permutation
        if key not in st.zones or not isinstance(new, list) or len(new) != len(
                st.zones[key]) or not all(type(x) is str for x in new) or set(new) != set(
                st.zones[key]):
            raise ReplayError("", f"the new order of {key!r} is not a reordering of it")
        return ["order", key, list(st.zones[key]), new]
    if op == "eff+":
        idx, eff = ch[1], ch[2]
        if not isinstance(idx, int) or isinstance(idx, bool) or not 0 <= idx <= len(
                st.effects) or not isinstance(eff, dict) or not EFFECT_KEYS <= set(eff) \
                or not isinstance(eff["params"], dict) or eff["card"] not in st.cards \
                or not json_ok(eff):
            raise ReplayError("", "eff+ takes a position in range and an effect with an id, "
                              "the card it applies to, its object number and its params")
        return ch
    if op == "eff-":
        idx = ch[1]
        if not isinstance(idx, int) or isinstance(idx, bool) or not 0 <= idx < len(st.effects):
            raise ReplayError("", f"no effect at position {idx!r}")
        return ["eff-", idx, st.effects[idx]]
    if op == "card+":
        d, idx = ch[1], ch[2]
        if not isinstance(d, dict) or not set(d) <= set(CARD_FIELDS) or not {
                "id", "facts", "owner", "zone"} <= set(d) or not json_ok(d):
            raise ReplayError("", "card+ takes a card with id, facts, owner and zone")
        if not isinstance(d["id"], str) or d["id"] in st.cards:
            raise ReplayError("", f"card {d['id']!r} exists already")
        if d["owner"] not in st.players or d["facts"] not in st.facts:
            raise ReplayError("", f"card {d['id']!r} names an unknown owner or facts")
        for fld, v in d.items():
            if fld != "id" and not _typed(v, CARD_TYPES[fld]):
                raise ReplayError("", f"card {d['id']!r}: {fld} can't be {v!r}")
            if fld in ("face_down", "permission", "pos") and _shape_problem(st, fld, v):
                raise ReplayError("", f"card {d['id']!r}: {_shape_problem(st, fld, v)}")
        if d["zone"] not in ZONE_NAMES:
            raise ReplayError("", f"unknown zone {d['zone']!r}")
        key = zone_key(d["zone"], d["owner"])
        if not isinstance(idx, int) or isinstance(idx, bool) or not 0 <= idx <= (
                len(st.zones[key]) if key else 0):
            raise ReplayError("", "card+ takes a position in range")
        return ch
    if op == "card-":
        card = _card(st, ch[1])
        key = zone_key(card.zone, card.owner)
        return ["card-", card.to_dict(), st.zones[key].index(card.id) if key else 0]
    if op == "facts+":
        key, d = ch[1], ch[2]
        if not isinstance(key, str) or key in st.facts or not json_ok(key):
            raise ReplayError("", f"facts {_short(key)} exist already or can't be a key")
        if not json_ok(d):
            raise ReplayError("", f"facts {key!r}: not JSON facts within the format's bounds")
        try:
            CardFacts.from_dict(d)
        except CardFactsError as exc:
            raise ReplayError("", f"facts {key!r}: {exc}") from None
        return ch
    # facts-
    if ch[1] not in st.facts:
        raise ReplayError("", f"no facts {ch[1]!r}")
    return ["facts-", ch[1], st.facts[ch[1]]]


PERMISSION_KEYS = frozenset(("player", "source", "until", "until_turn", "used", "expired"))
EFFECT_KEYS = frozenset(("id", "card", "obj", "params"))


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _shape_problem(st: GameState, fld: str, new) -> str | None:
    """What the rules and views read of a structured value, present with the right types."""
    if new is None:
        return None
    if fld == "face_down":
        if new.get("exile") is True:
            return None if isinstance(new.get("may_look", []), list) else "may_look is a list"
        order, method = new.get("order"), new.get("method")
        if not (type(order) is int and order >= 1 and method in METHODS):
            return "a face-down marker has an order from 1 and a method"
        chars = new.get("chars")
        if chars is not None and not isinstance(chars, dict):
            return "a marker's chars are an object"
    elif fld == "permission":
        if not PERMISSION_KEYS <= set(new) or new["player"] not in st.players:
            return f"a permission has {', '.join(sorted(PERMISSION_KEYS))}"
    elif fld == "pos":
        if len(new) != 2 or not all(type(v) in (int, float) for v in new):
            return "a position is [x, y]"
    return None


def _check_refs(st: GameState, fld: str, new) -> None:
    problem = _shape_problem(st, fld, new)
    if fld == "attached_to" and new is not None and new not in st.cards:
        problem = f"attached to unknown card {new!r}"
    elif fld in ("controller", "owner") and new not in st.players:
        problem = f"{new!r} is not a player"
    elif fld == "facts" and new not in st.facts:
        problem = f"unknown facts {new!r}"
    elif fld == "cast_from" and new is not None and new not in ZONE_NAMES:
        problem = f"{new!r} is not a zone"
    elif fld == "cast_method" and new is not None and new not in METHODS:
        problem = f"{new!r} is not a face-down method"
    elif fld == "revealed" and not all(p in st.players for p in new):
        problem = "revealed to someone who is not a player"
    if problem:
        raise ReplayError("", problem)


def count_events(log: list[dict]) -> int:
    """How many events a (schema-checked) log holds."""
    return sum([len(d["events"]) for d in log if "events" in d])


def replay_log(game: Game, log: list[dict], verify: str = "events") -> None:
    """Carry the saved log (plain dicts, already shape-checked by the schema, which mirrors
    `parse_command`) into the fresh `game`, checking it. On a ReplayError the game is left
    half-way and must be thrown away."""
    if verify not in VERIFY_LEVELS:
        raise ValueError(f"verify must be one of {VERIFY_LEVELS}")
    st = game.state
    players = st.players
    if verify == "auto":
        verify = "rules" if count_events(log) <= AUTO_RULES_EVENTS else "events"
    if verify == "rules":
        for i, d in enumerate(log):
            _rerun(game, d, f"log[{i}]")
        return
    cards, apply = st.cards, st.apply_change
    append = game.log.append
    plain, counters = _PLAIN, _COUNTERS
    players_set, steps = frozenset(players), _STEPS
    set_ok = _set_checks(st)
    zkey, zname, zowner = _zone_maps(st)
    lo, hi = -MAX_INT, MAX_INT
    names = _command_names()
    new_event, set_kind, set_data, set_changes = _EVENT_MAKER
    set_command, set_actor, set_result, set_verdicts, set_events = _ENTRY_SETTERS
    for i, d in enumerate(log):
        j = k = -1
        try:
            actor = d.get("actor")
            if actor is not None and actor not in players:
                raise ReplayError(f"log[{i}].actor", f"{actor!r} is not a player")
            cmd = d["command"]
            # the fields of this kind of command that name a card, whether it names a player
            card_fields, player = names.get(cmd["kind"]) or _NAMES_ANY
            for key in card_fields:
                v = cmd.get(key)
                if v is not None and (v not in cards or cards[v].zone == GONE):
                    raise ReplayError(f"log[{i}].command.{key}",
                                      f"no card {v!r} at this point of the game")
            if player:
                v = cmd.get("player")
                if v is not None and v not in players_set:
                    raise ReplayError(f"log[{i}].command.player", f"{v!r} is not a player")
                if "card_list" in cmd:
                    _check_command(st, cmd, f"log[{i}].command")
            events = []
            for j, e in enumerate(d.get("events", ())):  # noqa: B007 (j names the error)
                # the stored changes are completed (the document is ours to use up)
                chs = e.get("changes") or []
                for k, ch in enumerate(chs):  # noqa: B007
                    # the common cases inline (each check as in `expand`), the rest by `expand`
                    op = ch[0]
                    if op == "set" and len(ch) == 4:
                        _, cid, fld, new = ch
                        card = cards.get(cid)
                        if card is not None:
                            t = plain.get(fld)
                            if t is not None:
                                ok = type(new) is t and (t is bool or lo <= new <= hi)
                            else:
                                f = set_ok.get(fld)
                                ok = f is not None and f(new)
                            if ok:
                                chs[k] = ["set", cid, fld, getattr(card, fld), new]
                                setattr(card, fld, new)
                                continue
                    elif op == "move" and len(ch) == 4:
                        chs[k] = _move(st, ch, zkey, zname, zowner)
                        continue
                    elif op == "g" and len(ch) == 3:
                        _, fld, new = ch
                        if (type(new) is int and fld in counters and lo <= new <= hi) or (
                                fld == "step" and type(new) is str and new in steps) or (
                                fld == "active" and type(new) is str and new in players_set):
                            chs[k] = ["g", fld, getattr(st, fld), new]
                            setattr(st, fld, new)
                            continue
                    x = expand(st, ch)
                    apply(x)
                    chs[k] = x
                ev = new_event(Event)  # Event(kind, data, chs) at a third of the cost
                set_kind(ev, e["kind"])
                set_data(ev, e.get("data") or {})
                set_changes(ev, chs)
                events.append(ev)
            entry = new_event(LogEntry)  # LogEntry(...) through its slots, as events
            set_command(entry, cmd)
            set_actor(entry, actor)
            set_result(entry, d.get("result", "done"))
            set_verdicts(entry, d.get("verdicts") or [])
            set_events(entry, events)
            append(entry)
        except ReplayError as exc:
            raise ReplayError(exc.path or _where(i, j, k), exc.message) from None
        except (StateError, LookupError, TypeError, ValueError, AttributeError) as exc:
            raise ReplayError(_where(i, j, k), str(exc) or type(exc).__name__) from None


# what an unknown kind of command is checked for (the schema lets none through; a log given to
# `replay_log` directly may hold one): every field that may name a card or a player
_NAMES_ANY = (tuple(sorted(CARD_KEYS)), True)
_NAMES: dict[str, tuple[tuple[str, ...], bool]] = {}


def _command_names() -> dict[str, tuple[tuple[str, ...], bool]]:
    """For each kind of command: its fields that name a card, and whether it has a player or a
    card list (the fields `_check_command` checks)."""
    if not _NAMES:
        for kind, cls in COMMANDS.items():
            names = [f.name for f in dataclass_fields(cls)]
            _NAMES[kind] = (tuple(n for n in names if n in CARD_KEYS),
                            "player" in names or "card_list" in names)
    return _NAMES


_ZONES_OR_NONE = frozenset((*ZONE_NAMES, None))
_METHODS_OR_NONE = frozenset((*METHODS, None))


# A frozen Event built through its slots: its generated __init__ (three object.__setattr__ calls
# through globals) was a tenth of a long replay. Only while Event is exactly these three slots.
_ENTRY_FIELDS = ("command", "actor", "result", "verdicts", "events")
if tuple(f.name for f in dataclass_fields(Event)) != ("kind", "data", "changes") or tuple(
        f.name for f in dataclass_fields(LogEntry)) != _ENTRY_FIELDS or hasattr(
        Event, "__post_init__") or hasattr(LogEntry, "__post_init__"):
    raise ImportError("tabletop.model Event or LogEntry changed: update replay._EVENT_MAKER")
_EVENT_MAKER = (object.__new__, Event.kind.__set__, Event.data.__set__,  # type: ignore[attr-defined]
                Event.changes.__set__)  # type: ignore[attr-defined]
_ENTRY_SETTERS = tuple(getattr(LogEntry, f).__set__ for f in _ENTRY_FIELDS)


def _set_checks(st: GameState) -> dict:
    """For each card field a set change may touch (but the plain ones), a test that accepts a new
    value exactly when `expand` would (the values it refuses go to `expand` for the message)."""
    players, cards = frozenset(st.players), st.cards
    lo, hi = -MAX_INT, MAX_INT
    methods = frozenset(METHODS)

    def number(x) -> bool:
        t = type(x)
        return (t is int and lo <= x <= hi) or (t is float and -MAX_FLOAT <= x <= MAX_FLOAT)

    def shaped(fld: str):
        return lambda v: v is None or (type(v) is dict and _shape_problem(st, fld, v) is None
                                       and json_ok(v))
    general_marker = shaped("face_down")

    def marker(v) -> bool:
        # the marker every face-down entry writes, at a glance; any other shape in full
        if type(v) is dict and len(v) == 4 and v.get("chars", 0) is None:
            order, method, source = v.get("order"), v.get("method"), v.get("source", 0)
            if type(order) is int and 1 <= order <= hi and type(method) is str \
                    and method in methods and (source is None or (
                        type(source) is str and len(source) <= MAX_STRING)):
                return True
        return general_marker(v)

    def revealed(v) -> bool:
        if type(v) is not list or len(v) > MAX_ITEMS:
            return False
        try:
            return players.issuperset(v)  # only players, who are text
        except TypeError:  # an unhashable value
            return False

    def counters(v) -> bool:
        if type(v) is not dict or len(v) > MAX_ITEMS:
            return False
        for c, n in v.items():
            if not (type(c) is str and len(c) <= 40 and type(n) is int and 0 <= n <= 100_000):
                return False
        return True
    return {
        "controller": lambda v: type(v) is str and v in players,
        "attached_to": lambda v: v is None or (type(v) is str and v in cards),
        "cast_from": lambda v: v is None or (type(v) is str and v in _ZONES_OR_NONE),
        "cast_method": lambda v: v is None or (type(v) is str and v in _METHODS_OR_NONE),
        "revealed": revealed,
        "counters": counters,
        "pos": lambda v: v is None or (type(v) is list and len(v) == 2 and number(v[0])
                                       and number(v[1])),
        "face_down": marker,
        "permission": shaped("permission"),
    }


def _zone_maps(st: GameState) -> tuple[dict, dict, dict]:
    """(owner, zone name) -> zone key, zone key -> zone name, zone key -> owner (None: shared),
    with None for the cards that are gone."""
    zkey, zname, zowner = {}, {None: GONE}, {}
    for p in st.players:
        for z in (*ZONE_NAMES, GONE):
            key = zone_key(z, p)
            zkey[p, z] = key
            if key is not None:
                zname[key] = z
                zowner[key] = None if z in SHARED_ZONES else p
    return zkey, zname, zowner


def _move(st: GameState, ch: list, zkey: dict, zname: dict, zowner: dict) -> list:
    """A stored move, checked as `expand` does, and applied; the full change."""
    _, cid, dst, di = ch
    card = st.cards.get(cid) if type(cid) is str else None
    if card is None:
        raise ReplayError("", f"no card {cid!r}")
    zones = st.zones
    if dst is not None and (type(dst) is not str or dst not in zones):
        raise ReplayError("", f"no zone {_short(dst)}")
    if type(di) is not int or di < 0:
        raise ReplayError("", "a position is a whole number from 0")
    owner = card.owner
    if dst is not None and zowner[dst] not in (None, owner):
        raise ReplayError("", f"{cid} can't go to another player's {zname[dst]}")
    src = zkey[owner, card.zone]
    if src is not None:
        lst = zones[src]
        si = lst.index(cid)
    else:
        si = 0
    if dst is not None:
        target = zones[dst]
        if di > len(target) - (1 if dst == src else 0):
            raise ReplayError("", f"position {di} is past the end of {dst}")
        if src is not None:
            del lst[si]
        target.insert(di, cid)
    elif src is not None:
        del lst[si]
    card.zone = zname[dst]
    return ["move", cid, src, si, dst, di]


def _where(i: int, j: int, k: int) -> str:
    if j < 0:
        return f"log[{i}]"
    return f"log[{i}].events[{j}]" + (f".changes[{k}]" if k >= 0 else "")


# game fields that are plain counters (any whole number will do)
_COUNTERS = frozenset(("next_order", "next_ts", "next_obj", "next_effect", "shuffles", "turn"))
_STEPS = frozenset(STEPS)


def _check_command(st: GameState, cmd: dict, where: str) -> None:
    """The cards and players a logged command names exist at its point of the log (the rules
    never log a command that names a missing card)."""
    for key in CARD_KEYS:
        cid = cmd.get(key)
        if cid is not None and (cid not in st.cards or st.cards[cid].zone == GONE):
            raise ReplayError(f"{where}.{key}", f"no card {cid!r} at this point of the game")
    for n, cid in enumerate(cmd.get("card_list", ())):
        if cid not in st.cards:
            raise ReplayError(f"{where}.card_list[{n}]", f"no card {cid!r} at this point")
    p = cmd.get("player")
    if p is not None and p not in st.players:
        raise ReplayError(f"{where}.player", f"{p!r} is not a player")


# fields whose new value needs no more than a type check
_PLAIN = {"tapped": bool, "damage": int, "obj": int, "ts": int, "since_turn": int,
          "transformed": bool}


def _rerun(game: Game, d: dict, where: str) -> None:
    try:
        cmd = parse_command(d["command"])
    except CommandError as exc:
        raise ReplayError(f"{where}.command", str(exc)) from None
    actor, result = d.get("actor"), d.get("result", "done")
    if actor is not None and actor not in game.state.players:
        raise ReplayError(f"{where}.actor", f"{actor!r} is not a player")
    _check_command(game.state, d["command"], f"{where}.command")
    try:
        out = game.apply(cmd, actor, override=result == "overridden")
    except Exception as exc:  # a rules bug on a strange log is still this log's problem
        raise ReplayError(where, f"the rules could not carry out this command "
                                 f"({type(exc).__name__}: {exc})") from None
    if out.result == "refused":
        why = f" ({out.reason.id})" if out.reason else ""
        raise ReplayError(where, f"the rules refuse this {cmd.kind}{why}")
    if out.entry is None:
        raise ReplayError(f"{where}.command", f"{cmd.kind} is a question, not something a log "
                          "records")
    if out.result != result:
        raise ReplayError(f"{where}.result", f"the rules say {out.result}, the log {result}")
    # the verdicts are what the rules said (advice that may be worded or split differently as
    # the rules grow); the result and the events are what happened, and must be the same
    want = [{"kind": e["kind"], "data": e.get("data", {}), "changes": e.get("changes", [])}
            for e in d.get("events", [])]
    got = [{"kind": e.kind, "data": e.data, "changes": [compact(ch) for ch in e.changes]}
           for e in out.events]
    if got != want:
        raise ReplayError(*_first_difference(where, got, want))
    # keep what the file says (equal to what the rules did)
    out.entry.command = d["command"]
    out.entry.verdicts = list(d.get("verdicts", []))


def _first_difference(where: str, got: list, want: list) -> tuple[str, str]:
    for j, (a, b) in enumerate(zip(got, want, strict=False)):
        at = f"{where}.events[{j}]"
        if a["kind"] != b["kind"]:
            return f"{at}.kind", f"the rules give {a['kind']!r} here"
        if a["data"] != b["data"]:
            return f"{at}.data", "the rules give different data here"
        for k, (x, y) in enumerate(zip(a["changes"], b["changes"], strict=False)):
            if x != y:
                return f"{at}.changes[{k}]", "the rules make a different change here"
        if a != b:
            return f"{at}.changes", (f"the rules make {len(a['changes'])} changes here, the log "
                                     f"{len(b['changes'])}")
    return f"{where}.events", f"the rules give {len(got)} events, the log {len(want)}"
