"""Recognise a card file's format and read facts from it; merge facts of the same card.

`read_facts(path)` yields facts dicts (CardFacts shape, with `names` by language) from a Scryfall,
MTGJSON, Cockatrice or Forge file. `merge(old, new)` keeps the first facts of a card and adds the
localized names and printed texts of later printings.
"""

from __future__ import annotations

import lzma
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

from tabletop import safeio

from . import cockatrice, forge, mtgjson, scryfall
from .errors import CardImportError
from .textfile import read_head

FORMATS = {"scryfall": scryfall, "mtgjson": mtgjson, "cockatrice": cockatrice, "forge": forge}


def detect_format(path: Path) -> str:
    head = read_head(path)
    if not head:
        raise CardImportError(path, "the file is empty")
    if head.startswith("<"):
        if cockatrice.looks_like(head):
            return "cockatrice"
        raise CardImportError(path, "an XML file that is not a Cockatrice card database")
    if forge.looks_like(head):
        return "forge"
    if head.startswith("["):
        return "scryfall"  # a Scryfall bulk file is one JSON array of card objects
    if head.startswith("{"):
        if '"object"' in head[:4096] and ('"card"' in head or '"list"' in head):
            return "scryfall"
        if mtgjson.looks_like(head) or head[1:].lstrip().startswith('"'):
            return "mtgjson"
    raise CardImportError(path, "not a card file this program knows (Scryfall, MTGJSON, "
                          "Cockatrice XML or Forge script)")


def read_facts(path: Path | str, progress: Callable | None = None) -> Iterator[dict]:
    """Facts of every card in the file, each checked against `CardFacts.from_dict`."""
    path = Path(path)
    try:
        module = FORMATS[detect_format(path)]
        yield from module.iter_file(path, progress)  # each module checks with CardFacts.from_dict
    except safeio.FileRefused as exc:
        raise CardImportError(path, exc.reason) from None
    except UnicodeDecodeError as exc:
        raise CardImportError(path, f"not UTF-8 text (byte 0x{exc.object[exc.start]:02x})") \
            from None
    except RecursionError:
        raise CardImportError(path, "nested too deeply to read") from None
    except (OSError, EOFError, lzma.LZMAError, zlib.error) as exc:
        raise CardImportError(path, f"can't read the file: {exc}") from None


def merge(old: dict | None, new: dict) -> dict:
    """Keep the first facts of a card (a real card over a token), add the names of `new`."""
    if old is None:
        return new
    base = old
    if old.get("layout") == "token" and new.get("layout") != "token":
        base = new
    out = base
    for key in ("names", "printed_text"):  # localized names and texts of every printing
        merged = dict(new.get(key) or {})
        merged.update(old.get(key) or {})
        if base is new:
            merged.update(new.get(key) or {})
        if merged != (base.get(key) or {}):
            if out is base:
                out = dict(base)
            out[key] = dict(sorted(merged.items()))
    return out
