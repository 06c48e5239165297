"""`cards_and_tokens`: the lookup a position text is read with (issue 16): a save's own facts
first, then cards by a name in any language, then tokens."""

from __future__ import annotations

from tabletop.carddata.database import CardDatabase
from tabletop.carddata.tokens import cards_and_tokens


def test_cards_in_any_language_then_tokens_and_the_given_facts_first():
    find = cards_and_tokens()
    assert find("Urnebel")["name"] == "Primordial Mist"
    assert find("grizzly bears")["name"] == "Grizzly Bears"
    soldier = find("Soldier")
    assert soldier["layout"] == "token" and soldier["name"] == "Soldier"
    assert find("No Such Card") is None
    mine = {"name": "Grizzly Bears", "type_line": "Creature — Bear", "power": "9",
            "toughness": "9"}
    assert cards_and_tokens(first=[mine])("Grizzly Bears") is mine
    with CardDatabase.open() as db:  # (no file: the bundled facts)
        assert cards_and_tokens(db)("Brume primordiale")["name"] == "Primordial Mist"
