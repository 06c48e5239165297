"""Scryfall card objects -> card facts (one card object, a list / search page, or a bulk file).

Bulk files are streamed (`jsonstream.iter_array`); a search page or a single card is small and read
whole. Localized printings (`lang` other than `en`) add their `printed_name` to `names`.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from tabletop import safeio
from tabletop.model.cards import FACE_SEPARATOR, LAYOUTS, CardFacts
from tabletop.model.limits import MAX_WHOLE_CARD_FILE_BYTES
from tabletop.model.mana import parse_mana_cost

from .errors import CardImportError, Skip, skip_record
from .jsonstream import JSONStreamError, iter_array
from .text import derive
from .textfile import open_text, read_head, read_whole

# Scryfall language codes -> ours (zh is Simplified Chinese, as in the seeds)
LANGS = {"de": "de", "es": "es", "fr": "fr", "it": "it", "ja": "ja", "ko": "ko", "pt": "pt",
         "ru": "ru", "zhs": "zh", "zht": "zh-Hant", "he": "he", "la": "la", "grc": "grc",
         "ar": "ar", "sa": "sa", "ph": "ph"}
_FACE_KEYS = ("name", "mana_cost", "type_line", "power", "toughness", "loyalty")
_SKIP_LAYOUTS = ("art_series",)
# set types whose printings are not the card's facts when another printing is there
ODD_SET_TYPES = ("memorabilia", "token")


def _face(raw: dict) -> dict:
    face = {k: raw[k] for k in _FACE_KEYS if raw.get(k) not in (None, "")}
    if isinstance(raw.get("oracle_text"), str) and raw["oracle_text"]:
        face["oracle_text"] = raw["oracle_text"]
    colors = raw.get("colors")
    if colors is None:
        colors = raw.get("color_indicator")
    face["_colors"] = colors
    return face


def _colors_entry(face: dict, fallback=None) -> None:
    """Keep `colors` only where the mana cost does not already say it (Dryad Arbor, back faces)."""
    colors = face.pop("_colors", None)
    if colors is None:
        colors = fallback
    if colors is None:
        return
    cost = parse_mana_cost(face.get("mana_cost"))
    derived = cost.colors if cost else []
    if sorted(colors) != sorted(derived):
        face["colors"] = list(colors)


def card_to_facts(card: dict) -> dict | None:
    """One Scryfall card object -> a facts dict with `names`; None for non-cards (art series)."""
    if not isinstance(card, dict) or card.get("object", "card") != "card":
        return None
    name = card.get("name")
    if not isinstance(name, str) or not name:
        raise ValueError("a card object without a name")
    layout = card.get("layout") or "normal"
    if layout in _SKIP_LAYOUTS:
        return None
    if layout == "reversible_card":
        card = _one_side(card)
        name = card["name"]
    raw_faces = card.get("card_faces") or []
    texts = []
    facts: dict = {"name": name}
    if raw_faces:  # double-faced, split, flip, adventure: every face, front first
        faces = []
        for rf in raw_faces:
            f = _face(rf)
            _colors_entry(f)
            faces.append(f)
            texts.append((rf.get("name") or name, rf.get("oracle_text") or ""))
        facts["card_faces"] = faces
        facts["type_line"] = card.get("type_line") or " // ".join(
            f.get("type_line", "") for f in faces)
    else:
        f = _face(card)
        _colors_entry(f)
        f.pop("name", None)
        facts.update(f)
        texts.append((name, card.get("oracle_text") or ""))
    facts["layout"] = layout
    derived = derive(*texts[0]) if texts else {}  # the front face: what it has face up
    for key in ("morph", "megamorph", "disguise", "keywords", "hints"):
        if key in derived:
            facts[key] = derived[key]
    names = _localized(card, raw_faces)
    if names:
        facts["names"] = names
    if card.get("set"):
        facts["set"] = str(card["set"]).upper()
    if card.get("collector_number"):
        facts["collector_number"] = str(card["collector_number"])
    if card.get("set_type") in ODD_SET_TYPES:
        facts["_odd"] = True  # importer.ODD: a normal printing of the card wins
    _text_fields(card, raw_faces, facts)
    return facts


def _one_side(card: dict) -> dict:
    """A reversible card (Secret Lair: the same card printed on both sides, named `A // A`) as
    the card on its sides: the front face's facts, name and printed name, layout kept so that a
    normal printing of the card wins (`importer.ODD_LAYOUTS`)."""
    faces = [f for f in card.get("card_faces") or [] if isinstance(f, dict)]
    names = {f.get("name") for f in faces}
    if not faces or len(names) != 1 or not isinstance(faces[0].get("name"), str):
        return card  # two different cards back to back: kept as printed
    side = {k: v for k, v in card.items() if k != "card_faces"}
    for key in ("mana_cost", "type_line", "power", "toughness", "loyalty", "colors",
                "color_indicator", "printed_name", "oracle_text", "printed_text",
                "flavor_name", "image_uris"):
        side.pop(key, None)
    side.update(faces[0])
    side.pop("object", None)
    return side


def _text_fields(card: dict, raw_faces: list, facts: dict) -> None:
    """The printed text of a localized printing, the flavor name, the Scryfall id and the
    `normal` image (the card's, or its front face's)."""
    lang = LANGS.get(card.get("lang") or "en")
    printed = card.get("printed_text")
    if not printed and raw_faces:
        parts = [f.get("printed_text") for f in raw_faces]
        if any(parts):
            printed = FACE_SEPARATOR.join(p or "" for p in parts)
    if lang and isinstance(printed, str) and printed:
        facts["printed_text"] = {lang: printed}
    if isinstance(card.get("flavor_name"), str) and card["flavor_name"]:
        facts["flavor_name"] = card["flavor_name"]
    if isinstance(card.get("id"), str) and card["id"]:
        facts["scryfall_id"] = card["id"]
    images = card.get("image_uris")
    if not isinstance(images, dict) and raw_faces and isinstance(raw_faces[0], dict):
        images = raw_faces[0].get("image_uris")
    normal = images.get("normal") if isinstance(images, dict) else None
    if isinstance(normal, str) and normal.startswith(("https://", "http://")):
        facts["image_uris"] = {"normal": normal}


def _localized(card: dict, raw_faces: list) -> dict:
    lang = LANGS.get(card.get("lang") or "en")
    if lang is None:
        return {}
    printed = card.get("printed_name")
    if not printed and raw_faces:
        parts = [f.get("printed_name") for f in raw_faces]
        if all(parts):
            printed = " // ".join(parts)
    return {lang: printed} if printed else {}


def iter_file(path: Path, progress=None, skip: Skip = None) -> Iterator[dict]:
    """Facts of every card in a Scryfall JSON file: a card object, a list or search page, or a
    bulk array (streamed). A card object that cannot be read goes to `skip` (None: raised)."""
    with open_text(path) as fh:
        head = read_head(path, 64)
        if head.startswith("["):
            try:
                for n, card in enumerate(iter_array(fh), 1):
                    yield from _one(card, path, f"record {n}", skip)
                    if progress and n % 2000 == 0:
                        progress(n)
            except JSONStreamError as exc:
                raise CardImportError(path, str(exc)) from None
            return
        text = read_whole(fh, path, MAX_WHOLE_CARD_FILE_BYTES,
                          "Scryfall files other than bulk arrays")
    try:
        doc = safeio.parse_json(text, path, max_depth=100, max_string=None)
    except safeio.FileRefused as exc:
        raise CardImportError(path, exc.reason) from None
    if isinstance(doc, dict) and doc.get("object") == "list":
        if not isinstance(doc.get("data"), list):
            raise CardImportError(path, "a Scryfall list whose 'data' is not a list of cards")
        for n, card in enumerate(doc["data"], 1):
            yield from _one(card, path, f"data[{n - 1}]", skip)
    elif isinstance(doc, dict) and doc.get("object") == "card":
        yield from _one(doc, path, "the card object", skip)
    else:
        raise CardImportError(path, "not a Scryfall card, list or bulk file")


def _one(card, path: Path, where: str, skip: Skip = None) -> Iterator[dict]:
    try:
        facts = card_to_facts(card)
        if facts is not None:
            normalize_layout(facts)
            CardFacts.from_dict(facts)  # CardFactsError is a ValueError
    except (ValueError, TypeError, AttributeError) as exc:
        skip_record(skip, path, where, str(exc))
        return
    if facts is not None:
        yield facts


def looks_like(head: str) -> bool:
    return '"object"' in head and ('"card"' in head or '"list"' in head)


LAYOUT_FALLBACK = {"aftermath": "split", "battle": "transform"}


def normalize_layout(facts: dict) -> None:
    """Layouts newer than the model's list become the closest one it knows."""
    if facts.get("layout") not in LAYOUTS:
        facts["layout"] = LAYOUT_FALLBACK.get(str(facts.get("layout")), "normal")
