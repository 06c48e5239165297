"""The lesson format: bundled lessons load, and broken files get clear, located messages."""

from __future__ import annotations

import json

import pytest

from tabletop.lessons import LessonFormatError, bundled_lessons, load_lesson, parse_lesson

from .helpers import mini

TOPICS = {"tracking-markers", "peeking", "manifest-turn-up", "morph-megamorph", "disguise",
          "cloak", "manifest-dread", "primordial-mist", "cryptic-pursuit", "reveal-duties",
          "no-rearranging", "copies", "searching-shuffling", "look-top-scry", "london-mulligan",
          "multiplayer-mulligan"}


def problems_of(data) -> list[str]:
    with pytest.raises(LessonFormatError) as err:
        parse_lesson(data, "x.json")
    return err.value.problems


def test_bundled_lessons_cover_the_issue_list():
    lessons = bundled_lessons()
    ids = [x.id for x in lessons]
    assert len(lessons) >= 10
    assert len(set(ids)) == len(ids)
    assert TOPICS <= set(ids)
    for lesson in lessons:
        assert any(s.mistakes for s in lesson.steps), lesson.id
        assert lesson.rules


def test_minimal_lesson_loads_from_text():
    lesson = load_lesson(json.dumps(mini()), "mini.json")
    assert lesson.id == "mini"
    assert lesson.rules == ["701.40a", "701.40b"]
    assert {c["id"] for c in lesson.setup()["cards"]} == {"bears", "forest"}


def test_not_json_and_wrong_format():
    with pytest.raises(LessonFormatError) as err:
        load_lesson("{", "bad.json")
    assert err.value.problems[0].startswith("bad.json: not JSON")
    assert problems_of(mini(format="tabletop-lesson/9")) == [
        "x.json: format must be 'tabletop-lesson/1', not 'tabletop-lesson/9'"]


def test_unknown_and_missing_keys_are_located():
    d = mini(colour="blue")
    del d["summary"]
    d["steps"][0]["hint"] = "typo"
    probs = problems_of(d)
    assert "x.json: colour: unknown key" in probs
    assert "x.json: summary: required key is missing" in probs
    assert "x.json: steps.0.hint: unknown key" in probs


def test_bounded_lengths():
    d = mini()
    d["steps"][1]["instruction"] = "x" * 801
    d["steps"][0]["hints"] = []
    probs = problems_of(d)
    assert any(p.startswith("x.json: steps.1.instruction: String should have at most 800")
               for p in probs), probs
    assert any(p.startswith("x.json: steps.0.hints: List should have at least 1") for p in probs)


def test_bad_id():
    assert any("id: String should match pattern" in p for p in problems_of(mini(id="Not OK")))


def test_actions_name_known_cards_players_and_fields():
    d = mini()
    d["steps"][0]["prepare"] = [{"do": "cast", "player": "C", "card": "nope"}]
    d["steps"][1]["solution"] = {"do": "turn_face_up", "player": "A", "card": "bears",
                                 "route": "sideways"}
    d["steps"][1]["mistakes"][0]["action"] = {"do": "fly", "card": "bears"}
    d["steps"][1]["checks"] = [{"card": "bears", "colour": "green"}]
    probs = problems_of(d)
    assert "x.json: steps.0.prepare.0: cast: unknown player 'C'" in probs
    assert "x.json: steps.0.prepare.0: cast: unknown card 'nope'" in probs
    assert "x.json: steps.1.solution: turn_face_up: unknown route 'sideways'" in probs
    assert any(p.startswith("x.json: steps.1.mistakes.0.action: unknown action 'fly'")
               for p in probs)
    assert "x.json: steps.1.checks.0: unknown check property colour" in probs


def test_missing_action_field_and_unknown_verdict():
    d = mini()
    d["steps"][1]["solution"] = {"do": "turn_face_up", "player": "A", "card": "bears"}
    d["steps"][1]["mistakes"][0]["verdict"] = "NO-SUCH-VERDICT"
    probs = problems_of(d)
    assert "x.json: steps.1.solution: turn_face_up needs 'route'" in probs
    assert "x.json: steps.1.mistakes.0.verdict: unknown verdict id 'NO-SUCH-VERDICT'" in probs


def test_a_lesson_needs_a_known_mistake():
    d = mini()
    d["steps"][1]["mistakes"] = []
    assert "x.json: steps: a lesson needs at least one known mistake" in problems_of(d)


def test_start_position_is_checked_like_a_scenario():
    d = mini(seat="C")
    d["start"]["zones"]["A"]["library"] = ["dragon"]
    probs = problems_of(d)
    assert any("zones.A.library: unknown card 'dragon'" in p for p in probs), probs
    assert "x.json: seat: 'C' is not one of the players" in probs


def test_bad_card_facts():
    d = mini()
    d["cards"]["bears"] = {"mana_cost": "{1}{G}", "type_line": "Creature"}
    probs = problems_of(d)
    assert any("card 'bears'" in p for p in probs), probs


def test_copies_name_their_tokens_for_later_steps():
    d = mini()
    d["steps"][1]["solution"] = {"do": "copy", "player": "A", "card": "forest", "as": "tok"}
    d["steps"].append({"instruction": "Look at the token.", "hints": ["h"], "rules": ["707.2"],
                       "solution": {"do": "look", "player": "A", "card": "tok"}})
    assert parse_lesson(d).steps[2].solution["card"] == "tok"


def test_a_matcher_names_the_players_actions_by_the_scenario_fields():
    from tabletop.lessons.actions import matches
    from tabletop.model import commands as C
    assert matches({"do": "life", "player": "A", "set": 7}, C.Life("A", set_to=7))
    assert not matches({"do": "life", "player": "A", "set": 7}, C.Life("A", delta=7))
    assert matches({"do": "roll", "player": "B", "sides": 6, "count": 2}, C.Roll("B", 6, 2))
    assert matches({"do": "player_counter", "counter": "poison", "delta": 1},
                   C.PlayerCounter("B", "poison", delta=1))
