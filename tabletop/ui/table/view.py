"""The table view: fit (the table laid out for the window, refitted as the window or a panel
changes size), zoom (Ctrl+wheel, Ctrl +/-), pan (middle button or the scroll bars), and keyboard
focus traversal across cards (Tab / Shift+Tab, arrows).

The view follows the window (`auto_fit`) until the user zooms or pans; Fit the table (Ctrl+0)
fits again and follows the window again. A fitted table uses a step of the zoom ladder
(`layout.LADDER`) at which everything fits, never smaller than `layout.MIN_SCALE` (cards at least
`layout.MIN_CARD_PX` wide: the table scrolls instead, showing the viewing seat's own area), and
the scene lays the table out for exactly the area the viewport shows: no empty felt."""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsView

from tabletop.ui.common.messages import tr
from tabletop.ui.table import layout as L
from tabletop.ui.table.cardart import reserve_device_caches
from tabletop.ui.table.items import CardItem

MIN_ZOOM, MAX_ZOOM = 0.05, 6.0


def home_card(cards: list, seat: str | None):
    """Where the keyboard starts on a table: the first card of the seat's hand, else of its
    battlefield (None: the seat has no card there, or only watches)."""
    if seat is None:
        return None
    for zone in ("hand", "battlefield"):
        for it in cards:
            ov = getattr(it, "ov", None)
            if ov is not None and ov.zone == zone and \
                    (ov.controller if zone == "battlefield" else ov.owner) == seat:
                return it
    return None


class TableView(QGraphicsView):
    focusedCard = Signal(str)  # vid of the card that has keyboard focus

    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        reserve_device_caches(0)  # see cardart: the scene raises it with the card count
        # DESIGN.md: minimal viewport updates with the raster viewport; never full updates.
        self.setViewportUpdateMode(QGraphicsView.MinimalViewportUpdate)
        self.setRenderHint(QPainter.Antialiasing, False)
        # Card items are drawn for the view's level and blitted as they are (scaled smoothly
        # into a device cache only until a zoom is drawn again); a view-wide smooth hint would
        # only slow every blit down (measured: 168 -> 60 ms for 2,000 cards).
        self.setRenderHint(QPainter.SmoothPixmapTransform, False)
        self.setOptimizationFlag(QGraphicsView.DontSavePainterState, True)
        if scene is not None and scene.backgroundBrush().isOpaque():
            # the scene paints the felt over all it shows: the viewport need not fill it first
            # (opaque, it still scrolls by moving its pixels)
            self.viewport().setAutoFillBackground(False)
            self.viewport().setAttribute(Qt.WA_OpaquePaintEvent, True)
        self.setDragMode(QGraphicsView.RubberBandDrag)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setAccessibleName(tr("Table"))
        self.viewport().setMouseTracking(True)  # hover preview without a button pressed
        self._pan = None
        self._after_paint: list = []  # called once the table has been painted (`after_paint`)
        self.auto_fit = True  # follow the window's size (until the user zooms or pans)
        self._refit = QTimer(self, singleShot=True, interval=0)
        self._refit.timeout.connect(self._fit_now)
        self._relevel = QTimer(self, singleShot=True, interval=80)  # after a burst of zooms
        self._relevel.timeout.connect(self._apply_level)
        for bar in (self.horizontalScrollBar(), self.verticalScrollBar()):
            bar.actionTriggered.connect(self._user_moved)
        if hasattr(scene, "tableChanged"):  # a table scene (a plain one has no table to fit)
            scene.tableChanged.connect(self._table_changed)

    # -- fit, zoom, pan --
    def fit(self) -> None:
        """Fit the table to the view and follow the window's size again (Ctrl+0)."""
        self.auto_fit = True
        self._fit_now()

    def _fit_now(self) -> None:
        sc = self.scene()
        size = self.maximumViewportSize()
        vw, vh = size.width(), size.height()
        if sc is None or vw < 40 or vh < 40:
            return
        if not hasattr(sc, "set_area"):  # a plain scene: all of it in sight
            self.fitInView(sc.sceneRect(), Qt.KeepAspectRatio)
            return
        if not sc.frames:  # nothing on the table yet: a fitting scale for what comes
            self._set_scale(L.fit_scale(max(1, len(sc.players)), vw, vh, {}))
            return
        s = L.fit_scale(len(sc.players), vw, vh, sc.needs)
        w, h = vw, vh
        for _ in range(3):  # where the table still scrolls, its scroll bar takes room
            t = L.compute(sc.players, sc.viewer, (w - 1) / s, (h - 1) / s, sc.needs)
            bar_v = t.rect.height() * s > h + 0.5
            bar_h = t.rect.width() * s > w + 0.5
            nw = vw - (self.verticalScrollBar().sizeHint().width() if bar_v else 0)
            nh = vh - (self.horizontalScrollBar().sizeHint().height() if bar_h else 0)
            if (nw, nh) == (w, h):
                break
            w, h = nw, nh
        self._set_scale(s)
        sc.set_area((w - 1) / s, (h - 1) / s)  # a pixel short: no scroll bar from rounding
        self._homing = True  # first: the cards drawn for the level are those in sight there
        try:
            self._show_home()
        finally:
            self._homing = False
        self._apply_level()

    def _show_home(self) -> None:
        """Where the table scrolls: the viewing seat's own area (at the bottom, on the left)."""
        self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().minimum())

    def _set_scale(self, s: float) -> None:
        if self.transform() != QTransform.fromScale(s, s):
            self.setTransform(QTransform.fromScale(s, s))

    def device_level(self) -> float:
        """Device pixels per scene unit: what the cards are drawn for."""
        return self.transform().m11() * self.devicePixelRatioF()

    def visible_rect(self):
        return self.mapToScene(self.viewport().rect()).boundingRect()

    def _apply_level(self) -> None:
        sc = self.scene()
        if sc is not None and hasattr(sc, "set_level"):
            sc.set_level(self.device_level(), self.visible_rect())

    def _table_changed(self) -> None:
        if self.auto_fit:
            self._refit.start()

    def zoom(self, factor: float) -> None:
        """Zoom by about `factor`, along the ladder; the view stops following the window."""
        cur = self.transform().m11()
        steps = round(math.log(factor) / math.log(L.LADDER)) or (1 if factor > 1 else -1)
        s = L.ladder_scale(L.ladder_step(cur) + steps)
        if not MIN_ZOOM <= s <= MAX_ZOOM:
            return
        self.auto_fit = False
        self.scale(s / cur, s / cur)
        sc = self.scene()
        if sc is not None and hasattr(sc, "set_shown"):
            sc.set_shown(self.device_level())  # scaled smoothly until drawn again
        self._relevel.start()

    def _user_moved(self, _action=None) -> None:
        self.auto_fit = False

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.auto_fit:
            self._refit.start()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        sc = self.scene()
        if sc is not None and getattr(sc, "_stale", None) and not self._homing:
            sc.draw_visible(self.visible_rect())

    _homing = False  # scrolled home by a fit, which draws what is in sight next

    def paintEvent(self, event) -> None:
        sc = self.scene()
        if sc is not None and getattr(sc, "_stale", None):  # cards not drawn yet come in view
            sc.draw_visible(self.visible_rect())
        super().paintEvent(event)
        if sc is not None and getattr(sc, "hold_redraw", False):
            sc.painted()
        if self._after_paint:
            due, self._after_paint = self._after_paint, []
            for fn in due:  # in the next turn of the event loop: this paint reaches the screen
                QTimer.singleShot(0, self, fn)

    def after_paint(self, fn) -> None:
        """Call `fn` once, right after the table's next paint (work that need not hold the
        first look at a table back: the log of a long game)."""
        self._after_paint.append(fn)

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.ControlModifier:
            self.zoom(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
            event.accept()
            return
        bars = (self.horizontalScrollBar().value(), self.verticalScrollBar().value())
        super().wheelEvent(event)
        if bars != (self.horizontalScrollBar().value(), self.verticalScrollBar().value()):
            self.auto_fit = False

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MiddleButton:
            self._pan = event.position()
            self.auto_fit = False
            self.setCursor(Qt.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._pan is not None:
            d = event.position() - self._pan
            self._pan = event.position()
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - int(d.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - int(d.y()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self._pan is not None and event.button() == Qt.MiddleButton:
            self._pan = None
            self.unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    # -- keyboard focus across cards --
    def focusNextPrevChild(self, forward: bool) -> bool:
        return self.move_focus(1 if forward else -1)

    def move_focus(self, step: int) -> bool:
        sc = self.scene()
        cards = sc.card_items() if sc is not None else []
        if not cards:
            return False
        cur = sc.focusItem()
        if cur in cards:
            nxt = cards[(cards.index(cur) + step) % len(cards)]
        else:  # the first move: the seat's own cards first, not the opponent's across the table
            nxt = home_card(cards, getattr(sc, "viewer", None)) or cards[0 if step > 0 else -1]
        self.focus_card(nxt)
        return True

    def focus_card(self, item: CardItem) -> None:
        sc = self.scene()
        sc.clearSelection()
        item.setSelected(True)
        sc.setFocusItem(item)
        self.ensureVisible(item)
        name = item.accessible_name or ""
        self.setAccessibleDescription(name)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.DescriptionChanged))
        self.focusedCard.emit(item.vid)

    def event(self, e) -> bool:
        if e.type() == getattr(QEvent, "DevicePixelRatioChange", -1):
            self._apply_level()  # moved to a screen of another pixel ratio
        if e.type() == QEvent.KeyPress and e.key() in (Qt.Key_Tab, Qt.Key_Backtab) \
                and not e.modifiers() & Qt.ControlModifier:
            return self.move_focus(-1 if e.key() == Qt.Key_Backtab else 1) or True
        return super().event(e)

    def keyPressEvent(self, event) -> None:
        k = event.key()
        if k in (Qt.Key_Right, Qt.Key_Down) and not event.modifiers():
            self.move_focus(1)
        elif k in (Qt.Key_Left, Qt.Key_Up) and not event.modifiers():
            self.move_focus(-1)
        elif k == Qt.Key_Menu or (k == Qt.Key_F10 and event.modifiers() & Qt.ShiftModifier):
            sc = self.scene()
            item = sc.focusItem() if sc else None
            if item is not None:
                pt = self.viewport().mapToGlobal(self.mapFromScene(item.sceneBoundingRect()
                                                                   .center()))
                sc.contextRequested.emit(item, pt)
        else:
            super().keyPressEvent(event)
