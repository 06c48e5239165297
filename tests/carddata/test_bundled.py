"""The bundled card facts: every card of RULES.md §3, basic lands and tokens, with their rules text;
made by the project's generator from the real files and the seeds (regenerating gives the
committed file)."""

from __future__ import annotations

import json
import re

from tabletop.carddata import bundled_cards
from tabletop.carddata.generate import generate, rules_table, seed_texts, text_language
from tabletop.model.cards import CardFacts
from tabletop.resources import resource

ALLOWED_KEYS = {"name", "mana_cost", "type_line", "power", "toughness", "loyalty", "colors",
                "layout", "card_faces", "morph", "megamorph", "disguise", "keywords", "hints",
                "names", "set", "collector_number", "oracle_text", "printed_text",
                "flavor_name", "scryfall_id", "image_uris"}


def rules_section3_names(shared) -> list[str]:
    text = (shared / "rules" / "RULES.md").read_text(encoding="utf-8")
    section = text[text.index("## 3. Card facts"):text.index("## 4.")]
    return [m.group(1).strip() for m in re.finditer(r"^\| \d+ \| ([^|]+) \|", section, re.M)]


def test_every_rules_card_is_bundled(shared_dir):
    names = rules_section3_names(shared_dir)
    assert len(names) == 62
    assert [r["name"] for r in rules_table(shared_dir / "rules" / "RULES.md")] == names
    missing = [n for n in names if n not in bundled_cards()]
    assert missing == []


def test_basic_lands_and_tokens():
    cards = bundled_cards()
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        assert CardFacts.from_dict(cards[land]).type_line.text == f"Basic Land — {land}"
    for token in ("Thopter", "Snake", "Dog"):
        assert cards[token]["layout"] == "token"
    assert cards["Snake"]["colors"] == ["G"]


def test_facts_and_their_text():
    for name, facts in bundled_cards().items():
        assert set(facts) <= ALLOWED_KEYS, name
        card = CardFacts.from_dict(facts)
        assert CardFacts.from_dict(card.to_dict()) == card, name
        for face in facts.get("card_faces") or []:
            assert set(face) <= {"name", "mana_cost", "type_line", "power", "toughness",
                                 "loyalty", "colors", "oracle_text"}
            if facts["layout"] != "token":
                assert face.get("oracle_text"), name
        if facts["layout"] == "normal" and "Creature" in facts["type_line"] \
                and name != "Grizzly Bears" and "Basic" not in facts["type_line"]:
            assert facts.get("oracle_text"), name
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
    # every card comes from a real file, and agrees with the table of RULES.md §3
    assert [line for line in log if "differs" in line] == []
    assert len(log) == len(committed["cards"]) == 69
    assert "handfacts.py" not in json.dumps(committed["sources"])


def test_the_cards_once_written_by_hand_come_from_forge_scripts(external):
    sources = json.loads(resource("cards", "bundled.json").read_text(encoding="utf-8"))["sources"]
    more = {s for s in sources.values() if s.startswith("forge/cardsfolder-more/")}
    assert len(more) == len(list((external / "forge" / "cardsfolder-more").glob("*.txt")))
    cards = bundled_cards()
    assert cards["Obscuring Aether"]["oracle_text"].endswith(
        "{1}{G}: Turn Obscuring Aether face down. (It becomes a 2/2 creature.)")
    # its "dies" trigger is granted, not its own; its end-step manifest is an ability fact
    assert cards["Whisperwood Elemental"]["hints"] == {"abilities": ["end_step_manifest"]}


def test_seed_texts_by_language(shared_dir):
    seeds = seed_texts(shared_dir / "seeds", {"Primordial Mist", "Break Down the Door",
                                              "Cryptic Pursuit"})
    assert list(seeds["Primordial Mist"]) == ["de", "es", "fr", "it", "ja"]
    assert list(seeds["Break Down the Door"]) == ["de", "es", "fr", "it", "ja"]
    assert list(seeds["Cryptic Pursuit"]) == ["de", "fr", "ja", "zh"]
    assert seeds["Primordial Mist"]["de"][0] == "Urnebel"
    assert text_language("Au début de votre étape de fin, vous pouvez piocher une carte.") == "fr"


def test_primordial_mist_reads_in_six_languages():
    mist = CardFacts.from_dict(bundled_cards()["Primordial Mist"])
    assert mist.oracle_text.startswith("At the beginning of your end step, you may manifest")
    assert dict(mist.printed_text).keys() == {"de", "es", "fr", "it", "ja"}
    assert mist.text_in("de").startswith("Zu Beginn deines Endsegments")
    assert mist.text_in("ja").startswith("あなたの終了ステップの開始時に")
    assert mist.text_in("ko") == mist.oracle_text
