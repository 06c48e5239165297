"""Priority and timing: when a player may take a special action, cast a spell or play a land."""

from __future__ import annotations

from tabletop.model.chars import PrintedCard
from tabletop.model.state import GameState

NO_PRIORITY_STEPS = ("untap", "cleanup")  # cleanup: unless something triggered in it (514.3a)
MAIN_STEPS = ("main1", "main2")


def has_priority_window(state: GameState, player: str) -> bool:
    """Whether the player can have priority now (116.2b): not in the untap step (502.4) or a
    cleanup step without priority (514.3: none, unless something triggered during it, 514.3a),
    not after the game ended or after leaving it. The sandbox does not track who holds priority
    within a step, so any player may act when priority exists."""
    if state.ended or player in state.left:
        return False
    if state.step == "cleanup":
        return state.cleanup_priority
    return state.step not in NO_PRIORITY_STEPS


def sorcery_timing_problem(state: GameState, player: str) -> str | None:
    """Why the player may not act at sorcery speed now, or None (307.1, 305.2)."""
    if state.active != player:
        return "it is not your turn"
    if state.step not in MAIN_STEPS:
        return "it is not your main phase"
    if state.zones["stack"]:
        return "the stack is not empty"
    return None


def cast_timing_problem(state: GameState, player: str, facts: PrintedCard | None,
                        face_down: bool = False) -> tuple[str, str] | None:
    """(when, reason) if the spell can't be cast now, else None. A face-down spell is a 2/2
    creature spell with no abilities, so it never has flash (708.4)."""
    instant_speed = False
    if facts is not None and not face_down:
        instant_speed = facts.is_type("Instant") or "Flash" in facts.keywords
    if not has_priority_window(state, player):
        return ("when you have priority", "nobody has priority in this step")
    if instant_speed:
        return None
    problem = sorcery_timing_problem(state, player)
    if problem:
        return ("in your main phase while the stack is empty", problem)
    return None


def land_play_problem(state: GameState, player: str) -> str | None:
    problem = sorcery_timing_problem(state, player)
    if problem:
        return problem
    if state.lands_played.get(player, 0) >= 1:
        return "you have already played a land this turn"
    return None
