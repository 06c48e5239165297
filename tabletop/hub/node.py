"""`tabletop server`: one node of a hub — a nats-server with JetStream, the supervisor of its
users, the lobby service and N game workers, with everything kept in `--store DIR`.

    DIR/node.json       the node's name and its own users' passwords (0600)
    DIR/internal.json   {"url", "user", "password"} of tt-internal-<node> (the workers read it)
    DIR/admin.creds     the admin user (remove accounts and games)
    DIR/nats/           the server's generated config, log, pid file
    DIR/jetstream/      JetStream's files: accounts, games, decks, journals
    DIR/work/           the workers' own files

The supervisor watches `tt_accounts`, `tt_games` and `tt_nodes`, writes the server's users
(`hub.perms`, `hub.natsconf`) and reloads it with SIGHUP at each change (changes that come
together are one reload); nats-server applies the new permissions to the open connections,
closes those of removed users, and re-checks every open connection's password, bcrypt at cost
4 (`hub.accounts`). It then writes `tt_nodes[node]` = `{"applied": {bucket: revision}, "seen",
"internal": hash, "online": [accounts]}`, every 2 seconds too: the lobby waits on `applied`,
the players list reads `online`, every node lets in every node's internal user.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib.util
import json
import logging
import os
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from tabletop.hub import names, natsconf, perms
from tabletop.hub.accounts import hash_password, new_password
from tabletop.hub.creds import Creds, write_node_creds, write_private
from tabletop.hub.lobby import Lobby
from tabletop.hub.state import HubState
from tabletop.net.errors import NetError
from tabletop.net.server import ClusterConfig, EmbeddedServer, NetUser, split_listen

log = logging.getLogger("tabletop.hub.node")
BUCKETS = (names.KV_ACCOUNTS, names.KV_GAMES, names.KV_DECKS, names.KV_LEASES,
           names.KV_WORKERS, names.KV_NODES)
HEARTBEAT = 2.0
SETTLE = 0.02      # seconds the supervisor waits for more changes before one reload
JS_WAIT = 60.0     # seconds to wait for JetStream (a cluster elects its leader first)
JS_PROBE = 1.0     # seconds one look at whether JetStream answers waits for its answer
WORKER_MODULE = "tabletop.hub.worker"
WORKER_RESTART = 2.0
STOP_WAIT = 5.0
MAX_ONLINE = 20_000


@dataclass(frozen=True)
class NodeOptions:
    listen: str
    store: Path
    workers: int = 2
    cluster_listen: str | None = None
    routes: tuple[str, ...] = ()
    websocket: str | None = None

    @property
    def replicas(self) -> int:
        """Of every bucket and of the stream: min(3, nodes), the nodes known from --routes."""
        return min(3, len(self.routes) + 1) if self.cluster_listen else 1


@dataclass(frozen=True)
class Identity:
    """The node's name and its own users, made once and kept in DIR/node.json."""

    name: str
    internal: str
    internal_hash: str
    admin: str
    admin_hash: str
    guest: str

    @classmethod
    def load(cls, store: Path) -> Identity:
        path = store / "node.json"
        try:
            return cls(**json.loads(path.read_text(encoding="utf-8")))
        except FileNotFoundError:
            pass
        except (OSError, ValueError, TypeError) as exc:
            raise NetError(f"{path} is damaged ({exc}); move it away to start a new node "
                           "identity") from None
        internal, admin = new_password(), new_password()
        ident = cls(name="n" + new_password()[:8].lower().replace("_", "x").replace("-", "y"),
                    internal=internal, internal_hash=hash_password(internal),
                    admin=admin, admin_hash=hash_password(admin), guest=new_password())
        write_private(path, ident.__dict__)
        return ident


class HubServer(EmbeddedServer):
    """An `EmbeddedServer` whose config is a hub node's (`natsconf`): JetStream, a websocket
    listener, hashed passwords; the same start, stop, reload and keeper."""

    def __init__(self, opts: NodeOptions, ident: Identity) -> None:
        cluster = None
        if opts.cluster_listen:
            cluster = ClusterConfig(natsconf.CLUSTER_NAME, opts.cluster_listen, opts.routes)
        super().__init__(opts.store / "nats", opts.listen, cluster=cluster)
        self.websocket_port: int | None = None
        if opts.websocket:
            self.websocket_port = split_listen(opts.websocket)[1] or None
        self.where = natsconf.Listeners(
            client=opts.listen, store=(opts.store / "jetstream").resolve(),
            server_name=ident.name, cluster=opts.cluster_listen, routes=opts.routes,
            websocket=opts.websocket,
            files={"pid": self.pid_file, "ports": self.ports_dir, "log": self.log_file})

    def _set(self, users: Iterable[Any], accounts: Mapping[str, Iterable[NetUser]] | None
             ) -> None:
        self._users = list(users)

    def _config_text(self) -> str:
        return natsconf.config_text(self.where, self._users,  # type: ignore[arg-type]
                                    self.port or -1, self.cluster_port, self.websocket_port)

    def _read_ports(self) -> dict[str, list[str]] | None:
        data = super()._read_ports()
        if data is not None:
            self.monitor_port = _port(data.get("monitoring")) or self.monitor_port
            self.websocket_port = _port(data.get("websocket")) or self.websocket_port
        return data

    def online(self) -> list[str]:
        """The accounts connected to this node (its monitoring endpoint's /connz)."""
        if not self.monitor_port:
            return []
        url = f"http://127.0.0.1:{self.monitor_port}/connz?auth=true&limit={MAX_ONLINE}"
        try:
            with urllib.request.urlopen(url, timeout=2.0) as reply:  # noqa: S310 - loopback
                data = json.loads(reply.read(8 * 1024 * 1024))
        except (OSError, ValueError):
            return []
        users = {str(c.get("authorized_user", "")) for c in data.get("connections") or []}
        return sorted(u[2:] for u in users if u.startswith("a-"))


def _port(urls: Any) -> int | None:
    for url in urls or []:
        tail = str(url).rpartition(":")[2]
        if tail.isdigit():
            return int(tail)
    return None


# -- JetStream: the buckets and the stream --------------------------------------------------

async def wait_jetstream(nc: Any) -> None:
    """Until JetStream answers: a request sent before a cluster has its metadata leader is
    never answered, and would hold the storage's first request for its whole timeout (10 s
    at every cluster start); short looks instead, until JS_WAIT."""
    js = nc.jetstream(timeout=JS_PROBE)
    deadline = time.monotonic() + JS_WAIT
    while True:
        try:
            await js.account_info()
            return
        except Exception as exc:  # noqa: BLE001 - not ready yet: said if it lasts
            if time.monotonic() > deadline:
                raise NetError(f"JetStream did not become ready: {exc}") from None
            await asyncio.sleep(0.1)


async def ensure_storage(js: Any, replicas: int) -> dict[str, Any]:
    """Create (or open) every bucket and the journal stream; retried while JetStream is not
    ready yet (a cluster's nodes elect a leader first)."""
    deadline = time.monotonic() + JS_WAIT
    while True:
        try:
            return await _storage(js, replicas)
        except Exception as exc:  # noqa: BLE001 - JetStream not ready: said if it lasts
            if time.monotonic() > deadline:
                raise NetError(f"JetStream did not become ready: {exc}") from None
            await asyncio.sleep(0.5)


async def _storage(js: Any, replicas: int) -> dict[str, Any]:
    from nats.js.api import StorageType, StreamConfig
    kvs = {}
    for bucket in BUCKETS:
        try:
            kvs[bucket] = await js.key_value(bucket)
        except Exception:  # noqa: BLE001 - not there yet: made
            kvs[bucket] = await js.create_key_value(bucket=bucket, history=1,
                                                    replicas=replicas,
                                                    storage=StorageType.FILE)
    try:
        await js.stream_info(names.STREAM)
    except Exception:  # noqa: BLE001 - not there yet: made
        await js.add_stream(StreamConfig(name=names.STREAM, subjects=["ttj.>"],
                                         num_replicas=replicas, storage=StorageType.FILE))
    return kvs


# -- the supervisor ---------------------------------------------------------------------------

class Supervisor:
    """Keeps the server's users in step with the KV; reports what it applied (`tt_nodes`)."""

    def __init__(self, server: HubServer, state: HubState, kv_nodes: Any,
                 ident: Identity) -> None:
        self.server, self.state, self.kv_nodes, self.ident = server, state, kv_nodes, ident
        self.applied: dict[str, int] = {}
        self.reloads = 0
        self.problem: str | None = None
        self._users: list[perms.HubUser] = []
        self._tasks: list[asyncio.Task] = []

    def users(self) -> list[perms.HubUser]:
        internals = {self.ident.name: self.ident.internal_hash}
        for node, doc in self.state.nodes.items():
            hashed = doc.get("internal")
            if isinstance(hashed, str) and node != self.ident.name:
                internals[node] = hashed
        users = [perms.internal_user(n, h) for n, h in sorted(internals.items())]
        users += [perms.admin_user(self.ident.admin_hash), perms.guest_user(self.ident.guest)]
        return users + perms.account_users(self.state.accounts.values(),
                                           self.state.games.values())

    async def apply(self) -> None:
        """Write the users as the KV has them now, reload, and report the revisions."""
        revisions = dict(self.state.revisions)
        users = self.users()
        if users != self._users:  # (a game's state or score changed: no reload)
            try:
                await asyncio.to_thread(self.server.set_users, users)  # type: ignore[arg-type]
            except NetError as exc:
                self.problem = str(exc)
                log.error("reload: %s", exc)
                return
            self._users = users
            self.reloads += 1
        self.problem = None
        self.applied = {b: revisions.get(b, 0) for b in (names.KV_ACCOUNTS, names.KV_GAMES)}
        await self.report()

    async def report(self) -> None:
        online = await asyncio.to_thread(self.server.online)
        doc = {"applied": self.applied, "seen": time.time(), "internal": self.ident.internal_hash,
               "online": online, "pid": os.getpid()}
        with contextlib.suppress(Exception):
            await self.kv_nodes.put(self.ident.name, json.dumps(doc).encode())

    async def start(self) -> None:
        await self.apply()
        self._tasks = [asyncio.create_task(self._follow()), asyncio.create_task(self._beat())]

    async def _follow(self) -> None:
        while True:
            await self.state.changed.wait()
            await asyncio.sleep(SETTLE)
            self.state.changed.clear()
            await self.apply()

    async def _beat(self) -> None:
        known = set(self.state.nodes)
        while True:
            await asyncio.sleep(HEARTBEAT)
            if set(self.state.nodes) != known:  # a new node: let its internal user in
                known = set(self.state.nodes)
                self.state.changed.set()
            await self.state.check()
            await self.report()

    async def stop(self) -> None:
        """Stop, and say so in `tt_nodes` (the lobbies wait for this node no more)."""
        for task in self._tasks:
            task.cancel()
        with contextlib.suppress(Exception):
            await self.kv_nodes.delete(self.ident.name)


# -- the workers -------------------------------------------------------------------------------

def worker_available() -> bool:
    return importlib.util.find_spec(WORKER_MODULE) is not None


class Workers:
    """N `python -m tabletop.hub.worker` processes, started again when one ends."""

    def __init__(self, count: int, creds_file: Path, node: str, store: Path, url: str) -> None:
        self.count, self.creds_file, self.node, self.store, self.url = \
            count, creds_file, node, store, url
        self.procs: list[subprocess.Popen[bytes] | None] = [None] * count
        self._task: asyncio.Task | None = None
        self._stopping = False

    def command(self) -> list[str]:
        return [sys.executable, "-m", WORKER_MODULE, "--url", self.url,
                "--creds-file", str(self.creds_file), "--node", self.node,
                "--store", str(self.store)]

    def start(self) -> None:
        if self.count and not worker_available():
            raise NetError(f"the game workers ({WORKER_MODULE}) are not part of this tabletop: "
                           "start the server with --workers 0 for a lobby without games")
        self.store.mkdir(parents=True, exist_ok=True)
        for i in range(self.count):
            self._spawn(i)
        self._task = asyncio.create_task(self._keep())

    def _spawn(self, i: int) -> None:
        self.procs[i] = subprocess.Popen(self.command(),  # noqa: S603 - our own module
                                         stdin=subprocess.DEVNULL, start_new_session=True)

    async def _keep(self) -> None:
        while not self._stopping:
            await asyncio.sleep(WORKER_RESTART)
            for i, proc in enumerate(self.procs):
                if proc is not None and proc.poll() is not None and not self._stopping:
                    log.warning("worker %s ended (%s); starting another", proc.pid,
                                proc.returncode)
                    self._spawn(i)

    @property
    def pids(self) -> list[int]:
        return [p.pid for p in self.procs if p is not None and p.poll() is None]

    async def stop(self) -> None:
        self._stopping = True
        if self._task is not None:
            self._task.cancel()
        live = [p for p in self.procs if p is not None and p.poll() is None]
        for proc in live:
            with contextlib.suppress(OSError):
                proc.send_signal(signal.SIGTERM)
        await _wait_ended(live, STOP_WAIT)
        for proc in live:
            if proc.poll() is None:
                proc.kill()
                proc.wait()


async def _wait_ended(procs: list[subprocess.Popen[bytes]], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while any(p.poll() is None for p in procs) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)


# -- the node --------------------------------------------------------------------------------

class Node:
    """Everything a `tabletop server` process runs; `start()`, then `stop()`."""

    def __init__(self, opts: NodeOptions) -> None:
        self.opts = replace(opts, store=Path(opts.store).resolve())
        self.store = self.opts.store
        self.ident: Identity | None = None
        self.server: HubServer | None = None
        self.nc: Any = None
        self.state = HubState()
        self.supervisor: Supervisor | None = None
        self.lobby: Lobby | None = None
        self.workers: Workers | None = None

    @property
    def url(self) -> str:
        assert self.server is not None
        return self.server.url

    def _prepare(self) -> Identity:
        try:
            self.store.mkdir(parents=True, exist_ok=True)
            os.chmod(self.store, 0o700)
        except OSError as exc:
            raise NetError(f"--store {self.store}: {exc.strerror or exc}") from None
        return Identity.load(self.store)

    async def start(self) -> str:
        ident = self.ident = self._prepare()
        if self.opts.workers and not worker_available():
            Workers(self.opts.workers, Path(), "", Path(), "").start()  # (its clear error)
        self.server = HubServer(self.opts, ident)
        bootstrap = [perms.internal_user(ident.name, ident.internal_hash),
                     perms.admin_user(ident.admin_hash), perms.guest_user(ident.guest)]
        await asyncio.to_thread(self.server.start, bootstrap)  # type: ignore[arg-type]
        internal = Creds(self.url, perms.INTERNAL_PREFIX + ident.name, ident.internal)
        write_node_creds(self.store / "internal.json", internal)
        write_node_creds(self.store / "admin.creds",
                         Creds(self.url, perms.ADMIN_USER, ident.admin))
        await self._connect(internal)
        return self.url

    async def _connect(self, internal: Creds) -> None:
        from tabletop.net.protocol import connect
        assert self.server is not None and self.ident is not None
        self.nc = await connect(internal.url, 20.0, what="this node's own NATS server",
                                user=internal.user, password=internal.password,
                                name=f"tabletop-node-{self.ident.name}")
        await wait_jetstream(self.nc)
        kvs = await ensure_storage(self.nc.jetstream(timeout=10.0), self.opts.replicas)
        await self.state.start(kvs)
        self.supervisor = Supervisor(self.server, self.state, kvs[names.KV_NODES], self.ident)
        await self.supervisor.start()
        self.lobby = Lobby(self.nc, kvs, self.state)
        await self.lobby.start()
        self.workers = Workers(self.opts.workers, self.store / "internal.json",
                               self.ident.name, self.store / "work", self.url)
        self.workers.start()

    async def stop(self) -> None:
        for part in (self.workers, self.lobby, self.supervisor, self.state):
            if part is not None:
                with contextlib.suppress(Exception):
                    await part.stop()
        if self.nc is not None:
            with contextlib.suppress(Exception):
                await self.nc.close()
        if self.server is not None:
            await asyncio.to_thread(self.server.stop)


async def serve(opts: NodeOptions, on_ready: Callable[[str], None],
                stop: asyncio.Event) -> None:
    """Run a node until `stop` is set; `on_ready(url)` once it serves."""
    node = Node(opts)
    try:
        url = await node.start()
        on_ready(url)
        await stop.wait()
    finally:
        await node.stop()
