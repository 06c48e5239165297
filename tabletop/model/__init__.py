"""The model: pure Python (no Qt, no file IO). Cards, state, commands, events, the game."""

from tabletop._compiled import prefer_fresh

# compiled at install time (packaging/hatch_build.py): used only if built from these sources
prefer_fresh("tabletop.model.setup")
prefer_fresh("tabletop.model.invariants")
