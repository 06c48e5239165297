"""Issue 26, point 13: what a screen reader hears of the table. An action's name is the whole
menu entry (a refusal's reason is never cut short as the menu cuts it); a closed turn-up route
is not offered (strict) or is named as not allowed with its whole reason (assist); a disguised
or cloaked permanent says its ward {2}, to every seat (public: 702.168a, 701.58a), a morph
doesn't; the keyboard starts on the seat's own hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.rules import new_game
from tabletop.ui.common import messages as M

from .conftest import item_of, shown, small_setup


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def window(qtbot, tmp_path, monkeypatch, mode="assist", seat="Alice"):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.window import MainWindow
    return shown(qtbot, MainWindow(new_game(small_setup(mode), seed=1), seat, quiet=True))


def node_of(win, cid: str):
    """The accessible object of a card (found by walking the table's tree)."""
    from tabletop.ui.table.access import NodeAccessible
    target = item_of(win, cid).accessible_name

    def walk(iface):
        for i in range(iface.childCount()):
            c = iface.child(i)
            if isinstance(c, NodeAccessible):
                if c.key[1] == "card" and c.text(QAccessible.Name) == target:
                    return c
                found = walk(c)
                if found is not None:
                    return found
        return None
    return walk(QAccessible.queryAccessibleInterface(win.view))


def turn_up_actions(win, cid: str) -> list[str]:
    return [n for n in node_of(win, cid).actionInterface().actionNames()
            if n.startswith(M.tr("Turn face up") + ":")]


def closed_reason(win, cid: str, route: str) -> str:
    r = next(r for r in win.ctl.routes(item_of(win, cid).vid) if r.route == route)
    assert not r.legal
    return M.verdict_text(r.reason)


def test_a_closed_routes_action_says_its_whole_reason(qtbot, tmp_path, monkeypatch):
    win = window(qtbot, tmp_path, monkeypatch, "assist")
    why = closed_reason(win, "a-mist", "mana_cost")  # Primordial Mist is no creature card
    assert len(why) > 46  # the menu cuts it
    menu = win.menus.turn_up_menu(item_of(win, "a-mist").vid)
    shown_text = next(a.text() for a in menu.actions() if a.objectName() == "route_mana_cost")
    assert shown_text.endswith(" …") and why not in shown_text
    names = turn_up_actions(win, "a-mist")
    closed = [n for n in names if n.startswith("Turn face up: For its mana cost")]
    assert closed == [f"Turn face up: For its mana cost — not allowed: {why}"], names
    assert not any(n.endswith(" …") for n in node_of(win, "a-mist").actionInterface()
                   .actionNames())  # (" …" is the menu's cut; "Attach to…" opens a dialog)


def test_strict_mode_offers_no_closed_route(qtbot, tmp_path, monkeypatch):
    win = window(qtbot, tmp_path, monkeypatch, "strict")
    names = turn_up_actions(win, "a-mist")
    assert names and not any("not allowed" in n for n in names), names
    assert "Turn face up: By an effect (no cost)" in names


@pytest.mark.parametrize("seat", ["Alice", "Bob"])
def test_cloaked_and_disguised_permanents_say_ward_2(qtbot, tmp_path, monkeypatch, seat):
    win = window(qtbot, tmp_path, monkeypatch, "assist", seat)
    if win.seats.curtain_up():
        QTest.mouseClick(win.curtain.button, Qt.LeftButton)
        settle()
    bolt = item_of(win, "a-bolt")  # cloaked (Alice's): ward {2} is public
    assert bolt.accessible_name.startswith("face-down #2, cloaked, ward {2}")
    node = node_of(win, "a-bolt")
    assert "ward {2}" in node.text(QAccessible.Name)
    assert "Ward {2}" in node.text(QAccessible.Description)
    assert "Ward {2}" in bolt.toolTip()
    angel = item_of(win, "b-angel")  # a morph has no ward
    assert "ward" not in angel.accessible_name.lower()
    assert "Lightning" not in bolt.accessible_name or seat == "Alice"


def test_disguise_says_ward_to_the_opponent(qtbot, tmp_path, monkeypatch):
    from tabletop.carddata.demo import bundled_lookup
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    setup = small_setup("assist")
    setup["cards"].append({"id": "b-dis", "facts": "bears", "owner": "Bob",
                           "zone": "battlefield", "face_down": {"method": "disguise",
                                                               "order": 4}})
    assert bundled_lookup("Grizzly Bears")
    from tabletop.ui.window import MainWindow
    win = shown(qtbot, MainWindow(new_game(setup, seed=1), "Alice", quiet=True))
    name = item_of(win, "b-dis").accessible_name
    assert name.startswith("face-down #4, disguised, ward {2}") and "Bears" not in name


def test_the_keyboard_starts_on_the_seats_own_hand(qtbot, tmp_path, monkeypatch):
    for seat, home in (("Alice", {"a-forest", "a-bears"}), ("Bob", {"b-ripper"})):
        win = window(qtbot, tmp_path, monkeypatch, "assist", seat)
        if win.seats.curtain_up():
            QTest.mouseClick(win.curtain.button, Qt.LeftButton)
            settle()
        assert win.scene.focusItem() is None
        win.view.setFocus()
        QTest.keyClick(win.view, Qt.Key_Tab)
        settle()
        focused = win.scene.focusItem()
        homes = {item_of(win, c) for c in home}
        assert focused in homes, (seat, focused.accessible_name)
        win.close()


def test_the_first_card_is_the_battlefield_when_the_hand_is_empty(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    setup = small_setup("assist")
    setup["cards"] = [c for c in setup["cards"] if not (c["owner"] == "Alice"
                                                        and c["zone"] == "hand")]
    from tabletop.ui.window import MainWindow
    win = shown(qtbot, MainWindow(new_game(setup, seed=1), "Alice", quiet=True))
    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key_Right)
    settle()
    ov = win.scene.focusItem().ov
    assert ov.zone == "battlefield" and ov.controller == "Alice"
