"""The table view: zoom (Ctrl+wheel, Ctrl +/-), pan (middle button or the scroll bars), fit,
and keyboard focus traversal across cards (Tab / Shift+Tab, arrows)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QPainter
from PySide6.QtWidgets import QGraphicsView

from .cardart import reserve_device_caches
from .items import CardItem


class TableView(QGraphicsView):
    focusedCard = Signal(str)  # vid of the card that has keyboard focus

    def __init__(self, scene, parent=None) -> None:
        super().__init__(scene, parent)
        reserve_device_caches(0)  # see cardart: the scene raises it with the card count
        # DESIGN.md: minimal viewport updates with the raster viewport; never full updates.
        self.setViewportUpdateMode(QGraphicsView.MinimalViewportUpdate)
        self.setRenderHint(QPainter.Antialiasing, False)
        # Card items render their device caches smoothly themselves; a view-wide smooth hint
        # would only slow every blit down (measured: 168 -> 60 ms for 2,000 cards).
        self.setRenderHint(QPainter.SmoothPixmapTransform, False)
        self.setOptimizationFlag(QGraphicsView.DontSavePainterState, True)
        self.setDragMode(QGraphicsView.RubberBandDrag)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setAccessibleName(self.tr("Table"))
        self.viewport().setMouseTracking(True)  # hover preview without a button pressed
        self._pan = None

    def zoom(self, factor: float) -> None:
        s = self.transform().m11() * factor
        if 0.05 <= s <= 6:
            self.scale(factor, factor)

    def fit(self) -> None:
        sc = self.scene()
        if sc is not None:
            self.fitInView(sc.sceneRect(), Qt.KeepAspectRatio)

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.ControlModifier:
            self.zoom(1.15 if event.angleDelta().y() > 0 else 1 / 1.15)
            event.accept()
        else:
            super().wheelEvent(event)

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MiddleButton:
            self._pan = event.position()
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
        i = cards.index(cur) if cur in cards else (-1 if step > 0 else 0)
        nxt = cards[(i + step) % len(cards)]
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
