"""The rules-assist model: verdicts, face-down routes, visibility, zone changes, permissions."""

from __future__ import annotations

from tabletop._compiled import prefer_fresh

# compiled at install time (packaging/hatch_build.py): used only if built from this source
prefer_fresh("tabletop.rules.journal")

from tabletop.model.game import Game  # noqa: E402 (after the compiled journal is chosen)
from tabletop.model.setup import build_state  # noqa: E402

from .engine import Arbiter, Judgement, Outcome  # noqa: E402
from .routes import Route, all_routes, legal_routes  # noqa: E402
from .verdicts import CATALOGUE, Verdict, verdict  # noqa: E402

ARBITER = Arbiter()


def new_game(setup: dict, seed: int = 0, *, facts_checked: bool = False) -> Game:
    """A game built from a setup (see `tabletop.model.setup`), judged by these rules
    (`facts_checked`: see `build_state`)."""
    return Game(build_state(setup, facts_checked=facts_checked), seed=seed, arbiter=ARBITER,
                setup=setup)


__all__ = ["new_game", "Arbiter", "Judgement", "Outcome", "Route", "all_routes", "legal_routes",
           "CATALOGUE", "Verdict", "verdict", "ARBITER"]
