"""Card data: bundled facts, importers, the card database and decklists. Pure Python, no Qt.

Facts are `tabletop.model.cards.CardFacts` (Scryfall field names; our morph / megamorph /
disguise costs and hints; `names` by language). No rules text is ever stored: keyword costs and
hints are derived from the text at import time (`text.derive`).

Public API
----------
Card lookup (bundled facts are always available, with or without a database)::

    db = CardDatabase.open(path=None, create=False)   # path default: default_db_path()
    db.find(name) -> CardFacts | None                 # name in any language, or a face's name
    db.find_dict(name) -> dict | None                 # the same as a facts dict
    db.search(text, limit=20) -> list[SearchHit]      # substring of a name, then rules text
    db.search_names(text) / db.search_text(text)     # either one (any language)
    db.import_files(paths, progress=None, strict=True, skipped=None) -> ImportSummary
        # one transaction; strict: all or nothing, else records that can't be read are left
        # out (summary.skipped, each a RecordError: file, record, reason); of several
        # printings of a card the facts of a normal one, the names and texts of all
    db.count(); db.close()

Importers (each yields facts dicts; errors are CardImportError naming file and line/record)::

    read_facts(path, progress=None, skip=None)
        # format detected: Scryfall (card, list/search page, bulk array streamed), MTGJSON (set
        # file, AtomicCards, AllPrintings), Cockatrice cards.xml v3/v4, Forge script; a record
        # that can't be read is raised (RecordError), or handed to `skip` and left out
    detect_format(path) -> "scryfall" | "mtgjson" | "cockatrice" | "forge"

Bundled facts (`resources/cards/bundled.json`, made by `python3 -m tabletop.carddata.generate`)::

    bundled_cards() -> dict[english name, facts dict]
    bundled_lookup(name) -> facts dict | None

Decklists (plain text, MTGA, Cockatrice .cod, .dec, Forge .dck)::

    parse_decklist(text, filename=None) -> Decklist     # .entries: DeckEntry(section, count, name)
    to_text(deck) -> str                                # MTGA-style text; parses back the same
    check_decklist(deck, lookup) -> {"sections", "unresolved", "cards", ...}
    setup_entries(deck, lookup, owner, facts) -> [setup card entries]  (facts filled in)
    decks_setup([(player, deck), ...], lookup, mode="assist", seed=None) -> setup dict

    `lookup` is any `name -> facts dict | None`, e.g. `db.find_dict` or `bundled_lookup`;
    `cards_and_tokens(db=None, first=())` finds tokens too (the facts of `first` first): what
    a position text is read with (`tabletop.storage.position.position_from_text`).

Demo game::

    demo_setup(players=("Alice", "Bob"), seed=None) -> setup dict for tabletop.rules.new_game

Paths: `default_db_path()` is `$TABLETOP_HOME/data/cards.sqlite3` when TABLETOP_HOME is set,
else `cards.sqlite3` in platformdirs' user data folder for "tabletop".
"""

from __future__ import annotations

from .bundled import bundled_cards, name_key
from .database import CardDatabase, ImportSummary, SearchHit
from .decklists import (
    DeckEntry,
    Decklist,
    check_decklist,
    decks_setup,
    parse_decklist,
    setup_entries,
    to_text,
)
from .demo import bundled_lookup, demo_setup
from .errors import CardDataError, CardImportError, DecklistError, RecordError
from .importer import detect_format, read_facts
from .paths import data_dir, default_db_path

__all__ = [
    "CardDatabase", "ImportSummary", "SearchHit", "DeckEntry", "Decklist", "check_decklist",
    "decks_setup", "parse_decklist", "setup_entries", "to_text", "bundled_cards", "bundled_lookup",
    "demo_setup", "name_key", "CardDataError", "CardImportError", "DecklistError", "RecordError",
    "detect_format", "read_facts", "data_dir", "default_db_path",
]
