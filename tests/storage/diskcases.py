"""Disk cases for the writer's tests: paths a save must never replace (a symbolic link, a FIFO,
a device node, a folder), and a writer killed for real (SIGKILL) in the middle of a save and of
an autosave."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

KILLED_WRITER = r"""
import sys, threading
from pathlib import Path
from tabletop import storage
from tests.storage.gamegen import random_game
save, folder = Path(sys.argv[1]), Path(sys.argv[2])
game = random_game(1, 150, n_cards=60)
def saves():
    while True:
        storage.save_game(game, save)
threading.Thread(target=saves, daemon=True).start()
print("ready", flush=True)
while True:
    storage.autosave(game, folder=folder)
"""


def temporaries(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.name.endswith(".tmp"))


def kill_writers_mid_save(save: Path, autosaves: Path, tries: int = 10) -> int:
    """Start a writer that saves (one thread) and autosaves (another) in a loop and SIGKILL
    it the moment both have a temporary file open, until both folders hold a temporary it
    left; returns the number of kills."""
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    kills = 0
    while kills < tries and not (temporaries(save.parent) and temporaries(autosaves)):
        proc = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(save), str(autosaves)],
                                cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL)
        try:
            assert proc.stdout.readline().strip() == b"ready"
            deadline = time.monotonic() + 10
            while not (temporaries(save.parent) and temporaries(autosaves)) \
                    and time.monotonic() < deadline:
                pass
            os.kill(proc.pid, signal.SIGKILL)
            kills += 1
        finally:
            proc.wait(timeout=30)
            proc.stdout.close()
    return kills


def special_files(tmp_path: Path) -> dict[str, Path]:
    """A symbolic link (to a real save), a FIFO and, where this machine lets us make one, a
    character device (the same as /dev/null), each where a save is to go."""
    target = tmp_path / "real.json"
    target.write_bytes(b"precious")
    found = {"symlink": tmp_path / "link.json", "fifo": tmp_path / "pipe.json",
             "folder": tmp_path / "folder.json"}
    found["symlink"].symlink_to(target)
    os.mkfifo(found["fifo"])
    found["folder"].mkdir()
    dev = tmp_path / "null.json"
    try:
        os.mknod(dev, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        found["device"] = dev
    except OSError:
        pass
    return found
