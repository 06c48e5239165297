"""A transaction: the one writer of a game's state while a command is carried out.

Handlers call `set`, `move`, `g`, ... which change the state at once (so later reads see them) and
remember the primitive change; `emit` closes the changes made so far into an event. `rollback`
undoes everything, for a handler that fails half-way.
"""

from __future__ import annotations

from typing import Any

from .events import Event
from .state import CardState, GameState, zone_key


class Tx:
    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[Event] = []
        self._pending: list[list] = []
        self._all: list[list] = []

    def change(self, ch: list) -> None:
        self.state.apply_change(ch)
        self._pending.append(ch)
        self._all.append(ch)

    def set(self, card: CardState, fld: str, value: Any) -> None:
        old = getattr(card, fld)
        if old != value or type(old) is not type(value):
            self.change(["set", card.id, fld, old, value])

    def g(self, fld: str, value: Any) -> None:
        old = getattr(self.state, fld)
        if old != value:
            self.change(["g", fld, old, value])

    def take(self, counter: str) -> int:
        """Take the next number of a game counter (`next_order`, `next_ts`, ...)."""
        n = getattr(self.state, counter)
        self.change(["g", counter, n, n + 1])
        return n

    def move(self, card: CardState, zone: str, index: int = 0, owner: str | None = None) -> None:
        """Move a card to the top (index 0) or `index` of a zone; it becomes a new object."""
        src = zone_key(card.zone, card.owner)
        si = self.state.index_in(src, card.id) if src is not None else 0
        dst = zone_key(zone, owner or card.owner)
        if dst is not None:
            size = len(self.state.zones[dst]) - (1 if dst == src else 0)
            index = size if index < 0 or index > size else index
        self.change(["move", card.id, src, si, dst, index])
        self.set(card, "obj", self.take("next_obj"))

    def add_effect(self, eff: dict) -> None:
        self.change(["eff+", len(self.state.effects), eff])

    def remove_effect(self, eff: dict, index: int | None = None) -> None:
        """Take an effect off; `index`: where it is in the effects, if the caller knows."""
        self.change(["eff-", self.state.effect_position(eff) if index is None else index, eff])

    def add_card(self, d: dict, index: int = 0) -> None:
        self.change(["card+", d, index])

    def remove_card(self, card: CardState) -> None:
        key = zone_key(card.zone, card.owner)
        idx = self.state.index_in(key, card.id) if key is not None else 0
        self.change(["card-", card.to_dict(), idx])

    def add_facts(self, key: str, facts: dict) -> None:
        if key not in self.state.facts:
            self.change(["facts+", key, facts])

    def emit(self, kind: str, **data: Any) -> Event:
        ev = Event(kind, data, self._pending)
        self._pending = []
        self.events.append(ev)
        return ev

    def finish(self) -> list[Event]:
        if self._pending:
            self.emit("changed")
        return self.events

    def rollback(self) -> None:
        for ch in reversed(self._all):
            self.state.revert_change(ch)
        self._all, self._pending, self.events = [], [], []
