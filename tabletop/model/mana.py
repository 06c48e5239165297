"""Mana costs in `{}` notation: parsing, mana value and colours.

A cost is kept as its tuple of symbols (`("2", "W", "W")`); `None` stands for "no mana cost",
which is different from `{0}` (RULES.md §1.5: Memnite's {0} is a cost, Dryad Arbor has none).

`parse_any_cost` also reads the notations of the card files users have: Cockatrice's unbraced
symbols (`2G/WG/W`, `2/W2/W`, `W/P`, `HW`), space-separated parts (`4 W W`) and a mix of braced
and unbraced (`3{G/W}`). Every symbol is kept in Scryfall's spelling: `{G/W}`, `{2/W}`, `{W/P}`,
`{G/W/P}`, half mana `{HW}` (also read as `{H/W}`), snow `{S}`, colourless `{C}`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

COLORS = ("W", "U", "B", "R", "G")
_SYMBOL = re.compile(r"\{([^{}]+)\}")
_C = "WUBRG"
# every symbol a cost can hold, in Scryfall's spelling: generic, variable, coloured, colourless,
# snow, hybrid (two colours, colourless/colour, 2/colour), Phyrexian (colour, hybrid, generic),
# half mana (a colour, generic), infinity
KNOWN_SYMBOL = re.compile(
    rf"\d+|[XYZ]|[{_C}CS]|[{_C}C]/[{_C}]|2/[{_C}]|[{_C}]/P|[{_C}]/[{_C}]/P|P|H[{_C}]|½|∞")
# one unbraced symbol: a number or a letter, then any "/part"s (`G/W`, `2/W`, `G/W/P`); `H`
# before a colour is half mana (`HW`)
_UNBRACED = re.compile(r"(?:\d+|H[WUBRG]|[A-Z½∞])(?:/(?:\d+|[A-Z]))*")


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
        found = {c for s in self.symbols for c in _symbol_colors(s)}
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
    if len(symbol) == 2 and symbol[0] == "H" or symbol == "½":  # half mana: round as 0 here
        return 0
    return 1


def _symbol_colors(symbol: str) -> list[str]:
    if len(symbol) == 2 and symbol[0] == "H":  # half mana {HW} is white
        return [symbol[1]] if symbol[1] in COLORS else []
    return [c for c in symbol.split("/") if c in COLORS]


def normalize_symbol(symbol: str) -> str:
    """A symbol in Scryfall's spelling: upper case, no blanks, `H/W` -> `HW`, `P/W` -> `W/P`."""
    s = "".join(symbol.split()).upper()
    if len(s) == 3 and s[0] == "H" and s[1] == "/":
        s = "H" + s[2]
    elif len(s) == 3 and s[:2] == "P/" and s[2] in COLORS:
        s = s[2] + "/P"
    return s


def split_symbols(text: str) -> list[str] | None:
    """The known symbols that written one after another, unbraced, make `text` (`G/WG/U` ->
    `["G/W", "G/U"]`, `2/W2/W` -> `["2/W", "2/W"]`); None if it is not such a run."""
    out = []
    pos = 0
    text = text.upper()
    while pos < len(text):
        m = _UNBRACED.match(text, pos)
        if not m:
            return None
        symbol = normalize_symbol(m.group())
        if not KNOWN_SYMBOL.fullmatch(symbol):
            return None
        out.append(symbol)
        pos = m.end()
    return out or None


# a cost already in canonical form (no spaces, upper case, symbols of 1 to 8 characters, hybrid
# and Phyrexian symbols one each): the common case, read without the checks below
_CANONICAL = re.compile(r"(?:\{[0-9A-Z]{1,8}\}|\{[WUBRGC2]/[WUBRGP](?:/P)?\})+")


@lru_cache(maxsize=4096)  # a game's cards share few costs; a ManaCost is immutable
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
    norm: list[str] = []
    for s in symbols:
        s = normalize_symbol(s)
        if not s or len(s) > 8:
            raise ManaCostError(f"bad mana symbol {{{s}}} in {text!r}")
        if "/" in s and not KNOWN_SYMBOL.fullmatch(s):
            # concatenated hybrids braced as one (`{G/WG/U}`, an earlier import of Cockatrice's
            # unbraced cost): the symbols it is made of
            parts = split_symbols(s)
            if parts is None:
                raise ManaCostError(f"bad mana symbol {{{s}}} in {text!r}")
            norm.extend(parts)
            continue
        norm.append(s)
    return ManaCost(tuple(norm))


def parse_any_cost(text: str | None) -> ManaCost | None:
    """A cost in any notation card files use: `{2}{G/W}`, Cockatrice's `2G/WG/W`, `W/P`, `HW`,
    `4 W W`, `3{G/W}`. None for no cost (`None`, empty, `no cost`, `-`); ManaCostError, naming
    the text, for anything that is not a cost."""
    if text is None:
        return None
    text = text.strip()
    if not text or text.lower() in ("no cost", "-"):
        return None
    if len(text) > 200:
        raise ManaCostError(f"a mana cost of {len(text):,} characters")
    symbols: list[str] = []
    for part in re.split(r"(\{[^{}]*\})|\s+", text):
        if not part:
            continue
        if part.startswith("{"):
            inner = normalize_symbol(part[1:-1])
            if not inner:
                raise ManaCostError(f"an empty mana symbol {{}} in {text!r}")
            if KNOWN_SYMBOL.fullmatch(inner) or "/" not in inner and len(inner) <= 8:
                symbols.append(inner)  # known, or an unusual symbol written braced ({TK})
                continue
            part = inner
        found = split_symbols(part)
        if found is None:
            raise ManaCostError(f"not a mana cost: {text!r}")
        symbols.extend(found)
    return ManaCost(tuple(symbols)) if symbols else None


def is_mana_cost_text(text: str) -> bool:
    try:
        return parse_mana_cost(text) is not None
    except ManaCostError:
        return False


def to_mana_text(cost: ManaCost | None) -> str | None:
    return None if cost is None else cost.text
