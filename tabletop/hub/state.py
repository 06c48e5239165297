"""A node's copy of the KV: accounts, games and nodes, kept current by KV watchers.

The supervisor makes the server's users from it and the lobby answers `list` and `players`
from it (no KV round trip per game). `wait_applied` waits until every live node reports that
its server applied a revision (its users reloaded), so that a reply to `join` comes only once
the new seat's permissions hold on every node.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from tabletop.hub import names
from tabletop.hub.accounts import Account

log = logging.getLogger("tabletop.hub.state")
LIVE_SECONDS = 10.0   # a node whose record was written within this is live
APPLY_TIMEOUT = 10.0  # seconds a join waits for every live node's reload
MAX_VALUE = 1024 * 1024


def _json(value: bytes | None) -> Any:
    if not value or len(value) > MAX_VALUE:
        return None
    try:
        return json.loads(value)
    except ValueError:
        return None


class HubState:
    """accounts / games / nodes, with the last revision seen of each bucket."""

    def __init__(self) -> None:
        self.accounts: dict[str, Account] = {}
        self.games: dict[str, dict] = {}
        self.nodes: dict[str, dict] = {}
        self.revisions: dict[str, int] = {}
        self.changed = asyncio.Event()     # accounts or games changed (the supervisor)
        self._nodes_changed = asyncio.Event()
        self._tasks: list[asyncio.Task] = []
        self._watchers: list[Any] = []

    # -- watching ------------------------------------------------------------------------
    async def start(self, kvs: dict[str, Any]) -> None:
        """Watch the buckets and return once each one's current entries are in."""
        handlers: dict[str, Callable[[str, Any], None]] = {
            names.KV_ACCOUNTS: self._account, names.KV_GAMES: self._game,
            names.KV_NODES: self._node}
        for bucket, handle in handlers.items():
            caught_up = asyncio.Event()
            watcher = await kvs[bucket].watchall()
            self._watchers.append(watcher)
            self._tasks.append(asyncio.create_task(
                self._follow(bucket, watcher, handle, caught_up)))
            await asyncio.wait_for(caught_up.wait(), 30)

    async def _follow(self, bucket: str, watcher, handle, caught_up: asyncio.Event) -> None:
        async for entry in watcher:
            if entry is None:
                caught_up.set()
                continue
            deleted = entry.operation in ("DEL", "PURGE")
            handle(entry.key, None if deleted else _json(entry.value))
            self.revisions[bucket] = max(self.revisions.get(bucket, 0), entry.revision)
            if entry.delta == 0:
                caught_up.set()
            if bucket == names.KV_NODES:
                self._nodes_changed.set()
            else:
                self.changed.set()

    async def stop(self) -> None:
        for watcher in self._watchers:
            with contextlib.suppress(Exception):
                await watcher.stop()
        for task in self._tasks:
            task.cancel()

    def _account(self, key: str, doc: Any) -> None:
        try:
            self.accounts[key] = Account.model_validate(doc)
        except ValidationError:
            self.accounts.pop(key, None)

    def _game(self, key: str, doc: Any) -> None:
        if isinstance(doc, dict) and doc.get("id") == key:
            self.games[key] = doc
        else:
            self.games.pop(key, None)

    def _node(self, key: str, doc: Any) -> None:
        if isinstance(doc, dict):
            self.nodes[key] = doc
        else:
            self.nodes.pop(key, None)

    # -- reading -------------------------------------------------------------------------
    def live_nodes(self) -> dict[str, dict]:
        now = time.time()
        return {k: v for k, v in self.nodes.items()
                if isinstance(v.get("seen"), (int, float)) and now - v["seen"] <= LIVE_SECONDS}

    def online(self) -> set[str]:
        """Accounts connected to some live node (each node's supervisor reports its own)."""
        out: set[str] = set()
        for doc in self.live_nodes().values():
            out.update(n for n in doc.get("online") or () if isinstance(n, str))
        return out

    def _applied_everywhere(self, bucket: str, revision: int) -> bool:
        live = self.live_nodes()
        return bool(live) and all(
            int((doc.get("applied") or {}).get(bucket, 0)) >= revision for doc in live.values())

    async def wait_applied(self, bucket: str, revision: int,
                           timeout: float = APPLY_TIMEOUT) -> bool:
        """True once every live node's server applied `revision` of `bucket`."""
        deadline = time.monotonic() + timeout
        while not self._applied_everywhere(bucket, revision):
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            self._nodes_changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._nodes_changed.wait(), min(left, 0.5))
        return True
