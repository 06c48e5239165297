"""The card database dialog's long work, one job at a time in a worker thread: a download, an
update check, an import of card files, the card files of a Cockatrice installation. The work
itself is `tabletop.carddata.download` (Qt-free); the thread only reports: progress, what the
import says, and at the end a result or one line saying why it failed, on a queue the dialog's
timer reads (Qt widgets are touched in the GUI thread only). A job stops when its `stop` event
is set (Cancel, the dialog closed, the app quitting): the old database is intact then."""

from __future__ import annotations

import enum
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from tabletop.carddata import download as D
from tabletop.carddata.cockatrice_home import Installation
from tabletop.carddata.errors import CardDataError
from tabletop.carddata.importer import card_files


class Report(enum.StrEnum):
    """What a job puts on its queue."""
    PROGRESS = "progress"    # a D.Progress of the download
    IMPORTING = "importing"  # the import reads the cards (its words, a str)
    DONE = "done"            # the job's result
    CANCELLED = "cancelled"  # a str: what was kept
    FAILED = "failed"        # a str: one line


class Kind(enum.StrEnum):
    DOWNLOAD = "download"
    CHECK = "check"
    IMPORT = "import"
    COCKATRICE = "cockatrice"


@dataclass(frozen=True, slots=True)
class Imported:
    """A finished import of card files (or of a Cockatrice installation's)."""
    files: int
    cards: int
    total: int
    skipped: int
    installation: Installation | None = None


@dataclass(slots=True)
class Job:
    """A job running in its thread; `reports` is read by the GUI thread."""
    kind: Kind
    stop: threading.Event = field(default_factory=threading.Event)
    reports: queue.SimpleQueue = field(default_factory=queue.SimpleQueue)
    thread: threading.Thread | None = None

    def put(self, kind: Report, payload: object = None) -> None:
        self.reports.put((kind, payload))

    def start(self, work: Callable[[Job], object]) -> None:
        self.thread = threading.Thread(target=self._run, args=(work,), daemon=True,
                                       name=f"carddb-{self.kind}")
        self.thread.start()

    def _run(self, work: Callable[[Job], object]) -> None:
        try:
            self.put(Report.DONE, work(self))
        except D.Cancelled as exc:
            self.put(Report.CANCELLED, str(exc))
        except CardDataError as exc:
            self.put(Report.FAILED, str(exc))
        except OSError as exc:
            self.put(Report.FAILED, f"{exc.filename or ''}: {exc.strerror or exc}".lstrip(": "))
        except Exception as exc:  # noqa: BLE001 (a bug: still one line, never a traceback)
            self.put(Report.FAILED, f"an unexpected error ({type(exc).__name__})")

    @property
    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()


# -- the work (in the worker thread) --

def download(db_path: Path, source: D.Source, url: str) -> Callable[[Job], object]:
    def work(job: Job) -> D.DownloadResult:
        return D.download_database(db_path, [url] if url else None, source,
                                   progress=lambda p: job.put(Report.PROGRESS, p),
                                   cancel=job.stop.is_set,
                                   say=lambda m: job.put(Report.IMPORTING, m))
    return work


def check(db_path: Path, source: D.Source, url: str) -> Callable[[Job], object]:
    def work(job: Job) -> D.UpdateCheck:
        return D.check_for_updates(db_path, url or None, source)
    return work


def files_of(path: Path) -> list[Path]:
    """A card file, or the card files in a folder; CardDataError (one line) if there are none."""
    if path.is_dir():
        found = card_files(path)
        if not found:
            raise CardDataError(f"{path}: a folder without card files (.json, .xml, .txt)")
        return found
    if not path.is_file():
        raise CardDataError(f"{path}: no such file or folder")
    return [path]


def import_files(db_path: Path, path: Path) -> Callable[[Job], object]:
    def work(job: Job) -> Imported:
        return _add(job, db_path, files_of(path))
    return work


def cockatrice(db_path: Path, found: Installation) -> Callable[[Job], object]:
    def work(job: Job) -> Imported:
        done = _add(job, db_path, found.card_files())
        return Imported(done.files, done.cards, done.total, done.skipped, found)
    return work


def _add(job: Job, db_path: Path, files: list[Path]) -> Imported:
    summary, total = D.add_files(db_path, files, lambda m: job.put(Report.IMPORTING, m),
                                 job.stop.is_set)
    return Imported(summary.files, summary.cards, total, len(summary.skipped))
