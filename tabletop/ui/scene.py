"""The table scene for one seat, built from `view_for(seat)` only.

`sync(view)` rebuilds from the seat's whole view (new game, seat switch, bulk events);
`apply_delta(delta)` updates only the items one action touched and re-lays out only the zones
whose membership or order changed (DESIGN.md: one action, one way through). Positions come from
the model, so a refused drag snaps back to the place the model gives (`resync`). Drops and
double-clicks are turned into signals the controller answers.

A scene that is not `interactive` (no seat may act: a spectator, a shared board) draws the same
table but offers nothing to do: cards are not movable, piles don't drag, double-clicks act on
nothing; hover, selection, focus and pile browsing stay."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from . import layout as L
from . import messages as M
from .cardart import CARD_H, CARD_W, reserve_device_caches
from .items import CardItem, PileItem, ZoneFrame
from .seatview import SeatView, zone_of

TABLE_ZONES = ("battlefield", "hand", "stack")  # zones whose objects are items on the table
PILE_ZONES = ("graveyard", "exile", "command")


def _is_land(o) -> bool:
    return bool(o.chars and "Land" in (o.chars.get("types") or []))


def _slot_key(o):
    """Which automatic slot row a permanent takes (None: it has its own place)."""
    if o.pos or o.attached_to:
        return None
    return (o.controller or o.owner, _is_land(o))


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
        self.interactive = True  # whether the seat may act (move cards, drag piles...)
        self.view: SeatView | None = None
        self._hand_counts: dict[str, int] = {}

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
        self._hand_counts = {}

    def set_interactive(self, on: bool) -> None:
        """Whether the seat shown may act on this table (see the module's docstring)."""
        self.interactive = bool(on)
        movable = self._movable()
        for it in self.items_by_id.values():
            it.setFlag(CardItem.ItemIsMovable, movable)

    def _movable(self) -> bool:
        return self.interactive and self.viewer is not None

    def seat_rects(self, seat: str) -> L.SeatRects | None:
        return next((r for r in self.rects if r.seat == seat), None)

    def sync(self, view, lang: str | None = None, peeked: set[str] | None = None) -> None:
        """A full rebuild from the seat's whole view (new game, seat switch, bulk events)."""
        relang = lang is not None and lang != self.lang
        if lang is not None:
            self.lang = lang
        if peeked is not None:
            self.peeked = set(peeked)
        if view.players != self.players or view.seat != self.viewer or not self.frames:
            self._build_frames(view.players, view.seat)
        for o in view.objects:  # the model's ids stay in the controller, never on items
            o.card_id = None
        self.view = SeatView(view)
        seen: set[str] = set()
        for o in view.objects:
            if o.zone in TABLE_ZONES:
                seen.add(o.id)
                self._show(o, relang)
        for vid in [v for v in self.items_by_id if v not in seen]:
            self.removeItem(self.items_by_id.pop(vid))
        reserve_device_caches(len(self.items_by_id))
        for key in list(self.view.zones):
            if key[0] in ("hand", "stack"):
                self._layout_row(key)
        self._layout_battlefield()
        self._counts(force=True)

    def apply_delta(self, delta, peeked: set[str] | None = None) -> bool:
        """Update only what one action touched (see `controller.SceneDelta`): the touched items,
        the zones whose membership or order changed, the counts. False if a full rebuild is
        needed instead (nothing built yet, or built for another seat)."""
        v = self.view
        if v is None or not self.frames or delta.header["seat"] != self.viewer \
                or delta.header["players"] != self.players:
            return False
        v.set_header(delta.header)
        objs, items = v.objs, self.items_by_id
        dirty: set = set()
        relayout = False  # the battlefield's automatic slots must be dealt again
        n_items = len(items)
        for vid in delta.removed:
            o = objs.pop(vid, None)
            if o is not None:
                dirty.add(zone_of(o.zone, o.owner))
            it = items.pop(vid, None)
            if it is not None:
                self.removeItem(it)
        placed = []
        for o in delta.objects:
            old = objs.get(o.id)
            objs[o.id] = o
            key = zone_of(o.zone, o.owner)
            if old is None or zone_of(old.zone, old.owner) != key:
                dirty.add(key)
                if old is not None:
                    dirty.add(zone_of(old.zone, old.owner))
            if old is not None and old.zone == o.zone == "battlefield":
                relayout |= _slot_key(o) != _slot_key(old)  # e.g. a land turned face down
            if o.zone in TABLE_ZONES:
                placed.append(self._show(o))
            else:
                it = items.pop(o.id, None)
                if it is not None:
                    self.removeItem(it)
        for key, vids in delta.zones.items():
            v.zones[key] = list(vids)
            dirty.add(key)
            for i, vid in enumerate(vids):
                o = objs.get(vid)
                if o is not None and o.index != i:
                    o.index = i  # only the place in the zone changed (a card left before it)
        if peeked is not None:
            self.set_peeked(peeked)
        if len(items) != n_items:
            reserve_device_caches(len(items))
        for key in dirty:
            if key[0] in ("hand", "stack"):
                self._layout_row(key)
            elif key[0] in PILE_ZONES:
                self._update_pile(key)
        if relayout or ("battlefield", None) in delta.zones:
            self._layout_battlefield({o.id for o in delta.objects})
        else:  # the touched permanents alone; hosts before what is attached to them
            for it in sorted((i for i in placed if i.ov.zone == "battlefield"),
                             key=lambda i: bool(i.ov.attached_to and not i.ov.pos)):
                self._place_permanent(it, it.ov, it.slot)
        self._counts()
        return True

    def set_peeked(self, peeked: set[str]) -> None:
        """Show the faces the seat peeked at (its own face-down objects), hide the others."""
        if set(peeked) == self.peeked:
            return
        for vid in set(peeked) ^ self.peeked:
            it = self.items_by_id.get(vid)
            if it is not None:
                it.set_view(it.ov, self.lang, vid in peeked)
        self.peeked = set(peeked)

    def _show(self, o, relang: bool = False) -> CardItem:
        """The item of an object on the table, made or brought up to date (not placed)."""
        item = self.items_by_id.get(o.id)
        pk = o.id in self.peeked
        if item is None:
            item = CardItem(o, self.lang, self._movable())
            item.peeked = pk
            if pk:
                item.set_view(o)
            self.addItem(item)
            self.items_by_id[o.id] = item
        elif item.ov != o or relang or item.peeked != pk:
            item.set_view(o, self.lang, pk)
        else:
            item.ov = o
        return item

    def _layout_row(self, key) -> None:
        """Place a hand or the stack: every member, by its place in the zone."""
        members = self.view.members(*key)
        items = self.items_by_id
        if key[0] == "hand":
            r = self.seat_rects(key[1])
            if r is None:
                return
            for o in members:
                it = items.get(o.id)
                if it is not None:
                    it.place(*L.hand_point(r, o.index, len(members)))
                    it.set_z(float(o.index))
        else:
            n = len(members)
            for o in members:
                it = items.get(o.id)
                if it is not None:
                    it.place(*L.stack_point(self.stack_rect, n - 1 - o.index))
                    it.set_z(float(n - o.index))

    def _layout_battlefield(self, touched: set[str] | None = None) -> None:
        """Deal the automatic slots again and place the permanents (hosts first, then what is
        attached to them): all of them, or with `touched` only those touched, those whose slot
        changed and what is attached; the others only take their new place in the zone (z)."""
        slots: dict = {}
        attached = []
        items = self.items_by_id
        for o in self.view.members("battlefield"):
            it = items.get(o.id)
            if it is None:
                continue
            key = _slot_key(o)
            slot = slots.get(key, 0)
            if key is not None:
                slots[key] = slot + 1
            if o.attached_to and not o.pos:
                it.slot = slot
                attached.append((it, o))
            elif touched is None or o.id in touched or (key is not None and it.slot != slot):
                it.slot = slot
                self._place_permanent(it, o, slot)
            elif it._z != o.index:
                it.set_z(float(o.index))
        # what is attached goes beside its host once the host has its place: a host that is
        # attached itself (an Aura on an Equipment on a creature) goes first, so each goes after
        # its host, level by level (one pass: a chain of thousands once took a pass a level)
        waiting = {o.id for _, o in attached}
        on_host: dict[str, list] = {}
        ready = []
        for it, o in attached:
            if o.attached_to in waiting and o.attached_to != o.id:
                on_host.setdefault(o.attached_to, []).append((it, o))
            else:
                ready.append((it, o))
        while ready:
            for it, o in ready:
                self._place_permanent(it, o, it.slot)
            ready = [x for _, o in ready for x in on_host.pop(o.id, ())]
        for left in on_host.values():  # attached in a circle (or to one): each on its own slot
            for it, o in left:
                self._place_permanent(it, o, it.slot, beside_host=False)

    def _place_permanent(self, item: CardItem, o, slot: int, beside_host: bool = True) -> None:
        r = self.seat_rects(o.controller or o.owner)
        if r is None:
            return
        x, y = L.battlefield_point(r, o.pos, slot, _is_land(o))
        if o.attached_to and not o.pos and beside_host:
            host = self.items_by_id.get(o.attached_to)
            if host is not None and host.home is not None:
                x, y = host.home.x() - CARD_W / 2 + 8, host.home.y() - CARD_H / 2 - 16
        item.place(x, y)
        item.set_z(float(o.index) - (1000 if o.attached_to else 0))

    def _update_pile(self, key) -> None:
        pile = self.piles.get((key[1], key[0]))
        if pile is not None:
            members = self.view.members(*key)
            pile.set_contents(len(members), members[0] if members else None, self.lang)

    def _counts(self, force: bool = False) -> None:
        """Library piles and hand frames: their counts (only where they changed)."""
        v = self.view
        for (seat, zone), pile in self.piles.items():
            if zone == "library":
                n = v.library_counts.get(seat, 0)
                if force or pile.count != n:
                    pile.set_contents(n)
            elif force:
                self._update_pile((zone, seat))
        shown = self._hand_counts
        for r in self.rects:
            n = v.hand_counts.get(r.seat, 0)
            if not force and shown.get(r.seat) == n:
                continue
            shown[r.seat] = n
            label = r.seat + (M.tr(" (you)") if r.seat == v.seat else "")
            for f in self.frames:
                if isinstance(f, ZoneFrame) and f.rect() == r.hand:
                    f.set_text(M.tr("{seat} — hand ({n})").format(seat=label, n=n))

    def resync(self) -> None:
        """Put every item back where the model says (after a refused or finished drag)."""
        for it in self.items_by_id.values():
            if it.home is not None and it.pos() != it.home:
                it.setPos(it.home)

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
        if not self.interactive:
            self.resync()
            return
        host = next((i for i in self.items(item.pos()) if isinstance(i, CardItem)
                     and i is not item), None)
        vid, hvid = item.vid, host.vid if host is not None else ""
        QTimer.singleShot(0, lambda: self.cardAttached.emit(vid, hvid))

    def card_dropped(self, item: CardItem, start: QPointF) -> None:
        if not self.interactive:
            self.resync()
            return
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
        if not self.interactive:
            return
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
        if not self.interactive:
            return
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

    def card_items(self, items=None) -> list[CardItem]:
        """Cards (all, or `items`) in reading order (seat by seat, top to bottom, left to right)
        for Tab."""
        return sorted(self.items_by_id.values() if items is None else items,
                      key=lambda i: (round(i.pos().y() / 60), i.pos().x(), i.vid))
