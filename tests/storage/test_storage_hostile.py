"""Hostile input: at least 200 generated broken files. Every one must end in a SaveError whose
problems name what is wrong (a JSON path or "not valid JSON"), never in another exception, and the
game that was open must stay untouched."""

from __future__ import annotations

import copy
import json
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop import storage
from tabletop.storage.schema import MAX_FILE_BYTES, SCHEMA_VERSION

from .gamegen import random_game


@lru_cache(maxsize=1)
def base() -> tuple[bytes, dict]:
    game = random_game(31, 60, n_cards=24, mode="assist")
    data = storage.dump_game(game, title="hostile base")
    return data, json.loads(data)


def _first(doc: dict, pred) -> int:
    return next(i for i, e in enumerate(doc["log"]) if pred(e))


def _set(doc: dict, path: list, value) -> dict:
    out = copy.deepcopy(doc)
    node = out
    for key in path[:-1]:
        node = node[key]
    if value is _DELETE:
        del node[path[-1]]
    else:
        node[path[-1]] = value
    return out


_DELETE = object()


def _get(doc, path: list):
    for key in path:
        try:
            doc = doc[key]
        except (KeyError, IndexError):
            return None
    return doc


def _dotted(path: list) -> str:
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else p)
    return out


def _enc(doc) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode()


def cases() -> list[tuple[str, bytes, str]]:
    """(id, bytes, text the problems must contain)."""
    data, doc = base()
    out: list[tuple[str, bytes, str]] = []
    # -- truncated at many points
    for k in range(60):
        cut = 1 + (len(data) - 2) * k // 60
        out.append((f"truncated-{cut}", data[:cut], "not valid JSON"))
    out.append(("empty", b"", "not valid JSON"))
    out.append(("not-utf8", b"\xff\xfe" + data[2:], "not valid JSON"))
    out.append(("a-list", b"[]", "(the file)"))
    out.append(("a-number", b"42", "(the file)"))
    # -- wrong types
    e_cmd = _first(doc, lambda e: "card" in e["command"])
    e_ev = _first(doc, lambda e: e.get("events") and e["events"][0].get("changes")
                  and e["events"][0].get("data"))
    paths = [["format"], ["schema_version"], ["app_version"], ["created"], ["modified"],
             ["title"], ["rules_mode"], ["players"], ["players", 0], ["seed"], ["facts"],
             ["setup"], ["setup", "players"], ["setup", "cards"], ["setup", "cards", 0],
             ["setup", "cards", 0, "id"], ["setup", "cards", 0, "zone"],
             ["setup", "cards", 0, "tapped"], ["setup", "cards", 0, "counters"],
             ["setup", "turn"], ["log"], ["log", 0], ["log", e_cmd, "command"],
             ["log", e_cmd, "command", "card"], ["log", 0, "actor"], ["log", 0, "result"],
             ["log", 0, "verdicts"], ["log", e_ev, "events"], ["log", e_ev, "events", 0],
             ["log", e_ev, "events", 0, "kind"], ["log", e_ev, "events", 0, "changes"],
             ["log", e_ev, "events", 0, "changes", 0]]
    first_fact = next(iter(doc["facts"]))
    paths += [["facts", first_fact], ["facts", first_fact, "name"]]
    for path in paths:
        orig = _get(doc, path)
        for label, bad in (("obj", {"x": 1}), ("list", [1, "two"]), ("num", 12345)):
            if type(bad) is type(orig):
                label, bad = "text", "oops"
            out.append((f"type-{label}-{_dotted(path)}", _enc(_set(doc, path, bad)),
                        _dotted(path)))
    for path in (["format"], ["seed"], ["setup"], ["log"], ["log", 0, "command"]):
        out.append((f"missing-{_dotted(path)}", _enc(_set(doc, path, _DELETE)),
                    _dotted(path)))
    # -- huge numbers and strings
    huge = [(["seed"], 2 ** 80), (["seed"], -1), (["setup", "turn", "number"], 10 ** 12),
            (["setup", "cards", 0, "damage"], 10 ** 15),
            (["setup", "cards", 0, "counters"], {"+1/+1": 10 ** 9}),
            (["log", e_cmd, "command", "card"], "x" * 20_000),
            (["title"], "t" * 10_001), (["app_version"], "9" * 400),
            (["setup", "cards", 0, "id"], "c" * 100_000),
            (["facts", first_fact, "name"], "n" * 5000),
            (["log", e_ev, "events", 0, "data"], {"big": 10 ** 30}),
            (["log", e_ev, "events", 0, "data"], {"big": 1e300}),
            (["log", e_ev, "events", 0, "data"], {"s": "s" * 10_001}),
            (["log", 0, "verdicts"], ["V"] * 1000),
            (["players"], [f"p{i}" for i in range(50)])]
    for path, bad in huge:
        out.append((f"huge-{_dotted(path)}-{str(bad)[:12]}", _enc(_set(doc, path, bad)),
                    _dotted(path)))
    # -- deep nesting (past what the parser takes)
    for depth in (300, 1000, 5000, 50_000):
        nested = "[" * depth + "]" * depth
        text = data.replace(b'"title":"hostile base"', b'"title":' + nested.encode())
        out.append((f"deep-{depth}", text, "not valid JSON"))
        text = data.replace(b'{"command":', b'{"verdicts":' + nested.encode() + b',"command":',
                            1)
        out.append((f"deep-verdicts-{depth}", text, "not valid JSON"))
    # -- NaN and infinities where numbers go
    for lit in (b"NaN", b"Infinity", b"-Infinity"):
        out.append((f"nan-seed-{lit.decode()}", data.replace(b'"seed":31', b'"seed":' + lit),
                    "seed"))
        ev = json.dumps(doc["log"][e_ev]["events"][0]["data"]).encode()
        bad_ev = _set(doc, ["log", e_ev, "events", 0, "data"], {"n": 1})
        text = _enc(bad_ev).replace(b'{"n": 1}', b'{"n": ' + lit + b"}")
        out.append((f"nan-data-{lit.decode()}", text, f"log[{e_ev}].events[0].data"))
        assert ev
    # -- unknown versions and kinds
    for v in (0, SCHEMA_VERSION + 1, 99, -1, "1", None, 1.5, True):
        out.append((f"version-{v!r}", _enc(_set(doc, ["schema_version"], v)),
                    "schema_version"))
    for fmt in ("tabletop-scenarios/1", "other", "", None):
        out.append((f"format-{fmt!r}", _enc(_set(doc, ["format"], fmt)), "format"))
    for kind in ("saved", "", "GAME", None):
        out.append((f"kind-{kind!r}", _enc(_set(doc, ["kind"], kind)), "kind"))
    for kind in ("fly", "", "TAP", None, "routes"):
        path = ["log", e_cmd, "command", "kind"]
        out.append((f"command-kind-{kind!r}", _enc(_set(doc, path, kind)),
                    f"log[{e_cmd}].command"))
    for kind in ("BAD KIND", "", "x" * 41):
        path = ["log", e_ev, "events", 0, "kind"]
        out.append((f"event-kind-{kind[:8]!r}", _enc(_set(doc, path, kind)), _dotted(path)))
    for op in ("zap", "SET", ""):
        path = ["log", e_ev, "events", 0, "changes", 0, 0]
        out.append((f"change-op-{op!r}", _enc(_set(doc, path, op)),
                    f"log[{e_ev}].events[0].changes[0]"))
    out.append(("extra-top-key", _enc(_set(doc, ["extra"], 1)), "extra"))
    out.append(("extra-command-field", _enc(_set(doc, ["log", e_cmd, "command", "zzz"], 1)),
                f"log[{e_cmd}].command.zzz"))
    out.append(("extra-setup-card-field", _enc(_set(doc, ["setup", "cards", 0, "zzz"], 1)),
                "setup.cards[0].zzz"))
    # -- duplicate ids and dangling references
    cards = doc["setup"]["cards"]
    dup = _set(doc, ["setup", "cards", 1, "id"], cards[0]["id"])
    out.append(("duplicate-card-id", _enc(dup), "setup"))
    out.append(("duplicate-players", _enc(_set(_set(doc, ["players"], ["A", "A"]),
                                               ["setup", "players"], ["A", "A"])), "setup"))
    out.append(("dangling-facts", _enc(_set(doc, ["setup", "cards", 0, "facts"], "nope")),
                "setup"))
    out.append(("dangling-owner", _enc(_set(doc, ["setup", "cards", 0, "owner"], "Zed")),
                "setup"))
    out.append(("dangling-attached", _enc(_set(doc, ["setup", "cards", 0, "attached_to"],
                                                   "ghost")), "setup"))
    out.append(("players-differ", _enc(_set(doc, ["players"], ["A", "C"])), "players"))
    out.append(("dangling-command-card", _enc(_set(doc, ["log", e_cmd, "command", "card"],
                                                   "ghost")), f"log[{e_cmd}].command.card"))
    out.append(("dangling-actor", _enc(_set(doc, ["log", 0, "actor"], "Zed")),
                "log[0].actor"))
    ch_set = [(i, j, k) for i, e in enumerate(doc["log"])
              for j, ev in enumerate(e.get("events", []))
              for k, ch in enumerate(ev.get("changes", [])) if ch[0] == "set"]
    for n, (i, j, k) in enumerate(ch_set[:8]):
        where = f"log[{i}].events[{j}].changes[{k}]"
        out.append((f"dangling-change-card-{n}",
                    _enc(_set(doc, ["log", i, "events", j, "changes", k, 1], "ghost")), where))
        out.append((f"change-bad-field-{n}",
                    _enc(_set(doc, ["log", i, "events", j, "changes", k, 2], "zzz")), where))
        if n < 3:
            for fld in ("zone", "owner", "facts"):
                out.append((f"change-sets-{fld}-{n}",
                            _enc(_set(doc, ["log", i, "events", j, "changes", k, 2], fld)),
                            where))
        if doc["log"][i]["events"][j]["changes"][k][2] != "note":  # ("?" is a note)
            out.append((f"change-bad-value-{n}",
                        _enc(_set(doc, ["log", i, "events", j, "changes", k, 3], "?")), where))
    moves = [(i, j, k) for i, e in enumerate(doc["log"]) for j, ev in enumerate(e.get("events", []))
             for k, ch in enumerate(ev.get("changes", [])) if ch[0] == "move"]
    for n, (i, j, k) in enumerate(moves[:4]):
        where = f"log[{i}].events[{j}].changes[{k}]"
        out.append((f"move-nowhere-{n}", _enc(_set(doc, ["log", i, "events", j, "changes", k,
                                                         2], "C:hand")), where))
        out.append((f"move-past-end-{n}", _enc(_set(doc, ["log", i, "events", j, "changes", k,
                                                          3], 10_000)), where))
    orders = [(i, j, k) for i, e in enumerate(doc["log"])
              for j, ev in enumerate(e.get("events", []))
              for k, ch in enumerate(ev.get("changes", [])) if ch[0] == "order"]
    for n, (i, j, k) in enumerate(orders[:2]):
        where = f"log[{i}].events[{j}].changes[{k}]"
        new = doc["log"][i]["events"][j]["changes"][k][2]
        for label, bad in (("dup", [new[0]] * len(new)), ("short", new[:-1]),
                           ("alien", new[:-1] + ["ghost"])):
            out.append((f"order-{label}-{n}", _enc(_set(doc, ["log", i, "events", j, "changes",
                                                              k, 2], bad)), where))
    # -- logs the rules refuse (the rules re-run; small logs get it by default)
    for n, e in enumerate(doc["log"][:40]):
        cmd = e["command"]
        if cmd["kind"] == "tap":
            lib = next(c["id"] for c in cards if _in_library(doc, c, n))
            bad = _set(doc, ["log", n, "command", "card"], lib)
            out.append((f"rules-refuse-tap-{n}", _enc(bad), f"log[{n}]"))
        if cmd["kind"] == "draw":
            out.append((f"rules-refuse-draw-{n}",
                        _enc(_set(doc, ["log", n, "command", "n"], 5000)), f"log[{n}]"))
        if cmd["kind"] in ("tap", "untap", "move_on_table"):
            other = next(c["id"] for c in cards if c["zone"] == "battlefield"
                         and c["id"] != cmd["card"])
            out.append((f"rules-other-events-{n}",
                        _enc(_set(doc, ["log", n, "command", "card"], other)), f"log[{n}]"))
    out.append(("result-refused", _enc(_set(doc, ["log", 0, "result"], "refused")),
                "log[0].result"))
    return out


def _in_library(doc: dict, card: dict, n: int) -> bool:
    """Whether a setup card is in a library before log entry `n` (as its moves say)."""
    where = "library" if card["zone"] == "library" else None
    for e in doc["log"][:n]:
        for ev in e.get("events", []):
            for ch in ev.get("changes", []):
                if ch[0] == "move" and ch[1] == card["id"]:
                    where = ch[2]
    return where is not None and where.endswith("library")


CASES = cases()


def test_there_are_at_least_200_cases():
    assert len(CASES) >= 200
    assert len({c[0] for c in CASES}) == len(CASES)


@pytest.fixture(scope="module")
def open_game():
    game = random_game(77, 40)
    return game, game.state.snapshot(), [e.to_dict() for e in game.log]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_hostile_input_is_a_clear_error(case, open_game):
    _name, data, must = case
    game, snap, log = open_game
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(data, name="hostile.json")  # a short log: rules re-run too
    problems = info.value.problems
    assert problems and all(isinstance(p, str) and p.startswith("hostile.json: ")
                            for p in problems)
    assert any(must in p for p in problems), problems
    with pytest.raises(storage.SaveError):
        storage.validate_bytes(data, name="hostile.json")
    assert game.state.snapshot() == snap and [e.to_dict() for e in game.log] == log


def test_files_over_the_size_limit(tmp_path):
    data = b" " * (MAX_FILE_BYTES + 1)
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(data, name="big.json")
    assert "64 MiB" in info.value.problems[0]
    path = tmp_path / "big.json"
    with open(path, "wb") as f:
        f.truncate(MAX_FILE_BYTES + 10)  # sparse: never read
    with pytest.raises(storage.SaveError) as info:
        storage.load_game(path)
    assert "64 MiB" in info.value.problems[0]


def test_not_bytes_and_missing_files(tmp_path):
    with pytest.raises(storage.SaveError):
        storage.load_game_bytes("a str")  # type: ignore[arg-type]
    with pytest.raises(storage.SaveError) as info:
        storage.load_game(tmp_path / "nope.json")
    assert "can't read" in info.value.problems[0]


def test_too_many_events(monkeypatch):
    from tabletop.storage import codec
    monkeypatch.setattr(codec, "MAX_EVENTS", 3)
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(base()[0], name="x")
    assert "at most 3" in info.value.problems[0]


EVENT_LEVEL = [c for c in CASES if c[0].startswith((
    "dangling-change", "change-bad", "change-sets", "move-", "change-op", "dangling-command",
    "order-",
    "dangling-actor"))]


@pytest.mark.parametrize("case", EVENT_LEVEL, ids=[c[0] for c in EVENT_LEVEL])
def test_the_events_check_alone_names_the_change(case):
    """Long logs are loaded with the events check only; it must catch these by itself."""
    _name, data, must = case
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(data, name="h", verify="events")
    assert any(must in p for p in info.value.problems), info.value.problems


def test_saves_of_another_version_load_by_their_events():
    """Rules change between versions; a save written under other rules opens as the board its
    events record (checked change by change), and only `validate` insists on today's rules."""
    refused = [c for c in CASES if c[0].startswith("rules-other-events")]
    assert refused
    for _name, data, must in refused:
        doc = json.loads(data)
        doc["app_version"] = doc["created_with"] = "0.0.1"
        older = json.dumps(doc).encode()
        game = storage.load_game_bytes(older, name="old")
        assert len(game.log) == len(doc["log"])
        with pytest.raises(storage.SaveError) as info:
            storage.validate_bytes(older, name="old")
        assert any(must in p for p in info.value.problems)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_damage_is_a_save_error_or_a_valid_game(data):
    """Bytes flipped, spans cut or repeated anywhere: a SaveError or a game, nothing else."""
    raw = bytearray(base()[0])
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(raw) - 1))
        how = data.draw(st.sampled_from(("flip", "cut", "dup", "digit")))
        if how == "flip":
            raw[at] = data.draw(st.integers(0, 255))
        elif how == "cut":
            del raw[at:at + data.draw(st.integers(1, 200))]
        elif how == "dup":
            raw[at:at] = raw[at:at + data.draw(st.integers(1, 200))]
        elif raw[at:at + 1].isdigit():
            raw[at] = ord(str(data.draw(st.integers(0, 9))))
    try:
        storage.load_game_bytes(bytes(raw), name="fuzz")
    except storage.SaveError as exc:
        assert exc.problems and all(p.startswith("fuzz: ") for p in exc.problems)


def test_a_game_started_under_other_rules_keeps_loading_after_saving_again():
    _name, data, _must = next(c for c in CASES if c[0].startswith("rules-other-events"))
    doc = json.loads(data)
    doc["app_version"] = doc["created_with"] = "0.0.1"
    game = storage.load_game_bytes(json.dumps(doc).encode(), name="old")
    again = json.loads(storage.dump_game(game))
    assert again["created_with"] == "0.0.1" and again["app_version"] != "0.0.1"
    storage.load_game_bytes(json.dumps(again).encode(), name="again")  # by its events
