"""The host's journal: every acknowledged change on disk (fsync per record), put back on the
saved game after a crash, a line cut short by the crash skipped."""

from __future__ import annotations

import statistics

from tabletop.model import commands as C
from tabletop.net import journal as J
from tabletop.storage import dump_game, load_game_bytes

from .games import canary_game


def test_replay_puts_back_what_the_save_lacks(tmp_path):
    game = canary_game()
    saved = dump_game(game)
    path = tmp_path / "game.journal"
    j = J.Journal(path)
    n = len(game.log)
    for cmd in (C.Draw("A", 1), C.Life("B", -3), C.Tap(game.state.zones["battlefield"][0])):
        out = game.apply(cmd, None)
        assert out.ok
        j.push(len(game.log) - 1, out.entry)
    game.pop_entry()
    j.pop(len(game.log))
    j.close()
    with open(path, "ab") as f:  # a record the crash cut short: never acknowledged
        f.write(b'{"op":"push","n":99,"entry":{"comm')
    again = load_game_bytes(saved)
    added = J.replay(again, path)
    assert added == 2 and len(again.log) == n + 2
    assert dump_game(again) == dump_game(game)
    # a journal replayed onto a save that already holds some of it adds only the rest
    assert J.replay(again, path) == 0


def test_each_record_is_synced_and_what_it_costs(tmp_path):
    game = canary_game()
    synced, unsynced = J.Journal(tmp_path / "a"), J.Journal(tmp_path / "b", sync=False)
    entry = game.log[-1]
    for _ in range(50):
        synced.push(0, entry)
        unsynced.push(0, entry)
    med = statistics.median(synced.timings) * 1000
    p95 = sorted(synced.timings)[int(len(synced.timings) * 0.95)] * 1000
    base = statistics.median(unsynced.timings) * 1000
    print(f"journal record with fsync: median {med:.2f} ms, p95 {p95:.2f} ms "
          f"(without fsync {base:.3f} ms); budget 40 ms p95 for a command")
    assert len(J.records(tmp_path / "a")) == 50
    assert med > base  # (the sync is really done)


def test_a_group_of_records_is_synced_once_off_the_event_loop(tmp_path):
    import asyncio
    game = canary_game()
    j = J.Journal(tmp_path / "j")

    async def main():
        for i in range(20):
            j.push(i, game.log[-1], sync=False)
        assert j._synced == 0
        t = len(j.timings)
        await asyncio.gather(*(j.flush() for _ in range(5)))
        assert j._synced == j._written == 20 and len(j.timings) == t + 1  # one fsync
    asyncio.run(main())
    assert len(J.records(tmp_path / "j")) == 20
