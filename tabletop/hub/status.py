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


async def status(nc: Any) -> dict:
    """`{"games": [{"id", "worker_pid", "seats", "players"}], "workers": [pid, ...]}`."""
    js = nc.jetstream(timeout=10.0)
    games = await _entries(await js.key_value(names.KV_GAMES))
    leases = await _entries(await js.key_value(names.KV_LEASES))
    workers = await _entries(await js.key_value(names.KV_WORKERS))
    now = time.time()
    out = []
    for gid, rec in sorted(games.items()):
        lease = leases.get(gid) if isinstance(leases.get(gid), dict) else None
        live = lease is not None and float(lease.get("until", 0)) >= now
        seats = rec.get("seats") or [] if isinstance(rec, dict) else []
        out.append({"id": gid, "worker_pid": lease.get("pid") if live and lease else None,
                    "seats": len(seats),
                    "players": [s["account"] for s in seats if s.get("account")]})
    pids = sorted(int(w["pid"]) for w in workers.values()
                  if isinstance(w, dict) and isinstance(w.get("pid"), int)
                  and now - float(w.get("seen", 0)) <= LIVE_SECONDS)
    return {"games": out, "workers": pids}
