"""Errors of the card-data package: each names the file and the line or record."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path


class CardDataError(ValueError):
    """Card data that cannot be used."""


class CardImportError(CardDataError):
    """A card file that cannot be imported: a malformed file, a wrong format, a truncated file."""

    def __init__(self, path: Path | str, message: str):
        super().__init__(f"{path}: {message}")
        self.path, self.detail = str(path), message


class DecklistError(CardDataError):
    """A decklist that cannot be read."""


class RecordError(CardImportError):
    """One record of a card file that cannot be read (a bad cost, a card without a name); the
    other records of the file can be. `str()` is `FILE: RECORD: REASON`."""

    def __init__(self, path: Path | str, record: str, reason: str):
        super().__init__(path, f"{record}: {reason}")
        self.record, self.reason = record, reason


# Called with each record that cannot be read when an import skips them; None: raise instead
Skip = Callable[[RecordError], None] | None


def skip_record(skip: Skip, path: Path | str, record: str, reason: str) -> None:
    """Report one unreadable record to `skip`, or raise it as a RecordError when there is no
    `skip` (a strict import: all or nothing)."""
    err = RecordError(path, record, reason)
    if skip is None:
        raise err
    skip(err)
