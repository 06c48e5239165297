"""The deck editor, with real clicks and keys: a real Cockatrice `.cod` opened (its unknown cards
kept and marked), searched by name, German name, type, colour and mana value; cards added,
removed and moved to the sideboard, counts and curve following; undo; saved as `.cod` and as
text and read back the same; a game started with the deck; File → Open deck… and Cards → Deck
editor…; the new-game dialog's "From the deck editor" and its remembered deck files."""

from __future__ import annotations

from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QPushButton

from tabletop.carddata.decklists import read_decklist
from tabletop.ui.decks.editor import UNKNOWN_COLOR, DeckEditor, open_editor

COD_FOLDER = Path(__file__).resolve().parents[3] / "shared" / "carddata-external" / \
    "decklists" / "cockatrice-cod"


def real_cod() -> Path:
    files = sorted(COD_FOLDER.glob("*.cod")) if COD_FOLDER.is_dir() else []
    if not files:
        pytest.skip(f"no Cockatrice deck in {COD_FOLDER}")
    return files[0]


@pytest.fixture
def editor(win, qtbot, request) -> DeckEditor:
    ed = open_editor(win)
    assert ed is not None
    qtbot.waitExposed(ed)

    def forget_changes(w) -> None:  # (no question about unsaved changes when the test ends)
        if shiboken6.isValid(w):
            w.undo_stack.setClean()
            w._renamed = False

    qtbot.addWidget(ed, before_close_func=forget_changes)
    widgets = request.node.qt_widgets
    widgets.insert(0, widgets.pop())  # closed before the window it belongs to
    return ed


def click(widget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def button(ed, name: str) -> QPushButton:
    b = ed.findChild(QPushButton, name)
    assert b is not None, name
    return b


def search(ed, qtbot, text: str) -> list[str]:
    ed.search.clear()
    QTest.keyClicks(ed.search, text)
    qtbot.waitUntil(lambda: not ed._timer.isActive())
    return result_names(ed)


def result_names(ed) -> list[str]:
    return [ed.results.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole)
            for i in range(ed.results.topLevelItemCount())]


def click_result(ed, name: str) -> None:
    i = result_names(ed).index(name)
    item = ed.results.topLevelItem(i)
    ed.results.scrollToItem(item)
    QTest.mouseClick(ed.results.viewport(), Qt.MouseButton.LeftButton,
                     pos=ed.results.visualItemRect(item).center())
    assert ed.chosen_result() == name


def click_line(ed, section: str, name: str) -> None:
    for i in range(ed.deck_list.topLevelItemCount()):
        head = ed.deck_list.topLevelItem(i)
        for j in range(head.childCount()):
            item = head.child(j)
            if tuple(item.data(0, Qt.ItemDataRole.UserRole)) == (section, name):
                ed.deck_list.scrollToItem(item)
                QTest.mouseClick(ed.deck_list.viewport(), Qt.MouseButton.LeftButton,
                                 pos=ed.deck_list.visualItemRect(item).center())
                assert ed.chosen_line() == (section, name)
                return
    raise AssertionError(f"no line {section} {name}")


def line_item(ed, section: str, name: str):
    for i in range(ed.deck_list.topLevelItemCount()):
        head = ed.deck_list.topLevelItem(i)
        for j in range(head.childCount()):
            if tuple(head.child(j).data(0, Qt.ItemDataRole.UserRole)) == (section, name):
                return head.child(j)
    return None


def test_a_real_cod_deck_opens_with_its_unknown_cards_kept_and_marked(editor):
    path = real_cod()
    assert editor.open_path(path)
    deck = read_decklist(path)
    counts = editor.deck.section_counts()
    assert {k: v for k, v in counts.items() if v} == deck.section_counts()
    assert editor.name_edit.text() == deck.name
    unknown = editor.deck.unknown()
    assert unknown  # the bundled cards are few: most of an EDH deck is unknown here
    item = line_item(editor, "main", unknown[0])
    assert item is not None and item.foreground(1).color().name() == UNKNOWN_COLOR
    assert editor.unknown_label.isVisible() and unknown[0] in editor.unknown_label.text()
    assert str(deck.section_counts()["main"]) in editor.counts.text()


def test_search_add_remove_move_and_undo(editor, qtbot):
    assert search(editor, qtbot, "fores")[0] == "Forest"
    click_result(editor, "Forest")
    click(button(editor, "add_main"))
    click(button(editor, "add_main"))
    assert editor.deck.count("main", "Forest") == 2
    assert search(editor, qtbot, "Urnebel")[0] == "Primordial Mist"  # a German name
    assert "Urnebel" in editor.results.topLevelItem(0).text(0)
    # Lightning Bolt: by its type, colour and mana value
    search(editor, qtbot, "")
    editor.type_box.lineEdit().clear()
    QTest.keyClicks(editor.type_box.lineEdit(), "Instant")
    click(editor.color_boxes["R"])
    editor.mv_compare.setCurrentIndex(2)  # ≤
    editor.mv_value.setValue(1)
    qtbot.waitUntil(lambda: not editor._timer.isActive())
    names = result_names(editor)
    assert "Lightning Bolt" in names
    assert all(h.mana_value <= 1 and "R" in h.colors and "Instant" in h.type_line
               for h in editor.hits)
    click_result(editor, "Lightning Bolt")
    editor.results.setFocus()
    QTest.keyClick(editor.results, Qt.Key.Key_Return)  # Enter: the main deck
    QTest.keyClick(editor.results, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert editor.deck.count("main", "Lightning Bolt") == 1
    assert editor.deck.count("sideboard", "Lightning Bolt") == 1
    assert editor.curve.bars[1] == 1 and "Lands: 2" in editor.kinds.text()
    assert "Total: 4" in editor.counts.text()
    click_line(editor, "main", "Lightning Bolt")
    click(button(editor, "move"))  # to the sideboard
    assert editor.deck.count("sideboard", "Lightning Bolt") == 2
    assert editor.curve.bars[1] == 0 and "Sideboard: 2" in editor.counts.text()
    click_line(editor, "main", "Forest")
    editor.deck_list.setFocus()
    QTest.keyClick(editor.deck_list, Qt.Key.Key_Minus)
    assert editor.deck.count("main", "Forest") == 1 and "Lands: 1" in editor.kinds.text()
    assert editor.isWindowModified()
    # undo, key by key: the removal, the move, the adds
    undo = QKeySequence(QKeySequence.StandardKey.Undo)[0]
    QTest.keyClick(editor.deck_list, undo.key(), undo.keyboardModifiers())
    assert editor.deck.count("main", "Forest") == 2
    QTest.keyClick(editor.deck_list, undo.key(), undo.keyboardModifiers())
    assert editor.deck.count("main", "Lightning Bolt") == 1
    assert editor.curve.bars[1] == 1
    for _ in range(4):
        QTest.keyClick(editor.deck_list, undo.key(), undo.keyboardModifiers())
    assert editor.deck.lines == [] and not editor.isWindowModified()


def test_saved_as_cod_and_as_text_and_read_back_the_same(editor, tmp_path, qtbot):
    path = real_cod()
    editor.open_path(path)
    search(editor, qtbot, "forest")
    click_result(editor, "Forest")
    click(button(editor, "add_sideboard"))
    click(button(editor, "add_commander"))
    before = list(editor.deck.lines)
    for name in ("again.cod", "again.txt"):
        assert editor.save_to(tmp_path / name)
        assert not editor.isWindowModified()
        other = DeckEditor(None)
        qtbot.addWidget(other)
        assert other.open_path(tmp_path / name)
        assert sorted(other.deck.lines, key=repr) == sorted(before, key=repr)
        assert other.deck.name == editor.deck.name
    assert (tmp_path / "again.cod").read_text("utf-8").count('<zone name="side">') == 1


def test_a_game_starts_with_the_deck_in_seat_one(win, editor, qtbot):
    for name, section, n in (("Forest", "main", 16), ("Grizzly Bears", "main", 4),
                             ("Lightning Bolt", "sideboard", 3)):
        editor.change(section, name, n)
    seen = {}

    def fill_and_start():
        dlg = win._pending_dialog
        seen["seat1"] = dlg.seats[0].text.toPlainText()
        dlg.seats[1].text.setPlainText("24 Island")
        click(dlg.buttons.button(QDialogButtonBox.StandardButton.Ok))

    QTimer.singleShot(0, fill_and_start)
    editor.start_action.trigger()
    assert "16 Forest" in seen["seat1"] and "3 Lightning Bolt" in seen["seat1"]
    cards = [c for c in win.ctl.game.state.cards.values() if c.owner == "Alice"]
    assert len(cards) == 20  # the main deck: library and opening hand, no sideboard
    assert "Lightning Bolt" not in {c.facts for c in cards}


def test_unsaved_changes_are_asked_about_on_close(editor, qtbot):
    editor.change("main", "Forest", 1)
    asked = []

    def answer(button):
        boxes = [b for b in editor.findChildren(QMessageBox, "unsaved_deck") if b.isVisible()]
        box = boxes[0] if boxes else None
        if box is None:  # not up yet
            QTimer.singleShot(20, lambda: answer(button))
            return
        asked.append(box.text())
        click(box.button(button))

    QTimer.singleShot(0, lambda: answer(QMessageBox.StandardButton.Cancel))
    editor.close()
    assert editor.isVisible() and "not saved" in asked[0]  # Cancel: the deck stays
    QTimer.singleShot(0, lambda: answer(QMessageBox.StandardButton.Discard))
    editor.close()
    assert not editor.isVisible() and len(asked) == 2


def test_menus_open_the_editor_and_a_deck_file(win, qtbot):
    open_deck = win.findChild(type(win.menuBar().actions()[0]), "open_deck")
    assert open_deck.shortcut() == QKeySequence("Ctrl+Shift+O")
    cards_menu = [a for a in win.menuBar().actions() if a.menu() and
                  a.menu().objectName() == "cards_menu"]
    (entry,) = [a for a in cards_menu[0].menu().actions() if a.objectName() == "deck_editor"]
    entry.trigger()
    assert win.deck_editor is not None and win.deck_editor.isVisible()
    ed = open_editor(win, real_cod())
    assert ed is win.deck_editor and ed.path == real_cod()


def test_the_new_game_dialog_takes_the_editor_deck_and_remembers_deck_files(win, editor,
                                                                            qtbot, tmp_path):
    from tabletop.ui.files.newgame import NewGameDialog
    editor.change("main", "Forest", 20)
    deck_file = tmp_path / "forests.txt"
    deck_file.write_text("20 Forest\n", "utf-8")
    dlg = NewGameDialog(win)
    qtbot.addWidget(dlg)
    click(dlg.findChild(QPushButton, "from_editor2"))
    assert dlg.seats[1].text.toPlainText() == editor.deck_text()
    assert not dlg.seats[0].recent.isVisibleTo(dlg)
    dlg.load_file(dlg.seats[0], str(deck_file))
    again = NewGameDialog(win)
    qtbot.addWidget(again)
    recent = again.seats[0].recent
    assert recent.isVisibleTo(again) and recent.itemData(1) == str(deck_file.resolve())
    recent.activated.emit(1)
    assert again.seats[0].text.toPlainText() == "20 Forest\n"


def test_screenshot_of_the_editor(editor, qtbot):
    path = real_cod() if COD_FOLDER.is_dir() else None
    if path is not None:
        editor.open_path(path)
    for name, section, n in (("Forest", "main", 3), ("Lightning Bolt", "sideboard", 2),
                             ("Exalted Angel", "main", 2)):
        editor.change(section, name, n)
    search(editor, qtbot, "angel")
    click_result(editor, "Exalted Angel")
    editor.resize(1280, 720)
    QApplication.processEvents()
    shot = editor.grab()
    out = Path("/tmp/deck_editor_1280x720.png")
    assert shot.save(str(out))
    assert (shot.width(), shot.height()) == (1280, 720)
    assert editor.preview.image.pixmap() is not None and not editor.preview.image.pixmap().isNull()


def test_the_preview_shows_the_card_image_from_the_pictures_folder(win, editor, qtbot,
                                                                   tmp_path):
    from tests.imageserver import png_bytes
    pics = tmp_path / "pics"
    (pics / "CUSTOM").mkdir(parents=True)
    (pics / "CUSTOM" / "Forest.png").write_bytes(png_bytes(rgb=(30, 160, 60)))
    from tabletop.carddata import images as I
    editor.images.set_settings(I.ImageSettings.from_dict({"image_pics": str(pics)}))
    search(editor, qtbot, "forest")
    click_result(editor, "Forest")

    def green() -> bool:
        pm = editor.preview.image.pixmap()
        img = pm.toImage() if pm is not None else None
        if img is None or img.isNull():
            return False
        c = img.pixelColor(img.width() // 2, img.height() // 2)
        return abs(c.red() - 30) < 12 and abs(c.green() - 160) < 12 and abs(c.blue() - 60) < 12

    qtbot.waitUntil(green, timeout=5000)


def test_decks_open_from_and_save_to_the_cockatrice_decks_folder(win, tmp_path):
    from tabletop.ui.decks.editor import COCKATRICE_DECKS, decks_folder
    from tabletop.ui.files.fileops import save_setting
    assert decks_folder() != str(tmp_path)
    save_setting(COCKATRICE_DECKS, str(tmp_path))
    assert decks_folder() == str(tmp_path)
    save_setting(COCKATRICE_DECKS, str(tmp_path / "gone"))  # a folder no longer there
    assert decks_folder() != str(tmp_path / "gone")


def test_the_title_names_the_deck_as_written_and_marks_unsaved_changes(editor):
    """A deck named `A [*] <b>deck</b>` is titled as written; Qt's own "[*]" shows the
    unsaved-changes mark only while there are unsaved changes."""
    editor.name_edit.clear()
    QTest.keyClicks(editor.name_edit, "A [*] <b>deck</b>")  # typed: a rename
    editor.undo_stack.setClean()
    editor._renamed = False
    editor._title()
    assert editor.windowTitle() == "Deck editor — A [*][*] <b>deck</b>[*]"
    assert not editor.isWindowModified()
    editor.change("main", "Forest", 1)
    assert editor.isWindowModified()
