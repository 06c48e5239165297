"""Faults (issue 15, item 4): a seat that drops shows as disconnected and rejoins with its
invite; a re-issued invite shuts the old one out; a host killed with SIGKILL resumes from its
autosave and journal with the same invites, having lost nothing it acknowledged."""

from __future__ import annotations

import asyncio
import json
import signal

import pytest

from tabletop.net.errors import NetError
from tabletop.net.host import Host
from tabletop.net.protocol import read_invite
from tabletop.net.seat import NetTimeout, SeatClient
from tabletop.rules.journal import lines_for
from tabletop.storage import load_game, save_game
from tabletop.storage.review import board_for, remap_lines

from .games import Mirror, canary_game, is_land
from .procs import HostProcess, join
from .table import Table


def expected(game, seat):
    board, ids = board_for(game, seat)
    return board, remap_lines(lines_for(game, seat), ids)


async def until(pred, timeout: float = 5.0) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not pred():
        assert asyncio.get_running_loop().time() < deadline, "timed out"
        await asyncio.sleep(0.05)


def test_a_dropped_seat_shows_disconnected_and_rejoins(tmp_path):
    game = canary_game()
    mirror = Mirror(game)

    async def main():
        async with Table(tmp_path, game, heartbeat_timeout=1.0) as t:
            a = await t.seat("A", heartbeat=0.3)
            b = await t.seat("B", heartbeat=0.3)
            await until(lambda: a.seats == {"A": "connected", "B": "connected"})
            # B's program dies: its connection goes without a goodbye
            for task in list(b._tasks):
                task.cancel()
            b.closed = True
            await b._nc.close()
            await until(lambda: a.seats.get("B") == "disconnected", 5)
            land = mirror.first("A", "hand", is_land)
            for cmd in ({"kind": "play", "player": "A", "card": land},
                        {"kind": "tap", "card": land}):
                assert (await a.send(mirror.net("A", cmd)))["ok"]
            # B rejoins with its invite: its view is the live one
            b2 = SeatClient(t.invites["B"])
            await b2.connect()
            t.clients["B"] = b2
            assert (b2.view, b2.log) == expected(game, "B")
            await until(lambda: a.seats.get("B") == "connected")
            assert (await b2.send({"kind": "life", "player": "B", "delta": -1}))["ok"]
            await until(lambda: a.view["life"]["B"] == 19)
    asyncio.run(asyncio.wait_for(main(), 30))


def test_a_reissued_invite_shuts_the_old_one_out(tmp_path):
    game = canary_game()

    async def main():
        async with Table(tmp_path, game) as t:
            a, b = await t.seat("A"), await t.seat("B", timeout=2)
            old = t.invites["B"]
            new = await t.host.remove_seat("p1")
            assert new.password != old.password and new.user == old.user
            await until(lambda: b.closed and b.ended is not None)  # told, and closed
            with pytest.raises(NetError):
                await b.send({"kind": "life", "player": "B", "delta": -1})
            with pytest.raises(NetError):
                await SeatClient(old, timeout=2).connect()
            assert (await a.send({"kind": "life", "player": "A", "delta": -1}))["ok"]
            b2 = SeatClient(new)
            await b2.connect()
            t.clients["B2"] = b2
            assert (await b2.send({"kind": "life", "player": "B", "delta": -1}))["ok"]
            assert game.state.life == {"A": 19, "B": 19}
    asyncio.run(asyncio.wait_for(main(), 30))


def test_a_host_killed_with_sigkill_resumes_with_the_same_invites(tmp_path):
    game = canary_game()
    start = tmp_path / "start.json"
    save_game(game, start)
    mirror = Mirror(game)
    home, invites = tmp_path / "home", tmp_path / "invites"
    host = HostProcess(home, "--open", str(start), "--invites", str(invites)).start()
    before = {p.name: json.loads(p.read_text()) for p in invites.iterdir()}
    assert set(before) == {"A.invite", "B.invite"}

    async def play(client: SeatClient, seat: str, cmds: list[dict]) -> None:
        for cmd in cmds:
            r = await client.send(mirror.net(seat, cmd))
            assert r["ok"], (cmd, r)

    async def main():
        a = SeatClient(read_invite(invites / "A.invite"), timeout=2, heartbeat=0.5)
        await a.connect()
        land = mirror.first("A", "hand", is_land)
        await play(a, "A", [{"kind": "play", "player": "A", "card": land},
                            {"kind": "draw", "player": "A", "n": 1},
                            {"kind": "life", "player": "A", "delta": -3}])
        acknowledged = len(mirror.game.log)
        host.stop(signal.SIGKILL)
        # the host is gone, and its server with it (its leash): a seat's request times out, a
        # join can't connect and says so (status 3)
        with pytest.raises(NetTimeout):
            await a.send({"kind": "life", "player": "A", "delta": -1})
        assert not a.host_online
        done = await asyncio.to_thread(join, home, invites / "B.invite", [],
                                       tmp_path / "B.jsonl", 2)
        assert done.returncode == 3, done.stderr
        assert "can't connect" in done.stderr
        # resumed from its autosave place: the same game, url and invites
        again = HostProcess(home, "--open", str(host.folder / "game.json"),
                            "--invites", str(tmp_path / "invites2"))
        await asyncio.to_thread(again.start)
        try:
            assert (again.game, again.url) == (host.game, host.url)
            after = {p.name: json.loads(p.read_text())
                     for p in (tmp_path / "invites2").iterdir()}
            assert after == before
            await until(lambda: a.host_online, 15)  # A's client finds the host back
            await until(lambda: a.position == acknowledged, 5)
            await play(a, "A", [{"kind": "tap", "card": land}])
        finally:
            code, err = again.stop()
        assert code == 0, err
        await a.close()
        return acknowledged
    acknowledged = asyncio.run(asyncio.wait_for(main(), 60))
    final = load_game(host.folder / "game.json")
    assert len(final.log) == acknowledged + 1 == len(mirror.game.log)
    assert [e.command for e in final.log] == [e.command for e in mirror.game.log]


def test_a_seat_takes_up_the_view_of_a_host_started_again_whatever_its_seq(tmp_path):
    """Every host message carries the host's `run`: a host started again on the same game
    (a hub worker taking it over) numbers its views from 1, and a seat that had seen many
    more takes its view whole (a resync), instead of keeping the old one as newer."""
    game = canary_game()

    async def main():
        async with Table(tmp_path, game) as t:
            a = await t.seat("A", heartbeat=0.3)
            for _ in range(5):
                assert (await a.send({"kind": "life", "player": "A", "delta": -1}))["ok"]
            old_run, old_seq = a.run, a.seq
            assert old_run == t.host.stamp["run"] and old_seq > 2
            await t.host.stop()
            t.host = Host.resume(tmp_path / "host", url=t.server.url, server=t.server,
                                 certificate=t.server.certificate_pem)
            await t.host.start()
            assert await a.wait_until(lambda c: c.run == t.host.stamp["run"], 10)
            assert a.seq < old_seq and a.view["life"]["A"] == 15
            r = await a.send({"kind": "life", "player": "A", "delta": -1})
            assert r["ok"] and r["run"] == a.run
            assert await a.wait_until(lambda c: c.view["life"]["A"] == 14, 5)
    asyncio.run(asyncio.wait_for(main(), 30))
