"""Decklists: plain text (`4 Name`, `4x Name`, `Sideboard` sections, `SB:` lines), MTGA exports
(`Deck` / `Sideboard` / `Commander` headers, `(SET) 123`), Cockatrice `.cod`, `.dec`, MTGO `.dek`
and Forge `.dck`. Sections are `main`, `sideboard`, `commander` and `companion`; only `main` goes
to the library and `commander` to the command zone when a game starts.

    deck = parse_decklist(text, filename)          # Decklist: entries with section, count, name
    deck = read_decklist(path)                     # the same from a file (bounded: safeio)
    text, xml = to_text(deck), to_cod(deck)        # MTGA-style text, Cockatrice's `.cod` XML
    report = check_decklist(deck, db.find_dict)    # {"sections", "unresolved", "cards"}
    setup = decks_setup([("Alice", deck_a), ("Bob", deck_b)], db.find_dict)

Bounded and linear: a decklist is at most MAX_DECKLIST_BYTES (file) or characters (pasted text), a
line at most MAX_DECKLIST_LINE characters once its runs of blanks are one space, and a deck at
most MAX_CARDS cards (what a game can hold); every pattern runs in time linear in its line.
"""

from __future__ import annotations

import os
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeGuard

from tabletop import safeio
from tabletop.model.limits import (
    MAX_CARDS,
    MAX_DECKLIST_BYTES,
    MAX_DECKLIST_LINE,
    MAX_DECKLIST_LINES,
)
from tabletop.model.modes import Mode
from tabletop.model.textcheck import text_problem

from .errors import DecklistError

SECTIONS = ("main", "sideboard", "commander", "companion")
_HEADERS = {"deck": "main", "main": "main", "maindeck": "main", "mainboard": "main",
            "main deck": "main", "sideboard": "sideboard", "side": "sideboard",
            "side board": "sideboard", "commander": "commander", "commanders": "commander",
            "companion": "companion", "companions": "companion"}
# Cockatrice's zone names (it writes "main" and "side"; any other zone keeps its section name)
_COD_ZONES = {"main": "main", "side": "sideboard"}
# Lines reach these patterns stripped, with every run of blanks made one space (`_squeeze`),
# and no pattern has a lazy group before an optional one: each runs in time linear in its line.
# `4 [M10] Lightning Bolt (M10) 146`: count, .dec set, name, MTGA set and collector number.
_LINE = re.compile(r"(\d+)[xX]? (?:\[([A-Za-z0-9_]*)\] ?)?(.+)")
_PRINTING = re.compile(r" \(([A-Za-z0-9_]+)\)(?: ([A-Za-z0-9★_-]+))?")
_DCK_LINE = re.compile(r"(\d+) ([^|]+)(?:\|([^|]*))?(?:\|(.*))?")  # `4 Name|SET|art`
_MARKER = re.compile(r" \*([A-Za-z]+)\*$")  # "*F*" foil, "*CMDR*"
_DCK_HEADER = re.compile(r"^[^\S\n]*\[(metadata|main|sideboard|commander)\][^\S\n]*$",
                         re.I | re.M)
_COUNT_DIGITS = len(str(MAX_CARDS))

Lookup = Callable[[str], "dict | None"]


@dataclass(frozen=True, slots=True)
class DeckEntry:
    section: str
    count: int
    name: str
    set_code: str | None = None
    number: str | None = None
    line: int | None = None


@dataclass(slots=True)
class Decklist:
    entries: list[DeckEntry] = field(default_factory=list)
    name: str | None = None
    format: str = "text"
    comments: str | None = None  # a `.cod` file's comments

    def section_counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for e in self.entries:
            out[e.section] = out.get(e.section, 0) + e.count
        return out


def read_decklist(path: str | os.PathLike) -> Decklist:
    """Read a decklist file: a regular file of at most MAX_DECKLIST_BYTES, UTF-8 (or UTF-16 with
    its byte-order mark). DecklistError, one line naming the file, for anything else."""
    try:
        text = safeio.read_text(path, MAX_DECKLIST_BYTES, "decklists")
    except safeio.FileRefused as exc:
        raise DecklistError(str(exc)) from None
    return parse_decklist(text, os.fspath(path))


def parse_decklist(text: str, filename: str | None = None) -> Decklist:
    """Read a decklist in any of the supported formats (chosen by content, then extension): at
    most MAX_DECKLIST_BYTES characters of valid Unicode text (`textcheck`), else DecklistError."""
    where = filename or "decklist"
    if len(text) > MAX_DECKLIST_BYTES:
        raise DecklistError(f"{where}: the decklist is {len(text):,} characters long; decklists "
                            f"are at most {MAX_DECKLIST_BYTES:,} characters")
    problem = text_problem(text, None)  # (a pasted decklist: the clipboard's text)
    if problem is not None:
        raise DecklistError(f"{where}: the decklist is {problem}")
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped.startswith("<"):
        return _parse_cod(stripped, where)
    if _DCK_HEADER.search(text) or (filename or "").lower().endswith(".dck"):
        return _parse_dck(text, where)
    return _parse_text(text, where)


def _clean_name(name: str) -> str:
    name = name.strip().replace(" /// ", " // ")
    return " ".join(name.split())


def _squeeze(raw: str, where: str, lineno: int) -> str:
    """The line stripped, each run of blanks one space; DecklistError if it is still too long."""
    line = " ".join(raw.split())
    if len(line) > MAX_DECKLIST_LINE:
        raise DecklistError(f"{where}, line {lineno}: the line is {len(line):,} characters long; "
                            f"a decklist line is at most {MAX_DECKLIST_LINE:,}")
    return line


def _shown(line: str) -> str:
    return repr(line if len(line) <= 80 else line[:80] + "…")


def _split_line(line: str) -> tuple[str, str | None, str, str | None, str | None] | None:
    """(count, .dec set, name, set, collector number) of a squeezed line, or None. The printing
    is `(SET)` or `(SET) NUMBER` at the end, and neither part holds a space or a parenthesis:
    so it can only start at the last " (" of the line."""
    m = _LINE.fullmatch(line)
    if not m:
        return None
    count, bracket_set, rest = m.groups()
    start = rest.rfind(" (")
    if start > 0:
        printing = _PRINTING.fullmatch(rest, start)
        if printing:
            return count, bracket_set, rest[:start], printing.group(1), printing.group(2)
    return count, bracket_set, rest, None, None


def _lines(text: str, where: str) -> list[str]:
    lines = text.splitlines()
    if len(lines) > MAX_DECKLIST_LINES:
        raise DecklistError(f"{where}: the decklist has {len(lines):,} lines; a decklist has at "
                            f"most {MAX_DECKLIST_LINES:,}")
    return lines


def _at(lineno) -> str:
    return f"line {lineno}" if isinstance(lineno, int) else str(lineno).strip("()")


def _count(digits: str, where: str, lineno) -> int:
    if len(digits) > _COUNT_DIGITS:
        raise DecklistError(f"{where}, {_at(lineno)}: a count of {len(digits):,} digits is not "
                            f"possible; a game holds at most {MAX_CARDS:,} cards")
    return int(digits)


class _Cards:
    """Entries of one decklist, with the running total checked against MAX_CARDS."""

    def __init__(self, deck: Decklist, where: str):
        self.deck, self.where, self.total = deck, where, 0

    def add(self, section, count, name, lineno, set_code=None, number=None) -> None:
        if not 1 <= count <= MAX_CARDS:
            raise DecklistError(f"{self.where}, {_at(lineno)}: a count of {count} is not "
                                f"possible; a game holds at most {MAX_CARDS:,} cards")
        if not name:
            raise DecklistError(f"{self.where}, {_at(lineno)}: a count without a card name")
        self.total += count
        if self.total > MAX_CARDS:
            raise DecklistError(f"{self.where}, {_at(lineno)}: the decklist holds more than "
                                f"{MAX_CARDS:,} cards, more than a game can hold")
        self.deck.entries.append(DeckEntry(section, count, _clean_name(name),
                                           set_code.upper() if set_code else None, number,
                                           lineno))


def _header(line: str) -> str | None:
    """The section an explicit header line names: `Sideboard`, `SIDEBOARD:`, `Sideboard (15)`,
    `//Sideboard`, `# Sideboard`, `Main Deck (60)`; None for any other line."""
    low = line.lower()
    if low.startswith(("//", "#")):
        low = low.lstrip("/#").lstrip()
    counted = low.rstrip(")]")
    bare = counted.rstrip("0123456789")
    if len(bare) < len(counted):  # a count after the header: `(15)`, `[15]`, `15`
        low = bare.rstrip("([").rstrip()
    return _HEADERS.get(low.rstrip(":").rstrip())


def _parse_text(text: str, where: str) -> Decklist:
    """Plain text, `.dec` and MTGA exports. An explicit section (a header line, `SB:` lines, a
    `*CMDR*` marker) decides where a card goes; only without any does a blank line start the
    sideboard, and only where the format means it: MTGA exports (cards with `(SET)`) and MTGO
    text exports (the main deck, one blank line, the sideboard). Elsewhere blank lines only
    group the main deck."""
    deck = Decklist(format="text")
    cards = _Cards(deck, where)
    lines = [_squeeze(raw, where, n) for n, raw in enumerate(_lines(text, where), 1)]
    blank_splits = _blank_line_splits(lines)
    section, in_about, has_main = "main", False, False
    for lineno, line in enumerate(lines, 1):
        if not line:
            in_about = False
            if blank_splits and section == "main" and has_main:
                section = "sideboard"  # MTGA / MTGO: a blank line starts the sideboard
            continue
        head = _header(line)
        if head:
            section = head
            continue
        if line.startswith(("//", "#")):
            continue
        low = line.rstrip(":").lower()
        if low == "about":
            in_about = True
            continue
        if in_about:
            if low.startswith("name "):
                deck.name = line[5:].strip()
            continue
        line, this_section = _line_section(line, section)
        parts = _split_line(line)
        if parts is None:
            raise DecklistError(f"{where}, line {lineno}: not a decklist line: "
                                f"{_shown(line)}")
        count, bracket_set, name, set_code, number = parts
        cards.add(this_section, _count(count, where, lineno), name, lineno,
                  set_code or bracket_set or None, number)
        has_main = has_main or this_section == "main"
    if not deck.entries:
        raise DecklistError(f"{where}: no cards in this decklist")
    deck.format = "mtga" if any(e.set_code for e in deck.entries) else "text"
    return deck


def _blank_line_splits(lines: list[str]) -> bool:
    """Whether a blank line starts the sideboard: only in a list with no explicit section (a
    header line, `SB:` lines, a `*CMDR*` marker) that is an MTGA export (cards with `(SET)`) or
    an MTGO text export (two groups of cards: the main deck, a blank line, the sideboard)."""
    if any(_header(ln) or ln[:3].upper() == "SB:" or ln.upper().endswith(" *CMDR*")
           for ln in lines):
        return False
    groups, in_group, mtga = 0, False, False
    for line in lines:
        is_card = bool(line) and not line.startswith(("//", "#")) and \
            line.rstrip(":").lower() != "about" and line[:1].isdigit()
        if is_card and not in_group:
            groups += 1
        in_group = is_card or (in_group and bool(line))
        if is_card and not mtga and " (" in line:
            parts = _split_line(line)
            mtga = bool(parts and parts[3])
    return mtga or groups == 2


def _line_section(line: str, section: str) -> tuple[str, str]:
    """A card line without its `*CMDR*`-style marker or `SB:` prefix, and its section."""
    marker = _MARKER.search(line)
    if marker:
        line = line[:marker.start()]
        if marker.group(1).upper() == "CMDR":
            section = "commander"
    if line[:3].upper() == "SB:":
        line, section = line[3:].lstrip(), "sideboard"
    return line, section


def _parse_dck(text: str, where: str) -> Decklist:
    deck = Decklist(format="forge")
    cards = _Cards(deck, where)
    section: str | None = None
    for lineno, raw in enumerate(_lines(text, where), 1):
        line = _squeeze(raw, where, lineno)
        if not line or line.startswith(("#", "//")):
            continue
        if len(line) > 2 and line.startswith("[") and line.endswith("]"):
            head = line[1:-1].strip().lower()
            section = None if head == "metadata" else _HEADERS.get(head, head)
            continue
        if section is None:
            if line.lower().startswith("name="):
                deck.name = line[5:].strip()
            continue
        m2 = _DCK_LINE.fullmatch(line)
        if not m2:
            raise DecklistError(f"{where}, line {lineno}: not a Forge deck line: {_shown(line)}")
        count, name, set_code, _art = m2.groups()
        cards.add(section, _count(count, where, lineno), name, lineno, set_code or None)
    if not deck.entries:
        raise DecklistError(f"{where}: no cards in this Forge deck")
    return deck


def _parse_cod(text: str, where: str) -> Decklist:
    try:
        root = ET.fromstring(text.encode("utf-8"))
    except ET.ParseError as exc:
        raise DecklistError(f"{where}, line {exc.position[0]}: malformed XML") from None
    if root.tag == "Deck":
        return _parse_dek(root, where)
    if root.tag != "cockatrice_deck":
        raise DecklistError(f"{where}: not a Cockatrice deck (<{root.tag[:80]}>)")
    deck = Decklist(format="cockatrice", name=(root.findtext("deckname") or "").strip() or None,
                    comments=(root.findtext("comments") or "").strip() or None)
    cards = _Cards(deck, where)
    for zone in root.findall("zone"):
        zname = (zone.get("name") or "main").lower()
        section = _COD_ZONES.get(zname, _HEADERS.get(zname, zname))
        for i, card in enumerate(zone.findall("card"), 1):
            where_card = f"(zone {zname[:40]}, card {i})"
            number = (card.get("number") or "1").strip()
            if not number.isdecimal():
                raise DecklistError(f"{where}, zone {zname[:40]}, card {i}: bad number "
                                    f"{_shown(number)}")
            cards.add(section, _count(number, where, where_card), card.get("name") or "",
                      where_card, card.get("setShortName"), card.get("collectorNumber"))
    if not deck.entries:
        raise DecklistError(f"{where}: no cards in this Cockatrice deck")
    return deck


def _parse_dek(root: ET.Element, where: str) -> Decklist:
    """An MTGO `.dek` file: `<Deck>` of `<Cards Quantity= Sideboard= Name=>`."""
    deck = Decklist(format="mtgo")
    cards = _Cards(deck, where)
    for i, card in enumerate(root.findall("Cards"), 1):
        where_card = f"(card {i})"
        number = (card.get("Quantity") or "1").strip()
        if not number.isdecimal():
            raise DecklistError(f"{where}, card {i}: bad quantity {_shown(number)}")
        side = (card.get("Sideboard") or "").strip().lower() == "true"
        cards.add("sideboard" if side else "main", _count(number, where, where_card),
                  card.get("Name") or "", where_card)
    if not deck.entries:
        raise DecklistError(f"{where}: no cards in this MTGO deck")
    return deck


def deck_file_text(path: str | os.PathLike) -> str:
    """A deck file as text to edit: a text decklist (plain, `.dec`, MTGA) as written, every
    section header kept; a `.cod`, `.dek` or `.dck` file as MTGA-style text (`to_text`).
    DecklistError, naming the file, for a file that is no decklist."""
    try:
        text = safeio.read_text(path, MAX_DECKLIST_BYTES, "decklists")
    except safeio.FileRefused as exc:
        raise DecklistError(str(exc)) from None
    deck = parse_decklist(text, os.fspath(path))
    return text.lstrip("\ufeff") if deck.format in ("text", "mtga") else to_text(deck)


def to_text(deck: Decklist) -> str:
    """The decklist as MTGA-style text (`Deck` / `Sideboard` / `Commander` headers); reading it
    back with `parse_decklist` gives the same entries."""
    headers = {"main": "Deck", "sideboard": "Sideboard", "commander": "Commander",
               "companion": "Companion"}
    lines: list[str] = []
    if deck.name:
        lines += ["About", f"Name {deck.name}", ""]
    for section in _section_order(deck):
        lines.append(headers.get(section, section.capitalize()))
        for e in deck.entries:
            if e.section == section:
                printing = f" ({e.set_code}) {e.number or ''}".rstrip() if e.set_code else ""
                lines.append(f"{e.count} {e.name}{printing}")
        lines.append("")
    return "\n".join(lines)


def _section_order(deck: Decklist) -> list[str]:
    """The sections the deck uses, as MTGA exports them (commander, companion, deck, sideboard),
    then any other in alphabetical order."""
    used = {e.section for e in deck.entries}
    order = [s for s in ("commander", "companion", "main", "sideboard") if s in used]
    return order + sorted(used - set(order))


def to_cod(deck: Decklist) -> str:
    """The decklist as a Cockatrice `.cod` file (`<cockatrice_deck version="1">`, zones `main`
    and `side` as Cockatrice names them, other sections as zones of their own name); reading it
    back with `parse_decklist` gives the same entries (set and collector number kept)."""
    root = ET.Element("cockatrice_deck", version="1")
    ET.SubElement(root, "deckname").text = deck.name or ""
    ET.SubElement(root, "comments").text = deck.comments or ""
    zone_names = {v: k for k, v in _COD_ZONES.items()}
    for section in _section_order(deck):
        zone = ET.SubElement(root, "zone", name=zone_names.get(section, section))
        for e in deck.entries:
            if e.section == section:
                attrs = {"number": str(e.count), "name": e.name}
                if e.set_code:
                    attrs["setShortName"] = e.set_code
                if e.number:
                    attrs["collectorNumber"] = e.number
                ET.SubElement(zone, "card", attrs)
    ET.indent(root, "    ")
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + \
        ET.tostring(root, encoding="unicode") + "\n"


def check_decklist(deck: Decklist, lookup: Lookup) -> dict:
    """`{"sections": {"main": 60, ...}, "unresolved": [names], "cards": [...]}`: every entry is
    listed; unknown names are reported in `unresolved`, never dropped."""
    cards, unresolved, tokens = [], [], []
    for e in deck.entries:
        facts = lookup(e.name)
        item = {"section": e.section, "count": e.count,
                "name": facts["name"] if facts else e.name, "resolved": facts is not None}
        if is_token(facts):
            item["token"] = True
            if e.section in DECK_SECTIONS and facts["name"] not in tokens:
                tokens.append(facts["name"])
        if facts and facts["name"] != e.name:
            item["as_written"] = e.name
        if e.set_code:
            item["set"] = e.set_code
        if e.number:
            item["collector_number"] = e.number
        if facts is None and e.name not in unresolved:
            unresolved.append(e.name)
        cards.append(item)
    return {"name": deck.name, "format": deck.format, "sections": deck.section_counts(),
            "unresolved": unresolved, "tokens": tokens, "cards": cards}


TOKEN_LAYOUTS = ("token", "double_faced_token", "emblem")
DECK_SECTIONS = ("main", "commander")  # the sections a game is set up from


def is_token(facts: dict | None) -> TypeGuard[dict]:
    """Facts of a token (or emblem): kept in the card database, never a card of a deck."""
    return facts is not None and facts.get("layout") in TOKEN_LAYOUTS


def setup_entries(deck: Decklist, lookup: Lookup, owner: str, facts: dict[str, dict],
                  sections: tuple[str, ...] = DECK_SECTIONS) -> list[dict]:
    """Setup card entries (without ids) for `owner`: main deck to the library in decklist order,
    commanders to the command zone. Adds each card's facts to `facts` (key: English name).
    Raises DecklistError listing every unknown name, or every token (not a card of a deck)."""
    missing = [e.name for e in deck.entries if e.section in sections and lookup(e.name) is None]
    if missing:
        raise DecklistError("unknown cards: " + ", ".join(dict.fromkeys(missing)))
    tokens = [e.name for e in deck.entries if e.section in sections and is_token(lookup(e.name))]
    if tokens:
        raise DecklistError("tokens are not cards of a deck: " +
                            ", ".join(dict.fromkeys(tokens)))
    out: list[dict] = []
    for e in deck.entries:
        if e.section not in sections:
            continue
        d = lookup(e.name)
        if d is None:  # not so: checked above
            continue
        facts.setdefault(d["name"], d)
        zone = "command" if e.section == "commander" else "library"
        out.extend({"facts": d["name"], "owner": owner, "zone": zone} for _ in range(e.count))
    return out


def decks_setup(decks: list[tuple[str, Decklist]], lookup: Lookup, mode: str = Mode.ASSIST,
                seed: int | None = None) -> dict:
    """A setup dict (see tabletop.model.setup) for players and their decks: turn 1, main phase,
    libraries in decklist order (shuffle with a command), card ids `c1`... handed out in a random
    order so they say nothing about the cards."""
    facts: dict[str, dict] = {}
    cards: list[dict] = []
    for player, deck in decks:
        cards.extend(setup_entries(deck, lookup, player, facts))
    numbers = list(range(1, len(cards) + 1))
    random.Random(seed).shuffle(numbers)
    cards = [{"id": f"c{n}", **card} for n, card in zip(numbers, cards, strict=True)]
    players = [p for p, _ in decks]
    return {"players": players, "turn": {"active": players[0], "number": 1, "step": "main1"},
            "mode": mode, "facts": facts, "cards": cards}
