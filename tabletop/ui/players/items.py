"""The players' area and the marks on the table that are not cards.

`PlayerItem`: one seat's name, life total and player counters (poison, energy, any name) in big
numbers, at the right end of its hand (`layout.player_rect`). A left click on a number adds one,
a right click takes one off, the wheel does either; the − and + beside the life total too. The
item changes nothing itself: it asks the scene (`TableScene.playerChanged`), whose window turns
the wish into a `life` or `player_counter` command through the controller (undo, log, autosave).

`ArrowItem`: a public arrow from a card or player to a card or player, drawn from the seat's
view (`GameView.arrows`), never from the model.

The small dialogs the players' actions need (a value, a counter's name, a note, dice) are here
too; each is opened without blocking (`open()`), and its `accepted` signal carries on.

Every player, counter and note string is plain text: `QGraphicsSimpleTextItem` and the dialogs'
fields show text as written (tabletop/ui/common/plain.py)."""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QLineEdit,
    QSpinBox,
)

from tabletop.model.limits import (
    MAX_COUNT,
    MAX_COUNTER_NAME,
    MAX_DICE,
    MAX_DIE_SIDES,
    MAX_LIFE,
    MAX_NOTE,
)
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.table.items import ACCESSIBLE_ROLE, KIND_ROLE

LIFE = ""  # the "counter" name PlayerItem reports for the life total
POISON = "poison"
COMMON_COUNTERS = ("poison", "energy", "experience", "rad", "tickets")
DICE = (4, 6, 8, 10, 12, 20)
NAME_PX, LIFE_PX, COUNTER_PX = 14, 42, 15
ROW_H = 18.0
BUTTON_W = 22.0
COUNTER_COLS = 2


def _font(px: int, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(px)
    f.setBold(bold)
    return f


def _fitted(text: str, px: int, bold: bool, width: float, least: int = 9) -> QFont:
    """The font of `px` pixels, or smaller (down to `least`) until `text` fits `width`; what
    still does not fit is clipped by its box, never cut short with "…" (the whole text is there,
    as written, for every surface that reads it)."""
    f = _font(px, bold)
    w = QFontMetricsF(f).horizontalAdvance(text)
    if w > width > 0:
        f = _font(max(least, int(px * width / w)), bold)
    return f


class PlayerItem(QGraphicsRectItem):
    """One seat's name, life total and counters. `regions` maps what a click may change (LIFE
    or a counter's name) to where it is, in item coordinates, and the −/+ buttons to theirs."""

    def __init__(self, seat: str, you: bool = False) -> None:
        super().__init__(QRectF(0, 0, 1, 1))
        self.seat, self.you = seat, you
        self.life: int | None = None
        self.counters: dict[str, int] = {}
        self.regions: dict[str, QRectF] = {}  # LIFE / counter name -> rect
        self.buttons: dict[int, QRectF] = {}  # -1 / +1 -> the rect of the life's −/+
        self.setPen(QPen(QColor("#8fae9a") if you else QColor("#5d7767"), 1.2))
        self.setBrush(QBrush(QColor(10, 22, 16, 200)))
        self.setZValue(-5)
        self.setData(KIND_ROLE, "player")
        self.setAcceptHoverEvents(False)
        self._texts: list[QGraphicsSimpleTextItem] = []
        self._extra: list[QGraphicsItem] = []

    # -- what it shows --
    def set_values(self, life: int | None, counters: dict) -> None:
        life = None if life is None else int(life)
        counters = {str(k): int(v) for k, v in (counters or {}).items() if v}
        if life == self.life and counters == self.counters and self._texts:
            return
        self.life, self.counters = life, counters
        self._draw()

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect():
            self.setRect(rect)
            self._draw()

    def text(self, label: str | None = None) -> str:
        """What it says, as one line (its accessible name and tooltip), naming the seat
        `label` ("Alice (you)") or its name."""
        who = self.seat if label is None else label
        parts = [tr("{seat}: life {n}").format(seat=who, n=self.life)
                 if self.life is not None else who]
        parts += [f"{n} {name}" for name, n in self._sorted()]
        return ", ".join(parts)

    def _sorted(self) -> list[tuple[str, int]]:
        """Poison first (it can end the game), then the others by name."""
        return sorted(self.counters.items(), key=lambda kv: (kv[0].casefold() != POISON,
                                                             kv[0].casefold(), kv[0]))

    def _add_text(self, text: str, font: QFont, color: str,
                  parent: QGraphicsItem | None = None) -> QGraphicsSimpleTextItem:
        t = QGraphicsSimpleTextItem(text, parent or self)
        t.setFont(font)
        t.setBrush(QColor(color))
        t.setAcceptedMouseButtons(Qt.NoButton)
        self._texts.append(t)
        return t

    def _draw(self) -> None:
        for it in self._texts + self._extra:
            it.setParentItem(None)
            if it.scene() is not None:
                it.scene().removeItem(it)
        self._texts, self._extra = [], []
        self.regions, self.buttons = {}, {}
        r = self.rect()
        if r.width() < 20:
            return
        x0, y = r.left() + 6, r.top() + 3
        inner = r.width() - 12
        f = _fitted(self.seat, NAME_PX, True, inner)
        name = self._add_text(self.seat, f, "#f3efd8", self._clip(QRectF(x0, y, inner,
                                                                        NAME_PX + 3)))
        name.setPos(x0, y)
        y += NAME_PX + 4
        if self.life is not None:
            life_h = LIFE_PX + 4
            for sign, x in ((-1, x0), (1, r.right() - 6 - BUTTON_W)):
                b = QRectF(x, y + (life_h - BUTTON_W) / 2, BUTTON_W, BUTTON_W)
                box = QGraphicsRectItem(b, self)
                box.setPen(QPen(QColor("#9fb8a8"), 1))
                box.setBrush(QColor("#2f4a3b"))
                box.setAcceptedMouseButtons(Qt.NoButton)
                self._extra.append(box)
                t = self._add_text("−" if sign < 0 else "+", _font(16, True), "#f3efd8")
                tb = t.boundingRect()
                t.setPos(b.center().x() - tb.width() / 2, b.center().y() - tb.height() / 2)
                self.buttons[sign] = b
            colour = "#ff8a80" if self.life <= 0 else "#ffffff"
            f = _fitted(str(self.life), LIFE_PX, True, inner - 2 * BUTTON_W - 6)
            t = self._add_text(str(self.life), f, colour)
            tb = t.boundingRect()
            t.setPos(r.center().x() - tb.width() / 2, y + (life_h - tb.height()) / 2)
            self.regions[LIFE] = QRectF(x0 + BUTTON_W + 2, y, inner - 2 * BUTTON_W - 4, life_h)
            y += life_h + 2
        f = _font(COUNTER_PX, True)
        rows = max(0, int((r.bottom() - 2 - y) // ROW_H))
        shown = self._sorted()
        cols = 1 if len(shown) <= rows else COUNTER_COLS  # one column while they fit
        col_w = inner / cols
        room = rows * cols
        if len(shown) > room and room:
            shown = shown[:room - 1]  # the last place says how many more (the tooltip has all)
        for i, (cname, n) in enumerate(shown):
            cx, cy = x0 + (i % cols) * col_w, y + (i // cols) * ROW_H
            colour = "#ffb4a8" if cname.casefold() == POISON else "#e6f0e8"
            box = self._clip(QRectF(cx, cy, col_w - 3, ROW_H))
            t = self._add_text(f"{n} {cname}", f, colour, box)  # the number first: never cut
            t.setPos(cx, cy)
            self.regions[cname] = QRectF(cx, cy, col_w - 2, ROW_H)
        more = len(self.counters) - len(shown)
        if more > 0 and room:
            i = len(shown)
            t = self._add_text(tr("+{n} more").format(n=more), _font(COUNTER_PX - 1), "#c8d6cc")
            t.setPos(x0 + (i % cols) * col_w, y + (i // cols) * ROW_H)
        text = self.text()
        self.setToolTip(P.tooltip(text + "\n" + tr(
            "Click a number: +1 · right click: −1 · wheel: ±1 · right click the name: more")))
        self.setData(ACCESSIBLE_ROLE, text)

    def _clip(self, rect: QRectF) -> QGraphicsRectItem:
        """A box that clips what is put in it (a long name or counter goes on under it)."""
        box = QGraphicsRectItem(rect, self)
        box.setPen(QPen(Qt.NoPen))
        box.setFlag(QGraphicsItem.ItemClipsChildrenToShape, True)
        box.setAcceptedMouseButtons(Qt.NoButton)
        self._extra.append(box)
        return box

    # -- what a click asks for --
    def hit(self, pos: QPointF) -> tuple[str, int, bool] | None:
        """(LIFE or a counter's name, the change a left click makes, whether it is a −/+
        button) at `pos` (item coordinates); None elsewhere."""
        for sign, rect in self.buttons.items():
            if rect.contains(pos):
                return LIFE, sign, True
        for name, rect in self.regions.items():
            if rect.contains(pos):
                return name, 1, False
        return None

    def _ask(self, what: str, delta: int) -> None:
        sc = self.scene()
        if sc is not None and getattr(sc, "interactive", True) and getattr(sc, "viewer", None) \
                is not None:
            sc.playerChanged.emit(self.seat, what, delta)

    def mousePressEvent(self, event) -> None:
        sc = self.scene()
        if getattr(sc, "pointing", None) is not None:  # the scene finishes an arrow
            event.ignore()
            return
        hit = self.hit(event.pos())
        if hit is None or event.button() not in (Qt.LeftButton, Qt.RightButton):
            event.ignore()
            return
        what, delta, button = hit
        if event.button() == Qt.RightButton and not button:
            delta = -delta
        self._ask(what, delta)
        event.accept()

    def wheelEvent(self, event) -> None:
        hit = self.hit(event.pos())
        what = hit[0] if hit is not None else LIFE
        if self.life is None and what == LIFE:
            event.ignore()
            return
        self._ask(what, 1 if event.delta() > 0 else -1)
        event.accept()

    def takes_right_click(self, scene_pos: QPointF) -> bool:
        """Whether a right click there changes a number (then it opens no menu)."""
        return self.hit(self.mapFromScene(scene_pos)) is not None


class ArrowItem(QGraphicsPathItem):
    """An arrow from one point of the table to another (a card's or a player's centre)."""

    def __init__(self, start: QPointF, end: QPointF, colour: str = "#ff9f1a") -> None:
        super().__init__()
        self.start, self.end = QPointF(start), QPointF(end)
        line = QLineF(start, end)
        path = QPainterPath(start)
        path.lineTo(end)
        if line.length() > 1:
            a = math.atan2(start.y() - end.y(), start.x() - end.x())
            size = 18.0
            head = QPolygonF([end, end + QPointF(math.cos(a + 0.45) * size,
                                                 math.sin(a + 0.45) * size),
                              end + QPointF(math.cos(a - 0.45) * size,
                                            math.sin(a - 0.45) * size), end])
            path.addPolygon(head)
        self.setPath(path)
        c = QColor(colour)
        self.setPen(QPen(c, 5, Qt.SolidLine, Qt.RoundCap, Qt.RoundJoin))
        self.setBrush(c)
        self.setOpacity(0.85)
        self.setZValue(1500)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self.setData(KIND_ROLE, "arrow")


# ---------------------------------------------------------------- dialogs
def _buttons(dlg: QDialog, form: QFormLayout) -> QDialogButtonBox:
    bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
    bb.accepted.connect(dlg.accept)
    bb.rejected.connect(dlg.reject)
    form.addRow(bb)
    return bb


class ValueDialog(QDialog):
    """A number to set (a life total, a player counter), or, with `names`, a counter's name
    (any name, or one of `names`) and a number."""

    def __init__(self, title: str, label: str, value: int = 0, names=None, low: int = 0,
                 high: int = MAX_COUNT, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("value_dialog")
        P.set_window_title(self, title)
        form = QFormLayout(self)
        self.name = None
        if names is not None:
            self.name = QComboBox()
            self.name.setObjectName("counter_name")
            self.name.setEditable(True)
            self.name.addItems(list(names))
            self.name.lineEdit().setMaxLength(MAX_COUNTER_NAME)
            form.addRow(tr("Counter"), self.name)
        self.value = QSpinBox()
        self.value.setObjectName("value")
        self.value.setRange(low, high)
        self.value.setValue(value)
        form.addRow(label, self.value)
        _buttons(self, form)
        (self.name or self.value).setFocus()
        self.value.selectAll()

    def counter_name(self) -> str:
        return self.name.currentText().strip() if self.name is not None else ""


class NoteDialog(QDialog):
    """A note on a permanent: one line of plain text ("" takes it off)."""

    def __init__(self, title: str, text: str = "", parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("note_dialog")
        P.set_window_title(self, title)
        form = QFormLayout(self)
        self.edit = QLineEdit(text)
        self.edit.setObjectName("note_text")
        self.edit.setMaxLength(MAX_NOTE)
        self.edit.setClearButtonEnabled(True)
        self.edit.setPlaceholderText(tr("Empty: no note"))
        form.addRow(tr("Note (everyone sees it)"), self.edit)
        _buttons(self, form)
        self.edit.setFocus()
        self.edit.selectAll()

    def note(self) -> str:
        return " ".join(self.edit.text().split())


class DiceDialog(QDialog):
    """How many dice of how many sides."""

    def __init__(self, title: str, sides: int = 20, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("dice_dialog")
        P.set_window_title(self, title)
        form = QFormLayout(self)
        self.sides = QSpinBox()
        self.sides.setObjectName("dice_sides")
        self.sides.setRange(2, MAX_DIE_SIDES)
        self.sides.setValue(sides)
        form.addRow(tr("Sides"), self.sides)
        self.n = QSpinBox()
        self.n.setObjectName("dice_count")
        self.n.setRange(1, MAX_DICE)
        form.addRow(tr("How many dice"), self.n)
        _buttons(self, form)
        self.sides.setFocus()
        self.sides.selectAll()


LIFE_RANGE = (-MAX_LIFE, MAX_LIFE)
