"""The host's append-only journal: every log entry it acknowledged, on disk before the answer.

A host writes its game (an ordinary save, atomically) now and then and, between two saves,
appends to `NAME.journal` one JSON line per change of the game's log, synced to disk
(`os.fsync`) before the seat that asked hears "done":

    {"seq":1,"op":"push","n":17,"entry":{...a save's log entry...},"crc":"1c291ca3"}
    {"seq":2,"op":"pop","n":17,"crc":"8e0e6bd4"}            (the host's own exact undo)
    {"seq":3,"op":"refused","actor":"B","kind":"draw","verdicts":[...],"reason":"...",
     "sha256":"9f86d081884c7d65","bytes":123,"position":17,"crc":"..."}   (for the record)
    {"seq":4,"op":"clock","remaining":{"A":894000,"B":900000},"running":"B","n":18,"crc":"..."}
                                            (a hub's chess clock: hub.clock; data only)

`n` is the entry's place in the log. A refused command is kept short: its kind, the seat, the
verdicts, and a hash and the size of what was sent (never the command itself: a seat could
send a megabyte a time). `seq` numbers the lines from 1 after each save; `crc` is the CRC-32
of the line's own bytes without it (the line up to `,"crc"`, closed with `}`), so a line is
checked without being read twice. Journals of tabletop 0.1 (lines without `seq` and `crc`)
are read as before, each line only checked to be a record.

After a crash (even SIGKILL), `replay(game, path)` puts the entries the save does not hold yet
back on the game (their events replayed, no rules or randomness re-run), reading the journal
line by line (no size limit: a journal is never refused for its size). A last line cut short
by the crash (no newline: it was never acknowledged) is skipped and said in the host's log. A
damaged line anywhere else (its checksum, its number, its JSON) stops the replay
(`JournalDamaged`, naming the line and what the save and the journal hold), unless
`recover=True`: then the game is taken up to the line before it, and `Replayed` says how many
changes that leaves out.

`Journal.append` writes a whole line or nothing: a write that fails (a full disk) is cut back
to the last whole line and raises the OSError; `flush()` syncs (a failed sync cuts the file
back to what was synced, and raises); `restart()` starts an empty journal once a save holds
everything (a journal file removed meanwhile, with its folder, is made again).
"""

from __future__ import annotations

import asyncio
import errno
import json
import logging
import os
import time
import zlib
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

import orjson

from tabletop.model.game import Game, LogEntry
from tabletop.model.limits import MAX_FILE_BYTES

from .errors import NetError

PUSH, POP, REFUSED = "push", "pop", "refused"
CLOCK = "clock"  # a hosted game's chess clock (hub.clock), as data: never put on the game
OPS = (PUSH, POP, REFUSED, CLOCK)
MAX_LINE = MAX_FILE_BYTES  # bytes of one line (a journal as a whole has no limit)
NEW_LINE = b'{"seq":'  # how a line of this format starts (a 0.1 journal's start with {"op":)
CRC_TAIL = len(',"crc":"00000000"}')

log = logging.getLogger("tabletop.net.host")

_SYNCER: ThreadPoolExecutor | None = None


def _syncer() -> ThreadPoolExecutor:
    """The threads that sync journals: many, since a sync waits on the disk, not the CPU (the
    loop's default executor has a few, and 20 games' journals would queue behind them)."""
    global _SYNCER
    if _SYNCER is None:
        _SYNCER = ThreadPoolExecutor(max_workers=64, thread_name_prefix="journal-sync")
    return _SYNCER


def _gone(path: Path) -> OSError:
    return FileNotFoundError(errno.ENOENT, "the journal file was removed", str(path))


def _sync_fd(fd: int, path: Path, fsync: Callable[[int], None] = os.fsync) -> None:
    fsync(fd)
    if os.fstat(fd).st_nlink == 0:  # (its folder removed: synced to nowhere)
        raise _gone(path)


def encode_line(seq: int, record: dict) -> bytes:
    """One journal line: the record numbered `seq`, its checksum last."""
    body = {"seq": seq, **record}
    try:  # (orjson: a tenth of json's time; it refuses what json writes below)
        data = orjson.dumps(body)
    except TypeError:
        try:
            data = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()
        except UnicodeEncodeError:  # (a lone surrogate: escaped, so the line is still UTF-8)
            data = json.dumps(body, separators=(",", ":")).encode()
    return data[:-1] + b',"crc":"%08x"}\n' % zlib.crc32(data)


class Journal:
    """Appends records to one file. `append(rec)` writes and syncs at once; a host writes
    with `sync=False` and awaits `flush()` before it answers: the records written meanwhile
    (by every seat's command) are synced together, in a worker thread (a group commit: one
    fsync for a burst, and the event loop never waits on the disk). `timings` keeps the last
    seconds spent per write (`append`, its sync included) and per group synced (`flush`).
    `size`: the bytes of whole lines in the file; `written`, `synced`: records (counted since
    the journal was opened; `synced` of them on disk)."""

    def __init__(self, path: str | os.PathLike, *, sync: bool = True) -> None:
        self.path = Path(path)
        self.sync = sync
        self._fh: IO[bytes] | None = None
        self.timings: list[float] = []
        self.written = 0  # records written
        self.synced = 0  # ... of which synced
        self.size = 0  # bytes of whole lines
        self._seq = 0  # the last line's number
        self._synced_at = (0, 0)  # (size, seq) when `synced` was last reached
        self._torn = False  # a failed write may have left part of a line: cut it first
        self._syncing: asyncio.Future | None = None
        # the sync of the file (`os.fsync`; a test may wrap it to count the syncs)
        self.fsync: Callable[[int], None] = os.fsync

    def _file(self, *, scan: bool = True) -> IO[bytes]:
        """The open file; an existing journal (`scan`) is written on after its last good line
        (what follows is cut off: a host replays a journal before it writes one)."""
        if self._fh is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            self._fh = os.fdopen(fd, "ab", buffering=0)
            if scan and os.fstat(fd).st_size:
                self.size, self._seq = _whole_lines(self.path)
                self._synced_at = (self.size, self._seq)
                self._torn = True
        return self._fh

    def append(self, record: dict, *, sync: bool = True) -> None:
        """Write one record (a whole line or nothing: OSError, the file as it was)."""
        t0 = time.perf_counter()
        fd = self._file().fileno()
        data = encode_line(self._seq + 1, record)
        self._write(fd, data)
        self._seq += 1
        self.size += len(data)
        self.written += 1
        if sync and self.sync:
            _sync_fd(fd, self.path, self.fsync)
            self.synced = self.written
            self._synced_at = (self.size, self._seq)
        self._time(t0)

    def _write(self, fd: int, data: bytes) -> None:
        if self._torn:
            os.ftruncate(fd, self.size)
            self._torn = False
        if os.fstat(fd).st_nlink == 0:
            raise _gone(self.path)
        view = memoryview(data)
        try:
            while view:
                n = os.write(fd, view)
                if n <= 0:
                    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(self.path))
                view = view[n:]
        except OSError:
            self._cut_back(fd, self.size)
            raise

    def _cut_back(self, fd: int, size: int) -> None:
        """Take the file back to `size` bytes (whole lines); if that fails too, before the
        next write."""
        try:
            os.ftruncate(fd, size)
            self._torn = False
        except OSError:
            self._torn = True

    def _time(self, t0: float) -> None:
        self.timings.append(time.perf_counter() - t0)
        del self.timings[:-1000]

    async def flush(self) -> None:
        """Return once every record written so far is on disk. OSError when the sync fails:
        the records not synced are cut off the file (`written` is `synced` again)."""
        if not self.sync or self._fh is None:
            self.synced = self.written
            self._synced_at = (self.size, self._seq)
            return
        target = self.written
        while self.synced < target:
            if self._syncing is not None:
                if self._syncing.done():  # its flush has yet to take the result: let it run
                    await asyncio.sleep(0)  # (awaiting a done future would never yield)
                else:
                    await asyncio.shield(self._syncing)
                continue
            upto, at, fd = self.written, (self.size, self._seq), self._fh.fileno()
            t0 = time.perf_counter()
            self._syncing = asyncio.get_running_loop().run_in_executor(
                _syncer(), _sync_fd, fd, self.path, self.fsync)
            try:  # (shielded: a flush cancelled with its task leaves the sync to the others)
                await asyncio.shield(self._syncing)
            except OSError:
                self._lose_unsynced()
                raise
            finally:
                self._syncing = None
            if upto > self.synced:
                self.synced, self._synced_at = upto, at
            self._time(t0)

    def _lose_unsynced(self) -> None:
        """After a failed sync: what was not synced is cut off (its changes are taken back)."""
        self.size, self._seq = self._synced_at
        self.written = self.synced
        if self._fh is not None:
            self._cut_back(self._fh.fileno(), self.size)

    def push(self, n: int, entry: LogEntry, *, sync: bool = True) -> None:
        self.append({"op": PUSH, "n": n, "entry": entry.to_dict()}, sync=sync)

    def pop(self, n: int, *, sync: bool = True) -> None:
        self.append({"op": POP, "n": n}, sync=sync)

    def restart(self) -> None:
        """Empty the journal: the save now holds everything it said. The file stays open (a
        sync under way is not disturbed), unless it was removed: then it is made again, in
        place of the old one (same descriptor). OSError when that can't be done."""
        fd = self._file(scan=False).fileno()
        try:
            same = os.path.samestat(os.fstat(fd), os.stat(self.path))
        except FileNotFoundError:
            same = False
        if not same:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            new = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
            try:
                os.dup2(new, fd)
            finally:
                os.close(new)
        os.ftruncate(fd, 0)
        self.fsync(fd)
        self.size = self._seq = 0
        self._torn = False
        self.synced = self.written
        self._synced_at = (0, 0)

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None


# -- reading --------------------------------------------------------------------------------------

class JournalDamaged(NetError):
    """A journal line that is not the last one can't be read: one paragraph, in words."""


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a journal as read: its number (from 1), its record when it is whole and
    checked, else why not (`problem`); `cut` for a last line without its newline."""

    number: int
    record: dict[str, Any] | None
    problem: str | None = None
    cut: bool = False
    size: int = 0  # its bytes, newline included


def _check(raw: bytes, expect_seq: int | None) -> tuple[dict | None, str | None]:
    """A line of this format checked: (record, None) or (None, what is wrong)."""
    if len(raw) < CRC_TAIL + len(NEW_LINE) or raw[-CRC_TAIL:-10] != b',"crc":"' \
            or raw[-2:] != b'"}':
        return None, "it has no checksum"
    digits = raw[-10:-2]
    if digits.strip(b"0123456789abcdef"):
        return None, "its checksum can't be read"
    if zlib.crc32(raw[:-CRC_TAIL] + b"}") != int(digits, 16):
        return None, "its checksum does not match"
    try:
        rec = json.loads(raw)
    except (ValueError, RecursionError):
        return None, "it is not JSON"
    if not isinstance(rec, dict):
        return None, "it is not a journal record"
    if rec.get("seq") != expect_seq:
        return None, f"it is numbered {rec.get('seq')!r} where {expect_seq} was due"
    if rec.get("op") not in OPS:
        return None, "it is not a journal record"
    del rec["crc"]
    return rec, None


def _check_old(raw: bytes) -> tuple[dict | None, str | None]:
    """A line of a 0.1 journal (no number, no checksum): only its shape can be checked."""
    try:
        rec = json.loads(raw)
    except (ValueError, RecursionError):
        return None, "it is not JSON"
    if not isinstance(rec, dict) or rec.get("op") not in OPS or "crc" in rec:
        return None, "it is not a journal record"
    return rec, None


def lines(path: str | os.PathLike) -> Iterator[Line]:
    """The journal's lines, read one at a time (none when there is no journal)."""
    try:
        f = open(path, "rb")  # noqa: SIM115 - closed below
    except FileNotFoundError:
        return
    with f:
        seq = 0  # the last number read (0: none yet; lines of a 0.1 journal have none)
        number = 0
        while True:
            raw = f.readline(MAX_LINE + 1)
            if not raw:
                return
            number += 1
            if not raw.endswith(b"\n"):
                if len(raw) > MAX_LINE and _skip_line(f):
                    yield Line(number, None, f"it is longer than {MAX_LINE:,} bytes")
                    continue
                yield Line(number, None, "it was cut short", cut=True)
                return
            body = raw.rstrip(b"\r\n")
            if not body.strip():
                yield Line(number, None, "it is empty")
                continue
            if body.startswith(NEW_LINE) or seq:
                rec, problem = _check(body, seq + 1)
                if rec is not None:
                    seq += 1
            else:
                rec, problem = _check_old(body)
            yield Line(number, rec, problem, size=len(raw))


def _skip_line(f: IO[bytes]) -> bool:
    """Read on to the end of the line (True) or of the file (False), a megabyte at a time."""
    while chunk := f.readline(2**20):
        if chunk.endswith(b"\n"):
            return True
    return False


def _whole_lines(path: Path) -> tuple[int, int]:
    """(bytes, last number) of a journal's whole, good lines from its start."""
    size = seq = 0
    for ln in lines(path):
        if ln.record is None:
            break
        size += ln.size
        seq = ln.record.get("seq", seq)
    return size, seq


def records(path: str | os.PathLike) -> list[dict[str, Any]]:
    """The good records of a journal, up to its first bad line (a last line cut short by a
    crash is left out): for tests and inspection."""
    out = []
    for ln in lines(path):
        if ln.record is None:
            break
        out.append(ln.record)
    return out


@dataclass
class Replayed:
    """What `replay` did: `added` log entries put back, `lines` read, `cut` whether the last
    line was cut short (skipped), and when it recovered from a damaged line: its `damaged`
    number and the changes to the game from there on it `left_out` (pushes and pops, the
    damaged lines counted as one each: what they were can't be told)."""

    added: int = 0
    lines: int = 0
    cut: bool = False
    damaged: int | None = None
    problem: str | None = None
    left_out: int = 0

    def summary(self) -> str | None:
        """One sentence when it recovered from damage, else None."""
        if self.damaged is None:
            return None
        return (f"the journal's line {self.damaged} is damaged ({self.problem}): resumed up "
                f"to line "
                f"{self.damaged - 1}, leaving out {self.left_out} acknowledged change"
                f"{'' if self.left_out == 1 else 's'} to the game (commands) the journal "
                f"held from there on")


def _apply(game: Game, rec: dict) -> str | None:
    """Put one record on the game if it is the next change; what is wrong, if anything."""
    op, n = rec.get("op"), rec.get("n")
    if op == PUSH and n == len(game.log):
        try:
            game.push_entry(LogEntry.from_dict(rec["entry"]))
        except Exception as exc:  # noqa: BLE001 - a record of another version: said
            return f"its entry can't be put back ({type(exc).__name__}: {exc})"[:300]
    elif op == PUSH and isinstance(n, int) and n > len(game.log):
        return (f"it adds log entry {n} to a game of {len(game.log)} entries (the save is "
                "older than the journal)")
    elif op == POP and n == len(game.log) - 1 and game.log:
        game.pop_entry()
    return None


def replay(game: Game, path: str | os.PathLike, *, recover: bool = False,
           save_name: str = "the save") -> Replayed:
    """Put the journal's changes to the log that `game` (loaded from the save) lacks back on it
    (chat lines too: they are log entries). JournalDamaged at a damaged line that is not the
    last one (with `recover`, stop there instead and say what is left out)."""
    done = Replayed()
    before = len(game.log)
    it = lines(path)
    for ln in it:
        done.lines = ln.number
        if ln.cut:
            done.cut = True
            log.warning("%s: the journal's last line (%d) was cut short when the host stopped "
                        "while writing it; it was never acknowledged, and is skipped", path,
                        ln.number)
            break
        problem = ln.problem if ln.record is None else _apply(game, ln.record)
        if problem is not None:
            done.damaged, done.problem = ln.number, problem
            _count_rest(done, ln, it)
            break
    done.added = len(game.log) - before
    if done.damaged is not None and not recover:
        raise JournalDamaged(_damage_message(path, save_name, before, done))
    return done


check_line, apply_record = _check, _apply  # (a journal kept elsewhere: hub.jsjournal)


def _count_rest(done: Replayed, first: Line, rest: Iterator[Line]) -> None:
    """Count the lines from the damaged one on and the changes they hold."""
    for ln in (first, *rest):
        done.lines = ln.number
        if ln.cut:
            break
        if ln.record is None or ln.record.get("op") != REFUSED:
            done.left_out += 1


def _damage_message(path: str | os.PathLike, save_name: str, held: int, d: Replayed) -> str:
    assert d.damaged is not None
    return (f"{path}: the journal's line {d.damaged} is damaged ({d.problem}). The save holds "
            f"{held} log entries; the journal {d.lines} lines, of which {d.left_out} change"
            f"{'' if d.left_out == 1 else 's'} to the game (commands the host acknowledged) "
            f"from line {d.damaged} on can't be taken up. Nothing was resumed: resume with "
            f"`tabletop host --open {save_name} --recover` to go on from line {d.damaged - 1} "
            f"(leaving those out), or put back a copy of the journal.")
