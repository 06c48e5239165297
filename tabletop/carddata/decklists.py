"""Decklists: plain text (`4 Name`, `4x Name`, `Sideboard` sections, `SB:` lines), MTGA exports
(`Deck` / `Sideboard` / `Commander` headers, `(SET) 123`), Cockatrice `.cod`, `.dec` and Forge
`.dck`. Sections are `main`, `sideboard` and `commander`.

    deck = parse_decklist(text, filename)          # Decklist: entries with section, count, name
    report = check_decklist(deck, db.find_dict)    # {"sections", "unresolved", "cards"}
    setup = decks_setup([("Alice", deck_a), ("Bob", deck_b)], db.find_dict)
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from dataclasses import dataclass, field

from .errors import DecklistError

SECTIONS = ("main", "sideboard", "commander")
_HEADERS = {"deck": "main", "main": "main", "maindeck": "main", "mainboard": "main",
            "main deck": "main", "sideboard": "sideboard", "side": "sideboard",
            "side board": "sideboard", "commander": "commander", "commanders": "commander",
            "companion": "sideboard"}
_LINE = re.compile(r"^(\d+)[xX]?\s+(?:\[([A-Za-z0-9_]*)\]\s*)?(.+?)"
                   r"(?:\s+\(([A-Za-z0-9_]+)\)(?:\s+([A-Za-z0-9★_-]+))?)?\s*$")
_MAX_COUNT = 10_000

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

    def section_counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for e in self.entries:
            out[e.section] = out.get(e.section, 0) + e.count
        return out


def parse_decklist(text: str, filename: str | None = None) -> Decklist:
    """Read a decklist in any of the supported formats (chosen by content, then extension)."""
    where = filename or "decklist"
    stripped = text.lstrip("\ufeff \t\r\n")
    if stripped.startswith("<"):
        return _parse_cod(stripped, where)
    if re.search(r"^\s*\[(metadata|main|sideboard|commander)\]\s*$", text, re.I | re.M) or \
            (filename or "").lower().endswith(".dck"):
        return _parse_dck(text, where)
    return _parse_text(text, where)


def _clean_name(name: str) -> str:
    name = name.strip().replace(" /// ", " // ")
    return re.sub(r"\s+", " ", name)


def _entry(section, count, name, where, lineno, set_code=None, number=None) -> DeckEntry:
    if not 1 <= count <= _MAX_COUNT:
        raise DecklistError(f"{where}, line {lineno}: a count of {count} is not possible")
    if not name:
        raise DecklistError(f"{where}, line {lineno}: a count without a card name")
    return DeckEntry(section, count, _clean_name(name), set_code.upper() if set_code else None,
                     number, lineno)


def _parse_text(text: str, where: str) -> Decklist:
    deck = Decklist(format="text")
    lines = text.splitlines()
    has_headers = any(_HEADERS.get(ln.strip().rstrip(":").lower()) for ln in lines)
    section, in_about = "main", False
    for lineno, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line:
            in_about = False
            if not has_headers and section == "main" and any(
                    e.section == "main" for e in deck.entries):
                section = "sideboard"  # MTGA / plain: a blank line starts the sideboard
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
        if low in _HEADERS:
            section = _HEADERS[low]
            continue
        this_section = section
        marker = re.search(r"\s+\*([A-Za-z]+)\*\s*$", line)  # "*F*" foil, "*CMDR*"
        if marker:
            line = line[:marker.start()]
            if marker.group(1).upper() == "CMDR":
                this_section = "commander"
        m_sb = re.match(r"^SB:\s*(.*)$", line, re.I)
        if m_sb:
            line, this_section = m_sb.group(1), "sideboard"
        m = _LINE.match(line)
        if not m:
            raise DecklistError(f"{where}, line {lineno}: not a decklist line: {raw.strip()!r}")
        count, bracket_set, name, set_code, number = m.groups()
        deck.entries.append(_entry(this_section, int(count), name, where, lineno,
                                   set_code or bracket_set or None, number))
    if not deck.entries:
        raise DecklistError(f"{where}: no cards in this decklist")
    deck.format = "mtga" if any(e.set_code for e in deck.entries) else "text"
    return deck


def _parse_dck(text: str, where: str) -> Decklist:
    deck = Decklist(format="forge")
    section: str | None = None
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        m = re.match(r"^\[(.+)\]$", line)
        if m:
            head = m.group(1).strip().lower()
            section = None if head == "metadata" else _HEADERS.get(head, head)
            continue
        if section is None:
            if line.lower().startswith("name="):
                deck.name = line[5:].strip()
            continue
        m2 = re.match(r"^(\d+)\s+([^|]+?)(?:\|([^|]*))?(?:\|(.*))?$", line)
        if not m2:
            raise DecklistError(f"{where}, line {lineno}: not a Forge deck line: {line!r}")
        count, name, set_code, _art = m2.groups()
        deck.entries.append(_entry(section, int(count), name, where, lineno, set_code or None))
    if not deck.entries:
        raise DecklistError(f"{where}: no cards in this Forge deck")
    return deck


def _parse_cod(text: str, where: str) -> Decklist:
    try:
        root = ET.fromstring(text.encode("utf-8"))
    except ET.ParseError as exc:
        raise DecklistError(f"{where}, line {exc.position[0]}: malformed XML") from None
    if root.tag != "cockatrice_deck":
        raise DecklistError(f"{where}: not a Cockatrice deck (<{root.tag}>)")
    deck = Decklist(format="cockatrice", name=(root.findtext("deckname") or "").strip() or None)
    for zone in root.findall("zone"):
        zname = (zone.get("name") or "main").lower()
        section = {"main": "main", "side": "sideboard"}.get(zname, _HEADERS.get(zname, zname))
        for i, card in enumerate(zone.findall("card"), 1):
            try:
                count = int(card.get("number", "1"))
            except ValueError:
                raise DecklistError(f"{where}: zone {zname}, card {i}: bad number "
                                    f"{card.get('number')!r}") from None
            deck.entries.append(_entry(section, count, card.get("name") or "", where,
                                       f"(zone {zname}, card {i})", card.get("setShortName"),
                                       card.get("collectorNumber")))
    if not deck.entries:
        raise DecklistError(f"{where}: no cards in this Cockatrice deck")
    return deck


def to_text(deck: Decklist) -> str:
    """The decklist as MTGA-style text (`Deck` / `Sideboard` / `Commander` headers); reading it
    back with `parse_decklist` gives the same entries."""
    headers = {"main": "Deck", "sideboard": "Sideboard", "commander": "Commander"}
    lines: list[str] = []
    if deck.name:
        lines += ["About", f"Name {deck.name}", ""]
    order = [s for s in ("commander", "main", "sideboard") if any(
        e.section == s for e in deck.entries)]
    order += sorted({e.section for e in deck.entries} - set(order))
    for section in order:
        lines.append(headers.get(section, section.capitalize()))
        for e in deck.entries:
            if e.section == section:
                printing = f" ({e.set_code}) {e.number or ''}".rstrip() if e.set_code else ""
                lines.append(f"{e.count} {e.name}{printing}")
        lines.append("")
    return "\n".join(lines)


def check_decklist(deck: Decklist, lookup: Lookup) -> dict:
    """`{"sections": {"main": 60, ...}, "unresolved": [names], "cards": [...]}`: every entry is
    listed; unknown names are reported in `unresolved`, never dropped."""
    cards, unresolved = [], []
    for e in deck.entries:
        facts = lookup(e.name)
        item = {"section": e.section, "count": e.count,
                "name": facts["name"] if facts else e.name, "resolved": facts is not None}
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
            "unresolved": unresolved, "cards": cards}


def setup_entries(deck: Decklist, lookup: Lookup, owner: str, facts: dict[str, dict],
                  sections: tuple[str, ...] = ("main", "commander")) -> list[dict]:
    """Setup card entries (without ids) for `owner`: main deck to the library in decklist order,
    commanders to the command zone. Adds each card's facts to `facts` (key: English name).
    Raises DecklistError listing every unknown name."""
    missing = [e.name for e in deck.entries if e.section in sections and lookup(e.name) is None]
    if missing:
        raise DecklistError("unknown cards: " + ", ".join(dict.fromkeys(missing)))
    out = []
    for e in deck.entries:
        if e.section not in sections:
            continue
        d = lookup(e.name)
        facts.setdefault(d["name"], d)
        zone = "command" if e.section == "commander" else "library"
        out.extend({"facts": d["name"], "owner": owner, "zone": zone} for _ in range(e.count))
    return out


def decks_setup(decks: list[tuple[str, Decklist]], lookup: Lookup, mode: str = "assist",
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
