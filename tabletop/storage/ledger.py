"""The knowledge ledger: for every card, which seat knew it from which position of the game to
which, and how it came to know it (issue 31).

A span `Span(card, seat, since, until, how)` says: `seat` knew `card` (its identity, as
`rules.knowledge.known_to` says) at every position from `since` up to, not including, `until`
(None: it still knows it). A position counts the log entries applied, as `review.game_at(n)`
does: 0 is the setup, `k` the board just after entry `k` (the k-th entry, counted from 1; the
journal's line `n` is entry `n + 1`). So `since` is the entry that taught the seat the card
(0: it knew it from the setup) and `until` the entry with which it stopped knowing it.

`how` (`How`) says what that entry did: the seat drew it, looked at it (a face-down card or a
hand), peeked at it (a library card), searched for it, had it revealed to it, controls it face
down, sees it face up in a public zone, has it in its hand; `setup` for a card known from the
setup, `followed` for a span that goes on one cut short (a view's cut, `view.py`), `other`.

One walk of the log on a bare state (the events' changes applied, no rules re-run), judging only
the cards a change touched (`rules.journal.touched_cards`): the 20,011-event benchmark game's
ledger is a matter of seconds. Pure: no IO, no Qt.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum

from tabletop.model.game import Game, LogEntry
from tabletop.model.setup import build_state
from tabletop.model.state import CardState, GameState
from tabletop.rules.journal import event_cards, touched_cards
from tabletop.rules.knowledge import PUBLIC_ZONES, is_revealed_top, known_to


class How(StrEnum):
    """How a seat came to know a card."""

    SETUP = "setup"
    DREW = "drew"
    LOOKED = "looked"
    PEEKED = "peeked"
    SEARCHED = "searched"
    REVEALED = "revealed"
    CONTROLLED = "controlled"
    PUBLIC = "public"
    HAND = "hand"
    FOLLOWED = "followed"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class Span:
    card: str  # the model's card id
    seat: str
    since: int
    until: int | None
    how: How
    name: str  # the card's name when the span began

    def holds(self, position: int) -> bool:
        """Whether the seat knew the card at this position."""
        return self.since <= position and (self.until is None or position < self.until)


@dataclass(slots=True)
class Ledger:
    """A game's spans (by since, then card, then seat), its players, its log's size, each
    card's name (when last seen in the walk) and the positions at which each card became a new
    object (`objects[card]`: the positions, rising, from 0)."""

    players: list[str]
    size: int
    spans: list[Span]
    names: dict[str, str]
    objects: dict[str, list[int]]

    def by_card_seat(self) -> dict[tuple[str, str], list[Span]]:
        out: dict[tuple[str, str], list[Span]] = {}
        for s in self.spans:
            out.setdefault((s.card, s.seat), []).append(s)
        return out


def ledger(game: Game) -> Ledger:
    """The ledger of a whole game (ValueError for a game with no setup to walk from)."""
    if game.setup is None:
        raise ValueError("this game has no setup to walk its log from")
    st = build_state(game.setup)
    walk = _Walk(st)
    walk.start()
    for _ in walk.entries(game.log):
        pass
    spans = walk.finish()
    spans.sort(key=lambda s: (s.since, s.card, s.seat))
    return Ledger(list(st.players), len(game.log), spans, walk.names, walk.objects)


class _Walk:
    """The state walked entry by entry, with the spans still open."""

    def __init__(self, st: GameState) -> None:
        self.st = st
        self.open: dict[tuple[str, str], tuple[int, How, str]] = {}
        self.done: list[Span] = []
        self.names: dict[str, str] = {}
        self.objects: dict[str, list[int]] = {}
        self.objs: dict[str, int] = {}

    def start(self) -> None:
        st = self.st
        for cid, card in st.cards.items():
            self._note(cid, card, 0)
            for p in st.players:
                if known_to(st, p, card):
                    self.open[(cid, p)] = (0, How.SETUP, self.names[cid])

    def entries(self, log: list[LogEntry]) -> Iterator[tuple[int, LogEntry]]:
        """Apply the log's entries one by one, judging the cards each touched; yields the
        position after each (the state is then at that position)."""
        st = self.st
        for k, entry in enumerate(log):
            dirty: set[str] = set()
            for ev in entry.events:
                for ch in ev.changes:
                    st.apply_change(ch)
                    touched_cards(st, ch, dirty)
            if dirty:
                self._judge(entry, k + 1, dirty)
            yield k + 1, entry

    def _judge(self, entry: LogEntry, pos: int, dirty: set[str]) -> None:
        st, open_ = self.st, self.open
        for cid in dirty:
            card = st.cards.get(cid)
            if card is not None:
                self._note(cid, card, pos)
            for p in st.players:
                now = card is not None and known_to(st, p, card)
                key = (cid, p)
                if now and key not in open_:
                    assert card is not None
                    open_[key] = (pos, how_of(st, entry, p, card), self.names[cid])
                elif not now and key in open_:
                    since, how, name = open_.pop(key)
                    self.done.append(Span(cid, p, since, pos, how, name))

    def _note(self, cid: str, card: CardState, pos: int) -> None:
        """Keep the card's name and the positions where it became a new object."""
        self.names[cid] = card_name(self.st, card)
        if self.objs.get(cid) != card.obj:
            self.objs[cid] = card.obj
            self.objects.setdefault(cid, []).append(pos)

    def finish(self) -> list[Span]:
        return self.done + [Span(cid, p, since, None, how, name)
                            for (cid, p), (since, how, name) in self.open.items()]


def card_name(st: GameState, card: CardState) -> str:
    """The card's name as its facts give it (a two-faced card: both, "A // B")."""
    facts = st.facts.get(card.facts)
    name = facts.get("name") if facts is not None else None
    return name if isinstance(name, str) else "?"


# an event that names the card and teaches it to the seat that did it (its "player")
_BY_PLAYER = {"drew": How.DREW, "searched": How.SEARCHED}


def how_of(st: GameState, entry: LogEntry, seat: str, card: CardState) -> How:
    """How the entry taught `seat` the card (the state is just after the entry)."""
    for ev in entry.events:
        if card.id not in event_cards(ev):
            continue
        kind, data = ev.kind, ev.data
        if kind in _BY_PLAYER and data.get("player") == seat:
            return _BY_PLAYER[kind]
        if kind == "looked" and data.get("player") == seat:
            return How.PEEKED if data.get("zone") == "library" else How.LOOKED
        if kind == "revealed" and (data.get("to") is None or seat in (data.get("to") or ())):
            return How.REVEALED
        if kind == "top_revealed":
            return How.REVEALED
        if kind == "control_changed" and data.get("player") == seat:
            return How.CONTROLLED
    return by_place_how(st, seat, card)


def by_place_how(st: GameState, seat: str, card: CardState) -> How:
    """How the seat knows the card from where it is now, when no event of the entry says."""
    zone = card.zone
    if zone in ("battlefield", "stack") and card.face_down is not None:
        return How.CONTROLLED
    if zone == "exile" and card.face_down is not None:
        return How.LOOKED
    if zone in PUBLIC_ZONES:
        return How.PUBLIC
    if zone == "hand" and card.owner == seat:
        return How.HAND
    if is_revealed_top(st, card):
        return How.REVEALED
    return How.OTHER
