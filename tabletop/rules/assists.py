"""What the assist announces on its own: triggered abilities the rules know of.

The model does not run card abilities; it says which known abilities would trigger (from the
card hints of SCENARIOS.md and the seed cards by name), and the players carry them out.
"""

from __future__ import annotations

from tabletop.model.chars import controller_of, effects_on
from tabletop.model.state import CardState, GameState

from .verdicts import Verdict, verdict

PRIMORDIAL_MIST = "Primordial Mist"
CRYPTIC_PURSUIT = "Cryptic Pursuit"

# Step triggers of known cards: name -> (step, whose turn: "yours" | "opponents", what it does)
STEP_TRIGGERS = {
    PRIMORDIAL_MIST: ("end", "yours", "you may manifest the top card of your library"),
    "Whisperwood Elemental": ("end", "yours", "manifest the top card of your library"),
    "Abhorrent Oculus": ("upkeep", "opponents", "manifest dread"),
}


def _lost_abilities(state: GameState) -> set[str]:
    """Cards under an effect that removes all abilities (one pass over the effects)."""
    cards = state.cards
    return {e["card"] for e in state.effects if e["params"].get("lose_all_abilities")
            and e["card"] in cards and cards[e["card"]].obj == e["obj"]}


def has_abilities(state: GameState, card: CardState) -> bool:
    """A face-up permanent whose abilities are not removed."""
    if card.zone != "battlefield" or card.face_down is not None:
        return False
    return not any(e["params"].get("lose_all_abilities") for e in effects_on(state, card))


def permanents_with_abilities(state: GameState, wanted=None, tag: str = ""):
    """Face-up permanents with their abilities; `wanted(facts)` filters first, its answer cached
    per card facts under `tag` (facts never change, so neither does the answer)."""
    lost = _lost_abilities(state) if state.effects else ()
    cards = state.cards
    cache = state.printed_cache
    for cid in state.zones["battlefield"]:
        card = cards[cid]
        if card.face_down is not None or cid in lost:
            continue
        if wanted is not None:
            key = (card.facts, tag)
            ok = cache.get(key)
            if ok is None:
                ok = cache[key] = bool(wanted(state.facts_of(card)))
            if not ok:
                continue
        yield card


def controls_named(state: GameState, player: str, name: str) -> CardState | None:
    for card in permanents_with_abilities(state, lambda f: f.name == name, "name:" + name):
        if controller_of(state, card) == player:
            return card
    return None


def turned_face_up_triggers(state: GameState, card: CardState, controller: str,
                            lost_abilities: bool) -> list[str]:
    """Names of cards whose abilities trigger when `card` is turned face up: its own "when this
    is turned face up" and every face-up watcher ("a permanent you control" or "a permanent")."""
    names: list[str] = []
    facts = state.facts_of(card)
    if facts.hints.turned_face_up_trigger and not lost_abilities:
        names.append(facts.name)
    for other in permanents_with_abilities(
            state, lambda f: f.hints.face_up_watcher is not None, "face_up_watcher"):
        if other.id == card.id:
            continue
        h = state.facts_of(other).hints
        if h.face_up_watcher == "any" or (
                h.face_up_watcher == "yours" and controller_of(state, other) == controller):
            name = state.facts_of(other).name
            if name not in names:
                names.append(name)
    if facts.hints.face_up_watcher and not lost_abilities and facts.name not in names:
        names.append(facts.name)
    return names


def cast_triggers(state: GameState, player: str, card: CardState,
                  from_zone: str) -> tuple[list[Verdict], list[str]]:
    facts = state.facts_of(card)
    if not facts.is_instant_or_sorcery:
        return [], []
    pursuit = controls_named(state, player, CRYPTIC_PURSUIT)
    if pursuit is None:
        return [], []
    if from_zone == "hand":
        return [verdict("CP-MANIFEST-ON-CAST")], [CRYPTIC_PURSUIT]
    return [verdict("CP-NOT-FROM-HAND")], []


def leave_triggers(state: GameState, card: CardState, controller: str, to: str,
                   was_face_down: bool, was_creature: bool) -> tuple[list[Verdict], list[str]]:
    """Triggers of a permanent leaving the battlefield (they look back in time, 603.10a)."""
    vs: list[Verdict] = []
    names: list[str] = []
    facts = state.facts_of(card)
    dies = to == "graveyard" and was_creature
    if dies and not was_face_down and facts.hints.dies_trigger and has_abilities(state, card):
        names.append(facts.name)
    if was_face_down and controls_named(state, controller, CRYPTIC_PURSUIT):
        if dies:
            names.append(CRYPTIC_PURSUIT)
            vs.append(verdict("CP-DIES-INSTANT" if facts.is_instant_or_sorcery
                              else "CP-DIES-OTHER"))
        else:
            vs.append(verdict("CP-NOT-DIES"))
    return vs, names


def manifest_dread_triggers(state: GameState, player: str) -> list[str]:
    return [state.facts_of(c).name
            for c in permanents_with_abilities(
                state, lambda f: f.hints.manifest_dread_watcher, "dread_watcher")
            if controller_of(state, c) == player]


def step_triggers(state: GameState, step: str, active: str) -> list[tuple[Verdict, str]]:
    """Announcements at the beginning of a step (Primordial Mist at your end step, ...)."""
    out = []
    for card in permanents_with_abilities(
            state, lambda f: f.name in STEP_TRIGGERS and STEP_TRIGGERS[f.name][0] == step,
            "step:" + step):
        name = state.facts_of(card).name
        spec = STEP_TRIGGERS[name]
        ctrl = controller_of(state, card)
        if (spec[1] == "yours") != (ctrl == active):
            continue
        if name == PRIMORDIAL_MIST:
            out.append((verdict("PM-MANIFEST-OPTIONAL"), name))
        else:
            out.append((verdict("TRIGGER-ANNOUNCE", name=name, what=spec[2]), name))
    return out
