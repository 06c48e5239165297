"""Issue 29 item 2: `lessons check --prose` lists the sentences that state what the rules do and
that no claim backs; the heuristic, the `backs` references and the command."""

from __future__ import annotations

import json

import pytest

from tabletop.cli import main
from tabletop.lessons import bundled_lessons, check_lesson, parse_lesson
from tabletop.lessons.format import LessonFormatError
from tabletop.lessons.prose import is_instruction, prose_report, sentences, states_rule

from .helpers import mini

RULE_SENTENCE = "A manifested land can't be turned face up for its mana cost."
LAND_CLAIM = {"says": "A manifested Forest does not turn up for a mana cost",
              "rules": ["701.40b"], "backs": ["success#1"],
              "steps": [{"do": "turn_face_up", "player": "A", "card": "forest",
                         "route": "mana_cost", "expect": {"result": "refused"}}]}


def unbacked_mini() -> dict:
    d = mini()
    d["steps"][1]["success"] = RULE_SENTENCE + " Well done."
    return d


def test_sentences_are_cut_at_ends_not_in_rule_numbers_or_mana():
    text = ("Turn #1 up for {1}{G}. It is revealed (708.9): everyone sees it! Why? "
            "#2 is next. \"Quoted.\" Rule 701.40b says so.")
    assert sentences(text) == ["Turn #1 up for {1}{G}.",
                               "It is revealed (708.9): everyone sees it!", "Why?", "#2 is next.",
                               "\"Quoted.\"", "Rule 701.40b says so."]
    assert sentences("  ") == []


@pytest.mark.parametrize("sentence", [
    RULE_SENTENCE,
    "You may look at the face-down spells you control.",
    "A face-down permanent that leaves the battlefield is revealed to everyone.",
    "If an effect turns it face up, it becomes a Forest land.",
    "Its 'when turned face up' ability triggers.",
    "Face down it costs {3}.",
    "Your opponent loses track of which is which.",
    "The cards are shown, as 708.6 requires.",           # a rule number
    "Turn it face up: see 702.37e.",                     # an imperative citing a rule
    "Keep the Bears: a manifested creature card can be turned face up later.",  # a clause
    "Turning face up is a special action.",
    "Control decides, not ownership.",
    "Turning it up did not make a new object.",
    "Now you may look again.",                           # "Now" before a statement
])
def test_sentences_that_state_a_rule(sentence):
    assert states_rule(sentence)


@pytest.mark.parametrize("sentence", [
    "Click #1 and choose 'Turn face up'.",
    "Drag the card to your graveyard, where it stays.",
    "Now cast Exalted Angel face down with morph, for its cost.",
    "Then move on to your end step.",
    "Well done, that is the one.",
    "Can you turn it up now?",
    "#2 is a Forest.",
    "It is Grizzly Bears, a creature card with mana cost {1}{G}.",
])
def test_sentences_that_do_not(sentence):
    assert not states_rule(sentence)


def test_narration_counts_only_in_an_instruction():
    said = "Your opponent's Shock resolves: the creature dies and is revealed."
    assert not states_rule(said, instruction=True)
    assert states_rule(said)
    assert is_instruction("Peek if you like")
    assert not is_instruction("Peeking is always fine")


@pytest.mark.parametrize("sentence", [
    "Tournament rules, not this table, decide the penalty: the Magic Infraction Procedure Guide, "
    "section 2.3, covers errors that public information alone can't correct.",
    "What a judge does then is decided by the tournament rules, not by the Comprehensive Rules.",
    "The IPG decides the penalty.",
    "The Magic Tournament Rules say players must keep their cards visible.",
])
def test_a_clause_citing_a_tournament_document_states_no_game_rule(sentence):
    assert not states_rule(sentence)


def test_a_game_rule_beside_a_tournament_citation_still_counts():
    assert states_rule("Nobody can check the card; the tournament rules decide the rest.")
    assert states_rule("The penalty is the tournament rules' business: section 708.9 reveals it.")


def test_an_unbacked_rule_sentence_is_listed_with_where_it_is():
    rep = prose_report(parse_lesson(unbacked_mini()))
    assert [(s.where, s.ref, s.text) for s in rep.unbacked] == [
        ("step 2 success, sentence 1", "success#1", RULE_SENTENCE)]
    assert rep.statements == 1 and rep.dangling == []


def test_a_claim_backs_its_sentence_and_the_engine_runs_it():
    d = unbacked_mini()
    d["steps"][1]["claims"] = [LAND_CLAIM]
    lesson = parse_lesson(d)
    assert prose_report(lesson).unbacked == []
    assert check_lesson(lesson).passed


def test_a_claim_in_any_step_backs_the_summary_and_only_its_own_steps_texts():
    d = unbacked_mini()
    d["summary"] = "Turn it up. " + RULE_SENTENCE
    d["steps"][0]["claims"] = [{**LAND_CLAIM, "backs": ["summary#2", "success#1"]}]
    rep = prose_report(parse_lesson(d))
    assert [s.ref for s in rep.unbacked] == ["success#1"]   # step 2's, not step 1's
    assert rep.dangling == ["step 1: a claim backs 'success#1', which is not a sentence"]


def test_a_reference_to_a_missing_sentence_is_reported():
    d = unbacked_mini()
    d["steps"][1]["claims"] = [{**LAND_CLAIM, "backs": ["success#1", "mistake1#3"]}]
    rep = prose_report(parse_lesson(d))
    assert rep.unbacked == []
    assert rep.dangling == ["step 2: a claim backs 'mistake1#3', which is not a sentence"]


@pytest.mark.parametrize("ref", ["success", "success#0", "hint#1", "mistake#1", "summary#x"])
def test_a_malformed_reference_is_a_format_error(ref):
    d = unbacked_mini()
    d["steps"][1]["claims"] = [{**LAND_CLAIM, "backs": [ref]}]
    with pytest.raises(LessonFormatError) as exc:
        parse_lesson(d)
    assert any("claims.0.backs.0" in p for p in exc.value.problems)


def test_claims_without_backs_stay_valid():
    d = unbacked_mini()
    d["steps"][1]["claims"] = [{k: v for k, v in LAND_CLAIM.items() if k != "backs"}]
    assert len(prose_report(parse_lesson(d)).unbacked) == 1


def write(tmp_path, name: str, d: dict) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(d), encoding="utf-8")
    return str(path)


def test_cli_prose_lists_unbacked_sentences_and_exits_1(tmp_path, capsys):
    bad = write(tmp_path, "bad.json", unbacked_mini())
    assert main(["lessons", "check", "--prose", bad]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out == [f"mini: step 2 success, sentence 1 [success#1]: {RULE_SENTENCE}",
                   "1 sentence(s) state a rule with no claim; 0 claim reference(s) name no "
                   "sentence (1 lesson(s))"]


def test_cli_prose_exits_0_when_every_rule_sentence_is_backed(tmp_path, capsys):
    d = unbacked_mini()
    d["steps"][1]["claims"] = [LAND_CLAIM]
    assert main(["lessons", "check", "--prose", write(tmp_path, "good.json", d)]) == 0
    assert capsys.readouterr().out.startswith("0 sentence(s) state a rule with no claim; 0 ")


def test_cli_prose_reports_a_dangling_reference(tmp_path, capsys):
    d = unbacked_mini()
    d["steps"][1]["claims"] = [{**LAND_CLAIM, "backs": ["success#1", "success#9"]}]
    assert main(["lessons", "check", "--prose", write(tmp_path, "d.json", d)]) == 1
    assert "mini: step 2: a claim backs 'success#9', which is not a sentence" in \
        capsys.readouterr().out


def test_cli_prose_refuses_an_unreadable_file(tmp_path, capsys):
    assert main(["lessons", "check", "--prose", str(tmp_path / "missing.json")]) == 2
    assert "can't read" in capsys.readouterr().err


# Rule sentences of the shipped lessons that no claim can back because the engine does not run
# that rule: who holds priority (117.3a-d) and the resolution window (608.2). A player's pass
# would be a new logged command and the holder a new game field: both change the save schema
# (storage/schema.py), which is for the format's next version to take.
ENGINE_GAPS: set[tuple[str, int, str]] = set()  # (priority: issue 29, rules/priority.py)


def test_the_shipped_lessons_back_their_rule_sentences():
    reports = [prose_report(lesson) for lesson in bundled_lessons()]
    unbacked = {(r.lesson_id, s.step, s.ref) for r in reports for s in r.unbacked}
    assert unbacked == ENGINE_GAPS
    assert [d for r in reports for d in r.dangling] == []
    assert sum(r.statements for r in reports) >= 200
