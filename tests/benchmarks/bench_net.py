"""Network benchmark, on loopback with the embedded nats-server (issue 15):

    python tests/benchmarks/bench_net.py [--commands 1000] [--games 20] [--game-commands 100]
                                         [--game-rate 5] [--quick]

- latency: a seat sends a command (a change of its own life total: public, so every seat's view
  changes); the time from sending it until every seat's view shows it. 4 seats, 1,000
  commands, sent one after another by the seats in turn. Budget: median <= 15 ms, p95 <= 40 ms.
- many games: 20 games of 2 seats at once on one server, all 20 hosted from this one process
  (the `Host` class driven directly), each game's seats sending `--game-rate` commands a second
  on average (5: 100 commands a second in all, far busier than people at tables, who act every
  few seconds), at random times (a Poisson process per game: tables do not act in step).
  Budget: p95 <= 80 ms. Also printed, without a budget: the
  same 20 games sending at the host's rate limit.
- bytes: what a seat receives per command (the update of its view, and its result when it
  sent the command) and what the host sends per seat per command. No budget: printed.
- resync: a seat's resync of a game of 2,000 objects (and its long log): from the request to
  the full view in hand. Budget: <= 300 ms.

The hosts run in this process; the seats' clients run in another one (as they would on other
machines) that times each command. Commands are paced below the host's per-seat rate limit
(`NET_COMMAND_RATE`), as players would be, so the figure is the latency of one command, not
of a queue. The machine may be shared: the load average is printed beside the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import multiprocessing
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-bench-net-"))

from tabletop.model.limits import NET_COMMAND_RATE  # noqa: E402
from tabletop.net import protocol as P  # noqa: E402
from tabletop.net import server as srv  # noqa: E402
from tabletop.net.errors import NetError  # noqa: E402
from tabletop.net.host import Host, NetState  # noqa: E402
from tabletop.net.seat import SeatClient  # noqa: E402

PLAYERS4 = ("A", "B", "C", "D")
MIN_GAP = 1.0 / (NET_COMMAND_RATE * 0.9 * 2)  # a seat of a two-seat game stays under its limit


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def row(name: str, value: float, budget: float | None, unit: str = "ms") -> None:
    mark = "" if budget is None else ("  ok" if value <= budget else "  OVER BUDGET")
    limit = "" if budget is None else f"  (budget <= {budget:g} {unit})"
    print(f"  {name:<46} {value:9.1f} {unit}{limit}{mark}", flush=True)


def rate_gap(seats: int) -> float:
    """Seconds between a game's commands so that no seat exceeds 90% of the host's limit."""
    return 1.0 / (NET_COMMAND_RATE * 0.9 * seats)


# -- the seats' side (another process) ------------------------------------------------------

class Seats:
    """The clients of one game's seats, and the times their views showed each command."""

    def __init__(self, invites: list[P.Invite]) -> None:
        self.clients = [SeatClient(inv, heartbeat=0,
                                   on_message=lambda doc, tok=inv.token: self._message(tok, doc))
                        for inv in invites]
        self.seen: dict[int, dict[str, float]] = {}  # life value -> token -> when seen
        self.done: dict[int, asyncio.Event] = {}

    def _message(self, tok: str, doc: dict) -> None:
        view = doc.get("view") or (doc.get("diff") or {}).get("board")  # (a diff: its fields)
        if not view:
            return
        now = time.perf_counter()
        for value in view.get("life", {}).values():
            seen = self.seen.get(value)
            if seen is not None and tok not in seen:
                seen[tok] = now
                if len(seen) == len(self.clients):
                    self.done[value].set()

    async def command(self, index: int, value: int) -> float:
        """Seat `index` sets its life to `value`; seconds until every seat's view shows it."""
        seat = self.clients[index % len(self.clients)]
        self.seen[value], self.done[value] = {}, asyncio.Event()
        start = time.perf_counter()
        result = await seat.send({"kind": "life", "player": seat.seat, "set_to": value})
        if not result.get("ok"):
            raise RuntimeError(f"a command was refused: {result}")
        await asyncio.wait_for(self.done[value].wait(), 10)
        seen = self.seen.pop(value)
        del self.done[value]
        return max(seen.values()) - start

    async def paced(self, commands: int, gap: float, base: int,
                    poisson: bool = False) -> list[float]:
        """`commands` commands, one every `gap` seconds (or, with `poisson`, at random times
        `gap` apart on average, as independent tables send them), each after the last one's
        views arrived; their latencies."""
        rng = random.Random(base + id(self))
        if poisson:  # tables do not start in step
            await asyncio.sleep(rng.uniform(0, gap))
        out = []
        for i in range(commands):
            start = time.perf_counter()
            out.append(await self.command(i, base + i))
            wait = rng.expovariate(1 / gap) if poisson else gap
            left = max(wait, MIN_GAP) - (time.perf_counter() - start)
            if left > 0:
                await asyncio.sleep(left)
        return out

    def received(self) -> int:
        return sum(c._nc.stats["in_bytes"] for c in self.clients)


async def _seats_main(games: list[list[dict]], commands: int, gap: float,
                      warmup: int, poisson: bool) -> dict[str, Any]:
    tables = [Seats([P.parse_invite(json.dumps(inv)) for inv in invites]) for invites in games]
    for table in tables:
        for client in table.clients:
            await client.connect()
    await asyncio.gather(*(t.paced(warmup, gap, 10_000) for t in tables))
    # Every seat of every game is in this one process, whose collector would pause them all at
    # once: its full passes over 200 seats' views took up to 350 ms, in the timings of
    # whichever commands were under way (what no seat in its own process sees). So it does not
    # run while the commands are timed (the views replaced are freed by their reference counts).
    gc.collect()
    gc.disable()
    before = [t.received() for t in tables]
    times = await asyncio.gather(*(t.paced(commands, gap, 20_000, poisson) for t in tables))
    received = [t.received() - b for t, b in zip(tables, before, strict=True)]
    gc.enable()
    for table in tables:
        for client in table.clients:
            await client.close()
    return {"times": [x for ts in times for x in ts],
            "bytes_per_seat": sum(received) / (commands * sum(len(g) for g in games))}


def _seats_process(games: list[list[dict]], commands: int, gap: float, warmup: int,
                   poisson: bool, out: Any) -> None:
    try:
        out.send(asyncio.run(_seats_main(games, commands, gap, warmup, poisson)))
    except Exception as exc:  # noqa: BLE001 - reported by the parent
        out.send({"error": f"{type(exc).__name__}: {exc}"})


async def run_seats(games: list[list[dict]], commands: int, gap: float,
                    warmup: int = 10, poisson: bool = False) -> dict[str, Any]:
    """Run the seats of `games` (their invites) in another process; their figures."""
    ctx = multiprocessing.get_context("spawn")
    mine, theirs = ctx.Pipe(duplex=False)
    process = ctx.Process(target=_seats_process,
                          args=(games, commands, gap, warmup, poisson, theirs))
    process.start()
    result = await asyncio.to_thread(mine.recv)
    await asyncio.to_thread(process.join)
    if "error" in result:
        raise RuntimeError(result["error"])
    return result


# -- the hosts' side (this process) ---------------------------------------------------------

async def host_games(server: srv.EmbeddedServer, folder: Path, games: int,
                     players: tuple[str, ...]) -> list[Host]:
    from tests.net.games import canary_game
    hosts, everyone = [], []
    for g in range(games):
        game = canary_game(players, cards=20, hand=5)
        users = srv.new_users(P.new_game_id(), len(players), 0)
        everyone += users.values()
        net = NetState.new(game, users=users, game_id=users["host"].name.split("-")[0])
        hosts.append(Host(game, net, folder / f"game-{g}", url=server.url))
    await asyncio.to_thread(server.set_users, everyone)
    for host in hosts:
        await host.start()
    return hosts


def invites(hosts: list[Host]) -> list[list[dict]]:
    return [[inv.to_dict() for inv in host.invites()] for host in hosts]


def sent(hosts: list[Host]) -> int:
    return sum(h._nc.stats["out_bytes"] for h in hosts)


async def latency(server: srv.EmbeddedServer, folder: Path, commands: int) -> None:
    hosts = await host_games(server, folder / "four", 1, PLAYERS4)
    before, cpu = sent(hosts), time.process_time()
    result = await run_seats(invites(hosts), commands, rate_gap(4))
    host_bytes = (sent(hosts) - before) / ((commands + 10) * 4)  # (with the warm-up's)
    cpu = (time.process_time() - cpu) / (commands + 10)
    for host in hosts:
        await host.stop()
    ms = [t * 1000 for t in result["times"]]
    print(f"latency: 4 seats, {commands} commands, one every {rate_gap(4) * 1000:.1f} ms")
    row("command -> every seat's view: median", statistics.median(ms), 15)
    row("command -> every seat's view: p95", pct(ms, 0.95), 40)
    row("command -> every seat's view: max", max(ms), None)
    row("the host's CPU time per command (4 views)", cpu * 1000, None)
    print("bytes per seat per command (4 seats)")
    row("received by a seat (its update, its results)", result["bytes_per_seat"], None, "B")
    row("sent by the host per seat", host_bytes, None, "B")


async def many_games(server: srv.EmbeddedServer, folder: Path, games: int, commands: int,
                     rate: float) -> None:
    hosts = await host_games(server, folder / "many", games, ("A", "B"))
    cpu = time.process_time()
    busy = await run_seats(invites(hosts), commands, 1.0 / rate, poisson=True)
    cpu = (time.process_time() - cpu) / ((commands + 10) * games)
    fast = await run_seats(invites(hosts), commands, rate_gap(2), poisson=True)
    for host in hosts:
        await host.stop()
    print(f"many games: {games} games of 2 seats on one server, hosted from one process, "
          f"{commands} commands per game at random times (Poisson)")
    ms = [t * 1000 for t in busy["times"]]
    row(f"{rate:g} commands/s per game: median", statistics.median(ms), None)
    row(f"{rate:g} commands/s per game: p95", pct(ms, 0.95), 80)
    row(f"{rate:g} commands/s per game: max", max(ms), None)
    row("the hosts' CPU time per command (this process)", cpu * 1000, None)
    ms = [t * 1000 for t in fast["times"]]
    per_s = 1 / rate_gap(2)
    row(f"at the rate limit ({per_s:.0f}/s per game): median", statistics.median(ms), None)
    row(f"at the rate limit ({per_s:.0f}/s per game): p95", pct(ms, 0.95), None)


async def resync(server: srv.EmbeddedServer, folder: Path, runs: int) -> None:
    from tests.storage.gamegen import big_game
    game = big_game(2000, 20_000)
    users = srv.new_users(P.new_game_id(), len(game.state.players), 0)
    await asyncio.to_thread(server.set_users, users.values())
    net = NetState.new(game, users=users, game_id=users["host"].name.split("-")[0])
    host = Host(game, net, folder / "big", url=server.url)
    await host.start()
    print(f"resync: a game of {len(game.state.cards)} objects and {len(game.log)} log "
          f"entries, {runs} runs")
    client = SeatClient(net.invite("p0", server.url), heartbeat=0)
    try:
        await client.connect()
        times, size = [], 0
        for _ in range(runs):
            start = time.perf_counter()
            welcome = await client.resync()
            times.append((time.perf_counter() - start) * 1000)
            size = len(json.dumps(welcome))
        print(f"  (a welcome of {size / 1024:.0f} KiB)")
        row("resync -> full view in hand: median", statistics.median(times), 300)
        row("resync -> full view in hand: max", max(times), None)
    finally:
        await client.close()
        await host.stop()


async def main(args: argparse.Namespace) -> None:
    folder = Path(tempfile.mkdtemp(prefix="tabletop-bench-net-"))
    server = srv.EmbeddedServer(folder / "nats")
    await asyncio.to_thread(server.start, [srv.new_user(P.new_game_id(), "host")])
    print(f"nats-server at {server.url}; load average {os.getloadavg()[0]:.2f} "
          f"on {os.cpu_count()} cores", flush=True)
    parts = [("latency", latency(server, folder, args.commands)),
             ("many games", many_games(server, folder, args.games, args.game_commands,
                                       args.game_rate)),
             ("resync", resync(server, folder, 5 if args.quick else 15))]
    try:
        for name, part in parts:
            try:
                await part
            except (NetError, RuntimeError, TimeoutError) as exc:
                print(f"{name}: FAILED: {exc}", flush=True)
    finally:
        server.stop()
    print(f"load average now {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--commands", type=int, default=1000)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--game-commands", type=int, default=100,
                        help="commands per game in the many-games part")
    parser.add_argument("--game-rate", type=float, default=5.0,
                        help="commands a second per game in the many-games part")
    parser.add_argument("--quick", action="store_true", help="fewer commands (a smoke run)")
    ns = parser.parse_args()
    if ns.quick:
        ns.commands = min(ns.commands, 100)
        ns.game_commands = min(ns.game_commands, 20)
    asyncio.run(main(ns))
