"""Ward (702.21a): a spell's target is the arrow its controller draws from it; pointing an
opponent's spell at a permanent with ward announces the trigger and its cost; the players carry
out its resolution (countered unpaid, resolves paid); turning the permanent up in response does
not take an announced trigger back (113.7a). Undo, take-back and a save keep it all."""

from __future__ import annotations

import json

import pytest

from tabletop.model import commands as C
from tabletop.model.modes import Result
from tabletop.rules import new_game
from tabletop.rules.journal import lines_for
from tabletop.rules.scenarios import load_scenarios, run_scenario
from tabletop.session.undo import UndoStep
from tabletop.storage import dump_game, load_game_bytes
from tests.factsdata import setup

A, B = "A", "B"
CARDS = {
    "bonebrute": {"name": "Hunted Bonebrute", "mana_cost": "{2}{B}",
                  "type_line": "Creature — Skeleton Beast", "power": "6", "toughness": "2",
                  "disguise": "{1}{B}", "keywords": ["Menace"]},
    "bears": {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
              "power": "2", "toughness": "2"},
    "terror": {"name": "Tolarian Terror", "mana_cost": "{6}{U}", "type_line": "Creature — Serpent",
               "power": "5", "toughness": "5", "keywords": ["Ward {2}"]},
    "spirit": {"name": "Ward Spirit", "mana_cost": "{1}{W}", "type_line": "Creature — Spirit",
               "power": "1", "toughness": "1", "keywords": ["Ward—Pay 3 life"]},
    "murder": {"name": "Murder", "mana_cost": "{1}{B}{B}", "type_line": "Instant"},
    "growth": {"name": "Giant Growth", "mana_cost": "{G}", "type_line": "Instant"},
}
WARD = {"verdicts": ["WARD-TRIGGERS"], "cost": "{2}", "events": [{"trigger": "Ward"}]}
NO_WARD = {"no_events": [{"trigger": "Ward"}]}


def scenario(steps: list, battlefield: list | None = None, hand_a: list | None = None
             ) -> str | None:
    """Run one scenario of A's battlefield and B's two Murders; its failure or None."""
    doc = {"format": "tabletop-scenarios/1", "cards": CARDS, "scenarios": [{
        "id": "ward", "title": "ward", "players": [A, B],
        "turn": {"active": A, "number": 6, "step": "main1"},
        "zones": {A: {"hand": hand_a or [], "battlefield": battlefield or [
            {"card": "bonebrute", "face_down": "disguise", "order": 1},
            {"card": "bears", "face_down": "cloak", "order": 2}]},
                  B: {"hand": ["murder", "murder"]}},
        "steps": steps}]}
    fail, _ = run_scenario(load_scenarios(json.dumps(doc), "test")[0])
    return fail


def cast_at(target: str, murder: str = "murder", expect: dict | None = None) -> list:
    return [{"do": "cast", "player": B, "card": murder},
            {"do": "target", "player": B, "card": murder, "to": target,
             "expect": expect if expect is not None else WARD}]


@pytest.mark.parametrize("target", ["bonebrute", "bears"])
def test_a_disguised_or_cloaked_permanent_targeted_by_an_opponent_triggers_ward_2(target):
    assert scenario([*cast_at(target), {"do": "counter", "card": "murder"},
                     {"check": {"card": "murder", "zone": "graveyard"}},
                     {"check": {"card": target, "zone": "battlefield", "face": "down",
                                "revealed_to": "none"}}]) is None


def test_unpaid_the_spell_is_countered_paid_it_resolves():
    assert scenario([*cast_at("bonebrute"), {"do": "counter", "card": "murder"},
                     {"do": "resolve", "card": "murder",
                      "expect": {"result": "refused", "verdicts": ["NOT-ON-STACK"]}},
                     *cast_at("bonebrute", "murder#2"), {"do": "resolve", "card": "murder#2"},
                     {"check": {"card": "murder#2", "zone": "graveyard"}}]) is None


def test_the_controllers_own_spell_does_not_trigger_ward():
    assert scenario([{"do": "cast", "player": A, "card": "growth"},
                     {"do": "target", "player": A, "card": "growth", "to": "bonebrute",
                      "expect": NO_WARD}], hand_a=["growth"]) is None


def test_no_ward_no_trigger_face_down_manifest_or_face_up_without_ward():
    assert scenario([*cast_at("bears", expect=NO_WARD), *cast_at("bonebrute", "murder#2",
                                                                 expect=NO_WARD)],
                    battlefield=[{"card": "bears", "face_down": "manifest", "order": 1},
                                 "bonebrute"]) is None


def test_a_face_up_card_with_ward_triggers_under_its_name_and_cost():
    assert scenario([*cast_at("terror", expect={"verdicts": ["WARD-TRIGGERS"], "cost": "{2}",
                                                "events": [{"trigger": "Tolarian Terror"}]}),
                     *cast_at("spirit", "murder#2", expect={"cost": "3 life"})],
                    battlefield=["terror", "spirit"]) is None


def test_turned_up_in_response_the_trigger_stands_and_the_ward_is_gone():
    """113.7a: the ward trigger already announced still resolves (counter Murder unless paid);
    face up, Hunted Bonebrute has no ward, so the next Murder triggers nothing."""
    assert scenario([*cast_at("bonebrute"),
                     {"do": "turn_face_up", "player": A, "card": "bonebrute",
                      "route": "disguise", "expect": {"verdicts": ["UP-WARD-ENDS"]}},
                     {"do": "counter", "card": "murder"},
                     {"check": {"card": "bonebrute", "zone": "battlefield", "face": "up",
                                "abilities": ["Menace", "Disguise"]}},
                     *cast_at("bonebrute", "murder#2", expect=NO_WARD)]) is None


def test_an_arrow_from_a_permanent_or_by_another_player_is_no_target():
    assert scenario([{"do": "target", "player": B, "card": "bears", "to": "bonebrute",
                      "expect": NO_WARD},
                     {"do": "cast", "player": B, "card": "murder"},
                     {"do": "target", "player": A, "card": "murder", "to": "bonebrute",
                      "expect": NO_WARD}],
                    battlefield=[{"card": "bonebrute", "face_down": "disguise", "order": 1},
                                 {"card": "bears", "controller": B}]) is None


def _game():
    st = setup({A: {"battlefield": [{"card": "bonebrute", "face_down": "disguise", "order": 1}]},
                B: {"hand": ["murder"]}})
    return new_game({**st, "facts": {**st["facts"], **CARDS}}, seed=1)


def test_the_journal_names_no_face_down_card_and_the_dry_run_says_it_too():
    game = _game()
    game.apply(C.Cast(B, "murder"), B)
    dry = game.check(C.Arrow(B, "murder", "bonebrute"))
    assert "WARD-TRIGGERS" in [v.id for v in dry.verdicts]
    out = game.apply(C.Arrow(B, "murder", "bonebrute"), B)
    assert out.result == Result.DONE and out.cost == "{2}"
    assert [e.kind for e in out.events] == ["arrow_drawn", "trigger"]
    text = " ".join(x["text"] for x in lines_for(game, B))
    assert "Hunted Bonebrute" not in text
    assert "An ability triggers (a spell targeted it)." in text
    assert "An ability triggers" in " ".join(x["text"] for x in lines_for(game, A))


def test_undo_and_a_save_keep_the_trigger_exactly():
    game = _game()
    game.apply(C.Cast(B, "murder"), B)
    before = len(game.log)
    out = game.apply(C.Arrow(B, "murder", "bonebrute"), B)
    step = UndoStep(game, C.Arrow(B, "murder", "bonebrute"), B, False, out)
    loaded = load_game_bytes(dump_game(game))
    assert loaded.state.arrows == game.state.arrows
    assert [e.kind for e in loaded.log[-1].events] == ["arrow_drawn", "trigger"]
    step.undo()
    assert len(game.log) == before and game.state.arrows == []
    step.redo()
    assert game.state.arrows == [{"frm": "murder", "to": "bonebrute", "by": B}]
