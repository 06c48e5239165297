"""The compiled checks of a log's shape (`tabletop/storage/logshape.py`, generated from the
schema by `shapegen.py` at install time, not in the repository) take only what the schema takes
as it is, and then give the document pydantic gives; whatever they do not take, the loader gives
to pydantic. In a tree that was never installed (no `logshape.py`), the checks below run on the
generator's text as plain Python, and the loader asks pydantic alone."""

from __future__ import annotations

import copy
import json
import shutil
import subprocess
import sys
import types
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from tabletop import storage
from tabletop._compiled import compiled
from tabletop.model.commands import COMMANDS
from tabletop.model.events import EVENT_DATA
from tabletop.storage import codec, shapegen
from tabletop.storage import schema as S

from .gamegen import random_game
from .test_storage_compiled import _pure

LOG_ADAPTER = S.fast_pieces()[1]
ROOT = Path(__file__).resolve().parents[2]
GOLDENS = ROOT / "tests" / "data" / "saves"

logshape = codec.logshape  # None unless the install generated it
needs_generated = pytest.mark.skipif(
    logshape is None, reason="tabletop/storage/logshape.py is generated at install time "
    "(packaging/hatch_build.py) and this tree was not installed: pip install -e .")


def _unbuilt():
    """The generator's text, as plain Python (for a tree without `logshape.py`)."""
    module = types.ModuleType("tabletop.storage._unbuilt_logshape")
    exec(compile(shapegen.module_source(), "<shapegen>", "exec"), module.__dict__)
    return module


# the generated source as plain Python, and its build when there is one
MODULES = [_pure("tabletop.storage.logshape")[1] if logshape is not None else _unbuilt()] + (
    [logshape] if compiled("tabletop.storage.logshape") else [])


def _pydantic(data: bytes):
    try:
        return LOG_ADAPTER.validate_json(data)
    except ValidationError:
        return None


def _text(value) -> str:
    """JSON text that tells 1 from 1.0 and true from 1 (Python's == does not)."""
    return json.dumps(value, sort_keys=True)


def _agrees(data: bytes) -> bool:
    """Whatever a module takes, pydantic takes and gives the same; True if every module took
    it."""
    want = _pydantic(data)
    took = True
    for module in MODULES:
        got = module.read_log(data)
        if got is None:
            took = False
            continue
        assert want is not None, (module.__name__, data[:300])
        assert _text(got) == _text(want), module.__name__
    return took


def _log_of(data: bytes) -> bytes:
    at = data.index(codec._LOG_OPEN) + len(codec._LOG_OPEN)
    return b"[" + data[at:len(data) - len(codec._LOG_CLOSE)] + b"]"


@needs_generated
def test_the_generated_module_is_what_the_schema_makes():
    assert shapegen.module_source() == shapegen.TARGET.read_text("utf-8"), \
        "the schema changed since the install: pip install -e . (or python -m " \
        "tabletop.storage.shapegen, then the install compiles it)"
    assert shapegen.main(["--check"]) == 0


def test_the_generated_module_is_not_in_the_repository():
    """It is the build's (packaging/hatch_build.py): git ignores it, and a clone has none."""
    if not (ROOT / ".git").exists() or shutil.which("git") is None:
        pytest.skip("not a git checkout")
    rel = shapegen.TARGET.relative_to(ROOT).as_posix()
    tracked = subprocess.run(["git", "-C", str(ROOT), "ls-files", "--", rel],
                             capture_output=True, text=True)
    ignored = subprocess.run(["git", "-C", str(ROOT), "check-ignore", "-q", "--no-index", rel])
    assert tracked.returncode == 0 and tracked.stdout == "", tracked.stdout
    assert ignored.returncode == 0


def test_a_tree_without_the_generated_module_loads_with_pydantic_alone(tmp_path):
    shutil.copytree(ROOT / "tabletop", tmp_path / "tabletop",
                    ignore=shutil.ignore_patterns("__pycache__", "logshape*"))
    golden = next(p for p in sorted(GOLDENS.glob(f"v{S.SCHEMA_VERSION}-*.json"))
                  if b'"kind":"game"' in p.read_bytes()[:400])
    probe = ("import sys; sys.path.insert(0, sys.argv[1]); import tabletop.storage as s\n"
             "from pathlib import Path\n"
             "game = s.load_game_bytes(Path(sys.argv[2]).read_bytes())\n"
             "print(s.codec.logshape, s.codec.__file__.startswith(sys.argv[1]), len(game.log))")
    out = subprocess.run([sys.executable, "-c", probe, str(tmp_path), str(golden)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    words = out.stdout.split()
    assert words[:2] == ["None", "True"] and int(words[2]) > 0, out.stdout


@pytest.mark.parametrize("node", [
    {"type": "str", "pattern": "^x"},
    {"type": "int", "multiple_of": 2},
    {"type": "function-after", "schema": {"type": "int"}, "function": {}},
    {"type": "literal", "expected": [1.5]},
    {"type": "union", "choices": [{"type": "float"}, {"type": "int"}], "mode": "smart"},
    {"type": "typed-dict", "fields": {}, "config": {"extra_fields_behavior": "allow"}},
    {"type": "typed-dict", "fields": {}, "config": {"str_strip_whitespace": True}},
    {"type": "list", "items_schema": {"type": "str", "strip_whitespace": True}},
    {"type": "str", "pattern": "^[a-z]+$"},  # (only the format's patterns have Python tests)
])
def test_the_generator_stops_at_what_it_does_not_reproduce(node):
    with pytest.raises(shapegen.SchemaNotCovered):
        shapegen._Gen().module({"type": "list", "items_schema": node})


def test_every_log_the_app_writes_reads_as_pydantic_reads_it():
    datas = [storage.dump_game(random_game(seed, 150, mode=mode))
             for seed, mode in ((1, "strict"), (2, "assist"), (3, "off"))]
    datas += [p.read_bytes() for p in sorted(GOLDENS.glob(f"v{S.SCHEMA_VERSION}-*.json"))
              if b'"kind":"game"' in p.read_bytes()[:400]]
    assert len(datas) > 5
    for data in datas:
        if codec._LOG_OPEN in data:
            assert _agrees(_log_of(data))


def test_the_loader_reads_the_log_through_the_compiled_checks(monkeypatch):
    if not compiled("tabletop.storage.logshape"):
        pytest.skip("the checks are not compiled here: the loader asks pydantic alone")
    calls = []
    read = logshape.read_log
    monkeypatch.setattr(logshape, "read_log", lambda piece: calls.append(1) or read(piece))
    data = storage.dump_game(random_game(5, 80))
    game = storage.load_game_bytes(data)
    assert calls == [1] and len(game.log) > 10


def _with_move(data: bytes) -> bytes:
    """`data` with the first `move_on_table` command's x written as a whole number."""
    doc = json.loads(data)
    for entry in doc["log"]:
        if entry["command"]["kind"] == "move_on_table":
            entry["command"]["x"] = int(entry["command"]["x"])
            break
    else:
        raise AssertionError("no move_on_table in this game")
    head = json.dumps({k: v for k, v in doc.items() if k != "log"}, separators=(",", ":"))
    lines = ",\n".join(json.dumps(e, separators=(",", ":")) for e in doc["log"])
    return (head[:-1] + ',"log":[\n' + lines + "\n]}\n").encode()


def test_a_log_only_pydantic_takes_loads_as_pydantic_converts_it():
    data = _with_move(storage.dump_game(random_game(11, 200)))
    log = _log_of(data)
    assert all(module.read_log(log) is None for module in MODULES)  # a whole number: not taken
    assert _pydantic(log) is not None  # pydantic takes it, as a float
    game = storage.load_game_bytes(data)
    moved = [e.command for e in game.log if e.command["kind"] == "move_on_table"]
    assert type(moved[0]["x"]) is float


ENTRY = {"command": {"kind": "move_on_table", "card": "c1", "x": 1.5, "y": -2.0},
         "actor": "A", "verdicts": ["FD-CHAR-MODIFIED"],
         "events": [{"kind": "placed", "data": {"card": "c1", "x": 1.5, "y": -2.0},
                     "changes": [["set", "c1", "pos", [1.5, -2.0]]]}]}


@pytest.mark.parametrize("change", [
    lambda e: e["command"].__setitem__("x", 1),  # a whole number where a float goes
    lambda e: e["command"].__setitem__("card", None),
    lambda e: e["command"].__setitem__("card", "c" * 10_001),
    lambda e: e["command"].__setitem__("extra", 1),
    lambda e: e["command"].pop("card"),
    lambda e: e["command"].__setitem__("kind", "nonsense"),
    lambda e: e["command"].__setitem__("kind", ["move_on_table"]),
    lambda e: e.__setitem__("actor", 3),
    lambda e: e.__setitem__("actor", "A" * 101),
    lambda e: e.__setitem__("result", "maybe"),
    lambda e: e.__setitem__("verdicts", [""]),
    lambda e: e["events"][0].__setitem__("kind", "tapped"),
    lambda e: e["events"][0]["data"].__setitem__("x", True),
    lambda e: e["events"][0]["data"].__setitem__("x", 1e13),
    lambda e: e["events"][0].__setitem__("changes", "set"),
])
def test_each_kind_of_wrong_entry_is_left_to_pydantic(change):
    good = json.dumps([ENTRY]).encode()
    assert _agrees(good)
    bad = copy.deepcopy(ENTRY)
    change(bad)
    data = json.dumps([ENTRY, bad, ENTRY]).encode()
    assert not _agrees(data)
    assert all(module.read_log(data) is None for module in MODULES)


def test_what_json_itself_refuses_or_nests_too_deep_is_left_to_pydantic():
    deep = b"[" * 300 + b"]" * 300
    for data in (b"", b"[", b"{}", b"[NaN]", b"[1e400]", b'["\\ud800"]', b"[" + deep + b"]",
                 b'[{"command":{"kind":"chat","text":"x"}},]'):
        assert all(module.read_log(data) is None for module in MODULES), data


# -- random damage to real entries: whatever the checks take, pydantic takes, the same
_BASE = json.loads(_log_of(storage.dump_game(random_game(23, 120, mode="assist"))))
_NAMES = sorted({*EVENT_DATA, *COMMANDS, "card", "player", "x", "data", "changes", "extra"})
_SCALARS = (st.none() | st.booleans()
            | st.sampled_from([0, 1, -1, 10**6, 10**6 + 1, -10**6 - 1, 10**9, 10**9 + 1,
                               2**63, 2**70, 1.0, 0.5, 1e12, 1e12 + 1, -1e12, 2.5e12])
            | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
            | st.sampled_from(["", "a", "A", "B", "x" * 40, "x" * 41, "x" * 100, "x" * 101,
                               "x" * 10_000, "x" * 10_001, *_NAMES])
            | st.text(max_size=8))
_VALUES = st.recursive(_SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
    st.sampled_from(_NAMES) | st.text(max_size=4), inner, max_size=3), max_leaves=8)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_what_the_checks_take_pydantic_takes_the_same(data):
    entry = copy.deepcopy(data.draw(st.sampled_from(_BASE)))
    for _ in range(data.draw(st.integers(1, 3))):  # one to three places damaged
        parent, key = None, None
        node = entry
        while isinstance(node, dict | list) and node and data.draw(st.booleans()):
            key = data.draw(st.sampled_from(sorted(node) if isinstance(node, dict)
                                            else range(len(node))))
            parent, node = node, node[key]
        action = data.draw(st.sampled_from(["replace", "drop", "add"]))
        if parent is None:
            entry = data.draw(_VALUES) if action == "replace" else entry
        elif action == "replace":
            parent[key] = data.draw(_VALUES)
        elif action == "drop" and isinstance(parent, dict):
            del parent[key]
        elif isinstance(node, dict):
            node[data.draw(st.sampled_from(_NAMES))] = data.draw(_VALUES)
        elif isinstance(node, list):
            node.append(data.draw(_VALUES))
    _agrees(json.dumps([entry]).encode())


def test_without_cython_the_source_runs_as_plain_python(tmp_path):
    """Installed without Cython (no compiler, or `TABLETOP_PURE_PYTHON`), the module imports
    with its own stand-in for `cython` and checks as the build does."""
    source = shapegen.TARGET
    if logshape is None:  # not generated here: the generator's text
        source = tmp_path / "logshape.py"
        source.write_text(shapegen.module_source(), "utf-8")
    probe = ("import sys; sys.modules['cython'] = None\n"  # `import cython` fails
             "import importlib.util\n"
             f"spec = importlib.util.spec_from_file_location('m', {str(source)!r})\n"
             "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)\n"
             "print(m.COMPILED, m.read_log(sys.argv[1].encode()) is not None,\n"
             "      m.read_log(b'[{\"command\": {\"kind\": \"untap\"}}]'))")
    out = subprocess.run([sys.executable, "-c", probe, json.dumps([ENTRY])],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["False", "True", "None"]
