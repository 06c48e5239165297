"""The first page of Play online…: the server's address, then a new account (a name: the
credentials file is made and kept in the app's config folder) or an existing one (its
credentials file; the last one used is offered). The busy bar runs while connecting; what
went wrong is said below in words."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.online import store

MAX_WIDTH = 720


def named(widget, name: str, accessible: str | None = None, tip: str = ""):
    """`widget` with its object name, accessible name (None: its text without the "&" of its
    shortcut) and tooltip (plain text)."""
    widget.setObjectName(name)
    widget.setAccessibleName(widget.text().replace("&", "") if accessible is None
                             else accessible)
    if isinstance(widget, QPushButton):
        widget.setAutoDefault(False)  # (Enter in a field does that field's own thing)
    if tip:
        widget.setToolTip(P.tooltip(tip))
    return widget


class LoginPage(QWidget):
    """See the module's docstring. `register_asked(server, name)`, `login_asked(server,
    creds path)`."""

    register_asked = Signal(str, str)
    login_asked = Signal(str, str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        last = store.remembered()
        outer = QHBoxLayout(self)  # (a column of readable width, in the middle)
        column = QWidget()
        column.setMaximumWidth(MAX_WIDTH)
        outer.addStretch(1)
        outer.addWidget(column, 4)
        outer.addStretch(1)
        lay = QVBoxLayout(column)
        lay.addStretch(1)
        intro = P.label(tr("Play on a shared server: every player connects to it, nobody "
                           "needs to open a port. Ask its owner for its address."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        form = QFormLayout()
        self.server = named(QLineEdit(last.get("server", store.DEFAULT_SERVER)), "online_server",
                            tr("Server address"),
                            tr("The server's address, as its owner gave it: "
                               "nats://host:port"))
        form.addRow(tr("&Server:"), self.server)
        lay.addLayout(form)
        lay.addWidget(self._new_box())
        lay.addWidget(self._old_box(last.get("creds", "")))
        self.busy = named(QProgressBar(), "online_busy", tr("Connecting"))
        self.busy.setRange(0, 0)  # (a bar that runs: how long is not known)
        self.busy.setTextVisible(False)
        self.busy.setVisible(False)
        lay.addWidget(self.busy)
        self.status = named(P.label(), "online_status", "")
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        lay.addStretch(2)

    def _new_box(self) -> QGroupBox:
        box = QGroupBox(tr("A new account"))
        row = QHBoxLayout(box)
        self.name = named(QLineEdit(), "online_name", tr("New account name"),
                          tr("2 to 24 letters a-z, digits, '-' or '_'; unique on the server"))
        self.name.setPlaceholderText(tr("your name"))
        self.name.setMaxLength(24)
        self.name.returnPressed.connect(self._register)
        row.addWidget(self.name, 1)
        self.register_button = named(QPushButton(tr("&Register")), "online_register", None,
                                     tr("Make the account on the server; its credentials "
                                        "file is kept in the app's settings folder"))
        self.register_button.clicked.connect(self._register)
        row.addWidget(self.register_button)
        return box

    def _old_box(self, creds: str) -> QGroupBox:
        box = QGroupBox(tr("An account of yours"))
        row = QHBoxLayout(box)
        self.creds = named(QLineEdit(creds), "online_creds", tr("Credentials file"),
                           tr("The account's credentials file (made when you registered)"))
        self.creds.returnPressed.connect(self._login)
        row.addWidget(self.creds, 1)
        self.choose_button = named(QPushButton(tr("C&hoose…")), "online_choose_creds",
                                   tr("Choose a credentials file"))
        self.choose_button.clicked.connect(self.choose_creds)
        row.addWidget(self.choose_button)
        self.login_button = named(QPushButton(tr("&Log in")), "online_login", None,
                                  tr("Connect to the server with this account"))
        self.login_button.clicked.connect(self._login)
        row.addWidget(self.login_button)
        return box

    def choose_creds(self) -> None:
        start = self.creds.text() or str(store.accounts_dir())
        path, _ = QFileDialog.getOpenFileName(self, tr("Choose a credentials file"), start,
                                              tr("Credentials (*.creds);;All files (*)"))
        if path:
            self.creds.setText(path)

    def _register(self) -> None:
        self.register_asked.emit(self.server.text().strip(), self.name.text().strip())

    def _login(self) -> None:
        self.login_asked.emit(self.server.text().strip(), self.creds.text().strip())

    def set_busy(self, text: str) -> None:
        """While connecting: the bar runs, the buttons wait."""
        self.busy.setVisible(bool(text))
        for b in (self.register_button, self.login_button, self.choose_button):
            b.setEnabled(not text)
        self.say(text)

    def say(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setAccessibleName(text)
        self.status.setStyleSheet("color: #b00020; font-weight: bold;" if error else "")
