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

from tabletop.ui.common import messages as M
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.table import cardart
from tabletop.ui.table.cardart import CARD_H, CARD_W, SCALE
from tabletop.ui.table.layout import PILE_LABEL_H
from tabletop.ui.table.occlusion import LATER_MS

LABEL_PX = 14  # zone labels, in scene units (10 px on the smallest fitted table)
PILE_LABEL_PX = 12
_FAST, _SMOOTH = Qt.FastTransformation, Qt.SmoothTransformation
_NO_CACHE, _DEVICE_CACHE = QGraphicsItem.NoCache, QGraphicsItem.DeviceCoordinateCache
ACCESSIBLE_ROLE = 1  # item.data(ACCESSIBLE_ROLE): the accessible name
KIND_ROLE = 2  # "card" | "pile" | "zone"


class CardItem(QGraphicsPixmapItem):
    """One object the seat sees. No paint() override: it costs what a plain pixmap item costs,
    and nothing at all while opaque cards above hide it (occlusion.py: what could uncover it,
    a move, a new picture, a new z, tells the scene's `occlusion` first).

    Its pixmap is drawn for a `level` (device pixels per scene unit; cardart) and the item is
    scaled by 1/level, so it is a card-sized item at any level. At the level the view shows it,
    the pixmap is copied pixel for pixel (fast, sharp); at another (zoomed, not yet redrawn) it
    is scaled smoothly."""

    def __init__(self, ov, lang: str = "en", movable: bool = True,
                 level: float = SCALE, shown: float | None = None, lazy: bool = False) -> None:
        super().__init__()
        self.vid = ov.id
        self.ov = None
        self.peeked = False
        self.face = False  # face down, revealed at the end of the game: drawn with its face
        self.lang = lang
        self.level = level
        self.setShapeMode(QGraphicsPixmapItem.BoundingRectShape)
        # drawn for the level it is shown at (`shown`): copied pixel for pixel (see match)
        matched = shown == level
        self.setTransformationMode(_FAST if matched else _SMOOTH)
        self.setCacheMode(_NO_CACHE if matched else _DEVICE_CACHE)
        # The pixmap is centred on the item's origin, so scale and rotation (tapped) turn the card
        # about its centre; pos() is the card's centre.
        self.setFlag(QGraphicsItem.ItemIsSelectable, True)
        self.setFlag(QGraphicsItem.ItemIsFocusable, True)
        self.setFlag(QGraphicsItem.ItemIsMovable, movable)
        self.setData(KIND_ROLE, "card")
        self._press = None
        self.drawn = False  # False: a placeholder until the scene draws it (`draw`)
        self.texted = True  # False: no tooltip nor accessible name yet (`texts`)
        self.set_view(ov, lazy=lazy)

    def set_view(self, ov, lang: str | None = None, peeked: bool | None = None,
                 lazy: bool = False, face: bool | None = None) -> None:
        """Show another state of the object: drawn now, or (`lazy`: a big table being built) a
        placeholder until `draw` (when it comes into view, or in the background)."""
        if lang is not None:
            self.lang = lang
        if peeked is not None:
            self.peeked = peeked
        if face is not None:
            self.face = face
        self.ov = ov
        if lazy:  # its texts too are made when it is drawn or asked for (`texts`)
            self.drawn = self.texted = False
            self._show(cardart.placeholder_pixmap(self.level))
        else:
            self.texted = False
            self.draw()  # (and its texts)

    def texts(self) -> None:
        """Its tooltip and accessible name, from its view (a placeholder of a big table being
        built makes them later: a first paint needs neither)."""
        self.texted = True
        self.setToolTip(P.tooltip(M.tooltip(self.ov, self.lang)))
        self.setData(ACCESSIBLE_ROLE, M.accessible_name(self.ov, self.lang))

    def toolTip(self) -> str:  # noqa: N802 (Qt's name)
        if not self.texted:
            self.texts()
        return super().toolTip()

    def data(self, key: int):
        if key == ACCESSIBLE_ROLE and not self.texted:
            self.texts()
        return super().data(key)

    def draw(self) -> None:
        """Draw the card's face (or back) for its level."""
        self._show(cardart.pixmap_for(self.ov, self.lang, self.peeked, self.level, self.face))
        self.drawn = True
        if not self.texted:
            self.texts()

    def set_level(self, level: float) -> None:
        """Draw the card for another level (the view's zoom changed), or for the first time.
        What is drawn on it (a lesson's outline, in the pixmap's pixels) keeps its size on the
        table."""
        if level != self.level:
            ratio = level / self.level
            self.level = level
            self.draw()
            for child in self.childItems():
                child.setScale(child.scale() * ratio)
        elif not self.drawn:
            self.draw()

    def _show(self, pm) -> None:
        occ = self._occlusion()
        if occ is not None:  # what it covers may show (another size, a see-through picture)
            before = self.sceneBoundingRect()
            if occ.hidden and cardart.opaque(self.pixmap()) != cardart.opaque(pm):
                occ.uncover(before)
        self.setPixmap(pm)
        self.setOffset(-pm.width() / 2, -pm.height() / 2)
        if self.scale() != 1 / self.level:
            self.setScale(1 / self.level)
        if occ is not None and self.sceneBoundingRect() != before:
            occ.uncover(before.united(self.sceneBoundingRect()))

    def _occlusion(self):
        """The scene's hidden cards (occlusion.py), if it is a table scene."""
        return getattr(self.scene(), "occlusion", None)

    def match(self, device_level: float) -> None:
        """Copy the pixmap pixel for pixel when it is drawn for the level shown (a plain blit:
        no cache is faster, measured 3.6x); scale it smoothly into a device cache otherwise."""
        matched = abs(device_level - self.level) < 1e-6
        mode = _FAST if matched else _SMOOTH
        if self.transformationMode() != mode:
            self.setTransformationMode(mode)
            self.setCacheMode(_NO_CACHE if matched else _DEVICE_CACHE)

    @property
    def accessible_name(self) -> str:
        return self.data(ACCESSIBLE_ROLE)

    def top_left(self) -> QPointF:
        """Scene point of the unrotated card's top-left corner (the model's place)."""
        return self.pos() - QPointF(CARD_W / 2, CARD_H / 2)

    def place(self, x: float, y: float) -> None:
        """Put the unrotated card's top-left corner at (x, y): where the model has it."""
        self.place_centre(x + CARD_W / 2, y + CARD_H / 2)

    def place_centre(self, x: float, y: float) -> None:
        p = QPointF(x, y)
        self.home = p
        self.at = (x, y)  # (the same, cheap to read: a screen reader's reading order)
        if self.pos() != p:
            occ = self._occlusion()
            if occ is not None:  # what it covered may show
                occ.uncover(self.sceneBoundingRect())
            self.setPos(p)

    home = None
    at = (0.0, 0.0)
    slot = None  # the automatic battlefield place it was dealt (scene layout)

    def moved_away(self) -> bool:
        return self.home is not None and (self.pos() - self.home).manhattanLength() > 4

    # -- drag: Qt moves the item; on release the scene turns the drop into a command --
    def mousePressEvent(self, event) -> None:
        self._press = QPointF(self.pos())
        occ = self._occlusion()
        if occ is not None:  # Qt moves it and the other selected cards: what they cover shows
            occ.uncover_items([self, *self.scene().selectedItems()])
        self.setZValue(1000)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        occ = self._occlusion()
        if occ is not None:
            occ.schedule(LATER_MS)
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
        if z != self.zValue():
            occ = self._occlusion()
            if occ is not None:  # lower, what it covered may show; higher, it may show itself
                occ.uncover(self.sceneBoundingRect())
            self.setZValue(z)


class PileItem(QGraphicsRectItem):
    """A library, graveyard, exile or command pile: the top card (or a back) and a count. An
    empty pile is its label and a small frame (the layout shrinks it); the card of a pile short of
    room is shrunk (`card_scale`)."""

    def __init__(self, seat: str, zone: str, rect: QRectF) -> None:
        super().__init__(rect)
        self.seat, self.zone = seat, zone
        self.setPen(QPen(QColor("#6b7a6b"), 1, Qt.DashLine))
        self.setBrush(QBrush(QColor(0, 0, 0, 30)))
        self.setData(KIND_ROLE, "pile")
        self.setFlag(QGraphicsItem.ItemIsFocusable, True)
        self.setFlag(QGraphicsItem.ItemIsSelectable, True)
        self.card = QGraphicsPixmapItem(self)
        self.card.setTransformationMode(Qt.SmoothTransformation)
        self.label = QGraphicsSimpleTextItem(self)
        f = QFont("DejaVu Sans")
        f.setPixelSize(PILE_LABEL_PX)
        self.label.setFont(f)
        self.label.setBrush(QColor("#f0f0e0"))
        self.count = 0
        self.top_view = None
        self.lang = "en"
        self.level = float(SCALE)
        self.card_scale = 1.0
        self._press = None
        self._ghost = None
        self.set_geometry(rect, 1.0)

    def set_geometry(self, rect: QRectF, card_scale: float = 1.0) -> None:
        if rect != self.rect():
            self.setRect(rect)
        redraw = card_scale != self.card_scale
        self.card_scale = card_scale
        self.label.setPos(rect.left() + 4, rect.top() + 1)
        self.card.setPos(rect.left() + (rect.width() - CARD_W * card_scale) / 2,
                         rect.top() + PILE_LABEL_H)
        self._label_text()
        if redraw:
            self._draw_card()

    def set_level(self, level: float) -> None:
        if level != self.level:
            self.level = level
            self._draw_card()

    def set_contents(self, count: int, top_view=None, lang: str = "en") -> None:
        self.count, self.top_view, self.lang = count, top_view, lang
        self._label_text()
        self._draw_card()
        name = tr("{seat}'s {zone}, %n card(s)", None, count).format(
            seat=self.seat, zone=M.zone_text(self.zone))
        top_name = (top_view.facts or {}).get("name") if top_view is not None else None
        if self.zone == "library" and top_name:  # a top card the seat knows (401.5, a scry)
            name += tr(", top card: {name}").format(name=top_name)
        self.setData(ACCESSIBLE_ROLE, name)
        self.setToolTip(P.tooltip(name))

    def _label_text(self) -> None:
        text = f"{M.upper_first(M.zone_text(self.zone))} ({self.count})"
        self.label.setText(text)
        if self.label.boundingRect().width() > self.rect().width() - 6:
            self.label.setText(text.replace(" (", "\n(", 1))

    def _draw_card(self) -> None:
        if self.count == 0:
            self.card.setVisible(False)
            return
        lv = self.level * self.card_scale
        self.card.setVisible(True)
        self.card.setPixmap(cardart.pixmap_for(self.top_view, self.lang, level=lv)
                            if self.top_view is not None else cardart.back_pixmap(lv))
        self.card.setScale(1 / self.level)

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
            self._ghost.setScale(1 / (self.level * self.card_scale))
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
    """A zone's area with its label at the top right (or bottom right), in a strip its cards
    leave free."""

    def __init__(self, rect: QRectF, text: str, color: str = "#2f4f3f",
                 label_bottom: bool = False) -> None:
        super().__init__(rect)
        self.label_bottom = label_bottom
        self.setPen(QPen(QColor("#4f6f5f"), 1))
        self.setBrush(QBrush(QColor(color)))
        self.setZValue(-10)
        self.setData(KIND_ROLE, "zone")
        self.text = QGraphicsSimpleTextItem(text, self)
        f = QFont("DejaVu Sans")
        f.setPixelSize(LABEL_PX)
        self.text.setFont(f)
        self.text.setBrush(QColor(255, 255, 255, 150))
        self._place_text()

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect():
            self.setRect(rect)
            self._place_text()

    def set_text(self, text: str) -> None:
        self.text.setText(text)
        self._place_text()

    def _place_text(self) -> None:
        r = self.rect()
        b = self.text.boundingRect()
        self.text.setPos(r.right() - 10 - b.width(),
                         r.bottom() - 1 - b.height() if self.label_bottom else r.top() + 1)
