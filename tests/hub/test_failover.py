"""Failover (issue 30 item 4) on a three-node cluster: the worker running a game is killed
with SIGKILL; another worker (of another node) takes the game over from its journal on the
stream within 10 s, the seats go on by themselves, and every command acknowledged before is
in the game. One node of three stopped: the game goes on."""

from __future__ import annotations

import asyncio
import json
import signal
import time

from tabletop.net.seat import NetError

from .lobby import ALICE, BOB, Lobby
from .play import begin, seat

TAKEOVER_LIMIT = 10.0  # seconds


def deltas(game, player: str) -> list[int]:
    """The life changes of `player`'s own commands in the game's log, in order."""
    out = []
    for e in game.log:
        cmd = e.command if isinstance(e.command, dict) else {}
        if cmd.get("kind") == "life" and cmd.get("player") == player:
            out.append(cmd["delta"])
    return out


async def life_commands(client, start: int, n: int, acked: list[int]) -> list[float]:
    """Send `n` life changes (+start, +start+1...: each one told apart); those acknowledged
    go to `acked`. The times of the failures."""
    failed = []
    for d in range(start, start + n):
        try:
            r = await client.send({"kind": "life", "player": "alice", "delta": d})
        except NetError:
            failed.append(time.monotonic())
            await asyncio.sleep(0.2)
            continue
        if r["ok"]:
            acked.append(d)
    return failed


def test_a_worker_killed_is_replaced_within_10_s_and_nothing_acknowledged_is_lost(
        three_nodes):
    urls = three_nodes.urls

    async def main():
        async with Lobby(urls[0], replicas=3) as lobby:
            first = three_nodes.worker(0)
            game = await lobby.create({"alice": ALICE, "bob": BOB})
            await lobby.wait_record(game, lambda r: r["state"] == "playing")
            assert (await lobby.lease(game))["pid"] == first.pid
            others = [three_nodes.worker(1), three_nodes.worker(2)]
            a = await seat(urls[2], game, "p0", "alice")
            b = await seat(urls[1], game, "p1", "bob")
            await begin({"alice": a, "bob": b})
            acked: list[int] = []
            assert await life_commands(a, 1, 10, acked) == []
            first.kill()  # SIGKILL: no goodbye, the lease runs out
            killed = time.monotonic()
            while True:  # the seat keeps playing: refused while no worker runs the game
                before = len(acked)
                await life_commands(a, 100 + len(acked), 1, acked)
                if len(acked) > before:
                    break
                assert time.monotonic() - killed < 30, "no worker took the game over"
            back = time.monotonic() - killed
            lease = await lobby.lease(game)
            assert lease["pid"] in {w.pid for w in others}
            print(f"\nfailover: the seat's command acknowledged again {back:.2f} s after "
                  "the kill")
            assert back < TAKEOVER_LIMIT
            # the seats went on by themselves: the new host's views, the game as it was
            await a.wait_until(lambda c: c.host_online and c.number == 1, 10)
            assert await life_commands(a, 200, 5, acked) == []
            assert (await b.send({"kind": "life", "player": "bob", "delta": -1}))["ok"]
            await b.wait_until(lambda c: c.view["life"]["bob"] == 19, 10)
            stored = await lobby.journal(game)
            assert deltas(stored, "alice") == acked  # every acknowledged command, in order
            assert b.view["life"]["alice"] == 20 + sum(acked)
            for c in (a, b):
                await c.close()
    asyncio.run(asyncio.wait_for(main(), 180))


def test_one_node_of_three_stopped_the_game_goes_on(three_nodes):
    urls = three_nodes.urls

    async def main():
        async with Lobby(urls[0], replicas=3) as lobby:
            three_nodes.worker(0)
            game = await lobby.create({"alice": ALICE, "bob": BOB})
            await lobby.wait_record(game, lambda r: r["state"] == "playing")
            a = await seat(urls[2], game, "p0", "alice")  # on the node that stops
            b = await seat(urls[1], game, "p1", "bob")
            await begin({"alice": a, "bob": b})
            acked: list[int] = []
            assert await life_commands(a, 1, 5, acked) == []
            three_nodes.nodes[2].stop()
            stopped = time.monotonic()
            while len(acked) < 10:
                await life_commands(a, 100 + len(acked), 1, acked)
                assert time.monotonic() - stopped < 60, "the game did not go on"
            assert (await b.send({"kind": "life", "player": "bob", "delta": -1}))["ok"]
            stored = await lobby.journal(game)
            assert deltas(stored, "alice") == acked
            rec = await lobby.record(game)
            assert rec["state"] == "playing"
            for c in (a, b):
                await c.close()
    asyncio.run(asyncio.wait_for(main(), 180))


def test_a_worker_stopped_with_sigterm_hands_its_game_over_at_once(one_node):
    url = one_node.urls[0]

    async def main():
        async with Lobby(url) as lobby:
            first = one_node.worker(0)
            game = await lobby.create({"alice": ALICE, "bob": BOB})
            await lobby.wait_record(game, lambda r: r["state"] == "playing")
            second = one_node.worker(0)
            a = await seat(url, game, "p0", "alice")
            b = await seat(url, game, "p1", "bob")
            await begin({"alice": a, "bob": b})
            acked: list[int] = []
            assert await life_commands(a, 1, 3, acked) == []
            stopped = time.monotonic()
            first.kill(signal.SIGTERM)  # saved, its lease given back
            assert first.proc.returncode == 0
            while len(acked) < 4:
                await life_commands(a, 100, 1, acked)
                assert time.monotonic() - stopped < 10
            print(f"\nhand-over: acknowledged again {time.monotonic() - stopped:.2f} s after "
                  "the SIGTERM")
            assert (await lobby.lease(game))["pid"] == second.pid
            stored = await lobby.journal(game)
            assert deltas(stored, "alice") == acked
            for c in (a, b):
                await c.close()
    asyncio.run(asyncio.wait_for(main(), 120))


def test_a_worker_paused_past_its_lease_never_acts_again_for_the_game(one_node):
    """SIGSTOP (a worker that hangs) past its lease: another worker takes the game over; on
    SIGCONT the first finds its lease lost and stops running the game: it answers no seat and
    publishes nothing (never two hosts), and its journal is refused if it tried."""
    url = one_node.urls[0]

    async def main():
        async with Lobby(url) as lobby:
            first = one_node.worker(0)
            game = await lobby.create({"alice": ALICE, "bob": BOB})
            await lobby.wait_record(game, lambda r: r["state"] == "playing")
            second = one_node.worker(0)
            a = await seat(url, game, "p0", "alice")
            b = await seat(url, game, "p1", "bob")
            await begin({"alice": a, "bob": b})
            acked: list[int] = []
            assert await life_commands(a, 1, 3, acked) == []
            first.proc.send_signal(signal.SIGSTOP)
            paused = time.monotonic()
            while len(acked) < 4:  # (commands sent meanwhile wait in the paused one's buffer)
                await life_commands(a, 100 + len(acked), 1, acked)
                assert time.monotonic() - paused < 30
            assert (await lobby.lease(game))["pid"] == second.pid
            run = a.run
            heard = len(a.received)
            first.proc.send_signal(signal.SIGCONT)
            assert await life_commands(a, 200, 10, acked) == []
            await asyncio.sleep(2.0)
            assert await life_commands(a, 300, 3, acked) == []
            runs = {json.loads(m).get("run") for m in a.received[heard:]}
            assert runs == {run}, runs  # only the second worker's host was heard from
            assert (await lobby.lease(game))["pid"] == second.pid
            stored = await lobby.journal(game)
            assert deltas(stored, "alice") == acked
            assert first.alive()  # (it goes on with its other work: none here)
            for c in (a, b):
                await c.close()
            assert "the lease was lost" in first.log.read_text()
    asyncio.run(asyncio.wait_for(main(), 120))
