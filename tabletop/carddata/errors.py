"""Errors of the card-data package: each names the file and the line or record."""

from __future__ import annotations

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
