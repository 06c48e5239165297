"""A bucket's current values kept in memory by a KV watcher (`Mirror(kv).values`: key ->
(value, revision)), so a worker looks at every game twice a second without asking the
server for each. The watcher is made again every `REFRESH` seconds and whenever it fails (a
node that stopped): what the mirror holds is at most that old, and a worker reads a record
or a lease from the bucket itself before it acts on it.

Pure Python, asyncio, nats-py; no Qt."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

log = logging.getLogger("tabletop.hub.worker")

REFRESH = 30.0  # seconds one watcher is followed before it is made again
GONE = ("DEL", "PURGE")


class Mirror:
    """See the module's docstring. `ready` is set once the first watcher's values are in."""

    def __init__(self, kv: Any) -> None:
        self.kv = kv
        self.values: dict[str, tuple[bytes, int]] = {}
        self.ready = asyncio.Event()

    async def run(self) -> None:
        """Follow the bucket for ever (a task of the worker)."""
        while True:
            try:
                await self._follow(time.monotonic() + REFRESH)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - the server away a moment: again
                log.info("%s: the watcher stopped (%s); made again", getattr(self.kv, "_name", "?"),
                         type(exc).__name__)
                await asyncio.sleep(0.5)

    async def _follow(self, until: float) -> None:
        from nats.errors import TimeoutError as NatsTimeout
        watcher = await self.kv.watchall()
        fresh: dict[str, tuple[bytes, int]] | None = {}  # the first values, until all are in
        try:
            while (left := until - time.monotonic()) > 0:
                try:
                    entry = await watcher.updates(timeout=min(left, 5.0))
                except NatsTimeout:
                    continue
                if entry is None:  # every value there was is in
                    if fresh is not None:
                        self.values, fresh = fresh, None
                        self.ready.set()
                    continue
                held = fresh if fresh is not None else self.values
                if entry.operation in GONE:
                    held.pop(entry.key, None)
                else:
                    held[entry.key] = (entry.value, int(entry.revision))
        finally:
            await watcher.stop()
