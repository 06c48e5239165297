"""Hand-written facts (from RULES.md §3): the fallback for cards the real data files lack, and
the list of cards, basic lands and tokens the bundled file must hold. Facts only, no rules text.

Each row: name, mana cost, type line, "P/T" or "(loyalty)", extras (keyword costs, keywords,
hints, colors), set, collector number.
"""

from __future__ import annotations

_T = True
ROWS: list[tuple] = [
    ("Primordial Mist", "{4}{U}", "Enchantment", None, {}, "C18", "12"),
    ("Break Down the Door", "{2}{G}", "Instant", None, {}, "DSK", None),
    ("Cryptic Pursuit", "{2}{U}{R}", "Enchantment", None, {}, "NCC", None),
    ("Whisperwood Elemental", "{3}{G}{G}", "Creature — Elemental", "4/4", {}, "FRF", None),
    ("Soul Summons", "{1}{W}", "Sorcery", None, {}, "FRF", None),
    ("Cloudform", "{1}{U}{U}", "Enchantment", None, {"hints": {"etb_trigger": _T}}, "FRF", None),
    ("Mastery of the Unseen", "{1}{W}", "Enchantment", None,
     {"hints": {"face_up_watcher": "yours"}}, "FRF", None),
    ("Jeskai Infiltrator", "{2}{U}", "Creature — Human Monk", "2/3", {}, "FRF", None),
    ("Reality Shift", "{1}{U}", "Instant", None, {}, "ORI", None),
    ("Hauntwoods Shrieker", "{1}{G}{G}", "Creature — Beast Mutant", "3/3", {}, "DSK", None),
    ("Growing Dread", "{G}{U}", "Enchantment", None,
     {"keywords": ["Flash"], "hints": {"etb_trigger": _T, "face_up_watcher": "yours"}},
     "DSK", None),
    ("Paranormal Analyst", "{1}{U}", "Creature — Human Detective", "1/3",
     {"hints": {"manifest_dread_watcher": _T}}, "DSK", None),
    ("Abhorrent Oculus", "{2}{U}", "Creature — Eye", "5/5", {"keywords": ["Flying"]}, "DSK", None),
    ("Cryptic Coat", "{2}{U}", "Artifact — Equipment", None, {"hints": {"etb_trigger": _T}},
     "MKM", None),
    ("Hide in Plain Sight", "{3}{G}", "Sorcery", None, {}, "MKM", None),
    ("Vannifar, Evolved Enigma", "{2}{G}{U}", "Legendary Creature — Elf Ooze Wizard", "3/4", {},
     "MKM", None),
    ("Exalted Angel", "{4}{W}{W}", "Creature — Angel", "4/5",
     {"morph": "{2}{W}{W}", "keywords": ["Flying"]}, "ONS", "28"),
    ("Willbender", "{1}{U}", "Creature — Human Wizard", "1/2",
     {"morph": "{1}{U}", "hints": {"turned_face_up_trigger": _T}}, "LGN", None),
    ("Akroma, Angel of Fury", "{5}{R}{R}{R}", "Legendary Creature — Angel", "6/6",
     {"morph": "{3}{R}{R}{R}",
      "keywords": ["Flying", "Trample", "Protection from white and from blue"]}, "PLC", "94"),
    ("Grinning Demon", "{2}{B}{B}", "Creature — Demon", "6/6", {"morph": "{2}{B}{B}"}, "ONS",
     None),
    ("Branchsnap Lorian", "{1}{G}{G}", "Creature — Beast", "4/1",
     {"morph": "{G}", "keywords": ["Trample"]}, "LGN", None),
    ("Hooded Hydra", "{X}{G}{G}", "Creature — Snake Hydra", "0/0",
     {"morph": "{3}{G}{G}", "hints": {"dies_trigger": _T, "as_turned_face_up_counters": 5,
                                      "enters_with_x_counters": _T}}, "KTK", None),
    ("Ashcloud Phoenix", "{2}{R}{R}", "Creature — Phoenix", "4/1",
     {"morph": "{4}{R}{R}", "keywords": ["Flying"],
      "hints": {"dies_trigger": _T, "turned_face_up_trigger": _T}}, "KTK", None),
    ("Ruthless Ripper", "{B}", "Creature — Human Assassin", "1/1",
     {"morph": "reveal a black card in your hand", "keywords": ["Deathtouch"],
      "hints": {"turned_face_up_trigger": _T}}, "KTK", None),
    ("Zoetic Cavern", None, "Land", None, {"morph": "{2}"}, "FUT", "180"),
    ("Vesuvan Shapeshifter", "{3}{U}{U}", "Creature — Shapeshifter", "0/0", {"morph": "{1}{U}"},
     "TSP", None),
    ("Den Protector", "{1}{G}", "Creature — Human Warrior", "2/1",
     {"megamorph": "{1}{G}", "hints": {"turned_face_up_trigger": _T}}, "DTK", None),
    ("Stratus Dancer", "{1}{U}", "Creature — Djinn Monk", "2/1",
     {"megamorph": "{1}{U}", "keywords": ["Flying"], "hints": {"turned_face_up_trigger": _T}},
     "DTK", None),
    ("Branch of Vitu-Ghazi", None, "Land", None,
     {"disguise": "{3}", "hints": {"turned_face_up_trigger": _T}}, "MKM", None),
    ("Crowd-Control Warden", "{3}{G}{W}", "Creature — Centaur Soldier", "4/4",
     {"disguise": "{3}{G/W}{G/W}"}, "MKM", None),
    ("Pyrotechnic Performer", "{1}{R}", "Creature — Lizard Assassin", "3/2",
     {"disguise": "{R}", "hints": {"turned_face_up_trigger": _T, "face_up_watcher": "yours"}},
     "MKM", None),
    ("Hunted Bonebrute", "{2}{B}", "Creature — Skeleton Beast", "6/2",
     {"disguise": "{1}{B}", "keywords": ["Menace"],
      "hints": {"etb_trigger": _T, "dies_trigger": _T}}, "MKM", None),
    ("Ixidron", "{3}{U}{U}", "Creature — Illusion", "*/*", {}, "TSP", None),
    ("Backslide", "{1}{U}", "Instant", None, {"keywords": ["Cycling {U}"]}, "ONS", "70"),
    ("Obscuring Aether", "{G}", "Enchantment", None, {}, "DTK", None),
    ("Illusionary Mask", "{2}", "Artifact", None, {}, "LEA", None),
    ("Yedora, Grave Gardener", "{4}{G}", "Legendary Creature — Treefolk Druid", "5/5", {},
     "C21", "70"),
    ("Tezzeret, Cruel Machinist", "{4}{U}{U}", "Legendary Planeswalker — Tezzeret", "(4)", {},
     "M19", "286"),
    ("Break Open", "{1}{R}", "Instant", None, {}, "ONS", "190"),
    ("Secret Plans", "{G}{U}", "Enchantment", None, {"hints": {"face_up_watcher": "yours"}},
     "KTK", None),
    ("Trail of Mystery", "{1}{G}", "Enchantment", None, {"hints": {"face_up_watcher": "yours"}},
     "KTK", None),
    ("Grafdigger's Cage", "{1}", "Artifact", None, {}, "DKA", None),
    ("Clone", "{3}{U}", "Creature — Shapeshifter", "0/0", {}, "LEA", None),
    ("Cackling Counterpart", "{1}{U}{U}", "Instant", None, {"keywords": ["Flashback {5}{U}{U}"]},
     "ISD", None),
    ("Cytoshape", "{1}{G}{U}", "Instant", None, {}, "DIS", None),
    ("Turn to Frog", "{1}{U}", "Instant", None, {}, "M12", None),
    ("Cloudshift", "{W}", "Instant", None, {}, "AVR", None),
    ("Adarkar Valkyrie", "{4}{W}{W}", "Snow Creature — Angel", "4/5",
     {"keywords": ["Flying", "Vigilance"]}, "CSP", None),
    ("Act of Treason", "{2}{R}", "Sorcery", None, {}, "M10", None),
    ("Unsummon", "{U}", "Instant", None, {}, "LEA", None),
    ("Essence Scatter", "{1}{U}", "Instant", None, {}, "M10", None),
    ("Negate", "{1}{U}", "Instant", None, {}, "MOR", None),
    ("Fatal Push", "{B}", "Instant", None, {}, "AER", None),
    ("Lightning Bolt", "{R}", "Instant", None, {}, "LEA", None),
    ("Counterspell", "{U}{U}", "Instant", None, {}, "LEA", None),
    ("Grizzly Bears", "{1}{G}", "Creature — Bear", "2/2", {}, "LEA", None),
    ("Hangarback Walker", "{X}{X}", "Artifact Creature — Construct", "0/0",
     {"hints": {"enters_with_x_counters": _T, "dies_trigger": _T}}, "ORI", None),
    ("Dryad Arbor", None, "Land Creature — Forest Dryad", "1/1", {"colors": ["G"]}, "FUT", "174"),
    ("Forest", None, "Basic Land — Forest", None, {}, "LEA", None),
    ("Delver of Secrets // Insectile Aberration", None, None, None, {
        "layout": "transform", "card_faces": [
            {"name": "Delver of Secrets", "mana_cost": "{U}",
             "type_line": "Creature — Human Wizard", "power": "1", "toughness": "1"},
            {"name": "Insectile Aberration", "type_line": "Creature — Human Insect",
             "power": "3", "toughness": "2", "colors": ["U"]}]}, "ISD", None),
    ("Brutal Cathar // Moonrage Brute", None, None, None, {
        "layout": "transform", "keywords": ["Daybound"], "hints": {"etb_trigger": _T},
        "card_faces": [
            {"name": "Brutal Cathar", "mana_cost": "{2}{W}",
             "type_line": "Creature — Human Soldier Werewolf", "power": "2", "toughness": "2"},
            {"name": "Moonrage Brute", "type_line": "Creature — Werewolf", "power": "3",
             "toughness": "3", "colors": ["R"]}]}, "MID", None),
    ("Valakut Awakening // Valakut Stoneforge", None, None, None, {
        "layout": "modal_dfc", "card_faces": [
            {"name": "Valakut Awakening", "mana_cost": "{2}{R}", "type_line": "Instant"},
            {"name": "Valakut Stoneforge", "type_line": "Land"}]}, "ZNR", None),
]
RULES_CARDS = len(ROWS)  # the 62 cards of RULES.md §3

BASIC_LANDS: list[tuple] = [(n, None, f"Basic Land — {n}", None, {}, "LEA", None)
               for n in ("Plains", "Island", "Swamp", "Mountain")]
TOKENS = [
    ("Thopter", None, "Token Artifact Creature — Thopter", "1/1",
     {"layout": "token", "keywords": ["Flying"]}, None, None),
    ("Snake", None, "Token Creature — Snake", "1/1", {"layout": "token", "colors": ["G"]}, None,
     None),
    ("Dog", None, "Token Creature — Dog", "1/1", {"layout": "token", "colors": ["W"]}, None, None),
]

# Localized names given by the seeds (RULES.md §3); real data adds more where it has them.
SEED_NAMES = {
    "Primordial Mist": {"de": "Urnebel", "es": "Niebla primordial", "fr": "Brume primordiale",
                        "it": "Nebbia Primordiale", "ja": "始源の霧"},
    "Break Down the Door": {"de": "Türe aufbrechen", "es": "Romper la puerta",
                            "fr": "Défoncer la porte", "it": "Spaccare la Porta", "ja": "扉破り"},
    "Cryptic Pursuit": {"de": "Kryptische Verfolgung", "fr": "Course-poursuite cryptique",
                        "ja": "謎めいた追跡", "zh": "隐密追击"},
}


def row_to_facts(row: tuple) -> dict:
    name, cost, type_line, pt, extras, set_code, number = row
    d: dict = {"name": name}
    if "card_faces" in extras:
        d["type_line"] = " // ".join(f["type_line"] for f in extras["card_faces"])
    else:
        if cost:
            d["mana_cost"] = cost
        d["type_line"] = type_line
        if pt and pt.startswith("("):
            d["loyalty"] = pt.strip("()")
        elif pt:
            d["power"], d["toughness"] = pt.split("/")
    d.update(extras)
    d.setdefault("layout", "normal")
    if name in SEED_NAMES:
        d["names"] = dict(SEED_NAMES[name])
    if set_code:
        d["set"] = set_code
    if number:
        d["collector_number"] = number
    return d


def hand_facts() -> list[dict]:
    """Every wanted card's hand-written facts, in bundled-file order."""
    return [row_to_facts(r) for r in (*ROWS, *BASIC_LANDS, *TOKENS)]
