"""A save holding a play of a modal double-faced card's back face (the `back` field of `play`,
issue 13) loads, and its log replays through the rules."""

from tabletop import storage
from tabletop.model import commands as C
from tabletop.rules import new_game
from tests.factsdata import setup


def test_a_save_with_a_back_face_play_loads_and_replays_through_the_rules():
    g = new_game(setup({"A": {"hand": ["valakut"]}}), seed=7)
    assert g.apply(C.Play("A", "valakut", back=True)).ok
    data = storage.dump_game(g)
    back = storage.load_game_bytes(data, verify="rules")
    assert back.state.snapshot() == g.state.snapshot()
    assert back.log[-1].command == {"kind": "play", "player": "A", "card": "valakut",
                                    "back": True}
