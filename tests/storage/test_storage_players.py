"""Save format v3 and the players' table: life totals, counters on players, tokens, dice, notes and
arrows are saved, replayed, shown in every seat's view and export; older files migrate."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.storage import migrations
from tabletop.storage.codec import SaveError
from tabletop.storage.schema import SCHEMA_VERSION

from .gamegen import game_state
from .make_goldens import players_game

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"


def test_the_format_is_v3_or_later():
    assert SCHEMA_VERSION >= 3 and 2 in migrations.MIGRATIONS


def test_a_players_game_saves_replays_and_dumps_the_same_bytes():
    game = players_game()
    data = storage.dump_game(game)
    for verify in ("events", "rules"):
        loaded = storage.load_game_bytes(data, verify=verify)
        assert game_state(loaded) == game_state(game)
        assert storage.dump_game(loaded) == data
    doc = json.loads(data)
    assert doc["setup"]["life"] == {"A": 30, "B": 20}
    assert doc["setup"]["player_counters"] == {"B": {"poison": 3}}
    assert loaded.state.life == {"A": 25, "B": 12}
    assert loaded.state.player_counters == {"A": {"energy": 4}, "B": {"poison": 5}}


def test_a_v2_game_migrates_its_token_events():
    path = SAVES / "v2-random-2026.json"
    assert b'"created_token"' in path.read_bytes()
    game = storage.load_game_bytes(path.read_bytes(), name=path.name)
    kinds = {e.kind for entry in game.log for e in entry.events}
    assert "token_created" in kinds and "created_token" not in kinds
    assert game.state.life == {"A": 20, "B": 20}
    assert b'"created_token"' not in storage.dump_game(game)


def test_a_v2_export_migrates_to_a_board_with_life_and_no_arrows():
    path = SAVES / "v2-random-2026.shared-B.json"
    board = storage.load_export(path.read_bytes(), name=path.name)
    assert board.view.life == {"A": 20, "B": 20} and board.view.arrows == []
    assert all(o.note is None for o in board.view.objects)
    assert any(ln["key"] == "log.token_created" for ln in board.log)
    assert not any(ln["key"] == "log.created_token" for ln in board.log)


def _seen_game():
    setup = {"players": ["A", "B"], "facts": {"bears": {
        "name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
        "power": "2", "toughness": "2"}}, "life": 40,
        "cards": [{"id": "bears", "facts": "bears", "owner": "A", "zone": "battlefield",
                   "face_down": {"method": "manifest"}},
                  {"id": "bears#2", "facts": "bears", "owner": "B", "zone": "battlefield"}]}
    game = new_game(setup, seed=3)
    for cmd in (C.Life("B", delta=-5), C.PlayerCounter("A", "poison", delta=3),
                C.Note("bears", "attacked"), C.Arrow("B", "bears#2", "bears"),
                C.Arrow("A", "bears", "B")):
        assert game.apply(cmd).ok
    return game


@pytest.mark.parametrize("seat", ["A", "B", None])
def test_every_seat_sees_the_public_players_table(seat):
    game = _seen_game()
    view = game.view_for(seat)
    assert view.life == {"A": 40, "B": 35} and view.player_counters == {"A": {"poison": 3},
                                                                        "B": {}}
    fd = next(o for o in view.objects if o.face_down)
    assert fd.note == "attacked" and (fd.known == (seat == "A"))
    other = next(o for o in view.objects if not o.face_down)
    assert view.arrows == [{"by": "B", "frm": {"object": other.id}, "to": {"object": fd.id}},
                           {"by": "A", "frm": {"object": fd.id}, "to": {"player": "B"}}]
    board = storage.load_export(storage.export_for(game, seat))
    assert board.view.life == view.life and board.view.player_counters == view.player_counters
    ids = {o.note: o.id for o in board.view.objects}
    assert board.view.arrows[1] == {"by": "A", "frm": {"object": ids["attacked"]},
                                    "to": {"player": "B"}}
    # the note is public, the face-down card's name is not: only A knows it
    exported = json.loads(storage.export_for(game, seat))
    names = [o["facts"]["name"] for o in exported["board"]["objects"] if o["facts"]]
    assert names.count("Grizzly Bears") == (2 if seat == "A" else 1)


def test_a_setup_with_one_life_total_for_everyone_saves():
    game = _seen_game()
    loaded = storage.load_game_bytes(storage.dump_game(game), verify="rules")
    assert loaded.setup["life"] == 40 and game_state(loaded) == game_state(game)


def test_an_export_whose_arrow_points_at_nothing_is_refused():
    data = json.loads(storage.export_for(_seen_game(), "B"))
    data["board"]["arrows"][0]["to"] = {"object": "x99"}
    with pytest.raises(SaveError, match="arrows"):
        storage.load_export(json.dumps(data).encode())


def _tampered(fn) -> bytes:
    doc = json.loads((SAVES / "v3-players.json").read_bytes())
    for entry in doc["log"]:
        for ev in entry.get("events", ()):
            for ch in ev.get("changes", ()):
                if fn(ch):
                    return json.dumps(doc).encode()
    raise AssertionError("no such change")


@pytest.mark.parametrize("tamper,needle", [
    (lambda ch: ch[:2] == ["g", "life"] and ch.__setitem__(2, {"A": "lots", "B": 20}) is None,
     "life"),
    (lambda ch: ch[:2] == ["g", "life"] and ch.__setitem__(2, {"A": 3}) is None, "life"),
    (lambda ch: ch[:2] == ["g", "player_counters"] and ch.__setitem__(
        2, {"A": {"poison": -1}, "B": {}}) is None, "player_counters"),
    (lambda ch: ch[:2] == ["g", "arrows"] and ch[2] and ch.__setitem__(
        2, [{"frm": "ghost", "to": "B", "by": "A"}]) is None, "arrows"),
    (lambda ch: ch[0] == "set" and ch[2] == "note" and ch[3] and ch.__setitem__(
        3, "n" * 1001) is None, "note"),
])
@pytest.mark.parametrize("verify", ["events", "rules"])
def test_a_save_with_impossible_players_values_is_refused(tamper, needle, verify):
    with pytest.raises(SaveError, match=needle if verify == "events" else r"log\[\d+\]"):
        storage.load_game_bytes(_tampered(tamper), verify=verify)


def test_the_invariants_cover_the_players_fields():
    from tabletop.model.invariants import problems
    game = players_game()
    st = game.state
    assert problems(st) == []
    st.life = {"A": 20}
    st.player_counters = {"A": {"poison": 0}, "B": {}}
    st.arrows = [{"frm": "A", "to": "nobody", "by": "A"}]
    st.cards["bears"].note = ""
    found = "\n".join(problems(st))
    for field in ("life", "player_counters", "arrows", "note"):
        assert field in found
