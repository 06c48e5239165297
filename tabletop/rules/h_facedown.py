"""Handlers: looking, manifesting, cloaking, turning face down and face up."""

from __future__ import annotations

from tabletop.model import commands as C
from tabletop.model.cards import ACTIVATED_MANIFEST
from tabletop.model.chars import (
    WARD_2,
    ability_facts,
    characteristics,
    controller_of,
    effects_on,
    face_down_values,
    printed_card,
)
from tabletop.model.modes import Result
from tabletop.model.state import METHODS, CardState

from . import assists, knowledge
from .engine import Ctx, handler
from .routes import KEYWORD_ROUTES, all_routes, keyword_route, manifest_route, special_action_gate
from .timing import has_priority_window
from .verdicts import REVEAL_INSTEAD
from .visibility import look_verdicts
from .zones import CAGE, CAGE_TEXT, enter_battlefield, move_card, new_marker, reveal


# ---------------------------------------------------------------- looking
@handler("look")
def h_look(c: Ctx, cmd: C.Look) -> None:
    p = c.player(cmd.player)
    card = c.card(cmd.card)
    for v in look_verdicts(c.state, p, card):
        c.add(v)  # a refused peek is never overridden (verdicts.NEVER_OVERRIDDEN)
    if c.go():
        c.tx.emit("looked", player=p, card=card.id, zone=card.zone,
                  order=(card.face_down or {}).get("order"))


# ---------------------------------------------------------------- face-down makers
def _manifest(c: Ctx, cmd, method: str) -> None:
    p = c.player(cmd.player)
    st = c.state
    zone = cmd.from_zone
    if zone not in ("library", "hand", "graveyard", "exile"):
        c.fail("BAD-COMMAND", problem=f"Cards can't be {method}ed from the {zone}.")
    if zone == "library" and cmd.card is None:
        lib = st.zones[f"{p}:library"]
        if cmd.count < 1:
            c.fail("BAD-COMMAND", problem="count must be at least 1.")
        cards = [st.cards[cid] for cid in lib[:cmd.count]]
        if not cards:
            c.nothing("MANIFEST-EMPTY-LIBRARY")
            return
    else:
        card = c.card(cmd.card)
        if card.zone != zone or card.owner != p:
            c.fail("BAD-COMMAND", problem=f"{cmd.card} is not in {p}'s {zone}.")
        cards = [card]
    by = getattr(cmd, "by", None)
    if by is not None:
        _activated_source(c, p, by, ACTIVATED_MANIFEST,
                          "{cost}: manifest the top card of your library")
    if CAGE in st.restrictions and zone in ("library", "graveyard"):
        c.refuse("MANIFEST-PROHIBITED", restriction=CAGE_TEXT)
    c.say("FD-CHAR-CLOAK-WARD" if method == "cloak" else "FD-CHAR-DEFAULT")
    c.say("FD-ENTER-NO-ETB")
    if len(cards) > 1:
        c.say("MANIFEST-ONE-AT-A-TIME")
    if not c.go():
        return
    for card in cards:
        marker = new_marker(c, method, cmd.source)
        enter_battlefield(c, card, p, marker)
        c.tx.emit("cloaked" if method == "cloak" else "manifested", card=card.id, player=p,
                  order=marker["order"], method=method, source=cmd.source, frm=zone)
        c.tx.emit("entered_battlefield", card=card.id, face_down=True, order=marker["order"])


def _activated_source(c: Ctx, p: str, by: str, ability: str, text: str) -> None:
    """An activated ability of a permanent: the permanent `by` must have it now, under `p`'s
    control (602.1: a copy has it, a permanent that lost its abilities has not), and `p` must
    have priority (602.2; none in the untap step, 502.4)."""
    st = c.state
    src = c.card(by)
    if not has_priority_window(st, p):
        c.refuse("NO-PRIORITY", step=st.step)
    if src.zone != "battlefield" or controller_of(st, src) != p \
            or not ability_facts(st, src).has(ability):
        c.refuse("ABILITY-NO-SOURCE", player=p, card=by, ability=text)


@handler("manifest")
def h_manifest(c: Ctx, cmd: C.Manifest) -> None:
    _manifest(c, cmd, "manifest")


@handler("cloak")
def h_cloak(c: Ctx, cmd: C.Cloak) -> None:
    _manifest(c, cmd, "cloak")


@handler("manifest_dread")
def h_manifest_dread(c: Ctx, cmd: C.ManifestDread) -> None:
    p = c.player(cmd.player)
    st = c.state
    lib = st.zones[f"{p}:library"]
    top = [st.cards[cid] for cid in lib[:2]]
    watchers = assists.manifest_dread_triggers(st, p)
    if watchers:
        c.say("MD-TRIGGER-ALWAYS")
    keep = None
    if not top:
        c.nothing("MD-ZERO")
    elif len(top) == 1:
        c.say("MD-ONE")
        keep = top[0]
        if cmd.keep is not None and cmd.keep != keep.id:
            c.fail("BAD-COMMAND", problem=f"{cmd.keep} is not the card on top of the library.")
    else:
        c.say("MD-TWO-PLUS")
        if cmd.keep is None:
            c.fail("BAD-COMMAND", problem="Choose which of the top two cards to manifest.")
        keep = next((t for t in top if t.id == cmd.keep), None)
        if keep is None:
            c.fail("BAD-COMMAND", problem=f"{cmd.keep} is not one of the top two cards.")
    prohibited = bool(top) and CAGE in st.restrictions
    if prohibited:
        c.say("MD-PROHIBITED")
    elif top:
        c.say("FD-CHAR-DEFAULT")
        c.say("FD-ENTER-NO-ETB")
    if not c.go():
        return
    tx = c.tx
    if top:
        for t in top:
            knowledge.learn(c, t, (p,))
        tx.emit("looked", player=p, cards=[t.id for t in top], zone="library")
    if keep is not None and not prohibited:
        marker = new_marker(c, "manifest_dread", cmd.source)
        enter_battlefield(c, keep, p, marker)
        tx.emit("manifested_dread", card=keep.id, player=p, order=marker["order"],
                method="manifest_dread", source=cmd.source, frm="library")
        tx.emit("entered_battlefield", card=keep.id, face_down=True, order=marker["order"])
    for t in top:
        if t is not keep or prohibited:
            move_card(c, t, "graveyard", 0, reason="manifest_dread")
    for n in watchers:
        tx.emit("trigger", name=n, cause="manifest_dread", player=p)


@handler("turn_face_down")
def h_turn_face_down(c: Ctx, cmd: C.TurnFaceDown) -> None:
    card = c.permanent(cmd.card)
    if card.face_down is not None:
        c.nothing("FD-TURN-DOWN-AGAIN")
        return
    if c.printed(card).is_double_faced:
        c.nothing("FD-TURN-DOWN-DFC")
        return
    c.say("FD-CHAR-DEFAULT")
    c.say("FD-TIMESTAMP")
    if c.go():
        knew = knowledge.remember(c.state, card)  # who saw it face up keeps knowing it
        marker = new_marker(c, "effect", cmd.source)
        c.tx.set(card, "face_down", marker)
        knowledge.settle(c, card, knew)
        c.tx.set(card, "ts", c.tx.take("next_ts"))
        c.tx.emit("turned_face_down", card=card.id, order=marker["order"], method="effect",
                  source=cmd.source)


@handler("put_onto_battlefield")
def h_put(c: Ctx, cmd: C.PutOntoBattlefield) -> None:
    card = c.card(cmd.card)
    p = cmd.player
    if p not in c.state.players:
        c.fail("BAD-COMMAND", problem=f"There is no player {p!r}.")
    if card.zone == "battlefield":
        c.fail("BAD-COMMAND", problem="It is on the battlefield already.")
    facts = c.printed(card)
    src = card.zone
    chars = cmd.characteristics
    if cmd.face_down is not None:
        if cmd.face_down not in METHODS:
            c.fail("TRACK-METHOD-REQUIRED")
        if chars is not None:
            bad = set(chars) - {"type_line", "power", "toughness"}
            if bad or not all(isinstance(v, str) and len(v) < 200 for v in chars.values()):
                c.fail("BAD-COMMAND", problem="characteristics take type_line, power, toughness")
            c.say("FD-CHAR-LISTED", listed=", ".join(f"{k} {v}" for k, v in chars.items()))
        else:
            c.say("FD-CHAR-CLOAK-WARD" if cmd.face_down in ("cloak", "disguise")
                  else "FD-CHAR-DEFAULT")
        c.say("RETURN-FACE-DOWN-EFFECT")
        c.say("FD-ENTER-NO-ETB")
        creature = "Creature" in face_down_values({"chars": chars})["types"]
    else:
        front = facts.front
        if not front.type_line.is_permanent:
            c.refuse("RETURN-INSTANT-SORCERY-STAYS")
        elif src in ("graveyard", "exile"):
            c.say("RETURN-FACE-UP")
        creature = facts.is_type("Creature")
    if CAGE in c.state.restrictions and src in ("library", "graveyard") and creature:
        c.refuse("ENTER-PROHIBITED", restriction=CAGE_TEXT)
    if not c.go():
        return
    marker = new_marker(c, cmd.face_down, cmd.source, chars) if cmd.face_down else None
    pos = [cmd.x, cmd.y] if cmd.x is not None and cmd.y is not None else None
    enter_battlefield(c, card, p, marker, pos=pos)
    tx = c.tx
    if src in ("graveyard", "exile"):
        tx.emit("returned", card=card.id, frm=src, face_down=marker is not None)
    tx.emit("entered_battlefield", card=card.id, face_down=marker is not None, frm=src,
            order=(marker or {}).get("order"), method=(marker or {}).get("method"),
            source=cmd.source)
    if marker is None and ability_facts(c.state, card).etb_trigger:
        tx.emit("trigger", name=assists.current_name(c.state, card), card=card.id,
                cause="enters")


# ---------------------------------------------------------------- turning face up
def _consequences(c: Ctx, card: CardState, extra_counters: int, route: str) -> list[str]:
    """Verdicts on what turning face up does; returns the names of triggered abilities."""
    st = c.state
    up = characteristics(st, card, face_up=True)  # what it will be (708.8: effects still apply)
    effects = effects_on(st, card)
    c.say("UP-SAME-OBJECT")
    c.say("UP-NO-ETB")
    c.say("FD-TIMESTAMP")
    if effects:
        c.say("UP-EFFECTS-PERSIST")
    marker = card.face_down or {}
    if marker.get("method") in ("cloak", "disguise") and WARD_2 not in up.abilities:
        c.say("UP-WARD-ENDS")
    if up.ability_facts.as_turned_face_up_counters:
        c.say("UP-AS-TURNED-UP", detail=f"{up.ability_facts.as_turned_face_up_counters} +1/+1 "
                                        "counters")
    if "megamorph" in up.keyword_costs and route != "megamorph":
        c.say("FLIP-MEGAMORPH-OTHER-ROUTE")
    if "Land" in up.types:
        c.say("FLIP-LAND-BECOMES-LAND")
    ctrl = controller_of(st, card)
    names = assists.turned_face_up_triggers(st, card, ctrl, up.ability_facts, up.name)
    if names:
        c.say("UP-TRIGGERS", names=", ".join(names))
    for name, n in assists.face_up_life_gains(st, card, ctrl, up.ability_facts):
        c.say("UP-GAIN-LIFE", name=name, player=ctrl, n=n)
    # state-based actions the new characteristics may cause
    problems = []
    if up.toughness is not None and "Creature" in up.types:
        tough = up.toughness + extra_counters
        if tough <= 0:
            problems.append(f"its toughness is {tough}, so it dies")
        elif card.damage >= tough:
            problems.append(f"it has {card.damage} damage and toughness {tough}, so it dies")
    if "Legendary" in up.supertypes:
        others = [o for o in (st.cards[i] for i in st.zones["battlefield"])
                  if o.id != card.id and controller_of(st, o) == ctrl]
        # 704.5j compares the names the permanents have now (a copy has the copied name, a
        # face-down permanent has none, 708.2a)
        if any(o.face_down is None and characteristics(st, o).name == up.name
               for o in others):
            problems.append(f"the legend rule: you control two named {up.name}")
        if any(o.face_down is not None and printed_card(st, o).printed_name == up.name
               for o in others):
            c.say("FD-NO-NAME")
    if problems:
        c.say("UP-SBA", detail="; ".join(problems))
    return names


def as_turned_up_counters(st, card: CardState) -> int:
    """Counters its "as this is turned face up" ability puts on it: the ability of the object as
    it would be face up (a copy's, none after ability loss, 708.8)."""
    return ability_facts(st, card, face_up=True).as_turned_face_up_counters


def do_turn_up(c: Ctx, card: CardState, route: str, extra_counters: int,
               names: list[str], cost: str | None) -> None:
    tx = c.tx
    marker = card.face_down or {}
    tx.set(card, "face_down", None)
    tx.set(card, "ts", tx.take("next_ts"))
    tx.set(card, "revealed", list(c.state.players))
    if extra_counters:
        counters = dict(card.counters)
        counters["+1/+1"] = counters.get("+1/+1", 0) + extra_counters
        tx.set(card, "counters", counters)
    tx.emit("turned_face_up", card=card.id, name=c.name(card), route=route, cost=cost,
            order=marker.get("order"), method=marker.get("method"))
    for n in names:
        tx.emit("trigger", name=n, card=card.id, cause="turned_face_up")


@handler("turn_face_up")
def h_turn_face_up(c: Ctx, cmd: C.TurnFaceUp) -> None:
    st = c.state
    card = c.card(cmd.card)
    facts = c.printed(card)
    if cmd.route == "effect":
        if card.zone == "stack":
            c.refuse("FLIP-IS-SPELL")
        elif card.zone != "battlefield":
            c.fail("NOT-ON-BATTLEFIELD")
        if card.face_down is None:
            c.fail("NOT-FACE-DOWN")
        front = facts.front
        if facts.is_instant_or_sorcery or not front.type_line.is_permanent:
            if effects_on(st, card):
                c.say("REVEAL-INFO-IGNORES-EFFECTS")
            c.say("FLIP-INSTANT-SORCERY", REVEAL_INSTEAD)
            if facts.layout == "modal_dfc":
                c.say("FLIP-MDFC-NONPERMANENT-FRONT", REVEAL_INSTEAD)
            c.result = Result.REVEALED
            if c.go():
                reveal(c, card, "turn_up_instead")
            return
        c.say("FLIP-EFFECT-OK")
        if effects_on(st, card):
            c.say("REVEAL-INFO-IGNORES-EFFECTS")
        if facts.is_double_faced:
            c.say("FLIP-DFC-FRONT")
        extra = as_turned_up_counters(st, card)
        names = _consequences(c, card, extra, "effect")
        if c.go():
            do_turn_up(c, card, "effect", extra, names, None)
        return
    if cmd.route not in ("mana_cost", *KEYWORD_ROUTES):
        c.fail("BAD-COMMAND", problem=f"Unknown route {cmd.route!r}.")
    p = c.player(cmd.player)
    gate = special_action_gate(st, p, card)
    if gate is not None:
        if gate.id in ("NOT-FACE-DOWN", "NOT-ON-BATTLEFIELD"):
            c.fail(gate.id)
        c.add(gate)
    if card.zone != "battlefield":
        return
    if cmd.route == "mana_cost":
        route = manifest_route(st, card)
    else:
        route = keyword_route(st, card, cmd.route, p, cmd.pay_with)
    for v in route.verdicts:
        c.add(v)
    if not route.legal:
        c.legal = False
    c.cost = route.cost
    extra = as_turned_up_counters(st, card)
    if route.route == "megamorph" and route.legal:
        extra += 1
    names = _consequences(c, card, extra, route.route) if c.legal else []
    if not c.go():
        return
    if route.pay_with:
        reveal(c, st.cards[route.pay_with], "cost")
    do_turn_up(c, card, route.route, extra, names, route.cost)


@handler("routes")
def h_routes(c: Ctx, cmd: C.Routes) -> None:
    st = c.state
    card = c.card(cmd.card)
    if cmd.player not in st.players:
        c.fail("BAD-COMMAND", problem=f"There is no player {cmd.player!r}.")
    routes = all_routes(st, cmd.player, card)
    legal: list[dict] = []
    for r in routes:
        if r.legal and all(x["route"] != r.route for x in legal):
            legal.append(r.to_dict())
            for v in r.verdicts:
                c.add(v)
    c.routes = legal
    kinds = {r["route"] for r in legal}
    if "mana_cost" in kinds and kinds & set(KEYWORD_ROUTES):
        kw = next(k for k in KEYWORD_ROUTES if k in kinds)
        c.say("FLIP-MANIFEST-MORPH-EITHER", keyword=kw)
