"""The dialogs between two games of a match: "Who goes first?", asked of the player who lost
(103.1), and the sideboard swap, each player's own deck (shown only to that player: in hot-seat
play behind the privacy curtain, `gameover.GameOverPart`). Both open without blocking; their
`accepted` signal carries on. Card names are plain text in the card language."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
)

from tabletop.session.opening import Deck
from tabletop.ui.common import messages as M
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr

KEY_ROLE = Qt.ItemDataRole.UserRole  # a list row's facts key
OK, CANCEL = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel


class FirstPlayerDialog(QDialog):
    """"Who goes first?": one choice per player, the chooser's own first."""

    def __init__(self, chooser: str, players: list[str], parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("first_player_dialog")
        P.set_window_title(self, tr("Who goes first?"))
        lay = QVBoxLayout(self)
        why = P.label(tr("{player} lost the last game and chooses who goes first in the next "
                         "one (rule 103.1).").format(player=chooser))
        why.setWordWrap(True)
        lay.addWidget(why)
        self.group = QButtonGroup(self)
        self.choices: dict[str, QRadioButton] = {}
        for i, p in enumerate(players):
            text = tr("{player} goes first").format(player=p)
            b = QRadioButton(P.action_text(text))
            b.setAccessibleName(text)
            b.setObjectName(f"first_{i}")
            b.setChecked(p == chooser)
            self.group.addButton(b, i)
            self.choices[p] = b
            lay.addWidget(b)
        self.players = list(players)
        bb = QDialogButtonBox(OK | CANCEL)
        bb.button(OK).setText(tr("Start the next game"))
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        self.buttons = bb
        lay.addWidget(bb)

    def chosen(self) -> str:
        i = self.group.checkedId()
        return self.players[i] if 0 <= i < len(self.players) else self.players[0]


class SideboardDialog(QDialog):
    """One player's main deck and sideboard: a card moves between them (a button, a double
    click, or Enter on its row), one copy at a time, so both counts always add up to the
    same number. OK keeps the swap; the deck given is changed only then."""

    def __init__(self, player: str, deck, facts: dict[str, dict], lang: str = "en",
                 parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("sideboard_dialog")
        P.set_window_title(self, tr("Sideboarding: {player}").format(player=player))
        self.deck, self.facts, self.lang = deck, facts, lang
        self.work = Deck(list(deck.main), list(deck.side), list(deck.command))
        lay = QVBoxLayout(self)
        intro = P.label(tr("{player}: swap cards between your main deck and your sideboard "
                           "before the next game.").format(player=player))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.main_label, self.side_label = P.label(), P.label()
        self.main_list, self.side_list = QListWidget(), QListWidget()
        self.main_list.setObjectName("main_deck")
        self.side_list.setObjectName("sideboard")
        self.to_side = QPushButton(tr("To the sideboard →"))
        self.to_side.setObjectName("to_sideboard")
        self.to_main = QPushButton(tr("← To the main deck"))
        self.to_main.setObjectName("to_main_deck")
        moves = QVBoxLayout()
        moves.addStretch(1)
        moves.addWidget(self.to_side)
        moves.addWidget(self.to_main)
        moves.addStretch(1)
        row = QHBoxLayout()
        for part in ((self.main_label, self.main_list), None,
                     (self.side_label, self.side_list)):
            if part is None:
                row.addLayout(moves)
                continue
            label, lst = part
            column = QVBoxLayout()
            column.addWidget(label)
            column.addWidget(lst, 1)
            label.setBuddy(lst)
            row.addLayout(column, 1)
        lay.addLayout(row, 1)
        self.to_side.clicked.connect(lambda: self._move(self.main_list, True))
        self.to_main.clicked.connect(lambda: self._move(self.side_list, False))
        self.main_list.itemActivated.connect(lambda _i: self._move(self.main_list, True))
        self.side_list.itemActivated.connect(lambda _i: self._move(self.side_list, False))
        bb = QDialogButtonBox(OK | CANCEL)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        self.buttons = bb
        lay.addWidget(bb)
        self.resize(620, 460)
        self._fill()

    def _fill(self) -> None:
        for lst, cards in ((self.main_list, self.work.main), (self.side_list, self.work.side)):
            row = lst.currentRow()
            lst.clear()
            for key, n in sorted(Counter(cards).items(), key=lambda kn: self._name(kn[0])):
                it = QListWidgetItem(f"{n} {self._name(key)}")
                it.setData(KEY_ROLE, key)
                lst.addItem(it)
            if lst.count():
                lst.setCurrentRow(min(max(row, 0), lst.count() - 1))
        self.main_label.setText(tr("Main deck: %n card(s)", None, len(self.work.main)))
        self.side_label.setText(tr("Sideboard: %n card(s)", None, len(self.work.side)))

    def _name(self, key: str) -> str:
        return M.localized_name(self.facts.get(key) or {"name": key}, self.lang)

    def _move(self, lst: QListWidget, to_side: bool) -> None:
        it = lst.currentItem()
        if it is None:
            return
        if self.work.move(it.data(KEY_ROLE), to_side):
            self._fill()

    def accept(self) -> None:
        """The deck becomes what the lists show."""
        self.deck.main[:] = self.work.main
        self.deck.side[:] = self.work.side
        super().accept()
