"""The invariant checker's quick looks accept nothing its full checks refuse."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.model import invariants as I
from tabletop.model.events import Effect, problem
from tabletop.model.setup import build_state
from tests.factsdata import setup


def _state():
    st_ = build_state(setup({"A": {"battlefield": ["bears", "angel"]}, "B": {"hand": ["bolt"]}}))
    st_.next_effect, st_.next_ts = 10, 10
    return st_


STATE = _state()
PSET = frozenset(STATE.players)
CARD = STATE.zones["battlefield"][0]
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-2000, 2000) | st.floats(allow_nan=False)
    | st.sampled_from(["", "W", "Q", "A", "B", "Nobody", "Flying", "x" * 250]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["add_pt", "control", "colors"]), inner, max_size=2), max_leaves=6)
KEYS = st.sampled_from(["lose_all_abilities", "base_pt", "add_pt", "set_types", "colors",
                        "add_ability", "control", "copy", "other"])


def _full(eff) -> bool:
    """What the checks say without the quick look."""
    if problem(eff, Effect, "effect") is not None:
        return False
    saved = I._effect_ok
    I._effect_ok = lambda *a: False
    try:
        return I.effect_problem(eff, STATE, PSET) is None
    finally:
        I._effect_ok = saved


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(KEYS, VALUES, max_size=3), st.integers(-1, 12), st.integers(-1, 12),
       st.sampled_from([None, 3, "3", 2.5]), st.sampled_from(["permanent", "soon", 1]))
def test_an_effect_the_quick_look_takes_passes_the_full_check(params, eid, ts, until, duration):
    eff = {"id": eid, "card": CARD, "obj": STATE.cards[CARD].obj, "params": params,
           "duration": duration, "until_turn": until, "ts": ts}
    if I._effect_ok(eff, STATE, PSET):
        assert _full(eff), eff


def test_the_usual_effects_are_taken_at_a_glance_and_others_named():
    base = {"id": 3, "card": CARD, "obj": STATE.cards[CARD].obj, "duration": "permanent",
            "until_turn": None, "ts": 4}
    for params in ({"add_pt": [1, 1]}, {"control": "B"}, {"lose_all_abilities": True},
                   {"colors": ["U", "G"]}, {"add_ability": ["Flying", "Trample"]},
                   {"set_types": "Artifact Creature — Golem", "base_pt": [0, 1]}):
        assert I._effect_ok({**base, "params": params}, STATE, PSET), params
    for params, word in (({"add_pt": [1, "1"]}, "add_pt"), ({"control": "Nobody"}, "control"),
                         ({}, "does something"), ({"colors": ["Q"]}, "colors"),
                         ({"base_pt": [1, 1, 1]}, "base_pt")):
        why = I.effect_problem({**base, "params": params}, STATE, PSET)
        assert why is not None and word in why, (params, why)
    assert "next_effect" in I.effect_problem({**base, "id": 10, "params": {"add_pt": [1, 1]}},
                                             STATE, PSET)


def _copy_values():
    from tabletop.model.chars import copiable_from_face
    facts = STATE.facts_of(STATE.cards[CARD])
    return copiable_from_face(facts, facts.front)


COPY_FIELDS = st.sampled_from(["name", "mana_cost", "colors", "supertypes", "types",
                               "subtypes", "power", "toughness", "loyalty", "abilities",
                               "keyword_costs", "hints", "other"])
COPY_VALUES = VALUES | st.sampled_from(
    ["{2}{G}", "{1}{", "x" * 300, "x" * 301, ["W", "U"], ["Creature"], {"morph": "{3}"},
     {"morph": ""}, {"morph": "x" * 301}, {"flash": "{1}"}, {"etb_trigger": True},
     {"etb_trigger": 1}, {"abilities": ["nope"]}, {"as_turned_face_up_counters": 1001}, {}])


@settings(max_examples=500, deadline=None)
@given(st.dictionaries(COPY_FIELDS, COPY_VALUES, max_size=3),
       st.sets(COPY_FIELDS, max_size=2))
def test_a_copy_effect_the_quick_look_takes_passes_the_full_check(changed, dropped):
    values = {**_copy_values(), **changed}
    for k in dropped:
        values.pop(k, None)
    eff = {"id": 3, "card": CARD, "obj": STATE.cards[CARD].obj, "params": {"copy": values},
           "duration": "permanent", "until_turn": None, "ts": 4}
    if I._effect_ok(eff, STATE, PSET):
        assert _full(eff), eff


def test_copy_effects_are_taken_at_a_glance():
    """(Half of a long game's effects are copies: the full check of each is slow.)"""
    base = {"id": 3, "card": CARD, "obj": STATE.cards[CARD].obj, "duration": "permanent",
            "until_turn": None, "ts": 4}
    values = _copy_values()
    without_hints = {k: v for k, v in values.items() if k != "hints"}
    for copy in (values, without_hints, {**values, "hints": {"etb_trigger": True}},
                 {**values, "keyword_costs": {"morph": "{3}{G}"}, "mana_cost": None}):
        assert I._effect_ok({**base, "params": {"copy": copy}}, STATE, PSET), copy
    for copy, word in (({**values, "mana_cost": "{1}{"}, "mana_cost"),
                       ({**values, "hints": None}, "hints"),
                       ({**values, "keyword_costs": {"morph": ""}}, "keyword_costs")):
        why = I.effect_problem({**base, "params": {"copy": copy}}, STATE, PSET)
        assert why is not None and word in why, (copy, why)
