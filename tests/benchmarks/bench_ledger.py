"""The knowledge ledger of the storage benchmark's game (issue 31): `big_game(2000, 20_000)`,
2,000 objects and some 20,000 events, as `bench_storage.py` builds it.

    python tests/benchmarks/bench_ledger.py

Prints the best of three for the ledger's walk (`storage.ledger.ledger`), the whole ledger's
lines, one seat's lines (`ledgerview.seat_lines`: cuts, and a second walk for its view ids),
and `tabletop ledger FILE` and `--as A` end to end on the saved game (the file read and its log
replayed included)."""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tabletop import storage  # noqa: E402
from tabletop.storage.ledger import ledger  # noqa: E402
from tabletop.storage.ledgerview import judge_lines, seat_lines  # noqa: E402
from tests.storage.gamegen import big_game  # noqa: E402


def best(fn, runs: int = 3) -> float:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return min(out)


def main() -> int:
    game = big_game(2000, 20_000)
    events = sum(len(e.events) for e in game.log)
    print(f"game: {len(game.state.cards)} objects, {len(game.log)} entries, {events} events")
    book = ledger(game)
    print(f"ledger (walk):          {best(lambda: ledger(game)):.2f} s, {len(book.spans)} spans")
    print(f"  whole, as lines:      {best(lambda: judge_lines(ledger(game))):.2f} s")
    print(f"  as A, as lines:       {best(lambda: seat_lines(game, ledger(game), 'A')):.2f} s")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.json"
        path.write_bytes(storage.dump_game(game))
        for extra in ([], ["--as", "A"]):
            cmd = [sys.executable, "-m", "tabletop", "ledger", str(path), *extra]
            t = best(lambda c=cmd: subprocess.run(c, check=True, capture_output=True,
                                                  cwd=ROOT), 1)
            print(f"tabletop ledger {' '.join(extra) or '(whole)':8} {t:.2f} s end to end")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
