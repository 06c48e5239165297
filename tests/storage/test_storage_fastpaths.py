"""The shortcuts of saving and loading give what the plain ways give: lines reused after undo,
the log serialized in one call and cut into lines, changes validated by the replay (bounds of the
schema's `Json`), the strict schema's messages for what it refuses."""

from __future__ import annotations

import json

import pytest

from tabletop import storage
from tabletop.model import commands as C
from tabletop.storage import codec

from .gamegen import random_game


def _log_part(data: bytes) -> bytes:
    return data[data.index(b',"log":['):]


def test_lines_are_reused_after_undo_exactly_as_a_fresh_dump_writes_them():
    game = random_game(8, 60)
    storage.dump_game(game)
    for undo in (0, 1, 5, -1):
        undo = len(game.log) if undo < 0 else undo
        for _ in range(undo):
            game.pop_entry()
        game.apply(C.Draw("A"))
        warm = storage.dump_game(game)
        codec._META.pop(game)
        assert _log_part(warm) == _log_part(storage.dump_game(game))
        assert json.loads(warm)["log"] == json.loads(storage.dump_game(game))["log"]


def test_nested_data_shaped_like_an_entry_boundary_does_not_cut_a_line():
    tricky = {"command": {"kind": "draw", "player": "A"},
              "events": [{"kind": "x", "data": {"l": [{"a": 1}, {"command": 2}]}}]}
    plain = {"command": {"kind": "untap", "card": "c"}}
    for dicts in ([tricky, plain], [plain, tricky, plain], [plain, plain]):
        assert codec._serialize(dicts) == b",\n".join(codec._to_json(d) for d in dicts)


def _with_change(data: bytes, value) -> tuple[bytes, str]:
    """The save with the first `set` change of a plain field given `value`; its JSON path."""
    doc = json.loads(data)
    for i, e in enumerate(doc["log"]):
        for j, ev in enumerate(e.get("events", [])):
            for k, ch in enumerate(ev.get("changes", [])):
                if ch[0] == "set" and ch[2] in ("tapped", "damage", "obj"):
                    ch[3] = value
                    return (json.dumps(doc).replace("1e999", "Infinity").encode(),
                            f"log[{i}].events[{j}].changes[{k}]")
    raise AssertionError("no set change")


@pytest.mark.parametrize("value", [10**12, -(10**10), 10**30, "x" * 10_001, 1e300, float("inf"),
                                   [[[1]]], {"a": 1}, None, 2.5])
def test_a_change_outside_the_bounds_is_an_error_naming_it(value):
    data = storage.dump_game(random_game(9, 60, mode="off"))
    bad, where = _with_change(data, value)
    for verify in ("events", "rules"):
        with pytest.raises(storage.SaveError) as info:
            storage.load_game_bytes(bad, name="b", verify=verify)
        assert any(where in p or "changes" in p or "log[" in p for p in info.value.problems)
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(bad, name="b", verify="events")
    assert any(where in p for p in info.value.problems), info.value.problems


def test_the_strict_schema_names_what_it_refuses_in_a_change():
    data = storage.dump_game(random_game(9, 60, mode="off"))
    bad, where = _with_change(data, "x" * 10_001)
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(bad, name="b", verify="events")
    assert any(p.startswith(f"b: {where}") and "not an allowed value" in p
               for p in info.value.problems), info.value.problems


@pytest.mark.parametrize("value", [{"+1/+1": 10**6}, {"k" * 41: 1}, {"a": True}, [1]])
def test_bad_counters_in_a_change_are_refused(value):
    game = random_game(10, 40, mode="off")
    card = next(c for c in game.state.cards.values() if c.zone == "battlefield")
    game.apply(C.AddCounter(card.id, "+1/+1", 2))
    doc = json.loads(storage.dump_game(game))
    for i, e in enumerate(doc["log"]):
        for j, ev in enumerate(e.get("events", [])):
            for k, ch in enumerate(ev.get("changes", [])):
                if ch[0] == "set" and ch[2] == "counters":
                    ch[3] = value
                    with pytest.raises(storage.SaveError) as info:
                        storage.load_game_bytes(json.dumps(doc).encode(), name="c",
                                                verify="events")
                    assert any(f"log[{i}].events[{j}].changes[{k}]" in p
                               for p in info.value.problems), info.value.problems
                    return
    pytest.skip("no counters change in this game")


def test_gc_is_back_on_after_loading_and_after_a_refused_file():
    import gc
    data = storage.dump_game(random_game(11, 30))
    assert gc.isenabled()
    storage.load_game_bytes(data)
    assert gc.isenabled()
    with pytest.raises(storage.SaveError):
        storage.load_game_bytes(data[:100])
    assert gc.isenabled()


def test_a_saved_file_validates_in_pieces_as_it_does_whole():
    from tabletop.storage import schema
    data = storage.dump_game(random_game(12, 80))
    pieces = codec._parse_lines(data)
    assert pieces is not None
    assert pieces == schema.fast_adapter().validate_json(data)
    assert list(pieces) == list(schema.fast_adapter().validate_json(data))


@pytest.mark.parametrize("chunk", [1, 2, 7, 1024])
def test_pieces_that_do_not_validate_fall_back_to_the_whole_file(monkeypatch, chunk):
    monkeypatch.setattr(codec, "_LOG_CHUNK", chunk)
    data = storage.dump_game(random_game(13, 40))
    game = storage.load_game_bytes(data)
    head, _, rest = data.partition(b',"log":[\n')
    variants = {
        # an entry broken over lines: the cut pieces do not validate, the whole file does
        "entry over lines": data.replace(b'},{"kind"', b'},\n{"kind"', 1).replace(
            b'{"command":{', b'{"command":\n{', 3),
        "log key in the header": head + b',"log":[],"x":1,"log":[\n' + rest,
        "pretty": json.dumps(json.loads(data), indent=1).encode() + b"\n",
        "no final newline": data[:-1],
    }
    for label, bad in variants.items():
        try:
            whole = storage.load_game_bytes(bad, name="v")
        except storage.SaveError as exc:  # then it is refused whole, with the same problems
            assert label == "log key in the header", exc.problems
            with pytest.raises(storage.SaveError) as info:
                codec.parse_document(bad, name="v", strict=True)
            assert info.value.problems == exc.problems
            continue
        assert [e.to_dict() for e in whole.log] == [e.to_dict() for e in game.log], label


def test_a_cut_inside_an_entry_is_healed_within_a_chunk_and_refused_across(monkeypatch):
    from tabletop.storage import schema
    data = storage.dump_game(random_game(14, 30))
    i = data.index(b'"events":[')  # a line break after a comma inside the first entry
    bad = data[:i] + b"\n" + data[i:]
    assert json.loads(bad) == json.loads(data)
    assert codec._parse_lines(bad) == schema.fast_adapter().validate_json(bad)
    monkeypatch.setattr(codec, "_LOG_CHUNK", 1)  # now the cut is between two chunks
    monkeypatch.setattr(codec, "logshape", None)  # of pydantic's (the compiled checks of
    assert codec._parse_lines(bad) is None        # `logshape` read the log whole)
    back = storage.load_game_bytes(bad, verify="events")
    assert storage.dump_game(back)[-200:] == data[-200:]


@pytest.mark.parametrize("chunk", [1, 64, 256 * 1024])
def test_a_stray_comma_between_or_after_log_lines_is_refused_as_the_whole_file_is(
        monkeypatch, chunk):
    monkeypatch.setattr(codec, "_LOG_CHUNK", chunk)
    data = storage.dump_game(random_game(15, 30))
    assert codec._parse_lines(data) is not None
    body_end = len(data) - len(codec._LOG_CLOSE)
    variants = [data[:body_end] + b",\n" + data[body_end:],  # after the last line
                data.replace(b"},\n{", b"},\n,\n{", 1),  # an empty line between two
                data.replace(b',"log":[\n', b',"log":[\n,\n', 1)]  # before the first
    for bad in variants:
        assert codec._parse_lines(bad) is None
        with pytest.raises(storage.SaveError) as info:
            storage.load_game_bytes(bad, name="s")
        assert any("not valid JSON" in p for p in info.value.problems), info.value.problems


def test_saves_are_written_byte_for_byte_as_pydantic_core_writes_them():
    """orjson writes the saves; pydantic_core.to_json wrote them before (and still writes what
    orjson refuses): the same bytes for every value a save holds."""
    import random

    import pydantic_core
    game = random_game(16, 120)
    data = storage.dump_game(game)
    doc = json.loads(data)

    def plain(v):
        return pydantic_core.to_json(v, inf_nan_mode="constants")
    for part in (doc, doc["facts"], doc["setup"], *doc["log"]):
        assert codec._to_json(part) == plain(part)
    rnd = random.Random(5)
    floats = [0.0, -0.0, 0.1, 1e-7, 5e-324, 123456789.125, 1e12, -1e12, 999999999999.9]
    floats += [rnd.uniform(-1e12, 1e12) for _ in range(2000)]
    floats += [round(rnd.uniform(-1e6, 1e6), 2) for _ in range(2000)]
    ints = [0, -1, 2**63 - 1, -(2**63), 10**9]
    texts = ["", "é", "\u2028", "\x00\x1f", '"\\', "カード", "\U0001f0a1", "a" * 10_000]
    value = {"f": floats, "i": ints, "t": texts, "n": [None, True, False, [], {}]}
    assert codec._to_json(value) == plain(value)


def test_what_orjson_refuses_is_written_by_pydantic_core():
    big = {"n": 2**70, "k": {1: "a"}}
    assert codec._to_json(big) == b'{"n":1180591620717411303424,"k":{"1":"a"}}'


@pytest.mark.parametrize("pos", [[float("nan"), 0.0], [0.0, float("inf")], [1e13, 0], [True, 1],
                                 [1, 2, 3], "12"])
def test_a_setup_position_that_no_save_could_hold_is_refused(pos):
    from tabletop.model.setup import SetupError, build_state
    setup = {"players": ["A"], "facts": {"k": {"name": "Bear"}},
             "cards": [{"id": "c", "facts": "k", "owner": "A", "zone": "battlefield",
                        "pos": pos}]}
    with pytest.raises(SetupError, match="pos must be two numbers"):
        build_state(setup)
    setup["cards"][0]["pos"] = [1.5, -2]
    assert build_state(setup).cards["c"].pos == [1.5, -2]


def test_set_changes_are_judged_by_one_check_and_applied_exactly_when_it_accepts():
    """`replay_log` takes the commonest set changes inline and the rest through
    `Checker.step`; both ask the same checks, which accept what the rules write and nothing
    that breaks an invariant (each refusal names the field)."""
    from tabletop.storage import replay
    game = random_game(17, 40, mode="off")
    st = game.state
    up = [c for c in st.zones["battlefield"] if st.cards[c].face_down is None
          and not st.cards[c].attached_to]
    cid, other = up[0], up[1]
    st.next_order += 1  # a marker number no one holds
    free = st.next_order - 1
    players = list(st.players)
    marker = {"order": free, "method": "manifest", "source": None, "chars": None}
    perm = {"player": players[0], "source": "s", "until": "end_of_turn", "until_turn": 2,
            "used": False, "expired": False}
    good = {
        "face_down": [None, marker, {**marker, "source": "Whisperwood"},
                      {**marker, "chars": {"power": "3"}}],
        "revealed": [[], players, players[:1]],
        "counters": [{}, {"+1/+1": 2}],
        "pos": [None, [1.5, 2], [-3, 4.25]],
        "controller": players,
        "attached_to": [None, other],
        "cast_from": [None, "hand"],
        "cast_method": [None, "morph"],
        "permission": [None, perm],
        "damage": [0, 5],
        "tapped": [True, False],
        "obj": [st.cards[cid].obj],
        "ts": [0, st.next_ts - 1],
    }
    bad = {
        "face_down": [{**marker, "order": 0}, {**marker, "order": 10**10},
                      {**marker, "method": "nope"}, {**marker, "source": "x" * 10_001},
                      {**marker, "source": 5}, {**marker, "chars": {"name": "x"}},
                      {**marker, "chars": []}, {**marker, "chars": {"power": 5}},
                      {"order": free, "method": "manifest", "source": None, "extra": None},
                      {"exile": True, "may_look": ["A"]}, [1], "m",
                      {**marker, "order": st.next_order}],
        "revealed": [["nobody"], [[1]], [1], "A", None],
        "counters": [{"k" * 41: 1}, {"a": -1}, {"a": True}, {1: 1}, [], {"": 1}],
        "pos": [[1e13, 0], [True, 1], [1, 2, 3], [float("nan"), 0]],
        "controller": ["nobody", None, 3],
        "attached_to": [cid, "nothing", 3],
        "cast_from": ["nowhere", 3],
        "cast_method": ["nope"],
        "permission": [{"player": "nobody"}, {}, {**perm, "player": "nobody"},
                       {**perm, "until_turn": "soon"}],
        "damage": [-1, 10**7, True, 1.5],
        "tapped": [1, None],
        "obj": [st.cards[other].obj, 0, st.next_obj],
        "ts": [-1, st.next_ts],
        "zone": ["hand"], "owner": [players[1]], "facts": [st.cards[other].facts],
        "nonsense": [1],
    }
    for fld, values in good.items():
        for v in values:
            checker = replay.Checker(st)
            assert checker.set_problem(st.cards[cid], fld, v) is None, (fld, v)
            full = checker.step(["set", cid, fld, v])
            assert getattr(st.cards[cid], fld) == v
            st.revert_change(full)
    for fld, values in bad.items():
        for v in values:
            before = st.snapshot()
            with pytest.raises(replay.ReplayError) as info:
                replay.Checker(st).step(["set", cid, fld, v])
            assert fld in info.value.message, (fld, v, info.value.message)
            assert st.snapshot() == before


def test_a_new_order_is_a_reordering_of_the_zone_or_refused():
    """`order` changes (shuffles): a permutation of the zone replays; a card twice, a card
    missing, a stranger or something not a card id is refused, by name."""
    from .gamegen import big_game
    doc, _ = codec.parse_document(storage.dump_game(big_game(60, 400)))
    at = next((i, j, k) for i, d in enumerate(doc["log"])
              for j, e in enumerate(d.get("events", ()))
              for k, ch in enumerate(e.get("changes", ())) if ch[0] == "order" and len(ch[2]) > 2)
    i, j, k = at
    new = doc["log"][i]["events"][j]["changes"][k][2]
    for bad in ([new[0], *new[:-1]], [*new[1:], "nobody"], [*new[1:], 3], new[1:],
                [*new, new[0]]):
        spoilt = json.loads(json.dumps(doc))
        spoilt["log"][i]["events"][j]["changes"][k][2] = bad
        with pytest.raises(storage.SaveError, match="is not a reordering of it"):
            codec.game_from_document(spoilt, verify="events")
    fine = json.loads(json.dumps(doc))
    fine["log"][i]["events"][j]["changes"][k][2] = list(reversed(new))
    try:
        codec.game_from_document(fine, verify="events")
    except storage.SaveError as exc:  # a later change may need the old order; not this one
        assert f"log[{i}].events[{j}].changes[{k}]" not in str(exc)
