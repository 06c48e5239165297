"""Time in lessons: a step that asks the learner to move on to a later step of the turn accepts
getting there one click at a time, as a table's "next step" button does."""

from __future__ import annotations

from tabletop.model.commands import Command
from tabletop.model.state import PREGAME, STEPS, GameState


def landing(state: GameState, to: str) -> tuple[int, int] | None:
    """Where `advance(to)` stops, as (turns from now, step index); None if it is not known.
    From `pregame` every advance lands in turn 1 (counted as this turn, the pregame before its
    untap step): `next_step` and `next_turn` in its untap step (103.8)."""
    pregame = state.step == PREGAME
    if not pregame and state.step not in STEPS:
        return None
    here = -1 if pregame else STEPS.index(state.step)
    if to == "next_step":
        return (0, here + 1) if here + 1 < len(STEPS) else (1, 0)
    if to == "end_of_turn":
        return (0, STEPS.index("cleanup"))
    if to == "next_turn":
        return (0, 0) if pregame else (1, 0)
    if to in STEPS:
        i = STEPS.index(to)
        return (0, i) if i > here else (1, i)
    return None


def advance_match(state: GameState, cmd: Command, matchers: list[dict]) -> tuple[dict | None,
                                                                                bool]:
    """For an `advance` that matches no matcher literally: (the matcher it reaches exactly, or
    None; whether it is a step on the way to an advance the step asks for)."""
    got = landing(state, getattr(cmd, "to", ""))
    if got is None:
        return None, False
    on_the_way = False
    for m in matchers:
        if m.get("do") != "advance" or set(m) - {"do", "to"}:
            continue
        want = landing(state, m.get("to", "next_step"))
        if want is None:
            continue
        if got == want:
            return m, False
        if got < want:
            on_the_way = True
    return None, on_the_way
