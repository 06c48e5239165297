"""The result of a game (rules/outcome.py): named from the state by what the assist knows, life 0
(704.5a), ten poison counters (704.5c), concessions (104.3a), the last player standing (104.2a)
and a draw (104.4a). Games are played with real commands by the seats that may give them."""

from __future__ import annotations

from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.rules.outcome import (
    Loss,
    LossReason,
    ResultKind,
    outcome,
    poison_of,
    state_loss,
)
from tabletop.rules.visibility import view_for
from tests.factsdata import setup


def game(players=("A", "B"), **extra):
    zones = {p: {"battlefield": ["forest"], "library": ["bears"]} for p in players}
    s = setup(zones, players=players)
    s.update(extra)
    return new_game(s, seed=3)


def do(g, cmd, actor):
    out = g.apply(cmd, actor)
    assert out.ok, (cmd, out.reason)
    return out


def test_a_game_going_on_has_no_result_even_at_0_life():
    g = game()
    assert outcome(g.state) is None
    do(g, C.Life("B", set_to=0), "B")
    assert outcome(g.state) is None  # the players carry out the state-based action


def test_life_0_then_leaving_and_ending_names_the_winner_704_5a():
    g = game()
    do(g, C.Life("B", delta=-20), "B")
    do(g, C.LeaveGame("B"), "B")
    res = outcome(g.state)
    # over (104.2a: every opponent of A left), not yet ended
    assert res is not None and res.kind == ResultKind.WIN and res.winner == "A"
    assert not res.ended
    do(g, C.EndGame(), "A")
    res = outcome(g.state)
    assert res.ended and res.winner == "A"
    assert res.losses == (Loss("B", LossReason.LIFE, 0),) and res.losses[0].rule == "704.5a"
    assert res.chooser(g.state.players) == "B"


def test_negative_life_and_a_game_ended_for_both_still_names_the_loser():
    g = game(mode="assist")
    do(g, C.Life("A", delta=-23), "A")
    assert g.apply(C.EndGame(), "A").result == "refused"  # B is still in the game
    do(g, C.EndGame(), None)  # ended by the table for everyone (both players agreed)
    res = outcome(g.state)
    assert res.kind == ResultKind.WIN and res.winner == "B"
    assert res.losses == (Loss("A", LossReason.LIFE, -3),)


def test_ten_poison_counters_704_5c_in_any_case_of_the_name():
    g = game()
    do(g, C.PlayerCounter("A", "Poison", set_to=9), "A")
    do(g, C.PlayerCounter("A", "energy", set_to=12), "A")
    assert state_loss(g.state, "A") is None
    do(g, C.PlayerCounter("A", "Poison", delta=1), "A")
    assert poison_of(g.state.player_counters["A"]) == 10
    do(g, C.LeaveGame("A"), "A")
    do(g, C.EndGame(), "B")
    res = outcome(g.state)
    assert res.winner == "B" and res.losses == (Loss("A", LossReason.POISON, 10),)
    assert res.losses[0].rule == "704.5c"


def test_life_comes_before_poison():
    g = game(life={"A": 0}, player_counters={"A": {"poison": 11}})
    assert state_loss(g.state, "A") == Loss("A", LossReason.LIFE, 0)


def test_a_concession_104_3a():
    g = game()
    do(g, C.LeaveGame("A"), "A")
    do(g, C.EndGame(), "B")
    res = outcome(g.state)
    assert res.kind == ResultKind.WIN and res.winner == "B"
    assert res.losses == (Loss("A", LossReason.CONCEDED),) and res.losses[0].rule == "104.3a"


def test_a_draw_when_every_player_still_in_loses_at_once_104_4a():
    g = game()
    do(g, C.Life("A", set_to=0), "A")
    do(g, C.Life("B", set_to=-2), "B")
    do(g, C.LeaveGame("A"), "A")  # the state-based action carried out for A ...
    res = outcome(g.state)  # ... B has 0 or less life too: nobody is left who didn't lose
    assert res.kind == ResultKind.DRAW and res.winner is None and res.drawn == ("A", "B")
    do(g, C.EndGame(), "B")
    res = outcome(g.state)
    assert res.kind == ResultKind.DRAW and res.drawn == ("A", "B")
    assert res.losses == (Loss("A", LossReason.LIFE, 0), Loss("B", LossReason.LIFE, -2))
    assert res.chooser(g.state.players) is None


def test_ended_by_agreement_has_no_winner():
    g = game()
    do(g, C.EndGame(), None)
    res = outcome(g.state)
    assert res.kind == ResultKind.NO_WINNER and res.winner is None and res.losses == ()


def test_a_player_who_leaves_after_the_game_was_decided_changes_nothing():
    g = game()
    do(g, C.LeaveGame("A"), "A")
    do(g, C.LeaveGame("B"), "B")  # B won when A left (104.2a)
    res = outcome(g.state)
    assert res.winner == "B" and res.losers == ("A",)


def test_three_players_one_concedes_one_loses_to_life_the_third_wins():
    g = game(players=("A", "B", "C"))
    do(g, C.LeaveGame("B"), "B")
    assert outcome(g.state) is None  # A and C still play
    do(g, C.Life("A", set_to=0), "A")
    do(g, C.LeaveGame("A"), "A")
    res = outcome(g.state)
    assert res.winner == "C"
    assert res.losses == (Loss("A", LossReason.LIFE, 0), Loss("B", LossReason.CONCEDED))
    assert res.chooser(g.state.players) == "A"  # the first loser in seat order


def test_three_players_ended_with_two_still_in_has_no_winner():
    g = game(players=("A", "B", "C"))
    do(g, C.PlayerCounter("C", "poison", set_to=10), "C")
    do(g, C.EndGame(), None)
    res = outcome(g.state)
    assert res.kind == ResultKind.NO_WINNER
    assert res.losses == (Loss("C", LossReason.POISON, 10),)


def test_a_lone_players_game_has_no_winner():
    g = game(players=("A",))
    do(g, C.Life("A", set_to=0), "A")
    do(g, C.EndGame(), "A")
    res = outcome(g.state)
    assert res.kind == ResultKind.NO_WINNER and res.losers == ("A",)


def test_a_seats_view_names_the_same_result_as_the_state():
    g = game()
    do(g, C.PlayerCounter("B", "poison", set_to=10), "B")
    do(g, C.LeaveGame("B"), "B")
    do(g, C.EndGame(), "A")
    for seat in ("A", "B", None):
        assert outcome(view_for(g, seat)) == outcome(g.state)
