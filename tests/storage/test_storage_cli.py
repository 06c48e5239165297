"""`tabletop validate | replay | export` and `conformance --save-dir`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.cli import main

from .gamegen import random_game

SHARED = Path(__file__).parents[2].parent / "shared"


@pytest.fixture
def save(tmp_path) -> Path:
    path = tmp_path / "game.json"
    storage.save_game(random_game(9, 60), path, title="cli")
    return path


def test_validate_good_file_prints_one_line(save, capsys):
    assert main(["validate", str(save)]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith(f"{save}: OK: tabletop-save v1, game 'cli'")
    assert main(["validate", "--quick", str(save)]) == 0


def test_validate_bad_file_lists_problems_without_a_traceback(tmp_path, save, capsys):
    doc = json.loads(save.read_bytes())
    doc["log"][1]["command"]["kind"] = "fly"
    doc["seed"] = "x"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc))
    (tmp_path / "cut.json").write_bytes(save.read_bytes()[:100])
    assert main(["validate", str(bad), str(save), str(tmp_path / "cut.json"),
                 str(tmp_path / "missing.json")]) == 1
    cap = capsys.readouterr()
    assert "Traceback" not in cap.err
    assert f"{bad}: seed:" in cap.err and f"{bad}: log[1].command: unknown kind 'fly'" in cap.err
    assert "cut.json: not valid JSON" in cap.err and "missing.json: can't read" in cap.err
    assert cap.out.count("OK:") == 1


def test_replay_writes_a_position(save, tmp_path, capsys):
    out = tmp_path / "at5.json"
    assert main(["replay", str(save), "--to", "5", "--out", str(out)]) == 0
    game = storage.load_game(out)
    assert len(game.log) == 5
    assert game.state.snapshot() == storage.game_at(storage.load_game(save), 5).state.snapshot()
    shared = tmp_path / "at5-B.json"
    assert main(["replay", str(save), "--to", "5", "--as", "B", "--out", str(shared)]) == 0
    board = storage.load_export(shared.read_bytes())
    assert board.seat == "B" and board.position == 5
    assert main(["replay", str(save), "--to", "999", "--out", str(out)]) == 2
    assert main(["replay", str(save), "--to", "1", "--as", "Z", "--out", str(out)]) == 2
    assert "Traceback" not in capsys.readouterr().err


def test_export_as_a_seat_or_a_spectator(save, tmp_path):
    out = tmp_path / "b.json"
    assert main(["export", str(save), "--as", "B", "--out", str(out)]) == 0
    assert storage.load_export(out.read_bytes()).seat == "B"
    assert main(["export", str(save), "--as", "spectator", "--out", str(out)]) == 0
    assert storage.load_export(out.read_bytes()).seat is None
    assert main(["validate", str(out)]) == 0
    assert main(["export", str(tmp_path / "nope.json"), "--as", "B", "--out", str(out)]) == 1


@pytest.mark.skipif(not (SHARED / "rules" / "scenarios").is_dir(),
                    reason="../shared is not beside the project")
def test_conformance_save_dir(tmp_path, capsys):
    files = sorted(str(p) for p in (SHARED / "rules" / "scenarios").glob("*.json"))
    assert main(["conformance", *files, "--save-dir", str(tmp_path)]) == 0
    saved = sorted(tmp_path.glob("SC-*.json"))
    assert len(saved) >= 56
    capsys.readouterr()
    assert main(["validate", *map(str, saved)]) == 0
    assert len(capsys.readouterr().out.splitlines()) == len(saved)
