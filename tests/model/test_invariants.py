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
