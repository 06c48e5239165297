"""`lessons check` must fail broken lessons: these tests break a lesson on purpose."""

from __future__ import annotations

import json

from tabletop.cli import main
from tabletop.lessons import check_lesson, parse_lesson

from .helpers import mini


def check(d: dict) -> list[str]:
    return check_lesson(parse_lesson(d)).problems


def test_the_mini_lesson_passes():
    assert check(mini()) == []


def test_a_wrong_reference_solution_fails():
    d = mini()
    d["steps"][1]["solution"]["route"] = "morph"
    probs = check(d)
    assert len(probs) == 1
    assert probs[0].startswith("step 2: the reference solution was not accepted: Not allowed:")


def test_a_mistake_with_the_wrong_verdict_fails():
    d = mini()
    d["steps"][1]["mistakes"][0]["verdict"] = "FLIP-MORPH-CAST-NO-R1"
    assert check(d) == ["step 2: mistake 1 (turn_face_up): expected verdict "
                        "FLIP-MORPH-CAST-NO-R1, got FLIP-MANIFEST-NONCREATURE-REFUSED"]


def test_a_mistake_that_is_really_the_solution_fails():
    d = mini()
    d["steps"][1]["mistakes"][0]["action"]["card"] = "bears"
    assert check(d) == ["step 2: mistake 1 (turn_face_up): was accepted as the step's action"]


def test_a_mistake_whose_verdict_cites_no_rule_fails():
    d = mini()
    d["steps"][1]["mistakes"][0] = {"action": {"do": "move", "card": "forest",
                                               "to": "battlefield"},
                                    "verdict": "BAD-COMMAND"}
    assert check(d) == ["step 2: mistake 1 (move): the explanation cites no rule"]


def test_failing_state_checks_fail_the_lesson():
    d = mini()
    d["steps"][0]["checks"] = [{"card": "bears", "order": 7}]
    probs = check(d)
    assert probs and probs[0].startswith("step 1: the reference solution was not accepted")


def test_a_prepare_action_the_model_refuses_fails():
    d = mini()
    d["steps"][1]["prepare"] = [{"do": "turn_face_up", "player": "A", "card": "forest",
                                 "route": "mana_cost"}]
    probs = check(d)
    assert probs == ["mini: step 2: prepare action 1 (turn_face_up) gave refused: Its card is "
                     "not a creature card, so it can't be turned face up for a mana cost."]


def test_cli_check_passes_on_the_bundled_lessons(capsys):
    assert main(["lessons", "check"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-1].endswith(" passed, 0 failed")
    assert int(lines[-1].split()[0]) >= 10
    assert all(line.startswith(("PASS ", "  no claim checks: ")) for line in lines[:-1])
    assert "rule claims checked" in lines[0]


def test_cli_check_fails_a_broken_lesson(tmp_path, capsys):
    d = mini()
    d["steps"][1]["solution"]["route"] = "morph"
    (tmp_path / "broken.json").write_text(json.dumps(d), encoding="utf-8")
    (tmp_path / "good.json").write_text(json.dumps(mini(id="good")), encoding="utf-8")
    assert main(["lessons", "check", str(tmp_path / "broken.json"),
                 str(tmp_path / "good.json")]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("FAIL mini: step 2")
    assert out[1].startswith("PASS good")
    assert out[-1] == "1 passed, 1 failed"


def test_cli_check_reports_format_problems_without_a_traceback(tmp_path, capsys):
    (tmp_path / "bad.json").write_text('{"format": "tabletop-lesson/1", "id": "x"}')
    assert main(["lessons", "check", str(tmp_path / "bad.json"),
                 str(tmp_path / "missing.json")]) == 2
    err = capsys.readouterr().err
    assert "bad.json: title: required key is missing" in err
    assert "missing.json: can't read" in err
    assert "Traceback" not in err


def test_cli_list(capsys):
    assert main(["lessons", "list"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("tracking-markers\t")
    assert out[-1].endswith(" lessons")
