"""A setup holds only a board some game can reach: what cannot exist is refused with the reason
and the rule (the position editor shows them; issue 16)."""

from __future__ import annotations

import pytest

from tabletop.model.setup import (
    RULE_ATTACHED_PLACE,
    RULE_AURA_ATTACHED,
    RULE_ENTRY_NUMBER,
    RULE_EXILED_PLACE,
    RULE_FACE_DOWN_PLACE,
    RULE_TOKEN_PLACE,
    SetupError,
    build_state,
)

BEARS = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
         "power": "2", "toughness": "2"}
PACIFISM = {"name": "Pacifism", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura",
            "oracle_text": "Enchant creature"}
CURSE = {"name": "Curse of Death's Hold", "mana_cost": "{3}{B}{B}",
         "type_line": "Enchantment — Aura Curse"}


def _setup(*cards: dict) -> dict:
    return {"players": ["A", "B"],
            "facts": {"bears": BEARS, "pacifism": PACIFISM, "curse": CURSE},
            "cards": [{"id": f"c{i}", "owner": "A", "facts": "bears", **c}
                      for i, c in enumerate(cards)]}


def _refused(setup: dict) -> SetupError:
    with pytest.raises(SetupError) as err:
        build_state(setup)
    return err.value


def test_a_face_down_card_in_a_hand_is_refused_with_its_rule():
    err = _refused(_setup({"zone": "hand", "face_down": {"method": "morph"}}))
    assert err.rule == RULE_FACE_DOWN_PLACE == "708.9"
    assert "face-down card in the hand" in str(err) and "(708.9)" in str(err)


def test_an_entry_number_used_twice_is_refused():
    err = _refused(_setup({"zone": "battlefield", "face_down": {"method": "morph", "order": 3}},
                          {"zone": "battlefield", "face_down": {"method": "cloak", "order": 3}}))
    assert err.rule == RULE_ENTRY_NUMBER == "708.6"
    assert "#3 is used twice" in str(err) and "c0" in str(err)
    # numbered apart, or numbered by the setup: fine
    build_state(_setup({"zone": "battlefield", "face_down": {"method": "morph", "order": 3}},
                       {"zone": "battlefield", "face_down": {"method": "cloak"}}))


@pytest.mark.parametrize("zone", ["library", "hand", "graveyard", "exile", "command"])
def test_a_token_anywhere_but_the_battlefield_is_refused(zone):
    err = _refused(_setup({"zone": zone, "token": True}))
    assert err.rule == RULE_TOKEN_PLACE == "111.7"
    assert f"a token in the {zone}" in str(err)
    build_state(_setup({"zone": "battlefield", "token": True}))


def test_an_aura_attached_to_nothing_is_refused():
    err = _refused(_setup({"zone": "battlefield", "facts": "pacifism"}))
    assert err.rule == RULE_AURA_ATTACHED == "704.5m"
    assert "Aura attached to nothing" in str(err)
    ok = build_state(_setup({"zone": "battlefield"},
                            {"zone": "battlefield", "facts": "pacifism", "attached_to": "c0"}))
    assert ok.cards["c1"].attached_to == "c0"
    # a face-down Aura is a 2/2 creature, no Aura; a Curse is on a player; in a hand, a card
    build_state(_setup({"zone": "battlefield", "facts": "pacifism",
                        "face_down": {"method": "manifest"}},
                       {"zone": "battlefield", "facts": "curse"},
                       {"zone": "hand", "facts": "pacifism"}))


def test_only_a_permanent_is_attached_to_another():
    err = _refused(_setup({"zone": "graveyard"},
                          {"zone": "battlefield", "facts": "pacifism", "attached_to": "c0"}))
    assert err.rule == RULE_ATTACHED_PLACE
    err = _refused(_setup({"zone": "battlefield", "facts": "pacifism", "attached_to": "c0"}))
    assert err.rule == RULE_ATTACHED_PLACE


def test_a_card_exiled_face_down_is_in_exile():
    err = _refused(_setup({"zone": "graveyard", "face_down": {"exile": True}}))
    assert err.rule == RULE_EXILED_PLACE == "406.3"
    assert "exiled face down in the graveyard" in str(err)
