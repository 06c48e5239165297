"""Seek benchmark: jump to any entry of the storage benchmark's long game (issues 28 and 31).

    python tests/benchmarks/bench_seek.py [--jumps N]

The game of `bench_storage.py` (2,000 objects, 20,000 events) is saved and loaded, as the replay
viewer opens a file; then `storage.game_at(game, n)` is timed for random entries `n` (the same
seeded ones each run), from the file's intermediate checkpoints (save format v10: one every
`CHECKPOINT_EVERY` entries). Budget (issue 31): a jump within 100 ms, median; the p95 is printed
beside it, with the load average (a shared 2-core machine varies by 2x). For comparison, the same
jumps in the same game without its intermediate checkpoints (from the setup or the end, as
formats v8 and v9 seeked).
"""

from __future__ import annotations

import gc
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tabletop import storage  # noqa: E402
from tabletop.storage import steps  # noqa: E402
from tabletop.storage.checkpoint import CHECKPOINT_EVERY  # noqa: E402
from tests.storage.gamegen import big_game  # noqa: E402

BUDGET_MS = 100.0
JUMPS = 60


def load_average() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def jumps(game, targets: list[int]) -> tuple[list[float], list[float]]:
    """The wall and CPU time of each `game_at(game, n)`, in ms (what was built freed between:
    on a shared machine the CPU time is the nearer to a quiet one's)."""
    wall, cpu = [], []
    for n in targets:
        gc.collect()
        t, c = time.perf_counter(), time.process_time()
        at = storage.game_at(game, n)
        wall.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
        assert len(at.log) == n
        del at
    return wall, cpu


def row(label: str, times: tuple[list[float], list[float]], budget: float | None = None) -> None:
    for what, ms in zip(("wall", "cpu"), times, strict=True):
        ms = sorted(ms)
        median, p95 = ms[len(ms) // 2], ms[min(len(ms) - 1, int(len(ms) * 0.95))]
        text = (f"  {label if what == 'wall' else '':<46} {what:>4}: median {median:7.1f} ms   "
                f"p95 {p95:7.1f} ms   max {ms[-1]:7.1f} ms")
        if budget is not None:
            text += f"   budget {budget:.0f} ms (median): {'OK' if median <= budget else 'OVER'}"
        print(text)


def main(argv: list[str]) -> int:
    n_jumps = int(argv[argv.index("--jumps") + 1]) if "--jumps" in argv else JUMPS
    t = time.perf_counter()
    data = storage.dump_game(big_game(2000, 20_000))
    game = storage.load_game_bytes(data)
    links = [link.entries for link in steps.chain(game)[1:]]
    print(f"game: {len(game.state.cards)} objects, {len(game.log)} log entries, "
          f"{sum(len(e.events) for e in game.log)} events; file {len(data) / 1e6:.2f} MB with "
          f"{len(links)} intermediate checkpoints (every {CHECKPOINT_EVERY:,} entries) "
          f"(built in {time.perf_counter() - t:.1f} s)")
    rng = random.Random(31)
    targets = [rng.randrange(len(game.log) + 1) for _ in range(n_jumps)]
    print(f"results ({n_jumps} jumps to random entries; load average {load_average()} on "
          f"{os.cpu_count()} cores):")
    row("jump to an entry (game_at, from the checkpoints)", jumps(game, targets), BUDGET_MS)
    steps._CHAINS.pop(game, None)  # the same game as formats v8 and v9 held it: setup and end only
    row("  the same without them (setup or end, as v9)", jumps(game, targets))
    print(f"at {load_average()} load average")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
