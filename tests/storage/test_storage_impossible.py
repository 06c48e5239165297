"""Impossible games (issue 10, item 3): logs checked by their events only, edited to reach a board
no rules could, are refused with an error naming where and what, by every way in: loading,
`tabletop validate` (quick and full), `tabletop export` and `tabletop replay`."""

from __future__ import annotations

import json

import pytest

from tabletop import storage
from tabletop.cli import main
from tabletop.model.invariants import problems as invariant_problems

from .impossible import CASES, FLAVOURS, base_bytes, base_game, crafted

IDS = [c.id for c in CASES]
# a full rules re-run of the long base takes a while: a few cases are enough for it
FULL_LONG = {"face-down-in-hand", "turn-negative", "effect-param-mistyped"}


def _names(problems: list[str], where: str, word: str) -> bool:
    return any(where in p and word.lower() in p.lower() for p in problems)


@pytest.mark.parametrize("flavour", FLAVOURS)
def test_the_bases_are_real_games_that_load_by_their_events(flavour):
    data = base_bytes(flavour)
    game = storage.load_game_bytes(data, name="base")
    events = sum(len(e.events) for e in game.log)
    assert (events > 2_000) == (flavour == "long")
    assert json.loads(data)["app_version"] != storage.codec.__version__ or flavour == "long"
    assert not invariant_problems(game.state)
    assert not invariant_problems(base_game(flavour).state)


@pytest.mark.parametrize("flavour", FLAVOURS)
@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_an_impossible_game_is_refused_where_it_goes_wrong(flavour, case):
    data, where, word = crafted(case, flavour)
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(data, name="f.json")
    assert _names(info.value.problems, f"f.json: {where}", word), info.value.problems
    with pytest.raises(storage.SaveError) as info:
        storage.open_bytes(data, name="f.json")
    assert _names(info.value.problems, where, word), info.value.problems
    with pytest.raises(storage.SaveError) as info:
        storage.validate_bytes(data, name="f.json", verify="events")
    assert _names(info.value.problems, where, word), info.value.problems
    if flavour == "version" or case.id in FULL_LONG:
        with pytest.raises(storage.SaveError) as info:  # the rules re-run: its own words
            storage.validate_bytes(data, name="f.json", verify="rules")
        assert any("f.json: log[" in p for p in info.value.problems), info.value.problems


@pytest.mark.parametrize("flavour", FLAVOURS)
@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_the_commands_refuse_an_impossible_game_without_writing(flavour, case, tmp_path,
                                                                 capsys):
    data, where, word = crafted(case, flavour)
    path = tmp_path / "impossible.json"
    path.write_bytes(data)
    out = tmp_path / "out.json"
    entries = len(json.loads(data)["log"])
    runs = [["validate", "--quick", str(path)],
            ["export", str(path), "--as", "A", "--out", str(out)]]
    if flavour == "version" or case.id in FULL_LONG:  # (the long file loads for longer)
        runs += [["export", str(path), "--as", "spectator", "--out", str(out)],
                 ["replay", str(path), "--to", str(entries), "--out", str(out)],
                 ["replay", str(path), "--to", str(entries), "--as", "B", "--out", str(out)],
                 ["validate", str(path)]]
    for args in runs:
        assert main(args) == 1, args
        err = capsys.readouterr().err
        assert "Traceback" not in err and f"{path}: log[" in err, (args, err)
        if args[1] == "--quick" or args[0] != "validate":
            assert f"{path}: {where}" in err and word.lower() in err.lower(), (args, err)
        assert not out.exists(), args


def test_every_case_is_a_different_impossibility():
    assert len(CASES) >= 10 and len(set(IDS)) == len(IDS)
    seen = set()
    for case in CASES:
        data, where, _ = crafted(case, "version")
        assert data not in seen
        seen.add(data)
