"""Cockatrice XML shapes: keyword costs and hints from card text, double-faced cards linked by
`related attach="transform"`, printings listed twice, v3 colours, bad files."""

from __future__ import annotations

import pytest

from tabletop.carddata import CardImportError, read_facts

V4 = """<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_carddatabase version="4"><cards>
 <card><name>Test Bonebrute</name>
  <text>Menace
When Test Bonebrute enters, if it wasn't cast, target opponent creates two 1/1 tokens.
When Test Bonebrute dies, each opponent loses 3 life.
Disguise {1}{B} (You may cast this card face down for {3} as a 2/2 creature with ward {2}.)</text>
  <prop><colors>B</colors><manacost>2B</manacost><type>Creature — Skeleton Beast</type>
   <maintype>Creature</maintype><cmc>3</cmc><pt>6/2</pt></prop>
  <set num="108">MKM</set><tablerow>2</tablerow></card>
 <card><name>Test Bonebrute</name><text>Menace</text>
  <prop><manacost>2B</manacost><type>Creature — Skeleton Beast</type><pt>6/2</pt></prop>
  <set>PMKM</set></card>
 <card><name>Night Front</name><text></text>
  <prop><colors>U</colors><manacost>U</manacost><type>Creature — Human Wizard</type>
   <pt>1/1</pt></prop>
  <related attach="transform">Day Back</related><set>TST</set></card>
 <card><name>Day Back</name><text>Flying</text>
  <prop><colors>U</colors><type>Creature — Human Insect</type><pt>3/2</pt></prop>
  <set>TST</set></card>
</cards></cockatrice_carddatabase>
"""


def test_v4_costs_hints_faces_and_one_card_per_name(tmp_path):
    path = tmp_path / "cards.xml"
    path.write_text(V4, encoding="utf-8")
    cards = {f["name"]: f for f in read_facts(path)}
    assert set(cards) == {"Test Bonebrute", "Night Front // Day Back"}
    brute = cards["Test Bonebrute"]
    assert (brute["mana_cost"], brute["disguise"], brute["keywords"], brute["hints"]) == (
        "{2}{B}", "{1}{B}", ["Menace"], {"etb_trigger": True, "dies_trigger": True})
    assert brute["set"] == "MKM" and brute["collector_number"] == "108"
    dfc = cards["Night Front // Day Back"]
    assert dfc["layout"] == "transform"
    assert dfc["card_faces"][1] == {"name": "Day Back", "type_line": "Creature — Human Insect",
                                    "power": "3", "toughness": "2", "colors": ["U"],
                                    "oracle_text": "Flying"}


def test_v3_colors_and_bad_files(tmp_path):
    v3 = tmp_path / "v3.xml"
    v3.write_text('<cockatrice_carddatabase version="3"><cards><card><name>Arbor</name>'
                  '<set>FUT</set><color>G</color><type>Land Creature — Forest Dryad</type>'
                  '<pt>1/1</pt></card></cards></cockatrice_carddatabase>', encoding="utf-8")
    (arbor,) = read_facts(v3)
    assert arbor["colors"] == ["G"] and "mana_cost" not in arbor
    bad = tmp_path / "bad.xml"
    bad.write_text('<cockatrice_carddatabase version="4"><cards><card><name>A</name>\n'
                   '<prop></card></cards>', encoding="utf-8")
    with pytest.raises(CardImportError, match=r"bad.xml: line 2"):
        list(read_facts(bad))
    wrong = tmp_path / "v9.xml"
    wrong.write_text('<cockatrice_carddatabase version="9"/>', encoding="utf-8")
    with pytest.raises(CardImportError, match="version 9"):
        list(read_facts(wrong))
