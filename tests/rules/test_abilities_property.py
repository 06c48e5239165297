"""Issue 13's property: for random objects and random copy / ability-loss effects, the rules'
answer to "which turn-face-up routes, triggers and permissions exist" is the same whether the
object's abilities came from its own card or from a copy effect with the same values."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hst

from tabletop.model import commands as C
from tabletop.model.cards import ABILITY_FACTS
from tabletop.rules import new_game
from tests.factsdata import FACTS, setup

FRONT = {"mana_cost": "{2}{G}", "type_line": "Creature — Beast", "power": "3",
         "toughness": "3"}


@hst.composite
def ability_cards(draw):
    """Facts of a creature card with random ability facts and face-down keyword costs."""
    hints: dict = {}
    if draw(hst.booleans()):
        hints["turned_face_up_trigger"] = True
    n = draw(hst.integers(0, 3))
    if n:
        hints["as_turned_face_up_counters"] = n
    watcher = draw(hst.sampled_from([None, "yours", "any"]))
    if watcher:
        hints["face_up_watcher"] = watcher
    if draw(hst.booleans()):
        hints["etb_trigger"] = True
    abilities = draw(hst.lists(hst.sampled_from(ABILITY_FACTS), unique=True, max_size=3))
    if abilities:
        hints["abilities"] = abilities
    facts = {"name": "Shifting Beast", **FRONT}
    kw = draw(hst.sampled_from([None, "morph", "megamorph", "disguise"]))
    if kw:
        facts[kw] = draw(hst.sampled_from(["{1}{G}", "{3}"]))
    if hints:
        facts["hints"] = hints
    return facts


def world(facts: dict, by_copy: bool, method: str, lose: bool, watcher_mine: bool):
    """A game where A's face-down `x` has `facts`' abilities, its own or copied ones."""
    plain = {"name": "Shifting Beast", **FRONT}  # the same card itself, no abilities
    s = setup({"A": {"battlefield": [{"card": "x", "face_down": method},
                                     {"card": "bears", "face_down": "manifest"}],
                     "graveyard": ["model"] if by_copy else [],
                     "library": ["forest"]},
               "B": {"battlefield": [{"card": "bolt", "face_down": "manifest"}]}},
              step="main1")
    s["facts"] = {**FACTS, "x": plain if by_copy else facts, "model": facts}
    g = new_game(s)
    if by_copy:
        assert g.apply(C.BecomeCopy("x", "model")).ok
    if lose:
        assert g.apply(C.ApplyEffect("x", {"lose_all_abilities": True}, "permanent")).ok
    if not watcher_mine:
        assert g.apply(C.GainControl("B", "x")).ok
    return g


def answers(g, who: str) -> dict:
    """Everything the rules say about x's abilities: routes, turning it up, what it does."""
    out: dict = {}
    routes = g.apply(C.Routes(who, "x"))
    out["routes"] = sorted((r["route"], r["cost"]) for r in routes.routes or [])
    up = g.apply(C.TurnFaceUp(who, "x", "effect"))
    out["up"] = (up.result, [e.data["name"] for e in up.events if e.kind == "trigger"],
                 "UP-AS-TURNED-UP" in up.ids)
    x = g.state.card("x")
    out["counters"] = dict(x.counters)
    # a permanent with the abilities now: does it make a Mist, a Pursuit, a step trigger?
    out["mist"] = g.check(C.ExileToPlay(who, "bears")).legal if who == "A" else None
    turn = g.apply(C.TurnFaceUp("A", "bears", "mana_cost"))
    out["watch"] = [e.data["name"] for e in turn.events if e.kind == "trigger"]
    end = g.apply(C.Advance("end"))
    out["end"] = (sorted(end.ids), [e.data["name"] for e in end.events if e.kind == "trigger"])
    dies = g.apply(C.Move("bolt", "graveyard"))
    out["dies"] = (sorted(dies.ids), [e.data["name"] for e in dies.events
                                      if e.kind == "trigger"])
    return out


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ability_cards(), hst.sampled_from(["manifest", "morph", "disguise", "manifest_dread"]),
       hst.booleans(), hst.booleans())
def test_abilities_from_a_copy_effect_answer_as_the_cards_own(facts, method, lose, mine):
    who = "A" if mine else "B"
    own = answers(world(facts, False, method, lose, mine), who)
    copied = answers(world(facts, True, method, lose, mine), who)
    # route R1 judges the card itself and the copy effect names itself in verdicts
    # (FLIP-MORPH-COPY); what the object can do is the same
    assert own == copied
