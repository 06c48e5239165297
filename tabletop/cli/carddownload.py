"""`tabletop cards download [--source scryfall|mtgjson] [--url URL]... [--progress]`: download the
card database and put it in place of the old one when it is complete
(`tabletop.carddata.download`). Prints what it imported and exits 0; `--check` only says
whether newer data is there (up to date, newer, or can't tell: exit 0); 1 with one line on stderr
when anything fails (the old database as it was). Ctrl-C ends the download cleanly (the part
downloaded is kept for the next run)."""

from __future__ import annotations

import argparse
import signal
import sys
import threading
import time
from pathlib import Path

from tabletop import safeio
from tabletop.carddata import default_db_path
from tabletop.carddata import download as D
from tabletop.carddata.errors import CardDataError

INTACT = "; the card database is as it was"
PROGRESS_EVERY = 0.5  # seconds between progress lines


def add_parser(csub) -> None:
    p = csub.add_parser(
        "download", help="download the full card database (Scryfall or MTGJSON) and replace "
        "the old one when the new one is complete",
        description="Download the card data, import it into a new database and put that in "
        "place of the old one. A download that stops is resumed by the next run. "
        f"Default addresses: {', '.join(f'{k}: {v}' for k, v in D.DEFAULT_URLS.items())}.")
    p.add_argument("--source", choices=[s.value for s in D.Source], default=None,
                   help=f"where the default address is (default: {D.DEFAULT_SOURCE.value})")
    p.add_argument("--url", action="append", metavar="URL", help="a card file or a Scryfall "
                   "bulk-data listing to download instead of the default address (repeatable)")
    p.add_argument("--progress", action="store_true", help="show bytes, rate and time left "
                   "on stderr")
    p.add_argument("--check", action="store_true", help="only say whether newer card data is "
                   "there than the database's (its listing's date, or MTGJSON's Meta.json), "
                   "downloading nothing")
    p.set_defaults(func=cmd_download)


def progress_line(p: D.Progress) -> str:
    """`12.0 MiB of 160.0 MiB, 4.1 MiB/s, 36 s left`."""
    of = f" of {safeio.size_text(p.total)}" if p.total is not None else ""
    left = "" if p.left is None else (f", {p.left:.0f} s left" if p.left < 90
                                      else f", {p.left / 60:.0f} min left")
    return f"{safeio.size_text(p.done)}{of}, {safeio.size_text(int(p.rate))}/s{left}"


class _Shown:
    """Progress on stderr, at most every PROGRESS_EVERY seconds and at the end of a file."""

    def __init__(self) -> None:
        self.last = 0.0

    def __call__(self, p: D.Progress) -> None:
        now = time.monotonic()
        if now - self.last >= PROGRESS_EVERY or p.done == p.total:
            self.last = now
            print(f"{p.url}: {progress_line(p)}", file=sys.stderr)


def check_line(result: D.UpdateCheck) -> str:
    """What `--check` found, in one line."""
    if result.status is D.Update.NEWER:
        return (f"newer card data: {result.date} at {result.url} (the database's is of "
                f"{result.have}); run tabletop cards download to get it")
    if result.status is D.Update.UP_TO_DATE:
        return f"the card database is up to date (its data is of {result.have}; {result.url})"
    return f"can't tell whether there is newer card data: {result.reason}"


def cmd_check(args: argparse.Namespace, db_path: Path) -> int:
    try:
        result = D.check_for_updates(db_path, args.url[0] if args.url else None,
                                     D.Source(args.source) if args.source else None)
    except CardDataError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(check_line(result))
    return 0


def cmd_download(args: argparse.Namespace) -> int:
    db_path = Path(args.db) if args.db else default_db_path()
    if args.check:
        return cmd_check(args, db_path)
    stop = threading.Event()
    old = None
    if threading.current_thread() is threading.main_thread():
        old = signal.signal(signal.SIGINT, lambda *_: stop.set())
    start = time.perf_counter()
    try:
        result = D.download_database(
            db_path, args.url, D.Source(args.source or D.DEFAULT_SOURCE.value),
            progress=_Shown() if args.progress else None, cancel=stop.is_set,
            say=(lambda m: print(m, file=sys.stderr)) if args.progress else None)
    except D.DownloadError as exc:
        print(f"error: {exc}{INTACT}", file=sys.stderr)
        return 1
    finally:
        if old is not None:
            signal.signal(signal.SIGINT, old)
    s = result.summary
    skips = f", skipped {len(s.skipped)} record(s) that could not be read" if s.skipped else ""
    resumed = " (resumed)" if result.resumed else ""
    dated = f" (data of {result.date})" if result.date else ""
    print(f"downloaded {safeio.size_text(result.bytes)}{resumed} from "
          f"{', '.join(result.urls)}{dated}; imported {s.cards} cards from {s.records} records"
          f"{skips} in {time.perf_counter() - start:.1f} s; the database holds "
          f"{result.total} cards")
    return 0
