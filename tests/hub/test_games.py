"""Hosted games (issue 30 items 4-5): a worker takes a ready game, builds it from each
player's own deck with the pregame (mulligans), runs it with its journal on JetStream, and
writes the end of the game into the record; no seat hears of another's hidden cards."""

from __future__ import annotations

import asyncio

from tabletop.rules.outcome import outcome

from .lobby import ALICE, BOB, CANARIES, Lobby
from .play import begin, leaks, ok, seat, turn

LANDS = {"alice": "Forest", "bob": "Island"}


def test_two_seats_play_their_own_decks_and_the_record_tells_the_end(one_node):
    url = one_node.urls[0]

    async def main():
        async with Lobby(url) as lobby:
            one_node.worker(0)
            game = await lobby.create({"alice": ALICE, "bob": BOB})
            rec = await lobby.wait_record(game, lambda r: r["state"] == "playing")
            assert rec["number"] == 1
            a = await seat(url, game, "p0", "alice")
            b = await seat(url, game, "p1", "bob")
            seats = {"alice": a, "bob": b}
            # the game starts in the pregame, seven cards each, from each player's own deck
            assert a.pregame is not None and a.view["hand_counts"] == {"alice": 7, "bob": 7}
            assert a.number == 1 and a.view["library_counts"] == {"alice": 33, "bob": 33}
            mine = {o["facts"]["name"] for o in a.view["objects"]
                    if o["zone"] == "hand" and o["owner"] == "alice"}
            assert mine <= {"Forest", "Grizzly Bears"}
            theirs = {o["facts"]["name"] for o in b.view["objects"]
                      if o["zone"] == "hand" and o["owner"] == "bob"}
            assert theirs <= {"Island", "Counterspell", "Unsummon"}
            await begin(seats)
            for _ in range(3):
                await turn(seats, LANDS)
            await ok(a, {"kind": "life", "player": "alice", "delta": -2})
            assert (await b.chat("good game"))["ok"]
            await ok(b, {"kind": "leave_game", "player": "bob"})  # bob concedes
            rec = await lobby.wait_record(game, lambda r: r["state"] == "over")
            assert rec["score"] == {"p0": 1, "p1": 0} and rec["winner"] == "p0"
            # the journal on the stream holds the game as the seats saw it
            await a.resync()
            stored = await lobby.journal(game)
            assert len(stored.log) == a.position
            assert outcome(stored.state).winner == "alice"
            assert stored.state.life["alice"] == 18
            assert leaks(seats, CANARIES) == []
            for c in seats.values():
                await c.close()
    asyncio.run(asyncio.wait_for(main(), 120))
