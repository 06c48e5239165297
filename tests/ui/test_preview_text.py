"""The hover preview and the pile browser show the whole card a seat may read: rules text with
its symbols, a long name uncut, both faces of a double-faced card, the card language's printed
text; a card the seat may not see shows its marker and face-down values only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.carddata.demo import bundled_lookup
from tabletop.rules import new_game

from .conftest import item_of, shown, small_setup

LONG = "Asmoranomardicadaistinaculdacar of the Forty-Seven Endless Hollows"


def _window(qtbot, monkeypatch, tmp_path, extra_cards=(), extra_facts=None, size=(1400, 900)):
    from tabletop.ui.window import MainWindow
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    setup = small_setup()
    setup["facts"].update(extra_facts or {})
    setup["cards"].extend(extra_cards)
    return shown(qtbot, MainWindow(new_game(setup, seed=1), "Alice", quiet=True), size)


def hover(win, cid: str) -> None:
    """A real mouse move onto the card on the viewport (the way the preview opens)."""
    vp = win.view.viewport()
    at = win.view.mapFromScene(item_of(win, cid).sceneBoundingRect().center())
    # from somewhere else first: Qt drops a move to where the last one ended (an earlier
    # test's window may have had its card at the same place)
    QTest.mouseMove(vp, at + QPoint(0, 1 if at.y() < vp.height() // 2 else -1))
    QTest.mouseMove(vp, at)
    QApplication.processEvents()


@pytest.fixture
def win(qtbot, monkeypatch, tmp_path):
    return _window(qtbot, monkeypatch, tmp_path)


def test_the_preview_shows_the_rules_text_with_symbols(win):
    hover(win, "a-bears")  # a card in Alice's hand
    text = win.preview.text()
    assert text.startswith("Grizzly Bears")
    assert "Creature — Bear" in text and "2/2" in text
    # her own face-down Mist: the marker, then its face with its rules text
    hover(win, "a-mist")
    text = win.preview.text()
    assert text.startswith("face-down #1")  # the marker first: it is still face down
    assert "Primordial Mist" in text
    assert "you may manifest the top card of your library" in text
    assert "C18 · 12" in text
    assert win.preview.card.accessibleDescription() == text
    # the mana cost is drawn as symbols: two images in the document, none as "{4}" text
    doc = win.preview.card.document().toPlainText()
    assert "{4}" not in doc and "\ufffc\ufffc" in doc


def test_a_hidden_card_shows_only_its_marker_and_face_down_values(win):
    hover(win, "b-angel")  # Bob's face-down morph: Alice may not see it
    text = win.preview.text()
    assert text.startswith("face-down #3")
    assert "2/2" in text
    for secret in ("Exalted", "Angel", "Flying", "gain that much life", "{2}{W}{W}", "ONS"):
        assert secret not in text
        assert secret not in win.preview.card.document().toPlainText()
        assert secret not in win.preview.toolTip()


def test_a_long_name_is_never_elided(qtbot, monkeypatch, tmp_path):
    facts = dict(bundled_lookup("Grizzly Bears"), name=LONG)
    facts.pop("names", None)
    w = _window(qtbot, monkeypatch, tmp_path, extra_facts={"long": facts}, extra_cards=[
        {"id": "a-long", "facts": "long", "owner": "Alice", "zone": "battlefield"}])
    hover(w, "a-long")
    card = w.preview.card
    assert w.preview.text().splitlines()[0] == LONG
    block = card.document().firstBlock()
    assert block.text() == LONG  # all of it, no "…"
    layout = block.layout()
    # shrunk to the smallest size, then wrapped: every line inside the view's width
    assert layout.lineCount() >= 1
    width = card.viewport().width()
    for i in range(layout.lineCount()):
        assert layout.lineAt(i).naturalTextWidth() <= width
    shown = sum(layout.lineAt(i).textLength() for i in range(layout.lineCount()))
    assert shown == len(LONG)


def test_german_card_language_shows_the_german_printed_text(win):
    win.set_lang("de", remember=False)  # Settings > Card language
    hover(win, "a-mist")
    text = win.preview.text()
    assert "Urnebel" in text
    assert "Zu Beginn deines Endsegments" in text
    assert "At the beginning of your end step" not in text


def test_a_double_faced_card_shows_both_faces(qtbot, monkeypatch, tmp_path):
    w = _window(qtbot, monkeypatch, tmp_path,
                extra_facts={"delver": bundled_lookup("Delver of Secrets")},
                extra_cards=[{"id": "a-delver", "facts": "delver", "owner": "Alice",
                              "zone": "battlefield"}])
    hover(w, "a-delver")
    text = w.preview.text()
    assert "Delver of Secrets" in text and "Insectile Aberration" in text
    assert "At the beginning of your upkeep" in text and "Flying" in text
    assert "3/2" in text


def test_the_pile_browser_shows_the_card_under_the_mouse(qtbot, monkeypatch, tmp_path):
    w = _window(qtbot, monkeypatch, tmp_path, extra_facts={
        "delver": bundled_lookup("Delver of Secrets")}, extra_cards=[
        {"id": "a-gy-angel", "facts": "angel", "owner": "Alice", "zone": "graveyard"},
        {"id": "a-gy-delver", "facts": "delver", "owner": "Alice", "zone": "graveyard"}])
    dlg = w.table.browse("Alice", "graveyard")
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    lst = dlg.list
    # the top of the pile is shown at once
    assert "Insectile Aberration" in dlg.card.text()
    angel = next(lst.item(i) for i in range(lst.count())
                 if lst.item(i).text() == "Exalted Angel")
    vp = lst.viewport()
    at = QPointF(lst.visualItemRect(angel).center())
    QApplication.sendEvent(vp, QMouseEvent(QEvent.MouseMove, at, QPointF(vp.mapToGlobal(at)),
                                           Qt.NoButton, Qt.NoButton, Qt.NoModifier))
    QApplication.processEvents()
    text = dlg.card.text()
    assert text.startswith("Exalted Angel")
    assert "Whenever Exalted Angel deals damage, you gain that much life." in text
    assert "4/5" in text and "ONS · 28" in text
    dlg.close()


MARKUP = {"name": "<img src=/dev/zero><b>Bozo</b>", "mana_cost": "{G/W}{2/W}{W/P}",
          "type_line": "Artifact Creature — <i>Golem</i>", "power": "1", "toughness": "1",
          "oracle_text": "{T}: Add {G}. <a href='x'>Link</a> & <br>more",
          "layout": "normal", "set": "<s>", "collector_number": "7<"}


def test_tap_and_hybrid_symbols_are_drawn_and_markup_shows_as_written(qtbot, monkeypatch,
                                                                      tmp_path):
    w = _window(qtbot, monkeypatch, tmp_path, extra_facts={"markup": MARKUP}, extra_cards=[
        {"id": "a-markup", "facts": "markup", "owner": "Alice", "zone": "battlefield"}])
    hover(w, "a-markup")
    card = w.preview.card
    lines = w.preview.text().splitlines()
    assert lines[0] == MARKUP["name"]
    assert MARKUP["oracle_text"] in lines and "<s> · 7<" in lines
    doc = card.document().toPlainText()
    # every card string is in the document as written (no tag taken for markup) ...
    assert MARKUP["name"] in doc and "Artifact Creature — <i>Golem</i>" in doc
    assert "\ufffc: Add \ufffc. <a href='x'>Link</a> & <br>more" in doc
    # ... and each symbol is an image: three in the cost, two in the rules text
    assert doc.count("\ufffc") == 5 and "{" not in doc
    names = []
    block = card.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                names.append(fmt.toolTip())
            it += 1
        block = block.next()
    assert names == ["{G/W}", "{2/W}", "{W/P}", "{T}", "{G}"]
