"""The state's index of effects by object (issue 10, item 2): what characteristics and
visibility read for one object, instead of a scan of every effect. It must give what the scan
gave, in the same order, through undo and redo."""

from __future__ import annotations

import pytest

from tabletop.model import commands as C
from tabletop.model.state import StateError
from tabletop.rules.visibility import view_for
from tests.storage import crafted


def test_crafted_effects_keep_their_meaning():
    """The index of effects by object gives what a scan of every effect gave: +1/+1 per effect
    and the controller of the last control effect."""
    game = crafted.effect_flood(n_face_down=7, n_effects=100)
    st = game.state
    for card in st.cards.values():
        mine = [e for e in st.effects if e["card"] == card.id and e["obj"] == card.obj]
        view = next(o for o in view_for(game, None).objects if o.id == f"o{card.obj}")
        pumps = sum(1 for e in mine if "add_pt" in e["params"])
        controls = [e["params"]["control"] for e in mine if "control" in e["params"]]
        assert view.chars["power"] == 2 + pumps
        assert view.controller == (controls[-1] if controls else card.owner)


def test_undo_and_redo_keep_each_objects_effects_in_order():
    """Effects taken off in the middle (the cleanup of "until end of turn" ones) and put back by
    an undo: each object's effects are always those of the list, in the list's order."""
    game = crafted.effect_flood(n_face_down=4, n_effects=40)
    st = game.state

    def check():
        for card in st.cards.values():
            scan = [e for e in st.effects if e["card"] == card.id and e["obj"] == card.obj]
            assert st.effects_of(card.id, card.obj) == scan
            control = [e for e in scan if "control" in e["params"]]
            assert st.control_effect(card.id, card.obj) == (control[-1] if control else None)

    cards = sorted(st.cards)
    for i in range(12):
        cmd = C.ApplyEffect(cards[i % 4], {"add_pt": [i, 0]}, "end_of_turn") if i % 3 else \
            C.GainControl("B", cards[i % 4], "end_of_turn")
        assert game.apply(cmd, override=True).entry is not None
    check()
    n = len(game.log)
    while game.state.step != "cleanup":
        game.apply(C.Advance())
    check()
    assert len(st.effects) == 40
    entries = []
    while len(game.log) > n:
        entries.append(game.pop_entry())
        check()
    assert len(st.effects) == 52
    for entry in reversed(entries):
        game.push_entry(entry)
        check()
    assert len(st.effects) == 40


def test_a_new_effect_goes_at_the_end():
    """No rule adds an effect anywhere else (which keeps the index in the list's order)."""
    game = crafted.effect_flood(n_face_down=2, n_effects=3)
    st = game.state
    eff = {"id": 99, "card": "c0", "obj": st.cards["c0"].obj, "params": {"add_pt": [1, 1]}}
    with pytest.raises(StateError, match="at the end of the effects"):
        st.apply_change(["eff+", 1, eff])
    assert len(st.effects) == 3
    st.apply_change(["eff+", 3, eff])
    assert st.effects_of("c0", st.cards["c0"].obj)[-1] is eff
