"""Cards hidden under others are not painted (a crowded table paints each pixel once or twice,
not ten times).

A card whose whole rectangle lies under the opaque parts of the cards above it (a card's
picture is opaque but for its rounded corners: `cardart.opaque`) gets `ItemHasNoContents`:
Qt skips its paint, nothing else. It stays visible, selectable, in every `items()` answer, under
the pointer, in the rubber band; its children are still painted. Nothing of it could show: the
picture is the same pixel for pixel (tests/ui/test_occlusion.py).

Kept safe by uncovering first: whatever could let a hidden card show (a card above moves,
turns, changes its picture, changes its z, leaves the table; a zoom) clears the flag of the
cards under it at once, before the next paint, and the hidden set is worked out again later
(`schedule`): at the next turn of the event loop after a table is laid out, a moment after a
single change, never during a drag."""

from __future__ import annotations

import math

import shiboken6
from PySide6.QtCore import QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QGraphicsItem

from tabletop.ui.table import cardart

NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
LATER_MS = 200  # after a single change: after its paint, not before it
MARGIN_PX = 2.0  # device pixels kept from every edge (rounding, smooth scaling while zooming)


class Occlusion:
    """The cards of a table scene that need no painting (`hidden`), found from their places."""

    def __init__(self, scene, is_card) -> None:
        self.scene = scene
        self.is_card = is_card
        self.hidden: set = set()
        self.enabled = True  # False: every card painted (what tests compare the picture with)
        self.level = 1.0  # the smallest level (device pixels per unit) the margins were for
        self._timer = QTimer(scene, singleShot=True)
        self._timer.timeout.connect(self.update)

    def schedule(self, ms: int = 0) -> None:
        """Work the hidden cards out again in `ms`: a change waits for the changes to pause
        (each one starts the wait again), unless a new layout's turn is due sooner."""
        t = self._timer
        if not (t.isActive() and t.interval() < ms):
            t.start(ms)

    def uncover(self, rect: QRectF) -> None:
        """Paint again every hidden card that meets `rect` (something there changes)."""
        if self.hidden:
            m = self.margin()  # (a hidden card's own margin may lie under rect)
            for it in self.scene.items(rect.adjusted(-m, -m, m, m)):
                if it in self.hidden:
                    self.hidden.discard(it)
                    it.setFlag(NO_CONTENTS, False)
        self.schedule(LATER_MS)

    def uncover_items(self, items) -> None:
        for it in items:
            if it.scene() is self.scene:
                self.uncover(it.sceneBoundingRect())

    def _present(self, items) -> list:
        """Those still in the scene (`QGraphicsScene.clear` deletes items behind our back)."""
        return [it for it in items if shiboken6.isValid(it) and it.scene() is self.scene]

    def uncover_all(self) -> None:
        for it in self._present(self.hidden):
            it.setFlag(NO_CONTENTS, False)
        self.hidden.clear()
        self.schedule(LATER_MS)

    def forget(self, items) -> None:
        """Items leaving the scene (all of them, a new table)."""
        self.hidden.difference_update(items)

    def set_level(self, level: float) -> None:
        """The cards are drawn or shown at `level`: smaller than the margins were for, they
        are uncovered until worked out again."""
        if level < self.level:
            self.uncover_all()
        self.level = level
        self.schedule(LATER_MS)

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        self.uncover_all()
        if on:
            self.schedule()

    def busy(self) -> bool:
        sc = self.scene
        return sc.mouseGrabberItem() is not None or getattr(sc, "hold_redraw", False)

    def update(self) -> None:
        """Find the cards covered by the opaque cards above them (not while a card is dragged
        nor before a rebuilt table's first paint: those ask again when done)."""
        if self.busy() or not self.enabled:
            return
        hidden = self.covered()
        for it in self._present(self.hidden - hidden):
            it.setFlag(NO_CONTENTS, False)
        for it in hidden - self.hidden:
            it.setFlag(NO_CONTENTS, True)
        self.hidden = hidden

    def margin(self) -> float:
        """Scene units kept from a card's edges: its edge pixels, rounding, smooth scaling."""
        return cardart.EDGE + MARGIN_PX / max(self.level, 1e-3)

    def covered(self) -> set:
        """From the top card down: a card is covered when its rectangle (and a margin) is
        inside the union of the opaque parts of the cards above it (in whole units: its
        rectangle's outside, their parts' inside)."""
        m = self.margin()
        c = cardart.CORNER + m
        floor, ceil = math.floor, math.ceil
        above = QRegion()
        out = set()
        for it in self.scene.items(Qt.SortOrder.DescendingOrder):
            if not self.is_card(it):
                continue
            r = it.sceneBoundingRect()
            if not above.isEmpty() and \
                    QRegion(r.adjusted(-m, -m, m, m).toAlignedRect()).subtracted(above).isEmpty():
                out.add(it)
            elif self._occludes(it):
                x0, y0, x1, y1 = r.getCoords()
                left, right = ceil(x0 + c), floor(x1 - c)
                top, bottom = ceil(y0 + m), floor(y1 - m)
                above += QRect(left, top, right - left, bottom - top)
                left, right = ceil(x0 + m), floor(x1 - m)
                top, bottom = ceil(y0 + c), floor(y1 - c)
                above += QRect(left, top, right - left, bottom - top)
        return out

    @staticmethod
    def _occludes(it) -> bool:
        return it.isVisible() and it.effectiveOpacity() >= 1.0 and it.rotation() == 0 \
            and it.graphicsEffect() is None and cardart.opaque(it.pixmap())
