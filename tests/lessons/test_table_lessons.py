"""The lessons on searching, looking at the top, scrying and mulligans (issue 12 item 8): each
known mistake gets its verdict and changes nothing, every step's `known_to` checks hold, and the
commands the table builds for these steps (the library browser's search, a scry, the mulligan
dialog's cards, "next step" out of the mulligans) are accepted as the step's action."""

from __future__ import annotations

import pytest

from tabletop.lessons import LessonSession, bundled_lessons, parse_lesson
from tabletop.lessons.actions import action_command, matches
from tabletop.model import commands as C
from tabletop.rules.scenarios import check_state

from .helpers import mini

LESSONS = {x.id: x for x in bundled_lessons()}
TABLE_LESSONS = ("searching-shuffling", "look-top-scry", "london-mulligan",
                 "multiplayer-mulligan")


@pytest.mark.parametrize("lesson_id", TABLE_LESSONS)
def test_each_mistake_gives_its_verdict_and_every_step_checks_who_knows(lesson_id):
    lesson = LESSONS[lesson_id]
    s = LessonSession(lesson)
    tried = 0
    for n, step in enumerate(lesson.steps, 1):
        assert any("known_to" in c for c in step.checks), (lesson_id, n)
        for m in step.mistakes:
            before = s.game.state.snapshot()
            fb = s.attempt(action_command(m.action))
            assert not fb.advanced and m.verdict in fb.verdicts, (lesson_id, n, fb.verdicts)
            assert m.explain in fb.message and all(r in fb.message for r in fb.rules)
            assert s.game.state.snapshot() == before  # nothing changed
            tried += 1
        assert s.attempt(action_command(step.solution)).advanced, (lesson_id, n)
        assert all(check_state(s.game, c) is None for c in step.checks)
    assert s.finished and tried >= 1


def play(s: LessonSession, *cmds: C.Command) -> None:
    for cmd in cmds:
        fb = s.attempt(cmd)
        assert fb.advanced, (s.index, fb.message, fb.problem)


def test_searching_with_the_commands_the_table_builds():
    s = LessonSession(LESSONS["searching-shuffling"])
    play(s, C.Move("bears", "library", position="top"))  # the drag onto the library pile
    # the browser's choice: no "a card" flag, the owner spelled out or not
    fb = s.attempt(C.Search("A", None, "library", (), None))  # fail to find: not for "a card"
    assert not fb.advanced and "LIB-SEARCH-FAIL-OK" in fb.verdicts and "701.23d" in fb.message
    fb = s.attempt(C.Search("A", "A", "library", ("bolt",), "hand", reveal=True))
    assert not fb.advanced  # Demonic Tutor doesn't reveal: not this step
    play(s, C.Search("A", "A", "library", ("bolt",), "hand"),
         C.Search("A", None, "library", ("forest",), "hand", reveal=True),
         C.Search("A", None, "library", (), None))
    assert s.finished


def test_scrying_and_surveilling_with_the_commands_the_table_builds():
    s = LessonSession(LESSONS["look-top-scry"])
    fb = s.attempt(C.ArrangeTop("A", None, ("bolt", "forest")))
    assert not fb.advanced and fb.verdicts[0] == "LIB-ARRANGE-UNKNOWN"
    assert s.attempt(C.LookTop("A", None, 3)).advanced is False  # three is not scry 2
    play(s, C.LookTop("A", None, 2), C.ArrangeTop("A", "A", ("forest",), ("bolt",)),
         C.Draw("A"), C.LookTop("A", "A", 1), C.ArrangeTop("A", None, graveyard=("bears",)),
         C.Draw("A"), C.Shuffle("A"))
    assert s.finished


def test_mulligans_with_the_commands_the_table_builds_and_next_step_out_of_pregame():
    s = LessonSession(LESSONS["london-mulligan"])
    play(s, C.Mulligan("A"), C.PutOnBottom("A", ("mountain",)), C.Mulligan("A"))
    fb = s.attempt(C.PutOnBottom("A", ("island", "mountain")))  # the other order
    assert not fb.advanced and s.game.state.bottom_due["A"] == 2
    play(s, C.PutOnBottom("A", ("mountain", "island")), C.Keep("A"))
    fb = s.attempt(C.Advance("next_step"))  # out of pregame: turn 1's untap step, on the way
    assert fb.kind == "free" and s.game.state.turn == 1 and s.game.state.step == "untap"
    while not s.finished:
        fb = s.attempt(C.Advance("next_step"))
        assert fb.kind in ("free", "correct"), fb.message
    assert s.game.state.step == "main1" and len(s.game.state.zones["A:hand"]) == 5


def test_matchers_read_table_commands_in_the_scenario_terms():
    assert matches({"do": "look_top", "player": "A", "count": 2}, C.LookTop("A", None, 2))
    assert not matches({"do": "look_top", "player": "A", "count": 2}, C.LookTop("A", None, 1))
    assert matches({"do": "look_top", "owner": "A"}, C.LookTop("A"))
    assert not matches({"do": "look_top", "owner": "B"}, C.LookTop("A"))
    assert matches({"do": "search", "find": "bolt"}, C.Search("A", find=("bolt",)))
    assert matches({"do": "draw", "count": 2}, C.Draw("A", 2))
    assert matches({"do": "reveal", "to": "all"}, C.Reveal("A", from_zone="hand"))
    assert not matches({"do": "reveal", "to": "all"}, C.Reveal("A", from_zone="hand",
                                                               to=("B",)))
    assert matches({"do": "put_on_bottom", "cards": ["x", "y"]},
                   C.PutOnBottom("A", ("x", "y")))


def test_a_pregame_start_and_table_actions_are_validated():
    d = mini()
    d["start"]["turn"] = {"active": "A", "number": 0, "step": "pregame"}
    d["start"]["zones"]["A"]["hand"] = ["bears"]
    d["start"]["zones"]["A"]["library"] = []
    d["steps"] = [{"instruction": "Keep.", "solution": {"do": "keep", "player": "A"},
                   "hints": ["Keep."], "rules": ["103.5"],
                   "mistakes": [{"action": {"do": "put_on_bottom", "player": "A",
                                            "cards": ["nope"]},
                                 "verdict": "MULL-BOTTOM-NONE"}]}]
    with pytest.raises(ValueError) as err:
        parse_lesson(d)
    assert "put_on_bottom: unknown card 'nope'" in str(err.value)
    d["steps"][0]["mistakes"][0]["action"]["cards"] = ["bears"]
    lesson = parse_lesson(d)
    assert LessonSession(lesson).attempt(C.Keep("A")).advanced
