"""`tabletop server` and the hub's commands run as the user runs them: subprocesses of this
Python, with a home of their own (see tests/net/procs.py)."""

from __future__ import annotations

import asyncio
import importlib.util
import os
import re
import selectors
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Awaitable
from pathlib import Path
from typing import Any, TypeVar

import pytest

from tests.net.procs import env

SERVING = re.compile(r"serving at (\S+)")
T = TypeVar("T")

needs_workers = pytest.mark.skipif(
    importlib.util.find_spec("tabletop.hub.worker") is None,
    reason="the game workers (tabletop.hub.worker, helper hubwork's side) are not merged yet")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def run(coro: Awaitable[T], timeout: float = 60.0) -> T:
    async def bounded() -> T:
        return await asyncio.wait_for(coro, timeout)
    return asyncio.run(bounded())


class ServerProcess:
    """`tabletop server ...`; `start()` waits for its `serving at URL` line."""

    def __init__(self, home: Path, store: Path, *args: str, workers: int = 0,
                 listen: str = "127.0.0.1:0", environ: dict[str, str | None] | None = None
                 ) -> None:
        self.home, self.store = home, store
        self.args = ["--listen", listen, "--store", str(store), "--workers", str(workers), *args]
        self.environ = environ or {}  # set (None: removed) in the process's environment
        self.proc: subprocess.Popen | None = None
        self.url = ""
        self.err = ""

    def launch(self) -> ServerProcess:
        e = env(self.home)
        for key, value in self.environ.items():
            if value is None:
                e.pop(key, None)
            else:
                e[key] = value
        self.proc = subprocess.Popen([sys.executable, "-m", "tabletop", "server", *self.args],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=e)
        return self

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def kill(self) -> None:
        """SIGKILL to the node, its nats-server and its workers (found in /proc by their
        command line; where there is no /proc, the node stops them when it can)."""
        _kill_pid_file(self.store / "nats" / "nats-server.pid")
        if self.running:
            assert self.proc is not None
            self.proc.kill()
        work = str(self.store.resolve() / "work").encode()
        for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
            try:
                if b"tabletop.hub.worker" in (text := cmdline.read_bytes()) and work in text:
                    os.kill(int(cmdline.parent.name), signal.SIGKILL)
            except OSError:
                continue

    def wait_ready(self, timeout: float = 60) -> ServerProcess:
        assert self.proc is not None and self.proc.stdout is not None
        sel = selectors.DefaultSelector()
        sel.register(self.proc.stdout, selectors.EVENT_READ)
        line = ""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.proc.poll() is None:
            if sel.select(0.1):
                line = self.proc.stdout.readline().decode()
                break
        sel.close()
        m = SERVING.fullmatch(line.strip())
        if not m:
            self.stop()
            raise AssertionError(f"no 'serving at' line: {line!r} {self.err}")
        self.url = m.group(1)
        return self

    def start(self, timeout: float = 60) -> ServerProcess:
        return self.launch().wait_ready(timeout)

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 30) -> int:
        assert self.proc is not None
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        try:
            _, err = self.proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _, err = self.proc.communicate()
        self.err = err.decode(errors="replace")
        return self.proc.returncode


def stop_all(nodes: list[ServerProcess], timeout: float = 30) -> None:
    """SIGTERM to every node at once, then all waited for `timeout` seconds together; a node
    still running then is killed with its nats-server (a node's last goodbye, its key in
    tt_nodes deleted, waits for a JetStream quorum the others took away as they went)."""
    for node in nodes:
        if node.running:
            assert node.proc is not None
            node.proc.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + timeout
    while any(n.running for n in nodes) and time.monotonic() < deadline:
        time.sleep(0.05)
    for node in nodes:
        if node.running:
            node.kill()
        if node.proc is not None:
            node.stop(timeout=timeout)


def _kill_pid_file(path: Path) -> None:
    try:
        os.kill(int(path.read_text().split()[0]), signal.SIGKILL)
    except (OSError, ValueError, IndexError):
        pass


def tabletop(home: Path, *args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True,
                          text=True, env=env(home), timeout=timeout)


def tabletop_all(home: Path, commands: list[list[str]], timeout: float = 60
                 ) -> list[subprocess.CompletedProcess]:
    """Several independent `tabletop` commands run at once (each as `tabletop()` runs it):
    their results, in order."""
    procs = [subprocess.Popen([sys.executable, "-m", "tabletop", *args], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True, env=env(home))
             for args in commands]
    done = []
    for args, proc in zip(commands, procs, strict=True):
        try:
            out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            for p in procs:
                p.kill()
            raise
        done.append(subprocess.CompletedProcess([*args], proc.returncode, out, err))
    return done


async def account(url: str, name: str, folder: Path) -> Any:
    """Register `name` (in this process) and return a connected HubClient."""
    from tabletop.hub.client import HubClient, register
    creds = await register(url, name, str(folder / f"{name}.creds"))
    client = HubClient(url, creds.name, creds.password)
    await client.connect()
    return client
