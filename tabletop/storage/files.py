"""Saves on disk: atomic writes with the previous version kept as `NAME.bak`, loading, and
autosave (the last 5 in the state folder, newest found by `latest_autosave()`).

The writer replaces only regular files: a symbolic link, a pipe, a device or a folder where a
save is to go is refused (`UnsafeTarget`), and so is the file a command is reading from
(`protect`). Its temporaries are `.NAME.<pid>.<12 hex>.tmp` beside `NAME`; those of a writer
that was killed are removed by `clean_temporaries` (at the next start, and after each write
of the same name). `save_error_report` keeps the details of an internal error in a file."""

from __future__ import annotations

import os
import re
import secrets
import stat
import time
from collections.abc import Iterable
from pathlib import Path

from tabletop import safeio
from tabletop.model.game import Game

from . import paths
from .codec import SaveError, dump_game, load_game_bytes
from .schema import MAX_FILE_BYTES

AUTOSAVE_KEEP = 5
_UMASK = os.umask(0o022)
os.umask(_UMASK)
AUTOSAVE_PREFIX = "autosave-"

PathLike = str | os.PathLike


class UnsafeTarget(OSError):
    """The writer will not replace this path: it is not a regular file (a link, a pipe, a
    device, a folder), or it is a file it was told to protect (the input of a command).
    An `OSError`, so every caller that reports a failed write reports this one too; its
    `strerror` says why in words."""

    def __init__(self, path: PathLike, why: str) -> None:
        super().__init__(None, why, str(path))

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"


def check_target(path: PathLike, *, protect: Iterable[PathLike] = ()) -> None:
    """Raise `UnsafeTarget` unless `path` is absent or a regular file other than each of
    `protect` (the same file by any name: a hard link, a symbolic link to it, `./x`)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return
    except OSError:
        return  # (a missing folder, no permission: the write itself says so)
    if stat.S_ISLNK(st.st_mode):
        raise UnsafeTarget(path, "it is a symbolic link; tabletop does not replace links or "
                                 "write through them: name the file itself")
    if stat.S_ISDIR(st.st_mode):
        raise UnsafeTarget(path, "it is a folder, not a file")
    if not stat.S_ISREG(st.st_mode):
        raise UnsafeTarget(path, "it is not a regular file (a pipe, a device or a socket); "
                                 "tabletop writes only regular files")
    for other in protect:
        try:
            same = os.path.samefile(path, other)
        except OSError:
            continue
        if same:
            raise UnsafeTarget(path, f"it is the file being read ({os.fspath(other)}); "
                                     "writing there would replace it: choose another name")


def _temp_name(path: Path) -> Path:
    return path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(6)}.tmp")


def _create_temp(path: Path, mode: int = 0o600) -> tuple[int, Path]:
    """A new temporary file beside `path` (never an existing one: O_EXCL)."""
    while True:
        tmp = _temp_name(path)
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode), tmp
        except FileExistsError:  # (a 48-bit token: practically never)
            continue


def write_atomic(path: PathLike, data: bytes, *, backup: bool = True,
                 protect: Iterable[PathLike] = (), mode: int | None = None) -> None:
    """Write `data` so that `path` always holds either its old or its new content, never a
    mixture: a temporary file in the same folder, flushed and fsynced, then `os.replace`. With
    `backup`, the old content is first kept as `NAME.bak` (a hard link where possible, so the
    old file is never absent). Refuses (`UnsafeTarget`) a `path` that is not a regular file
    or is one of `protect`. The file gets `mode` (`PRIVATE`: a secret, or hidden cards another
    user of the machine must not read), else it keeps its own or the usual permissions; the
    data goes into a temporary readable by its owner only until then."""
    path = Path(path)
    protect = tuple(protect)
    check_target(path, protect=protect)
    folder = path.parent if str(path.parent) else Path(".")
    fd, tmp = _create_temp(path)
    try:
        if mode is None:
            try:  # a save gets the usual permissions (or keeps its own)
                mode = path.stat().st_mode & 0o777
            except OSError:
                mode = 0o666 & ~_UMASK
        os.chmod(tmp, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        check_target(path, protect=protect)  # (again: it may have changed while we wrote)
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
    clean_temporaries(folder, names=(path.name, path.name + ".bak"))


PRIVATE = 0o600  # a file only its owner may read (`write_atomic(mode=PRIVATE)`)
PRIVATE_FOLDER = 0o700


def private_folder(path: PathLike) -> Path:
    """`path` made (with its missing parents) and kept a folder only its owner may open: a
    hosted game's, the autosaves'. OSError when it can't be."""
    path = Path(path)
    path.mkdir(PRIVATE_FOLDER, parents=True, exist_ok=True)
    if stat.S_IMODE(path.stat().st_mode) != PRIVATE_FOLDER:
        os.chmod(path, PRIVATE_FOLDER)
    return path


# ---------------------------------------------------------------- temporaries of killed writers
MOMENT = 2.0  # seconds: a temporary younger than this is never removed
STALE_SECONDS = 600  # a temporary of a writer that may still run (or of another machine)
_TEMP = re.compile(r"^\.(?P<name>.+)\.(?P<pid>[0-9]{1,10})\.[0-9a-f]{12}\.tmp$")
# (and those of tabletop 0.1, named by tempfile.mkstemp: no pid)
_OLD_TEMP = re.compile(r"^\.(?P<name>.+)\.[A-Za-z0-9_]{1,32}\.tmp$")


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):
        return True  # someone else's process (or not a pid we can ask about): keep waiting
    return True


def _is_autosave_name(name: str) -> bool:
    return name.startswith(AUTOSAVE_PREFIX) and name.endswith(".json")


def clean_temporaries(folder: PathLike, names: Iterable[str] | None = None, *,
                      now: float | None = None) -> list[Path]:
    """Remove the temporaries killed writers left in `folder`: only files named as this
    writer names them (`.NAME.<pid>.<hex>.tmp`, or the older `.NAME.XXXXXXXX.tmp`) for a
    `NAME` in `names` (None: the autosaves' names), only regular files, and only when older
    than a moment (`MOMENT`) and written by a process that no longer runs (or, when that
    can't be told, older than `STALE_SECONDS`). Returns what was removed; never raises."""
    wanted = None if names is None else set(names)
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(os.fspath(folder)))
    except OSError:
        return removed
    for entry in entries:
        m = _TEMP.match(entry.name) or _OLD_TEMP.match(entry.name)
        if m is None:
            continue
        name = m["name"]
        if not (name in wanted if wanted is not None else
                _is_autosave_name(name.removesuffix(".bak"))):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode):
            continue
        age = now - st.st_mtime
        pid = m.groupdict().get("pid")
        gone = pid is not None and not _alive(int(pid))
        if age > STALE_SECONDS or (gone and age > MOMENT):
            try:
                os.unlink(entry.path)
            except OSError:
                continue
            removed.append(Path(entry.path))
    return removed


def clean_after_kills(recent: Iterable[PathLike] = ()) -> list[Path]:
    """At start: the temporaries of killed writers in the autosave folder and beside each
    of the `recent` files (their own names and `.bak` only). Never raises."""
    removed: list[Path] = []
    try:
        removed += clean_temporaries(paths.autosave_dir(create=False))
    except OSError:
        pass
    for p in recent:
        p = Path(p)
        removed += clean_temporaries(p.parent, names=(p.name, p.name + ".bak"))
    return removed


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
    link_tmp = _temp_name(bak)
    try:
        os.link(path, link_tmp)
    except OSError:  # no hard links here: copy into a new file (O_EXCL: never an existing one)
        data = path.read_bytes()
        fd, link_tmp = _create_temp(bak)
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
    """A file's bytes, refusing files over the size limit before reading them, and anything
    but a regular file (a FIFO is refused, never waited on: `tabletop.safeio`)."""
    try:
        return safeio.read_bytes(path, MAX_FILE_BYTES, "saves")
    except safeio.FileRefused as exc:
        raise SaveError([str(exc)]) from None


def load_game(path: str | os.PathLike, *, verify: str = "auto") -> Game:
    """Load a save file; raises `SaveError` for anything that is not a save it can open."""
    return load_game_bytes(read_limited(path), name=str(path), verify=verify)


# ---------------------------------------------------------------- internal errors
ERROR_REPORTS_KEEP = 20


def save_error_report(exc: BaseException, doing: str) -> Path | None:
    """Keep the details of an internal error (a bug in tabletop, not a bad file) in a new
    file under `paths.errors_dir()` (the last 20 are kept) and return its path; None if no
    file could be written (the caller then shows the details itself). Never raises."""
    import platform
    import sys
    import traceback

    from tabletop import __version__
    text = (f"tabletop {__version__} hit an internal error while {doing}\n"
            f"time: {time.strftime('%Y-%m-%d %H:%M:%S %z')}\n"
            f"python: {sys.version.split()[0]} on {platform.platform()}\n"
            f"command line: {' '.join(sys.argv)}\n\n"
            + "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
    try:
        folder = paths.errors_dir()
        stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
        path = folder / f"error-{stamp}-{os.getpid()}-{secrets.token_hex(3)}.txt"
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode("utf-8", "replace"))
        for old in sorted(folder.glob("error-*.txt"))[:-ERROR_REPORTS_KEEP]:
            old.unlink(missing_ok=True)
        return path
    except (OSError, ValueError):
        return None


# ---------------------------------------------------------------- autosave
def _autosaves(folder: Path) -> list[Path]:
    return sorted(folder.glob(f"{AUTOSAVE_PREFIX}*.json"))


def autosave(game: Game, *, title: str | None = None, folder: Path | None = None) -> Path:
    """Write the game as the newest autosave and keep only the last 5. Names sort by time:
    `autosave-<UTC time>-<n>.json`."""
    folder = folder or paths.autosave_dir()
    existing = _autosaves(folder)
    stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
    last = existing[-1].stem if existing else ""
    n = 0
    if last.startswith(f"{AUTOSAVE_PREFIX}{stamp}-"):
        n = int(last.rsplit("-", 1)[1]) + 1
    path = folder / f"{AUTOSAVE_PREFIX}{stamp}-{n:04d}.json"
    # private: an autosave holds every hidden card (and a hosted game's, the seats' hands)
    write_atomic(path, dump_game(game, title=title), backup=False, mode=PRIVATE)
    for old in _autosaves(folder)[:-AUTOSAVE_KEEP]:
        try:
            old.unlink()
        except OSError:
            pass
    return path


def is_autosave(path: str | os.PathLike, folder: Path | None = None) -> bool:
    """Whether `path` is in the autosave folder, where `autosave` deletes all but the newest
    files: a recovered game has no file of its own there, and nothing the user saves may go
    there (it would be deleted)."""
    folder = folder or paths.autosave_dir(create=False)
    try:
        here = Path(os.path.realpath(path)).parent
        return here == Path(os.path.realpath(folder))
    except (OSError, ValueError):
        return False


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
