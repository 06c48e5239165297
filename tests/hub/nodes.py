"""A NATS cluster for the hub's tests, on 127.0.0.1: plain nats-server processes with
JetStream on, routes between them, and users with full permissions (the node's internal user
and the players' accounts `a-<name>`; the hub's permissions are hub.perms', tested there).
Worker processes (`python -m tabletop.hub.worker`) started and killed like a node starts
them."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from tabletop.hub.lease import LEASE_ENV
from tabletop.net import server as srv

ROOT = Path(__file__).resolve().parents[2]
INTERNAL = ("tt-internal", "internal-secret")
PASSWORD = "seat-secret"  # every account's password in these tests
ACCOUNTS = ("alice", "bob", "carol")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _users() -> str:
    users = [f'{{user: "{INTERNAL[0]}", password: "{INTERNAL[1]}"}}']
    users += [f'{{user: "a-{a}", password: "{PASSWORD}"}}' for a in ACCOUNTS]
    return "authorization {\n  users: [\n    " + ",\n    ".join(users) + "\n  ]\n}\n"


@dataclass
class Node:
    name: str
    folder: Path
    port: int
    cluster_port: int
    proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"nats://127.0.0.1:{self.port}"

    def config(self, routes: list[int]) -> str:
        route_list = ", ".join(f'"nats://127.0.0.1:{p}"' for p in routes)
        return (f'server_name: "{self.name}"\nlisten: "127.0.0.1:{self.port}"\n'
                f'jetstream {{ store_dir: "{self.folder / "js"}", max_mem: 64MB, '
                f'max_file: 1GB }}\n' + (
                    f'cluster {{ name: "tthub", listen: "127.0.0.1:{self.cluster_port}", '
                    f'routes: [{route_list}] }}\n' if routes else "") + _users())

    def start(self, routes: list[int]) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        conf = self.folder / "nats.conf"
        conf.write_text(self.config(routes))
        log = open(self.folder / "nats.log", "ab")  # noqa: SIM115 - the process keeps it
        self.proc = subprocess.Popen([str(srv.find_nats_server()), "-c", str(conf)],
                                     stdout=log, stderr=log)
        log.close()

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


@dataclass
class Nodes:
    """`size` nodes of one cluster (`start`), their workers (`worker`)."""

    folder: Path
    size: int = 3
    lease: float | None = None  # the workers' TABLETOP_HUB_LEASE (None: the default)
    nodes: list[Node] = field(default_factory=list)
    workers: list[WorkerProc] = field(default_factory=list)

    def start(self) -> Nodes:
        self.nodes = [Node(f"n{i}", self.folder / f"n{i}", free_port(), free_port())
                      for i in range(1, self.size + 1)]
        ports = [n.cluster_port for n in self.nodes]
        for n in self.nodes:
            n.start([p for p in ports if p != n.cluster_port] if self.size > 1 else [])
        for n in self.nodes:
            _wait_port(n.port)
        return self

    @property
    def urls(self) -> list[str]:
        return [n.url for n in self.nodes]

    def creds(self, node: Node) -> Path:
        path = node.folder / "internal.json"
        path.write_text(json.dumps({"url": node.url, "user": INTERNAL[0],
                                    "password": INTERNAL[1]}))
        return path

    def worker(self, index: int = 0) -> WorkerProc:
        node = self.nodes[index]
        w = WorkerProc(node, self.creds(node), node.folder / "work", self.lease)
        w.start()
        self.workers.append(w)
        return w

    def stop(self) -> None:
        for w in self.workers:
            w.kill()
        for n in self.nodes:
            n.stop(signal.SIGKILL)


class WorkerProc:
    """`python -m tabletop.hub.worker` of one node; `start()` waits for its `ready` line."""

    def __init__(self, node: Node, creds: Path, store: Path, lease: float | None = None
                 ) -> None:
        self.node, self.creds, self.store, self.lease = node, creds, store, lease
        self.proc: subprocess.Popen | None = None
        self.id = ""

    def start(self, timeout: float = 60) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
        env.pop(LEASE_ENV, None)
        if self.lease is not None:
            env[LEASE_ENV] = str(self.lease)
        self.log = self.node.folder / f"worker-{len(list(self.node.folder.glob('worker-*')))}.log"
        err = open(self.log, "ab")  # noqa: SIM115 - the process keeps it
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tabletop.hub.worker", "--creds-file", str(self.creds),
             "--node", self.node.name, "--store", str(self.store)],
            stdout=subprocess.PIPE, stderr=err, env=env)
        err.close()
        assert self.proc.stdout is not None
        deadline = time.monotonic() + timeout
        line = b""
        while time.monotonic() < deadline and not line:
            line = self.proc.stdout.readline()
            if self.proc.poll() is not None:
                break
        text = line.decode().strip()
        assert text.startswith("worker ") and text.endswith(" ready"), \
            (text, self.log.read_text()[-2000:])
        self.id = text.split()[1]

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def kill(self, sig: int = signal.SIGKILL) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None


def _wait_port(port: int, timeout: float = 20) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.05)
    raise AssertionError(f"nats-server on port {port} did not start")
