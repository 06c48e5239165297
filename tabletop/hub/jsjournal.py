"""A hosted game's journal on JetStream (hub-contract.md, "The journal stream"): game number k
of game G is the subject `ttj.G.k` of the stream `TT_JOURNAL`, replicated on the cluster (R3
on three nodes: a message is acknowledged once a quorum stores it).

    await publish_setup(js, subject, game)      # the first message: the game as it starts
    journal = JsJournal(js, subject, last=seq)  # then one message per journal record
    host = Host(game, net, folder, journal=journal, ...)
    game, last, seq = await read_game(js, subject)   # a worker taking over: setup + records
    game, last, seq, clock = await read_journal(js, subject)    # ... with the chess clock

The first message is `{"kind": "setup", "save": <the save JSON>}`; every later one is one
record of `net.journal` (`{"seq", "op", "n", "entry"...}`, with its `crc`), the same as a line
of the file journal. `JsJournal` is the file journal's interface for `net.durability.Saver`
(`append`, `push`, `pop`, `flush`, `restart`, `close`, `written`, `synced`, `size`): records
are published in order, each stating the stream sequence of the subject's last message
(`Nats-Expected-Last-Subject-Sequence`), so that two writers can never both append (the one
that is behind is refused: `lost`, and the worker stops at once), and carrying a message id
(`Nats-Msg-Id`), so a publish retried after a timeout is stored once. `flush()` returns once
the stream acknowledged every record written so far: a seat's command is acknowledged after
that (`Saver.durable`). A publish that fails for a while (no quorum, the connection down) is
tried again until it is stored or the journal is lost (`lose()`: the worker lost its lease).

Pure Python, asyncio, nats-py; no Qt."""

from __future__ import annotations

import asyncio
import errno
import json
import logging
import secrets
import time
from collections import deque
from typing import Any

from tabletop.model.game import Game, LogEntry
from tabletop.net import journal as J
from tabletop.storage.codec import dump_game, load_game_bytes
from tabletop.storage.files import SaveError

from . import names as N

log = logging.getLogger("tabletop.hub.journal")

SETUP_HEAD = b'{"kind":"setup","save":'
PUBLISH_TIMEOUT = 2.0  # seconds for one publish's acknowledgement before it is tried again
RETRY_PAUSE = 0.25
WRONG_LAST = (10071, 10164)  # JetStream's "wrong last sequence" error codes
LOST = "another worker runs this game now"


class JournalLost(OSError):
    """The journal can't be written by this worker any more (another one took the game)."""

    def __init__(self, why: str = LOST) -> None:
        super().__init__(errno.EPERM, why)


class JournalUnreadable(Exception):
    """A game's journal on the stream can't be read: one sentence."""


async def publish_setup(js: Any, subject: str, game: Game) -> int:
    """Publish the game as it starts as the subject's first message (refused when the subject
    holds one already: a game is set up once); its stream sequence."""
    data = SETUP_HEAD + dump_game(game) + b"}"
    ack = await js.publish(subject, data, timeout=PUBLISH_TIMEOUT * 5,
                           headers={"Nats-Expected-Last-Subject-Sequence": "0",
                                    "Nats-Msg-Id": f"{subject}:setup"})
    return int(ack.seq)


class JsJournal:
    """See the module's docstring. `last`: the stream sequence of the subject's last message
    (the setup's, or the last record's after a replay); `seq`: the last record's number."""

    def __init__(self, js: Any, subject: str, *, last: int, seq: int = 0) -> None:
        self.js, self.subject = js, subject
        self.last = last
        self._seq = seq
        self.run = secrets.token_hex(4)  # this writer, in every message id
        self.written = self.synced = 0
        self.size = 0  # bytes since the last `restart` (the saver's compaction reads it)
        self.timings: list[float] = []
        self.sync = True
        self.lost: str | None = None  # why this journal can't be written any more
        self._pending: deque[tuple[int, bytes]] = deque()
        self._publisher: asyncio.Task | None = None
        self._done = asyncio.Event()

    # -- writing (the file journal's interface) --
    def append(self, record: dict, *, sync: bool = True) -> None:
        if self.lost is not None:
            raise JournalLost(self.lost)
        self._seq += 1
        data = J.encode_line(self._seq, record).rstrip(b"\n")
        self._pending.append((self._seq, data))
        self.written += 1
        self.size += len(data)
        self._done.clear()
        if self._publisher is None or self._publisher.done():
            self._publisher = asyncio.get_running_loop().create_task(self._publish_all())

    def push(self, n: int, entry: LogEntry, *, sync: bool = True) -> None:
        self.append({"op": J.PUSH, "n": n, "entry": entry.to_dict()}, sync=sync)

    def pop(self, n: int, *, sync: bool = True) -> None:
        self.append({"op": J.POP, "n": n}, sync=sync)

    async def flush(self) -> None:
        """Return once the stream acknowledged every record written so far; JournalLost when
        it never will (the records not stored are then `written` no more)."""
        target = self.written
        while self.synced < target:
            if self.lost is not None:
                self.written = self.synced
                raise JournalLost(self.lost)
            self._done.clear()
            if self.synced >= target:
                break
            await self._done.wait()

    def restart(self) -> None:
        """A save holds everything: the stream keeps every record (a worker taking over
        replays them all), only the count of bytes starts over."""
        self.size = 0

    def close(self) -> None:
        """(The records still to publish go on being published: `flush` waits for them.)"""

    def lose(self, why: str = LOST) -> None:
        """This worker no longer owns the game: nothing more is published."""
        if self.lost is None:
            self.lost = why
        if self._publisher is not None and not self._publisher.done():
            self._publisher.cancel()
        self._done.set()

    # -- publishing --
    async def _publish_all(self) -> None:
        try:
            while self._pending and self.lost is None:
                seq, data = self._pending[0]
                t0 = time.perf_counter()
                stored = await self._publish(seq, data)
                if stored is None:
                    return
                self.last = stored
                self._pending.popleft()
                self.synced += 1
                self.timings.append(time.perf_counter() - t0)
                del self.timings[:-1000]
                self._done.set()
        finally:
            self._done.set()

    async def _publish(self, seq: int, data: bytes) -> int | None:
        """One record stored (tried again while the stream can't be reached); its stream
        sequence. None, the journal lost, when the stream refuses it (another writer)."""
        from nats.errors import Error as NatsError
        from nats.js.errors import APIError
        headers = {"Nats-Expected-Last-Subject-Sequence": str(self.last),
                   "Nats-Msg-Id": f"{self.subject}:{self.run}:{seq}"}
        while self.lost is None:
            try:
                ack = await self.js.publish(self.subject, data, timeout=PUBLISH_TIMEOUT,
                                            headers=dict(headers))
                return int(ack.seq)
            except APIError as exc:
                if exc.err_code in WRONG_LAST:
                    self.lost = f"{LOST} (the journal moved on without this worker)"
                    return None
                log.warning("%s: the stream refused a record (%s); trying again",
                            self.subject, exc.description)
            except (NatsError, TimeoutError, OSError) as exc:
                log.info("%s: no acknowledgement yet (%s); trying again", self.subject,
                         type(exc).__name__)
            await asyncio.sleep(RETRY_PAUSE)
        return None


# -- reading ------------------------------------------------------------------------------------

async def last_sequence(js: Any, subject: str) -> int:
    """The stream sequence of the subject's last message (0: none)."""
    from nats.js.errors import NotFoundError
    try:
        msg = await js.get_last_msg(N.STREAM, subject)
    except NotFoundError:
        return 0
    return int(msg.seq)


async def read_messages(js: Any, subject: str, upto: int,
                        timeout: float = 10.0) -> list[bytes]:
    """The subject's messages up to stream sequence `upto`, in order."""
    from nats.js.api import DeliverPolicy
    out: list[bytes] = []
    sub = await js.subscribe(subject, ordered_consumer=True,
                             deliver_policy=DeliverPolicy.ALL)
    try:
        while True:
            msg = await sub.next_msg(timeout=timeout)
            out.append(msg.data)
            if msg.metadata.sequence.stream >= upto:
                return out
    finally:
        await sub.unsubscribe()


def game_of(messages: list[bytes], subject: str) -> tuple[Game, int]:
    """The game the messages hold: the setup's save with every record put back on it (as
    `net.journal.replay` does for the file journal); with the last record's number.
    JournalUnreadable for a journal that does not start with a setup, or a damaged record."""
    if not messages or not messages[0].startswith(SETUP_HEAD) or messages[0][-1:] != b"}":
        raise JournalUnreadable(f"{subject}: the journal does not start with the game's setup")
    try:
        game = load_game_bytes(messages[0][len(SETUP_HEAD):-1], name=subject)
    except SaveError as exc:
        raise JournalUnreadable(f"{subject}: the game's setup can't be read: "
                                f"{'; '.join(exc.problems[:2])}") from None
    seq = 0
    for i, raw in enumerate(messages[1:], 2):
        rec, problem = J.check_line(raw, seq + 1)
        if rec is None:
            raise JournalUnreadable(f"{subject}: message {i} of the journal is damaged "
                                    f"({problem})")
        problem = J.apply_record(game, rec)
        if problem is not None:
            raise JournalUnreadable(f"{subject}: message {i} of the journal can't be put "
                                    f"back ({problem})")
        seq = rec["seq"]
    return game, seq


async def read_game(js: Any, subject: str) -> tuple[Game, int, int] | None:
    """The game journaled on `subject` (None when nothing is): (game, the stream sequence of
    the last message, the last record's number)."""
    found = await read_journal(js, subject)
    return None if found is None else found[:3]


async def read_journal(js: Any, subject: str) -> tuple[Game, int, int, dict | None] | None:
    """As `read_game`, with the journal's last chess clock record (hub.clock), if any."""
    last = await last_sequence(js, subject)
    if not last:
        return None
    messages = await read_messages(js, subject, last)
    game, seq = game_of(messages, subject)
    return game, last, seq, last_clock(messages)


def last_clock(messages: list[bytes]) -> dict | None:
    """The last chess clock record of the messages (checked by `game_of` already), if any."""
    for raw in reversed(messages[1:]):
        if b'"op":"clock"' in raw:
            rec = json.loads(raw)
            if rec.get("op") == J.CLOCK:
                return rec
    return None


def records_of(messages: list[bytes]) -> list[dict]:
    """The records after the setup (for tests and inspection)."""
    return [json.loads(m) for m in messages[1:]]
