"""Issue 17, item 4: the command line says what it can do, and a wrong word is one line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import __version__
from tabletop.__main__ import main as entry
from tabletop.cli import SUBCOMMANDS, build_parser

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True,
                          text=True, timeout=timeout, env=env, cwd=ROOT)


def test_the_subcommands_named_are_the_parsers():
    sub = build_parser()._subparsers._group_actions[0]
    assert tuple(sub.choices) == SUBCOMMANDS


def test_help_lists_every_subcommand_with_one_line_and_the_app_options():
    out = run("--help")
    assert out.returncode == 0 and out.stderr == ""
    lines = out.stdout.splitlines()
    commands = lines[lines.index("commands (tabletop COMMAND --help says more):") + 1:]
    assert [ln.split()[0] for ln in commands] == list(SUBCOMMANDS)
    assert all(len(ln.split()) > 2 for ln in commands)  # each with what it does
    for option in ("--open FILE", "--screenshot OUT.png", "--edit-position", "--version"):
        assert option in out.stdout


# commands whose real process other tests start (tests/rules/test_conformance.py,
# tests/net/procs.py, tests/storage/test_position_cli.py, tests/carddata/test_download.py):
# their help is asked of the entry that process runs, in this process; every other command's
# help is asked of a real `python -m tabletop`
STARTED_ELSEWHERE = ("conformance", "host", "join", "position", "cards")


@pytest.mark.parametrize("command", [c for c in SUBCOMMANDS if c not in STARTED_ELSEWHERE])
def test_each_subcommand_has_its_help(command):
    out = run(command, "--help")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith(f"usage: tabletop {command}")


@pytest.mark.parametrize("command", STARTED_ELSEWHERE)
def test_each_subcommand_started_elsewhere_has_its_help(command, capsys):
    assert command in SUBCOMMANDS
    with pytest.raises(SystemExit) as done:
        entry([command, "--help"])  # what `python -m tabletop` runs
    assert done.value.code == 0
    assert capsys.readouterr().out.startswith(f"usage: tabletop {command}")


def test_version():
    out = run("--version")
    assert (out.returncode, out.stdout) == (0, f"tabletop {__version__}\n")


@pytest.mark.parametrize("args, says", [
    (["hots"], "'hots' is not a command"),
    (["no-such-game.tabletop"], "no such file: 'no-such-game.tabletop'"),
    (["--open", "missing/game.json"], "no such file: 'missing/game.json'"),
    (["--edit-position", "gone.json"], "no such file: 'gone.json'"),
    (["--no-such-option"], "unrecognized arguments: --no-such-option"),
])
def test_a_wrong_word_or_a_missing_file_is_one_line_and_exit_2(args, says):
    out = run(*args, timeout=20)  # (a window would never return by itself)
    assert out.returncode == 2
    assert says in out.stderr and out.stdout == ""
    assert len([ln for ln in out.stderr.splitlines() if ln.startswith("tabletop:")]) == 1


def test_each_command_is_parsed_by_its_own_area_alone():
    """`main` builds only the named command's area: each area registers exactly the commands
    `AREA_OF` gives it, and together they are every command."""
    from tabletop.cli import AREA_OF, AREAS, parser_for
    for area in AREAS:
        short = area.rsplit(".", 1)[1]
        sub = build_parser((area,))._subparsers._group_actions[0]
        assert sorted(sub.choices) == sorted(c for c, a in AREA_OF.items() if a == short)
    one = parser_for(["validate", "x.json"])._subparsers._group_actions[0]
    assert sorted(one.choices) == ["export", "replay", "take-over", "validate"]
    every = parser_for(["no-such-command"])._subparsers._group_actions[0]
    assert tuple(every.choices) == SUBCOMMANDS
