"""A seat's `updates()`: the welcomes and updates from the call on, and none kept for a seat
that does not iterate it (every update of a long game was kept in memory before)."""

from __future__ import annotations

import asyncio

import pytest

from .games import canary_game
from .table import Table


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


def test_a_seat_that_does_not_iterate_keeps_no_update(tmp_path):
    async def main():
        async with Table(tmp_path, canary_game()) as t:
            a, b = await t.seat("A"), await t.seat("B")
            for value in range(30):
                assert (await a.send({"kind": "life", "player": "A", "set_to": value}))["ok"]
            assert await b.wait_until(lambda c: c.view["life"]["A"] == 29, 10)
            assert len([m for m in t.received["B"] if m["kind"] == "update"]) >= 30
            assert a._queue is None and b._queue is None  # nothing held for a reader
    run(main())


def test_updates_gives_what_comes_after_the_call_and_ends_at_close(tmp_path):
    async def main():
        async with Table(tmp_path, canary_game()) as t:
            a, b = await t.seat("A"), await t.seat("B")
            assert (await a.send({"kind": "life", "player": "A", "set_to": 7}))["ok"]
            assert await b.wait_until(lambda c: c.view["life"]["A"] == 7, 10)
            got: list[dict] = []

            async def read():
                async for doc in b.updates():
                    got.append(doc)
            reader = asyncio.create_task(read())
            await asyncio.sleep(0)  # (the iteration has started: what follows is its)
            with pytest.raises(RuntimeError):  # one iteration at a time
                await b.updates().__anext__()
            for value in (11, 12, 13):
                assert (await a.send({"kind": "life", "player": "A", "set_to": value}))["ok"]
            assert await b.wait_until(lambda c: c.view["life"]["A"] == 13, 10)
            await asyncio.sleep(0)
            boards = [(d.get("diff") or {}).get("board", d.get("view")) for d in got]
            lives = [x["life"]["A"] for x in boards if x]  # (not those of a status only)
            assert lives[-3:] == [11, 12, 13] and 7 not in lives
            assert [d["seq"] for d in got] == sorted(d["seq"] for d in got)
            await b.close()
            await asyncio.wait_for(reader, 5)  # the iteration ended with the client
            assert b._queue is None
    run(main())
