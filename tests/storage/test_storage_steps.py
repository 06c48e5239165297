"""Intermediate checkpoints (save format v10): a long game's save holds its board every
`CHECKPOINT_EVERY` entries as steps; a load checks each against its log, refusing a file whose
step lies, in words; `game_at` seeks from the nearest one; saving reuses them."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.storage import checkpoint, migrations, steps
from tabletop.storage.codec import _to_json
from tabletop.storage.schema import SCHEMA_VERSION

from .gamegen import game_state, play_random, random_game

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"
GOLDEN = SAVES / f"v{SCHEMA_VERSION}-checkpoints.json"


def laid_out(doc: dict) -> bytes:
    head = {k: v for k, v in doc.items() if k != "log"}
    lines = b",\n".join(_to_json(e) for e in doc["log"])
    return _to_json(head)[:-1] + b',"log":[\n' + lines + b"\n]}\n"


def replayed(game, n: int):
    """The game after its first `n` entries, replayed from its setup (what a seek must give)."""
    out = new_game(game.setup, seed=game.seed)
    for entry in game.log[:n]:
        out.push_entry(entry)
    return out


def test_the_golden_holds_steps_that_its_load_checks_and_keeps():
    data = GOLDEN.read_bytes()
    doc = json.loads(data)
    assert [c["entries"] for c in doc["checkpoints"]] == [40, 80, 120, 160, 200]
    assert len(doc["log"]) == 231 and laid_out(doc) == data
    game = storage.load_game_bytes(data)
    assert [link.entries for link in steps.chain(game)] == [0, 40, 80, 120, 160, 200]
    assert storage.dump_game(game) == data  # the spacing it was loaded with is kept


@pytest.mark.parametrize("n", [0, 1, 39, 40, 41, 79, 80, 119, 150, 200, 201, 215, 230, 231])
def test_seeking_from_a_checkpoint_gives_the_game_a_replay_gives(n):
    game = storage.load_game_bytes(GOLDEN.read_bytes())
    at = storage.game_at(game, n)
    want = replayed(game, n)
    assert game_state(at) == game_state(want)
    assert at.log == game.log[:n]


def test_a_seek_from_a_checkpoint_plays_on_and_undoes_as_the_replayed_game_does():
    game = storage.load_game_bytes(GOLDEN.read_bytes())
    for n in (85, 161):
        at, want = storage.game_at(game, n), replayed(game, n)
        rng = random.Random(n)
        play_random(at, random.Random(n), 20)
        play_random(want, rng, 20)
        assert game_state(at) == game_state(want)
        for _ in range(len(at.log) - (n - 10)):  # back past the checkpoint it started from
            at.pop_entry()
            want.pop_entry()
        assert game_state(at) == game_state(want)


def edited(edit) -> bytes:
    doc = json.loads(GOLDEN.read_bytes())
    edit(doc["checkpoints"])
    return laid_out(doc)


def first_card(steps_: list) -> dict:
    return steps_[2]["cards"][0]


@pytest.mark.parametrize("edit, words", [
    (lambda s: first_card(s).update(tapped=not first_card(s).get("tapped", False)),
     "checkpoints[2]: the board it says the log leads to after 120 entries is not the one"),
    (lambda s: s[1]["zones"].update({"battlefield": []}),
     "checkpoints[1]: the board it says the log leads to after 80 entries"),
    (lambda s: s[3]["game"].update(turn=s[3]["game"]["turn"] + 1),
     "checkpoints[3]: the board it says"),
    (lambda s: s[2]["game"].update(priority="B"),  # v9's priority fields are checked too
     "checkpoints[2]: the board it says the log leads to after 120 entries"),
    (lambda s: s[0]["game"].update(resolving=None),
     "checkpoints[0]: the board it says the log leads to after 40 entries"),
    (lambda s: s[4]["game"].update(priority_passed=["A"]),
     "checkpoints[4]: the board it says the log leads to after 200 entries"),
    (lambda s: s[1].update(entries=40), "checkpoints[1].entries: 40 is not after the "
                                        "checkpoint before (40)"),
    (lambda s: s[0].update(entries=231), "checkpoints[0].entries: 231 is not after"),
    (lambda s: s[4].update(gone=["nobody"]), "checkpoints[4]: not a step from the checkpoint "
                                             "before (gone: 'nobody' is not a card"),
    (lambda s: s.pop(2), "checkpoints[2]: the board it says the log leads to after 160"),
])
def test_a_step_that_disagrees_with_the_log_is_refused_in_words(edit, words):
    data = edited(edit)
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(data)
    text = str(info.value)
    assert words in text, text
    assert "it is not opened" in text
    with pytest.raises(storage.SaveError):
        storage.validate_bytes(data, verify="events")
    opening = storage.open_save(data, "edited", check_later_from=0)  # paints, then refuses
    with pytest.raises(storage.SaveError):
        opening.finish()


def test_a_long_game_saved_as_it_grows_records_each_checkpoint_once_and_right():
    rng = random.Random(3)
    game = new_game(random_game(3, 0, n_cards=30, mode="assist").setup, seed=3)
    for _ in range(60):  # an autosave after every few actions, an undo now and then
        play_random(game, rng, rng.randrange(1, 8))
        if rng.random() < 0.2 and game.log:
            game.pop_entry()
        data = storage.dump_game(game, checkpoint_every=25)
    doc = json.loads(data)
    assert [c["entries"] for c in doc["checkpoints"]] == list(range(25, len(game.log), 25))
    fresh = storage.load_game_bytes(data)  # every step checked against the log
    assert game_state(fresh) == game_state(game)
    codec_fresh = json.loads(storage.dump_game(random_copy(game), checkpoint_every=25))
    assert codec_fresh["checkpoints"] == doc["checkpoints"]  # recorded from scratch: the same
    for n in range(0, len(game.log) + 1, 7):
        assert game_state(storage.game_at(game, n)) == game_state(replayed(game, n))


def random_copy(game):
    """The same game, never saved (its checkpoints recorded by replaying it when saved)."""
    return storage.load_game_bytes(storage.dump_game(game, checkpoint_every=10 ** 6))


def test_a_card_gone_and_back_and_effects_gone_are_steps():
    soldier = {"name": "Soldier Token", "type_line": "Creature — Soldier", "power": "1",
               "toughness": "1"}
    game = random_game(4, 10, n_cards=20, mode="assist")
    assert game.apply(C.CreateToken("A", soldier, 1, False, "t1")).ok
    assert game.apply(C.CreateToken("A", soldier, 1, False, "t2")).ok
    every = len(game.log)  # a checkpoint with both tokens, the next after t1 is back
    assert game.apply(C.TakeBack(len(game.log) - 1)).ok  # t2 gone
    assert game.apply(C.TakeBack(len(game.log) - 3)).ok  # t1 gone
    assert game.apply(C.CreateToken("A", soldier, 1, False, "t2")).ok  # back, in another order
    assert game.apply(C.CreateToken("A", soldier, 1, False, "t1")).ok
    rng = random.Random(4)
    while len(game.log) <= 2 * every:
        play_random(game, rng, 1)
    data = storage.dump_game(game, checkpoint_every=every)
    st = json.loads(data)["checkpoints"][1]
    assert st["gone"] == ["t1", "t2"] and [c["id"] for c in st["cards"][-2:]] == ["t2", "t1"]
    assert game_state(storage.load_game_bytes(data)) == game_state(game)
    for n in range(len(game.log) + 1):
        assert game_state(storage.game_at(game, n)) == game_state(replayed(game, n))


def test_steps_rebuild_the_records_they_were_taken_from():
    game = random_game(8, 300, n_cards=30, mode="assist")
    facts = game.setup["facts"]
    recs = [checkpoint.record(replayed(game, n).state, facts, n) for n in (0, 50, 120, 230)]
    for a, b in zip(recs, recs[1:], strict=False):
        st = checkpoint.step(a, checkpoint.by_id(a), b, checkpoint.by_id(b))
        rebuilt, _ = checkpoint.apply_step(a, checkpoint.by_id(a), st)
        assert rebuilt == b and checkpoint.difference(b, rebuilt) is None


def test_a_v9_save_migrates_to_v10_unchanged_and_gains_steps_when_saved():
    raw = json.loads((SAVES / "v9-random-2026.json").read_bytes())
    doc = migrations.migrate(raw, 9, SCHEMA_VERSION)
    assert SCHEMA_VERSION >= 10 and doc == {**raw, "schema_version": SCHEMA_VERSION}
    game = storage.load_game_bytes((SAVES / "v9-random-2026.json").read_bytes())
    again = json.loads(storage.dump_game(game, checkpoint_every=50))
    assert again["schema_version"] == SCHEMA_VERSION and again["log"] == raw["log"]
    assert [c["entries"] for c in again["checkpoints"]] == list(range(50, len(raw["log"]), 50))


def test_a_v8_save_migrates_through_v9_and_its_steps_hold_the_priority_fields():
    raw = json.loads((SAVES / "v8-random-2026.json").read_bytes())
    doc = migrations.migrate(raw, 8, SCHEMA_VERSION)  # 8 -> 9 (priority) -> 10 -> ...
    assert doc["schema_version"] == SCHEMA_VERSION and doc["log"] == raw["log"]
    assert {"priority", "priority_passed", "resolving"} <= set(doc["checkpoint"]["game"])
    game = storage.load_game_bytes((SAVES / "v8-random-2026.json").read_bytes())
    again = json.loads(storage.dump_game(game, checkpoint_every=50))
    for st in again["checkpoints"]:
        assert {"priority", "priority_passed", "resolving"} <= set(st["game"])
    assert game_state(storage.load_game_bytes(json.dumps(again).encode())) == game_state(game)


def test_every_earlier_golden_loads_and_saves_in_the_current_version():
    for path in sorted(SAVES.glob("v*.json")):
        doc = json.loads(path.read_bytes())
        if doc["kind"] != "game" or doc["schema_version"] == SCHEMA_VERSION:
            continue
        game = storage.load_game_bytes(path.read_bytes(), name=path.name)
        again = storage.load_game_bytes(storage.dump_game(game, checkpoint_every=10))
        assert game_state(again) == game_state(game), path.name


def test_a_step_out_of_the_format_s_bounds_is_never_written():
    game = random_game(5, 60, n_cards=20, mode="assist")
    storage.dump_game(game, checkpoint_every=10)
    link = steps.chain(game)[1]
    link.json = link.json.replace(b'"entries":10', b'"entries":-10')
    link.checked = False
    with pytest.raises(storage.SaveRefused) as info:
        storage.dump_game(game, checkpoint_every=10)
    assert "checkpoints[0].entries" in str(info.value)
