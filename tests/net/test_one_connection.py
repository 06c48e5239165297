"""One connection per seat, over a real nats-server (issue 25 item 7): two people could use one
invite, both act and chat as that seat, and nobody was told. Now the second connection takes the
seat over (a player who lost a laptop comes back with the same invite), the first is told at once
("taken over") and stops acting, and the host refuses whatever it still sends."""

from __future__ import annotations

import asyncio
import json

import pytest

from tabletop.net import protocol as P
from tabletop.net.conns import TAKEN_OVER, Connections
from tabletop.net.errors import NetError
from tabletop.net.seat import Refused, SeatClient

from .games import canary_game
from .table import Table


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


def test_a_second_connection_takes_the_seat_over_and_the_first_is_told(tmp_path):
    game = canary_game()

    async def main():
        async with Table(tmp_path, game) as t:
            first, b = await t.seat("A"), await t.seat("B")
            statuses: list[bool] = []
            first.on_status = lambda c: statuses.append(c.host_online)
            assert (await first.chat("first here"))["ok"]
            second = SeatClient(t.invites["A"])
            await second.connect()  # the same invite, elsewhere: it takes the seat over
            try:
                assert await first.wait_until(lambda c: c.taken_over is not None, 5)
                assert first.taken_over == TAKEN_OVER and "taken over" in first.taken_over
                assert not first.host_online and statuses[-1] is False  # the window says so
                told = [m for m in t.received["A"] if m.get("code") == "taken-over"]
                assert told and told[0]["conn"] == first.conn and told[0]["token"] == "p0"
                n = len(game.log)
                for act in (first.send({"kind": "life", "player": "A", "delta": -1}),
                            first.chat("me too"), first.undo()):
                    with pytest.raises(Refused) as err:
                        await act
                    assert err.value.code == "taken-over"
                # the host refuses the first connection's requests too (sent by hand here: the
                # first client sends nothing any more), its chat and its commands alike
                subject = P.cmd_subject(t.net.game, "p0")
                for msg in (P.message(P.Kind.CHAT, text="sneaky", conn=first.conn),
                            P.message(P.Kind.COMMAND, id="c9", conn=first.conn,
                                      command={"kind": "life", "player": "A", "delta": -1}),
                            P.message(P.Kind.PING, conn=first.conn),
                            P.message(P.Kind.CHAT, text="no conn")):
                    reply = json.loads((await second._nc.request(subject, P.encode(msg),
                                                                 timeout=5)).data)
                    assert reply["kind"] == "error" and reply["code"] == "taken-over", reply
                    assert reply["message"] == TAKEN_OVER
                assert len(game.log) == n  # nothing of it entered the game
                # the second acts and chats as the seat; every seat sees it, and the seat
                # stays connected
                assert (await second.send({"kind": "life", "player": "A", "delta": -1}))["ok"]
                assert (await second.chat("it's me, on my new laptop"))["ok"]
                assert await b.wait_until(lambda c: c.chat_messages and c.chat_messages[-1][
                    "text"] == "it's me, on my new laptop", 5)
                assert t.host.seat_status()["A"] == "connected"
                assert [m["text"] for m in second.chat_messages if m["from"] == "A"] == [
                    "first here", "it's me, on my new laptop"]
                # and the first player comes back the same way: the second is told in turn
                third = SeatClient(t.invites["A"])
                await third.connect()
                assert await second.wait_until(lambda c: c.taken_over is not None, 5)
                assert (await third.send({"kind": "life", "player": "A", "delta": 1}))["ok"]
                await second.close()  # (its goodbye is not sent: the seat stays connected)
                await asyncio.sleep(0.2)
                assert t.host.seat_status()["A"] == "connected"
                await third.close()
            finally:
                await second.close()
    run(main())


def test_a_spectators_invite_is_one_connection_too(tmp_path):
    game = canary_game()

    async def main():
        async with Table(tmp_path, game, spectators=2) as t:
            w1, other = await t.seat("spectator 1"), await t.seat("spectator 2")
            again = SeatClient(t.invites["spectator 1"])
            await again.connect()
            try:
                assert await w1.wait_until(lambda c: c.taken_over is not None, 5)
                assert other.taken_over is None  # (the notice names its token and connection)
                with pytest.raises(Refused):
                    await w1.chat("hello")
                assert (await again.chat("hello"))["ok"]
                assert (await other.chat("hi"))["ok"]
            finally:
                await again.close()
    run(main())


def test_a_new_invite_takes_the_seat_and_the_old_one_acts_no_more(tmp_path):
    game = canary_game()

    async def main():
        async with Table(tmp_path, game) as t:
            assert t.host is not None
            a = await t.seat("A")
            invite = await t.host.remove_seat("p0")
            client = SeatClient(invite)
            await client.connect()
            try:
                assert (await client.send({"kind": "life", "player": "A", "delta": -1}))["ok"]
                with pytest.raises(NetError):  # (its old credentials closed its connection)
                    await a.send({"kind": "life", "player": "A", "delta": -1})
            finally:
                await client.close()
    run(main())


def test_connections_rules():
    c = Connections()
    hello, ping, bye = ({"kind": k, "conn": "one"} for k in ("hello", "ping", "bye"))
    assert c.admit("p0", hello) is None  # the first holds it
    assert c.admit("p0", ping) is None
    assert c.admit("p0", {"kind": "hello", "conn": "two"}) == "one"  # taken over from "one"
    with pytest.raises(P.ProtocolError) as err:
        c.admit("p0", ping)
    assert err.value.code == "taken-over"
    with pytest.raises(P.ProtocolError):
        c.admit("p0", bye)  # its goodbye does not free the seat
    assert c.admit("p0", {"kind": "bye", "conn": "two"}) is None
    assert c.admit("p0", ping) is None  # free: the next request holds it
    assert c.admit("p1", {"kind": "ping"}) is None  # (a connection that names none: "")
    with pytest.raises(P.ProtocolError):
        c.admit("p1", ping)
    assert c.notice("p0", "one") == {"proto": 1, "kind": "error", "code": "taken-over",
                                     "message": TAKEN_OVER, "token": "p0", "conn": "one"}
