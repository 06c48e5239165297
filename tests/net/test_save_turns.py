"""A host of many games spreads their saves (issue 28): each game's timed saves fall on its own
beat of the period, and the saves due run one per turn of the event loop, never all at once.
Real games, real files, real journals; the savers ticked as each host ticks its own."""

from __future__ import annotations

import asyncio
import time

from tabletop.model import commands as C
from tabletop.net import durability as D
from tabletop.net.netstate import GAME_FILE, NetState
from tabletop.storage import load_game

from .games import canary_game

GAMES = 24
PERIOD = 1.0


def savers(tmp_path, n: int, period: float) -> list[D.Saver]:
    out = []
    for i in range(n):
        game = canary_game(id_prefix=f"g{i}-") if i % 2 else canary_game()
        net = NetState.new(game)
        saver = D.Saver(game, tmp_path / f"game{i}", net, sync=False, save_every=period)
        assert saver.save()
        out.append(saver)
    return out


def test_the_saves_of_many_games_are_spread_one_per_turn_of_the_loop(tmp_path):
    all_ = savers(tmp_path, GAMES, PERIOD)
    turn = 0
    made: list[tuple[int, float, int]] = []  # (turn of the loop, time, game)

    for i, s in enumerate(all_):
        def counted(s=s, i=i, save=s.save):
            made.append((turn, time.monotonic(), i))
            return save()
        s.save = counted  # (the real save, noted)

    async def turns():
        nonlocal turn
        while True:
            turn += 1
            await asyncio.sleep(0)

    async def host_tick(s: D.Saver):  # as `Host._watch`: every host's tick, at the same time
        for _ in range(int(3.5 * PERIOD / 0.1)):
            await asyncio.sleep(0.1)
            s.tick()

    async def main():
        counter = asyncio.get_running_loop().create_task(turns())
        for s in all_:  # one change each, journaled: each game has something to save
            assert s.game.apply(C.Life("A", -1), None).ok
            s.write()
        await asyncio.gather(*(host_tick(s) for s in all_))
        counter.cancel()

    created = [s._last_save for s in all_]
    asyncio.run(main())
    per_turn: dict[int, int] = {}
    for t, _, _ in made:
        per_turn[t] = per_turn.get(t, 0) + 1
    assert max(per_turn.values()) <= D.SAVES_PER_TURN, per_turn
    first: dict[int, float] = {}
    for _, when, i in made:
        first.setdefault(i, when)
    assert len(first) == GAMES  # each game saved on its beat ...
    times = sorted(first.values())
    assert times[-1] - times[0] > PERIOD / 3, times  # ... spread over the period
    # at least a period after its last save, within two (and the ticks' slack)
    assert all(PERIOD <= first[i] - created[i] <= 2 * PERIOD + 1.0 for i in first), \
        [first[i] - created[i] for i in first]
    for s in all_:  # what each saved is its game, and its journal starts over
        assert load_game(s.folder / GAME_FILE).state.life["A"] == s.game.state.life["A"]
        assert s.journal.size == 0


def test_a_game_s_beat_is_its_own_and_saves_are_at_least_a_period_apart(tmp_path):
    phases = {D.phase_of(f"game-{i}") for i in range(200)}
    assert len(phases) == 200 and all(0 <= p < 1 for p in phases)
    assert D.phase_of("game-1") == D.phase_of("game-1")  # the same in every run
    (s,) = savers(tmp_path, 1, 30.0)
    saved = s._last_save
    assert saved + 30.0 <= s._due < saved + 60.0
    assert abs(((s._due / 30.0) % 1) - s.phase) < 1e-6


def test_a_save_queued_for_its_turn_is_not_made_once_the_host_closed(tmp_path):
    (s,) = savers(tmp_path, 1, 0.01)
    assert s.game.apply(C.Life("A", -1), None).ok
    s.write()
    before = (s.folder / GAME_FILE).stat().st_mtime_ns

    async def main():
        time.sleep(0.02)
        s.tick()  # queued: its turn comes after this coroutine yields
        assert s._queued
        assert await s.close()  # the last save, whole, at once
        after = (s.folder / GAME_FILE).stat().st_mtime_ns
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert (s.folder / GAME_FILE).stat().st_mtime_ns == after  # nothing written since
        return after

    assert asyncio.run(main()) >= before
    assert load_game(s.folder / GAME_FILE).state.life["A"] == s.game.state.life["A"]
