"""Crafted saves that once froze the app (issue 10, item 2): a log of trigger events over many
cards, and many effects over many face-down objects. Each opens, and loading it, the view and the
journal cost about twice as much for a game twice as big (the full sizes are in
tests/benchmarks/bench_storage.py). Cost is counted in lines of tabletop's code run, which does
not depend on the machine's load: a loop over every card per event doubles twice."""

from __future__ import annotations

import pytest

from tabletop import storage
from tabletop.rules.journal import lines_for
from tabletop.rules.visibility import view_for

from . import crafted

# twice as big must cost at most this much more (n log n from n to 2n: a little over 2)
NEAR_LINEAR = 2.5

SIZES = {
    "triggers": (crafted.trigger_flood_bytes, {"n_cards": 200, "n_events": 1_500}),
    "effects": (crafted.effect_flood_bytes, {"n_face_down": 80, "n_effects": 800}),
}


def _costs(kind: str, scale: int) -> dict[str, int]:
    make, sizes = SIZES[kind]
    data = make(**{k: v * scale for k, v in sizes.items()})
    costs = {}
    # the events check, as for any log of over 2,000 events (a shorter log is re-run through
    # the rules, which refuse these: the commands are not what their events say)
    costs["load"], game = crafted.work(lambda: storage.load_game_bytes(data, verify="events"))
    for seat in ("B", None):
        costs[f"view {seat}"], _ = crafted.work(lambda: view_for(game, seat))  # noqa: B023
        costs[f"journal {seat}"], _ = crafted.work(lambda: lines_for(game, seat))  # noqa: B023
    return costs


@pytest.mark.parametrize("kind", sorted(SIZES))
def test_crafted_save_costs_near_linear(kind):
    small, big = _costs(kind, 1), _costs(kind, 2)
    slow = {step: f"{big[step] / small[step]:.1f}x" for step in small
            if big[step] > NEAR_LINEAR * small[step]}
    assert not slow, f"twice the game, more than {NEAR_LINEAR}x the cost: {slow}"


def test_crafted_saves_open():
    """Both load as they are (their logs are over 2,000 events: the events check), and show
    what the seat may know."""
    game = storage.load_game_bytes(crafted.trigger_flood_bytes(n_cards=600, n_events=6_000))
    lines = lines_for(game, "B")
    assert len(game.state.cards) == 600 and len(lines) == 6_000
    # the trigger names a card nobody may know: it stays unnamed
    assert all(crafted.HIDDEN_NAME not in ln["text"] for ln in lines)
    assert lines[0]["text"] == "An ability triggers (a step began)."

    game = storage.load_game_bytes(crafted.effect_flood_bytes(n_face_down=300, n_effects=6_000))
    assert len(game.state.effects) == 6_000
    view = view_for(game, "B")
    face_down = [o for o in view.objects if o.face_down]
    assert len(face_down) == 300
    assert all(o.known == (o.controller == "B") for o in face_down)
    assert {o.controller for o in face_down} == {"A", "B"}


def test_an_effect_added_before_the_end_is_refused_clearly():
    """No rule adds an effect anywhere but at the end of the effects (which keeps the index of
    effects by object in their order); a log that does is refused with the step it is at."""
    game = crafted.effect_flood(n_face_down=3, n_effects=2_100, per_entry=1)
    data = storage.dump_game(game)
    at = data.rindex(b'["eff+",2099,')
    bad = data[:at] + b'["eff+",0,' + data[at + len(b'["eff+",2099,'):]
    with pytest.raises(storage.SaveError) as err:
        storage.load_game_bytes(bad)
    text = str(err.value)
    assert "log[2099].events[0].changes[2]" in text and "at the end" in text
    assert "\n" not in text and "Traceback" not in text
