"""Checkpoints (save format v8): a game opens from the board stored beside its log, and the log
is checked against it afterwards; a checkpoint that lies is caught, a bad one refused."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.cli import main
from tabletop.model.cards import CardFacts, CardFactsError, parsed_facts
from tabletop.rules.visibility import view_for
from tabletop.storage import checkpoint, migrations, review
from tabletop.storage.codec import _to_json
from tabletop.storage.schema import SCHEMA_VERSION

from .gamegen import game_state, random_game

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"
LIBRARY = SAVES / f"v{SCHEMA_VERSION}-library.json"


def laid_out(doc: dict) -> bytes:
    """A document as `dump_game` lays a file out (its head, then one log entry per line)."""
    head = {k: v for k, v in doc.items() if k != "log"}
    if not doc["log"]:
        return _to_json(head)[:-1] + b',"log":[]}\n'
    lines = b",\n".join(_to_json(e) for e in doc["log"])
    return _to_json(head)[:-1] + b',"log":[\n' + lines + b"\n]}\n"


def edited(path: Path, edit) -> bytes:
    doc = json.loads(path.read_bytes())
    edit(doc["checkpoint"])
    return laid_out(doc)


def test_every_v8_golden_with_a_log_holds_its_checkpoint_and_opens_from_it():
    for path in sorted(SAVES.glob(f"v{SCHEMA_VERSION}-*.json")):
        doc = json.loads(path.read_bytes())
        if doc["kind"] != "game":
            continue
        assert ("checkpoint" in doc) == bool(doc["log"]), path.name
        data = path.read_bytes()
        assert laid_out(doc) == data  # (the helper lays files out as dump_game does)
        opening = storage.open_save(data, path.name, check_later_from=0)
        assert opening.checked is not bool(doc["log"]), path.name
        whole = opening.finish().game
        # the board painted first is the very board the log leads to
        assert opening.game.state.snapshot() == whole.state.snapshot(), path.name
        assert whole.log and not opening.game.log or not doc["log"]


def test_a_game_opened_from_its_checkpoint_paints_and_is_never_saved():
    opening = storage.open_save(LIBRARY.read_bytes(), "library", check_later_from=0)
    game = opening.game
    assert not opening.checked and game.log == []
    for seat in (None, "A", "B"):
        assert view_for(game, seat).objects  # what a window paints
    with pytest.raises(ValueError, match="not checked yet"):
        storage.dump_game(game)
    whole = opening.finish().game
    assert storage.dump_game(whole) == LIBRARY.read_bytes()


def test_a_save_without_a_checkpoint_opens_by_replay_as_before():
    opening = storage.open_save((SAVES / "v7-library.json").read_bytes(), "v7")
    assert opening.checked and opening.game is not None and opening.game.log
    assert opening.finish().game.state.snapshot() == opening.game.state.snapshot()
    shared = storage.open_save((SAVES / "v8-random-2026.shared-B.json").read_bytes())
    assert shared.checked and shared.game is None and shared.board is not None


def test_the_v7_to_v8_migration_changes_nothing_but_the_version():
    assert 7 in migrations.MIGRATIONS
    doc = json.loads((SAVES / "v7-requests.json").read_bytes())
    assert migrations.MIGRATIONS[7](copy.deepcopy(doc)) == doc
    game = storage.load_game_bytes((SAVES / "v7-requests.json").read_bytes())
    again = json.loads(storage.dump_game(game))
    assert again["schema_version"] == SCHEMA_VERSION and again["log"] == doc["log"]
    assert again["checkpoint"]["entries"] == len(doc["log"])


def test_a_round_trip_keeps_the_checkpoint_of_a_random_game():
    game = random_game(5, 80)
    data = storage.dump_game(game)
    doc = json.loads(data)
    assert doc["checkpoint"]["entries"] == len(game.log)
    assert storage.open_save(data).checked  # a short log: checked at once
    opening = storage.open_save(data, check_later_from=len(game.log))
    assert not opening.checked and opening.head["checkpoint"]["entries"] == len(game.log)
    assert storage.open_save(data, check_later_from=len(game.log) + 1).checked
    assert opening.game.state.snapshot() == game.state.snapshot()
    assert game_state(opening.finish().game) == game_state(game)


def _move_a_library_card_to_hand(ck: dict) -> None:
    card = next(c for c in ck["cards"] if c["zone"] == "library" and c["owner"] == "B")
    ck["zones"]["B:library"].remove(card["id"])
    ck["zones"]["B:hand"].append(card["id"])
    card["zone"] = "hand"


def _change_a_hidden_identity(ck: dict) -> None:
    card = next(c for c in ck["cards"] if c["zone"] == "library" and c["owner"] == "B")
    card["facts"] = "c19" if card["facts"] != "c19" else "c18"


def _reorder_a_library(ck: dict) -> None:
    ck["zones"]["A:library"].reverse()


def _count_off(ck: dict) -> None:
    ck["game"]["next_obj"] += 5


def _life_off(ck: dict) -> None:
    ck["game"]["life"]["B"] = 3


def _entries_off(ck: dict) -> None:
    ck["entries"] -= 1


LIES = [(_move_a_library_card_to_hand, "zone"), (_change_a_hidden_identity, "facts"),
        (_reorder_a_library, "order of A:library"), (_count_off, "next_obj"),
        (_life_off, "life"), (_entries_off, "log entries")]


@pytest.mark.parametrize("lie, said", LIES, ids=[f.__name__ for f, _ in LIES])
def test_a_checkpoint_that_lies_is_caught_after_the_paint(lie, said, tmp_path):
    data = edited(LIBRARY, lie)
    path = tmp_path / "lie.json"
    path.write_bytes(data)
    # a board that keeps every invariant
    opening = storage.open_save(data, "lie.json", check_later_from=0)
    assert not opening.checked
    with pytest.raises(storage.SaveError) as exc:
        opening.finish()
    text = "\n".join(exc.value.problems)
    assert "lie.json: checkpoint:" in text and said in text, text
    assert "left as it is" in text
    for read in (lambda: storage.load_game(path), lambda: storage.validate_bytes(data)):
        with pytest.raises(storage.SaveError, match="checkpoint"):
            read()
    assert path.read_bytes() == data  # the user's file is never touched


def test_validate_checks_the_log_against_the_checkpoint(tmp_path, capsys):
    path = tmp_path / "lie.json"
    path.write_bytes(edited(LIBRARY, _change_a_hidden_identity))
    assert main(["validate", str(path)]) != 0
    out = capsys.readouterr()
    assert "checkpoint: the board this file says its log leads to" in out.err + out.out
    good = tmp_path / "good.json"
    good.write_bytes(LIBRARY.read_bytes())
    assert main(["validate", str(good)]) == 0


def _card_counters_huge(ck: dict) -> None:
    ck["cards"][0]["counters"] = {"+1/+1": 10**9}


def _long_id(ck: dict) -> None:
    ck["zones"]["A:library"] = ["x" * 400]


def _cards_not_a_list(ck: dict) -> None:
    ck["cards"] = {"A0": {}}


def _unknown_key(ck: dict) -> None:
    ck["cards"][0]["colour"] = "blue"


def _effect_bad(ck: dict) -> None:
    ck["effects"] = [{"id": 1, "card": "A0", "obj": 55, "params": {"base_pt": [1, 2, 3]},
                      "duration": "permanent", "until_turn": None, "ts": 1}]


SHAPES = [_card_counters_huge, _long_id, _cards_not_a_list, _unknown_key, _effect_bad]


@pytest.mark.parametrize("bad", SHAPES, ids=[f.__name__ for f in SHAPES])
def test_a_checkpoint_of_bad_shape_is_refused_at_parse(bad):
    data = edited(LIBRARY, bad)
    with pytest.raises(storage.SaveError) as exc:
        storage.open_save(data, "bad.json", check_later_from=0)
    assert any(p.startswith("bad.json: checkpoint.") for p in exc.value.problems), \
        exc.value.problems


def _listed_twice(ck: dict) -> None:
    ck["zones"]["A:hand"].append(ck["zones"]["A:library"][0])


def _in_no_zone(ck: dict) -> None:
    ck["zones"]["A:library"].pop()


def _unknown_zone(ck: dict) -> None:
    ck["zones"]["C:hand"] = ck["zones"].pop("B:hand")


def _unknown_facts(ck: dict) -> None:
    ck["cards"][0]["facts"] = "nope"


def _two_cards_one_id(ck: dict) -> None:
    ck["cards"].append(dict(ck["cards"][0]))


BROKEN = [_listed_twice, _in_no_zone, _unknown_zone, _unknown_facts, _two_cards_one_id]


@pytest.mark.parametrize("bad", BROKEN, ids=[f.__name__ for f in BROKEN])
def test_a_checkpoint_whose_board_breaks_the_rules_is_refused_before_any_paint(bad):
    data = edited(LIBRARY, bad)
    with pytest.raises(storage.SaveError) as exc:
        storage.open_save(data, "bad.json", check_later_from=0)
    assert all(p.startswith("bad.json: checkpoint") for p in exc.value.problems), \
        exc.value.problems
    with pytest.raises(storage.SaveError):
        storage.load_game_bytes(data)


def test_difference_says_what_differs_in_words():
    game = random_game(3, 40)
    facts = game.setup["facts"]
    rec = checkpoint.record(game.state, facts, len(game.log))
    assert checkpoint.difference(rec, copy.deepcopy(rec)) is None
    other = copy.deepcopy(rec)
    other["cards"][0]["tapped"] = not other["cards"][0].get("tapped", False)
    assert "tapped" in checkpoint.difference(rec, other)


def test_parsed_facts_are_kept_by_their_card_data():
    d = {"name": "Cache Bear", "type_line": "Creature — Bear", "power": "2",
         "toughness": "2"}
    one = parsed_facts(d)
    assert parsed_facts(dict(d)) is one and one == CardFacts.from_dict(d)
    assert parsed_facts({**d, "power": "3"}) is not one
    bad = {"name": "Bad", "layout": "nope"}
    for _ in range(2):  # a failure is never kept
        with pytest.raises(CardFactsError):
            parsed_facts(bad)


def test_a_board_the_checkpoint_could_not_hold_is_never_written(tmp_path):
    game = random_game(4, 30)
    path = tmp_path / "game.json"
    storage.save_game(game, path)
    before = path.read_bytes()
    card = next(iter(game.state.cards.values()))
    card.counters = {"+1/+1": 10**9}  # past the format's bound (the rules never do this)
    with pytest.raises(storage.SaveRefused) as exc:
        storage.save_game(game, path)
    assert any(p.startswith("checkpoint.cards[") for p in exc.value.problems), \
        exc.value.problems
    assert path.read_bytes() == before


def _forward(game, n: int):
    from tabletop.rules import new_game
    out = new_game(game.setup, seed=game.seed)
    for entry in game.log[:n]:
        out.push_entry(entry)
    return out


@pytest.mark.parametrize("seed", [1, 2026, 7])
def test_game_at_seeks_from_the_nearer_checkpoint(seed):
    game = storage.load_game_bytes(storage.dump_game(random_game(seed, 120)))
    size = len(game.log)
    backwards = 0
    for n in sorted({0, size // 2, size // 2 + 1, size - 7, size - 1, size}):
        at = storage.game_at(game, n)
        want = _forward(game, n)
        assert at.state.snapshot() == want.state.snapshot(), n
        assert at.log == game.log[:n] and at.setup is game.setup and at.seed == game.seed
        if n > size // 2:  # taken back from the board now, never replayed from the setup
            assert review._from_the_end(game, n) is not None, n
            backwards += 1
    assert backwards >= 3
    # the copy is the game's own board: the game itself is left as it was
    assert game_state(game) == game_state(storage.load_game_bytes(storage.dump_game(game)))


def test_a_bad_log_behind_a_sound_checkpoint_is_refused_by_the_check():
    doc = json.loads(LIBRARY.read_bytes())
    doc["log"][3]["command"]["kind"] = "teleport"
    data = laid_out(doc)
    opening = storage.open_save(data, "bad-log.json", check_later_from=0)
    assert not opening.checked  # the board paints: the log is not read before the check
    with pytest.raises(storage.SaveError) as exc:
        opening.finish()
    assert any(p.startswith("bad-log.json: log[3].command") for p in exc.value.problems), \
        exc.value.problems
