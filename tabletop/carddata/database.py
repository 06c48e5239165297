"""The card database: SQLite (standard library) with a full-text index (FTS5, trigram) of card
names in every language and one (FTS5, words) of their rules text in every language, plus the
bundled facts, which are always there.

    db = CardDatabase.open()            # the user's database (bundled facts only if none yet)
    db.find("Urnebel")                  # CardFacts of Primordial Mist, by a name in any language
    db.search("mist")                   # [SearchHit(name, matched, lang, where), ...]
    db.search("turned face up")         # ... names first, then cards whose rules text has it
    db.import_files([path], progress)   # one transaction: all files or nothing (strict), or
                                        # the readable records, the others in `skipped`
"""

from __future__ import annotations

import enum
import json
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from tabletop import safeio
from tabletop.model.cards import CardFacts
from tabletop.model.limits import MAX_IMPORT_CARDS

from .bundled import (
    all_names,
    all_texts,
    bundled_cards,
    bundled_index,
    bundled_name_keys,
    bundled_text_keys,
    name_key,
    text_key,
)
from .decksearch import DECK_SCHEMA, INSERT_SQL, DeckHit, DeckQuery, deck_rows_sql, deck_search
from .errors import CardDataError, CardImportError, RecordError
from .importer import gather, merge, read_printings, strip_private
from .paths import default_db_path

SCHEMA_VERSION = 4  # v3: the data's source and date (meta); v4: the deck editor's
_SCHEMA = """
CREATE TABLE cards (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, facts TEXT NOT NULL);
CREATE TABLE names (id INTEGER PRIMARY KEY, card_id INTEGER NOT NULL REFERENCES cards(id),
                    lang TEXT NOT NULL, name TEXT NOT NULL, key TEXT NOT NULL);
CREATE INDEX names_key ON names(key);
CREATE INDEX names_card ON names(card_id);
CREATE VIRTUAL TABLE names_fts USING fts5(key, tokenize='trigram');
"""
# v2: the rules text of every card, one row per card and language (rowid = card id * 64 + n)
_TEXT_SCHEMA = """
CREATE VIRTUAL TABLE texts_fts USING fts5(lang UNINDEXED, text,
                                          tokenize='unicode61 remove_diacritics 2');
"""
# v3: facts about the data (its source, its date, where to check for a newer one), key -> value
_META_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""
MAX_META = 2048  # characters of a meta value
TEXT_ROWS = 64  # text rows a card may have (MAX_PRINTED_TEXTS languages and its faces)


class MatchIn(enum.StrEnum):
    """Where a search hit matched."""
    NAME = "name"
    TEXT = "text"


@dataclass(frozen=True, slots=True)
class SearchHit:
    name: str     # English name of the card
    matched: str  # the name that matched (any language, any face), or the text around a match
    lang: str
    where: MatchIn = MatchIn.NAME


@dataclass(frozen=True, slots=True)
class ImportSummary:
    files: int
    records: int
    cards: int   # distinct cards read
    added: int
    updated: int
    skipped: tuple[RecordError, ...] = ()  # records that could not be read (file, record, why)


class CardDatabase:
    """Card facts by name in any language: the user's imported cards, then the bundled ones."""

    def __init__(self, conn: sqlite3.Connection | None, path: Path | None):
        self._conn = conn
        self.path = path

    @classmethod
    def open(cls, path: Path | str | None = None, create: bool = False) -> CardDatabase:
        """Open the database at `path` (default: the data folder). Without a file and without
        `create`, only the bundled facts are available."""
        path = Path(path) if path is not None else default_db_path()
        try:
            exists = path.exists()
            if exists and not path.is_file():
                raise CardDataError(f"{path}: not a card database (not a regular file)")
            if not exists and not create:
                return cls(None, path)
            if create:
                path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CardDataError(f"{exc.filename or path}: can't create the card database's "
                                f"folder: {safeio.os_reason(exc)}") from None
        conn = None
        try:
            conn = sqlite3.connect(path, isolation_level=None)
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version == 0:
                conn.executescript("BEGIN;" + _SCHEMA + _TEXT_SCHEMA + _META_SCHEMA +
                                   DECK_SCHEMA + f"PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
            elif version in _UPGRADES:
                for old in range(version, SCHEMA_VERSION):
                    _UPGRADES[old](conn)
            elif version != SCHEMA_VERSION:
                raise CardDataError(f"{path}: card database version {version} is not supported")
        except (sqlite3.DatabaseError, CardDataError) as exc:
            if conn is not None:
                conn.close()
            if isinstance(exc, CardDataError):
                raise
            if isinstance(exc, sqlite3.OperationalError):  # full disk, read-only, no access
                raise CardDataError(f"{path}: the card database can't be opened or created "
                                    f"({exc})") from None
            raise CardDataError(f"{path}: not a card database ({exc})") from None
        return cls(conn, path)

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def __enter__(self) -> CardDatabase:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- lookups --
    def find_dict(self, name: str) -> dict | None:
        """Facts dict of the card called `name` in any language (or by a face's name)."""
        key = name_key(name)
        if self._conn is not None:
            rows = self._query(
                "SELECT c.facts FROM names n JOIN cards c ON c.id = n.card_id WHERE n.key = ? "
                "ORDER BY n.lang != 'en', c.id LIMIT 1", (key,))
            row = rows[0] if rows else None
            if row:
                facts = json.loads(row[0])
                bundled = bundled_cards().get(facts["name"])
                if bundled and (bundled.get("names") or bundled.get("printed_text")):
                    # localized names and texts the import lacked
                    facts = gather(facts, {"names": bundled.get("names") or {},
                                           "printed_text": bundled.get("printed_text") or {}})
                return facts
        english = bundled_index().get(key)
        return bundled_cards()[english] if english else None

    def find(self, name: str) -> CardFacts | None:
        d = self.find_dict(name)
        return CardFacts.from_dict(d) if d is not None else None

    def search(self, text: str, limit: int = 20) -> list[SearchHit]:
        """Cards whose name (any language) contains `text`, shortest names first; then, up to
        `limit` hits in all, cards whose rules text (any language) has its words in a row."""
        hits = self.search_names(text, limit)
        if len(hits) < limit:
            seen = {h.name for h in hits}
            hits += [h for h in self.search_text(text, limit) if h.name not in seen]
        return hits[:limit]

    def search_text(self, text: str, limit: int = 20) -> list[SearchHit]:
        """Cards whose rules text (Oracle or printed, any language) holds the words of `text`
        in a row (case, accents and punctuation don't matter); shortest names first."""
        key = text_key(text)
        if not key:
            return []
        hits: dict[str, SearchHit] = {}
        if self._conn is not None:
            phrase = '"' + key.replace('"', '""') + '"'
            rows = self._query(
                "SELECT c.name, f.lang, snippet(texts_fts, 1, '', '', '…', 12) FROM texts_fts f "
                "JOIN cards c ON c.id = f.rowid / ? WHERE texts_fts MATCH ? LIMIT ?",
                (TEXT_ROWS, "text : " + phrase, limit * 4))
            for name, lang, snip in rows:
                hits.setdefault(name, SearchHit(name, snip, lang, MatchIn.TEXT))
        padded = " " + key + " "
        for english, lang, t, tkey in bundled_text_keys():
            if english not in hits and padded in tkey:
                hits[english] = SearchHit(english, _around(t, text), lang, MatchIn.TEXT)
        return sorted(hits.values(), key=lambda h: (len(h.name), h.name))[:limit]

    def search_names(self, text: str, limit: int = 20) -> list[SearchHit]:
        """Cards whose name (any language) contains `text`; shortest names first."""
        key = name_key(text)
        if not key:
            return []
        hits: dict[str, SearchHit] = {}
        if self._conn is not None:
            # names that start with the text first (an index range, cheap), then names that
            # contain it (the trigram index; no ORDER BY, so common text stops early)
            rows = self._query(
                "SELECT c.name, n.name, n.lang FROM names n JOIN cards c ON c.id = n.card_id "
                "WHERE n.key >= ? AND n.key < ? ORDER BY n.key LIMIT ?",
                (key, key + "\U0010ffff", limit * 4))
            for name, matched, lang in rows:
                hits.setdefault(name, SearchHit(name, matched, lang))
            if len(hits) < limit and len(key) >= 3:
                rows = self._query(
                    "SELECT c.name, n.name, n.lang FROM names_fts f JOIN names n ON "
                    "n.id = f.rowid JOIN cards c ON c.id = n.card_id WHERE names_fts MATCH ? "
                    "LIMIT ?", ('"' + key.replace('"', '""') + '"', limit * 4))
                for name, matched, lang in rows:
                    hits.setdefault(name, SearchHit(name, matched, lang))
        for english, lang, n, nkey in bundled_name_keys():
            if english not in hits and key in nkey:
                hits[english] = SearchHit(english, n, lang)
        ordered = sorted(hits.values(), key=lambda h: (not name_key(h.matched).startswith(key),
                                                       len(h.matched), h.name))
        return ordered[:limit]

    def deck_search(self, query: DeckQuery) -> list[DeckHit]:
        """The deck editor's search (see `decksearch`): by name or text in any language, type,
        colours and mana value; the imported cards and the bundled ones."""
        return deck_search(self._query if self._conn is not None else None, query)

    def tokens(self) -> list[dict]:
        """The facts of every imported token (layout "token"), in the order they were added."""
        if self._conn is None:
            return []
        rows = self._query("SELECT facts FROM cards WHERE facts LIKE '%\"token\"%' ORDER BY id",
                           ())
        out = []
        for (text,) in rows:
            facts = json.loads(text)
            if facts.get("layout") == "token":
                out.append(facts)
        return out

    def count(self) -> int:
        if self._conn is None:
            return 0
        return self._query("SELECT count(*) FROM cards", ())[0][0]

    def meta(self) -> dict[str, str]:
        """What the database says about its data (`download.META_*` keys); {} when nothing."""
        if self._conn is None:
            return {}
        return dict(self._query("SELECT key, value FROM meta", ()))

    def set_meta(self, values: dict[str, str | None]) -> None:
        """Set (a string) or remove (None) facts about the data, in one transaction."""
        conn = self._connection()
        rows = [(k, v[:MAX_META]) for k, v in values.items() if v is not None]
        gone = [(k,) for k, v in values.items() if v is None]
        try:
            with conn:
                conn.execute("BEGIN IMMEDIATE")
                conn.executemany("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", rows)
                conn.executemany("DELETE FROM meta WHERE key = ?", gone)
        except sqlite3.Error as exc:
            raise CardDataError(f"{self.path}: the card database could not be written "
                                f"({exc})") from None

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise CardDataError("the database is not open")
        return self._conn

    def _query(self, sql: str, args: tuple) -> list:
        try:
            return self._connection().execute(sql, args).fetchall()
        except sqlite3.Error as exc:
            raise CardDataError(f"{self.path}: the card database can't be read ({exc})") from None

    # -- import --
    def import_files(self, paths: Iterable[Path | str],
                     progress: Callable[[str], None] | None = None,
                     strict: bool = True,
                     skipped: Callable[[RecordError], None] | None = None) -> ImportSummary:
        """Read every file, then write all cards in one transaction. A file that cannot be read
        leaves the database as it was and raises CardImportError naming it. A record that
        cannot be read does the same when `strict`; otherwise it is left out, handed to
        `skipped` (if given) as it is met, and listed in the summary's `skipped`."""
        if self._conn is None:
            raise CardDataError("the database is not open for writing")
        pending: dict[str, dict] = {}
        records = files = 0
        left_out: list[RecordError] = []

        def skip(err: RecordError) -> None:
            left_out.append(err)
            if skipped is not None:
                skipped(err)

        for path in paths:
            files += 1
            say = (lambda n, p=path: progress(f"{p}: {n} cards read")) if progress else None
            for facts in read_printings(path, say, None if strict else skip):
                records += 1
                pending[facts["name"]] = merge(pending.get(facts["name"]), facts)
                if len(pending) > MAX_IMPORT_CARDS:
                    raise CardImportError(path, f"more than {MAX_IMPORT_CARDS:,} cards; an "
                                          "import holds at most that many")
            if progress:
                progress(f"{path}: done, {records} records so far")
        conn = self._connection()
        try:
            conn.execute("BEGIN IMMEDIATE")
            added, updated = self._write(pending)
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            self._rollback()
            self._reopen()
            raise CardDataError(f"{self.path}: the card database could not be written "
                                f"({exc})") from None
        except BaseException:
            self._rollback()
            raise
        return ImportSummary(files, records, len(pending), added, updated, tuple(left_out))

    def _reopen(self) -> None:
        """After a failed write (a full disk), SQLite may leave its journal behind ("hot"): the
        next connection to read the database plays it back. Do that now, so the file on disk is
        the old database again (and the space of the failed import is free) before we return."""
        if self._conn is None or self.path is None:
            return
        try:
            self._conn.close()
            self._conn = conn = sqlite3.connect(self.path, isolation_level=None)
            conn.execute("SELECT count(*) FROM cards").fetchone()
        except sqlite3.Error:
            pass  # the journal stays: the next connection plays it back, the old data is intact

    def _rollback(self) -> None:
        """Undo the import's transaction, if SQLite has not already (it rolls back by itself
        when the disk is full, and then a ROLLBACK would fail)."""
        conn = self._conn
        try:
            if conn is not None and conn.in_transaction:
                conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # the transaction is gone either way: nothing of it was committed

    def _write(self, pending: dict[str, dict]) -> tuple[int, int]:
        """Insert or update the cards and their names (inside the caller's transaction)."""
        conn = self._connection()
        existing: dict[str, tuple[int, str]] = {}
        names = list(pending)
        for i in range(0, len(names), 500):
            part = names[i:i + 500]
            marks = ",".join("?" * len(part))
            for cid, name, facts in conn.execute(
                    f"SELECT id, name, facts FROM cards WHERE name IN ({marks})", part):
                existing[name] = (cid, facts)
        if existing:
            ids = [(cid,) for cid, _ in existing.values()]
            conn.executemany("DELETE FROM names_fts WHERE rowid IN "
                             "(SELECT id FROM names WHERE card_id = ?)", ids)
            conn.executemany("DELETE FROM names WHERE card_id = ?", ids)
            conn.executemany("DELETE FROM texts_fts WHERE rowid >= ? AND rowid < ?",
                             [(cid * TEXT_ROWS, (cid + 1) * TEXT_ROWS) for (cid,) in ids])
            conn.executemany("DELETE FROM deckcards WHERE card_id = ?", ids)
        next_card = (conn.execute("SELECT max(id) FROM cards").fetchone()[0] or 0) + 1
        next_name = (conn.execute("SELECT max(id) FROM names").fetchone()[0] or 0) + 1
        new_cards, changed, name_rows, text_rows, deck_rows = [], [], [], [], []
        for name, facts in pending.items():
            facts = strip_private(facts)
            if name in existing:
                card_id, old = existing[name]
                facts = merge(facts, json.loads(old))
                changed.append((json.dumps(facts, ensure_ascii=False), card_id))
            else:
                card_id, next_card = next_card, next_card + 1
                new_cards.append((card_id, name, json.dumps(facts, ensure_ascii=False)))
            for lang, n in all_names(facts):
                name_rows.append((next_name, card_id, lang, n, name_key(n)))
                next_name += 1
            text_rows.extend(_text_rows(card_id, facts))
            deck_rows.append(deck_rows_sql(card_id, name, facts))
        conn.executemany("INSERT INTO cards (id, name, facts) VALUES (?, ?, ?)", new_cards)
        conn.executemany("UPDATE cards SET facts = ? WHERE id = ?", changed)
        conn.executemany("INSERT INTO names (id, card_id, lang, name, key) VALUES (?, ?, ?, ?, ?)",
                         name_rows)
        conn.executemany("INSERT INTO names_fts (rowid, key) VALUES (?, ?)",
                         [(r[0], r[4]) for r in name_rows])
        conn.executemany("INSERT INTO texts_fts (rowid, lang, text) VALUES (?, ?, ?)",
                         text_rows)
        conn.executemany(INSERT_SQL, [r for r in deck_rows if r is not None])
        return len(new_cards), len(changed)


def _text_rows(card_id: int, facts: dict) -> list[tuple[int, str, str]]:
    """The rows of `texts_fts` for a card: one per language (a card's faces together)."""
    by_lang: dict[str, list[str]] = {}
    for lang, t in all_texts(facts):
        by_lang.setdefault(lang, []).append(t)
    return [(card_id * TEXT_ROWS + n, lang, "\n".join(texts))
            for n, (lang, texts) in enumerate(list(by_lang.items())[:TEXT_ROWS])]


def _upgrade_v1(conn: sqlite3.Connection) -> None:
    """A version 1 database (names only) gains the index of the rules text its cards hold."""
    def fill() -> None:
        conn.execute(_TEXT_SCHEMA)
        for card_id, facts in conn.execute("SELECT id, facts FROM cards").fetchall():
            conn.executemany("INSERT INTO texts_fts (rowid, lang, text) VALUES (?, ?, ?)",
                             _text_rows(card_id, json.loads(facts)))
    _in_transaction(conn, fill, 2)


def _upgrade_v2(conn: sqlite3.Connection) -> None:
    """A version 2 database gains the (empty) meta table: the data's date and source."""
    def fill() -> None:
        conn.execute(_META_SCHEMA)
    _in_transaction(conn, fill, 3)


def _upgrade_v3(conn: sqlite3.Connection) -> None:
    """A version 3 database gains the deck editor's columns of its cards (`deckcards`)."""
    def fill() -> None:
        for statement in DECK_SCHEMA.split(";"):
            if statement.strip():
                conn.execute(statement)
        rows = (deck_rows_sql(card_id, name, json.loads(facts)) for card_id, name, facts in
                conn.execute("SELECT id, name, facts FROM cards").fetchall())
        conn.executemany(INSERT_SQL, [r for r in rows if r is not None])
    _in_transaction(conn, fill, 4)


def _in_transaction(conn: sqlite3.Connection, fill: Callable[[], None], version: int) -> None:
    """Run one schema upgrade in a transaction that ends by setting `user_version`."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        fill()
        conn.execute(f"PRAGMA user_version = {version}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


# by the version they upgrade from
_UPGRADES = {1: _upgrade_v1, 2: _upgrade_v2, 3: _upgrade_v3}


def _around(text: str, query: str, width: int = 60) -> str:
    """The part of `text` around the first place `query`'s first word appears."""
    words = query.split()
    at = text.casefold().find(words[0].casefold()) if words else -1
    if at < 0:
        return text[:width] + ("…" if len(text) > width else "")
    start = max(0, at - width // 3)
    part = text[start:start + width].replace("\n", " ")
    return ("…" if start else "") + part + ("…" if start + width < len(text) else "")


__all__ = ["CardDatabase", "CardImportError", "ImportSummary", "MatchIn", "SearchHit"]
