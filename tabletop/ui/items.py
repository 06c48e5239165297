"""Graphics items: a card (a cached pixmap; tapped turns it), a pile with its count, a zone frame.

Items hold only what the seat's view gives them: an opaque view id ("o17") and the ObjectView.
The model's card ids live in the controller, never here."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

from . import cardart
from . import messages as M
from . import plain as P
from .cardart import CARD_H, CARD_W, SCALE

ACCESSIBLE_ROLE = 1  # item.data(ACCESSIBLE_ROLE): the accessible name
KIND_ROLE = 2  # "card" | "pile" | "zone"


class CardItem(QGraphicsPixmapItem):
    """One object the seat sees. No paint() override: it costs what a plain pixmap item costs."""

    def __init__(self, ov, lang: str = "en", movable: bool = True) -> None:
        super().__init__()
        self.vid = ov.id
        self.ov = None
        self.peeked = False
        self.lang = lang
        self.setShapeMode(QGraphicsPixmapItem.BoundingRectShape)
        self.setTransformationMode(Qt.SmoothTransformation)
        # The pixmap is centred on the item's origin, so scale and rotation (tapped) turn the card
        # about its centre; pos() is the card's centre.
        self.setOffset(-CARD_W * SCALE / 2, -CARD_H * SCALE / 2)
        self.setScale(1 / SCALE)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
        self.setFlag(QGraphicsItem.ItemIsSelectable, True)
        self.setFlag(QGraphicsItem.ItemIsFocusable, True)
        self.setFlag(QGraphicsItem.ItemIsMovable, movable)
        self.setData(KIND_ROLE, "card")
        self._press = None
        self.set_view(ov)

    def set_view(self, ov, lang: str | None = None, peeked: bool | None = None) -> None:
        if lang is not None:
            self.lang = lang
        if peeked is not None:
            self.peeked = peeked
        self.ov = ov
        pm = cardart.pixmap_for(ov, self.lang, self.peeked)
        self.setPixmap(pm)
        self.setOffset(-pm.width() / 2, -pm.height() / 2)
        self.setToolTip(P.tooltip(M.tooltip(ov, self.lang)))
        self.setData(ACCESSIBLE_ROLE, M.accessible_name(ov, self.lang))

    @property
    def accessible_name(self) -> str:
        return self.data(ACCESSIBLE_ROLE)

    def top_left(self) -> QPointF:
        """Scene point of the unrotated card's top-left corner (the model's place)."""
        return self.pos() - QPointF(CARD_W / 2, CARD_H / 2)

    def place(self, x: float, y: float) -> None:
        """Put the unrotated card's top-left corner at (x, y): where the model has it."""
        p = QPointF(x + CARD_W / 2, y + CARD_H / 2)
        self.home = p
        if self.pos() != p:
            self.setPos(p)

    home = None
    slot = 0  # the automatic battlefield slot it was dealt (scene layout)

    def moved_away(self) -> bool:
        return self.home is not None and (self.pos() - self.home).manhattanLength() > 4

    # -- drag: Qt moves the item; on release the scene turns the drop into a command --
    def mousePressEvent(self, event) -> None:
        self._press = QPointF(self.pos())
        self.setZValue(1000)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        start, self._press = self._press, None
        self.setZValue(self._z)
        sc = self.scene()
        if start is not None and sc is not None and (self.pos() - start).manhattanLength() > 4:
            if event.modifiers() & Qt.ShiftModifier:  # Shift+drop onto a card: attach to it
                sc.card_attached(self)
            else:
                sc.card_dropped(self, start)

    def mouseDoubleClickEvent(self, event) -> None:
        sc = self.scene()
        if sc is not None:
            sc.card_activated(self)
        event.accept()

    _z = 0.0

    def set_z(self, z: float) -> None:
        self._z = z
        self.setZValue(z)


class PileItem(QGraphicsRectItem):
    """A library, graveyard, exile or command pile: the top card (or a back) and a count."""

    def __init__(self, seat: str, zone: str, rect: QRectF) -> None:
        super().__init__(rect)
        self.seat, self.zone = seat, zone
        self.setPen(QPen(QColor("#6b7a6b"), 1, Qt.DashLine))
        self.setBrush(QBrush(QColor(0, 0, 0, 30)))
        self.setData(KIND_ROLE, "pile")
        self.setFlag(QGraphicsItem.ItemIsFocusable, True)
        self.setFlag(QGraphicsItem.ItemIsSelectable, True)
        self.card = QGraphicsPixmapItem(self)
        self.card.setScale(1 / SCALE)
        self.card.setTransformationMode(Qt.SmoothTransformation)
        self.card.setPos(rect.left() + (rect.width() - CARD_W) / 2, rect.top() + 16)
        self.label = QGraphicsSimpleTextItem(self)
        f = QFont("DejaVu Sans")
        f.setPixelSize(12)
        self.label.setFont(f)
        self.label.setBrush(QColor("#f0f0e0"))
        self.label.setPos(rect.left() + 4, rect.top() + 1)
        self.count = 0
        self.top_view = None
        self._press = None
        self._ghost = None

    def set_contents(self, count: int, top_view=None, lang: str = "en") -> None:
        self.count, self.top_view = count, top_view
        self.label.setText(f"{M.zone_text(self.zone).capitalize()} ({count})")
        if count == 0:
            self.card.setVisible(False)
        else:
            self.card.setVisible(True)
            self.card.setPixmap(cardart.pixmap_for(top_view, lang) if top_view is not None
                                else cardart.back_pixmap())
        name = M.tr("{seat}'s {zone}, {n} cards").format(seat=self.seat,
                                                         zone=M.zone_text(self.zone), n=count)
        self.setData(ACCESSIBLE_ROLE, name)
        self.setToolTip(P.tooltip(name))

    @property
    def accessible_name(self) -> str:
        return self.data(ACCESSIBLE_ROLE)

    # Dragging a pile drags its top card: library -> hand draws, -> battlefield manifests.
    def mousePressEvent(self, event) -> None:
        sc = self.scene()
        if event.button() == Qt.LeftButton and self.count and getattr(sc, "interactive", True):
            self._press = event.scenePos()
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._press is None:
            return super().mouseMoveEvent(event)
        if self._ghost is None and (event.scenePos() - self._press).manhattanLength() > 6:
            self._ghost = QGraphicsPixmapItem(self.card.pixmap())
            self._ghost.setScale(1 / SCALE)
            self._ghost.setOpacity(0.7)
            self._ghost.setZValue(2000)
            self.scene().addItem(self._ghost)
        if self._ghost is not None:
            self._ghost.setPos(event.scenePos() - QPointF(CARD_W / 2, CARD_H / 2))

    def mouseReleaseEvent(self, event) -> None:
        ghost, self._press, self._ghost = self._ghost, None, None
        if ghost is not None:
            pos = ghost.pos()
            self.scene().removeItem(ghost)
            self.scene().pile_dropped(self, pos)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event) -> None:
        self.scene().pile_activated(self)
        event.accept()


class ZoneFrame(QGraphicsRectItem):
    def __init__(self, rect: QRectF, text: str, color: str = "#2f4f3f") -> None:
        super().__init__(rect)
        self.setPen(QPen(QColor("#4f6f5f"), 1))
        self.setBrush(QBrush(QColor(color)))
        self.setZValue(-10)
        self.setData(KIND_ROLE, "zone")
        self.text = QGraphicsSimpleTextItem(text, self)
        f = QFont("DejaVu Sans")
        f.setPixelSize(13)
        self.text.setFont(f)
        self.text.setBrush(QColor(255, 255, 255, 120))
        self.text.setPos(rect.right() - 10 - self.text.boundingRect().width(), rect.top() + 2)

    def set_text(self, text: str) -> None:
        self.text.setText(text)
        r = self.rect()
        self.text.setPos(r.right() - 10 - self.text.boundingRect().width(), r.top() + 2)
