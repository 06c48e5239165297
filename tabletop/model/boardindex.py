"""What the rules look up on every change, kept up to date by the state's changes: an action
costs the same on a board of 100 objects as on one of 5,000 (issue 28).

Before this index, every zone change scanned every permanent for the abilities that watch it
(Cryptic Pursuit's "whenever a face-down creature you control dies", ...) and for what was
attached to the card leaving, and found the card's place in the battlefield by a pass over it;
untap all and the untap step scanned every permanent for tapped ones, the cleanup step every
permanent for damage and every card for a permission to expire (and every effect for one that
ends: `state.EffectIndex` keeps those). `BoardIndex` keeps:

- `watchers`: the permanents whose current ability facts (`chars.ability_facts`) hold an ability
  the rules look for across the board (`is_watched`): face up, on the battlefield, after copy
  effects and ability loss (Turn to Frog), never by printed name. A card's membership is worked
  out again whenever a change touches what it depends on: its zone, face-down status, object
  number, facts, face, or an effect on it.
- `attached`: for each card, the cards whose `attached_to` names it (any zone).
- `tapped`: the cards that are tapped (any zone), by their controller now (after control
  effects: worked out again when its controller, object number or an effect on it changes).
- `damaged`: the cards with damage marked (any zone); `permitted`: the cards with a permission
  to be played (any zone, used and expired ones too), each with the number that orders them
  as the game's cards are (the order they came into the game: `born`).
- `place`: for each permanent, a number that orders it as the battlefield does, so that a few
  permanents are put in battlefield order without a pass over it (a number between its
  neighbours' when one enters; all numbered again when the battlefield is reordered, or when
  no number is left between two).

`GameState.apply_change` tells the index of every change (so apply, revert, undo, take-back and
the journal's replays keep it); code that changes the state by other paths (the board a setup
builds, the storage replay's inlined changes) must drop it (`GameState.drop_board_index`), and it
is built again, from a scan, when next asked for. Readers filter what it gives by the state
(zone, controller), so an index that held more than it should would still answer correctly;
the tests compare it with one built afresh (`BoardIndex(state)`) after random actions.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Collection

from .cards import Hints
from .chars import ability_facts, controller_of
from .state import BOARD_FIELDS, CardState, GameState

# card fields whose change may change a card's ability facts (with its zone and its effects)
WATCH_FIELDS = frozenset(("face_down", "obj", "facts", "transformed", "zone"))
# card fields whose change may change whether a card is tapped, or its controller
TAP_FIELDS = frozenset(("tapped", "controller", "obj"))
BATTLEFIELD = "battlefield"
# (`GameState.apply_change` tells the index of set changes of these fields alone)
assert WATCH_FIELDS | TAP_FIELDS | {"attached_to", "damage", "permission"} <= BOARD_FIELDS


def is_watched(h: Hints) -> bool:
    """Whether ability facts hold an ability the rules look for across the board (the ones
    `tabletop.rules.assists` asks about: ability facts, face-up and manifest-dread watchers)."""
    return bool(h.abilities) or h.face_up_watcher is not None or h.manifest_dread_watcher


def watches(state: GameState, card: CardState) -> bool:
    """Whether `card` is a face-up permanent whose ability facts now are watched."""
    if card.zone != BATTLEFIELD or card.face_down is not None:
        return False
    try:
        return is_watched(ability_facts(state, card))
    except LookupError:  # facts not (yet) in the game: kept, the readers look again
        return True


class BoardIndex:
    __slots__ = ("watchers", "attached", "tapped", "tapper", "damaged", "permitted", "born",
                 "_born_next", "place")

    def __init__(self, state: GameState) -> None:
        self.watchers: set[str] = set()
        self.attached: dict[str, set[str]] = {}
        self.tapped: dict[str, set[str]] = {}  # controller -> the tapped cards it controls
        self.tapper: dict[str, str] = {}  # tapped card -> its controller (its key in `tapped`)
        self.damaged: set[str] = set()
        self.permitted: set[str] = set()
        self.born: dict[str, int] = {}  # card -> its number in the order of `state.cards`
        self._born_next = 0
        self.place: dict[str, float] = {}
        for card in state.cards.values():
            self._add(state, card)
        self._number(state.zones[BATTLEFIELD])

    # -- kept up to date
    def _add(self, state: GameState, card: CardState) -> None:
        cid = card.id
        self.born[cid] = self._born_next  # (a card put in is last of `state.cards`)
        self._born_next += 1
        _flag(self.damaged, cid, card.damage)
        _flag(self.permitted, cid, card.permission)
        if watches(state, card):
            self.watchers.add(cid)
        if card.tapped:
            self._tap(state, cid)
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

    def _tap(self, state: GameState, cid) -> None:
        """Whether `cid` is tapped, and under whose control, worked out again."""
        old = self.tapper.pop(cid, None)
        if old is not None:
            group = self.tapped[old]
            group.discard(cid)
            if not group:
                del self.tapped[old]
        card = state.cards.get(cid) if isinstance(cid, str) else None
        if card is not None and card.tapped:
            ctrl = controller_of(state, card)
            self.tapper[card.id] = ctrl
            self.tapped.setdefault(ctrl, set()).add(card.id)

    def _watch(self, state: GameState, cid) -> None:
        card = state.cards.get(cid) if isinstance(cid, str) else None
        if card is not None and watches(state, card):
            self.watchers.add(card.id)
        else:
            self.watchers.discard(cid)

    def _number(self, battlefield: list[str]) -> None:
        self.place = {cid: float(i) for i, cid in enumerate(battlefield)}

    def _placed(self, battlefield: list[str], cid: str, at) -> None:
        """`cid` was put into the battlefield at position `at` (as `list.insert` puts it)."""
        if not (type(at) is int and 0 <= at < len(battlefield) and battlefield[at] == cid):
            at = battlefield.index(cid)
        place = self.place
        before = place[battlefield[at - 1]] if at > 0 else None
        after = place[battlefield[at + 1]] if at + 1 < len(battlefield) else None
        if before is None:
            n = 0.0 if after is None else after - 1.0
        else:
            n = before + 1.0 if after is None else (before + after) / 2
        if (before is not None and n <= before) or (after is not None and n >= after):
            self._number(battlefield)  # no number left between them
        else:
            place[battlefield[at]] = n

    def changed(self, state: GameState, ch: list) -> None:
        """After `ch` (a primitive change) was applied to `state`."""
        op = ch[0]
        if op == "set":
            cid, fld = ch[1], ch[2]
            if fld in WATCH_FIELDS:
                self._watch(state, cid)
            if fld in TAP_FIELDS:
                self._tap(state, cid)
            elif fld == "attached_to":
                self._detach(ch[3], cid)
                self._attach(ch[4], cid)
            elif fld == "damage":
                _flag(self.damaged, cid, ch[4])
            elif fld == "permission":
                _flag(self.permitted, cid, ch[4])
        elif op == "move":
            if ch[2] == BATTLEFIELD:
                self.place.pop(ch[1], None)
            if ch[4] == BATTLEFIELD:
                self._placed(state.zones[BATTLEFIELD], ch[1], ch[5])
            self._watch(state, ch[1])
        elif op == "eff+" or op == "eff-":
            eff = ch[2]
            cid = eff.get("card") if isinstance(eff, dict) else None
            self._watch(state, cid)
            self._tap(state, cid)
        elif op == "card+":
            card = state.cards[ch[1]["id"]]
            self._add(state, card)
            if card.zone == BATTLEFIELD:
                self._placed(state.zones[BATTLEFIELD], card.id, ch[2])
        elif op == "card-":
            d = ch[1]
            self.watchers.discard(d["id"])
            self._tap(state, d["id"])
            for group in (self.damaged, self.permitted):
                group.discard(d["id"])
            self.born.pop(d["id"], None)
            self.place.pop(d["id"], None)
            self._detach(d.get("attached_to"), d["id"])
        elif op == "order" and ch[1] == BATTLEFIELD:
            self._number(state.zones[BATTLEFIELD])

    # -- read
    def in_order(self, permanents: Collection[str]) -> list[str]:
        """`permanents` (ids of cards on the battlefield) in battlefield order."""
        return sorted(permanents, key=self.place.__getitem__)

    def position(self, battlefield: list[str], cid: str) -> int | None:
        """Where `cid` is in the battlefield (found by its number, not by a pass over it), or
        None if it is not there."""
        n = self.place.get(cid)
        if n is None:
            return None
        i = bisect_left(battlefield, n, key=self.place.__getitem__)
        return i if i < len(battlefield) and battlefield[i] == cid else None

    def attached_to(self, state: GameState, host: str) -> list[str]:
        """The permanents attached to `host`, in battlefield order."""
        group = self.attached.get(host)
        if not group:
            return []
        cards = state.cards
        return self.in_order([c for c in group if cards[c].zone == BATTLEFIELD])

    def tapped_permanents(self, state: GameState, controller: str) -> list[str]:
        """The tapped permanents `controller` controls, in battlefield order."""
        cards = state.cards
        return self.in_order([c for c in self.tapped.get(controller, ())
                              if cards[c].zone == BATTLEFIELD])

    def damaged_permanents(self, state: GameState) -> list[str]:
        """The permanents with damage marked, in battlefield order."""
        cards = state.cards
        return self.in_order([c for c in self.damaged if cards[c].zone == BATTLEFIELD])

    def with_permission(self) -> list[str]:
        """The cards with a permission to be played, in the order of the game's cards."""
        return sorted(self.permitted, key=self.born.__getitem__)

    def watching(self, state: GameState) -> list[str]:
        """The watchers, in battlefield order."""
        return self.in_order(self.watchers)

    def __eq__(self, other: object) -> bool:
        """Equal indexes hold the same cards, and order the battlefield alike."""
        return isinstance(other, BoardIndex) and (
            self.watchers, self.attached, self.tapped, self.damaged, self.permitted) == (
            other.watchers, other.attached, other.tapped, other.damaged, other.permitted) \
            and _ordered(self.place) == _ordered(other.place) \
            and _ordered(self.born) == _ordered(other.born)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"BoardIndex(watchers={sorted(self.watchers)}, tapped={len(self.tapper)}, "
                f"attached={ {k: sorted(v) for k, v in sorted(self.attached.items())} }, "
                f"permanents={len(self.place)})")


def _flag(group: set[str], cid: str, value) -> None:
    """`cid` in `group` exactly when `value` is truthy."""
    if value:
        group.add(cid)
    else:
        group.discard(cid)


def _ordered(numbers: dict) -> list:
    """The keys of `numbers`, ordered by their numbers."""
    return sorted(numbers, key=numbers.__getitem__)
