"""Open card files as users have them: plain, or compressed (.gz, .xz, .bz2, or a .zip holding
one file, as MTGJSON distributes them). The compression is recognised by its magic bytes."""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import zipfile
from pathlib import Path
from typing import BinaryIO, TextIO

from .errors import CardImportError


def open_binary(path: Path) -> BinaryIO:
    try:
        with open(path, "rb") as fh:
            magic = fh.read(6)
        if magic.startswith(b"\x1f\x8b"):
            return gzip.open(path, "rb")
        if magic.startswith(b"\xfd7zXZ\x00"):
            return lzma.open(path, "rb")
        if magic.startswith(b"BZh"):
            return bz2.open(path, "rb")
        if magic.startswith(b"PK\x03\x04"):
            archive = zipfile.ZipFile(path)
            members = [m for m in archive.infolist() if not m.is_dir()]
            if len(members) != 1:
                raise CardImportError(path, f"a zip file with {len(members)} files; expected one")
            return archive.open(members[0])
        return open(path, "rb")
    except OSError as exc:
        raise CardImportError(path, exc.strerror or str(exc)) from None
    except (zipfile.BadZipFile, EOFError) as exc:
        raise CardImportError(path, f"a broken archive ({exc})") from None


def open_text(path: Path) -> TextIO:
    return io.TextIOWrapper(open_binary(path), encoding="utf-8-sig")


def read_head(path: Path, size: int = 65536) -> str:
    with open_binary(path) as fh:
        try:
            raw = fh.read(size)
        except (OSError, EOFError, lzma.LZMAError) as exc:
            raise CardImportError(path, f"can't read: {exc}") from None
    return raw.decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n")
