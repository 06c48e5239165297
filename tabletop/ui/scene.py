"""The table scene for one seat, built from `view_for(seat)` only.

`sync(view)` diffs the new view against the items: new objects get items, changed ones are
redrawn, gone ones removed; positions come from the model (so a refused drag snaps back by
simply syncing again). Drops and double-clicks are turned into signals the controller answers."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from . import layout as L
from . import messages as M
from .cardart import CARD_H, CARD_W, reserve_device_caches
from .items import CardItem, PileItem, ZoneFrame


class TableScene(QGraphicsScene):
    cardDropped = Signal(str, str, str, float, float)  # vid, zone, area seat, x, y (stored)
    cardsDropped = Signal(list)  # [(vid, zone, seat, x, y)] when several selected cards moved
    cardAttached = Signal(str, str)  # vid, host vid ("" to unattach)
    pileDropped = Signal(str, str, str, str, float, float)  # seat, zone, to zone, to seat, x, y
    cardActivated = Signal(str)
    cardHovered = Signal(str)
    pileActivated = Signal(str, str)
    contextRequested = Signal(object, object)  # item (or None), QPoint screen position

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(QColor("#23352b"))
        self.items_by_id: dict[str, CardItem] = {}
        self.piles: dict[tuple[str, str], PileItem] = {}
        self.frames: list = []
        self.rects: list[L.SeatRects] = []
        self.stack_rect = QRectF()
        self.viewer: str | None = None
        self.players: list[str] = []
        self.lang = "en"
        self.snap = 0
        self.peeked: set[str] = set()
        self.view = None

    # -- building --
    def _build_frames(self, players: list[str], viewer: str | None) -> None:
        for it in list(self.items_by_id.values()):
            self.removeItem(it)
        self.items_by_id.clear()
        for f in self.frames:
            self.removeItem(f)
        self.frames, self.piles = [], {}
        self.rects, self.stack_rect = L.compute(players, viewer)
        for r in self.rects:
            label = r.seat + (M.tr(" (you)") if r.seat == viewer else "")
            bf = ZoneFrame(r.battlefield, M.tr("{seat} — battlefield").format(seat=label))
            hand = ZoneFrame(r.hand, M.tr("{seat} — hand").format(seat=label), "#2a3f33")
            self.addItem(bf)
            self.addItem(hand)
            self.frames += [bf, hand]
            for z, rect in r.piles.items():
                pile = PileItem(r.seat, z, rect)
                self.addItem(pile)
                self.frames.append(pile)
                self.piles[(r.seat, z)] = pile
        st = ZoneFrame(self.stack_rect, M.tr("Stack"), "#31304a")
        self.addItem(st)
        self.frames.append(st)
        self.setSceneRect(self.itemsBoundingRect().adjusted(-40, -40, 40, 40))
        self.players, self.viewer = list(players), viewer

    def clear_table(self) -> None:
        """Empty the scene (behind a privacy curtain nothing of a seat may stay)."""
        for it in list(self.items_by_id.values()):
            self.removeItem(it)
        self.items_by_id.clear()
        for f in self.frames:
            self.removeItem(f)
        self.frames, self.piles, self.players, self.view = [], {}, [], None

    def seat_rects(self, seat: str) -> L.SeatRects | None:
        return next((r for r in self.rects if r.seat == seat), None)

    def sync(self, view, lang: str | None = None, peeked: set[str] | None = None) -> None:
        relang = lang is not None and lang != self.lang
        if lang is not None:
            self.lang = lang
        if peeked is not None:
            self.peeked = set(peeked)
        if view.players != self.players or view.seat != self.viewer or not self.frames:
            self._build_frames(view.players, view.seat)
        for o in view.objects:  # the model's ids stay in the controller, never on items
            o.card_id = None
        self.view = view
        seen: set[str] = set()
        hands: dict[str, list] = {}
        bf_slots: dict[str, int] = {}
        stack = [o for o in view.objects if o.zone == "stack"]
        piles: dict[tuple[str, str], list] = {}
        for o in view.objects:
            if o.zone in ("graveyard", "exile", "command"):
                piles.setdefault((o.owner, o.zone), []).append(o)
            elif o.zone == "hand":
                hands.setdefault(o.owner, []).append(o)
        movable = view.seat is not None
        for o in view.objects:
            if o.zone not in ("battlefield", "hand", "stack"):
                continue
            seen.add(o.id)
            item = self.items_by_id.get(o.id)
            pk = o.id in self.peeked
            if item is None:
                item = CardItem(o, self.lang, movable)
                item.peeked = pk
                if pk:
                    item.set_view(o)
                self.addItem(item)
                self.items_by_id[o.id] = item
            elif item.ov != o or relang or item.peeked != pk:
                item.set_view(o, self.lang, pk)
            self._place(item, o, hands, stack, bf_slots)
        for vid in [v for v in self.items_by_id if v not in seen]:
            self.removeItem(self.items_by_id.pop(vid))
        reserve_device_caches(len(self.items_by_id))
        for (seat, zone), pile in self.piles.items():
            if zone == "library":
                pile.set_contents(view.library_counts.get(seat, 0))
            else:
                members = piles.get((seat, zone), [])
                pile.set_contents(len(members), members[0] if members else None, self.lang)
        for r in self.rects:
            n = view.hand_counts.get(r.seat, 0)
            label = r.seat + (M.tr(" (you)") if r.seat == view.seat else "")
            for f in self.frames:
                if isinstance(f, ZoneFrame) and f.rect() == r.hand:
                    f.set_text(M.tr("{seat} — hand ({n})").format(seat=label, n=n))

    def _place(self, item: CardItem, o, hands, stack, bf_slots) -> None:
        if o.zone == "battlefield":
            r = self.seat_rects(o.controller or o.owner)
            if r is None:
                return
            land = bool(o.chars and "Land" in (o.chars.get("types") or []))
            slot = bf_slots.get((r.seat, land), 0)
            if not o.pos and not o.attached_to:
                bf_slots[(r.seat, land)] = slot + 1
            x, y = L.battlefield_point(r, o.pos, slot, land)
            if o.attached_to and not o.pos:
                host = self.items_by_id.get(o.attached_to)
                if host is not None:
                    x, y = host.top_left().x() + 8, host.top_left().y() - 16
            z = float(o.index) - (1000 if o.attached_to else 0)
        elif o.zone == "hand":
            r = self.seat_rects(o.owner)
            if r is None:
                return
            members = hands.get(o.owner, [])
            x, y = L.hand_point(r, members.index(o), len(members))
            z = float(o.index)
        else:
            x, y = L.stack_point(self.stack_rect, len(stack) - 1 - stack.index(o))
            z = float(len(stack) - o.index)
        item.place(x, y)
        item.set_z(z)

    def resync(self) -> None:
        """Put every item back where the model says (after a refused or finished drag)."""
        if self.view is not None:
            self.sync(self.view)

    # -- where things land --
    def zone_at(self, pt: QPointF) -> tuple[str, str] | None:
        if self.stack_rect.contains(pt):
            return "stack", ""
        for r in self.rects:
            if r.battlefield.contains(pt):
                return "battlefield", r.seat
            if r.hand.contains(pt):
                return "hand", r.seat
            for z, rect in r.piles.items():
                if rect.contains(pt):
                    return z, r.seat
        return None

    def card_attached(self, item: CardItem) -> None:
        """Shift+drop: attach to the card under the drop point (or unattach on empty table)."""
        host = next((i for i in self.items(item.pos()) if isinstance(i, CardItem)
                     and i is not item), None)
        vid, hvid = item.vid, host.vid if host is not None else ""
        QTimer.singleShot(0, lambda: self.cardAttached.emit(vid, hvid))

    def card_dropped(self, item: CardItem, start: QPointF) -> None:
        drops = []
        others = [i for i in self.selectedItems() if isinstance(i, CardItem) and i is not item
                  and i.moved_away()] if item.isSelected() else []
        for it in [item, *others]:
            target = self.zone_at(it.pos())
            if target is None:
                continue
            zone, seat = target
            x = y = 0.0
            if zone == "battlefield":
                tl = it.top_left()
                x, y = L.battlefield_pos(self.seat_rects(seat), tl.x(), tl.y(), self.snap)
            drops.append((it.vid, zone, seat, x, y))
        # Act after the release handler has returned: the command may replace this very item.
        if not drops:
            self.resync()
        elif len(drops) == 1:
            QTimer.singleShot(0, lambda: self.cardDropped.emit(*drops[0]))
        else:
            QTimer.singleShot(0, lambda: self.cardsDropped.emit(drops))

    def pile_dropped(self, pile: PileItem, top_left: QPointF) -> None:
        target = self.zone_at(top_left + QPointF(CARD_W / 2, CARD_H / 2))
        if target is None:
            return
        zone, seat = target
        x = y = 0.0
        if zone == "battlefield":
            x, y = L.battlefield_pos(self.seat_rects(seat), top_left.x(), top_left.y(),
                                     self.snap)
        args = (pile.seat, pile.zone, zone, seat, x, y)
        QTimer.singleShot(0, lambda: self.pileDropped.emit(*args))

    def card_activated(self, item: CardItem) -> None:
        vid = item.vid  # acted on after the event handler returns (the item may be replaced)
        QTimer.singleShot(0, lambda: self.cardActivated.emit(vid))

    _hovered = None

    def mouseMoveEvent(self, event) -> None:
        """Hover preview, found here rather than by hover events on every card (those cost
        each card a little on every repaint)."""
        super().mouseMoveEvent(event)
        if event.buttons():
            return
        item = self.itemAt(event.scenePos(), self.views()[0].transform()) if self.views() \
            else None
        if isinstance(item, CardItem) and item.vid != self._hovered:
            self._hovered = item.vid
            self.cardHovered.emit(item.vid)

    def pile_activated(self, pile: PileItem) -> None:
        self.pileActivated.emit(pile.seat, pile.zone)

    def contextMenuEvent(self, event) -> None:
        item = self.itemAt(event.scenePos(), self.views()[0].transform()) if self.views() \
            else None
        while item is not None and not isinstance(item, (CardItem, PileItem)):
            item = item.parentItem()
        self.contextRequested.emit(item, event.screenPos())
        event.accept()

    def card_items(self) -> list[CardItem]:
        """Cards in reading order (seat by seat, top to bottom, left to right) for Tab."""
        return sorted(self.items_by_id.values(), key=lambda i: (round(i.pos().y() / 60),
                                                                  i.pos().x(), i.vid))
