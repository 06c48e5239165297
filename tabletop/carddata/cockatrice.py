"""Cockatrice card databases (`cards.xml`, `tokens.xml`, spoiler files; schema v3 and v4) -> facts.

One card per name, even when a file lists the card once per printing (the first one wins).
Double-faced cards are two `<card>` entries linked by `<related attach="transform">`; they are put
back together as one card with both faces. The printing's `picURL` (v4 also `picurl`), when it is
an http(s) address, is kept as the card's image (`image_uris.normal`).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

from tabletop.model.cards import CardFacts, CardFactsError
from tabletop.model.limits import MAX_IMPORT_CARDS, MAX_URL
from tabletop.model.mana import COLORS, parse_mana_cost

from .errors import CardImportError, Skip, skip_record
from .text import braced_mana_cost, derive
from .textfile import open_binary


def _text(el: ET.Element | None, tag: str) -> str | None:
    if el is None:
        return None
    child = el.find(tag)
    return child.text.strip() if child is not None and child.text else None


def _prop(card: ET.Element, tag: str) -> str | None:
    return _text(card.find("prop"), tag) or _text(card, tag)


def _face(card: ET.Element) -> dict:
    name = _text(card, "name")
    if not name:
        raise ValueError("a card without a name")
    face: dict = {"name": name}
    cost = braced_mana_cost(_prop(card, "manacost"))  # ManaCostError is a ValueError
    if cost:
        face["mana_cost"] = cost
    face["type_line"] = _prop(card, "type") or _prop(card, "maintype") or ""
    pt = _prop(card, "pt")
    if pt and "/" in pt:
        face["power"], face["toughness"] = (p.strip() for p in pt.split("/", 1))
    loyalty = _prop(card, "loyalty")
    if loyalty:
        face["loyalty"] = loyalty
    colors_text = _prop(card, "colors")
    if colors_text is None:  # v3: one <color> element per colour
        colors_text = "".join((c.text or "") for c in card.findall("color"))
    colors = [c for c in COLORS if c in (colors_text or "")]
    parsed = parse_mana_cost(cost)
    if sorted(colors) != sorted(parsed.colors if parsed else []):
        face["colors"] = colors
    return face


def _card_elements(path: Path) -> Iterator[ET.Element]:
    """Each `<card>` element of a Cockatrice card database file, complete, cleared once the
    caller is done with it (the file is read as it goes, never whole)."""
    source = open_binary(path)
    try:
        context = ET.iterparse(source, events=("start", "end"))
        root = None
        for event, el in context:
            if root is None:
                root = el
                if el.tag != "cockatrice_carddatabase":
                    raise CardImportError(path, "not a Cockatrice card database "
                                          f"(root element <{el.tag}>)")
                if el.get("version") not in (None, "3", "4"):
                    raise CardImportError(path, f"unknown schema version {el.get('version')}")
                continue
            if event != "end" or el.tag != "card":
                continue
            yield el
            el.clear()
            root.clear()
    except ET.ParseError as exc:
        line, col = exc.position
        raise CardImportError(path, f"line {line}, column {col}: malformed XML") from None
    except OSError as exc:
        raise CardImportError(path, exc.strerror or str(exc)) from None
    finally:
        source.close()


def _printing(el: ET.Element) -> dict:
    """The set, collector number and picture address of a card element's first `<set>`."""
    set_el = el.find("set")
    if set_el is None:
        return {"set": None, "number": None, "pic": None}
    return {"set": set_el.text.strip() if set_el.text else None, "number": set_el.get("num"),
            "pic": _pic_url(set_el.get("picURL") or set_el.get("picurl"))}


def _pic_url(value: str | None) -> str | None:
    """A `picURL` kept as the card's image: an http(s) address of at most MAX_URL characters."""
    url = (value or "").strip()
    if url.startswith(("https://", "http://")) and len(url) <= MAX_URL and url.isprintable():
        return url
    return None


def iter_file(path: Path, progress=None, skip: Skip = None) -> Iterator[dict]:
    """Facts of every card in a Cockatrice card database file. A card that cannot be read goes
    to `skip` (None: raised)."""
    cards: dict[str, dict] = {}
    seen = 0  # <card> elements read
    backs: dict[str, str] = {}  # back face name -> front face name
    for el in _card_elements(path):
        seen += 1
        try:
            face = _face(el)
        except ValueError as exc:
            name = _text(el, "name")
            where = f"card {seen}" + (f" ({name[:80]!r})" if name else "")
            skip_record(skip, path, where, str(exc))
            continue
        name = face["name"]
        if name not in cards:
            if len(cards) >= MAX_IMPORT_CARDS:
                raise CardImportError(path, f"more than {MAX_IMPORT_CARDS:,} cards; an "
                                      "import holds at most that many")
            cards[name] = {"face": face, "text": _text(el, "text") or "",
                           "token": _text(el, "token") == "1", **_printing(el)}
            for rel in el.findall("related"):
                if rel.get("attach") == "transform" and rel.text:
                    backs.setdefault(rel.text.strip(), name)
            if progress and len(cards) % 2000 == 0:
                progress(len(cards))
    fronts = {f: b for b, f in backs.items() if b in cards and f in cards and f not in backs}
    for name, c in cards.items():
        if name in backs and backs[name] in fronts:
            continue  # emitted with its front face
        facts = _facts(c, cards[fronts[name]] if name in fronts else None)
        try:
            CardFacts.from_dict(facts)
        except CardFactsError as exc:
            skip_record(skip, path, f"card {name[:80]!r}", str(exc))
            continue
        yield facts


def _facts(c: dict, back: dict | None) -> dict:
    face = dict(c["face"])
    if c["text"]:
        face["oracle_text"] = c["text"]
    name = face["name"]
    if back is not None:
        faces = [face, dict(back["face"])]
        if back["text"]:
            faces[1]["oracle_text"] = back["text"]
        facts: dict = {"name": f"{name} // {faces[1]['name']}", "card_faces": faces,
                       "type_line": " // ".join(f["type_line"] for f in faces),
                       "layout": "transform"}
    else:
        if c["token"] and name.endswith(" Token"):
            name = name[: -len(" Token")]  # Scryfall's token names: "Thopter", not "Thopter Token"
        facts = {"name": name}
        face.pop("name")
        facts.update(face)
        facts["layout"] = "token" if c["token"] else "normal"
    derived = derive(name, c["text"])
    for key in ("morph", "megamorph", "disguise", "keywords", "hints"):
        if key in derived:
            facts[key] = derived[key]
    if c["set"]:
        facts["set"] = c["set"].upper()
    if c["number"]:
        facts["collector_number"] = c["number"]
    if c.get("pic"):
        facts["image_uris"] = {"normal": c["pic"]}
    return facts


def iter_tokens(path: Path, skip: Skip = None) -> Iterator[tuple[dict, int]]:
    """Every token of a Cockatrice token file (`tokens.xml`), each variant on its own (the file
    tells same-named variants apart by trailing spaces: a 1/1 white Soldier and a 1/1 red and
    white Soldier with haste), with how many cards make it (its `<reverse-related>` entries).
    Only real tokens: a type line that starts with "Token" (not emblems, counters, states)."""
    seen = 0
    for el in _card_elements(path):
        seen += 1
        if seen > MAX_IMPORT_CARDS:
            raise CardImportError(path, f"more than {MAX_IMPORT_CARDS:,} cards; an "
                                  "import holds at most that many")
        is_token = _text(el, "token") == "1"
        try:
            face = _face(el) if is_token else None
        except ValueError as exc:
            skip_record(skip, path, f"card {seen}", str(exc))
            face = None
        if face is None or face["type_line"].split(" ")[0] != "Token":
            continue
        facts = _facts({"face": face, "text": _text(el, "text") or "", "token": True,
                        **_printing(el)}, None)
        facts["colors"] = face.get("colors", [])
        try:
            CardFacts.from_dict(facts)
        except CardFactsError as exc:
            skip_record(skip, path, f"card {face['name'][:80]!r}", str(exc))
        else:
            yield facts, len(el.findall("reverse-related"))


def looks_like(head: str) -> bool:
    return "<cockatrice_carddatabase" in head
