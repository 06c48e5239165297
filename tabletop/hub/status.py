"""`tabletop server status`: the games, who runs each and the live workers, read from the KV."""

from __future__ import annotations

import json
import time
from typing import Any

from tabletop.hub import names

LIVE_SECONDS = 10.0
MAX_ENTRIES = 10_000


async def _entries(kv: Any) -> dict[str, Any]:
    from nats.js.errors import NoKeysError
    out: dict[str, Any] = {}
    try:
        keys = await kv.keys()
    except NoKeysError:
        return out
    for key in keys[:MAX_ENTRIES]:
        try:
            out[key] = json.loads((await kv.get(key)).value)
        except Exception:  # noqa: BLE001 - gone meanwhile, or not JSON: left out
            continue
    return out


def _worker_pid(lease: Any, now: float) -> int | None:
    """The pid of the worker holding a lease still running (None: no lease, or it ran out)."""
    if not isinstance(lease, dict) or float(lease.get("until", 0)) < now:
        return None
    pid = lease.get("pid")
    return pid if isinstance(pid, int) else None


def _game(gid: str, rec: Any, lease: Any, now: float) -> dict:
    seats = (rec.get("seats") or []) if isinstance(rec, dict) else []
    return {"id": gid, "worker_pid": _worker_pid(lease, now), "seats": len(seats),
            "players": [s["account"] for s in seats if isinstance(s, dict) and s.get("account")]}


def _live_pids(workers: dict[str, Any], now: float) -> list[int]:
    return sorted(int(w["pid"]) for w in workers.values()
                  if isinstance(w, dict) and isinstance(w.get("pid"), int)
                  and now - float(w.get("seen", 0)) <= LIVE_SECONDS)


async def status(nc: Any) -> dict:
    """`{"games": [{"id", "worker_pid", "seats", "players"}], "workers": [pid, ...]}`."""
    js = nc.jetstream(timeout=10.0)
    games = await _entries(await js.key_value(names.KV_GAMES))
    leases = await _entries(await js.key_value(names.KV_LEASES))
    workers = await _entries(await js.key_value(names.KV_WORKERS))
    now = time.time()
    return {"games": [_game(g, rec, leases.get(g), now) for g, rec in sorted(games.items())],
            "workers": _live_pids(workers, now)}
