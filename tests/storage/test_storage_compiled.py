"""The modules compiled at install time (packaging/hatch_build.py) behave exactly as their
sources, and an edited source is never shadowed by an older build (tabletop._compiled)."""

from __future__ import annotations

import copy
import importlib
import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import storage
from tabletop._compiled import compiled
from tabletop.rules import new_game
from tabletop.storage import codec, replay

from .gamegen import random_game

ROOT = Path(__file__).resolve().parents[2]
needs_build = pytest.mark.skipif(not compiled("tabletop.storage.replay"),
                                 reason="the replay is not compiled here (no Cython or no "
                                        "C compiler at install time): nothing to compare")


def _pure(fullname: str):
    """The source of a compiled module, imported apart from its build."""
    module = importlib.import_module(fullname)
    package, _, name = fullname.rpartition(".")
    spec = importlib.util.spec_from_file_location(f"{package}._pure_{name}", Path(
        module.__file__).with_name(f"{name}.py"))
    pure = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(pure)
    return module, pure


def _replayed(module, doc: dict):
    setup = dict(doc["setup"])
    setup["facts"] = doc["facts"]
    game = new_game(setup, seed=doc["seed"])
    try:
        module.replay_log(game, copy.deepcopy(doc["log"]), "events")
    except ValueError as exc:  # either module's ReplayError
        return ("error", str(exc))
    return ("ok", json.dumps(game.state.snapshot(), sort_keys=True, default=repr),
            [e.to_dict() for e in game.log])


@needs_build
@pytest.mark.parametrize("seed", range(6))
def test_the_compiled_replay_gives_what_its_source_gives(seed):
    pure = _pure("tabletop.storage.replay")[1]
    data = storage.dump_game(random_game(300 + seed, 150, mode="off" if seed % 2 else "assist"))
    doc, _ = codec.parse_document(data)
    assert _replayed(replay, doc) == _replayed(pure, doc)
    # and the same errors, worded the same, for changes that do not fit
    for mutate in (lambda ch: ch.__setitem__(1, "nobody"), lambda ch: ch.append(1),
                   lambda ch: ch.__setitem__(0, "zap"), lambda ch: ch.clear()):
        bad = copy.deepcopy(doc)
        for e in bad["log"]:
            changes = [ch for ev in e.get("events", ()) for ch in ev.get("changes", ())]
            if changes:
                mutate(changes[-1])
                break
        got, want = _replayed(replay, bad), _replayed(pure, bad)
        assert got == want and got[0] == "error"


@needs_build
@pytest.mark.parametrize("fullname", ["tabletop.storage.replay", "tabletop.storage.logshape",
                                      "tabletop.storage.checkpoint", "tabletop.model.setup",
                                      "tabletop.model.invariants", "tabletop.rules.journal"])
def test_an_edited_source_is_imported_instead_of_its_older_build(tmp_path, fullname):
    if not compiled(fullname):
        pytest.skip(f"{fullname} is not compiled here")
    shutil.copytree(ROOT / "tabletop", tmp_path / "tabletop",
                    ignore=shutil.ignore_patterns("__pycache__"))
    probe = ("import sys; sys.path.insert(0, sys.argv[1]); import tabletop.storage; "
             f"import {fullname}; from tabletop._compiled import compiled; "
             f"print(compiled('{fullname}'), {fullname}.__file__)")

    def which() -> str:
        out = subprocess.run([sys.executable, "-c", probe, str(tmp_path)], capture_output=True,
                             text=True)
        assert out.returncode == 0, out.stderr
        return out.stdout
    assert which().startswith("True ")
    *package, name = fullname.split(".")
    folder = tmp_path.joinpath(*package)
    source = folder / f"{name}.py"
    source.write_text(source.read_text("utf-8") + "\n# edited after the build\n", "utf-8")
    out = which()
    assert out.startswith("False ") and out.strip().endswith(f"{name}.py"), out
    (folder / f"{name}.build-hash").unlink()  # no stamp: same
    assert which().startswith("False ")


@needs_build
def test_pure_python_at_run_time_imports_the_source_beside_a_fresh_build():
    """`TABLETOP_PURE_PYTHON=1` when the program runs: the source, though the build beside it
    is up to date (it used to take the compiled module all the same)."""
    import os
    probe = ("import tabletop.storage; from tabletop._compiled import compiled; "
             "print(compiled('tabletop.storage.replay'), tabletop.storage.replay.__file__)")
    for value, compiled_expected in (("1", False), ("0", True), ("", True)):
        env = {**os.environ, "TABLETOP_PURE_PYTHON": value, "PYTHONPATH": str(ROOT)}
        out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                             env=env, cwd=ROOT)
        assert out.returncode == 0, out.stderr
        assert out.stdout.startswith(f"{compiled_expected} "), (value, out.stdout)
        assert out.stdout.strip().endswith("replay.py") != compiled_expected


def test_zones_hold_their_cards_own_id_objects_after_a_load():
    """The compiled replay finds a moving card by identity (`replay._identity_index`): every
    zone holds the id object of its card, whether the setup, a move or a token put it there."""
    doc, _ = codec.parse_document(storage.dump_game(random_game(41, 200)))
    doc["log"] = json.loads(json.dumps(doc["log"]))  # its own strings (pydantic reuses some)
    st = codec.game_from_document(doc, verify="events").state
    held = [cid for zone in st.zones.values() for cid in zone]
    assert len(held) > 20
    assert all(cid is st.cards[cid].id for cid in held)


def test_the_identity_search_is_index():
    ids = [f"c{n}" for n in range(50)]
    for lst in (ids, [*ids[:10], "".join(["c", "3"]), *ids[10:]]):
        for cid in (ids[0], ids[3], ids[49], "".join(["c", "3"]), "".join(["c", "49"])):
            if hasattr(replay, "cython") or replay.COMPILED:
                assert replay._identity_index(lst, cid) == lst.index(cid)
        with pytest.raises(ValueError):
            replay._index(lst, "nobody")
    assert (replay._index is replay._identity_index) == compiled("tabletop.storage.replay")


def _outcome(fn, *args):
    try:
        return ("ok", fn(*args))
    except ValueError as exc:  # SetupError, InvariantError: each module's own class
        return ("error", type(exc).__name__, str(exc), getattr(exc, "rule", None))


@pytest.mark.skipif(not compiled("tabletop.model.setup"), reason="not compiled here")
@pytest.mark.parametrize("seed", range(4))
def test_the_compiled_setup_and_invariants_give_what_their_sources_give(seed):
    setup, pure_setup = _pure("tabletop.model.setup")
    inv, pure_inv = _pure("tabletop.model.invariants")
    assert {m.__file__[-3:] for m in (setup, inv)} != {".py"}  # the builds, against
    assert {m.__file__[-3:] for m in (pure_setup, pure_inv)} == {".py"}  # the sources
    game = random_game(500 + seed, 120, mode="assist")
    doc, _ = codec.parse_document(storage.dump_game(game))
    base = {**doc["setup"], "facts": doc["facts"]}

    def snap(module, s):
        state = module.build_state(copy.deepcopy(s))
        return json.dumps(state.snapshot(), sort_keys=True, default=repr)
    # the setup as saved, then broken in ways each refused with its own sentence
    variants = [base]
    for key, value in (("players", ["A", "A"]), ("turn", {"active": "Z"}), ("mode", "nope"),
                       ("cards", [{"id": "x"}]), ("restrictions", ["nope"])):
        variants.append({**base, key: value})
    for s in variants:
        assert _outcome(snap, setup, s) == _outcome(snap, pure_setup, s)
    # the invariants of the board after the game, and of that board damaged
    state = game.state
    assert inv.problems(state) == pure_inv.problems(state) == []
    card = next(iter(state.cards.values()))
    for field, value in (("zone", "nowhere"), ("damage", -1), ("counters", {"": 1}),
                         ("face_down", {"order": 0}), ("known", ["Z"])):
        old = getattr(card, field)
        setattr(card, field, value)
        try:
            assert inv.problems(state) == pure_inv.problems(state) != []
        finally:
            setattr(card, field, old)


@pytest.mark.skipif(not compiled("tabletop.storage.checkpoint"), reason="not compiled here")
@pytest.mark.parametrize("seed", range(3))
def test_the_compiled_checkpoints_give_what_their_source_gives(seed):
    ck, pure = _pure("tabletop.storage.checkpoint")
    assert ck.__file__[-3:] != ".py" and pure.__file__[-3:] == ".py"
    game = random_game(700 + seed, 150, mode=("assist", "strict", "off")[seed])
    facts = game.setup["facts"]
    half = new_game(game.setup, seed=game.seed)
    for entry in game.log[:len(game.log) // 2]:
        half.push_entry(entry)
    recs = []
    for module in (ck, pure):
        a, b = (module.record(g.state, facts, len(g.log)) for g in (half, game))
        ids_a, ids_b = module.by_id(a), module.by_id(b)
        touched = module.touched(game.log[len(half.log):])
        since = module.record_since(game.state, facts, len(game.log), ids_a, touched)
        step = module.step(a, ids_a, b, ids_b, touched)
        recs.append((a, b, since, step, module.apply_step(a, ids_a, step),
                     sorted(map(repr, touched))))
    assert recs[0] == recs[1]
    a, b, since, step = recs[0][:4]
    assert since[0] == b and recs[0][4][0] == b
    assert ck.difference(a, b) == pure.difference(a, b) is not None
    damaged = {**b, "cards": [{**b["cards"][0], "damage": 3}, *b["cards"][1:]]}
    assert ck.difference(b, damaged) == pure.difference(b, damaged) is not None
    built = ck.build(b, list(game.state.players), facts)
    assert json.dumps(built.snapshot(), sort_keys=True, default=repr) == json.dumps(
        pure.build(b, list(game.state.players), facts).snapshot(), sort_keys=True, default=repr)


@pytest.mark.skipif(not compiled("tabletop.rules.journal"), reason="not compiled here")
@pytest.mark.parametrize("seed", range(3))
def test_the_compiled_journal_gives_what_its_source_gives(seed):
    journal, pure = _pure("tabletop.rules.journal")
    assert journal.__file__[-3:] != ".py" and pure.__file__[-3:] == ".py"
    game = random_game(600 + seed, 150, mode=("assist", "strict", "off")[seed])
    for seat in (*game.state.players, None):
        lines = journal.lines_for(game, seat)
        assert len(lines) > 50 and lines == pure.lines_for(game, seat)
        assert journal.lines_for(game, seat, 40) == pure.lines_for(game, seat, 40)


@needs_build
def test_the_stamps_in_the_tree_let_the_app_start_without_hashing(tmp_path):
    """The build notes each source's size and time (`_compiled.stamp_text`): as long as they
    are the same, starting the app reads no source and imports no `hashlib` (as `make`, an
    edit is seen by its time); a source touched or edited is judged by its hash."""
    import os

    from tabletop._compiled import built_from, stamp_text
    for fullname in ("tabletop.storage.replay", "tabletop.storage.logshape",
                     "tabletop.storage.checkpoint", "tabletop.model.setup",
                     "tabletop.model.invariants", "tabletop.rules.journal"):
        if not compiled(fullname):
            continue
        module = importlib.import_module(fullname)
        name = fullname.rsplit(".", 1)[1]
        stamp = Path(module.__file__).with_name(f"{name}.build-hash").read_text("ascii")
        assert stamp == stamp_text(Path(module.__file__).with_name(f"{name}.py")), fullname
    source = tmp_path / "m.py"
    source.write_text("x = 1\n")
    stamp = stamp_text(source)
    assert built_from(stamp, source)
    st = source.stat()
    os.utime(source, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))  # touched: the same text
    assert built_from(stamp, source)
    source.write_text("x = 2\n")  # edited, the same size: another time, another hash
    assert not built_from(stamp, source)
    source.write_text("x = 22\n")
    assert not built_from(stamp, source)
    source.write_text("x = 1\n")
    assert built_from(stamp.split()[0], source)  # a stamp of the hash alone: hashed
    probe = ("import sys, tabletop.model; "  # (what the app imports as it starts)
             "print('hashlib' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                         cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"
