"""Mana costs in `{}` notation: parsing, mana value and colours.

A cost is kept as its tuple of symbols (`("2", "W", "W")`); `None` stands for "no mana cost",
which is different from `{0}` (RULES.md §1.5: Memnite's {0} is a cost, Dryad Arbor has none).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

COLORS = ("W", "U", "B", "R", "G")
_SYMBOL = re.compile(r"\{([^{}]+)\}")


class ManaCostError(ValueError):
    """A string that is not a mana cost in `{}` notation."""


@dataclass(frozen=True, slots=True)
class ManaCost:
    symbols: tuple[str, ...]

    @property
    def text(self) -> str:
        return "".join("{" + s + "}" for s in self.symbols)

    def __str__(self) -> str:
        return self.text

    @property
    def mana_value(self) -> int:
        """Mana value with every X counted as 0 (202.3e)."""
        return sum(symbol_value(s) for s in self.symbols)

    @property
    def colors(self) -> list[str]:
        found = {c for s in self.symbols for c in s.split("/") if c in COLORS}
        return [c for c in COLORS if c in found]

    @property
    def has_x(self) -> bool:
        return any(s in ("X", "Y", "Z") for s in self.symbols)

    def with_x_as_zero(self) -> ManaCost:
        """The cost paid when X must be 0 (107.3g): X symbols dropped; an all-X cost becomes {0}."""
        kept = tuple(s for s in self.symbols if s not in ("X", "Y", "Z"))
        return ManaCost(kept or ("0",))


def symbol_value(symbol: str) -> int:
    if symbol.isdigit():
        return int(symbol)
    if symbol in ("X", "Y", "Z"):
        return 0
    if "/" in symbol:
        parts = symbol.split("/")
        # {2/W} counts 2; hybrid and Phyrexian symbols count 1.
        return max((int(p) for p in parts if p.isdigit()), default=1)
    if symbol in ("HW", "HR"):  # half mana (Un-sets): round as 0 here
        return 0
    return 1


# a cost already in canonical form (no spaces, upper case, symbols of 1 to 8 characters): the
# common case, read without the checks below
_CANONICAL = re.compile(r"(?:\{[0-9A-Z/]{1,8}\})+")


def parse_mana_cost(text: str | None) -> ManaCost | None:
    """`"{2}{W}{W}"` → ManaCost; `None` or `""` → None (no mana cost)."""
    if text is None:
        return None
    if _CANONICAL.fullmatch(text):
        return ManaCost(tuple(text[1:-1].split("}{")))
    text = text.strip()
    if not text:
        return None
    symbols = _SYMBOL.findall(text)
    if "".join("{" + s + "}" for s in symbols) != text.replace(" ", ""):
        raise ManaCostError(f"not a mana cost in {{}} notation: {text!r}")
    norm = []
    for s in symbols:
        s = s.strip().upper()
        if not s or len(s) > 8:
            raise ManaCostError(f"bad mana symbol {{{s}}} in {text!r}")
        norm.append(s)
    return ManaCost(tuple(norm))


def is_mana_cost_text(text: str) -> bool:
    try:
        return parse_mana_cost(text) is not None
    except ManaCostError:
        return False


def to_mana_text(cost: ManaCost | None) -> str | None:
    return None if cost is None else cost.text
