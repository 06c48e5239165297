"""Golden save files (tests/data/saves/) of every released format version load forever."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop import __version__, storage
from tabletop.storage.schema import SCHEMA_VERSION

from .gamegen import game_state

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"
GAMES = sorted(p for p in SAVES.glob("v*.json") if ".shared-" not in p.name)
SHARED = sorted(SAVES.glob("v*.shared-*.json"))


def test_there_are_goldens():
    assert len(GAMES) >= 5 and SHARED


@pytest.mark.parametrize("path", GAMES, ids=[p.name for p in GAMES])
def test_golden_game_loads(path):
    data = path.read_bytes()
    game = storage.load_game_bytes(data, name=path.name, verify="events")
    assert game_state(storage.load_game(path, verify="events")) == game_state(game)
    if path.name.startswith(f"v{SCHEMA_VERSION}-") and \
            json.loads(data)["app_version"] == __version__:
        # written by this version of the format and of the app: dumping gives the very same
        # bytes (another app version writes its own number in app_version)
        assert storage.dump_game(game) == data
    # and every position of it can be reviewed
    for n in (0, len(game.log) // 2, len(game.log)):
        assert len(storage.game_at(game, n).log) == n


# The rules may change between app versions (the saved events stay the record): the goldens
# written by this very version must also replay through today's rules; older ones are checked
# with `auto` by the migration test below.
CURRENT = [p for p in GAMES if json.loads(p.read_bytes())["app_version"] == __version__]


def test_some_goldens_are_written_by_this_version():
    assert len(CURRENT) >= 5


@pytest.mark.parametrize("path", CURRENT, ids=[p.name for p in CURRENT])
def test_golden_game_replays_through_the_rules_of_its_version(path):
    data = path.read_bytes()
    summary = storage.validate_bytes(data, name=path.name)
    assert summary.verified == "rules"


@pytest.mark.parametrize("path", SHARED, ids=[p.name for p in SHARED])
def test_golden_export_opens_read_only(path):
    board = storage.load_export(path.read_bytes(), name=path.name)
    assert board.read_only and board.seat in board.players
    assert board.view.objects and board.log
    assert all(o.card_id is None for o in board.view.objects)


def test_there_are_goldens_of_every_version():
    versions = {int(p.name[1:].split("-")[0]) for p in GAMES}
    assert versions == set(range(1, SCHEMA_VERSION + 1))


@pytest.mark.parametrize("path", [p for p in GAMES if not p.name.startswith(
    f"v{SCHEMA_VERSION}-")], ids=lambda p: p.name)
def test_an_older_golden_is_migrated_and_written_in_the_current_version(path):
    # its events are the record: the rules of another app version may decide otherwise now
    # (0.2 keeps what players saw of a card turned face down, SCENARIOS.md rule 2)
    summary = storage.validate_bytes(path.read_bytes(), name=path.name, verify="auto")
    assert summary.migrated_from == int(path.name[1:].split("-")[0])
    game = storage.load_game_bytes(path.read_bytes(), name=path.name)
    again = json.loads(storage.dump_game(game))
    assert again["schema_version"] == SCHEMA_VERSION
    assert game_state(storage.load_game_bytes(storage.dump_game(game))) == game_state(game)


def test_a_current_golden_keeps_the_cards_text():
    """A save carries each card's rules text, so it reads without the card database."""
    texts = []
    for path in GAMES:
        if path.name.startswith(f"v{SCHEMA_VERSION}-"):
            doc = json.loads(path.read_bytes())
            texts += [f.get("oracle_text") for f in doc["facts"].values()]
    assert any(texts)
