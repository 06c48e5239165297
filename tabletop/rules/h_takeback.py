"""Handler: taking back a log entry without taking back what players saw.

An exact undo (`Game.pop_entry`) restores the state as it was, `known` included, so undoing a
look, a search, a draw or a reveal would make players forget a card they have seen. `take_back`
is the undo the table logs instead: the entry's changes are undone one by one, newest first,
except the changes of who knows a card (and of the game's numberers, which only go up), and
whoever knew a card the entry touched still knows it afterwards (SCENARIOS.md "Who knows a
card", rule 2: nobody can unsee a card). A take-back is an entry of its own, so a save replays
it, and an exact undo of the take-back (`pop_entry`) is its redo.
"""

from __future__ import annotations

from tabletop.model import commands as C
from tabletop.model.changes import (
    CHANGED,
    ORDER,
    CardChange,
    GameField,
    SetField,
    parse_change,
    touched,
)
from tabletop.model.game import LogEntry, is_chat
from tabletop.model.state import NUMBERERS, GameState, invert
from tabletop.model.tx import Tx

from . import knowledge
from .engine import Ctx, handler

TAKE_BACK = "take_back"


def live_tail(log: list[LogEntry]) -> int | None:
    """The index of the newest entry not taken back, or None when there is none. Chat lines
    are stepped over: they change nothing, and are never taken back."""
    taken: set[int] = set()
    for i in range(len(log) - 1, -1, -1):
        cmd = log[i].command
        if is_chat(log[i]):
            continue
        if cmd.get("kind") == TAKE_BACK:
            taken.add(int(cmd["entry"]))
        elif i not in taken:
            return i
    return None


def _touched(entry: LogEntry) -> list[str]:
    """The cards an entry's changes touched (their status, or their place in a zone put in a
    new order), in the order they first appear."""
    return touched(entry.events).cards(CHANGED, ORDER)


def _watched(st, entry: LogEntry) -> list[str]:
    """The cards an entry touched, and the top cards of the libraries played with the top card
    revealed now (401.5): undoing a draw or the effect itself moves no change onto the card
    that is on top now, yet every player has seen it."""
    out = _touched(entry)
    have = set(out)
    for p in st.top_revealed:
        top = knowledge.revealed_top(st, p)
        if top is not None and top.id not in have:
            out.append(top.id)
    return [cid for cid in out if cid in st.cards]


def undo_forgets(game, entry: LogEntry) -> bool:
    """Whether undoing `entry` exactly (`Game.pop_entry`; it must be the newest) would make some
    player stop knowing a card they know now. Works on the state and puts it back as it was;
    nobody is notified."""
    st = game.state
    watched = _watched(st, entry)
    before = {cid: set(knowledge.knowers(st, st.cards[cid])) for cid in watched}
    changes = [ch for ev in entry.events for ch in ev.changes]
    for ch in reversed(changes):
        st.revert_change(ch)
    try:
        return any(cid in st.cards and not before[cid] <= set(knowledge.knowers(st, st.cards[cid]))
                   for cid in watched)
    finally:
        for ch in changes:
            st.apply_change(ch)


def _undo(tx: Tx, st: GameState, entry: LogEntry) -> set[str]:
    """The entry's changes undone on `tx`, newest first, but for who knows a card and the
    numberers. Returns the players who keep knowing a card an exact undo would hide again."""
    kept: set[str] = set()
    for ev in reversed(entry.events):
        for ch in reversed(ev.changes):
            part = parse_change(ch)
            if isinstance(part, SetField) and part.field == "known":
                kept.update(p for p in part.new if p not in part.old)
                continue  # what players saw stays known
            if isinstance(part, GameField) and part.field in NUMBERERS:
                continue  # numbers once taken are never handed out again
            if isinstance(part, CardChange) and part.op == "card+":
                tx.remove_card(st.cards[part.card_id])  # as it is now (its status may have changed)
                continue
            tx.change(invert(ch))
    return kept


@handler(TAKE_BACK)
def h_take_back(c: Ctx, cmd: C.TakeBack) -> None:
    log = c.game.log
    last = live_tail(log)
    if last is None or cmd.entry != last:
        c.fail("TAKE-BACK-NOT-LAST", last="none" if last is None else str(last))
    entry = log[cmd.entry]
    st = c.state
    watched = _watched(st, entry)
    before = {cid: knowledge.remember(st, st.cards[cid]) for cid in watched}
    if not c.go():
        return
    tx = c.tx
    kept = _undo(tx, st, entry)
    for cid, knew in before.items():
        card = st.cards.get(cid)
        if card is None:
            continue
        had = card.known
        knowledge.settle(c, card, knew)
        kept.update(p for p in card.known if p not in had)
    if kept:
        c.say("TAKE-BACK-SEEN", players=", ".join(p for p in st.players if p in kept))
    tx.emit("taken_back", entry=cmd.entry, command=str(entry.command.get("kind", "")))
