"""What is wrong with a pasted decklist, line by line, and how to fix it: no Qt, so the
new-game dialog and its tests share it.

    report = decklist_problems(text, db)       # DeckProblems: the parse error, or each unknown
                                               #   card with its line and "did you mean" names
    text = replace_name(text, line, old, new)  # the one-click fix: `new` for `old` on that line
    text = without_lines(text, [3, 7])         # the list with the unknown cards left out

Suggestions come from every name the database has, in any language (the bundled cards' and,
through its name search, the imported ones'), ranked by `difflib`: so "Llanowar Elfs" offers
"Llanowar Elves" and "Blitzschlaq" offers "Blitzschlag".
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from typing import Protocol

from .bundled import bundled_name_keys, name_key
from .decklists import Decklist, parse_decklist
from .errors import DecklistError

MAX_SUGGESTIONS = 3
_CUTOFF = 0.6  # difflib's similarity a suggestion needs (0..1)
_PROBES = 40   # names fetched from the database's name search per probe


class NameSource(Protocol):
    """What suggestions need of a card database (`CardDatabase` has both)."""

    def find_dict(self, name: str) -> dict | None: ...

    def search_names(self, text: str, limit: int = 20) -> list: ...


@dataclass(frozen=True, slots=True)
class Unknown:
    """A card name on one line of a decklist that the card database does not know."""
    line: int | None  # 1-based line of the text (None: a line number the format lacks)
    name: str
    count: int
    suggestions: tuple[str, ...] = ()


@dataclass(slots=True)
class DeckProblems:
    """The problems of one decklist: a parse error (nothing else can be known then) or its
    unknown cards. `deck` is the parsed list when it parsed."""
    deck: Decklist | None = None
    error: str | None = None
    unknown: list[Unknown] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.error is None and not self.unknown

    @property
    def only_unknown(self) -> bool:
        """Whether leaving the unknown cards out gives a list that starts a game: it parsed,
        every unknown card has its own line, and some card is left."""
        return (self.error is None and bool(self.unknown) and self.deck is not None
                and all(u.line is not None for u in self.unknown)
                and any(e.section == "main" and e.line not in self._lines()
                        for e in self.deck.entries))

    def _lines(self) -> set[int | None]:
        return {u.line for u in self.unknown}


def decklist_problems(text: str, db: NameSource, where: str = "decklist") -> DeckProblems:
    """Parse `text` and look up every card (every section: nothing typed goes unchecked)."""
    try:
        deck = parse_decklist(text, where)
    except DecklistError as exc:
        return DeckProblems(error=str(exc))
    unknown: list[Unknown] = []
    for e in deck.entries:
        if db.find_dict(e.name) is None:
            line = e.line if isinstance(e.line, int) else None
            unknown.append(Unknown(line, e.name, e.count, suggest(e.name, db)))
    return DeckProblems(deck, None, unknown)


def suggest(name: str, db: NameSource, limit: int = MAX_SUGGESTIONS) -> tuple[str, ...]:
    """Names (as the database spells them, in the language of the match) close to `name`."""
    key = name_key(name)
    if not key:
        return ()
    spelled: dict[str, str] = {}  # name key -> a name as written
    for _english, _lang, written, nkey in bundled_name_keys():
        spelled.setdefault(nkey, written)
    for probe in _probes(key):
        for hit in db.search_names(probe, _PROBES):
            spelled.setdefault(name_key(hit.matched), hit.matched)
    close = difflib.get_close_matches(key, list(spelled), n=limit, cutoff=_CUTOFF)
    return tuple(dict.fromkeys(spelled[k] for k in close))


def _probes(key: str) -> list[str]:
    """Pieces of a name to ask the database's name search with: each word of 4 letters or
    more, its start and its end (a typo spoils one of them), and the name's first letters."""
    out = [key[:4]]
    for word in key.split():
        if len(word) >= 4:
            out += [word[:4], word[-4:]]
    return list(dict.fromkeys(p for p in out if len(p) >= 3))


def _name_pattern(name: str) -> re.Pattern[str]:
    """`name` as written in a line: any run of blanks between words, `//` or `///`."""
    words = [re.escape(w) for w in name.split()]
    return re.compile(r"\s+".join(words).replace("//", "///?"), re.IGNORECASE)


def replace_name(text: str, line: int, old: str, new: str) -> str:
    """`text` with the first `old` on line `line` (1-based) made `new`; the same text when
    that line does not hold it."""
    lines = text.splitlines(keepends=True)
    if not 1 <= line <= len(lines):
        return text
    lines[line - 1] = _name_pattern(old).sub(lambda _m: new, lines[line - 1], count=1)
    return "".join(lines)


def without_lines(text: str, numbers) -> str:
    """`text` without the lines numbered `numbers` (1-based)."""
    drop = set(numbers)
    return "".join(ln for n, ln in enumerate(text.splitlines(keepends=True), 1)
                   if n not in drop)
