"""Writing safely: atomic saves, NAME.bak, a writer killed mid-save, autosave, paths."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.storage import files, paths

from .diskcases import kill_writers_mid_save, special_files, temporaries
from .gamegen import game_state, random_game

ROOT = Path(__file__).resolve().parents[2]


def test_save_keeps_the_previous_version_as_bak(tmp_path):
    path = tmp_path / "game.json"
    first = random_game(1, 20)
    storage.save_game(first, path, title="one")
    assert not (tmp_path / "game.json.bak").exists()
    second = random_game(2, 20)
    storage.save_game(second, path)
    assert game_state(storage.load_game(path)) == game_state(second)
    assert game_state(storage.load_game(tmp_path / "game.json.bak")) == game_state(first)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json", "game.json.bak"]


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "game.json"
    storage.save_game(random_game(1, 5), path)
    before = path.read_bytes()

    def boom(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        storage.save_game(random_game(2, 5), path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


WRITER = r"""
import os, sys
from tabletop import storage
from tests.storage.gamegen import random_game
path = sys.argv[1]
games = [random_game(s, 400, n_cards=120) for s in (1, 2)]
for _ in sys.stdin:  # a line: one more writer, a process of its own forked from this one
    pid = os.fork()
    if pid == 0:
        print("ready", os.getpid(), flush=True)
        i = 0
        while True:
            storage.save_game(games[i % 2], path)
            i += 1
    _, status = os.waitpid(pid, 0)
    print("killed" if os.WIFSIGNALED(status) else f"ended {status}", flush=True)
"""


@pytest.mark.slow
def test_killing_the_writer_mid_save_never_loses_the_previous_save(tmp_path):
    path = tmp_path / "game.json"
    seed_game = random_game(3, 10)
    storage.save_game(seed_game, path)
    rng = random.Random(1234)
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    kills = 0
    # the writers are forked from one process that has imported tabletop and made the games
    # once: each is still a process of its own, SIGKILLed whenever it happens to be
    forks = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], cwd=ROOT, env=env,
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL)
    try:
        for _ in range(22):
            forks.stdin.write(b"\n")
            forks.stdin.flush()
            word, pid = forks.stdout.readline().split()
            assert word == b"ready"
            time.sleep(rng.uniform(0.0, 0.25))
            os.kill(int(pid), signal.SIGKILL)
            assert forks.stdout.readline().strip() == b"killed"  # (reaped: nothing writes now)
            kills += 1
            game = storage.load_game(path)  # whatever the moment, a whole save is there
            assert game.setup is not None
            bak = path.with_name(path.name + ".bak")
            if bak.exists():
                storage.load_game(bak)
    finally:
        forks.stdin.close()
        forks.wait(timeout=30)
        forks.stdout.close()
    assert kills >= 20
    leftovers = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    for p in leftovers:  # a killed writer may leave its temporary; never the save itself
        assert p.name.startswith(".game.json")
    print(f"{kills} kills, {len(leftovers)} of them in the middle of writing a temporary file")


def test_paths_honour_tabletop_home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    for fn in (paths.config_dir, paths.data_dir, paths.state_dir, paths.cache_dir,
               paths.autosave_dir, paths.saves_dir):
        p = fn()
        assert p.is_dir() and (tmp_path / "home") in p.parents


def test_paths_follow_platformdirs_without_the_override(tmp_path, monkeypatch):
    monkeypatch.delenv("TABLETOP_HOME", raising=False)
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg-state"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    if sys.platform.startswith("linux"):
        assert paths.state_dir() == tmp_path / "xdg-state" / "tabletop"
        assert paths.config_dir() == tmp_path / "xdg-config" / "tabletop"


def test_autosave_rotates_the_last_five(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    assert storage.latest_autosave() is None
    games = [random_game(s, 10) for s in range(7)]
    written = [storage.autosave(g) for g in games]
    kept = sorted(paths.autosave_dir().glob("autosave-*.json"))
    assert kept == written[-5:]
    assert storage.latest_autosave() == written[-1]
    assert game_state(storage.load_game(storage.latest_autosave())) == game_state(games[-1])


def test_autosaves_are_their_owners_only_and_ordinary_saves_are_not(tmp_path, monkeypatch):
    """An autosave holds every hidden card (a hosted game's too): 0600 in a 0700 folder. A save
    the user asks for keeps the usual permissions (their document, like any other)."""
    import stat
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    old = os.umask(0o022)
    try:
        path = storage.autosave(random_game(3, 10))
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
        assert stat.S_IMODE(paths.autosave_dir().stat().st_mode) == 0o700
        mine = tmp_path / "mine.json"
        storage.save_game(random_game(4, 10), mine)
        assert stat.S_IMODE(mine.stat().st_mode) == 0o644
        files.write_atomic(mine, b"{}", mode=files.PRIVATE)  # (asked for: private it is)
        assert stat.S_IMODE(mine.stat().st_mode) == 0o600
        folder = files.private_folder(tmp_path / "hosted" / "game")
        assert stat.S_IMODE(folder.stat().st_mode) == 0o700
        folder.chmod(0o755)
        assert stat.S_IMODE(files.private_folder(folder).stat().st_mode) == 0o700
    finally:
        os.umask(old)


def test_autosaver_saves_every_n_changes(tmp_path):
    game = random_game(8, 10)
    saver = storage.Autosaver(game, every=3, folder=tmp_path)
    assert saver.changed() is None and saver.changed() is None
    path = saver.changed()
    assert path is not None and path.exists()
    assert saver.flush() is None
    saver.changed()
    assert saver.flush() is not None
    assert storage.latest_autosave(tmp_path) == saver.last_path


def test_stale_temporaries_of_a_killed_writer_are_swept(tmp_path):
    path = tmp_path / "g.json"
    stale = tmp_path / ".g.json.abc123.tmp"
    fresh = tmp_path / ".g.json.def456.tmp"
    other = tmp_path / ".other.json.abc.tmp"
    for p in (stale, fresh, other):
        p.write_bytes(b"partial")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    storage.save_game(random_game(1, 3), path)
    assert not stale.exists() and fresh.exists() and other.exists()


def test_a_backup_sharing_the_save_file_is_kept_whole(tmp_path):
    """A writer killed between keeping the backup and replacing the save leaves `NAME` and
    `NAME.bak` as two names of one file. Later saves must keep the backup whole and leave no
    temporary link behind (a no-op rename once left one, and a copy then truncated the backup)."""
    path = tmp_path / "game.json"
    storage.save_game(random_game(1, 10), path)
    bak = path.with_name("game.json.bak")
    os.link(path, bak)  # the state such a kill leaves
    for seed in (2, 3, 4):
        storage.save_game(random_game(seed, 10), path)
        storage.load_game(bak)
        assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert not os.path.samefile(path, bak)


# ---------------------------------------------------------------- paths the writer refuses
def test_the_writer_refuses_links_pipes_devices_and_folders(tmp_path):
    specials = special_files(tmp_path)
    game = random_game(1, 5)
    for kind, path in specials.items():
        before = os.lstat(path)
        with pytest.raises(files.UnsafeTarget) as err:
            storage.save_game(game, path)
        assert str(path) in str(err.value) and err.value.strerror, kind
        after = os.lstat(path)
        assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode), kind
    assert (tmp_path / "real.json").read_bytes() == b"precious"  # not written through either
    assert not [p for p in tmp_path.iterdir() if p.name.endswith((".tmp", ".bak"))]


def test_the_writer_refuses_to_replace_a_protected_file_by_any_name(tmp_path):
    src = tmp_path / "game.json"
    storage.save_game(random_game(1, 5), src)
    before = src.read_bytes()
    hard = tmp_path / "hard.json"
    os.link(src, hard)
    for name in (src, tmp_path / "." / "game.json", hard):
        with pytest.raises(files.UnsafeTarget, match="the file being read"):
            storage.write_atomic(name, b"{}", protect=[src])
    link = tmp_path / "link-to-game.json"  # the input named through a link: still refused
    link.symlink_to(src)
    with pytest.raises(files.UnsafeTarget, match="the file being read"):
        storage.write_atomic(src, b"{}", protect=[link])
    assert src.read_bytes() == before
    storage.write_atomic(tmp_path / "other.json", b"{}", protect=[src])  # elsewhere: fine


# ---------------------------------------------------------------- temporaries of killed writers
def test_temporaries_of_killed_writers_are_cleaned_and_nothing_else(tmp_path):
    saves, autosaves = tmp_path / "saves", tmp_path / "autosave"
    saves.mkdir()
    autosaves.mkdir()
    save = saves / "game.json"
    storage.save_game(random_game(3, 10), save)
    kills = kill_writers_mid_save(save, autosaves)
    left = temporaries(saves) + temporaries(autosaves)
    assert temporaries(saves) and temporaries(autosaves), f"{kills} kills left nothing"
    # what is not ours, or is still being written, stays
    keep = [saves / ".notes.txt.abcdefgh.tmp",  # beside a save, but not a save's temporary
            saves / "game.json.tmp",  # not our pattern
            autosaves / ".mine.json.12345.0123456789ab.tmp",  # not an autosave's name
            autosaves / f".autosave-x.json.{os.getpid()}.0123456789ab.tmp"]  # a live writer
    for p in keep:
        p.write_bytes(b"keep")
    aged = time.time() - files.MOMENT - 0.05  # all of them older than a moment (their mtime
    for p in left + keep:                     # set back: what waiting a moment would make it)
        os.utime(p, (aged, aged))
    removed = files.clean_temporaries(autosaves) + files.clean_temporaries(
        saves, names=(save.name, save.name + ".bak"))
    assert sorted(removed) == sorted(left)
    assert sorted(temporaries(saves) + temporaries(autosaves)) == sorted(
        p for p in keep if p.name.endswith(".tmp"))
    assert all(p.exists() for p in keep)
    storage.load_game(save)  # the save itself is whole
    print(f"{kills} kills, {len(left)} temporaries left and removed")
