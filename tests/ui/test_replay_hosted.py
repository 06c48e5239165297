"""Issue 31, item 1: the replay viewer opens a host's game (`game.json` with its journal beside
it): what the journal holds beyond the last save is replayed too, a damaged journal is said in
words, and neither file is written."""

from __future__ import annotations

import pytest

from tabletop.model import commands as C
from tabletop.net import journal as J
from tabletop.storage import dump_game
from tabletop.ui.replay.part import ReplayProblem, load_replay, open_path
from tests.net.games import canary_game


def _hosted(folder, commands: int):
    """A host's folder: game.json (the last save) and game.journal holding `commands` life
    changes made after it; the game with them all, and the two files' bytes."""
    game = canary_game()
    (folder / "game.json").write_bytes(dump_game(game))
    j = J.Journal(folder / "game.journal")
    for i in range(commands):
        out = game.apply(C.Life("A" if i % 2 else "B", -1), None)
        assert out.ok
        j.push(len(game.log) - 1, out.entry)
    j.close()
    return game, (folder / "game.json").read_bytes(), (folder / "game.journal").read_bytes()


def test_a_hosts_game_is_replayed_to_its_last_journaled_change(tmp_path):
    game, save, journal = _hosted(tmp_path, 6)
    rp = load_replay(tmp_path / "game.json")
    assert rp.size == len(game.log) and rp.game is not None
    assert rp.game.state.life == game.state.life == {"A": 17, "B": 17}
    assert (tmp_path / "game.json").read_bytes() == save  # nothing written
    assert (tmp_path / "game.journal").read_bytes() == journal
    # the same save under another name is an ordinary save: no journal read
    (tmp_path / "copy.json").write_bytes(save)
    assert load_replay(tmp_path / "copy.json").size == len(game.log) - 6


def test_a_damaged_journal_is_said_in_words_in_the_window(qtbot, tmp_path, monkeypatch):
    _hosted(tmp_path, 8)
    path = tmp_path / "game.journal"
    data = bytearray(path.read_bytes())
    starts = [0] + [i + 1 for i, b in enumerate(data) if b == ord("\n")][:-1]
    data[starts[4] + 40] ^= 0x04  # a byte in the middle of line 5
    path.write_bytes(bytes(data))
    with pytest.raises(ReplayProblem) as err:
        load_replay(tmp_path / "game.json")
    assert "can't be replayed with its journal" in err.value.text
    assert "line 5 is damaged" in err.value.text
    said = []
    monkeypatch.setattr("tabletop.ui.common.dialogs.error",
                        lambda parent, title, text, details=None: said.append(text))
    assert open_path(None, tmp_path / "game.json") is None
    assert said and "line 5 is damaged" in said[0]
