"""Facts derived from rules text: keyword costs, keyword abilities, hints."""

from __future__ import annotations

import pytest

from tabletop.carddata.text import braced_mana_cost, derive, keyword_abilities, strip_reminders

HYDRA = ("Hooded Hydra enters the battlefield with X +1/+1 counters on it.\n"
         "When Hooded Hydra dies, create a 1/1 green Snake creature token for each +1/+1 counter "
         "on it.\nMorph {3}{G}{G}\nAs Hooded Hydra is turned face up, put five +1/+1 counters on "
         "it.")


def test_morph_cost_counters_and_triggers():
    assert derive("Hooded Hydra", HYDRA) == {
        "morph": "{3}{G}{G}",
        "hints": {"dies_trigger": True, "as_turned_face_up_counters": 5,
                  "enters_with_x_counters": True}}


def test_plain_words_cost_is_kept_as_text():
    text = ("Deathtouch\nMorph—Reveal a black card in your hand. (You may cast this card face "
            "down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)\n"
            "When Ruthless Ripper is turned face up, target player loses 2 life.")
    assert derive("Ruthless Ripper", text) == {
        "morph": "reveal a black card in your hand", "keywords": ["Deathtouch"],
        "hints": {"turned_face_up_trigger": True}}


@pytest.mark.parametrize("name,text,expected", [
    ("Den Protector", "Megamorph {1}{G}\nWhen Den Protector is turned face up, return target "
     "card from your graveyard to your hand.",
     {"megamorph": "{1}{G}", "hints": {"turned_face_up_trigger": True}}),
    ("Pyrotechnic Performer", "Disguise {R} (You may cast this card face down for {3} as a 2/2 "
     "creature with ward {2}.)\nWhenever this creature or another creature you control is turned "
     "face up, that creature deals damage equal to its power to each opponent.",
     {"disguise": "{R}", "hints": {"turned_face_up_trigger": True, "face_up_watcher": "yours"}}),
    ("Growing Dread", "Flash\nWhen this enchantment enters, manifest dread.\nWhenever you turn a "
     "permanent you control face up, put a +1/+1 counter on it.",
     {"keywords": ["Flash"], "hints": {"etb_trigger": True, "face_up_watcher": "yours"}}),
    ("Paranormal Analyst", "Whenever you manifest dread, put a card you put into your graveyard "
     "this way into your hand.", {"hints": {"manifest_dread_watcher": True}}),
    ("Branch of Vitu-Ghazi", "{T}: Add {C}.\nDisguise {3}\nWhen this land is turned face up, "
     "create two 1/1 white Citizen creature tokens.",
     {"disguise": "{3}", "hints": {"turned_face_up_trigger": True}}),
    ("Vannifar, Evolved Enigma", "At the beginning of combat on your turn, choose one —\n• Cloak "
     "a card from your hand.\n• Put a +1/+1 counter on each colorless creature you control.", {}),
    ("Watcher", "Whenever a permanent is turned face up, you gain 1 life.",
     {"hints": {"face_up_watcher": "any"}}),
])
def test_hints_and_costs(name, text, expected):
    assert derive(name, text) == expected


def test_keyword_lines():
    assert keyword_abilities("Flying, trample, protection from white, protection from blue") == [
        "Flying", "Trample", "Protection from white", "Protection from blue"]
    assert keyword_abilities("Ward—Pay 3 life.\nCycling {U}") == ["Ward—Pay 3 life",
                                                                    "Cycling {U}"]
    assert keyword_abilities("Flying and first strike matter.") == []
    assert keyword_abilities("Morph {2}") == []  # face-down costs are kept apart


def test_reminder_text_is_dropped():
    assert strip_reminders("Flash (You may cast it (any time).)") == "Flash"


@pytest.mark.parametrize("raw,braced", [("3GG", "{3}{G}{G}"), ("X", "{X}"), ("", None),
                                        (None, None), ("3{G/W}{G/W}", "{3}{G/W}{G/W}"),
                                        ("{2}{U}", "{2}{U}"), ("10U", "{10}{U}")])
def test_braced_mana_cost(raw, braced):
    assert braced_mana_cost(raw) == braced


def test_enters_or_is_turned_face_up_is_both_triggers():
    text = "When Ponyback Brigade enters the battlefield or is turned face up, create three " \
           "1/1 red Goblin creature tokens.\nMorph {2}{R}{W}{B}"
    assert derive("Ponyback Brigade", text)["hints"] == {"etb_trigger": True,
                                                         "turned_face_up_trigger": True}
