"""Issue 29's lessons 27–29 (mana value 0 and no colour; cards exiled face down; missed reveals,
for judges): every known mistake gives its stated verdict and the right kind of answer, the
positions they need load (a card exiled face down in a lesson's start), and the facts they teach
hold on the table: a face-down object's values, the counterspell's type check, no reveal of
cards exiled face down at the end of the game."""

from __future__ import annotations

import copy

import pytest

from tabletop.lessons import LessonSession, MistakeKind, bundled_lessons
from tabletop.lessons.actions import action_command
from tabletop.lessons.format import LessonFormatError, parse_lesson
from tabletop.model.chars import characteristics
from tabletop.rules.scenarios import step_command
from tabletop.rules.verdicts import CATALOGUE, REFUSE

LESSONS = {x.id: x for x in bundled_lessons()}
NEW = ("mana-value-zero", "exiled-face-down", "missed-reveals")


def _mistakes():
    for lid in NEW:
        for n, step in enumerate(LESSONS[lid].steps):
            for k, _m in enumerate(step.mistakes):
                yield pytest.param(lid, n, k, id=f"{lid}-step{n + 1}-mistake{k + 1}")


def _played(lid: str, upto: int | None = None) -> LessonSession:
    lesson = LESSONS[lid]
    s = LessonSession(lesson)
    for step in lesson.steps[:upto]:
        assert s.attempt(action_command(step.solution)).advanced
    return s


def test_the_three_lessons_are_bundled_in_order():
    ids = [x.id for x in bundled_lessons()]
    assert set(NEW) <= set(ids)
    assert [ids.index(x) for x in NEW] == sorted(ids.index(x) for x in NEW)
    for lid in NEW:
        assert len(LESSONS[lid].steps) >= 3
        assert all(s.claims for s in LESSONS[lid].steps if s.success)


@pytest.mark.parametrize(("lid", "n", "k"), list(_mistakes()))
def test_each_mistake_gives_its_stated_verdict_and_kind(lid, n, k):
    s = _played(lid, n)
    m = LESSONS[lid].steps[n].mistakes[k]
    before = s.game.state.snapshot()
    fb = s.attempt(action_command(m.action))
    assert m.verdict in fb.verdicts
    assert s.game.state.snapshot() == before and s.index == n
    assert m.explain and m.explain in fb.message
    illegal = CATALOGUE[m.verdict][0] == REFUSE or bool(m.illegal)
    assert fb.kind == ("wrong" if illegal else "off_track")
    assert [x.kind for x in s.summary().made] == [
        MistakeKind.ILLEGAL if illegal else MistakeKind.NOT_THIS_STEP]


def test_face_down_values_mana_value_zero_and_colorless():
    s = _played("mana-value-zero", 0)
    st = s.game.state
    ch = characteristics(st, st.cards["angel"])
    assert (ch.mana_value, list(ch.colors), ch.name) == (0, [], None)
    s = _played("mana-value-zero")  # revealed on the way to the graveyard: 6, white
    ch = characteristics(s.game.state, s.game.state.cards["angel"])
    assert ch.mana_value == 6 and "W" in ch.colors


def test_a_counterspell_for_noncreature_spells_cant_counter_a_face_down_spell():
    s = _played("mana-value-zero", 3)  # B's face-down Akroma is on the stack
    def judged(requires: str):
        return s.game.check(step_command({"do": "counter", "card": "akroma",
                                          "requires": requires}), None)
    no, yes = judged("noncreature"), judged("creature")
    assert "FDSPELL-IS-CREATURE-SPELL" in no.ids and not no.legal
    assert "FDSPELL-IS-CREATURE-SPELL" in yes.ids and yes.legal


def test_cards_exiled_face_down_stay_hidden_when_the_game_ends():
    s = _played("exiled-face-down")
    st = s.game.state
    assert st.cards["bears"].zone == "exile" and st.cards["bears"].face_down is not None
    assert st.cards["bears"].revealed == [] and st.cards["ogre"].revealed == []
    assert st.cards["forest"].face_down is None  # the face-down permanent was revealed


def test_a_start_may_exile_a_card_face_down_and_only_in_exile():
    data = copy.deepcopy(LESSONS["exiled-face-down"].model_dump(exclude_none=True))
    data["start"]["zones"]["A"]["hand"] = [{"card": "ogre#2",
                                            "face_down": {"exile": True}}]
    with pytest.raises(LessonFormatError):
        parse_lesson(data, "x.json")


def test_the_judges_lesson_cites_the_tournament_document_as_text_not_as_a_rule():
    lesson = LESSONS["missed-reveals"]
    assert "Infraction Procedure Guide, section 2.3" in lesson.summary
    assert all("IPG" not in r and "Infraction" not in r
               for s in lesson.steps for r in s.rules)
