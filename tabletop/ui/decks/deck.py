"""The deck the editor holds (no Qt): its lines by section, counts, the mana curve and the type
breakdown. A card the database lacks stays in its line, marked unknown (never dropped)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from tabletop.carddata.decklists import DeckEntry, Decklist
from tabletop.carddata.decksearch import deck_row
from tabletop.model.limits import MAX_CARDS

CURVE_TOP = 7  # the curve's last bar: mana value 7 or more
EDIT_SECTIONS = ("main", "sideboard", "commander", "companion")
PLAYED = ("main", "commander")  # the sections the curve and the breakdown count
# a card's kind in the breakdown: its first type in this order (an artifact creature is a
# creature, a land creature too)
KINDS = ("Creature", "Planeswalker", "Battle", "Instant", "Sorcery", "Artifact", "Enchantment",
         "Land")
UNKNOWN_KIND = "Unknown"
OTHER_KIND = "Other"

Lookup = Callable[[str], "dict | None"]


@dataclass(frozen=True, slots=True)
class Line:
    section: str
    name: str
    count: int
    set_code: str | None = None
    number: str | None = None


class EditDeck:
    """Lines in order (a card once per section); `facts` looks names up once each."""

    def __init__(self, lookup: Lookup, deck: Decklist | None = None):
        self._lookup = lookup
        self._facts: dict[str, dict | None] = {}
        self.name = (deck.name if deck else None) or ""
        self.comments = deck.comments if deck else None
        self.lines: list[Line] = []
        for e in deck.entries if deck else []:
            self.change(e.section, e.name, e.count, e.set_code, e.number)

    def facts(self, name: str) -> dict | None:
        if name not in self._facts:
            self._facts[name] = self._lookup(name)
        return self._facts[name]

    def known(self, name: str) -> bool:
        return self.facts(name) is not None

    def index(self, section: str, name: str) -> int:
        for i, line in enumerate(self.lines):
            if line.section == section and line.name == name:
                return i
        return -1

    def count(self, section: str, name: str) -> int:
        i = self.index(section, name)
        return self.lines[i].count if i >= 0 else 0

    def total(self) -> int:
        return sum(line.count for line in self.lines)

    def change(self, section: str, name: str, delta: int, set_code: str | None = None,
               number: str | None = None) -> bool:
        """Add (or with a negative `delta`, take away) copies; a line at 0 goes. False when
        nothing changed (nothing to take away, or more cards than a game holds)."""
        if delta > 0 and self.total() + delta > MAX_CARDS:
            return False
        i = self.index(section, name)
        if i < 0:
            if delta <= 0:
                return False
            self.lines.append(Line(section, name, delta, set_code, number))
            return True
        left = self.lines[i].count + delta
        if left > 0:
            self.lines[i] = replace(self.lines[i], count=left)
        else:
            del self.lines[i]
        return True

    def section_counts(self) -> dict[str, int]:
        out = dict.fromkeys(EDIT_SECTIONS, 0)
        for line in self.lines:
            out[line.section] = out.get(line.section, 0) + line.count
        return out

    def unknown(self) -> list[str]:
        return list(dict.fromkeys(ln.name for ln in self.lines if not self.known(ln.name)))

    def to_decklist(self) -> Decklist:
        entries = [DeckEntry(ln.section, ln.count, ln.name, ln.set_code, ln.number)
                   for ln in self.lines]
        return Decklist(entries, self.name.strip() or None, "text", self.comments)

    def curve(self) -> list[int]:
        """Cards of the main deck and the commander by mana value 0 .. CURVE_TOP (or more);
        lands and unknown cards are not on it."""
        bars = [0] * (CURVE_TOP + 1)
        for line in self._played():
            row = deck_row(self.facts(line.name) or {"layout": "token"})
            if row is not None and kind_of(row.type_line) != "Land":
                bars[min(int(row.mana_value), CURVE_TOP)] += line.count
        return bars

    def kinds(self) -> dict[str, int]:
        """Cards of the main deck and the commander by kind (KINDS, Other, Unknown)."""
        out: dict[str, int] = {}
        for line in self._played():
            facts = self.facts(line.name)
            kind = kind_of(facts.get("type_line") or "") if facts else UNKNOWN_KIND
            out[kind] = out.get(kind, 0) + line.count
        order = KINDS + (OTHER_KIND, UNKNOWN_KIND)
        return {k: out[k] for k in order if k in out}

    def _played(self) -> list[Line]:
        return [line for line in self.lines if line.section in PLAYED]


def kind_of(type_line: str) -> str:
    """The kind of a card in the breakdown: the first of KINDS its (front) type line has."""
    front = type_line.split(" // ")[0].split("—")[0].split()
    return next((k for k in KINDS if k in front), OTHER_KIND)
