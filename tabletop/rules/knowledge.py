"""Who knows a card (SCENARIOS.md, "Who knows a card: `known_to`"): the one place of these rules.

1. **By place**, computed: a face-up card in a public zone, every player; a card in a hand, its
   owner; a face-down spell or permanent, its controller; a card face down in exile, the players
   allowed to look at it; the top card of a library whose owner plays with it revealed
   (`GameState.top_revealed`, 401.5), every player; any other library card or a token that is
   gone, nobody. A top card that stops being on top or revealed stays known to whoever saw it
   (rule 2: `top_before` / `top_after` around a card put on top, `settle` when the effect
   ends), until the library is shuffled or rule 3b applies.
2. **By having seen it**: `CardState.known` lists the players who saw it (looked at it, had it
   revealed to them, knew it by place). Around anything that may change the place (a zone
   change, a control change, turning face down) `remember` notes who knows the card and
   `settle` writes into `known` those who would otherwise stop knowing it, so whoever knew the
   card just before keeps knowing it. `revealed` (revealed to those players since it last
   changed zone) counts as seen as well.
3. **Forgetting**: `forget_all` (a shuffle, a token ceasing to exist) and `keep_only` /
   `forget_others` (a card that leaves a hand, is found by a search or placed by
   `arrange_top` / `put_on_bottom` and goes unrevealed into a hidden place: only the mover,
   and those who know it by place).

Every handler that moves cards goes through `move` (or calls `remember` and `settle` itself);
`visibility.may_know`, the journal and the redacted export read `known_to`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from tabletop.model.chars import controller_of
from tabletop.model.state import GONE, CardState, GameState

if TYPE_CHECKING:  # (the engine imports the handlers, which import this module)
    from .engine import Ctx

PUBLIC_ZONES = frozenset(("battlefield", "stack", "graveyard", "exile", "command"))
HIDDEN_PLACES = ("hand", "library")  # with the face-down places: where rule 3b forgets


def by_place(st: GameState, seat: str | None, card: CardState) -> bool:
    """Rule 1: whether `seat` knows the card by where it is (and how it lies) now."""
    zone = card.zone
    fd = card.face_down
    if zone in ("battlefield", "stack"):
        if fd is None:
            return True
        return seat is not None and controller_of(st, card) == seat
    if zone == "exile" and fd is not None:
        return seat is not None and seat in fd.get("may_look", ())
    if zone in PUBLIC_ZONES:
        return True
    if zone == "hand":
        return seat is not None and card.owner == seat
    if zone == "library" and st.top_revealed:
        return is_revealed_top(st, card)
    return False  # library, gone


def revealed_top(st: GameState, owner: str) -> CardState | None:
    """The top card of `owner`'s library when they play with it revealed (401.5), else None."""
    if owner not in st.top_revealed:
        return None
    lib = st.zones.get(f"{owner}:library")
    return st.cards[lib[0]] if lib else None


def is_revealed_top(st: GameState, card: CardState) -> bool:
    """Whether the card is the top card of a library played with its top card revealed: known
    to every player by place."""
    if card.zone != "library" or card.owner not in st.top_revealed:
        return False
    lib = st.zones[f"{card.owner}:library"]
    return bool(lib) and lib[0] == card.id


def known_to(st: GameState, seat: str | None, card: CardState) -> bool:
    """Whether `seat`'s view shows the card's identity now (rules 1 and 2)."""
    if card.zone == GONE:
        return False
    if seat is not None and (seat in card.known or seat in card.revealed):
        return True
    if seat is None and card.revealed and set(st.players) <= set(card.revealed):
        return True  # a spectator knows what was revealed to every player (public, as the log)
    return by_place(st, seat, card)


def knowers(st: GameState, card: CardState) -> list[str]:
    """Every player who knows the card now, in seat order."""
    return [p for p in st.players if known_to(st, p, card)]


def is_hidden_place(card: CardState) -> bool:
    """A hand, a library, or a face-down place (the stack or battlefield face down, exile face
    down): where a card goes out of sight (rule 3b)."""
    return card.zone in HIDDEN_PLACES or (card.face_down is not None and card.zone != GONE)


# ---------------------------------------------------------------- changing what players know
def _set_known(c: Ctx, card: CardState, players: Iterable[str]) -> None:
    want = set(players)
    c.tx.set(card, "known", [p for p in c.state.players if p in want])


def remember(st: GameState, card: CardState) -> list[str]:
    """Rule 2, first half: who knows the card now, before something may change its place (a
    zone change, a control change, turning face down). Pass the answer to `settle` after."""
    return knowers(st, card)


def settle(c: Ctx, card: CardState, before: list[str]) -> None:
    """Rule 2, second half: whoever knew the card just before still knows it. Only those who
    would no longer know it by place or by a reveal are written into `known` (so a card that
    stays in sight changes nothing)."""
    st = c.state
    known, revealed = card.known, card.revealed
    extra = [p for p in before if p not in known and p not in revealed
             and not by_place(st, p, card)]
    if extra:
        _set_known(c, card, [*known, *extra])


def learn(c: Ctx, card: CardState, players: Iterable[str]) -> None:
    """These players see the card (a look, a reveal to them, a search)."""
    _set_known(c, card, [*card.known, *players])


def forget_all(c: Ctx, card: CardState) -> None:
    """Rule 3a/3c: nobody knows it any more (but by place)."""
    if card.known:
        c.tx.set(card, "known", [])
    if card.revealed:
        c.tx.set(card, "revealed", [])


def keep_only(c: Ctx, card: CardState, mover: str) -> None:
    """Rule 3b for the card that went: only the mover (and those who know it by place)."""
    st = c.state
    keep = mover in st.players and not by_place(st, mover, card)
    _set_known(c, card, [mover] if keep else [])
    c.tx.set(card, "revealed", [p for p in card.revealed if p == mover])


def forget_others(c: Ctx, card_ids: Iterable[str], mover: str) -> None:
    """Rule 3b for the cards left behind in that hand or library: everybody but the mover forgets
    them (they can't tell which card went)."""
    cards = c.state.cards
    for cid in card_ids:
        card = cards[cid]
        if card.known and card.known != [mover]:
            c.tx.set(card, "known", [p for p in card.known if p == mover])
        if card.revealed and card.revealed != [mover]:
            c.tx.set(card, "revealed", [p for p in card.revealed if p == mover])


def top_before(st: GameState, card: CardState, zone: str) -> tuple[CardState, list[str]] | None:
    """Before `card` goes into `zone` (under its owner): when that is a library played with its
    top card revealed, its top card and who knows it now (a card put on top covers it, and the
    players who saw it can still follow it: rule 2). Pass the answer to `top_after`."""
    if zone != "library" or not st.top_revealed:
        return None
    top = revealed_top(st, card.owner)
    if top is None or top is card:
        return None
    return top, remember(st, top)


def top_after(c: Ctx, saved: tuple[CardState, list[str]] | None) -> None:
    """After the move `top_before` was asked about: the covered top card stays known."""
    if saved is not None:
        settle(c, saved[0], saved[1])


def move(c: Ctx, card: CardState, zone: str, index: int = -1) -> None:
    """A zone change (`tx.move`) that keeps what players know (rule 2). The card is no longer
    revealed (a reveal lasts until it changes zone): who saw it keeps knowing it."""
    before = remember(c.state, card)
    covered = top_before(c.state, card, zone)
    c.tx.move(card, zone, index)
    c.tx.set(card, "revealed", [])
    if zone == GONE:
        forget_all(c, card)
    else:
        settle(c, card, before)
    top_after(c, covered)


def after_leaving_hand(c: Ctx, card: CardState, hand_owner: str, revealed: bool) -> None:
    """Rule 3b after a card left `hand_owner`'s hand: gone unrevealed into a hidden place, only
    the owner knows it; and every other player forgets the cards still in that hand."""
    if not revealed and is_hidden_place(card):
        keep_only(c, card, hand_owner)
        forget_others(c, c.state.zones[f"{hand_owner}:hand"], hand_owner)
