"""The chess clock of a hosted game (issue 30 item 3, hub.clock): the worker runs one clock at a
time (the priority holder's, else the active player's; none in the pregame or once the game
is over), sends it with every view, journals it, and a player whose time runs out loses the
game through the ordinary game-over path; a worker taking the game over continues it.

Clocks of a few seconds: the lobby's minimum is 60 s (CreateReq), so these tests write the
record as the lobby would with a shorter clock (tests/hub/lobby.py: the internal user; the
worker runs any positive clock a record holds)."""

from __future__ import annotations

import asyncio
import json
import time
from types import SimpleNamespace

from tabletop.hub import jsjournal as JJ
from tabletop.hub import match as M
from tabletop.hub.clock import Clock, runner
from tabletop.hub.store import journal_subject
from tabletop.net import protocol as P

from .lobby import ALICE, BOB, Lobby
from .play import begin, ok, seat


async def _clock_of(c, test, timeout: float = 10.0) -> dict:
    assert await c.wait_until(lambda c: c.clock is not None and test(c.clock), timeout), \
        c.clock
    return c.clock


def _ran_out(c, who: str) -> bool:
    return any(m["text"] == f"{who}'s time ran out" for m in c.chat_messages)


def test_the_clock_follows_priority_and_an_idle_seat_loses_on_time(one_node):
    url = one_node.urls[0]

    async def main():
        async with Lobby(url) as lobby:
            one_node.worker(0)
            game = await lobby.create({"alice": ALICE, "bob": BOB}, first="p0", clock=6)
            await lobby.wait_record(game, lambda r: r["state"] == "playing")
            a = await seat(url, game, "p0", "alice")
            b = await seat(url, game, "p1", "bob")
            # the pregame: every seat sees the clock, none runs (the mulligans)
            assert a.clock is not None and a.clock["running"] is None
            assert a.clock["remaining"] == {"alice": 6000, "bob": 6000}
            await asyncio.sleep(0.5)
            assert a.clock_left() == {"alice": 6000, "bob": 6000}
            assert await begin({"alice": a, "bob": b}) == "alice"
            # alice holds priority in her main phase: her clock runs, as every view says
            ca = await _clock_of(a, lambda c: c["running"] == "alice")
            assert a.priority == "alice" and abs(ca["at"] / 1000 - time.time()) < 5
            await _clock_of(b, lambda c: c["running"] == "alice")
            await asyncio.sleep(0.4)
            assert a.clock_left()["alice"] < ca["remaining"]["alice"]  # counted down here
            # she passes priority: bob's clock runs, hers stopped with what she has left
            await ok(a, {"kind": "pass_priority", "player": "alice"})
            cb = await _clock_of(b, lambda c: c["running"] == "bob")
            assert b.priority == "bob"
            kept = cb["remaining"]["alice"]
            assert 1000 < kept < 6000 and cb["remaining"]["bob"] > 5500
            await asyncio.sleep(0.5)
            assert b.clock_left()["alice"] == kept
            # bob does nothing: his time runs out, he loses as by a concession
            rec = await lobby.wait_record(game, lambda r: r["state"] == "over", 15)
            assert rec["winner"] == "p0" and rec["score"] == {"p0": 1, "p1": 0}
            for c in (a, b):
                assert await c.wait_until(lambda c: _ran_out(c, "bob"), 5)
                assert await c.wait_until(lambda c: "bob" in c.view["left"], 5)
            end = await _clock_of(a, lambda c: c["running"] is None)
            assert end["remaining"]["bob"] == 0 and end["remaining"]["alice"] == kept
            # the journal holds the clock's changes as data (a replay computes nothing)
            found = await JJ.read_journal(lobby.js, journal_subject(game, 1))
            assert found is not None and found[3]["remaining"] == end["remaining"]
            msgs = await JJ.read_messages(lobby.js, journal_subject(game, 1), found[1])
            clocks = [r for r in JJ.records_of(msgs) if r["op"] == "clock"]
            assert [r["running"] for r in clocks][:3] == [None, "alice", "bob"]
            assert clocks[-1]["running"] is None
            for c in (a, b):
                await c.close()
    asyncio.run(asyncio.wait_for(main(), 90))


def test_the_clock_continues_after_its_worker_is_killed(one_node):
    url = one_node.urls[0]

    async def main():
        async with Lobby(url) as lobby:
            first = one_node.worker(0)
            game = await lobby.create({"alice": ALICE, "bob": BOB}, first="p0", clock=12)
            await lobby.wait_record(game, lambda r: r["state"] == "playing")
            second = one_node.worker(0)
            a = await seat(url, game, "p0", "alice")
            b = await seat(url, game, "p1", "bob")
            await begin({"alice": a, "bob": b})
            await asyncio.sleep(1.0)
            await ok(a, {"kind": "pass_priority", "player": "alice"})
            cb = await _clock_of(b, lambda c: c["running"] == "bob")
            kept = cb["remaining"]["alice"]
            run = b.run
            first.kill()  # SIGKILL: the last clock record is all the next worker has
            killed = time.monotonic()
            # the other worker takes the game over: bob's clock goes on from the journal,
            # the failover (lease run out: some 5 s) charged to nobody
            back = await _clock_of(b, lambda c: b.run != run, 30)
            assert time.monotonic() - killed > 3
            assert (await lobby.lease(game))["pid"] == second.pid
            assert back["running"] == "bob" and back["remaining"]["alice"] == kept
            assert cb["remaining"]["bob"] - 1000 <= back["remaining"]["bob"] <= \
                cb["remaining"]["bob"]
            rec = await lobby.wait_record(game, lambda r: r["state"] == "over", 30)
            assert rec["winner"] == "p0"
            assert await a.wait_until(lambda c: _ran_out(c, "bob"), 5)
            for c in (a, b):
                await c.close()
    asyncio.run(asyncio.wait_for(main(), 120))


def test_a_game_without_a_clock_sends_none(one_node):
    url = one_node.urls[0]

    async def main():
        async with Lobby(url) as lobby:
            one_node.worker(0)
            game = await lobby.create({"alice": ALICE, "bob": BOB})
            await lobby.wait_record(game, lambda r: r["state"] == "playing")
            a = await seat(url, game, "p0", "alice")
            assert a.clock is None and a.clock_left() is None
            assert not any('"clock"' in m for m in a.received)
            await a.close()
    asyncio.run(asyncio.wait_for(main(), 60))


# -- the clock's rules, without a server -------------------------------------------------------

def _state(**kw):
    base = {"players": ["alice", "bob"], "left": [], "ended": False, "life": {},
            "player_counters": {}, "step": "main1", "active": "alice", "priority": None,
            "requests": []}
    return SimpleNamespace(**{**base, **kw})


def test_whose_clock_runs():
    assert runner(_state(step="pregame", priority=None)) is None  # the mulligans
    assert runner(_state(priority="bob")) == "bob"
    assert runner(_state(priority=None)) == "alice"  # a resolution, an untap step
    asked = [{"id": 1, "by": "alice", "to": "bob"}]
    assert runner(_state(priority="alice", requests=asked)) == "bob"  # the table waits
    assert runner(_state(left=["bob"], priority="alice")) is None  # over
    assert runner(_state(ended=True, priority="alice")) is None


def test_the_clock_charges_only_the_running_player():
    clock = Clock.start(["alice", "bob"], 60)
    assert clock.follow(_state(priority="alice"), 100.0)
    assert clock.record(3, 100.0) == {"op": "clock", "running": "alice", "n": 3,
                                      "remaining": {"alice": 60000, "bob": 60000}}
    assert clock.follow(_state(priority="bob"), 110.5)
    assert clock.left(112.0) == {"alice": 49500, "bob": 58500}
    assert not clock.follow(_state(priority="bob"), 113.0)  # (still bob's)
    assert clock.out(170.0) is None and clock.out(171.0) == "bob"
    assert clock.next_check(112.0) == 58.5
    back = Clock.from_record(clock.record(9, 112.0), ["alice", "bob"])
    assert back is not None and back.remaining == {"alice": 49500, "bob": 58500}
    assert Clock.from_record({"op": "clock", "remaining": {"x": 1}}, ["alice"]) is None


def test_clock_messages_are_checked():
    doc = P.message(P.Kind.UPDATE, seq=1, clock={"remaining": {"alice": 5}, "running": None,
                                                 "at": 1})
    assert P.parse_message(P.encode(doc))["clock"]["remaining"] == {"alice": 5}
    bad = P.message(P.Kind.UPDATE, seq=1, clock={"remaining": {"alice": -5}, "running": None,
                                                 "at": 1})
    try:
        P.parse_message(P.encode(bad))
    except P.ProtocolError as exc:
        assert "'clock'" in exc.message
    else:
        raise AssertionError("a negative time was taken")


# -- a drawn game in a match -------------------------------------------------------------------

def _rec(match: int = 3, number: int = 1, score=(0, 0), chooser=None) -> dict:
    return {"id": "abcdefghij", "match": match, "number": number, "chooser": chooser,
            "score": {"p0": score[0], "p1": score[1]},
            "seats": [{"token": "p0", "account": "alice"}, {"token": "p1", "account": "bob"}]}


def _ended(kind: str):
    life = {"alice": 0, "bob": 0} if kind == "draw" else {"alice": 20, "bob": 0}
    return SimpleNamespace(state=_state(life=life, left=["bob"]))


def test_a_drawn_game_is_played_and_scores_nobody():
    draw, alice_wins = _ended("draw"), _ended("win")
    # game 1 drawn: game 2 follows, the first seat chooses (nobody chose before)
    after = M.finished(_rec(), draw)
    assert after["state"] == "sideboarding" and after["number"] == 2
    assert after["score"] == {"p0": 0, "p1": 0} and after["chooser"] == "p0"
    # game 2 drawn after bob chose: bob chooses again
    after = M.finished(_rec(number=2, chooser="p1"), draw)
    assert after["state"] == "sideboarding" and after["chooser"] == "p1"
    # three games played: the match ends; more wins takes it, else a drawn match
    after = M.finished(_rec(number=3, score=(1, 0), chooser="p1"), draw)
    assert after["state"] == "over" and after["winner"] == "p0"
    after = M.finished(_rec(number=3, score=(1, 1), chooser="p1"), draw)
    assert after["state"] == "over" and after["winner"] is None
    after = M.finished(_rec(number=3), draw)
    assert after["state"] == "over" and after["winner"] is None
    # two wins end it early, as before
    after = M.finished(_rec(number=2, score=(1, 0)), alice_wins)
    assert after["state"] == "over" and after["winner"] == "p0"
    assert after["score"] == {"p0": 2, "p1": 0}
    # a match of one: a draw is over with no winner
    after = M.finished(_rec(match=1), draw)
    assert after["state"] == "over" and after["winner"] is None


# -- the command line: `play --new --clock`, `games` -------------------------------------------

def test_play_new_with_a_clock_and_games_show_it(hub, tmp_path):
    from tests.hub.procs import tabletop
    home = tmp_path / "home"
    creds = tmp_path / "alice.creds"
    assert tabletop(home, "register", "alice", "--server", hub.url, "--out",
                    str(creds)).returncode == 0
    base = ["play", "--server", hub.url, "--creds", str(creds)]
    new = tabletop(home, *base, "--new", "--seats", "2", "--clock", "90", "--headless",
                   "--timeout", "1")
    first = new.stdout.splitlines()[0]
    assert first.startswith("game "), (new.stdout, new.stderr)
    listed = tabletop(home, "games", "--server", hub.url, "--creds", str(creds), "--json")
    [record] = json.loads(listed.stdout)["games"]
    assert record["id"] == first[5:] and record["clock"] == 90
    text = tabletop(home, "games", "--server", hub.url, "--creds", str(creds))
    assert "clock 1:30" in text.stdout
    for bad in (["--new", "--seats", "2", "--clock", "5"], ["--game", record["id"],
                                                            "--clock", "90"]):
        done = tabletop(home, *base, *bad)
        assert done.returncode == 2 and "--clock" in done.stderr, done.stderr
