"""Characteristics of an object, computed on demand from its card and every effect on it.

Order of application (613): copiable values (copy effects, then face-down status, 1a/1b),
control (2), types (4), colours (5), abilities (6), P/T setting (7b), P/T changes and counters
(7c). Face-down values are those of 708.2a unless the marker lists others (Yedora, Tezzeret);
cloak and disguise add ward {2} (701.58a, 702.168a).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .cards import FACE_DOWN_KEYWORDS, NO_HINTS, CardFacts, Face, Hints, parse_pt
from .mana import ManaCost, parse_mana_cost
from .state import CardState, GameState
from .typeline import parse_type_line

WARD_2 = "Ward {2}"
WARDED_METHODS = ("cloak", "disguise")


@dataclass(slots=True)
class Characteristics:
    name: str | None
    mana_cost: ManaCost | None
    colors: list[str]
    supertypes: list[str]
    types: list[str]
    subtypes: list[str]
    power: int | None
    toughness: int | None
    abilities: list[str]
    controller: str
    keyword_costs: dict[str, str] = field(default_factory=dict)  # morph/megamorph/disguise
    loyalty: int | None = None
    # the ability facts (`hints`) of the abilities it has: copiable values, emptied by an effect
    # that removes all abilities (613.1f) and by being face down (708.2a)
    ability_facts: Hints = NO_HINTS

    @property
    def mana_value(self) -> int:
        return self.mana_cost.mana_value if self.mana_cost else 0

    def is_type(self, t: str) -> bool:
        return t in self.types

    def to_dict(self) -> dict:
        return {
            "name": self.name, "mana_cost": self.mana_cost.text if self.mana_cost else None,
            "mana_value": self.mana_value, "colors": list(self.colors),
            "supertypes": list(self.supertypes), "types": list(self.types),
            "subtypes": list(self.subtypes), "power": self.power, "toughness": self.toughness,
            "abilities": list(self.abilities), "controller": self.controller,
        }


def copiable_from_face(facts: CardFacts, face: Face) -> dict:
    """A face's printed values in the shape copy effects store (JSON-native)."""
    tl = face.type_line
    return {
        "name": face.name, "mana_cost": face.mana_cost.text if face.mana_cost else None,
        "colors": face.color_list, "supertypes": list(tl.supertypes), "types": list(tl.types),
        "subtypes": list(tl.subtypes), "power": face.power, "toughness": face.toughness,
        "loyalty": face.loyalty, "abilities": facts.keyword_abilities,
        "keyword_costs": {k: getattr(facts, k) for k in FACE_DOWN_KEYWORDS
                          if getattr(facts, k) is not None},
        "hints": facts.hints.to_dict(),
    }


def face_down_values(marker: dict) -> dict:
    """708.2a values, or those the marker lists (`chars`), plus ward {2} for cloak/disguise."""
    listed = marker.get("chars") or {}
    tl = parse_type_line(listed.get("type_line") or "Creature")
    creature = "Creature" in tl.types
    abilities = [WARD_2] if marker.get("method") in WARDED_METHODS else []
    return {
        "name": None, "mana_cost": None, "colors": [], "supertypes": list(tl.supertypes),
        "types": list(tl.types), "subtypes": list(tl.subtypes),
        "power": listed.get("power", "2" if creature else None),
        "toughness": listed.get("toughness", "2" if creature else None),
        "loyalty": None, "abilities": abilities, "keyword_costs": {}, "hints": {},
    }


def printed_values(state: GameState, card: CardState) -> dict:
    """The printed values of the face that is up (cached per facts key; never mutate them)."""
    key = (card.facts, card.transformed)
    values = state.printed_cache.get(key)
    if not isinstance(values, dict):  # not cached yet
        facts = state.facts_of(card)
        face = facts.faces[1] if card.transformed and len(facts.faces) > 1 else facts.front
        values = state.printed_cache[key] = copiable_from_face(facts, face)
    return values


def copiable_values(state: GameState, card: CardState, *, face_up: bool = False,
                    effects: list[dict] | None = None) -> dict:
    """Layer 1: printed values, replaced by the latest copy effect, then by face-down status."""
    if card.face_down is not None and not face_up:
        return face_down_values(card.face_down)
    values = None
    for eff in effects_on(state, card) if effects is None else effects:
        if "copy" in eff["params"]:
            values = eff["params"]["copy"]
    return values if values is not None else printed_values(state, card)


_HINTS_CACHE: dict[str, Hints] = {}


def hints_of(values: dict) -> Hints:
    """The ability facts among copiable values (a copy effect's values are JSON; cached)."""
    d = values.get("hints")
    if not d:
        return NO_HINTS
    key = repr(sorted(d.items()))
    h = _HINTS_CACHE.get(key)
    if h is None:
        if len(_HINTS_CACHE) > 4096:
            _HINTS_CACHE.clear()
        h = _HINTS_CACHE[key] = Hints.from_dict(d)
    return h


def ability_facts(state: GameState, card: CardState, *, face_up: bool = False) -> Hints:
    """The ability facts of the object now (or as it would be face up): the cheap form of
    `characteristics(...).ability_facts` for the common object with no effects on it."""
    if card.face_down is not None and not face_up:
        return NO_HINTS
    effects = effects_on(state, card)
    if not effects:
        return state.facts_of(card).hints if not card.transformed else hints_of(
            printed_values(state, card))
    return characteristics(state, card, face_up=face_up, effects=effects).ability_facts


class PrintedCard:
    """The card itself, as printed, ignoring every effect and face-down status: for the few
    rules that look at the card and not at the object (RULES.md §1.5 route R1 judges "the card
    itself", a revealed card shows its printed name, which hand card pays a reveal cost). It
    has no ability facts: what an object can do comes from `characteristics`."""

    __slots__ = ("_f",)

    def __init__(self, facts: CardFacts) -> None:
        self._f = facts

    @property
    def printed_name(self) -> str:
        return self._f.name

    @property
    def faces(self):
        return self._f.faces

    @property
    def front(self) -> Face:
        return self._f.front

    @property
    def layout(self) -> str:
        return self._f.layout

    @property
    def mana_cost(self) -> ManaCost | None:
        return self._f.mana_cost

    @property
    def keywords(self) -> tuple[str, ...]:
        return self._f.keywords

    @property
    def is_double_faced(self) -> bool:
        return self._f.is_double_faced

    @property
    def is_instant_or_sorcery(self) -> bool:
        return self._f.is_instant_or_sorcery

    @property
    def is_permanent_card(self) -> bool:
        return self._f.is_permanent_card

    @property
    def is_land(self) -> bool:
        return self._f.is_land

    def is_type(self, card_type: str) -> bool:
        return self._f.is_type(card_type)

    def keyword_cost(self, keyword: str) -> str | None:
        return self._f.keyword_cost(keyword)

    def back_face_up(self) -> PrintedCard:
        """The card as played with its back face up (712.12: a modal double-faced card's back
        face stands for the card)."""
        f = self._f
        return PrintedCard(replace(f, faces=(f.faces[1], f.faces[0], *f.faces[2:])))


def printed_card(state: GameState, card: CardState) -> PrintedCard:
    """The printed-card view of `card` (see PrintedCard)."""
    return PrintedCard(state.facts_of(card))


def effects_on(state: GameState, card: CardState) -> list[dict]:
    """The effects on this object, in the order they apply (from the state's index)."""
    return list(state.effects_of(card.id, card.obj))


def effects_by_card(state: GameState) -> dict[str, list[dict]]:
    """Every effect that still applies, grouped by the card it applies to."""
    out: dict[str, list[dict]] = {}
    cards = state.cards
    for (cid, obj), effs in state.effect_groups():
        card = cards.get(cid)
        if card is not None and card.obj == obj:
            out[cid] = list(effs)
    return out


def characteristics(state: GameState, card: CardState, *, face_up: bool = False,
                    effects: list[dict] | None = None) -> Characteristics:
    """What the object is now; with `face_up`, what it would be if it were face up (used for
    "would have morph if face up", 702.37e). `effects`: the effects on it, if already known."""
    if effects is None:
        effects = effects_on(state, card)
    v = copiable_values(state, card, face_up=face_up, effects=effects)
    controller = card.controller
    supertypes, types, subtypes = list(v["supertypes"]), list(v["types"]), list(v["subtypes"])
    colors = list(v["colors"])
    abilities = list(v["abilities"])
    keyword_costs = dict(v.get("keyword_costs") or {})
    facts_now = hints_of(v)
    base_p, base_t = parse_pt(v["power"]), parse_pt(v["toughness"])
    dp = dt = 0
    for eff in effects:  # effects are kept in timestamp order
        p = eff["params"]
        if "control" in p:
            controller = p["control"]
        if "set_types" in p:
            tl = parse_type_line(p["set_types"])
            supertypes, types, subtypes = list(tl.supertypes), list(tl.types), list(tl.subtypes)
        if "colors" in p:
            colors = list(p["colors"])
        if p.get("lose_all_abilities"):
            abilities, keyword_costs, facts_now = [], {}, NO_HINTS
        if "add_ability" in p:
            added = p["add_ability"] if isinstance(p["add_ability"], list) else [p["add_ability"]]
            abilities.extend(a for a in added if a not in abilities)
        if "base_pt" in p:
            base_p, base_t = p["base_pt"]
        if "add_pt" in p:
            dp += p["add_pt"][0]
            dt += p["add_pt"][1]
    counters = card.counters
    plus = counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
    power = toughness = None
    if "Creature" in types or base_p is not None:
        power = (base_p or 0) + dp + plus
        toughness = (base_t or 0) + dt + plus
    # Abilities granted after losing all abilities cancel costs only for the lost ones.
    keyword_costs = {k: c for k, c in keyword_costs.items() if k.capitalize() in abilities}
    return Characteristics(
        name=v["name"], mana_cost=parse_mana_cost(v["mana_cost"]), colors=colors,
        supertypes=supertypes, types=types, subtypes=subtypes, power=power, toughness=toughness,
        abilities=abilities, controller=controller, keyword_costs=keyword_costs,
        loyalty=parse_pt(v.get("loyalty")), ability_facts=facts_now)


def controller_of(state: GameState, card: CardState) -> str:
    """Layer 2 alone (cheap): the controller after control-changing effects."""
    eff = state.control_effect(card.id, card.obj)
    return card.controller if eff is None else eff["params"]["control"]
