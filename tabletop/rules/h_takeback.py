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
from tabletop.model.game import LogEntry, is_chat
from tabletop.model.state import NUMBERERS, invert

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
    """The cards an entry's changes touched, in the order they first appear."""
    seen: dict[str, None] = {}
    for ev in entry.events:
        for ch in ev.changes:
            op = ch[0]
            if op in ("set", "move"):
                seen.setdefault(ch[1], None)
            elif op in ("card+", "card-"):
                seen.setdefault(ch[1]["id"], None)
            elif op == "order":
                for cid in ch[2]:
                    seen.setdefault(cid, None)
    return list(seen)


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
    touched = _watched(st, entry)
    before = {cid: set(knowledge.knowers(st, st.cards[cid])) for cid in touched}
    changes = [ch for ev in entry.events for ch in ev.changes]
    for ch in reversed(changes):
        st.revert_change(ch)
    try:
        return any(cid in st.cards and not before[cid] <= set(knowledge.knowers(st, st.cards[cid]))
                   for cid in touched)
    finally:
        for ch in changes:
            st.apply_change(ch)


@handler(TAKE_BACK)
def h_take_back(c: Ctx, cmd: C.TakeBack) -> None:
    log = c.game.log
    last = live_tail(log)
    if last is None or cmd.entry != last:
        c.fail("TAKE-BACK-NOT-LAST", last="none" if last is None else str(last))
    entry = log[cmd.entry]
    st = c.state
    touched = _watched(st, entry)
    before = {cid: knowledge.remember(st, st.cards[cid]) for cid in touched}
    if not c.go():
        return
    tx = c.tx
    kept: set[str] = set()  # players who keep knowing a card an exact undo would hide again
    for ev in reversed(entry.events):
        for ch in reversed(ev.changes):
            if ch[0] == "set" and ch[2] == "known":
                kept.update(p for p in ch[4] if p not in ch[3])
                continue  # what players saw stays known
            if ch[0] == "g" and ch[1] in NUMBERERS:
                continue  # numbers once taken are never handed out again
            if ch[0] == "card+":  # removed as it is now (its status may have changed since)
                tx.remove_card(st.cards[ch[1]["id"]])
                continue
            tx.change(invert(ch))
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
