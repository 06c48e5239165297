"""Ways to turn a face-down permanent face up (RULES.md §1.5), with their costs and verdicts.

R1 mana cost: manifested (incl. manifest dread) or cloaked, and the card itself (front face,
ignoring copy and type effects) is a creature card with a mana cost; X counts 0.
R2 morph / megamorph, R3 disguise: the permanent would have the keyword if it were face up
(copy effects and ability loss matter).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tabletop.model.chars import characteristics, effects_on, printed_card
from tabletop.model.mana import COLORS, is_mana_cost_text
from tabletop.model.state import CardState, GameState

from .timing import has_priority_window
from .verdicts import ALLOW_WITH_COST, INFO, REFUSE, Verdict, verdict

MANIFEST_METHODS = ("manifest", "manifest_dread", "cloak")
KEYWORD_ROUTES = ("morph", "megamorph", "disguise")
ROUTE_NAMES = ("mana_cost", *KEYWORD_ROUTES, "effect")
METHOD_TEXT = {"manifest": "manifest", "manifest_dread": "manifest dread", "cloak": "cloak",
               "morph": "morph", "megamorph": "megamorph", "disguise": "disguise",
               "effect": "an effect"}
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_REVEAL = re.compile(r"^reveal (?:a|an) (white|blue|black|red|green|colorless|multicolored)"
                     r"(?: (\w+))? card (?:in|from) your hand$", re.I)


@dataclass(slots=True)
class Route:
    route: str
    cost: str | None
    legal: bool
    verdicts: list[Verdict] = field(default_factory=list)
    pay_with: str | None = None  # card used to pay a non-mana cost

    def to_dict(self) -> dict:
        return {"route": self.route, "cost": self.cost}

    @property
    def reason(self) -> Verdict | None:
        return next((v for v in self.verdicts if v.is_refusal), None)


def is_non_mana(cost: str | None) -> bool:
    return cost is not None and not is_mana_cost_text(cost)


def non_mana_payment(state: GameState, player: str, cost: str, exclude: str | None = None,
                     chosen: str | None = None) -> tuple[bool, str | None]:
    """Whether a plain-words cost can be paid now, and the card that pays it (for reveals).
    Costs we do not understand are left to the players: payable, nothing chosen."""
    m = _REVEAL.match(cost.strip().rstrip("."))
    hand = state.zones[f"{player}:hand"]
    if m:
        color, kind = m.group(1).lower(), m.group(2)
        candidates = [chosen] if chosen else hand
        for cid in candidates:
            if cid not in hand or cid == exclude:
                continue
            facts = printed_card(state, state.cards[cid])
            colors = facts.front.color_list
            if color in COLOR_WORDS and COLOR_WORDS[color] not in colors:
                continue
            if color == "colorless" and colors:
                continue
            if color == "multicolored" and len(colors) < 2:
                continue
            if kind and kind.capitalize() not in facts.front.type_line.types \
                    and kind.capitalize() not in facts.front.type_line.subtypes:
                continue
            return True, cid
        return False, None
    if cost.lower().startswith("discard"):
        return bool([c for c in hand if c != exclude]), None
    return True, None


def manifest_route(state: GameState, card: CardState) -> Route:
    """R1, judged on the card itself (front face), never on the permanent."""
    facts = printed_card(state, card)
    marker = card.face_down or {}
    vs: list[Verdict] = []
    method = marker.get("method")
    keyword = next((k for k in KEYWORD_ROUTES if facts.keyword_cost(k)), None)
    if method not in MANIFEST_METHODS:
        if keyword:
            vs.append(verdict("FLIP-MORPH-CAST-NO-R1", keyword=keyword))
        else:
            vs.append(verdict("FLIP-NO-ROUTE-REFUSED", method_text=_method_text(marker)))
        return Route("mana_cost", None, False, vs)
    front = facts.front
    if facts.is_instant_or_sorcery or (facts.is_double_faced and not front.type_line.is_permanent):
        vid = "FLIP-INSTANT-SORCERY"
        if facts.layout == "modal_dfc":
            vs.append(verdict("FLIP-MDFC-NONPERMANENT-FRONT"))
        vs.append(verdict(vid, outcome=REFUSE))
        return Route("mana_cost", None, False, vs)
    if not front.type_line.has("Creature"):
        vs.append(verdict("FLIP-MANIFEST-NONCREATURE-REFUSED"))
        return Route("mana_cost", None, False, vs)
    if front.mana_cost is None:
        vs.append(verdict("FLIP-MANIFEST-NOCOST-REFUSED"))
        return Route("mana_cost", None, False, vs)
    cost = front.mana_cost.with_x_as_zero().text if front.mana_cost.has_x else front.mana_cost.text
    vs.append(verdict("FLIP-MANIFEST-CREATURE-OK", cost=cost, method_text=_method_text(marker)))
    effects = effects_on(state, card)
    if any(e["params"].get("lose_all_abilities") for e in effects):
        vs.append(verdict("FLIP-MANIFEST-ABILITYLOSS-OK", cost=cost))
    if any("copy" in e["params"] or "set_types" in e["params"] for e in effects):
        vs.append(verdict("FLIP-MANIFEST-IGNORES-COPY-TYPE"))
    if front.mana_cost.has_x:
        vs.append(verdict("FLIP-MANIFEST-X-ZERO", cost=cost))
    if facts.is_double_faced:
        vs.append(verdict("FLIP-DFC-FRONT"))
    return Route("mana_cost", cost, True, vs)


def keyword_route(state: GameState, card: CardState, route: str, player: str,
                  pay_with: str | None = None) -> Route:
    """R2/R3: the keyword the permanent would have face up, and its cost."""
    facts = printed_card(state, card)
    marker = card.face_down or {}
    up = characteristics(state, card, face_up=True)
    effects = effects_on(state, card)
    copying = any("copy" in e["params"] for e in effects)
    wanted = [route]
    if route == "morph":
        wanted = ["morph", "megamorph"]
    kw = next((k for k in wanted if k in up.keyword_costs), None)
    vs: list[Verdict] = []
    if facts.is_instant_or_sorcery:
        return Route(route, None, False, [verdict("FLIP-INSTANT-SORCERY", outcome=REFUSE)])
    if kw is None:
        printed = next((k for k in wanted if facts.keyword_cost(k)), None)
        if copying:
            vs.append(verdict("FLIP-MORPH-COPY", outcome=REFUSE, keyword=route))
        elif printed and any(e["params"].get("lose_all_abilities") for e in effects):
            vs.append(verdict("FLIP-MORPH-ABILITYLOSS-REFUSED", keyword=route))
        elif marker.get("method") in MANIFEST_METHODS or any(
                facts.keyword_cost(k) for k in KEYWORD_ROUTES):
            vs.append(verdict("NO-SUCH-ROUTE", route=route))
        else:
            vs.append(verdict("FLIP-NO-ROUTE-REFUSED", method_text=_method_text(marker)))
        return Route(route, None, False, vs)
    cost = up.keyword_costs[kw]
    if copying:
        vs.append(verdict("FLIP-MORPH-COPY", keyword=kw))
    vid = "FLIP-DISGUISE-OK" if kw == "disguise" else "FLIP-MORPH-OK"
    vs.append(verdict(vid, cost=cost))
    if kw == "megamorph":
        vs.append(verdict("FLIP-MEGAMORPH-COUNTER", cost=cost))
    if marker.get("method") == "effect" and "Land" in characteristics(state, card).types:
        # a face-down land (Yedora's Forest), known by its current type line through the
        # layers, not by the text its marker lists nor by the effect's name
        vs.append(verdict("FLIP-YEDORA-MORPH-OK", keyword=kw))
    paid_with = None
    if is_non_mana(cost):
        ok, paid_with = non_mana_payment(state, player, cost, exclude=card.id, chosen=pay_with)
        vs.append(verdict("FLIP-NONMANA-COST", outcome=ALLOW_WITH_COST if ok else REFUSE,
                          cost=cost))
        if not ok:
            return Route(kw, cost, False, vs)
    return Route(kw, cost, True, vs, paid_with)


def all_routes(state: GameState, player: str, card: CardState) -> list[Route]:
    """Every special-action route with whether it is legal now and why (for menus)."""
    gate = special_action_gate(state, player, card)
    routes = [manifest_route(state, card)]
    seen = set()
    for name in KEYWORD_ROUTES:
        route = keyword_route(state, card, name, player)
        if route.legal and route.route in seen:
            continue
        seen.add(route.route)
        routes.append(route)
    if gate:
        for r in routes:
            r.legal = False
            r.verdicts.insert(0, gate)
    return routes


def seat_routes(state: GameState, seat: str | None, card: CardState | None) -> list[Route]:
    """The turn-up routes a seat's menu offers for a card: every route (legal or not, with
    why) of a face-down permanent the seat controls; none for any other card, since the costs
    would tell what the card is (the hot-seat table's and a network host's menus alike)."""
    from tabletop.model.chars import controller_of
    if card is None or seat is None or card.face_down is None \
            or controller_of(state, card) != seat:
        return []
    return all_routes(state, seat, card)


def legal_routes(state: GameState, player: str, card: CardState) -> list[Route]:
    """The routes the player may take now (python-chess style generator of legal options)."""
    out: list[Route] = []
    for r in all_routes(state, player, card):
        if r.legal and all(x.route != r.route for x in out):
            out.append(r)
    return out


def special_action_gate(state: GameState, player: str, card: CardState) -> Verdict | None:
    """What stops the special action whatever the route: spells, control, priority."""
    from tabletop.model.chars import controller_of
    if card.zone == "stack":
        return verdict("FLIP-IS-SPELL")
    if card.zone != "battlefield":
        return verdict("NOT-ON-BATTLEFIELD")
    if card.face_down is None:
        return verdict("NOT-FACE-DOWN")
    ctrl = controller_of(state, card)
    if ctrl != player:
        return verdict("FLIP-NOT-CONTROLLER", controller=ctrl)
    if not has_priority_window(state, player):
        return verdict("FLIP-NO-PRIORITY", step=state.step)
    return None


def _method_text(marker: dict) -> str:
    text = METHOD_TEXT.get(marker.get("method", ""), "an effect")
    if marker.get("method") == "effect" and marker.get("source"):
        return f"an effect ({marker['source']})"
    return text + "ed" if text in ("manifest", "cloak") else text


__all__ = ["Route", "all_routes", "seat_routes", "legal_routes", "manifest_route", "keyword_route",
           "special_action_gate", "non_mana_payment", "COLORS", "INFO", "ROUTE_NAMES"]
