"""The deck editor (Cards → Deck editor…, File → Open deck…): search the card database by name or
rules text in any of its languages, type, colours and mana value; the card's image and text;
the deck by section (main, sideboard, commander, companion) with counts, a mana curve and a type
breakdown; New, Open… and Save (`.cod` or text, by the file's extension), from and to the
Cockatrice decks folder when one is known; undo; "Start a game with this deck…".

Every name is shown as written (item views and plain labels: never rich text). A card the
database lacks stays in the deck, marked, until the user takes it out."""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QBrush, QColor, QFont, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop.carddata.decksearch import COLORLESS, Compare, DeckHit, DeckQuery
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import QT_TR_NOOP, localized_name, tr

from .deck import EDIT_SECTIONS, EditDeck, Line
from .widgets import CardList, ManaCurve, Preview

COCKATRICE_DECKS = "cockatrice_decks"  # the setting: Cockatrice's decks folder, when known
DECK_FILES = QT_TR_NOOP("Decks (*.cod *.dek *.dck *.dec *.txt);;All files (*)")
SEARCH_DELAY_MS = 150  # typing pauses this long before the search runs
SECTION_NAMES = {"main": QT_TR_NOOP("Main deck"), "sideboard": QT_TR_NOOP("Sideboard"),
                 "commander": QT_TR_NOOP("Commander"), "companion": QT_TR_NOOP("Companion")}
COLOR_NAMES = {"W": QT_TR_NOOP("White"), "U": QT_TR_NOOP("Blue"), "B": QT_TR_NOOP("Black"),
               "R": QT_TR_NOOP("Red"), "G": QT_TR_NOOP("Green"),
               COLORLESS: QT_TR_NOOP("Colourless")}
TYPE_WORDS = (QT_TR_NOOP("Creature"), QT_TR_NOOP("Instant"), QT_TR_NOOP("Sorcery"),
              QT_TR_NOOP("Artifact"), QT_TR_NOOP("Enchantment"), QT_TR_NOOP("Planeswalker"),
              QT_TR_NOOP("Land"), QT_TR_NOOP("Battle"), QT_TR_NOOP("Legendary"))
COMPARES = (("", QT_TR_NOOP("any")), (Compare.EQ, "="), (Compare.LE, "≤"), (Compare.GE, "≥"))
KIND_NAMES = {"Creature": QT_TR_NOOP("Creatures"), "Planeswalker": QT_TR_NOOP("Planeswalkers"),
              "Battle": QT_TR_NOOP("Battles"), "Instant": QT_TR_NOOP("Instants"),
              "Sorcery": QT_TR_NOOP("Sorceries"), "Artifact": QT_TR_NOOP("Artifacts"),
              "Enchantment": QT_TR_NOOP("Enchantments"), "Land": QT_TR_NOOP("Lands"),
              "Other": QT_TR_NOOP("Other"), "Unknown": QT_TR_NOOP("Unknown cards")}
UNKNOWN_COLOR = "#c0392b"
MAX_UNKNOWN_SHOWN = 6  # unknown names said under the deck (all of them in its tooltip)
ROLE = Qt.ItemDataRole.UserRole


def decks_folder() -> str:
    """Where deck files are opened from and saved to: Cockatrice's decks folder when one is
    known (and there), else where file dialogs start."""
    from tabletop.ui.files import fileops
    kept = fileops.load_settings().get(COCKATRICE_DECKS)
    if isinstance(kept, str) and kept and Path(kept).is_dir():
        return kept
    return fileops.dialog_start()


class _Edit(QUndoCommand):
    """One change of the deck (an add, a removal, a move): the lines before and after."""

    def __init__(self, editor: DeckEditor, before: list[Line], after: list[Line], text: str):
        super().__init__(text)
        self.editor, self.before, self.after = editor, before, after

    def redo(self) -> None:
        self.editor.set_lines(self.after)

    def undo(self) -> None:
        self.editor.set_lines(self.before)


class DeckEditor(QMainWindow):
    """The editor's window; `win` is the main window (None: on its own)."""

    def __init__(self, win=None):
        super().__init__(win)
        from tabletop.carddata.database import CardDatabase
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.setObjectName("deck_editor")
        self.win = win
        self.lang = getattr(win, "lang", "en") or "en"
        self.db = CardDatabase.open()
        self.deck = EditDeck(self.db.find_dict)
        self.path: Path | None = None
        self.hits: list[DeckHit] = []
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(lambda _c: self._title())
        self._renamed = False
        self._select: tuple[str, str] | None = None  # the line to choose after a change
        self._timer = QTimer(self, singleShot=True, interval=SEARCH_DELAY_MS)
        self._timer.timeout.connect(self.run_search)
        self.images = self._image_service()
        self._build()
        self.resize(1280, 720)
        self.refresh()
        self.run_search()

    def _image_service(self):
        from tabletop.ui.table import images
        svc = images.service_for(self.win) if self.win is not None else images.ImageService(self)
        svc.changed.connect(lambda _keys: self._show_preview_again())
        return svc

    # -- building --
    def _build(self) -> None:
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("deck_editor_split")
        split.addWidget(self._search_panel())
        split.addWidget(self._deck_panel())
        split.addWidget(self._card_panel())
        split.setSizes([470, 470, 340])
        self.setCentralWidget(split)
        self._build_menus()
        self.statusBar()

    def _search_panel(self) -> QWidget:
        box = QWidget()
        lay = QVBoxLayout(box)
        self.search = QLineEdit()
        self.search.setObjectName("deck_search")
        self.search.setPlaceholderText(tr("Search: a name or rules text, in any language"))
        self.search.setToolTip(tr("Part of a card's name or words of its rules text, in any of "
                                  "the database's languages (Ctrl+F)"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _t: self._timer.start())
        self.search.returnPressed.connect(self._search_now_and_focus)
        lay.addWidget(self.search)
        lay.addLayout(self._filters())
        self.results = CardList("search_results", [tr("Name"), tr("Cost"), tr("MV"),
                                                   tr("Type")],
                                {Qt.Key.Key_Return: self._add_key, Qt.Key.Key_Enter: self._add_key,
                                 Qt.Key.Key_Plus: lambda _s: self.add_chosen("main")})
        self.results.headerItem().setToolTip(2, tr("Mana value"))
        self.results.setToolTip(tr("Enter, + or a double click: add to the main deck; "
                                   "Shift+Enter: add to the sideboard"))
        self.results.itemDoubleClicked.connect(lambda *_: self.add_chosen("main"))
        self.results.currentItemChanged.connect(lambda *_: self._preview_result())
        lay.addWidget(self.results, 1)
        self.results_count = P.label()
        self.results_count.setObjectName("results_count")
        lay.addWidget(self.results_count)
        lay.addLayout(self._add_buttons())
        return box

    def _filters(self) -> QGridLayout:
        grid = QGridLayout()
        self.type_box = QComboBox()
        self.type_box.setObjectName("card_type")
        self.type_box.setEditable(True)
        self.type_box.addItems([""] + [tr(w) for w in TYPE_WORDS])
        self.type_box.setToolTip(tr("A word of the type line: Creature, Instant, Elf, "
                                    "Legendary…"))
        self.type_box.currentTextChanged.connect(lambda _t: self._timer.start())
        grid.addWidget(QLabel(tr("Type")), 0, 0)
        grid.addWidget(self.type_box, 0, 1, 1, 3)
        colors = QHBoxLayout()
        self.color_boxes: dict[str, QCheckBox] = {}
        for code, name in COLOR_NAMES.items():
            check = QCheckBox(code)
            check.setObjectName("color_" + code)
            check.setToolTip(tr("{colour}: cards of this colour (ticked colours: any of them)")
                             .format(colour=tr(name)))
            check.toggled.connect(lambda _on: self.run_search())
            self.color_boxes[code] = check
            colors.addWidget(check)
        grid.addWidget(QLabel(tr("Colours")), 1, 0)
        grid.addLayout(colors, 1, 1, 1, 3)
        self.mv_compare = QComboBox()
        self.mv_compare.setObjectName("mv_compare")
        for value, text in COMPARES:
            self.mv_compare.addItem(tr(text) if not value else text, value)
        self.mv_value = QSpinBox()
        self.mv_value.setObjectName("mv_value")
        self.mv_value.setRange(0, 20)
        self.mv_compare.currentIndexChanged.connect(lambda _i: self._compare_changed())
        self.mv_value.valueChanged.connect(lambda _v: self.run_search())
        self.mv_compare.setToolTip(tr("Mana value: any, equal to, at most, at least"))
        self.mv_value.setEnabled(False)
        grid.addWidget(QLabel(tr("Mana value")), 2, 0)
        grid.addWidget(self.mv_compare, 2, 1)
        grid.addWidget(self.mv_value, 2, 2)
        return grid

    def _add_buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.add_buttons = {}
        for section, text, tip in (
                ("main", QT_TR_NOOP("Add to main"), QT_TR_NOOP("Add one to the main deck (Enter)")),
                ("sideboard", QT_TR_NOOP("Add to sideboard"),
                 QT_TR_NOOP("Add one to the sideboard (Shift+Enter)")),
                ("commander", QT_TR_NOOP("Add as commander"),
                 QT_TR_NOOP("Put it in the command zone"))):
            b = QPushButton(tr(text))
            b.setObjectName("add_" + section)
            b.setToolTip(tr(tip))
            b.clicked.connect(lambda _=False, s=section: self.add_chosen(s))
            self.add_buttons[section] = b
            row.addWidget(b)
        return row

    def _deck_panel(self) -> QWidget:
        box = QWidget()
        lay = QVBoxLayout(box)
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("deck_name")
        self.name_edit.setPlaceholderText(tr("Deck name"))
        self.name_edit.setMaxLength(200)
        self.name_edit.textEdited.connect(self._renamed_to)
        lay.addWidget(self.name_edit)
        self.deck_list = CardList("deck_list", [tr("Count"), tr("Name"), tr("Cost"),
                                                tr("Type")],
                                  {Qt.Key.Key_Plus: lambda _s: self.change_chosen(1),
                                   Qt.Key.Key_Minus: lambda _s: self.change_chosen(-1),
                                   Qt.Key.Key_Delete: lambda _s: self.change_chosen(-1)})
        self.deck_list.setRootIsDecorated(True)
        self.deck_list.setToolTip(tr("+ adds one more, - or Delete takes one away"))
        self.deck_list.currentItemChanged.connect(lambda *_: self._preview_deck_line())
        lay.addWidget(self.deck_list, 1)
        self.unknown_label = P.label()
        self.unknown_label.setObjectName("deck_unknown")
        self.unknown_label.setWordWrap(True)
        self.unknown_label.setStyleSheet(f"color: {UNKNOWN_COLOR};")
        lay.addWidget(self.unknown_label)
        self.counts = P.label()
        self.counts.setObjectName("deck_counts")
        lay.addWidget(self.counts)
        row = QHBoxLayout()
        buttons = {}
        for name, text, tip, fn in (
                ("one_more", "+1", QT_TR_NOOP("One more of this card (+)"),
                 lambda: self.change_chosen(1)),
                ("one_less", "−1", QT_TR_NOOP("One less of this card (- or Delete)"),
                 lambda: self.change_chosen(-1)),
                ("move", QT_TR_NOOP("Move to sideboard"),
                 QT_TR_NOOP("Move one copy between the main deck and the sideboard (M)"),
                 self.move_chosen)):
            b = QPushButton(tr(text))
            b.setObjectName(name)
            b.setToolTip(tr(tip))
            b.clicked.connect(lambda _=False, f=fn: f())
            row.addWidget(b)
            buttons[name] = b
        self.move_button = buttons["move"]
        self.deck_list.keys[Qt.Key.Key_M] = lambda _s: self.move_chosen()
        lay.addLayout(row)
        return box

    def _card_panel(self) -> QWidget:
        box = QWidget()
        lay = QVBoxLayout(box)
        self.preview = Preview()
        lay.addWidget(self.preview, 1)
        lay.addWidget(QLabel(tr("Mana curve")))
        self.curve = ManaCurve()
        lay.addWidget(self.curve)
        self.kinds = P.label()
        self.kinds.setObjectName("type_breakdown")
        self.kinds.setWordWrap(True)
        lay.addWidget(self.kinds)
        return box

    def _build_menus(self) -> None:
        d = self.menuBar().addMenu(tr("&Deck"))
        self._act(d, QT_TR_NOOP("New deck"), self.new_deck, QKeySequence.StandardKey.New,
                  "deck_new")
        self._act(d, QT_TR_NOOP("Open deck…"), self.open_dialog, QKeySequence.StandardKey.Open,
                  "deck_open")
        self._act(d, QT_TR_NOOP("Save deck"), self.save, QKeySequence.StandardKey.Save,
                  "deck_save")
        self._act(d, QT_TR_NOOP("Save deck as…"), self.save_as, "Ctrl+Shift+S", "deck_save_as")
        d.addSeparator()
        self.start_action = self._act(d, QT_TR_NOOP("Start a game with this deck…"),
                                      self.start_game, "Ctrl+G", "deck_start_game")
        self.start_action.setEnabled(self.win is not None)
        d.addSeparator()
        self._act(d, QT_TR_NOOP("Close"), self.close, QKeySequence.StandardKey.Close,
                  "deck_close")
        e = self.menuBar().addMenu(tr("&Edit"))
        undo = P.undo_action(self.undo_stack, self, tr("Undo"))
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        undo.setObjectName("deck_undo")
        redo = P.undo_action(self.undo_stack, self, tr("Redo"), redo=True)
        redo.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        redo.setObjectName("deck_redo")
        e.addActions([undo, redo])
        self._act(e, QT_TR_NOOP("Find a card"), self._find, QKeySequence.StandardKey.Find,
                  "deck_find")

    def _act(self, menu: QMenu, text: str, fn, shortcut, name: str) -> QAction:
        a = QAction(tr(text), self)
        a.setShortcut(QKeySequence(shortcut))
        a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        a.setObjectName(name)
        a.triggered.connect(lambda _=False: fn())
        menu.addAction(a)
        return a

    # -- search --
    def query(self) -> DeckQuery:
        colors = "".join(c for c, box in self.color_boxes.items() if box.isChecked())
        compare = self.mv_compare.currentData()
        return DeckQuery(self.search.text(), self._type_word(), colors,
                         self.mv_value.value() if compare else None,
                         Compare(compare) if compare else Compare.EQ)

    def _compare_changed(self) -> None:
        self.mv_value.setEnabled(bool(self.mv_compare.currentData()))
        self.run_search()

    def _type_word(self) -> str:
        """The type filter in English (the list offers the card types in the UI language)."""
        text = self.type_box.currentText().strip()
        for word in TYPE_WORDS:
            if text == tr(word):
                return word
        return text

    def run_search(self) -> None:
        self._timer.stop()
        try:
            self.hits = self.db.deck_search(self.query())
        except ValueError as exc:  # CardDataError: the database can't be read
            self.hits = []
            self.statusBar().showMessage(str(exc), 15000)
        self.results.clear()
        for hit in self.hits:
            self.results.addTopLevelItem(self._hit_item(hit))
        self.results_count.setText(tr("Cards found: {n}").format(n=len(self.hits)))
        first = self.results.topLevelItem(0)
        if first is not None:
            self.results.setCurrentItem(first)
        for col in (0, 1, 2):
            self.results.resizeColumnToContents(col)

    def _hit_item(self, hit: DeckHit) -> QTreeWidgetItem:
        name = hit.name
        if hit.lang != "en" and hit.matched and hit.matched != hit.name and \
                hit.rank < 2:  # found by a name in another language: that name beside it
            name = f"{hit.name} ({hit.matched})"
        item = QTreeWidgetItem([name, hit.mana_cost, f"{hit.mana_value:g}", hit.type_line])
        item.setData(0, ROLE, hit.name)
        item.setToolTip(0, P.tooltip(name))
        return item

    def _search_now_and_focus(self) -> None:
        self.run_search()
        if self.hits:
            self.results.setFocus()

    def _find(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    # -- changes (each one undoable) --
    def chosen_result(self) -> str | None:
        item = self.results.currentItem()
        return item.data(0, ROLE) if item is not None else None

    def chosen_line(self) -> tuple[str, str] | None:
        item = self.deck_list.currentItem()
        data = item.data(0, ROLE) if item is not None else None
        return tuple(data) if isinstance(data, (list, tuple)) else None

    def _add_key(self, shift: bool) -> None:
        self.add_chosen("sideboard" if shift else "main")

    def add_chosen(self, section: str) -> None:
        name = self.chosen_result()
        if name is not None:
            self.change(section, name, 1)

    def change_chosen(self, delta: int) -> None:
        line = self.chosen_line()
        if line is not None:
            self.change(line[0], line[1], delta)

    def move_chosen(self) -> None:
        line = self.chosen_line()
        if line is None:
            return
        section, name = line
        to = "main" if section == "sideboard" else "sideboard"
        self._edit(tr("Move {name} to {section}").format(name=name, section=_section(to)),
                   lambda: self.deck.change(section, name, -1) and self.deck.change(to, name, 1),
                   (to, name))

    def change(self, section: str, name: str, delta: int) -> None:
        text = (tr("Add {name} to {section}") if delta > 0 else
                tr("Remove {name} from {section}")).format(name=name, section=_section(section))
        self._edit(text, lambda: self.deck.change(section, name, delta), (section, name))

    def _edit(self, text: str, fn, select: tuple[str, str]) -> None:
        before = list(self.deck.lines)
        if not fn() or self.deck.lines == before:
            self.deck.lines = before
            self.statusBar().showMessage(tr("Nothing changed: a game holds at most so many "
                                            "cards, or there was none to take away."), 5000)
            return
        after = list(self.deck.lines)
        self._select = select
        self.undo_stack.push(_Edit(self, before, after, text))

    def set_lines(self, lines: list[Line]) -> None:
        self.deck.lines = list(lines)
        self.refresh()

    def _renamed_to(self, text: str) -> None:
        self.deck.name = text
        self._renamed = True
        self._title()

    # -- showing the deck --
    def refresh(self) -> None:
        keep = getattr(self, "_select", None) or self.chosen_line()
        self._select = None
        self.deck_list.clear()
        bold = QFont(self.deck_list.font())
        bold.setBold(True)
        counts = self.deck.section_counts()
        for section in EDIT_SECTIONS:
            lines = [ln for ln in self.deck.lines if ln.section == section]
            if not lines and section not in ("main", "sideboard"):
                continue
            head = QTreeWidgetItem([str(counts.get(section, 0)), _section(section)])
            head.setFont(1, bold)
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.deck_list.addTopLevelItem(head)
            for ln in lines:
                item = self._line_item(ln)
                head.addChild(item)
                if keep == (ln.section, ln.name):
                    self.deck_list.setCurrentItem(item)
        self.deck_list.expandAll()
        for col in (0, 1, 2):
            self.deck_list.resizeColumnToContents(col)
        self._sums(counts)
        self._title()

    def _line_item(self, ln: Line) -> QTreeWidgetItem:
        facts = self.deck.facts(ln.name)
        item = QTreeWidgetItem([str(ln.count), ln.name, (facts or {}).get("mana_cost") or "",
                                (facts or {}).get("type_line") or tr("unknown card")])
        item.setData(0, ROLE, (ln.section, ln.name))
        if facts is None:
            red = QBrush(QColor(UNKNOWN_COLOR))
            for col in range(4):
                item.setForeground(col, red)
            item.setToolTip(1, P.tooltip(tr("“{name}” is not in the card database: kept in "
                                            "the deck, but a game can't start with it")
                                         .format(name=ln.name)))
        else:
            item.setToolTip(1, P.tooltip(ln.name))
        return item

    def _sums(self, counts: dict[str, int]) -> None:
        parts = [f"{_section(s)}: {n}" for s, n in counts.items() if n or s == "main"]
        self.counts.setText(" · ".join(parts + [tr("Total: {n}").format(n=self.deck.total())]))
        self.curve.set_bars(self.deck.curve())
        kinds = self.deck.kinds()
        self.kinds.setText(" · ".join(f"{tr(KIND_NAMES.get(k, k))}: {n}"
                                      for k, n in kinds.items()) or tr("No cards yet"))
        self._say_unknown(self.deck.unknown())
        line = self.chosen_line()
        self.move_button.setText(tr("Move to main") if line and line[0] == "sideboard" else
                                 tr("Move to sideboard"))

    def _say_unknown(self, unknown: list[str]) -> None:
        names = ", ".join(unknown[:MAX_UNKNOWN_SHOWN])
        if len(unknown) > MAX_UNKNOWN_SHOWN:
            names += " " + tr("…and {n} more").format(n=len(unknown) - MAX_UNKNOWN_SHOWN)
        self.unknown_label.setText(tr("Not in the card database (kept, marked in red): {names}")
                                   .format(names=names) if unknown else "")
        self.unknown_label.setToolTip(P.tooltip("\n".join(unknown)))
        self.unknown_label.setVisible(bool(unknown))

    def _title(self) -> None:
        name = self.deck.name.strip() or (self.path.name if self.path else tr("New deck"))
        # (the name as written, then Qt's "[*]": the mark of unsaved changes)
        self.setWindowTitle(P.window_title(tr("Deck editor — {name}").format(name=name)) + "[*]")
        self.setWindowModified(self.modified())

    def modified(self) -> bool:
        return self._renamed or not self.undo_stack.isClean()

    # -- the preview --
    def _preview_result(self) -> None:
        name = self.chosen_result()
        if name is not None:
            self.show_card(name)

    def _preview_deck_line(self) -> None:
        line = self.chosen_line()
        if line is not None:
            self.show_card(line[1])
            self.move_button.setText(tr("Move to main") if line[0] == "sideboard" else
                                     tr("Move to sideboard"))

    def show_card(self, name: str) -> None:
        from tabletop.ui.table import cardart
        facts = self.deck.facts(name)
        if facts is None:
            self.preview.show_card(None, tr("“{name}” is not in the card database.")
                                   .format(name=name), None)
            return
        pixmap = self.images.pixmap(facts, self.lang)
        if pixmap is None:
            pixmap = cardart.face_pixmap(facts, self.lang, level=2.5)
        self.preview.show_card(facts, card_text(facts, self.lang), pixmap)

    def _show_preview_again(self) -> None:
        if shiboken6.isValid(self) and self.preview.facts is not None:
            self.show_card(self.preview.facts["name"])

    # -- files --
    def new_deck(self) -> None:
        if self.maybe_save():
            self._load(EditDeck(self.db.find_dict), None)

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        path, _ = QFileDialog.getOpenFileName(self, tr("Open a deck"), decks_folder(),
                                              tr(DECK_FILES))
        if path:
            self.open_path(path)

    def open_path(self, path: str | Path) -> bool:
        """Read a deck file (`.cod`, `.dek`, `.dck`, MTGA or text) into the editor; a file that
        is no deck is said in words and the deck shown stays."""
        from tabletop.carddata.decklists import read_decklist
        try:
            deck = read_decklist(path)
        except ValueError as exc:  # DecklistError: the file named, and why
            self._problem(tr("This deck file can't be read: {e}").format(e=exc))
            return False
        self._load(EditDeck(self.db.find_dict, deck), Path(path))
        unknown = self.deck.unknown()
        if unknown:
            self.statusBar().showMessage(tr("Cards of this deck not in the card database: {n} "
                                            "(kept, marked in red)")
                                         .format(n=len(unknown)), 15000)
        return True

    def _load(self, deck: EditDeck, path: Path | None) -> None:
        self.deck, self.path = deck, path
        self.undo_stack.clear()
        self._renamed = False
        self.name_edit.setText(deck.name)
        self.refresh()

    def save(self) -> bool:
        if self.path is None or self.path.suffix.lower() not in (".cod", ".txt", ".dec"):
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        name = (self.deck.name.strip() or tr("deck")).replace("/", "-") + ".cod"
        start = str(Path(decks_folder()) / name)
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Save the deck"), start,
            tr("Cockatrice deck (*.cod);;Text decklist (*.txt)"))
        return bool(path) and self.save_to(path)

    def save_to(self, path: str | Path) -> bool:
        """Write the deck: Cockatrice's `.cod` for a `.cod` file, MTGA-style text else."""
        from tabletop.carddata.decklists import to_cod, to_text
        from tabletop.storage.files import write_atomic
        from tabletop.ui.files.fileops import why_not_written
        path = Path(path)
        deck = self.deck.to_decklist()
        text = to_cod(deck) if path.suffix.lower() == ".cod" else to_text(deck)
        try:
            write_atomic(path, text.encode("utf-8"), backup=False)
        except OSError as exc:
            self._problem(tr("The deck could not be saved to {p}: {why}")
                          .format(p=path, why=why_not_written(exc)))
            return False
        self.path = path
        self.undo_stack.setClean()
        self._renamed = False
        self._title()
        self.statusBar().showMessage(tr("Saved to {p}").format(p=path), 8000)
        return True

    def _problem(self, text: str) -> None:
        self.statusBar().showMessage(text, 20000)
        box = P.message_box(QMessageBox.Icon.Warning, tr("Deck editor"), text, parent=self)
        box.setObjectName("deck_problem")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # (window-modal, not blocking)

    def maybe_save(self) -> bool:
        """Whether the deck shown may go: saved, or the user says so (Save, Discard, Cancel)."""
        if not self.modified():
            return True
        B = QMessageBox.StandardButton
        box = P.message_box(QMessageBox.Icon.Question, tr("Deck editor"),
                            tr("The deck has changes that are not saved. Save them?"),
                            B.Save | B.Discard | B.Cancel, self)
        box.setObjectName("unsaved_deck")
        answer = box.exec()
        box.setParent(None)  # (gone: the next question is a new box)
        box.deleteLater()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self.db.close()
        if self.win is not None and getattr(self.win, "deck_editor", None) is self:
            self.win.deck_editor = None
        super().closeEvent(event)

    # -- a game --
    def deck_text(self) -> str:
        from tabletop.carddata.decklists import to_text
        return to_text(self.deck.to_decklist())

    def start_game(self, seat: int = 0) -> None:
        """The new-game dialog with this deck in `seat` (0: the first player)."""
        if self.win is None:
            return
        if not self.deck.lines:
            self.statusBar().showMessage(tr("The deck is empty."), 5000)
            return
        self.win.files.new_from_decklists(preset=(seat, self.deck_text()))


def _section(section: str) -> str:
    return tr(SECTION_NAMES[section]) if section in SECTION_NAMES else section


def card_text(facts: dict, lang: str) -> str:
    """A card's name, mana cost, type line and rules text (in `lang` where the card has it)."""
    printed = (facts.get("printed_text") or {}).get(lang)
    texts = [printed] if printed else [facts.get("oracle_text") or ""] + [
        f.get("oracle_text") or "" for f in facts.get("card_faces") or []]
    head = " ".join(x for x in (localized_name(facts, lang), facts.get("mana_cost") or "") if x)
    body = "\n".join(t for t in texts if t)
    pt = f"{facts['power']}/{facts['toughness']}" if facts.get("power") is not None else ""
    return "\n".join(x for x in (head, facts.get("type_line") or "", body, pt) if x)


def open_editor(win, path: str | Path | None = None) -> DeckEditor | None:
    """The window's deck editor (made on first use), shown, with the deck file `path` in it."""
    editor = getattr(win, "deck_editor", None)
    if editor is None or not shiboken6.isValid(editor):
        editor = DeckEditor(win)
        win.deck_editor = editor
    editor.show()
    editor.raise_()
    editor.activateWindow()
    if path is not None and editor.maybe_save():
        editor.open_path(path)
    return editor


def open_deck_dialog(win) -> None:
    """File → Open deck…: a deck file chosen in a dialog, opened in the deck editor."""
    path, _ = QFileDialog.getOpenFileName(win, tr("Open a deck"), decks_folder(),
                                          tr(DECK_FILES))
    if path:
        open_editor(win, path)
