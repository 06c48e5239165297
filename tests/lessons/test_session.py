"""The session API the lesson player uses: attempts, feedback, hints, retry, back, summary."""

from __future__ import annotations

import pytest

from tabletop.lessons import LessonSession, bundled_lessons, check_lesson, parse_lesson
from tabletop.lessons.actions import action_command
from tabletop.model import commands as C
from tabletop.rules.scenarios import card_property

from .helpers import mini

LESSONS = {x.id: x for x in bundled_lessons()}


def session(lesson_id: str) -> LessonSession:
    return LessonSession(LESSONS[lesson_id])


def snapshot(s: LessonSession) -> dict:
    st = s.game.state
    return {cid: (c.zone, c.face_down, c.tapped, dict(c.counters), c.damage, c.controller)
            for cid, c in st.cards.items()} | {"_log": len(s.game.log), "_step": st.step,
                                                "_turn": st.turn}


@pytest.mark.parametrize("lesson_id", sorted(LESSONS))
def test_every_bundled_lesson_passes_its_check(lesson_id):
    res = check_lesson(LESSONS[lesson_id])
    assert res.passed, res.problems
    assert res.steps == len(LESSONS[lesson_id].steps)
    assert res.mistakes_tried >= 1


def test_the_reference_solution_finishes_and_summarises():
    s = LessonSession(parse_lesson(mini()))
    assert s.instruction == "Manifest the top card of your library."
    assert s.progress == (0, 2)
    fb = s.attempt(C.Manifest("A", source="Soul Summons"))
    assert (fb.correct, fb.advanced, fb.kind) == (True, True, "correct")
    assert fb.rules == ("701.40a",)
    fb = s.attempt({"kind": "turn_face_up", "player": "A", "card": "bears",
                    "route": "mana_cost"})
    assert fb.correct and fb.message == "Correct! Well done. Lesson complete."
    assert s.finished and s.step is None
    assert s.attempt(C.EndGame()).kind == "finished"
    summ = s.summary()
    assert (summ.finished, summ.steps_done, summ.steps_total, summ.mistakes) == (True, 2, 2, 0)
    assert summ.rules == ("701.40a", "701.40b")
    assert "Lesson complete: Mini lesson" in summ.text()


def test_a_refused_action_is_explained_and_changes_nothing():
    s = session("manifest-turn-up")
    before = snapshot(s)
    fb = s.attempt(C.TurnFaceUp("A", "forest", "mana_cost"))
    assert (fb.correct, fb.advanced, fb.kind) == (False, False, "wrong")
    assert "FLIP-MANIFEST-NONCREATURE-REFUSED" in fb.verdicts
    assert fb.rules == ("701.40b", "701.58b")
    assert "701.40b" in fb.message and "not a creature card" in fb.message
    assert "#2 is a Forest" in fb.message  # the lesson's own words
    assert snapshot(s) == before
    assert s.summary().mistakes == 1


def test_a_refusal_without_a_listed_mistake_still_cites_the_rule():
    s = session("peeking")
    fb = s.attempt(C.TurnFaceUp("A", "bolt", "mana_cost"))
    assert fb.kind == "wrong" and "FLIP-NOT-CONTROLLER" in fb.verdicts
    assert "701.40b" in fb.message


def test_a_legal_action_off_the_lesson_is_not_carried_out():
    s = session("manifest-dread")
    s.attempt(action_command(LESSONS["manifest-dread"].steps[0].solution))
    before = snapshot(s)
    fb = s.attempt(C.ManifestDread("A", keep="forest"))
    assert fb.kind == "off_track" and not fb.advanced
    assert "MD-TWO-PLUS" in fb.verdicts and "701.62a" in fb.message
    assert "keep the Bears" in fb.message
    assert snapshot(s) == before


def test_checks_that_fail_put_the_table_back():
    d = mini()
    d["steps"][1]["accept"] = [{"do": "turn_face_up", "card": "bears"}]
    d["steps"][1]["checks"] = [{"card": "bears", "counters": {"+1/+1": 1}}]
    s = LessonSession(parse_lesson(d))
    s.attempt(C.Manifest("A"))
    before = snapshot(s)
    fb = s.attempt(C.TurnFaceUp("A", "bears", "mana_cost"))
    assert fb.kind == "off_track" and not fb.advanced
    assert snapshot(s) == before


def test_looking_and_moving_on_the_table_are_free():
    s = session("manifest-turn-up")
    fb = s.attempt(C.Look("A", "bolt"))
    assert fb.kind == "free" and "LOOK-OWN-OK" in fb.verdicts and not fb.advanced
    fb = s.attempt(C.MoveOnTable("bolt", 10.0, 20.0))
    assert fb.kind == "free"
    assert s.game.state.cards["bolt"].pos == [10.0, 20.0]
    assert s.index == 0


def test_invalid_commands_are_answered_not_raised():
    s = session("peeking")
    fb = s.attempt({"kind": "fly", "card": "bears"})
    assert fb.kind == "invalid" and "fly" in fb.message
    fb = s.attempt(C.Look("A", "no-such-card"))
    assert fb.kind == "wrong" and not fb.advanced


def test_unseen_cards_are_not_named_in_feedback():
    s = session("reveal-duties")
    fb = s.attempt(C.Move("elves", "graveyard"))
    assert fb.kind == "off_track"
    assert "Llanowar" not in fb.message
    assert all("Llanowar" not in v.sentence for v in fb.details)


def test_hints_come_in_order_and_the_last_repeats():
    s = session("manifest-turn-up")
    hints = LESSONS["manifest-turn-up"].steps[0].hints
    assert [s.hint() for _ in range(3)] == [hints[0], hints[1], hints[1]]
    assert s.summary().hints_used == 3


def test_retry_step_and_back_restore_the_table():
    lesson = LESSONS["tracking-markers"]
    s = LessonSession(lesson)
    start = snapshot(s)
    s.attempt(action_command(lesson.steps[0].solution))
    step2 = snapshot(s)
    s.attempt(C.Look("A", "forest"))  # a free action inside step 2
    s.retry_step()
    assert snapshot(s) == step2 and s.index == 1
    s.attempt(action_command(lesson.steps[1].solution))
    after_prepare_3 = snapshot(s)
    assert after_prepare_3["forest"][4] == 3  # step 3's prepare dealt the damage
    assert s.back() is True and s.index == 1
    assert snapshot(s) == step2
    assert s.back() is True and s.index == 0
    assert snapshot(s) == start
    assert s.back() is False and s.index == 0
    # play again to the end after going back
    for step in lesson.steps:
        assert s.attempt(action_command(step.solution)).advanced
    assert s.finished
    assert s.back() and s.index == len(lesson.steps) - 1 and not s.finished
    s.restart()
    assert s.index == 0 and snapshot(s) == start


def test_advancing_one_step_at_a_time_reaches_the_step_asked_for():
    lesson = LESSONS["primordial-mist"]
    s = LessonSession(lesson)
    for step in lesson.steps[:2]:
        s.attempt(action_command(step.solution))
    assert s.game.state.step == "main1"
    kinds = []
    while s.index == 2:
        kinds.append(s.attempt(C.Advance("next_step")).kind)
    assert kinds[-1] == "correct" and set(kinds[:-1]) == {"free"}
    assert s.game.state.step == "end"
    assert s.attempt(C.Advance("end_of_turn")).kind == "off_track"  # past the trigger


def test_a_copy_of_a_face_down_creature_is_a_face_up_2_2():
    lesson = LESSONS["copies"]
    s = LessonSession(lesson)
    for step in lesson.steps[:2]:
        assert s.attempt(action_command(step.solution)).advanced
    g = s.game
    assert [card_property(g, "token", p) for p in ("face", "name", "power", "toughness",
                                                   "abilities", "types")] == \
        ["up", None, 2, 2, [], ["Creature"]]


def test_the_actor_defaults_to_the_learners_seat():
    s = session("peeking")
    fb = s.attempt(C.Look("A", "bears"), actor="B")
    assert fb.kind == "wrong" and "NOT-YOUR-OBJECT" in fb.verdicts
    assert s.attempt(C.Look("A", "bears")).advanced


def test_focus_names_the_cards_of_the_step():
    s = session("cloak")
    assert s.focus == ()  # cloak the top card: no card named
    s.attempt(C.Cloak("A"))
    assert s.focus == ("coat", "bears")


def test_playing_a_card_from_hand_counts_as_casting_it():
    s = session("morph-megamorph")
    assert s.attempt(C.Play("A", "den", face_down="megamorph")).advanced


@pytest.mark.parametrize("lesson_id", sorted(LESSONS))
def test_going_back_through_a_whole_lesson_restores_every_step_exactly(lesson_id):
    lesson = LESSONS[lesson_id]
    s = LessonSession(lesson)
    starts = []
    for step in lesson.steps:
        starts.append(s.game.state.snapshot())
        assert s.attempt(action_command(step.solution)).advanced
    for i in reversed(range(len(lesson.steps))):
        s.back()
        assert s.index == i
        assert s.game.state.snapshot() == starts[i]


def test_every_numbered_rule_the_lessons_cite_has_a_plain_words_note():
    from tabletop.lessons.rulebook import NOTES
    from tabletop.rules.verdicts import CATALOGUE
    cited = set()
    for lesson in LESSONS.values():
        for step in lesson.steps:
            cited |= set(step.rules)
            for m in step.mistakes:
                cited |= set(CATALOGUE[m.verdict][1])
    assert sorted(r for r in cited if r[:1].isdigit() and r not in NOTES) == []


def test_feedback_carries_parts_for_translation_and_route_answers():
    from tabletop.lessons import bundled_lesson
    s = LessonSession(bundled_lesson("manifest-turn-up"))
    fb = s.attempt(C.TurnFaceUp("A", "forest", "mana_cost"))
    assert fb.key == "lesson.wrong" and fb.extra and fb.extra in fb.message
    assert fb.details[0].key.startswith("verdict.")
    fb = s.attempt(C.Routes("A", "bears"))  # a question, free on any step
    assert fb.kind == "free" and fb.routes == ({"route": "mana_cost", "cost": "{1}{G}"},)
    assert s.attempt(C.Routes("A", "forest")).routes == ()
    with pytest.raises(KeyError):
        bundled_lesson("no-such-lesson")


# -- the learner's Undo and a scripted seat's request (issue 24) --------------------------------

def _undo_lesson() -> dict:
    """MINI with a take-back step: manifest, then Undo (A saw the card she manifested: a logged
    take-back), then a request by B on A's land that A answers."""
    d = mini()
    d["start"]["zones"]["A"]["battlefield"].append("forest")  # forest#2, face up
    d["steps"] = [d["steps"][0],
                  {"instruction": "Undo that.", "solution": {"do": "undo"},
                   "hints": ["Press Undo."], "rules": ["701.40a"]},
                  {"instruction": "B asks to tap your Forest: accept.",
                   "prepare": [{"do": "tap", "card": "forest#2", "by": "B"}],
                   "solution": {"do": "answer", "request": 1, "accept": True},
                   "hints": ["Accept it."], "rules": ["701.40a"],
                   "mistakes": d["steps"][1]["mistakes"]}]
    return d


def test_an_undo_step_takes_the_learners_action_back_by_the_tables_policy():
    s = LessonSession(parse_lesson(_undo_lesson()))
    assert s.focus == () or s.step.solution["do"] == "manifest"
    assert s.attempt(C.Manifest("A", source="Soul Summons")).correct
    assert s.game.state.cards["bears"].face_down is not None and s.focus == ()
    fb = s.undo()
    assert fb.correct and fb.kind == "correct"
    assert s.game.state.cards["bears"].zone == "library"
    kinds = [e.command["kind"] for e in s.game.log]
    assert kinds == ["manifest", "take_back", "tap"]  # A saw it: a take-back; then B's request
    # the prepare action was given by B: a request to A, not a table action
    [req] = s.game.state.requests
    assert req["by"] == "B" and req["to"] == "A" and not s.game.state.cards["forest#2"].tapped
    assert s.attempt(C.Answer(1, accept=True)).correct and s.finished
    assert s.game.state.cards["forest#2"].tapped


def test_undo_outside_an_undo_step_is_of_this_steps_own_actions_only():
    s = LessonSession(parse_lesson(mini()))
    fb = s.undo()
    assert fb.kind == "invalid" and "Back" in fb.message and s.game.log == []
    assert s.attempt(C.Manifest("A", source="Soul Summons")).correct  # step 1 done
    n = len(s.game.log)
    fb = s.undo()  # the manifest is step 1's: Back is for that
    assert fb.kind == "invalid" and len(s.game.log) == n and s.index == 1
    # a free action of this step (a move on the table) is undone, the step stays
    fb = s.attempt(C.MoveOnTable("bears", 10, 20))
    assert fb.kind == "free" and len(s.game.log) == n + 1
    fb = s.undo()
    assert fb.kind == "free" and not fb.correct and s.index == 1
    assert len(s.game.log) == n  # nobody forgets anything: exact
    s.back()
    assert s.undo().kind == "invalid"  # Back rewound: nothing of the old history is undone


@pytest.mark.parametrize("change, problem", [
    (lambda st: st[2]["prepare"][0].update(by="C"), "by: unknown player 'C'"),
    (lambda st: st[2]["solution"].update(by="B"), "unknown field(s) by"),
    (lambda st: st[1]["solution"].update(count=1), "undo: unknown field(s) count"),
    (lambda st: st[2]["prepare"].append({"do": "undo"}), "unknown action 'undo'"),
])
def test_by_is_for_prepare_actions_and_undo_for_solutions(change, problem):
    from tabletop.lessons import LessonFormatError
    d = _undo_lesson()
    change(d["steps"])
    with pytest.raises(LessonFormatError) as exc:
        parse_lesson(d)
    assert problem in str(exc.value)
