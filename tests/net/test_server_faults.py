"""Fault tests of the servers under a real game: the embedded server stops and comes back, and
the cluster node the host is connected to stops; the seats reconnect and the game goes on."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from pathlib import Path
from typing import Any

from tabletop.net import protocol as P
from tabletop.net import server as srv
from tabletop.net.host import Host, NetState
from tabletop.net.seat import SeatClient
from tests.net.games import canary_game
from tests.net.test_server import run, until

# A seat pings the host this often and resyncs when it missed an update: the way it recovers
# after its connection comes back (and after an update that overtook its welcome).
HEARTBEAT = 0.5


def table(tmp_path: Path) -> tuple[Any, NetState, dict[str, srv.NetUser]]:
    game = canary_game(("A", "B"), cards=12, hand=3)
    gid = P.new_game_id()
    users = srv.new_users(gid, 2, 0)
    net = NetState.new(game, users=users, game_id=gid)
    return game, net, users


def hand_size(game: Any, player: str) -> int:
    return len(game.state.zones[f"{player}:hand"])


async def play_on(host: Host, seats: list[SeatClient], game: Any, player: str) -> None:
    """`player`'s seat draws a card: the host applies it and every seat's view follows."""
    seat = next(s for s in seats if s.seat == player)
    before = hand_size(game, player)
    result = await seat.send({"kind": "draw", "player": player, "n": 1})
    assert result["ok"], result
    assert hand_size(game, player) == before + 1
    await until(lambda: all(s.view is not None and s.view["hand_counts"][player] == before + 1
                            for s in seats), timeout=5)
    for s in seats:  # each seat's view is the one a fresh welcome gives
        view = s.view
        welcome = await s.resync()
        assert welcome["view"] == view


async def connected(seats: list[SeatClient], host: Host, timeout: float = 10) -> None:
    await until(lambda: host._nc is not None and host._nc.is_connected
                and all(s._nc is not None and s._nc.is_connected for s in seats), timeout)


def test_stop_and_restart_the_embedded_server(tmp_path: Path):
    game, net, users = table(tmp_path)
    server = srv.EmbeddedServer(tmp_path / "nats")
    server.start(users.values())

    async def scenario() -> None:
        host = Host(game, net, tmp_path / "host", url=server.url)
        await host.start()
        seats = [SeatClient(net.invite(tok, server.url), heartbeat=HEARTBEAT) for tok in net.tokens]
        for s in seats:
            await s.connect()
        await play_on(host, seats, game, "A")

        await asyncio.to_thread(server.stop)
        await until(lambda: not any(s._nc.is_connected for s in seats))  # type: ignore
        await asyncio.to_thread(server.start, users.values())  # the same port: same invites
        await connected(seats, host)
        await play_on(host, seats, game, "B")
        await play_on(host, seats, game, "A")
        for s in seats:
            await s.close()
        await host.stop()

    try:
        run(scenario(), timeout=30)
    finally:
        server.kill()


def test_cluster_node_of_the_host_stops_and_the_game_goes_on(tmp_path: Path):
    game, net, users = table(tmp_path)
    cluster = srv.start_cluster(tmp_path / "cluster", users.values(), size=3)
    first, second, third = cluster.servers

    async def scenario() -> None:
        # each connects to one address (as an invite gives) and learns the others from it
        host = Host(game, net, tmp_path / "host", url=first.url)
        await host.start()
        seats = [SeatClient(net.invite("p0", second.url), heartbeat=HEARTBEAT),
                 SeatClient(net.invite("p1", first.url), heartbeat=HEARTBEAT)]
        for s in seats:
            await s.connect()
        await play_on(host, seats, game, "A")
        assert host._nc.connected_url.port == first.port

        await asyncio.to_thread(first.stop)
        await until(lambda: host._nc.is_connected and host._nc.connected_url.port != first.port
                    and seats[1]._nc.is_connected  # type: ignore
                    and seats[1]._nc.connected_url.port != first.port,  # type: ignore
                    timeout=10)
        await connected(seats, host)
        await play_on(host, seats, game, "B")
        await play_on(host, seats, game, "A")
        for s in seats:
            await s.close()
        await host.stop()

    try:
        run(scenario(), timeout=30)
    finally:
        cluster.kill()


def test_the_server_killed_under_a_running_game_is_restarted_and_the_seats_play_on(
        tmp_path: Path):
    """nats-server SIGKILLed while a game runs: the host's server notices within 2 s and starts
    it again on the same port; the seats are told (their host goes offline, then is back),
    host and seats reconnect by themselves, and every seat gets its updates again."""
    game, net, users = table(tmp_path)
    server = srv.EmbeddedServer(tmp_path / "nats")
    server.start(users.values())
    said: list[tuple[float, str]] = []
    server.on_event = lambda text: said.append((time.monotonic(), text))

    async def scenario() -> None:
        host = Host(game, net, tmp_path / "host", url=server.url, server=server)
        await host.start()
        online: dict[str, list[bool]] = {tok: [] for tok in net.tokens}
        seats = [SeatClient(net.invite(tok, server.url), heartbeat=HEARTBEAT,
                            on_status=lambda c, tok=tok: online[tok].append(c.host_online))
                 for tok in net.tokens]
        for s in seats:
            await s.connect()
        await play_on(host, seats, game, "A")
        port, pid = server.port, server.pid
        assert pid is not None
        killed = time.monotonic()
        os.kill(pid, signal.SIGKILL)
        await until(lambda: server.restarts == 1 and server.running, timeout=2)
        assert time.monotonic() - killed < 2
        assert server.port == port and server.pid != pid
        assert said and said[0][0] - killed < 2 and "killed by SIGKILL" in said[0][1]
        await connected(seats, host)
        await until(lambda: all(s.host_online for s in seats), timeout=5)
        assert all(False in online[tok] and online[tok][-1] for tok in net.tokens), online
        await play_on(host, seats, game, "B")
        await play_on(host, seats, game, "A")
        for s in seats:
            await s.close()
        await host.stop()

    try:
        run(scenario(), timeout=30)
    finally:
        server.kill()
