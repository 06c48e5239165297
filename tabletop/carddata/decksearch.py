"""The deck editor's search: cards by a name or rules text in any language, a type-line word, the
colours and the mana value; tokens are never found (they are no cards of a deck).

    hits = db.deck_search(DeckQuery("urnebel"))                      # a German name
    hits = db.deck_search(DeckQuery(card_type="creature", colors="G",
                                    mana_value=3, compare=Compare.LE))
    # [DeckHit(name, type_line, mana_cost, mana_value, colors, matched, lang), ...]

The card database precomputes each card's columns at import (`deck_row`: table `deckcards`,
indexed by name and mana value) so a search is a few index lookups; the bundled cards are
searched in memory. Colours: a card matches when it has any of the chosen colours ("C":
colourless cards match).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache

from tabletop.model.mana import COLORS, ManaCostError, parse_mana_cost

from .bundled import bundled_cards, bundled_name_keys, bundled_text_keys, name_key, text_key

COLORLESS = "C"
MAX_HITS = 200
TEXT_ROWS = 64  # as the database's texts_fts: rowid = card id * TEXT_ROWS + n
_TOKEN_LAYOUTS = ("token", "double_faced_token", "emblem")

DECK_SCHEMA = """
CREATE TABLE deckcards (card_id INTEGER PRIMARY KEY, name TEXT NOT NULL, type_line TEXT NOT NULL,
                        types TEXT NOT NULL, mana_cost TEXT NOT NULL, mana_value REAL NOT NULL,
                        color_bits INTEGER NOT NULL);
CREATE INDEX deckcards_name ON deckcards(name);
CREATE INDEX deckcards_mana_value ON deckcards(mana_value);
"""


class Compare(enum.StrEnum):
    """How a card's mana value is compared with the query's."""
    EQ = "="
    LE = "<="
    GE = ">="


class Rank(enum.IntEnum):
    """Why a card was found, best first."""
    NAME_START = 0
    NAME = 1
    TEXT = 2
    FILTER = 3


@dataclass(frozen=True, slots=True)
class DeckQuery:
    text: str = ""          # part of a name (any language) or words of the rules text
    card_type: str = ""     # one word of the type line: "creature", "elf", "legendary"
    colors: str = ""        # any of W U B R G, and C for colourless
    mana_value: int | None = None
    compare: Compare = Compare.EQ
    limit: int = MAX_HITS


@dataclass(frozen=True, slots=True)
class DeckRow:
    """The precomputed columns of one card."""
    type_line: str
    mana_cost: str
    mana_value: float
    color_bits: int

    @property
    def types(self) -> str:
        """The type line's words, as the type filter compares them: " legendary creature elf "."""
        return " " + text_key(self.type_line) + " "


@dataclass(frozen=True, slots=True)
class DeckHit:
    name: str        # English name
    type_line: str
    mana_cost: str
    mana_value: float
    colors: str      # "WU", "" for colourless
    matched: str = ""  # the name (any language) or text that matched
    lang: str = "en"
    rank: Rank = Rank.FILTER


def color_bits(colors: Iterable[str]) -> int:
    return sum(1 << i for i, c in enumerate(COLORS) if c in colors)


def colors_of(bits: int) -> str:
    return "".join(c for i, c in enumerate(COLORS) if bits & (1 << i))


def _cost_of(face: dict) -> tuple[str, float, list[str]]:
    text = face.get("mana_cost") or ""
    try:
        cost = parse_mana_cost(text)
    except ManaCostError:
        return text, 0.0, []
    return (cost.text, float(cost.mana_value), cost.colors) if cost else ("", 0.0, [])


def deck_row(facts: dict) -> DeckRow | None:
    """The deck editor's columns of a card's facts; None for a token or an emblem."""
    if facts.get("layout") in _TOKEN_LAYOUTS:
        return None
    faces = facts.get("card_faces") or [facts]
    costs = [_cost_of(f) for f in faces]
    parts = costs if facts.get("layout") == "split" else costs[:1]
    mana_cost = " // ".join(c[0] for c in parts if c[0])
    colors = facts.get("colors")
    if colors is None:
        colors = faces[0].get("colors")
    if colors is None:
        colors = [c for part in parts for c in part[2]]
    type_line = facts.get("type_line") or faces[0].get("type_line") or ""
    return DeckRow(type_line, mana_cost, sum(c[1] for c in parts), color_bits(colors))


# -- the database --
Run = Callable[[str, tuple], list]


def _filters(q: DeckQuery) -> tuple[str, tuple]:
    """SQL conditions on `deckcards d` for the query's type, colours and mana value."""
    parts: list[str] = []
    args: list = []
    if text_key(q.card_type):
        parts.append("d.types LIKE ?")
        args.append("% " + text_key(q.card_type) + " %")
    if q.colors:
        either = []
        bits = color_bits(q.colors)
        if bits:
            either.append("(d.color_bits & ?) != 0")
            args.append(bits)
        if COLORLESS in q.colors:
            either.append("d.color_bits = 0")
        parts.append("(" + " OR ".join(either or ["0"]) + ")")
    if q.mana_value is not None:
        parts.append(f"d.mana_value {Compare(q.compare).value} ?")
        args.append(q.mana_value)
    return "".join(" AND " + p for p in parts), tuple(args)


def _fts_phrase(key: str) -> str:
    return '"' + key.replace('"', '""') + '"'


def _db_found(run: Run, q: DeckQuery) -> dict[int, tuple[Rank, str, str]]:
    """card id -> (rank, matched, lang) of the cards the query's text finds in the database."""
    where, args = _filters(q)
    key, words, limit = name_key(q.text), text_key(q.text), q.limit
    found: dict[int, tuple[Rank, str, str]] = {}
    queries: list[tuple[Rank, str, tuple]] = [(
        Rank.NAME_START, "SELECT n.card_id, n.name, n.lang FROM names n JOIN deckcards d ON "
        f"d.card_id = n.card_id WHERE n.key >= ? AND n.key < ?{where} ORDER BY n.key LIMIT ?",
        (key, key + "\U0010ffff", *args, limit))]
    if len(key) >= 3:
        queries.append((
            Rank.NAME, "SELECT n.card_id, n.name, n.lang FROM names_fts f JOIN names n ON "
            "n.id = f.rowid JOIN deckcards d ON d.card_id = n.card_id WHERE names_fts MATCH ?"
            f"{where} LIMIT ?", (_fts_phrase(key), *args, limit)))
    if words:
        queries.append((
            Rank.TEXT, "SELECT d.card_id, snippet(texts_fts, 1, '', '', '…', 10), f.lang FROM "
            f"texts_fts f JOIN deckcards d ON d.card_id = f.rowid / {TEXT_ROWS} WHERE texts_fts "
            f"MATCH ?{where} LIMIT ?", ("text : " + _fts_phrase(words), *args, limit)))
    for rank, sql, params in queries:
        if len(found) >= limit:
            break
        for card_id, matched, lang in run(sql, params):
            found.setdefault(card_id, (rank, matched, lang))
    return found


def _db_rows(run: Run, sql_tail: str, args: tuple) -> list[tuple]:
    return run("SELECT d.card_id, d.name, d.type_line, d.mana_cost, d.mana_value, d.color_bits "
               "FROM deckcards d " + sql_tail, args)


def search_database(run: Run, q: DeckQuery) -> list[DeckHit]:
    """The database's hits for `q` (unsorted when the query has text; by name without)."""
    if not name_key(q.text):
        where, args = _filters(q)
        rows = _db_rows(run, f"WHERE 1{where} ORDER BY d.name LIMIT ?", (*args, q.limit))
        return [DeckHit(n, t, c, v, colors_of(b), n) for _i, n, t, c, v, b in rows]
    found = _db_found(run, q)
    if not found:
        return []
    ids = list(found)
    rows = _db_rows(run, f"WHERE d.card_id IN ({','.join('?' * len(ids))})", tuple(ids))
    out = []
    for card_id, n, t, c, v, b in rows:
        rank, matched, lang = found[card_id]
        out.append(DeckHit(n, t, c, v, colors_of(b), matched, lang, rank))
    return out


# -- the bundled cards --
@lru_cache(maxsize=1)
def _bundled_rows() -> dict[str, DeckRow]:
    rows = {name: deck_row(facts) for name, facts in bundled_cards().items()}
    return {name: row for name, row in rows.items() if row is not None}


def _row_matches(row: DeckRow, q: DeckQuery) -> bool:
    want_type = text_key(q.card_type)
    if want_type and " " + want_type + " " not in row.types:
        return False
    if q.colors and not (row.color_bits & color_bits(q.colors) or
                         (COLORLESS in q.colors and row.color_bits == 0)):
        return False
    if q.mana_value is None:
        return True
    return {Compare.EQ: row.mana_value == q.mana_value, Compare.LE: row.mana_value <=
            q.mana_value, Compare.GE: row.mana_value >= q.mana_value}[Compare(q.compare)]


def _bundled_found(q: DeckQuery) -> dict[str, tuple[Rank, str, str]]:
    key, words = name_key(q.text), text_key(q.text)
    if not key:
        return {name: (Rank.FILTER, name, "en") for name in _bundled_rows()}
    found: dict[str, tuple[Rank, str, str]] = {}
    for english, lang, n, nkey in bundled_name_keys():
        if key in nkey:
            rank = Rank.NAME_START if nkey.startswith(key) else Rank.NAME
            if rank < found.get(english, (Rank.FILTER,))[0]:
                found[english] = (rank, n, lang)
    padded = " " + words + " "
    for english, lang, t, tkey in bundled_text_keys():
        if words and english not in found and padded in tkey:
            found[english] = (Rank.TEXT, t, lang)
    return found


def search_bundled(q: DeckQuery) -> list[DeckHit]:
    rows = _bundled_rows()
    out = []
    for name, (rank, matched, lang) in _bundled_found(q).items():
        row = rows.get(name)
        if row is not None and _row_matches(row, q):
            out.append(DeckHit(name, row.type_line, row.mana_cost, row.mana_value,
                               colors_of(row.color_bits), matched, lang, rank))
    return out


def deck_search(run: Run | None, q: DeckQuery) -> list[DeckHit]:
    """Hits of the database (if any) and the bundled cards: names that start with the text,
    names that hold it, then rules text; shorter names first within each."""
    hits = {h.name: h for h in (search_database(run, q) if run is not None else [])}
    for h in search_bundled(q):
        hits.setdefault(h.name, h)
    if name_key(q.text):
        ordered = sorted(hits.values(), key=lambda h: (h.rank, len(h.matched), h.name))
    else:
        ordered = sorted(hits.values(), key=lambda h: h.name)
    return ordered[:q.limit]


def deck_rows_sql(card_id: int, name: str, facts: dict) -> tuple | None:
    """The `deckcards` row of a card (None for a token)."""
    row = deck_row(facts)
    if row is None:
        return None
    return (card_id, name, row.type_line, row.types, row.mana_cost, row.mana_value,
            row.color_bits)


INSERT_SQL = ("INSERT INTO deckcards (card_id, name, type_line, types, mana_cost, mana_value, "
              "color_bits) VALUES (?, ?, ?, ?, ?, ?, ?)")
