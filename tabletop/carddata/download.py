"""Download the card database and import it into a new database file that replaces the old one
only when it is complete (standard library HTTP only: urllib).

    result = download_database(db_path, urls=None, source=Source.SCRYFALL,
                               progress=on_bytes, cancel=event.is_set)

An address names a card file or a listing: Scryfall's bulk-data listing (or one of its entries)
names the current file by its `download_uri`, which is then downloaded. Each file is written to
a `.part` file in a `downloads` folder beside the database; a download that stops (cancelled, a
broken connection) keeps it, and the next one asks the server for the rest (HTTP Range, with
If-Range so a changed file starts again) or starts again when the server ignores Range. What
arrived is checked (the length the server announced, a gzip file's integrity; the JSON is
parsed by the import), imported into `NAME.new`, and moved over the old database in one step
(`os.replace`). On every failure the old database is left as it was and a DownloadError (one
line) says what happened."""

from __future__ import annotations

import contextlib
import enum
import gzip
import hashlib
import http.client
import json
import os
import time
import urllib.error
import urllib.parse
import urllib.request
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from tabletop import safeio
from tabletop.model.limits import MAX_CARD_FILE_BYTES

from .database import CardDatabase, ImportSummary
from .errors import CardDataError, RecordError


class Source(enum.StrEnum):
    SCRYFALL = "scryfall"
    MTGJSON = "mtgjson"


DEFAULT_SOURCE = Source.SCRYFALL
DEFAULT_URLS = {
    Source.SCRYFALL: "https://api.scryfall.com/bulk-data",
    Source.MTGJSON: "https://mtgjson.com/api/v5/AtomicCards.json.gz",
}
# the Scryfall bulk file taken from a listing, first found first: one record per card
LISTING_KINDS = ("oracle_cards", "default_cards")
MAX_LISTING_BYTES = 4 * 1024**2  # a file this small may be a listing (Scryfall's is ~10 kB)
MAX_URL = 2048
CHUNK = 64 * 1024
TIMEOUT = 30.0  # seconds without a byte before the connection counts as broken
USER_AGENT = "tabletop-card-download/1 (+https://github.com/tabletop)"
GZIP_MAGIC = b"\x1f\x8b"
KEEP = "; the part downloaded is kept: run the download again to resume"


class DownloadError(CardDataError):
    """A download or its import that failed; the message is one line."""


class Cancelled(DownloadError):
    """The caller's cancel flag was set."""


@dataclass(frozen=True, slots=True)
class Progress:
    """Bytes of the file being downloaded: `done` of `total` (None: not announced), `rate` in
    bytes a second, `left` in seconds (None: unknown)."""
    url: str
    done: int
    total: int | None
    rate: float
    left: float | None


@dataclass(frozen=True, slots=True)
class DownloadResult:
    urls: tuple[str, ...]  # the files downloaded (a listing's file, not the listing)
    bytes: int             # bytes received by this run (not those of a resumed .part)
    resumed: bool
    summary: ImportSummary
    total: int             # cards in the new database


OnProgress = Callable[[Progress], None] | None
IsCancelled = Callable[[], bool] | None


def check_url(url: object, where: str) -> str:
    """An http(s) address, bounded; DownloadError otherwise."""
    if not isinstance(url, str) or not url or len(url) > MAX_URL or not url.isprintable() \
            or any(c.isspace() for c in url):
        raise DownloadError(f"{where}: not a web address")
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise DownloadError(f"{where}: {url!r} is not an http or https address")
    return url


def part_path(folder: Path, url: str) -> Path:
    """The `.part` file of one address: the same address resumes the same file."""
    digest = hashlib.sha256(url.encode("utf-8")).hexdigest()[:16]
    name = Path(urllib.parse.urlsplit(url).path).name or "download"
    safe = "".join(c if c.isalnum() or c in "._-" else "_" for c in name)[:80]
    return folder / f"{digest}-{safe}.part"


# -- HTTP --

class _Meter:
    """Bytes a second and time left, from the bytes of this run."""

    def __init__(self, url: str, start: int, total: int | None, report: OnProgress) -> None:
        self.url, self.start, self.total, self.report = url, start, total, report
        self.t0 = time.monotonic()

    def __call__(self, done: int) -> None:
        if self.report is None:
            return
        elapsed = max(time.monotonic() - self.t0, 1e-6)
        rate = (done - self.start) / elapsed
        left = (self.total - done) / rate if self.total is not None and rate > 0 else None
        self.report(Progress(self.url, done, self.total, rate, left))


def _validators(meta: Path) -> dict:
    try:
        data = json.loads(meta.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _request(url: str, have: int, meta: dict) -> urllib.request.Request:
    headers = {"User-Agent": USER_AGENT, "Accept": "application/json, */*"}
    if have:
        headers["Range"] = f"bytes={have}-"
        tag = meta.get("etag") or meta.get("last_modified")
        if isinstance(tag, str) and tag.isprintable() and len(tag) < 200:
            headers["If-Range"] = tag
    return urllib.request.Request(url, headers=headers)


def _open(url: str, have: int, meta: dict) -> http.client.HTTPResponse:
    try:
        return urllib.request.urlopen(_request(url, have, meta), timeout=TIMEOUT)
    except urllib.error.HTTPError as exc:
        if exc.code == 416 and have:
            whole = exc.headers.get("Content-Range", "").rpartition("/")[2]
            raise _RangeRefused(whole.isdigit() and int(whole) == have) from None
        reason = "".join(c for c in str(exc.reason)[:100] if c.isprintable())
        raise DownloadError(f"{url}: the server answered {exc.code} {reason}") from None
    except urllib.error.URLError as exc:
        raise DownloadError(f"{url}: can't connect: {exc.reason}") from None
    except (OSError, http.client.HTTPException) as exc:
        raise DownloadError(f"{url}: can't connect: {exc}") from None


class _RangeRefused(Exception):
    """416: nothing after the .part's end. `args[0]`: the .part is the whole file (it was
    downloaded, and not imported: a cancelled import); otherwise it changed: start again."""


def _start_offset(resp: http.client.HTTPResponse, url: str, have: int) -> tuple[int, int | None]:
    """Where the body starts in the file and the file's length (None: not announced)."""
    length = resp.headers.get("Content-Length")
    size = int(length) if length and length.isdigit() else None
    if resp.status == 206:
        crange = resp.headers.get("Content-Range", "")
        unit, _, spec = crange.partition(" ")
        first, _, rest = spec.partition("-")
        total = rest.partition("/")[2]
        if unit != "bytes" or not first.isdigit() or int(first) != have:
            raise DownloadError(f"{url}: the server sent a range that was not asked for "
                                f"({crange!r})")
        return have, int(total) if total.isdigit() else (have + size if size is not None
                                                          else None)
    return 0, size


def fetch(url: str, folder: Path, progress: OnProgress = None, cancel: IsCancelled = None,
          limit: int = MAX_CARD_FILE_BYTES) -> tuple[Path, int, bool]:
    """Download `url` into its `.part` file in `folder`, resuming one that is there. The path,
    the bytes received, and whether it resumed."""
    folder.mkdir(parents=True, exist_ok=True)
    part = part_path(folder, url)
    meta_path = part.with_suffix(".meta")
    have = part.stat().st_size if part.is_file() else 0
    meta = _validators(meta_path) if have else {}
    try:
        resp = _open(url, have, meta)
    except _RangeRefused as complete:
        if complete.args[0]:
            return part, 0, True
        part.unlink(missing_ok=True)
        have, meta = 0, {}
        resp = _open(url, 0, meta)
    with resp:
        start, total = _start_offset(resp, url, have)
        if total is not None and total > limit:
            raise DownloadError(f"{url}: {safeio.size_text(total)} is more than a card file "
                                f"may be ({safeio.size_text(limit)})")
        meta_path.write_text(json.dumps({"url": url, "etag": resp.headers.get("ETag"),
                                         "last_modified": resp.headers.get("Last-Modified")}),
                             encoding="utf-8")
        got = _copy(resp, part, start, total, _Meter(url, start, total, progress), cancel, limit)
    return part, got, start > 0


def _copy(resp, part: Path, start: int, total: int | None, meter: _Meter,
          cancel: IsCancelled, limit: int) -> int:
    """Write the body to `part` from `start` (earlier bytes kept, a restart truncates)."""
    done = start
    with open(part, "r+b" if start and part.exists() else "wb") as out:
        out.seek(start)
        out.truncate()
        while True:
            if cancel is not None and done != total and cancel():  # whole: the import checks
                raise Cancelled(f"{meter.url}: cancelled after {safeio.size_text(done)}"
                                f"{_of(total)}{KEEP}")
            try:
                chunk = resp.read1(CHUNK) if hasattr(resp, "read1") else resp.read(CHUNK)
            except (OSError, http.client.HTTPException) as exc:
                raise DownloadError(f"{meter.url}: the connection broke after "
                                    f"{safeio.size_text(done)}{_of(total)} "
                                    f"({type(exc).__name__}){KEEP}") from None
            if not chunk:
                break
            out.write(chunk)
            done += len(chunk)
            if done > limit or (total is not None and done > total):
                raise DownloadError(f"{meter.url}: the server sent more than it announced")
            meter(done)
    if total is not None and done < total:
        raise DownloadError(f"{meter.url}: the connection ended after "
                            f"{safeio.size_text(done)}{_of(total)}, the file is incomplete"
                            f"{KEEP}")
    return done - start


def _of(total: int | None) -> str:
    return f" of {safeio.size_text(total)}" if total is not None else ""


# -- what arrived --

def verify(path: Path, url: str) -> None:
    """A gzip file must decompress whole with a matching checksum (the JSON itself is parsed by
    the import). A damaged file is removed: downloading it again starts afresh."""
    with open(path, "rb") as fh:
        gzipped = fh.read(2) == GZIP_MAGIC
    if not gzipped:
        return
    try:
        with gzip.open(path, "rb") as fh:
            while fh.read(1 << 20):
                pass
    except (OSError, EOFError, zlib.error) as exc:
        discard(path)
        raise DownloadError(f"{url}: the downloaded gzip file is damaged ({exc})") from None


def discard(part: Path) -> None:
    part.unlink(missing_ok=True)
    part.with_suffix(".meta").unlink(missing_ok=True)


def listing_target(path: Path, url: str, kinds: Iterable[str] = LISTING_KINDS) -> str | None:
    """The file a Scryfall bulk-data listing (or one entry of it) names; None when `path` is
    not a listing."""
    if path.stat().st_size > MAX_LISTING_BYTES:
        return None
    try:
        data = safeio.parse_json(safeio.read_bytes(path, MAX_LISTING_BYTES, "listings"), url)
    except (safeio.FileRefused, ValueError):
        return None
    if isinstance(data, dict) and data.get("object") == "bulk_data":
        return check_url(data.get("download_uri"), f"{url}: the listing's download_uri")
    if not (isinstance(data, dict) and data.get("object") == "list"
            and isinstance(data.get("data"), list) and data["data"]
            and all(isinstance(e, dict) and e.get("object") == "bulk_data"
                    for e in data["data"])):
        return None
    by_kind = {e.get("type"): e for e in data["data"]}
    for kind in kinds:
        if kind in by_kind:
            return check_url(by_kind[kind].get("download_uri"),
                             f"{url}: the listing's {kind} download_uri")
    raise DownloadError(f"{url}: the listing names none of {', '.join(kinds)}")


# -- the whole download --

def download_files(urls: Iterable[str], folder: Path, progress: OnProgress = None,
                   cancel: IsCancelled = None) -> tuple[list[Path], list[str], int, bool]:
    """Every address downloaded and checked (a listing followed to its file)."""
    parts, names, got, resumed = [], [], 0, False
    for url in urls:
        part, n, again = fetch(check_url(url, "--url"), folder, progress, cancel)
        target = listing_target(part, url)
        if target is not None:
            discard(part)  # a listing is fetched afresh each time
            url = target
            part, n, again = fetch(url, folder, progress, cancel)
        verify(part, url)
        parts.append(part)
        names.append(url)
        got, resumed = got + n, resumed or again
    return parts, names, got, resumed


def import_new(db_path: Path, files: list[Path], say: Callable[[str], None] | None = None,
               skipped: Callable[[RecordError], None] | None = None,
               cancel: IsCancelled = None) -> tuple[ImportSummary, int]:
    """Import `files` into a new database beside `db_path`, then put it in its place."""
    new = db_path.with_name(db_path.name + ".new")
    _remove_db(new)

    def progress(msg: str) -> None:
        if cancel is not None and cancel():
            raise Cancelled("cancelled while importing; the downloaded files are kept: run "
                            "the download again to import them")
        if say is not None:
            say(msg)

    try:
        with CardDatabase.open(new, create=True) as db:
            summary = db.import_files(files, progress, strict=False, skipped=skipped)
            total = db.count()
        if summary.cards == 0:
            raise DownloadError(f"no card in {summary.records} records of the downloaded "
                                "file(s)")
        os.replace(new, db_path)
    except BaseException:
        _remove_db(new)
        raise
    return summary, total


def _remove_db(path: Path) -> None:
    for p in (path, path.with_name(path.name + "-journal"), path.with_name(path.name + "-wal")):
        with contextlib.suppress(OSError):
            p.unlink()


def download_database(db_path: Path, urls: Iterable[str] | None = None,
                      source: Source = DEFAULT_SOURCE, progress: OnProgress = None,
                      cancel: IsCancelled = None, say: Callable[[str], None] | None = None,
                      skipped: Callable[[RecordError], None] | None = None) -> DownloadResult:
    """Download the card files (`urls`, or the source's default address), import them into a
    new database and put it in place of `db_path`. DownloadError (the old database as it was)
    on any failure; a CardImportError for a downloaded file that is not card data."""
    urls = list(urls or [DEFAULT_URLS[source]])
    folder = db_path.parent / "downloads"
    try:
        parts, names, got, resumed = download_files(urls, folder, progress, cancel)
    except OSError as exc:
        raise DownloadError(f"{exc.filename or folder}: can't write the download: "
                            f"{safeio.os_reason(exc)}") from None
    try:
        summary, total = import_new(db_path, parts, say, skipped, cancel)
    except Cancelled:
        raise
    except CardDataError as exc:
        if not isinstance(exc, DownloadError):
            for part in parts:  # not card data, or cut: downloading it again starts afresh
                discard(part)
        raise DownloadError(f"the downloaded file can't be imported: {exc}") from None
    except OSError as exc:
        raise DownloadError(f"{db_path}: can't replace the card database: "
                            f"{safeio.os_reason(exc)}") from None
    for part in parts:
        discard(part)
    return DownloadResult(tuple(names), got, resumed, summary, total)
