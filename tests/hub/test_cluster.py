"""Three `tabletop server` processes as one cluster, started as a user starts them (`--listen
--store --workers --cluster-listen --routes`), the accounts made with `tabletop register`,
games made and joined with decks through the lobby, seats playing through SeatClient (issue
30, "What it must show"):

- an account registered on node 1 plays on node 3; the buckets and the stream are R3;
- `kill -9` of the worker running a game (its pid from `tabletop server status --json`):
  another worker has the game within 10 s (the default 5 s lease; the seconds measured are
  printed), the seats' next commands are acknowledged, every command acknowledged before the
  kill is in the game's journal and in the seats' views;
- SIGKILL of the nats-server of the node running a game (the node starts it again): the game
  goes on, nothing acknowledged lost;
- one node of three stopped (SIGTERM; the node of the game's worker and of a seat): the game
  goes on elsewhere, the lobby answers on the other two (a new account, a new game).

The cluster is shared by the module's tests (each plays its own game with its own accounts);
the node stopped by the last one is started again for any test after it."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tabletop.carddata.decklists import parse_decklist
from tabletop.hub import jsjournal as JJ
from tabletop.hub import names
from tabletop.hub.client import CreateGame, HubClient, HubError, register
from tabletop.hub.creds import read_node_creds
from tabletop.hub.lease import LEASE_ENV
from tabletop.hub.models import Code
from tabletop.hub.status import status
from tabletop.hub.store import journal_subject
from tabletop.net.errors import NetError
from tabletop.net.protocol import connect
from tests.hub.procs import (
    ServerProcess,
    free_port,
    needs_workers,
    run,
    stop_all,
    tabletop,
    tabletop_all,
)

from .play import begin, deltas, life_commands, seat_of
from .wait import until

TAKEOVER_LIMIT = 10.0  # seconds: kill -9 of a game's worker -> another worker has it
DECK_A = parse_decklist("30 Forest\n30 Grizzly Bears\n")
DECK_B = parse_decklist("30 Island\n30 Counterspell\n")
LANDS = {"alice": "Forest"}

pytestmark = needs_workers


@dataclass
class Cluster:
    """Three nodes, one worker each, on fixed ports (a node stopped starts again the same)."""

    folder: Path
    nodes: list[ServerProcess]
    creds: dict[str, Path] = field(default_factory=dict)

    @property
    def home(self) -> Path:
        return self.folder / "home"

    def up(self) -> Cluster:
        """Every node serving (one a test stopped is started again)."""
        down = [n for n in self.nodes if not n.running]
        for node in down:
            node.launch()
        for node in down:
            node.wait_ready(120)
        return self

    def register(self, accounts: dict[str, int]) -> dict[str, Path]:
        """`tabletop register NAME --server (the node's URL) --out FILE` for each account
        (all at once); their credentials files."""
        out = {name: self.folder / f"{name}.creds" for name in accounts}
        done = tabletop_all(self.home, [["register", name, "--server", self.nodes[node].url,
                                         "--out", str(out[name])]
                                        for name, node in accounts.items()])
        assert [d.returncode for d in done] == [0] * len(done), [d.stderr for d in done]
        return out

    async def made(self, accounts: dict[str, int]) -> dict[str, Path]:
        """The same, in this process (what `tabletop register` does: hub.client.register)."""
        out = {name: self.folder / f"{name}.creds" for name in accounts}
        await asyncio.gather(*(register(self.nodes[node].url, name, str(out[name]))
                               for name, node in accounts.items()))
        return out

    def client(self, creds: Path, node: int) -> HubClient:
        return HubClient.from_creds(str(creds), url=self.nodes[node].url)

    def status(self, node: int) -> dict:
        """`tabletop server status --store DIR --json` of a node."""
        done = tabletop(self.home, "server", "status", "--store", str(self.nodes[node].store),
                        "--json")
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    def down(self) -> None:
        """Every node stopped (SIGTERM, a bounded wait). Their workers are killed first: a
        worker stopping hands each of its games over, which the nodes stopping together make
        slow, and no game matters now."""
        live = [n for n in self.nodes if n.running]
        if live:
            async def pids() -> list[int]:
                async with Internal(live[0].store) as node:
                    return (await status(node.nc))["workers"]
            with contextlib.suppress(Exception):
                for pid in run(pids(), 30):
                    with contextlib.suppress(OSError):
                        os.kill(pid, signal.SIGKILL)
        stop_all(self.nodes, timeout=5)

    def index_of(self, node_name: str) -> int:
        """Which node (0-2) a lease's or a worker's `node` names."""
        for i, n in enumerate(self.nodes):
            if json.loads((n.store / "node.json").read_text())["name"] == node_name:
                return i
        raise AssertionError(f"no node {node_name}")


def _cluster(folder: Path) -> Cluster:
    ports = [(free_port(), free_port()) for _ in range(3)]
    nodes = []
    for i, (port, cport) in enumerate(ports):
        routes = ",".join(f"nats-route://127.0.0.1:{c}" for _, c in ports if c != cport)
        nodes.append(ServerProcess(folder / "home", folder / f"store{i + 1}",
                                   "--cluster-listen", f"127.0.0.1:{cport}", "--routes", routes,
                                   workers=1, listen=f"127.0.0.1:{port}",
                                   environ={LEASE_ENV: None}))  # the default lease: 5 s
    return Cluster(folder, nodes)


@pytest.fixture(scope="module")
def three(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    cluster = _cluster(tmp_path_factory.mktemp("cluster"))
    try:
        cluster.up()
        # each test's own accounts, made on a node of their own: the failover test's with
        # `tabletop register` (at once), the others' as it makes them (hub.client.register)
        cluster.creds = cluster.register({"kalice": 0, "kbob": 1})
        cluster.creds |= run(cluster.made({"alice": 0, "bob": 1, "salice": 2, "sbob": 1,
                                           "nalice": 0, "nbob": 1}))
        yield cluster
    finally:
        cluster.down()


@pytest.fixture
def cluster(three: Cluster) -> Cluster:
    return three.up()


class Internal:
    """A node's internal user: the lease, the status, the journal, as the workers see them."""

    def __init__(self, store: Path) -> None:
        self.store = store
        self.nc: Any = None

    async def __aenter__(self) -> Internal:
        creds = read_node_creds(self.store / "internal.json")
        self.nc = await connect(creds.url, 20, what="a node", user=creds.user,
                                password=creds.password)
        self.js = self.nc.jetstream(timeout=10.0)
        self.leases = await self.js.key_value(names.KV_LEASES)
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.nc.close()

    async def lease(self, game: str) -> dict | None:
        try:
            return json.loads((await self.leases.get(game)).value)
        except Exception:  # noqa: BLE001 - none (or the store away a moment)
            return None

    async def worker_pid(self, game: str) -> int | None:
        """The game's `worker_pid` as `server status` has it (hub.status, in-process; None
        too while this connection's server is away)."""
        try:
            games = (await status(self.nc))["games"]
        except Exception:  # noqa: BLE001 - the server away a moment: asked again
            return None
        return next((g["worker_pid"] for g in games if g["id"] == game), None)

    async def acked_in_journal(self, game: str, player: str) -> list[int]:
        found = await JJ.read_game(self.js, journal_subject(game, 1))
        assert found is not None
        return deltas(found[0], player)


async def _game(cluster: Cluster, names_: tuple[str, str], creds: tuple[Path, Path],
                nodes: tuple[int, int]) -> tuple[str, list[HubClient]]:
    """A game created by the first account on its node, joined by the second on its node,
    each with a deck; started (a worker runs it). The game and the two lobby clients."""
    a, b = (cluster.client(c, n) for c, n in zip(creds, nodes, strict=True))
    await a.connect()
    await b.connect()
    game, tok = await until(lambda: _created(a, f"{names_[0]} v {names_[1]}"), timeout=30,
                            what="a game created while the cluster settles")
    assert tok == "p0" and await b.join(game, DECK_B) == "p1"
    await a.wait_started(game, 60)
    return game, [a, b]


async def _created(lobby: HubClient, name: str) -> tuple[str, str] | None:
    """A game created by `lobby` (its id and seat); None while the lobby answers "busy, try
    again": after the test before killed a node's nats-server, the streams' leaders may still
    be moving when this test starts (a user would try again too)."""
    try:
        return await lobby.create(CreateGame(seats=2, name=name), DECK_A)
    except HubError as exc:
        if exc.code != Code.BUSY:
            raise
        return None


async def _on_games_node(cluster: Cluster, node: Internal, game: str,
                         creds: Path) -> tuple[int, HubClient]:
    """The node running `game` (its lease, read through `node`) and a lobby client of `creds`
    connected to it: the seat that sits where the failure will be."""
    lease = await node.lease(game)
    assert lease is not None
    at = cluster.index_of(lease["node"])
    lobby = cluster.client(creds, at)
    await lobby.connect()
    return at, lobby


async def _seats(lobbies: list[HubClient], game: str, names_: tuple[str, str]) -> list[Any]:
    seats = [await seat_of(await c.invite(game)) for c in lobbies]
    await begin(dict(zip(names_, seats, strict=True)))
    return seats


def test_an_account_made_on_node_1_plays_on_node_3(cluster: Cluster):
    alice, bob = cluster.creds["alice"], cluster.creds["bob"]  # made on nodes 1 and 2

    async def scenario() -> None:
        async with cluster.client(alice, 2) as a3, cluster.client(bob, 0) as b1:
            game, _ = await a3.create(CreateGame(seats=2))
            assert await b1.join(game) == "p1"
            assert game in [g["id"] for g in await b1.games()]
        async with Internal(cluster.nodes[2].store) as node3:
            for bucket in (names.KV_ACCOUNTS, names.KV_GAMES, names.KV_DECKS,
                           names.KV_LEASES):
                info = await node3.js.stream_info(f"KV_{bucket}")
                assert info.config.num_replicas == 3
            assert (await node3.js.stream_info(names.STREAM)).config.num_replicas == 3
    run(scenario(), 120)
    assert len(cluster.status(2)["workers"]) == 3  # every node's worker, seen from node 3


def test_kill_9_of_the_worker_running_a_game_another_has_it_within_10_s(cluster: Cluster):
    who = ("kalice", "kbob")
    creds = (cluster.creds[who[0]], cluster.creds[who[1]])

    async def scenario() -> None:
        game, lobbies = await _game(cluster, who, creds, (2, 1))
        a, b = await _seats(lobbies, game, who)
        acked: list[int] = []
        assert await life_commands(a, 1, 10, acked, who[0]) == []
        [entry] = [g for g in cluster.status(0)["games"] if g["id"] == game]
        pid = entry["worker_pid"]
        assert isinstance(pid, int) and entry["players"] == list(who)
        async with Internal(cluster.nodes[0].store) as node1:
            os.kill(pid, signal.SIGKILL)  # no goodbye: its lease runs out
            killed = time.monotonic()
            new_pid = await until(lambda: node1.worker_pid(game),
                                  lambda p: p is not None and p != pid, 30,
                                  "another worker running the game")
            taken = time.monotonic() - killed
            while True:  # the seat keeps playing: refused while no worker runs the game
                if await life_commands(a, 100 + len(acked), 1, acked, who[0]) == []:
                    break
                assert time.monotonic() - killed < 30, "the seat's commands never went on"
            back = time.monotonic() - killed
            print(f"\nkill -9 of worker {pid}: worker {new_pid} has the game "
                  f"{taken:.2f} s after, the seat's next command acknowledged {back:.2f} s "
                  "after (lease 5 s)")
            assert taken < TAKEOVER_LIMIT and back < TAKEOVER_LIMIT
            seen = cluster.status(1)  # (`server status` of another node says the same)
            after = [g for g in seen["games"] if g["id"] == game]
            assert after[0]["worker_pid"] == new_pid and new_pid in seen["workers"]
            # the seats went on by themselves, with everything acknowledged before the kill
            assert await life_commands(a, 200, 5, acked, who[0]) == []
            assert (await b.send({"kind": "life", "player": who[1], "delta": -1}))["ok"]
            assert await b.wait_until(lambda c: c.view["life"][who[1]] == 19, 10)
            assert b.view["life"][who[0]] == 20 + sum(acked)
            await a.resync()
            assert a.view["life"][who[0]] == 20 + sum(acked)
            assert await node1.acked_in_journal(game, who[0]) == acked  # all, in order
        for c in (a, b, *lobbies):
            await c.close()
    run(scenario(), 180)


def test_the_nats_server_of_the_games_node_killed_the_game_goes_on(cluster: Cluster):
    who = ("salice", "sbob")
    creds = (cluster.creds[who[0]], cluster.creds[who[1]])

    async def scenario() -> None:
        game, lobbies = await _game(cluster, who, creds, (0, 1))
        async with Internal(cluster.nodes[1].store) as watch:
            at, a_lobby = await _on_games_node(cluster, watch, game, creds[0])
            a, b = await _seats([a_lobby, lobbies[1]], game, who)
            acked: list[int] = []
            assert await life_commands(a, 1, 5, acked, who[0]) == []
            pid_file = cluster.nodes[at].store / "nats" / "nats-server.pid"
            os.kill(int(pid_file.read_text().split()[0]), signal.SIGKILL)
            killed = time.monotonic()
            while len(acked) < 10:
                await life_commands(a, 100 + len(acked), 1, acked, who[0])
                assert time.monotonic() - killed < 60, "the game did not go on"
            print(f"\nnats-server of node {at + 1} killed: the game went on "
                  f"{time.monotonic() - killed:.2f} s after")
            assert (await b.send({"kind": "life", "player": who[1], "delta": -1}))["ok"]
            assert await watch.acked_in_journal(game, who[0]) == acked
            # the node serves again (its nats-server started again): its lobby answers
            await until(lambda: _lists(cluster, creds[1], at, game), timeout=60,
                        what="the lobby of the node whose nats-server was killed")
            assert await until(lambda: watch.worker_pid(game), timeout=30)
        for c in (a, b, a_lobby, *lobbies):
            await c.close()
    run(scenario(), 180)


async def _lists(cluster: Cluster, creds: Path, node: int, game: str) -> bool:
    """Whether the lobby of `node` lists `game` now (False: not answering yet)."""
    try:
        async with cluster.client(creds, node) as c:
            return game in [g["id"] for g in await c.games()]
    except Exception:  # noqa: BLE001 - not up again yet
        return False


def test_one_node_of_three_stopped_the_game_goes_on_and_the_lobby_answers(cluster: Cluster):
    who = ("nalice", "nbob")
    creds = (cluster.creds[who[0]], cluster.creds[who[1]])

    async def scenario() -> None:
        game, lobbies = await _game(cluster, who, creds, (0, 1))
        async with Internal(cluster.nodes[1].store) as first:
            at, a_lobby = await _on_games_node(cluster, first, game, creds[0])
        rest = [i for i in range(3) if i != at]
        b_lobby = cluster.client(creds[1], rest[0])
        await b_lobby.connect()
        a, b = await _seats([a_lobby, b_lobby], game, who)
        acked: list[int] = []
        assert await life_commands(a, 1, 5, acked, who[0]) == []
        stopped = time.monotonic()
        assert cluster.nodes[at].stop() == 0  # SIGTERM: the whole node
        while len(acked) < 10:
            await life_commands(a, 100 + len(acked), 1, acked, who[0])
            assert time.monotonic() - stopped < 60, "the game did not go on"
        print(f"\nnode {at + 1} of 3 stopped: the game went on "
              f"{time.monotonic() - stopped:.2f} s after the SIGTERM")
        assert (await b.send({"kind": "life", "player": who[1], "delta": -1}))["ok"]
        async with Internal(cluster.nodes[rest[0]].store) as node:
            assert await node.acked_in_journal(game, who[0]) == acked
            lease = await node.lease(game)
            assert lease is not None and cluster.index_of(lease["node"]) in rest
        # the lobby answers on the other two: the game listed, a new account, a new game
        assert (await b_lobby.game(game))["state"] == "playing"
        asked = time.monotonic()
        tries = iter(range(100))  # (a name per try: one timed out may be made meanwhile)
        carol = await until(lambda: _registered(cluster.nodes[rest[1]].url,
                                                f"ncarol{next(tries)}"),
                            timeout=60, what="an account registered with a node stopped")
        print(f"registered on node {rest[1] + 1} {time.monotonic() - asked:.2f} s after "
              "asking")
        async with HubClient(cluster.nodes[rest[1]].url, carol.name, carol.password) as c:
            made, _ = await c.create(CreateGame(seats=3))
            assert {game, made} <= {g["id"] for g in await c.games()}
        for client in (a, b, a_lobby, b_lobby, *lobbies):
            await client.close()
        # the status reads the workers' beats from the store, which a stopped node's
        # leaders moving elsewhere may keep away a moment: asked until it answers
        def runs(seen: dict) -> bool:
            return any(g["id"] == game and g["worker_pid"] in seen["workers"]
                       for g in seen["games"])
        await until(lambda: asyncio.to_thread(cluster.status, rest[1]), runs, timeout=30,
                    what="the status naming the game's live worker")
    run(scenario(), 180)


async def _registered(url: str, name: str) -> Any:
    """The account's credentials, or None while the lobby does not answer (a node just
    stopped: the others may take a while under load); a name taken is an error."""
    try:
        return await register(url, name)
    except HubError:
        raise
    except NetError:
        return None
