"""The primitive changes read by name, and what a run of them touched.

A change is stored and sent as a small JSON list (`["set", card, field, old, new]`, see
`state.GameState.apply_change`); `parse_change` names its parts (`SetField`, `Move`, ...) so
that a reader writes `c.card`, `c.dst` instead of `ch[1]`, `ch[4]`. `touched(events)` reads the
changes of some events once and says which cards, zones, game fields and card facts they
touched (`Touched`): what the table's incremental update, the take-back and any other reader
needs to know of an action, without knowing where each part of each change sits.

The hot paths keep reading the lists directly, since naming the parts costs a tuple per change
(about 1 us): the replay (`GameState.apply_change`, `state.invert`, the storage replay) and the
journal's `KnownNames.touch`, called for every change a seat's journal reads (named, a journal
of 20,000 events took 10% longer).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from .state import StateError, zone_key

if TYPE_CHECKING:
    from .events import Event


class SetField(NamedTuple):
    """`["set", card, field, old, new]`: one field of a card's status."""
    op: str
    card: str
    field: str
    old: Any
    new: Any


class Move(NamedTuple):
    """`["move", card, src, src_index, dst, dst_index]`: a card from one zone (a zone key, or
    None: out of the game) to another."""
    op: str
    card: str
    src: str | None
    src_index: int
    dst: str | None
    dst_index: int


class GameField(NamedTuple):
    """`["g", field, old, new]`: one game-level field (turn, step, life, players...)."""
    op: str
    field: str
    old: Any
    new: Any


class EffectChange(NamedTuple):
    """`["eff+", position, effect]` or `["eff-", position, effect]`: a continuous effect added
    at or taken off `effects[position]`."""
    op: str
    position: int
    effect: dict

    @property
    def card(self) -> str | None:
        """The card the effect applies to (None if the effect names none)."""
        card = self.effect.get("card") if isinstance(self.effect, dict) else None
        return card if isinstance(card, str) else None


class CardChange(NamedTuple):
    """`["card+", card, position]` or `["card-", card, position]`: a card (its status as a
    dict, `CardState.to_dict`) put into the game at `position` of its zone, or taken out of
    it."""
    op: str
    card: dict
    position: int

    @property
    def card_id(self) -> str:
        return self.card["id"]

    @property
    def zone(self) -> str | None:
        """The key of the zone the card is added to or taken from (None: none)."""
        return zone_key(self.card["zone"], self.card["owner"])


class FactsChange(NamedTuple):
    """`["facts+", key, facts]` or `["facts-", key, facts]`: printed card facts known to the
    game under `key`."""
    op: str
    key: str
    facts: dict


class Order(NamedTuple):
    """`["order", zone, old, new]`: the cards of a zone (a zone key) put in a new order."""
    op: str
    zone: str
    old: list[str]
    new: list[str]


Change = SetField | Move | GameField | EffectChange | CardChange | FactsChange | Order

_KINDS: dict[str, type[Change]] = {
    "set": SetField, "move": Move, "g": GameField, "eff+": EffectChange, "eff-": EffectChange,
    "card+": CardChange, "card-": CardChange, "facts+": FactsChange, "facts-": FactsChange,
    "order": Order}


def parse_change(ch: list) -> Change:
    """The change `ch` with its parts named. StateError if it is no change."""
    op = ch[0] if ch else None
    kind = _KINDS.get(op) if isinstance(op, str) else None
    if kind is None:
        raise StateError(f"unknown change {op!r}")
    try:
        return kind._make(ch)
    except TypeError:
        raise StateError(f"{ch[0]}: {len(ch) - 1} parts, not {len(kind._fields) - 1}") from None


# How a card was touched (`Touched.named`)
CHANGED = "changed"  # its own status: a field set, a move, put into or taken out of the game
EFFECTS = "effects"  # an effect that applies to it was added or taken off
ORDER = "order"  # the zone it is in was put in a new order (its place in the zone changed)


@dataclass(frozen=True, slots=True)
class Touched:
    """What some changes touched. `named`: (card id, how) for every way a card was touched
    (CHANGED, EFFECTS, ORDER), each pair once, in the order the changes first named it so;
    `zones` the zone keys whose membership or order changed; `game_fields` the game-level fields
    set; `facts` the keys of the card facts added or taken off."""

    named: tuple[tuple[str, str], ...] = ()
    zones: frozenset[str] = frozenset()
    game_fields: frozenset[str] = frozenset()
    facts: frozenset[str] = frozenset()

    def cards(self, *how: str) -> list[str]:
        """The cards touched in any of these ways (all ways by default), each once, in the
        order the changes first named them so."""
        if not how:
            return list(dict.fromkeys(cid for cid, _ in self.named))
        return list(dict.fromkeys(cid for cid, h in self.named if h in how))

    @property
    def rebuild(self) -> bool:
        """Whether the changes can't be followed piece by piece: the players changed (one
        joined or left the seats), so every player's area and every zone key may differ."""
        return "players" in self.game_fields


def touched(events: Iterable[Event]) -> Touched:
    """What the changes of `events` touched (`Touched`), read in order."""
    named: dict[tuple[str, str], None] = {}  # (ordered: what reads it is deterministic)
    zones: set[str | None] = set()
    fields: set[str] = set()
    facts: set[str] = set()
    for ev in events:
        for ch in ev.changes:
            c = parse_change(ch)
            if isinstance(c, SetField):
                named[(c.card, CHANGED)] = None
            elif isinstance(c, Move):
                named[(c.card, CHANGED)] = None
                zones.update((c.src, c.dst))
            elif isinstance(c, CardChange):
                named[(c.card_id, CHANGED)] = None
                zones.add(c.zone)
            elif isinstance(c, Order):
                zones.add(c.zone)
                named.update(dict.fromkeys((cid, ORDER) for cid in c.old))
            elif isinstance(c, EffectChange):
                if c.card is not None:
                    named[(c.card, EFFECTS)] = None
            elif isinstance(c, GameField):
                fields.add(c.field)
            else:
                facts.add(c.key)
    return Touched(tuple(named), frozenset(z for z in zones if z is not None), frozenset(fields),
                   frozenset(facts))
