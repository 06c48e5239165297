"""Lesson files from others are read as strictly as saves: every malformed file in `HOSTILE`
ends in one clear line from `tabletop lessons check FILE` (exit code non-zero), naming the file
or the lesson and where in it, never a traceback."""

from __future__ import annotations

import pytest

from tabletop.cli import main

from .hostile import HOSTILE


def test_there_are_at_least_fifty_hostile_files():
    assert len(HOSTILE) >= 50


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_lessons_check_refuses_a_hostile_file_in_one_line(name, tmp_path, capsys):
    path = tmp_path / f"{name}.json"
    path.write_bytes(HOSTILE[name])
    rc = main(["lessons", "check", str(path)])
    cap = capsys.readouterr()
    lines = (cap.out + cap.err).strip().splitlines()
    assert rc != 0, lines
    assert len(lines) == 1, lines
    line = lines[0]
    assert line.startswith((f"{name}.json: ", "FAIL mini: ")), line
    assert "Traceback" not in line and len(line) < 1200
    assert line.isprintable()


def test_a_problem_names_the_path_inside_the_file(tmp_path, capsys):
    path = tmp_path / "x.json"
    path.write_bytes(HOSTILE["tapped-a-string"])
    assert main(["lessons", "check", str(path)]) == 2
    assert capsys.readouterr().err.strip() == (
        "x.json: start.zones.A.battlefield.0.tapped: Input should be a valid boolean")


def test_control_characters_from_a_file_are_escaped(tmp_path, capsys):
    path = tmp_path / "x.json"
    path.write_bytes(b'{"format": "tabletop-lesson/1", "be\\u001b[31m\\nx": 1}')
    assert main(["lessons", "check", str(path)]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and err.count("\n") == 1 and "\\x1b[31m\\nx" in err
