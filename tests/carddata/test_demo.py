"""The demo game: two decks from bundled facts that use every face-down method and the seeds."""

from __future__ import annotations

from collections import Counter

from tabletop.carddata import bundled_cards, demo_setup
from tabletop.carddata.demo import METHOD_SOURCES, SEED_CARDS, demo_decks
from tabletop.model.state import METHODS
from tabletop.rules import new_game


def test_demo_setup_builds_a_game():
    setup = demo_setup()
    assert setup["players"] == ["Alice", "Bob"]
    assert setup["turn"] == {"active": "Alice", "number": 1, "step": "main1"}
    assert setup["mode"] == "assist"
    cards = setup["cards"]
    assert len(cards) == 120
    assert len({c["id"] for c in cards}) == 120
    assert {c["id"] for c in cards} == {f"c{i}" for i in range(1, 121)}
    assert Counter(c["owner"] for c in cards) == {"Alice": 60, "Bob": 60}
    assert all(c["zone"] == "library" for c in cards)
    for key, facts in setup["facts"].items():
        assert facts == bundled_cards()[key]
    game = new_game(setup, seed=1)
    assert game is not None


def test_demo_ids_do_not_follow_decklist_order():
    setup = demo_setup(seed=5)
    ids = [int(c["id"][1:]) for c in setup["cards"]]
    assert ids != sorted(ids)


def test_demo_decks_use_every_face_down_method_and_the_seeds():
    decks = demo_decks()
    assert [d.section_counts() for d in decks] == [{"main": 60}, {"main": 60}]
    names = {e.name for d in decks for e in d.entries}
    cards = bundled_cards()
    full = {cards[n]["name"] if n in cards else next(
        k for k, v in cards.items() if any(f["name"] == n for f in v.get("card_faces", [])))
        for n in names}
    assert set(SEED_CARDS) <= full
    used = set()
    for n in full:
        for kw in ("morph", "megamorph", "disguise"):
            if kw in cards[n]:
                used.add(kw)
    for method, sources in METHOD_SOURCES.items():
        if set(sources) & full:
            used.add(method)
    assert used == set(METHODS)
