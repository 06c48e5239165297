"""`export` and `replay` name the seat unambiguously (issue 10, item 7): `--seat NAME` is
always a player, `--spectator` public information only; the older `--as spectator` is refused
in a game where a player is called "spectator" (it used to export that player's hand)."""

from __future__ import annotations

import pytest

from tabletop import storage
from tabletop.carddata.decklists import decks_setup, parse_decklist
from tabletop.carddata.demo import bundled_lookup
from tabletop.cli import main
from tabletop.model import commands as C
from tabletop.rules import new_game


@pytest.fixture
def save(tmp_path):
    deck = parse_decklist("12 Forest\n8 Grizzly Bears")
    game = new_game(decks_setup([("spectator", deck), ("Bob", deck)], bundled_lookup, seed=4),
                    seed=4)
    for p in game.state.players:
        game.apply(C.Shuffle(p), p)
        game.apply(C.Draw(p, 7), p)
    path = tmp_path / "game.tabletop"
    storage.save_game(game, path)
    return path


def _export(out):
    board = storage.load_export(out.read_bytes())
    hand = [o for o in board.view.objects if o.zone == "hand" and o.owner == "spectator"]
    return board.seat, sum(1 for o in hand if o.facts is not None)


def test_a_player_called_spectator_and_the_spectator_seat_are_told_apart(save, tmp_path,
                                                                         capsys):
    out = tmp_path / "out.json"
    assert main(["export", str(save), "--as", "spectator", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert "ambiguous" in err and "--seat spectator" in err and "--spectator" in err
    assert not out.exists()  # nothing written, least of all that player's hand

    assert main(["export", str(save), "--spectator", "--out", str(out)]) == 0
    assert capsys.readouterr().out.strip() == f"{out}: redacted export for a spectator"
    assert _export(out) == (None, 0)  # public information only: no card of any hand

    assert main(["export", str(save), "--seat", "spectator", "--out", str(out)]) == 0
    assert _export(out) == ("spectator", 7)  # that player's own view: their hand

    assert main(["replay", str(save), "--to", "2", "--spectator", "--out", str(out)]) == 0
    assert _export(out) == (None, 0)
    assert main(["replay", str(save), "--to", "2", "--seat", "Bob", "--out", str(out)]) == 0
    assert _export(out)[0] == "Bob"


def test_the_seat_options_are_one_of_a_kind(save, tmp_path, capsys):
    out = tmp_path / "out.json"
    with pytest.raises(SystemExit):
        main(["export", str(save), "--spectator", "--seat", "Bob", "--out", str(out)])
    with pytest.raises(SystemExit):
        main(["export", str(save), "--out", str(out)])  # a seat is required
    assert main(["export", str(save), "--seat", "Nobody", "--out", str(out)]) == 2
    assert "not a player of this game" in capsys.readouterr().err


def test_as_spectator_still_means_a_spectator_where_no_player_is_called_so(tmp_path):
    deck = parse_decklist("12 Forest")
    game = new_game(decks_setup([("Ann", deck), ("Bob", deck)], bundled_lookup, seed=1), seed=1)
    game.apply(C.Draw("Ann", 3), "Ann")
    path, out = tmp_path / "g.tabletop", tmp_path / "out.json"
    storage.save_game(game, path)
    assert main(["export", str(path), "--as", "spectator", "--out", str(out)]) == 0
    assert storage.load_export(out.read_bytes()).seat is None
    assert main(["export", str(path), "--as", "Ann", "--out", str(out)]) == 0
    assert storage.load_export(out.read_bytes()).seat == "Ann"
