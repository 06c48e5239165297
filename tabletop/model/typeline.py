"""Type lines: `"Legendary Creature — Angel"` → supertypes, card types, subtypes."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing", "Elite", "Host")
CARD_TYPES = ("Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment",
              "Instant", "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme",
              "Sorcery", "Tribal", "Vanguard")
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")
_DASHES = ("—", "–", " - ")


@dataclass(frozen=True, slots=True)
class TypeLine:
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        left = " ".join(self.supertypes + self.types)
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left

    def has(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def is_permanent(self) -> bool:
        return any(t in PERMANENT_TYPES for t in self.types)


@lru_cache(maxsize=4096)  # a game's cards share few type lines; a TypeLine is immutable
def parse_type_line(text: str | None) -> TypeLine:
    """Parse one face's type line. Parenthesised remarks (`"Enchantment (becomes Aura)"`) are
    dropped; words that are neither supertypes nor card types before the dash are kept as types."""
    if not text:
        return TypeLine()
    if "//" in text:
        text = text.split("//")[0]
    while "(" in text and ")" in text:
        a, b = text.index("("), text.index(")")
        if b < a:
            break
        text = text[:a] + text[b + 1:]
    left, right = text, ""
    for dash in _DASHES:
        if dash in text:
            left, right = text.split(dash, 1)
            break
    supers, types = [], []
    for word in left.split():
        if word in SUPERTYPES:
            supers.append(word)
        else:
            types.append(word)
    return TypeLine(tuple(supers), tuple(types), tuple(right.split()))
