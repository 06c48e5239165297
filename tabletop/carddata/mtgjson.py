"""MTGJSON files -> card facts: set files, AtomicCards and AllPrintings (with or without the
`{"meta", "data"}` wrapper). Localized names come from `foreignData`.

Multi-face cards are listed once per face (`side` a, b); their faces are put back together.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TypeGuard

from tabletop import safeio
from tabletop.model.cards import FACE_SEPARATOR, CardFacts
from tabletop.model.limits import MAX_WHOLE_CARD_FILE_BYTES
from tabletop.model.mana import parse_mana_cost

from .errors import CardImportError, Skip, skip_record
from .jsonstream import JSONStreamError, iter_members
from .scryfall import ODD_SET_TYPES, normalize_layout
from .text import derive
from .textfile import open_text, read_whole

LANGUAGES = {"German": "de", "Spanish": "es", "French": "fr", "Italian": "it", "Japanese": "ja",
             "Korean": "ko", "Portuguese (Brazil)": "pt", "Portuguese": "pt", "Russian": "ru",
             "Chinese Simplified": "zh", "Chinese Traditional": "zh-Hant", "Hebrew": "he",
             "Latin": "la", "Ancient Greek": "grc", "Arabic": "ar", "Sanskrit": "sa",
             "Phyrexian": "ph"}


def iter_file(path: Path, progress=None, skip: Skip = None) -> Iterator[dict]:
    """Facts of every card of an MTGJSON file. Files with the `{"meta", "data"}` wrapper are
    streamed one set (AllPrintings) or one card (AtomicCards) at a time. A card that cannot be
    read goes to `skip` (None: raised)."""
    found = 0
    try:
        with open_text(path) as fh:
            for n, (key, value) in enumerate(iter_members(fh, "data"), 1):
                if key in ("cards", "tokens") and isinstance(value, list):  # a set file
                    found += 1
                    yield from _set({key: value}, path, "data.", skip)
                elif _is_faces(value):  # AtomicCards: name -> faces
                    found += 1
                    yield from _checked(path, f"data[{key!r}]", value, None, skip)
                elif isinstance(value, dict) and isinstance(value.get("cards"), list):
                    found += 1  # AllPrintings: set code -> set
                    yield from _set(value, path, f"data.{key}.", skip)
                    if progress:
                        progress(key)
                if progress and n % 5000 == 0:
                    progress(n)
    except JSONStreamError as exc:
        raise CardImportError(path, str(exc)) from None
    if found:
        return
    # no "data" wrapper (MTGJSON's own test files): small, read whole
    with open_text(path) as fh:
        text = read_whole(fh, path, MAX_WHOLE_CARD_FILE_BYTES,
                          'MTGJSON files without their {"meta", "data"} wrapper')
    try:
        doc = safeio.parse_json(text, path, max_depth=100, max_string=None)
    except safeio.FileRefused as exc:
        raise CardImportError(path, exc.reason) from None
    data = doc.get("data", doc) if isinstance(doc, dict) else None
    if isinstance(data, dict) and isinstance(data.get("cards"), list):
        yield from _set(data, path, "", skip)
    elif isinstance(data, dict) and data and all(isinstance(v, list) for v in data.values()):
        for name, faces in data.items():
            yield from _checked(path, f"[{name!r}]", faces, None, skip)
    else:
        raise CardImportError(path, "not an MTGJSON set, AtomicCards or AllPrintings file")


def _is_faces(value: object) -> TypeGuard[list[dict]]:
    return isinstance(value, list) and bool(value) and all(
        isinstance(v, dict) and "name" in v and "layout" in v for v in value)


def _set(s: dict, path: Path, prefix: str = "", skip: Skip = None) -> Iterator[dict]:
    code = s.get("code")
    for key in ("cards", "tokens"):
        groups: dict[str, list] = {}
        for i, c in enumerate(s.get(key) or []):
            if not isinstance(c, dict) or not isinstance(c.get("name"), str):
                skip_record(skip, path, f"{prefix}{key}[{i}]", "a card without a name")
                continue
            faces = groups.setdefault(c["name"], [])
            side = c.get("side")
            if not any(f.get("side") == side for f in faces):
                faces.append(c)
        for name, faces in groups.items():
            for facts in _checked(path, f"{prefix}{key} {name!r}", faces, code, skip):
                if s.get("type") in ODD_SET_TYPES:
                    facts["_odd"] = True  # importer.ODD: a normal printing of the card wins
                yield facts


def _checked(path: Path, where: str, faces: list, code: str | None,
             skip: Skip = None) -> Iterator[dict]:
    """The facts of one card (none if it cannot be read and `skip` takes it)."""
    try:
        facts = card_to_facts(faces, code)
        normalize_layout(facts)
        CardFacts.from_dict(facts)  # CardFactsError is a ValueError
    except (ValueError, TypeError, KeyError, AttributeError, IndexError) as exc:
        skip_record(skip, path, where, str(exc))
        return
    yield facts


def _face(c: dict) -> dict:
    face: dict = {"name": c.get("faceName") or c["name"]}
    if c.get("manaCost"):
        face["mana_cost"] = c["manaCost"]
    face["type_line"] = c.get("type") or ""
    for src, dst in (("power", "power"), ("toughness", "toughness"), ("loyalty", "loyalty")):
        if c.get(src) not in (None, ""):
            face[dst] = str(c[src])
    colors = c.get("colors")
    if colors is None:
        colors = c.get("colorIndicator")
    cost = parse_mana_cost(face.get("mana_cost"))
    if colors is not None and sorted(colors) != sorted(cost.colors if cost else []):
        face["colors"] = list(colors)
    if isinstance(c.get("text"), str) and c["text"]:
        face["oracle_text"] = c["text"]
    return face


def card_to_facts(faces: list[dict], set_code: str | None = None) -> dict:
    """The faces of one MTGJSON card (one entry per face) -> a facts dict with `names`."""
    faces = sorted(faces, key=lambda f: f.get("side") or "a")
    first = faces[0]
    name = first["name"]
    layout = first.get("layout") or "normal"
    facts: dict = {"name": name}
    if len(faces) > 1:  # double-faced, split, flip, adventure: every face, front first
        facts["card_faces"] = [_face(f) for f in faces]
        facts["type_line"] = " // ".join(f["type_line"] for f in facts["card_faces"])
    else:
        f = _face(first)
        f.pop("name")
        facts.update(f)
    facts["layout"] = layout
    derived = derive(first.get("faceName") or name, first.get("text") or "")
    for key in ("morph", "megamorph", "disguise", "keywords", "hints"):
        if key in derived:
            facts[key] = derived[key]
    names = _names(faces)
    if names:
        facts["names"] = names
    code = set_code or first.get("setCode")
    if code:
        facts["set"] = str(code).upper()
    if first.get("number"):
        facts["collector_number"] = str(first["number"])
    printed = _printed_texts(faces)
    if printed:
        facts["printed_text"] = printed
    if isinstance(first.get("flavorName"), str) and first["flavorName"]:
        facts["flavor_name"] = first["flavorName"]
    ids = first.get("identifiers")
    if isinstance(ids, dict) and isinstance(ids.get("scryfallId"), str) and ids["scryfallId"]:
        facts["scryfall_id"] = ids["scryfallId"]
    return facts


def _printed_texts(faces: list[dict]) -> dict:
    """`foreignData[].text` by language; a multi-faced card's faces joined with
    FACE_SEPARATOR."""
    per_lang: dict[str, list[str]] = {}
    for n, face in enumerate(faces):
        for fd in face.get("foreignData") or []:
            lang = LANGUAGES.get(fd.get("language"))
            text = fd.get("text")
            if lang and isinstance(text, str) and text:
                parts = per_lang.setdefault(lang, [""] * len(faces))
                if not parts[n]:
                    parts[n] = text
    return {lang: FACE_SEPARATOR.join(parts) if len(parts) > 1 else parts[0]
            for lang, parts in per_lang.items()}


def _names(faces: list[dict]) -> dict:
    per_lang: dict[str, list[str]] = {}
    for face in faces:
        for fd in face.get("foreignData") or []:
            lang = LANGUAGES.get(fd.get("language"))
            if not lang:
                continue
            n = fd.get("faceName") if len(faces) > 1 and fd.get("faceName") else fd.get("name")
            if isinstance(n, str) and n and n not in per_lang.setdefault(lang, []):
                per_lang[lang].append(n)
    out = {}
    for lang, parts in per_lang.items():
        out[lang] = " // ".join(parts) if len(parts) > 1 and " // " not in parts[0] else parts[0]
    return out


def looks_like(doc_head: str) -> bool:
    return '"meta"' in doc_head or '"data"' in doc_head or '"baseSetSize"' in doc_head
