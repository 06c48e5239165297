"""Reconnecting (issue 30 item 6): a seat that comes back gets its view and everything it
knew, cards revealed to it while it was away included, from the worker running the game or
from the one that took it over meanwhile; a seat away longer than the game's grace time
suspends the game (saved, the lease given back), which the same accounts resume."""

from __future__ import annotations

import asyncio

from tabletop.rules.journal import lines_for
from tabletop.storage.review import board_for, remap_lines

from .lobby import ALICE, BOB, Lobby
from .play import begin, card, ok, seat


def expected(game, player: str):
    """What a seat of `player` joining now is sent: its board and its journal lines."""
    board, ids = board_for(game, player)
    return board, remap_lines(lines_for(game, player), ids)


def known_to_bob(client) -> list[str]:
    """The names of alice's cards bob's view shows (her hand and library)."""
    return [o["facts"]["name"] for o in client.view["objects"]
            if o["owner"] == "alice" and o["zone"] == "hand" and o.get("facts")] + \
        [c["facts"]["name"] for c in client.library_cards("alice") if c.get("facts")]


def test_a_seat_back_knows_what_was_revealed_to_it_while_away_even_after_a_failover(
        one_node):
    url = one_node.urls[0]

    async def main():
        async with Lobby(url) as lobby:
            first = one_node.worker(0)
            game = await lobby.create({"alice": ALICE, "bob": BOB}, first="p0")
            await lobby.wait_record(game, lambda r: r["state"] == "playing")
            second = one_node.worker(0)
            a = await seat(url, game, "p0", "alice")
            b = await seat(url, game, "p1", "bob")
            await begin({"alice": a, "bob": b})
            assert known_to_bob(b) == []
            await b.close()  # bob goes away
            await ok(a, {"kind": "reveal", "player": "alice", "card": card(a, "Grizzly Bears"),
                         "to": ["bob"]})
            await ok(a, {"kind": "reveal", "player": "alice", "from_zone": "library", "n": 1,
                         "to": ["bob"]})
            b2 = await seat(url, game, "p1", "bob")  # bob is back
            stored = await lobby.journal(game)
            assert (b2.view, b2.log) == expected(stored, "bob")
            knew = known_to_bob(b2)
            assert "Grizzly Bears" in knew and len(knew) == 2, knew
            await b2.close()
            # the worker dies while bob is away again; bob comes back to the one that took over
            run = a.run
            first.kill()
            assert await a.wait_until(lambda c: c.run != run and c.host_online, 20)
            assert (await lobby.lease(game))["pid"] == second.pid
            b3 = await seat(url, game, "p1", "bob")
            assert (b3.view, b3.log) == expected(stored, "bob")
            assert known_to_bob(b3) == knew
            for c in (a, b3):
                await c.close()
    asyncio.run(asyncio.wait_for(main(), 120))


def test_a_seat_away_past_the_grace_time_suspends_the_game_and_the_accounts_resume_it(
        one_node):
    url = one_node.urls[0]

    async def main():
        async with Lobby(url) as lobby:
            one_node.worker(0)
            game = await lobby.create({"alice": ALICE, "bob": BOB}, grace=3.0, first="p0")
            await lobby.wait_record(game, lambda r: r["state"] == "playing")
            a = await seat(url, game, "p0", "alice")
            b = await seat(url, game, "p1", "bob")
            await begin({"alice": a, "bob": b})
            await ok(a, {"kind": "life", "player": "alice", "delta": -3})
            position = a.position
            await b.close()
            await lobby.wait_record(game, lambda r: r["state"] == "suspended", 20)
            # the lease is given back (deleted: one left to run out would stay in the bucket)
            await lobby.wait_lease(game, lambda lease: lease is None, what="lease given back")
            assert await a.wait_until(lambda c: not c.host_online, 15)
            await lobby.change(game, state="ready")  # the lobby resumes it
            await lobby.wait_record(game, lambda r: r["state"] == "playing")
            b2 = await seat(url, game, "p1", "bob")
            assert b2.position == position and b2.view["life"]["alice"] == 17
            assert await a.wait_until(lambda c: c.host_online and c.position == position, 15)
            await ok(b2, {"kind": "life", "player": "bob", "delta": -1})
            assert await a.wait_until(lambda c: c.view["life"]["bob"] == 19, 10)
            for c in (a, b2):
                await c.close()
    asyncio.run(asyncio.wait_for(main(), 120))
