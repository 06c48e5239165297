"""The shared server's lobby under load (issue 30), on loopback with a real `tabletop server`:

    python tests/benchmarks/bench_hub.py [--accounts 200] [--games 100] [--rounds 500]

- list: `accounts` registered, `games` created (half with a second player), each game's
  creator connected; then the lobby list asked `rounds` times. Budget: p95 <= 100 ms.
- register, create, join: the time of each (a reply comes once the node's server reloaded its
  users with the new account or seat). No budget: printed.
- reload: from SIGHUP to "Reloaded server configuration" in the server's log, with every
  account in the config and `games` clients connected (nats-server checks each connected
  client's bcrypt hash again at a reload). No budget: printed.
The machine may be shared: the load average is printed beside the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import statistics
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tabletop.hub.client import CreateGame, register  # noqa: E402
from tests.hub.load import p95, populate, time_lists  # noqa: E402
from tests.hub.procs import ServerProcess  # noqa: E402

LIST_BUDGET = 0.100
STAMP = re.compile(r"(\d{4}/\d\d/\d\d \d\d:\d\d:\d\d\.\d+) \[INF\] (.*)")


def _ms(samples: list[float]) -> str:
    return (f"median {statistics.median(samples) * 1000:.1f} ms, p95 {p95(samples) * 1000:.1f} "
            f"ms (n={len(samples)})")


def reload_times(log: Path) -> list[float]:
    """Seconds from each SIGHUP to its 'Reloaded server configuration' line."""
    out, start = [], None
    for line in log.read_text(errors="replace").splitlines():
        m = STAMP.search(line)
        if not m:
            continue
        at = datetime.strptime(m.group(1), "%Y/%m/%d %H:%M:%S.%f").timestamp()
        if 'Trapped "hangup"' in m.group(2):
            start = at
        elif m.group(2).startswith("Reloaded server configuration") and start is not None:
            out.append(at - start)
            start = None
    return out


async def bench(url: str, folder: Path, args: argparse.Namespace) -> dict[str, list[float]]:
    clients = await populate(url, folder, args.accounts, args.games)
    figures: dict[str, list[float]] = {"list": await time_lists(clients, args.rounds)}
    figures["register"], figures["create"], figures["join"] = [], [], []
    for i in range(20):
        start = time.perf_counter()
        await register(url, f"late{i:02d}")
        figures["register"].append(time.perf_counter() - start)
        start = time.perf_counter()
        game, _ = await clients[i].create(CreateGame(seats=2))
        figures["create"].append(time.perf_counter() - start)
        start = time.perf_counter()
        await clients[i + 20].join(game)
        figures["join"].append(time.perf_counter() - start)
    for c in clients:
        await c.close()
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--accounts", type=int, default=200)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=500)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        node = ServerProcess(Path(tmp) / "home", Path(tmp) / "store").start()
        print(f"tabletop server at {node.url}; load average {os.getloadavg()[0]:.2f}")
        try:
            figures = asyncio.run(bench(node.url, Path(tmp), args))
            reloads = reload_times(node.store / "nats" / "nats-server.log")
        finally:
            node.stop()
    for name in ("register", "create", "join"):
        print(f"{name}: {_ms(figures[name])}")
    late = reloads[-40:]
    print(f"reload with {args.accounts}+ accounts, {args.games} clients connected: {_ms(late)}")
    figure = p95(figures["list"])
    ok = figure <= LIST_BUDGET
    print(f"list ({args.games} games, {args.accounts} accounts): {_ms(figures['list'])}; "
          f"budget p95 <= {LIST_BUDGET * 1000:.0f} ms: {'ok' if ok else 'OVER'}")
    print(f"load average now {os.getloadavg()[0]:.2f}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
