"""Card images, when the user has them: where one comes from, without Qt and without ever needing
the network.

Sources, in order (`resolve`):

1. the user's own folder of images (`local_image`): Cockatrice's `pics` layout (`CUSTOM/NAME.jpg`,
   `downloadedPics/SET/NAME.full.jpg`) and a plain `SET/NAME.jpg` or `NAME.jpg` layout;
2. the disk cache (`ImageCache`, under the cache folder the caller names; a size cap, oldest out
   first, and `clear`);
3. a download from URL templates (`urls`), only when allowed. A template's fields are `{set}`
   (lower case, as Scryfall's URLs have it), `{collector_number}`, `{name}` (percent-encoded),
   `{lang}`, `{scryfall_id}` and `{image_uri}`: the image the card data holds (Scryfall's `normal`
   size), taken only from Scryfall's own hosts so that a shared save can't make the app call
   anywhere else. The default sources are just that URI.

A card's reference (`card_ref`) is built from the facts a seat may know; the callers only ever
pass the facts of cards the viewing seat's view shows face up, so no request names a hidden card.
Downloads here use urllib (the command line); the app uses Qt's network stack with the same
limits (`USER_AGENT`, `TIMEOUT`, `MIN_INTERVAL`, HTTP 429 honoured via `retry_after`).
"""

from __future__ import annotations

import enum
import os
import re
import string
import threading
import time
import urllib.parse
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from tabletop import __version__, safeio
from tabletop.model.limits import MAX_CARD_IMAGE_BYTES, MAX_IMAGE_CACHE_BYTES, MAX_SHORT

from .bundled import name_key
from .errors import CardDataError

IMAGE_URI = "{image_uri}"
DEFAULT_SOURCES: tuple[str, ...] = (IMAGE_URI,)
FIELDS = ("set", "collector_number", "name", "lang", "scryfall_id", "image_uri")
SUFFIXES = (".jpg", ".jpeg", ".png")
USER_AGENT = f"tabletop/{__version__}"
TIMEOUT = 5.0  # seconds for one request
MIN_INTERVAL = 0.1  # seconds between two requests: at most 10 a second
MAX_RETRY_AFTER = 3600.0  # a longer Retry-After is taken as an hour
DEFAULT_RETRY_AFTER = 60.0  # a 429 without a usable Retry-After
# Set to 1 (the test suite does) and no download happens unless a caller names its sources
# explicitly (`tabletop cards image --source`) or a test unsets it.
OFFLINE_ENV = "TABLETOP_OFFLINE"
_SCRYFALL_HOSTS = ("scryfall.io", "scryfall.com")
_SEPARATORS = re.compile(r'[/\\:*?"<>|\x00-\x1f]')


class ImageSource(enum.Enum):
    LOCAL = "local"
    CACHE = "cache"
    DOWNLOAD = "download"


class ImageNotFound(CardDataError):
    """No image for a card from any source (the message says what was tried)."""


class RateLimited(Exception):
    """The server answered 429: ask again after `retry_after` seconds."""

    def __init__(self, url: str, retry_after: float):
        super().__init__(f"{url}: too many requests (HTTP 429), retry after {retry_after:g} s")
        self.url, self.retry_after = url, retry_after


class DownloadFailed(Exception):
    """A download that gave no image (a network error, a timeout, an HTTP error, not an image)."""


@dataclass(frozen=True, slots=True)
class CardRef:
    """What an image request may name: only a card the viewing seat knows face up."""

    name: str
    set: str = ""
    collector_number: str = ""
    lang: str = "en"
    scryfall_id: str = ""
    image_uri: str = ""

    @property
    def key(self) -> tuple[str, str, str]:
        return (name_key(self.name), self.set.lower(), self.lang)


def _short(v) -> str:
    return v[:MAX_SHORT] if isinstance(v, str) else ""


def _image_uri(facts: dict) -> str:
    uri = facts.get("image_uri")
    if not isinstance(uri, str):
        uris = facts.get("image_uris")
        if not isinstance(uris, dict):  # a double-faced card: its front face's image
            faces = facts.get("card_faces") or [{}]
            uris = faces[0].get("image_uris") if isinstance(faces[0], dict) else None
        uri = uris.get("normal") if isinstance(uris, dict) else None
    return uri if isinstance(uri, str) and len(uri) <= 2000 else ""


def card_ref(facts: dict, lang: str = "en", set_code: str | None = None) -> CardRef:
    """The reference of a card (its facts as the seat's view gives them); `set_code` overrides
    the facts' set (their collector number then no longer applies)."""
    own_set = _short(facts.get("set") or facts.get("set_code"))
    chosen = _short(set_code) if set_code else own_set
    same = chosen.lower() == own_set.lower()
    return CardRef(name=_short(facts.get("name")), set=chosen,
                   collector_number=_short(facts.get("collector_number")) if same else "",
                   lang=_short(lang) or "en", scryfall_id=_short(facts.get("scryfall_id")),
                   image_uri=_image_uri(facts) if same else "")


# -- 1. the user's own folder --------------------------------------------------------------------

def _file_names(name: str) -> list[str]:
    """The names a card's image file may have (Cockatrice drops what a file name can't hold)."""
    out = []
    for n in (name, name.replace(" // ", " "), name.replace(" // ", ""), _SEPARATORS.sub("", name)):
        n = _SEPARATORS.sub("", n).strip()
        if n and not n.startswith(".") and n not in out:
            out.append(n)
    return out


def _candidates(pics: Path, ref: CardRef) -> Iterable[Path]:
    names = _file_names(ref.name)
    sets = []
    for s in (ref.set, ref.set.upper(), ref.set.lower()):
        s = _SEPARATORS.sub("", s)
        if s and not s.startswith(".") and s not in sets:
            sets.append(s)
    for n in names:
        for suffix in SUFFIXES:
            yield pics / "CUSTOM" / f"{n}{suffix}"
    for s in sets:
        for n in names:
            for stem in (f"{n}.full", n):
                for suffix in SUFFIXES:
                    yield pics / "downloadedPics" / s / f"{stem}{suffix}"
                    yield pics / s / f"{stem}{suffix}"
    for n in names:
        for stem in (n, f"{n}.full"):
            for suffix in SUFFIXES:
                yield pics / f"{stem}{suffix}"
    if not sets:  # no set known: any set folder of Cockatrice's downloads
        try:
            folders = sorted(p for p in (pics / "downloadedPics").iterdir() if p.is_dir())
        except OSError:
            folders = []
        for folder in folders[:2000]:
            for n in names:
                yield folder / f"{n}.full.jpg"


def local_image(pics: Path | str | None, ref: CardRef) -> Path | None:
    """The user's own image of the card in `pics`, or None."""
    if not pics or not ref.name:
        return None
    pics = Path(pics)
    for path in _candidates(pics, ref):
        try:
            if path.is_file():
                return path
        except OSError:
            continue
    return None


def sniff(data: bytes) -> str | None:
    """"png" or "jpg" by the bytes' signature; None for anything else."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "png"
    if data.startswith(b"\xff\xd8\xff"):
        return "jpg"
    return None


def read_image(path: Path | str) -> bytes:
    """A local image's bytes (a regular file of at most MAX_CARD_IMAGE_BYTES)."""
    return safeio.read_bytes(path, MAX_CARD_IMAGE_BYTES, "card images")


# -- 2. the cache ---------------------------------------------------------------------------------

class ImageCache:
    """Downloaded images in one folder, named by a hash of the card's reference (name, set,
    language), so a file name says nothing of the card. At most `cap` bytes: the files used
    longest ago go first (a hit counts as a use)."""

    def __init__(self, root: Path | str, cap: int = MAX_IMAGE_CACHE_BYTES) -> None:
        self.root = Path(root)
        self.cap = cap
        self._lock = threading.Lock()

    def _stem(self, ref: CardRef) -> str:
        import hashlib
        return hashlib.sha256("\n".join(ref.key).encode("utf-8")).hexdigest()[:40]

    def get(self, ref: CardRef) -> Path | None:
        stem = self._stem(ref)
        for ext in ("png", "jpg"):
            path = self.root / f"{stem}.{ext}"
            try:
                if path.is_file():
                    try:
                        os.utime(path)
                    except OSError:
                        pass
                    return path
            except OSError:
                return None
        return None

    def put(self, ref: CardRef, data: bytes) -> Path:
        """Keep an image (PNG or JPEG bytes); the oldest go while the cache is over its cap."""
        ext = sniff(data)
        if ext is None:
            raise ValueError("not a PNG or JPEG image")
        with self._lock:
            self.root.mkdir(parents=True, exist_ok=True)
            path = self.root / f"{self._stem(ref)}.{ext}"
            tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
            tmp.write_bytes(data)
            os.replace(tmp, path)
            self._trim(keep=path)
        return path

    def _files(self) -> list[tuple[float, int, Path]]:
        out: list[tuple[float, int, Path]] = []
        try:
            entries = list(os.scandir(self.root))
        except OSError:
            return out
        for e in entries:
            if e.name.startswith(".") or not e.is_file(follow_symlinks=False):
                continue
            try:
                st = e.stat(follow_symlinks=False)
            except OSError:
                continue
            out.append((st.st_mtime, st.st_size, Path(e.path)))
        return out

    def size(self) -> int:
        return sum(s for _, s, _ in self._files())

    def _trim(self, keep: Path | None = None) -> None:
        files = self._files()
        total = sum(s for _, s, _ in files)
        for _, s, path in sorted(files, key=lambda f: f[0]):
            if total <= self.cap:
                break
            if path == keep:
                continue
            try:
                path.unlink()
                total -= s
            except OSError:
                pass

    def clear(self) -> int:
        """Remove every cached image; how many were removed."""
        n = 0
        with self._lock:
            for _, _, path in self._files():
                try:
                    path.unlink()
                    n += 1
                except OSError:
                    pass
        return n


# -- 3. downloads ---------------------------------------------------------------------------------

def _is_scryfall(url: str) -> bool:
    try:
        parts = urllib.parse.urlsplit(url)
    except ValueError:
        return False
    host = (parts.hostname or "").lower()
    return parts.scheme == "https" and any(host == h or host.endswith("." + h)
                                           for h in _SCRYFALL_HOSTS)


def urls(templates: Iterable[str], ref: CardRef) -> list[str]:
    """The URLs the templates give for this card; a template whose fields the card lacks (or that
    is not an http(s) URL) gives none."""
    values = {
        "set": urllib.parse.quote(ref.set.lower(), safe=""),
        "collector_number": urllib.parse.quote(ref.collector_number, safe=""),
        "name": urllib.parse.quote(ref.name, safe=""),
        "lang": urllib.parse.quote(ref.lang, safe=""),
        "scryfall_id": urllib.parse.quote(ref.scryfall_id, safe=""),
        "image_uri": ref.image_uri if _is_scryfall(ref.image_uri) else "",
    }
    out: list[str] = []
    for t in templates:
        if not isinstance(t, str):
            continue
        try:
            used = {f for _, f, _, _ in string.Formatter().parse(t) if f}
            if not used <= set(FIELDS) or any(not values[f] for f in used):
                continue
            url = t.format(**values)
        except (ValueError, IndexError, KeyError):
            continue
        if urllib.parse.urlsplit(url).scheme in ("http", "https") and url not in out:
            out.append(url)
    return out


def check_template(t: str) -> str | None:
    """Why a source template can't be used (a one-line message), or None."""
    try:
        used = {f for _, f, _, _ in string.Formatter().parse(t) if f is not None}
    except ValueError as exc:
        return f"{t!r}: {exc}"
    unknown = used - set(FIELDS)
    if unknown:
        return f"{t!r}: unknown field(s) {', '.join(sorted(unknown))} (fields: {', '.join(FIELDS)})"
    if not t.startswith(("http://", "https://", "{image_uri}")):
        return f"{t!r}: not an http:// or https:// address"
    return None


def retry_after(value: str | None, now: float | None = None) -> float:
    """Seconds to wait from a Retry-After header (seconds or an HTTP date)."""
    if value:
        import email.utils
        value = value.strip()
        try:
            secs = float(value)
        except ValueError:
            try:
                when = email.utils.parsedate_to_datetime(value).timestamp()
            except (TypeError, ValueError, IndexError, OverflowError):
                return DEFAULT_RETRY_AFTER
            secs = when - (time.time() if now is None else now)
        if secs != secs:  # NaN
            return DEFAULT_RETRY_AFTER
        return min(MAX_RETRY_AFTER, max(0.0, secs))
    return DEFAULT_RETRY_AFTER


def downloads_on(setting: bool) -> bool:
    """Whether the app may download (the setting, unless the environment says offline)."""
    return bool(setting) and os.environ.get(OFFLINE_ENV, "") in ("", "0")


_last_request = [0.0]
_request_lock = threading.Lock()


def fetch_url(url: str, timeout: float = TIMEOUT) -> bytes:
    """One image by urllib: at most 10 requests a second, our User-Agent, a timeout. Raises
    RateLimited on HTTP 429 and DownloadFailed for anything else that gives no image."""
    import urllib.error
    import urllib.request
    with _request_lock:
        wait = _last_request[0] + MIN_INTERVAL - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        _last_request[0] = time.monotonic()
    req = urllib.request.Request(url, headers={"User-Agent": USER_AGENT,
                                               "Accept": "image/png,image/jpeg"})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:  # noqa: S310 (http(s) only)
            data = resp.read(MAX_CARD_IMAGE_BYTES + 1)
    except urllib.error.HTTPError as exc:
        if exc.code == 429:
            raise RateLimited(url, retry_after(exc.headers.get("Retry-After"))) from None
        raise DownloadFailed(f"{url}: HTTP {exc.code}") from None
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        raise DownloadFailed(f"{url}: {reason}") from None
    if len(data) > MAX_CARD_IMAGE_BYTES:
        raise DownloadFailed(f"{url}: more than {MAX_CARD_IMAGE_BYTES:,} bytes")
    if sniff(data) is None:
        raise DownloadFailed(f"{url}: not a PNG or JPEG image")
    return data


@dataclass(frozen=True, slots=True)
class Found:
    source: ImageSource
    where: str  # the file (local, cache) or the URL (download)
    data: bytes


def resolve(ref: CardRef, *, pics: Path | str | None, cache: ImageCache | None,
            sources: Iterable[str], download: bool,
            fetch: Callable[[str], bytes] = fetch_url, max_wait: float = 10.0,
            sleep: Callable[[float], None] = time.sleep) -> Found:
    """The card's image from the first source that has it; a download fills the cache. A 429 is
    waited for (at most `max_wait` seconds in all) and asked again. ImageNotFound otherwise."""
    tried: list[str] = []
    local = local_image(pics, ref)
    if local is not None:
        try:
            data = read_image(local)
            if sniff(data) is not None:
                return Found(ImageSource.LOCAL, str(local), data)
            tried.append(f"{local}: not a PNG or JPEG image")
        except safeio.FileRefused as exc:
            tried.append(str(exc))
    if cache is not None:
        hit = cache.get(ref)
        if hit is not None:
            try:
                return Found(ImageSource.CACHE, str(hit), read_image(hit))
            except safeio.FileRefused as exc:
                tried.append(str(exc))
    if not download:
        raise ImageNotFound("; ".join(tried) or "not in the pictures folder or the cache "
                            "(downloads are off)")
    addresses = urls(sources, ref)
    if not addresses:
        tried.append("no image source applies to this card")
    waited = 0.0
    for url in addresses:
        while True:
            try:
                data = fetch(url)
            except RateLimited as exc:
                if waited + exc.retry_after > max_wait:
                    tried.append(f"{exc}; try again later")
                    break
                sleep(exc.retry_after)
                waited += exc.retry_after
                continue
            except DownloadFailed as exc:
                tried.append(str(exc))
                break
            if cache is not None:
                try:
                    cache.put(ref, data)
                except OSError as exc:
                    tried.append(f"the cache can't be written: {safeio.os_reason(exc)}")
            return Found(ImageSource.DOWNLOAD, url, data)
    raise ImageNotFound("; ".join(tried))


# -- settings (kept by the app in its settings file; read the same way by the command line) -------

PICS_KEY, DOWNLOAD_KEY, SOURCES_KEY = "image_pics", "image_download", "image_sources"


@dataclass(frozen=True, slots=True)
class ImageSettings:
    pics: str = ""  # the user's own pictures folder ("" for none)
    download: bool = True
    sources: tuple[str, ...] = DEFAULT_SOURCES

    @classmethod
    def from_dict(cls, d: dict | None) -> ImageSettings:
        """From the settings file's object; anything unusable gives the default."""
        d = d if isinstance(d, dict) else {}
        pics = d.get(PICS_KEY)
        download = d.get(DOWNLOAD_KEY)
        sources = d.get(SOURCES_KEY)
        if isinstance(sources, list) and all(isinstance(s, str) and len(s) <= 2000
                                             for s in sources):
            sources = tuple(s for s in sources[:50] if s.strip())
        else:
            sources = DEFAULT_SOURCES
        return cls(pics=pics if isinstance(pics, str) and len(pics) <= 4096 else "",
                   download=download if isinstance(download, bool) else True,
                   sources=sources)

    def to_dict(self) -> dict:
        return {PICS_KEY: self.pics, DOWNLOAD_KEY: self.download, SOURCES_KEY: list(self.sources)}
