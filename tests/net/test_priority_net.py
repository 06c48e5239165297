"""Priority over the network (issue 29): a seat passes the priority it holds, the command
flowing as any other; it may not pass another seat's, nor one it does not hold; every seat's
welcome and updates say who holds it, and a seat's board shows it."""

from __future__ import annotations

import asyncio

from tabletop.model import commands as C

from .games import canary_game
from .table import Table


def run(coro, timeout: float = 60):
    return asyncio.run(asyncio.wait_for(coro, timeout))


def test_seats_pass_priority_and_every_seat_is_told(tmp_path):
    game = canary_game(mode="strict")
    st = game.state
    if st.resolving is not None:  # (the canary's morph resolved: its resolution is finished)
        assert game.apply(C.FinishResolution()).ok
    first = st.priority
    assert first == st.active
    other = next(p for p in st.players if p != first)

    async def main():
        async with Table(tmp_path, game, spectators=1) as t:
            a, b = await t.seat(first), await t.seat(other)
            w = await t.seat("spectator 1")
            for c in (a, b, w):
                assert c.priority == first and c.resolving is False
            # not another seat's priority, and not one the seat does not hold
            r = await b.send({"kind": "pass_priority", "player": first})
            assert not r["ok"] and "NOT-YOUR-OBJECT" in [v["id"] for v in r["verdicts"]]
            r = await b.send({"kind": "pass_priority", "player": other})
            assert not r["ok"] and "PRIORITY-NOT-HOLDER" in [v["id"] for v in r["verdicts"]]
            assert st.priority == first and st.priority_passed == []
            r = await a.send({"kind": "pass_priority", "player": first})
            assert r["ok"] and "PRIORITY-PASSED" in [v["id"] for v in r["verdicts"]], r
            assert st.priority == other and st.priority_passed == [first]
            for c in (a, b, w):
                assert await c.wait_until(lambda c: c.priority == other, 5)
            assert b.board().view.priority == other
            # the seat's own undo of its pass: the holder is back
            r = await b.send({"kind": "pass_priority", "player": other})
            assert r["ok"] and st.priority == first
            r = await b.undo()
            assert r["ok"] and st.priority == other
            assert await a.wait_until(lambda c: c.priority == other, 5)
        assert t.check_no_leaks() > 0
    run(main())
