"""The English words the rules' texts use for their keys: a step, a zone, a trigger's cause, an
effect's duration, a coin's side, a command's kind, a face-down keyword (never the key itself in a
sentence). The UI keeps its own copies to translate (tabletop/ui/common/messages.py;
tests/ui/test_log_panel_words.py keeps them the same). Pure: no IO."""

from __future__ import annotations


def english_plural(text: str, n: int) -> str:
    """A counting template in English (Qt's numerus source form, "%n card(s)") for n: the
    number for %n, "(s)" as "s" unless n is 1."""
    return text.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")


STEP_WORDS = {
    "untap": "Untap", "upkeep": "Upkeep", "draw": "Draw", "main1": "First main",
    "begin_combat": "Beginning of combat", "declare_attackers": "Declare attackers",
    "declare_blockers": "Declare blockers", "combat_damage": "Combat damage",
    "end_combat": "End of combat", "main2": "Second main", "end": "End step",
    "cleanup": "Cleanup",
}
ZONE_WORDS = {"library": "library", "hand": "hand", "battlefield": "battlefield",
              "graveyard": "graveyard", "exile": "exile", "command": "command zone",
              "stack": "stack", "gone": "outside of the game"}  # (a leaving owner's cards)
CAUSE_WORDS = {"cast": "a spell was cast", "enters": "it entered the battlefield",
               "turned_face_up": "it was turned face up",
               "manifest_dread": "dread was manifested", "dies": "a creature died",
               "step": "a step began", "ward": "a spell targeted it"}
DURATION_WORDS = {"end_of_turn": "until end of turn",
                  "end_of_your_next_turn": "until the end of their next turn",
                  "permanent": "with no end"}
COIN_WORDS = {"heads": "heads", "tails": "tails"}
COMMAND_WORDS = {
    "draw": "draw cards", "mill": "mill cards", "look_top": "look at the top of a library",
    "arrange_top": "arrange the top of a library", "search": "search a library",
    "shuffle": "shuffle a library", "move": "move a card", "manifest": "manifest",
    "manifest_dread": "manifest dread", "cloak": "cloak", "cast": "cast a spell",
    "resolve": "resolve a spell", "counter": "counter a spell",
    "turn_face_up": "turn a permanent face up", "turn_face_down": "turn a permanent face down",
    "put_onto_battlefield": "put a card onto the battlefield",
    "look": "look at a face-down card",
    "exile_to_play": "exile a face-down permanent to play it",
    "transform": "transform a permanent", "play": "play a card", "copy": "create a token copy",
    "become_copy": "make a copy", "apply": "apply an effect", "gain_control": "gain control",
    "tap": "tap a permanent", "untap": "untap a permanent", "attach": "attach a permanent",
    "add_counter": "change counters", "damage": "deal damage", "advance": "go to the next step",
    "rearrange_face_down": "rearrange face-down cards", "leave_game": "leave the game",
    "end_game": "end the game", "move_on_table": "move a permanent on the table",
    "reveal": "reveal cards", "mulligan": "take a mulligan",
    "put_on_bottom": "put cards on the bottom of a library", "keep": "keep a hand",
    "life": "change a life total", "player_counter": "change a player's counters",
    "create_token": "create a token", "roll": "roll dice", "flip_coin": "flip a coin",
    "note": "write a note", "arrow": "draw an arrow", "clear_arrows": "clear the arrows",
    "untap_all": "untap all permanents", "play_top_revealed": "play with the top card revealed",
    "chat": "chat", "answer": "answer a request", "withdraw": "withdraw a request",
    "set_trust": "change table trust", "set_mode": "change the rules mode",
    "take_back": "take back",
}
KEYWORD_WORDS = {"morph": "morph", "megamorph": "megamorph", "disguise": "disguise",
                 "mana_cost": "mana cost"}
