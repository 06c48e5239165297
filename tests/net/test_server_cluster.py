"""`--server` mode on a three-node NATS cluster on 127.0.0.1 whose configs carry the
authorization block tabletop prints for the operator: permissions hold on every node, and clients
fail over when the node they use stops."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from tabletop.net import server as srv
from tests.net.test_server import GAME, Errors, Inbox, connect, run, until


@pytest.fixture
def users() -> dict[str, srv.NetUser]:
    return srv.new_users(GAME, 2, 1)


@pytest.fixture
def cluster(tmp_path: Path, users):
    nodes = srv.start_cluster(tmp_path / "cluster", users.values(), size=3)
    yield nodes
    nodes.kill()


def test_cluster_nodes_carry_the_authorization_block(cluster: srv.Cluster, users):
    block = srv.authorization_block(users.values())
    assert len(cluster.servers) == 3 and len(set(cluster.urls)) == 3
    for node in cluster.servers:
        assert block in node.config_file.read_text()
        assert "jetstream" not in node.config_file.read_text().lower()
        assert len(node.route_peers()) == 2


def test_permissions_hold_on_every_node(cluster: srv.Cluster, users):
    view_a, cmd_a = f"tt.{GAME}.view.p0", f"tt.{GAME}.cmd.p0"
    urls = cluster.urls

    async def on_nodes(host_url: str, a_url: str, b_url: str) -> None:
        host = await connect(host_url, users["host"], "host")
        seat_a = await connect(a_url, users["p0"], "p0")
        errors_b = Errors()
        seat_b = await connect(b_url, users["p1"], "p1", errors_b)
        commands, got_a, got_b = Inbox(), Inbox(), Inbox()

        async def answer(msg: Any) -> None:
            await commands.record(msg)
            await msg.respond(b"ok " + msg.subject.encode())

        await host.subscribe(f"tt.{GAME}.cmd.>", cb=answer)
        await seat_a.subscribe(view_a, cb=got_a.record)
        for subject in (">", view_a, "_INBOX.>", f"_INBOX_{GAME}_p0.>"):
            await seat_b.subscribe(subject, cb=got_b.record)
        await seat_b.publish(cmd_a, b"forged")
        for nc in (host, seat_a, seat_b):
            await nc.flush()
        await until(lambda: len(errors_b.permission_errors()) == 5)
        # interest crosses the routes a moment after the SUB: publish until A hears it
        for _ in range(100):
            await host.publish(view_a, b"A's secret hand")
            await host.flush()
            try:
                await got_a.wait(timeout=0.05)
                break
            except TimeoutError:
                continue
        assert got_a.messages and got_a.messages[0] == (view_a, b"A's secret hand")
        # a seat's request crosses nodes to the host and the answer comes back to its inbox
        reply = await seat_b.request(f"tt.{GAME}.cmd.p1", b"hello", timeout=2)
        assert reply.data == f"ok tt.{GAME}.cmd.p1".encode()
        await seat_b.flush()
        await asyncio.sleep(0.05)
        assert got_b.messages == []
        assert [s for s, _ in commands.messages] == [f"tt.{GAME}.cmd.p1"]
        for nc in (host, seat_a, seat_b):
            await nc.close()

    async def scenario() -> None:
        for i in range(3):
            await on_nodes(urls[i], urls[(i + 1) % 3], urls[(i + 2) % 3])

    run(scenario(), timeout=20)


def test_clients_fail_over_when_their_node_stops(cluster: srv.Cluster, users):
    view_a = f"tt.{GAME}.view.p0"
    urls = cluster.urls

    async def scenario() -> None:
        options: dict[str, Any] = dict(allow_reconnect=True, max_reconnect_attempts=-1,
                                       reconnect_time_wait=0.05, dont_randomize=True)
        host = await connect(urls, users["host"], "host", **options)
        seat_a = await connect(urls, users["p0"], "p0", **options)
        assert host.connected_url is not None and seat_a.connected_url is not None
        assert host.connected_url.port == seat_a.connected_url.port == cluster.servers[0].port
        got_a = Inbox()
        await seat_a.subscribe(view_a, cb=got_a.record)
        await seat_a.flush()
        await host.publish(view_a, b"1")
        await got_a.wait(1)

        await asyncio.to_thread(cluster.servers[0].stop)
        await until(lambda: host.is_connected and seat_a.is_connected and
                    host.connected_url.port != cluster.servers[0].port and  # type: ignore
                    seat_a.connected_url.port != cluster.servers[0].port,  # type: ignore
                    timeout=15)  # (a loaded 2-core machine takes seconds at times)
        # both are on surviving nodes (maybe different ones); the subscription was replayed
        for n in range(2, 400):  # until the subscription is known across the routes
            await host.publish(view_a, str(n).encode())
            await host.flush()
            try:
                await got_a.wait(2, timeout=0.05)
                break
            except TimeoutError:
                continue
        assert len(got_a.messages) >= 2
        count = len(got_a.messages)
        await host.publish(view_a, b"after")
        await got_a.wait(count + 1, timeout=10)
        assert got_a.messages[-1] == (view_a, b"after")
        for nc in (host, seat_a):
            await nc.close()

    run(scenario(), timeout=60)


def test_reissued_seat_is_refused_on_every_node(cluster: srv.Cluster, users):
    async def scenario() -> None:
        new_b = srv.new_user(GAME, "p1")
        await asyncio.to_thread(cluster.set_users, dict(users, p1=new_b).values())
        for url in cluster.urls:
            with pytest.raises(Exception) as caught:
                await connect(url, users["p1"], "p1")
            assert "Authorization" in type(caught.value).__name__ + str(caught.value)
            nc = await connect(url, new_b, "p1")
            await nc.close()

    run(scenario())


def test_games_in_accounts_of_their_own_are_isolated(tmp_path: Path):
    """One account per game: even a user allowed everything in one game's account hears
    nothing of another's."""
    other = "z9y8x7w6v5"
    first, second = srv.new_users(GAME, 2, 0), srv.new_users(other, 2, 0)
    spy = srv.NetUser("operator-tool", srv.new_password(), [">"], [">"])
    accounts = {srv.account_name(GAME): list(first.values()),
                srv.account_name(other): [*second.values(), spy]}
    block = srv.accounts_block(accounts)
    assert f"{srv.account_name(GAME)} {{" in block and first["p0"].password in block
    nodes = srv.start_cluster(tmp_path / "cluster", [], size=3, accounts=accounts)
    view_a = f"tt.{GAME}.view.p0"
    try:
        urls = nodes.urls

        async def scenario() -> None:
            host = await connect(urls[0], first["host"], "host")
            seat_a = await connect(urls[1], first["p0"], "p0")
            watcher = await connect(urls[2], spy)
            other_host = await connect(urls[0], second["host"], "host")
            got_a, got_spy = Inbox(), Inbox()

            async def answer(msg: Any) -> None:
                await msg.respond(b"ok")

            await host.subscribe(f"tt.{GAME}.cmd.>", cb=answer)
            await seat_a.subscribe(view_a, cb=got_a.record)
            await watcher.subscribe(">", cb=got_spy.record)
            for nc in (host, seat_a, watcher):
                await nc.flush()
            for _ in range(100):  # until the interest has crossed the routes
                await host.publish(view_a, b"A's secret hand")
                await other_host.publish(f"tt.{other}.view.p0", b"the other game")
                await host.flush()
                await other_host.flush()
                try:
                    await got_a.wait(timeout=0.05)
                    await got_spy.wait(timeout=0.05)
                    break
                except TimeoutError:
                    continue
            reply = await seat_a.request(f"tt.{GAME}.cmd.p0", b"hello", timeout=2)
            assert reply.data == b"ok"
            await watcher.flush()
            await asyncio.sleep(0.05)
            assert got_a.messages and set(got_a.messages) == {(view_a, b"A's secret hand")}
            assert got_spy.messages
            assert {s for s, _ in got_spy.messages} == {f"tt.{other}.view.p0"}
            for nc in (host, seat_a, watcher, other_host):
                await nc.close()

        run(scenario(), timeout=20)
    finally:
        nodes.kill()
