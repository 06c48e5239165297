"""A re-issued invite (issue 25, case 5): the old invite's connection is told why ("your invite
was replaced by the host") and can no longer act, at once; a spectator's reissue ends only that
spectator's connection; a connection the server shuts out while the host is away says the same;
the new invite joins and plays. Real nats-server, real host, real clients."""

from __future__ import annotations

import asyncio

import pytest

from tabletop.net import protocol as P
from tabletop.net.errors import NetError
from tabletop.net.seat import SeatClient

from .games import canary_game
from .table import Table
from .test_faults import until


def run(coro) -> None:
    asyncio.run(asyncio.wait_for(coro, 30))


def test_the_old_invite_is_told_and_can_no_longer_act(tmp_path):
    game = canary_game()

    async def main():
        async with Table(tmp_path, game, spectators=2) as t:
            a, b = await t.seat("A"), await t.seat("B", timeout=2)
            told: list[str | None] = []
            b.on_status = lambda c: told.append(c.ended)
            w1, w2 = await t.seat("spectator 1"), await t.seat("spectator 2")
            old = t.invites["B"]
            new = await t.host.remove_seat("p1")
            assert new.password != old.password and new.user == old.user
            # told before the server closed it, in words
            assert b.ended == P.ByeReason.REPLACED and told == [P.ByeReason.REPLACED]
            assert b.ended_text() == "your invite was replaced by the host"
            assert b.closed and not b.host_online
            with pytest.raises(NetError, match="your invite was replaced by the host"):
                await b.send({"kind": "life", "player": "B", "delta": -1})
            # the old password is dead
            with pytest.raises(NetError, match="refused the invite.s user name or password"):
                await SeatClient(old, timeout=2).connect()
            # a spectator's invite: that spectator goes, the other watches on
            await t.host.remove_seat("w1")
            await until(lambda: w1.ended == P.ByeReason.REPLACED)
            assert w2.ended is None and not w2.closed
            assert (await a.send({"kind": "life", "player": "A", "delta": -1}))["ok"]
            await until(lambda: w2.view is not None and w2.view["life"]["A"] == 19)
            b2 = SeatClient(new)
            await b2.connect()
            t.clients["B2"] = b2
            assert (await b2.send({"kind": "life", "player": "B", "delta": -1}))["ok"]
            assert game.state.life == {"A": 19, "B": 19}
            await until(lambda: a.seats.get("B") == "connected")
    run(main())


def test_a_connection_shut_out_while_the_host_was_away_says_why(tmp_path):
    """The `bye` never reached it (here: B ignores its view subject): the server closing the
    connection for a password that no longer works says the same."""
    game = canary_game()

    async def main():
        async with Table(tmp_path, game) as t:
            b = await t.seat("B", timeout=2)
            await b._sub.unsubscribe()  # (deaf to the host's bye)
            await t.host.remove_seat("p1")
            await until(lambda: b.ended is not None)
            assert b.ended_text() == "your invite was replaced by the host"
    run(main())


def test_requests_still_on_their_way_from_the_old_invite_are_refused(tmp_path):
    """A burst the old connection sent just before the reissue: each request answered before
    the seat is taken again, none carried out after the reissue began."""
    game = canary_game()

    async def main():
        async with Table(tmp_path, game) as t:
            b = await t.seat("B", timeout=3)
            nc = b._nc
            inbox = nc.new_inbox()
            answers: list[dict] = []

            async def got(msg):
                answers.append(P.parse_message(msg.data, packed=True))
            await nc.subscribe(inbox, cb=got)
            life = game.state.life["B"]
            for i in range(40):  # published as fast as they go, then the reissue at once
                cmd = P.message(P.Kind.COMMAND, id=f"b{i}",
                                command={"kind": "life", "player": "B", "delta": -1})
                await nc.publish(P.cmd_subject(t.net.game, "p1"), P.encode(cmd), reply=inbox)
            await nc.flush()
            await t.host.remove_seat("p1")
            done = life - game.state.life["B"]
            assert done < 40  # the rest came after the reissue began: refused
            await asyncio.sleep(0.3)
            assert life - game.state.life["B"] == done  # and nothing is carried out later
            assert all(m.get("ok") or m.get("code") == P.ErrorCode.REPLACED for m in answers)
    run(main())
