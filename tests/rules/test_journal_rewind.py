"""The journal follows undo by rewinding its shadow state, giving what a fresh read gives."""

from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.rules.journal import Journal, lines_for
from tests.factsdata import setup


def test_rewind_after_undo_matches_a_fresh_journal():
    g = new_game(setup({"A": {"library": ["bears", "forest", "angel"], "hand": ["den"]}}))
    j = Journal(g, "B")
    for cmd in (C.Manifest("A"), C.Cast("A", "den", "megamorph"), C.Resolve("den"),
                C.Draw("A"), C.Move("bears", "graveyard")):
        g.apply(cmd)
        assert j.lines() == lines_for(g, "B")
    g.pop_entry()
    g.pop_entry()
    assert j.lines() == lines_for(g, "B")
    assert j.read == g.log
    g.apply(C.Tap("den"))
    assert j.lines() == lines_for(g, "B")
    texts = " ".join(ln["text"] for ln in j.lines())
    assert "Den Protector" not in texts and "megamorph" not in texts


def test_a_leaving_owners_cards_move_outside_of_the_game_in_words():
    g = new_game(setup({"A": {"library": ["bears"], "hand": ["forest"]}, "B": {}}))
    g.apply(C.LeaveGame("A"), "A")
    texts = [ln["text"] for ln in lines_for(g, "B")]
    assert "A card moved from A's library to the outside of the game." in texts
    assert not any("another zone" in t for t in texts)
