"""Saves on disk: atomic writes with the previous version kept as `NAME.bak`, loading, and
autosave (the last 5 in the state folder, newest found by `latest_autosave()`)."""

from __future__ import annotations

import os
import secrets
import tempfile
from pathlib import Path

from tabletop.model.game import Game

from . import paths
from .codec import SaveError, dump_game, load_game_bytes
from .schema import MAX_FILE_BYTES

AUTOSAVE_KEEP = 5
_UMASK = os.umask(0o022)
os.umask(_UMASK)
AUTOSAVE_PREFIX = "autosave-"


def write_atomic(path: str | os.PathLike, data: bytes, *, backup: bool = True) -> None:
    """Write `data` so that `path` always holds either its old or its new content, never a
    mixture: a temporary file in the same folder, flushed and fsynced, then `os.replace`. With
    `backup`, the old content is first kept as `NAME.bak` (a hard link where possible, so the
    old file is never absent)."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        try:  # mkstemp makes 0600 files; a save gets the usual permissions (or keeps its own)
            mode = path.stat().st_mode & 0o777
        except OSError:
            mode = 0o666 & ~_UMASK
        os.chmod(tmp, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if backup and path.exists():
            _keep_backup(path)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(folder)
    _sweep_temporaries(path)


STALE_SECONDS = 600


def _sweep_temporaries(path: Path) -> None:
    """Remove temporaries of this file left by a writer that was killed (older than 10 min)."""
    import time
    now = time.time()
    for p in path.parent.glob(f".{glob_escape(path.name)}.*.tmp"):
        try:
            if now - p.stat().st_mtime > STALE_SECONDS:
                p.unlink()
        except OSError:
            pass


def glob_escape(name: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in name)


def _keep_backup(path: Path) -> None:
    """Make `NAME.bak` hold what `path` holds now, never a partial file.

    A writer killed between keeping the backup and replacing the save leaves `path` and the
    backup as two names of one file; then the backup is already right. (Renaming onto a name of
    the same file does nothing in POSIX, which once left the temporary link behind, and a later
    copy into that name truncated the shared file: so check first, and never write into a file
    that exists.)"""
    bak = path.with_name(path.name + ".bak")
    try:
        if bak.exists() and os.path.samefile(path, bak):
            return
    except OSError:
        pass
    link_tmp = bak.with_name(f".{bak.name}.{os.getpid()}.{secrets.token_hex(6)}.tmp")
    try:
        os.link(path, link_tmp)
    except OSError:  # no hard links here: copy into a new file (O_EXCL: never an existing one)
        data = path.read_bytes()
        fd = os.open(link_tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    try:
        os.replace(link_tmp, bak)
    finally:
        try:  # gone after a real rename; still there if it was a no-op
            os.unlink(link_tmp)
        except OSError:
            pass


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save_game(game: Game, path: str | os.PathLike, *, title: str | None = None) -> None:
    """Save a game to `path` atomically, keeping the previous file as `NAME.bak`."""
    write_atomic(path, dump_game(game, title=title))


def read_limited(path: str | os.PathLike) -> bytes:
    """A file's bytes, refusing files over the size limit before reading them."""
    try:
        size = os.path.getsize(path)
        if size > MAX_FILE_BYTES:
            raise SaveError([f"{path}: the file is {size:,} bytes; saves are at most "
                             f"{MAX_FILE_BYTES:,} bytes (64 MiB)"])
        with open(path, "rb") as f:
            return f.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise SaveError([f"{path}: can't read: {exc.strerror or exc}"]) from None


def load_game(path: str | os.PathLike, *, verify: str = "auto") -> Game:
    """Load a save file; raises `SaveError` for anything that is not a save it can open."""
    return load_game_bytes(read_limited(path), name=str(path), verify=verify)


# ---------------------------------------------------------------- autosave
def _autosaves(folder: Path) -> list[Path]:
    return sorted(folder.glob(f"{AUTOSAVE_PREFIX}*.json"))


def autosave(game: Game, *, title: str | None = None, folder: Path | None = None) -> Path:
    """Write the game as the newest autosave and keep only the last 5. Names sort by time:
    `autosave-<UTC time>-<n>.json`."""
    import time
    folder = folder or paths.autosave_dir()
    existing = _autosaves(folder)
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
    last = existing[-1].stem if existing else ""
    n = 0
    if last.startswith(f"{AUTOSAVE_PREFIX}{stamp}-"):
        n = int(last.rsplit("-", 1)[1]) + 1
    path = folder / f"{AUTOSAVE_PREFIX}{stamp}-{n:04d}.json"
    write_atomic(path, dump_game(game, title=title), backup=False)
    for old in _autosaves(folder)[:-AUTOSAVE_KEEP]:
        try:
            old.unlink()
        except OSError:
            pass
    return path


def latest_autosave(folder: Path | None = None) -> Path | None:
    """The newest autosave (for crash recovery), or None."""
    found = _autosaves(folder or paths.autosave_dir())
    return found[-1] if found else None


class Autosaver:
    """Autosave for one open game: call `changed()` after each change; it saves at most every
    `every` changes, and `flush()` saves now if anything is unsaved. The UI's debounce timer
    calls `flush()`; this class does no timing itself. To write off the GUI thread, call
    `dump_game` on the GUI thread (it reuses the lines of unchanged entries, so it is cheap) and
    `write_atomic` in the worker."""

    def __init__(self, game: Game, *, every: int = 1, folder: Path | None = None) -> None:
        self.game, self.every, self.folder = game, max(1, every), folder
        self.pending = 0
        self.last_path: Path | None = None

    def changed(self) -> Path | None:
        self.pending += 1
        return self.flush() if self.pending >= self.every else None

    def flush(self) -> Path | None:
        if not self.pending:
            return None
        self.last_path = autosave(self.game, folder=self.folder)
        self.pending = 0
        return self.last_path
