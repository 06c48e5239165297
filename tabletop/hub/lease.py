"""Which worker runs a game (hub-contract.md, "Lease"): `tt_leases[G]` =
`{"worker", "pid", "node", "until"}`. A worker takes a free lease (`kv.create`; or, once its
`until` has passed, `kv.update` at the revision it read), renews it every second (`kv.update`
at its own last revision: a lease taken by another meanwhile refuses it) and gives it back when
it stops running the game (deleted at its revision). A worker whose renewal fails has lost the
game and stops running it at once: never two hosts for one game.

    lease = Lease(kv, game, Me(worker, pid, node))
    if await lease.take(): ...      # True: this worker runs the game now
    await lease.renew()             # False: lost (another worker has it, or the store is gone)
    await lease.release()

The lease lasts `N.LEASE_SECONDS` (5 s); the environment variable `TABLETOP_HUB_LEASE`
(seconds, 1 to 60) sets another length for the processes that read it, tests that are not about
the failover budget mostly; renewals come five times per lease, at most once a second.

Pure Python, asyncio, nats-py; no Qt."""

from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import dataclass
from typing import Any

from . import names as N

log = logging.getLogger("tabletop.hub.worker")

LEASE_ENV = "TABLETOP_HUB_LEASE"
LEASE_BOUNDS = (1.0, 60.0)


def lease_seconds(environ: dict[str, str] | os._Environ[str] = os.environ) -> float:
    """The lease's length: `TABLETOP_HUB_LEASE` when it is a number of seconds within
    LEASE_BOUNDS, else `N.LEASE_SECONDS` (said in the log)."""
    text = environ.get(LEASE_ENV)
    if not text:
        return N.LEASE_SECONDS
    try:
        seconds = float(text)
    except ValueError:
        seconds = -1.0
    if not LEASE_BOUNDS[0] <= seconds <= LEASE_BOUNDS[1]:
        log.warning("%s=%r is not %g to %g seconds: the lease lasts %g s", LEASE_ENV,
                    text[:20], *LEASE_BOUNDS, N.LEASE_SECONDS)
        return N.LEASE_SECONDS
    return seconds


LEASE_SECONDS = lease_seconds()  # seconds a lease lasts (N.LEASE_SECONDS unless set)
RENEW_EVERY = min(1.0, LEASE_SECONDS / 5)  # seconds between two renewals


@dataclass(frozen=True, slots=True)
class Me:
    """A worker as a lease names it."""

    worker: str
    pid: int
    node: str


def lease_doc(me: Me, now: float | None = None) -> bytes:
    until = (time.time() if now is None else now) + LEASE_SECONDS
    return json.dumps({"worker": me.worker, "pid": me.pid, "node": me.node,
                       "until": until}).encode()


def read_lease(value: bytes | None) -> dict | None:
    """A lease record read defensively (None: not one)."""
    try:
        doc = json.loads(value or b"")
    except ValueError:
        return None
    if not isinstance(doc, dict) or not isinstance(doc.get("until"), int | float):
        return None
    return doc


def is_free(doc: dict | None, now: float | None = None) -> bool:
    """Whether a lease (as read) may be taken: none, unreadable, or run out."""
    return doc is None or doc["until"] < (time.time() if now is None else now)


class Lease:
    """See the module's docstring."""

    def __init__(self, kv: Any, game: str, me: Me) -> None:
        self.kv, self.game, self.me = kv, game, me
        self.revision: int | None = None  # the lease's revision while this worker holds it
        self.renewed = 0.0  # when it was last written (time.monotonic)

    @property
    def held(self) -> bool:
        return self.revision is not None

    def sure(self) -> bool:
        """Whether this worker surely holds the lease now: renewed less than LEASE_SECONDS
        minus a margin ago (a worker stopped a while, SIGSTOP or a pause, finds it is not,
        before it renews: another may run the game)."""
        return self.revision is not None and \
            time.monotonic() - self.renewed < LEASE_SECONDS - 2 * RENEW_EVERY

    async def take(self) -> bool:
        """Take the game's lease if it is free; whether this worker holds it now."""
        from nats.js.errors import KeyWrongLastSequenceError, NotFoundError
        try:
            entry = await self.kv.get(self.game)
        except NotFoundError:  # (never written, or given back)
            entry = None
        try:
            if entry is None:
                self.revision = await self.kv.create(self.game, lease_doc(self.me))
            elif is_free(read_lease(entry.value)):
                self.revision = await self.kv.update(self.game, lease_doc(self.me),
                                                     last=entry.revision)
            else:
                return False
        except KeyWrongLastSequenceError:  # another worker was quicker
            return False
        self.renewed = time.monotonic()
        return True

    async def renew(self) -> bool:
        """Write the lease on for another LEASE_SECONDS; False when it is lost (another worker
        wrote it, or it could not be written before it ran out)."""
        from nats.errors import Error as NatsError
        if self.revision is None:
            return False
        try:
            self.revision = await self.kv.update(self.game, lease_doc(self.me),
                                                 last=self.revision)
        except (NatsError, TimeoutError, OSError) as exc:
            from nats.js.errors import KeyWrongLastSequenceError
            if isinstance(exc, KeyWrongLastSequenceError) or \
                    time.monotonic() - self.renewed > LEASE_SECONDS - RENEW_EVERY:
                log.warning("game %s: the lease is lost (%s)", self.game, type(exc).__name__)
                self.revision = None
                return False
            return True  # (tried again in a second, while it still runs)
        self.renewed = time.monotonic()
        return True

    async def release(self) -> None:
        """Give the lease back (another worker may take the game at once)."""
        from nats.errors import Error as NatsError
        rev, self.revision = self.revision, None
        if rev is None:
            return
        try:
            await self.kv.delete(self.game, last=rev)
        except (NatsError, TimeoutError, OSError) as exc:
            log.info("game %s: the lease could not be given back (%s); it runs out",
                     self.game, type(exc).__name__)
