"""Take over from here (issue 31, point 5): a new game from entry N of a game the user may see
in full, its log the first N entries, that saves, loads, validates, plays on hot seat or hosted,
and becomes a position or a lesson start; a redacted export is refused in words."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.cli import main
from tabletop.lessons.record import Recorder
from tabletop.model import commands as C
from tabletop.session.opening import midgame
from tabletop.session.table import Table
from tabletop.storage import bookmarks as B
from tabletop.storage import codec, review
from tabletop.storage.position import position_game, position_of
from tabletop.storage.takeover import TakeOverRefused, take_over, take_over_title

from .gamegen import game_state, play_random, random_game

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"


@pytest.fixture(scope="module")
def source() -> bytes:
    game = random_game(77, 80, n_cards=30)
    B.add_bookmark(game, 3, "judge: a note", None)
    return storage.dump_game(game, title="the source")


def _same_position(a, b) -> None:
    assert a.state.snapshot() == b.state.snapshot()
    assert [e.to_dict() for e in a.log] == [e.to_dict() for e in b.log]


@pytest.mark.parametrize("n", [0, 1, 17, -1, -5])
def test_the_new_game_is_the_game_at_n_with_the_log_up_to_n(source, n):
    game = storage.load_game_bytes(source)
    new = take_over(game, n, name="src.json")
    at = review.game_at(game, n)
    _same_position(new, at)
    assert new.seed == game.seed and new.setup == game.setup
    assert codec.header_of(new)["title"] == take_over_title("src.json", len(at.log)) == \
        f"taken over from src.json at entry {len(at.log)}"
    assert B.bookmarks(new) == []  # (the judge's note stays with its game)
    assert Table(new).history == []  # nothing to undo nor redo
    data = storage.dump_game(new)
    assert storage.validate_bytes(data, verify="rules").entries == len(at.log)
    again = storage.load_game_bytes(data)
    assert game_state(again) == game_state(new)
    assert json.loads(data)["title"].startswith("taken over from src.json at entry ")
    assert game_state(game) == game_state(storage.load_game_bytes(source))  # untouched


def test_from_a_path_the_title_names_the_file_and_from_bytes_a_game(source, tmp_path):
    path = tmp_path / "friday night.json"
    path.write_bytes(source)
    assert codec.header_of(take_over(path, 5))["title"] == \
        "taken over from friday night.json at entry 5"
    assert codec.header_of(take_over(str(path), 5))["title"].endswith("entry 5")
    assert codec.header_of(take_over(source, 5))["title"] == "taken over from a game at entry 5"
    loaded = storage.load_game_bytes(source)
    assert codec.header_of(take_over(loaded, 2))["title"] == \
        "taken over from the source at entry 2"
    odd = take_over(loaded, 2, name="a\nname\x00" + "x" * 500)
    title = codec.header_of(odd)["title"]
    assert "\n" not in title and "\x00" not in title and len(title) < 260


def test_the_middle_of_every_golden_game_can_be_taken_over():
    for path in sorted(SAVES.glob("v*.json")):
        doc = json.loads(path.read_bytes())
        if doc["kind"] != "game":
            continue
        new = take_over(path, len(doc["log"]) // 2)
        assert storage.validate_bytes(storage.dump_game(new), verify="events"), path.name


def test_a_redacted_export_is_refused_in_words(source, tmp_path):
    shared = storage.export_for(storage.load_game_bytes(source), "B")
    path = tmp_path / "shared.json"
    path.write_bytes(shared)
    for src in (shared, path, review.load_export(shared)):
        with pytest.raises(TakeOverRefused, match="is a redacted export: one seat's view"):
            take_over(src, 1)


def test_a_position_out_of_the_log_or_a_bad_file_is_said(source):
    game = storage.load_game_bytes(source)
    for n in (len(game.log) + 1, -len(game.log) - 1, True):
        with pytest.raises(ValueError, match="choose a position from 0 to"):
            take_over(game, n)
    with pytest.raises(storage.SaveError):
        take_over(b"{not json", 0)


def test_the_taken_over_game_plays_on_hot_seat_and_saves(source, tmp_path):
    new = take_over(source, 20)
    table = Table(new)
    rng = random.Random(4)
    play_random(table.game, rng, 15)
    ran = table.run(C.Advance(), table.game.state.active)
    assert not ran.refused and table.history
    path = tmp_path / "on.json"
    storage.save_game(table.game, path)
    again = storage.load_game(path)
    assert game_state(again) == game_state(table.game) and len(again.log) > 20
    assert storage.validate_bytes(path.read_bytes(), verify="rules")


def test_any_position_becomes_a_position_editor_start_and_a_lesson_start():
    game = midgame(seed=7)
    play_random(game, random.Random(7), 10)
    new = take_over(game, len(game.log) - 3)
    at = review.game_at(game, len(game.log) - 3)
    assert position_of(new) == position_of(at)
    start = position_game(new)  # the position editor's "position from a game"
    assert start.log == [] and position_of(start) == position_of(new)
    assert storage.validate_bytes(storage.dump_game(start, title="lesson start"))
    rec = Recorder(new.state, new.state.players[0])  # the lesson recorder's start
    assert rec.game.state.players == new.state.players


# ---------------------------------------------------------------- the command
def test_take_over_command_writes_a_game_validate_accepts(source, tmp_path, capsys):
    src, out = tmp_path / "g.json", tmp_path / "new.json"
    src.write_bytes(source)
    assert main(["take-over", str(src), "--at", "12", "--out", str(out)]) == 0
    said = capsys.readouterr().out
    assert f"{out}: a new game from entry 12 of" in said
    assert main(["validate", str(out)]) == 0
    assert "game 'taken over from g.json at entry 12'" in capsys.readouterr().out
    assert main(["position", "text", str(out), "--full"]) == 0
    assert main(["take-over", str(src), "--at", "-1", "--out", str(out)]) == 0
    assert len(storage.load_game(out).log) == len(storage.load_game(src).log) - 1
    assert src.read_bytes() == source


def test_take_over_command_refuses_in_words_with_the_storage_commands_exit_codes(
        source, tmp_path, capsys):
    src, out = tmp_path / "g.json", tmp_path / "new.json"
    src.write_bytes(source)
    shared = tmp_path / "shared.json"
    shared.write_bytes(storage.export_for(storage.load_game_bytes(source), "A"))
    assert main(["take-over", str(shared), "--at", "1", "--out", str(out)]) == 1
    assert "is a redacted export" in capsys.readouterr().err
    assert main(["take-over", str(src), "--at", "9999", "--out", str(out)]) == 2
    assert "--at 9999: the log has" in capsys.readouterr().err
    assert main(["take-over", str(src), "--at", "1", "--out", str(src)]) == 2
    assert "it is the file being read" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"[]")
    assert main(["take-over", str(bad), "--at", "0", "--out", str(out)]) == 1
    assert "a save is a JSON object" in capsys.readouterr().err
    assert not out.exists() and src.read_bytes() == source
