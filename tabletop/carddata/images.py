"""Card images, when the user has them: where one comes from, without Qt and without ever needing
the network.

Sources, in order (`resolve`):

1. the user's own folder of images (`local_image`): Cockatrice's `pics` layout (`CUSTOM/NAME.jpg`,
   `downloadedPics/SET/NAME.full.jpg`) and a plain `SET/NAME.jpg` or `NAME.jpg` layout;
2. the disk cache (`ImageCache`, under the cache folder the caller names; a size cap, oldest out
   first, and `clear`);
3. a download from URL templates (`urls`), only when allowed. A template's fields are `{set}`
   (lower case, as Scryfall's URLs have it), `{collector_number}`, `{name}` (percent-encoded),
   `{lang}` (Scryfall's language code: `en`, `de`, `ja`, `zhs`...), `{scryfall_id}` and
   `{image_uri}`: the image the card data holds (Scryfall's `normal` size, or a Cockatrice file's
   `picURL`), taken only from Scryfall's own hosts so that a shared save can't make the app call
   anywhere else. The default sources (`DEFAULT_SOURCES`) give every card with a set an image:
   that URI, then Scryfall's API image endpoints by Scryfall id, by set and collector number
   (in the card's language, then in English) and by exact name and set; each answers with a
   redirect to cards.scryfall.io, which the downloader follows (https to https only).

A card's image is in the table's card language when a printing in that language exists (the
facts have its printed name): such a reference (`lang` not "en") uses only the templates that
name `{lang}`; when they give nothing, the caller asks again for the English reference
(`english`), which is cached under its own key.

A card's reference (`card_ref`) is built from the facts a seat may know; the callers only ever
pass the facts of cards the viewing seat's view shows face up, so no request names a hidden card.

This is the one downloader, the command line's (`resolve`) and the app's (`look_up` on the event
loop, `download` in worker threads, `tabletop.ui.table.images`): urllib, our `USER_AGENT`, a
`TIMEOUT`, HTTP 200 only, at most MAX_CARD_IMAGE_BYTES of PNG or JPEG, no redirect from https to
http, at most 10 requests a second and none while a 429's Retry-After runs (`Throttle`). Failures
are values (`Missing`, saying what was tried); `resolve` raises them as ImageNotFound.
"""

from __future__ import annotations

import dataclasses
import enum
import functools
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
from .scryfall import LANGS

SCRYFALL_LANGS = {ours: theirs for theirs, ours in LANGS.items()}

IMAGE_URI = "{image_uri}"
_SCRYFALL_API = "https://api.scryfall.com/cards/"
_IMAGE_QUERY = "format=image&version=normal"
DEFAULT_SOURCES: tuple[str, ...] = (
    IMAGE_URI,
    f"{_SCRYFALL_API}{{scryfall_id}}?{_IMAGE_QUERY}",
    f"{_SCRYFALL_API}{{set}}/{{collector_number}}/{{lang}}?{_IMAGE_QUERY}",
    f"{_SCRYFALL_API}{{set}}/{{collector_number}}?{_IMAGE_QUERY}",
    f"{_SCRYFALL_API}named?exact={{name}}&set={{set}}&{_IMAGE_QUERY}",
)
# the default sources of earlier versions: settings that hold exactly these get today's
OLD_DEFAULT_SOURCES: tuple[tuple[str, ...], ...] = ((IMAGE_URI,),)
ENGLISH = "en"
# a token's set and collector number are those of the set it came with (Cockatrice's tokens.xml:
# ACR 8), which Scryfall's API gives to a card of that set: not the token's address
_TOKEN_LAYOUTS = ("token", "double_faced_token", "emblem")
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

    @property
    def localized(self) -> bool:
        return self.lang != ENGLISH


def english(ref: CardRef) -> CardRef:
    """The same card's reference in English (a localized image's fallback)."""
    return dataclasses.replace(ref, lang=ENGLISH)


def printed_in(facts: dict, lang: str) -> str:
    """The language of the card's image for a table in `lang`: that language when the card has
    a printing in it (its printed name), else English."""
    names = facts.get("names")
    if lang and lang != ENGLISH and isinstance(names, dict) and lang in names:
        return lang
    return ENGLISH


def scryfall_lang(lang: str) -> str:
    """Scryfall's code of one of our card languages (zh is its zhs)."""
    return SCRYFALL_LANGS.get(lang, lang)


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
    """The reference of a card (its facts as the seat's view gives them) for a table in `lang`
    (`printed_in`); `set_code` overrides the facts' set (their collector number then no longer
    applies)."""
    own_set = _short(facts.get("set") or facts.get("set_code"))
    chosen = _short(set_code) if set_code else own_set
    same = chosen.lower() == own_set.lower()
    token = facts.get("layout") in _TOKEN_LAYOUTS
    number = _short(facts.get("collector_number")) if same and not token else ""
    return CardRef(name=_short(facts.get("name")), set=chosen, collector_number=number,
                   lang=_short(printed_in(facts, _short(lang))),
                   scryfall_id=_short(facts.get("scryfall_id")),
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
    is not an http(s) URL) gives none, and a localized reference only those that name
    `{lang}` (only they ask for the image in its language)."""
    values = {
        "set": urllib.parse.quote(ref.set.lower(), safe=""),
        "collector_number": urllib.parse.quote(ref.collector_number, safe=""),
        "name": urllib.parse.quote(ref.name, safe=""),
        "lang": urllib.parse.quote(scryfall_lang(ref.lang), safe=""),
        "scryfall_id": urllib.parse.quote(ref.scryfall_id, safe=""),
        "image_uri": ref.image_uri if _is_scryfall(ref.image_uri) else "",
    }
    out: list[str] = []
    for t in templates:
        url = _fill(t, values, ref.localized)
        if url and urllib.parse.urlsplit(url).scheme in ("http", "https") and url not in out:
            out.append(url)
    return out


def _fill(template: object, values: dict[str, str], localized: bool) -> str:
    """The template with the card's values; "" when it can't apply."""
    if not isinstance(template, str):
        return ""
    try:
        used = {f for _, f, _, _ in string.Formatter().parse(template) if f}
        if not used <= set(FIELDS) or any(not values[f] for f in used):
            return ""
        if localized and "lang" not in used:
            return ""
        return template.format(**values)
    except (ValueError, IndexError, KeyError):
        return ""


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


class Throttle:
    """When a request may go: at most one per `interval` seconds, and none while a 429's
    Retry-After runs (`block`). `THROTTLE` is the process's one, shared by every thread that
    downloads (the app's workers, the command line)."""

    def __init__(self, interval: float = MIN_INTERVAL,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.interval, self._clock = interval, clock
        self._lock = threading.Lock()
        self._next = 0.0  # no request before this (the interval since the last one)
        self._blocked = 0.0  # no request before this (a 429)

    def block(self, seconds: float) -> None:
        """No request for `seconds` (a server's Retry-After)."""
        with self._lock:
            self._blocked = max(self._blocked, self._clock() + seconds)

    def wait(self, stop: threading.Event | None = None) -> bool:
        """Wait for this caller's turn to send; False, and no turn, when `stop` is set first."""
        while True:
            with self._lock:
                now = self._clock()
                delay = max(self._next, self._blocked) - now
                if delay <= 0:
                    if stop is not None and stop.is_set():
                        return False
                    self._next = now + self.interval
                    return True
            if stop is None:
                time.sleep(delay)
            elif stop.wait(delay):
                return False


THROTTLE = Throttle()


@functools.cache
def _opener():
    """A urllib opener that follows no redirect from https to plain http (Qt's default,
    `NoLessSafeRedirectPolicy`, which the app's downloads had)."""
    import urllib.request

    class NoDowngrade(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, req, fp, code, msg, headers, newurl):
            if (req.full_url.lower().startswith("https:")
                    and not newurl.lower().startswith("https:")):
                return None  # urllib then raises the 30x as an HTTPError
            return super().redirect_request(req, fp, code, msg, headers, newurl)

    return urllib.request.build_opener(NoDowngrade)


def fetch_url(url: str, timeout: float = TIMEOUT) -> bytes:
    """One image by urllib: our User-Agent, a timeout, an answer of HTTP 200 of at most
    MAX_CARD_IMAGE_BYTES that is a PNG or a JPEG, no redirect from https to http. Raises
    RateLimited on HTTP 429 and DownloadFailed for anything else that gives no image. (How
    often requests go is `download`'s: it waits for the `Throttle`.)"""
    import urllib.error
    import urllib.request
    req = urllib.request.Request(url, headers={"User-Agent": USER_AGENT,
                                               "Accept": "image/png,image/jpeg"})
    try:
        with _opener().open(req, timeout=timeout) as resp:
            status = resp.status
            length = resp.headers.get("Content-Length", "")
            if length.strip().isdigit() and int(length) > MAX_CARD_IMAGE_BYTES:
                raise DownloadFailed(f"{url}: more than {MAX_CARD_IMAGE_BYTES:,} bytes")
            data = resp.read(MAX_CARD_IMAGE_BYTES + 1)
    except urllib.error.HTTPError as exc:
        if exc.code == 429:
            raise RateLimited(url, retry_after(exc.headers.get("Retry-After"))) from None
        raise DownloadFailed(f"{url}: HTTP {exc.code}") from None
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        raise DownloadFailed(f"{url}: {reason}") from None
    if status != 200:
        raise DownloadFailed(f"{url}: HTTP {status}")
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


@dataclass(frozen=True, slots=True)
class Missing:
    """No image from the sources asked; `why` says what was tried ("" when nothing was)."""

    why: str


# Whether the caller can use an image's bytes (the app: Qt can decode them); an image refused
# is neither taken nor cached, and the next source is asked.
Accept = Callable[[bytes], bool]


def _usable(data: bytes, accept: Accept | None) -> bool:
    return sniff(data) is not None and (accept is None or accept(data))


def look_up(ref: CardRef, *, pics: Path | str | None, cache: ImageCache | None,
            accept: Accept | None = None) -> Found | Missing:
    """The card's image from the user's pictures folder, else from the cache; never the
    network."""
    tried: list[str] = []
    local = local_image(pics, ref)
    if local is not None:
        try:
            data = read_image(local)
            if _usable(data, accept):
                return Found(ImageSource.LOCAL, str(local), data)
            tried.append(f"{local}: not a PNG or JPEG image")
        except safeio.FileRefused as exc:
            tried.append(str(exc))
    hit = cache.get(ref) if cache is not None else None
    if hit is not None:
        try:
            data = read_image(hit)
            if accept is None or accept(data):
                return Found(ImageSource.CACHE, str(hit), data)
            tried.append(f"{hit}: the image can't be read")
        except safeio.FileRefused as exc:
            tried.append(str(exc))
    return Missing("; ".join(tried))


def _fetch_one(url: str, fetch: Callable[[str], bytes], throttle: Throttle,
               stop: threading.Event | None, budget: float) -> bytes | str:
    """One URL's image, asked again after each 429 while the waits fit in `budget` seconds;
    else why not."""
    waited = 0.0
    while True:
        if not throttle.wait(stop):
            return f"{url}: not asked (stopped)"
        try:
            return fetch(url)
        except RateLimited as exc:
            if waited + exc.retry_after > budget:
                return f"{exc}; try again later"
            throttle.block(exc.retry_after)  # nobody asks before then
            waited += exc.retry_after
        except DownloadFailed as exc:
            return str(exc)


def download(ref: CardRef, *, cache: ImageCache | None, sources: Iterable[str],
             fetch: Callable[[str], bytes] = fetch_url, accept: Accept | None = None,
             max_wait: float = 10.0, throttle: Throttle | None = None,
             stop: threading.Event | None = None) -> Found | Missing:
    """The card's image from the first of the sources' URLs that gives one (`urls`: only a
    card's own URI on Scryfall's hosts, templates of the known fields), kept in the cache. The
    requests wait for the throttle (10 a second, none during a 429's Retry-After); a URL that
    answers 429 is asked again after it, unless that makes more than `max_wait` seconds of
    waiting (the app waits as long as the server says: `math.inf`). `stop` set: no more
    requests. Only call this for a card the viewing seat knows face up."""
    throttle = THROTTLE if throttle is None else throttle
    addresses = urls(sources, ref)
    if not addresses:
        return Missing("no image source applies to this card")
    tried: list[str] = []
    for url in addresses:
        got = _fetch_one(url, fetch, throttle, stop, max_wait)
        if isinstance(got, str):
            tried.append(got)
            continue
        if not _usable(got, accept):
            tried.append(f"{url}: the image can't be read")
            continue
        if cache is not None:
            try:
                cache.put(ref, got)
            except OSError:
                pass  # (the image is still here)
        return Found(ImageSource.DOWNLOAD, url, got)
    return Missing("; ".join(tried))


_download = download  # (`resolve`'s own argument is called download)


def resolve(ref: CardRef, *, pics: Path | str | None, cache: ImageCache | None,
            sources: Iterable[str], download: bool,
            fetch: Callable[[str], bytes] = fetch_url, max_wait: float = 10.0,
            throttle: Throttle | None = None) -> Found:
    """The card's image from the first source that has it (`look_up`, then `download` when
    allowed). ImageNotFound otherwise, saying what was tried."""
    found = look_up(ref, pics=pics, cache=cache)
    if isinstance(found, Found):
        return found
    got = _download(ref, cache=cache, sources=sources, fetch=fetch, max_wait=max_wait,
                    throttle=throttle) if download else Missing("")
    if isinstance(got, Found):
        return got
    if ref.localized:  # no printing in that language to be had: the English one
        return resolve(english(ref), pics=pics, cache=cache, sources=sources, download=download,
                       fetch=fetch, max_wait=max_wait, throttle=throttle)
    if not download:
        raise ImageNotFound(found.why or "not in the pictures folder or the cache "
                            "(downloads are off)")
    raise ImageNotFound("; ".join(w for w in (found.why, got.why) if w))


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
        return cls(pics=pics if isinstance(pics, str) and len(pics) <= 4096 else "",
                   download=download if isinstance(download, bool) else True,
                   sources=_sources(sources))

    def to_dict(self) -> dict:
        return {PICS_KEY: self.pics, DOWNLOAD_KEY: self.download, SOURCES_KEY: list(self.sources)}


def _sources(value: object) -> tuple[str, ...]:
    """The settings file's sources; the default for anything unusable, and for exactly the
    default sources of an earlier version (they were saved as they were, not chosen)."""
    if not isinstance(value, list) or not all(isinstance(s, str) and len(s) <= 2000
                                              for s in value):
        return DEFAULT_SOURCES
    sources = tuple(s for s in value[:50] if s.strip())
    return DEFAULT_SOURCES if sources in OLD_DEFAULT_SOURCES else sources
