"""The first export of a long game, quicker and the same (issue 28): the journal's lines written
as JSON by one call of orjson (`exports.each_json`), and an export read back as the dicts it was
written from (`review._read_back_in_pieces`), by the schema's compiled checks where they are
built, else by pydantic in strict mode. Same bytes, and what the read-back takes a file opened
takes."""

from __future__ import annotations

import json

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from tabletop import storage
from tabletop.rules.journal import lines_for
from tabletop.storage import codec, exports, review, shapegen

from .gamegen import random_game
from .test_logshape import MODULES


def test_each_json_is_each_line_as_json():
    game = random_game(41, 120)
    for seat in ("A", "B", None):
        lines = lines_for(game, seat)
        assert len(lines) > 50
        assert exports.each_json(lines) == [codec._to_json(ln) for ln in lines]


@pytest.mark.parametrize("lines", [
    [],
    [{"n": 0, "key": "log.x", "params": {}, "text": "a"}],
    # a dict like a line inside a line: more cuts than lines, so line by line
    [{"n": 0, "key": "log.x", "params": {"p": [{"n": 1}, {"n": 2}]}, "text": "a"},
     {"n": 1, "key": "log.x", "params": {}, "text": "b"}],
    # a line that does not begin with "n", and another cut inside a line: as many cuts as lines
    [{"key": "log.x", "n": 0, "params": {}, "text": "a"},
     {"n": 1, "key": "log.x", "params": {"p": [{"n": 1}, {"n": 2}]}, "text": "b"}],
    # a number orjson refuses: pydantic writes that line
    [{"n": 0, "key": "log.x", "params": {"big": 2**70}, "text": "a"},
     {"n": 1, "key": "log.x", "params": {"s": '},{"n":'}, "text": '},{"n":'}],
])
def test_each_json_cuts_only_between_lines(lines):
    assert exports.each_json(lines) == [codec._to_json(ln) for ln in lines]


def test_an_export_reads_back_as_the_dicts_it_was_written_from(monkeypatch):
    """Every export of these games is taken in pieces, as dicts: the whole file is never
    read again (`check_export`), and the file opens."""
    def whole(*args, **kwargs):
        raise AssertionError("read back whole")
    monkeypatch.setattr(review, "check_export", whole)
    for seed, mode in ((42, "strict"), (43, "assist"), (44, "off")):
        game = random_game(seed, 100, mode=mode)
        for seat in ("A", "B", None):
            exports._MEMO.pop(game, None)
            out = storage.export_for(game, seat)
            assert storage.load_export(out).seat == seat


def test_a_line_refused_as_a_dict_is_read_back_whole(monkeypatch):
    """A journal line whose dict the strict schema refuses (a tuple where JSON has a list) sends
    the file to `check_export`, which reads its JSON (and takes it)."""
    real = exports.journal_json

    def with_a_tuple(game, seat, ids):
        log, lines = real(game, seat, ids)
        log = [{**log[0], "params": {**log[0]["params"], "t": (1, 2)}}, *log[1:]]
        return log, lines
    calls = []
    check = review.check_export
    monkeypatch.setattr(exports, "journal_json", with_a_tuple)
    monkeypatch.setattr(review, "check_export", lambda *a: calls.append(1) or check(*a))
    game = random_game(45, 60)
    out = storage.export_for(game, "A")
    assert calls == [1] and storage.load_export(out).seat == "A"


_SCALARS = (st.none() | st.booleans() | st.integers() | st.sampled_from(
    [10**9, 10**9 + 1, -10**9 - 1, 2**63, 1e12, 1e12 + 1, 2.5e12, float("nan"), float("inf")])
    | st.floats() | st.text(max_size=6) | st.sampled_from(["x" * 10_000, "x" * 10_001]))
_VALUES = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=3)
                       | st.lists(inner, max_size=2).map(tuple)
                       | st.dictionaries(st.text(max_size=3), inner, max_size=3), max_leaves=8)
_LINES = st.fixed_dictionaries(
    {"n": st.integers(-1, 10**9 + 1) | st.booleans(), "key": st.sampled_from(["", "log.x"]),
     "params": st.dictionaries(st.text(max_size=3), _VALUES, max_size=3),
     "text": st.text(max_size=4)},
    optional={"extra": _VALUES})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_LINES, max_size=3))
def test_a_line_taken_as_a_dict_is_taken_as_its_json(lines):
    """What the strict schema, or the generated checks, take of journal lines as dicts, it
    takes read back from the JSON an export writes of them."""
    _, adapter = exports.adapters()
    try:
        data = b"[" + b",".join(codec._to_json(ln) for ln in lines) + b"]"
    except ValueError:  # (pydantic refuses to write it: no export is written)
        return
    try:
        adapter.validate_python(lines, strict=True)
    except ValidationError:
        pass
    else:
        adapter.validate_json(data)
    for module in MODULES:
        if module.check_lines(lines):
            assert adapter.validate_python(lines, strict=True) == json.loads(data)
            adapter.validate_json(data)


def test_the_generated_checks_take_every_line_of_a_game():
    lines = [ln for seat in ("A", "B", None) for ln in lines_for(random_game(46, 150), seat)]
    assert all(module.check_lines(lines) for module in MODULES)
    assert all(not module.check_lines([*lines, {**lines[0], "n": -1}]) for module in MODULES)
    assert shapegen.module_source().count("def check_lines(") == 1


def test_the_head_of_an_export_as_its_dict_reads_as_its_json():
    game = random_game(47, 80)
    out = storage.export_for(game, "B")
    doc = orjson.loads(out)
    del doc["log"]
    head, _ = exports.adapters()
    assert head.validate_python(doc, strict=True) == head.validate_json(orjson.dumps(doc))


class _Dict(dict):
    pass


@pytest.mark.parametrize("lines, expected", [
    ([], True),
    ([{"n": 0, "key": "k"}, {"n": 1}], True),
    ([{"n": 0}, {"key": "k", "n": 1}], False),  # a line whose first key is not "n"
    ([{"n": 0}, {}], False),
    ([{"n": 0}, [("n", 1)]], False),
    ([_Dict(n=0)], False),  # (not a dict as orjson writes one: line by line)
])
def test_the_lines_begin_with_n_as_each_json_needs(lines, expected):
    """The compiled test each_json asks first (`begin_with_n`) says what its Python says."""
    for module in MODULES:
        assert module.begin_with_n(lines) is expected
    assert exports._begin_with_n(lines) is expected
