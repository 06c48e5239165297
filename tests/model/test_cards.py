import pytest

from tabletop.model.cards import CardFacts, CardFactsError, parse_pt
from tests.factsdata import FACTS


@pytest.mark.parametrize("key", sorted(FACTS))
def test_facts_round_trip(key):
    facts = CardFacts.from_dict(FACTS[key])
    again = CardFacts.from_dict(facts.to_dict())
    assert again == facts


def test_double_faced_front_face():
    delver = CardFacts.from_dict(FACTS["delver"])
    assert delver.is_double_faced
    assert delver.front.name == "Delver of Secrets"
    assert delver.mana_cost.text == "{U}"
    assert delver.is_type("Creature")
    valakut = CardFacts.from_dict(FACTS["valakut"])
    assert valakut.is_instant_or_sorcery and not valakut.is_permanent_card


def test_keyword_costs_and_abilities():
    angel = CardFacts.from_dict(FACTS["angel"])
    assert angel.morph == "{2}{W}{W}"
    assert angel.keyword_abilities == ["Flying", "Morph"]
    ripper = CardFacts.from_dict(FACTS["ripper"])
    assert ripper.morph == "reveal a black card in your hand"


def test_colors_given_for_card_without_cost():
    arbor = CardFacts.from_dict(FACTS["arbor"])
    assert arbor.mana_cost is None and arbor.front.color_list == ["G"]


def test_localized_names():
    f = CardFacts.from_dict({"name": "Primordial Mist", "type_line": "Enchantment",
                             "names": {"de": "Urnebel", "ja": "始源の霧"}})
    assert f.localized("de") == "Urnebel" and f.localized("fr") == "Primordial Mist"


@pytest.mark.parametrize("bad", [
    {}, {"name": ""}, {"name": "X", "mana_cost": "2G"}, {"name": "X", "layout": "weird"},
    {"name": "X", "hints": {"flies": True}}, {"name": "X", "keywords": "Flying"},
    {"name": "X", "colors": ["P"]}, {"name": "X", "morph": ""},
    {"name": "X", "hints": {"face_up_watcher": "mine"}},
])
def test_bad_facts_raise_clear_errors(bad):
    with pytest.raises(CardFactsError):
        CardFacts.from_dict(bad)


def test_parse_pt():
    assert parse_pt("2") == 2 and parse_pt("*") == 0 and parse_pt("1+*") == 1
    assert parse_pt(None) is None and parse_pt("-1") == -1
