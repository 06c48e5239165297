"""What the rules the lessons cite say, in our own plain words (never Comprehensive Rules text).

Explanations quote the model's verdict (its sentence and rule numbers) and add the note for the
first rule that has one here, so a learner reads what the rule says as well as why the action
broke it.
"""

from __future__ import annotations

from tabletop.rules import verdicts as V

NOTES: dict[str, str] = {
    "105.2c": "An object with no mana cost and no color indicator is colorless.",
    "202.3a": "An object with no mana cost has mana value 0.",
    "107.3g": "When a card's mana cost has {X} and nothing says what X is, X is 0.",
    "110.5b": "A permanent enters the battlefield face up unless something says face down.",
    "116.2b": "Turning a face-down permanent face up is a special action: you may take it "
              "whenever you have priority; it does not use the stack.",
    "117.1a": "Sorcery-speed cards are cast only in your own main phase with an empty stack; "
              "instants whenever you have priority.",
    "305.1": "You play a land only in your own main phase, with an empty stack.",
    "305.2": "Normally you may play one land each turn.",
    "305.3": "Nothing lets you play a land when it is not your turn.",
    "301.5": "An Equipment can be attached to a creature; it affects the creature it is "
             "attached to, face down or not.",
    "302.1": "A creature spell (without flash) is cast only in your own main phase, when you "
             "have priority and the stack is empty.",
    "307.1": "A sorcery is cast only in your own main phase, when you have priority and the "
             "stack is empty.",
    "405.5": "When all players pass in succession, the top spell or ability of the stack, the "
             "last one put there, resolves first.",
    "506.4": "A permanent that stops being a creature, such as a face-down land turned face up, "
             "is removed from combat.",
    "514.2": "In the cleanup step, damage wears off and \"until end of turn\" and \"this turn\" "
             "effects end, all at the same time.",
    "603.10a": "Leaves-the-battlefield abilities, \"dies\" abilities among them, look back in "
               "time: they see the permanent as it was just before it left, a face-down 2/2 "
               "creature if it was face down.",
    "608.2c": "The controller of a resolving spell or ability follows its instructions in the "
              "order written: what it says to do is what is done.",
    "704.5g": "A creature with damage marked on it at least equal to its toughness is destroyed "
              "(a state-based action); no other creature is.",
    "613.1": "Continuous effects apply in layers, after copy effects and face-down values: so "
             "other effects can still change a face-down permanent's characteristics.",
    "400.7": "A card that changes zones becomes a new object with no memory of the old one.",
    "701.40a": "To manifest, put the card onto the battlefield face down as a 2/2 creature.",
    "701.40b": "Any time you have priority, you may turn a manifested permanent you control "
               "face up this way if its card is a creature card and has a mana cost: show all "
               "players that it is and what that cost is, pay it, and turn it face up (a "
               "special action). A non-creature card, or one with no mana cost, can't.",
    "701.40c": "A manifested card that has morph may also be turned face up for its morph cost.",
    "701.40d": "A manifested card that has disguise may also be turned face up for its disguise "
               "cost.",
    "701.40e": "Several cards are manifested one at a time, each with its own entry number.",
    "701.40g": "If an effect would turn a manifested instant or sorcery card face up, it is "
               "revealed to all players instead and stays face down.",
    "701.58a": "Cloak is its own keyword action: put the card onto the battlefield face down as "
               "a 2/2 creature with ward {2}, no name, no subtypes and no mana cost.",
    "701.58b": "Any time you have priority you may turn a cloaked permanent you control face up "
               "this way only if its card is a creature card and has a mana cost: show that, "
               "then pay that cost. Its ward {2} ends with the face-down values.",
    "701.58c": "A cloaked card that has morph may also be turned face up for its morph cost.",
    "701.58d": "A cloaked card that has disguise may also be turned face up for its disguise "
               "cost.",
    "701.58g": "If an effect would turn a cloaked instant or sorcery card face up, it is revealed "
               "to all players instead and stays face down.",
    "701.62a": "To manifest dread, look at the top two cards of your library, manifest one and "
               "put the other into your graveyard.",
    "701.62b": "Abilities that trigger whenever you manifest dread trigger even if the library "
               "had too few cards.",
    "702.21a": "Ward {2}: when an opponent targets it, their spell or ability is countered "
               "unless they pay {2}.",
    "702.37b": "Megamorph is morph plus a +1/+1 counter when it is turned up for that cost.",
    "702.37c": "A card with morph may be cast face down as a 2/2 creature for {3}.",
    "702.37d": "Cards can't be cast face down unless something, such as morph, allows it.",
    "702.37e": "A face-down permanent that would have morph face up may be turned up for its "
               "morph cost, any time you have priority.",
    "702.168a": "A disguised permanent is a face-down 2/2 with ward {2}.",
    "702.168b": "A card with disguise may be cast face down for {3}, as a 2/2 creature with "
                "ward {2}, no name, no subtypes and no mana cost.",
    "702.168c": "Cards can't be cast face down unless something, such as disguise, allows it.",
    "702.168d": "A disguised permanent may be turned face up for its disguise cost.",
    "707.2": "A copy takes the copiable values of what it copies, not counters or other effects "
             "on it. As the rule's example says, a copy of a face-down creature is a face-up "
             "2/2 creature with no name and no abilities, its face-down values (with ward {2} "
             "if that creature was disguised or cloaked).",
    "708.2": "A face-down spell or permanent has only the characteristics the rule or effect "
             "that made it face down gives it; those are its copiable values, so a copy of it "
             "takes them.",
    "708.2a": "When nothing lists other values, a face-down object is a 2/2 creature with no "
              "name, no mana cost, no subtypes and no abilities.",
    "708.4": "A face-down spell is a 2/2 creature spell with no abilities.",
    "708.5": "You may look at face-down spells and permanents you control at any time; you "
             "can't look at other players' face-down objects unless an effect lets you.",
    "708.6": "Every face-down spell and permanent must stay easy to tell apart: the order they "
             "arrived in and what made each one face down must stay clear, and they may never "
             "be mixed up.",
    "708.7": "A face-down permanent turns face up only when a rule (morph, disguise, the "
             "manifest or cloak special action) or an effect turns it up; there is no general "
             "way, and a face-down spell can't be turned face up.",
    "708.8": "Turning face up does not make a new object: it does not enter the battlefield "
             "again, and effects on it keep applying.",
    "708.9": "A face-down permanent that leaves the battlefield, or a face-down spell that "
             "leaves the stack for anywhere but the battlefield, is revealed to all players; so "
             "is everything face down that a player owns when they leave the game, and "
             "everything face down when the game ends. A face-down spell that resolves is not "
             "revealed.",
    "729.2g": "A face-down instant or sorcery in a merged permanent is revealed instead of "
              "being turned face up.",
    "708.10": "A face-down permanent that becomes a copy still looks face down; the copied "
              "values show once it turns face up.",
    # libraries, searches and mulligans (issue 12)
    "103.5": "Each player draws a starting hand, normally seven cards. To take a mulligan, "
             "shuffle your hand into your library, draw a new hand of that size, then put as "
             "many of those cards on the bottom of your library as the mulligans you have taken, "
             "in any order. Once you keep, those cards are your opening hand and you may take no "
             "more mulligans.",
    "103.5c": "In a multiplayer game, and in any Brawl game, the first mulligan a player takes "
              "doesn't count toward the cards they put on the bottom.",
    "103.8": "The starting player takes the game's first turn.",
    "103.8a": "In a two-player game, the player who plays first skips the draw step of their "
              "first turn.",
    "103.8c": "In multiplayer games other than Two-Headed Giant, no player skips the draw step "
              "of their first turn.",
    "121.1": "You draw a card by putting the top card of your library into your hand.",
    "400.2": "Graveyard, battlefield, stack, exile and command are public zones: everyone sees "
             "the faces of the cards there (except cards allowed to be face down). Library and "
             "hand are hidden zones.",
    "401.2": "A library is one face-down pile: players can't look at its cards or change their "
             "order.",
    "401.4": "When an effect puts two or more cards in the same place in a library at once, "
             "their owner may put them in any order and doesn't reveal that order.",
    "402.3": "You may look at your own hand at any time; you can't look at another player's "
             "hand, though you may count its cards.",
    "701.20a": "To reveal a card, show it to all players; a card an effect reveals stays "
               "revealed as long as that effect needs it.",
    "701.20b": "Revealing a card doesn't move it out of the zone it is in.",
    "701.20d": "When cards in a library are shuffled or otherwise reordered, a revealed card "
               "that is reordered stops being revealed and becomes a new object.",
    "701.20e": "Looking at a card works like revealing it, except that only the player told to "
               "look sees it.",
    "701.22a": "To scry N, look at the top N cards of your library, then put any number of them "
               "on the bottom in any order and the rest back on top in any order.",
    "701.23a": "To search a zone for a card, look at all its cards (even in a hidden zone) and "
               "find one that matches the description.",
    "701.23b": "Searching a hidden zone for cards with a stated quality (a card type, a color, "
               "...), you may find fewer of them, or none, even if they are there.",
    "701.23d": "Searching a hidden zone simply for a number of cards (\"a card\"), you must find "
               "that many, or as many as the zone holds.",
    "701.23e": "Cards found by a search are revealed only if the effect that searches says to "
               "reveal them.",
    "701.24a": "To shuffle a library, put its cards in a random order so that no player knows "
               "their order.",
    "701.24b": "When an effect has you search a library, shuffle it and then put found cards in "
               "a certain place, the found cards aren't part of the shuffle.",
    "701.25a": "To surveil N, look at the top N cards of your library, then put any number of "
               "them into your graveyard and the rest back on top in any order.",
}

# Official rulings (the seed cards' rulings, /work/shared/seeds), cited as rulings with their card
# and set, and what each says in short. A card's own words are cited as "card text".
RULINGS: dict[str, str] = {
    V.RULING_PM_NOT_TURNED_UP: "Activating Primordial Mist's last ability doesn't trigger "
                               "abilities that trigger when something is turned face up.",
    V.RULING_PM_COSTS: "You still pay all costs for a spell cast this way, and you follow the "
                       "normal timing permissions and restrictions of the card you play.",
    V.RULING_PM_ONCE: "Casting an exiled card makes it leave exile: you can't cast it more than "
                      "once.",
    V.RULING_PM_EXPIRED: "If you don't play the exiled card this turn, it stays exiled.",
    V.RULING_PM_TOKEN: "You may exile a face-down token you control to activate the ability, but "
                       "you won't be able to cast that token.",
    V.RULING_FD_CHANGED: "The face-down permanent is a 2/2 creature with no name, mana cost, "
                         "creature types or abilities; other effects that apply to it can still "
                         "grant or change any of these characteristics.",
    V.RULING_COPY_VALUES: "The face-down characteristics are copiable values: a copy of a "
                          "face-down creature is a 2/2 colorless face-up creature with no "
                          "abilities.",
    V.RULING_LOSES_ABILITIES: "Unlike a face-down creature cast with morph, a manifested "
                              "creature card may still be turned face up for its mana cost "
                              "after it loses its abilities.",
    V.CARD_TEXT: "What the card itself says (its rules text).",
}

CATALOGUE: dict[str, str] = {**NOTES, **RULINGS}
"""Every rule number and ruling a learner is shown, with its wording in short."""


def is_ruling(ref: str) -> bool:
    return ref in RULINGS and ref != V.CARD_TEXT


def note(rule: str) -> str | None:
    return CATALOGUE.get(rule)


def first_note(rules) -> tuple[str, str] | None:
    """The first of these rules that has a note, and the note."""
    for r in rules:
        n = CATALOGUE.get(r) if r != V.CARD_TEXT else None
        if n:
            return r, n
    return None
