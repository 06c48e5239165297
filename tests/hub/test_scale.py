"""200 accounts and 100 games on one `tabletop server`: the lobby list answers within
100 ms at the 95th percentile (bounded loops; the figure is printed)."""

from __future__ import annotations

from pathlib import Path

from tests.hub.load import p95, populate, time_lists
from tests.hub.procs import run

ACCOUNTS, GAMES, ROUNDS = 200, 100, 200
BUDGET = 0.100


def test_lobby_list_of_100_games_and_200_accounts_within_budget(hub, tmp_path: Path):
    async def scenario() -> tuple[list[float], int, int]:
        clients = await populate(hub.url, tmp_path, ACCOUNTS, GAMES)
        samples = await time_lists(clients, ROUNDS)
        games = await clients[0].games()
        players = await clients[0].players()
        for c in clients:
            await c.close()
        return samples, len(games), len(players)
    samples, games, players = run(scenario(), 600)
    assert (games, players) == (GAMES, ACCOUNTS)
    figure = p95(samples)
    print(f"lobby list, {GAMES} games, {ACCOUNTS} accounts: p95 {figure * 1000:.1f} ms "
          f"(budget {BUDGET * 1000:.0f} ms)")
    assert figure <= BUDGET
