"""Recognise a card file's format and read facts from it; merge facts of the same card.

`read_facts(path)` yields facts dicts (CardFacts shape, with `names` by language) from a Scryfall,
MTGJSON, Cockatrice or Forge file. `merge(old, new)` makes one card of several printings: its
facts come from a normal printing (never a reversible card, an art card, a token or a
memorabilia printing when a normal one is there), its localized names and printed texts from
every printing.

A record that cannot be read (a bad cost, a card without a name) is raised as a RecordError, or,
given `skip`, handed to it while the other records are read. A file that cannot be read at all
(not a card file, malformed JSON or XML, too large) is always a CardImportError.
"""

from __future__ import annotations

import lzma
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

from tabletop import safeio

from . import cockatrice, forge, mtgjson, scryfall
from .errors import CardImportError, Skip
from .textfile import read_head

FORMATS = {"scryfall": scryfall, "mtgjson": mtgjson, "cockatrice": cockatrice, "forge": forge}


CARD_FILE_SUFFIXES = (".json", ".xml", ".txt")  # what a folder of card files is read for
MAX_FOLDER_FILES = 100_000


def card_files(folder: Path | str) -> list[Path]:
    """The card files (CARD_FILE_SUFFIXES, not hidden) in `folder` and its subfolders, sorted
    by path (e.g. Forge's cardsfolder); [] when there are none or it can't be read."""
    out: list[Path] = []
    try:
        for p in sorted(Path(folder).rglob("*")):
            if p.suffix.lower() in CARD_FILE_SUFFIXES and not p.name.startswith(".") \
                    and p.is_file():
                out.append(p)
                if len(out) >= MAX_FOLDER_FILES:
                    break
    except OSError:
        return out
    return out


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


# printings whose facts are a card's only when it has no other printing: the facts of the odd
# side of a reversible card, an art card, a token (a card named like it wins), an emblem
ODD_LAYOUTS = frozenset({"reversible_card", "art_series", "token", "double_faced_token",
                         "emblem"})
ODD = "_odd"  # key of a facts dict read from an odd printing (a memorabilia set); never stored
_BY_LANGUAGE = ("names", "printed_text")  # facts gathered from every printing


def read_facts(path: Path | str, progress: Callable | None = None,
               skip: Skip = None) -> Iterator[dict]:
    """Facts of every card in the file, each checked against `CardFacts.from_dict`. A record
    that cannot be read goes to `skip` (default: raised as a RecordError)."""
    for facts in read_printings(path, progress, skip):
        facts.pop(ODD, None)
        yield facts


def read_printings(path: Path | str, progress: Callable | None = None,
                   skip: Skip = None) -> Iterator[dict]:
    """As `read_facts`, with the facts of an odd printing (a memorabilia set) marked `ODD`, for
    `merge` to rank it below a normal printing of the same card."""
    path = Path(path)
    try:
        module = FORMATS[detect_format(path)]
        yield from module.iter_file(path, progress, skip)  # each checks with CardFacts.from_dict
    except safeio.FileRefused as exc:
        raise CardImportError(path, exc.reason) from None
    except UnicodeDecodeError as exc:
        raise CardImportError(path, f"not UTF-8 text (byte 0x{exc.object[exc.start]:02x})") \
            from None
    except RecursionError:
        raise CardImportError(path, "nested too deeply to read") from None
    except (OSError, EOFError, lzma.LZMAError, zlib.error) as exc:
        raise CardImportError(path, f"can't read the file: {exc}") from None


def is_odd(facts: dict) -> bool:
    """Facts of a printing that are not the card's when a normal printing is there."""
    return bool(facts.get(ODD)) or facts.get("layout") in ODD_LAYOUTS


def merge(old: dict | None, new: dict) -> dict:
    """One card of two printings: the facts of the first normal printing (`old` unless it is an
    odd printing and `new` is not), with the localized names and printed texts of both (the
    base printing's own where both have a language)."""
    if old is None:
        return new
    if is_odd(old) and not is_odd(new):
        return gather(new, old)
    return gather(old, new)


def gather(base: dict, other: dict) -> dict:
    """`base` with the localized names and printed texts of `other` it lacks."""
    out = None
    for key in _BY_LANGUAGE:
        mine, theirs = base.get(key) or {}, other.get(key) or {}
        if not isinstance(mine, dict) or not isinstance(theirs, dict):
            continue
        if all(lang in mine for lang in theirs):
            continue
        out = out or dict(base)
        out[key] = dict(sorted({**theirs, **mine}.items()))
    return out or base


def strip_private(facts: dict) -> dict:
    """The facts without the keys only an import uses (`ODD`)."""
    return {k: v for k, v in facts.items() if not k.startswith("_")}
