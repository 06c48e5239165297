"""Open card files as users have them: plain, or compressed (.gz, .xz, .bz2, or a .zip holding
one file, as MTGJSON distributes them). The compression is recognised by its magic bytes.

Every card file is opened through `tabletop.safeio`: regular files only (a FIFO or a device is
refused, never waited on), at most MAX_CARD_FILE_BYTES on disk, and a compressed file may expand to
at most MAX_DECOMPRESSED_BYTES and MAX_COMPRESSION_RATIO times its size. A file that breaks one of
these rules, or a broken or truncated archive, raises CardImportError naming the file (also while
it is being read: `CardImportError` is raised by the stream itself)."""

from __future__ import annotations

import io
from pathlib import Path
from typing import BinaryIO, TextIO

from tabletop import safeio
from tabletop.model.limits import MAX_CARD_FILE_BYTES

from .errors import CardImportError


class _Refusing(io.BufferedReader):
    """A buffered stream that turns the safe reader's FileRefused into CardImportError."""

    def __init__(self, raw, path: Path):
        super().__init__(raw, 1 << 16)
        self._path = path

    def read(self, size: int | None = -1) -> bytes:
        try:
            return super().read(size)
        except safeio.FileRefused as exc:
            raise CardImportError(self._path, exc.reason) from None

    def read1(self, size: int = -1) -> bytes:
        try:
            return super().read1(size)
        except safeio.FileRefused as exc:
            raise CardImportError(self._path, exc.reason) from None

    def readinto(self, buffer) -> int:
        try:
            return super().readinto(buffer)
        except safeio.FileRefused as exc:
            raise CardImportError(self._path, exc.reason) from None


def open_binary(path: Path) -> BinaryIO:
    try:
        stream = safeio.open_stream(path, MAX_CARD_FILE_BYTES, "card files")
    except safeio.FileRefused as exc:
        raise CardImportError(path, exc.reason) from None
    return _Refusing(stream.detach(), Path(path))


def open_text(path: Path) -> TextIO:
    return io.TextIOWrapper(open_binary(path), encoding="utf-8-sig")


def read_whole(fh: TextIO, path: Path, limit: int, what: str) -> str:
    """The rest of a text stream, at most `limit` characters (CardImportError beyond)."""
    text = fh.read(limit + 1)
    if len(text) > limit:
        raise CardImportError(path, f"{what} are read whole, and at most {limit:,} characters "
                              f"({safeio.size_text(limit)}); this one is longer")
    return text


def read_head(path: Path, size: int = 65536) -> str:
    with open_binary(path) as fh:
        raw = fh.read(size)
    return raw.decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n")
