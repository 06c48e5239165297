"""Hosted games (issue 30 items 4-5): a worker takes a ready game, builds it from each
player's own deck with the pregame (mulligans), runs it with its journal on JetStream, and
writes the end of the game into the record; no seat hears of another's hidden cards."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys

from tabletop.rules.outcome import outcome

from .lobby import ALICE, BOB, CANARIES, Lobby
from .nodes import ROOT
from .play import begin, leaks, ok, seat, turn

LANDS = {"alice": "Forest", "bob": "Island"}


def test_two_seats_play_their_own_decks_and_the_record_tells_the_end(one_node):
    url = one_node.urls[0]

    async def main():
        async with Lobby(url) as lobby:
            one_node.worker(0)
            game = await lobby.create({"alice": ALICE, "bob": BOB}, watchers=("carol",))
            rec = await lobby.wait_record(game, lambda r: r["state"] == "playing")
            assert rec["number"] == 1
            a = await seat(url, game, "p0", "alice")
            b = await seat(url, game, "p1", "bob")
            carol = await seat(url, game, "w1", "carol")  # a spectator: public information
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
            await a.resync()  # lands were played (no land in any of 3 hands: about 1 in 10^7)
            assert any(o["zone"] == "battlefield" for o in a.view["objects"]), a.view
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
            # the spectator hears the game as the host publishes it: waited for
            assert await carol.wait_until(lambda c: c.view["life"] == {"alice": 18, "bob": 20}
                                          and len(c.chat_messages) >= 1, 10), carol.view
            assert [m["text"] for m in carol.chat_messages] == ["good game"]
            assert leaks({"carol": carol}, CANARIES) == []
            for c in (*seats.values(), carol):
                await c.close()
    asyncio.run(asyncio.wait_for(main(), 120))


def test_a_deck_the_cards_cant_make_suspends_the_game_with_words(one_node):
    url = one_node.urls[0]

    async def main():
        async with Lobby(url) as lobby:
            one_node.worker(0)
            bad = {"main": [{"name": "Forest", "count": 20},
                            {"name": "Qwxzy Not A Card", "count": 2}]}
            game = await lobby.create({"alice": ALICE, "bob": bad})
            rec = await lobby.wait_record(game, lambda r: r["state"] == "suspended")
            assert "Qwxzy Not A Card" in rec["problem"] and "unknown" in rec["problem"]
            # the worker writes `suspended` first and gives the lease back after (the other
            # order would show a ready game free for any worker while this one still runs
            # it): the lease goes a moment after the record says so. Deleted, not run out:
            # a lease left to run out stays in the bucket and this never holds.
            await lobby.wait_lease(game, lambda lease: lease is None, what="lease given back")
    asyncio.run(asyncio.wait_for(main(), 60))


def test_the_worker_says_what_is_wrong_with_its_command_line(tmp_path):
    done = subprocess.run([sys.executable, "-m", "tabletop.hub.worker", "--creds-file",
                           str(tmp_path / "none.json"), "--node", "n1", "--store",
                           str(tmp_path / "work")], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 3
    assert "can't read the worker's credentials" in done.stderr
    assert "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1
