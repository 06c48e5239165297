"""Where the automatically placed permanents sit, and why they stay there (issue 26: "cards move
on their own"). Each permanent without a place of its own keeps the slot of its battlefield's
rows (`layout.resolve`, `layout.slot_place`) it was given until it leaves them: it leaves the
battlefield, its controller changes, its player moves it (a place of its own) or it is attached.
Tapping it, or another permanent coming or going, never moves it: one leaving leaves a gap, and
a new one takes the first free slot where nothing lies (no other permanent of the rows, no
permanent its player put there). A permanent that comes back (an undo) takes its old slot again
while it is free. When the battlefield's order of the kept permanents changes (their controller
rearranged them) they exchange their slots as the order says.

The slots are the scene's memory, not the model's: they follow view ids, which every seat shares
for a permanent (`o<object number>`), and only public facts (the battlefield's order, what is a
land, who controls what), so a seat switch keeps them and they tell no seat anything; a new game
forgets them."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QRectF

from tabletop.ui.table import layout as L
from tabletop.ui.table.cardart import CARD_H, CARD_W

Group = tuple[str, bool]  # (the controller's seat, whether the permanents are lands)
KEEP_GONE = 512  # the slots of permanents that left, kept for their return (an undo)


class Slots:

    def __init__(self) -> None:
        self.slot: dict[str, int] = {}  # view id -> its slot
        self.group_of: dict[str, Group] = {}  # view id -> the rows its slot is in
        self.order: dict[Group, list[str]] = {}  # each group's permanents in the zone's order
        self.gone: OrderedDict[str, tuple[Group, int]] = OrderedDict()

    def forget(self) -> None:
        """A new game: no permanent has a slot."""
        self.slot, self.group_of, self.order = {}, {}, {}
        self.gone.clear()

    def update(self, groups: dict[Group, list[str]],
               covered: Callable[[Group], set[int]] | None = None) -> dict[Group, list]:
        """The slots of each group's permanents (`groups`: view ids in the battlefield's order),
        given what lies on the table (`covered`: the slots of a group a card its player put
        somewhere covers, asked only when a permanent needs a slot)."""
        present = {v: g for g, vids in groups.items() for v in vids}
        for vid, g in list(self.group_of.items()):
            if present.get(vid) != g:
                self._leave(vid)
        out = {}
        for g, vids in groups.items():
            self._follow_order(g, vids)
            new = [v for v in vids if v not in self.slot]
            if new:
                self._give(g, new, {self.slot[v] for v in vids if v in self.slot},
                           covered(g) if covered is not None else set())
            for v, k in zip(vids, L.resolve([self.slot[v] for v in vids]), strict=True):
                self.slot[v] = k  # (two that kept one slot: the second takes a free one)
            self.order[g] = list(vids)
            out[g] = [self.slot[v] for v in vids]
        for g in [g for g in self.order if g not in groups]:
            del self.order[g]
        return out

    def _give(self, g: Group, new: list[str], taken: set, covered: set) -> None:
        """Slots for the permanents that have none: each its old one back (an undo) while it
        is free, else the first slot no permanent holds and nothing covers (past a long
        stretch of covered slots: the first no permanent holds)."""
        k = 0
        for v in new:
            old = self.gone.pop(v, None)
            if old is not None and old[0] == g and old[1] not in taken \
                    and old[1] not in covered:
                slot = old[1]
            else:
                while k in taken or (k in covered and k < len(taken) + L.MAX_GAP):
                    k += 1
                slot = k
            self.slot[v], self.group_of[v] = slot, g
            taken.add(slot)

    def _leave(self, vid: str) -> None:
        g, k = self.group_of.pop(vid), self.slot.pop(vid, None)
        if k is not None:
            self.gone[vid] = (g, k)
            self.gone.move_to_end(vid)
            while len(self.gone) > KEEP_GONE:
                self.gone.popitem(last=False)

    def _follow_order(self, g: Group, vids: list[str]) -> None:
        """The kept permanents rearranged: each takes the slot of the one whose place in the
        order it took."""
        old = self.order.get(g)
        if not old or old == vids:
            return
        now = set(vids)
        before = [v for v in old if v in now and v in self.slot]
        kept = set(before)
        after = [v for v in vids if v in kept]
        if before != after:
            slots = [self.slot[v] for v in before]
            for v, k in zip(after, slots, strict=True):
                self.slot[v] = k


def _card_rect(bf: QRectF, pos, tapped: bool) -> QRectF:
    """Where a permanent with a place of its own lies (its controller's orientation)."""
    x = max(0.0, min(float(pos[0]), bf.width() - CARD_W))
    y = max(0.0, min(float(pos[1]), bf.height() - CARD_H))
    w, h = (CARD_H, CARD_W) if tapped else (CARD_W, CARD_H)
    return QRectF(x + (CARD_W - w) / 2, y + (CARD_H - h) / 2, w, h)


def covers(rects: Callable[[str], L.SeatRects | None], placed: dict[str, list]):
    """`covered(group)` for `Slots.update`: the slots (as the battlefield is now) on which a
    permanent its player put somewhere (`placed`: seat -> [(pos, tapped)]) lies."""
    def covered(g: Group) -> set[int]:
        cards = placed.get(g[0]) or []
        r = rects(g[0]) if cards else None
        if r is None:
            return set()
        out: set[int] = set()
        for pos, tapped in cards:
            out |= _slots_under(r, g[1], _card_rect(r.battlefield, pos, tapped))
        return out
    return covered


def _slots_under(r: L.SeatRects, land: bool, card: QRectF) -> set[int]:
    """The slots of a seat's rows (lands' or others') a card's rectangle lies on."""
    step = L.LAND_STEP if land else L.SLOT_W
    n = L.per_row(r.battlefield.width(), land)
    first = max(0, int((card.left() - L.BF_PAD) // step) - 1)
    cols = range(first, min(n, int((card.right() - L.BF_PAD) // step) + 2))
    if land:  # rows up from the player's edge
        bottom = r.battlefield.height() - L.BF_PAD - CARD_H
        lo, hi = (bottom - card.bottom()) / L.ROW_H, (bottom - card.top() + CARD_H) / L.ROW_H
    else:
        lo, hi = (card.top() - L.BF_TOP - CARD_H) / L.ROW_H, (card.bottom() - L.BF_TOP) / L.ROW_H
    rows = range(max(0, int(lo) - 1), max(0, int(hi) + 2))
    out = set()
    w = step - 6
    for row in rows:
        for col in cols:
            x, y = L.slot_place(r, land, row * n + col)
            if QRectF(x + CARD_W / 2 - w / 2, y, w, CARD_H).intersects(card):
                out.add(row * n + col)
    return out
