"""A loaded hub, shared by tests/hub/test_scale.py and tests/benchmarks/bench_hub.py: N accounts
registered, M games created (each by its own account, half of them with a second player
seated), then the lobby list timed."""

from __future__ import annotations

import asyncio
import statistics
import time
from pathlib import Path
from typing import Any

from tabletop.hub.client import CreateGame, HubClient, register

BATCH = 10  # requests in flight at once while filling the server


async def _accounts(url: str, folder: Path, count: int) -> list[Any]:
    creds: list[Any] = []
    for start in range(0, count, BATCH):
        names = [f"p{i:04d}" for i in range(start, min(count, start + BATCH))]
        creds += await asyncio.gather(*(register(url, n) for n in names))
    return creds


async def populate(url: str, folder: Path, accounts: int, games: int) -> list[HubClient]:
    """Register `accounts`, connect the first `games` of them and have each create a game;
    every other game gets a second player. The connected clients are returned."""
    creds = await _accounts(url, folder, accounts)
    clients = [HubClient(url, c.name, c.password, timeout=30) for c in creds[:games]]
    for start in range(0, len(clients), BATCH):
        batch = clients[start:start + BATCH]
        await asyncio.gather(*(c.connect() for c in batch))
        made = await asyncio.gather(*(c.create(CreateGame(seats=2, name=f"game {c.name}"))
                                      for c in batch))
        guests = batch[1:] + batch[:1]
        await asyncio.gather(*(g.join(game) for g, (game, _) in zip(guests[::2], made[::2],
                                                                   strict=False)))
    return clients


async def time_lists(clients: list[HubClient], rounds: int) -> list[float]:
    """Seconds per `list`, asked `rounds` times by clients in turn, one after another."""
    out = []
    for i in range(rounds):
        start = time.perf_counter()
        games = await clients[i % len(clients)].games()
        out.append(time.perf_counter() - start)
        assert games
    return out


def p95(samples: list[float]) -> float:
    return statistics.quantiles(samples, n=20)[-1]
