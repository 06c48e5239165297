"""Facts derived from a card's English rules text at import time (the text itself is kept as
`oracle_text` beside them).

`derive(name, text)` returns the face-down keyword costs (morph, megamorph, disguise: a mana string
or a plain-words cost), the other keyword abilities it has (`"Flying"`, `"Ward {2}"`), and the
ability hints of SCENARIOS.md (enters / dies / turned-face-up triggers, counters put on it as it is
turned face up, "enters with X counters", watchers of turn-ups and of manifest dread) with the
ability facts the rules know by what they are (`abilities`: Primordial Mist's end-step manifest,
exile-to-play and its permission, Cryptic Pursuit's two triggers, an activated manifest, ...).
"""

from __future__ import annotations

import re

from tabletop.model.cards import (
    ACTIVATED_MANIFEST,
    CAST_FROM_HAND_MANIFEST,
    END_STEP_MANIFEST,
    END_STEP_MANIFEST_OPTIONAL,
    EXILE_FACE_DOWN_TO_PLAY,
    FACE_DOWN_DIES_CAST,
    FACE_UP_GAIN_LIFE,
    OPPONENT_UPKEEP_MANIFEST_DREAD,
    PLAY_EXILED_THIS_TURN,
)
from tabletop.model.cardtext import ACTIVATED_MANIFEST_LINE, strip_reminders
from tabletop.model.mana import parse_any_cost, to_mana_text

from .keywords import KEYWORD_ABILITIES

FACE_DOWN = ("morph", "megamorph", "disguise")
_KW_LOWER = {k.lower(): k for k in KEYWORD_ABILITIES if k.lower() not in FACE_DOWN}
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
            "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_COST_LINE = re.compile(r"^(morph|megamorph|disguise)(?:\s*[—–-]\s*|\s+)(.+?)\.?$", re.I)
_SELF_NOUNS = r"this (?:creature|permanent|card|artifact|enchantment|land|equipment|aura)|it"


def _with_self(name: str, text: str) -> str:
    """The text with the card's own name (full, per face, legendary short name) as CARDNAME."""
    names = {name}
    for face in name.split(" // "):
        names.add(face)
        if "," in face:  # legendary short name: "Vannifar, Evolved Enigma" -> "Vannifar"
            names.add(face.split(",")[0])
    for n in sorted((n for n in names if n), key=len, reverse=True):
        if n in text:
            text = text.replace(n, "CARDNAME")
    return text


_ME = r"(?:CARDNAME|~|" + _SELF_NOUNS + r")"
_ETB = re.compile(rf"\b(?:when|whenever) {_ME} (?:or another [^,.]*? )?(?:enters|comes into play)",
                  re.I)
_DIES = re.compile(rf"\b(?:when|whenever) {_ME} (?:dies|is put into a graveyard from the "
                   r"battlefield)", re.I)
_TFU = re.compile(rf"\b(?:when|whenever) {_ME}(?: or another [^,.]*?)?"
                  r"(?: enters(?: the battlefield)? or)? is turned face up", re.I)
_AS_TFU = re.compile(rf"\bas {_ME} (?:enters (?:the battlefield )?or )?is turned face up, put "
                     r"(\w+) \+1/\+1 counters?", re.I)
_X_COUNTERS = re.compile(rf"\b{_ME} enters(?: the battlefield)? with X \+1/\+1 counters", re.I)
_WATCH_YOURS = re.compile(
    r"\bwhenever (?:a|another) (?:permanent|creature) you control is turned face up"
    r"|\bwhenever you turn a (?:permanent|creature)(?: you control)? face up"
    r"|\bor another (?:permanent|creature) you control is turned face up", re.I)
_WATCH_ANY = re.compile(r"\bwhenever (?:a|another) (?:permanent|creature) is turned face up",
                        re.I)
_DREAD = re.compile(r"\bwhenever you manifest dread", re.I)
# ability facts (tabletop.model.cards.ABILITY_FACTS): the abilities the rules know by what they are
_ABILITY_TEXTS = (
    (END_STEP_MANIFEST_OPTIONAL, re.compile(
        r"\bat the beginning of your end step, you may manifest the top card of your library",
        re.I)),
    (END_STEP_MANIFEST, re.compile(
        r"\bat the beginning of your end step, manifest the top card of your library", re.I)),
    (EXILE_FACE_DOWN_TO_PLAY, re.compile(
        r"(?:^|\n)exile a face-down permanent you control face up: you may play that card this "
        r"turn", re.I)),
    (PLAY_EXILED_THIS_TURN, re.compile(r"face up: you may play that card this turn", re.I)),
    (CAST_FROM_HAND_MANIFEST, re.compile(
        r"\bwhenever you cast an instant or sorcery spell from your hand, manifest the top card "
        r"of your library", re.I)),
    (FACE_DOWN_DIES_CAST, re.compile(
        r"\bwhenever a face-down creature you control dies, exile it if it's an instant or "
        r"sorcery card\. you may cast (?:that card|it) until the end of your next turn", re.I)),
    (ACTIVATED_MANIFEST, ACTIVATED_MANIFEST_LINE),
    (OPPONENT_UPKEEP_MANIFEST_DREAD, re.compile(
        r"\bat the beginning of each opponent's upkeep, manifest dread", re.I)),
    (FACE_UP_GAIN_LIFE, re.compile(
        r"\bwhenever a permanent you control is turned face up, you gain 1 life for each "
        r"creature you control", re.I)),
)


def face_down_costs(text: str) -> dict[str, str]:
    """`{"morph": "{2}{W}{W}"}` from a line `Morph {2}{W}{W}` (or `Morph—Reveal a ...`)."""
    out: dict[str, str] = {}
    for line in strip_reminders(text).splitlines():
        m = _COST_LINE.match(line.strip())
        if not m:
            continue
        kw, cost = m.group(1).lower(), m.group(2).strip().rstrip(".").strip()
        if not cost or kw in out:
            continue
        if not cost.startswith("{"):
            cost = cost[0].lower() + cost[1:]  # plain words: "reveal a black card in your hand"
        out[kw] = cost
    return out


_KW_SPLIT = re.compile(r"[ —{]")
_KW_MAX_WORDS = max(len(k.split()) for k in _KW_LOWER)
_KW_FIRST = frozenset(_KW_SPLIT.split(k, 1)[0] for k in _KW_LOWER)


def _keyword_prefix(low: str) -> str | None:
    """The longest keyword ability `low` starts with, followed by nothing, a space, — or {."""
    if _KW_SPLIT.split(low, 1)[0] not in _KW_FIRST:
        return None  # most lines are sentences: "when ...", "{t}: ..."
    for n in range(_KW_MAX_WORDS, 0, -1):
        words = low.split(" ", n)
        head = " ".join(words[:n])
        for cut in (head, _KW_SPLIT.split(head, 1)[0]):
            if cut in _KW_LOWER and (len(low) == len(cut) or low[len(cut)] in " —{"):
                return cut
    return None


_WORDY = ("protection", "enchant", "partner with", "affinity", "champion", "equip", "splice",
          "hexproof from", "landwalk", "offering", "ward", "cumulative upkeep", "echo", "kicker",
          "buyback", "flashback", "cycling", "madness", "ninjutsu", "escape", "emerge")


def _parameter_ok(kw: str, rest: str) -> bool:
    """What may follow a keyword: nothing, a cost, a number, or words for a few keywords."""
    if not rest or rest[0] in "{—–" or rest[0].isdigit() or rest.startswith(("X", "N ")):
        return True
    return kw in _WORDY or kw.endswith(("walk", "cycling"))


def keyword_abilities(text: str) -> list[str]:
    """Keyword abilities written on lines of their own: `Flying, vigilance` -> Flying, Vigilance."""
    found: list[str] = []
    for line in strip_reminders(text).splitlines():
        line = line.strip().rstrip(".")
        if not line:
            continue
        parts = [p.strip() for p in re.split(r"[,;](?![^{]*\})", line) if p.strip()]
        matched: list[str] = []
        for part in parts:
            kw = _keyword_prefix(part.lower())
            if kw is None or len(part) > 60 or not _parameter_ok(kw, part[len(kw):].strip()):
                matched = []
                break
            matched.append(_KW_LOWER[kw] + part[len(kw):])
        for m in matched:
            if m not in found:
                found.append(m)
    return found


_QUOTED = re.compile(r'["\u201c][^"\u201d]*["\u201d]')


def hints(name: str, text: str) -> dict:
    """The SCENARIOS.md hints this text gives (only true / non-zero entries). An ability in
    quotes is one the card grants to others ("... gain 'When this creature dies, ...'"), not its
    own."""
    t = _with_self(name, _QUOTED.sub("", strip_reminders(text)))
    low = t.lower()
    out: dict = {}
    if ("enters" in low or "comes into play" in low) and _ETB.search(t):
        out["etb_trigger"] = True
    if ("dies" in low or "graveyard" in low) and _DIES.search(t):
        out["dies_trigger"] = True
    if "face up" in low:
        if _TFU.search(t):
            out["turned_face_up_trigger"] = True
        m = _AS_TFU.search(t)
        word = m.group(1).lower() if m else ""
        if word in _NUMBERS or word.isdigit():
            out["as_turned_face_up_counters"] = _NUMBERS.get(word) or int(word)
        if _WATCH_YOURS.search(t):
            out["face_up_watcher"] = "yours"
        elif _WATCH_ANY.search(t):
            out["face_up_watcher"] = "any"
    if "with x" in low and _X_COUNTERS.search(t):
        out["enters_with_x_counters"] = True
    if "manifest dread" in low and _DREAD.search(t):
        out["manifest_dread_watcher"] = True
    if "manifest" in low or "face-down" in low or "face up" in low:
        abilities = [a for a, pattern in _ABILITY_TEXTS if pattern.search(t)]
        if abilities:
            out["abilities"] = abilities
    return out


def derive(name: str, text: str | None) -> dict:
    """Costs, keywords and hints as facts-dict entries (empty entries left out)."""
    if not text:
        return {}
    out: dict = dict(face_down_costs(text))
    kws = keyword_abilities(text)
    if kws:
        out["keywords"] = kws
    h = hints(name, text)
    if h:
        out["hints"] = h
    return out


def braced_mana_cost(text: str | None) -> str | None:
    """Cockatrice / Forge costs in `{}` form: `3GG` -> `{3}{G}{G}`, `4 W W` -> `{4}{W}{W}`,
    Cockatrice's hybrids `1G/WG/W` -> `{1}{G/W}{G/W}`, `3{G/W}{G/W}` stays braced; empty -> None.
    ManaCostError (a ValueError) for text that is not a cost."""
    return to_mana_text(parse_any_cost(text))
