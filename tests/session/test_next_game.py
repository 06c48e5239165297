"""The next game of a match (session/opening.py): the same cards per player as the first game's
starting setup, tokens left out, sideboards swapped card for card, a new seed, the pregame."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletop.carddata.decklists import parse_decklist
from tabletop.carddata.demo import bundled_lookup
from tabletop.model import commands as C
from tabletop.model.state import PREGAME
from tabletop.session.opening import (
    demo_game,
    next_game,
    next_game_setup,
    sideboard_cards,
    starting_decks,
)


def owned(game) -> dict[str, Counter]:
    """{player: the names of every card they own that is not a token} in any zone."""
    st = game.state
    out: dict[str, Counter] = {p: Counter() for p in st.players}
    for c in st.cards.values():
        if not c.token:
            out[c.owner][st.facts[c.facts]["name"]] += 1
    return out


def played(seed=5):
    """A demo game played a little: cards moved around, a token made, a face-down manifest,
    then Bob concedes and Alice ends it."""
    g = demo_game(seed=seed)
    st = g.state
    alice_hand = st.zones["Alice:hand"]
    for cmd, actor in ((C.Move(alice_hand[0], "graveyard"), "Alice"),
                       (C.Manifest("Alice"), "Alice"),
                       (C.CreateToken("Bob", {"name": "Soldier", "type_line":
                                              "Token Creature — Soldier", "power": "1",
                                              "toughness": "1"}), "Bob"),
                       (C.Life("Bob", set_to=0), "Bob"), (C.LeaveGame("Bob"), "Bob"),
                       (C.EndGame(), "Alice")):
        out = g.apply(cmd, actor)
        assert out.ok, (cmd, out.reason)
    assert st.ended and any(c.token for c in st.cards.values())
    return g


def test_the_next_game_has_the_same_cards_per_player_shuffled_anew_in_the_pregame():
    g1 = played()
    before = owned(demo_game(seed=5))
    g2 = next_game(g1, "Bob")
    st = g2.state
    assert owned(g2) == before  # the starting cards, the token not among them
    assert st.step == PREGAME and st.turn == 0 and st.active == "Bob"
    assert not st.ended and st.left == [] and st.life == {"Alice": 20, "Bob": 20}
    assert all(len(st.zones[f"{p}:hand"]) == 7 for p in st.players)
    assert not st.zones["battlefield"] and not any(c.face_down for c in st.cards.values())
    assert g2.seed != g1.seed and g2.setup["turn"]["active"] == "Bob"
    # a new order: not the first game's libraries
    names = [[st.facts[st.cards[c].facts]["name"] for c in st.zones["Alice:library"]]]
    g1_names = [[g1.state.facts[c["facts"]]["name"] for c in g1.setup["cards"]
                 if c["owner"] == "Alice"]]
    assert names != g1_names
    # the ids say nothing: not in deck order
    assert [c["id"] for c in g2.setup["cards"]] != [f"c{i}" for i in
                                                      range(1, len(g2.setup["cards"]) + 1)]


def test_the_next_game_keeps_the_starting_life_the_mode_and_the_commanders():
    g1 = demo_game(seed=2)
    g1.setup["life"] = 40
    first = next(c for c in g1.setup["cards"] if c["owner"] == "Alice")
    first["zone"] = "command"
    g1.apply(C.SetMode("strict"), "Alice")
    s2 = next_game_setup(g1, "Alice", seed=9)
    assert s2["life"] == 40 and s2["mode"] == "strict"
    assert [c for c in s2["cards"] if c["zone"] == "command"] == [
        {"id": c["id"], "facts": first["facts"], "owner": "Alice", "zone": "command"}
        for c in s2["cards"] if c["zone"] == "command"]
    assert sum(c["zone"] == "command" for c in s2["cards"]) == 1
    with pytest.raises(ValueError, match="not a player"):
        next_game_setup(g1, "Carol")


def test_sideboarding_swaps_card_for_card_and_the_next_game_plays_the_swapped_deck():
    deck_a = parse_decklist("20 Forest\n4 Grizzly Bears\n\nSideboard\n2 Lightning Bolt\n"
                            "1 No Such Card\n")
    deck_b = parse_decklist("24 Island\n")
    from tabletop.session.opening import decks_game
    g1 = decks_game([("Ann", deck_a), ("Ben", deck_b)], bundled_lookup, seed=4)
    sides = sideboard_cards([("Ann", deck_a), ("Ben", deck_b)], bundled_lookup)
    assert [f["name"] for f in sides["Ann"]] == ["Lightning Bolt"] * 2 and sides["Ben"] == []
    decks = starting_decks(g1, sides)
    ann = decks.decks["Ann"]
    assert Counter(ann.main) == {"Forest": 20, "Grizzly Bears": 4}
    assert ann.side == ["Lightning Bolt"] * 2 and decks.has_sideboards
    assert ann.move("Grizzly Bears", to_side=True) and ann.move("Lightning Bolt", to_side=False)
    assert not ann.move("Island", to_side=True)  # not in Ann's main deck
    assert len(ann.main) == 24 and len(ann.side) == 2  # the counts stay
    g2 = next_game(g1, "Ann", decks, seed=11)
    assert owned(g2)["Ann"] == {"Forest": 20, "Grizzly Bears": 3, "Lightning Bolt": 1}
    assert owned(g2)["Ben"] == {"Island": 24}
    # the sideboard goes on to game 3 as it is now
    again = starting_decks(g2, decks.sideboards())
    assert Counter(again.decks["Ann"].side) == {"Grizzly Bears": 1, "Lightning Bolt": 1}
