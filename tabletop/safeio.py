"""Bounded reading of the files a user names (decklists, card files, lessons, scenarios, saves).

Every reader of a user's file goes through this module, so that no file can hang the program, fill
its memory or end it with a traceback:

- only regular files are opened: a FIFO, a device, a socket or a folder is refused (the file is
  opened with O_NONBLOCK, so even opening a FIFO does not wait for a writer, then checked with
  `fstat` on the open descriptor, so it cannot be swapped between the check and the read);
- a size limit per kind of file, stated in the error; at most limit + 1 bytes are ever read (files
  under /proc report a size of 0);
- compressed card files (gzip, xz, bzip2, a zip holding one file) are streamed, and their
  decompressed size is capped (`MAX_DECOMPRESSED_BYTES`, and `MAX_COMPRESSION_RATIO` times the
  compressed size), so a small bomb cannot grow into gigabytes;
- text that is not UTF-8 (or UTF-16 with a byte-order mark) and JSON that is nested too deeply,
  holds numbers too long to convert or a string that is not valid Unicode text (a lone surrogate,
  `\\ud800`: `model.textcheck`) are reported, not raised from deep inside a parser.

Errors are `FileRefused` (a ValueError): one line, `PATH: reason`; each package turns it into its
own error (DecklistError, CardImportError, LessonFormatError, ScenarioFormatError, SaveError).

Pure standard library; importable from every layer (model, rules, storage, carddata, lessons, ui).
"""

from __future__ import annotations

import bz2
import errno
import gzip
import io
import json
import lzma
import os
import stat
import zipfile
import zlib
from typing import Any, BinaryIO

from tabletop.model.limits import (
    MAX_COMPRESSION_RATIO,
    MAX_DECOMPRESSED_BYTES,
    MAX_JSON_DEPTH,
    MAX_STRING,
    RATIO_FREE_BYTES,
)
from tabletop.model.textcheck import TextRefused, check_json

_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_OPEN_FLAGS = (os.O_RDONLY | _O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) |
               getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0))
_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
          (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
          (stat.S_ISSOCK, "a socket"))
_REASONS = {errno.ENOENT: "no such file", errno.ELOOP: "a loop of symbolic links",
            errno.EACCES: "permission denied (the file can't be read)",
            errno.EISDIR: "a folder, not a regular file",
            errno.ENOTDIR: "a part of the path is not a folder",
            errno.ENAMETOOLONG: "the file name is too long"}


class FileRefused(ValueError):
    """A file that was not read (not a regular file, too big, unreadable, broken, not text...).
    `str()` is one line: `PATH: reason`."""

    def __init__(self, path: str | os.PathLike, reason: str) -> None:
        super().__init__(f"{os.fspath(path)}: {reason}")
        self.path, self.reason = os.fspath(path), reason


def size_text(n: int) -> str:
    """`64 MiB`, `8 GiB`, `512 KiB`, `17 bytes`."""
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift:
            value = n / (1 << shift)
            return f"{value:.0f} {unit}" if value == int(value) else f"{value:.1f} {unit}"
    return f"{n} bytes"


def os_reason(exc: OSError) -> str:
    """A short reason for an OSError, without the path (the caller names the file)."""
    return _REASONS.get(exc.errno or 0) or exc.strerror or str(exc)


def _kind(mode: int) -> str:
    for test, name in _KINDS:
        if test(mode):
            return name
    return "not a regular file"


def open_regular(path: str | os.PathLike) -> BinaryIO:
    """Open `path` for reading in binary mode if it is a regular file (following symbolic links);
    FileRefused otherwise. Never waits: a FIFO is opened without blocking, then refused."""
    try:
        fd = os.open(path, _OPEN_FLAGS)
    except OSError as exc:
        raise FileRefused(path, f"can't read: {os_reason(exc)}") from None
    except ValueError:  # a NUL character in the name
        raise FileRefused(path, "not a valid file name") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise FileRefused(path, f"not a regular file: {_kind(mode)}")
        if _O_NONBLOCK:
            import fcntl
            fcntl.fcntl(fd, fcntl.F_SETFL, fcntl.fcntl(fd, fcntl.F_GETFL) & ~_O_NONBLOCK)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _too_big(path, size: int | None, limit: int, what: str) -> FileRefused:
    said = f"is {size:,} bytes" if size is not None else f"has more than {limit:,} bytes"
    return FileRefused(path, f"the file {said}; {what} are at most {limit:,} bytes "
                       f"({size_text(limit)})")


def read_bytes(path: str | os.PathLike, limit: int, what: str = "files of this kind") -> bytes:
    """The bytes of the regular file `path`, refusing one over `limit` bytes before reading it
    (and reading at most limit + 1 bytes, whatever its size says). `what` names the kind of file
    in the error: "decklists" -> "decklists are at most 4,194,304 bytes (4 MiB)"."""
    with open_regular(path) as fh:
        try:
            size = os.fstat(fh.fileno()).st_size
            if size > limit:
                raise _too_big(path, size, limit, what)
            data = _read_upto(fh, limit + 1)
        except OSError as exc:
            raise FileRefused(path, f"can't read: {os_reason(exc)}") from None
    if len(data) > limit:
        raise _too_big(path, None, limit, what)
    return data


def _read_upto(fh, n: int) -> bytes:
    parts, got = [], 0
    while got < n:
        part = fh.read(min(n - got, 1 << 20))
        if not part:
            break
        parts.append(part)
        got += len(part)
    return b"".join(parts)


def decode_text(data: bytes, where: str | os.PathLike) -> str:
    """UTF-8 text (a byte-order mark is dropped), or UTF-16 when it starts with its byte-order
    mark; FileRefused naming the first bad byte otherwise."""
    encoding = "utf-8-sig"
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        encoding = "utf-16"
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        if encoding != "utf-8-sig":
            raise FileRefused(where, "not valid UTF-16 text") from None
        offset = exc.start + len(data) - len(exc.object)  # the codec drops a byte-order mark
        raise FileRefused(where, f"not UTF-8 text (byte 0x{exc.object[exc.start]:02x} at offset "
                          f"{offset:,})") from None


def read_text(path: str | os.PathLike, limit: int, what: str = "files of this kind") -> str:
    """`read_bytes` then `decode_text`."""
    return decode_text(read_bytes(path, limit, what), path)


def parse_json(text: str | bytes, where: str | os.PathLike,
               max_depth: int = MAX_JSON_DEPTH, max_string: int | None = MAX_STRING) -> Any:
    """A JSON document, or FileRefused with one line: `WHERE: not JSON: <msg> at line L column
    C`, `WHERE: not UTF-8 text`, nesting deeper than `max_depth`, a number too long, or a string
    (a key too) that is not valid Unicode text or longer than `max_string` characters (None: the
    fields are bounded where they are read), said by `model.textcheck.check_json`."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise FileRefused(where, f"not JSON: {exc.msg} at line {exc.lineno} column "
                          f"{exc.colno}") from None
    except UnicodeDecodeError:
        raise FileRefused(where, "not UTF-8 text") from None
    except RecursionError:
        raise FileRefused(where, f"JSON nested more than {max_depth} levels deep") from None
    except ValueError as exc:  # int() of a number with more than 4,300 digits
        raise FileRefused(where, f"a number too long to read ({str(exc).split(':')[0]})") \
            from None
    try:
        check_json(doc, os.fspath(where), limit=max_string, max_depth=max_depth)
    except TextRefused as exc:
        raise FileRefused(where, exc.reason) from None
    return doc


# ---------------------------------------------------------------- compressed streams
_BROKEN = (OSError, EOFError, zlib.error, lzma.LZMAError, zipfile.BadZipFile, RuntimeError,
           NotImplementedError, ValueError)


class _Bounded(io.RawIOBase):
    """Bytes from `inner` (a decompressor or the file itself), at most `cap` of them; read errors
    and broken archives become FileRefused naming the file."""

    def __init__(self, inner, closers: list, path, cap: int, why: str, compressed: str | None):
        super().__init__()
        self._inner, self._closers = inner, closers
        self._path, self._cap, self._why, self._compressed = path, cap, why, compressed
        self.count = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        try:
            n = self._inner.readinto(buffer)
        except FileRefused:
            raise
        except _BROKEN as exc:
            if isinstance(exc, OSError) and exc.errno is not None or not self._compressed:
                raise FileRefused(self._path, f"can't read: {os_reason(exc)}" if isinstance(
                    exc, OSError) else f"can't read: {exc}") from None
            raise FileRefused(self._path, f"a broken or truncated {self._compressed} file "
                              f"({exc or type(exc).__name__})") from None
        self.count += n or 0
        if self.count > self._cap:
            raise FileRefused(self._path, f"{self._why} more than {self._cap:,} bytes "
                              f"({size_text(self._cap)})")
        return n

    def close(self) -> None:
        if not self.closed:
            for c in self._closers:
                try:
                    c.close()
                except Exception:  # noqa: BLE001 (closing a broken archive may fail again)
                    pass
        super().close()


def open_stream(path: str | os.PathLike, limit: int, what: str = "files of this kind",
                max_decompressed: int = MAX_DECOMPRESSED_BYTES,
                max_ratio: int = MAX_COMPRESSION_RATIO) -> io.BufferedReader:
    """A buffered binary stream of the regular file `path` (at most `limit` bytes on disk),
    decompressed when it is gzip, xz, bzip2 or a zip holding one file (recognised by its magic
    bytes). A compressed file may expand to at most `max_decompressed` bytes and, beyond the
    first `RATIO_FREE_BYTES`, to at most `max_ratio` times its size on disk: reading further
    raises FileRefused. Read errors and broken archives raise FileRefused too."""
    raw = open_regular(path)
    closers: list = [raw]
    try:
        try:
            size = os.fstat(raw.fileno()).st_size
            if size > limit:
                raise _too_big(path, size, limit, what)
            magic = raw.read(6)
            raw.seek(0)
        except OSError as exc:
            raise FileRefused(path, f"can't read: {os_reason(exc)}") from None
        inner: Any = raw
        kind = None
        try:
            if magic.startswith(b"\x1f\x8b"):
                inner, kind = gzip.GzipFile(fileobj=raw, mode="rb"), "gzip"
            elif magic.startswith(b"\xfd7zXZ\x00"):
                inner, kind = lzma.LZMAFile(raw, "rb"), "xz"
            elif magic.startswith(b"BZh"):
                inner, kind = bz2.BZ2File(raw, "rb"), "bzip2"
            elif magic.startswith(b"PK\x03\x04"):
                archive = zipfile.ZipFile(raw)
                closers.insert(0, archive)
                members = [m for m in archive.infolist() if not m.is_dir()]
                if len(members) != 1:
                    raise FileRefused(path, f"a zip file with {len(members)} files; expected one")
                inner, kind = archive.open(members[0]), "zip"
        except FileRefused:
            raise
        except _BROKEN as exc:
            raise FileRefused(path, f"a broken archive ({exc or type(exc).__name__})") from None
        if kind is None:
            cap, why = limit, f"{what} are at most {limit:,} bytes; this one grew to"
        else:
            closers.insert(0, inner)
            cap = min(max_decompressed, max(RATIO_FREE_BYTES, size * max_ratio))
            why = (f"a {kind} file may decompress to {max_ratio} times its size ({size:,} "
                   f"bytes) and at most {size_text(max_decompressed)}; this one decompresses to")
        stream = _Bounded(inner, closers, path, cap, why, kind)
        return io.BufferedReader(stream, 1 << 16)
    except BaseException:
        for c in closers:
            try:
                c.close()
            except Exception:  # noqa: BLE001
                pass
        raise
