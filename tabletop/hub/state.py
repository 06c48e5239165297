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
APPLY_TIMEOUT = 15.0  # seconds a join waits for every live node's reload (a node killed
#                      stops counting as live after LIVE_SECONDS)
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
        self._tasks: dict[str, asyncio.Task] = {}
        self._watchers: dict[str, Any] = {}
        self._behind: dict[str, int] = {}
        self._kvs: dict[str, Any] = {}

    # -- watching ------------------------------------------------------------------------
    async def start(self, kvs: dict[str, Any]) -> None:
        """Watch the buckets and return once each one's current entries are in."""
        self._kvs = kvs
        for bucket in self._handlers:
            await self._watch(bucket)

    @property
    def _handlers(self) -> dict[str, Callable[[str, Any], None]]:
        return {names.KV_ACCOUNTS: self._account, names.KV_GAMES: self._game,
                names.KV_NODES: self._node}

    async def _watch(self, bucket: str) -> None:
        caught_up = asyncio.Event()
        seen: set[str] = set()
        watcher = await self._kvs[bucket].watchall()
        self._watchers[bucket] = watcher
        self._tasks[bucket] = asyncio.create_task(
            self._follow(bucket, watcher, self._handlers[bucket], caught_up, seen))
        await asyncio.wait_for(caught_up.wait(), 30)
        table = self._table(bucket)
        for key in set(table) - seen:  # (removed while a watcher was replaced)
            table.pop(key, None)

    def _table(self, bucket: str) -> dict[str, Any]:
        tables: dict[str, dict[str, Any]] = {
            names.KV_ACCOUNTS: self.accounts, names.KV_GAMES: self.games,
            names.KV_NODES: self.nodes}
        return tables[bucket]

    async def _follow(self, bucket: str, watcher, handle, caught_up: asyncio.Event,
                      seen: set[str]) -> None:
        async for entry in watcher:
            if entry is None:
                caught_up.set()
                continue
            deleted = entry.operation in ("DEL", "PURGE")
            if not caught_up.is_set():
                seen.add(entry.key)
            handle(entry.key, None if deleted else _json(entry.value))
            self.revisions[bucket] = max(self.revisions.get(bucket, 0), entry.revision)
            if entry.delta == 0:
                caught_up.set()
            if bucket == names.KV_NODES:
                self._nodes_changed.set()
            else:
                self.changed.set()

    async def check(self) -> None:
        """Replace a watcher that is behind its bucket and has not moved since the last check
        (its consumer was on a node that stopped: nats-py's ordered consumer does not come
        back by itself)."""
        for bucket in self._handlers:
            try:
                status = await self._kvs[bucket].status()
            except Exception:  # noqa: BLE001 - JetStream busy: looked at next time
                continue
            last = int(status.stream_info.state.last_seq or 0)
            mine = self.revisions.get(bucket, 0)
            if last <= mine:
                self._behind.pop(bucket, None)
            elif self._behind.get(bucket) != mine:  # behind: noted; stuck there next time?
                self._behind[bucket] = mine
            else:
                log.warning("the watcher of %s fell behind: watching it again", bucket)
                self._behind.pop(bucket, None)
                await self._unwatch(bucket)
                await self._watch(bucket)
                self.changed.set()

    async def _unwatch(self, bucket: str) -> None:
        watcher, task = self._watchers.pop(bucket, None), self._tasks.pop(bucket, None)
        if watcher is not None:
            with contextlib.suppress(Exception):
                await watcher.stop()
        if task is not None:
            task.cancel()

    async def stop(self) -> None:
        for bucket in list(self._watchers):
            await self._unwatch(bucket)

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
