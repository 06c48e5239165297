"""tabletop.session.Table: one judgement per command, the undo policy, listeners."""

from __future__ import annotations

import pytest

from tabletop.model import commands as C
from tabletop.model.modes import Result
from tabletop.session import Table
from tabletop.session.opening import demo_game, midgame


def _hand(game, seat):
    return list(game.state.zones[f"{seat}:hand"])


def test_run_judges_once(monkeypatch):
    game = demo_game(seed=3)
    checks = []
    monkeypatch.setattr(game, "check", lambda *a, **k: checks.append(a))
    ran = Table(game).run(C.Draw("Alice"), "Alice")
    assert not ran.refused and ran.step is not None and checks == []
    assert game.log[-1] is ran.outcome.entry


@pytest.mark.parametrize("mode", ["strict", "assist", "off"])
def test_overridable_agrees_with_the_judgement(mode):
    """What the table says of a refusal from its verdict ids is what a dry run says."""
    game = midgame(seed=7)
    game.apply(C.SetMode(mode), "Alice")
    table = Table(game)
    refusals = 0
    for seat in game.state.players:
        for cid in list(game.state.cards)[::3]:
            for cmd in (C.Play(seat, cid), C.Cast(seat, cid), C.Tap(cid), C.Look(seat, cid),
                        C.TurnFaceUp(seat, cid, "mana_cost")):
                judgement = game.check(cmd, seat)
                if judgement.legal:
                    continue
                ran = table.run(cmd, seat)
                if ran.refused:
                    refusals += 1
                    assert ran.overridable == judgement.overridable, cmd
                    assert ran.offered == (judgement.overridable and mode == "assist")
                    assert ran.judgement().overridable == judgement.overridable
    assert refusals > 20


def test_a_refusal_changes_nothing_and_makes_no_step():
    game = demo_game(seed=3)
    before = len(game.log)
    ran = Table(game).run(C.Draw("Bob"), "Alice")  # another seat's draw
    assert ran.refused and ran.step is None and len(game.log) == before
    assert not ran.overridable


def test_undo_is_exact_when_nothing_is_forgotten_else_a_take_back():
    game = demo_game(seed=3)
    table = Table(game)
    land = next(c for c in _hand(game, "Alice") if game.state.cards[c].facts in (
        "Island", "Forest", "Mountain", "Plains", "Swamp"))
    table.run(C.Play("Alice", land), "Alice")
    table.run(C.Tap(land), "Alice")
    n = len(game.log)
    step = table.undo("Alice")
    assert step is not None and len(game.log) == n - 1 and not game.state.cards[land].tapped
    table.redo("Alice")
    assert len(game.log) == n and game.state.cards[land].tapped
    table.run(C.Draw("Alice"), "Alice")
    n = len(game.log)
    step = table.undo("Alice")  # the card drawn was seen: a logged take-back
    assert step is not None and step.taken is not None and len(game.log) == n + 1
    assert game.log[-1].command["kind"] == "take_back"
    table.redo("Alice")  # the exact undo of the take-back
    assert len(game.log) == n and step.taken is None


def test_listeners_hear_runs_undos_and_redos():
    game = demo_game(seed=3)
    table = Table(game)
    heard = []
    stop = table.listen(lambda h: heard.append((h.kind, h.actor)))
    table.run(C.Draw("Bob"), "Alice")
    table.run(C.Draw("Alice"), "Alice")
    table.undo("Alice")
    table.redo("Bob")
    stop()
    table.run(C.Draw("Alice"), "Alice")
    assert heard == [("run", "Alice"), ("run", "Alice"), ("undo", "Alice"), ("redo", "Bob")]


def test_chat_is_no_undo_step():
    game = demo_game(seed=3)
    table = Table(game)
    ran = table.run(C.Chat("hello", player="Alice"), "Alice")
    assert ran.outcome.result != Result.REFUSED and ran.step is None and not table.can_undo()


def test_a_new_command_drops_the_redo_tail():
    game = demo_game(seed=3)
    table = Table(game)
    table.run(C.Draw("Alice"), "Alice")
    table.undo("Alice")
    assert table.can_redo()
    table.run(C.Draw("Bob"), "Bob")
    assert not table.can_redo() and len(table.history) == 1


def test_a_seat_may_undo_only_its_own_last_action_when_nobody_acted_since():
    game = demo_game(seed=3)
    table = Table(game)
    assert table.undoable_by("Alice") is None  # nothing done at this table yet
    ran = table.run(C.Draw("Alice"), "Alice")
    assert table.undoable_by("Alice") is ran.step and table.undoable_by("Bob") is None
    table.run(C.Chat("hello", player="Bob"), "Bob")  # a chat line is no action
    assert table.undoable_by("Alice") is ran.step
    game.apply(C.Draw("Bob"), "Bob")  # beside the table (the host's own window)
    assert table.undoable_by("Alice") is None
    game.pop_entry()
    assert table.undo("Alice") is ran.step and ran.step.undone is not None  # a take-back
    assert table.undoable_by("Alice") is None  # the next step down is nobody's


def test_a_burst_of_life_changes_is_one_step_in_the_history():
    """`run_burst`: the step before is undone exactly and the summed change takes its place,
    in the log and the table's history; anything else in between, or another seat, another
    player, a payment, a sum of 0: no burst, nothing done."""
    game = demo_game(seed=3)
    table = Table(game)
    n = len(game.log)
    first = table.run(C.Life("Alice", delta=-1), "Alice").step
    ran = table.run_burst(first, C.Life("Alice", delta=-2), "Alice")
    assert ran is not None and game.state.life["Alice"] == 17 and len(game.log) == n + 1
    assert game.log[-1].command == {"kind": "life", "player": "Alice", "delta": -3}
    assert table.history == [ran.step] and table.index == 1
    last = ran.step
    for cmd, actor in ((C.Life("Bob", delta=-1), "Alice"), (C.Life("Alice", delta=-1), "Bob"),
                       (C.Life("Alice", delta=-1, pay=True), "Alice"),
                       (C.Life("Alice", set_to=3), "Alice"), (C.Life("Alice", delta=3), "Alice")):
        assert table.run_burst(last, cmd, actor) is None, cmd
    assert game.log[-1] is last.entry and game.state.life["Alice"] == 17
    table.run(C.Draw("Alice"), "Alice")  # something else logged since: no burst
    assert table.run_burst(last, C.Life("Alice", delta=-1), "Alice") is None
    assert table.undo("Alice") and table.undo("Alice")  # (the draw is taken back: logged)
    assert game.state.life["Alice"] == 20 and table.index == 0 and not table.can_undo()
