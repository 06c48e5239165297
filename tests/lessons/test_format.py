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


MURDER = {"name": "Murder", "mana_cost": "{1}{B}{B}", "type_line": "Instant"}


def _target_claim(to: str) -> dict:
    return {"says": "Ward {2} of a cloaked permanent triggers", "rules": ["702.21a"],
            "cards": {"murder": MURDER},
            "start": {"players": ["A", "B"],
                      "zones": {"A": {"battlefield": [{"card": "bears", "face_down": "cloak"}]},
                                "B": {"hand": ["murder"]}}},
            "steps": [{"do": "cast", "player": "B", "card": "murder"},
                      {"do": "target", "player": "B", "card": "murder", "to": to,
                       "expect": {"verdicts": ["WARD-TRIGGERS"], "cost": "{2}"}}]}


def test_a_claim_targets_a_permanent_and_the_engine_runs_it():
    from tabletop.lessons import check_lesson
    d = mini()
    d["steps"][1]["claims"] = [_target_claim("bears")]
    lesson = parse_lesson(d)
    assert lesson.steps[1].claims[0].steps[1]["do"] == "target"
    assert check_lesson(lesson).passed


@pytest.mark.parametrize("step, problem", [
    ({"do": "target", "player": "B", "card": "murder", "to": "nobody"},
     "to names unknown card 'nobody'"),
    ({"do": "target", "player": "B", "card": "murder"}, "target needs 'to'"),
    ({"do": "target", "player": "B", "card": "murder", "to": "bears", "pay": True},
     "target: unknown field(s) pay"),
])
def test_a_malformed_target_step_is_a_format_error(step, problem):
    d = mini()
    claim = _target_claim("bears")
    claim["steps"][1] = step
    d["steps"][1]["claims"] = [claim]
    with pytest.raises(LessonFormatError) as exc:
        parse_lesson(d)
    assert any(problem in p and "steps.1.claims.0" in p for p in exc.value.problems), \
        exc.value.problems


def test_a_target_matcher_is_an_arrow_from_the_spell():
    from tabletop.lessons.actions import action_command, matches
    from tabletop.model import commands as C
    step = {"do": "target", "player": "B", "card": "murder", "to": "bears"}
    assert action_command(step) == C.Arrow("B", "murder", "bears")
    assert matches(step, C.Arrow("B", "murder", "bears"))
    assert not matches(step, C.Arrow("B", "bears", "murder"))
    assert not matches({"do": "target", "card": "murder"}, C.Cast("B", "murder"))
