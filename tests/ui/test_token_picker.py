"""The token picker: search the token list, pick one, N at once, tapped; a custom token; Enter
creates, Esc cancels; every string plain."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from tabletop.ui.players.tokenpicker import TokenPicker


def _picker(qtbot, tokens=None):
    dlg = TokenPicker(tokens)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def _row_of(dlg, name, pt, text=None):
    for i, t in enumerate(dlg.shown_tokens()):
        if t["name"] == name and f"{t.get('power')}/{t.get('toughness')}" == pt \
                and (text is None or t.get("oracle_text") == text):
            return i
    raise AssertionError(f"no {name} {pt} shown")


def test_search_pick_three_soldiers_tapped_with_enter(qtbot):
    dlg = _picker(qtbot)
    QTest.keyClicks(dlg.search, "soldier 1/1")
    shown = dlg.shown_tokens()
    assert shown and all("Soldier" in t["type_line"] and t["power"] == "1" for t in shown)
    row = _row_of(dlg, "Soldier", "1/1", None)
    rect = dlg.list.visualItemRect(dlg.list.item(row))
    QTest.mouseClick(dlg.list.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center())
    assert "Soldier" in dlg.card.text()  # its text beside the list
    dlg.count.selectAll()
    QTest.keyClicks(dlg.count, "3")
    QTest.mouseClick(dlg.tapped, Qt.LeftButton)
    QTest.keyClick(dlg.count, Qt.Key_Return)
    assert dlg.result() == QDialog.Accepted
    facts, count, tapped = dlg.result_value()
    assert (facts["name"], facts["power"], facts["toughness"], facts["layout"]) == (
        "Soldier", "1", "1", "token")
    assert facts["type_line"].startswith("Token Creature") and count == 3 and tapped


def test_escape_cancels(qtbot):
    dlg = _picker(qtbot)
    QTest.keyClicks(dlg.search, "treasure")
    QTest.keyClick(dlg.search, Qt.Key_Escape)
    assert dlg.result() == QDialog.Rejected and dlg.result_value() is None


def test_no_match_is_said_and_nothing_created(qtbot):
    dlg = _picker(qtbot)
    QTest.keyClicks(dlg.search, "no such token at all")
    assert dlg.list.count() == 0
    QTest.keyClick(dlg.search, Qt.Key_Return)
    assert dlg.isVisible() and dlg.result_value() is None
    assert "No token matches" in dlg.problem.text()


def test_a_custom_token(qtbot):
    dlg = _picker(qtbot)
    dlg.tabs.setCurrentIndex(1)
    QTest.keyClicks(dlg.c_types, "Creature")
    dlg.c_types.insert(" — Elephant")  # (QTest types Latin-1 only)
    QTest.keyClick(dlg.c_types, Qt.Key_Return)  # no name yet: said, not created
    assert dlg.isVisible() and "needs a name" in dlg.problem.text()
    QTest.keyClicks(dlg.c_name, "<b>Big</b> Elephant")
    QTest.mouseClick(dlg.c_colors["G"], Qt.LeftButton)
    QTest.mouseClick(dlg.c_colors["W"], Qt.LeftButton)
    QTest.keyClicks(dlg.c_power, "3")
    QTest.keyClick(dlg.c_name, Qt.Key_Return)
    assert dlg.isVisible() and "power and toughness" in dlg.problem.text()
    QTest.keyClicks(dlg.c_toughness, "3")
    QTest.keyClicks(dlg.c_text, "Trample")
    dlg.count.setValue(2)
    QTest.keyClick(dlg.c_name, Qt.Key_Return)
    assert dlg.result() == QDialog.Accepted
    facts, count, tapped = dlg.result_value()
    assert facts == {"name": "<b>Big</b> Elephant", "type_line": "Token Creature — Elephant",
                     "colors": ["W", "G"], "layout": "token", "power": "3", "toughness": "3",
                     "oracle_text": "Trample"}
    assert (count, tapped) == (2, False)


def test_strings_show_as_written(qtbot):
    token = {"name": "<img src=/dev/zero>", "type_line": "Token Creature — <i>X</i>",
             "colors": [], "layout": "token", "power": "1", "toughness": "1",
             "oracle_text": "<b>bold</b>"}
    dlg = _picker(qtbot, [token])
    assert dlg.list.item(0).text().startswith("<img src=/dev/zero> 1/1")
    assert "<b>bold</b>" in dlg.list.item(0).text()
    assert "<img src=/dev/zero>" in dlg.card.text()


def test_a_long_list_shows_the_first_ones_and_says_how_many_more(qtbot):
    from tabletop.ui.players.tokenpicker import MAX_SHOWN
    many = [{"name": f"Germ {i}", "type_line": "Token Creature — Phyrexian Germ",
             "colors": ["B"], "layout": "token", "power": "0", "toughness": "0"}
            for i in range(MAX_SHOWN + 5)]
    dlg = _picker(qtbot, many)
    assert dlg.list.count() == MAX_SHOWN and "5 more tokens found" in dlg.problem.text()
    QTest.keyClicks(dlg.search, "germ 30")
    assert [t["name"] for t in dlg.shown_tokens()] == [
        t["name"] for t in many if "30" in t["name"]]  # Germ 30, 130, 230, 300..304
    assert dlg.problem.text() == ""
