"""The host and the cyclic garbage collector (issue 28: 100 games on one host), with the real
nats-server: a started host sets what is alive (its game among it) aside from the collector's
full passes, whose walks over every game's state made the tail of the commands' latency; a
stopped host gives it all back, so what a stopped game leaves is freed."""

from __future__ import annotations

import asyncio
import gc
import weakref

from .games import canary_game
from .table import Table


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 30))


def collected(obj) -> bool:
    """Whether the collector's passes walk `obj` (it is in one of its generations)."""
    return any(o is obj for o in gc.get_objects())


def test_a_running_hosts_game_is_out_of_the_collectors_passes_until_it_stops(tmp_path):
    game = canary_game()
    assert collected(game.state)

    async def main():
        async with Table(tmp_path, game) as t:
            assert not collected(game.state) and not collected(t.host)
            a = await t.seat("A")
            start = game.state.life["A"]
            r = await a.send({"kind": "life", "player": "A", "delta": -2})
            assert r["ok"], r
            gc.collect()  # (a full pass: the game plays on, untouched)
            r = await a.send({"kind": "life", "player": "A", "delta": -1})
            assert r["ok"], r
            await asyncio.sleep(0.2)
            assert a.view["life"]["A"] == game.state.life["A"] == start - 3
        assert collected(game.state) and gc.get_freeze_count() == 0
    run(main())


def test_a_stopped_host_is_freed(tmp_path):
    refs = []

    async def main():
        async with Table(tmp_path, canary_game()) as t:
            refs.extend([weakref.ref(t.host), weakref.ref(t.host.game)])
            a = await t.seat("A")
            assert (await a.send({"kind": "life", "player": "A", "delta": -1}))["ok"]
    run(main())
    gc.collect()
    assert [r() for r in refs] == [None, None]
