"""The privacy curtain of hot-seat play."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr


class Curtain(QWidget):
    """Covers the table while the device passes to the next player; nothing of any seat is
    shown (the scene is emptied before the curtain goes up)."""

    confirmed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setStyleSheet("#curtain { background: #1d1d28; } #curtain QLabel { color: #eee; }")
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.label = P.label()
        self.label.setAlignment(Qt.AlignCenter)
        self.label.setWordWrap(True)
        f = self.label.font()
        f.setPixelSize(26)
        self.label.setFont(f)
        lay.addWidget(self.label)
        self.button = QPushButton()
        self.button.setObjectName("curtain_ok")
        self.button.setDefault(True)
        self.button.clicked.connect(self.confirmed)
        lay.addWidget(self.button, 0, Qt.AlignCenter)
        lay.addStretch(1)
        self.seat: str | None = None

    def show_for(self, seat: str | None) -> None:
        self.seat = seat
        who = seat if seat is not None else tr("the spectators")
        self.label.setText(tr("Privacy curtain\n\nPass the device to {who}.\n"
                                "The table stays hidden until {who} is ready.").format(who=who))
        ready = tr("I am {who}: show my table").format(who=who)
        P.set_plain_text(self.button, ready)
        self.button.setAccessibleName(ready)
        self.show()
        self.raise_()
        self.button.setFocus()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.confirmed.emit()
        else:
            super().keyPressEvent(event)
