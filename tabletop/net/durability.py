"""Keeping a hosted game on disk, and what the host does when it can't.

`Saver(game, folder, net)` holds the host's journal (`net.journal`, or `journal=` one with its
interface kept elsewhere: `hub.jsjournal` on JetStream) and writes its save:

    saver.write()          # the log's changes since the last call, to the journal (not synced)
    await saver.durable()  # ... synced (one sync for the commands that arrived together)
    await saver.commit()   # write, then sync: the game is now what the disk holds
    saver.record(rec)      # a short record of a refused command (not synced: for the record)
    saver.save()           # game.json (atomically) and net.json, then the journal starts over
    saver.tick()           # a save when one is due (see below), or a retry while paused

The journal is compacted into the save (a save, then an empty journal) every `save_every`
seconds while it holds anything, every `SAVE_EVERY_ENTRIES` log entries, and as soon as it
passes `compact_at` bytes: it stays small whatever seats send (a refusal is a short record,
and refusals count against the seat's rate limit: `REFUSAL_COST`).

A host of many games spreads their saves: each game's timed saves fall on its own beat (a
phase of the period from its id: `phase_of`), at least `save_every` seconds apart, and a save
that is due waits its turn in the process's queue, which runs `SAVES_PER_TURN` of them per turn
of the event loop (`tick` queues; the save itself, done on the loop between two turns, is
whole and synchronous as before: the game can't change while it is written, and the journal
starts over only once the save is on disk). A hundred games saving every 30 s once stalled the
loop for the time of all their saves at once (~7 ms each); now for one save at a time.

When a write fails (a full disk, a read-only one, the folder gone: any OSError), the host is
paused (`paused`, `notice`: "the host can't save: the disk is full; the game is paused"):
nothing is applied that the journal does not hold. A change whose line could not be written
or synced is taken back exactly (`Game.pop_entry`, the table's undo history forgotten), the
journal cut back to its last whole line; the seats' commands are refused (`refusal()`, error
code `paused`) until a save succeeds again: `tick()` tries every `RETRY_SECONDS`, and the host
goes on by itself (`on_change` is called at both ends, so the host tells its seats).

`supervise(name, make)` runs a background task for as long as the host runs: one that fails
is said in the host's log (one line, no traceback) and started again.

Pure Python, asyncio; no Qt, no NATS.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import math
import shutil
import time
import weakref
import zlib
from collections import deque
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from tabletop.model.game import Game, LogEntry
from tabletop.storage.files import PRIVATE, write_atomic

from . import journal as J
from . import protocol as P
from .netstate import GAME_FILE, JOURNAL_FILE, NET_FILE, NetState

log = logging.getLogger("tabletop.net.host")

SAVE_EVERY_SECONDS = 30.0  # the whole game is saved at most this often (the journal between)
SAVE_EVERY_ENTRIES = 500  # ... or after this many entries
COMPACT_BYTES = 1024 * 1024  # ... or once the journal is this large
RETRY_SECONDS = 2.0  # while the host can't save, it tries again this often
REFUSAL_COST = 2  # a refused command takes this many more of the seat's requests (rate limit)
SAVES_PER_TURN = 1  # whole-game saves one turn of the event loop runs (the others wait theirs)

PAUSED_NOTICE = "the host can't save: {why}; the game is paused"
RESUMED_NOTICE = "the host can save again; the game goes on"
NOT_DONE = "{notice}: this was not carried out (send it again once the game goes on)"

_WHY = {errno.ENOSPC: "the disk is full", errno.EDQUOT: "the disk is full (a quota)",
        errno.EFBIG: "a file reached the largest size this system allows",
        errno.EROFS: "the disk is read-only", errno.EACCES: "it may not write to its folder",
        errno.EPERM: "it may not write to its folder", errno.ENOENT: "its folder is gone",
        errno.ENOTDIR: "its folder is gone", errno.EIO: "the disk reports an error"}


def why(exc: OSError) -> str:
    """A write failure in words (for the seats and the host's log)."""
    if exc.errno in _WHY:
        return _WHY[exc.errno]
    return (exc.strerror or str(exc) or type(exc).__name__).lower()[:200]


def revert_to(game: Game, target: list[LogEntry]) -> int:
    """Make `game.log` the list `target` (a state it had, sharing its entries): the entries
    not in it undone exactly, newest first, the ones it lacks put back. How many changed."""
    log_, n = game.log, 0
    while len(log_) > len(target) or (log_ and log_[-1] is not target[len(log_) - 1]):
        game.pop_entry()
        n += 1
    for entry in target[len(log_):]:
        game.push_entry(entry)
        n += 1
    return n


class Saver:
    """See the module's docstring. `on_change()`: the host paused or goes on again;
    `on_rollback()`: changes were taken back (the table's undo history is no longer true)."""

    def __init__(self, game: Game, folder: Path, net: NetState, *, sync: bool = True,
                 save_every: float = SAVE_EVERY_SECONDS, compact_at: int = COMPACT_BYTES,
                 on_change: Callable[[], None] = lambda: None,
                 on_rollback: Callable[[], None] = lambda: None,
                 journal: Any = None) -> None:
        self.game, self.folder, self.net = game, folder, net
        # the file journal, or one kept elsewhere with its interface (`hub.jsjournal`)
        self.journal = journal if journal is not None else J.Journal(folder / JOURNAL_FILE,
                                                                     sync=sync)
        self.journaled: list[LogEntry] = list(game.log)  # the log as the journal has it
        self._ops: deque[tuple[int, str, LogEntry]] = deque()  # (record, op, entry) unsynced
        self.failure: str | None = None  # why the host can't save, while it can't
        self.epoch = 0  # one more with every take-back
        self.save_every, self.compact_at = save_every, compact_at
        self.on_change, self.on_rollback = on_change, on_rollback
        self._last_save = self._last_try = time.monotonic()
        self.phase = phase_of(net.game)
        self._due = self._next_beat(self._last_save)
        self._queued = self._closed = False
        self._saved_len = len(game.log)
        self._unsaved = 0  # journal bytes a save could not take (the game too large to save)
        self._rolling = False

    @property
    def paused(self) -> bool:
        return self.failure is not None

    @property
    def notice(self) -> str | None:
        return PAUSED_NOTICE.format(why=self.failure) if self.failure else None

    def refusal(self) -> dict:
        """The answer to a request that would change the game while paused."""
        return P.error(P.ErrorCode.PAUSED, NOT_DONE.format(notice=self.notice))

    # -- writing --
    def write(self) -> None:
        """Write the log's changes since the last call to the journal (`commit` syncs them).
        While paused, nothing is written and a change is taken back (soon: not from inside
        the game's own notification)."""
        done, log_ = self.journaled, self.game.log
        if self.failure is not None:
            if self._differs():
                _soon(self.roll_back)
            return
        j = self.journal
        try:
            while len(done) > len(log_) or (done and done[-1] is not log_[len(done) - 1]):
                j.pop(len(done) - 1, sync=False)
                self._ops.append((j.written, J.POP, done.pop()))
            for n in range(len(done), len(log_)):
                j.push(n, log_[n], sync=False)
                done.append(log_[n])
                self._ops.append((j.written, J.PUSH, log_[n]))
        except OSError as exc:
            self.fail(exc)
            _soon(self.roll_back)

    def record(self, rec: dict) -> None:
        """A refused command's short record (never while paused)."""
        if self.failure is None:
            try:
                self.journal.append(rec, sync=False)
            except OSError as exc:
                self.fail(exc)

    async def commit(self) -> None:
        """Write and sync: on return the game is what the journal holds (anything that could
        not be written or synced was taken back, and the host paused)."""
        self.write()
        self.roll_back()
        await self._sync()

    @property
    def unsynced(self) -> bool:
        """Whether some of what was written is not on disk yet."""
        return self.journal.synced < self.journal.written

    async def durable(self) -> None:
        """Return once everything written so far is on disk (or, when the sync failed, taken
        back, the host paused). The commands that arrived together share one sync: this yields
        to the event loop once first, so that every one of them is written before it starts
        (and `Journal.flush` joins a sync under way)."""
        await asyncio.sleep(0)
        await self._sync()

    async def _sync(self) -> None:
        try:
            await self.journal.flush()
        except OSError as exc:
            self.fail(exc)
            self._unsynced_lost()
            self.roll_back()
            return
        while self._ops and self._ops[0][0] <= self.journal.synced:
            self._ops.popleft()

    def _unsynced_lost(self) -> None:
        """The journal cut back what it could not sync: so does `journaled`."""
        while self._ops and self._ops[-1][0] > self.journal.synced:
            _, op, entry = self._ops.pop()
            if op == J.PUSH:
                self.journaled.pop()
            else:
                self.journaled.append(entry)

    def _differs(self) -> bool:
        done, log_ = self.journaled, self.game.log
        return len(done) != len(log_) or bool(log_ and log_[-1] is not done[-1])

    def roll_back(self) -> None:
        """Take back every change the journal does not hold (exactly, newest first)."""
        if self._rolling or not self._differs():
            return
        self._rolling = True
        try:
            n = revert_to(self.game, self.journaled)
        finally:
            self._rolling = False
        self.epoch += 1
        log.warning("took back %d change%s to the game that could not be saved", n,
                    "" if n == 1 else "s")
        self.on_rollback()

    def holds(self, entry: LogEntry | None) -> bool:
        """Whether `entry` is in the game's log (None: nothing to hold, True)."""
        return entry is None or any(e is entry for e in reversed(self.game.log))

    def kept(self, epoch: int, entry: LogEntry | None) -> bool:
        """Whether a change made at `epoch` (its log entry) survived any take-back since."""
        return epoch == self.epoch or self.holds(entry)

    # -- failing and going on --
    def fail(self, exc: OSError) -> None:
        first = self.failure is None
        self.failure = why(exc)
        self._last_try = time.monotonic()
        if first:
            log.warning("the host can't save the game in %s: %s (%s); the game is paused, "
                        "trying again every %g s", self.folder, self.failure,
                        exc.strerror or exc, RETRY_SECONDS)
            self.on_change()

    def save(self) -> bool:
        """Write the whole game and the net state; the journal starts over. False when that
        failed (the host is paused, the journal as it was)."""
        from tabletop.storage import SaveRefused, dump_game
        self.roll_back()  # (while paused: the game is what the disk holds)
        try:
            data = dump_game(self.game)
        except SaveRefused as exc:  # too large to save: the journal keeps it
            log.warning("not saved: %s", "; ".join(exc.problems[:2]))
            self._saved_now()
            self._unsaved = self.journal.size
            return self.failure is None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomic(self.folder / GAME_FILE, data, backup=False, mode=PRIVATE)
            self.net.save(self.folder / NET_FILE)
            self.journal.restart()
        except OSError as exc:
            self.fail(exc)
            return False
        self.journaled = list(self.game.log)
        self._ops.clear()
        self._saved_len = len(self.game.log)
        self._saved_now()
        self._unsaved = 0
        if self.failure is not None:
            self.failure = None
            log.warning("the host can save again (%s); the game goes on", self.folder)
            self.on_change()
        return True

    def _saved_now(self) -> None:
        self._last_save = time.monotonic()
        self._due = self._next_beat(self._last_save)

    def _next_beat(self, since: float) -> float:
        """When the next timed save is due after a save at `since`: the first beat of this
        game's (`phase`) at least `save_every` seconds later."""
        period = self.save_every
        if period <= 0:
            return since
        return (math.ceil((since + period) / period - self.phase) + self.phase) * period

    def _due_now(self, now: float) -> bool:
        size = self.journal.size
        return (len(self.game.log) - self._saved_len >= SAVE_EVERY_ENTRIES
                or size - self._unsaved >= self.compact_at or (size > 0 and now >= self._due))

    def tick(self) -> None:
        """Save when a save is due (in its turn: `queue_save`); while paused, try again now
        and then."""
        now = time.monotonic()
        if self.failure is not None:
            if now - self._last_try >= RETRY_SECONDS:
                self._last_try = now
                self.save()
            return
        if not self._queued and not self._closed and self._due_now(now):
            queue_save(self)

    def save_if_due(self) -> None:
        """The save `tick` queued, in its turn: if it is still due (and the host still runs)."""
        if not self._closed and self.failure is None and self._due_now(time.monotonic()):
            self.save()

    async def close(self) -> bool:
        """The last save (the host stops); False when it failed (the journal then holds
        everything acknowledged, synced here as far as it can be)."""
        self._closed = True  # (a save queued for its turn is not made: this one is)
        self.write()
        saved = self.save()
        if not saved:
            with contextlib.suppress(OSError):
                await self.journal.flush()
        self.journal.close()
        return saved


def phase_of(game_id: str) -> float:
    """Where in the save period a game's timed saves fall, from 0 to 1: from its id (the same
    in every run of the host), so that the games of one host save apart."""
    return zlib.crc32(game_id.encode("utf-8", "surrogatepass")) / 2 ** 32


class _Turns:
    """The saves due in one event loop, `SAVES_PER_TURN` per turn of it, oldest first."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.queue: deque[Saver] = deque()
        self.scheduled = False

    def add(self, saver: Saver) -> None:
        saver._queued = True
        self.queue.append(saver)
        if not self.scheduled:
            self.scheduled = True
            self.loop.call_soon(self.run)

    def run(self) -> None:
        self.scheduled = False
        for _ in range(SAVES_PER_TURN):
            if not self.queue:
                return
            saver = self.queue.popleft()
            saver._queued = False
            try:
                saver.save_if_due()
            except Exception as exc:  # noqa: BLE001 - one game's failure never stops the others
                log.warning("the host's save of %s failed (%s: %s)", saver.folder,
                            type(exc).__name__, str(exc)[:200])
        if self.queue:
            self.scheduled = True
            self.loop.call_soon(self.run)


_TURNS: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Turns] = \
    weakref.WeakKeyDictionary()


def queue_save(saver: Saver) -> None:
    """Have `saver` save in its turn of the running event loop (`_Turns`); at once when no
    loop runs."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        saver.save_if_due()
        return
    turns = _TURNS.get(loop)
    if turns is None:
        turns = _TURNS[loop] = _Turns(loop)
    turns.add(saver)


def replay_journal(game: Game, folder: Path, recover: bool) -> str | None:
    """Put the journal of the game hosted in `folder` back on its save (`game`): see
    `journal.replay` (JournalDamaged). With `recover`, what was left out, in words (the
    damaged journal is kept beside, as `game.journal.damaged`), else None."""
    path = folder / JOURNAL_FILE
    done = J.replay(game, path, recover=recover, save_name=str(folder / GAME_FILE))
    if done.added:
        log.info("resumed %s: %d entries from the journal", folder.name, done.added)
    said = done.summary()
    if said is None:
        return None
    kept = path.with_name(JOURNAL_FILE + ".damaged")
    try:  # (a copy: until the resumed host's first save, the journal stays as it was)
        shutil.copyfile(path, kept)
        said += f"; the damaged journal is kept as {kept}"
    except OSError as exc:
        said += f"; the damaged journal could not be kept aside ({why(exc)})"
    log.info("%s: %s", folder.name, said)
    return said


def _soon(fn: Callable[[], None]) -> None:
    """Call `fn` from the event loop, once the code running now is done (no loop: never)."""
    with contextlib.suppress(RuntimeError):
        asyncio.get_running_loop().call_soon(fn)


def report_failure(task: asyncio.Task) -> None:
    """A task's done-callback: one that failed is said in the host's log (one line)."""
    if not task.cancelled() and task.exception() is not None:
        exc = task.exception()
        name = getattr(task.get_coro(), "__qualname__", task.get_name())
        log.warning("the host's task %s failed (%s: %s)", name, type(exc).__name__,
                    str(exc)[:200])


async def supervise(name: str, make: Callable[[], Awaitable[Any]],
                    running: Callable[[], bool], pause: float = 1.0) -> None:
    """Run `make()` while `running()`: when it fails, say so in the host's log (one line) and
    run it again after `pause` seconds."""
    while running():
        try:
            await make()
            return
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - a background task never dies unsaid
            log.warning("the host's %s stopped (%s: %s); started again", name,
                        type(exc).__name__, str(exc)[:200])
            log.debug("the host's %s", name, exc_info=True)
            await asyncio.sleep(pause)
