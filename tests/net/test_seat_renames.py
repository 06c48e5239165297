"""A seat's log lines renamed through an index of their references (issue 28): the same lines
as renaming every line of the log, as a seat did before; and a renaming update of a long game
costs the references it renames, not the game's lines."""

from __future__ import annotations

import copy
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.net import protocol as P
from tabletop.net.seat import SeatClient, rename_refs

IDS = [f"x{i}" for i in range(1, 9)]
ref = st.builds(lambda i, z: {"object": i, "zone": z}, st.sampled_from(IDS),
                st.sampled_from(["hand", "battlefield"]))
param = st.one_of(ref, st.lists(ref, max_size=3), st.integers(0, 9), st.text(max_size=3),
                  st.none())
line = st.one_of(st.builds(lambda p: {"key": "k", "params": p},
                           st.dictionaries(st.sampled_from("abc"), param, max_size=3)),
                 st.just({"key": "plain"}))
renames = st.dictionaries(st.sampled_from(IDS), st.one_of(st.sampled_from(IDS), st.none()),
                          max_size=8)
step = st.tuples(st.integers(0, 12), renames, st.lists(line, max_size=4))


def client() -> SeatClient:
    return SeatClient(P.Invite(url="nats://127.0.0.1:1", game="g" * 8, seat="A", token="s1",
                               user="u", password="p"))


@settings(max_examples=300, deadline=None)
@given(st.lists(line, max_size=10), st.lists(step, max_size=8))
def test_the_index_renames_as_every_line_renamed(first, steps):
    c = client()
    c.log = copy.deepcopy(first)
    reference = copy.deepcopy(first)
    for start, renamed, new in steps:
        start = min(start, len(reference))
        reference = reference[:start]
        rename_refs(reference, renamed)
        reference += copy.deepcopy(new)
        c._take_lines(start, renamed, copy.deepcopy(new))
        assert c.log == reference


def test_a_rename_in_a_long_game_costs_its_references():
    lines = [{"key": "moved", "params": {"card": {"object": f"x{i % 2000 + 1}"},
                                         "to": "battlefield"}} for i in range(20_000)]
    c = client()
    c.log = lines
    c._take_lines(len(lines), {"x1": "x2"}, [])  # (the index is built once, here)
    times = []
    for n in range(50):
        renamed = {"x3": "x4", "x4": "x3"} if n % 2 else {"x5": "x6", "x6": "x5"}
        t = time.perf_counter()
        c._take_lines(len(c.log), renamed, [{"key": "plain"}])
        times.append(time.perf_counter() - t)
    other = copy.deepcopy(lines)
    full = time.perf_counter()
    rename_refs(other, {"x3": "x4"})
    full = time.perf_counter() - full
    # renaming 2 of 2,000 ids touches 20 references; every line of the log is 20,000
    assert sorted(times)[25] < full / 20, (sorted(times)[25], full)
    assert sum(1 for ln in c.log if ln.get("params", {}).get("card", {}).get("object") == "x2"
               ) == 20  # (x1's ten references and x2's own ten)
