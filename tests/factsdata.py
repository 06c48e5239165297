"""Card facts used across the model and rules tests (facts only, no rules text)."""

FACTS = {
    "bears": {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
              "power": "2", "toughness": "2"},
    "forest": {"name": "Forest", "type_line": "Basic Land — Forest"},
    "bolt": {"name": "Lightning Bolt", "mana_cost": "{R}", "type_line": "Instant"},
    "angel": {"name": "Exalted Angel", "mana_cost": "{4}{W}{W}", "type_line": "Creature — Angel",
              "power": "4", "toughness": "5", "morph": "{2}{W}{W}", "keywords": ["Flying"]},
    "den": {"name": "Den Protector", "mana_cost": "{1}{G}", "type_line": "Creature — Human Warrior",
            "power": "2", "toughness": "1", "megamorph": "{1}{G}",
            "hints": {"turned_face_up_trigger": True}},
    "bonebrute": {"name": "Hunted Bonebrute", "mana_cost": "{2}{B}",
                  "type_line": "Creature — Skeleton Beast", "power": "6", "toughness": "2",
                  "disguise": "{1}{B}", "keywords": ["Menace"]},
    "hangarback": {"name": "Hangarback Walker", "mana_cost": "{X}{X}",
                   "type_line": "Artifact Creature — Construct", "power": "0", "toughness": "0"},
    "arbor": {"name": "Dryad Arbor", "type_line": "Land Creature — Forest Dryad", "power": "1",
              "toughness": "1", "colors": ["G"]},
    "valakut": {"name": "Valakut Awakening // Valakut Stoneforge", "layout": "modal_dfc",
                "type_line": "Instant // Land",
                "card_faces": [{"name": "Valakut Awakening", "mana_cost": "{2}{R}",
                                "type_line": "Instant"},
                               {"name": "Valakut Stoneforge", "type_line": "Land"}]},
    "delver": {"name": "Delver of Secrets // Insectile Aberration", "layout": "transform",
               "type_line": "Creature — Human Wizard // Creature — Human Insect",
               "card_faces": [{"name": "Delver of Secrets", "mana_cost": "{U}",
                               "type_line": "Creature — Human Wizard", "power": "1",
                               "toughness": "1"},
                              {"name": "Insectile Aberration",
                               "type_line": "Creature — Human Insect", "power": "3",
                               "toughness": "2"}]},
    "ripper": {"name": "Ruthless Ripper", "mana_cost": "{B}", "type_line": "Creature — Human "
               "Assassin", "power": "1", "toughness": "1",
               "morph": "reveal a black card in your hand"},
    "demon": {"name": "Grinning Demon", "mana_cost": "{2}{B}{B}", "type_line": "Creature — Demon",
              "power": "6", "toughness": "6", "morph": "{2}{B}{B}"},
    "mist": {"name": "Primordial Mist", "mana_cost": "{4}{U}", "type_line": "Enchantment"},
    "pursuit": {"name": "Cryptic Pursuit", "mana_cost": "{2}{U}{R}", "type_line": "Enchantment"},
    "essence": {"name": "Essence Scatter", "mana_cost": "{1}{U}", "type_line": "Instant"},
}


def setup(zones: dict, *, players=("A", "B"), active="A", step="main1", turn=3, mode="strict",
          stack=(), restrictions=()) -> dict:
    """A setup from `{"A": {"library": ["bears", ...], "battlefield": [...]}}`; entries are fact
    keys or dicts with `card` plus status (face_down as a method name, order, tapped, ...).
    Card ids are `key`, `key#2`, ... as in SCENARIOS.md."""
    counts: dict[str, int] = {}
    cards = []

    def add(e, zone, owner):
        if isinstance(e, str):
            e = {"card": e}
        key = e["card"]
        counts[key] = counts.get(key, 0) + 1
        cid = key if counts[key] == 1 else f"{key}#{counts[key]}"
        d = {"id": cid, "facts": key, "owner": owner, "zone": zone,
             "controller": e.get("controller", owner), "tapped": e.get("tapped", False),
             "counters": e.get("counters", {}), "damage": e.get("damage", 0),
             "token": e.get("token", False)}
        if e.get("face_down"):
            d["face_down"] = {"method": e["face_down"], "order": e.get("order"),
                              "source": e.get("source"), "chars": e.get("characteristics")}
        cards.append(d)

    for p in players:
        for z in ("library", "hand", "battlefield", "graveyard", "exile", "command"):
            for e in zones.get(p, {}).get(z, []):
                add(e, z, p)
    for e in stack:
        add(e, "stack", e["controller"])
    return {"players": list(players), "turn": {"active": active, "number": turn, "step": step},
            "mode": mode, "restrictions": list(restrictions), "facts": FACTS, "cards": cards}
