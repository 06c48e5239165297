"""Issue 14, "Wrong today": none of the wrong statements a judge found remains in any lesson, rule
note or verdict text, and each corrected statement stays corrected."""

from __future__ import annotations

import re

import pytest

from tabletop.lessons import bundled_lessons
from tabletop.lessons.actions import action_command
from tabletop.lessons.rulebook import CATALOGUE as RULEBOOK
from tabletop.lessons.rulebook import NOTES, RULINGS
from tabletop.lessons.session import LessonSession
from tabletop.rules import new_game
from tabletop.rules.verdicts import CATALOGUE, REFUSE, VARIANTS, verdict

LESSONS = {lesson.id: lesson for lesson in bundled_lessons()}


def lesson_texts():
    """(where, text) of every sentence a learner can read in a lesson."""
    for lesson in LESSONS.values():
        yield f"{lesson.id}: summary", lesson.summary
        for n, step in enumerate(lesson.steps, 1):
            where = f"{lesson.id} step {n}"
            yield f"{where}: instruction", step.instruction
            for h in step.hints:
                yield f"{where}: hint", h
            if step.success:
                yield f"{where}: success", step.success
            for m in step.mistakes:
                if m.explain:
                    yield f"{where}: mistake", m.explain


def all_texts():
    yield from lesson_texts()
    for rule, note in RULEBOOK.items():
        yield f"note {rule}", note
    for vid, (_, _, sentence) in CATALOGUE.items():
        yield f"verdict {vid}", sentence
    for vid, variants in VARIANTS.items():
        for v in variants:
            if v[3]:
                yield f"verdict {vid} (variant)", v[3]


# the wrong statements of issue 14, as patterns (case-insensitive)
WRONG = [
    r"can't be turned (face )?up at all",
    r"can never be turned face up",
    r"no rule turns a manifested land",
    r"manifested (land|forest)[^.;,]*(never|can.t)[^.;,]*turned",
    r"what everyone can see",
    r"a manifest with ward",
    r"manifest the card and give it ward",
    r"only if it is revealed",
    r"can't become a permanent",
    r"the table allows that",
    r"leaves the battlefield or the stack",
    r"seed rulings?",
]


@pytest.mark.parametrize("pattern", WRONG)
def test_no_wrong_statement_remains(pattern):
    hits = [f"{where}: {text}" for where, text in all_texts()
            if re.search(pattern, text, re.IGNORECASE)]
    assert not hits, "\n".join(hits)


def test_the_708_9_note_says_a_resolving_spell_is_not_revealed():
    note = NOTES["708.9"]
    assert "anywhere but the battlefield" in note and "resolves is not revealed" in note


def test_the_701_40b_note_says_this_way_and_has_a_mana_cost():
    note = NOTES["701.40b"]
    assert "this way" in note and "has a mana cost" in note and "no mana cost" in note


def test_cloak_is_its_own_keyword_action():
    assert "its own keyword action" in NOTES["701.58a"]
    assert "manifest" not in NOTES["701.58a"]


def test_copies_take_the_face_down_copiable_values_with_ward():
    for text in (NOTES["707.2"], CATALOGUE["COPY-OF-FACE-DOWN"][2], LESSONS["copies"].summary):
        assert "ward {2}" in text.replace("{{", "{").replace("}}", "}")
        assert "not " in text and "counters" in text
    assert {"707.2", "708.2", "701.58a", "702.168b"} <= set(CATALOGUE["COPY-OF-FACE-DOWN"][1])


def test_peeking_names_control_and_effects():
    assert "unless an effect lets you" in NOTES["708.5"]
    explain = LESSONS["peeking"].steps[0].mistakes[0].explain
    assert "gain control" in explain and "an effect lets you look" in explain


def test_manifested_land_wording():
    texts = [t for w, t in lesson_texts() if w.startswith(("manifest-turn-up", "manifest-dread"))]
    assert any("no way to turn it up yourself" in t for t in texts)
    assert any("an effect can" in t for t in texts)


def test_a_manifested_instant_mana_cost_is_not_available_and_nothing_is_revealed():
    v = verdict("FLIP-INSTANT-SORCERY", outcome=REFUSE)
    assert v.rules == ("701.40b", "701.58b") and "701.40g" not in v.rules
    assert "not available" in v.sentence and "nothing is revealed" in v.sentence
    # an effect still reveals it instead (701.40g)
    effect = verdict("FLIP-INSTANT-SORCERY")
    assert "701.40g" in effect.rules and "revealed" in effect.sentence
    # and the engine gives that for the special action, with nothing revealed
    s = LessonSession(LESSONS["manifest-turn-up"])
    s.attempt(action_command(LESSONS["manifest-turn-up"].steps[0].solution))
    fb = s.attempt({"kind": "turn_face_up", "player": "A", "card": "bolt", "route": "mana_cost"})
    assert fb.kind == "wrong" and "701.40b" in fb.rules and "701.40g" not in fb.message
    assert s.game.state.cards["bolt"].revealed == []


def test_citations_are_the_right_rules():
    rules = {(lesson.id, n): step.rules for lesson in LESSONS.values()
             for n, step in enumerate(lesson.steps, 1)}
    # creature timing is 302.1/117.1a, never 307.1 (sorceries)
    assert "307.1" not in rules[("primordial-mist", 9)]
    assert "302.1" in rules[("primordial-mist", 9)] and "117.1a" in rules[("primordial-mist", 9)]
    assert "302.1" in CATALOGUE["CAST-TIMING"][1]
    # "Equipment still counts": the ruling, 301.5, 613 — not 708.2
    cloak2 = rules[("cloak", 2)]
    assert "708.2" not in cloak2 and "301.5" in cloak2 and "613.1" in cloak2
    assert any(r in RULINGS and "Commander 2018" in r for r in cloak2)
    # disguise: 702.168d, not only a morph rule
    assert verdict("FLIP-MORPH-CAST-NO-R1", keyword="disguise").rules == ("701.40b", "702.168d")
    # cloaked, disguise route: 701.58d / 702.168d, not 708.7
    assert "708.7" not in CATALOGUE["NO-SUCH-ROUTE"][1]
    assert {"701.58d", "702.168d"} <= set(CATALOGUE["NO-SUCH-ROUTE"][1])
    assert "707.2" in CATALOGUE["NOT-FACE-DOWN"][1]
    # until end of turn effects end: 514.2; dies triggers look back: 603.10a; stack order: 405.5
    assert "514.2" in rules[("copies", 4)]
    assert "603.10a" in rules[("cryptic-pursuit", 3)]
    assert "603.10a" in CATALOGUE["CP-DIES-INSTANT"][1]
    assert "405.5" in rules[("cryptic-pursuit", 2)]


def test_rulings_are_cited_as_rulings_with_their_set():
    for vid, (_, rules, _) in CATALOGUE.items():
        for r in rules:
            if "ruling" in r:
                assert r in RULINGS and re.search(r"ruling \([A-Z][^)]+\)", r), (vid, r)
    for lesson in LESSONS.values():
        for step in lesson.steps:
            for r in step.rules:
                if "ruling" in r:
                    assert r in RULINGS, (lesson.id, r)


def test_illegal_actions_are_never_called_allowed():
    for lesson in LESSONS.values():
        s = LessonSession(lesson)
        for step in lesson.steps:
            for m in step.mistakes:
                fb = s.attempt(action_command(m.action), s.seat)
                if m.illegal:
                    assert fb.kind == "wrong" and fb.message.startswith("Not allowed"), lesson.id
                    assert all(r in fb.message for r in m.illegal)
                assert "allows that" not in fb.message
            s.attempt(action_command(step.solution), s.seat)
    illegal = {(lesson.id, n) for lesson in LESSONS.values()
               for n, step in enumerate(lesson.steps, 1) for m in step.mistakes if m.illegal}
    assert {("tracking-markers", 3), ("cloak", 1), ("no-rearranging", 2)} <= illegal


def test_a_legal_mistake_is_legal_but_not_this_step():
    s = LessonSession(LESSONS["manifest-dread"])
    s.attempt(action_command(LESSONS["manifest-dread"].steps[0].solution))
    fb = s.attempt(action_command(LESSONS["manifest-dread"].steps[1].mistakes[0].action))
    assert fb.kind == "off_track" and fb.message.startswith("That is legal, but")


def test_the_engine_turns_a_manifested_land_up_by_an_effect():
    """What the corrected statement says is what the rules engine does (708.7, 506.4)."""
    lesson = LESSONS["manifest-turn-up"]
    g = new_game(lesson.setup())
    out = g.apply(action_command({"do": "turn_face_up", "player": "B", "card": "forest",
                                  "route": "effect"}), None)  # an effect (no seat asks)
    assert out.result != "refused"
    assert g.state.cards["forest"].face_down is None
