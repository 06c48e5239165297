"""File → New game from two decklists keeps what the user typed: unknown cards shown in
place, line by line, with "did you mean" fixes one click away; the game starts when the list
resolves, or with the unknown cards left out when the user says so; Open deck file… fills a
seat's list; the lists of the last game started are there next time. Real clicks and keys."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QPushButton,
)

from tabletop.ui.files.newgame import NewGameDialog

from .conftest import shown

COD_FOLDER = Path("/work/shared/carddata-external/decklists/cockatrice-cod")


@pytest.fixture
def dlg(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    d = NewGameDialog(None, seed=5)
    qtbot.addWidget(d)
    d.resize(1280, 720)
    d.show()
    qtbot.waitExposed(d)
    return d


def type_list(box, text: str) -> None:
    """Type a decklist into a box, key by key (Return between lines)."""
    box.setFocus()
    for i, line in enumerate(text.split("\n")):
        if i:
            QTest.keyClick(box, Qt.Key_Return)
        QTest.keyClicks(box, line)


def ok(d) -> None:
    QTest.mouseClick(d.buttons.button(QDialogButtonBox.Ok), Qt.LeftButton)


def unknown_lines(seat) -> list[str]:
    return [lb.text() for lb in seat.problems.findChildren(QLabel, "unknown_line")
            if lb.isVisibleTo(seat)]


def fixes(seat) -> list[QPushButton]:
    return [b for b in seat.problems.findChildren(QPushButton, "fix") if b.isVisibleTo(seat)]


def names_in(game, owner: str) -> list[str]:
    return sorted(c.facts for c in game.state.cards.values() if c.owner == owner)


def test_a_typo_is_shown_on_its_line_and_fixed_with_one_click(dlg, qtbot):
    ann = dlg.seats[0]
    type_list(ann.text, "20 Forest\n4 Grizly Bears")
    type_list(dlg.seats[1].text, "24 Island")
    ok(dlg)
    # refused in place: the dialog stays, the text too, the line and the suggestion shown
    assert dlg.isVisible() and dlg.started is None
    assert ann.text.toPlainText() == "20 Forest\n4 Grizly Bears"
    assert unknown_lines(ann) == ["Line 2: “Grizly Bears” is not in the card database. "
                                  "Did you mean:"]
    assert [b.text() for b in fixes(ann)] == ["Grizzly Bears"]
    assert dlg.message.isVisible() and "can't start a game yet" in dlg.message.text()
    QTest.mouseClick(fixes(ann)[0], Qt.LeftButton)
    assert ann.text.toPlainText() == "20 Forest\n4 Grizzly Bears"
    assert unknown_lines(ann) == []
    QTest.keyClick(ann.text, Qt.Key_Z, Qt.ControlModifier)  # the fix can be undone
    assert ann.text.toPlainText() == "20 Forest\n4 Grizly Bears"
    QTest.keyClick(ann.text, Qt.Key_Y, Qt.ControlModifier)
    assert ann.text.toPlainText() == "20 Forest\n4 Grizzly Bears"
    ok(dlg)
    assert not dlg.isVisible() and dlg.started is not None
    game = dlg.started[0]
    assert names_in(game, "Alice").count("Grizzly Bears") == 4
    assert len(names_in(game, "Alice")) == 24 and len(names_in(game, "Bob")) == 24


def test_an_unknown_card_is_left_out_when_the_user_says_so(dlg, tmp_path, monkeypatch):
    ann = dlg.seats[0]
    typed = "4 Llanowar Elves\n20 Forest\nSideboard\n2 Lightning Bolt"
    type_list(ann.text, typed)
    type_list(dlg.seats[1].text, "24 Island")
    box = ann.findChild(QCheckBox, "leave_out1")
    assert not box.isVisible()
    ok(dlg)
    assert dlg.isVisible() and ann.text.toPlainText() == typed
    assert unknown_lines(ann) == ["Line 1: “Llanowar Elves” is not in the card database."]
    assert box.isVisible() and not box.isChecked()
    QApplication.processEvents()  # (laid out)
    QTest.mouseClick(box, Qt.LeftButton, pos=QPoint(8, box.height() // 2))  # on its box
    assert box.isChecked()
    ok(dlg)
    assert not dlg.isVisible()
    game, sideboards = dlg.started
    assert names_in(game, "Alice") == ["Forest"] * 20
    assert [f["name"] for f in sideboards["Alice"]] == ["Lightning Bolt"] * 2
    assert ann.text.toPlainText() == typed  # what was typed is still there
    # the next new game offers the same two lists again
    again = NewGameDialog(None)
    assert [s.text.toPlainText() for s in again.seats] == [typed, "24 Island"]
    again.deleteLater()


def test_a_new_unknown_card_after_the_tick_is_not_left_out_unseen(dlg):
    ann = dlg.seats[0]
    type_list(ann.text, "4 Llanowar Elves\n20 Forest")
    type_list(dlg.seats[1].text, "24 Island")
    ok(dlg)
    QApplication.processEvents()
    QTest.mouseClick(ann.leave_out, Qt.LeftButton, pos=QPoint(8, ann.leave_out.height() // 2))
    assert ann.leave_out.isChecked()
    QTest.keyClick(ann.text, Qt.Key_End, Qt.ControlModifier)
    type_list(ann.text, "\n2 Grizly Bears")
    ok(dlg)
    assert dlg.isVisible() and not ann.leave_out.isChecked()
    assert len(unknown_lines(ann)) == 2


def test_the_pasted_lists_survive_every_refusal(dlg):
    a, b = dlg.seats
    a.text.setPlainText("20 Forest\nLlanowar Elves")  # pasted: a line without a count
    b.text.setPlainText("24 Island")
    ok(dlg)
    assert dlg.isVisible() and a.text.toPlainText() == "20 Forest\nLlanowar Elves"
    error = [lb.text() for lb in a.problems.findChildren(QLabel, "deck_error")]
    assert error and "line 2" in error[0] and not a.leave_out.isVisible()
    a.text.setPlainText("20 Forest")
    b.name.selectAll()
    QTest.keyClicks(b.name, "Alice")
    ok(dlg)
    assert dlg.isVisible() and dlg.message.text() == "The two players need different names."
    assert [s.text.toPlainText() for s in dlg.seats] == ["20 Forest", "24 Island"]
    QTest.keyClicks(b.name, "2")
    ok(dlg)
    assert dlg.started is not None and dlg.started[0].state.players == ["Alice", "Alice2"]


def answer_file_dialog(path: Path, seen: list):
    def poll():
        fd = QApplication.activeModalWidget()
        if not isinstance(fd, QFileDialog):
            QTimer.singleShot(20, poll)
            return
        seen.append(fd.directory().absolutePath())
        fd.findChild(QLineEdit, "fileNameEdit").setText(str(path))  # typed in
        fd.accept()
    QTimer.singleShot(20, poll)


def test_open_deck_file_fills_the_seat_and_remembers_the_folder(dlg, tmp_path):
    cods = sorted(COD_FOLDER.glob("*.cod")) if COD_FOLDER.is_dir() else []
    if not cods:
        pytest.skip(f"no Cockatrice decks in {COD_FOLDER}")
    from tabletop.carddata.decklists import parse_decklist, read_decklist
    seen: list[str] = []
    answer_file_dialog(cods[0], seen)
    QTest.mouseClick(dlg.seats[1].open_button, Qt.LeftButton)
    text = dlg.seats[1].text.toPlainText()
    want = read_decklist(cods[0])
    assert parse_decklist(text).section_counts() == want.section_counts()
    assert [(e.section, e.count, e.name) for e in parse_decklist(text).entries] == \
        [(e.section, e.count, e.name) for e in want.entries]
    # the bundled 69 cards lack most of them: shown in place, the text kept
    assert unknown_lines(dlg.seats[1]) and dlg.seats[0].text.toPlainText() == ""
    # the next Open deck file… starts in that folder
    answer_file_dialog(cods[0], seen)
    QTest.mouseClick(dlg.seats[0].open_button, Qt.LeftButton)
    assert Path(seen[1]) == cods[0].parent.resolve()
    assert dlg.seats[0].text.toPlainText() == text


def test_a_file_that_is_no_deck_is_said_in_place(dlg, tmp_path):
    bad = tmp_path / "holiday.txt"
    bad.write_text("Dear Ann,\nthe weather is fine.\n", "utf-8")
    dlg.seats[0].text.setPlainText("20 Forest")
    answer_file_dialog(bad, [])
    QTest.mouseClick(dlg.seats[0].open_button, Qt.LeftButton)
    errors = [lb.text() for lb in dlg.seats[0].problems.findChildren(QLabel, "deck_error")]
    assert errors and errors[0].startswith("This deck file can't be read:")
    assert "holiday.txt" in errors[0]
    assert dlg.seats[0].text.toPlainText() == "20 Forest"  # nothing replaced


def test_a_typo_fixed_in_place_from_the_window_menu(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.session.opening import demo_game
    from tabletop.ui.window import MainWindow
    w = shown(qtbot, MainWindow(demo_game(seed=1), "Alice", quiet=True), (1280, 720))
    steps: list = []

    def fill():
        d = QApplication.activeModalWidget()
        if not isinstance(d, NewGameDialog):
            QTimer.singleShot(20, fill)
            return
        type_list(d.seats[0].text, "20 Forest\n4 Grizly Bears")
        type_list(d.seats[1].text, "24 Island")
        ok(d)
        steps.append((d.isVisible(), unknown_lines(d.seats[0])))
        QTest.mouseClick(fixes(d.seats[0])[0], Qt.LeftButton)
        ok(d)
        steps.append(d.isVisible())

    QTimer.singleShot(0, fill)
    w.findChild(type(w.table_actions["end_game"]), "new_decks").trigger()
    assert steps[0][0] and steps[0][1][0].startswith("Line 2: “Grizly Bears”")
    assert steps[1] is False
    assert w.ctl.game.state.players == ["Alice", "Bob"]
    assert names_in(w.ctl.game, "Alice").count("Grizzly Bears") == 4


def test_the_dialog_with_an_error_at_1280x720(dlg, tmp_path):
    """The picture is written to $TABLETOP_SHOTS (when set) to be looked at."""
    type_list(dlg.seats[0].text, "20 Forest\n4 Grizly Bears\n2 Lightnin Bolt\n1 Llanowar Elves")
    type_list(dlg.seats[1].text, "24 Island\n4 Conterspell")
    ok(dlg)
    QApplication.processEvents()
    import os
    out = Path(os.environ.get("TABLETOP_SHOTS") or tmp_path) / "new-game-errors.png"
    assert dlg.grab().save(str(out))
    img = QImage(str(out))
    assert (img.width(), img.height()) == (1280, 720)
    colours = {img.pixel(x, y) for x in range(0, 1280, 9) for y in range(0, 720, 9)}
    assert len(colours) > 10
    for seat in dlg.seats:  # every problem row inside the dialog, none cut off
        for row in seat.problems.findChildren(QLabel, "unknown_line"):
            corner = row.mapTo(dlg, row.rect().bottomRight())
            assert corner.x() <= 1280 and corner.y() <= 720


def test_a_typed_name_with_markup_is_shown_as_written(dlg):
    """A name from the player's own text is shown as typed: Qt would take `<b>` for rich text
    (and load `<img src=...>`), in the error line and in the fix button's tooltip."""
    from PySide6.QtCore import Qt as QtC
    ann = dlg.seats[0]
    type_list(ann.text, "20 Forest\n4 Grizly Bears<b>")
    type_list(dlg.seats[1].text, "24 Island")
    ok(dlg)
    [line] = [lb for lb in ann.problems.findChildren(QLabel, "unknown_line")
              if lb.isVisibleTo(ann)]
    assert "“Grizly Bears<b>”" in line.text() and line.textFormat() == QtC.PlainText
    assert [b.text() for b in fixes(ann)] == ["Grizzly Bears"]
    for b in fixes(ann):
        assert "<b>" not in b.toolTip() and "&lt;b&gt;" in b.toolTip()
