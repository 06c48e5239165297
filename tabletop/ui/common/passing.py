"""A passing message where the eyes are: the status bar's messages (`showMessage`: a refusal,
the card a key acted on, "Nothing to undo…") over the bottom left of the table, for as long as
the status bar keeps them (their timeout, `clearMessage`).

The status bar draws a message only left of its first permanent widget; the window's first
one is the phase bar, at the very left, so a message there had no room at all and was never
seen. The status bar stays the one place a message is given (and read back in tests:
`currentMessage()`); this label only shows it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QLabel

from tabletop.ui.common import plain as P

MARGIN = 8  # px between the message and the edges of the table
PAD = 12  # px of padding each side of the text (the style sheet's)


def status_row(win) -> tuple[QLabel, PassingMessage]:
    """The window's status bar: its standing text (a label that takes the room the phase bar
    leaves) and its passing messages, shown over the bottom left of the table (`win.stack`)."""
    status = StatusText()
    win.statusBar().addPermanentWidget(status, 1)
    message = PassingMessage(win.stack)
    win.statusBar().messageChanged.connect(message.say)
    return status, message


class StatusText(QLabel):
    """The status bar's standing text. Beside the phase bar on a narrow window it has less
    room than the whole sentence needs: it then draws its short form (`set_short`: what the
    phase bar and the title don't already say), else the text cut with "…". `text()`, the
    tooltip and the accessible name are always the whole sentence."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("status_text")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._short = ""

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        """The whole sentence; its short form is forgotten (`set_short` after this)."""
        self._short = ""
        super().setText(text)
        self.setToolTip(P.tooltip(text))
        self.setAccessibleName(text)

    def set_short(self, short: str) -> None:
        self._short = short
        self.update()

    def shown_text(self) -> str:
        """What fits: the whole text, else the short form, else either cut with "…"."""
        metrics, width = self.fontMetrics(), self.contentsRect().width()
        for text in (self.text(), self._short):
            if text and metrics.horizontalAdvance(text) <= width:
                return text
        return metrics.elidedText(self._short or self.text(), Qt.TextElideMode.ElideRight,
                                  max(0, width))

    def paintEvent(self, _event) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.drawText(self.contentsRect(), int(Qt.AlignmentFlag.AlignLeft
                                                  | Qt.AlignmentFlag.AlignVCenter),
                         self.shown_text())
        painter.end()


class PassingMessage(QLabel):
    """A plain-text label over the bottom left of `area` (the window's central stack), at
    most two thirds of its width, wrapped; the mouse goes through it."""

    def __init__(self, area) -> None:
        super().__init__(area)
        self.setObjectName("status_message")
        self.setTextFormat(Qt.TextFormat.PlainText)  # (card and player names: shown as written)
        self.setWordWrap(True)
        font = QFont(self.font())
        font.setBold(True)
        self.setFont(font)
        self.setStyleSheet("#status_message { background: rgba(24, 26, 30, 230); color: #ffffff;"
                           f" padding: 6px {PAD}px; border-radius: 4px; }}")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setVisible(False)
        self._follow = _Resized(area, self.place)

    def say(self, text: str) -> None:
        """Show `text` (the status bar's message), or hide when it is "" (gone)."""
        self.setText(text)
        self.setAccessibleName(text)
        self.setVisible(bool(text))
        if text:
            self.place()

    def place(self) -> None:
        parent = self.parentWidget()
        if not self.text() or parent is None:
            return
        area = parent.rect()
        most = max(200, area.width() * 2 // 3)
        want = QFontMetrics(self.font()).horizontalAdvance(self.text()) + 2 * PAD + 4
        self.setFixedWidth(min(want, most, max(1, area.width() - 2 * MARGIN)))
        self.setFixedHeight(self.heightForWidth(self.width()))
        self.move(MARGIN, area.height() - self.height() - MARGIN)
        self.raise_()


class _Resized(QObject):
    """Calls `then()` whenever `widget` is resized (the message keeps its place)."""

    def __init__(self, widget, then) -> None:
        super().__init__(widget)
        self.then = then
        widget.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.then()
        return False
