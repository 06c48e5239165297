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
line) says what happened. `add_files` adds card files the same way (to a copy of the database).

The new database keeps what the data says about itself (`CardDatabase.meta`, META_* keys): its
source, its date (the listing entry's `updated_at`, MTGJSON's `meta.date`) and where a newer
date would be announced (the listing; MTGJSON's Meta.json beside the file).
`check_for_updates` asks there and compares: Update.UP_TO_DATE, NEWER or UNKNOWN."""

from __future__ import annotations

import contextlib
import datetime
import enum
import gzip
import hashlib
import http.client
import json
import os
import re
import sqlite3
import time
import urllib.error
import urllib.parse
import urllib.request
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
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
MTGJSON_META = "Meta.json"  # beside MTGJSON's files: the date and version of their data
UPDATE_URLS = {
    Source.SCRYFALL: DEFAULT_URLS[Source.SCRYFALL],
    Source.MTGJSON: "https://mtgjson.com/api/v5/" + MTGJSON_META,
}
MAX_DATE = 40
_MTGJSON_META = re.compile(rb'\s*\{\s*"meta"\s*:\s*\{[^{}]*?"date"\s*:\s*"([^"\\]{1,40})"')
_EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)
# what the database says about its data (CardDatabase.meta): set by a download
META_SOURCE = "source"          # a Source value
META_DATE = "data_date"         # the listing entry's updated_at, or MTGJSON's meta.date
META_CHECK = "check_url"        # where a newer date would be: the listing, Meta.json
META_KIND = "listing_kind"      # the listing entry taken (oracle_cards, default_cards)
META_FROM = "downloaded_from"   # the files' addresses
META_IMPORTED = "imported_at"   # when (UTC)
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
    date: str | None = None  # the data's date, as its listing or file says (None: unknown)


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


def _small_json(path: Path, url: str) -> object:
    """The JSON of a small file (a listing, MTGJSON's Meta.json); None for any other file."""
    if path.stat().st_size > MAX_LISTING_BYTES:
        return None
    try:
        return safeio.parse_json(safeio.read_bytes(path, MAX_LISTING_BYTES, "listings"), url)
    except (safeio.FileRefused, ValueError):
        return None


def listing_entry(data: object, url: str, kinds: Iterable[str] = LISTING_KINDS) -> dict | None:
    """The entry (its `download_uri` checked) of the first of `kinds` in a Scryfall bulk-data
    listing (or the one entry given); None when `data` is not a listing."""
    if isinstance(data, dict) and data.get("object") == "bulk_data":
        check_url(data.get("download_uri"), f"{url}: the listing's download_uri")
        return data
    if not (isinstance(data, dict) and data.get("object") == "list"
            and isinstance(data.get("data"), list) and data["data"]
            and all(isinstance(e, dict) and e.get("object") == "bulk_data"
                    for e in data["data"])):
        return None
    by_kind = {e.get("type"): e for e in data["data"]}
    for kind in kinds:
        if kind in by_kind:
            check_url(by_kind[kind].get("download_uri"),
                      f"{url}: the listing's {kind} download_uri")
            return by_kind[kind]
    raise DownloadError(f"{url}: the listing names none of {', '.join(kinds)}")


# -- what the data says about itself --

def data_date(value: object) -> str | None:
    """`value` if it is a date or a time in ISO 8601 (a listing's `updated_at`, MTGJSON's
    `date`), else None."""
    if not isinstance(value, str) or not value or len(value) > MAX_DATE or \
            not value.isprintable():
        return None
    return value if _when(value) is not None else None


def _when(text: str) -> datetime.datetime | None:
    try:
        when = datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=datetime.UTC)


def mtgjson_date(path: Path) -> str | None:
    """The `meta.date` at the start of an MTGJSON file (gzipped or not), or None."""
    try:
        with open(path, "rb") as fh:
            gzipped = fh.read(2) == GZIP_MAGIC
        with (gzip.open(path, "rb") if gzipped else open(path, "rb")) as fh:
            head = fh.read(4096)
    except (OSError, EOFError, zlib.error):
        return None
    found = _MTGJSON_META.match(head)
    return data_date(found.group(1).decode("ascii", "replace")) if found else None


def _listing_about(url: str, entry: dict) -> dict[str, str | None]:
    return {META_SOURCE: Source.SCRYFALL.value, META_CHECK: url,
            META_KIND: str(entry.get("type") or "")[:40] or None,
            META_DATE: data_date(entry.get("updated_at"))}


def _file_about(part: Path, url: str) -> dict[str, str | None]:
    date = mtgjson_date(part)
    if date is None:
        return {}
    return {META_SOURCE: Source.MTGJSON.value, META_DATE: date,
            META_CHECK: urllib.parse.urljoin(url, MTGJSON_META)}


# -- the whole download --

@dataclass(slots=True)
class Fetched:
    """The files downloaded and checked: their `.part` paths, their addresses, the bytes this
    run received, whether one resumed, and what the data says about itself (META_* keys)."""
    parts: list[Path] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    got: int = 0
    resumed: bool = False
    about: dict[str, str | None] = field(default_factory=dict)


def download_files(urls: Iterable[str], folder: Path, progress: OnProgress = None,
                   cancel: IsCancelled = None) -> Fetched:
    """Every address downloaded and checked (a listing followed to its file)."""
    out = Fetched()
    for url in urls:
        part, n, again = fetch(check_url(url, "--url"), folder, progress, cancel)
        entry = listing_entry(_small_json(part, url), url)
        about = {}
        if entry is not None:
            discard(part)  # a listing is fetched afresh each time
            about = _listing_about(url, entry)
            url = entry["download_uri"]
            part, n, again = fetch(url, folder, progress, cancel)
        verify(part, url)
        about = about or _file_about(part, url)
        for key, value in about.items():  # the first file's word about its data
            out.about.setdefault(key, value)
        out.parts.append(part)
        out.names.append(url)
        out.got, out.resumed = out.got + n, out.resumed or again
    return out


def import_new(db_path: Path, files: list[Path], say: Callable[[str], None] | None = None,
               skipped: Callable[[RecordError], None] | None = None,
               cancel: IsCancelled = None, meta: dict[str, str | None] | None = None,
               add: bool = False) -> tuple[ImportSummary, int]:
    """Import `files` into a new database beside `db_path` (`add`: a copy of the old one, the
    cards added to it), its `meta` set, then put it in place of the old one."""
    new = db_path.with_name(db_path.name + ".new")
    _remove_db(new)

    def progress(msg: str) -> None:
        if cancel is not None and cancel():
            raise Cancelled("cancelled while importing; the downloaded files are kept: run "
                            "the download again to import them" if not add else
                            "cancelled while importing")
        if say is not None:
            say(msg)

    try:
        if add and db_path.is_file():
            _copy_db(db_path, new)
        with CardDatabase.open(new, create=True) as db:
            summary = db.import_files(files, progress, strict=False, skipped=skipped)
            if summary.cards == 0:
                raise DownloadError(f"no card in {summary.records} records of "
                                    f"{'the downloaded file(s)' if not add else 'the file(s)'}")
            db.set_meta(meta or {})
            total = db.count()
        os.replace(new, db_path)
    except BaseException:
        _remove_db(new)
        raise
    return summary, total


def add_files(db_path: Path, files: list[Path], say: Callable[[str], None] | None = None,
              cancel: IsCancelled = None,
              meta: dict[str, str | None] | None = None) -> tuple[ImportSummary, int]:
    """Card files added to the database at `db_path` (made if there is none) as a whole: a copy
    of it gets the cards and then takes its place, so the old one is intact whatever happens.
    DownloadError (one line) on any failure; Cancelled when `cancel` says so."""
    try:
        return import_new(db_path, files, say, cancel=cancel, meta=meta, add=True)
    except DownloadError:
        raise
    except CardDataError as exc:
        raise DownloadError(str(exc)) from None
    except (OSError, sqlite3.Error) as exc:
        reason = safeio.os_reason(exc) if isinstance(exc, OSError) else str(exc)
        raise DownloadError(f"{db_path}: the card database can't be written: {reason}") \
            from None


def _copy_db(src: Path, dst: Path) -> None:
    """A consistent copy of the database `src` (SQLite's backup: a reader may be using it)."""
    with contextlib.closing(sqlite3.connect(src)) as a, \
            contextlib.closing(sqlite3.connect(dst)) as b:
        a.backup(b)


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
        got = download_files(urls, folder, progress, cancel)
    except OSError as exc:
        raise DownloadError(f"{exc.filename or folder}: can't write the download: "
                            f"{safeio.os_reason(exc)}") from None
    meta = {META_SOURCE: source.value, META_FROM: ", ".join(got.names)[:MAX_URL],
            META_IMPORTED: datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
            META_DATE: None, META_CHECK: None, META_KIND: None, **got.about}
    try:
        summary, total = import_new(db_path, got.parts, say, skipped, cancel, meta)
    except Cancelled:
        raise
    except CardDataError as exc:
        if not isinstance(exc, DownloadError):
            for part in got.parts:  # not card data, or cut: downloading it again starts afresh
                discard(part)
        raise DownloadError(f"the downloaded file can't be imported: {exc}") from None
    except OSError as exc:
        raise DownloadError(f"{db_path}: can't replace the card database: "
                            f"{safeio.os_reason(exc)}") from None
    for part in got.parts:
        discard(part)
    return DownloadResult(tuple(got.names), got.got, got.resumed, summary, total,
                          meta.get(META_DATE))


# -- is there newer data? --

class Update(enum.StrEnum):
    """What `check_for_updates` found."""
    UP_TO_DATE = "up to date"
    NEWER = "newer"      # `UpdateCheck.date` is the newer data's date
    UNKNOWN = "unknown"  # `UpdateCheck.reason` says why


@dataclass(frozen=True, slots=True)
class UpdateCheck:
    status: Update
    url: str                # the address asked (a listing, MTGJSON's Meta.json)
    have: str | None = None  # the date of the database's data
    date: str | None = None  # the date of the data offered there
    reason: str = ""         # UNKNOWN: why, one line


def database_meta(db_path: Path) -> dict[str, str]:
    """What the database at `db_path` says about its data ({} when there is none)."""
    with CardDatabase.open(db_path) as db:
        return db.meta()


def update_address(meta: dict[str, str], source: Source | None = None) -> str:
    """Where newer data would be announced: the address the database's data came with (its
    listing, MTGJSON's Meta.json), else the default of `source` (else of the data's source)."""
    stored = meta.get(META_SOURCE)
    if meta.get(META_CHECK) and (source is None or source.value == stored):
        return meta[META_CHECK]
    if source is None:
        source = next((s for s in Source if s.value == stored), DEFAULT_SOURCE)
    return UPDATE_URLS[source]


def check_for_updates(db_path: Path, url: str | None = None,
                      source: Source | None = None) -> UpdateCheck:
    """Compare the date of the database's data with the date the listing (or MTGJSON's
    Meta.json) at `url` gives (default: `update_address`). DownloadError (one line) when the
    address can't be read."""
    meta = database_meta(db_path)
    address = check_url(url, "--url") if url else update_address(meta, source)
    have = data_date(meta.get(META_DATE))
    if have is None:
        return UpdateCheck(Update.UNKNOWN, address, reason="the card database does not say "
                           "when its data was made: download the database to know")
    date = remote_date(address, meta.get(META_KIND))
    if date is None:
        return UpdateCheck(Update.UNKNOWN, address, have,
                           reason=f"{address} does not say when its data was made")
    newer = (_when(date) or _EPOCH) > (_when(have) or _EPOCH)
    return UpdateCheck(Update.NEWER if newer else Update.UP_TO_DATE, address, have, date)


def remote_date(url: str, kind: str | None = None) -> str | None:
    """The date a listing (its entry of `kind`, else the first of LISTING_KINDS), MTGJSON's
    Meta.json or a small MTGJSON file at `url` gives; for any other file (a big one, as
    AllPrintings), the date MTGJSON's Meta.json beside it gives. None when neither says."""
    kinds = ((kind,) if kind else ()) + LISTING_KINDS
    date = _date_in(_fetch_small(url), url, kinds)
    beside = urllib.parse.urljoin(url, MTGJSON_META)
    if date is None and beside != url:
        try:
            date = _date_in(_fetch_small(beside), beside, kinds)
        except DownloadError:
            return None
    return date


def _date_in(data: object, url: str, kinds: tuple[str, ...]) -> str | None:
    entry = listing_entry(data, url, kinds)
    if entry is not None:
        return data_date(entry.get("updated_at"))
    if isinstance(data, dict):
        for key in ("data", "meta"):  # Meta.json: {"meta": {"date"...}, "data": {"date"...}}
            part = data.get(key)
            if isinstance(part, dict) and data_date(part.get("date")):
                return part["date"]
    return None


def _fetch_small(url: str) -> object:
    """The JSON at `url` when it is small (a listing, Meta.json); None otherwise."""
    try:
        with _open(url, 0, {}) as resp:
            length = resp.headers.get("Content-Length")
            if length and length.isdigit() and int(length) > MAX_LISTING_BYTES:
                return None
            body = resp.read(MAX_LISTING_BYTES + 1)
    except (OSError, http.client.HTTPException) as exc:
        raise DownloadError(f"{url}: the connection broke ({type(exc).__name__})") from None
    if len(body) > MAX_LISTING_BYTES:
        return None
    try:
        return safeio.parse_json(body, url)
    except ValueError:
        return None
