"""A setup can hold any position (issue 16): cards exiled face down, and cards known to players
beyond their place (a card one looked at)."""

from __future__ import annotations

import pytest

from tabletop.model.invariants import problems
from tabletop.model.setup import SetupError, build_state
from tabletop.rules import new_game
from tabletop.rules.knowledge import known_to
from tabletop.rules.visibility import may_look

BEARS = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
         "power": "2", "toughness": "2"}


def _setup(*cards: dict) -> dict:
    return {"players": ["A", "B"], "facts": {"bears": BEARS},
            "cards": [{"id": f"c{i}", "facts": "bears", "owner": "A", **c}
                      for i, c in enumerate(cards)]}


def test_a_card_exiled_face_down_only_those_who_may_look_know_it():
    game = new_game(_setup({"zone": "exile", "face_down": {"exile": True, "may_look": ["B"]}},
                           {"zone": "exile", "face_down": {"exile": True}}))
    st = game.state
    first, second = st.cards["c0"], st.cards["c1"]
    assert first.face_down == {"exile": True, "may_look": ["B"]}
    assert may_look(st, "B", first) and not may_look(st, "A", first)
    assert known_to(st, "B", first) and not known_to(st, "A", first)
    assert not known_to(st, None, first)
    assert second.face_down == {"exile": True, "may_look": ["A"]}  # the owner by default
    assert problems(st) == []
    view = game.view_for("A")
    assert [o.face_down for o in view.in_zone("exile")] == [True, True]
    assert [o.known for o in view.in_zone("exile")] == [False, True]


def test_known_players_know_a_card_beyond_its_place():
    game = new_game(_setup({"zone": "hand", "known": ["B"]}, {"zone": "library", "known": ["A"]},
                           {"zone": "hand"}))
    st = game.state
    assert known_to(st, "B", st.cards["c0"]) and known_to(st, "A", st.cards["c0"])
    assert known_to(st, "A", st.cards["c1"]) and not known_to(st, "B", st.cards["c1"])
    assert not known_to(st, "B", st.cards["c2"])
    assert [o.known for o in game.view_for("B").in_zone("hand")] == [True, False]
    assert problems(st) == []


@pytest.mark.parametrize("card, words", [
    ({"zone": "hand", "face_down": {"exile": True}}, "only a card in exile"),
    ({"zone": "exile", "face_down": {"exile": True, "may_look": ["C"]}}, "may_look"),
    ({"zone": "exile", "face_down": {"exile": True, "may_look": ["B", "B"]}}, "may_look"),
    ({"zone": "exile", "face_down": {"exile": False}}, "exiled face down"),
    ({"zone": "exile", "face_down": {"exile": True, "order": 1}}, "exiled face down"),
    ({"zone": "exile", "face_down": {"method": "manifest"}}, "only permanents and spells"),
    ({"zone": "hand", "known": ["C"]}, "known"),
    ({"zone": "hand", "known": ["A", "A"]}, "known"),
    ({"zone": "hand", "known": "A"}, "known"),
])
def test_what_a_setup_refuses(card, words):
    with pytest.raises(SetupError, match=words):
        build_state(_setup(card))


@pytest.mark.parametrize("change, words", [
    (lambda c: c[4].update(face_down={"exile": True, "may_look": ["Q"]}), "may_look"),
    (lambda c: c[1].update(face_down={"exile": True, "may_look": ["B"]}), "only a card in exile"),
    (lambda c: c[0].update(known=["B", "B"]), "known"),
    (lambda c: c[0].update(known=["Q"]), "known must list players"),
    (lambda c: c[0].update(known="A"), "setup.cards[0].known"),
    (lambda c: c[4].update(face_down={"exile": "yes"}),
     "setup.cards[4].face_down.SetupExileMarker.exile"),
])
def test_a_save_with_a_bad_position_is_refused_with_its_path(change, words):
    import json

    from tabletop.storage import SaveError, dump_game, load_game_bytes
    from tests.storage.make_goldens import position_game

    doc = json.loads(dump_game(position_game()))
    change(doc["setup"]["cards"])
    with pytest.raises(SaveError) as info:
        load_game_bytes(json.dumps(doc).encode())
    assert any(words in p for p in info.value.problems), info.value.problems
