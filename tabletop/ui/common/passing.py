"""A passing message where the eyes are: the status bar's messages (`showMessage`: a refusal,
the card a key acted on, "Nothing to undo…") over the bottom left of the table, for as long as
the status bar keeps them (their timeout, `clearMessage`).

The status bar draws a message only left of its first permanent widget; the window's first
one is the phase bar, at the very left, so a message there had no room at all and was never
seen. The status bar stays the one place a message is given (and read back in tests:
`currentMessage()`); this label only shows it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QLabel

# (Qt's namespace, `plain`, which imports it, and the QtGui classes are imported where they are
# used: the first paint does without them, and a class's first import makes its enums, 1-2 ms
# each for QFont and QPainter)

MARGIN = 8  # px between the message and the edges of the table
PAD = 12  # px of padding each side of the text (the style sheet's)


def status_row(win) -> tuple[StatusText, _Messages]:
    """The window's status bar: its standing text (a label that takes the room the phase bar
    leaves) and its passing messages, shown over the bottom left of the table (`win.stack`).
    (Neither touches Qt's namespace before a message: the first paint does without it.)"""
    status = StatusText()
    win.statusBar().addPermanentWidget(status, 1)
    messages = _Messages(win.stack)
    win.statusBar().messageChanged.connect(messages.say)
    return status, messages


class _Messages:
    """The passing message label, made with the first message."""

    def __init__(self, area) -> None:
        self.area = area
        self.label: PassingMessage | None = None

    def say(self, text: str) -> None:
        if self.label is None:
            if not text:
                return
            self.label = PassingMessage(self.area)
        self.label.say(text)


class StatusText(QLabel):
    """The status bar's standing text. Beside the phase bar on a narrow window it has less
    room than the whole sentence needs: it then draws its short form (`set_short`: what the
    phase bar and the title don't already say), else the text cut with "…". `text()`, the
    tooltip and the accessible name are always the whole sentence. It draws the text itself,
    as written: the QLabel underneath never holds it (never guesses rich text)."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("status_text")
        self._text = self._short = ""

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        """The whole sentence; its short form is forgotten (`set_short` after this)."""
        self._text, self._short = str(text), ""
        if self._text:  # (never before the first paint: Qt's namespace is here)
            from PySide6.QtCore import Qt

            from tabletop.ui.common.plain import tooltip
            self.setTextFormat(Qt.TextFormat.PlainText)  # (what it draws: as written)
            self.setToolTip(tooltip(self._text))
        self.setAccessibleName(self._text)
        self.updateGeometry()
        self.update()

    def set_short(self, short: str) -> None:
        self._short = short
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        m = self.fontMetrics()
        return QSize(m.horizontalAdvance(self._text) + 4, m.height() + 4)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, self.fontMetrics().height() + 4)

    def shown_text(self) -> str:
        """What fits: the whole text, else the short form, else either cut with "…"."""
        metrics, width = self.fontMetrics(), self.contentsRect().width()
        if not self._text:
            return ""
        for text in (self._text, self._short):
            if text and metrics.horizontalAdvance(text) <= width:
                return text
        from PySide6.QtCore import Qt
        return metrics.elidedText(self._short or self._text, Qt.TextElideMode.ElideRight,
                                  max(0, width))

    def paintEvent(self, _event) -> None:  # noqa: N802 (Qt's name)
        if not self._text:
            return  # (the first paint: no text yet, nothing to draw)
        from PySide6.QtGui import QPainter
        painter = QPainter(self)
        m, r = self.fontMetrics(), self.contentsRect()
        baseline = r.top() + (r.height() + m.ascent() - m.descent()) // 2
        painter.drawText(r.left(), baseline, self.shown_text())
        painter.end()


class PassingMessage(QLabel):
    """A plain-text label over the bottom left of `area` (the window's central stack), at
    most two thirds of its width, wrapped; the mouse goes through it."""

    def __init__(self, area) -> None:
        from PySide6.QtCore import Qt
        super().__init__(area)
        self.setObjectName("status_message")
        self.setTextFormat(Qt.TextFormat.PlainText)  # (card and player names: shown as written)
        self.setWordWrap(True)
        from PySide6.QtGui import QFont
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
        from PySide6.QtGui import QFontMetrics
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
