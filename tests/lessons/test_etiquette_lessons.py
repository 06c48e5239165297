"""Issue 29's lessons 24–26 (what to announce and answer; leaving with other players' face-down
cards; responding with a turn-up): each known mistake gives its stated verdict and the right kind
of answer, the summary carries every rule's note, and what the steps say the table did it did."""

from __future__ import annotations

import pytest

from tabletop.lessons import LessonSession, MistakeKind, bundled_lessons
from tabletop.lessons.actions import action_command
from tabletop.lessons.rulebook import CATALOGUE as NOTES
from tabletop.rules.verdicts import CATALOGUE, REFUSE

LESSONS = {x.id: x for x in bundled_lessons()}
NEW = ("announce-and-answer", "leaving-with-others-cards", "responding-with-a-turn-up")


def _played(lid: str, n: int) -> LessonSession:
    lesson = LESSONS[lid]
    s = LessonSession(lesson)
    for step in lesson.steps[:n]:
        assert s.attempt(action_command(step.solution)).advanced
    return s


def _mistakes():
    for lid in NEW:
        for n, step in enumerate(LESSONS[lid].steps):
            for k, _m in enumerate(step.mistakes):
                yield pytest.param(lid, n, k, id=f"{lid}-step{n + 1}-mistake{k + 1}")


def test_the_lessons_are_bundled_in_order():
    ids = [x.id for x in bundled_lessons()]
    assert [i for i in ids if i in NEW] == list(NEW)
    assert ids.index("announce-and-answer") == ids.index("ward-face-down") + 1


@pytest.mark.parametrize(("lid", "n", "k"), list(_mistakes()))
def test_each_mistake_gives_its_stated_verdict_and_kind(lid, n, k):
    s = _played(lid, n)
    m = LESSONS[lid].steps[n].mistakes[k]
    before = s.game.state.snapshot()
    fb = s.attempt(action_command(m.action))
    assert m.verdict in fb.verdicts
    assert s.game.state.snapshot() == before and s.index == n
    assert m.explain and m.explain in fb.message
    made = [(x.step, x.kind) for x in s.summary().made]
    refused = s.game.apply(action_command(m.action)).result == "refused"  # the model's own answer
    outcome, rules, _ = CATALOGUE[m.verdict]
    illegal = refused or outcome == REFUSE or bool(m.illegal)
    if illegal:
        assert fb.kind == "wrong" and fb.message.startswith("Not allowed: ")
        assert all(r in fb.message for r in (m.illegal or rules))
    else:
        assert fb.kind == "off_track"
    assert made == [(n + 1, MistakeKind.ILLEGAL if illegal else MistakeKind.NOT_THIS_STEP)]


@pytest.mark.parametrize("lid", NEW)
def test_the_summary_lists_every_rule_with_its_note(lid):
    lesson = LESSONS[lid]
    s = _played(lid, len(lesson.steps))
    lines = s.summary().text().split("\n")
    assert f"Steps done: {len(lesson.steps)} of {len(lesson.steps)}; mistakes: 0; " \
           "hints used: 0." in lines
    for r in lesson.rules:
        assert f"- {r}: {NOTES[r]}" in lines


def test_leaving_c_gives_back_the_permanent_c_controlled_and_shows_it_to_all():
    """Lesson 25, step 2: C owned the cloaked Forest (gone with C) and controlled A's manifested
    Bears (back to A, still face down); both were revealed to every player as C left."""
    s = _played("leaving-with-others-cards", 2)
    entry = next(e for e in reversed(s.game.log) if e.command["kind"] == "leave_game")
    shown = {e.data["card"] for e in entry.events if e.kind == "revealed"}
    assert shown == {"forest", "bears"}
    bears = s.game.state.cards["bears"]
    assert (bears.zone, bears.controller, bears.face_down is not None) == ("battlefield", "A",
                                                                           True)


def test_a_turn_up_in_response_leaves_the_spell_on_the_stack():
    s = _played("responding-with-a-turn-up", 1)
    assert s.game.state.cards["swords"].zone == "stack"
    assert s.game.state.cards["akroma"].face_down is None
