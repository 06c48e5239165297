"""Tokens to create: the bundled common tokens and every token of the imported card data.

    list_tokens(query="", db=None) -> [facts dict, ...]

Each is a token's facts in the save's facts shape (`tabletop.model.cards.CardFacts`): name,
type_line, colors, power and toughness (creatures), oracle_text, layout "token". The bundled ones
(`resources/cards/tokens.json`) are made by `python3 -m tabletop.carddata.generate` from
Cockatrice's token file: the tokens most cards make, each variant on its own (a 1/1 white Soldier
and a 1/1 Soldier with lifelink are two entries). The imported ones are the cards of the user's
database whose layout is "token" (importers keep tokens, not as cards of a deck).

A query keeps the tokens whose name, type line, rules text, P/T or colour words hold every word
of it, in any order ("soldier 1/1", "flying spirit", "treasure"); case and accents don't matter.
"""

from __future__ import annotations

import json
from functools import lru_cache

from tabletop.model.mana import COLORS
from tabletop.resources import resource

from .bundled import FORMAT, bundled_cards, bundled_index, name_key

TOKENS_FILE = ("cards", "tokens.json")
TOKEN_LAYOUT = "token"
COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
# the fields a token is told apart by (two entries with the same are one token)
IDENTITY = ("name", "type_line", "colors", "power", "toughness", "loyalty", "oracle_text")


def identity(facts: dict) -> str:
    """What makes two token entries the same token (not where they were printed)."""
    return json.dumps([facts.get(k) for k in IDENTITY], ensure_ascii=False)


@lru_cache(maxsize=1)
def bundled_tokens() -> tuple[dict, ...]:
    """The bundled common tokens, in the file's order (by name, the most made variant first)."""
    with open(resource(*TOKENS_FILE), encoding="utf-8") as fh:
        doc = json.load(fh)
    if doc.get("format") != FORMAT:
        raise ValueError(f"{resource(*TOKENS_FILE)}: not a {FORMAT} file")
    return tuple(doc["tokens"])


def token_facts(facts: dict) -> dict:
    """A token's facts as the save holds them: layout "token", `colors` always there (an empty
    list for a colourless token)."""
    out = dict(facts)
    out["layout"] = TOKEN_LAYOUT
    if "colors" not in out and not out.get("card_faces"):
        out["colors"] = []
    return out


def search_key(facts: dict) -> str:
    """The text a query is matched in: name, type line, rules text, P/T and colour words."""
    colors = facts.get("colors") or []
    parts = [facts.get("name") or "", facts.get("type_line") or "",
             facts.get("oracle_text") or ""]
    for face in facts.get("card_faces") or []:
        parts += [face.get("name") or "", face.get("oracle_text") or ""]
    if facts.get("power") is not None:
        parts.append(f"{facts['power']}/{facts.get('toughness')}")
    parts += [COLOR_WORDS[c] for c in COLORS if c in colors] or ["colorless"]
    return name_key(" ".join(parts))


def matches(facts: dict, query: str) -> bool:
    words = name_key(query).split()
    key = search_key(facts)
    return all(w in key for w in words)


def list_tokens(query: str = "", db=None) -> list[dict]:
    """The tokens one may create: the bundled ones, then those of the card database `db` (a
    `CardDatabase`, or None: bundled only) that are not the same token, sorted by name (a name's
    most made variant first); those that match `query` (every word, anywhere)."""
    seen: set[str] = set()
    out: list[tuple[str, int, dict]] = []
    imported = db.tokens() if db is not None else []
    for rank, facts in enumerate([*bundled_tokens(), *imported]):
        facts = token_facts(facts)
        key = identity(facts)
        if key in seen:
            continue
        seen.add(key)
        if query and not matches(facts, query):
            continue
        out.append((name_key(facts.get("name") or ""), rank, facts))
    out.sort(key=lambda t: (t[0], t[1]))
    return [facts for _k, _r, facts in out]


def cards_and_tokens(db=None, first=()):
    """A lookup `name -> facts dict | None` for a card or a token named anywhere (a position
    text, `tabletop.storage.position`): the facts of `first` (an iterable of facts dicts, e.g.
    the facts of a save) by name, then the card database `db` (None: the bundled facts; any
    language, a face's name), then the tokens (`list_tokens(db=db)`: bundled, then imported; a
    name's most made variant). Names are compared as `name_key` compares them."""
    mine: dict[str, dict] = {}
    for d in first:
        mine.setdefault(name_key(d["name"]), d)
    tokens: dict[str, dict] | None = None

    def find(name: str) -> dict | None:
        nonlocal tokens
        key = name_key(name)
        if key in mine:
            return mine[key]
        if db is not None:
            d = db.find_dict(name)
        else:
            english = bundled_index().get(key)
            d = bundled_cards()[english] if english else None
        if d is not None:
            return d
        if tokens is None:
            tokens = {}
            for t in list_tokens(db=db):
                tokens.setdefault(name_key(t["name"]), t)
        return tokens.get(key)
    return find


__all__ = ["TOKEN_LAYOUT", "bundled_tokens", "cards_and_tokens", "identity", "list_tokens",
           "matches", "search_key", "token_facts"]
