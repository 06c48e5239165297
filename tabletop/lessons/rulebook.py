"""What the rules the lessons cite say, in our own plain words (never Comprehensive Rules text).

Explanations quote the model's verdict (its sentence and rule numbers) and add the note for the
first rule that has one here, so a learner reads what the rule says as well as why the action
broke it.
"""

from __future__ import annotations

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
    "307.1": "A sorcery, or a creature without flash, is cast only in your main phase with an "
             "empty stack.",
    "400.7": "A card that changes zones becomes a new object with no memory of the old one.",
    "701.40a": "To manifest, put the card onto the battlefield face down as a 2/2 creature.",
    "701.40b": "A manifested card may be turned face up for its mana cost only if it is a "
               "creature card; lands, instants and other non-creature cards can't.",
    "701.40e": "Several cards are manifested one at a time, each with its own entry number.",
    "701.40g": "If something would turn a manifested instant or sorcery face up, it is revealed "
               "instead and stays face down.",
    "701.58a": "To cloak, manifest the card and give it ward {2} while it is face down.",
    "701.58b": "A cloaked creature card may be turned face up for its mana cost; the ward ends.",
    "701.58g": "A cloaked instant or sorcery is revealed instead of being turned face up.",
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
    "702.168b": "A card with disguise may be cast face down for {3}.",
    "702.168c": "Cards can't be cast face down unless something, such as disguise, allows it.",
    "702.168d": "A disguised permanent may be turned face up for its disguise cost.",
    "707.2": "A copy takes only the copiable values; a copy of a face-down creature is a plain "
             "face-up 2/2 with no name or abilities.",
    "708.2": "A face-down spell or permanent has only the characteristics the rule or effect "
             "that made it face down gives it, and those are also what a copy of it copies.",
    "708.2a": "When nothing lists other values, a face-down object is a 2/2 creature with no "
              "name, no mana cost, no subtypes and no abilities.",
    "708.4": "A face-down spell is a 2/2 creature spell with no abilities.",
    "708.5": "You may look at face-down spells and permanents you control at any time, but not "
             "at other players' face-down objects.",
    "708.6": "Every face-down spell and permanent must stay easy to tell apart: the order they "
             "arrived in and what made each one face down must stay clear, and they may never "
             "be mixed up.",
    "708.7": "Only a rule or effect lets a face-down permanent turn face up; there is no "
             "general way.",
    "708.8": "Turning face up does not make a new object: it does not enter the battlefield "
             "again, and effects on it keep applying.",
    "708.9": "A face-down card that leaves the battlefield or the stack, or is still face down "
             "when the game ends or its owner leaves, is revealed to everyone.",
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


def note(rule: str) -> str | None:
    return NOTES.get(rule)


def first_note(rules) -> tuple[str, str] | None:
    """The first of these rules that has a note, and the note."""
    for r in rules:
        n = NOTES.get(r)
        if n:
            return r, n
    return None
