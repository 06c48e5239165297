"""Reading a card's rules text: reminder text, the modes of a modal spell (700.2), the lines of
its abilities. Pure: no IO.

The text is the card data's own (Oracle text, or the printed text of a language): nothing here
knows a card by its name. `spell_modes` reads a modal spell's choice as its text words it,
"Choose one —" and the bullet lines that follow, in English; `bullets` finds the same lines in a
printed text of another language (the bullet is the same sign there, or Japanese "・")."""

from __future__ import annotations

import re
from dataclasses import dataclass

_REMINDER = re.compile(r"\s*[(（][^()（）]*[)）]")  # (Japanese text has full-width ones)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
# "Choose one —", "Choose two —", "Choose one or both —", "Choose one or more —",
# "Choose any number —", "Choose up to two —" (the dash, a colon, or nothing before the bullets)
_CHOOSE = re.compile(r"^choose (?:(up to) )?(one|two|three|four|five|any number)"
                     r"(?: (or both|or more))?\s*(?:[—–:-]\s*)?$", re.I)
_BULLETS = ("•", "・", "●")
MAX_MODES = 8  # modes a modal spell offers (printed cards have at most five)


def strip_reminders(text: str) -> str:
    """The text without reminder text in parentheses."""
    prev = None
    while prev != text:
        prev, text = text, _REMINDER.sub("", text)
    return text


@dataclass(frozen=True, slots=True)
class Modes:
    """A modal spell's choice (700.2): how many modes may be chosen (`least`..`most`) and the
    modes, each as its text words it without reminder text ("Manifest dread.")."""

    least: int
    most: int
    options: tuple[str, ...]

    def allows(self, chosen: tuple[str, ...]) -> bool:
        """Whether `chosen` is a choice the spell allows: known modes, each once (700.2d), as
        many as its text says."""
        return (self.least <= len(chosen) <= self.most and len(set(chosen)) == len(chosen)
                and all(m in self.options for m in chosen))


def bullets(text: str | None) -> list[str]:
    """The bullet lines of a text (a modal spell's modes, in any language), reminder text left
    out, in order."""
    out = []
    for line in (text or "").splitlines():
        line = line.strip()
        if line[:1] in _BULLETS:
            out.append(strip_reminders(line[1:]).strip())
    return [b for b in out if b]


def spell_modes(text: str | None) -> Modes | None:
    """The modes of a modal spell from its English rules text, or None when it has none: a line
    "Choose ..." whose next lines are bullets."""
    lines = [ln.strip() for ln in (text or "").splitlines()]
    for i, line in enumerate(lines):
        m = _CHOOSE.match(strip_reminders(line).strip())
        if m is None:
            continue
        options = []
        for nxt in lines[i + 1:]:
            if nxt[:1] not in _BULLETS:
                break
            options.append(strip_reminders(nxt[1:]).strip())
        if not 2 <= len(options) <= MAX_MODES:
            continue
        return _choice(m.group(1), m.group(2).lower(), m.group(3), tuple(options))
    return None


def _choice(up_to: str | None, word: str, extra: str | None, options: tuple[str, ...]) -> Modes:
    """How many of `options` "Choose <up_to> <word> <extra>" lets a player choose."""
    k = len(options)
    if word == "any number":
        return Modes(0, k, options)
    n = min(_NUMBERS[word], k)
    if up_to:
        return Modes(0, n, options)
    if extra == "or more":
        return Modes(n, k, options)
    return Modes(n, min(k, 2) if extra == "or both" else n, options)


# "{3}{W}: Manifest the top card of your library." (Mastery of the Unseen): an activated
# manifest (`cards.ACTIVATED_MANIFEST`), its cost the part before the colon
ACTIVATED_MANIFEST_LINE = re.compile(r"^(\{[^:\n]*\}): manifest the top card of your library",
                                     re.I | re.M)


@dataclass(frozen=True, slots=True)
class AbilityLine:
    """One ability as a card's text words it: which line it is (the printed text of another
    language has its abilities on the same lines), the line without reminder text, its cost."""

    index: int
    text: str
    cost: str | None


def ability_line(text: str | None, pattern: re.Pattern) -> AbilityLine | None:
    """The line of `text` that `pattern` finds (its first group: the ability's cost)."""
    for i, line in enumerate((text or "").splitlines()):
        m = pattern.search(line.strip())
        if m is not None:
            cost = m.group(1) if m.re.groups else None
            return AbilityLine(i, strip_reminders(line).strip(), cost)
    return None


def line_in(text: str | None, index: int, lines_like: str | None) -> str | None:
    """Line `index` of `text` (a printed text in another language), reminder text left out, when
    it has as many lines as `lines_like` (the English text): else None."""
    mine, theirs = (text or "").splitlines(), (lines_like or "").splitlines()
    if not mine or len(mine) != len(theirs) or not 0 <= index < len(mine):
        return None
    return strip_reminders(mine[index]).strip() or None
