"""What the assist announces on its own: triggered abilities the rules know of.

The model does not run card abilities; it says which known abilities would trigger and the players
carry them out. An ability is known by what it is, an ability fact among the object's current
characteristics (`Characteristics.ability_facts`: the card's `hints`, copied by copy effects,
removed by ability loss, absent face down), never by the card's name; its controller is the
controller of the object that has it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from tabletop.model.cards import (
    CAST_FROM_HAND_MANIFEST,
    END_STEP_MANIFEST,
    END_STEP_MANIFEST_OPTIONAL,
    FACE_DOWN_DIES_CAST,
    FACE_UP_GAIN_LIFE,
    OPPONENT_UPKEEP_MANIFEST_DREAD,
    Hints,
)
from tabletop.model.chars import ability_facts, characteristics, controller_of, printed_card
from tabletop.model.state import CardState, GameState

from .verdicts import Verdict, verdict

# The `source` labels of permissions to play exiled cards (SCENARIOS.md `exile_to_play`): which
# ability granted it, named as the command vocabulary names it.
PRIMORDIAL_MIST = "Primordial Mist"
CRYPTIC_PURSUIT = "Cryptic Pursuit"

# Step triggers: ability fact -> (step, whose turn: "yours" | "opponents", what it does)
STEP_TRIGGERS = {
    END_STEP_MANIFEST_OPTIONAL: ("end", "yours", "you may manifest the top card of your library"),
    END_STEP_MANIFEST: ("end", "yours", "manifest the top card of your library"),
    OPPONENT_UPKEEP_MANIFEST_DREAD: ("upkeep", "opponents", "manifest dread"),
}


def current_name(state: GameState, card: CardState) -> str:
    """The object's name now (a copy has the copied name); the card's name if it has none."""
    name = characteristics(state, card).name
    return name if name is not None else printed_card(state, card).printed_name


def permanents_with(state: GameState, wanted: Callable[[Hints], bool]) -> Iterator[CardState]:
    """Face-up permanents whose current ability facts satisfy `wanted`, in battlefield order.
    `wanted` asks for watched ability facts (`boardindex.is_watched`): the board's index holds
    every permanent that has some, so only those are looked at."""
    cards = state.cards
    for cid in state.board_index().watching(state):
        card = cards[cid]
        if card.face_down is None and wanted(ability_facts(state, card)):
            yield card


def sources_of(state: GameState, player: str, ability: str) -> list[CardState]:
    """Permanents `player` controls that have `ability` now."""
    return [c for c in permanents_with(state, lambda h: h.has(ability))
            if controller_of(state, c) == player]


def turned_face_up_triggers(state: GameState, card: CardState, controller: str,
                            own: Hints, own_name: str | None) -> list[str]:
    """Names of objects whose abilities trigger when `card` is turned face up: its own "when
    this is turned face up" (`own`: its ability facts as it is face up) and every face-up
    watcher ("a permanent you control" or "a permanent")."""
    names: list[str] = []
    label = own_name or printed_card(state, card).printed_name
    if own.turned_face_up_trigger:
        names.append(label)
    for other in permanents_with(state, lambda h: h.face_up_watcher is not None):
        if other.id == card.id:
            continue
        h = ability_facts(state, other)
        if h.face_up_watcher == "any" or (
                h.face_up_watcher == "yours" and controller_of(state, other) == controller):
            name = current_name(state, other)
            if name not in names:
                names.append(name)
    if own.face_up_watcher and label not in names:
        names.append(label)
    return names


def creatures_of(state: GameState, player: str, up: CardState | None = None) -> int:
    """How many creatures `player` controls (`up`: counted as it is face up)."""
    cards = state.cards
    return sum(1 for cid in state.zones["battlefield"]
               if controller_of(state, cards[cid]) == player
               and characteristics(state, cards[cid], face_up=cid == getattr(up, "id", None)
                                   ).is_type("Creature"))


def face_up_life_gains(state: GameState, card: CardState, controller: str,
                       own: Hints) -> list[tuple[str, int]]:
    """The "whenever a permanent you control is turned face up, you gain 1 life for each
    creature you control" abilities (`FACE_UP_GAIN_LIFE`) that trigger as `card` is turned face
    up (`own`: its ability facts face up): (the name of the permanent that has it, the life it
    gains, counted as the card is face up)."""
    names = [current_name(state, s) for s in sources_of(state, controller, FACE_UP_GAIN_LIFE)
             if s.id != card.id]
    if own.has(FACE_UP_GAIN_LIFE):
        names.append(printed_card(state, card).printed_name)
    if not names:
        return []
    n = creatures_of(state, controller, card)
    return [(name, n) for name in names]


def cast_triggers(state: GameState, player: str, card: CardState,
                  from_zone: str) -> tuple[list[Verdict], list[str]]:
    if not printed_card(state, card).is_instant_or_sorcery:
        return [], []
    sources = sources_of(state, player, CAST_FROM_HAND_MANIFEST)
    if not sources:
        return [], []
    if from_zone == "hand":
        return [verdict("CP-MANIFEST-ON-CAST")], [current_name(state, s) for s in sources]
    return [verdict("CP-NOT-FROM-HAND")], []


def leave_triggers(state: GameState, card: CardState, controller: str, to: str,
                   was_face_down: bool, was_creature: bool) -> tuple[list[Verdict], list[str]]:
    """Triggers of a permanent leaving the battlefield: they look back in time (603.10a), so
    this is called while the object is still as it last existed on the battlefield."""
    vs: list[Verdict] = []
    names: list[str] = []
    dies = to == "graveyard" and was_creature
    if dies and not was_face_down and ability_facts(state, card).dies_trigger:
        names.append(current_name(state, card))
    if was_face_down:
        pursuits = sources_of(state, controller, FACE_DOWN_DIES_CAST)
        if pursuits:
            if dies:
                names.extend(current_name(state, s) for s in pursuits)
                vs.append(verdict("CP-DIES-INSTANT"
                                  if printed_card(state, card).is_instant_or_sorcery
                                  else "CP-DIES-OTHER"))
            else:
                vs.append(verdict("CP-NOT-DIES"))
    return vs, names


def pursuit_beneficiary(state: GameState, card: CardState, controller: str,
                        was_face_down: bool, dies: bool) -> str | None:
    """Who may cast the card after it died face down: the controller of a Pursuit-like ability
    as it died ("a face-down creature you control", 603.10a), or None."""
    if not (was_face_down and dies and printed_card(state, card).is_instant_or_sorcery):
        return None
    return controller if sources_of(state, controller, FACE_DOWN_DIES_CAST) else None


def manifest_dread_triggers(state: GameState, player: str) -> list[str]:
    return [current_name(state, c)
            for c in permanents_with(state, lambda h: h.manifest_dread_watcher)
            if controller_of(state, c) == player]


def step_triggers(state: GameState, step: str, active: str) -> list[tuple[Verdict, str]]:
    """Announcements at the beginning of a step (Primordial Mist at your end step, ...)."""
    out = []
    for card in permanents_with(state, lambda h: bool(h.abilities)):
        facts = ability_facts(state, card)
        ctrl = controller_of(state, card)
        for ability in facts.abilities:
            spec = STEP_TRIGGERS.get(ability)
            if spec is None or spec[0] != step or (spec[1] == "yours") != (ctrl == active):
                continue
            name = current_name(state, card)
            if ability == END_STEP_MANIFEST_OPTIONAL:
                out.append((verdict("PM-MANIFEST-OPTIONAL"), name))
            else:
                out.append((verdict("TRIGGER-ANNOUNCE", name=name, what=spec[2],
                                    ability=ability, player=ctrl), name))
    return out
