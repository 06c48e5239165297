"""Issue 14's new lessons (turning up: when and how; two ways up; face-down spells; the legend
rule and copies; double-faced cards face down; leaving and the end of the game): each known
mistake gives its stated verdict and the right kind of answer (illegal: "Not allowed", with the
rule; legal: "allowed, but not this step"), and the teacher's summary lists the rules practised
with their notes and the mistakes made, whole."""

from __future__ import annotations

import pytest

from tabletop.lessons import LessonSession, MistakeKind, bundled_lessons
from tabletop.lessons.actions import action_command
from tabletop.lessons.rulebook import NOTES
from tabletop.rules.verdicts import CATALOGUE, REFUSE

LESSONS = {x.id: x for x in bundled_lessons()}
NEW = ("when-to-turn-up", "two-ways-up", "face-down-spells", "legend-rule-copies",
       "double-faced-face-down", "leaving-and-game-end", "ward-face-down")


def _mistakes():
    for lid in NEW:
        for n, step in enumerate(LESSONS[lid].steps):
            for k, _m in enumerate(step.mistakes):
                yield pytest.param(lid, n, k, id=f"{lid}-step{n + 1}-mistake{k + 1}")


def test_the_new_lessons_are_bundled():
    assert set(NEW) <= set(LESSONS)
    assert len(LESSONS) >= 23


@pytest.mark.parametrize("lid", NEW)
def test_each_new_lesson_explains_an_illegal_mistake(lid):
    refused = [m for s in LESSONS[lid].steps for m in s.mistakes
               if CATALOGUE[m.verdict][0] == REFUSE]
    assert refused  # at least one illegal action, explained with its rule


@pytest.mark.parametrize(("lid", "n", "k"), list(_mistakes()))
def test_each_mistake_gives_its_stated_verdict_and_kind(lid, n, k):
    lesson = LESSONS[lid]
    s = LessonSession(lesson)
    for step in lesson.steps[:n]:
        assert s.attempt(action_command(step.solution)).advanced
    m = lesson.steps[n].mistakes[k]
    before = s.game.state.snapshot()
    fb = s.attempt(action_command(m.action))
    assert m.verdict in fb.verdicts
    assert s.game.state.snapshot() == before and s.index == n
    assert m.explain and m.explain in fb.message
    outcome, rules, _ = CATALOGUE[m.verdict]
    illegal = outcome == REFUSE or bool(m.illegal)  # refused, or forbidden by the lesson's rules
    if illegal:
        assert fb.kind == "wrong" and fb.message.startswith("Not allowed: ")
        assert all(r in fb.message for r in (m.illegal or rules))
    else:
        assert fb.kind == "off_track"
        assert fb.message.startswith("That is legal, but it is not what this step asks")
    made = s.summary().made
    assert [(x.step, x.kind, x.verdict) for x in made] == [
        (n + 1, MistakeKind.ILLEGAL if illegal else MistakeKind.NOT_THIS_STEP,
         m.verdict)]


def test_the_summary_lists_rules_with_notes_and_each_mistake_whole():
    lesson = LESSONS["when-to-turn-up"]
    s = LessonSession(lesson)
    for step in lesson.steps:
        for m in step.mistakes:
            s.attempt(action_command(m.action))
        s.attempt(action_command(step.solution))
    summary = s.summary()
    text = summary.text()
    lines = text.split("\n")
    assert lines[0] == "Lesson complete: When you may turn a card face up"
    assert "Steps done: 3 of 3; mistakes: 4; hints used: 0." in lines
    for r in lesson.rules:  # every rule practised, with its whole note
        assert f"- {r}: {NOTES[r]}" in lines
    assert [m.kind for m in summary.made] == [MistakeKind.ILLEGAL, MistakeKind.ILLEGAL,
                                              MistakeKind.NOT_THIS_STEP, MistakeKind.ILLEGAL]
    assert "- Step 1, not allowed by the rules: Turning a permanent face up needs priority" in text
    assert "- Step 2, allowed, but not what the step asked: " in text
    for step in lesson.steps:
        for m in step.mistakes:
            assert f"  Why: {m.explain}" in lines
            for r in CATALOGUE[m.verdict][1]:
                assert f"  Rule {r}: {NOTES[r]}" in lines
    assert "…" not in text and "..." not in text


def test_a_summary_without_mistakes_says_so():
    lesson = LESSONS["double-faced-face-down"]
    s = LessonSession(lesson)
    for step in lesson.steps:
        s.attempt(action_command(step.solution))
    assert "Mistakes made: none." in s.summary().text()


def test_a_player_leaving_reveals_their_face_down_cards_to_all_then_they_leave():
    """The leaving lesson's step 2 says C's face-down permanent and spell were revealed to all
    players as C left: the table's entry for leaving says so (the cards are then gone, new
    objects nobody knows, so a state check can't)."""
    lesson = LESSONS["leaving-and-game-end"]
    s = LessonSession(lesson)
    s.attempt(action_command(lesson.steps[0].solution))
    entry = s.game.log[-1]
    assert entry.command["kind"] == "leave_game"
    assert "REVEAL-PLAYER-LEAVES" in entry.verdicts
    shown = {e.data["card"]: e.changes[0][-1] for e in entry.events if e.kind == "revealed"}
    assert shown == {"angel": ["A", "B", "C", "D"], "akroma": ["A", "B", "C", "D"]}
    assert {s.game.state.cards[c].zone for c in shown} == {"gone"}
