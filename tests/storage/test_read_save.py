"""One place judges a save (issue 24): every reader (`load_game_bytes`, `open_bytes`,
`load_export`, `validate_bytes`, the check of an export before it is written) calls
`check.read_save`, so the same bytes get the same verdict and the same messages from each."""

from __future__ import annotations

import json

import pytest

from tabletop import storage
from tabletop.storage import review

from .gamegen import random_game
from .impossible import CASES, crafted
from .test_storage_export_checks import EXPORT_CASES


def _problems(fn, data: bytes, **kw) -> list[str]:
    with pytest.raises(storage.SaveError) as info:
        fn(data, name="f.json", **kw)
    return info.value.problems


def _game_bytes() -> bytes:
    return storage.dump_game(random_game(24, 40, mode="off"))


def _bad_files() -> list[tuple[str, bytes]]:
    doc = json.loads(_game_bytes())
    newer = {**doc, "schema_version": doc["schema_version"] + 1}
    unknown = json.loads(_game_bytes())
    unknown["log"][0]["command"]["kind"] = "no_such_command"
    return [("not JSON", b"{\"format\": "), ("an array", b"[1, 2]"),
            ("another format", json.dumps({"format": "other"}).encode()),
            ("newer", json.dumps(newer).encode()),
            ("unknown command", json.dumps(unknown).encode()),
            ("too big", b" " * (storage.schema.MAX_FILE_BYTES + 1))]


@pytest.mark.parametrize("label,data", _bad_files(), ids=[c[0] for c in _bad_files()])
def test_every_reader_refuses_a_bad_file_in_the_same_words(label, data):
    want = _problems(storage.read_save, data)
    assert want and all(p.startswith("f.json: ") for p in want)
    for fn in (storage.load_game_bytes, storage.open_bytes, storage.load_export,
               storage.validate_bytes):
        assert _problems(fn, data) == want, fn.__name__


@pytest.mark.parametrize("case", CASES[:4], ids=[c.id for c in CASES[:4]])
def test_every_reader_of_a_game_refuses_an_impossible_one_alike(case):
    data, where, _word = crafted(case, "version")
    want = _problems(storage.read_save, data)
    assert any(where in p for p in want), want
    assert _problems(storage.load_game_bytes, data) == want
    assert _problems(storage.open_bytes, data) == want
    assert _problems(storage.validate_bytes, data, verify="auto") == want


@pytest.mark.parametrize("label,doc,where", EXPORT_CASES[:6],
                         ids=[c[0] for c in EXPORT_CASES[:6]])
def test_every_reader_of_an_export_refuses_an_impossible_one_alike(label, doc, where):
    data = json.dumps(doc).encode()
    want = _problems(storage.read_save, data)
    assert any(f"f.json: {where}" in p for p in want), want
    for fn in (storage.load_export, storage.open_bytes, storage.validate_bytes):
        assert _problems(fn, data) == want, fn.__name__
    with pytest.raises(storage.SaveError) as info:  # what export_for would not write
        review.check_export(data, "A")
    assert info.value.problems[1:] == [p.replace("f.json", "the export for 'A'", 1)
                                       for p in want]


def test_a_reader_of_one_kind_names_the_reader_of_the_other():
    game = random_game(24, 40, mode="off")
    data, shared = storage.dump_game(game), storage.export_for(game, "A")
    assert _problems(storage.load_game_bytes, shared) == _problems(
        storage.read_save, shared, kind="game") == [
        "f.json: kind: this is a redacted export (a board as one seat may know it); open it "
        "read-only with load_export"]
    assert _problems(storage.load_export, data) == _problems(
        storage.read_save, data, kind="shared") == [
        "f.json: kind: this is a whole game, not a redacted export; open it with load_game"]


def test_what_it_reads_is_what_each_reader_gives():
    game = random_game(24, 40, mode="off")
    data, shared = storage.dump_game(game), storage.export_for(game, "A")
    read = storage.read_save(data, "g.json")
    assert read.kind == "game" and read.board is None and read.game is not None
    assert storage.dump_game(read.game) == data == storage.dump_game(storage.open_bytes(data))
    assert str(read.summary()) == str(storage.validate_bytes(data, name="g.json", verify="auto"))
    board = storage.read_save(shared, "s.json").board
    assert board is not None and board.view == storage.load_export(shared).view
    assert board.view == storage.open_bytes(shared).view
    assert str(storage.read_save(shared, "s.json").summary()) == str(
        storage.validate_bytes(shared, name="s.json"))
