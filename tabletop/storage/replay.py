"""Replaying a saved log into a fresh game, checking every step.

Two levels, both ending in `ReplayError(path, message)` at the first step that does not fit
(`auto`, the default of `load_game`, is `rules` for logs of up to 2,000 events of a game started
and saved by this same version of tabletop, and `events` otherwise: loading a long game stays
fast, and a save played under older rules still opens as the board its events recorded;
`tabletop validate` always uses `rules`):

- `events`: each logged command names cards and players that exist at its point, and every
  primitive change of every event fits the state it is applied to, so that every position of
  the log keeps the invariants of `tabletop.model.invariants`: saves store changes without the
  values they replace (replay reads them from the state, so they can't contradict it); every
  value has the type of the field it goes to (the typed payloads of `tabletop.model.events`:
  face-down markers, permissions, effects, added cards), within the bounds of the schema's
  `Json` (the loader validates the changes no further, see `schema.fast_adapter`), and names
  cards and players that exist; a face-down marker goes only on the battlefield or the stack
  (a card exiled face down: in exile), numbered below `next_order` and held by one object; an
  object number is below `next_obj` and held by one card; attachments join two permanents and
  end before either leaves the battlefield; the game's counters never go back, the turn
  starts from 1. What loads is exactly the board the log's events produce from the setup, or
  an error. The commonest changes are checked inline in `replay_log` (by the same checks as
  the rest); the others go to `Checker.step`.
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
from typing import Any

from tabletop.model.cards import CardFacts, CardFactsError
from tabletop.model.commands import COMMANDS, CommandError, parse_command
from tabletop.model.events import CardRecord, Event, problem
from tabletop.model.game import Game, LogEntry
from tabletop.model.invariants import (
    arrows_problem,
    counters_problem,
    effect_problem,
    face_down_problem,
    known_problem,
    life_problem,
    note_problem,
    permission_problem,
    player_counters_problem,
    player_counts_problem,
    pos_problem,
    requests_problem,
)
from tabletop.model.setup import MODES, RESTRICTIONS
from tabletop.model.state import (
    CARD_FIELDS,
    GONE,
    METHODS,
    NUMBERERS,
    SHARED_ZONES,
    STEPS,
    CardState,
    GameState,
    StateError,
    zone_key,
)

try:  # compiled (packaging/hatch_build.py), `cython` is the compiler's: `compiled` is True
    import cython  # (no types; pyproject.toml's mypy section says so)

    COMPILED = cython.compiled
except ImportError:  # pure Python without Cython installed
    COMPILED = False

VERIFY_LEVELS = ("events", "rules", "auto")
AUTO_RULES_EVENTS = 2_000  # "auto" re-runs the rules for logs up to this many events
CARD_KEYS = frozenset(("card", "to_card", "of", "keep", "pay_with"))
# fields of commands that list cards (put_on_bottom, arrange_top, search, reveal)
LIST_KEYS = frozenset(("card_list", "find", "top", "bottom", "graveyard"))

# fields a "set" change may touch: never the ones that place a card (zone, owner), nor what it
# is (facts, token): those change only by "move", "card+" and "card-"
SETTABLE = frozenset(CARD_FIELDS) - {"id", "zone", "owner", "facts", "token"}
LENGTHS = {"set": 4, "move": 4, "g": 3, "eff+": 3, "eff-": 2, "card+": 3, "card-": 2,
           "facts+": 3, "facts-": 2, "order": 3}
ZONE_NAMES = ("battlefield", "stack", GONE, "library", "hand", "graveyard", "exile", "command")
# the game's counters: numbers are taken from them, so they never go back
COUNTERS = frozenset(NUMBERERS)
GAME_FIELDS = frozenset((*COUNTERS, "turn", "active", "step", "lands_played", "ended", "left",
                         "mode", "restrictions", "mulligans", "bottom_due", "kept", "life",
                         "player_counters", "arrows", "top_revealed", "cleanup_priority",
                         "requests", "trust", "priority", "priority_passed", "resolving"))


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


def stored_entry(e: LogEntry) -> dict:
    """A log entry as a save stores it (what `replay_log` reads back): defaults (`actor` null,
    `result` done, no verdicts, no events, empty `data`, no `changes`) are left out, which keeps
    a long log a good deal smaller. Here, compiled with the replay, it takes half the time."""
    d: dict = {"command": e.command}
    if e.actor is not None:
        d["actor"] = e.actor
    if e.result != "done":
        d["result"] = e.result
    if e.verdicts:
        d["verdicts"] = e.verdicts
    if e.events:
        d["events"] = [_stored_event(ev) for ev in e.events]
    return d


def _stored_event(ev: Event) -> dict:
    x: dict = {"kind": ev.kind}
    if ev.data:
        x["data"] = ev.data
    if ev.changes:  # compact(), with its two commonest cases inline
        x["changes"] = [[op, ch[1], ch[2], ch[4]] if (op := ch[0]) == "set" else
                        [op, ch[1], ch[3]] if op == "g" else compact(ch)
                        for ch in ev.changes]
    return x


MAX_STRING, MAX_INT, MAX_FLOAT, MAX_ITEMS = 10_000, 1_000_000_000, 1e12, 100_000


def json_ok(v) -> bool:
    """A JSON value within the bounds of the schema's `Json` (text up to 10,000 characters, whole
    numbers within ±1e9, finite numbers within ±1e12, up to 100,000 items). The fast loader takes
    stored changes as they are (`schema.fast_adapter`); every value replay keeps passes this, or
    a check that bounds it more tightly (a card, a player, a zone, a typed payload)."""
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


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _number(x) -> bool:
    t = type(x)
    return (t is int and -MAX_INT <= x <= MAX_INT) or (
        t is float and -MAX_FLOAT <= x <= MAX_FLOAT)


class Checker:
    """The checks of stored changes against one game's state, and what they need beyond the
    state, kept up to date as changes are applied: which card holds each object number and
    each marker number, how many permanents are attached to each card, the effect ids.

    `set_checks[field](card, value)` says what is wrong with setting a card's field (None: it
    fits); `step(change)` checks any stored change, applies it and gives the full change."""

    def __init__(self, st: GameState) -> None:
        self.st = st
        self.players = frozenset(st.players)
        # within a `taken_back` event the turn may go back (an advance taken back); the game's
        # numberers still only go up (a take-back never hands a number out again)
        self.taking_back = False
        self.event: dict = {}  # the stored event whose changes are being checked
        self.objs: dict[int, str] = {}
        self.orders: dict[int, str] = {}
        self.hosts: dict[str, int] = {}
        for cid, card in st.cards.items():
            self.objs[card.obj] = cid
            fd = card.face_down
            if fd is not None and "order" in fd:
                self.orders[fd["order"]] = cid
            if card.attached_to is not None:
                self.hosts[card.attached_to] = self.hosts.get(card.attached_to, 0) + 1
        self.effect_ids = {e["id"] for e in st.effects}
        self.checked_requests: dict[int, dict] = {}  # (the last list of requests that passed)
        self.set_checks = self._set_checks()
        self.full_changes = self._full_changes()
        self.zkey, self.zname, self.zowner = _zone_maps(st)
        self.move = self._mover()

    # -- set changes
    def _set_checks(self) -> dict:
        st, players, cards = self.st, self.players, self.st.cards
        zone_names = frozenset(ZONE_NAMES)
        methods = frozenset(METHODS)

        def flag(card, v):
            return None if type(v) is bool else f"true or false, not {_short(v)}"

        def damage(card, v):
            return None if type(v) is int and 0 <= v <= 1_000_000 else \
                f"damage is a whole number from 0 to 1,000,000, not {_short(v)}"

        def obj(card, v):
            if not (type(v) is int and 1 <= v < st.next_obj):
                return f"object numbers are taken from next_obj ({st.next_obj}), not {_short(v)}"
            holder = self.objs.get(v)
            if holder is not None and holder != card.id:
                return f"object number {v} belongs to card {holder!r}"
            return None

        def ts(card, v):
            return None if type(v) is int and 0 <= v < st.next_ts else \
                f"timestamps are taken from next_ts ({st.next_ts}), not {_short(v)}"

        def since_turn(card, v):
            return None if type(v) is int and 0 <= v <= st.turn else \
                f"a turn from 0 to this one ({st.turn}), not {_short(v)}"

        def controller(card, v):
            return None if type(v) is str and v in players else \
                f"{_short(v)} is not a player"

        def attached_to(card, v):
            if v is None:
                return None
            host = cards.get(v) if type(v) is str else None
            if host is None:
                return f"attached to unknown card {_short(v)}"
            if host is card or card.zone != "battlefield" or host.zone != "battlefield":
                return f"only a permanent is attached, to another permanent (this is in the " \
                       f"{card.zone}, {v} in the {host.zone})"
            return None

        def cast_from(card, v):
            return None if v is None or (type(v) is str and v in zone_names) else \
                f"{_short(v)} is not a zone"

        def cast_method(card, v):
            return None if v is None or (type(v) is str and v in methods) else \
                f"{_short(v)} is not a face-down method"

        def revealed(card, v):
            if type(v) is not list or len(v) > MAX_ITEMS:
                return "revealed to a list of players"
            try:
                ok = players.issuperset(v)  # only players, who are text
            except TypeError:  # an unhashable value
                ok = False
            return None if ok else "revealed to someone who is not a player"

        def known(card, v):
            why = known_problem(v, players)
            return None if why is None else f"known: {why}"

        def counters(card, v):
            why = counters_problem(v)
            return None if why is None else f"counters: {why}"

        def pos(card, v):
            if v is None or (type(v) is list and len(v) == 2 and _number(v[0])
                             and _number(v[1])):
                return None
            return pos_problem(v) or "a position is [x, y]"

        def face_down(card, v):
            if v is None:
                return None
            why = face_down_problem(v, card.zone, players, st.next_order)
            if why is None and "order" in v:
                holder = self.orders.get(v["order"])
                if holder is not None and holder != card.id:
                    why = f"marker #{v['order']} belongs to card {holder!r}"
            return why

        def permission(card, v):
            return None if v is None else permission_problem(v, players)

        def note(card, v):
            why = note_problem(v, card.zone)
            return None if why is None else f"note: {why}"
        return {"tapped": flag, "transformed": flag, "damage": damage, "obj": obj, "ts": ts,
                "since_turn": since_turn, "controller": controller, "attached_to": attached_to,
                "cast_from": cast_from, "cast_method": cast_method, "revealed": revealed,
                "known": known,
                "counters": counters, "pos": pos, "face_down": face_down,
                "permission": permission, "note": note}

    def set_problem(self, card: CardState, fld, new) -> str | None:
        check = self.set_checks.get(fld) if type(fld) is str else None
        if check is None:
            return f"cards have no field {_short(fld)} that a set change may change"
        return check(card, new)

    def after_set(self, card: CardState, fld: str, old, new) -> None:
        """Keep the indexes up to date after `card.fld` went from `old` to `new`."""
        cid = card.id
        if fld == "obj":
            if self.objs.get(old) == cid:
                del self.objs[old]
            self.objs[new] = cid
        elif fld == "face_down":
            if old is not None and "order" in old and self.orders.get(old["order"]) == cid:
                del self.orders[old["order"]]
            if new is not None and "order" in new:
                self.orders[new["order"]] = cid
        elif fld == "attached_to":
            if old is not None:
                self._unhost(old)
            if new is not None:
                self.hosts[new] = self.hosts.get(new, 0) + 1

    def _unhost(self, host: str) -> None:
        n = self.hosts.get(host, 0) - 1
        if n > 0:
            self.hosts[host] = n
        else:
            self.hosts.pop(host, None)

    # -- game changes
    def g_problem(self, fld, new) -> str | None:
        if type(fld) is not str or fld not in GAME_FIELDS:
            return f"the game has no field {_short(fld)} that changes"
        return G_CHECKS[fld](self, fld, new)

    def requests_problem(self, new) -> str | None:
        """The requests waiting for an answer (`events.Request`, `invariants.requests_problem`):
        asked by players of this game of another, each id once and already taken from
        `next_request`, naming its cards. A request that passed in an earlier list of this
        replay, unchanged, is not type-checked nor its command parsed again."""
        st = self.st
        why = requests_problem(new, self.players, st.cards, st.next_request,
                               self.checked_requests)
        if why is None:
            self.checked_requests = {r["id"]: r for r in new}
        return why

    # -- moves
    def move_problem(self, card: CardState, dst: str | None) -> str | None:
        zone = self.zname[dst]
        fd = card.face_down
        if fd is not None:
            if "exile" in fd:
                if zone != "exile":
                    return f"{card.id} is exiled face down: it leaves exile face up, not for " \
                           f"the {zone} still face down"
            elif zone not in SHARED_ZONES:
                where = "a hand" if zone == "hand" else f"the {zone}"
                return f"{card.id} is face down: it can't go to {where} still face down " \
                       "(face-down objects are on the battlefield or the stack)"
        if card.zone == "battlefield" and zone != "battlefield":
            if card.attached_to is not None:
                return f"{card.id} is attached to {card.attached_to}: it can't leave the " \
                       "battlefield attached"
            if self.hosts.get(card.id):
                return f"{card.id} has permanents attached to it: it can't leave the " \
                       "battlefield with them"
        if dst is None and not card.token and not self.owner_leaves(card):
            return f"{card.id} is a card: only tokens cease to exist (and the cards of a " \
                   "player who leaves the game)"
        return None

    def owner_leaves(self, card: CardState) -> bool:
        """Whether the event being checked is `card` leaving the game with its owner (800.4a:
        a player who leaves takes every object they own out of the game)."""
        e = self.event
        data = e.get("data") if e.get("kind") == "moved" else None
        return type(data) is dict and data.get("reason") == "owner_left" and data.get(
            "card") == card.id and data.get("owner") == card.owner

    def _mover(self):
        """`move(change)`: a stored move, checked, and applied; the full change. (A closure over
        what it reads: a long log moves thousands of cards.)"""
        zones, cards, hosts = self.st.zones, self.st.cards, self.hosts
        zkey, zname, zowner = self.zkey, self.zname, self.zowner
        move_problem = self.move_problem

        def move(ch: list) -> list:
            _, cid, dst, di = ch
            card = cards.get(cid) if type(cid) is str else None
            if card is None:
                raise ReplayError("", f"no card {_short(cid)}")
            if dst is not None and (type(dst) is not str or dst not in zones):
                raise ReplayError("", f"no zone {_short(dst)}")
            if type(di) is not int or di < 0:
                raise ReplayError("", "a position is a whole number from 0")
            owner = card.owner
            if dst is not None and zowner[dst] not in (None, owner):
                raise ReplayError("", f"{cid} can't go to another player's {zname[dst]}")
            if card.face_down is not None or (dst is None and not card.token) or (
                    card.zone == "battlefield" and (card.attached_to is not None
                                                    or cid in hosts)):
                why = move_problem(card, dst)  # (the common case needs none of it)
                if why is not None:
                    raise ReplayError("", why)
            src = zkey[owner, card.zone]
            if src is not None:
                lst = zones[src]
                si = _index(lst, card.id)
            else:
                si = 0
            if dst is not None:
                target = zones[dst]
                if di > len(target) - (1 if dst == src else 0):
                    raise ReplayError("", f"position {di} is past the end of {dst}")
                if src is not None:
                    del lst[si]
                target.insert(di, card.id)  # (the card's own id object: see `_index`)
            elif src is not None:
                del lst[si]
            card.zone = zname[dst]
            return ["move", cid, src, si, dst, di]
        return move

    # -- any change
    def step(self, ch) -> list:
        """Check a stored change against the state, apply it, keep the indexes up to date;
        the full primitive change (tabletop.model.state). Raises ReplayError("", why)."""
        if type(ch) is not list or not ch:
            raise ReplayError("", "a change is a list that starts with its operation")
        op = ch[0]
        if type(op) is not str or LENGTHS.get(op) != len(ch):
            raise ReplayError("", f"unknown change {_short(op)}" if op not in LENGTHS else
                              f"a stored {op} change has {LENGTHS[op]} items, not {len(ch)}")
        if op == "move":
            return self.move(ch)
        if op == "set":
            return self._set(ch)
        if op == "g":
            return self._g(ch)
        full = self.full_changes[op](ch)  # checked; then applied as the state applies it
        self.st.apply_change(full)
        return full

    def _set(self, ch: list) -> list:
        """A stored set change, checked and applied."""
        _, cid, fld, new = ch
        card = self.st.cards.get(cid) if type(cid) is str else None
        if card is None:
            raise ReplayError("", f"no card {_short(cid)}")
        why = self.set_problem(card, fld, new)
        if why is not None:
            raise ReplayError("", f"{cid}.{fld}: {why}")
        old = getattr(card, fld)
        setattr(card, fld, new)
        self.after_set(card, fld, old, new)
        return ["set", cid, fld, old, new]

    def _g(self, ch: list) -> list:
        """A stored change of a game field, checked and applied."""
        st = self.st
        _, fld, new = ch
        why = self.g_problem(fld, new)
        if why is not None:
            raise ReplayError("", why)
        old = getattr(st, fld)
        setattr(st, fld, new)
        return ["g", fld, old, new]

    def _full_changes(self) -> dict:
        """The checks of the other kinds of change: each the full change, not yet applied (the
        indexes kept up to date)."""
        return {"order": self._order, "eff+": self._effect_added,
                "eff-": self._effect_removed, "card+": self._card_added,
                "card-": self._card_removed, "facts+": self._facts_added,
                "facts-": self._facts_removed}

    def _order(self, ch: list) -> list:
        st = self.st
        _, key, new = ch
        # a zone never holds a card twice, so equal lengths and equal sets make a permutation
        # (`new` as a set as long as the zone, then holding each of its cards)
        if type(key) is not str or key not in st.zones or type(new) is not list or len(
                new) != len(st.zones[key]) or not all(type(x) is str for x in new) or len(
                seen := set(new)) != len(new) or not seen.issuperset(st.zones[key]):
            raise ReplayError("", f"the new order of {_short(key)} is not a reordering of it")
        return ["order", key, list(st.zones[key]), new]

    def _effect_added(self, ch: list) -> list:
        st = self.st
        idx, eff = ch[1], ch[2]
        if type(idx) is not int or not 0 <= idx <= len(st.effects):
            raise ReplayError("", f"eff+ takes a position from 0 to {len(st.effects)}")
        why = effect_problem(eff, st, self.players)
        if why is None and eff["id"] in self.effect_ids:
            why = f"effect id {eff['id']} is used already"
        if why is None and st.cards[eff["card"]].obj != eff["obj"]:
            why = f"the effect is on {eff['card']} as object {eff['obj']}, which it is not"
        if why is not None:
            raise ReplayError("", why)
        self.effect_ids.add(eff["id"])
        return ch

    def _effect_removed(self, ch: list) -> list:
        st = self.st
        idx = ch[1]
        if type(idx) is not int or not 0 <= idx < len(st.effects):
            raise ReplayError("", f"no effect at position {_short(idx)}")
        self.effect_ids.discard(st.effects[idx]["id"])
        return ["eff-", idx, st.effects[idx]]

    def _card_removed(self, ch: list) -> list:
        st = self.st
        card = st.cards.get(ch[1]) if type(ch[1]) is str else None
        if card is None:
            raise ReplayError("", f"no card {_short(ch[1])}")
        if self.hosts.get(card.id):
            raise ReplayError("", f"{card.id} has permanents attached to it")
        key = zone_key(card.zone, card.owner)
        full = ["card-", card.to_dict(), st.zones[key].index(card.id) if key else 0]
        if self.objs.get(card.obj) == card.id:
            del self.objs[card.obj]
        self.after_set(card, "face_down", card.face_down, None)
        if card.attached_to is not None:
            self._unhost(card.attached_to)
        return full

    def _facts_added(self, ch: list) -> list:
        key, d = ch[1], ch[2]
        if type(key) is not str or key in self.st.facts or not json_ok(key):
            raise ReplayError("", f"facts {_short(key)} exist already or can't be a key")
        if not json_ok(d):
            raise ReplayError("", f"facts {key!r}: not JSON facts within the format's bounds")
        try:
            CardFacts.from_dict(d)
        except CardFactsError as exc:
            raise ReplayError("", f"facts {key!r}: {exc}") from None
        return ch

    def _facts_removed(self, ch: list) -> list:
        st = self.st
        key = ch[1]
        if type(key) is not str or key not in st.facts:
            raise ReplayError("", f"no facts {_short(key)}")
        if any(c.facts == key for c in st.cards.values()):
            raise ReplayError("", f"facts {key!r} are still the facts of a card")
        return ["facts-", key, st.facts[key]]

    def _card_added(self, ch: list) -> list:
        st, players = self.st, self.players
        d, idx = ch[1], ch[2]
        # the fields that place a card and say what it is, here; the others as set changes
        if not (type(d) is dict and _NEW_CARD <= d.keys() and d.keys() <= _CARD_RECORD
                and type(d["id"]) is str and 0 < len(d["id"]) <= MAX_STRING
                and type(d["facts"]) is str and type(d["owner"]) is str
                and d["zone"] in _ZONE_NAMES and type(d.get("token", False)) is bool):
            raise ReplayError("", f"card+: {problem(d, CardRecord, 'card') or 'not a card'}")
        cid = d["id"]
        if cid in st.cards:
            raise ReplayError("", f"card {cid!r} exists already")
        if d["owner"] not in players or d["facts"] not in st.facts:
            raise ReplayError("", f"card {cid!r} names an unknown owner or facts")
        card = CardState(**d)  # with the defaults of the fields it leaves out (all good, but
        zone = card.zone  # the object number: it is checked whether given or not)
        for fld in {"obj", *d} & SETTABLE:
            why = self.set_problem(card, fld, getattr(card, fld))
            if why is not None:
                raise ReplayError("", f"card {cid!r}: {fld}: {why}")
        key = zone_key(zone, card.owner)
        if type(idx) is not int or not 0 <= idx <= (len(st.zones[key]) if key else 0):
            raise ReplayError("", "card+ takes a position in range")
        self.objs[card.obj] = cid
        self.after_set(card, "face_down", None, card.face_down)
        if card.attached_to is not None:
            self.hosts[card.attached_to] = self.hosts.get(card.attached_to, 0) + 1
        return ch


# game fields whose whole new value one function checks (Checker.g_problem)
WHOLE_VALUES = {
    "life": lambda c, new: life_problem(new, c.players),
    "player_counters": lambda c, new: player_counters_problem(new, c.players),
    "arrows": lambda c, new: arrows_problem(new, c.players, c.st.cards),
    "requests": lambda c, new: c.requests_problem(new),
}


# -- what is wrong with a game field's new value (None: it fits), field by field
def _g_counter(c: Checker, fld: str, new) -> str | None:
    """A counter of the game (and the turn, but within a take-back): it only goes up."""
    if fld == "turn" and c.taking_back:
        return None if type(new) is int and 0 <= new <= MAX_INT else \
            f"turn: {_short(new)} is not a turn number"
    old = getattr(c.st, fld)
    if type(new) is not int or not old <= new <= MAX_INT:
        return f"{fld} only goes up (numbers are taken from it): it can't go from " \
               f"{old} to {_short(new)}"
    return None


def _g_active(c: Checker, fld: str, new) -> str | None:
    return None if type(new) is str and new in c.players else \
        f"active: {_short(new)} is not a player"


def _g_step(c: Checker, fld: str, new) -> str | None:
    return None if type(new) is str and new in STEPS else f"step: {_short(new)} is not a step"


def _g_mode(c: Checker, fld: str, new) -> str | None:
    return None if type(new) is str and new in MODES else \
        f"mode: {_short(new)} is not a rules mode"


def _g_flag(c: Checker, fld: str, new) -> str | None:
    return None if type(new) is bool else f"{fld}: true or false, not {_short(new)}"


def _g_lands_played(c: Checker, fld: str, new) -> str | None:
    players = c.players
    if type(new) is not dict or not all(
            type(p) is str and p in players and type(n) is int and 0 <= n <= MAX_INT
            for p, n in new.items()):
        return f"lands_played: a count from 0 for each player, not {_short(new)}"
    return None


def _g_some_players(c: Checker, fld: str, new) -> str | None:
    """Players, each once (`top_revealed`: in seat order)."""
    players = c.players
    if type(new) is not list or len(new) > len(players) or not all(
            type(p) is str and p in players for p in new) or len(set(new)) != len(new):
        return f"{fld}: players, each once, not {_short(new)}"
    if fld == "top_revealed" and new != [p for p in c.st.players if p in new]:
        return f"top_revealed: players in seat order, not {_short(new)}"
    return None


def _g_player_counts(c: Checker, fld: str, new) -> str | None:
    return player_counts_problem(new, c.players, fld)


def _g_whole(c: Checker, fld: str, new) -> str | None:
    why = WHOLE_VALUES[fld](c, new)
    return None if why is None else f"{fld}: {why}"


def _g_restrictions(c: Checker, fld: str, new) -> str | None:
    if type(new) is not list or len(new) > len(RESTRICTIONS) or not all(
            type(r) is str and r in RESTRICTIONS for r in new) or len(set(new)) != len(new):
        return f"restrictions: no restriction of the table is called {_short(new)} " \
               f"(known: {', '.join(RESTRICTIONS)})"
    return None


def _g_priority(c: Checker, fld: str, new) -> str | None:
    """Who holds priority: a player still in the game, or nobody."""
    if new is not None and (type(new) is not str or new not in c.players or new in c.st.left):
        return f"priority: a player still in the game or null, not {_short(new)}"
    return None


def _g_resolving(c: Checker, fld: str, new) -> str | None:
    """The resolving spell: a card of the game, or none."""
    if new is not None and (type(new) is not str or new not in c.st.cards):
        return f"resolving: a card of the game or null, not {_short(new)}"
    return None


G_CHECKS = {
    **dict.fromkeys((*COUNTERS, "turn"), _g_counter),
    "active": _g_active, "step": _g_step, "mode": _g_mode,
    **dict.fromkeys(("ended", "cleanup_priority", "trust"), _g_flag),
    "lands_played": _g_lands_played,
    **dict.fromkeys(("left", "kept", "top_revealed"), _g_some_players),
    **dict.fromkeys(("mulligans", "bottom_due"), _g_player_counts),
    **dict.fromkeys(WHOLE_VALUES, _g_whole),
    "restrictions": _g_restrictions,
    "priority": _g_priority, "priority_passed": _g_some_players, "resolving": _g_resolving,
}
if G_CHECKS.keys() != GAME_FIELDS:
    raise ImportError("replay.G_CHECKS: a check for each game field that changes")


def _identity_index(lst: list, cid: str) -> int:
    """`lst.index(cid)`, the same object looked for first: a zone holds its cards' own id
    objects (the setup's, `card+`'s and every move's; a card is in one place, so the first
    object that is `cid` is also the first equal to it). Compiled, a loop of pointer
    comparisons, eight times faster than `index` on a battlefield of a thousand cards."""
    i = cython.declare(cython.Py_ssize_t)
    for i in range(len(lst)):
        if lst[i] is cid:
            return i
    return lst.index(cid)  # (an equal id that is another object, or none: ValueError)


_index = _identity_index if COMPILED else list.index  # (pure Python: `index` is the faster)


def count_events(log: list[dict]) -> int:
    """How many events a (schema-checked) log holds."""
    return sum([len(d["events"]) for d in log if "events" in d])


def replay_log(game: Game, log: list[dict], verify: str = "events") -> None:
    """Carry the saved log (plain dicts, already shape-checked by the schema, which mirrors
    `parse_command`) into the fresh `game`, checking it. On a ReplayError the game is left
    half-way and must be thrown away."""
    if _verify_level(log, verify) == "rules":
        _rerun_log(game, log)
        return
    st = game.state
    players = st.players
    checker = Checker(st)
    step, move, set_checks, after_set = checker.step, checker.move, checker.set_checks, \
        checker.after_set
    cards = st.cards
    append = game.log.append
    indexed, up = _INDEXED, _UP
    players_set = frozenset(players)
    g_values = {"step": _STEPS, "active": players_set}  # the other game fields by `step`
    names = _command_names()
    new_event, set_kind, set_data, set_changes = _EVENT_MAKER
    set_command, set_actor, set_result, set_verdicts, set_events = _ENTRY_SETTERS
    for i, d in enumerate(log):
        j = k = -1
        try:
            actor, cmd = _entry_names(st, d, names, players_set, i)
            events = []
            for j, e in enumerate(d.get("events", ())):  # noqa: B007 (j names the error)
                # the stored changes are completed (the document is ours to use up)
                chs = e.get("changes") or []
                checker.taking_back = e.get("kind") == "taken_back"
                checker.event = e
                for k, ch in enumerate(chs):  # noqa: B007
                    # the common cases inline (by the checks `step` makes), the rest by `step`
                    op = ch[0] if type(ch) is list and ch else None
                    if op == "set" and len(ch) == 4:
                        _, cid, fld, new = ch
                        card = cards.get(cid) if type(cid) is str else None
                        if card is not None and type(fld) is str:
                            check = set_checks.get(fld)
                            if check is not None and check(card, new) is None:
                                old = getattr(card, fld)
                                chs[k] = ["set", cid, fld, old, new]
                                setattr(card, fld, new)
                                if fld in indexed:
                                    after_set(card, fld, old, new)
                                continue
                    elif op == "move" and len(ch) == 4:
                        chs[k] = move(ch)
                        continue
                    elif op == "g" and len(ch) == 3 and type(ch[1]) is str:
                        _, fld, new = ch
                        # a counter or the turn goes up; the step and the active player are
                        # among those the game has
                        if (type(new) is int and getattr(st, fld) <= new <= MAX_INT) \
                                if fld in up else (type(new) is str and new in g_values.get(
                                    fld, ())):
                            chs[k] = ["g", fld, getattr(st, fld), new]
                            setattr(st, fld, new)
                            continue
                    chs[k] = step(ch)
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
        except (StateError, LookupError, TypeError, ValueError, AttributeError) as exc:
            raise _located(exc, i, j, k) from None


def _verify_level(log: list[dict], verify: str) -> str:
    """The level `verify` asks of this log: "auto" is "rules" for a short log, "events" for a
    long one. ValueError for a level that is none of `VERIFY_LEVELS`."""
    if verify not in VERIFY_LEVELS:
        raise ValueError(f"verify must be one of {VERIFY_LEVELS}")
    if verify == "auto":
        return "rules" if count_events(log) <= AUTO_RULES_EVENTS else "events"
    return verify


def _rerun_log(game: Game, log: list[dict]) -> None:
    """Carry the saved log into the fresh `game` by the rules, entry by entry (`_rerun`)."""
    for i, d in enumerate(log):
        _rerun(game, d, f"log[{i}]")


def _entry_names(st: GameState, d: dict, names: dict, players_set: frozenset, i: int
                 ) -> tuple[Any, dict]:
    """The actor and the command of the stored entry `d` (log[i]), once its actor and the cards
    and players its command names are checked (as `_check_command` checks them, its commonest
    fields first)."""
    players = st.players
    actor = d.get("actor")
    if actor is not None and actor not in players:
        raise ReplayError(f"log[{i}].actor", f"{actor!r} is not a player")
    cmd = d["command"]
    cards = st.cards
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
        if not LIST_KEYS.isdisjoint(cmd) or "owner" in cmd or type(cmd.get("to")) is list:
            _check_command(st, cmd, f"log[{i}].command")
    return actor, cmd


def _located(exc: Exception, i: int, j: int, k: int) -> ReplayError:
    """The error raised at change k of event j of log[i] (-1: not in one), as a ReplayError
    at that place (a ReplayError's own place, when it says one)."""
    if isinstance(exc, ReplayError):
        return ReplayError(exc.path or _where(i, j, k), exc.message)
    return ReplayError(_where(i, j, k), str(exc) or type(exc).__name__)


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


# A frozen Event built through its slots: its generated __init__ (three object.__setattr__ calls
# through globals) was a tenth of a long replay. Only while Event is exactly these three slots.
_ENTRY_FIELDS = ("command", "actor", "result", "verdicts", "events")
if tuple(f.name for f in dataclass_fields(Event)) != ("kind", "data", "changes") or tuple(
        f.name for f in dataclass_fields(LogEntry)) != _ENTRY_FIELDS or hasattr(
        Event, "__post_init__") or hasattr(LogEntry, "__post_init__"):
    raise ImportError("tabletop.model Event or LogEntry changed: update replay._EVENT_MAKER")
_EVENT_MAKER = (object.__new__, *(getattr(Event, f).__set__ for f in ("kind", "data", "changes")))
_ENTRY_SETTERS = tuple(getattr(LogEntry, f).__set__ for f in _ENTRY_FIELDS)


def _zone_maps(st: GameState) -> tuple[dict, dict, dict]:
    """(owner, zone name) -> zone key, zone key -> zone name, zone key -> owner (None: shared),
    with None for the cards that are gone."""
    zkey: dict[tuple[str, str], str | None] = {}
    zname: dict[str | None, str] = {None: GONE}
    zowner: dict[str, str | None] = {}
    for p in st.players:
        for z in (*ZONE_NAMES, GONE):
            key = zone_key(z, p)
            zkey[p, z] = key
            if key is not None:
                zname[key] = z
                zowner[key] = None if z in SHARED_ZONES else p
    return zkey, zname, zowner


def _where(i: int, j: int, k: int) -> str:
    if j < 0:
        return f"log[{i}]"
    return f"log[{i}].events[{j}]" + (f".changes[{k}]" if k >= 0 else "")


# game fields that only go up
_UP = frozenset((*COUNTERS, "turn"))
_STEPS = frozenset(STEPS)


def _check_command(st: GameState, cmd: dict, where: str) -> None:
    """The cards and players a logged command names exist at its point of the log (the rules
    never log a command that names a missing card)."""
    for key in CARD_KEYS:
        cid = cmd.get(key)
        if cid is not None and (cid not in st.cards or st.cards[cid].zone == GONE):
            raise ReplayError(f"{where}.{key}", f"no card {cid!r} at this point of the game")
    for key in LIST_KEYS:
        for n, cid in enumerate(cmd.get(key, ())):
            if cid not in st.cards:
                raise ReplayError(f"{where}.{key}[{n}]", f"no card {cid!r} at this point")
    p = cmd.get("player")
    if p is not None and p not in st.players:
        raise ReplayError(f"{where}.player", f"{p!r} is not a player")
    owner = cmd.get("owner")
    if owner is not None and owner not in st.players:
        raise ReplayError(f"{where}.owner", f"{owner!r} is not a player")
    to = cmd.get("to")
    if type(to) is list:  # a reveal to some players
        for n, q in enumerate(to):
            if q not in st.players:
                raise ReplayError(f"{where}.to[{n}]", f"{q!r} is not a player")


_NEW_CARD = frozenset(("id", "facts", "owner", "zone"))
_CARD_RECORD = frozenset(CardRecord.__annotations__)
_ZONE_NAMES = frozenset(ZONE_NAMES)
# card fields an index follows (see `Checker.after_set`)
_INDEXED = frozenset(("obj", "face_down", "attached_to"))


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
    if got != want and not _keeps_priority(want):
        got = _without_priority(got)  # a log from before the rules kept priority (save v9)
    if got != want:
        raise ReplayError(*_first_difference(where, got, want))
    # keep what the file says (equal to what the rules did)
    out.entry.command = d["command"]
    out.entry.verdicts = list(d.get("verdicts", []))


# The bookkeeping of priority (save format v9): what the rules have logged since 0.6.0 and a log
# written before did not. A log entry that keeps none of it is compared without the rules' own;
# the board is the rules' either way, and the checkpoints are compared with it.
PRIORITY_FIELDS = frozenset(("priority", "priority_passed", "resolving"))
_PRIORITY_EVENTS = frozenset(("priority",))


def _is_priority_change(ch: Any) -> bool:
    # (a file's change is checked only by the comparison: it may be of any shape here)
    return type(ch) is list and len(ch) > 1 and ch[0] == "g" and ch[1] in PRIORITY_FIELDS


def _keeps_priority(events: list) -> bool:
    return any(e["kind"] in _PRIORITY_EVENTS or any(_is_priority_change(ch) for ch in e["changes"])
               for e in events)


def log_keeps_priority(log: list[dict]) -> bool:
    """Whether a (schema-checked) log records who holds priority: every log the rules wrote
    since save format v9 that changed a step, cast or resolved anything does."""
    return any(_keeps_priority([{"kind": e["kind"], "changes": e.get("changes", [])}
                                for e in d.get("events", [])]) for d in log)


def _without_priority(events: list) -> list:
    out = []
    for e in events:
        changes = [ch for ch in e["changes"] if not _is_priority_change(ch)]
        if e["kind"] in _PRIORITY_EVENTS or (e["kind"] == "changed" and not changes):
            continue  # (the rules' own record of who holds priority now)
        out.append({**e, "changes": changes})
    return out


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
