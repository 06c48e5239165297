"""Issue 26 points 7 and 8 in the rules: what the card menus offer is what the rules judge (the
face-down methods a card has, Primordial Mist's exile by its source, an activated manifest with
the cost its text gives), a modal spell's modes as its text offers them, and Mastery of the
Unseen's life gain, known by what it is."""

from __future__ import annotations

from tabletop.carddata.demo import bundled_lookup
from tabletop.carddata.text import derive
from tabletop.model import commands as C
from tabletop.model.cards import FACE_UP_GAIN_LIFE
from tabletop.model.cardtext import bullets, spell_modes
from tabletop.rules import new_game
from tabletop.rules import offers as O
from tests.factsdata import FACTS, setup

CARDS = {n.lower().replace(" ", "_"): bundled_lookup(n) for n in (
    "Hooded Hydra", "Den Protector", "Pyrotechnic Performer", "Primordial Mist",
    "Mastery of the Unseen", "Break Down the Door", "Grizzly Bears")}


def game(zones, step: str = "main1"):
    s = setup(zones)
    s["turn"]["step"] = step
    s["facts"] = {**FACTS, **CARDS}
    return new_game(s)


def test_cast_down_offers_the_methods_the_card_has_judged_now():
    g = game({"A": {"hand": ["hooded_hydra", "den_protector", "pyrotechnic_performer",
                             "grizzly_bears"]}})
    ids = {c: [o.id for o in O.cast_down_offers(g, "A", c)] for c in (
        "hooded_hydra", "den_protector", "pyrotechnic_performer", "grizzly_bears")}
    assert ids == {"hooded_hydra": ["cast_morph"], "den_protector": ["cast_megamorph"],
                   "pyrotechnic_performer": ["cast_disguise"], "grizzly_bears": []}
    (offer,) = O.cast_down_offers(g, "A", "hooded_hydra")
    assert offer.legal and offer.cost == "{3}" and g.apply(offer.command, "A").ok
    assert O.cast_down_offers(g, "B", "den_protector") == []  # not B's card
    g = game({"A": {"hand": ["hooded_hydra"]}}, step="upkeep")
    (offer,) = O.cast_down_offers(g, "A", "hooded_hydra")
    assert not offer.legal and offer.reason.id == "CAST-TIMING"


def test_exile_to_play_needs_a_face_up_permanent_with_the_ability():
    fd = {"card": "grizzly_bears", "face_down": "manifest"}
    g = game({"A": {"battlefield": [fd, {"card": "primordial_mist", "face_down": "manifest"}]}})
    assert O.exile_to_play_offer(g, "A", "grizzly_bears") is None  # the Mist is face down
    g = game({"A": {"battlefield": [fd, "primordial_mist"]}})
    offer = O.exile_to_play_offer(g, "A", "grizzly_bears")
    assert offer.legal and offer.source == "Primordial Mist"
    assert O.exile_to_play_offer(g, "B", "grizzly_bears") is None  # not B's permanent
    g.apply(C.ApplyEffect("primordial_mist", {"lose_all_abilities": True}))
    assert O.exile_to_play_offer(g, "A", "grizzly_bears") is None  # the ability is gone
    g = game({"A": {"battlefield": [fd, "primordial_mist"]}}, step="untap")
    offer = O.exile_to_play_offer(g, "A", "grizzly_bears")
    assert not offer.legal and offer.reason.id == "NO-PRIORITY"


def test_an_activated_manifest_is_offered_with_the_cost_its_text_gives():
    g = game({"A": {"battlefield": ["mastery_of_the_unseen", "grizzly_bears"],
                    "library": ["hooded_hydra"]}})
    (offer,) = O.ability_offers(g, "A", "mastery_of_the_unseen")
    assert offer.cost == "{3}{W}" and offer.source == "Mastery of the Unseen"
    assert offer.line.text == "{3}{W}: Manifest the top card of your library."
    assert offer.command == C.Manifest("A", source="Mastery of the Unseen",
                                       by="mastery_of_the_unseen")
    assert O.ability_offers(g, "A", "grizzly_bears") == []
    assert O.ability_offers(g, "B", "mastery_of_the_unseen") == []
    # a copy has the ability and the copied card's words
    g = game({"A": {"battlefield": ["mastery_of_the_unseen", "primordial_mist"]}})
    g.apply(C.BecomeCopy("primordial_mist", "mastery_of_the_unseen"))
    (offer,) = O.ability_offers(g, "A", "primordial_mist")
    assert offer.cost == "{3}{W}" and offer.command.by == "primordial_mist"


def test_the_modes_of_a_modal_spell_come_from_its_text():
    door = CARDS["break_down_the_door"]
    modes = spell_modes(door["oracle_text"])
    assert (modes.least, modes.most) == (1, 1)
    assert modes.options == ("Exile target artifact.", "Exile target enchantment.",
                             "Manifest dread.")
    assert bullets(door["printed_text"]["ja"])[2] == "戦慄予示する。"
    assert spell_modes(CARDS["grizzly_bears"].get("oracle_text")) is None
    both = spell_modes("Choose one or both —\n• Draw a card.\n• Scry 1.")
    assert (both.least, both.most) == (1, 2) and both.allows(("Scry 1.", "Draw a card."))
    assert not both.allows(("Scry 1.", "Scry 1."))  # each mode once (700.2d)


def test_a_modal_spell_resolves_with_the_modes_its_text_offers():
    g = game({"A": {"hand": ["break_down_the_door"], "library": ["grizzly_bears"] * 1}})
    assert g.apply(C.Cast("A", "break_down_the_door"), "A").ok
    two = C.Resolve("break_down_the_door", ("Manifest dread.", "Exile target artifact."))
    assert g.check(two, "A").reason.id == "MODES-NOT-OFFERED"
    other = C.Resolve("break_down_the_door", ("Draw a card.",))
    assert g.check(other, "A").reason.id == "MODES-NOT-OFFERED"
    out = g.apply(C.Resolve("break_down_the_door", ("Manifest dread.",)), "A")
    assert out.ok and "MODES-CHOSEN" in out.ids
    resolved = next(e for e in out.events if e.kind == "resolved")
    assert resolved.data["modes"] == ["Manifest dread."]
    assert g.log[-1].command["modes"] == ["Manifest dread."]
    # a spell without modes has none to choose
    g = game({"A": {"hand": ["grizzly_bears"]}})
    g.apply(C.Cast("A", "grizzly_bears"), "A")
    assert g.check(C.Resolve("grizzly_bears", ("Manifest dread.",)), "A").reason.id == \
        "BAD-COMMAND"


def test_mastery_of_the_unseen_gains_life_for_each_creature_known_by_what_it_is():
    text = CARDS["mastery_of_the_unseen"]["oracle_text"]
    assert FACE_UP_GAIN_LIFE in derive("Mastery of the Unseen", text)["hints"]["abilities"]
    g = game({"A": {"battlefield": ["mastery_of_the_unseen", "den_protector",
                                    {"card": "grizzly_bears", "face_down": "manifest"}]}})
    out = g.apply(C.TurnFaceUp("A", "grizzly_bears", "mana_cost"), "A")
    gain = next(v for v in out.verdicts if v.id == "UP-GAIN-LIFE")
    assert gain.params == {"name": "Mastery of the Unseen", "player": "A", "n": 2}
    # without its abilities it does not trigger
    g = game({"A": {"battlefield": ["mastery_of_the_unseen",
                                    {"card": "grizzly_bears", "face_down": "manifest"}]}})
    g.apply(C.ApplyEffect("mastery_of_the_unseen", {"lose_all_abilities": True}))
    out = g.apply(C.TurnFaceUp("A", "grizzly_bears", "mana_cost"), "A")
    assert out.ok and "UP-GAIN-LIFE" not in out.ids
