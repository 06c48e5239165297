"""Saves holding what issue 13 added load, and their logs replay through the rules: a play of a
modal double-faced card's back face (the `back` field of `play`), priority in a cleanup step
(the game's `cleanup_priority`, 514.3a)."""

from tabletop import storage
from tabletop.model import commands as C
from tabletop.rules import new_game
from tests.factsdata import setup
from tests.rules.test_cleanup_priority import cleanup_game


def test_a_save_with_a_back_face_play_loads_and_replays_through_the_rules():
    g = new_game(setup({"A": {"hand": ["valakut"]}}), seed=7)
    assert g.apply(C.Play("A", "valakut", back=True)).ok
    data = storage.dump_game(g)
    back = storage.load_game_bytes(data, verify="rules")
    assert back.state.snapshot() == g.state.snapshot()
    assert back.log[-1].command == {"kind": "play", "player": "A", "card": "valakut",
                                    "back": True}


def test_a_save_with_priority_in_cleanup_loads_and_replays():
    g = cleanup_game()
    g.apply(C.PutOntoBattlefield("visionary", "A"))
    g.apply(C.TurnFaceUp("A", "angel", "morph"))
    for verify in ("rules", "events"):
        back = storage.load_game_bytes(storage.dump_game(g), verify=verify)
        assert back.state.snapshot() == g.state.snapshot()
