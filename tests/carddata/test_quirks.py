"""Real files, real quirks: Cockatrice's hybrid costs (`G/WG/U`), records that cannot be read
(skipped and reported, or `--strict`: all or nothing), several printings of one card (the facts
of a normal printing, the names of all), and the exit codes of `tabletop cards import`."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

from tabletop.carddata import CardDatabase, default_db_path, read_facts
from tabletop.cli import main

from .conftest import EXTERNAL

# A Cockatrice card database as Cockatrice's oracle tool writes it (cards_v4.xsd): costs without
# braces, hybrid and Phyrexian symbols written one after another.
COCKATRICE_V4 = """<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_carddatabase version="4">
 <info><author>Cockatrice</author><createdAt>2025-08-18T00:00:00Z</createdAt>
  <sourceUrl>https://mtgjson.com</sourceUrl><sourceVersion>5.2.2</sourceVersion></info>
 <sets>
  <set><name>SHM</name><longname>Shadowmoor</longname><settype>Expansion</settype>
   <releasedate>2008-05-02</releasedate></set>
 </sets>
 <cards>
  <card><name>Kitchen Finks</name>
   <text>When Kitchen Finks enters, you gain 2 life.
Persist</text>
   <prop><layout>normal</layout><side>front</side><type>Creature — Ouphe</type>
    <maintype>Creature</maintype><manacost>1G/WG/W</manacost><cmc>3</cmc>
    <colors>GW</colors><coloridentity>GW</coloridentity><pt>3/2</pt></prop>
   <set rarity="uncommon" uuid="1" num="229" muid="141976">SHM</set>
   <tablerow>2</tablerow></card>
  <card><name>Fulminator Twin</name><text>Haste</text>
   <prop><type>Creature — Elemental</type><maintype>Creature</maintype>
    <manacost>G/WG/UG/WG/U</manacost><cmc>4</cmc><colors>WUG</colors><pt>4/4</pt></prop>
   <set num="1">TST</set><tablerow>2</tablerow></card>
  <card><name>Reaper King</name><text>Other Scarecrow creatures you control get +1/+1.</text>
   <prop><type>Legendary Artifact Creature — Scarecrow</type><maintype>Creature</maintype>
    <manacost>2/W2/U2/B2/R2/G</manacost><cmc>10</cmc><colors>WUBRG</colors><pt>6/6</pt></prop>
   <set num="260">SHM</set><tablerow>2</tablerow></card>
  <card><name>Dismember</name><text>Target creature gets -5/-5 until end of turn.</text>
   <prop><type>Instant</type><maintype>Instant</maintype><manacost>1B/PB/P</manacost>
    <cmc>3</cmc><colors>B</colors></prop>
   <set num="57">NPH</set><tablerow>3</tablerow></card>
  <card><name>Tamiyo, Compleated Sage</name><text>+1: Tap up to one target artifact.</text>
   <prop><type>Legendary Planeswalker — Tamiyo</type><maintype>Planeswalker</maintype>
    <manacost>2GG/U/PU</manacost><cmc>5</cmc><colors>UG</colors><loyalty>5</loyalty></prop>
   <set num="238">NEO</set><tablerow>1</tablerow></card>
  <card><name>Little Girl</name><text></text>
   <prop><type>Creature — Human Child</type><maintype>Creature</maintype>
    <manacost>HW</manacost><cmc>0.5</cmc><colors>W</colors><pt>½/½</pt></prop>
   <set num="16">UNH</set><tablerow>2</tablerow></card>
  <card><name>Glacial Plating</name><text>Cumulative upkeep {S}</text>
   <prop><type>Snow Enchantment — Aura</type><maintype>Enchantment</maintype>
    <manacost>2SSS</manacost><cmc>5</cmc></prop>
   <set num="52">CSP</set><tablerow>1</tablerow></card>
  <card><name>Thought-Knot Seer</name><text></text>
   <prop><type>Creature — Eldrazi</type><maintype>Creature</maintype>
    <manacost>3C</manacost><cmc>4</cmc><pt>4/4</pt></prop>
   <set num="9">OGW</set><tablerow>2</tablerow></card>
  <card><name>Spectral Procession</name><text></text>
   <prop><type>Sorcery</type><maintype>Sorcery</maintype><manacost>2/W2/W2/W</manacost>
    <cmc>6</cmc><colors>W</colors></prop>
   <set num="14">SHM</set><tablerow>3</tablerow></card>
 </cards>
</cockatrice_carddatabase>
"""

EXPECTED_COSTS = {
    "Kitchen Finks": ("{1}{G/W}{G/W}", ["W", "G"]),
    "Fulminator Twin": ("{G/W}{G/U}{G/W}{G/U}", ["W", "U", "G"]),
    "Reaper King": ("{2/W}{2/U}{2/B}{2/R}{2/G}", ["W", "U", "B", "R", "G"]),
    "Dismember": ("{1}{B/P}{B/P}", ["B"]),
    "Tamiyo, Compleated Sage": ("{2}{G}{G/U/P}{U}", ["U", "G"]),
    "Little Girl": ("{HW}", ["W"]),
    "Glacial Plating": ("{2}{S}{S}{S}", []),
    "Thought-Knot Seer": ("{3}{C}", []),
    "Spectral Procession": ("{2/W}{2/W}{2/W}", ["W"]),
}


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _write(path, text: str):
    path.write_text(text, encoding="utf-8")
    return path


def _check_against_v4_schema(xsd) -> None:
    """The file of these tests uses only the elements cards_v4.xsd allows, in its order."""
    xs = "{http://www.w3.org/2001/XMLSchema}"
    schema = ET.parse(xsd).getroot()
    card_type = next(t for t in schema.iter(f"{xs}complexType") if t.get("name") == "cardType")
    order = [e.get("name") for e in card_type.iter(f"{xs}element")]
    order.insert(order.index("related"), "reverse-related")  # a choice: either, any order
    root = ET.fromstring(COCKATRICE_V4)
    assert root.tag == "cockatrice_carddatabase" and root.get("version") == "4"
    assert [c.tag for c in root] == ["info", "sets", "cards"]
    for card in root.iter("card"):
        tags = [c.tag for c in card]
        assert tags == sorted(tags, key=order.index), tags
        assert tags[0] == "name" and "set" in tags


def test_cockatrice_hybrid_costs_as_cockatrice_writes_them_import(home, tmp_path, capsys):
    xsd = EXTERNAL / "cockatrice/schema/cards_v4.xsd"
    if xsd.is_file():
        _check_against_v4_schema(xsd)
    path = _write(tmp_path / "cards.xml", COCKATRICE_V4)
    code, out, err = run(capsys, "cards", "import", str(path))
    assert code == 0, err
    assert "imported 9 cards" in out and "skipped" not in out + err
    with CardDatabase.open() as db:
        for name, (cost, colors) in EXPECTED_COSTS.items():
            card = db.find(name)
            assert card.mana_cost.text == cost, name
            assert card.front.color_list == colors, name
        assert db.find("Reaper King").mana_cost.mana_value == 10
        assert db.find("Kitchen Finks").mana_cost.mana_value == 3
        assert db.find("Dismember").mana_cost.mana_value == 3


BROKEN = {
    "cockatrice": ("cards.xml", COCKATRICE_V4.replace(
        "<manacost>1B/PB/P</manacost>", "<manacost>1B/QB/Q</manacost>"),
        "card 4 ('Dismember')", "Dismember"),
    "scryfall": ("list.json", json.dumps({"object": "list", "data": [
        {"object": "card", "name": "Good Bear", "layout": "normal", "mana_cost": "{1}{G}",
         "type_line": "Creature — Bear", "power": "2", "toughness": "2", "lang": "en"},
        {"object": "card", "name": "Broken Bear", "layout": "normal", "mana_cost": "{1}{G",
         "type_line": "Creature — Bear", "lang": "en"},
        {"object": "card", "name": "Other Bear", "layout": "normal", "mana_cost": "{G}",
         "type_line": "Creature — Bear", "power": "1", "toughness": "1", "lang": "en"}]}),
        "data[1]", "Broken Bear"),
    "mtgjson": ("TST.json", json.dumps({"meta": {"version": "5.2.0"}, "data": {
        "code": "TST", "type": "expansion", "cards": [
            {"name": "Good Bear", "layout": "normal", "manaCost": "{1}{G}",
             "type": "Creature — Bear", "power": "2", "toughness": "2", "number": "1"},
            {"name": "Broken Bear", "layout": "normal", "manaCost": "{1}{G",
             "type": "Creature — Bear", "number": "2"},
            {"layout": "normal", "manaCost": "{G}", "type": "Creature — Bear", "number": "3"},
            {"name": "Other Bear", "layout": "normal", "manaCost": "{G}",
             "type": "Creature — Bear", "power": "1", "toughness": "1", "number": "4"}]}}),
        "data.cards 'Broken Bear'", "Broken Bear"),
}


@pytest.mark.parametrize("fmt", sorted(BROKEN))
def test_a_broken_record_is_skipped_and_reported_the_others_import(home, tmp_path, capsys, fmt):
    filename, text, record, broken = BROKEN[fmt]
    path = _write(tmp_path / filename, text)
    code, out, err = run(capsys, "cards", "import", str(path))
    assert code == 0, err
    skipped = [ln for ln in err.splitlines() if ln.startswith("skipped:")]
    line = next(ln for ln in skipped if record in ln)
    assert str(path) in line and "mana" in line, err  # file, record and reason
    n_skipped = 2 if fmt == "mtgjson" else 1  # the MTGJSON file also has a card without a name
    assert len(skipped) == n_skipped
    assert f"skipped {n_skipped} record(s)" in out
    with CardDatabase.open() as db:
        assert db.find(broken) is None
        if fmt == "cockatrice":
            assert db.count() == 8 and db.find("Reaper King") is not None
        else:
            assert db.count() == 2 and db.find("Other Bear") is not None


@pytest.mark.parametrize("fmt", sorted(BROKEN))
def test_strict_refuses_the_whole_file_and_leaves_the_database_as_it_was(home, tmp_path, capsys,
                                                                          fmt):
    first = _write(tmp_path / "first.json", json.dumps({
        "object": "card", "name": "Earlier Bear", "layout": "normal", "mana_cost": "{G}",
        "type_line": "Creature — Bear", "lang": "en"}))
    assert run(capsys, "cards", "import", str(first))[0] == 0
    before = default_db_path().read_bytes()
    filename, text, record, _ = BROKEN[fmt]
    path = _write(tmp_path / filename, text)
    code, out, err = run(capsys, "cards", "import", "--strict", str(path))
    assert code == 2 and out == ""
    assert str(path) in err and "nothing was imported" in err
    assert record in err or fmt == "mtgjson" and "a card without a name" in err
    assert default_db_path().read_bytes() == before
    with CardDatabase.open() as db:
        assert db.count() == 1 and db.find("Good Bear") is None


def test_exit_1_when_nothing_was_imported(home, tmp_path, capsys):
    only_broken = _write(tmp_path / "broken.json", json.dumps({"object": "list", "data": [
        {"object": "card", "name": "Broken Bear", "layout": "normal", "mana_cost": "{1}{G",
         "type_line": "Creature — Bear", "lang": "en"}]}))
    code, out, err = run(capsys, "cards", "import", str(only_broken))
    assert code == 1 and out == ""
    assert "skipped:" in err and "no card imported" in err and "skipped 1 record(s)" in err
    assert not default_db_path().exists()  # no empty database left behind
    empty = _write(tmp_path / "empty.json", json.dumps({"object": "list", "data": []}))
    assert run(capsys, "cards", "import", str(empty))[0] == 1
    good = _write(tmp_path / "good.json", json.dumps({
        "object": "card", "name": "Good Bear", "layout": "normal", "mana_cost": "{G}",
        "type_line": "Creature — Bear", "lang": "en"}))
    assert run(capsys, "cards", "import", str(good), str(only_broken))[0] == 0
    assert run(capsys, "cards", "import", str(only_broken))[0] == 1
    with CardDatabase.open() as db:
        assert db.count() == 1


# -- several printings of one card --

def _printing(lang: str, **over) -> dict:
    card = {"object": "card", "oracle_id": "a1", "name": "Zndrsplt, Eye of Wisdom",
            "lang": lang, "layout": "normal", "set": "cn2", "set_type": "draft_innovation",
            "collector_number": "31", "mana_cost": "{4}{U}",
            "type_line": "Legendary Creature — Homunculus", "power": "1", "toughness": "4",
            "colors": ["U"]}
    card.update(over)
    return card


def _reversible() -> dict:
    face = {"object": "card_face", "name": "Zndrsplt, Eye of Wisdom", "mana_cost": "{4}{U}",
            "type_line": "Legendary Creature — Homunculus", "power": "1", "toughness": "4",
            "colors": ["U"], "oracle_id": "a1"}
    return {"object": "card", "name": "Zndrsplt, Eye of Wisdom // Zndrsplt, Eye of Wisdom",
            "lang": "en", "layout": "reversible_card", "set": "sld", "set_type": "box",
            "collector_number": "381", "card_faces": [face, dict(face)]}


PRINTINGS = [
    _reversible(),
    {"object": "card", "name": "Zndrsplt, Eye of Wisdom // Zndrsplt, Eye of Wisdom",
     "lang": "en", "layout": "art_series", "set": "acn2", "set_type": "memorabilia",
     "card_faces": [{"object": "card_face", "name": "Zndrsplt, Eye of Wisdom"},
                    {"object": "card_face", "name": "Zndrsplt, Eye of Wisdom"}]},
    _printing("en", set="pwcs", set_type="memorabilia", collector_number="9",
              mana_cost="{5}{U}"),
    _printing("de", printed_name="Zndrsplt, Auge der Weisheit"),
    _printing("en"),
    _printing("ja", printed_name="知恵の眼、ズンドルスプルト"),
    _printing("fr", printed_name="Zndrsplt, œil de la sagesse", set="pcn2"),
]


def test_several_printings_give_one_card_with_facts_of_a_normal_printing(home, tmp_path,
                                                                          capsys):
    path = _write(tmp_path / "search.json", json.dumps({"object": "list", "data": PRINTINGS}))
    code, out, err = run(capsys, "cards", "import", str(path))
    assert code == 0, err
    assert "imported 1 cards" in out
    code, out, _ = run(capsys, "cards", "show", "Zndrsplt, Auge der Weisheit", "--json")
    card = json.loads(out)
    assert code == 0 and card["name"] == "Zndrsplt, Eye of Wisdom"
    assert (card["layout"], card["mana_cost"], card["power"], card["toughness"]) == (
        "normal", "{4}{U}", "1", "4")
    assert card["set"] == "CN2" and "card_faces" not in card
    assert card["names"] == {"en": "Zndrsplt, Eye of Wisdom",
                             "de": "Zndrsplt, Auge der Weisheit",
                             "fr": "Zndrsplt, œil de la sagesse",
                             "ja": "知恵の眼、ズンドルスプルト"}


def test_a_reversible_card_alone_is_still_the_card(home, tmp_path, capsys):
    path = _write(tmp_path / "one.json", json.dumps(_reversible()))
    assert run(capsys, "cards", "import", str(path))[0] == 0
    with CardDatabase.open() as db:
        card = db.find("Zndrsplt, Eye of Wisdom")
    assert card.name == "Zndrsplt, Eye of Wisdom" and len(card.faces) == 1  # not "A // A"
    assert card.mana_cost.text == "{4}{U}"
    assert (card.front.power, card.front.toughness) == ("1", "4")


def test_real_files_with_one_broken_record_import_the_rest(home, external, tmp_path, capsys):
    """A real Cockatrice spoiler file with one record broken, beside a real Scryfall search
    result of 16 printings: the broken card is reported, every other card is imported."""
    dsk = (external / "cockatrice/magic-spoiler/DSK.xml").read_text(encoding="utf-8")
    clean = {f["name"] for f in read_facts(external / "cockatrice/magic-spoiler/DSK.xml")}
    target = "<name>Acrobatic Cheerleader</name>"  # listed once
    at = dsk.index(target)
    cost_at = dsk.index("<manacost>", at)
    end = dsk.index("</manacost>", cost_at)
    broken = _write(tmp_path / "DSK.xml", dsk[:cost_at] + "<manacost>1W/K" + dsk[end:])
    jace = (external / "scryfall/mtgjson-cassette/"
            "search_oracleid_594f6881_jace-vryns-prodigy_lang-any.json")
    code, out, err = run(capsys, "cards", "import", str(broken), str(jace))
    assert code == 0, err
    skipped = [ln for ln in err.splitlines() if ln.startswith("skipped:")]
    assert len(skipped) == 1 and "DSK.xml" in skipped[0] and "Acrobatic Cheerleader" in skipped[0]
    assert f"imported {len(clean)} cards" in out and "skipped 1 record(s)" in out
    with CardDatabase.open() as db:
        assert db.count() == len(clean)  # the 450 other cards of DSK and Jace
        assert db.find("Acrobatic Cheerleader") is None
        assert db.find("Abandoned Campground") is not None
        jace_card = db.find_dict("Jace, Vryn's Prodigy")
    assert set(jace_card["names"]) >= {"de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zh",
                                       "zh-Hant"}


def test_tokens_are_kept_in_the_database_but_are_not_deck_cards(home, tmp_path, capsys):
    from tabletop.carddata import DecklistError, decks_setup, parse_decklist

    path = _write(tmp_path / "tokens.json", json.dumps({"object": "list", "data": [
        {"object": "card", "name": "Germ", "layout": "token", "set": "tmbs",
         "set_type": "token", "type_line": "Token Creature — Phyrexian Germ",
         "power": "0", "toughness": "0", "colors": ["B"], "lang": "en"}]}))
    assert run(capsys, "cards", "import", str(path))[0] == 0
    with CardDatabase.open() as db:
        assert db.find_dict("Germ")["layout"] == "token"  # kept, flagged as a token
        deck = parse_decklist("4 Germ\n20 Forest\n")
        with pytest.raises(DecklistError, match="tokens are not cards of a deck: Germ"):
            decks_setup([("Alice", deck)], db.find_dict)
    decklist = _write(tmp_path / "deck.txt", "4 Germ\n20 Forest\n")
    code, out, _ = run(capsys, "deck", "check", str(decklist), "--json")
    assert code == 1 and json.loads(out)["tokens"] == ["Germ"]
