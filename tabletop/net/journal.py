"""The host's append-only journal: every log entry it acknowledged, on disk before the answer.

A host writes its game (an ordinary save, atomically) now and then and, between two saves,
appends to `NAME.journal` one JSON line per change of the game's log, synced to disk
(`os.fsync`) before the seat that asked hears "done":

    {"op": "push", "n": 17, "entry": {...a save's log entry...}}
    {"op": "pop", "n": 17}                       (the host's own exact undo)
    {"op": "refused", "actor": "B", "command": {...}, "verdicts": [...]}   (for the record)

`n` is the entry's place in the log. After a crash (even SIGKILL), `replay(game, path)` puts
the entries the save does not hold yet back on the game (their events replayed, no rules or
randomness re-run): a line cut short by the crash was never acknowledged and is skipped.
`Journal.restart(game)` starts an empty journal once a save holds everything.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import IO, Any

from tabletop.model.game import Game, LogEntry
from tabletop.model.limits import MAX_FILE_BYTES

PUSH, POP, REFUSED = "push", "pop", "refused"


_SYNCER: ThreadPoolExecutor | None = None


def _syncer() -> ThreadPoolExecutor:
    """The threads that sync journals: many, since a sync waits on the disk, not the CPU (the
    loop's default executor has a few, and 20 games' journals would queue behind them)."""
    global _SYNCER
    if _SYNCER is None:
        _SYNCER = ThreadPoolExecutor(max_workers=64, thread_name_prefix="journal-sync")
    return _SYNCER


class Journal:
    """Appends records to one file. `append(rec)` writes and syncs at once; a host writes
    with `sync=False` and awaits `flush()` before it answers: the records written meanwhile
    (by every seat's command) are synced together, in a worker thread (a group commit: one
    fsync for a burst, and the event loop never waits on the disk). `timings` keeps the last
    seconds spent per write (`append`, its sync included) and per group synced (`flush`)."""

    def __init__(self, path: str | os.PathLike, *, sync: bool = True) -> None:
        self.path = Path(path)
        self.sync = sync
        self._fh: IO[bytes] | None = None
        self.timings: list[float] = []
        self._written = 0  # records written
        self._synced = 0  # ... of which synced
        self._syncing: asyncio.Future | None = None

    def _file(self) -> IO[bytes]:
        if self._fh is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            self._fh = os.fdopen(fd, "ab", buffering=0)
        return self._fh

    def append(self, record: dict, *, sync: bool = True) -> None:
        t0 = time.perf_counter()
        data = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"
        fh = self._file()
        fh.write(data)
        self._written += 1
        if sync and self.sync:
            os.fsync(fh.fileno())
            self._synced = self._written
        self._time(t0)

    def _time(self, t0: float) -> None:
        self.timings.append(time.perf_counter() - t0)
        del self.timings[:-1000]

    async def flush(self) -> None:
        """Return once every record written so far is on disk."""
        if not self.sync or self._fh is None:
            self._synced = self._written
            return
        target = self._written
        while self._synced < target:
            if self._syncing is not None:
                if self._syncing.done():  # its flush has yet to take the result: let it run
                    await asyncio.sleep(0)  # (awaiting a done future would never yield)
                else:
                    await asyncio.shield(self._syncing)
                continue
            upto, fd = self._written, self._fh.fileno()
            t0 = time.perf_counter()
            self._syncing = asyncio.get_running_loop().run_in_executor(_syncer(), os.fsync, fd)
            try:  # (shielded: a flush cancelled with its task leaves the sync to the others)
                await asyncio.shield(self._syncing)
            finally:
                self._syncing = None
            self._synced = max(self._synced, upto)
            self._time(t0)

    def push(self, n: int, entry: LogEntry, *, sync: bool = True) -> None:
        self.append({"op": PUSH, "n": n, "entry": entry.to_dict()}, sync=sync)

    def pop(self, n: int, *, sync: bool = True) -> None:
        self.append({"op": POP, "n": n}, sync=sync)

    def restart(self) -> None:
        """Empty the journal: the save now holds everything it said (the file stays open, so
        a sync under way is not disturbed)."""
        fh = self._file()
        os.ftruncate(fh.fileno(), 0)
        os.fsync(fh.fileno())
        self._synced = self._written

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None


def records(path: str | os.PathLike) -> list[dict[str, Any]]:
    """The complete records of a journal (a last line cut short by a crash is left out)."""
    p = Path(path)
    if not p.exists():
        return []
    if p.stat().st_size > MAX_FILE_BYTES:
        raise ValueError(f"{p}: the journal is larger than {MAX_FILE_BYTES:,} bytes")
    out = []
    for line in p.read_bytes().split(b"\n"):
        if not line.strip():
            continue
        try:
            rec = json.loads(line)
        except (ValueError, RecursionError):
            continue  # the last line, cut short: never acknowledged
        if isinstance(rec, dict):
            out.append(rec)
    return out


def replay(game: Game, path: str | os.PathLike) -> int:
    """Put the journal's changes to the log that `game` (loaded from the save) lacks back on it
    (chat lines too: they are log entries). Returns how many entries the save did not hold."""
    before = len(game.log)
    for rec in records(path):
        op = rec.get("op")
        if op == PUSH and rec.get("n") == len(game.log):
            game.push_entry(LogEntry.from_dict(rec["entry"]))
        elif op == POP and rec.get("n") == len(game.log) - 1 and game.log:
            game.pop_entry()
    return len(game.log) - before
