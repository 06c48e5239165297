"""The mutable state of one game and the primitive changes that are the only way to alter it.

Every change is a small JSON list (`["set", card, field, old, new]`, ...). Applying a change and
then its inverse restores the state exactly, which is what undo, replay and the event log rest on.
All values held in the state are JSON-native (str, int, bool, None, list, dict) and are replaced,
never mutated in place, so a change can keep references to them safely.
"""

from __future__ import annotations

from typing import Any

from .cards import CardFacts

ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "command", "stack")
PRIVATE_ZONES = ("library", "hand", "graveyard", "exile", "command")
SHARED_ZONES = ("battlefield", "stack")
STEPS = ("untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
         "declare_blockers", "combat_damage", "end_combat", "main2", "end", "cleanup")
METHODS = ("manifest", "manifest_dread", "cloak", "morph", "megamorph", "disguise", "effect")
GONE = "gone"

CARD_FIELDS = ("id", "facts", "owner", "token", "zone", "obj", "controller", "tapped", "counters",
               "damage", "attached_to", "pos", "face_down", "revealed", "ts", "since_turn",
               "permission", "transformed", "cast_from", "cast_method")


class StateError(ValueError):
    """A change that does not fit the state it is applied to (a corrupt or foreign log)."""


def zone_key(zone: str, owner: str) -> str | None:
    if zone in SHARED_ZONES:
        return zone
    if zone == GONE:
        return None
    return f"{owner}:{zone}"


class CardState:
    """One physical card (or token) and the status of the object it currently is."""

    __slots__ = CARD_FIELDS

    def __init__(self, **kw: Any) -> None:
        self.id: str = kw["id"]
        self.facts: str = kw["facts"]
        self.owner: str = kw["owner"]
        self.token: bool = kw.get("token", False)
        self.zone: str = kw["zone"]
        self.obj: int = kw.get("obj", 0)
        self.controller: str = kw.get("controller") or self.owner
        self.tapped: bool = kw.get("tapped", False)
        self.counters: dict = kw.get("counters") or {}
        self.damage: int = kw.get("damage", 0)
        self.attached_to: str | None = kw.get("attached_to")
        self.pos: list | None = kw.get("pos")
        self.face_down: dict | None = kw.get("face_down")
        self.revealed: list = kw.get("revealed") or []
        self.ts: int = kw.get("ts", 0)
        self.since_turn: int = kw.get("since_turn", 0)
        self.permission: dict | None = kw.get("permission")
        self.transformed: bool = kw.get("transformed", False)
        self.cast_from: str | None = kw.get("cast_from")
        self.cast_method: str | None = kw.get("cast_method")

    def to_dict(self) -> dict:
        return {f: getattr(self, f) for f in CARD_FIELDS}

    @property
    def is_face_down(self) -> bool:
        return self.face_down is not None

    def __repr__(self) -> str:
        return f"<Card {self.id} {self.zone}{' fd' if self.face_down else ''}>"


GAME_FIELDS = ("turn", "active", "step", "lands_played", "next_order", "next_ts", "next_obj",
               "next_effect", "shuffles", "ended", "left", "mode", "restrictions")


class GameState:
    """Players, cards, zone orders, continuous effects and the turn."""

    def __init__(self, players: list[str]) -> None:
        self.players: list[str] = list(players)
        self.cards: dict[str, CardState] = {}
        self.zones: dict[str, list[str]] = {"battlefield": [], "stack": []}
        for p in players:
            for z in PRIVATE_ZONES:
                self.zones[f"{p}:{z}"] = []
        self.effects: list[dict] = []
        self.facts: dict[str, dict] = {}  # key -> card facts dict (the JSON shape)
        self._parsed: dict[str, CardFacts] = {}
        # values derived from card facts alone, keyed (facts key, what): never part of the state
        self.printed_cache: dict[tuple, object] = {}
        self.turn: int = 1
        self.active: str = players[0]
        self.step: str = "main1"
        self.lands_played: dict = {p: 0 for p in players}
        self.next_order: int = 1
        self.next_ts: int = 1
        self.next_obj: int = 1
        self.next_effect: int = 1
        self.shuffles: int = 0
        self.ended: bool = False
        self.left: list = []
        self.mode: str = "strict"
        self.restrictions: list = []

    # -- reading --
    def card(self, card_id: str) -> CardState:
        try:
            return self.cards[card_id]
        except KeyError:
            raise StateError(f"no card {card_id!r} in this game") from None

    def facts_of(self, card: CardState) -> CardFacts:
        """The parsed facts of a card (parsed once per facts key)."""
        key = card.facts
        parsed = self._parsed.get(key)
        if parsed is None:
            parsed = self._parsed[key] = CardFacts.from_dict(self.facts[key])
        return parsed

    def zone_of(self, owner: str, zone: str) -> list[str]:
        key = zone_key(zone, owner)
        return [] if key is None else self.zones[key]

    def snapshot(self) -> dict:
        """Everything, as plain data: two states are equal exactly when their snapshots are."""
        return {
            "players": list(self.players),
            "cards": {cid: c.to_dict() for cid, c in sorted(self.cards.items())},
            "zones": {k: list(v) for k, v in sorted(self.zones.items())},
            "effects": [dict(e) for e in self.effects],
            "facts": dict(sorted(self.facts.items())),
            **{f: getattr(self, f) for f in GAME_FIELDS},
        }

    # -- the primitive changes --
    def apply_change(self, ch: list) -> None:
        op = ch[0]
        if op == "set":
            _, cid, fld, _old, new = ch
            setattr(self.card(cid), fld, new)
        elif op == "move":
            _, cid, src, si, dst, di = ch
            card = self.card(cid)
            if src is not None:
                lst = self.zones[src]
                if si >= len(lst) or lst[si] != cid:
                    raise StateError(f"move: {cid} is not at {src}[{si}]")
                del lst[si]
            if dst is not None:
                self.zones[dst].insert(di, cid)
            card.zone = _zone_name(dst)
        elif op == "g":
            _, fld, _old, new = ch
            setattr(self, fld, new)
        elif op == "eff+":
            self.effects.insert(ch[1], ch[2])
        elif op == "eff-":
            idx, eff = ch[1], ch[2]
            if idx >= len(self.effects) or self.effects[idx]["id"] != eff["id"]:
                raise StateError("effect to remove is not where the log says")
            del self.effects[idx]
        elif op == "card+":
            d = ch[1]
            if d["id"] in self.cards:
                raise StateError(f"card {d['id']} exists already")
            self.cards[d["id"]] = CardState(**d)
            key = zone_key(d["zone"], d["owner"])
            if key is not None:
                self.zones[key].insert(ch[2], d["id"])
        elif op == "card-":
            d = ch[1]
            card = self.card(d["id"])
            key = zone_key(card.zone, card.owner)
            if key is not None:
                lst = self.zones[key]
                if ch[2] >= len(lst) or lst[ch[2]] != card.id:
                    raise StateError(f"card-: {card.id} is not at {key}[{ch[2]}]")
                del lst[ch[2]]
            del self.cards[d["id"]]
        elif op == "facts+":
            self.facts[ch[1]] = ch[2]
        elif op == "facts-":
            del self.facts[ch[1]]
            self._parsed.pop(ch[1], None)
            for k in [k for k in self.printed_cache if k[0] == ch[1]]:
                del self.printed_cache[k]
        elif op == "order":
            _, key, _old, new = ch
            self.zones[key][:] = new
        else:
            raise StateError(f"unknown change {op!r}")

    def revert_change(self, ch: list) -> None:
        self.apply_change(invert(ch))


def _zone_name(key: str | None) -> str:
    if key is None:
        return GONE
    return key.split(":", 1)[1] if ":" in key else key


def invert(ch: list) -> list:
    op = ch[0]
    if op == "set":
        return ["set", ch[1], ch[2], ch[4], ch[3]]
    if op == "move":
        return ["move", ch[1], ch[4], ch[5], ch[2], ch[3]]
    if op == "g":
        return ["g", ch[1], ch[3], ch[2]]
    if op == "eff+":
        return ["eff-", ch[1], ch[2]]
    if op == "eff-":
        return ["eff+", ch[1], ch[2]]
    if op == "card+":
        return ["card-", ch[1], ch[2]]
    if op == "card-":
        return ["card+", ch[1], ch[2]]
    if op == "facts+":
        return ["facts-", ch[1], ch[2]]
    if op == "facts-":
        return ["facts+", ch[1], ch[2]]
    if op == "order":
        return ["order", ch[1], ch[3], ch[2]]
    raise StateError(f"unknown change {op!r}")
