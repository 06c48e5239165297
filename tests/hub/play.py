"""Seats of the hub's tests: SeatClients that keep every message they receive (to scan for
canaries), and the moves of a short scripted game."""

from __future__ import annotations

import asyncio
import json
import time

from tabletop.net.protocol import Invite
from tabletop.net.seat import NetError, SeatClient

from .lobby import invite


async def seat(url: str, game: str, tok: str, account: str, **kw) -> SeatClient:
    """A seat's client, connected (every message it receives kept in `.received`)."""
    return await seat_of(invite(url, game, tok, account), **kw)


async def seat_of(inv: Invite, **kw) -> SeatClient:
    """The client of the seat `inv` names (as a lobby's `invite` gives it), connected."""
    received: list[str] = []
    client = SeatClient(inv, on_message=lambda doc: received.append(json.dumps(doc)),
                        heartbeat=kw.pop("heartbeat", 0.5), timeout=kw.pop("timeout", 5), **kw)
    client.received = received  # type: ignore[attr-defined]
    deadline = time.monotonic() + 30
    while True:  # (the worker takes the game a moment after it is ready)
        try:
            await client.connect()
            return client
        except NetError:
            assert time.monotonic() < deadline, "the game's host never answered"
            await asyncio.sleep(0.3)


def _find(client: SeatClient, name: str, zone: str) -> str | None:
    assert client.view is not None
    for o in client.view["objects"]:
        if o["zone"] == zone and o["owner"] == client.seat and \
                (o.get("facts") or {}).get("name") == name:
            return o["id"]
    return None


def card(client: SeatClient, name: str, zone: str = "hand") -> str:
    """The id of a card of this seat's own `zone` called `name` in its view."""
    found = _find(client, name, zone)
    assert found is not None, f"{client.seat} has no {name} in {zone}"
    return found


async def ok(client: SeatClient, cmd: dict) -> dict:
    r = await client.send(cmd)
    assert r["ok"], (cmd, r)
    return r


async def begin(seats: dict[str, SeatClient]) -> str:
    """Every player keeps their opening hand; the player going first begins the game (to
    their first main phase). Who that is."""
    for name, c in seats.items():
        await c.wait_until(lambda c: c.pregame is not None, 10)
        await ok(c, {"kind": "keep", "player": name})
    any_seat = next(iter(seats.values()))
    await any_seat.resync()
    active = any_seat.view["active"]
    await ok(seats[active], {"kind": "advance", "to": "main1"})
    return active


async def turn(seats: dict[str, SeatClient], land: dict[str, str]) -> str:
    """The active player plays a land (if the shuffle gave them one: a hand without one is
    a real game's chance, about 1 in 250 for 20 lands in 40 cards) and passes the turn; the
    next player advances to their first main phase. The next player."""
    any_seat = next(iter(seats.values()))
    await any_seat.resync()
    active = any_seat.view["active"]
    c = seats[active]
    await c.resync()
    found = _find(c, land[active], "hand")
    if found is not None:
        await ok(c, {"kind": "play", "player": active, "card": found})
    await ok(c, {"kind": "advance", "to": "next_turn"})
    await c.resync()
    nxt = c.view["active"]
    await ok(seats[nxt], {"kind": "advance", "to": "main1"})
    return nxt


def leaks(seats: dict[str, SeatClient], canaries: dict[str, tuple[str, ...]]) -> list[str]:
    """The messages of a seat that name a canary of another seat's hidden cards."""
    out = []
    for name, c in seats.items():
        for other, names in canaries.items():
            if other == name:
                continue
            for msg in c.received:  # type: ignore[attr-defined]
                out += [f"{name} got {n}" for n in names if n in msg]
    return out


def deltas(game, player: str) -> list[int]:
    """The life changes of `player`'s own commands in the game's log, in order."""
    out = []
    for e in game.log:
        cmd = e.command if isinstance(e.command, dict) else {}
        if cmd.get("kind") == "life" and cmd.get("player") == player:
            out.append(cmd["delta"])
    return out


async def life_commands(client: SeatClient, start: int, n: int, acked: list[int],
                        player: str = "alice") -> list[float]:
    """Send `n` life changes of `player` (+start, +start+1...: each one told apart); those
    acknowledged go to `acked`. The times of the failures."""
    failed = []
    for d in range(start, start + n):
        try:
            r = await client.send({"kind": "life", "player": player, "delta": d})
        except NetError:
            failed.append(time.monotonic())
            await asyncio.sleep(0.2)
            continue
        if r["ok"]:
            acked.append(d)
    return failed
