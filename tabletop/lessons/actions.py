"""Lesson actions: declarative steps in the conformance-scenario dialect (`{"do": ...}`), turned
into model commands, and matchers that recognise a player's real command.

An action is a scenario step (SCENARIOS.md "Actions": `do` plus its fields, e.g.
`{"do": "turn_face_up", "player": "A", "card": "bears", "route": "mana_cost"}`), made into a
command by the scenario runner's own `step_command`. The table actions (`draw`, `look_top`,
`arrange_top`, `search`, `reveal`, `mulligan`, `put_on_bottom`, `keep`, ...) are scenario actions
too, with the scenario's field names (`count`, `find`, `cards`, `to`). A table command the
scenario format has no action for (`move_on_table`) takes the command's own field names.

A matcher is an action that names only the fields that matter: a command matches when it has the
same kind and the same value for every named field, read in the scenario's terms: `count` is the
command's `n`, `find` one card or a list, `owner` defaults to the player, a `reveal` `to` "all"
is the command's empty list. So the command the table builds for a step (the library browser's
search, a scry, the mulligan dialog's cards) matches the step's action whatever defaults it
spells out. Nothing here looks at screen positions.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any

from tabletop.model import commands as C
from tabletop.model.modes import RESULTS
from tabletop.model.state import STEPS
from tabletop.rules.scenarios import ACTIONS, CARD_CHECKS, PLAYER_CHECKS, step_command

EXTRA_KINDS = ("move_on_table",)
# The learner's Undo as a step's action (a lesson about take-backs): no model command, the
# session's `undo` (the table's one undo policy: exact, or a logged take-back).
UNDO = "undo"
PREPARE_KEYS = ("by",)  # a prepare action may name the seat that gives it (a request)
EXPECT_RESULTS = RESULTS
CARD_FIELDS = ("card", "of", "keep")
# table actions' fields that list cards (`find` may also be one card)
CARD_LIST_FIELDS = ("cards", "top", "bottom", "graveyard", "find")
# actions whose scenario field `count` is the command's `n`
COUNT_IS_N = ("draw", "mill", "look_top", "reveal")
ROUTES = ("mana_cost", "morph", "megamorph", "disguise", "effect")
# scenario actions given by a command of another kind: a spell's target is an arrow from it
COMMAND_OF = {"target": "arrow"}


def _alias(do: str, key: str) -> str:
    """The command field a scenario-step key fills."""
    if key == "from":
        return "from_zone"
    if key == "count" and do in COUNT_IS_N:
        return "n"
    if key == "cards":
        return "card_list"
    if key == "as":
        return "name"
    if key == "card" and do == "target":  # the spell the arrow is drawn from
        return "frm"
    if key == "to" and do == "attach":
        return "to_card"
    if key == "set" and do in ("life", "player_counter"):
        return "set_to"
    if key == "count" and do == "roll":
        return "n"
    return key


def action_fields(do: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(required, optional) keys of an action."""
    if do in ACTIONS:
        return ACTIONS[do]
    if do == UNDO:
        return (), ()
    fs = fields(C.COMMANDS[do])
    required = tuple(f.name for f in fs if f.default is MISSING)
    return required, tuple(f.name for f in fs if f.name not in required)


def action_command(action: dict) -> C.Command:
    """The model command an action stands for (an undo stands for none: ValueError)."""
    do = action["do"]
    if do == UNDO:
        raise ValueError("an undo is the session's `undo`, not a command")
    if do in ACTIONS:
        return step_command(action)
    body = {k: v for k, v in action.items() if k not in ("do", "expect", *PREPARE_KEYS)}
    return C.parse_command({"kind": do, **body})


def matches(matcher: dict, cmd: C.Command) -> bool:
    """Whether `cmd` is the action `matcher` describes (kind and every field it names)."""
    do = matcher.get("do")
    if not isinstance(do, str):
        return False
    if cmd.kind != COMMAND_OF.get(do, do) and {cmd.kind, do} != {"cast", "play"}:
        return False  # (casting from hand is playing it)
    for key, want in matcher.items():
        if key in ("do", "expect"):
            continue
        got = getattr(cmd, _alias(do, key), _NOTHING)
        if isinstance(got, tuple):
            got = list(got)
        if key == "find" and isinstance(want, str):
            want = [want]
        elif key == "owner" and got is None:  # a player's own library, zone or hand
            got = getattr(cmd, "player", None)
        elif key == "to" and do == "reveal":
            got = got or "all"
        if got != want:
            return False
    return True


_NOTHING = object()


def loose(action: dict) -> dict:
    """A matcher from a reference solution: every field but the cosmetic `source`."""
    return {k: v for k, v in action.items() if k not in ("source", "x", "y")}


# ---------------------------------------------------------------- validation
class Refs:
    """The players and card names a lesson may mention; copies add names as they are made."""

    def __init__(self, players: list[str], cards: set[str]) -> None:
        self.players = players
        self.cards = set(cards)


def check_action(action: Any, refs: Refs, partial: bool = False, *, prepare: bool = False,
                 solution: bool = False) -> list[str]:
    """Problems with one action (or, with `partial`, a matcher); empty when it is fine.
    `prepare`: a step's prepare action (it may name the seat that gives it, `by`);
    `solution`: a step's solution (it may be the learner's undo)."""
    if not isinstance(action, dict):
        return ["an action must be an object with a 'do'"]
    do = action.get("do")
    if solution and do == UNDO:
        extra = sorted(set(action) - {"do"})
        return [f"undo: unknown field(s) {', '.join(extra)}"] if extra else []
    if not isinstance(do, str) or (do not in ACTIONS and do not in EXTRA_KINDS):
        known = ", ".join(sorted((*ACTIONS, *EXTRA_KINDS)))
        return [f"unknown action {do!r} (known: {known})"]
    if prepare and "by" in action and action["by"] not in refs.players:
        return [f"{do}: by: unknown player {action['by']!r}"]
    if prepare:
        action = {k: v for k, v in action.items() if k not in PREPARE_KEYS}
    out = _field_problems(do, action, refs, partial)
    out += _card_problems(do, action, refs)
    out += _value_problems(do, action, refs)
    if not out and not partial:
        try:  # the command's own JSON round trip checks every field's type and range
            C.parse_command(action_command(action).to_dict())
        except (C.CommandError, TypeError, KeyError, ValueError, NotImplementedError) as exc:
            out.append(f"{do}: {exc}")
    if not out and do == "copy" and isinstance(action.get("as"), str):
        refs.cards.add(action["as"])
    return out


def _field_problems(do: str, action: dict, refs: Refs, partial: bool) -> list[str]:
    """Missing and unknown fields, and the player the action names."""
    required, optional = action_fields(do)
    out = []
    if not partial:
        out += [f"{do} needs {f!r}" for f in required if f not in action]
    extra = set(action) - set(required) - set(optional) - {"do", "expect"}
    if extra:
        out.append(f"{do}: unknown field(s) {', '.join(sorted(extra))}")
    if "player" in action and (not isinstance(action["player"], str)
                               or action["player"] not in refs.players):
        out.append(f"{do}: unknown player {action['player']!r}")
    return out


def _card_problems(do: str, action: dict, refs: Refs) -> list[str]:
    """The cards the action names: text, and cards of the lesson."""
    out = []
    names = [action[f] for f in CARD_FIELDS if f in action]
    if do == "attach" and "to" in action:
        names.append(action["to"])
    for f in CARD_LIST_FIELDS:
        if f not in action or (f == "cards" and do not in ACTIONS):
            continue
        cards = [action[f]] if f == "find" and isinstance(action[f], str) else action[f]
        if not isinstance(cards, list) or not all(isinstance(n, str) for n in cards):
            out.append(f"{do}: {f} must be a list of card names")
        else:
            names += cards
    for n in names:
        if not isinstance(n, str):
            out.append(f"{do}: a card is named by text, not {type(n).__name__}")
        elif n not in refs.cards:
            out.append(f"{do}: unknown card {n!r}")
    return out


def _value_problems(do: str, action: dict, refs: Refs) -> list[str]:
    """The owner, a reveal's players, a route, a step, and what the action expects."""
    out = []
    if "owner" in action and (not isinstance(action["owner"], str)
                              or action["owner"] not in refs.players):
        out.append(f"{do}: unknown player {action['owner']!r}")
    if do == "reveal" and "to" in action and action["to"] != "all" and (
            not isinstance(action["to"], list) or not all(p in refs.players
                                                          for p in action["to"])):
        out.append("reveal: to is \"all\" or a list of players")
    if do == "turn_face_up" and "route" in action and action["route"] not in ROUTES:
        out.append(f"turn_face_up: unknown route {action['route']!r}")
    if do == "advance" and "to" in action and action["to"] not in (
            *STEPS, "end_of_turn", "next_turn", "next_step"):
        out.append(f"advance: {action['to']!r} is not a step, end_of_turn or next_turn")
    exp = action.get("expect")
    if exp is not None:
        if not isinstance(exp, dict) or set(exp) - {"result"}:
            out.append(f"{do}: expect takes only 'result'")
        elif exp.get("result") not in EXPECT_RESULTS:
            out.append(f"{do}: unknown result {exp.get('result')!r}")
    return out


def check_state_check(chk: Any, refs: Refs) -> list[str]:
    """Problems with one state check (`{"card": ..., prop: value}` or `{"player": ...}`)."""
    if not isinstance(chk, dict) or ("card" in chk) == ("player" in chk):
        return ["a check is an object with either 'card' or 'player'"]
    if "card" in chk:
        if not isinstance(chk["card"], str) or chk["card"] not in refs.cards:
            return [f"check names unknown card {chk['card']!r}"]
        unknown = set(chk) - {"card", *CARD_CHECKS}
        for k in ("may_look", "may_play", "known_to"):
            if k in chk and (not isinstance(chk[k], dict) or not all(
                    p in refs.players and isinstance(v, bool) for p, v in chk[k].items())):
                return [f"{k} must map players to true or false"]
    else:
        if not isinstance(chk["player"], str) or chk["player"] not in refs.players:
            return [f"check names unknown player {chk['player']!r}"]
        unknown = set(chk) - {"player", *PLAYER_CHECKS}
    if unknown:
        return [f"unknown check propert{'y' if len(unknown) == 1 else 'ies'} "
                f"{', '.join(sorted(unknown))}"]
    if len(chk) < 2:
        return ["a check needs at least one property"]
    return []


def lesson_actor(state, cmd: C.Command, seat: str | None) -> str | None:
    """Who gives the learner's (or the author's) command. A lesson's other seats are scripted:
    an action on their things is the effect the step describes, carried out by the table as a
    scenario's step is (no actor), not a request nobody would answer. What no effect could make
    legal (acting as another seat, a peek) stays the learner's, and is refused. Ending the game
    is the lesson's own word (its other players conceded or agreed: the story says so)."""
    from tabletop.rules.authority import decide
    if cmd.kind == "end_game":
        return None
    return None if decide(state, cmd, seat).to is not None else seat
