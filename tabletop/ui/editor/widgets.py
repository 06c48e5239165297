"""The position editor's pieces: the card search panel, a pile (library, hand, graveyard, exile,
command zone, stack: cards in order, top first) and a seat's battlefield (cards where they were
dropped).

Drags are the widgets' own, as in the card browser (no QDrag: they work and are tested the same
on every platform, offscreen included): press on a card, move past the drag distance, let go;
the widget emits `dropped(payload, global point)` and the editor finds the zone under the point.
A payload is `("new", card name)` from the search panel or `("card", id)` from a zone.

Every name comes from a file or the card database: list items and scene text items are plain
text already; labels go through `plain`.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsView,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.table import cardart
from tabletop.ui.table.cardart import CARD_H, CARD_W

NEW, CARD = "new", "card"  # payload kinds: a card from the search panel, a card of the board
ROLE_PAYLOAD = Qt.UserRole
SEARCH_LIMIT = 60


class _DragMixin:
    """Press, move past the drag distance, release: `dropped(payload, global point)`."""

    dropped: Signal

    def _drag_init(self) -> None:
        self._press: tuple[tuple, QPoint] | None = None
        self._dragging = False

    def _payload_at(self, point: QPoint) -> tuple | None:
        raise NotImplementedError

    def _drag_press(self, event) -> None:
        pt = event.position().toPoint()
        payload = self._payload_at(pt) if event.button() == Qt.LeftButton else None
        self._press = (payload, pt) if payload is not None else None
        self._dragging = False

    def _drag_move(self, event) -> bool:
        """True when the move belongs to a drag (the widget should not handle it)."""
        if self._press is None or not event.buttons() & Qt.LeftButton:
            return False
        if not self._dragging and (event.position().toPoint() - self._press[1]
                                   ).manhattanLength() >= QApplication.startDragDistance():
            self._dragging = True
            self._drag_surface().setCursor(Qt.ClosedHandCursor)
        return self._dragging

    def _drag_release(self, event) -> bool:
        press, dragging = self._press, self._dragging
        self._press, self._dragging = None, False
        if dragging and press is not None:
            self._drag_surface().unsetCursor()
            self.dropped.emit(press[0], self._drag_surface().mapToGlobal(
                event.position().toPoint()))
            return True
        return False

    def _drag_surface(self) -> QWidget:
        return self.viewport()  # type: ignore[attr-defined]


class CardList(_DragMixin, QListWidget):
    """A list whose cards can be dragged out (`dropped`)."""

    dropped = Signal(object, QPoint)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._drag_init()
        self.setDragDropMode(QAbstractItemView.NoDragDrop)
        self.setSelectionMode(QAbstractItemView.SingleSelection)
        self.setMouseTracking(True)

    def _payload_at(self, point: QPoint) -> tuple | None:
        it = self.itemAt(point)
        return it.data(ROLE_PAYLOAD) if it is not None else None

    def mousePressEvent(self, event) -> None:
        super().mousePressEvent(event)
        self._drag_press(event)

    def mouseMoveEvent(self, event) -> None:
        if not self._drag_move(event):
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if not self._drag_release(event):
            super().mouseReleaseEvent(event)

    def insert_row_at(self, point: QPoint) -> int:
        """Where a card let go at `point` (viewport) goes: before the card under it (after it
        on its lower half), at the end on no card."""
        it = self.itemAt(point)
        if it is None:
            return self.count()
        rect = self.visualItemRect(it)
        return self.row(it) + (1 if point.y() > rect.center().y() else 0)

    def payloads(self) -> list[tuple]:
        return [self.item(i).data(ROLE_PAYLOAD) for i in range(self.count())]


class SearchPanel(QWidget):
    """Cards of the card database by a name in any language or words of their rules text
    (`db.search`), and the tokens; drag one onto any zone."""

    dropped = Signal(object, QPoint)

    def __init__(self, db, tokens=(), parent=None) -> None:
        super().__init__(parent)
        self.db = db
        self.tokens = list(tokens)  # facts dicts of tokens (bundled and imported)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.field = QLineEdit()
        self.field.setObjectName("card_search")
        self.field.setPlaceholderText(tr("Card name (any language) or rules text"))
        self.field.setClearButtonEnabled(True)
        self.field.setAccessibleName(tr("Search the cards"))
        self.results = CardList()
        self.results.setObjectName("search_results")
        self.results.setAccessibleName(tr("Cards found: drag one onto a zone"))
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.results.setTextElideMode(Qt.ElideRight)  # (the tooltip has it all)
        self.results.dropped.connect(self.dropped)
        self.hint = P.label(tr("Drag a card onto any zone of any seat."))
        self.hint.setWordWrap(True)
        lay.addWidget(self.field)
        lay.addWidget(self.results, 1)
        lay.addWidget(self.hint)
        self._timer = QTimer(self, singleShot=True, interval=150)
        self._timer.timeout.connect(self.search_now)
        self.field.textChanged.connect(lambda _t: self._timer.start())
        self.search_now()

    def search_now(self) -> None:
        text = self.field.text().strip()
        self.results.clear()
        if not text:
            return
        hits = self.db.search(text, limit=SEARCH_LIMIT)
        key = text.casefold()
        toks = [t for t in self.tokens if key in t["name"].casefold()][:20]
        for h in hits:
            shown = h.name if h.matched == h.name or h.where != "name" else \
                f"{h.name} ({h.matched})"
            it = QListWidgetItem(shown)
            it.setData(ROLE_PAYLOAD, (NEW, h.name))
            it.setToolTip(P.tooltip(shown if h.where == "name" else f"{h.name}: {h.matched}"))
            self.results.addItem(it)
        for t in toks:
            it = QListWidgetItem(tr("{name} (token)").format(name=t["name"]))
            it.setData(ROLE_PAYLOAD, (NEW, t["name"], "token"))
            self.results.addItem(it)

    def facts_of(self, payload: tuple) -> dict | None:
        """The facts a search payload stands for."""
        name = payload[1]
        if len(payload) > 2:
            return next((t for t in self.tokens if t["name"] == name), None)
        return self.db.find_dict(name)


class Pile(CardList):
    """One ordered zone of one seat (or the stack): its cards top first."""

    def __init__(self, seat: str | None, zone: str, parent=None) -> None:
        super().__init__(parent)
        self.seat, self.zone = seat, zone
        self.setObjectName(f"pile_{seat}_{zone}" if seat else f"pile_{zone}")


class _CardItem(QGraphicsPixmapItem):
    def __init__(self, cid: str, pm, label: str) -> None:
        super().__init__(pm)
        self.cid = cid
        self.setShapeMode(QGraphicsPixmapItem.BoundingRectShape)
        self.setTransformationMode(Qt.SmoothTransformation)
        self.setToolTip(P.tooltip(label))


class Battlefield(_DragMixin, QGraphicsView):
    """One seat's battlefield: the permanents it controls where they were dropped (`pos`: the
    card's top-left in the controller's own orientation, the table's units)."""

    dropped = Signal(object, QPoint)
    clicked = Signal(str)

    WIDTH, HEIGHT = CARD_W * 9, CARD_H * 2 + 40

    def __init__(self, seat: str, parent=None) -> None:
        self._scene = QGraphicsScene(0, 0, self.WIDTH, self.HEIGHT)
        super().__init__(self._scene, parent)
        self._drag_init()
        self.seat, self.zone = seat, "battlefield"
        self.setObjectName(f"battlefield_{seat}")
        self.setAccessibleName(tr("{p}'s battlefield").format(p=seat))
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform)
        self.setBackgroundBrush(QBrush(QColor("#2f5d3a")))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.items_by_id: dict[str, _CardItem] = {}
        self.selected: str | None = None

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fitInView(self._scene.sceneRect(), Qt.KeepAspectRatio)

    def show_cards(self, cards: list[tuple[str, object, str, list | None, bool, bool]]) -> None:
        """(id, pixmap, label, pos, tapped, land) of each permanent, in order; those without a
        place go in rows, lands in the lower one (as the table places them)."""
        self._scene.clear()
        self.items_by_id = {}
        free = [6.0, 6.0]  # where the next card without a place goes, per row
        for cid, pm, label, pos, tapped, land in cards:
            it = _CardItem(cid, pm, label)
            w = CARD_H if tapped else CARD_W
            if pos is None:
                row = 1 if land else 0
                x, y = free[row], 10 + row * (CARD_H + 16)
                free[row] += w + (2 if land else 8)
            else:
                x, y = float(pos[0]), float(pos[1])
            x = max(0.0, min(x, self.WIDTH - w))
            y = max(0.0, min(y, self.HEIGHT - CARD_H))
            it.setPos(x, y)
            it.setScale(1 / cardart.SCALE)  # faces are drawn at the cards' default level
            self._scene.addItem(it)
            self.items_by_id[cid] = it
        if self.selected in self.items_by_id:
            self._outline(self.selected)

    def _outline(self, cid: str) -> None:
        it = self.items_by_id[cid]
        r = it.sceneBoundingRect().adjusted(-3, -3, 3, 3)
        self._scene.addRect(r, QPen(QColor("#ffd84a"), 3)).setZValue(-1)

    def select(self, cid: str | None) -> None:
        self.selected = cid

    def card_at(self, view_point: QPoint) -> str | None:
        for it in self.items(view_point):
            if isinstance(it, _CardItem):
                return it.cid
        return None

    def scene_point(self, view_point: QPoint) -> QPointF:
        return self.mapToScene(view_point)

    def drop_pos(self, view_point: QPoint) -> list[float]:
        """The place of a card let go at `view_point`: centred there, kept on the field."""
        p = self.mapToScene(view_point)
        x = max(0.0, min(p.x() - CARD_W / 2, self.WIDTH - CARD_W))
        y = max(0.0, min(p.y() - CARD_H / 2, self.HEIGHT - CARD_H))
        return [round(x, 1), round(y, 1)]

    def card_point(self, cid: str) -> QPoint:
        """The centre of a card, in viewport coordinates (tests drag from it)."""
        return self.mapFromScene(self.items_by_id[cid].sceneBoundingRect().center())

    def _payload_at(self, point: QPoint) -> tuple | None:
        cid = self.card_at(point)
        return (CARD, cid) if cid is not None else None

    def mousePressEvent(self, event) -> None:
        self._drag_press(event)
        cid = self.card_at(event.position().toPoint())
        if cid is not None and event.button() == Qt.LeftButton:
            self.clicked.emit(cid)

    def mouseMoveEvent(self, event) -> None:
        self._drag_move(event)

    def mouseReleaseEvent(self, event) -> None:
        self._drag_release(event)

    def drawForeground(self, painter, rect: QRectF) -> None:
        if not self.items_by_id:
            painter.setPen(QColor("#cfe3cf"))
            font = painter.font()
            font.setPixelSize(24)  # scene units: readable at the field's scale
            painter.setFont(font)
            painter.drawText(self._scene.sceneRect(), Qt.AlignCenter,
                             tr("{p}'s battlefield: drop cards here").format(p=self.seat))

