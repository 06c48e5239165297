"""`tabletop position text FILE [--as SEAT | --full]` and `tabletop position from-text TEXT --out
FILE`: texts of saves, saves from texts that `tabletop validate` accepts, and errors that are one
line with exit status 2, never a traceback."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.cli import main
from tabletop.storage.position import position_of

from .make_goldens import position_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def save(tmp_path) -> Path:
    path = tmp_path / "position.json"
    storage.save_game(position_game(), path, title="position")
    return path


def _run(argv, capsys) -> tuple[int, str, str]:
    status = main(argv)
    cap = capsys.readouterr()
    return status, cap.out, cap.err


def test_text_public_seat_and_full(save, capsys):
    status, public, err = _run(["position", "text", str(save)], capsys)
    assert status == 0 and err == ""
    assert public.startswith("position (public): turn 4, B active, step end, mode strict\n")
    assert "A hand: hidden\n" in public and "Grizzly Bears" not in public
    status, as_b, _ = _run(["position", "text", str(save), "--as", "B"], capsys)
    assert status == 0 and "A hand: Grizzly Bears (known to B)\n" in as_b
    assert "A exile: face-down [Grizzly Bears] (B may look)\n" in as_b
    assert "face-down #2 cloak (" in as_b  # A controls it: B does not know it
    status, as_a, _ = _run(["position", "text", str(save), "--as", "A"], capsys)
    assert "face-down #2 cloak [Grizzly Bears]" in as_a and "A exile: face-down\n" in as_a
    status, full, _ = _run(["position", "text", str(save), "--full"], capsys)
    assert status == 0 and full.startswith("position (full):")
    assert "(tapped, 1 damage, 1 +1/+1 counter, owned by B)" in full


def test_from_text_writes_a_save_validate_accepts(save, tmp_path, capsys):
    text = tmp_path / "p.txt"
    _, full, _ = _run(["position", "text", str(save), "--full"], capsys)
    text.write_text(full, encoding="utf-8")
    out = tmp_path / "back.json"
    status, said, err = _run(["position", "from-text", str(text), "--out", str(out), "--cards",
                              str(save)], capsys)
    assert status == 0 and err == "" and said == f"{out}: a position of 5 cards, 2 players\n"
    status, said, err = _run(["validate", str(out)], capsys)
    assert status == 0 and "0 log entries" in said and err == ""
    back = storage.load_game(out)
    assert back.log == [] and position_of(back) == position_of(storage.load_game(save))
    # a redacted text, read back with the bundled card facts: stand-ins for what B may not know
    _, as_b, _ = _run(["position", "text", str(save), "--as", "B"], capsys)
    text.write_text(as_b.replace("Soldier Token", "Soldier"), encoding="utf-8")
    assert main(["position", "from-text", str(text), "--out", str(out), "--cards",
                 str(save)]) == 0
    assert main(["validate", str(out)]) == 0
    capsys.readouterr()
    _, again, _ = _run(["position", "text", str(out), "--as", "B"], capsys)
    assert again == as_b.replace("Soldier Token", "Soldier")


def test_the_example_of_the_readme_reads_and_writes_back(tmp_path, capsys):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Positions as text"):]
    full, bob = re.findall(r"```text\n(.*?)```", section, re.S)[:2]
    text, out = tmp_path / "example.txt", tmp_path / "example.json"
    text.write_text(full, encoding="utf-8")
    assert main(["position", "from-text", str(text), "--out", str(out)]) == 0  # bundled facts
    assert main(["validate", str(out)]) == 0
    capsys.readouterr()
    assert _run(["position", "text", str(out), "--full"], capsys)[1] == full
    as_bob = _run(["position", "text", str(out), "--as", "Bob"], capsys)[1]
    for line in bob.splitlines():
        if "..." not in line:
            assert line + "\n" in as_bob
        else:  # the README shortens these: each piece is there
            for piece in line.split("; "):
                assert piece.strip(".; ") in as_bob


def test_from_text_reads_standard_input(tmp_path, save, monkeypatch, capsys):
    _, full, _ = _run(["position", "text", str(save), "--full"], capsys)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(full.encode())))
    out = tmp_path / "in.json"
    assert main(["position", "from-text", "-", "--out", str(out), "--cards", str(save)]) == 0
    assert storage.load_game(out).log == []


BAD = [
    (["position", "text", "{missing}"], "can't read"),
    (["position", "text", "{text}"], "not valid JSON"),
    (["position", "text", "{save}", "--as", "C"], "--as 'C': not a player of this game (A, B)"),
    (["position", "from-text", "{bad}", "--out", "{out}"], "bad.txt: line 3: no zone 'deck'"),
    (["position", "from-text", "{missing}", "--out", "{out}"], "can't read"),
    (["position", "from-text", "{binary}", "--out", "{out}"], "not UTF-8"),
    (["position", "from-text", "{text}", "--out", "{text}"], "the file being read"),
    (["position", "from-text", "{text}", "--out", "{out}", "--cards", "{text}"], "--cards"),
    (["position", "from-text", "{text}", "--out", "{folder}"], "a folder"),
]


@pytest.mark.parametrize("argv, words", BAD, ids=[w[:24] for _, w in BAD])
def test_errors_are_one_line_and_exit_2(argv, words, save, tmp_path, capsys):
    files = {"missing": tmp_path / "missing.txt", "text": tmp_path / "p.txt",
             "bad": tmp_path / "bad.txt", "binary": tmp_path / "bin.txt",
             "out": tmp_path / "out.json", "folder": tmp_path, "save": save}
    _, full, _ = _run(["position", "text", str(save), "--full"], capsys)
    files["text"].write_text(full, encoding="utf-8")
    files["bad"].write_text("position (full): turn 1, A active, step main1, mode strict\n"
                            "players: A; B\nA deck: Forest\n", encoding="utf-8")
    files["binary"].write_bytes(b"\xff\xfe\x00position")
    status, out, err = _run([a.format(**files) for a in argv], capsys)
    assert status == 2, err
    assert words in err and err.count("\n") == 1 and "Traceback" not in err, err
    assert not (tmp_path / "out.json").exists()


def test_the_command_line_entry_point(tmp_path, save):
    """Through `python -m tabletop` (the console script's module): one line, exit status 2."""
    bad = tmp_path / "bad.txt"
    bad.write_text("position (full): turn 1, A active, step main1, mode strict\n"
                   "players: A; B\nA hand: Forest (tapped)\n", encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "tabletop", "position", "from-text", str(bad),
                          "--out", str(tmp_path / "x.json")], capture_output=True, text=True,
                         cwd=ROOT, timeout=60)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr == (f"tabletop position: {bad}: line 3: only a permanent is tapped (this "
                          "card is in the hand) ('tapped')\n")
    run = subprocess.run([sys.executable, "-m", "tabletop", "position", "text", str(save)],
                         capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert run.returncode == 0 and run.stdout.startswith("position (public): ")
