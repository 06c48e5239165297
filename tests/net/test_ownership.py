"""The host owns its nats-server (issue 25 item 6), with `tabletop host` run as the user runs
it: the server goes with its host however the host ends (SIGKILL, SIGTERM of its window); a
server a killed host left running anyway is found and replaced when the game is resumed, from a
relative path too, again and again; a game hosted twice is refused, and the first host's server
and pid file are left alone. The hosted game's files are readable by their owner only."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop.net import ownership
from tabletop.net import server as srv

from .procs import HostProcess, env, join, records


def server_pid(folder: Path) -> int:
    return int((folder / "server" / "nats-server.pid").read_text())


def port_of(url: str) -> int:
    return int(url.rsplit(":", 1)[1])


def ends_within(pid: int, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while ownership.alive(pid):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid` (the server's leash: a job of its shell)."""
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rpartition(")")[2].split()
            except OSError:
                continue
            if fields[1:2] == [str(pid)]:
                out.append(int(entry.name))
    return out


def chat(home: Path, invites: Path, tmp_path: Path, text: str) -> None:
    """Seat A joins with its invite and says `text`: the game is served."""
    rec = tmp_path / f"{text}.jsonl"
    done = join(home, invites / "A.invite", [{"net": "chat", "text": text}], rec)
    assert done.returncode == 0, done.stderr
    assert text in [m["text"] for m in records(rec)[-1]["chat"]]


def test_a_host_killed_twice_resumes_from_a_relative_path_each_time(tmp_path):
    home, invites = tmp_path / "home", tmp_path / "invites"
    first = HostProcess(home, "--demo", "--seats", "A,B", "--invites", str(invites)).start()
    folder = first.folder
    try:
        chat(home, invites, tmp_path, "one")
        pid = server_pid(folder)
        first.stop(signal.SIGKILL)
        assert ends_within(pid, 2), "the server outlived its host"  # its leash
        assert not srv._accepts("127.0.0.1", port_of(first.url))

        # resumed from inside the game's folder, by a relative path
        second = HostProcess(home, "--open", "game.json", "--invites", str(invites),
                             cwd=folder).start()
        assert (second.game, second.url) == (first.game, first.url)
        chat(home, invites, tmp_path, "two")

        # the leash cut first (as with a host of an older tabletop): this time the server
        # outlives its host and keeps the port ...
        pid = server_pid(folder)
        leash = children(pid)
        assert leash
        for job in leash:
            ownership.os.kill(job, signal.SIGKILL)
        second.stop(signal.SIGKILL)
        time.sleep(0.5)
        assert ownership.alive(pid) and srv._accepts("127.0.0.1", port_of(first.url))
        # ... and the host resumed by another relative path finds it and takes its place
        third = HostProcess(home, "--open", f"{folder.name}/game.json",
                            "--invites", str(invites), cwd=folder.parent).start()
        assert (third.game, third.url) == (first.game, first.url)
        assert not ownership.alive(pid) and server_pid(folder) != pid
        chat(home, invites, tmp_path, "three")
        code, err = third.stop()
        assert code == 0, err
        said = [m["text"] for m in records(tmp_path / "three.jsonl")[-1]["chat"]]
        assert said == ["one", "two", "three"]
    finally:
        for h in (first, locals().get("second"), locals().get("third")):
            if h is not None:
                h.kill()


def test_a_game_hosted_twice_is_refused_and_the_first_keeps_its_server(tmp_path):
    home, invites = tmp_path / "home", tmp_path / "invites"
    first = HostProcess(home, "--demo", "--seats", "A,B", "--invites", str(invites)).start()
    try:
        folder = first.folder
        pid = server_pid(folder)
        again = subprocess.run(
            [sys.executable, "-m", "tabletop", "host", "--open", str(folder / "game.json"),
             "--invites", str(tmp_path / "invites2"), "--headless"],
            capture_output=True, text=True, env=env(home), timeout=60)
        assert again.returncode == 3, again.stderr
        assert f"hosted already, by process {first.proc.pid}" in again.stderr, again.stderr
        # nothing of the first host's was touched: its server, its pid file, its game
        assert ownership.alive(pid) and server_pid(folder) == pid
        chat(home, invites, tmp_path, "still here")
        code, err = first.stop()
        assert code == 0, err
        assert ends_within(pid, 2)
    finally:
        first.kill()


def test_sigterm_of_a_hosting_window_stops_its_server(tmp_path, monkeypatch):
    pytest.importorskip("PySide6")
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    home, invites = tmp_path / "home", tmp_path / "invites"
    window = HostProcess(home, "--demo", "--seats", "A,B", "--invites", str(invites),
                         headless=False).start(timeout=60)
    try:
        pid = server_pid(window.folder)
        assert window.proc is not None
        window.proc.send_signal(signal.SIGTERM)
        window.proc.wait(20)
        assert ends_within(pid, 2), "the server outlived its window"
        assert not srv._accepts("127.0.0.1", port_of(window.url))
    finally:
        window.kill()
