"""A Cockatrice player's first evening, end to end with real clicks and keys (issue 27): the
first start offers the card database; the full database is downloaded from a real HTTP server on
127.0.0.1 (the real MTGJSON file of ../shared/carddata-external); File → Open deck… opens a
Cockatrice `.cod` deck in the deck editor; the deck is edited (searched, a card added, one
removed, one moved to the sideboard) and saved through the save dialog; "Start a game with this
deck…" starts a game with it, the other seat's pasted list with a typo fixed in place first.
Screenshots at 1280×720 of the dialog, the editor and the table, under /tmp."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QRadioButton,
)

from tabletop.carddata.decklists import read_decklist
from tabletop.ui.cards import dbdialog
from tests.fileserver import FileServer

EXTERNAL = Path(__file__).resolve().parents[2].parent / "shared" / "carddata-external"
TSP = EXTERNAL / "mtgjson" / "v5-20250818" / "TSP.json"
LONG = 60_000  # ms a download and its import may take
SHOTS = Path("/tmp")
# a deck of Time Spiral cards, as Cockatrice writes a deck file
COD = """<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
    <deckname>Slivers of Time</deckname>
    <comments>Built in Cockatrice</comments>
    <zone name="main">
        <card number="4" name="Gemhide Sliver"/>
        <card number="4" name="Shadow Sliver"/>
        <card number="3" name="Amrou Scout"/>
        <card number="13" name="Island"/>
    </zone>
    <zone name="side">
        <card number="2" name="Conflagrate"/>
    </zone>
</cockatrice_deck>
"""


@pytest.fixture
def server():
    if not TSP.is_file():
        pytest.skip(f"{TSP} is not there (../shared beside the project)")
    srv = FileServer()
    srv.files["/AllPrintings-TSP.json"] = TSP.read_bytes()
    yield srv
    srv.stop()


def click(widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def answer_file_dialog(path: Path) -> None:
    """The next file dialog gets `path` typed into its name field, then OK."""
    def poll():
        fd = QApplication.activeModalWidget()
        if not isinstance(fd, QFileDialog):
            QTimer.singleShot(20, poll)
            return
        fd.findChild(QLineEdit, "fileNameEdit").setText(str(path))
        fd.accept()
    QTimer.singleShot(20, poll)


def menu_entry(win, menu_title: str, name: str) -> None:
    """A click on the menu bar's menu, then on its entry `name`."""
    bar = win.menuBar()
    top = next(a for a in bar.actions() if a.text() == menu_title)
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(top).center())
    QApplication.processEvents()
    menu = top.menu()
    assert isinstance(menu, QMenu) and menu.isVisible()
    act = next(a for a in menu.actions() if a.objectName() == name)
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(act).center())
    QApplication.processEvents()


def shoot(widget, name: str) -> Path:
    out = SHOTS / f"tabletop-first-evening-{name}.png"
    assert widget.grab().save(str(out))
    return out


def first_start(qtbot, monkeypatch, tmp_path):
    from tabletop import app
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    monkeypatch.setenv(dbdialog.FIRST_START_OFF, "0")
    win = app._demo_window(app.parse_args([]))
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    qtbot.waitUntil(lambda: win.ctl.game is not None, timeout=10_000)
    qtbot.waitUntil(lambda: getattr(win, "_card_database_dialog", None) is not None,
                    timeout=10_000)
    return win


def download(qtbot, win, server) -> None:
    dlg = win._card_database_dialog
    assert dlg.isVisible()  # offered at the first start
    click(dlg.findChild(QRadioButton, "carddb_source_mtgjson"))
    QTest.keyClicks(dlg.url, server.url("/AllPrintings-TSP.json"))
    with qtbot.waitSignal(dlg.job_ended, timeout=LONG):
        click(dlg.download_button)
    assert dlg.message.text().startswith("Imported "), dlg.message.text()
    dlg.resize(min(dlg.width(), 1280), min(dlg.height(), 720))
    shoot(dlg, "card-database")
    dlg.close()


def edit(qtbot, ed) -> None:
    """Search, add one card, remove one, move one to the sideboard (clicks and keys)."""
    def search(text: str) -> None:
        ed.search.clear()
        QTest.keyClicks(ed.search, text)
        qtbot.waitUntil(lambda: not ed._timer.isActive())

    def pick_result(name: str) -> None:
        names = [ed.results.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole)
                 for i in range(ed.results.topLevelItemCount())]
        item = ed.results.topLevelItem(names.index(name))
        QTest.mouseClick(ed.results.viewport(), Qt.MouseButton.LeftButton,
                         pos=ed.results.visualItemRect(item).center())

    def pick_line(section: str, name: str) -> None:
        for i in range(ed.deck_list.topLevelItemCount()):
            head = ed.deck_list.topLevelItem(i)
            for j in range(head.childCount()):
                item = head.child(j)
                if tuple(item.data(0, Qt.ItemDataRole.UserRole)) == (section, name):
                    ed.deck_list.scrollToItem(item)
                    QTest.mouseClick(ed.deck_list.viewport(), Qt.MouseButton.LeftButton,
                                     pos=ed.deck_list.visualItemRect(item).center())
                    return
        raise AssertionError(f"no line {section} {name}")

    search("Tendrils")  # a card of the downloaded set, by its name
    pick_result("Tendrils of Corruption")
    click(ed.findChild(QPushButton, "add_main"))
    pick_line("main", "Amrou Scout")
    click(ed.findChild(QPushButton, "one_less"))  # removed: 3 → 2
    pick_line("main", "Shadow Sliver")
    click(ed.findChild(QPushButton, "move"))  # one to the sideboard
    assert ed.deck.count("main", "Tendrils of Corruption") == 1
    assert ed.deck.count("main", "Amrou Scout") == 2
    assert (ed.deck.count("main", "Shadow Sliver"), ed.deck.count("sideboard", "Shadow Sliver")) \
        == (3, 1)
    assert ed.deck.unknown() == []  # every card is in the downloaded database


def start_with_a_typo(qtbot, win, ed) -> None:
    """Start a game with this deck…; the other seat's list has a typo, fixed with one click."""
    seen = {}

    def fill_fix_and_start():
        dlg = win._pending_dialog
        bob = dlg.seats[1]
        bob.text.setFocus()
        QTest.keyClicks(bob.text, "20 Island")
        QTest.keyClick(bob.text, Qt.Key.Key_Return)
        QTest.keyClicks(bob.text, "4 Gemhide Slivr")
        click(dlg.buttons.button(QDialogButtonBox.StandardButton.Ok))
        seen["refused"] = [lb.text() for lb in bob.problems.findChildren(QLabel, "unknown_line")
                           if lb.isVisibleTo(bob)]
        fixes = [b for b in bob.problems.findChildren(QPushButton, "fix") if b.isVisibleTo(bob)]
        seen["fixes"] = [b.text() for b in fixes]
        click(fixes[0])
        seen["fixed"] = bob.text.toPlainText()
        click(dlg.buttons.button(QDialogButtonBox.StandardButton.Ok))

    QTimer.singleShot(0, fill_fix_and_start)
    ed.start_action.trigger()
    assert seen["refused"] == ["Line 2: “Gemhide Slivr” is not in the card database. "
                               "Did you mean:"], seen
    assert seen["fixes"][0] == "Gemhide Sliver" and seen["fixed"] == "20 Island\n4 Gemhide Sliver"


def test_a_first_evening_download_open_edit_save_and_play(qtbot, monkeypatch, tmp_path, server):
    win = first_start(qtbot, monkeypatch, tmp_path)
    download(qtbot, win, server)
    deck_file = tmp_path / "Slivers of Time.cod"
    deck_file.write_text(COD, "utf-8")
    answer_file_dialog(deck_file)
    menu_entry(win, "&File", "open_deck")  # File → Open deck…
    ed = win.deck_editor
    assert ed is not None and ed.isVisible() and ed.path == deck_file
    qtbot.addWidget(ed)
    edit(qtbot, ed)
    ed.resize(1280, 720)
    QApplication.processEvents()
    shoot(ed, "deck-editor")
    saved = tmp_path / "Slivers of Time, edited.cod"
    answer_file_dialog(saved)
    assert ed.save_as()
    deck = read_decklist(saved)
    assert deck.section_counts() == {"main": 23, "sideboard": 3}
    assert ("main", 1, "Tendrils of Corruption") in [(e.section, e.count, e.name)
                                                      for e in deck.entries]
    start_with_a_typo(qtbot, win, ed)
    game = win.ctl.game
    alice = [c for c in game.state.cards.values() if c.owner == "Alice"]
    bob = [c for c in game.state.cards.values() if c.owner == "Bob"]
    assert len(alice) == 23 and len(bob) == 24  # the main decks: no sideboard card
    assert "Conflagrate" not in {c.facts for c in alice}
    win.resize(1280, 720)
    if win.seats.curtain_up():  # the first player's opening hand waits behind the curtain
        click(win.curtain.button)
    QApplication.processEvents()
    assert win.view.isVisible() and not win.seats.curtain_up()
    shoot(win, "table")
