"""The replay compiled at install time (packaging/hatch_build.py) behaves exactly as its source,
and an edited source is never shadowed by an older build (tabletop._compiled)."""

from __future__ import annotations

import copy
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


def _pure_replay():
    """The source of tabletop/storage/replay.py, imported apart from the compiled module."""
    spec = importlib.util.spec_from_file_location("_pure_replay", Path(replay.__file__).with_name(
        "replay.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
    pure = _pure_replay()
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
@pytest.mark.parametrize("name", ["replay", "logshape"])
def test_an_edited_source_is_imported_instead_of_its_older_build(tmp_path, name):
    if not compiled(f"tabletop.storage.{name}"):
        pytest.skip(f"{name} is not compiled here")
    shutil.copytree(ROOT / "tabletop", tmp_path / "tabletop",
                    ignore=shutil.ignore_patterns("__pycache__"))
    probe = ("import sys; sys.path.insert(0, sys.argv[1]); import tabletop.storage; "
             "from tabletop._compiled import compiled; "
             f"print(compiled('tabletop.storage.{name}'), tabletop.storage.{name}.__file__)")

    def which() -> str:
        out = subprocess.run([sys.executable, "-c", probe, str(tmp_path)], capture_output=True,
                             text=True)
        assert out.returncode == 0, out.stderr
        return out.stdout
    assert which().startswith("True ")
    source = tmp_path / "tabletop" / "storage" / f"{name}.py"
    source.write_text(source.read_text("utf-8") + "\n# edited after the build\n", "utf-8")
    out = which()
    assert out.startswith("False ") and out.strip().endswith(f"{name}.py"), out
    (tmp_path / "tabletop" / "storage" / f"{name}.build-hash").unlink()  # no stamp: same
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
