"""The replay's timeline: a scrubber with a mark for each reveal, peek, turn-up, search,
shuffle, mulligan, override and request (and each bookmark), its legend, and the tree of
entries grouped by turn and step. Each mark has a colour and a shape of its own (never the
colour alone)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QHBoxLayout,
    QSizePolicy,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from tabletop.ui.common import messages as M
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.replay.source import Entry, Mark

BOOKMARK = "bookmark"
# mark -> (its word, its colour, its shape)
MARK_STYLE: dict[str, tuple[str, str, str]] = {
    Mark.REVEAL: (QT_TR_NOOP("reveal"), "#f2c14e", "circle"),
    Mark.PEEK: (QT_TR_NOOP("peek"), "#7fc8f8", "diamond"),
    Mark.TURN_UP: (QT_TR_NOOP("turn-up"), "#ff8c61", "triangle"),
    Mark.SEARCH: (QT_TR_NOOP("search"), "#9be564", "square"),
    Mark.SHUFFLE: (QT_TR_NOOP("shuffle"), "#c39bd3", "bar"),
    Mark.MULLIGAN: (QT_TR_NOOP("mulligan"), "#f7a1c4", "cross"),
    Mark.OVERRIDE: (QT_TR_NOOP("override"), "#ff4d4d", "down"),
    Mark.REQUEST: (QT_TR_NOOP("request"), "#5ad1c8", "ring"),
    BOOKMARK: (QT_TR_NOOP("bookmark"), "#ffffff", "flag"),
}
ROW = 11  # the height of one row of marks
# the marks of the lower row (what the players did to the game, not to what they knew)
LOWER = {Mark.OVERRIDE: 1, Mark.REQUEST: 1, BOOKMARK: 1}


def mark_word(mark: str) -> str:
    return tr(MARK_STYLE[mark][0])


def paint_mark(p: QPainter, mark: str, c: QPointF, r: float) -> None:
    """One mark's shape, centred on `c`, `r` its half size."""
    _word, colour, shape = MARK_STYLE[mark]
    p.setPen(QPen(QColor("#111111"), 1))
    p.setBrush(QColor(colour))
    x, y = c.x(), c.y()
    if shape in ("circle", "ring"):
        p.drawEllipse(c, r, r)
        if shape == "ring":
            p.setBrush(QColor("#111111"))
            p.drawEllipse(c, r / 2.5, r / 2.5)
    elif shape == "square":
        p.drawRect(QRectF(x - r, y - r, 2 * r, 2 * r))
    elif shape == "bar":
        p.drawRect(QRectF(x - r / 2, y - r, r, 2 * r))
    else:
        p.drawPolygon(_polygon(shape, x, y, r))


def _polygon(shape: str, x: float, y: float, r: float) -> QPolygonF:
    pts: list[tuple[float, float]] = _SHAPES[shape]
    return QPolygonF([QPointF(x + dx * r, y + dy * r) for dx, dy in pts])


_SHAPES: dict[str, list[tuple[float, float]]] = {"diamond": [(0, -1), (1, 0), (0, 1), (-1, 0)],
           "triangle": [(0, -1), (1, 1), (-1, 1)], "down": [(-1, -1), (1, -1), (0, 1)],
           "flag": [(-0.8, -1), (1, -0.4), (-0.2, 0.1), (-0.2, 1), (-0.8, 1)],
           "cross": [(-0.35, -1), (0.35, -1), (0.35, -0.35), (1, -0.35), (1, 0.35),
                     (0.35, 0.35), (0.35, 1), (-0.35, 1), (-0.35, 0.35), (-1, 0.35),
                     (-1, -0.35), (-0.35, -0.35)]}


class MarkBar(QWidget):
    """The scrubber: positions 0..size from left to right, the current one a line, a row of
    marks for each kind that occurs; a click or a drag picks a position (`picked`)."""

    picked = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_marks")
        self.setAccessibleName(tr("Timeline"))
        self.setToolTip(tr("Timeline: click or drag to go to an entry"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.size_ = 0
        self.first = 0
        self.position = 0
        self.marks: dict[str, list[int]] = {}
        self.setFixedHeight(2 * ROW + 10)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_marks(self, entries: list[Entry], size: int, first: int,
                  bookmarks: list[int]) -> None:
        """`entries`' marks (an entry marks the position just after it) and the bookmarks'
        positions."""
        self.size_, self.first = size, first
        marks: dict[str, list[int]] = {}
        for e in entries:
            for m in e.marks:
                marks.setdefault(m, []).append(e.n)
        if bookmarks:
            marks[BOOKMARK] = sorted(bookmarks)
        self.marks = {k: marks[k] for k in MARK_STYLE if k in marks}
        self.update()

    def set_position(self, n: int) -> None:
        self.position = n
        self.update()

    def _x(self, n: int) -> float:
        w = self.width() - 16
        return 8 + (w * n / self.size_ if self.size_ else w)

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.fillRect(self.rect(), QColor("#1b2a22"))
        p.setPen(QPen(QColor("#6a7f72"), 2))
        p.drawLine(QPointF(self._x(0), self.height() - 5), QPointF(self._x(self.size_),
                                                                   self.height() - 5))
        at: dict[tuple[int, int], list[str]] = {}  # (row, position) -> its marks
        for mark, spots in self.marks.items():
            for n in spots:
                at.setdefault((LOWER.get(mark, 0), n), []).append(mark)
        for (row, n), kinds in at.items():
            y = 4 + ROW * row + ROW / 2
            for i, mark in enumerate(kinds):  # side by side, never one over another
                dx = (i - (len(kinds) - 1) / 2) * (ROW - 1)
                paint_mark(p, mark, QPointF(self._x(n) + dx, y), ROW / 2 - 1)
        x = self._x(self.position)
        path = QPainterPath()
        path.moveTo(x, 0)
        path.lineTo(x, self.height())
        p.setPen(QPen(QColor("#ffffff"), 2))
        p.drawPath(path)
        p.end()

    def _pick(self, x: float) -> None:
        if self.size_ <= 0:
            return
        n = round((x - 8) / max(1.0, self.width() - 16) * self.size_)
        self.picked.emit(max(self.first, min(self.size_, n)))

    def mousePressEvent(self, event) -> None:
        self._pick(event.position().x())

    def mouseMoveEvent(self, event) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._pick(event.position().x())


class _Swatch(QWidget):
    def __init__(self, mark: str) -> None:
        super().__init__()
        self.mark = mark
        self.setFixedSize(ROW + 4, ROW + 4)

    def paintEvent(self, _event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        paint_mark(p, self.mark, QPointF(self.width() / 2, self.height() / 2), ROW / 2)
        p.end()


def legend() -> QWidget:
    """A row naming each mark beside its shape."""
    w = QWidget()
    w.setObjectName("replay_legend")
    row = QHBoxLayout(w)
    row.setContentsMargins(4, 0, 4, 0)
    row.setSpacing(4)
    for mark in MARK_STYLE:
        row.addWidget(_Swatch(mark))
        lab = P.label(mark_word(mark))
        row.addWidget(lab)
        row.addSpacing(6)
    row.addStretch(1)
    return w


def entry_text(e: Entry) -> str:
    """An entry as the tree shows it: its number, who did it, what kind of action (public)."""
    who = e.actor if e.actor is not None else tr("the game")
    text = tr("#{n} {who}: {what}").format(n=e.n, who=who, what=M.command_text(e.command))
    if e.marks:
        text += " · " + ", ".join(mark_word(m) for m in e.marks)
    return text


class EntryTree(QTreeWidget):
    """The entries grouped by turn and step; the setup first. Picking a row picks the position
    after its entry (`picked`); a turn's or a step's row, the position before its first."""

    picked = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_entries")
        self.setAccessibleName(tr("Entries"))
        self.setHeaderHidden(True)
        self.setUniformRowHeights(True)
        self.rows: dict[int, QTreeWidgetItem] = {}
        self.itemClicked.connect(self._clicked)
        self.itemActivated.connect(self._clicked)

    def fill(self, entries: list[Entry], only: int | None = None) -> None:
        """The rows of `entries`; `only`: the one position a redacted export holds."""
        self.clear()
        self.rows = {}
        text = tr("Setup (before the first entry)") if only is None else \
            tr("Entry {n}: the board this export holds").format(n=only)
        setup = QTreeWidgetItem([text])
        setup.setData(0, Qt.ItemDataRole.UserRole, only or 0)
        self.addTopLevelItem(setup)
        self.rows[only or 0] = setup
        turn_row = step_row = None
        last: tuple = ()
        for e in entries:
            if turn_row is None or last[:2] != (e.turn, e.active):
                turn_row = QTreeWidgetItem([tr("Turn {t} ({a})").format(t=e.turn, a=e.active)])
                turn_row.setData(0, Qt.ItemDataRole.UserRole, e.n - 1)
                self.addTopLevelItem(turn_row)
                step_row = None
            if step_row is None or last[2:] != (e.step,):
                step_row = QTreeWidgetItem([M.step_text(e.step)])
                step_row.setData(0, Qt.ItemDataRole.UserRole, e.n - 1)
                turn_row.addChild(step_row)
            row = QTreeWidgetItem([entry_text(e)])
            row.setToolTip(0, P.tooltip(row.text(0)))  # (player names from the file)
            row.setData(0, Qt.ItemDataRole.UserRole, e.n)
            step_row.addChild(row)
            self.rows[e.n] = row
            last = (e.turn, e.active, e.step)

    def _clicked(self, item: QTreeWidgetItem, _col: int = 0) -> None:
        n = item.data(0, Qt.ItemDataRole.UserRole)
        if isinstance(n, int):
            self.picked.emit(n)

    def show_position(self, n: int) -> None:
        row = self.rows.get(n)
        if row is None:
            return
        self.blockSignals(True)
        self.setCurrentItem(row)
        self.scrollToItem(row)
        self.blockSignals(False)


def turn_starts(entries: list[Entry]) -> dict[int, int]:
    """Turn number -> the position before its first entry (the first of each turn number)."""
    out: dict[int, int] = {}
    for e in entries:
        out.setdefault(e.turn, e.n - 1)
    return out


