"""The board's index (`tabletop.model.boardindex`, issue 28) always equals one built afresh
from the state (and the effects' index a scan of the effects): after random actions (fixed
seeds), their undo and redo, take-backs, a reload; and it follows current characteristics
(copies, ability loss, face-down status, control), not names."""

import random

import pytest

from tabletop import storage
from tabletop.model import commands as C
from tabletop.model.boardindex import BoardIndex
from tabletop.rules import assists, new_game
from tests.factsdata import setup
from tests.rules.randomgames import KINDS, command_for, new_random_game

SEEDS = range(12)
STEPS = 120


def assert_fresh(game) -> None:
    st = game.state
    board = st.board_index()
    assert board == BoardIndex(st), "the kept index differs from a full scan"
    bf = st.zones["battlefield"]
    assert [board.position(bf, cid) for cid in bf] == list(range(len(bf)))
    assert sorted(board.born, key=board.born.__getitem__) == list(st.cards)
    assert board.with_permission() == [c for c, card in st.cards.items() if card.permission]
    # the effects' index: those that last until a turn, and where each effect is
    assert st.timed_effects() == [e for e in st.effects if e.get("until_turn") is not None]
    assert [st.effect_position(e) for e in st.effects] == list(range(len(st.effects)))


def random_steps(game, rng: random.Random, steps: int):
    """Random commands (as `tests.rules.randomgames` makes them), the index checked after each,
    and after undoing and redoing each; yields after every applied command."""
    for _ in range(steps):
        kind = rng.choice(KINDS)
        cmd = command_for(game.state, kind, rng.randrange(41), rng.randrange(41), game.log)
        if cmd is None:
            continue
        out = game.apply(cmd, override=rng.random() < 0.3)
        assert_fresh(game)
        if out.result == "refused":
            continue
        game.revert(out.events)
        assert_fresh(game)
        game.replay(out.events)
        assert_fresh(game)
        yield out


@pytest.mark.parametrize("seed", SEEDS)
def test_the_index_equals_a_full_scan_after_random_actions(seed):
    rng = random.Random(seed)
    game = new_random_game(seed=seed)
    game.state.board_index()  # built first, then kept
    for _ in random_steps(game, rng, STEPS):
        pass
    while game.log:  # every entry undone, newest first
        game.pop_entry()
        assert_fresh(game)
    assert game.state.snapshot() == new_random_game(seed=seed).state.snapshot()


@pytest.mark.parametrize("seed", SEEDS[:4])
def test_the_index_after_a_reload_and_more_actions(seed):
    rng = random.Random(100 + seed)
    game = new_random_game(seed=seed)
    for _ in random_steps(game, rng, STEPS // 2):
        pass
    loaded = storage.load_game_bytes(storage.dump_game(game))
    assert_fresh(loaded)
    assert loaded.state.board_index() == game.state.board_index()
    for _ in random_steps(loaded, rng, STEPS // 2):
        pass
    while loaded.log:
        loaded.pop_entry()
    assert_fresh(loaded)


# -- current characteristics, not names
def table(**zones):
    return new_game(setup({"A": {"battlefield": zones.get("a", [])},
                           "B": {"battlefield": zones.get("b", []),
                                 "hand": zones.get("b_hand", [])}}, mode="assist"), seed=1)


def watched(game) -> list[str]:
    return game.state.board_index().watching(game.state)


def test_ability_loss_takes_a_permanent_out_and_its_end_puts_it_back():
    game = table(a=["pursuit", "bears"])
    assert watched(game) == ["pursuit"]
    out = game.apply(C.ApplyEffect("pursuit", {"lose_all_abilities": True}, "end_of_turn"))
    assert out.result == "done" and watched(game) == []
    assert assists.sources_of(game.state, "A", "face_down_dies_cast") == []
    game.pop_entry()
    assert watched(game) == ["pursuit"]
    assert_fresh(game)


def test_a_copy_of_a_watcher_watches_and_a_face_down_one_does_not():
    game = table(a=["pursuit", "bears"])
    game.apply(C.BecomeCopy("bears", "pursuit"))
    assert watched(game) == ["pursuit", "bears"]
    assert [c.id for c in assists.sources_of(game.state, "A", "face_down_dies_cast")] == [
        "pursuit", "bears"]
    game.apply(C.TurnFaceDown("pursuit", "Ixidron"), override=True)
    assert watched(game) == ["bears"]
    assert_fresh(game)


def test_control_changes_whose_watcher_and_tapped_permanent_it_is():
    game = table(a=["pursuit", "bears"])
    st = game.state
    game.apply(C.Tap("pursuit"))
    game.apply(C.GainControl("B", "pursuit", "end_of_turn"), override=True)
    assert [c.id for c in assists.sources_of(st, "B", "face_down_dies_cast")] == ["pursuit"]
    assert assists.sources_of(st, "A", "face_down_dies_cast") == []
    assert st.board_index().tapped_permanents(st, "B") == ["pursuit"]
    assert st.board_index().tapped_permanents(st, "A") == []
    assert game.apply(C.UntapAll("B"), "B").result == "done"
    assert not st.cards["pursuit"].tapped
    assert_fresh(game)


def test_attachments_and_tapped_permanents_follow_moves():
    game = table(a=["bears", "mist", "pursuit"])
    st = game.state
    game.apply(C.Attach("mist", "bears"), override=True)
    game.apply(C.Attach("pursuit", "bears"), override=True)
    assert st.board_index().attached_to(st, "bears") == ["mist", "pursuit"]
    game.apply(C.Tap("mist"))
    assert st.board_index().tapped_permanents(st, "A") == ["mist"]
    game.apply(C.Move("bears", "graveyard"))
    assert st.board_index().attached_to(st, "bears") == []
    assert st.cards["mist"].attached_to is None and st.cards["pursuit"].attached_to is None
    assert_fresh(game)
