"""`take_back`: an undo that cannot take back what a player saw (issue 12, item 7)."""

from __future__ import annotations

from tabletop.model import commands as C
from tabletop.model.modes import Result
from tabletop.rules import new_game
from tabletop.rules.h_takeback import live_tail, undo_forgets
from tabletop.rules.journal import lines_for
from tabletop.storage import dump_game, load_game_bytes
from tests.factsdata import setup

A, B = "A", "B"


def _game():
    return new_game(setup({
        A: {"library": ["bears", "bolt", "forest"], "hand": ["angel"]},
        B: {"library": ["bears", "forest"]},
    }), seed=3)


def _ok(game, cmd, actor=A):
    out = game.apply(cmd, actor)
    assert out.result in (Result.DONE, Result.NOTHING), (cmd, out.ids)
    return out


def _known(game, seat):
    return [ov.index for ov in game.view_for(seat).library_known]


def test_a_look_taken_back_stays_known_to_the_looker_only():
    game = _game()
    _ok(game, C.LookTop(A, None, 2))
    assert _known(game, A) == [0, 1]
    assert undo_forgets(game, game.log[-1])  # an exact undo would make A forget them
    out = _ok(game, C.TakeBack(0))
    assert "TAKE-BACK-SEEN" in out.ids
    assert _known(game, A) == [0, 1] and _known(game, B) == []
    assert lines_for(game, A)[-1]["text"] == \
        "Taken back: look at the top of a library (what was seen stays known)."


def test_a_draw_taken_back_goes_back_on_top_and_the_drawer_still_knows_it():
    game = _game()
    top = game.state.zones["A:library"][0]
    _ok(game, C.Draw(A))
    assert undo_forgets(game, game.log[-1])
    _ok(game, C.TakeBack(0))
    st = game.state
    assert st.zones["A:library"][0] == top and st.cards[top].zone == "library"
    assert _known(game, A) == [0] and _known(game, B) == []
    # a shuffle still forgets it (701.24a)
    _ok(game, C.Shuffle(A))
    assert _known(game, A) == []


def test_only_the_newest_entry_not_taken_back_can_be_taken_back():
    game = _game()
    _ok(game, C.Draw(A))
    _ok(game, C.Draw(B), B)
    out = game.apply(C.TakeBack(0), A)
    assert out.result == Result.REFUSED and out.ids == ["TAKE-BACK-NOT-LAST"]
    _ok(game, C.TakeBack(1), B)
    assert live_tail(game.log) == 0
    _ok(game, C.TakeBack(0))
    assert live_tail(game.log) is None
    assert game.apply(C.TakeBack(0), A).result == Result.REFUSED
    assert len(game.state.zones["A:hand"]) == 1 and not game.state.zones["B:hand"]


def test_a_take_back_undone_exactly_is_the_redo_and_a_save_replays_it():
    game = _game()
    _ok(game, C.Draw(A, 2))
    after_draw = game.state.snapshot()
    _ok(game, C.TakeBack(0))
    for verify in ("rules", "events"):
        again = load_game_bytes(dump_game(game), verify=verify)
        assert again.state.snapshot() == game.state.snapshot()
    game.pop_entry()  # redo: the draw stands again, exactly
    assert game.state.snapshot() == after_draw


def test_an_entry_that_shows_nobody_anything_is_undone_exactly():
    game = _game()
    _ok(game, C.Manifest(A))
    assert undo_forgets(game, game.log[-1])  # A saw the card it controls face down
    _ok(game, C.Tap("bears"))
    assert not undo_forgets(game, game.log[-1])


def test_numbers_are_never_handed_out_twice_after_a_take_back():
    game = _game()
    _ok(game, C.Manifest(A))
    order = next(c.face_down["order"] for c in game.state.cards.values() if c.face_down)
    _ok(game, C.TakeBack(0))
    _ok(game, C.Manifest(A))
    again = next(c.face_down["order"] for c in game.state.cards.values() if c.face_down)
    assert again > order


def test_a_token_taken_back_is_removed_as_it_is_now_and_a_save_replays_it():
    """A token turned face down after it was created: both seats saw it face up, so taking the
    turn back keeps that in its `known`; the take-back of its creation then removes it as it is
    now, so a reload replays the same change (found by the storage property)."""
    game = _game()
    _ok(game, C.CreateToken(A, {"name": "Soldier", "type_line": "Creature — Soldier",
                                "power": "1", "toughness": "1", "layout": "token"}))
    token = next(cid for cid, c in game.state.cards.items() if c.token)
    _ok(game, C.TurnFaceDown(token, "Ixidron"))
    _ok(game, C.TakeBack(1))
    assert game.state.cards[token].known
    _ok(game, C.TakeBack(0))
    assert token not in game.state.cards
    for verify in ("rules", "events"):
        again = load_game_bytes(dump_game(game), verify=verify)
        assert again.state.snapshot() == game.state.snapshot()
    game.pop_entry()  # the redo of the creation: the token is back, face up
    assert game.state.cards[token].face_down is None


def test_an_advance_taken_back_goes_back_a_turn_and_a_save_replays_it():
    """The turn only goes up, except as an advance is taken back (found by the storage
    property: the reload refused "turn only goes up")."""
    game = _game()
    _ok(game, C.Advance("next_turn"))
    assert game.state.turn == 4
    _ok(game, C.TakeBack(0))
    assert (game.state.turn, game.state.active) == (3, A)
    for verify in ("rules", "events"):
        again = load_game_bytes(dump_game(game), verify=verify)
        assert again.state.snapshot() == game.state.snapshot()
