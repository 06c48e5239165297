"""A small lesson built in code, for tests that break it on purpose."""

from __future__ import annotations

import copy

BEARS = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
         "power": "2", "toughness": "2"}
FOREST = {"name": "Forest", "type_line": "Basic Land — Forest"}

MINI = {
    "format": "tabletop-lesson/1",
    "id": "mini",
    "title": "Mini lesson",
    "summary": "Turn a manifested creature card face up.",
    "seat": "A",
    "cards": {"bears": BEARS, "forest": FOREST},
    "start": {
        "players": ["A", "B"],
        "turn": {"active": "A", "number": 3, "step": "main1"},
        "zones": {"A": {"library": ["bears"],
                        "battlefield": [{"card": "forest", "face_down": "manifest", "order": 1}]}},
    },
    "steps": [
        {
            "instruction": "Manifest the top card of your library.",
            "solution": {"do": "manifest", "player": "A", "source": "Soul Summons"},
            "checks": [{"card": "bears", "face": "down", "order": 2}],
            "hints": ["Manifest it.", "The top card."],
            "rules": ["701.40a"],
        },
        {
            "instruction": "Turn #2 face up for its mana cost.",
            "solution": {"do": "turn_face_up", "player": "A", "card": "bears",
                         "route": "mana_cost"},
            "checks": [{"card": "bears", "face": "up"}],
            "hints": ["Use its mana cost."],
            "rules": ["701.40b"],
            "success": "Well done.",
            "mistakes": [
                {"action": {"do": "turn_face_up", "player": "A", "card": "forest",
                            "route": "mana_cost"},
                 "verdict": "FLIP-MANIFEST-NONCREATURE-REFUSED",
                 "explain": "A land is not a creature card."},
            ],
        },
    ],
}


def mini(**changes) -> dict:
    """A deep copy of MINI; `changes` replace top-level keys."""
    d = copy.deepcopy(MINI)
    d.update(changes)
    return d
