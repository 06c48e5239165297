"""Card imports hold each field to what a save can hold (issue 10, item 4): a card with a
400-character set code used to import, then every game with it saved without complaint and
never opened again. Now the import is refused, naming the file, record and field, and the
database stays as it was; a field within the limit imports as before."""

from __future__ import annotations

import json

import pytest

from tabletop.carddata import CardDatabase, CardImportError
from tabletop.model.limits import MAX_SHORT


def _card(name, **kw):
    d = {"object": "card", "name": name, "lang": "en", "layout": "normal", "mana_cost": "{1}{G}",
         "type_line": "Creature — Bear", "power": "2", "toughness": "2", "oracle_text": "",
         "set": "m10", "collector_number": "1"}
    d.update(kw)
    return d


def _write(path, cards):
    path.write_text(json.dumps(cards), encoding="utf-8")
    return path


@pytest.mark.parametrize("field,value,message", [
    ("set", "x" * 400, "set must be text of 1 to 300 characters, not 400"),
    ("collector_number", "7" * 301, "collector_number must be text of 1 to 300 characters"),
    ("printed_name", "N" * 301, "its 'de' name must be text of 1 to 300 characters"),
])
def test_a_field_longer_than_a_save_holds_is_refused_at_import(home, tmp_path, field, value,
                                                               message):
    good = _write(tmp_path / "good.json", [_card("Grizzly Bears")])
    extra = {"lang": "de"} if field == "printed_name" else {}
    bad = _write(tmp_path / "bad.json", [_card("Other Bear"), _card("Long Bear", **{
        field: value}, **extra)])
    with CardDatabase.open(create=True) as db:
        db.import_files([good])
        with pytest.raises(CardImportError) as err:
            db.import_files([bad])
        text = str(err.value)
        assert "bad.json" in text and "record 2" in text and message in text, text
        assert db.count() == 1 and db.find_dict("Other Bear") is None


def test_fields_at_the_limit_import(home, tmp_path):
    path = _write(tmp_path / "ok.json", [_card("Long Bear", set="S" * MAX_SHORT,
                                               collector_number="9" * MAX_SHORT)])
    with CardDatabase.open(create=True) as db:
        db.import_files([path])
        assert db.find_dict("Long Bear")["set"] == "S" * MAX_SHORT
