"""Hand-overs between the workers of one node (issue 30 item 4), workers started as a node
starts them on a bare nats-server: a worker stopped with SIGTERM hands its game over at once; a
worker paused past its lease never acts for the game again. The failover budget itself (`kill
-9` of the worker running a game on three real `tabletop server` nodes: another has it within
10 s; one node of three stopped) is tests/hub/test_cluster.py's."""

from __future__ import annotations

import asyncio
import json
import signal
import time

from .lobby import ALICE, BOB, Lobby
from .play import begin, deltas, life_commands, seat
from .wait import until


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

            async def said() -> str:  # (its window to misbehave: until it has stopped)
                return first.log.read_text()
            await until(said, lambda text: "the lease was lost" in text,
                        what="the paused worker finding its lease lost")
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
