"""Issue 14 item 1: every rule note a learner sees is checked against the rules engine."""

from __future__ import annotations

import json

import pytest

from tabletop.lessons import bundled_lessons, check_lesson, rulebook
from tabletop.lessons.check import note_claim_failure
from tabletop.lessons.format import LessonFormatError, parse_lesson
from tabletop.resources import resource

FIRST_SIXTEEN = {
    "tracking-markers", "peeking", "manifest-turn-up", "morph-megamorph", "disguise", "cloak",
    "manifest-dread", "primordial-mist", "cryptic-pursuit", "reveal-duties", "no-rearranging",
    "copies", "searching-shuffling", "look-top-scry", "london-mulligan", "multiplayer-mulligan"}

TRUE_CLAIM = {
    "says": "A manifested Forest can be turned up by an effect",
    "rules": ["708.7", "506.4"],
    "start": {"players": ["A", "B"], "turn": {"active": "A", "step": "main1"},
              "zones": {"A": {"battlefield": [{"card": "forest", "face_down": "manifest"}]}}},
    "steps": [{"do": "turn_face_up", "player": "B", "card": "forest", "route": "effect"},
              {"check": {"card": "forest", "face": "up", "types": ["Land"]}}],
}


def manifest_lesson() -> dict:
    path = resource("lessons", "03-manifest-turn-up.json")
    return json.loads(path.read_text(encoding="utf-8"))


def test_a_true_claim_passes_and_is_counted():
    d = manifest_lesson()
    d["steps"][1]["claims"] = [TRUE_CLAIM]
    res = check_lesson(parse_lesson(d))
    assert res.passed, res.problems
    assert res.claims_checked >= 1


def test_a_lesson_with_a_false_claim_fails_the_check():
    d = manifest_lesson()
    false = {**TRUE_CLAIM, "says": "No rule or effect turns a manifested land face up",
             "steps": [{"do": "turn_face_up", "player": "B", "card": "forest",
                        "route": "effect", "expect": {"result": "refused"}}]}
    d["steps"][1]["claims"] = [false]
    res = check_lesson(parse_lesson(d))
    assert not res.passed
    assert any("No rule or effect turns" in p and "not what the engine does" in p
               for p in res.problems), res.problems


def test_a_false_claim_on_the_lesson_start_fails():
    d = manifest_lesson()  # default start: the lesson's own; #2 is the manifested Forest
    d["steps"][0]["claims"] = [{"says": "A manifested Forest turns up for its mana cost",
                                "rules": ["701.40b"],
                                "steps": [{"do": "turn_face_up", "player": "A",
                                           "card": "forest", "route": "mana_cost"},
                                          {"check": {"card": "forest", "face": "up"}}]}]
    res = check_lesson(parse_lesson(d))
    assert any("step 1: claim 1" in p for p in res.problems), res.problems


def test_a_false_rule_note_claim_fails_every_lesson_citing_it(monkeypatch):
    bad = {"says": "A manifested land turns up for a mana cost",
           "start": {"players": ["A", "B"], "turn": {"active": "A", "step": "main1"},
                     "zones": {"A": {"battlefield": [{"card": "forest",
                                                      "face_down": "manifest"}]}}},
           "steps": [{"do": "turn_face_up", "player": "A", "card": "forest",
                      "route": "mana_cost"}]}
    monkeypatch.setitem(rulebook.CLAIMS, "701.40b", [bad])
    monkeypatch.setattr(rulebook, "_PARSED", {})
    note_claim_failure.cache_clear()
    try:
        res = check_lesson(parse_lesson(manifest_lesson()))
        assert any("the note on 701.40b is not what the engine does" in p
                   for p in res.problems), res.problems
    finally:
        note_claim_failure.cache_clear()


def test_a_citation_outside_the_catalogue_fails():
    d = manifest_lesson()
    d["steps"][0]["rules"] = ["701.40b", "999.9z"]
    res = check_lesson(parse_lesson(d))
    assert any("'999.9z'" in p and "catalogue" in p for p in res.problems)


def test_a_malformed_claim_is_a_format_error():
    d = manifest_lesson()
    d["steps"][0]["claims"] = [{**TRUE_CLAIM, "steps": [{"do": "fly", "card": "forest"}]}]
    with pytest.raises(LessonFormatError) as exc:
        parse_lesson(d)
    assert any("claims.0" in p for p in exc.value.problems)


def test_claims_are_optional():
    d = manifest_lesson()
    for step in d["steps"]:
        step.pop("claims", None)
    assert check_lesson(parse_lesson(d)).passed


def test_every_rule_note_claim_holds_on_the_engine():
    assert len(rulebook.CLAIMS) >= 30
    failures = {r: note_claim_failure(r) for r in rulebook.CLAIMS}
    assert not {r: f for r, f in failures.items() if f}


def test_the_face_down_lessons_cite_only_checked_rules():
    """Every rule the sixteen lessons of issue 14 cite is backed by a claim the engine runs."""
    seen = set()
    for lesson in bundled_lessons():
        if lesson.id not in FIRST_SIXTEEN:
            continue
        seen.add(lesson.id)
        res = check_lesson(lesson)
        assert res.passed, res.problems
        assert not res.unchecked, (lesson.id, res.unchecked)
    assert seen == FIRST_SIXTEEN


def test_every_rule_a_learner_is_shown_is_in_the_catalogue():
    from tabletop.rules.verdicts import CATALOGUE
    shown = {r for _, rules, _ in CATALOGUE.values() for r in rules}
    shown |= {r for lesson in bundled_lessons() for s in lesson.steps for r in s.rules}
    assert sorted(r for r in shown if r not in rulebook.CATALOGUE) == []
