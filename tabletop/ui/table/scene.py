"""The table scene for one seat, built from `view_for(seat)` only.

`sync(view)` rebuilds from the seat's whole view (new game, seat switch, bulk events);
`apply_delta(delta)` updates only the items one action touched and re-lays out only the zones
whose membership or order changed (DESIGN.md: one action, one way through). Positions come from
the model, so a refused drag snaps back to the place the model gives (`resync`). Drops and
double-clicks are turned into signals the controller answers.

The table is laid out (`layout.compute`) in the `area` the view shows, for what the zones hold
(`needs`: the battlefields' automatic rows, the non-empty piles). When an action changes what the
table needs (a new row of permanents, a pile no longer empty), the table is laid out again and
`tableChanged` tells the view, which refits if it follows the window. Cards are drawn for the
`level` the view shows them at (`set_level`): those in sight at once, the others a few at a time
in the background.

A scene that is not `interactive` (no seat may act: a spectator, a shared board) draws the same
table but offers nothing to do: cards are not movable, piles don't drag, double-clicks act on
nothing; hover, selection, focus and pile browsing stay."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from tabletop.ui.common.messages import tr
from tabletop.ui.players.items import ArrowItem, PlayerItem
from tabletop.ui.table import layout as L
from tabletop.ui.table.cardart import CARD_H, CARD_W, reserve_device_caches, shows_face
from tabletop.ui.table.items import CardItem, PileItem, ZoneFrame
from tabletop.ui.table.occlusion import LATER_MS, Occlusion
from tabletop.ui.table.seatview import SeatView, zone_of
from tabletop.ui.table.slots import Slots, covers

TABLE_ZONES = ("battlefield", "hand", "stack")  # zones whose objects are items on the table
PILE_ZONES = ("graveyard", "exile", "command")
# Above this level (zoomed far in) only the cards in sight are drawn for it: a table of
# thousands drawn 3x its size would take gigabytes. The others are drawn as they come in sight.
EAGER_LEVEL = 2.0
REDRAW_CHUNK = 150  # cards drawn again for a new level per turn of the event loop
# A rebuild that makes more new cards than this shows them as placeholders and draws their faces
# as they come into view (the view draws what it is about to paint), the others a chunk at a
# time after that: a saved game of 1,668 cards on the table drew 1,100 faces before its first
# paint (about 2 s). Fewer are drawn at once (a few hundred faces: a fraction of a second).
LAZY_FROM = 200


def _edge(start: QPointF, rect: QRectF) -> QPointF:
    """Where the line from `start` to the centre of `rect` meets the rect's edge (an arrow's
    head stops there, in sight)."""
    from PySide6.QtCore import QLineF
    c = rect.center()
    line = QLineF(start, c)
    corners = [rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft()]
    best = None
    for i in range(4):
        kind, pt = line.intersects(QLineF(corners[i], corners[(i + 1) % 4]))
        if kind == QLineF.BoundedIntersection:
            d = QLineF(start, pt).length()
            if best is None or d < best[0]:
                best = (d, pt)
    return best[1] if best is not None else c


def _reading(item) -> tuple:
    """A card's place in reading order: its row (60 scene units high), then left to right."""
    p = item.pos()
    return round(p.y() / 60), p.x(), item.vid


def _is_land(o) -> bool:
    return bool(o.chars and "Land" in (o.chars.get("types") or []))


def _auto(o) -> bool:
    """Whether a permanent takes an automatic place (it has none of its own, is not attached)."""
    return not (o.pos or o.attached_to)


def _reach(o) -> tuple | None:
    """(controller, width, height) of the battlefield a permanent with a place of its own needs
    to be shown where it was put (None: it has no place of its own)."""
    if not o.pos or len(o.pos) != 2:
        return None
    x, y = max(0.0, float(o.pos[0])), max(0.0, float(o.pos[1]))
    half = (CARD_H if o.tapped else CARD_W) / 2
    return o.controller or o.owner, x + CARD_W / 2 + half + L.BF_PAD, y + CARD_H + L.BF_PAD


class TableScene(QGraphicsScene):
    cardDropped = Signal(str, str, str, float, float)  # vid, zone, area seat, x, y (stored)
    cardsDropped = Signal(list)  # [(vid, zone, seat, x, y)] when several selected cards moved
    cardAttached = Signal(str, str)  # vid, host vid ("" to unattach)
    pileDropped = Signal(str, str, str, str, float, float)  # seat, zone, to zone, to seat, x, y
    cardActivated = Signal(str)
    cardHovered = Signal(str)
    cardLeft = Signal(str)  # the pointer left the card it was on (for no card, or the table)
    cardChanged = Signal(str)  # an item now shows another state of its object (vid)
    pileActivated = Signal(str, str)
    contextRequested = Signal(object, object)  # item (or None), QPoint screen position
    tableChanged = Signal()  # laid out again for new needs: the table's size may differ
    playerChanged = Signal(str, str, int)  # seat, counter ("" = life), change asked (±1)
    # an arrow asked for: (from kind, from, to kind, to), kinds "object" (a view id) or "player"
    arrowPointed = Signal(str, str, str, str)
    pointingChanged = Signal(bool)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setBackgroundBrush(QColor("#23352b"))
        self.items_by_id: dict[str, CardItem] = {}
        self.piles: dict[tuple[str, str], PileItem] = {}
        self.frames: list = []
        self.player_items: dict[str, PlayerItem] = {}
        self.arrow_items: list[ArrowItem] = []
        self.pointing: tuple[str, str] | None = None  # an arrow's start, waiting for its end
        self._zone_frames: dict[tuple[str, str], ZoneFrame] = {}  # (seat, zone) -> frame
        self.rects: list[L.SeatRects] = []
        self.stack_rect = QRectF()
        self.table: L.Table | None = None
        self.area = (1500.0, 950.0)  # scene units the view shows (set by the view)
        self.level = 1.0  # device pixels per scene unit the cards are drawn for
        self.shown_level = 1.0  # ... and the view shows them at (differs while zooming)
        self.needs: dict[str, L.Needs] = {}
        self.slots = Slots()  # the slots the automatically placed permanents keep
        self.viewer: str | None = None
        self.players: list[str] = []
        self.lang = "en"
        self.snap = 0
        self.peeked: set[str] = set()
        self.interactive = True  # whether the seat may act (move cards, drag piles...)
        self.view: SeatView | None = None
        self._hand_counts: dict[str, int] = {}
        self._stale: set[str] = set()  # cards not yet drawn for the level
        self._redraw = QTimer(self, singleShot=True, interval=0)
        self._redraw.timeout.connect(self._redraw_some)
        # cards under opaque cards are not painted (the items keep every other behaviour)
        self.occlusion = Occlusion(self, lambda it: isinstance(it, CardItem))

    # -- screen readers (tabletop/ui/table/access.py) --
    accessible = None  # the table's accessible objects, once a reader asked for them
    generation = 0  # a new table (frames built again, or cleared): all new accessible objects

    def _tell_accessible(self) -> None:
        if self.accessible is not None:
            self.accessible.changed()

    # -- building --
    def _build_frames(self, players: list[str], viewer: str | None) -> None:
        self.generation += 1
        for it in list(self.items_by_id.values()):
            self.removeItem(it)
        self.items_by_id.clear()
        self.occlusion.forget(set(self.occlusion.hidden))
        for f in self.frames:
            self.removeItem(f)
        self.frames, self.piles, self._zone_frames = [], {}, {}
        self.player_items = {}
        self._clear_arrows()
        self.players, self.viewer = list(players), viewer
        self.table = None
        empty = QRectF(0, 0, 1, 1)
        for k, seat in enumerate(L.seat_order(players, viewer)):
            label = seat + (tr(" (you)") if seat == viewer else "")
            # the battlefield's label on the middle of the table's side, where cards leave room
            bf = ZoneFrame(empty, tr("{seat} — battlefield").format(seat=label),
                           label_bottom=k > 0)
            hand = ZoneFrame(empty, tr("{seat} — hand").format(seat=label), "#2a3f33")
            self.addItem(bf)
            self.addItem(hand)
            self.frames += [bf, hand]
            self._zone_frames[(seat, "battlefield")] = bf
            self._zone_frames[(seat, "hand")] = hand
            for z in L.PILES:
                pile = PileItem(seat, z, empty)
                pile.level = self.level
                self.addItem(pile)
                self.frames.append(pile)
                self.piles[(seat, z)] = pile
            who = PlayerItem(seat, seat == viewer)
            self.addItem(who)
            self.frames.append(who)
            self.player_items[seat] = who
        st = ZoneFrame(empty, tr("Stack"), "#31304a")
        self.addItem(st)
        self.frames.append(st)
        self._zone_frames[("", "stack")] = st
        self._set_table(L.compute(players, viewer, *self.area, self.needs))

    def _set_table(self, table: L.Table) -> None:
        """Put the frames and piles where the table has them."""
        self.table = table
        self.rects, self.stack_rect = table.seats, table.stack
        for r in table.seats:
            self._zone_frames[(r.seat, "battlefield")].set_rect(r.battlefield)
            self._zone_frames[(r.seat, "hand")].set_rect(r.hand)
            for z, rect in r.piles.items():
                self.piles[(r.seat, z)].set_geometry(rect, r.pile_scale[z])
            if r.seat in self.player_items:
                self.player_items[r.seat].set_rect(r.player)
        self._zone_frames[("", "stack")].set_rect(table.stack)
        self.setSceneRect(table.rect)

    def set_area(self, width: float, height: float) -> bool:
        """Lay the table out for an area of width x height scene units (what the view shows).
        True if anything moved."""
        self.area = (float(width), float(height))
        return self._relayout(signal=False)

    def _relayout(self, signal: bool = True) -> bool:
        """Lay the table out again if what it needs or its area changed; every item then takes
        its place. True if the table changed."""
        if not self.frames:
            return False
        table = L.compute(self.players, self.viewer, *self.area, self.needs)
        if table.same_as(self.table):
            return False
        self._set_table(table)
        if self.view is not None:
            for key in list(self.view.zones):
                if key[0] in ("hand", "stack"):
                    self._layout_row(key)
            self._layout_battlefield()
            self._draw_arrows()
        self.occlusion.schedule()
        if signal:
            self.tableChanged.emit()
        return True

    def _needs(self) -> dict[str, L.Needs]:
        """What each seat's zones must hold (see layout.Needs)."""
        v = self.view
        groups, extents = self._groups(extents=True)
        out = {}
        for seat in self.players:
            _, nonland, _, lands = groups.get(seat, ((), (), (), ()))
            full = {z for z in PILE_ZONES if v.zones.get((z, seat))}
            if v.library_counts.get(seat, 0):
                full.add("library")
            out[seat] = L.Needs(nonland, lands, full, extents.get(seat, (0.0, 0.0)))
        return out

    def _reach_changed(self, old, o) -> bool:
        """Whether moving (or tapping) a permanent with a place of its own from `old` to `o`
        may change the room its controller's battlefield needs (only if it goes past the
        current reach, or was what reached farthest)."""
        a, b = _reach(old), _reach(o)
        if a is None or b is None or a[0] != b[0]:
            return True
        need = self.needs.get(b[0])
        if need is None:
            return True
        ew, eh = need.extent
        return b[1] > ew or b[2] > eh or a[1] >= ew - 1e-6 or a[2] >= eh - 1e-6

    def _groups(self, extents: bool = False):
        """Seat -> ([non-land vids], [their slots], [land vids], [their slots]): the permanents
        that take automatic places, in the battlefield's order, and the slots they keep
        (`slots.Slots`). With `extents`, also seat -> (width, height) the permanents with places
        of their own reach (in their controller's orientation), so the battlefield keeps them
        where they were put."""
        members: dict = {}
        placed: dict = {}
        reach: dict = {}
        items = self.items_by_id
        for o in self.view.members("battlefield"):
            if o.id not in items:
                continue
            seat = o.controller or o.owner
            if _auto(o):
                members.setdefault((seat, _is_land(o)), []).append(o.id)
                continue
            r = _reach(o)
            if r is not None:
                placed.setdefault(seat, []).append((o.pos, o.tapped))
                if extents:
                    w, h = reach.get(seat, (0.0, 0.0))
                    reach[seat] = (max(w, r[1]), max(h, r[2]))
        kept = self.slots.update(members, covers(self.seat_rects, placed))
        groups: dict = {}
        for (seat, land), vids in members.items():
            g = groups.setdefault(seat, ([], [], [], []))
            g[2 if land else 0].extend(vids)
            g[3 if land else 1].extend(kept[(seat, land)])
        return (groups, reach) if extents else groups

    def forget_places(self) -> None:
        """A new game: the slots of the last game's permanents are no one's."""
        self.slots.forget()

    def clear_table(self) -> None:
        """Empty the scene (behind a privacy curtain nothing of a seat may stay)."""
        for it in list(self.items_by_id.values()):
            self.removeItem(it)
        self.items_by_id.clear()
        self.occlusion.forget(set(self.occlusion.hidden))
        for f in self.frames:
            self.removeItem(f)
        self._clear_arrows()
        self.frames, self.piles, self.players, self.view = [], {}, [], None
        self.player_items = {}
        self.stop_pointing()
        self._zone_frames, self.table, self.needs = {}, None, {}
        self._hand_counts = {}
        self._stale.clear()
        self.generation += 1
        self._tell_accessible()

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

    # -- the level cards are drawn for --
    def set_level(self, level: float, visible: QRectF | None = None) -> None:
        """Draw the cards for `level` (device pixels per scene unit): those in `visible` now,
        the others a few at a time (all of them only up to EAGER_LEVEL)."""
        if level != self.level:
            self.level = level
            for pile in self.piles.values():
                pile.set_level(level)
            self._stale = {v for v, it in self.items_by_id.items()
                           if it.level != level or not it.drawn}
        self.set_shown(level)
        if visible is not None:
            self.draw_visible(visible)
        if self._stale and level <= EAGER_LEVEL and not self.hold_redraw:
            self._redraw.start(0)

    def set_shown(self, level: float) -> None:
        """The level the view shows the cards at: those drawn for it are copied pixel for pixel,
        the others scaled smoothly (until drawn again)."""
        if level != self.shown_level:
            self.shown_level = level
            for it in self.items_by_id.values():
                it.match(level)
        self.occlusion.set_level(min(level, self.level))

    def draw_visible(self, visible: QRectF) -> None:
        """Draw the cards in sight for the level (after a scroll or a zoom)."""
        if not self._stale:
            return
        for it in self.items(visible):
            if isinstance(it, CardItem) and it.vid in self._stale:
                self._stale.discard(it.vid)
                it.set_level(self.level)
                it.match(self.shown_level)

    def helpEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """A tooltip asked for: the cards under the pointer have their texts first (a big
        table's are made as its cards are drawn, `CardItem.texts`)."""
        for it in self.items(event.scenePos()):
            if isinstance(it, CardItem) and not it.texted:
                it.texts()
        super().helpEvent(event)

    hold_redraw = False  # a lazy rebuild not painted yet: nothing drawn in the background

    def painted(self) -> None:
        """A view painted the table: the cards not drawn yet are drawn a chunk at a time."""
        if self.hold_redraw:
            self.hold_redraw = False
            if self._stale and self.level <= EAGER_LEVEL:
                self._redraw.start(0)
            self.occlusion.schedule()  # (the first paint done)

    def _redraw_some(self) -> None:
        for _ in range(min(REDRAW_CHUNK, len(self._stale))):
            it = self.items_by_id.get(self._stale.pop())
            if it is not None:
                it.set_level(self.level)
                it.match(self.shown_level)
        if self._stale and self.level <= EAGER_LEVEL:
            self._redraw.start(0)
        else:
            self.occlusion.schedule(LATER_MS)

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
        new = sum(1 for o in view.objects
                  if o.zone in TABLE_ZONES and o.id not in self.items_by_id)
        lazy = new > LAZY_FROM
        for o in view.objects:
            if o.zone in TABLE_ZONES:
                seen.add(o.id)
                self._show(o, relang, lazy)
        for vid in [v for v in self.items_by_id if v not in seen]:
            self._drop_item(vid)
        reserve_device_caches(len(self.items_by_id))
        self.needs = self._needs()
        if not self._relayout():
            for key in list(self.view.zones):
                if key[0] in ("hand", "stack"):
                    self._layout_row(key)
            self._layout_battlefield()
        self._counts(force=True)
        self._marks()
        if lazy:
            self.hold_redraw = True  # the first paint first (`painted`), then the rest
        self.occlusion.schedule()
        self._tell_accessible()

    def apply_delta(self, delta, peeked: set[str] | None = None) -> bool:
        """Update only what one action touched (see `controller.SceneDelta`): the touched items,
        the zones whose membership or order changed, the counts. False if a full rebuild is
        needed instead (nothing built yet, or built for another seat)."""
        v = self.view
        if v is None or not self.frames or delta.header["seat"] != self.viewer \
                or delta.header["players"] != self.players:
            return False
        libraries, ended = dict(v.library_counts), v.ended
        v.set_header(delta.header)
        items = self.items_by_id
        n_items = len(items)
        dirty: set = set()  # the zones whose membership or order changed
        for vid in delta.removed:
            o = v.objs.pop(vid, None)
            if o is not None:
                dirty.add(zone_of(o.zone, o.owner))
            self._drop_item(vid)
        placed, relayout, reach = self._take_objects(delta.objects, dirty)
        self._take_zones(delta.zones, dirty)
        if v.ended != ended:  # the game ended (or the end was undone): revealed faces show
            for it in list(items.values()):
                if it.ov is not None and it.ov.face_down:
                    self._show(it.ov)
        if peeked is not None:
            self.set_peeked(peeked)
        if len(items) != n_items:
            reserve_device_caches(len(items))
        piles = False
        for key in dirty:
            if key[0] in PILE_ZONES:
                self._update_pile(key)
                piles = True
        relayout |= ("battlefield", None) in delta.zones
        relaid = (relayout or reach or piles or libraries != v.library_counts) \
            and self._relaid_for_needs()
        if not relaid:  # (else the whole table was laid out again)
            self._place_touched(dirty, placed, relayout, delta.objects)
        self._counts()
        self._marks()
        self.occlusion.schedule(LATER_MS)
        self._tell_accessible()
        return True

    def _drop_item(self, vid: str) -> None:
        """The item of an object no longer on the table (if any) leaves the scene."""
        it = self.items_by_id.pop(vid, None)
        if it is not None:
            self.occlusion.uncover(it.sceneBoundingRect())
            self.occlusion.forget((it,))
            self.removeItem(it)
            self._stale.discard(vid)

    def _take_objects(self, objects, dirty: set) -> tuple[list[CardItem], bool, bool]:
        """`apply_delta`'s touched objects into the view and their items brought up to date;
        the zones they left or entered added to `dirty`. Returns the items on the table, whether
        the battlefield's automatic places must be dealt again, and whether what the
        permanents with places of their own reach changed."""
        objs = self.view.objs
        placed = []
        relayout = reach = False
        for o in objects:
            old = objs.get(o.id)
            objs[o.id] = o
            key = zone_of(o.zone, o.owner)
            if old is None:
                dirty.add(key)
            else:
                old_key = zone_of(old.zone, old.owner)
                if old_key != key:
                    dirty.add(key)
                    dirty.add(old_key)
                elif old.zone == "battlefield":  # (o.zone too: the same key)
                    if _auto(o) or _auto(old):
                        # e.g. a land turned face down, a permanent moved by its player (a
                        # tapped one keeps its slot: it has room to turn in it)
                        relayout |= (_auto(o), _is_land(o), o.controller) != \
                            (_auto(old), _is_land(old), old.controller)
                    else:  # moved or tapped where it is: the battlefield may need more room
                        reach |= self._reach_changed(old, o)
            if o.zone in TABLE_ZONES:
                placed.append(self._show(o))
            else:
                self._drop_item(o.id)
        return placed, relayout, reach

    def _take_zones(self, zones: dict, dirty: set) -> None:
        """`apply_delta`'s zones whose membership or order changed into the view (and `dirty`);
        their members' places in the zone follow (a card left before them)."""
        v = self.view
        objs = v.objs
        for key, vids in zones.items():
            v.zones[key] = list(vids)
            dirty.add(key)
            for i, vid in enumerate(vids):
                o = objs.get(vid)
                if o is not None and o.index != i:
                    o.index = i

    def _relaid_for_needs(self) -> bool:
        """What the table needs (a new row, a pile no longer empty) computed again; True if
        that changed it and the whole table was laid out again."""
        needs = self._needs()
        if needs == self.needs:
            return False
        self.needs = needs
        return self._relayout()

    def _place_touched(self, dirty: set, placed: list[CardItem], relayout: bool,
                       objects) -> None:
        """`apply_delta`'s placing: the hands and stack that changed, then the battlefield
        dealt again (`relayout`) or only its touched permanents, hosts before what is attached
        to them."""
        for key in dirty:
            if key[0] in ("hand", "stack"):
                self._layout_row(key)
        if relayout:
            self._layout_battlefield({o.id for o in objects})
        else:
            for it in sorted((i for i in placed if i.ov.zone == "battlefield"),
                             key=lambda i: bool(i.ov.attached_to and not i.ov.pos)):
                self._place_permanent(it, it.ov, it.slot)

    def set_peeked(self, peeked: set[str]) -> None:
        """Show the faces the seat peeked at (its own face-down objects), hide the others."""
        if set(peeked) == self.peeked:
            return
        changed = set(peeked) ^ self.peeked
        self.peeked = set(peeked)
        for vid in changed:
            it = self.items_by_id.get(vid)
            if it is not None:
                it.set_view(it.ov, self.lang, vid in peeked)
                self.cardChanged.emit(vid)
        self._tell_accessible()

    def _show(self, o, relang: bool = False, lazy: bool = False) -> CardItem:
        """The item of an object on the table, made or brought up to date (not placed); made
        `lazy`, it is a placeholder until drawn (`draw_visible`, `_redraw_some`)."""
        item = self.items_by_id.get(o.id)
        pk = o.id in self.peeked
        face = self.shows_face(o)
        if item is None:
            item = CardItem(o, self.lang, self._movable(), self.level, self.shown_level,
                            lazy=lazy)
            item.peeked, item.face = pk, face
            if (pk or face) and not lazy:
                item.set_view(o)
            self.addItem(item)
            self.items_by_id[o.id] = item
            if lazy:
                self._stale.add(o.id)
        elif item.ov != o or relang or item.peeked != pk or item.face != face:
            if item.level != self.level:
                item.level = self.level
                self._stale.discard(o.id)
                item.match(self.shown_level)
            item.set_view(o, self.lang, pk, face=face)
            self.cardChanged.emit(o.id)
        else:
            item.ov = o
        return item

    def shows_face(self, o) -> bool:
        """Whether the object is drawn with its face although face down: the game is over and
        the seat's view knows it, revealed to all (`cardart.shows_face`)."""
        return shows_face(o, bool(self.view is not None and self.view.ended))

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
                    it.place(*L.stack_point(self.stack_rect, n - 1 - o.index, n))
                    it.set_z(float(n - o.index))

    def _layout_battlefield(self, touched: set[str] | None = None) -> None:
        """Deal the automatic places again and place the permanents (hosts first, then what is
        attached to them): all of them, or with `touched` only those touched, those whose place
        changed and what is attached; the others only take their new place in the zone (z)."""
        places: dict = {}
        for seat, (nonland, slots, lands, land_slots) in self._groups().items():
            r = self.seat_rects(seat)
            if r is not None:
                a, b = L.auto_places(r, slots, land_slots)
                places.update(zip(nonland, a, strict=True))
                places.update(zip(lands, b, strict=True))
        attached = []
        items = self.items_by_id
        for o in self.view.members("battlefield"):
            it = items.get(o.id)
            if it is None:
                continue
            place = places.get(o.id, (L.BF_PAD, L.BF_TOP))
            if o.attached_to and not o.pos:
                it.slot = place
                attached.append((it, o))
            elif touched is None or o.id in touched or (_auto(o) and it.slot != place):
                it.slot = place
                self._place_permanent(it, o, place)
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
        for left in on_host.values():  # attached in a circle (or to one): each on its own place
            for it, o in left:
                self._place_permanent(it, o, it.slot, beside_host=False)

    def _place_permanent(self, item: CardItem, o, place, beside_host: bool = True) -> None:
        r = self.seat_rects(o.controller or o.owner)
        if r is None:
            return
        if not isinstance(place, tuple):
            place = (L.BF_PAD, L.BF_TOP)
        x, y = L.battlefield_point(r, o.pos, place)
        if o.attached_to and not o.pos and beside_host:
            host = self.items_by_id.get(o.attached_to)
            if host is not None and host.home is not None:  # a little right of it and above
                item.place_centre(host.home.x() + 8, host.home.y() - 16)
                item.set_z(float(o.index) - 1000)
                return
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
            if zone == "library":  # its top card face up where the seat knows it (401.5)
                n = v.library_counts.get(seat, 0)
                top = (getattr(v, "library_tops", None) or {}).get(seat) if n else None
                if force or pile.count != n or pile.top_view != top:
                    pile.set_contents(n, top, self.lang)
            elif force:
                self._update_pile((zone, seat))
        shown = self._hand_counts
        for r in self.rects:
            n = v.hand_counts.get(r.seat, 0)
            if not force and shown.get(r.seat) == n:
                continue
            shown[r.seat] = n
            label = r.seat + (tr(" (you)") if r.seat == v.seat else "")
            frame = self._zone_frames.get((r.seat, "hand"))
            if frame is not None:
                frame.set_text(tr("{seat} — hand ({n})").format(seat=label, n=n))

    # -- the players' area and the arrows --
    def _marks(self) -> None:
        """Life totals, player counters and arrows, from the seat's view."""
        v = self.view
        if v is None:
            return
        life = getattr(v, "life", None) or {}
        counters = getattr(v, "player_counters", None) or {}
        for seat, item in self.player_items.items():
            item.set_values(life.get(seat), counters.get(seat) or {})
        self._draw_arrows()

    def _clear_arrows(self) -> None:
        for a in self.arrow_items:
            if a.scene() is self:
                self.removeItem(a)
        self.arrow_items = []

    def end_rect(self, end: dict) -> QRectF | None:
        """Where an arrow's end ({"object": vid} or {"player": seat}) is on the table."""
        if "object" in end:
            it = self.items_by_id.get(end["object"])
            if it is None:
                return None
            r = it.sceneBoundingRect()
            if it.home is not None:
                r.moveCenter(it.home)  # where the model has it (not where a drag left it)
            return r
        who = self.player_items.get(end.get("player"))
        return who.sceneBoundingRect() if who is not None else None

    def _draw_arrows(self) -> None:
        v = self.view
        arrows = (getattr(v, "arrows", None) or []) if v is not None else []
        shown = [(a.start, a.end) for a in self.arrow_items]
        want = []
        for a in arrows:
            r0, r1 = self.end_rect(a.get("frm") or {}), self.end_rect(a.get("to") or {})
            if r0 is not None and r1 is not None:  # from the centre to the target's edge
                want.append((r0.center(), _edge(r0.center(), r1), a.get("by")))
        if shown == [(s, e) for s, e, _ in want]:
            return
        self._clear_arrows()
        players = self.players
        colours = ("#ff9f1a", "#4fc3f7", "#e57373", "#ba68c8", "#81c784", "#fff176")
        for start, end, by in want:
            k = players.index(by) if by in players else 0
            item = ArrowItem(start, end, colours[k % len(colours)])
            self.addItem(item)
            self.arrow_items.append(item)

    def start_pointing(self, frm: tuple[str, str]) -> None:
        """The next click on a card or a player ends an arrow from `frm` (("object", vid) or
        ("player", seat)); Esc or a right click gives up."""
        self.pointing = frm
        self.pointingChanged.emit(True)

    def stop_pointing(self) -> None:
        if self.pointing is not None:
            self.pointing = None
            self.pointingChanged.emit(False)

    def end_at(self, pt: QPointF) -> tuple[str, str] | None:
        """The card or player at a scene point, as an arrow's end."""
        for it in self.items(pt):
            if isinstance(it, CardItem) and it.ov is not None \
                    and it.ov.zone in ("battlefield", "stack"):
                return "object", it.vid
            if isinstance(it, PlayerItem):
                return "player", it.seat
        return None

    def mousePressEvent(self, event) -> None:
        if self.pointing is not None:
            frm = self.pointing
            self.stop_pointing()
            event.accept()
            if event.button() != Qt.LeftButton:
                return
            self._point_at(frm, event.scenePos())
            return
        if event.button() == Qt.RightButton and self.interactive and self.viewer is not None:
            # a right drag from a card or a player draws an arrow; a right click opens the menu
            frm = self.end_at(event.scenePos())
            who = next((i for i in self.items(event.scenePos()) if isinstance(i, PlayerItem)),
                       None)
            if frm is not None and not (who is not None
                                        and who.takes_right_click(event.scenePos())):
                self._right = (frm, event.scenePos())
        super().mousePressEvent(event)

    _right = None  # (an arrow's start, the scene point) while the right button is down there
    _rubber = None  # the arrow drawn while it is dragged
    _menu_due = None  # (item, screen point): the menu a right press asked for, shown on release
    _no_menu = False  # a right drag just ended: the menu some platforms send on release is not

    def _point_at(self, frm: tuple[str, str], pt: QPointF) -> None:
        to = self.end_at(pt)
        if to is not None and to != frm:
            args = (*frm, *to)
            QTimer.singleShot(0, lambda: self.arrowPointed.emit(*args))

    def _right_moved(self, event) -> bool:
        if self._right is None or not event.buttons() & Qt.RightButton:
            return False
        frm, start = self._right
        if self._rubber is None and (event.scenePos() - start).manhattanLength() < 10:
            return True
        r0 = self.end_rect({"object": frm[1]} if frm[0] == "object" else {"player": frm[1]})
        if r0 is None:
            return True
        if self._rubber is not None:
            self.removeItem(self._rubber)
        self._rubber = ArrowItem(r0.center(), event.scenePos())
        self.addItem(self._rubber)
        self._menu_due = None  # a drag, not a click: no menu
        return True

    def mouseReleaseEvent(self, event) -> None:
        if event.button() == Qt.RightButton and self._right is not None:
            frm, self._right = self._right[0], None
            rubber, self._rubber = self._rubber, None
            due, self._menu_due = self._menu_due, None
            if rubber is not None:
                self.removeItem(rubber)
                self._point_at(frm, event.scenePos())
                self._no_menu = True
                QTimer.singleShot(0, lambda: setattr(self, "_no_menu", False))
                event.accept()
                return
            if due is not None:
                self.contextRequested.emit(*due)
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event) -> None:
        if self.pointing is not None and event.key() == Qt.Key_Escape:
            self.stop_pointing()
            event.accept()
            return
        super().keyPressEvent(event)

    def resync(self) -> None:
        """Put every item back where the model says (after a refused or finished drag)."""
        for it in self.items_by_id.values():
            if it.home is not None and it.pos() != it.home:
                it.place_centre(it.home.x(), it.home.y())

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
        if self._right_moved(event):
            event.accept()
            return
        super().mouseMoveEvent(event)
        if event.buttons():
            return
        item = self.item_at(event.scenePos())
        if isinstance(item, CardItem):
            if item.vid != self._hovered:
                self._hovered = item.vid
                self.cardHovered.emit(item.vid)
        else:
            self._left_card()

    def _left_card(self) -> None:
        if self._hovered is not None:
            left, self._hovered = self._hovered, None
            self.cardLeft.emit(left)

    def event(self, event) -> bool:
        if event.type() == QEvent.GraphicsSceneLeave:  # the pointer left the table
            self._left_card()
        return super().event(event)

    def item_at(self, pt: QPointF):
        """The topmost item at a scene point, arrows aside (they are drawn over the table but
        hold nothing to hover or to click)."""
        if not self.views():
            return None
        items = self.items(pt, Qt.IntersectsItemShape, Qt.DescendingOrder,
                           self.views()[0].transform())
        return next((i for i in items if not isinstance(i, ArrowItem)), None)

    def pile_activated(self, pile: PileItem) -> None:
        self.pileActivated.emit(pile.seat, pile.zone)

    def contextMenuEvent(self, event) -> None:
        if self.pointing is not None:
            self.stop_pointing()
            event.accept()
            return
        item = self.item_at(event.scenePos())
        while item is not None and not isinstance(item, (CardItem, PileItem, PlayerItem)):
            item = item.parentItem()
        if isinstance(item, PlayerItem) and item.takes_right_click(event.scenePos()):
            event.accept()  # the right click took one off that number: no menu
            return
        event.accept()
        if self._no_menu:  # the end of a right drag (an arrow), not a click
            self._no_menu = False
            return
        if self._right is not None and event.reason() == event.Reason.Mouse:
            self._menu_due = (item, event.screenPos())  # on release, unless it becomes a drag
            return
        self.contextRequested.emit(item, event.screenPos())

    def card_items(self, items=None) -> list[CardItem]:
        """Cards (all, or `items`) in reading order (seat by seat, top to bottom, left to right)
        for Tab."""
        return sorted(self.items_by_id.values() if items is None else items, key=_reading)
