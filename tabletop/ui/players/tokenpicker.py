"""The token picker: choose a token from the list the card data gives (`carddata.tokens`), or make
a custom one (name, colours, types, P/T, abilities), how many at once and whether they enter
tapped. Every string is shown as written (plain text). Enter creates, Esc cancels.

    dlg = TokenPicker(tokens=None, lang="en", parent=None)   # tokens: facts dicts (None: the
                                                               # bundled list, list_tokens())
    if dlg.exec() == QDialog.Accepted:
        facts, count, tapped = dlg.result_value()              # facts in the save's shape
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tabletop.carddata.tokens import TOKEN_LAYOUT, matches
from tabletop.model.limits import MAX_RULES_TEXT, MAX_SHORT, MAX_TYPE_LINE
from tabletop.model.mana import COLORS
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.table import cardart
from tabletop.ui.table.cardtext import beside_text

COLOUR_TEXT = {"W": QT_TR_NOOP("white"), "U": QT_TR_NOOP("blue"), "B": QT_TR_NOOP("black"),
               "R": QT_TR_NOOP("red"), "G": QT_TR_NOOP("green")}
MAX_AT_ONCE = 100  # tokens one click creates (a spin box's top; the model judges the command)
MAX_SHOWN = 300  # tokens listed at once (a picture each: ~2.4 ms); more: a search narrows them


def token_line(facts: dict) -> str:
    """One list line: name, P/T, colours, type line, rules text."""
    pt = f" {facts['power']}/{facts['toughness']}" if facts.get("power") is not None else ""
    colors = ", ".join(tr(COLOUR_TEXT[c]) for c in COLORS if c in (facts.get("colors") or [])) \
        or tr("colorless")
    text = " ".join((facts.get("oracle_text") or "").split())
    line = f"{facts.get('name', '')}{pt} · {colors} · {facts.get('type_line', '')}"
    return f"{line} · {text}" if text else line


class TokenPicker(QDialog):
    def __init__(self, tokens: list[dict] | None = None, lang: str = "en", parent=None) -> None:
        super().__init__(parent)
        if tokens is None:
            from tabletop.carddata.tokens import list_tokens
            tokens = list_tokens()
        self.tokens = list(tokens)
        self.lang = lang
        self._result: tuple[dict, int, bool] | None = None
        P.set_window_title(self, tr("Create tokens"))
        lay = QVBoxLayout(self)
        self.tabs = QTabWidget()
        lay.addWidget(self.tabs, 1)
        self.tabs.addTab(self._list_page(), tr("From the list"))
        self.tabs.addTab(self._custom_page(), tr("Custom token"))
        lay.addLayout(self._count_row())
        lay.addWidget(self._buttons())
        self.search.textChanged.connect(self.fill)
        self.list.currentItemChanged.connect(lambda it, _old: self._show(it))
        self.list.itemDoubleClicked.connect(lambda _it: self.accept())
        self.tabs.currentChanged.connect(lambda _i: self.problem.setText(""))
        self.fill()
        self.resize(900, 560)
        self.search.setFocus()

    # -- building --
    def _list_page(self) -> QWidget:
        """The tab of the token list: a search, the list, the card's text beside."""
        page = QWidget()
        pl = QVBoxLayout(page)
        self.search = QLineEdit()
        self.search.setObjectName("token_search")
        self.search.setPlaceholderText(tr("Search tokens: name, type, text, P/T, colour"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(tr("Search tokens"))
        pl.addWidget(self.search)
        self.list = QListWidget()
        self.list.setObjectName("token_list")
        self.list.setIconSize(QSize(round(cardart.CARD_W * 0.9), round(cardart.CARD_H * 0.9)))
        self.list.setUniformItemSizes(True)
        split, self.card = beside_text(self.list, (3, 2))
        pl.addWidget(split, 1)
        return page

    def _custom_page(self) -> QWidget:
        """The tab of a custom token: name, colours, types, P/T, abilities."""
        page = QWidget()
        form = QFormLayout(page)
        self.c_name = QLineEdit()
        self.c_name.setObjectName("custom_name")
        self.c_name.setMaxLength(MAX_SHORT)
        form.addRow(tr("Name"), self.c_name)
        colors = QHBoxLayout()
        self.c_colors: dict[str, QCheckBox] = {}
        for c in COLORS:
            box = QCheckBox(tr(COLOUR_TEXT[c]))
            box.setObjectName("custom_color_" + c)
            self.c_colors[c] = box
            colors.addWidget(box)
        colors.addStretch(1)
        form.addRow(tr("Colours"), colors)
        self.c_types = QLineEdit()
        self.c_types.setObjectName("custom_types")
        self.c_types.setMaxLength(MAX_TYPE_LINE - len("Token "))
        self.c_types.setPlaceholderText(tr("e.g. Creature — Soldier"))
        form.addRow(tr("Types"), self.c_types)
        pt = QHBoxLayout()
        self.c_power, self.c_toughness = QLineEdit(), QLineEdit()
        for w, name in ((self.c_power, "custom_power"), (self.c_toughness, "custom_toughness")):
            w.setObjectName(name)
            w.setMaxLength(8)
            w.setMaximumWidth(60)
        pt.addWidget(self.c_power)
        pt.addWidget(P.label("/"))
        pt.addWidget(self.c_toughness)
        pt.addStretch(1)
        form.addRow(tr("Power / toughness"), pt)
        self.c_text = QPlainTextEdit()
        self.c_text.setObjectName("custom_text")
        self.c_text.setTabChangesFocus(True)
        self.c_text.setPlaceholderText(tr("Abilities, e.g. Flying"))
        form.addRow(tr("Abilities"), self.c_text)
        return page

    def _count_row(self) -> QHBoxLayout:
        """How many, enter tapped, and where a problem is said."""
        row = QHBoxLayout()
        row.addWidget(P.label(tr("How many")))
        self.count = QSpinBox()
        self.count.setObjectName("token_count")
        self.count.setRange(1, MAX_AT_ONCE)
        self.count.setAccessibleName(tr("How many tokens"))
        row.addWidget(self.count)
        self.tapped = QCheckBox(tr("Enter tapped"))
        self.tapped.setObjectName("token_tapped")
        row.addWidget(self.tapped)
        row.addStretch(1)
        self.problem = P.label()
        self.problem.setObjectName("token_problem")
        self.problem.setStyleSheet("color: #b00020;")
        row.addWidget(self.problem)
        return row

    def _buttons(self) -> QDialogButtonBox:
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.create_button = self.buttons.button(QDialogButtonBox.Ok)
        self.create_button.setText(tr("Create"))
        self.create_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        return self.buttons

    # -- the list --
    def fill(self, query: str | None = None) -> None:
        query = self.search.text() if query is None else query
        self.list.clear()
        found = [i for i, facts in enumerate(self.tokens) if not query or matches(facts, query)]
        more = len(found) - MAX_SHOWN
        self.problem.setText(tr("%n more token(s) found: search to narrow the list", None,
                                more) if more > 0 else "")
        for i in found[:MAX_SHOWN]:
            facts = self.tokens[i]
            it = QListWidgetItem(token_line(facts))  # item text is plain
            it.setData(Qt.UserRole, i)
            it.setIcon(QIcon(cardart.face_pixmap(facts, self.lang, level=1.0, token=True)))
            it.setToolTip(P.tooltip(token_line(facts)))
            self.list.addItem(it)
        if self.list.count():
            self.list.setCurrentRow(0)
        else:
            self.card.clear()

    def _show(self, it) -> None:
        if it is None:
            return
        from tabletop.rules.visibility import ObjectView
        facts = self.tokens[it.data(Qt.UserRole)]
        self.card.show_view(ObjectView(id="token", zone="battlefield", owner="", index=0,
                                       known=True, facts=facts, token=True), self.lang)

    def shown_tokens(self) -> list[dict]:
        """The tokens the list shows now, in order."""
        return [self.tokens[self.list.item(i).data(Qt.UserRole)]
                for i in range(self.list.count())]

    def select(self, row: int) -> None:
        self.list.setCurrentRow(row)

    # -- the custom token --
    def custom_facts(self) -> dict:
        """The custom token's facts; ValueError with a one-line reason when they can't be."""
        from tabletop.model.cards import CardFacts, CardFactsError
        name = " ".join(self.c_name.text().split())
        if not name:
            raise ValueError(tr("A custom token needs a name."))
        types = " ".join(self.c_types.text().split()) or "Creature"
        type_line = types if types.startswith("Token") else f"Token {types}"
        facts: dict = {"name": name, "type_line": type_line,
                       "colors": [c for c in COLORS if self.c_colors[c].isChecked()],
                       "layout": TOKEN_LAYOUT}
        power, toughness = self.c_power.text().strip(), self.c_toughness.text().strip()
        if power or toughness:
            if not (power and toughness):
                raise ValueError(tr("Give both power and toughness, or neither."))
            facts["power"], facts["toughness"] = power, toughness
        elif "Creature" in type_line:
            raise ValueError(tr("A creature token needs a power and a toughness."))
        text = self.c_text.toPlainText().strip()
        if len(text) > MAX_RULES_TEXT:
            raise ValueError(tr("The abilities text is too long."))
        if text:
            facts["oracle_text"] = text
        try:
            CardFacts.from_dict(facts)
        except CardFactsError as exc:
            raise ValueError(str(exc)) from None
        return facts

    # -- the result --
    def accept(self) -> None:
        if self.tabs.currentIndex() == 1:
            try:
                facts = self.custom_facts()
            except ValueError as exc:
                self.problem.setText(str(exc))
                return
        else:
            it = self.list.currentItem()
            if it is None:
                self.problem.setText(tr("No token matches; try another search."))
                return
            facts = dict(self.tokens[it.data(Qt.UserRole)])
        self._result = (facts, self.count.value(), self.tapped.isChecked())
        super().accept()

    def result_value(self) -> tuple[dict, int, bool] | None:
        """(token facts, how many, tapped) once Create was chosen; None after Cancel."""
        return self._result
