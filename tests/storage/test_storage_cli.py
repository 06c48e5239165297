"""`tabletop validate | replay | export` and `conformance --save-dir`."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.cli import main
from tabletop.storage.schema import SCHEMA_VERSION

from .diskcases import special_files
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
    assert len(out) == 1 and out[0].startswith(
        f"{save}: OK: tabletop-save v{SCHEMA_VERSION}, game 'cli'")
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


# ---------------------------------------------------------------- --out that must not be written
COMMANDS = (["export", "--as", "B"], ["replay", "--to", "3"], ["replay", "--to", "3", "--as", "B"])


def test_an_out_that_is_a_link_a_pipe_a_device_or_a_folder_is_refused(save, tmp_path, capsys):
    specials = special_files(tmp_path)
    for kind, out in specials.items():
        before = os.lstat(out)
        for cmd in COMMANDS:
            assert main([cmd[0], str(save), *cmd[1:], "--out", str(out)]) == 2, (kind, cmd)
            err = capsys.readouterr().err
            assert f"--out {out}: it is" in err and "Traceback" not in err, (kind, err)
            after = os.lstat(out)
            assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode), kind
    assert stat.S_ISFIFO(os.lstat(specials["fifo"]).st_mode)
    assert (tmp_path / "real.json").read_bytes() == b"precious"  # the link's target is untouched
    assert not [p for p in tmp_path.iterdir() if p.name.endswith((".tmp", ".bak"))]


def test_an_out_naming_the_input_is_refused(save, tmp_path, capsys):
    before = save.read_bytes()
    hard = tmp_path / "hard-link.json"
    os.link(save, hard)
    rel = Path(os.path.relpath(save))
    for out in (save, tmp_path / "." / save.name, rel, hard):
        for cmd in COMMANDS:
            assert main([cmd[0], str(save), *cmd[1:], "--out", str(out)]) == 2, (out, cmd)
            err = capsys.readouterr().err
            assert "the file being read" in err and "Traceback" not in err
    assert save.read_bytes() == before and storage.load_game(save).log
    assert not save.with_name(save.name + ".bak").exists()  # nothing was replaced, even kept


def test_an_internal_error_is_reported_as_one_with_its_details_saved(save, tmp_path, capsys,
                                                                       monkeypatch):
    """A bug in the loader (simulated: one of its functions raises) is neither "a bad file"
    (status 1) nor a traceback: status 70, the words "internal error", the details in a file."""
    from tabletop.storage import codec
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))

    def bug(*a, **k):
        raise KeyError("a bug in the loader")
    monkeypatch.setattr(codec, "game_from_bytes", bug)
    out = tmp_path / "out.json"
    for argv in (["validate", str(save)], ["export", str(save), "--as", "B", "--out", str(out)],
                 ["replay", str(save), "--to", "3", "--out", str(out)]):
        assert main(argv) == 70, argv
        err = capsys.readouterr().err
        assert "internal error" in err and "not a problem with the file" in err
        assert "Traceback" not in err
        report = Path(err.rsplit("details saved to ", 1)[1].strip())
        assert report.parent == tmp_path / "home" / "state" / "errors"
        text = report.read_text("utf-8")
        assert "Traceback" in text and "KeyError: 'a bug in the loader'" in text
        assert argv[0] in text
    assert not out.exists()
    monkeypatch.undo()
    (tmp_path / "bad.json").write_text("{}")  # a bad file is still one: status 1
    assert main(["validate", str(tmp_path / "bad.json")]) == 1


def test_every_command_reports_a_bug_as_an_internal_error(tmp_path, capsys, monkeypatch):
    """Not only the storage commands: a bug anywhere under `deck`, `lessons` (simulated: one
    of their functions raises) is status 70 with its details in a file, never a traceback."""
    import tabletop.cli.cards as cards_cli
    import tabletop.cli.lessons as lessons_cli
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))

    def bug(*a, **k):
        raise ZeroDivisionError("a bug somewhere")
    monkeypatch.setattr(cards_cli, "read_decklist", bug)
    monkeypatch.setattr(lessons_cli, "bundled_lessons", bug)
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Forest\n")
    for argv in (["deck", "check", str(deck)], ["lessons", "list"]):
        assert main(argv) == 70, argv
        err = capsys.readouterr().err
        assert "internal error" in err and "Traceback" not in err, err
        report = Path(err.rsplit("details saved to ", 1)[1].strip())
        assert "ZeroDivisionError: a bug somewhere" in report.read_text("utf-8")
