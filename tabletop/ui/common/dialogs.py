"""Dialogs: a browsable zone view, the manifest-dread choice, and clear error messages (never a
traceback for bad input)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QRadioButton,
    QVBoxLayout,
)

from tabletop.ui.common import messages as M
from tabletop.ui.common import plain as P
from tabletop.ui.table import cardart
from tabletop.ui.table.cardtext import beside_text


class ZoneBrowser(QDialog):
    """A browsable list of a graveyard, exile or command zone (public zones only); beside it the
    full text of the card under the mouse or selected (`cardtext.CardText`)."""

    def __init__(self, title: str, objects: list, lang: str, parent=None,
                 menu_for=None) -> None:
        super().__init__(parent)
        P.set_window_title(self, title)
        self.menu_for = menu_for
        self.lang = lang
        self.views = {o.id: o for o in objects}
        lay = QVBoxLayout(self)
        self.list = QListWidget()
        self.list.setMouseTracking(True)  # the card under the mouse shows its text
        self.list.viewport().setMouseTracking(True)
        self.list.setViewMode(QListWidget.IconMode)
        self.list.setIconSize(QSize(cardart.CARD_W * 2, cardart.CARD_H * 2))
        self.list.setResizeMode(QListWidget.Adjust)
        self.list.setContextMenuPolicy(Qt.CustomContextMenu)
        self.list.customContextMenuRequested.connect(self._menu)
        for o in objects:
            it = QListWidgetItem(QIcon(cardart.pixmap_for(o, lang)), M.card_title(o, lang))
            it.setData(Qt.UserRole, o.id)
            it.setToolTip(P.tooltip(M.tooltip(o, lang)))
            it.setData(Qt.AccessibleTextRole, M.accessible_name(o, lang))
            self.list.addItem(it)
        split, self.card = beside_text(self.list, (3, 2))
        lay.addWidget(split)
        self.list.currentItemChanged.connect(lambda it, _old: self.show_card(it))
        self.list.itemEntered.connect(self.show_card)
        if self.list.count():
            self.list.setCurrentRow(self.list.count() - 1)  # the top of the pile
        bb = QDialogButtonBox(QDialogButtonBox.Close)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.resize(980, 460)

    def show_card(self, it) -> None:
        ov = self.views.get(it.data(Qt.UserRole)) if it is not None else None
        if ov is not None:
            self.card.show_view(ov, self.lang)

    def _menu(self, pt) -> None:
        it = self.list.itemAt(pt)
        if it is not None and self.menu_for is not None:
            menu = self.menu_for(it.data(Qt.UserRole))
            if menu is not None:
                menu.exec(self.list.viewport().mapToGlobal(pt))
                self.accept()


class ChooseCard(QDialog):
    """Pick one of a few cards the seat may see (manifest dread's top two)."""

    def __init__(self, title: str, prompt: str, choices: list[tuple[str, object]],
                 parent=None) -> None:
        super().__init__(parent)
        P.set_window_title(self, title)
        lay = QVBoxLayout(self)
        lay.addWidget(P.label(prompt))
        self.list = QListWidget()
        self.list.setViewMode(QListWidget.IconMode)
        self.list.setIconSize(QSize(cardart.CARD_W * 2, cardart.CARD_H * 2))
        for i, (name, pm) in enumerate(choices):
            it = QListWidgetItem(QIcon(pm), name)
            it.setData(Qt.UserRole, i)
            self.list.addItem(it)
        self.list.setCurrentRow(0)
        lay.addWidget(self.list)
        bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self.resize(460, 400)

    def choice(self) -> int:
        it = self.list.currentItem()
        return it.data(Qt.UserRole) if it is not None else 0


class ChooseModes(QDialog):
    """Choose a modal spell's modes as it resolves (700.2): from `least` to `most` of
    `options` (the card's words for them), each once; OK only for such a choice. One mode is a
    radio button each, several a check box each (`mode_0`, `mode_1`, ...)."""

    def __init__(self, title: str, prompt: str, options: list[str], least: int, most: int,
                 parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("modes_dialog")
        P.set_window_title(self, title)
        self.least, self.most = least, most
        lay = QVBoxLayout(self)
        lay.addWidget(P.label(prompt))
        self.group = QButtonGroup(self)
        self.group.setExclusive(most == 1)
        self.buttons: list[QAbstractButton] = []
        for i, text in enumerate(options):
            b: QAbstractButton = (QRadioButton if most == 1 else QCheckBox)(
                P.action_text(text))
            b.setObjectName(f"mode_{i}")
            self.group.addButton(b, i)
            self.buttons.append(b)
            lay.addWidget(b)
        self.box = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.box.accepted.connect(self.accept)
        self.box.rejected.connect(self.reject)
        lay.addWidget(self.box)
        self.group.buttonToggled.connect(lambda *_: self._allow())
        self._allow()

    def chosen(self) -> list[int]:
        """The chosen modes, by their place in the list."""
        return [i for i, b in enumerate(self.buttons) if b.isChecked()]

    def _allow(self) -> None:
        ok = self.box.button(QDialogButtonBox.Ok)
        ok.setObjectName("modes_ok")
        ok.setEnabled(self.least <= len(self.chosen()) <= self.most)


def error(parent, title: str, text: str, details: list[str] | None = None) -> None:
    box = P.message_box(QMessageBox.Warning, title, text, QMessageBox.Ok, parent)
    if details:
        box.setDetailedText("\n".join(details))
    box.setObjectName("error_dialog")
    if parent is not None and getattr(parent, "quiet", False):
        parent.last_error = (title, text, details)
        return
    box.exec()
