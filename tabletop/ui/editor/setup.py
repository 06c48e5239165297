"""The position editor's edits: pure functions from a setup (`tabletop.model.setup`) to the next
one, and the judge that says whether a setup is a board some game can reach.

The editor keeps one setup; every change builds the next setup here (never touching the one it
was given), asks `judge` about it, and only then makes it the editor's (an undo entry). A setup
`judge` refuses is never kept, so it is never saved. No Qt here.

Cards of a zone are in the setup's list in zone order (top first), so "the Nth card of this
zone" is the Nth of the list's entries with that owner and zone (on the battlefield: that
controller). Facts are keyed by card name (`position_of`'s way): one entry per card.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from typing import Any

from tabletop.model.game import Game
from tabletop.model.invariants import problems as invariant_problems
from tabletop.model.limits import MAX_PLAYERS
from tabletop.model.setup import SetupError, check_player_name
from tabletop.model.state import METHODS
from tabletop.rules import new_game
from tabletop.storage.positiontext import NO_COUNTERS  # zones where a position keeps none

BATTLEFIELD, STACK, EXILE = "battlefield", "stack", "exile"
SEAT_ZONES = ("library", "hand", "graveyard", "exile", "command")  # a seat's ordered piles
EXILED = "exiled"  # the face-down "method" of a card exiled face down (406.3)
FACE_DOWN_CHOICES = (*METHODS, EXILED)
DEFAULT_PLAYERS = ("Alice", "Bob")


@dataclass(frozen=True, slots=True)
class Judgement:
    """What the rules say of a setup: `game` when it is a board a game can reach; else the
    `reason` and the `rule` (None when the setup's checks name none)."""
    game: Game | None
    reason: str = ""
    rule: str | None = None

    @property
    def ok(self) -> bool:
        return self.game is not None


def empty_setup(players=DEFAULT_PLAYERS) -> dict:
    players = list(players)
    return {"players": players, "turn": {"active": players[0], "number": 1, "step": "main1"},
            "mode": "strict", "life": {p: 20 for p in players}, "facts": {}, "cards": []}


def judge(setup: dict, seed: int = 0) -> Judgement:
    """The game a setup builds, or why none can: the setup's own checks (with their rule) and
    every invariant of the rules."""
    try:
        game = new_game(setup, seed=seed)
    except SetupError as exc:
        return Judgement(None, _named(exc.reason, setup), exc.rule)
    found = invariant_problems(game.state)
    if found:
        return Judgement(None, _named(found[0], setup))
    return Judgement(game)


_WHERE = re.compile(r"^(?:cards\[\d+\] \((?P<a>[^)]*)\)|card '(?P<b>[^']*)'[.\w]*|"
                    r"(?P<c>c\d+)): ")


def _named(reason: str, setup: dict) -> str:
    """The setup's `cards[3] (c4): ...` as the author sees it: `Lightning Bolt (Carol's
    graveyard): ...`."""
    m = _WHERE.match(reason)
    e = find(setup, m["a"] or m["b"] or m["c"]) if m else None
    if e is None or e.get("facts") not in setup.get("facts", {}):
        return reason
    where = "the stack" if e["zone"] == STACK else f"{controller(e)}'s {e['zone']}"
    return f"{name_of(setup, e)} ({where}): {reason[m.end():]}"


def find(setup: dict, cid: str) -> dict | None:
    return next((e for e in setup["cards"] if e["id"] == cid), None)


def controller(e: dict) -> str:
    return e.get("controller") or e["owner"]


def in_zone(setup: dict, seat: str | None, zone: str) -> list[dict]:
    """The cards of one zone in order (top first): a seat's pile, its battlefield (what it
    controls) or the stack (`seat` ignored)."""
    if zone == STACK:
        return [e for e in setup["cards"] if e["zone"] == STACK]
    if zone == BATTLEFIELD:
        return [e for e in setup["cards"] if e["zone"] == BATTLEFIELD and controller(e) == seat]
    return [e for e in setup["cards"] if e["zone"] == zone and e["owner"] == seat]


def name_of(setup: dict, e: dict) -> str:
    return setup["facts"][e["facts"]]["name"]


def is_aura(facts: dict) -> bool:
    line = facts.get("type_line") or ""
    return "Aura" in line.split("—", 1)[-1].split() if "—" in line else False


def _new_id(setup: dict) -> str:
    used = {e["id"] for e in setup["cards"]}
    n = len(used) + 1
    while f"c{n}" in used:
        n += 1
    return f"c{n}"


def _facts_key(setup: dict, facts: dict) -> str:
    key, n = facts["name"], 1
    while key in setup["facts"] and setup["facts"][key] != facts:
        n += 1
        key = f"{facts['name']}#{n}"
    setup["facts"][key] = facts
    return key


def _place(setup: dict, e: dict, seat: str | None, zone: str, index: int | None) -> None:
    """Put entry `e` (out of the list) into `zone` of `seat` at `index` (None: the end)."""
    e["zone"] = zone
    if zone not in (BATTLEFIELD, STACK) or seat == e["owner"]:
        e.pop("controller", None)
    elif seat is not None:  # (None: the stack, the controller kept)
        e["controller"] = seat
    members = in_zone(setup, seat, zone)
    cards = setup["cards"]
    if index is None or index >= len(members):
        at = (cards.index(members[-1]) + 1) if members else len(cards)
    else:
        at = cards.index(members[max(0, index)])
    cards.insert(at, e)


def _drop_marks(e: dict, zone: str) -> None:
    """What only a permanent has goes when a card leaves the battlefield (400.7: a new object);
    a card exiled face down stays so only in exile. A face-down permanent keeps its marker so
    that the judge refuses it anywhere but where face-down objects are (708.9)."""
    if zone != BATTLEFIELD:
        for k in ("tapped", "damage", "attached_to", "pos", "transformed"):
            e.pop(k, None)
        if zone in NO_COUNTERS:
            e.pop("counters", None)
    fd = e.get("face_down")
    if fd is not None and "exile" in fd and zone != EXILE:
        e.pop("face_down")


def add_card(setup: dict, facts: dict, seat: str, zone: str, index: int | None = None,
             pos: list | None = None, attach_to: str | None = None) -> tuple[dict, str]:
    """A new setup with a new card of `facts` owned by `seat` in `zone` (at `index` of the
    pile; on the battlefield at `pos`, attached to `attach_to`); and the card's id."""
    out = copy.deepcopy(setup)
    cid = _new_id(out)
    e: dict[str, Any] = {"id": cid, "facts": _facts_key(out, facts), "owner": seat,
                         "zone": zone}
    if facts.get("layout") == "token":  # (anywhere but the battlefield the judge refuses it)
        e["token"] = True
    if pos is not None:
        e["pos"] = [round(float(pos[0]), 1), round(float(pos[1]), 1)]
    if attach_to is not None:
        e["attached_to"] = attach_to
    _place(out, e, seat, zone, index)
    return out, cid


def move_card(setup: dict, cid: str, seat: str | None, zone: str, index: int | None = None,
              pos: list | None = None, attach_to: str | None = None) -> dict:
    """A new setup with card `cid` moved to `zone` (a pile of `seat`: the card keeps its owner
    and goes to its owner's pile; the battlefield: `seat` controls it; at `index`, `pos`)."""
    out = copy.deepcopy(setup)
    e = find(out, cid)
    if e is None:
        raise KeyError(cid)
    out["cards"].remove(e)
    _drop_marks(e, zone)
    if zone == BATTLEFIELD:
        if pos is not None:
            e["pos"] = [round(float(pos[0]), 1), round(float(pos[1]), 1)]
        if attach_to is not None:
            e["attached_to"] = attach_to
        elif pos is not None:
            e.pop("attached_to", None)
    for other in out["cards"]:  # what was attached to it stays only if it stays a permanent
        if other.get("attached_to") == cid and zone != BATTLEFIELD:
            other.pop("attached_to")
    if zone in SEAT_ZONES:
        seat = e["owner"]  # a card goes to its owner's piles (400.3)
    _place(out, e, seat, zone, index)
    return out


def remove_card(setup: dict, cid: str) -> dict:
    out = copy.deepcopy(setup)
    out["cards"] = [e for e in out["cards"] if e["id"] != cid]
    for e in out["cards"]:
        if e.get("attached_to") == cid:
            e.pop("attached_to")
    used = {e["facts"] for e in out["cards"]}
    out["facts"] = {k: v for k, v in out["facts"].items() if k in used}
    return out


def set_card(setup: dict, cid: str, **fields: Any) -> dict:
    """A new setup with fields of card `cid` set (None or a false value removes the field;
    `face_down` a method name, `EXILED`, or None; `order` / `source` with a method)."""
    out = copy.deepcopy(setup)
    e = find(out, cid)
    if e is None:
        raise KeyError(cid)
    if "face_down" in fields:
        method = fields.pop("face_down")
        order = fields.pop("order", None)
        source = fields.pop("source", None)
        if method is None:
            e.pop("face_down", None)
        elif method == EXILED:
            e["face_down"] = {"exile": True, "may_look": [e["owner"]]}
        else:
            old = e.get("face_down") or {}
            marker: dict[str, Any] = {"method": method,
                                      "order": order or old.get("order") or next_order(out)}
            if source:
                marker["source"] = source
            if old.get("chars") and old.get("method") == method:  # an effect's values stay
                marker["chars"] = old["chars"]
            e["face_down"] = marker
    for k, v in fields.items():
        if k == "controller":
            if v is None or v == e["owner"]:
                e.pop("controller", None)
            else:
                e["controller"] = v
            continue
        if v is None or v is False or v == {} or v == 0:
            e.pop(k, None)
        else:
            e[k] = v
    return out


def next_order(setup: dict) -> int:
    """The next free entry number (one above the highest given)."""
    orders = [e["face_down"]["order"] for e in setup["cards"]
              if isinstance(e.get("face_down"), dict) and "order" in e["face_down"]]
    return max(orders, default=0) + 1


def set_game_fields(setup: dict, **fields: Any) -> dict:
    """A new setup with the turn's fields (`number`, `active`, `step`), `mode`, a player's
    `life` ({player: n}) or `player_counters` ({player: {name: n}}) set."""
    out = copy.deepcopy(setup)
    turn = out.setdefault("turn", {})
    for k in ("number", "active", "step"):
        if k in fields:
            turn[k] = fields.pop(k)
    if "mode" in fields:
        out["mode"] = fields.pop("mode")
    if "life" in fields:
        out.setdefault("life", {p: 20 for p in out["players"]}).update(fields.pop("life"))
    if "player_counters" in fields:
        pc = out.setdefault("player_counters", {})
        for p, kinds in fields.pop("player_counters").items():
            pc[p] = {k: n for k, n in kinds.items() if n}
    if fields:
        raise TypeError(f"unknown fields {sorted(fields)}")
    return out


def set_players(setup: dict, names: list[str]) -> dict:
    """A new setup whose seats are `names`: the Nth seat renamed the Nth name (its cards, life,
    counters and turn with it); seats past the last name leave with their cards (what they
    controlled goes back to its owner); new names are new seats. SetupError for names a game
    can't hold (empty, twice, a colon, too many)."""
    names = [n.strip() for n in names]
    for n in names:
        check_player_name(n)
    if not 1 <= len(names) <= MAX_PLAYERS or len(set(names)) != len(names):
        raise SetupError(f"1 to {MAX_PLAYERS} players, each name once")
    old = list(setup["players"])
    rename = dict(zip(old, names, strict=False))
    out = copy.deepcopy(setup)
    out["players"] = names
    cards = _renamed_cards(out["cards"], rename)
    out["cards"] = cards
    _rename_seat_state(out, setup, rename, names, old)
    used = {e["facts"] for e in cards}
    out["facts"] = {k: v for k, v in out["facts"].items() if k in used}
    return out


def _renamed_cards(cards: list[dict], rename: dict[str, str]) -> list[dict]:
    """The card entries of the seats that stay, renamed in place (`set_players`): owner,
    controller (the owner's again if its controller left), who may look and who knows; an
    attachment to a card that left is dropped."""
    kept = []
    for e in cards:
        if e["owner"] not in rename:
            continue
        e["owner"] = rename[e["owner"]]
        if "controller" in e:
            e["controller"] = rename.get(e["controller"], e["owner"])
            if e["controller"] == e["owner"]:
                del e["controller"]
        fd = e.get("face_down")
        if fd and "may_look" in fd:
            fd["may_look"] = _renamed(fd["may_look"], rename)
        if e.get("known"):
            e["known"] = _renamed(e["known"], rename)
        kept.append(e)
    ids = {e["id"] for e in kept}
    for e in kept:
        if e.get("attached_to") and e["attached_to"] not in ids:
            del e["attached_to"]
    return kept


def _renamed(seats: list[str], rename: dict[str, str]) -> list[str]:
    """`seats` renamed, those that left dropped."""
    return [rename[p] for p in seats if p in rename]


def _rename_seat_state(out: dict, setup: dict, rename: dict[str, str], names: list[str],
                       old: list[str]) -> None:
    """The per-seat state of `out` renamed from `setup`'s (`set_players`): life (20 for a new
    seat), player counters, revealed tops, the active player and the lands played."""
    life = setup.get("life") or {}
    out["life"] = {rename.get(p, p): n for p, n in life.items() if p in rename}
    for n in names:
        out["life"].setdefault(n, 20)
    if setup.get("player_counters"):
        out["player_counters"] = {rename[p]: k for p, k in setup["player_counters"].items()
                                  if p in rename}
    for key in ("top_revealed",):
        if setup.get(key):
            out[key] = _renamed(setup[key], rename)
    turn = out.setdefault("turn", {})
    turn["active"] = rename.get(turn.get("active", old[0]), names[0])
    if turn.get("lands_played"):
        turn["lands_played"] = {rename[p]: k for p, k in turn["lands_played"].items()
                                if p in rename}


def parse_counters(text: str) -> dict[str, int]:
    """`"2 +1/+1; 1 charge"` -> {"+1/+1": 2, "charge": 1}; ValueError naming the bad part."""
    out: dict[str, int] = {}
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        n, _, name = part.partition(" ")
        if not n.isdigit() or not name.strip():
            raise ValueError(f"{part!r}: a count and a counter's name, like \"2 +1/+1\"")
        out[name.strip()] = out.get(name.strip(), 0) + int(n)
    return out


def counters_text(counters: dict[str, int] | None) -> str:
    return "; ".join(f"{n} {k}" for k, n in (counters or {}).items())
