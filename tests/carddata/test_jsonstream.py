"""Streaming a JSON array: same values as json.loads, whatever the chunk size; clear errors."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.carddata.jsonstream import JSONStreamError, iter_array, iter_members

values = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                      lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.dictionaries(st.text(max_size=8), values, max_size=5), max_size=8),
       st.integers(min_value=1, max_value=64), st.sampled_from(["", " ", "\n", ",\n  "]))
def test_stream_equals_load(items, chunk, sep):
    sep = sep if "," in sep else "," + sep
    text = "[" + sep.join(json.dumps(i, ensure_ascii=False) for i in items) + "]\n"
    assert list(iter_array(io.StringIO(text), chunk=chunk)) == items


@pytest.mark.parametrize("text,record,line", [
    ('[{"a": 1},\n{"b": ', 2, 2),
    ('[{"a": 1}\n{"b": 2}]', 2, 2),
    ('{"a": 1}', 0, 1),
    ('[{"a": 1},\n\n{"b": x}]', 2, 3),
])
def test_errors_name_record_and_line(text, record, line):
    with pytest.raises(JSONStreamError) as err:
        list(iter_array(io.StringIO(text), chunk=4))
    assert (err.value.record, err.value.line) == (record, line)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.text(max_size=8), values, max_size=6), st.integers(1, 64))
def test_members_equal_load(data, chunk):
    text = json.dumps({"meta": {"version": "5"}, "data": data, "after": [1, 2]}, indent=1)
    assert list(iter_members(io.StringIO(text), "data", chunk=chunk)) == list(data.items())
