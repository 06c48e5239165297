"""Handlers: libraries and hands (draw, mill, shuffle, look at the top, arrange, search, reveal)
and the London mulligan (draw seven, put on the bottom, keep).

Who knows which card after each of these is `knowledge`'s business (SCENARIOS.md, "Who knows a
card"); a handler says what happened: who looked, what was revealed, who moved a card where.
Randomness comes only from the game's seeded generator, one draw of it per shuffle (`shuffles`
counts them), and the result is recorded in the shuffle's change: replay and undo re-run nothing.
"""

from __future__ import annotations

import random

from tabletop.model import commands as C
from tabletop.model.chars import controller_of
from tabletop.model.limits import MAX_SHORT
from tabletop.model.modes import Result
from tabletop.model.state import METHODS, PREGAME, CardState

from . import knowledge
from .engine import Ctx, handler
from .verdicts import INFO
from .zones import enter_battlefield, move_card, new_marker, reveal

MAX_DRAW = 1000
OPENING_HAND = 7  # 103.5: a mulligan draws a new hand of seven
SEARCH_ZONES = ("library", "graveyard", "hand")
SEARCH_TO = ("hand", "battlefield", "graveyard", "exile", "top")
REVEAL_FROM = ("hand", "library")


# ---------------------------------------------------------------- shared pieces
def shuffle_library(c: Ctx, player: str, keep_top: list[str] | None = None) -> None:
    """Shuffle `player`'s library with the game's seeded generator; `keep_top`: cards put on top
    afterwards, not part of the shuffle (701.24b). Nobody knows a shuffled card (rule 3a)."""
    st, tx = c.state, c.tx
    key = f"{player}:library"
    old = list(st.zones[key])
    top = keep_top or []
    rest = [cid for cid in old if cid not in top] if top else list(old)
    n = tx.take("shuffles")
    random.Random(f"{c.game.seed}:{n}").shuffle(rest)
    new = [*top, *rest]
    if new != old:
        tx.change(["order", key, old, new])
    cards = st.cards
    for cid in rest:
        card = cards[cid]
        if card.known or card.revealed:
            knowledge.forget_all(c, card)
    tx.emit("shuffled", player=player, count=len(rest))


def _present(c: Ctx, p: str) -> bool:
    """False (and the action does nothing) for a player who has left the game: an action that
    would change them does nothing (800.4a-b). Else the player must be one who may act."""
    if p in c.state.players and p in c.state.left:
        c.say("PLAYER-LEFT", INFO, player=p)
        c.result = Result.NOTHING
        return False
    c.player(p)
    return True


def _library_of(c: Ctx, owner: str | None, player: str) -> tuple[str, list[str]]:
    p = player if owner is None else owner
    if p not in c.state.players:
        c.fail("BAD-COMMAND", problem=f"There is no player {p!r} in this game.")
    return p, c.state.zones[f"{p}:library"]


def _count(c: Ctx, n: int, what: str) -> int:
    if not 1 <= n <= MAX_DRAW:
        c.fail("BAD-COMMAND", problem=f"{what} 1 to {MAX_DRAW} cards.")
    return n


def _cards(c: Ctx, ids: tuple[str, ...] | list[str]) -> list[CardState]:
    cards = [c.card(cid) for cid in ids]
    if len(set(ids)) != len(ids):
        c.fail("BAD-COMMAND", problem="Name each card once.")
    return cards


def draw_cards(c: Ctx, p: str, n: int) -> None:
    """`p` draws `n` cards, one at a time; each draw from an empty library is an attempt
    (`drew_from_empty_library`, 121.4). What players knew of a drawn card stays known."""
    st, tx = c.state, c.tx
    lib = st.zones[f"{p}:library"]
    drawn = []
    for cid in list(lib[:n]):
        knowledge.move(c, st.cards[cid], "hand", -1)
        drawn.append(cid)
    if drawn:
        tx.emit("drew", player=p, cards=drawn, count=len(drawn))
    for _ in range(n - len(drawn)):
        tx.emit("drew_from_empty_library", player=p)


# ---------------------------------------------------------------- drawing, milling, shuffling
@handler("draw")
def h_draw(c: Ctx, cmd: C.Draw) -> None:
    p = cmd.player
    if not _present(c, p):
        return
    n = _count(c, cmd.n, "Draw")
    lib = c.state.zones[f"{p}:library"]
    if len(lib) < n:
        c.say("LIB-DRAW-EMPTY", player=p, n=n - len(lib))
    if c.go():
        draw_cards(c, p, n)


@handler("mill")
def h_mill(c: Ctx, cmd: C.Mill) -> None:
    p = cmd.player
    if not _present(c, p):
        return
    n = _count(c, cmd.n, "Mill")
    st = c.state
    lib = st.zones[f"{p}:library"]
    if not lib:
        c.nothing("LIB-MILL-EMPTY")
        return
    if not c.go():
        return
    milled = list(lib[:n])
    for cid in milled:  # in library order: the last one milled is on top (404.3)
        card = st.cards[cid]
        knowledge.move(c, card, "graveyard", 0)
    c.tx.emit("milled", player=p, cards=milled, count=len(milled))


@handler("shuffle")
def h_shuffle(c: Ctx, cmd: C.Shuffle) -> None:
    p = cmd.player
    if not _present(c, p):
        return
    if c.go():
        shuffle_library(c, p)


# ---------------------------------------------------------------- the top card revealed (401.5)
@handler("play_top_revealed")
def h_play_top_revealed(c: Ctx, cmd: C.PlayTopRevealed) -> None:
    """Future Sight, Courser of Kruphix: while on, the top card of the player's library is known
    to every player by place (`knowledge.by_place`), each new top card as soon as it is on top.
    When it ends, the players who saw the card on top still know it (rule 2)."""
    p = cmd.player
    if not _present(c, p):
        return
    source = cmd.source or None
    if source is not None and len(source) > MAX_SHORT:
        c.fail("BAD-COMMAND", problem=f"An effect's name is at most {MAX_SHORT} characters.")
    st = c.state
    if (p in st.top_revealed) == cmd.on:
        c.nothing("LIB-TOP-REVEALED-ALREADY" if cmd.on else "LIB-TOP-REVEALED-NOT", player=p)
        return
    if cmd.on:
        c.say("LIB-TOP-REVEALED", player=p)
    if not c.go():
        return
    lib = st.zones[f"{p}:library"]
    top = st.cards[lib[0]] if lib else None
    knew = knowledge.remember(st, top) if top is not None else []
    c.tx.g("top_revealed", [q for q in st.players if q in st.top_revealed or q == p]
           if cmd.on else [q for q in st.top_revealed if q != p])
    if top is not None and not cmd.on:
        knowledge.settle(c, top, knew)  # seen on top: still known while it can be followed
    data: dict = {"player": p, "on": cmd.on}
    if source is not None:
        data["source"] = source
    if top is not None and cmd.on:
        data["card"] = top.id
    c.tx.emit("top_revealed", **data)


# ---------------------------------------------------------------- looking and arranging
@handler("look_top")
def h_look_top(c: Ctx, cmd: C.LookTop) -> None:
    p = c.player(cmd.player)
    owner, lib = _library_of(c, cmd.owner, p)
    n = _count(c, cmd.n, "Look at")
    if not lib:
        c.nothing("LIB-LOOK-EMPTY")
        return
    if not c.go():
        return
    top = list(lib[:n])
    for cid in top:
        knowledge.learn(c, c.state.cards[cid], (p,))
    c.tx.emit("looked", player=p, cards=top, zone="library", owner=owner)


@handler("arrange_top")
def h_arrange_top(c: Ctx, cmd: C.ArrangeTop) -> None:
    p = c.player(cmd.player)
    owner, lib = _library_of(c, cmd.owner, p)
    st = c.state
    named = [*cmd.top, *cmd.bottom, *cmd.graveyard]
    if not named:
        c.fail("BAD-COMMAND", problem="Name the cards to put back.")
    cards = _cards(c, named)
    k = len(named)
    if set(named) != set(lib[:k]):
        c.refuse("LIB-ARRANGE-NOT-TOP", n=k)
    unknown = sum(1 for x in cards if not knowledge.known_to(st, p, x))
    if unknown:
        c.refuse("LIB-ARRANGE-UNKNOWN", player=p, count=unknown)
    if not c.go():
        return
    tx = c.tx
    for cid in cmd.graveyard:  # into the owner's graveyard, the last listed on top
        card = st.cards[cid]
        knowledge.move(c, card, "graveyard", 0)
    key = f"{owner}:library"
    old = list(st.zones[key])
    placed = set(cmd.top) | set(cmd.bottom)
    middle = [cid for cid in old if cid not in placed]
    new = [*cmd.top, *middle, *cmd.bottom]
    if new != old:
        tx.change(["order", key, old, new])
    for cid in (*cmd.top, *cmd.bottom):  # placed unrevealed: only the arranger knows (3b)
        knowledge.keep_only(c, st.cards[cid], p)
    tx.emit("arranged", player=p, owner=owner, top=list(cmd.top), bottom=list(cmd.bottom),
            graveyard=list(cmd.graveyard))


# ---------------------------------------------------------------- searching
@handler("search")
def h_search(c: Ctx, cmd: C.Search) -> None:
    p = c.player(cmd.player)
    st = c.state
    owner = p if cmd.owner is None else cmd.owner
    _check_search(c, cmd, owner)
    zone = st.zones[f"{owner}:{cmd.zone}"]
    found = _cards(c, cmd.find)
    _judge_search(c, cmd, owner, zone, found)
    if not c.go():
        return
    library = cmd.zone == "library"
    if not (library and cmd.shuffle):  # (a shuffle would make them forget it at once)
        _look_through(c, zone, p)
    c.tx.emit("searched", player=p, owner=owner, zone=cmd.zone, cards=[x.id for x in found],
              count=len(found))
    if cmd.reveal:
        for x in found:
            reveal(c, x, "search")
    hidden_from = cmd.zone in ("library", "hand")  # found there: rule 3b may apply
    if cmd.to == "top":
        _put_found_on_top(c, cmd, owner, found, p)
    else:
        _take_found(c, cmd, owner, found, p, hidden_from)
    shuffled = library and cmd.shuffle  # (then nobody knows the rest anyway)
    if found and hidden_from and not cmd.reveal and not shuffled:
        # the others can't tell which card went
        left = st.zones[f"{owner}:{cmd.zone}"]
        knowledge.forget_others(c, left, p)


def _check_search(c: Ctx, cmd: C.Search, owner: str) -> None:
    """A search of a player's library, graveyard or hand, its found cards going where found
    cards may go (on top: of a library only; face down: onto the battlefield)."""
    if owner not in c.state.players:
        c.fail("BAD-COMMAND", problem=f"There is no player {owner!r} in this game.")
    if cmd.zone not in SEARCH_ZONES:
        c.fail("BAD-COMMAND", problem=f"A search looks through a library, a graveyard or a hand, "
                                      f"not {cmd.zone!r}.")
    if cmd.find and cmd.to not in SEARCH_TO:
        c.fail("BAD-COMMAND", problem=f"Found cards go to {', '.join(SEARCH_TO)}.")
    if cmd.to == "top" and cmd.zone != "library":
        c.fail("BAD-COMMAND", problem="Only a searched library takes found cards on top.")
    if cmd.face_down is not None and (cmd.face_down not in METHODS or cmd.to != "battlefield"):
        c.fail("BAD-COMMAND", problem="face_down is a face-down method, for the battlefield.")


def _judge_search(c: Ctx, cmd: C.Search, owner: str, zone: list[str],
                  found: list[CardState]) -> None:
    """The verdicts on a search: the found cards are in the searched zone; finding nothing
    is fine unless `any_card` asks for a card of a zone that has some."""
    there = set(zone)
    missing = sum(1 for x in found if x.id not in there)
    if missing:
        c.refuse("LIB-SEARCH-NOT-THERE", count=missing, owner=owner, zone=cmd.zone)
    if not found:
        if cmd.any_card and zone:
            c.refuse("LIB-SEARCH-ANY-CARD")
        elif not cmd.any_card:
            c.say("LIB-SEARCH-FAIL-OK")
    if cmd.to == "top" and found:
        c.say("LIB-SEARCH-TOP")


def _look_through(c: Ctx, zone: list[str], p: str) -> None:
    """The searcher looks at every card of the zone (701.23a)."""
    for cid in zone:
        card = c.state.cards[cid]
        if p not in card.known:
            knowledge.learn(c, card, (p,))


def _put_found_on_top(c: Ctx, cmd: C.Search, owner: str, found: list[CardState],
                      p: str) -> None:
    """Found cards put on top of the searched library (in the order found), shuffled under
    them if the search says so; unrevealed, known to the searcher only (3b)."""
    if not cmd.reveal:
        for x in found:
            knowledge.keep_only(c, x, p)
    if cmd.shuffle:
        shuffle_library(c, owner, keep_top=[x.id for x in found])
        return
    key = f"{owner}:library"
    old = list(c.state.zones[key])
    ids = [x.id for x in found]
    new = ids + [cid for cid in old if cid not in ids]
    if new != old:
        c.tx.change(["order", key, old, new])


def _take_found(c: Ctx, cmd: C.Search, owner: str, found: list[CardState], p: str,
                hidden_from: bool) -> None:
    """Found cards put where the search says (`_take`), known to the searcher only when they
    leave a hidden place for another unrevealed (3b); then the library shuffled if asked."""
    for x in found:
        _take(c, x, cmd, p)
        if hidden_from and not cmd.reveal and knowledge.is_hidden_place(x):
            knowledge.keep_only(c, x, p)
    if cmd.zone == "library" and cmd.shuffle:
        shuffle_library(c, owner)


def _take(c: Ctx, card: CardState, cmd: C.Search, p: str) -> None:
    to = cmd.to
    tx = c.tx
    if to == "battlefield":
        src = card.zone
        marker = new_marker(c, cmd.face_down, None) if cmd.face_down else None
        enter_battlefield(c, card, p, marker)
        if cmd.tapped:
            tx.set(card, "tapped", True)
        tx.emit("entered_battlefield", card=card.id, face_down=marker is not None, frm=src,
                order=(marker or {}).get("order"), method=(marker or {}).get("method"),
                source=None)
    elif to == "hand":
        move_card(c, card, "hand", -1, reason="search")
    else:
        move_card(c, card, str(to), 0 if to == "graveyard" else -1, reason="search")


# ---------------------------------------------------------------- revealing
@handler("reveal")
def h_reveal(c: Ctx, cmd: C.Reveal) -> None:
    p = c.player(cmd.player)
    st = c.state
    for q in cmd.to:
        if q not in st.players:
            c.fail("BAD-COMMAND", problem=f"There is no player {q!r} in this game.")
    if cmd.from_zone is not None:
        if cmd.from_zone not in REVEAL_FROM or cmd.card is not None or cmd.card_list:
            c.fail("BAD-COMMAND", problem="Reveal a card, a list of cards, your hand or the "
                                          "top cards of your library.")
        if cmd.from_zone == "hand":
            ids = list(st.zones[f"{p}:hand"])
        else:
            ids = list(st.zones[f"{p}:library"][:_count(c, cmd.n, "Reveal")])
        cards = [st.cards[cid] for cid in ids]
        if not cards:
            c.result = Result.NOTHING
            return
    else:
        named = ([cmd.card] if cmd.card is not None else []) + list(cmd.card_list)
        if not named:
            c.fail("BAD-COMMAND", problem="Name the cards to reveal.")
        cards = _cards(c, named)
        for card in cards:
            if card.zone == "hand" and card.owner != p:
                c.refuse("PLAY-NOT-YOURS")
            if card.zone in ("battlefield", "stack") and controller_of(st, card) != p:
                c.refuse("LOOK-OPP-REFUSED", what="object")
            if card.zone == "library":
                c.refuse("LOOK-HIDDEN-REFUSED")
    if any(x.face_down is not None for x in cards):
        c.say("LIB-REVEAL-HIDDEN")
    if not c.go():
        return
    to = [q for q in st.players if q in cmd.to]
    for card in cards:
        if not to or set(to) >= set(st.players):
            reveal(c, card, "player")
        else:  # the look of 701.20e: only those players (and the revealer) see it
            knowledge.learn(c, card, (p, *to))
            c.tx.emit("revealed", card=card.id, name=c.name(card), owner=card.owner,
                      reason="player", order=(card.face_down or {}).get("order"), to=to)


# ---------------------------------------------------------------- mulligans (103.5)
def _pregame(c: Ctx) -> None:
    if c.state.step != PREGAME:
        c.refuse("MULL-NOT-PREGAME")


def _before_keeping(c: Ctx, p: str) -> int:
    """A mulligan or a keep: only in pregame, before the player kept, with no card still to go
    to the bottom (putting them there is part of the mulligan, 103.5). The cards still due."""
    st = c.state
    _pregame(c)
    if p in st.kept:
        c.refuse("MULL-KEPT", player=p)
    due = st.bottom_due.get(p, 0)
    if due:
        c.refuse("MULL-BOTTOM-FIRST", player=p, n=due)
    return due


def bottom_count(players: int, mulligans: int) -> int:
    """Cards to put on the bottom after `mulligans` mulligans: one each, the first free in a
    game that began with more than two players (103.5c)."""
    return max(0, mulligans - 1) if players > 2 else mulligans


@handler("mulligan")
def h_mulligan(c: Ctx, cmd: C.Mulligan) -> None:
    p = c.player(cmd.player)
    st = c.state
    due = _before_keeping(c, p)
    taken = st.mulligans.get(p, 0)
    if taken and not due and not st.zones[f"{p}:hand"]:  # their mulligans left them no cards
        c.refuse("MULL-NO-CARDS", player=p)
    if taken == 0 and len(st.players) > 2:
        c.say("MULL-FREE")
    if not c.go():
        return
    tx = c.tx
    hand = list(st.zones[f"{p}:hand"])
    for cid in hand:  # the hand into the library, then shuffled: nobody knows them (3a)
        knowledge.move(c, st.cards[cid], "library", -1)
    taken += 1
    tx.g("mulligans", {**st.mulligans, p: taken})
    new_hand = min(OPENING_HAND, len(st.zones[f"{p}:library"]))
    bottom = min(bottom_count(len(st.players), taken), new_hand)
    if bottom:
        tx.g("bottom_due", {**st.bottom_due, p: bottom})
    tx.emit("mulliganed", player=p, mulligans=taken, bottom=bottom)
    shuffle_library(c, p)
    draw_cards(c, p, OPENING_HAND)


@handler("put_on_bottom")
def h_put_on_bottom(c: Ctx, cmd: C.PutOnBottom) -> None:
    p = c.player(cmd.player)
    st = c.state
    _pregame(c)
    due = st.bottom_due.get(p, 0)
    if not due:
        c.refuse("MULL-BOTTOM-NONE", player=p)
    elif len(cmd.card_list) != due:
        c.refuse("MULL-BOTTOM-COUNT", player=p, n=due, got=len(cmd.card_list))
    cards = _cards(c, cmd.card_list)
    if any(x.zone != "hand" or x.owner != p for x in cards):
        c.refuse("MULL-NOT-IN-HAND", player=p)
    if not c.go():
        return
    tx = c.tx
    for card in cards:  # the last listed lowest (401.4: nobody else learns them)
        knowledge.move(c, card, "library", -1)
        knowledge.after_leaving_hand(c, card, p, revealed=False)
    tx.g("bottom_due", {**st.bottom_due, p: 0})
    tx.emit("put_on_bottom", player=p, cards=[x.id for x in cards], count=len(cards))


@handler("keep")
def h_keep(c: Ctx, cmd: C.Keep) -> None:
    p = c.player(cmd.player)
    _before_keeping(c, p)
    if c.go():
        keep_hand(c, p)


def keep_hand(c: Ctx, p: str) -> None:
    st = c.state
    c.tx.g("kept", [q for q in st.players if q in st.kept or q == p])
    c.tx.emit("kept", player=p, mulligans=st.mulligans.get(p, 0))


def skips_first_draw(players: int) -> bool:
    """Whether the starting player skips the draw of turn 1: in a two-player game (103.8a), not
    in a larger one (103.8c). The table's automatic draw step reads this."""
    return players == 2


def begin_game(c: Ctx) -> None:
    """`advance` out of `pregame` (103.8): players who haven't kept keep; turn 1 of the starting
    player begins. Refused while cards are still to go to the bottom."""
    st = c.state
    due = [p for p in st.players if st.bottom_due.get(p, 0)]
    if due:
        c.refuse("MULL-BOTTOM-FIRST", player=due[0], n=st.bottom_due[due[0]])
    first = st.active
    c.say("GAME-BEGINS", player=first)
    if skips_first_draw(len(st.players)):  # (103.8c: in larger games nobody skips it)
        c.say("GAME-FIRST-DRAW-SKIPPED", player=first)
    if not c.go():
        return
    for p in st.players:
        if p not in st.kept and p not in st.left:
            keep_hand(c, p)
    tx = c.tx
    tx.g("turn", 1)
    tx.g("lands_played", {p: 0 for p in st.players})
    tx.g("step", "untap")
    tx.emit("turn_began", turn=1, active=first)
    tx.emit("step_began", step="untap", turn=1, active=first)
