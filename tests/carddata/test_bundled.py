"""The bundled card facts: every card of RULES.md §3, basic lands and tokens; facts only; made by
the project's generator from the real files (regenerating gives the committed file)."""

from __future__ import annotations

import json
import re

from tabletop.carddata import bundled_cards
from tabletop.carddata.generate import generate
from tabletop.carddata.handfacts import ROWS, RULES_CARDS
from tabletop.model.cards import CardFacts
from tabletop.resources import resource

ALLOWED_KEYS = {"name", "mana_cost", "type_line", "power", "toughness", "loyalty", "colors",
                "layout", "card_faces", "morph", "megamorph", "disguise", "keywords", "hints",
                "names", "set", "collector_number"}


def rules_section3_names(shared) -> list[str]:
    text = (shared / "rules" / "RULES.md").read_text(encoding="utf-8")
    section = text[text.index("## 3. Card facts"):text.index("## 4.")]
    return [m.group(1).strip() for m in re.finditer(r"^\| \d+ \| ([^|]+) \|", section, re.M)]


def test_every_rules_card_is_bundled(shared_dir):
    names = rules_section3_names(shared_dir)
    assert len(names) == 62 == RULES_CARDS == len(ROWS)
    assert [r[0] for r in ROWS] == names
    missing = [n for n in names if n not in bundled_cards()]
    assert missing == []


def test_basic_lands_and_tokens():
    cards = bundled_cards()
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        assert CardFacts.from_dict(cards[land]).type_line.text == f"Basic Land — {land}"
    for token in ("Thopter", "Snake", "Dog"):
        assert cards[token]["layout"] == "token"
    assert cards["Snake"]["colors"] == ["G"]


def test_facts_only_no_rules_text():
    for name, facts in bundled_cards().items():
        assert set(facts) <= ALLOWED_KEYS, name
        CardFacts.from_dict(facts)
        for face in facts.get("card_faces") or []:
            assert set(face) <= {"name", "mana_cost", "type_line", "power", "toughness",
                                 "loyalty", "colors"}
        for kw in facts.get("keywords") or []:
            assert len(kw) <= 60 and "(" not in kw


def test_keyword_costs_hints_and_localized_names():
    cards = bundled_cards()
    assert cards["Exalted Angel"]["morph"] == "{2}{W}{W}"
    assert cards["Ruthless Ripper"]["morph"] == "reveal a black card in your hand"
    assert cards["Den Protector"]["megamorph"] == "{1}{G}"
    assert cards["Crowd-Control Warden"]["disguise"] == "{3}{G/W}{G/W}"
    assert cards["Hooded Hydra"]["hints"]["as_turned_face_up_counters"] == 5
    assert cards["Primordial Mist"]["names"]["de"] == "Urnebel"
    assert cards["Break Down the Door"]["names"]["ja"] == "扉破り"
    assert cards["Cryptic Pursuit"]["names"]["zh"] == "隐密追击"
    assert cards["Hooded Hydra"]["names"]["de"] == "Schirmhydra"  # from MTGJSON foreignData
    assert cards["Dryad Arbor"]["colors"] == ["G"] and "mana_cost" not in cards["Dryad Arbor"]
    delver = CardFacts.from_dict(cards["Delver of Secrets // Insectile Aberration"])
    assert delver.is_double_faced and delver.faces[1].color_list == ["U"]
    valakut = cards["Valakut Awakening // Valakut Stoneforge"]
    assert valakut["layout"] == "modal_dfc"


def test_regenerating_gives_the_committed_file(external):
    log: list[str] = []
    doc = generate(external, log=log.append)
    committed = json.loads(resource("cards", "bundled.json").read_text(encoding="utf-8"))
    assert doc == committed
    # cards taken from real files agree with the hand-written table of RULES.md §3
    assert [line for line in log if "differs" in line] == []
    from_files = [line for line in log if "hand-written" not in line]
    assert len(from_files) >= 30
