"""The journal (tabletop.rules.journal): lines safe for one seat, and following a live game."""

from __future__ import annotations

import json

from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.rules.journal import Journal, lines_for

from ..factsdata import setup
from .gamegen import random_game


def _game():
    game = new_game(setup({"A": {"hand": ["angel", "forest"], "library": ["bears", "den"]},
                           "B": {"library": ["demon", "bolt"]}}))
    for cmd in (C.Cast("A", "angel", face_down="morph"), C.Resolve("angel"),
                C.Play("A", "forest"), C.Draw("A"), C.Manifest("B"),
                C.TurnFaceUp("A", "angel", "morph")):
        out = game.apply(cmd, None, override=True)
        assert out.ok, (cmd, out.reason)
    return game


def test_a_face_down_spell_is_named_only_for_its_controller():
    game = _game()
    mine = [ln["text"] for ln in lines_for(game, "A")]
    theirs = [ln["text"] for ln in lines_for(game, "B")]
    assert "A cast Exalted Angel (#1)." in mine
    assert "A cast face-down #1." in theirs
    assert "A drew 1 card: Grizzly Bears." in mine
    assert "A drew 1 card." in theirs
    assert "B manifested Grinning Demon (#2)." in theirs
    assert "B manifested face-down #2." in mine
    assert "Face-down #1 entered the battlefield face down." in theirs
    # once turned face up, everyone reads its name
    assert theirs[-1] == mine[-1] == "Exalted Angel (#1) was turned face up for its morph cost."
    assert not any("Grinning Demon" in t for t in mine)
    assert not any("Exalted Angel" in t for t in theirs[:-1])


def test_lines_carry_keys_params_and_no_model_ids():
    for seed in range(6):
        game = random_game(seed, 120)
        for seat in ("A", "B", None):
            lines = lines_for(game, seat)
            text = json.dumps(lines)
            assert '"card-' not in text and "card-" not in " ".join(ln["text"] for ln in lines)
            for ln in lines:
                assert set(ln) == {"n", "key", "params", "text"}
                assert ln["key"].startswith("log.") and 0 <= ln["n"] < len(game.log)


def test_journal_follows_undo_and_new_actions():
    game = random_game(21, 50)
    j = Journal(game, "A")
    assert j.lines() == lines_for(game, "A")
    for _ in range(5):
        game.pop_entry()
    assert j.lines() == lines_for(game, "A")
    game.apply(C.Draw("A"))
    game.apply(C.Advance("next_step"))
    assert j.lines() == lines_for(game, "A")


def test_lines_up_to_a_position():
    game = random_game(22, 40)
    lines = lines_for(game, "B", upto=10)
    assert all(ln["n"] < 10 for ln in lines)
    assert lines == [ln for ln in lines_for(game, "B") if ln["n"] < 10]
