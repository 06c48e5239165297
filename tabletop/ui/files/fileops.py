"""Files: save, open, export for a seat, recent files, autosave and recovery. Uses
`tabletop.storage` (pydantic save format, atomic writes, platformdirs paths); every failure
becomes a clear message, never a traceback.

`open_file(path)` opens either kind of file the storage writes, told apart by the header's
`kind`: a whole game (`"game"`, a `Game` to play) or a redacted export (`"shared"`, a
`SharedBoard` to show read-only).

Only the storage's `SaveError` means a bad file. Any other exception while opening, saving,
exporting or autosaving is a bug in tabletop: it becomes an `InternalError` that says so, with
the traceback kept in a file (`storage.files.save_error_report`), never a "not a game"."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

from tabletop import safeio
from tabletop.ui.common.messages import tr
from tabletop.ui.files.settings import load_settings, save_setting


class FileProblem(Exception):
    def __init__(self, text: str, details: list[str] | None = None) -> None:
        super().__init__(text)
        self.text, self.details = text, details or []


class InternalError(FileProblem):
    """A bug in tabletop (not a bad file): `report` is the file its details went to."""

    def __init__(self, text: str, details: list[str] | None = None,
                 report: Path | None = None) -> None:
        super().__init__(text, details)
        self.report = report


def internal_error(exc: BaseException, doing: str) -> InternalError:
    """`exc` (an unexpected exception while `doing`) as an `InternalError`, its traceback
    saved to a file (or, when no file can be written, in the details)."""
    import traceback
    report = None
    try:
        from tabletop.storage.files import save_error_report
        report = save_error_report(exc, doing)
    except ImportError:  # pragma: no cover - the package exists in the tree
        pass
    what = f"{type(exc).__name__}: {exc}"
    if report is not None:
        text = tr("tabletop hit an internal error while {doing} ({what}). This is a bug in "
                    "tabletop, not a problem with your file; details saved to {f}").format(
            doing=doing, what=what, f=report)
        return InternalError(text, [str(report)], report)
    text = tr("tabletop hit an internal error while {doing} ({what}). This is a bug in "
                "tabletop, not a problem with your file; the details are below (they could "
                "not be saved to a file).").format(doing=doing, what=what)
    return InternalError(text, traceback.format_exception(type(exc), exc, exc.__traceback__))


def why_not_written(exc: OSError) -> str:
    """An `OSError` of a write in words a user can act on."""
    code = exc.errno
    if code in (errno.ENOSPC, errno.EDQUOT):
        return tr("the disk is full")
    if code in (errno.EEXIST, errno.ENOTDIR):  # a folder on the way is a file
        blocker = _file_in_the_way(exc.filename)
        if blocker is not None:
            return tr("{p} is a file where a folder should be").format(p=blocker)
    if code in (errno.EACCES, errno.EPERM):
        return tr("no permission to write there")
    if code == errno.EROFS:
        return tr("the disk is read-only")
    return str(exc.strerror or exc)


def _file_in_the_way(name) -> Path | None:
    if not name:
        return None
    for p in (Path(os.fsdecode(name)), *Path(os.fsdecode(name)).parents):
        if p.exists():
            return None if p.is_dir() else p
    return None


def _storage():
    try:
        import tabletop.storage as st
    except ImportError:  # pragma: no cover - the package exists in the tree
        st = None
    if st is None or not hasattr(st, "save_game"):
        raise FileProblem(tr("Saving and opening games needs the storage package, which "
                               "this installation does not have yet."))
    return st


def state_dir() -> Path:
    try:
        from tabletop import paths
        fn = getattr(paths, "state_dir", None)
        if fn is not None:
            return Path(fn())
    except ImportError:
        pass
    home = os.environ.get("TABLETOP_HOME")
    if home:
        return Path(home) / "state"
    import platformdirs
    return Path(platformdirs.user_state_dir("tabletop"))


def is_autosave(path: str | Path) -> bool:
    """Whether `path` is one of the autosaves (their folder keeps only the newest few)."""
    try:
        return bool(_storage().is_autosave(path))
    except FileProblem:
        return False


def save(game, path: str | Path, title: str = "") -> None:
    st = _storage()
    if is_autosave(path):  # the rotation would delete it: the user's file goes elsewhere
        raise FileProblem(tr("{p} is in the autosave folder, which keeps only the newest "
                               "autosaves and deletes the others. Save the game somewhere "
                               "else.").format(p=path))
    try:
        st.save_game(game, Path(path), title=title or Path(path).stem)
    except st.SaveRefused as exc:  # a file that would never open again: none is written
        raise FileProblem(tr("This game can't be saved: its file would break the save "
                               "format's limits and could never be opened again. Nothing was "
                               "written; the game is still here."), exc.problems) from None
    except OSError as exc:
        raise FileProblem(tr("Could not save to {p}: {e}").format(
            p=path, e=why_not_written(exc))) from None
    except st.SaveError as exc:  # a game the save format can't hold: it says why
        raise FileProblem(tr("Could not save to {p}.").format(p=path),
                          [str(x) for x in exc.problems]) from None
    except Exception as exc:
        raise internal_error(exc, tr("saving to {p}").format(p=path)) from None
    remember(path)


def open_game(path: str | Path):
    """A whole game from its save file (a shared board is refused: see `open_file`)."""
    out = open_file(path)
    if is_shared(out):
        raise FileProblem(tr("{p} is a shared board (one seat's view, read-only), not a "
                               "game to play.").format(p=Path(path).name))
    return out


MAX_READ = 64 * 1024 * 1024  # the storage's limit; it refuses what is over it, with the size


def _read(path: Path) -> bytes:
    try:  # a regular file only: a FIFO or a device is refused, never waited on
        with safeio.open_regular(path) as f:
            return f.read(MAX_READ + 1)
    except safeio.FileRefused as exc:
        if path.is_dir():
            raise FileProblem(tr("{p} is a folder, not a game.").format(p=path)) from None
        if not path.exists():
            raise FileProblem(tr("There is no file {p}.").format(p=path)) from None
        raise FileProblem(tr("Could not read {p}: {e}").format(p=path, e=exc.reason)) \
            from None
    except FileNotFoundError:
        raise FileProblem(tr("There is no file {p}.").format(p=path)) from None
    except IsADirectoryError:
        raise FileProblem(tr("{p} is a folder, not a game.").format(p=path)) from None
    except OSError as exc:
        raise FileProblem(tr("Could not read {p}: {e}").format(p=path, e=exc.strerror
                                                                  or exc)) from None


def is_shared(obj) -> bool:
    """Whether `open_file` gave a shared board (to show read-only) rather than a game."""
    return getattr(obj, "read_only", False) is True and hasattr(obj, "view")


def open_file(path: str | Path):
    """A `Game` from a save, or a `SharedBoard` from a redacted export (by the file's kind), or
    for a long game saved with its checkpoint an `Opening` (`is_opening`): its board to paint
    now, read-only (`preview`), and its log to check next (`check_log`, on a worker thread);
    anything else is a `FileProblem` with the storage's list of problems."""
    st = _storage()
    path = Path(path)
    data = _read(path)
    try:
        out = st.open_save(data, name=str(path))  # by the file's kind (and its checkpoint)
    except st.SaveError as exc:  # a bad file: the storage names each problem
        raise _not_opened(path, exc) from None
    except MemoryError:
        raise FileProblem(tr("{p} is too big to open with the memory there is.").format(
            p=path.name)) from None
    except Exception as exc:  # anything else is a bug of ours, never the file's fault
        raise internal_error(exc, tr("opening {p}").format(p=path)) from None
    remember(path)
    if not out.checked:
        return out
    return out.game if out.game is not None else out.board


def _not_opened(path: Path, exc) -> FileProblem:
    what = tr("{p} is not a tabletop game or shared board this version can open.")
    return FileProblem(what.format(p=path.name), [str(p) for p in exc.problems])


def is_opening(obj) -> bool:
    """Whether `open_file` gave a game whose log is still to check (`check_log`)."""
    return getattr(obj, "checked", True) is False and hasattr(obj, "finish")


def preview(opening):
    """The board to paint while an opening's log is checked: the checkpoint's board as a
    spectator sees it (public only: it shows before any seat's curtain), read-only."""
    from tabletop.storage.review import spectator_board
    head = opening.head or {}
    return spectator_board(opening.game, title=head.get("title"),
                           created=head.get("created", ""),
                           position=head.get("checkpoint", {}).get("entries"))


def check_log(opening):
    """The game of an `Opening` once its log is checked against its checkpoint (may run on a
    worker thread; the storage's `Opening.finish`). A `FileProblem` for a file whose log and
    checkpoint disagree (or whose log is bad): the board painted stays read-only, the file as
    it is."""
    st = _storage()
    path = Path(opening.name)
    try:
        return opening.finish().game
    except st.SaveError as exc:
        problem = _not_opened(path, exc)
        problem.text = tr("{p} can't be played: its log does not lead to the board saved with "
                          "it, or can't be read. The board is shown read-only as it was "
                          "saved; the file is left as it is.").format(p=path.name)
        raise problem from None
    except MemoryError:
        raise FileProblem(tr("{p} is too big to open with the memory there is.").format(
            p=path.name)) from None
    except Exception as exc:
        raise internal_error(exc, tr("opening {p}").format(p=path)) from None


def export(game, seat: str, path: str | Path, *, protect=()) -> None:
    """Write what `seat` may know of `game` to `path` (atomically, like a save); `protect`:
    files it must never replace (the game's own save)."""
    st = _storage()
    try:
        data = st.export_for(game, seat)
        st.write_atomic(Path(path), data, protect=[p for p in protect if p])
    except OSError as exc:
        raise FileProblem(tr("Could not write {p}: {e}").format(
            p=path, e=why_not_written(exc))) from None
    except st.SaveError as exc:
        raise FileProblem(tr("Could not write {p}.").format(p=path),
                          [str(x) for x in exc.problems]) from None
    except Exception as exc:
        raise internal_error(exc, tr("exporting to {p}").format(p=path)) from None


def autosave(game) -> Path:
    """Autosave `game` now; a `FileProblem` says why it could not (the game stays open)."""
    st = _storage()
    try:
        return st.autosave(game)
    except OSError as exc:
        where = exc.filename or ""
        raise FileProblem(tr("Autosave failed: {e}.").format(e=why_not_written(exc)),
                          [f"{where}: {exc.strerror or exc}" if where else str(exc)]) from None
    except st.SaveError as exc:
        raise FileProblem(tr("Autosave failed: the game can't be saved."),
                          [str(x) for x in exc.problems]) from None
    except Exception as exc:
        raise internal_error(exc, tr("autosaving")) from None


def clean_after_kills() -> list[Path]:
    """At start: remove what saves and autosaves cut short by a kill left behind (their
    temporary files, in the autosave folder and beside the recent files). Never raises."""
    try:
        from tabletop.storage.files import clean_after_kills as clean
    except ImportError:  # pragma: no cover - the package exists in the tree
        return []
    try:
        return clean(recent_files())
    except OSError:
        return []


def recovery_candidate() -> Path | None:
    """An autosave newer than the last file saved or opened, if any."""
    try:
        st = _storage()
        latest = st.latest_autosave() if hasattr(st, "latest_autosave") else None
    except (FileProblem, OSError, ValueError):
        return None
    if latest is None or not Path(latest).exists():
        return None
    recent = recent_files()
    newest = max((Path(p).stat().st_mtime for p in recent if Path(p).exists()), default=0)
    return Path(latest) if Path(latest).stat().st_mtime > newest else None


LAST_FOLDER = "last_folder"  # the setting: the folder a file dialog last opened or wrote in
UNSAFE_IN_NAMES = '/\\:*?"<>|'  # characters a file name offered never holds (any system's)


def dialog_start(name: str = "", beside: str | Path | None = None) -> str:
    """Where a file dialog starts, with `name` the file name it offers: beside the file
    `beside` (the game shown) when its folder is there, else in the folder last used (the
    settings keep it: `used_folder`), else in the documents folder (else the home folder);
    never the process's current folder."""
    folder = Path(beside).parent if beside else None
    if folder is None or not folder.is_dir():
        last = load_settings().get(LAST_FOLDER)
        folder = Path(last) if isinstance(last, str) and last else None
    if folder is None or not folder.is_dir():
        from PySide6.QtCore import QStandardPaths
        docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        folder = Path(docs) if docs and Path(docs).is_dir() else Path.home()
    return str(folder / name) if name else str(folder)


def used_folder(path: str | Path) -> None:
    """Remember the folder of a file the user chose in a dialog (the next one starts there)."""
    folder = Path(path).parent
    if str(folder) and folder.is_dir():
        save_setting(LAST_FOLDER, str(folder.resolve()))


def file_name(text: str, limit: int = 100) -> str:
    """`text` as a file name to offer: no path separator, no character some system refuses,
    no control character, not empty, at most `limit` characters."""
    out = "".join("_" if ch in UNSAFE_IN_NAMES or not ch.isprintable() else ch
                  for ch in str(text)).strip(" .")
    return out[:limit].strip() or "game"


def export_name(path: str | Path | None, seat: str, default: str) -> str:
    """The file name an export for `seat` offers: "<the save's name> - <seat>.json" (the
    `default` name when the game has no file yet)."""
    stem = Path(path).stem if path else default
    return file_name(f"{stem} - {seat}") + ".json"


def _recent_path() -> Path:
    return state_dir() / "recent.json"


def recent_files() -> list[str]:
    try:
        data = json.loads(_recent_path().read_text("utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(data, list):
        return []
    return [p for p in data if isinstance(p, str) and not is_autosave(p)][:10]


def remember(path: str | Path) -> None:
    """Put `path` first in the recent files (never an autosave: it will be deleted)."""
    if is_autosave(path):
        return
    p = str(Path(path).resolve())
    items = [p] + [x for x in recent_files() if x != p]
    try:
        _recent_path().parent.mkdir(parents=True, exist_ok=True)
        _recent_path().write_text(json.dumps(items[:10]), "utf-8")
    except OSError:
        pass
