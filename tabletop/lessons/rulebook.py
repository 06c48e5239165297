"""What the rules the lessons cite say, in our own plain words (never Comprehensive Rules text).

Explanations quote the model's verdict (its sentence and rule numbers) and add the note for the
first rule that has one here, so a learner reads what the rule says as well as why the action
broke it.
"""

from __future__ import annotations

from tabletop.rules import verdicts as V

NOTES: dict[str, str] = {
    "105.2c": "A colorless object has no color.",
    "202.2": "An object is the color or colors of the mana symbols in its mana cost, whatever "
             "the color of its frame.",
    "202.2b": "An object with no colored mana symbols in its mana cost, or with no mana cost, is "
              "colorless, unless something else (a color indicator, an effect) gives it a color.",
    "204": "A color indicator, a colored dot by the type line, gives a card its color; a "
           "face-down object has none.",
    "202.3a": "An object with no mana cost has mana value 0.",
    "107.3g": "When a card that is not on the stack has {X} in its mana cost, X is 0, even if "
              "the card's text says what X is.",
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
    "702.37b": "Megamorph is morph plus a +1/+1 counter: as the permanent turns face up, it gets "
               "the counter only if its megamorph cost was paid to turn it up.",
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
    "708.4": "A card cast face down is turned face down before it is put on the stack: casting "
             "it, everything sees only the face-down spell, a 2/2 creature spell with no name and "
             "no abilities other than those its way of casting gives it (ward {2} with "
             "disguise).",
    "708.5": "You may look at face-down spells and permanents you control at any time; you "
             "can't look at other players' face-down objects unless an effect lets you.",
    "708.6": "Every face-down spell and permanent must stay easy to tell apart: the order they "
             "arrived in and what made each one face down must stay clear, and they may never "
             "be mixed up.",
    "708.7": "A face-down permanent turns face up only when a rule (morph, disguise, the "
             "manifest or cloak special action) or an effect turns it up; there is no general "
             "way, and a face-down spell normally can't be turned face up.",
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
    # the gaps lessons (issue 14)
    "104.3a": "A player may concede at any time; they leave the game at once and lose it.",
    "117.3a": "The active player gets priority at the start of most steps and phases; nobody gets "
              "priority in the untap step, and usually nobody does in the cleanup step.",
    # priority within a step (issue 29)
    "117.3b": "The active player receives priority after a spell or ability (other than a mana "
              "ability) resolves.",
    "117.3d": "A player who passes priority gives it to the next player in turn order.",
    "117.4": "When all players pass in succession without acting, the top spell or ability of "
             "the stack resolves; with the stack empty, the step or phase ends.",
    "500.2": "A step or phase ends when the stack is empty and all players pass in succession.",
    "608.1": "Each time all players pass in succession, the spell or ability on top of the "
             "stack resolves.",
    "608.2": "An instant or sorcery spell resolves in steps, one after another: its instructions "
             "are followed in order, and nobody receives priority until it has finished "
             "resolving (then the active player does, 117.3b).",
    "712.15": "A double-faced card cast face down or put onto the battlefield face down has the "
              "face-down characteristics, and stays hidden in an opaque sleeve or as a "
              "substitute card.",
    "712.18": "A permanent that transforms is still the same object: effects on it keep "
              "applying.",
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
    # the rules the table's own verdicts cite (issue 14: every rule a learner sees is here)
    "104.1": "A game ends at once when a player wins, when it is a draw, or when it is "
             "restarted.",
    "108.3": "A card's owner is the player who started the game with it; each player acts "
             "only for themselves.",
    "110.1": "A permanent is a card or token on the battlefield.",
    "110.2": "A permanent's owner is its card's owner; its controller is, unless an effect "
             "says otherwise, the player under whose control it entered the battlefield.",
    "110.5": "A permanent's status: tapped or untapped, flipped or not, face up or face down, "
             "phased in or out. It is face up unless something puts it face down.",
    "110.5c": "A permanent's status is not a characteristic of it.",
    "111.7": "A token that is in a zone other than the battlefield ceases to exist.",
    "111.8": "A token that has left the battlefield can't move to another zone or come back "
             "onto the battlefield.",
    "115.1": "A target is an object or player a spell or ability will affect, chosen as it is "
             "put on the stack; it must be what the spell or ability says it can target.",
    "118.3": "A player can't pay a cost without the resources to pay it in full.",
    "118.9": "An alternative cost is paid instead of a spell's mana cost, when something "
             "allows it (casting face down for {3} with morph or disguise is one); you choose it "
             "as you cast the spell.",
    "118.9a": "Only one alternative cost can be applied to a spell as it is cast.",
    "119.4": "A player can pay life only if their life total is at least the amount to pay.",
    "119.9": "Gaining or losing 0 life is no life gain or loss: nothing happens.",
    "121.4": "A player who must draw from an empty library draws nothing and loses the next "
             "time state-based actions are checked.",
    "122.1": "A counter is a marker on an object or player; there can't be fewer than none.",
    "201.2a": "Two objects share a name only if each has a name and the names are the same; "
              "an object with no name shares a name with nothing.",
    "202.3e": "When a card with {X} in its mana cost is not on the stack, X is 0 in its mana "
              "value.",
    "302.6": "A creature's activated ability with the tap symbol can't be used unless the "
             "creature has been under its controller's control continuously since their most "
             "recent turn began.",
    "304.4": "An instant can't enter the battlefield; if it would, it stays where it is.",
    "305.9": "A land can't be cast as a spell; it is played.",
    "307.4": "A sorcery can't enter the battlefield; if it would, it stays where it is.",
    "400.4a": "An instant or sorcery card that would enter the battlefield stays in its "
              "previous zone instead.",
    "401.5": "A player who plays with the top card of their library revealed shows each new "
             "top card as soon as it is on top.",
    "405.1": "A spell is on the stack from when it is cast until it resolves, is countered or "
             "otherwise leaves.",
    "406.3": "A card exiled face down can't be looked at, except by players an effect allows.",
    "406.4": "An effect that exiles cards face down may let certain players look at them.",
    "502.3": "In the untap step the active player untaps all their permanents.",
    "601.2": "To cast a spell, announce it, make the choices, find the total cost and pay it; "
             "then it is cast.",
    "601.2b": "As you cast a spell you announce its choices: its modes if it is modal, an "
              "alternative or additional cost, the value of X.",
    "601.3": "A player may cast a card only from a zone some rule or effect lets them cast it "
             "from (normally the hand).",
    "603": "Triggered abilities trigger when their event happens and are put on the stack the "
           "next time a player would receive priority.",
    "700.2": "A modal spell (\"Choose one —\" and a list) is cast with its modes chosen, as "
             "many as it says and each only once; it does only what the chosen modes say.",
    "603.4": "Only an \"if\" right after the trigger condition (\"When ..., if ..., ...\") is "
             "checked as the ability triggers and again as it resolves; an \"if\" anywhere "
             "else in its text is checked only as it resolves, and the ability triggers "
             "whatever it says.",
    "603.2": "When a trigger event happens, the ability triggers; its controller puts it on "
             "the stack the next time a player would receive priority.",
    "117.1b": "A player may activate an activated ability any time they have priority.",
    "502.4": "No player receives priority during the untap step.",
    "514.3": "Normally no player receives priority during the cleanup step.",
    "602.1": "An activated ability is written \"[Cost]: [Effect.]\".",
    "602.2": "To activate an ability is to put it on the stack and pay its costs; only the "
             "controller of its object may, and only while they have priority.",
    "613.7f": "A permanent that turns face up or face down gets a new timestamp.",
    "614.1e": "\"As [this] is turned face up\" abilities apply while it is being turned face up; "
              "they are replacement effects.",
    "701.17b": "A player can't mill more cards than their library holds; an empty library mills "
               "nothing.",
    "701.27c": "Only a double-faced permanent can transform; anything else doesn't.",
    "701.40f": "If an effect says a card can't enter the battlefield, it can't be manifested "
               "and stays where it is.",
    "701.58e": "Several cards are cloaked one at a time.",
    "701.58f": "If an effect says a card can't enter the battlefield, it can't be cloaked and "
               "stays where it is.",
    "704.5a": "A player with 0 or less life loses the game (a state-based action).",
    "704.5b": "A player who attempted to draw from an empty library since the last check loses "
              "the game (a state-based action).",
    "704.5c": "A player with ten or more poison counters loses the game (a state-based "
              "action).",
    "704.5f": "A creature with toughness 0 or less is put into its owner's graveyard (a "
              "state-based action).",
    "704.5j": "If a player controls two or more legendary permanents with the same name, they "
              "choose one and put the rest into their owners' graveyards (the legend rule).",
    "707.3": "A copy takes the copied object's copiable values, as modified by other copy "
             "effects and its face-down status; other effects and counters are not copied.",
    "708.2b": "A permanent that is already face down can't be turned face down again.",
    "708.3": "An object put onto the battlefield face down is face down as it enters: its own "
             "enters abilities don't apply.",
    "708.11": "\"As [this] is turned face up\" abilities apply as the permanent turns face up.",
    "708.12": "A face-down card revealed because it left is judged as the card itself, "
              "ignoring effects that applied to the face-down object.",
    "712.14b": "A card that can't enter the battlefield (an instant or sorcery front face) "
               "stays where it is.",
    "712.15a": "A double-faced card turned face up is turned up with its front face up; a "
               "face-down double-faced permanent can't transform.",
    "712.16": "A double-faced permanent on the battlefield can't be turned face down.",
    "800.4a": "When a player leaves a multiplayer game, all objects they own leave the game "
              "with them, and effects that give them control of objects end.",
    "800.4b": "Once a player has left the game, nothing can happen to them.",
    "701.25a": "To surveil N, look at the top N cards of your library, then put any number of "
               "them into your graveyard and the rest back on top in any order.",
    # the etiquette lessons (issue 29): announcing, leaving, responding with a turn-up
    "113.7a": "Once activated or triggered, an ability exists on the stack independently of its "
              "source: what happens to the source afterwards, even its destruction or removal, "
              "doesn't affect the ability.",
    "608.2b": "As a spell or ability with targets resolves, it checks whether they are still "
              "legal: a target that left its zone, or whose characteristics changed so that it "
              "can't be targeted, is illegal. If every target is illegal, the spell or ability "
              "doesn't resolve: it is removed from the stack, and a spell goes to its owner's "
              "graveyard.",
    "702.16b": "A permanent with protection from a quality can't be the target of spells with "
               "that quality, nor of abilities from sources with that quality.",
}

RULING_REVEAL_CONTROLLED = ("Cryptic Pursuit ruling (New Capenna Commander): reveal what you "
                            "control when you leave")
RULING_TELL_APART = "Break Down the Door ruling (Duskmourn): face-down objects kept apart"

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
    RULING_REVEAL_CONTROLLED: "You must reveal a face-down permanent you control that leaves "
                              "the battlefield, and all face-down spells and permanents you "
                              "control when you leave the game or the game ends.",
    RULING_TELL_APART: "Your face-down spells and permanents must be easy to tell apart: you may "
                       "not mix them up to confuse other players, and the order they entered "
                       "and the ability that made each one face down (manifest, cloak, "
                       "morph or disguise, among others) must stay clear.",
    V.RULING_MD_SHORT_LIBRARY: "If your library holds only one card when you manifest dread, "
                               "you look at it and manifest it, with no option to put it into "
                               "your graveyard; with no cards, you do nothing.",
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


# -- claims: what each note says, shown on a small position against the rules engine -----------
# rule -> claims (`format.Claim` as plain data: says, start, steps; cards from CLAIM_CARDS).
# `tabletop lessons check` runs the claims of every rule a lesson step cites; a note whose claim
# the engine does not bear out fails every lesson that cites it.
CLAIM_CARDS: dict[str, dict] = {
    "bears": {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
              "power": "2", "toughness": "2"},
    "forest": {"name": "Forest", "type_line": "Basic Land — Forest"},
    "bolt": {"name": "Lightning Bolt", "mana_cost": "{R}", "type_line": "Instant"},
    "angel": {"name": "Exalted Angel", "mana_cost": "{4}{W}{W}",
              "type_line": "Creature — Angel", "power": "4", "toughness": "5",
              "morph": "{2}{W}{W}"},
    "den": {"name": "Den Protector", "mana_cost": "{1}{G}",
            "type_line": "Creature — Human Warrior", "power": "2", "toughness": "1",
            "megamorph": "{1}{G}"},
    "bonebrute": {"name": "Hunted Bonebrute", "mana_cost": "{2}{B}",
                  "type_line": "Creature — Skeleton Beast", "power": "6", "toughness": "2",
                  "disguise": "{1}{B}"},
    "arbor": {"name": "Dryad Arbor", "type_line": "Land Creature — Forest Dryad",
              "power": "1", "toughness": "1"},
    "ogre": {"name": "Gray Ogre", "mana_cost": "{2}{R}", "type_line": "Creature — Ogre",
             "power": "2", "toughness": "2"},
    "lay": {"name": "Lay of the Land", "mana_cost": "{G}", "type_line": "Sorcery"},
    "coat": {"name": "Cryptic Coat", "mana_cost": "{2}{U}", "type_line": "Artifact — Equipment"},
    "mist": {"name": "Primordial Mist", "mana_cost": "{4}{U}", "type_line": "Enchantment"},
    "watcher": {"name": "Dread Watcher", "mana_cost": "{1}{G}", "type_line": "Enchantment",
                "hints": {"manifest_dread_watcher": True}},
    "island": {"name": "Island", "type_line": "Basic Land — Island"},
    "pursuit": {"name": "Cryptic Pursuit", "mana_cost": "{2}{U}{R}", "type_line": "Enchantment"},
}
_AB = ["A", "B"]
_MAIN = {"active": "A", "number": 3, "step": "main1"}


def _bf(*entries) -> dict:
    return {"players": _AB, "turn": _MAIN, "zones": {"A": {"battlefield": list(entries)}}}


def _zones(turn=None, **zones) -> dict:
    return {"players": _AB, "turn": turn or _MAIN, "zones": zones}


CLAIMS: dict[str, list[dict]] = {
    "116.2b": [{"says": "Turning face up is a special action: it doesn't use the stack.",
                "start": _bf({"card": "angel", "face_down": "morph"}),
                "steps": [{"do": "turn_face_up", "player": "A", "card": "angel",
                           "route": "morph"},
                          {"check": {"card": "angel", "face": "up", "zone": "battlefield"}}]},
               {"says": "Nobody may turn a permanent face up in the untap step.",
                "start": {**_bf({"card": "angel", "face_down": "morph"}),
                          "turn": {"active": "A", "number": 3, "step": "untap"}},
                "steps": [{"do": "turn_face_up", "player": "A", "card": "angel",
                           "route": "morph",
                           "expect": {"result": "refused", "verdicts": ["FLIP-NO-PRIORITY"]}}]}],
    "117.1a": [{"says": "A sorcery-speed card can't be cast in another player's turn; an instant "
                        "can.",
                "start": _zones({"active": "B", "number": 3, "step": "main1"},
                                A={"hand": ["ogre", "bolt"]}),
                "steps": [{"do": "cast", "player": "A", "card": "ogre",
                           "expect": {"result": "refused", "verdicts": ["CAST-TIMING"]}},
                          {"do": "cast", "player": "A", "card": "bolt"},
                          {"check": {"card": "bolt", "zone": "stack"}}]}],
    "302.1": [{"says": "A creature spell without flash is cast only in your main phase with an "
                       "empty stack.",
               "start": _zones({"active": "A", "number": 3, "step": "end"},
                               A={"hand": ["ogre"]}),
               "steps": [{"do": "cast", "player": "A", "card": "ogre",
                          "expect": {"result": "refused", "verdicts": ["CAST-TIMING"]}}]}],
    "307.1": [{"says": "A sorcery is cast only in your own main phase.",
               "start": _zones({"active": "B", "number": 3, "step": "main1"},
                               A={"hand": ["lay"]}),
               "steps": [{"do": "cast", "player": "A", "card": "lay",
                          "expect": {"result": "refused", "verdicts": ["CAST-TIMING"]}}]}],
    "305.1": [{"says": "You play a land only in your own main phase.",
               "start": _zones({"active": "A", "number": 3, "step": "end"},
                               A={"hand": ["forest"]}),
               "steps": [{"do": "play", "player": "A", "card": "forest",
                          "expect": {"result": "refused", "verdicts": ["PLAY-LAND-REFUSED"]}}]}],
    "305.2": [{"says": "Normally you may play one land each turn.",
               "start": _zones(A={"hand": ["forest", "island"]}),
               "steps": [{"do": "play", "player": "A", "card": "forest"},
                         {"do": "play", "player": "A", "card": "island",
                          "expect": {"result": "refused", "verdicts": ["PLAY-LAND-REFUSED"]}}]}],
    "405.5": [{"says": "The last spell put on the stack resolves first.",
               "start": _zones(A={"hand": ["bolt", "bolt"]}),
               "steps": [{"do": "cast", "player": "A", "card": "bolt"},
                         {"do": "cast", "player": "A", "card": "bolt#2"},
                         {"do": "resolve", "card": "bolt#2"},
                         {"check": {"card": "bolt", "zone": "stack"}},
                         {"check": {"card": "bolt#2", "zone": "graveyard"}}]}],
    "506.4": [{"says": "A manifested Forest turned face up by an effect is a land, not a "
                       "creature.",
               "start": _bf({"card": "forest", "face_down": "manifest"}),
               "steps": [{"do": "turn_face_up", "player": "B", "card": "forest",
                          "route": "effect"},
                         {"check": {"card": "forest", "face": "up", "types": ["Land"]}}]}],
    "514.2": [{"says": "An until-end-of-turn effect ends in the cleanup step.",
               "start": _bf("bears"),
               "steps": [{"do": "apply", "card": "bears", "duration": "end_of_turn",
                          "effect": {"base_pt": [1, 1]}},
                         {"check": {"card": "bears", "power": 1}},
                         {"do": "advance", "to": "next_turn"},
                         {"check": {"card": "bears", "power": 2, "toughness": 2}}]}],
    "301.5": [{"says": "An Equipment attaches to a face-down creature and stays on it.",
               "start": _bf("coat", {"card": "bears", "face_down": "cloak"}),
               "steps": [{"do": "attach", "card": "coat", "to": "bears"},
                         {"do": "turn_face_up", "player": "A", "card": "bears",
                          "route": "mana_cost"},
                         {"check": {"card": "coat", "attached_to": "bears"}}]}],
    "613.1": [{"says": "Other effects still change a face-down creature's characteristics.",
               "start": _bf({"card": "bears", "face_down": "manifest",
                             "counters": {"+1/+1": 1}}),
               "steps": [{"check": {"card": "bears", "face": "down", "power": 3,
                                    "toughness": 3}}]}],
    "603.10a": [{"says": "A face-down creature that dies is seen as it was on the battlefield, "
                         "and is revealed.",
                 "start": _bf({"card": "bolt", "face_down": "manifest"}),
                 "steps": [{"do": "move", "card": "bolt", "to": "graveyard",
                            "expect": {"verdicts": ["REVEAL-LEAVES-BATTLEFIELD"]}},
                           {"check": {"card": "bolt", "zone": "graveyard",
                                      "revealed_to": "all"}}]}],
    "701.40a": [{"says": "A manifested card is a face-down 2/2 creature.",
                 "start": _zones(A={"library": ["forest"]}),
                 "steps": [{"do": "manifest", "player": "A"},
                           {"check": {"card": "forest", "zone": "battlefield", "face": "down",
                                      "power": 2, "toughness": 2, "types": ["Creature"],
                                      "method": "manifest"}}]}],
    "701.40b": [{"says": "A manifested creature card with a mana cost turns up for that cost.",
                 "start": _bf({"card": "bears", "face_down": "manifest"}),
                 "steps": [{"do": "turn_face_up", "player": "A", "card": "bears",
                            "route": "mana_cost", "expect": {"cost": "{1}{G}"}},
                           {"check": {"card": "bears", "face": "up"}}]},
                {"says": "A manifested land can't be turned up this way.",
                 "start": _bf({"card": "forest", "face_down": "manifest"}),
                 "steps": [{"do": "turn_face_up", "player": "A", "card": "forest",
                            "route": "mana_cost", "expect": {"result": "refused"}},
                           {"check": {"card": "forest", "face": "down"}}]},
                {"says": "A manifested creature card with no mana cost can't be turned up this "
                         "way.",
                 "start": _bf({"card": "arbor", "face_down": "manifest"}),
                 "steps": [{"do": "turn_face_up", "player": "A", "card": "arbor",
                            "route": "mana_cost",
                            "expect": {"result": "refused",
                                       "verdicts": ["FLIP-MANIFEST-NOCOST-REFUSED"]}}]},
                {"says": "A manifested instant can't be turned up this way; nothing is "
                         "revealed.",
                 "start": _bf({"card": "bolt", "face_down": "manifest"}),
                 "steps": [{"do": "turn_face_up", "player": "A", "card": "bolt",
                            "route": "mana_cost", "expect": {"result": "refused"}},
                           {"check": {"card": "bolt", "face": "down", "revealed_to": "none"}}]}],
    "701.40g": [{"says": "An effect that would turn a manifested instant up reveals it instead.",
                 "start": _bf({"card": "bolt", "face_down": "manifest"}),
                 "steps": [{"do": "turn_face_up", "player": "B", "card": "bolt",
                            "route": "effect", "expect": {"result": "revealed"}},
                           {"check": {"card": "bolt", "face": "down", "revealed_to": "all"}}]}],
    "701.58a": [{"says": "A cloaked card is a face-down 2/2 creature with ward {2}.",
                 "start": _zones(A={"library": ["forest"]}),
                 "steps": [{"do": "cloak", "player": "A"},
                           {"check": {"card": "forest", "face": "down", "power": 2,
                                      "method": "cloak", "abilities": ["Ward {2}"]}}]}],
    "701.58b": [{"says": "A cloaked creature card turns up for its mana cost and its ward ends.",
                 "start": _bf({"card": "bears", "face_down": "cloak"}),
                 "steps": [{"do": "turn_face_up", "player": "A", "card": "bears",
                            "route": "mana_cost", "expect": {"cost": "{1}{G}"}},
                           {"check": {"card": "bears", "face": "up", "abilities": []}}]}],
    "701.62a": [{"says": "Manifest dread: manifest one of the top two, the other to the "
                         "graveyard.",
                 "start": _zones(A={"library": ["bears", "forest"]}),
                 "steps": [{"do": "manifest_dread", "player": "A", "keep": "bears"},
                           {"check": {"card": "bears", "face": "down",
                                      "method": "manifest_dread"}},
                           {"check": {"card": "forest", "zone": "graveyard"}}]}],
    "702.37b": [{"says": "Megamorph turned up for its cost gets a +1/+1 counter.",
                 "start": _bf({"card": "den", "face_down": "morph"}),
                 "steps": [{"do": "turn_face_up", "player": "A", "card": "den",
                            "route": "morph"},
                           {"check": {"card": "den", "face": "up",
                                      "counters": {"+1/+1": 1}}}]}],
    "702.37c": [{"says": "A card with morph may be cast face down as a 2/2 creature for {3}.",
                 "start": _zones(A={"hand": ["angel"]}),
                 "steps": [{"do": "cast", "player": "A", "card": "angel", "face_down": "morph",
                            "expect": {"cost": "{3}"}},
                           {"check": {"card": "angel", "zone": "stack", "face": "down"}}]}],
    "702.37e": [{"says": "A face-down creature with morph turns up for its morph cost.",
                 "start": _bf({"card": "angel", "face_down": "morph"}),
                 "steps": [{"do": "turn_face_up", "player": "A", "card": "angel",
                            "route": "morph", "expect": {"cost": "{2}{W}{W}"}},
                           {"check": {"card": "angel", "face": "up", "power": 4}}]}],
    "702.168a": [{"says": "A disguised permanent is a face-down 2/2 with ward {2}.",
                  "start": _bf({"card": "bonebrute", "face_down": "disguise"}),
                  "steps": [{"check": {"card": "bonebrute", "face": "down", "power": 2,
                                       "abilities": ["Ward {2}"]}}]}],
    "702.168b": [{"says": "A card with disguise may be cast face down for {3}.",
                  "start": _zones(A={"hand": ["bonebrute"]}),
                  "steps": [{"do": "cast", "player": "A", "card": "bonebrute",
                             "face_down": "disguise", "expect": {"cost": "{3}"}}]}],
    "702.168d": [{"says": "A disguised permanent turns up for its disguise cost.",
                  "start": _bf({"card": "bonebrute", "face_down": "disguise"}),
                  "steps": [{"do": "turn_face_up", "player": "A", "card": "bonebrute",
                             "route": "disguise", "expect": {"cost": "{1}{B}"}},
                            {"check": {"card": "bonebrute", "face": "up"}}]}],
    "707.2": [{"says": "A copy of a face-down creature is a face-up 2/2 with no name.",
               "start": _bf({"card": "angel", "face_down": "morph",
                             "counters": {"+1/+1": 1}}),
               "steps": [{"do": "copy", "player": "A", "card": "angel", "as": "token"},
                         {"check": {"card": "token", "face": "up", "power": 2, "toughness": 2,
                                    "abilities": []}}]},
              {"says": "A copy of a cloaked creature has ward {2}.",
               "start": _bf({"card": "bears", "face_down": "cloak"}),
               "steps": [{"do": "copy", "player": "A", "card": "bears", "as": "token"},
                         {"check": {"card": "token", "face": "up",
                                    "abilities": ["Ward {2}"]}}]}],
    "708.2": [{"says": "A copy takes the face-down copiable values (ward {2} of a disguise).",
               "start": _bf("bears", {"card": "bonebrute", "face_down": "disguise"}),
               "steps": [{"do": "become_copy", "card": "bears", "of": "bonebrute"},
                         {"check": {"card": "bears", "power": 2, "toughness": 2,
                                    "abilities": ["Ward {2}"]}}]}],
    "708.4": [{"says": "A face-down spell is a 2/2 creature spell.",
               "start": _zones(A={"hand": ["angel"]}),
               "steps": [{"do": "cast", "player": "A", "card": "angel", "face_down": "morph"},
                         {"check": {"card": "angel", "zone": "stack", "power": 2,
                                    "types": ["Creature"]}}]}],
    "708.5": [{"says": "Its controller may look at a face-down permanent; others may not.",
               "start": _bf({"card": "bears", "face_down": "manifest"}),
               "steps": [{"check": {"card": "bears", "may_look": {"A": True, "B": False}}},
                         {"do": "look", "player": "B", "card": "bears",
                          "expect": {"result": "refused"}}]},
              {"says": "Control decides who may look.",
               "start": _bf({"card": "bears", "face_down": "manifest"}),
               "steps": [{"do": "gain_control", "player": "B", "card": "bears"},
                         {"check": {"card": "bears", "may_look": {"A": False, "B": True}}}]}],
    "708.6": [{"says": "Face-down permanents may not be mixed up.",
               "start": _bf({"card": "bears", "face_down": "manifest", "order": 1},
                            {"card": "forest", "face_down": "manifest", "order": 2}),
               "steps": [{"do": "rearrange_face_down", "player": "A",
                          "cards": ["forest", "bears"],
                          "expect": {"result": "refused", "verdicts": ["SHUFFLE-FD-REFUSED"]}}]}],
    "708.7": [{"says": "An effect can turn a manifested land face up.",
               "start": _bf({"card": "forest", "face_down": "manifest"}),
               "steps": [{"do": "turn_face_up", "player": "B", "card": "forest",
                          "route": "effect", "expect": {"verdicts": ["FLIP-EFFECT-OK"]}},
                         {"check": {"card": "forest", "face": "up", "name": "Forest"}}]},
              {"says": "A face-down spell can't be turned face up.",
               "start": _zones(A={"hand": ["angel"]}),
               "steps": [{"do": "cast", "player": "A", "card": "angel", "face_down": "morph"},
                         {"do": "turn_face_up", "player": "A", "card": "angel",
                          "route": "effect", "expect": {"result": "refused"}}]}],
    "708.8": [{"says": "Turned face up, it is the same permanent: counters stay.",
               "start": _bf({"card": "bears", "face_down": "manifest", "tapped": True,
                             "counters": {"+1/+1": 1}}),
               "steps": [{"do": "turn_face_up", "player": "A", "card": "bears",
                          "route": "mana_cost"},
                         {"check": {"card": "bears", "face": "up", "tapped": True,
                                    "counters": {"+1/+1": 1}, "power": 3}}]}],
    "702.21a": [{"says": "A disguised or cloaked permanent has ward {2} while face down.",
                 "start": _bf({"card": "bonebrute", "face_down": "disguise"},
                              {"card": "bears", "face_down": "cloak"}),
                 "steps": [{"check": {"card": "bonebrute", "abilities": ["Ward {2}"]}},
                           {"check": {"card": "bears", "abilities": ["Ward {2}"]}}]},
                {"says": "An opponent's spell targeting it triggers ward: countered unless "
                         "they pay {2}.",
                 "start": _zones(A={"battlefield": [{"card": "bonebrute",
                                                     "face_down": "disguise"}]},
                                 B={"hand": ["bolt"]}),
                 "steps": [{"do": "cast", "player": "B", "card": "bolt"},
                           {"do": "target", "player": "B", "card": "bolt", "to": "bonebrute",
                            "expect": {"verdicts": ["WARD-TRIGGERS"], "cost": "{2}",
                                       "events": [{"trigger": "Ward"}]}},
                           {"do": "counter", "card": "bolt"},
                           {"check": {"card": "bonebrute", "zone": "battlefield",
                                      "face": "down"}}]}],
    "701.62b": [{"says": "'Whenever you manifest dread' triggers even with an empty library.",
                 "start": _bf("watcher"),
                 "steps": [{"do": "manifest_dread", "player": "A",
                            "expect": {"result": "nothing",
                                       "verdicts": ["MD-ZERO", "MD-TRIGGER-ALWAYS"]}}]}],
    V.RULING_FD_CHANGED: [
        {"says": "Counters still change a face-down creature's power and toughness.",
         "start": _bf({"card": "bears", "face_down": "cloak"}, "coat"),
         "steps": [{"do": "attach", "card": "coat", "to": "bears"},
                   {"do": "add_counter", "card": "bears", "counter": "+1/+1", "n": 1},
                   {"check": {"card": "bears", "face": "down", "power": 3,
                              "attached_to": None}},
                   {"check": {"card": "coat", "attached_to": "bears"}}]}],
    V.RULING_PM_NOT_TURNED_UP: [
        {"says": "Exiling a face-down permanent with Primordial Mist is not turning it up.",
         "start": _bf("mist", {"card": "bears", "face_down": "manifest"}),
         "steps": [{"do": "exile_to_play", "player": "A", "card": "bears",
                    "expect": {"verdicts": ["PM-NOT-TURNED-UP"],
                               "no_events": ["turned_face_up"]}},
                   {"check": {"card": "bears", "zone": "exile", "face": "up"}}]}],
    V.RULING_PM_EXPIRED: [
        {"says": "A card exiled with Primordial Mist and not played stays exiled.",
         "start": _bf("mist", {"card": "bears", "face_down": "manifest"}),
         "steps": [{"do": "exile_to_play", "player": "A", "card": "bears"},
                   {"do": "advance", "to": "next_turn"},
                   {"check": {"card": "bears", "zone": "exile", "may_play": {"A": False}}}]}],
    V.RULING_COPY_VALUES: [
        {"says": "A copy of a face-down creature is a 2/2 colorless face-up creature with no "
                 "abilities.",
         "start": _bf({"card": "angel", "face_down": "morph"}),
         "steps": [{"do": "copy", "player": "A", "card": "angel", "as": "token"},
                   {"check": {"card": "token", "face": "up", "power": 2, "colors": [],
                              "abilities": []}}]}],
    V.RULING_LOSES_ABILITIES: [
        {"says": "A manifested creature card that lost its abilities still turns up for its "
                 "mana cost; a morph can't.",
         "start": _bf({"card": "bears", "face_down": "manifest"},
                      {"card": "angel", "face_down": "morph"}),
         "steps": [{"do": "apply", "card": "bears", "effect": {"lose_all_abilities": True}},
                   {"do": "apply", "card": "angel", "effect": {"lose_all_abilities": True}},
                   {"do": "turn_face_up", "player": "A", "card": "angel", "route": "morph",
                    "expect": {"result": "refused",
                               "verdicts": ["FLIP-MORPH-ABILITYLOSS-REFUSED"]}},
                   {"do": "turn_face_up", "player": "A", "card": "bears",
                    "route": "mana_cost", "expect": {"verdicts": ["FLIP-MANIFEST-ABILITYLOSS-OK"]}},
                   {"check": {"card": "bears", "face": "up"}}]}],
    # the second review's citations (issue 29)
    "118.9": [{"says": "Cast face down, a card with megamorph costs {3} instead of its mana cost.",
               "start": _zones(A={"hand": ["den"]}),
               "steps": [{"do": "cast", "player": "A", "card": "den", "face_down": "megamorph",
                          "expect": {"cost": "{3}"}}]}],
    "202.3a": [{"says": "A face-down spell has no mana cost: its mana value is 0.",
                "start": _zones(A={"hand": ["den"]}),
                "steps": [{"do": "cast", "player": "A", "card": "den", "face_down": "megamorph"},
                          {"check": {"card": "den", "zone": "stack", "face": "down",
                                     "mana_value": 0}}]}],
    "601.2b": [{"says": "Casting face down is an alternative cost announced as the spell is cast: "
                        "the cost is {3} from the start.",
                "start": _zones(A={"hand": ["angel"]}),
                "steps": [{"do": "cast", "player": "A", "card": "angel", "face_down": "morph",
                           "expect": {"cost": "{3}"}},
                          {"check": {"card": "angel", "zone": "stack", "face": "down"}}]}],
    "602.2": [{"says": "Primordial Mist's cost is a face-down permanent its controller controls.",
               "start": {"players": _AB, "turn": _MAIN,
                         "zones": {"A": {"battlefield": ["mist"]},
                                   "B": {"battlefield": [{"card": "bears",
                                                          "face_down": "manifest"}]}}},
               "steps": [{"do": "exile_to_play", "player": "A", "card": "bears",
                          "expect": {"result": "refused", "verdicts": ["PM-EXILE-NOT-YOURS"]}},
                         {"check": {"card": "bears", "zone": "battlefield", "face": "down"}}]}],
    "603.4": [{"says": "Cryptic Pursuit's 'if' is not right after its trigger condition: it "
                       "triggers for any face-down creature that dies, and the card type is "
                       "checked as it resolves.",
               "start": _bf("pursuit", {"card": "bears", "face_down": "manifest"}),
               "steps": [{"do": "move", "card": "bears", "to": "graveyard",
                          "expect": {"verdicts": ["CP-DIES-OTHER"]}},
                         {"check": {"card": "bears", "zone": "graveyard"}}]}],
    "121.4": [{"says": "Drawing from an empty library draws nothing, and the player loses.",
               "start": _zones(A={"library": []}),
               "steps": [{"do": "draw", "player": "A",
                          "expect": {"verdicts": ["LIB-DRAW-EMPTY"]}}]}],
    "704.5b": [{"says": "Manifest dread with an empty library is not a draw: nothing happens.",
                "start": _bf("watcher"),
                "steps": [{"do": "manifest_dread", "player": "A",
                           "expect": {"result": "nothing", "verdicts": ["MD-ZERO"]}},
                          {"check": {"player": "A", "hand_count": 0}}]}],
    V.RULING_MD_SHORT_LIBRARY: [
        {"says": "With one card in the library, manifest dread manifests it; none goes to the "
                 "graveyard.",
         "start": _zones(A={"library": ["forest"]}),
         "steps": [{"do": "manifest_dread", "player": "A"},
                   {"check": {"card": "forest", "zone": "battlefield", "face": "down"}},
                   {"check": {"player": "A", "graveyard": [], "library_count": 0}}]}],
    # libraries, searches and mulligans
    "103.5": [{"says": "A mulligan: shuffle, draw seven, then one card on the bottom per "
                       "mulligan; keep ends it.",
               "start": {"players": _AB, "turn": {"active": "A", "step": "pregame"},
                         "zones": {"A": {"hand": ["forest", "island", "bears", "ogre", "bolt",
                                                  "lay", "angel"], "library": ["den"]}}},
               "steps": [{"do": "mulligan", "player": "A"},
                         {"check": {"player": "A", "hand_count": 7, "mulligans": 1}},
                         {"do": "keep", "player": "A", "expect": {"result": "refused"}},
                         {"do": "put_on_bottom", "player": "A", "cards": ["den", "bolt"],
                          "expect": {"result": "refused"}},
                         {"check": {"player": "A", "hand_count": 7}}]}],
    "103.5c": [{"says": "In a multiplayer game the first mulligan is free.",
                "start": {"players": ["A", "B", "C"], "turn": {"active": "A", "step": "pregame"},
                          "zones": {"A": {"hand": ["forest", "island"], "library": ["bears"]}}},
                "steps": [{"do": "mulligan", "player": "A",
                           "expect": {"verdicts": ["MULL-FREE"]}},
                          {"do": "keep", "player": "A"},
                          {"check": {"player": "A", "mulligans": 1}}]}],
    "103.8": [{"says": "The starting player takes the first turn.",
               "start": {"players": _AB, "turn": {"active": "B", "step": "pregame"},
                         "zones": {"A": {"library": ["forest"]}, "B": {"library": ["island"]}}},
               "steps": [{"do": "advance", "to": "upkeep",
                          "expect": {"verdicts": ["GAME-BEGINS"]}}]}],
    "103.8a": [{"says": "In a two-player game the starting player skips their first draw.",
                "start": {"players": _AB, "turn": {"active": "A", "step": "pregame"},
                          "zones": {"A": {"library": ["forest", "island"]}}},
                "steps": [{"do": "advance", "to": "main1",
                           "expect": {"verdicts": ["GAME-BEGINS", "GAME-FIRST-DRAW-SKIPPED"]}},
                          {"check": {"player": "A", "hand_count": 0, "library_count": 2}}]}],
    "103.8c": [{"says": "In a multiplayer game the starting player draws in their first turn.",
                "start": {"players": ["A", "B", "C"], "turn": {"active": "A", "step": "pregame"},
                          "zones": {"A": {"library": ["forest", "island"]}}},
                "steps": [{"do": "advance", "to": "draw", "expect": {"verdicts": ["GAME-BEGINS"]}},
                          {"do": "draw", "player": "A"},
                          {"check": {"player": "A", "hand_count": 1}}]}],
    "121.1": [{"says": "Drawing puts the top card of your library into your hand.",
               "start": _zones(A={"library": ["forest", "island"]}),
               "steps": [{"do": "draw", "player": "A"},
                         {"check": {"player": "A", "hand": ["Forest"], "library_count": 1}}]}],
    "400.2": [{"says": "Everyone sees a card in a graveyard; a library is hidden.",
               "start": _zones(A={"library": ["forest", "island"], "graveyard": ["bears"]}),
               "steps": [{"check": {"card": "bears", "known_to": {"A": True, "B": True}}},
                         {"check": {"card": "island", "known_to": {"A": False, "B": False}}}]}],
    "401.2": [{"says": "Nobody may look at the cards of a library.",
               "start": _zones(A={"library": ["forest", "island"]}),
               "steps": [{"check": {"card": "forest", "known_to": {"A": False, "B": False}}},
                         {"do": "look", "player": "A", "card": "forest",
                          "expect": {"result": "refused"}}]}],
    "401.4": [{"says": "Cards put on the bottom together go in the order their owner chooses, "
                       "known only to them.",
               "start": {"players": _AB, "turn": {"active": "A", "step": "pregame"},
                         "zones": {"A": {"hand": ["forest", "island"], "library": ["bears"]}}},
               "steps": [{"do": "mulligan", "player": "A"},
                         {"do": "put_on_bottom", "player": "A", "cards": ["island"]},
                         {"check": {"card": "island", "zone": "library",
                                    "known_to": {"A": True, "B": False}}}]}],
    "402.3": [{"says": "You may look at your own hand, not another player's.",
               "start": _zones(A={"hand": ["forest"]}),
               "steps": [{"check": {"card": "forest", "known_to": {"A": True, "B": False}}},
                         {"do": "look", "player": "B", "card": "forest",
                          "expect": {"result": "refused"}}]}],
    "701.20d": [{"says": "A revealed card in a library that is shuffled stops being known.",
                 "start": _zones(A={"library": ["forest", "island", "bears"]}),
                 "steps": [{"do": "reveal", "player": "A", "from": "library"},
                           {"check": {"card": "forest", "known_to": {"A": True, "B": True}}},
                           {"do": "shuffle", "player": "A"},
                           {"check": {"card": "forest",
                                      "known_to": {"A": False, "B": False}}}]}],
    "701.20e": [{"says": "Looking at a card shows it only to the player who looks.",
                 "start": _zones(A={"library": ["forest", "island"]}),
                 "steps": [{"do": "look_top", "player": "A"},
                           {"check": {"card": "forest", "known_to": {"A": True, "B": False}}},
                           {"check": {"card": "island", "known_to": {"A": False}}}]}],
    "701.22a": [{"says": "Scry: the looked-at cards go on the bottom or back on top.",
                 "start": _zones(A={"library": ["forest", "island", "bears"]}),
                 "steps": [{"do": "look_top", "player": "A", "count": 2},
                           {"do": "arrange_top", "player": "A", "top": ["island"],
                            "bottom": ["forest"]},
                           {"check": {"player": "A",
                                      "library_top": ["Island", "Grizzly Bears", "Forest"]}}]}],
    "701.23a": [{"says": "A search finds only cards that are in the zone searched.",
                 "start": _zones(A={"library": ["forest", "island"], "hand": ["bears"]}),
                 "steps": [{"do": "search", "player": "A", "find": "bears", "to": "hand",
                            "expect": {"result": "refused",
                                       "verdicts": ["LIB-SEARCH-NOT-THERE"]}},
                           {"do": "search", "player": "A", "find": "island", "to": "hand"},
                           {"check": {"card": "island", "zone": "hand"}}]}],
    "701.23b": [{"says": "A search for a card with a stated quality may find nothing.",
                 "start": _zones(A={"library": ["forest", "island"]}),
                 "steps": [{"do": "search", "player": "A",
                            "expect": {"verdicts": ["LIB-SEARCH-FAIL-OK"]}}]}],
    "701.23d": [{"says": "A search for \"a card\" must find one while the library holds any.",
                 "start": _zones(A={"library": ["forest", "island"]}),
                 "steps": [{"do": "search", "player": "A", "any_card": True,
                            "expect": {"result": "refused",
                                       "verdicts": ["LIB-SEARCH-ANY-CARD"]}}]}],
    "701.23e": [{"says": "Found cards are revealed only if the effect says so.",
                 "start": _zones(A={"library": ["forest", "island"]}),
                 "steps": [{"do": "search", "player": "A", "find": "island", "to": "hand"},
                           {"check": {"card": "island", "known_to": {"A": True, "B": False}}},
                           {"do": "search", "player": "A", "find": "forest", "to": "hand",
                            "reveal": True},
                           {"check": {"card": "forest", "known_to": {"B": True}}}]}],
    "701.24a": [{"says": "After a shuffle nobody knows the order of the library.",
                 "start": _zones(A={"library": ["forest", "island", "bears"]}),
                 "steps": [{"do": "look_top", "player": "A", "count": 3},
                           {"do": "shuffle", "player": "A",
                            "expect": {"events": ["shuffled"]}},
                           {"check": {"card": "forest", "known_to": {"A": False}}}]}],
    "701.25a": [{"says": "Surveil: the looked-at cards go to the graveyard or back on top.",
                 "start": _zones(A={"library": ["forest", "island", "bears"]}),
                 "steps": [{"do": "look_top", "player": "A", "count": 2},
                           {"do": "arrange_top", "player": "A", "top": ["island"],
                            "graveyard": ["forest"]},
                           {"check": {"player": "A", "graveyard": ["Forest"],
                                      "library_top": ["Island", "Grizzly Bears"]}}]}],
    "708.9": [{"says": "A face-down permanent leaving the battlefield is revealed.",
               "start": _bf({"card": "bears", "face_down": "manifest"}),
               "steps": [{"do": "move", "card": "bears", "to": "hand"},
                         {"check": {"card": "bears", "zone": "hand", "revealed_to": "all"}}]},
              {"says": "A face-down spell that resolves is not revealed.",
               "start": _zones(A={"hand": ["angel"]}),
               "steps": [{"do": "cast", "player": "A", "card": "angel", "face_down": "morph"},
                         {"do": "resolve", "card": "angel"},
                         {"check": {"card": "angel", "zone": "battlefield", "face": "down",
                                    "revealed_to": "none"}}]},
              {"says": "A face-down spell countered is revealed.",
               "start": _zones(A={"hand": ["angel"]}),
               "steps": [{"do": "cast", "player": "A", "card": "angel", "face_down": "morph"},
                         {"do": "counter", "card": "angel",
                          "expect": {"verdicts": ["REVEAL-SPELL-LEAVES-STACK"]}}]}],
}


def note_claims(rule: str) -> list:
    """The rule note's claims as `format.Claim`s (validated once)."""
    return list(_parsed_claims().get(rule, ()))


_PARSED: dict[str, list] = {}


def _parsed_claims() -> dict[str, list]:
    if not _PARSED:
        from .format import Claim
        for rule, claims in CLAIMS.items():
            _PARSED[rule] = [Claim.model_validate({**c, "rules": [rule],
                                                   "cards": CLAIM_CARDS}) for c in claims]
    return _PARSED
