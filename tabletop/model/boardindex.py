"""What the rules look up on every change, kept up to date by the state's changes: an action
costs the same on a board of 100 objects as on one of 5,000 (issue 28).

Before this index, every zone change scanned every permanent for the abilities that watch it
(Cryptic Pursuit's "whenever a face-down creature you control dies", ...) and for what was
attached to the card leaving; untap all scanned them for tapped ones. `BoardIndex` keeps:

- `watchers`: the permanents whose current ability facts (`chars.ability_facts`) hold an ability
  the rules look for across the board (`WATCHED`): face up, on the battlefield, after copy
  effects and ability loss (Turn to Frog), never by printed name. A card's membership is worked
  out again whenever a change touches what it depends on: its zone, face-down status, object
  number, facts, face, or an effect on it.
- `attached`: for each card, the cards whose `attached_to` names it (any zone).
- `tapped`: the cards that are tapped (any zone).

`GameState.apply_change` tells the index of every change (so apply, revert, undo, take-back and
the journal's replays keep it); code that changes the state by other paths (the board a setup
builds, the storage replay's inlined changes) must drop it (`GameState.drop_board_index`), and it
is built again, from a scan, when next asked for. Readers filter what it gives by the state
(zone, controller), so an index that held more than it should would still answer correctly;
the tests compare it with one built afresh (`BoardIndex(state)`) after random actions.
"""

from __future__ import annotations

from collections.abc import Collection

from .cards import Hints
from .chars import ability_facts
from .state import CardState, GameState

# card fields whose change may change a card's ability facts (with its zone and its effects)
WATCH_FIELDS = frozenset(("face_down", "obj", "facts", "transformed", "zone"))
ORDER_BY_INDEX = 24  # up to this many ids are ordered by looking each up in the zone


def is_watched(h: Hints) -> bool:
    """Whether ability facts hold an ability the rules look for across the board (the ones
    `tabletop.rules.assists` asks about: ability facts, face-up and manifest-dread watchers)."""
    return bool(h.abilities) or h.face_up_watcher is not None or h.manifest_dread_watcher


def watches(state: GameState, card: CardState) -> bool:
    """Whether `card` is a face-up permanent whose ability facts now are watched."""
    if card.zone != "battlefield" or card.face_down is not None:
        return False
    try:
        return is_watched(ability_facts(state, card))
    except LookupError:  # facts not (yet) in the game: kept, the readers look again
        return True


class BoardIndex:
    __slots__ = ("watchers", "attached", "tapped")

    def __init__(self, state: GameState) -> None:
        self.watchers: set[str] = set()
        self.attached: dict[str, set[str]] = {}
        self.tapped: set[str] = set()
        for card in state.cards.values():
            self._add(state, card)

    # -- kept up to date
    def _add(self, state: GameState, card: CardState) -> None:
        cid = card.id
        if watches(state, card):
            self.watchers.add(cid)
        if card.tapped:
            self.tapped.add(cid)
        if card.attached_to is not None:
            self._attach(card.attached_to, cid)

    def _attach(self, host, cid: str) -> None:
        if isinstance(host, str):
            self.attached.setdefault(host, set()).add(cid)

    def _detach(self, host, cid: str) -> None:
        group = self.attached.get(host) if isinstance(host, str) else None
        if group is not None:
            group.discard(cid)
            if not group:
                del self.attached[host]

    def _watch(self, state: GameState, cid) -> None:
        card = state.cards.get(cid) if isinstance(cid, str) else None
        if card is not None and watches(state, card):
            self.watchers.add(card.id)
        else:
            self.watchers.discard(cid)

    def changed(self, state: GameState, ch: list) -> None:
        """After `ch` (a primitive change) was applied to `state`."""
        op = ch[0]
        if op == "set":
            cid, fld = ch[1], ch[2]
            if fld in WATCH_FIELDS:
                self._watch(state, cid)
            elif fld == "tapped":
                if ch[4]:
                    self.tapped.add(cid)
                else:
                    self.tapped.discard(cid)
            elif fld == "attached_to":
                self._detach(ch[3], cid)
                self._attach(ch[4], cid)
        elif op == "move":
            self._watch(state, ch[1])
        elif op == "eff+" or op == "eff-":
            eff = ch[2]
            self._watch(state, eff.get("card") if isinstance(eff, dict) else None)
        elif op == "card+":
            self._add(state, state.cards[ch[1]["id"]])
        elif op == "card-":
            d = ch[1]
            self.watchers.discard(d["id"])
            self.tapped.discard(d["id"])
            self._detach(d.get("attached_to"), d["id"])

    # -- read
    def attached_to(self, state: GameState, host: str) -> list[str]:
        """The permanents attached to `host`, in battlefield order."""
        group = self.attached.get(host)
        if not group:
            return []
        cards = state.cards
        return in_zone_order(state.zones["battlefield"],
                             [c for c in group if cards[c].zone == "battlefield"])

    def tapped_permanents(self, state: GameState) -> list[str]:
        """The tapped permanents, in battlefield order."""
        cards = state.cards
        return in_zone_order(state.zones["battlefield"],
                             [c for c in self.tapped if cards[c].zone == "battlefield"])

    def watching(self, state: GameState) -> list[str]:
        """The watchers, in battlefield order."""
        return in_zone_order(state.zones["battlefield"], self.watchers)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BoardIndex) and (self.watchers, self.attached, self.tapped) == (
            other.watchers, other.attached, other.tapped)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"BoardIndex(watchers={sorted(self.watchers)}, tapped={len(self.tapped)}, "
                f"attached={ {k: sorted(v) for k, v in sorted(self.attached.items())} })")


def in_zone_order(zone: list[str], ids: Collection[str]) -> list[str]:
    """`ids` (all in `zone`) in the zone's order: a few looked up, many by a pass over it."""
    if len(ids) <= 1:
        return list(ids)
    if len(ids) <= ORDER_BY_INDEX:
        return sorted(ids, key=zone.index)
    wanted = ids if isinstance(ids, (set, frozenset)) else set(ids)
    return [c for c in zone if c in wanted]

