"""A best-of-3 match (issue 30 item 5), headless: after each game the worker writes the
score and sideboarding (the loser chooses who goes first); the lobby's part (a sideboarded
deck, everyone ready, the chooser's choice) is written to the record as the lobby writes it;
the worker starts the next game with the same seats, which move on by themselves."""

from __future__ import annotations

import asyncio
import json

from .lobby import ALICE, BOB, Lobby
from .play import begin, ok, seat

# bob's sideboarding for game 2: three Counterspells out, the three Negates in
BOB_2 = {"main": [{"name": "Island", "count": 20}, {"name": "Counterspell", "count": 7},
                  {"name": "Unsummon", "count": 10}, {"name": "Negate", "count": 3}],
         "side": [{"name": "Counterspell", "count": 3}]}


async def next_game(lobby: Lobby, game: str, seats: dict, number: int, first: str) -> None:
    """The lobby's part between two games: the decks in, everyone ready, `first` chosen by
    the chooser; then the seats are in game `number`, in its pregame."""
    rec = await lobby.record(game)
    assert rec["state"] == "sideboarding" and rec["number"] == number
    await lobby.change(game, ready=["p0", "p1"], first=first, state="ready")
    for c in seats.values():
        assert await c.wait_until(lambda c: c.number == number and c.pregame is not None,
                                  30), c.number
    await lobby.wait_record(game, lambda r: r["state"] == "playing")


def test_a_best_of_3_match_with_sideboarding(one_node):
    url = one_node.urls[0]

    async def main():
        async with Lobby(url) as lobby:
            one_node.worker(0)
            game = await lobby.create({"alice": ALICE, "bob": BOB}, match=3, first="p0")
            await lobby.wait_record(game, lambda r: r["state"] == "playing")
            a = await seat(url, game, "p0", "alice")
            b = await seat(url, game, "p1", "bob")
            seats = {"alice": a, "bob": b}
            assert await begin(seats) == "alice"  # the record's first
            await ok(b, {"kind": "leave_game", "player": "bob"})
            rec = await lobby.wait_record(game, lambda r: r["state"] == "sideboarding")
            assert rec["score"] == {"p0": 1, "p1": 0} and rec["chooser"] == "p1"
            assert rec["number"] == 2 and rec["first"] is None and rec["winner"] is None
            # bob sideboards (the lobby checks the re-split and writes it) and goes first
            await lobby.decks.put(f"{game}.p1", json.dumps(BOB_2).encode())
            await next_game(lobby, game, seats, 2, "p1")
            assert a.view["hand_counts"] == {"alice": 7, "bob": 7}
            assert a.log_start == 0 and a.chat_messages == []  # a new game's view and log
            assert await begin(seats) == "bob"
            stored = await lobby.journal(game, 2)
            bobs = [stored.state.facts_of(c).name for c in stored.state.cards.values()
                    if c.owner == "bob"]
            assert bobs.count("Negate") == 3 and bobs.count("Counterspell") == 7
            await ok(a, {"kind": "leave_game", "player": "alice"})
            rec = await lobby.wait_record(game, lambda r: r["state"] == "sideboarding")
            assert rec["score"] == {"p0": 1, "p1": 1} and rec["chooser"] == "p0"
            await next_game(lobby, game, seats, 3, "p0")
            assert await begin(seats) == "alice"
            await ok(b, {"kind": "life", "player": "bob", "delta": -20})
            await ok(b, {"kind": "leave_game", "player": "bob"})  # (0 life: bob leaves)
            rec = await lobby.wait_record(game, lambda r: r["state"] == "over")
            assert rec["score"] == {"p0": 2, "p1": 1} and rec["winner"] == "p0"
            assert rec["number"] == 3
            for c in seats.values():
                await c.close()
    asyncio.run(asyncio.wait_for(main(), 180))


def test_a_worker_killed_during_sideboarding_the_match_goes_on_elsewhere(one_node):
    url = one_node.urls[0]

    async def main():
        async with Lobby(url) as lobby:
            first = one_node.worker(0)
            game = await lobby.create({"alice": ALICE, "bob": BOB}, match=3, first="p0")
            await lobby.wait_record(game, lambda r: r["state"] == "playing")
            second = one_node.worker(0)
            a = await seat(url, game, "p0", "alice")
            b = await seat(url, game, "p1", "bob")
            seats = {"alice": a, "bob": b}
            await begin(seats)
            await ok(a, {"kind": "leave_game", "player": "alice"})
            await lobby.wait_record(game, lambda r: r["state"] == "sideboarding")
            first.kill()  # SIGKILL while the players sideboard
            # the other worker takes the finished game 1 over once the lease runs out
            await lobby.wait_lease(game, lambda lease: lease and lease["pid"] == second.pid,
                                   what="the lease taken by the other worker")
            await next_game(lobby, game, seats, 2, "p0")  # alice lost: she chose
            assert await begin(seats) == "alice"
            await ok(b, {"kind": "leave_game", "player": "bob"})
            rec = await lobby.wait_record(game, lambda r: r["state"] == "sideboarding")
            assert rec["score"] == {"p0": 1, "p1": 1} and rec["number"] == 3
            for c in seats.values():
                await c.close()
    asyncio.run(asyncio.wait_for(main(), 180))
