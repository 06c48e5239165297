"""Forge card scripts (`cardsfolder/x/name.txt`) -> facts. Only the printed facts and the `Oracle:`
line (for keyword costs and hints) are read; Forge's ability scripts are ignored."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from tabletop.model.cards import CardFacts, CardFactsError
from tabletop.model.limits import MAX_FORGE_SCRIPT_BYTES
from tabletop.model.mana import parse_mana_cost

from .errors import CardImportError, Skip, skip_record
from .text import derive
from .textfile import open_text, read_whole

SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing", "Elite", "Host")
CARD_TYPES = ("Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant",
              "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery",
              "Tribal", "Vanguard")
_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_LAYOUTS = {"DoubleFaced": "transform", "Modal": "modal_dfc", "Split": "split", "Flip": "flip",
            "Adventure": "adventure", "Meld": "meld"}


def type_line(words: str) -> str:
    """Forge's `Legendary Creature Angel` -> `Legendary Creature — Angel`."""
    parts = words.split()
    main = [w for w in parts if w in SUPERTYPES or w in CARD_TYPES]
    sub = [w for w in parts if w not in SUPERTYPES and w not in CARD_TYPES]
    return " ".join(main) + (" — " + " ".join(sub) if sub else "")


def mana_cost(text: str | None) -> str | None:
    if not text or text.strip() == "no cost":
        return None
    out = []
    for part in text.split():
        if len(part) == 2 and part.isalpha():  # hybrid "GW" -> {G/W}
            part = part[0] + "/" + part[1]
        out.append("{" + part + "}")
    return "".join(out)


def _fields(block: list[str]) -> dict:
    d: dict = {}
    for line in block:
        key, sep, value = line.partition(":")
        if sep and key in ("Name", "ManaCost", "Types", "PT", "Loyalty", "Colors", "Oracle",
                           "AlternateMode"):
            d.setdefault(key, value.strip())
    return d


def oracle(d: dict) -> str:
    """The `Oracle:` line as text (Forge writes line breaks as `\\n`)."""
    return d.get("Oracle", "").replace("\\n", "\n").strip()


def _face(d: dict) -> dict:
    face: dict = {"name": d["Name"]}
    cost = mana_cost(d.get("ManaCost"))
    if cost:
        face["mana_cost"] = cost
    face["type_line"] = type_line(d.get("Types", ""))
    if "/" in d.get("PT", ""):
        face["power"], face["toughness"] = d["PT"].split("/", 1)
    if d.get("Loyalty"):
        face["loyalty"] = d["Loyalty"]
    if d.get("Colors"):
        colors = [_COLOR_WORDS[c] for c in d["Colors"].split(",") if c in _COLOR_WORDS]
        parsed = parse_mana_cost(cost)
        if sorted(colors) != sorted(parsed.colors if parsed else []):
            face["colors"] = colors
    if oracle(d):
        face["oracle_text"] = oracle(d)
    return face


def read_script(path: Path, skip: Skip = None) -> dict | None:
    """One Forge card script -> a facts dict (None if its card cannot be read and `skip` takes
    it)."""
    try:
        with open_text(path) as fh:
            lines = read_whole(fh, path, MAX_FORGE_SCRIPT_BYTES, "Forge card scripts") \
                .splitlines()
    except UnicodeDecodeError as exc:
        raise CardImportError(path, f"not UTF-8 text (byte 0x{exc.object[exc.start]:02x})") \
            from None
    blocks: list[list[str]] = []
    cur: list[str] = []
    for line in lines:
        if line.strip() == "ALTERNATE":
            blocks.append(cur)
            cur = []
        else:
            cur.append(line)
    blocks.append(cur)
    parsed = [_fields(b) for b in blocks]
    if not parsed[0].get("Name"):
        raise CardImportError(path, "line 1: not a Forge card script (no Name:)")
    front = parsed[0]
    layout = _LAYOUTS.get(front.get("AlternateMode", ""), "normal")
    try:
        faces = [_face(p) for p in parsed if p.get("Name")]
    except ValueError as exc:
        skip_record(skip, path, f"card {front['Name'][:80]!r}", str(exc))
        return None
    if layout in ("transform", "modal_dfc", "meld") and len(faces) > 1:
        facts: dict = {"name": " // ".join(f["name"] for f in faces[:2]),
                       "card_faces": faces[:2],
                       "type_line": " // ".join(f["type_line"] for f in faces[:2])}
    else:
        facts = dict(faces[0])
    facts["layout"] = layout
    derived = derive(front["Name"], oracle(front))
    for key in ("morph", "megamorph", "disguise", "keywords", "hints"):
        if key in derived:
            facts[key] = derived[key]
    try:
        CardFacts.from_dict(facts)
    except CardFactsError as exc:
        skip_record(skip, path, f"card {front['Name'][:80]!r}", str(exc))
        return None
    return facts


def iter_file(path: Path, progress=None, skip: Skip = None) -> Iterator[dict]:
    facts = read_script(path, skip)
    if facts is not None:
        yield facts


def looks_like(head: str) -> bool:
    return head.startswith("Name:")
