"""Who holds priority (117.3a-d), passing it (117.4), and nobody holding it while a spell
resolves (608.2, 117.3b): tabletop/rules/priority.py. The holder informs; it refuses only a pass
by a player who does not hold it."""

from __future__ import annotations

import pytest

from tabletop.model import commands as C
from tabletop.model.invariants import problems
from tabletop.rules import new_game
from tabletop.session.undo import UndoStep
from tests.factsdata import setup


def game(players=("A", "B"), step="main1", active="A", mode="strict"):
    su = setup({"A": {"hand": ["bolt", "bolt"],
                      "battlefield": [{"card": "angel", "face_down": "morph", "order": 1}]},
                "B": {"hand": ["bolt"]}},
               players=players, step=step, active=active, mode=mode)
    return new_game(su, seed=29)


def held(g) -> tuple:
    st = g.state
    return st.priority, list(st.priority_passed), st.resolving


def test_the_active_player_gets_priority_first_in_each_step_but_untap():
    g = game(step="untap", active="B")
    assert held(g) == (None, [], None)  # 502.4
    out = g.apply(C.Advance("upkeep"))
    assert out.ok and held(g) == ("B", [], None)  # 117.3a
    assert [e.data for e in out.events if e.kind == "priority"] == [{"player": "B"}]
    g.apply(C.PassPriority("B"), "B")
    assert held(g) == ("A", ["B"], None)
    g.apply(C.Advance("next_step"))
    assert held(g) == ("B", [], None)  # a new step: the active player again
    g.apply(C.Advance("cleanup"))
    assert held(g) == (None, [], None)  # 514.3: nobody in the cleanup step


def test_after_casting_the_caster_holds_priority():
    g = game()
    g.apply(C.PassPriority("A"), "A")
    assert held(g)[0] == "B"
    out = g.apply(C.Cast("B", "bolt#3"), "B")
    assert out.ok and held(g) == ("B", [], None)  # 117.3c; the passes are over
    g.apply(C.PassPriority("B"), "B")
    out = g.apply(C.Cast("A", "bolt"), "A")
    assert out.ok and held(g) == ("A", [], None)


def test_a_pass_goes_round_in_turn_order_skipping_who_left():
    g = game(players=("A", "B", "C"))
    out = g.apply(C.PassPriority("A"), "A")
    assert out.ids == ["PRIORITY-PASSED"] and held(g) == ("B", ["A"], None)
    assert [e.data for e in out.events] == [{"player": "A", "next": "B", "all_passed": False}]
    g.apply(C.LeaveGame("C"), "C")
    assert held(g)[0] == "B"
    out = g.apply(C.PassPriority("B"), "B")
    assert held(g) == ("A", ["A", "B"], None)  # C left: A is next, and all have passed
    assert out.ids == ["PRIORITY-PASSED", "PRIORITY-ALL-PASSED-EMPTY"]
    out = g.apply(C.PassPriority("A"), "A")  # a new round of passes
    assert held(g) == ("B", ["A"], None) and "PRIORITY-ALL-PASSED-EMPTY" not in out.ids


def test_all_passing_with_a_spell_on_the_stack_says_it_resolves():
    g = game()
    g.apply(C.Cast("A", "bolt"), "A")
    g.apply(C.PassPriority("A"), "A")
    out = g.apply(C.PassPriority("B"), "B")
    assert "PRIORITY-ALL-PASSED-STACK" in out.ids


def test_only_the_holder_passes_and_only_for_themselves():
    g = game()
    before = held(g)
    for mode in ("strict", "assist", "off"):
        g.apply(C.SetMode(mode))
        out = g.apply(C.PassPriority("B"), "B", override=True)
        assert not out.ok and out.reason.id == "PRIORITY-NOT-HOLDER" and held(g) == before
    out = g.apply(C.PassPriority("A"), "B")  # B may not pass A's priority
    assert not out.ok and out.reason.id == "NOT-YOUR-OBJECT" and held(g) == before
    g2 = game(step="untap")
    assert g2.apply(C.PassPriority("A"), "A").reason.id == "PRIORITY-NOBODY"


def test_nobody_has_priority_while_a_spell_resolves():
    g = game()
    g.apply(C.Cast("A", "bolt"), "A")
    g.apply(C.PassPriority("A"), "A")
    g.apply(C.PassPriority("B"), "B")
    g.apply(C.Resolve("bolt"))
    assert held(g) == (None, [], "bolt")  # 608.2
    # the effect's instructions are the players' commands: still nobody
    assert g.apply(C.Damage("angel", 2)).ok and held(g) == (None, [], "bolt")
    out = g.apply(C.PassPriority("A"), "A")
    assert not out.ok and out.reason.id == "PRIORITY-RESOLVING-PASS"
    # an action that needs priority is flagged, and the sandbox still carries it out
    out = g.apply(C.TurnFaceUp("A", "angel", "morph"), "A")
    assert out.ok and "PRIORITY-RESOLVING" in out.ids and held(g)[0] is None
    assert g.apply(C.FinishResolution("bolt#2")).reason.id == "RESOLUTION-NOT-UNDER-WAY"
    out = g.apply(C.FinishResolution("bolt"))
    assert out.ids == ["RESOLUTION-FINISHED"] and held(g) == ("A", [], None)  # 117.3b
    assert [e.kind for e in out.events] == ["resolution_finished"]
    assert "PRIORITY-RESOLVING" not in g.check(C.Cast("A", "bolt#2"), "A").ids
    assert problems(g.state) == []


def test_a_new_step_ends_a_resolution_left_open():
    g = game()
    g.apply(C.Cast("A", "bolt"), "A")
    g.apply(C.Resolve("bolt"))
    g.apply(C.Advance("next_step"))
    assert held(g) == ("A", [], None)


def test_a_check_changes_nothing_and_says_the_same():
    g = game()
    before = g.state.snapshot()
    j = g.check(C.PassPriority("A"), "A")
    assert j.legal and j.ids == ["PRIORITY-PASSED"] and g.state.snapshot() == before


@pytest.mark.parametrize("how", ["exact", "take_back"])
def test_undo_of_a_pass_gives_priority_back(how):
    g = game()
    g.apply(C.PassPriority("A"), "A")
    before = g.state.snapshot()
    out = g.apply(C.PassPriority("B"), "B")
    assert held(g) == ("A", ["A", "B"], None)
    if how == "exact":
        step = UndoStep(g, C.PassPriority("B"), "B", False, out)
        assert not step.takes_back()
        assert step.undo() is None
        assert g.state.snapshot() == before
        step.redo()
        assert held(g) == ("A", ["A", "B"], None)
    else:
        back = g.apply(C.TakeBack(len(g.log) - 1), "B")
        assert back.ok and held(g) == ("B", ["A"], None)
        assert g.state.snapshot() == before


def test_undo_of_a_resolve_reopens_priority():
    g = game()
    g.apply(C.Cast("A", "bolt"), "A")
    before = held(g)
    g.apply(C.Resolve("bolt"))
    g.pop_entry()
    assert held(g) == before
