"""Scryfall card shapes that need care: split / adventure costs, art series, tokens."""

from __future__ import annotations

from tabletop.carddata.scryfall import card_to_facts
from tabletop.model.cards import CardFacts


def test_split_card_keeps_both_faces_not_the_combined_cost():
    wear_tear = {
        "object": "card", "name": "Wear // Tear", "layout": "split", "lang": "en",
        "mana_cost": "{1}{R} // {W}", "type_line": "Instant // Instant", "colors": ["R", "W"],
        "card_faces": [
            {"object": "card_face", "name": "Wear", "mana_cost": "{1}{R}",
             "type_line": "Instant", "oracle_text": "Destroy target artifact."},
            {"object": "card_face", "name": "Tear", "mana_cost": "{W}", "type_line": "Instant",
             "oracle_text": "Destroy target enchantment."}]}
    facts = card_to_facts(wear_tear)
    assert facts["layout"] == "split"
    assert [f["mana_cost"] for f in facts["card_faces"]] == ["{1}{R}", "{W}"]
    assert "mana_cost" not in facts
    card = CardFacts.from_dict(facts)
    assert not card.is_double_faced and card.mana_cost.text == "{1}{R}"


def test_adventure_front_is_the_creature():
    facts = card_to_facts({
        "object": "card", "name": "Bonecrusher Giant // Stomp", "layout": "adventure",
        "mana_cost": "{2}{R} // {1}{R}", "type_line": "Creature — Giant // Instant — Adventure",
        "card_faces": [
            {"name": "Bonecrusher Giant", "mana_cost": "{2}{R}", "type_line": "Creature — Giant",
             "power": "4", "toughness": "3", "oracle_text": "Whenever Bonecrusher Giant becomes "
             "the target of a spell, Bonecrusher Giant deals 2 damage to that spell's "
             "controller."},
            {"name": "Stomp", "mana_cost": "{1}{R}", "type_line": "Instant — Adventure",
             "oracle_text": "Damage can't be prevented this turn. Stomp deals 2 damage to any "
             "target."}]})
    card = CardFacts.from_dict(facts)
    assert card.front.power == "4" and card.is_type("Creature")


def test_art_series_and_non_cards_are_skipped():
    assert card_to_facts({"object": "card", "name": "X // X", "layout": "art_series"}) is None
    assert card_to_facts({"object": "ruling", "comment": "..."}) is None


def test_localized_printing_and_token():
    facts = card_to_facts({
        "object": "card", "name": "Thopter", "layout": "token", "lang": "ja",
        "printed_name": "飛行機械", "type_line": "Token Artifact Creature — Thopter",
        "power": "1", "toughness": "1", "colors": [], "oracle_text": "Flying",
        "printed_text": "飛行", "flavor_name": "Sky Gear", "id": "f00d-1",
        "image_uris": {"small": "https://img.invalid/s.jpg", "normal": "https://img.invalid/n.jpg"},
        "set": "tkld", "collector_number": "9"})
    assert facts == {"name": "Thopter", "type_line": "Token Artifact Creature — Thopter",
                     "power": "1", "toughness": "1", "layout": "token", "keywords": ["Flying"],
                     "oracle_text": "Flying", "names": {"ja": "飛行機械"},
                     "printed_text": {"ja": "飛行"}, "flavor_name": "Sky Gear",
                     "scryfall_id": "f00d-1", "image_uris": {"normal": "https://img.invalid/n.jpg"},
                     "set": "TKLD", "collector_number": "9"}


def test_an_image_url_that_is_not_http_is_left_out():
    facts = card_to_facts({"object": "card", "name": "X", "type_line": "Instant",
                           "image_uris": {"normal": "file:///etc/passwd"}})
    assert "image_uris" not in facts
