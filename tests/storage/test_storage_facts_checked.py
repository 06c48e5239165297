"""The loader reads a save's card facts with `CardFacts.from_dict(d, checked=True)`, which
leaves out the bounds the save schema (`schema.Facts`) has already checked: that is right only
while the two agree. For every field, values at and beyond its bounds (and of the wrong type):
whatever the schema accepts reads the same with and without `checked`, and what `from_dict`
refuses for its bounds the schema refuses too."""

from __future__ import annotations

import pytest
from pydantic import TypeAdapter, ValidationError

from tabletop.model.cards import CardFacts, CardFactsError
from tabletop.model.limits import MAX_RULES_TEXT, MAX_SHORT, MAX_TYPE_LINE, MAX_URL
from tabletop.storage import schema as S

BASE = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
        "power": "2", "toughness": "2"}
FACE = {"name": "Front", "mana_cost": "{G}", "type_line": "Creature — Elf", "power": "1",
        "toughness": "1"}


def _texts(lo: int, hi: int) -> list:
    return ["x" * n for n in sorted({max(lo - 1, 0), lo, hi, hi + 1})] + [None, 3, ["x"]]


def _cases():
    short = _texts(1, MAX_SHORT)
    for key in ("layout", "power", "toughness", "loyalty", "set", "collector_number",
                "flavor_name", "scryfall_id", "morph", "megamorph", "disguise"):
        for v in short:
            yield {**BASE, key: v}
    for key, hi in (("mana_cost", MAX_SHORT), ("type_line", MAX_TYPE_LINE),
                    ("oracle_text", MAX_RULES_TEXT)):
        for v in _texts(0, hi) + ["x" * (MAX_SHORT + 1)]:
            yield {**BASE, key: v}
    for key in ("name", "mana_cost", "type_line", "power", "toughness", "loyalty",
                "oracle_text"):
        hi = MAX_RULES_TEXT if key == "oracle_text" else MAX_SHORT
        for v in _texts(0 if key in ("mana_cost", "type_line", "oracle_text") else 1, hi):
            yield {**BASE, "card_faces": [FACE, {**FACE, key: v}]}
            yield {**BASE, "card_faces": [{**FACE, key: v}]}
    for n in (0, 1, 4, 5):
        yield {**BASE, "card_faces": [FACE] * n}
    for n in (100, 101):
        yield {**BASE, "keywords": ["Flying"] * n}
    for v in short:
        yield {**BASE, "keywords": [v]}
    for key, hi, most in (("names", MAX_SHORT, 50), ("printed_text", MAX_RULES_TEXT, 50)):
        for v in _texts(0 if key == "printed_text" else 1, hi):
            yield {**BASE, key: {"de": v}}
        for lang in short:
            yield {**BASE, key: {lang: "x"}} if isinstance(lang, str) else {**BASE}
        for n in (most, most + 1):
            yield {**BASE, key: {f"l{i}": "x" for i in range(n)}}
    for url in ("https://a.example/c.jpg", "http://a", "ftp://a.example/c.jpg",
                "https://" + "x" * (MAX_URL - 8), "https://" + "x" * (MAX_URL - 7), 3):
        yield {**BASE, "image_uris": {"normal": url}}
    for colors in (["W", "U"], ["X"], ["W"] * 5, ["W"] * 6):
        yield {**BASE, "colors": colors}


def _read(d: dict, checked: bool):
    try:
        return CardFacts.from_dict(d, checked=checked)
    except CardFactsError as exc:
        return f"refused: {exc}"


@pytest.fixture(scope="module")
def facts_adapter():
    return TypeAdapter(S.Facts)


def test_a_checked_read_is_the_plain_read_of_facts_the_schema_accepts(facts_adapter):
    accepted = refused = 0
    for d in _cases():
        try:
            facts_adapter.validate_python(d)
        except ValidationError:
            refused += 1
            continue
        accepted += 1
        plain = _read(d, False)
        assert _read(d, True) == plain, d
    assert accepted > 100 and refused > 100


def test_facts_the_plain_read_refuses_for_their_bounds_the_schema_refuses(facts_adapter):
    """(A card's own type line of 301 to 600 characters is the one bound the schema does not
    have; the checked read keeps it, see the test above.)"""
    bounds = ("must be text", "at most", "too long", "must be an object", "must be a list",
              "http or https")
    seen = 0
    for d in _cases():
        plain = _read(d, False)
        if not isinstance(plain, str) or not any(b in plain for b in bounds) or (
                plain.endswith("type_line is too long") and "card_faces" not in d):
            continue
        seen += 1
        with pytest.raises(ValidationError):
            facts_adapter.validate_python(d)
    assert seen > 50
