"""The host's views per command, in process (no NATS): what `Views.update` costs for every
seat after one command, on a small and a large board (issue 28, item 1).

    python tests/benchmarks/bench_views.py [--json] [--commands 200]

Prints the median host CPU time per command (ms) of a small (~50 objects) and a large (~2,000
objects) board, 2 seats, for the same stream of random commands."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tabletop.model import commands as C  # noqa: E402
from tabletop.net.netstate import NetState  # noqa: E402
from tabletop.net.views import Views  # noqa: E402
from tabletop.rules import new_game  # noqa: E402
from tests.storage.gamegen import random_setup  # noqa: E402


def board(n_objects: int, seed: int = 5):
    rng = random.Random(seed)
    game = new_game(random_setup(rng, int(n_objects * 1.6), mode="assist", tag="b"), seed=seed)
    return game


def commands(game, rng: random.Random):
    st = game.state
    p = rng.choice(st.players)
    bf = st.zones["battlefield"]
    roll = rng.random()
    if roll < 0.3:
        return C.Life(p, delta=rng.choice((-1, 1))), p
    if roll < 0.6 and bf:
        c = rng.choice(bf)
        return (C.Untap(c) if st.cards[c].tapped else C.Tap(c)), None
    if roll < 0.8:
        return C.Draw(p, 1), p
    hand = st.zones[f"{p}:hand"]
    if hand:
        return C.Play(p, rng.choice(hand)), p
    return C.Life(p, delta=1), p


def run(n_objects: int, n: int) -> float:
    game = board(n_objects)
    net = NetState.new(game, seats=list(game.state.players))
    views = Views(game, net)
    if hasattr(views, "changed"):  # (the views follow the changes; before: rebuilt)
        game.subscribe(lambda events, how: views.changed(events))
    status: dict = {}
    for sv in views.values():
        views.update(sv, [], status)
    rng = random.Random(1)
    times = []
    for _ in range(n):
        cmd, actor = commands(game, rng)
        start = time.process_time()
        if game.apply(cmd, actor, override=True).ok and not hasattr(views, "changed"):
            views.version += 1
        for sv in views.values():
            views.update(sv, [], status)
        times.append((time.process_time() - start) * 1000)
    objects = sum(len(m) for k, m in game.state.zones.items() if not k.endswith(":library"))
    print(f"  {objects} objects: median {statistics.median(times):.2f} ms", file=sys.stderr)
    return statistics.median(times)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--commands", type=int, default=200)
    a = ap.parse_args()
    out = {"host_cmd_ms": {"small": run(50, a.commands), "large": run(2000, a.commands)}}
    out["ratio"] = out["host_cmd_ms"]["large"] / out["host_cmd_ms"]["small"]
    print(json.dumps(out))
