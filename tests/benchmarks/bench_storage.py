"""Storage benchmark: a game of 2,000 objects and 20,000 events, saved and loaded.

    python tests/benchmarks/bench_storage.py [--rules]

Budgets (issue 3): save <= 100 ms, load with replay <= 300 ms. Prints each figure beside its
budget, the best of several runs in wall time, with `json.loads` of the same bytes as a yardstick
of how fast this machine is right now (on a shared 2-core machine it varies by 2x). `--rules` also
times the full rules re-run (`verify="rules"`, what `tabletop validate` does), which has no
budget and takes far longer.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tabletop import storage  # noqa: E402
from tabletop.model import commands as C  # noqa: E402
from tabletop.rules import new_game  # noqa: E402
from tabletop.storage import codec  # noqa: E402
from tabletop.storage.replay import replay_log  # noqa: E402
from tests.storage.gamegen import big_game  # noqa: E402

RUNS = 7


def best(fn, runs: int = RUNS) -> float:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return min(out)


def row(label: str, seconds: float, budget: float | None = None) -> None:
    ms = seconds * 1000
    if budget is None:
        print(f"  {label:<44} {ms:9.1f} ms")
    else:
        verdict = "OK" if ms <= budget else "OVER"
        print(f"  {label:<44} {ms:9.1f} ms   budget {budget:5.0f} ms   {verdict}")


def main(argv: list[str]) -> int:
    t = time.perf_counter()
    game = big_game(2000, 20_000)
    events = sum(len(e.events) for e in game.log)
    changes = sum(len(ev.changes) for e in game.log for ev in e.events)
    print(f"game: {len(game.state.cards)} objects, {len(game.log)} log entries, {events} events, "
          f"{changes} primitive changes (built in {time.perf_counter() - t:.1f} s)")

    def cold_dump():
        codec._META.pop(game, None)
        return storage.dump_game(game)
    data = cold_dump()
    print(f"save file: {len(data) / 1e6:.2f} MB")
    print(f"results (best of {RUNS}):")
    row("save (dump_game, first save of the game)", best(cold_dump), 100)
    storage.dump_game(game)

    def warm_dump():
        game.apply(C.Advance("next_step"))
        storage.dump_game(game)
    row("save again after one more action (autosave)", best(warm_dump))
    for _ in range(RUNS):
        game.pop_entry()
    row("load with replay (load_game_bytes, default)", best(lambda: storage.load_game_bytes(
        data), 5), 300)
    doc, _ = codec.parse_document(data)
    row("  of which: parse + validate (pydantic)", best(lambda: codec.parse_document(data), 5))

    def build():
        setup = dict(doc["setup"])
        setup["facts"] = doc["facts"]
        return new_game(setup, seed=doc["seed"])
    row("  of which: build the setup", best(build))
    row("  of which: replay + check every change", best(lambda: replay_log(build(), doc["log"]),
                                                         5) - best(build))
    row("redacted export for one seat (export_for)", best(lambda: storage.export_for(game, "B"),
                                                           3))
    row("yardstick: json.loads of the same bytes", best(lambda: json.loads(data), 5))
    if "--rules" in argv:
        t = time.perf_counter()
        storage.load_game_bytes(data, verify="rules")
        row("load re-running every command (rules)", time.perf_counter() - t)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
