"""The card browser: one dialog for the library tools. It is given card entries (an id and the
facts the seat's view shows, or None for a card the seat does not know: drawn as a card back,
with no face text) and gives back the user's choice as plain data (ids per pile, in order).

    CardBrowser(entries, Mode.SEARCH, lang="en", parent=None)
        # a searchable, filterable list (name, type, text; Ctrl+F: the filter); pick found
        # cards (several: Ctrl/Shift-click), a destination, "reveal", "shuffle after";
        # "Fail to find" is a result too
    CardBrowser(entries, Mode.ARRANGE, piles=(Pile.TOP, Pile.BOTTOM, Pile.GRAVEYARD))
        # scry / surveil: every card to the top (in the order set by drag or Alt+Up/Down),
        # the bottom or the graveyard (Alt+T / Alt+B / Alt+G, or drag between the piles)
    CardBrowser(entries, Mode.BOTTOM, count=N)
        # after a mulligan: exactly N cards of the hand to the bottom, in order

    dlg.exec(); dlg.choice() -> Choice | None (None: cancelled)

`Choice.piles` maps a `Pile` to the ids in order: for ARRANGE and BOTTOM the first id of TOP is
the library's new top card and BOTTOM is in the order the cards go under the library (the first
goes first, so the last ends at the very bottom); for SEARCH the chosen destination's pile holds
the picked cards (`Choice.failed`: fail to find, no pile), with `reveal` and `shuffle`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QItemSelectionModel, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tabletop.carddata.tokens import matches
from tabletop.ui.common import messages as M
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.table import cardart
from tabletop.ui.table.cardtext import beside_text


class Mode(enum.StrEnum):
    SEARCH = "search"    # search a library: pick cards and where they go
    ARRANGE = "arrange"  # scry / surveil: the cards looked at to top, bottom or graveyard
    BOTTOM = "bottom"    # London mulligan: N cards of the hand to the bottom, in order


class Pile(enum.StrEnum):
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    BATTLEFIELD_FACE_DOWN = "battlefield_face_down"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    TOP = "top"
    BOTTOM = "bottom"


PILE_TEXT = {Pile.HAND: "Hand", Pile.BATTLEFIELD: "Battlefield, face up",
             Pile.BATTLEFIELD_FACE_DOWN: "Battlefield, face down", Pile.GRAVEYARD: "Graveyard",
             Pile.EXILE: "Exile", Pile.TOP: "Top of the library",
             Pile.BOTTOM: "Bottom of the library"}
PILE_KEY = {Pile.TOP: "Alt+T", Pile.BOTTOM: "Alt+B", Pile.GRAVEYARD: "Alt+G",
            Pile.HAND: "Alt+H"}
SEARCH_DESTINATIONS = (Pile.HAND, Pile.BATTLEFIELD, Pile.BATTLEFIELD_FACE_DOWN, Pile.GRAVEYARD,
                       Pile.EXILE, Pile.TOP)
ICON_SCALE = 1.15  # card pictures a little larger than the table's (a hand of 7 in a row)
TYPES = ("Creature", "Land", "Basic", "Instant", "Sorcery", "Artifact", "Enchantment",
         "Planeswalker", "Battle")


@dataclass(frozen=True, slots=True)
class Entry:
    """A card the browser shows: an id the caller knows it by, and the facts the seat's view
    shows (None: unknown to the seat, a card back)."""
    id: str
    facts: dict | None = None


@dataclass(frozen=True, slots=True)
class Choice:
    piles: dict = field(default_factory=dict)  # Pile -> tuple of ids, in order
    reveal: bool = False
    shuffle: bool = False
    failed: bool = False  # SEARCH: fail to find


def _view(entry: Entry):
    from tabletop.rules.visibility import ObjectView
    return ObjectView(id=entry.id, zone="library", owner="", index=0,
                      known=entry.facts is not None, facts=entry.facts,
                      token=(entry.facts or {}).get("layout") == "token")


def _is_typing(event) -> bool:
    """Whether a key press types text (a letter, a digit, a sign; a Backspace): not a
    shortcut, a move, or a lone space (which picks the current card)."""
    text = event.text()
    if event.modifiers() & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier):
        return False
    return event.key() == Qt.Key_Backspace or (bool(text) and text.isprintable()
                                                and not text.isspace())


class _PileList(QListWidget):
    """One pile: card pictures in a row, in order; drag a card to another place in it or onto
    another pile (`dropped(id, global point)`: the dialog moves it; the drag is the widget's
    own, no QDrag, so it works and is tested the same everywhere); Alt+Up / Alt+Down (or
    Left / Right) move the current card."""

    dropped = Signal(object, str, QPoint)  # (the pile dragged from, card id, global point)
    typed = Signal(object)  # a key with text the pile does not use (the search's filter does)

    def __init__(self, pile: Pile, movable: bool) -> None:
        super().__init__()
        self.pile = pile
        self.movable = movable
        self._press: tuple[str, QPoint] | None = None
        self._dragging = False
        self.typing_filters = False  # the search's list: typing goes to the filter (`typed`)
        self.setObjectName("pile_" + pile)
        self.setAccessibleName(tr(PILE_TEXT[pile]))
        self.setViewMode(QListWidget.IconMode)
        self.setFlow(QListWidget.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListWidget.Adjust)
        self.setMovement(QListWidget.Static)  # the order is the pile's: no free placing
        icon = QSize(round(cardart.CARD_W * ICON_SCALE), round(cardart.CARD_H * ICON_SCALE))
        self.setIconSize(icon)
        self.setGridSize(QSize(icon.width() + 16, icon.height() + 38))  # a name: two lines
        self.setWordWrap(True)
        self.setMouseTracking(True)
        self.setDragDropMode(QAbstractItemView.NoDragDrop)
        self.setSelectionMode(QAbstractItemView.ExtendedSelection)

    def mousePressEvent(self, event) -> None:
        super().mousePressEvent(event)
        it = self.itemAt(event.position().toPoint())
        self._press = (it.data(Qt.UserRole), event.position().toPoint()) \
            if it is not None and self.movable and event.button() == Qt.LeftButton else None
        self._dragging = False

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None and event.buttons() & Qt.LeftButton:
            if not self._dragging and (event.position().toPoint() - self._press[1]
                                       ).manhattanLength() >= QApplication.startDragDistance():
                self._dragging = True
                self.viewport().setCursor(Qt.ClosedHandCursor)
            if self._dragging:
                return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        press, dragging = self._press, self._dragging
        self._press, self._dragging = None, False
        if dragging and press is not None:
            self.viewport().unsetCursor()
            self.dropped.emit(self, press[0], self.viewport().mapToGlobal(
                event.position().toPoint()))
            return
        super().mouseReleaseEvent(event)

    def insert_row_at(self, point: QPoint) -> int:
        """Where a card dropped at `point` (viewport coordinates) goes: before the card under
        it (after it, on its right half), at the end when on no card."""
        it = self.itemAt(point)
        if it is None:
            return self.count()
        row, rect = self.row(it), self.visualItemRect(it)
        return row + (1 if point.x() > rect.center().x() else 0)

    def ids(self) -> tuple[str, ...]:
        return tuple(self.item(i).data(Qt.UserRole) for i in range(self.count()))

    def keyPressEvent(self, event) -> None:
        if event.modifiers() & Qt.AltModifier and event.key() in (Qt.Key_Up, Qt.Key_Down,
                                                                   Qt.Key_Left, Qt.Key_Right):
            self.move_current(-1 if event.key() in (Qt.Key_Up, Qt.Key_Left) else 1)
            return
        if self.typing_filters and _is_typing(event):
            self.typed.emit(event)  # (the list's own jump to a name is not a filter)
            return
        super().keyPressEvent(event)

    def move_current(self, by: int) -> None:
        row = self.currentRow()
        to = row + by
        if row < 0 or not 0 <= to < self.count():
            return
        it = self.takeItem(row)
        self.insertItem(to, it)
        self.clearSelection()
        self.setCurrentRow(to)


class CardBrowser(QDialog):
    def __init__(self, entries, mode: Mode = Mode.SEARCH, lang: str = "en", parent=None,
                 piles=(Pile.TOP, Pile.BOTTOM, Pile.GRAVEYARD), count: int = 0,
                 title: str | None = None) -> None:
        super().__init__(parent)
        self.entries = [e if isinstance(e, Entry) else Entry(*e) for e in entries]
        self.by_id = {e.id: e for e in self.entries}
        self.mode, self.lang, self.count = Mode(mode), lang, count
        self._choice: Choice | None = None
        default = {Mode.SEARCH: "Search the library", Mode.ARRANGE: "Arrange the top cards",
                   Mode.BOTTOM: "Put cards on the bottom"}[self.mode]
        P.set_window_title(self, title or tr(default))
        lay = QVBoxLayout(self)
        self.prompt = P.label()
        self.prompt.setWordWrap(True)
        lay.addWidget(self.prompt)
        self.filter = QLineEdit()
        self.filter.setObjectName("browser_filter")
        self.filter.setClearButtonEnabled(True)
        self.filter.setPlaceholderText(tr("Filter by name, type or text (Ctrl+F)"))
        self.filter.setAccessibleName(tr("Filter cards"))
        self.type_filter = QComboBox()
        self.type_filter.setObjectName("browser_type")
        self.type_filter.addItem(tr("Any type"), "")
        for t in TYPES:
            self.type_filter.addItem(tr(t), t)
        row = QHBoxLayout()
        row.addWidget(self.filter, 1)
        row.addWidget(self.type_filter)
        lay.addLayout(row)
        QShortcut(QKeySequence("Ctrl+F"), self, self._focus_filter)
        self.piles: dict[Pile, _PileList] = {}
        left = QWidget()
        self.pile_box = QVBoxLayout(left)
        self.pile_box.setContentsMargins(0, 0, 0, 0)
        body, self.card = beside_text(left)
        lay.addWidget(body, 1)
        bottom = QHBoxLayout()
        lay.addLayout(bottom)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.ok = self.buttons.button(QDialogButtonBox.Ok)
        self.ok.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        if self.mode == Mode.SEARCH:
            self._build_search(bottom)
        elif self.mode == Mode.ARRANGE:
            self._build_piles(bottom, [Pile(p) for p in piles], Pile.TOP)
        else:
            self._build_piles(bottom, [Pile.HAND, Pile.BOTTOM], Pile.HAND)
        bottom.addStretch(1)
        bottom.addWidget(self.buttons)
        self.filter.textChanged.connect(self.apply_filter)
        self.type_filter.currentIndexChanged.connect(lambda _i: self.apply_filter())
        self._update()
        self.resize(1200, 680)

    # -- building --
    def _add_pile(self, pile: Pile, movable: bool) -> _PileList:
        w = _PileList(pile, movable)
        self.piles[pile] = w
        if len(self.piles) > 1 or self.mode != Mode.SEARCH:
            self.pile_box.addWidget(P.label(tr(PILE_TEXT[pile])))
        self.pile_box.addWidget(w, 1)
        w.currentItemChanged.connect(lambda it, _old: self._show(it))
        w.itemEntered.connect(self._show)
        w.dropped.connect(self._dropped)
        w.model().rowsInserted.connect(lambda *_a: self._update())
        w.model().rowsRemoved.connect(lambda *_a: self._update())
        return w

    def _item(self, entry: Entry) -> QListWidgetItem:
        ov = _view(entry)
        it = QListWidgetItem(QIcon(cardart.pixmap_for(ov, self.lang)), M.card_title(ov, self.lang))
        it.setData(Qt.UserRole, entry.id)
        it.setToolTip(P.tooltip(M.tooltip(ov, self.lang)))
        it.setData(Qt.AccessibleTextRole, M.card_title(ov, self.lang))
        return it

    def _build_search(self, bottom: QHBoxLayout) -> None:
        lib = self._add_pile(Pile.TOP, False)  # the library, in its order (top first)
        lib.setObjectName("browser_cards")
        lib.setDragDropMode(QAbstractItemView.NoDragDrop)
        for e in self.entries:
            lib.addItem(self._item(e))
        lib.itemSelectionChanged.connect(self._update)
        lib.itemDoubleClicked.connect(lambda _it: self.accept())
        bottom.addWidget(P.label(tr("Put the cards found into")))
        self.destination = QComboBox()
        self.destination.setObjectName("browser_destination")
        for d in SEARCH_DESTINATIONS:
            self.destination.addItem(tr(PILE_TEXT[d]), str(d))
        bottom.addWidget(self.destination)
        self.reveal = QCheckBox(tr("Reveal them"))
        self.reveal.setObjectName("browser_reveal")
        self.shuffle = QCheckBox(tr("Shuffle after"))
        self.shuffle.setObjectName("browser_shuffle")
        self.shuffle.setChecked(True)
        bottom.addWidget(self.reveal)
        bottom.addWidget(self.shuffle)
        self.fail = QPushButton(tr("Fail to find"))
        self.fail.setObjectName("browser_fail")
        self.fail.setAutoDefault(False)
        self.fail.clicked.connect(self.fail_to_find)
        self.buttons.addButton(self.fail, QDialogButtonBox.ActionRole)
        lib.typing_filters = True
        lib.typed.connect(self._type_into_filter)
        self.filter.installEventFilter(self)  # Down from the filter: back to the cards
        self.ok.setText(tr("Take"))
        self.prompt.setText(tr("Pick the cards you found (Ctrl+click for more), then where "
                                 "they go."))
        lib.setFocus()

    def _build_piles(self, bottom: QHBoxLayout, piles: list[Pile], start: Pile) -> None:
        self.ok.setText(tr("Put on the bottom") if self.mode == Mode.BOTTOM else tr("Done"))
        for p in piles:
            self._add_pile(p, True)
        for e in self.entries:
            self.piles[start].addItem(self._item(e))
        for p in piles:
            b = QPushButton(tr("To {pile}").format(pile=tr(PILE_TEXT[p]))
                            + (f" ({PILE_KEY[p]})" if p in PILE_KEY else ""))
            b.setObjectName("to_" + p)
            b.setAutoDefault(False)
            b.clicked.connect(lambda _c=False, p=p: self.move_selected(p))
            if p in PILE_KEY:
                QShortcut(QKeySequence(PILE_KEY[p]), self, lambda p=p: self.move_selected(p))
            bottom.addWidget(b)
        self.filter.setVisible(False)
        self.type_filter.setVisible(False)
        self.piles[start].setCurrentRow(0)
        self.piles[start].setFocus()

    # -- filtering (SEARCH) --
    def _focus_filter(self) -> None:
        if self.filter.isVisible():
            self.filter.setFocus()
            self.filter.selectAll()

    def eventFilter(self, obj, event) -> bool:
        if obj is self.filter and event.type() == QEvent.KeyPress and \
                event.key() in (Qt.Key_Down, Qt.Key_PageDown) and Pile.TOP in self.piles:
            self.piles[Pile.TOP].setFocus()
            return True
        return super().eventFilter(obj, event)

    def _type_into_filter(self, event) -> None:
        """A key typed in the list of a search: the filter takes it (and the focus), as if
        the player had typed there."""
        if not self.filter.isVisible():
            return
        self.filter.setFocus()
        QApplication.sendEvent(self.filter, QKeyEvent(event.type(), event.key(),
                                                      event.modifiers(), event.text()))

    def apply_filter(self) -> None:
        text, kind = self.filter.text(), self.type_filter.currentData()
        lib = self.piles[Pile.TOP]
        for i in range(lib.count()):
            it = lib.item(i)
            facts = self.by_id[it.data(Qt.UserRole)].facts
            shown = not (text or kind) or (facts is not None and (
                not text or matches(facts, text)) and (
                not kind or kind in (facts.get("type_line") or "").split()))
            it.setHidden(not shown)
            if not shown:
                it.setSelected(False)
        self._follow_filter(lib)
        self._update()

    def _follow_filter(self, lib: _PileList) -> None:
        """After the filter changed, the preview shows a card the list shows: the current one
        if it is still there, else the first picked, else the first shown; nothing when none
        is shown. (The list's current card follows, without changing what is picked.)"""
        cur = lib.currentItem()
        if cur is None or cur.isHidden():
            shown = [lib.item(i) for i in range(lib.count()) if not lib.item(i).isHidden()]
            cur = next((it for it in shown if it.isSelected()), shown[0] if shown else None)
            if cur is not None:
                lib.setCurrentItem(cur, QItemSelectionModel.NoUpdate)
        if cur is None:
            self.card.clear()
        else:
            lib.scrollToItem(cur)
            self._show(cur)

    def shown_ids(self) -> list[str]:
        """SEARCH: the ids of the cards the list shows now (after the filters)."""
        lib = self.piles[Pile.TOP]
        return [lib.item(i).data(Qt.UserRole) for i in range(lib.count())
                if not lib.item(i).isHidden()]

    # -- moving (ARRANGE, BOTTOM) --
    def move_selected(self, to: Pile) -> None:
        target = self.piles.get(to)
        if target is None:
            return
        src = next((w for w in self.piles.values() if w.hasFocus()), None) or next(
            (w for w in self.piles.values() if w.selectedItems()), None)
        if src is None or src is target:
            return
        rows = sorted(src.row(it) for it in src.selectedItems()) or (
            [src.currentRow()] if src.currentRow() >= 0 else [])
        moved = [src.item(r) for r in rows]
        for r in reversed(rows):
            src.takeItem(r)
        for it in moved:
            target.addItem(it)
        if src.count():
            src.setCurrentRow(min(rows[0], src.count() - 1) if rows else 0)
        src.setFocus()
        self._update()

    def _dropped(self, src: _PileList, cid: str, where: QPoint) -> None:
        """A card dragged from `src` and let go at `where` (global): into the pile under it, at
        that place (its own pile: reordered)."""
        target = next((w for w in self.piles.values() if w.isVisible() and w.movable and
                       w.viewport().rect().contains(w.viewport().mapFromGlobal(where))), None)
        if target is None:
            return
        row = next(i for i in range(src.count()) if src.item(i).data(Qt.UserRole) == cid)
        at = target.insert_row_at(target.viewport().mapFromGlobal(where))
        if target is src and at > row:
            at -= 1
        it = src.takeItem(row)
        target.insertItem(at, it)
        target.clearSelection()
        target.setCurrentItem(it)
        self._update()

    # -- showing --
    def _show(self, it) -> None:
        if it is not None:
            self.card.show_view(_view(self.by_id[it.data(Qt.UserRole)]), self.lang)

    def _update(self) -> None:
        if self.mode == Mode.BOTTOM:
            n = len(self.piles[Pile.BOTTOM].ids())
            self.prompt.setText(" ".join((
                tr("Put %n of these cards on the bottom of your library, in order (the first "
                   "goes first).", None, self.count), tr("Chosen: {k}.").format(k=n))))
            self.ok.setEnabled(n == self.count)
        elif self.mode == Mode.ARRANGE:
            self.prompt.setText(tr("Top: the first card is the top of the library. Drag or "
                                     "use Alt+Up / Alt+Down to order."))
        else:
            self.ok.setEnabled(bool(self.piles[Pile.TOP].selectedItems()))

    # -- the result --
    def selected_ids(self) -> list[str]:
        """SEARCH: the ids picked, in library order."""
        lib = self.piles[Pile.TOP]
        return [lib.item(i).data(Qt.UserRole) for i in range(lib.count())
                if lib.item(i).isSelected() and not lib.item(i).isHidden()]

    def accept(self) -> None:
        if self.mode == Mode.SEARCH:
            picked = self.selected_ids()
            if not picked:
                return
            dest = Pile(self.destination.currentData())
            self._choice = Choice({dest: tuple(picked)}, self.reveal.isChecked(),
                                  self.shuffle.isChecked())
        elif self.mode == Mode.BOTTOM:
            bottom = self.piles[Pile.BOTTOM].ids()
            if len(bottom) != self.count:
                return
            self._choice = Choice({Pile.BOTTOM: bottom})
        else:
            self._choice = Choice({p: w.ids() for p, w in self.piles.items()})
        super().accept()

    def fail_to_find(self) -> None:
        self._choice = Choice({}, False, self.shuffle.isChecked(), failed=True)
        super().accept()

    def choice(self) -> Choice | None:
        return self._choice
