"""The verdict catalogue (RULES.md §2) and a few verdicts of our own for table handling.

A verdict is an id, an outcome, rule numbers, a message key with parameters, and a plain English
sentence. The UI translates by key (`ui/messages.py`); the sentence here is the English text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from .words import KEYWORD_WORDS, STEP_WORDS, ZONE_WORDS, english_plural


class VerdictOutcome(StrEnum):
    """What a verdict says of the action (RULES.md §2); each member is the string it names."""

    ALLOW = "ALLOW"
    ALLOW_WITH_COST = "ALLOW_WITH_COST"
    REFUSE = "REFUSE"
    REVEAL_INSTEAD = "REVEAL_INSTEAD"
    INFO = "INFO"


ALLOW = VerdictOutcome.ALLOW
ALLOW_WITH_COST = VerdictOutcome.ALLOW_WITH_COST
REFUSE = VerdictOutcome.REFUSE
REVEAL_INSTEAD = VerdictOutcome.REVEAL_INSTEAD
INFO = VerdictOutcome.INFO

# Sources that are not numbered rules. A card's own words are "card text"; an official ruling is
# cited as a ruling with its card and set (the rulings of the seed cards, /work/shared/seeds).
# `tabletop.lessons.rulebook` holds the wording in short of every one of them.
CARD_TEXT = "card text"
RULING_PM_NOT_TURNED_UP = "Primordial Mist ruling (Commander 2018): exiling is not turning up"
RULING_PM_COSTS = "Primordial Mist ruling (Commander 2018): you still pay its costs"
RULING_PM_ONCE = "Primordial Mist ruling (Commander 2018): cast it only once"
RULING_PM_EXPIRED = "Primordial Mist ruling (Commander 2018): unplayed, it stays exiled"
RULING_PM_TOKEN = "Primordial Mist ruling (Commander 2018): a face-down token"
RULING_FD_CHANGED = "Primordial Mist ruling (Commander 2018): other effects still apply"
RULING_COPY_VALUES = "Primordial Mist ruling (Commander 2018): copies of face-down"
RULING_LOSES_ABILITIES = ("Cryptic Pursuit ruling (New Capenna Commander): abilities lost, "
                          "mana cost still works")
RULING_MD_SHORT_LIBRARY = "Break Down the Door ruling (Duskmourn: House of Horror): one or no card"

# the sentences that count (Qt's numerus: "%n card(s)"): id -> the parameter that is n
NUMERUS = {"LIB-DRAW-EMPTY": "n", "LIB-ARRANGE-NOT-TOP": "n", "MULL-BOTTOM-FIRST": "n",
           "MULL-BOTTOM-COUNT": "n", "COUNTER-BELOW-ZERO": "have"}

# the parameters whose values are keys, and their words
PARAM_WORDS = {"step": STEP_WORDS, "zone": ZONE_WORDS, "keyword": KEYWORD_WORDS,
               "route": KEYWORD_WORDS}

# the rules' own English phrases that a verdict may hold as a parameter (`what`, `reason`,
# `when`, `restriction`, `on`, `method_text`): the UI translates them by these words
# (packaging/i18n.py puts them in the "verdicts" catalogue; tests/rules/test_verdict_words.py
# checks the rules give no other)
PHRASES = (
    "it is not your turn", "it is not your main phase", "the stack is not empty",
    "when you have priority", "nobody has priority in this step",
    "in your main phase while the stack is empty", "you have already played a land this turn",
    "Creature cards can't enter the battlefield from graveyards or libraries",
    "you may manifest the top card of your library", "manifest the top card of your library",
    "manifest dread", "it is not on the battlefield", "it is face up", "spell", "permanent",
    "a creature spell", "a noncreature spell", "on", "off", "an effect",
)

# refusals no override passes, in any mode: overriding them would show the overrider a card it
# may not know (issue 23: overrides carry out actions, they never reveal)
NEVER_OVERRIDDEN = frozenset({"LOOK-OPP-REFUSED", "LOOK-HIDDEN-REFUSED", "LOOK-EXILE-FD",
                              "LIB-ARRANGE-UNKNOWN"})

# id: (default outcome, rule numbers, sentence with {parameters})
CATALOGUE: dict[str, tuple[VerdictOutcome, tuple[str, ...], str]] = {
    # 2.1 characteristics and status
    "FD-CHAR-DEFAULT": (INFO, ("708.2", "708.2a", "202.3a", "202.2b", "204", "105.2c"),
                        "Face down it is a colorless 2/2 creature with no name, no mana cost "
                        "(mana value 0), no subtypes and no abilities."),
    "FD-CHAR-CLOAK-WARD": (INFO, ("701.58a", "702.168a", "702.21a"),
                           "Face down it is a colorless 2/2 creature with ward {{2}} and nothing "
                           "else."),
    "FD-CHAR-LISTED": (INFO, ("708.2", "708.2a"),
                       "Face down it has only the characteristics the effect lists: {listed}."),
    "FD-CHAR-MODIFIED": (INFO, ("708.2", "301.5", "613.1", RULING_FD_CHANGED),
                         "Other effects, counters and attachments still apply on top of its "
                         "face-down values."),
    "FD-NO-NAME": (INFO, ("201.2a", "704.5j"),
                   "A face-down permanent has no name, so it never shares a name with anything; "
                   "the legend rule ignores it."),
    "FD-ENTER-NO-ETB": (INFO, ("708.3",),
                        "It enters face down: its own enters abilities do not apply, but other "
                        "permanents see a 2/2 creature enter."),
    "FD-TURN-DOWN-AGAIN": (INFO, ("708.2b",),
                           "It is already face down; turning it face down again does nothing."),
    "FD-TURN-DOWN-DFC": (INFO, ("712.16",),
                         "A double-faced permanent can't be turned face down; nothing happens."),
    "FD-TIMESTAMP": (INFO, ("613.7f",), "Turning face up or down gives it a new timestamp."),
    # 2.2 looking
    "LOOK-OWN-OK": (ALLOW, ("708.5",),
                    "You control it, so you may look at its face at any time."),
    "LOOK-OPP-REFUSED": (REFUSE, ("708.5",),
                         "Only its controller may look at a face-down {what}."),
    "LOOK-CONTROL-CHANGED": (INFO, ("708.5",),
                             "Control decides who may look: {controller} controls it now."),
    "LOOK-EXILE-FD": (REFUSE, ("406.3", "406.4"),
                      "Face-down exiled cards may be seen only by players an effect allows."),
    # 2.3 turning face up
    "FLIP-NO-PRIORITY": (REFUSE, ("116.2b",),
                         "Turning a permanent face up needs priority, and nobody has priority "
                         "in this step ({step}). Wait until you have priority."),
    "FLIP-NOT-CONTROLLER": (REFUSE, ("701.40b", "702.37e", "702.168d"),
                            "Only the player who controls a face-down permanent may turn it face "
                            "up; {controller} controls it."),
    "FLIP-IS-SPELL": (REFUSE, ("708.7",),
                      "A face-down spell on the stack can't be turned face up; wait until it "
                      "resolves."),
    "FLIP-MANIFEST-CREATURE-OK": (ALLOW_WITH_COST, ("701.40b", "701.58b", "116.2b", "107.3g"),
                                  "It was {method_text} and its card is a creature card: you may "
                                  "turn it face up for its mana cost {cost}."),
    "FLIP-MANIFEST-IGNORES-COPY-TYPE": (INFO, ("701.40b",),
                                        "The mana-cost route looks at the card itself, ignoring "
                                        "copy and type-changing effects on the permanent."),
    "FLIP-MANIFEST-ABILITYLOSS-OK": (ALLOW_WITH_COST, ("701.40b",),
                                     "Losing its abilities doesn't stop a manifested or cloaked "
                                     "creature card from turning face up for its mana cost."),
    "FLIP-MANIFEST-NONCREATURE-REFUSED": (REFUSE, ("701.40b", "701.58b"),
                                          "Its card is not a creature card, so it can't be "
                                          "turned face up for a mana cost."),
    "FLIP-MANIFEST-NOCOST-REFUSED": (REFUSE, ("701.40b", "701.58b"),
                                     "Its card has no mana cost, so the mana-cost route does not "
                                     "exist."),
    "FLIP-MANIFEST-X-ZERO": (ALLOW_WITH_COST, ("107.3g", "202.3e", "704.5f"),
                             "X is 0 when a manifested card is turned face up: the cost is "
                             "{cost}."),
    "FLIP-MANIFEST-MORPH-EITHER": (ALLOW, ("701.40c", "701.40d", "701.58c", "701.58d"),
                                   "It may be turned face up either for its mana cost or for "
                                   "its {keyword} cost."),
    "FLIP-MORPH-OK": (ALLOW_WITH_COST, ("702.37e",),
                      "It would have morph face up: you may turn it face up for {cost}."),
    "FLIP-MEGAMORPH-COUNTER": (ALLOW_WITH_COST, ("702.37b",),
                               "Paying its megamorph cost {cost} also puts a +1/+1 counter on it."),
    "FLIP-MEGAMORPH-OTHER-ROUTE": (INFO, ("702.37b",),
                                   "Turned face up another way, a megamorph card gets no +1/+1 "
                                   "counter."),
    "FLIP-DISGUISE-OK": (ALLOW_WITH_COST, ("702.168d",),
                         "It would have disguise face up: you may turn it face up for {cost}."),
    "FLIP-NONMANA-COST": (ALLOW_WITH_COST, ("702.37e", "118.3"),
                          "Its cost is not mana ({cost}); it can be used only when that cost can "
                          "be paid now."),
    "FLIP-MORPH-ABILITYLOSS-REFUSED": (REFUSE, ("702.37e", "702.168d"),
                                       "It would have no {keyword} face up because it has lost "
                                       "its abilities, so that route is closed."),
    "FLIP-MORPH-COPY": (INFO, ("707.3", "708.10"),
                        "It is copying another object: the {keyword} route uses the copied "
                        "object's cost."),
    "FLIP-MORPH-CAST-NO-R1": (REFUSE, ("701.40b", "702.37e"),  # disguise: 702.168d (VARIANTS)
                              "It was not manifested or cloaked, so its mana cost can't turn it "
                              "face up; use its {keyword} cost."),
    "FLIP-NO-ROUTE-REFUSED": (REFUSE, ("708.7",),
                              "No rule lets you turn this face up: it became face down by "
                              "{method_text} and its card has no morph or disguise. Only an "
                              "effect can turn it face up."),
    "FLIP-YEDORA-MORPH-OK": (ALLOW_WITH_COST, ("702.37e",),
                             "A face-down Forest from Yedora whose card has {keyword} may be "
                             "turned face up for that cost."),
    "FLIP-INSTANT-SORCERY": (REVEAL_INSTEAD, ("701.40g", "701.58g", "729.2g"),
                             "An effect can't turn an instant or sorcery card face up: it is "
                             "revealed to all players instead and stays face down."),
    "FLIP-EFFECT-OK": (ALLOW, ("708.7",),
                       "An effect turns it face up; no cost, whatever made it face down."),
    "FLIP-DFC-FRONT": (INFO, ("712.15a",),
                       "A double-faced card turns face up with its front face up."),
    "FLIP-DFC-NO-TRANSFORM": (INFO, ("712.15a",),
                              "A face-down double-faced permanent can't transform; nothing "
                              "happens."),
    "FLIP-MDFC-NONPERMANENT-FRONT": (REFUSE, ("712.15a", "701.40g"),
                                     "Its front face is not a permanent, so it can't be turned "
                                     "face up."),
    "FLIP-LAND-BECOMES-LAND": (INFO, ("708.7", "702.37e", "702.168d", "506.4"),
                               "It becomes a land when it turns face up; that is not a land "
                               "play, and if it stops being a creature it is removed from "
                               "combat."),
    # 2.4 consequences
    "UP-SAME-OBJECT": (INFO, ("708.8", "110.5c", "302.6"),
                       "It is the same permanent: tapped state, counters, damage, attachments "
                       "and combat status stay."),
    "UP-NO-ETB": (INFO, ("708.8", "702.37e"),
                  "Nothing enters the battlefield: enters abilities don't trigger."),
    "UP-AS-TURNED-UP": (INFO, ("708.11", "614.1e"),
                        "Its \"as it is turned face up\" ability applies now ({detail})."),
    "UP-TRIGGERS": (INFO, ("603",), "Turned-face-up abilities trigger: {names}."),
    "UP-GAIN-LIFE": (INFO, ("603.2", CARD_TEXT),
                     "{name} triggers: {player} gains 1 life for each creature they control "
                     "({n} now)."),
    "UP-WARD-ENDS": (INFO, ("701.58b", "702.168d"),
                     "The ward {{2}} it had while face down ends."),
    "UP-EFFECTS-PERSIST": (INFO, ("708.8",),
                           "Effects that already applied to it keep applying face up."),
    "UP-SBA": (INFO, ("704.5f", "704.5g", "704.5j"),
               "Check state-based actions now: {detail}."),
    # 2.5 reveals, zone changes, tokens, copies
    "REVEAL-LEAVES-BATTLEFIELD": (REVEAL_INSTEAD, ("708.9",),
                                  "A face-down permanent leaving the battlefield is revealed to "
                                  "all players: it was {name}."),
    "REVEAL-SPELL-LEAVES-STACK": (REVEAL_INSTEAD, ("708.9",),
                                  "A face-down spell leaving the stack for anywhere but the "
                                  "battlefield is revealed to all players: it was {name}."),
    "REVEAL-GAME-END": (REVEAL_INSTEAD, ("708.9",),
                        "The game is over: every face-down spell and permanent is revealed."),
    "REVEAL-PLAYER-LEAVES": (REVEAL_INSTEAD, ("708.9", "800.4a"),
                             "{player} leaves the game: their face-down spells and permanents "
                             "are revealed."),
    "REVEAL-INFO-IGNORES-EFFECTS": (INFO, ("708.12",),
                                    "The revealed card is judged as printed, ignoring effects."),
    "RETURN-FACE-UP": (INFO, ("110.5b", "400.7"),
                       "It enters face up as a new object; its enters abilities work."),
    "RETURN-INSTANT-SORCERY-STAYS": (REFUSE, ("304.4", "307.4", "400.4a", "712.14b"),
                                     "An instant or sorcery card can't enter the battlefield; it "
                                     "stays where it is."),
    "RETURN-FACE-DOWN-EFFECT": (ALLOW, ("708.2a",),
                                "It enters face down as a new object with a new entry number."),
    "TOKEN-FD-LEAVES": (REVEAL_INSTEAD, ("708.9", "111.7", "111.8"),
                        "A face-down token leaving the battlefield is revealed and then ceases "
                        "to exist."),
    "COPY-OF-FACE-DOWN": (INFO, ("707.2", "708.2", "701.58a", "702.168b"),
                          "A copy of a face-down permanent takes its face-down copiable values, "
                          "not counters or other effects: a face-up colorless 2/2 creature with "
                          "no name, no creature types and no abilities, but with ward {{2}} if "
                          "it copies a disguised or cloaked creature. Nothing is revealed."),
    "FD-BECOMES-COPY": (INFO, ("708.10", "707.3"),
                        "It still looks like a face-down 2/2; the copied values show once it "
                        "turns face up."),
    "SHUFFLE-FD-REFUSED": (REFUSE, ("708.6",),
                           "Face-down permanents may not be mixed to confuse opponents; their "
                           "order and markers must stay clear."),
    "TRACK-METHOD-REQUIRED": (REFUSE, ("708.6",),
                              "A face-down object needs its entry number and method marker."),
    # 2.6 manifest / manifest dread / cloak
    "MANIFEST-ONE-AT-A-TIME": (INFO, ("701.40e", "701.58e"),
                               "Several cards are manifested one at a time, with consecutive "
                               "entry numbers."),
    "MANIFEST-PROHIBITED": (REFUSE, ("701.40f", "701.58f"),
                            "{restriction}: the card isn't manifested and stays where it is."),
    "MANIFEST-EMPTY-LIBRARY": (INFO, ("701.40a",),
                               "The library is empty: nothing is manifested (this is not a "
                               "draw)."),
    "MD-TWO-PLUS": (ALLOW, ("701.62a",),
                    "Look at the top two cards: manifest one, put the other into the graveyard."),
    "MD-ONE": (ALLOW, ("701.62a",),
               "Only one card in the library: it is manifested; nothing goes to the graveyard."),
    "MD-ZERO": (INFO, ("701.62a",), "The library is empty: manifest dread does nothing."),
    "MD-TRIGGER-ALWAYS": (INFO, ("701.62b",),
                          "\"Whenever you manifest dread\" abilities trigger even when part or "
                          "all of it was impossible."),
    "MD-PROHIBITED": (INFO, ("701.40f", "701.62a"),
                      "The chosen card can't be manifested, so every looked-at card goes to the "
                      "graveyard."),
    # 2.7 face-down spells
    "CAST-FD-MORPH": (ALLOW_WITH_COST, ("702.37c", "702.168b", "118.9a"),
                      "Cast face down as a 2/2 creature spell for {cost}, at creature-spell "
                      "timing."),
    "CAST-FD-NO-KEYWORD": (REFUSE, ("702.37d", "702.168c"),
                           "It has no {keyword}, so it can't be cast face down that way."),
    "CAST-FD-ALT-COMBINE": (REFUSE, ("118.9a",),
                            "Casting face down is an alternative cost and can't be combined "
                            "with another one."),
    "FDSPELL-NO-ABILITIES": (INFO, ("708.4",),
                             "A face-down spell has none of its card's abilities: it can be "
                             "countered whatever its card says."),
    "FDSPELL-IS-CREATURE-SPELL": (INFO, ("708.4",),
                                  "A face-down spell is a creature spell for targeting."),
    # 2.8 Primordial Mist and Cryptic Pursuit
    "PM-MANIFEST-OPTIONAL": (INFO, (CARD_TEXT,),
                             "Primordial Mist: at the beginning of your end step you may "
                             "manifest the top card of your library."),
    "PM-EXILE-COST-OK": (ALLOW, (CARD_TEXT,),
                         "Exiling a face-down permanent you control face up is the cost; once "
                         "the ability resolves, you may play that card this turn."),
    "PM-EXILE-NOT-YOURS": (REFUSE, (CARD_TEXT,),
                           "Primordial Mist exiles only a face-down permanent you control."),
    "PM-NOT-TURNED-UP": (INFO, (RULING_PM_NOT_TURNED_UP,),
                         "Exiling it face up is not turning it face up: no turned-face-up "
                         "abilities trigger."),
    "PM-PLAY-SPELL": (ALLOW_WITH_COST, (RULING_PM_COSTS, "117.1a", "302.1", "307.1"),
                      "You may cast it this turn at its normal timing, paying its costs "
                      "({cost})."),
    "PM-PLAY-LAND-OK": (ALLOW, ("305.1", "305.2"),
                        "You may play this land now; it uses your land play."),
    "PM-PLAY-LAND-REFUSED": (REFUSE, ("305.1", "305.2", "305.3"),
                             "You can play this land only in your main phase with an empty "
                             "stack and a land play left: {reason}."),
    "PM-ONCE": (REFUSE, (RULING_PM_ONCE,),
                "The permission was used: once it left exile it can't be played again."),
    "PM-EXPIRED": (INFO, (RULING_PM_EXPIRED,),
                   "The permission to play {name} has ended; it stays in exile."),
    "PM-TOKEN": (ALLOW, (RULING_PM_TOKEN, "111.7"),
                 "A face-down token may pay the cost, but it ceases to exist: nothing to play."),
    "CP-MANIFEST-ON-CAST": (INFO, (CARD_TEXT,),
                            "Cryptic Pursuit: you cast an instant or sorcery from your hand, so "
                            "manifest the top card of your library."),
    "CP-NOT-FROM-HAND": (INFO, (CARD_TEXT,),
                         "Cast from somewhere other than your hand: Cryptic Pursuit does not "
                         "manifest."),
    "CP-DIES-INSTANT": (INFO, (CARD_TEXT, "603.4", "603.10a", "708.9"),
                        "Cryptic Pursuit: the face-down creature was an instant or sorcery card; "
                        "exile it, and you may cast it until the end of your next turn."),
    "CP-DIES-OTHER": (INFO, (CARD_TEXT, "603.4", "603.10a"),
                      "Cryptic Pursuit: it was not an instant or sorcery card, so it stays in "
                      "the graveyard."),
    "CP-NOT-DIES": (INFO, (CARD_TEXT, "603.10a", "708.9"),
                    "It left the battlefield without dying: Cryptic Pursuit does not trigger "
                    "(it is still revealed)."),
    "CP-EXPIRED": (INFO, (CARD_TEXT,),
                   "The permission to cast {name} has ended; it stays in exile."),
    # -- our own table verdicts (not in RULES.md §2) --
    "CAST-TIMING": (REFUSE, ("117.1a", "302.1", "307.1"),
                    "{name} can be cast only {when}."),
    "CAST-OK": (ALLOW_WITH_COST, ("601.2",), "Cast {name} for {cost}."),
    "CAST-NOT-FROM-ZONE": (REFUSE, ("601.3",),
                           "Nothing lets you cast it from the {zone}."),
    "CAST-LAND": (REFUSE, ("305.9",), "A land is played, not cast."),
    "PLAY-LAND-OK": (ALLOW, ("305.1", "305.2"), "You may play this land; it uses your land play."),
    "PLAY-LAND-REFUSED": (REFUSE, ("305.1", "305.2", "305.3"),
                          "You can't play a land now: {reason}."),
    "PLAY-NO-PERMISSION": (REFUSE, ("601.3",),
                           "Nothing lets you play it from the {zone}."),
    "PLAY-NOT-YOURS": (REFUSE, ("108.3",), "It is not yours to play."),
    "NOT-ON-STACK": (REFUSE, ("405.1",), "{name} is not on the stack."),
    "NOT-ON-BATTLEFIELD": (REFUSE, ("110.1",), "It is not on the battlefield."),
    "NOT-FACE-DOWN": (REFUSE, ("707.2", "708.7"),
                      "It is face up already (a copy of a face-down creature is face up too); "
                      "there is nothing to turn up."),
    "NO-SUCH-ROUTE": (REFUSE, ("701.58d", "702.37e", "702.168d"),
                      "There is no {route} route for this permanent: it would not have {route} "
                      "if it were face up."),
    "LOOK-HIDDEN-REFUSED": (REFUSE, ("401.2", "402.3"),
                            "That card is in a hidden zone you may not look at."),
    "LOOK-FACE-UP": (ALLOW, ("110.5",), "It is face up; everyone can see it."),
    "ENTER-PROHIBITED": (REFUSE, (CARD_TEXT,),
                         "{restriction}: it can't enter the battlefield."),
    "TRANSFORM-NOT-DFC": (REFUSE, ("701.27c",), "Only a double-faced permanent can transform."),
    "DRAW-EMPTY": (INFO, ("121.4",), "The library is empty: nothing to draw."),
    "GAME-OVER": (REFUSE, ("104.1",), "The game is over."),
    "PLAYER-LEFT": (REFUSE, ("800.4a",), "{player} has left the game."),
    "NOT-YOUR-OBJECT": (REFUSE, ("108.3",), "{actor} can't act for {player}."),
    "BAD-COMMAND": (REFUSE, (), "{problem}"),
    # seat authority and requests (issue 23, authority.py)
    "LEAVE-NOT-YOURS": (REFUSE, ("104.3a",),
                        "{actor} can't make {player} leave the game: only a player concedes."),
    "END-GAME-NOT-YOURS": (REFUSE, ("104.1", "104.3a"),
                           "{actor} can't end the game for {player}: concede to leave it "
                           "(the game ends when one player is left)."),
    "REQUEST-SENT": (INFO, ("108.3", "110.2"),
                     "This acts on {player}'s things: it is a request to {player}, carried out "
                     "only if {player} accepts."),
    "REQUEST-ACCEPTED": (INFO, ("108.3", "110.2"),
                         "{player} accepted {actor}'s request: it is carried out as the table "
                         "is now."),
    "REQUEST-DECLINED": (INFO, ("108.3", "110.2"),
                         "{player} declined {actor}'s request: nothing changes."),
    "REQUEST-WITHDRAWN": (INFO, ("108.3",), "{actor} withdrew the request to {player}."),
    "REQUEST-UNKNOWN": (REFUSE, (), "There is no request {request} waiting for an answer."),
    "REQUEST-NOT-YOURS": (REFUSE, ("108.3", "110.2"),
                          "{actor} can't answer or withdraw this request: it is {player}'s."),
    "TRUST-ACTS": (INFO, ("108.3", "110.2"),
                   "Table trust: {actor} acts on {player}'s things without asking."),
    "TRUST-ON": (INFO, (), "Table trust is on: players may act on each other's things without "
                           "asking, never seeing another's hidden cards that way."),
    "TRUST-OFF": (INFO, (), "Table trust is off: an action on another's things is a request."),
    "TRUST-SAME": (INFO, (), "Table trust is {on} already: nothing changes."),
    "TRUST-TWO-PLAYERS": (REFUSE, (), "{actor} can't turn table trust on during a game of more "
                                      "than two players; choose it when the game starts."),
    "TARGET-ILLEGAL": (REFUSE, ("115.1",), "That spell is not {what}, so it can't be targeted."),
    "MOVE-OK": (ALLOW, (), "Moved."),
    "PM-NO-CARD": (REFUSE, (CARD_TEXT,), "That permanent is not face down: {reason}."),
    "EFFECT-ENDS": (INFO, ("514.2",), "\"Until end of turn\" effects end and damage wears off."),
    "TRIGGER-ANNOUNCE": (INFO, ("603.2",), "{name} triggers: {what}."),
    # ward (702.21a): a spell's controller points it at an opponent's permanent with ward
    "WARD-TRIGGERS": (INFO, ("702.21a",),
                      "Ward triggers: {name} is countered unless {player} pays {cost}."),
    # modal spells (700.2): the modes chosen, said as the spell resolves
    "MODES-CHOSEN": (INFO, ("700.2",), "{name}, chosen: {modes}"),
    "MODES-NOT-OFFERED": (REFUSE, ("700.2",),
                          "{name} offers these modes: {modes} Choose from {least} to {most} of "
                          "them, each once."),
    # libraries (issue 12)
    "LIB-DRAW-EMPTY": (INFO, ("121.4", "704.5b"),
                       "{player} attempted to draw from an empty library (%n time(s)): they "
                       "lose the next time state-based actions are checked."),
    "LIB-MILL-EMPTY": (INFO, ("701.17b",), "The library is empty: nothing is milled."),
    "LIB-TOP-REVEALED": (INFO, ("401.5",),
                         "{player} plays with the top card of their library revealed: every "
                         "player knows it, and each new top card as soon as it is on top (a "
                         "draw of several cards reveals each one before it is drawn)."),
    "LIB-TOP-REVEALED-ALREADY": (INFO, ("401.5",),
                                 "{player} already plays with the top card of their library "
                                 "revealed: nothing changes."),
    "LIB-TOP-REVEALED-NOT": (INFO, ("401.5",),
                             "{player} doesn't play with the top card of their library "
                             "revealed: nothing changes."),
    "LIB-LOOK-EMPTY": (INFO, ("701.20e",), "The library is empty: there is nothing to look at."),
    "LIB-ARRANGE-NOT-TOP": (REFUSE, ("701.22a", "401.4"),
                            "Name exactly the top %n card(s) of that library, each once."),
    "LIB-ARRANGE-UNKNOWN": (REFUSE, ("701.22a", "401.2"),
                            "{player} may arrange only cards they have looked at; they don't "
                            "know {count} of them."),
    "LIB-SEARCH-NOT-THERE": (REFUSE, ("701.23a",),
                             "A search finds only cards of the zone searched: {count} of them "
                             "are not in {owner}'s {zone}."),
    "LIB-SEARCH-ANY-CARD": (REFUSE, ("701.23d",),
                            "A search for \"a card\" with no stated quality must find one while "
                            "the zone holds any."),
    "LIB-SEARCH-FAIL-OK": (INFO, ("701.23b",),
                           "A search for a card with a stated quality may find nothing."),
    "LIB-SEARCH-TOP": (INFO, ("701.24b",),
                       "The rest of the library is shuffled first; the cards found go on top "
                       "and are not part of the shuffle."),
    "LIB-REVEAL-HIDDEN": (INFO, ("701.20a", "701.20b"),
                          "Revealed cards stay where they are; face-down objects stay face "
                          "down."),
    "MULL-NOT-PREGAME": (REFUSE, ("103.5",),
                         "Mulligans are taken before the game begins; it has begun."),
    "MULL-KEPT": (REFUSE, ("103.5",), "{player} has kept their opening hand."),
    "MULL-NO-CARDS": (REFUSE, ("103.5",),
                      "{player}'s mulligans have left them no cards: they keep an empty hand."),
    "MULL-BOTTOM-FIRST": (REFUSE, ("103.5",),
                          "{player} must first put %n card(s) from their hand on the bottom "
                          "of their library."),
    "MULL-BOTTOM-NONE": (REFUSE, ("103.5",),
                         "{player} has no cards to put on the bottom of their library."),
    "MULL-BOTTOM-COUNT": (REFUSE, ("103.5", "103.5c"),
                          "{player} puts exactly %n card(s) on the bottom (one per mulligan "
                          "that counts), not {got}."),
    "MULL-NOT-IN-HAND": (REFUSE, ("103.5",),
                         "Only cards of {player}'s hand go on the bottom, each once."),
    "MULL-FREE": (INFO, ("103.5c",),
                  "In a game that began with more than two players, the first mulligan is "
                  "free."),
    "GAME-BEGINS": (INFO, ("103.8",), "The game begins: turn 1 is {player}'s."),
    "GAME-FIRST-DRAW-SKIPPED": (INFO, ("103.8a",),
                                "In a two-player game the starting player skips the draw of "
                                "their first turn: {player} draws no card in turn 1's draw "
                                "step."),
    # players, tokens, dice, notes (issue 12; SCENARIOS.md "Table actions")
    "LIFE-PAY-TOO-MUCH": (REFUSE, ("119.4",),
                          "{player} has {life} life and can't pay {amount}: a player can pay "
                          "life only if their life total is at least the amount."),
    "LIFE-NO-CHANGE": (INFO, ("119.9",),
                       "A change of 0 is no change: nothing happens (no life is gained or "
                       "lost)."),
    "LIFE-ZERO": (INFO, ("704.5a",),
                  "{player} has {life} life: they lose the game the next time state-based "
                  "actions are checked (the players' move: leave the game or end it)."),
    "POISON-TEN": (INFO, ("704.5c",),
                   "{player} has {n} poison counters: they lose the game the next time "
                   "state-based actions are checked (the players' move: leave the game or end "
                   "it)."),
    "COUNTER-NO-CHANGE": (INFO, ("122.1",),
                          "No counters are put on or removed: nothing happens."),
    "COUNTER-BELOW-ZERO": (REFUSE, ("122.1",),
                           "{player} has %n {counter} counter(s): there can't be fewer "
                           "than none."),
    "PLAYER-LEFT-NOTHING": (INFO, ("800.4a", "800.4b"),
                            "{player} has left the game: nothing happens to them."),
    "TOKEN-GONE": (REFUSE, ("111.7", "111.8"),
                   "That token left the battlefield and ceased to exist; nothing can bring it "
                   "back."),
    "NOTE-NOT-PERMANENT": (REFUSE, ("110.1", "400.7"),
                           "Only a permanent can have a note; a note is gone when its card "
                           "changes zones."),
    "UNTAP-ALL-NONE": (INFO, ("502.3",), "{player} controls no tapped permanent."),
    "TAKE-BACK-NOT-LAST": (REFUSE, (),
                           "Only the newest entry that is not taken back yet can be taken back "
                           "(entry {last})."),
    "TAKE-BACK-SEEN": (INFO, (),
                       "Taken back; what {players} saw stays known: nobody can unsee a card."),
    # abilities of permanents, control and leaving (issue 13)
    "PM-NO-SOURCE": (REFUSE, ("602.1", "602.2", "card text"),
                     "{player} controls no permanent with that ability ({ability}), so it "
                     "can't be activated."),
    "ABILITY-NO-SOURCE": (REFUSE, ("602.1", "602.2", "card text"),
                          "{player} controls no face-up permanent {card} with that ability "
                          "({ability}), so it can't be activated."),
    "NO-PRIORITY": (REFUSE, ("602.2", "117.1b", "502.4", "514.3"),
                    "Nobody has priority in this step ({step}): an activated ability can't "
                    "be activated now."),
    "CP-NOT-YOURS": (REFUSE, ("603.10a", "card text"),
                     "Only {player}, who controlled the face-down creature's Pursuit ability "
                     "as it died, may cast that card."),
    "LEAVE-CONTROL-ENDS": (INFO, ("800.4a",),
                           "Effects that gave {player} control of objects end: each goes back to "
                           "the player who would otherwise control it."),
    "LEAVE-OBJECTS-GONE": (INFO, ("800.4a",),
                           "The objects {player} owns leave the game with them."),
    # priority (tabletop.rules.priority)
    "PRIORITY-PASSED": (ALLOW, ("117.3d",),
                        "{player} passes priority: {to} receives it."),
    "PRIORITY-ALL-PASSED-STACK": (INFO, ("117.4", "608.1"),
                                  "Every player has passed in succession: the top object of "
                                  "the stack resolves."),
    "PRIORITY-ALL-PASSED-EMPTY": (INFO, ("117.4", "500.2"),
                                  "Every player has passed in succession with the stack empty: "
                                  "the step may end."),
    "PRIORITY-NOT-HOLDER": (REFUSE, ("117.3d",),
                            "{player} does not hold priority ({holder} does): only the player "
                            "with priority passes it."),
    "PRIORITY-NOBODY": (REFUSE, ("117.3a", "502.4", "514.3"),
                        "Nobody has priority in this step ({step}), so there is none to pass."),
    "PRIORITY-RESOLVING-PASS": (REFUSE, ("608.2", "117.3b"),
                                "Nobody has priority while a spell resolves, so there is none "
                                "to pass. Finish its resolution first."),
    "PRIORITY-RESOLVING": (INFO, ("608.2", "116.2b"),
                           "Nobody has priority while a spell resolves: this action needs "
                           "priority unless the resolving effect itself allows it."),
    "RESOLUTION-FINISHED": (ALLOW, ("608.2", "117.3b"),
                            "The resolution is over: the active player ({player}) receives "
                            "priority."),
    "RESOLUTION-NOT-UNDER-WAY": (REFUSE, ("608.2",),
                                 "That spell is not resolving, so there is no resolution to "
                                 "finish."),
}

# A verdict whose rules and sentence depend on its outcome or a parameter:
# id -> [(outcome or None, (parameter, value) or None, rules, sentence or None)]
VARIANTS: dict[str, list[tuple[VerdictOutcome | None, tuple[str, str] | None, tuple[str, ...],
                               str | None]]] = {
    # the special action of turning a manifested instant up for its mana cost does not exist
    # (701.40b: only a creature card with a mana cost); 701.40g is about effects
    "FLIP-INSTANT-SORCERY": [
        (REFUSE, None, ("701.40b", "701.58b"),
         "Its card is an instant or sorcery card, not a creature card, so no special action "
         "can turn it face up (not for its mana cost either): that action is not available, "
         "and nothing is revealed."),
    ],
    "FLIP-MDFC-NONPERMANENT-FRONT": [(REFUSE, None, ("712.15a", "701.40b"), None)],
    "FLIP-MORPH-CAST-NO-R1": [(None, ("keyword", "disguise"), ("701.40b", "702.168d"), None)],
}



@dataclass(frozen=True, slots=True)
class Verdict:
    id: str
    outcome: VerdictOutcome
    rules: tuple[str, ...]
    params: dict = field(default_factory=dict)

    @property
    def key(self) -> str:
        return f"verdict.{self.id}"

    @property
    def is_refusal(self) -> bool:
        return self.outcome == REFUSE

    @property
    def worded_params(self) -> dict:
        """The parameters with a key (a step, a zone, a keyword) as its words."""
        out = dict(self.params)
        for k, table in PARAM_WORDS.items():
            v = out.get(k)
            if isinstance(v, str):
                out[k] = table.get(v, v)
        return out

    @property
    def count(self) -> int | None:
        """The n of a counting sentence (NUMERUS), else None."""
        key = NUMERUS.get(self.id)
        if key is None:
            return None
        n = self.params.get(key)
        return n if type(n) is int else 0

    @property
    def sentence(self) -> str:
        template = _variant(self.id, self.outcome, self.params)[1] or CATALOGUE[self.id][2]
        if self.count is not None:
            template = english_plural(template, self.count)
        try:
            return template.format(**self.worded_params)
        except (KeyError, IndexError, ValueError):
            return template.replace("{{", "{").replace("}}", "}")

    def to_dict(self) -> dict:
        return {"id": self.id, "outcome": self.outcome, "rules": list(self.rules),
                "key": self.key, "params": dict(self.params), "sentence": self.sentence}


def _variant(vid: str, outcome: VerdictOutcome, params: dict
             ) -> tuple[tuple[str, ...] | None, str | None]:
    for out, param, rules, sentence in VARIANTS.get(vid, ()):
        if out is not None and out != outcome:
            continue
        if param is not None and params.get(param[0]) != param[1]:
            continue
        return rules, sentence
    return None, None


def verdict(vid: str, outcome: VerdictOutcome | None = None, **params: object) -> Verdict:
    default, rules, _ = CATALOGUE[vid]
    out = outcome or default
    return Verdict(vid, out, _variant(vid, out, params)[0] or rules, params)


def catalogue_ids() -> list[str]:
    return list(CATALOGUE)
