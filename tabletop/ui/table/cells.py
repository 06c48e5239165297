"""Where the automatically placed permanents sit, and why they stay there (issue 26: "cards move
on their own"). Each permanent without a place of its own keeps the cell of its battlefield's
grid (`layout.resolve`, `layout.cell_place`) it was given until it leaves that grid: it leaves
the battlefield, its controller changes, its player moves it (a place of its own) or it is
attached. Tapping it, or another permanent coming or going, never moves it: one leaving leaves a
gap, and a new one takes the first free cell in reading order where nothing lies (no other
cell's permanent, no permanent its player put there). A permanent that comes back (an undo) takes
its old cell again while it is free. When the battlefield's order of the kept permanents changes
(their controller rearranged them) they exchange their cells as the order says.

The cells are the scene's memory, not the model's: they follow view ids, which every seat shares
for a permanent (`o<object number>`), so a seat switch keeps them; a new game forgets them."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QRectF

from tabletop.ui.table import layout as L
from tabletop.ui.table.cardart import CARD_H, CARD_W

Group = tuple[str, bool]  # (the controller's seat, whether the permanents are lands)
KEEP_GONE = 512  # the cells of permanents that left, kept for their return (an undo)


class Cells:

    def __init__(self) -> None:
        self.pref: dict[str, L.Cell] = {}  # view id -> its cell
        self.group_of: dict[str, Group] = {}  # view id -> the grid its cell is in
        self.order: dict[Group, list[str]] = {}  # each grid's permanents in the zone's order
        self.gone: OrderedDict[str, tuple[Group, L.Cell]] = OrderedDict()

    def forget(self) -> None:
        """A new game: no permanent has a cell."""
        self.pref, self.group_of, self.order = {}, {}, {}
        self.gone.clear()
        self.live = False

    live = False  # whether the table has its real size yet (cells are kept from then on)

    def update(self, groups: dict[Group, list[str]], columns: Callable[[Group], int],
               blocked: Callable[[Group, L.Cell], bool] | None = None) -> dict[Group, list]:
        """The cells of each grid's permanents (`groups`: view ids in the battlefield's order),
        given each grid's number of `columns` now and what lies on the table (`blocked`).
        Before the table has its real size (`live`), they are packed and nothing is kept."""
        if not self.live:
            return {g: L.resolve([None] * len(vids), max(1, columns(g)))
                    for g, vids in groups.items()}
        present = {v: g for g, vids in groups.items() for v in vids}
        for vid, g in list(self.group_of.items()):
            if present.get(vid) != g:
                self._leave(vid)
        out = {}
        for g, vids in groups.items():
            self._follow_order(g, vids)
            n = max(1, columns(g))
            kept = [self.pref[v] for v in vids if v in self.pref]
            taken = set(kept) | set(L.resolve(kept, n))
            for v in vids:
                if v not in self.pref:
                    cell = self._back(v, g, taken, n, blocked) or \
                        self._first_free(g, taken, n, blocked)
                    self.pref[v], self.group_of[v] = cell, g
                    taken.add(cell)
            # a cell past a narrower battlefield's last column: the one the grid gives it now
            for v, cell in zip(vids, L.resolve([self.pref[v] for v in vids], n), strict=True):
                self.pref[v] = cell
            self.order[g] = list(vids)
            out[g] = [self.pref[v] for v in vids]
        for g in [g for g in self.order if g not in groups]:
            del self.order[g]
        return out

    def _leave(self, vid: str) -> None:
        g, cell = self.group_of.pop(vid), self.pref.pop(vid, None)
        if cell is not None:
            self.gone[vid] = (g, cell)
            self.gone.move_to_end(vid)
            while len(self.gone) > KEEP_GONE:
                self.gone.popitem(last=False)

    def _follow_order(self, g: Group, vids: list[str]) -> None:
        """The kept permanents rearranged: each takes the cell of the one whose place in the
        order it took."""
        old = self.order.get(g)
        if not old or old == vids:
            return
        now = set(vids)
        before = [v for v in old if v in now and v in self.pref]
        kept = set(before)
        after = [v for v in vids if v in kept]
        if before != after:
            cells = [self.pref[v] for v in before]
            for v, c in zip(after, cells, strict=True):
                self.pref[v] = c

    def _back(self, vid: str, g: Group, taken: set, n: int, blocked) -> L.Cell | None:
        old = self.gone.pop(vid, None)
        if old is None or old[0] != g:
            return None
        cell = old[1]
        if cell in taken or cell[1] >= n or (blocked is not None and blocked(g, cell)):
            return None
        return cell

    @staticmethod
    def _first_free(g: Group, taken: set, n: int, blocked) -> L.Cell:
        """The first cell in reading order that no permanent holds and nothing covers (past
        a long stretch of covered cells: the first that no permanent holds)."""
        for k in range((len(taken) + L.MAX_GAP_ROWS) * n):
            cell = divmod(k, n)
            if cell not in taken and (blocked is None or not blocked(g, cell)):
                return cell
        return next(divmod(k, n) for k in range(len(taken) + 1) if divmod(k, n) not in taken)


def _card_rect(bf: QRectF, pos, tapped: bool) -> QRectF:
    """Where a permanent with a place of its own lies (its controller's orientation)."""
    x = max(0.0, min(float(pos[0]), bf.width() - CARD_W))
    y = max(0.0, min(float(pos[1]), bf.height() - CARD_H))
    w, h = (CARD_H, CARD_W) if tapped else (CARD_W, CARD_H)
    return QRectF(x + (CARD_W - w) / 2, y + (CARD_H - h) / 2, w, h)


def covers(rects: Callable[[str], L.SeatRects | None], placed: dict[str, list]):
    """`blocked(group, cell)` for `Cells.update`: whether a permanent its player put somewhere
    (`placed`: seat -> [(pos, tapped)]) lies on the cell."""
    def blocked(g: Group, cell: L.Cell) -> bool:
        cards = placed.get(g[0]) or []
        r = rects(g[0]) if cards else None
        if r is None:
            return False
        x, y = L.cell_place(r, g[1], cell)
        w = (L.LAND_STEP if g[1] else L.CELL_W) - 6
        room = QRectF(x + CARD_W / 2 - w / 2, y, w, CARD_H)
        return any(room.intersects(_card_rect(r.battlefield, p, t)) for p, t in cards)
    return blocked
