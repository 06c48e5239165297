"""The tail of command -> every seat's view on loopback (issue 28, item 2), and how it grows
with the seats:

    python tests/benchmarks/bench_tail.py [--commands 300] [--seats 2 4 8] [--json]

For each number of seats: one game (the small canary board), its host in this process, the
seats' clients in another, a seat's life change sent by the seats in turn (paced under the rate
limit, as `bench_net.py`); p50 and p95 of the time until every seat's view shows it, and the
host's CPU time per command (this process: the host and its NATS client). Keys as
bench_scale.py's: `seats_p95_ms` {2, 8}, `net_p95_ms_4`, and with `--boards` `host_cmd_ms`
{small, large} (2 seats, the same life change on a ~50 and a ~2,000-object board)."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import bench_net as B  # noqa: E402

from tabletop.net import protocol as P  # noqa: E402
from tabletop.net import server as srv  # noqa: E402

PLAYERS = "ABCDEFGH"


async def host_board(server: srv.EmbeddedServer, folder: Path, objects: int) -> list:
    """A 2-seat game of about `objects` objects off the libraries, hosted in this process."""
    import random

    from tabletop.net.host import Host, NetState
    from tabletop.rules import new_game
    from tests.storage.gamegen import random_setup
    rng = random.Random(5)
    game = new_game(random_setup(rng, int(objects * 1.6), mode="assist", tag="t"), seed=5)
    users = srv.new_users(P.new_game_id(), 2, 0)
    await asyncio.to_thread(server.set_users, users.values())
    net = NetState.new(game, users=users, game_id=users["host"].name.split("-")[0])
    host = Host(game, net, folder / f"board{objects}", url=server.url)
    await host.start()
    return [host]


async def one(server: srv.EmbeddedServer, folder: Path, seats: int, commands: int,
              objects: int | None = None) -> dict:
    hosts = (await host_board(server, folder, objects) if objects else
             await B.host_games(server, folder / f"s{seats}", 1, tuple(PLAYERS[:seats])))
    cpu = time.process_time()
    result = await B.run_seats(B.invites(hosts), commands, B.rate_gap(seats))
    cpu = (time.process_time() - cpu) / (commands + 10)
    for host in hosts:
        await host.stop()
    ms = [t * 1000 for t in result["times"]]
    return {"p50": statistics.median(ms), "p95": B.pct(ms, 0.95), "host_cpu_ms": cpu * 1000}


async def main(a: argparse.Namespace) -> dict:
    folder = Path(tempfile.mkdtemp(prefix="tabletop-bench-tail-"))
    server = srv.EmbeddedServer(folder / "nats")
    await asyncio.to_thread(server.start, [srv.new_user(P.new_game_id(), "host")])
    out: dict = {"load": os.getloadavg()[0]}
    try:
        for n in a.seats:
            out[str(n)] = await one(server, folder, n, a.commands)
            print(f"{n} seats: {out[str(n)]}", file=sys.stderr, flush=True)
        if a.boards:
            out["host_cmd_ms"] = {}
            for name, objects in (("small", 50), ("large", 2000)):
                got = await one(server, folder, 2, a.commands, objects)
                print(f"{objects} objects, 2 seats: {got}", file=sys.stderr, flush=True)
                out["host_cmd_ms"][name] = got["host_cpu_ms"]
    finally:
        server.stop()
    out["seats_p95_ms"] = {k: out[k]["p95"] for k in ("2", "8") if k in out}
    if "4" in out:
        out["net_p95_ms_4"] = out["4"]["p95"]
    return out


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--commands", type=int, default=300)
    ap.add_argument("--seats", type=int, nargs="+", default=[2, 4, 8])
    ap.add_argument("--boards", action="store_true",
                    help="also the host's CPU per command on a ~50 and a ~2,000-object board")
    ap.add_argument("--json", action="store_true")
    print(json.dumps(asyncio.run(main(ap.parse_args()))))
