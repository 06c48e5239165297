"""The rules modes and the results of a command, by name.

Both are `StrEnum`s: a member is the string a save, a scenario or a lesson holds (`Mode.OFF ==
"off"`, `json.dumps(Mode.OFF) == '"off"'`), so files keep their format and a string read from one
compares equal to the name. The model is the lowest layer: every package may import these.
"""

from __future__ import annotations

from enum import StrEnum


class Mode(StrEnum):
    """How the rules treat an illegal action."""

    STRICT = "strict"  # refused
    ASSIST = "assist"  # refused, unless the player overrides (logged)
    OFF = "off"  # carried out (an impossible action is still refused)


class Result(StrEnum):
    """What became of a command (a log entry's `result`)."""

    DONE = "done"
    REFUSED = "refused"
    REVEALED = "revealed"  # a face-down card was revealed instead (RULES.md: REVEAL_INSTEAD)
    NOTHING = "nothing"  # legal, and nothing changed
    OVERRIDDEN = "overridden"  # illegal, carried out by the player's override in assist mode
    REQUESTED = "requested"  # on another seat's things: a request that seat answers


MODES: tuple[str, ...] = tuple(m.value for m in Mode)
RESULTS: tuple[str, ...] = tuple(r.value for r in Result)
