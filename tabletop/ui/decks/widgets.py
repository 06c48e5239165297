"""The deck editor's pieces: the mana curve, the card lists (keys: Enter, +, -, Delete), the card
preview (its image from the window's image service, else the drawn card, and its text)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QPlainTextEdit,
    QSizePolicy,
    QTreeWidget,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.common.messages import tr

from .deck import CURVE_TOP

PREVIEW_W, PREVIEW_H = 223, 311  # the card image shown (63 x 88 mm)


class ManaCurve(QWidget):
    """One bar per mana value 0 .. 7+, its count above it."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("mana_curve")
        self.bars = [0] * (CURVE_TOP + 1)
        self.setMinimumSize(200, 110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setToolTip(tr("Mana curve: cards of the main deck and the commander by mana value "
                           "(lands not counted)"))

    def set_bars(self, bars: list[int]) -> None:
        self.bars = list(bars)
        self.setAccessibleDescription(", ".join(
            f"{_label(i)}: {n}" for i, n in enumerate(self.bars)))
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = p.fontMetrics()
        line = fm.height()
        width = self.width() / len(self.bars)
        top, bottom = line + 2, self.height() - line - 2
        most = max(self.bars) or 1
        for i, n in enumerate(self.bars):
            x = i * width
            h = (bottom - top) * n / most
            p.fillRect(QRectF(x + 4, bottom - h, width - 8, h), QColor("#3d7cc9"))
            p.setPen(self.palette().windowText().color())
            center = Qt.AlignmentFlag.AlignCenter
            p.drawText(QRectF(x, bottom - h - line - 1, width, line), center, str(n))
            p.drawText(QRectF(x, bottom + 2, width, line), center, _label(i))
        p.end()


def _label(i: int) -> str:
    return f"{i}+" if i == CURVE_TOP else str(i)


class CardList(QTreeWidget):
    """A list of cards whose keys call the editor: Enter (Shift+Enter), +, - and Delete."""

    def __init__(self, name: str, columns: list[str], keys: dict[int, Callable[[bool], None]],
                 parent=None):
        super().__init__(parent)
        self.setObjectName(name)
        self.setHeaderLabels(columns)
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.keys = keys  # key -> fn(shift)

    def keyPressEvent(self, event) -> None:
        fn = self.keys.get(event.key())
        if fn is not None and self.currentItem() is not None:
            fn(bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            return
        super().keyPressEvent(event)


class Preview(QWidget):
    """The card chosen: its image (or the drawn card) and its name, cost, type and text."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("card_preview")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.image = QLabel()
        self.image.setObjectName("card_image")
        self.image.setFixedSize(PREVIEW_W, PREVIEW_H)
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text = QPlainTextEdit()
        self.text.setObjectName("card_text")
        self.text.setReadOnly(True)
        self.text.setMinimumHeight(90)
        lay.addWidget(self.image, 0, Qt.AlignmentFlag.AlignHCenter)
        lay.addWidget(self.text, 1)
        self.facts: dict | None = None

    def show_card(self, facts: dict | None, text: str, pixmap: QPixmap | None) -> None:
        self.facts = facts
        self.text.setPlainText(text)
        if pixmap is None or pixmap.isNull():
            self.image.clear()
            return
        self.image.setPixmap(pixmap.scaled(PREVIEW_W, PREVIEW_H, Qt.AspectRatioMode.KeepAspectRatio,
                                           Qt.TransformationMode.SmoothTransformation))
