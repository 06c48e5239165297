"""Importers against the real third-party files in ../shared/carddata-external (skipped when the
folder is absent): facts of named cards in each format, localized names, keyword costs, and the
same card from different formats giving the same facts."""

from __future__ import annotations

import pytest

from tabletop.carddata import detect_format, read_facts
from tabletop.model.cards import CardFacts


def cards_of(path) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for facts in read_facts(path):
        out.setdefault(facts["name"], facts)
    return out


TEXT_KEYS = ("oracle_text", "printed_text", "flavor_name", "scryfall_id", "image_uris")


def core(facts: dict) -> dict:
    """Facts without where they were printed, localized names and texts (each source words its
    text its own way: Forge's scripts, Cockatrice's and MTGJSON's Oracle of another year)."""
    out = {k: v for k, v in facts.items()
           if k not in ("set", "collector_number", "names", *TEXT_KEYS)}
    if "card_faces" in out:
        out["card_faces"] = [{k: v for k, v in f.items() if k != "oracle_text"}
                             for f in out["card_faces"]]
    return out


# -- MTGJSON --

def test_mtgjson_set_file_morph_hints_and_localized_names(external):
    cards = cards_of(external / "mtgjson/v5.2.0-20220425/KTK.json")
    hydra = cards["Hooded Hydra"]
    assert core(hydra) == {
        "name": "Hooded Hydra", "mana_cost": "{X}{G}{G}", "type_line": "Creature — Snake Hydra",
        "power": "0", "toughness": "0", "layout": "normal", "morph": "{3}{G}{G}",
        "hints": {"dies_trigger": True, "as_turned_face_up_counters": 5,
                  "enters_with_x_counters": True}}
    assert hydra["set"] == "KTK"
    assert hydra["names"]["de"] == "Schirmhydra"
    assert hydra["names"]["ja"] == "頭巾被りのハイドラ"
    assert hydra["names"]["fr"] == "Hydre cagoularde"
    assert set(hydra["names"]) >= {"de", "es", "fr", "it", "ja", "zh"}
    ripper = cards["Ruthless Ripper"]
    assert ripper["morph"] == "reveal a black card in your hand"
    assert ripper["keywords"] == ["Deathtouch"]
    assert ripper["hints"] == {"turned_face_up_trigger": True}
    assert cards["Ashcloud Phoenix"]["hints"] == {"dies_trigger": True,
                                                  "turned_face_up_trigger": True}
    assert cards["Secret Plans"]["hints"] == {"face_up_watcher": "yours"}
    assert cards["Forest"]["type_line"] == "Basic Land — Forest"
    for facts in cards.values():
        CardFacts.from_dict(facts)


def test_mtgjson_onslaught_and_time_spiral(external):
    ons = cards_of(external / "mtgjson/v5.2.0-20220425/ONS.json")
    angel = ons["Exalted Angel"]
    assert (angel["mana_cost"], angel["morph"], angel["keywords"]) == (
        "{4}{W}{W}", "{2}{W}{W}", ["Flying"])
    assert angel["names"]["de"] == "Erhabener Engel"
    assert ons["Grinning Demon"]["morph"] == "{2}{B}{B}"
    tsp = cards_of(external / "mtgjson/v5-20250818/TSP.json")
    vesuvan = tsp["Vesuvan Shapeshifter"]
    assert vesuvan["morph"] == "{1}{U}"
    assert vesuvan["names"]["zh"] == "维苏瓦变形兽"
    assert tsp["Ixidron"]["power"] == "*"


def test_mtgjson_golden_files_structure(external):
    atomic = cards_of(external / "mtgjson/golden/atomic_cards.json")
    assert set(atomic) == {"Funny Card", "Lightning Bolt", "Prodigal Sorcerer", "Wear // Tear"}
    assert atomic["Lightning Bolt"]["mana_cost"] == "{R}"
    assert atomic["Wear // Tear"]["layout"] == "split"
    tst = cards_of(external / "mtgjson/golden/set_TST.json")
    assert "Wear // Tear" in tst
    assert detect_format(external / "mtgjson/golden/atomic_cards.json") == "mtgjson"


# -- Scryfall --

def test_scryfall_transform_card_object(external):
    path = external / "scryfall/mtgjson-cassette/card_02d6d693_jace-vryns-prodigy_transform.json"
    (jace,) = read_facts(path)
    assert jace["layout"] == "transform"
    front, back = jace["card_faces"]
    assert (front["name"], front["mana_cost"], front["power"], front["toughness"]) == (
        "Jace, Vryn's Prodigy", "{1}{U}", "0", "2")
    assert (back["name"], back["loyalty"], back["colors"]) == ("Jace, Telepath Unbound", "5",
                                                              ["U"])
    assert "mana_cost" not in back
    assert CardFacts.from_dict(jace).is_double_faced


def test_scryfall_modal_dfc(external):
    path = (external / "scryfall/mtgjson-cassette/"
            "card_5d131784_alrund-god-of-the-cosmos_modal_dfc.json")
    (alrund,) = read_facts(path)
    assert alrund["layout"] == "modal_dfc"
    assert [f["mana_cost"] for f in alrund["card_faces"]] == ["{3}{U}{U}", "{1}{U}"]


def test_scryfall_search_page_with_localized_printings(external):
    path = (external / "scryfall/mtgjson-cassette/"
            "search_oracleid_594f6881_jace-vryns-prodigy_lang-any.json")
    printings = list(read_facts(path))
    assert len(printings) == 16
    names = {}
    for p in printings:
        names.update(p.get("names") or {})
    assert names["de"] == "Jace, Wunderkind von Vryn // Jace, der entfesselte Telepath"
    assert names["ja"] == "ヴリンの神童、ジェイス // 束縛なきテレパス、ジェイス"
    assert names["zh"] == "维林逸才杰斯 // 通念杰斯"
    assert names["zh-Hant"] == "維林逸才傑斯 // 通念傑斯"
    alrund = list(read_facts(external / "scryfall/mtgjson-cassette/"
                             "search_oracleid_0a69c3dd_alrund_lang-any.json"))
    assert any((p.get("names") or {}).get("de") for p in alrund)


def test_scryfall_set_page_double_faced_cards(external):
    cards = cards_of(external / "scryfall/mtgjson-cassette/search_e-MID_unique-prints_page1.json")
    delver = cards["Delver of Secrets // Insectile Aberration"]
    assert [f["name"] for f in delver["card_faces"]] == ["Delver of Secrets",
                                                         "Insectile Aberration"]
    assert delver["card_faces"][1]["colors"] == ["U"]
    cathar = cards["Brutal Cathar // Moonrage Brute"]
    assert cathar["hints"] == {"etb_trigger": True}
    assert cathar["keywords"] == ["Daybound"]
    assert cathar["card_faces"][1]["colors"] == ["R"]


# -- Cockatrice --

def test_cockatrice_spoiler_one_card_per_name(external):
    path = external / "cockatrice/magic-spoiler/DSK.xml"
    facts = list(read_facts(path))
    names = [f["name"] for f in facts]
    assert len(names) == len(set(names))
    text = path.read_text(encoding="utf-8")
    assert text.count("<name>Hauntwoods Shrieker</name>") == 2
    cards = {f["name"]: f for f in facts}
    assert core(cards["Growing Dread"]) == {
        "name": "Growing Dread", "mana_cost": "{G}{U}", "type_line": "Enchantment",
        "layout": "normal", "keywords": ["Flash"],
        "hints": {"etb_trigger": True, "face_up_watcher": "yours"}}
    assert cards["Paranormal Analyst"]["hints"] == {"manifest_dread_watcher": True}
    assert cards["Hauntwoods Shrieker"]["mana_cost"] == "{1}{G}{G}"
    assert cards["Abhorrent Oculus"]["keywords"] == ["Flying"]


def test_cockatrice_schema_v3_and_v4_and_tokens(external):
    base = external / "cockatrice/cockatrice-tests"
    v4 = cards_of(base / "cards.xml")
    assert v4["Dog"]["mana_cost"] == "{2}{R}{R}" and v4["Dog"]["power"] == "4"
    assert v4["Not Dead"]["type_line"] == "Instant"
    v3 = cards_of(base / "customset1_v3.xml")
    assert v3["Crow"] == {"name": "Crow", "mana_cost": "{1}{B}", "type_line": "Creature",
                          "power": "2", "toughness": "2", "layout": "normal", "set": "BRD"}
    tokens = cards_of(external / "cockatrice/magic-token/tokens.xml")
    thopter = tokens["Thopter"]
    assert (thopter["layout"], thopter["type_line"], thopter["keywords"]) == (
        "token", "Token Artifact Creature — Thopter", ["Flying"])


# -- Forge --

def test_forge_scripts(external):
    base = external / "forge/cardsfolder"
    (akroma,) = read_facts(base / "akroma_angel_of_fury.txt")
    assert (akroma["type_line"], akroma["morph"]) == ("Legendary Creature — Angel", "{3}{R}{R}{R}")
    (mist,) = read_facts(base / "primordial_mist.txt")
    text = mist.pop("oracle_text")
    assert mist == {"name": "Primordial Mist", "mana_cost": "{4}{U}", "type_line": "Enchantment",
                    "layout": "normal",
                    "hints": {"abilities": ["end_step_manifest_optional",
                                            "exile_face_down_to_play", "play_exiled_this_turn"]}}
    assert text.startswith("At the beginning of your end step, you may manifest the top card")
    assert text.count("\n") == 1 and "\\n" not in text


# -- rules text, printed text and images kept by each importer --

def test_mtgjson_keeps_oracle_and_printed_text(external):
    cards = cards_of(external / "mtgjson/v5.2.0-20220425/KTK.json")
    hydra = CardFacts.from_dict(cards["Hooded Hydra"])
    assert "Morph {3}{G}{G}" in hydra.oracle_text
    assert "As Hooded Hydra is turned face up" in hydra.oracle_text
    printed = dict(hydra.printed_text)
    assert set(printed) >= {"de", "es", "fr", "it", "ja"}
    assert "Morph {3}{G}{G}" in printed["de"] and printed["de"] != hydra.oracle_text
    assert cards["Hooded Hydra"]["scryfall_id"]
    tsp = cards_of(external / "mtgjson/v5-20250818/TSP.json")
    assert "Morph {1}{U}" in tsp["Vesuvan Shapeshifter"]["oracle_text"]


def test_scryfall_keeps_face_text_printed_text_and_image(external):
    base = external / "scryfall/mtgjson-cassette"
    jace = cards_of(base / "card_02d6d693_jace-vryns-prodigy_transform.json")[
        "Jace, Vryn's Prodigy // Jace, Telepath Unbound"]
    front, back = jace["card_faces"]
    assert front["oracle_text"].startswith("{T}: Draw a card, then discard a card.")
    assert back["oracle_text"].startswith("+1: Up to one target creature")
    assert jace["scryfall_id"].startswith("02d6d693")
    assert jace["image_uris"]["normal"].startswith("https://cards.scryfall.io/normal/front/")
    facts = CardFacts.from_dict(jace)
    assert facts.oracle_text == front["oracle_text"] + "\n//\n" + back["oracle_text"]
    localized = [f for f in read_facts(
        base / "search_oracleid_594f6881_jace-vryns-prodigy_lang-any.json")
        if f.get("printed_text")]
    langs = {lang for f in localized for lang in f["printed_text"]}
    assert langs >= {"de", "fr", "ja"}
    de = next(f for f in localized if "de" in f["printed_text"])["printed_text"]["de"]
    assert "\n//\n" in de  # both faces' printed text


def test_cockatrice_keeps_rules_text(external):
    cards = cards_of(external / "cockatrice/magic-spoiler/DSK.xml")
    assert cards["Growing Dread"]["oracle_text"].startswith("Flash")
    assert "manifest dread" in cards["Break Down the Door"]["oracle_text"].lower()


# -- the same card from different formats --

@pytest.mark.parametrize("name,first,second", [
    ("Exalted Angel", "mtgjson/v5.2.0-20220425/ONS.json", "forge/cardsfolder/exalted_angel.txt"),
    ("Hooded Hydra", "mtgjson/v5.2.0-20220425/KTK.json", "forge/cardsfolder/hooded_hydra.txt"),
    ("Cryptic Pursuit", "mtgjson/v5.2.0-20220425/NCC.json",
     "forge/cardsfolder/cryptic_pursuit.txt"),
    ("Delver of Secrets // Insectile Aberration",
     "scryfall/mtgjson-cassette/search_e-MID_unique-prints_page1.json",
     "forge/cardsfolder/delver_of_secrets_insectile_aberration.txt"),
    ("Break Down the Door", "cockatrice/magic-spoiler/DSK.xml",
     "forge/cardsfolder/break_down_the_door.txt"),
    ("Abhorrent Oculus", "cockatrice/magic-spoiler/DSK.xml",
     "forge/cardsfolder/abhorrent_oculus.txt"),
    ("Jace, Vryn's Prodigy // Jace, Telepath Unbound",
     "scryfall/mtgjson-cassette/card_02d6d693_jace-vryns-prodigy_transform.json",
     "scryfall/mtgjson-cassette/search_oracleid_594f6881_jace-vryns-prodigy_lang-any.json"),
    ("Forest", "mtgjson/v5.2.0-20220425/KTK.json", "cockatrice/magic-spoiler/DSK.xml"),
])
def test_same_card_same_facts_across_formats(external, name, first, second):
    a = cards_of(external / first)[name]
    b = cards_of(external / second)[name]
    assert core(a) == core(b)


def test_every_real_card_file_reads(external):
    files = [p for p in external.rglob("*") if p.suffix in (".json", ".xml", ".txt")
             and "decklists" not in p.parts and p.name not in (
                 "rulings_02d6d693_jace-vryns-prodigy.json", "catalog_keyword-abilities.json",
                 "set_tsp_scryfall_set_object.json") and "schema" not in p.parts]
    assert len(files) >= 25
    for p in files:
        for facts in read_facts(p):
            CardFacts.from_dict(facts)


def test_mtgjson_double_faced_localized_names(external):
    cathar = cards_of(external / "mtgjson/v5.2.0-20220425/DKA.json")[
        "Loyal Cathar // Unhallowed Cathar"]
    assert [f["name"] for f in cathar["card_faces"]] == ["Loyal Cathar", "Unhallowed Cathar"]
    assert cathar["names"]["de"] == "Treuer Katharer // Unheiliger Katharer"
    assert cathar["card_faces"][1]["colors"] == ["B"]


def test_mtgjson_atomic_and_all_printings_wrappers(external, tmp_path):
    """AtomicCards and AllPrintings shapes (with the meta/data wrapper) are streamed."""
    import json

    ktk = json.loads((external / "mtgjson/v5.2.0-20220425/KTK.json").read_text("utf-8"))
    ons = json.loads((external / "mtgjson/v5.2.0-20220425/ONS.json").read_text("utf-8"))
    all_printings = tmp_path / "AllPrintings.json"
    all_printings.write_text(json.dumps({"meta": ktk["meta"], "data": {
        "KTK": ktk["data"], "ONS": ons["data"]}}), encoding="utf-8")
    cards = cards_of(all_printings)
    assert cards["Hooded Hydra"]["morph"] == "{3}{G}{G}"
    assert cards["Exalted Angel"]["names"]["de"] == "Erhabener Engel"
    golden = json.loads((external / "mtgjson/golden/atomic_cards.json").read_text("utf-8"))
    atomic = tmp_path / "AtomicCards.json"
    atomic.write_text(json.dumps({"meta": {"version": "5"}, "data": golden}), encoding="utf-8")
    assert set(cards_of(atomic)) == set(golden)
