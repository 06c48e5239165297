"""Round trips: load(dump(g)) == g, dumping again gives identical bytes; scenarios; game_at."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop import storage
from tabletop.rules.scenarios import load_scenarios, run_scenario
from tabletop.storage.schema import FORMAT, SCHEMA_VERSION

from .gamegen import game_state, random_game

SHARED = Path(__file__).parents[2].parent / "shared"
SCENARIO_FILES = sorted((SHARED / "rules" / "scenarios").glob("*.json"))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), n=st.integers(0, 120))
def test_random_games_round_trip(seed, n):
    game = random_game(seed, n, n_cards=30)
    data = storage.dump_game(game)
    back = storage.load_game_bytes(data, verify="events")
    assert game_state(back) == game_state(game)
    assert storage.dump_game(back) == data
    assert storage.dump_game(game) == data  # dumping is deterministic


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_random_games_replay_through_the_rules(seed):
    game = random_game(seed, 80, n_cards=30)
    back = storage.load_game_bytes(storage.dump_game(game), verify="rules")
    assert game_state(back) == game_state(game)


def test_header_and_one_entry_per_line():
    game = random_game(1, 30)
    data = storage.dump_game(game, title="Friday night")
    doc = json.loads(data)
    assert doc["format"] == FORMAT and doc["schema_version"] == SCHEMA_VERSION
    assert doc["kind"] == "game" and doc["title"] == "Friday night"
    assert doc["players"] == ["A", "B"] and doc["seed"] == 1
    assert set(doc["facts"]) == set(game.setup["facts"])
    assert len(data.splitlines()) == len(game.log) + 2
    # the title stays with the game until changed
    assert json.loads(storage.dump_game(game))["title"] == "Friday night"


def test_modified_changes_only_when_the_log_does(monkeypatch):
    from tabletop.storage import codec
    game = random_game(2, 10)
    monkeypatch.setattr(codec, "now_stamp", lambda: "2030-01-01T00:00:00Z")
    first = json.loads(storage.dump_game(game))
    monkeypatch.setattr(codec, "now_stamp", lambda: "2030-01-02T00:00:00Z")
    assert json.loads(storage.dump_game(game))["modified"] == "2030-01-01T00:00:00Z"
    game.pop_entry()
    again = json.loads(storage.dump_game(game))
    assert again["created"] == first["created"] and again["modified"] == "2030-01-02T00:00:00Z"


def _scenarios():
    out = []
    for path in SCENARIO_FILES:
        out.extend(load_scenarios(path.read_bytes(), path.name))
    return out


@pytest.mark.skipif(not SCENARIO_FILES, reason="../shared is not beside the project")
def test_every_public_scenario_saves_validates_and_reloads_equal():
    count = 0
    for sc in _scenarios():
        fail, game = run_scenario(sc)
        assert game is not None, sc.id
        data = storage.dump_game(game, title=sc.id)
        summary = storage.validate_bytes(data, name=sc.id)
        assert summary.kind == "game" and summary.entries == len(game.log)
        back = storage.load_game_bytes(data, verify="rules")
        assert game_state(back) == game_state(game), sc.id
        assert storage.dump_game(back) == data
        count += 1
    assert count >= 56


def test_game_at_every_position_matches_a_prefix_replay():
    game = random_game(4, 60)
    data = storage.dump_game(game)
    for n in range(len(game.log) + 1):
        at = storage.game_at(game, n)
        assert len(at.log) == n
        prefix = storage.game_at(data, n)
        assert at.state.snapshot() == prefix.state.snapshot()
    assert storage.game_at(game, len(game.log)).state.snapshot() == game.state.snapshot()
    assert storage.game_at(game, -1).state.snapshot() == \
        storage.game_at(game, len(game.log) - 1).state.snapshot()
    # undoing entry by entry walks back through the same positions
    walk = storage.game_at(game, len(game.log))
    for n in range(len(game.log), 0, -1):
        walk.pop_entry()
        assert walk.state.snapshot() == storage.game_at(game, n - 1).state.snapshot()
    with pytest.raises(ValueError):
        storage.game_at(game, len(game.log) + 1)


def test_game_at_reads_a_path(tmp_path):
    game = random_game(5, 20)
    path = tmp_path / "g.json"
    storage.save_game(game, path)
    assert len(storage.game_at(path, 3).log) == 3


def test_dump_after_undo_and_new_actions_matches_the_game():
    from tabletop.model import commands as C
    game = random_game(6, 80)
    storage.dump_game(game)
    for _ in range(4):
        game.pop_entry()
    game.apply(C.Draw("A"))
    game.apply(C.Advance("next_step"))
    back = storage.load_game_bytes(storage.dump_game(game), verify="rules")
    assert game_state(back) == game_state(game)


def test_a_game_and_an_export_are_not_mistaken_for_each_other():
    game = random_game(7, 20)
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(storage.export_for(game, "A"), name="e")
    assert "load_export" in info.value.problems[0]
    with pytest.raises(storage.SaveError) as info:
        storage.load_export(storage.dump_game(game), name="g")
    assert "load_game" in info.value.problems[0]


def test_verdicts_are_kept_as_saved_not_compared():
    """Verdict ids are what the rules said at the time; a rules update that words its advice
    differently must not make old games unloadable."""
    game = random_game(8, 30)
    doc = json.loads(storage.dump_game(game))
    i = next(n for n, e in enumerate(doc["log"]) if e.get("verdicts"))
    doc["log"][i]["verdicts"] = ["SOME-OLDER-VERDICT"]
    back = storage.load_game_bytes(json.dumps(doc).encode(), verify="rules")
    assert back.log[i].verdicts == ["SOME-OLDER-VERDICT"]
    assert back.state.snapshot() == game.state.snapshot()


def test_a_setup_the_format_cannot_hold_is_refused_on_save_not_on_load():
    game = random_game(9, 5)
    game.setup["cards"][0]["sticker"] = "new"
    with pytest.raises(ValueError, match="cards\\[\\].sticker"):
        storage.dump_game(game)
