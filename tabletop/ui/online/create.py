"""Create a game on the server: its name, format, seats, starting life, a match of one game or
the best of three, spectators, and a chess clock (off by default: minutes per player, 1 to 1440;
the server's workers run it, hub.clock). The creator sits in the first seat with the lobby's
deck."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.online.login import named

MAX_CLOCK_MINUTES = 24 * 60  # (the lobby's limit: 86400 s)
OK = QDialogButtonBox.StandardButton.Ok
CANCEL = QDialogButtonBox.StandardButton.Cancel


class CreateDialog(QDialog):
    """See the module's docstring; `spec()` is what `HubClient.create` takes."""

    def __init__(self, account: str, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("online_create_dialog")
        P.set_window_title(self, tr("Create a game"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.name = named(QLineEdit(tr("{name}'s game").format(name=account)), "create_name",
                          tr("Game name"))
        self.name.setMaxLength(60)
        form.addRow(tr("&Name:"), self.name)
        self.format = named(QLineEdit(), "create_format", tr("Format"),
                            tr("A name for the players, e.g. Standard, Modern, Commander"))
        self.format.setMaxLength(30)
        form.addRow(tr("&Format:"), self.format)
        self.seats = self._spin("create_seats", tr("Seats"), 2, 8, 2)
        form.addRow(tr("S&eats:"), self.seats)
        self.life = self._spin("create_life", tr("Starting life"), 1, 999, 20)
        form.addRow(tr("Starting &life:"), self.life)
        self.match = named(QComboBox(), "create_match", tr("Match"))
        self.match.addItem(tr("One game"), 1)
        self.match.addItem(tr("Best of three"), 3)
        form.addRow(tr("&Match:"), self.match)
        self.spectators = named(QCheckBox(tr("Spectators allowed")), "create_spectators",
                                tr("Spectators allowed"))
        self.spectators.setChecked(True)
        form.addRow("", self.spectators)
        self.clock = self._spin("create_clock", tr("Chess clock, minutes per player"), 0,
                                MAX_CLOCK_MINUTES, 0)
        self.clock.setSpecialValueText(tr("No clock"))
        self.clock.setSuffix(tr(" min"))
        self.clock.setToolTip(P.tooltip(tr(
            "Each player's time for the whole game, in minutes. The clock of the player who "
            "must act runs; a player whose time runs out loses the game. 0: no clock.")))
        form.addRow(tr("Chess cl&ock:"), self.clock)
        lay.addLayout(form)
        self.buttons = QDialogButtonBox(OK | CANCEL)
        self.buttons.button(OK).setText(tr("Create"))
        self.buttons.button(OK).setObjectName("create_ok")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.setMinimumWidth(420)

    @staticmethod
    def _spin(name: str, accessible: str, low: int, high: int, value: int) -> QSpinBox:
        box = named(QSpinBox(), name, accessible)
        box.setRange(low, high)
        box.setValue(value)
        return box

    def spec(self):
        from tabletop.hub.client import CreateGame
        return CreateGame(name=self.name.text().strip(), format=self.format.text().strip(),
                          seats=self.seats.value(), life=self.life.value(),
                          match=int(self.match.currentData()),
                          spectators=self.spectators.isChecked(),
                          clock=self.clock.value() * 60 or None)
