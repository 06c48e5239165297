"""Three `tabletop server` processes as one cluster: an account registered on node 1 logs in
on node 3; the buckets are replicated on the three; with one node stopped the lobby answers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.hub import names
from tabletop.hub.client import CreateGame, HubClient, register
from tabletop.hub.creds import read_node_creds
from tabletop.net.protocol import connect
from tests.hub.procs import ServerProcess, free_port, run


@pytest.fixture
def cluster(tmp_path: Path) -> Iterator[list[ServerProcess]]:
    ports = [free_port() for _ in range(3)]
    nodes = []
    for i, port in enumerate(ports):
        routes = ",".join(f"nats-route://127.0.0.1:{p}" for p in ports if p != port)
        nodes.append(ServerProcess(tmp_path / "home", tmp_path / f"store{i + 1}",
                                   "--cluster-listen", f"127.0.0.1:{port}", "--routes", routes))
    for node in nodes:
        node.launch()
    try:
        for node in nodes:
            node.wait_ready(90)
        yield nodes
    finally:
        for node in nodes:
            if node.proc is not None and node.proc.poll() is None:
                node.stop()


def test_an_account_made_on_node_1_plays_on_node_3(cluster, tmp_path: Path):
    one, two, three = cluster

    async def scenario() -> str:
        alice = await register(one.url, "alice", str(tmp_path / "alice.creds"))
        bob = await register(two.url, "bob", str(tmp_path / "bob.creds"))
        async with HubClient(three.url, "alice", alice.password) as a3, \
                HubClient(one.url, "bob", bob.password) as b1:
            game, _ = await a3.create(CreateGame(seats=2))
            assert await b1.join(game) == "p1"
            assert [g["id"] for g in await b1.games()] == [game]
        creds = read_node_creds(three.store / "internal.json")
        nc = await connect(creds.url, 10, what="node 3", user=creds.user,
                           password=creds.password)
        js = nc.jetstream()
        for bucket in (names.KV_ACCOUNTS, names.KV_GAMES, names.KV_DECKS):
            info = await js.stream_info(f"KV_{bucket}")
            assert info.config.num_replicas == 3
        assert (await js.stream_info(names.STREAM)).config.num_replicas == 3
        await nc.close()
        return alice.password
    password = run(scenario(), 120)
    one.stop()

    async def without_node_1() -> None:
        async with HubClient(three.url, "alice", password) as a3:
            game, _ = await a3.create(CreateGame(seats=3))
            assert game in [g["id"] for g in await a3.games()]
        await register(two.url, "carol")
    run(without_node_1(), 120)
