"""Events: what happened, in the past tense, with the primitive changes that made it happen.

`kind` names the event (`turned_face_up`, `revealed`, `trigger`, ...); `data` says what a log or a
scenario needs to know; `changes` are the state's primitive changes (see `state.py`), applied in
order by `replay` and undone in reverse by `revert`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


class EventError(ValueError):
    """An event that cannot be read."""


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    data: dict = field(default_factory=dict)
    changes: list = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"kind": self.kind, "data": self.data, "changes": self.changes}

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)


def parse_event(d: Any) -> Event:
    if not isinstance(d, dict) or not isinstance(d.get("kind"), str):
        raise EventError("an event must be an object with a kind")
    data = d.get("data", {})
    changes = d.get("changes", [])
    if not isinstance(data, dict) or not isinstance(changes, list):
        raise EventError(f"{d['kind']}: data must be an object and changes a list")
    if not all(isinstance(c, list) and c and isinstance(c[0], str) for c in changes):
        raise EventError(f"{d['kind']}: every change must be a list starting with its operation")
    extra = set(d) - {"kind", "data", "changes"}
    if extra:
        raise EventError(f"{d['kind']}: unknown field(s) {', '.join(sorted(extra))}")
    return Event(d["kind"], data, changes)
