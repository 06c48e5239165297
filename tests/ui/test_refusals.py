"""Every refusal is visible (issue 13 item 5): a peek at a face-down card the seat doesn't
control, with `L` or from the card's menu, shows the rules' reason; the Peeking lesson explains
exactly that mistake; with the rules off the turn-up menu labels nothing as refused. Real
mouse clicks on the viewport and real key presses on the window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .conftest import action, context_menu, item_of
from .test_lessons_ui import click_menu, panel, pick_lesson, settle


def click_card(win, item) -> None:
    """A real left click on the card (it takes the focus: the card shortcuts act on it)."""
    vp = win.view.viewport()
    QTest.mouseClick(vp, Qt.LeftButton, Qt.NoModifier, win.view.mapFromScene(
        item.sceneBoundingRect().center()))
    settle()


def assist_lines(win) -> list[str]:
    return [win.assist.list.item(i).text() for i in range(win.assist.list.count())]


def test_peek_with_L_at_bobs_face_down_card_shows_the_refusal(win):
    g = win.ctl.game
    win.set_mode("strict")
    n_log = len(g.log)
    click_card(win, item_of(win, "b-angel"))
    assert win.table.current_vid() == item_of(win, "b-angel").vid
    QTest.keyClick(win, Qt.Key_L)
    settle()
    assert len(g.log) == n_log  # nothing carried out
    assert "Refused" in win.assist.title.text()
    lines = assist_lines(win)
    assert any("Only its controller may look" in t and "708.5" in t for t in lines), lines
    status = win.statusBar().currentMessage()
    assert "Only its controller may look" in status and "708.5" in status
    # nothing about the card leaks through the refusal (Exalted Angel is Bob's secret)
    assert all("Angel" not in t and "morph" not in t.lower() for t in [*lines, status])
    assert item_of(win, "b-angel").vid not in win.ctl.peeked


def test_peek_from_the_menu_at_bobs_card_says_why_not(win):
    g = win.ctl.game
    n_log = len(g.log)
    menu = context_menu(win, item_of(win, "b-angel"))
    assert action(menu, "peek") is not None
    click_menu(win, menu, "peek")
    assert len(g.log) == n_log
    assert any("Only its controller may look" in t for t in assist_lines(win))
    assert "708.5" in win.statusBar().currentMessage()
    # the seat's own face-down card: the peek is carried out, no refusal
    click_card(win, item_of(win, "a-mist"))
    QTest.keyClick(win, Qt.Key_L)
    settle()
    assert g.log[-1].command["kind"] == "look" and g.log[-1].result == "done"
    assert item_of(win, "a-mist").vid in win.ctl.peeked


def test_peeking_lesson_explains_a_peek_at_the_opponents_card(win, qtbot):
    s = pick_lesson(win, qtbot, "peeking")
    g = s.game
    n_log = len(g.log)
    # step 1: the learner peeks at #2, the opponent's face-down card, with L
    click_card(win, item_of(win, "bolt"))
    QTest.keyClick(win, Qt.Key_L)
    settle()
    assert len(g.log) == n_log and s.index == 0
    text = panel(win).feedback_text()
    assert "#2 is your opponent's" in text and "708.5" in text
    assert "Lightning Bolt" not in text and "Lightning Bolt" not in \
        win.statusBar().currentMessage()
    assert "708.5" in win.statusBar().currentMessage()
    # the right peek finishes the step
    click_card(win, item_of(win, "bears"))
    QTest.keyClick(win, Qt.Key_L)
    settle()
    assert s.index == 1
    # step 2: the opponent controls #1 now; peeking at it from its menu is the mistake
    menu = context_menu(win, item_of(win, "bears"))
    click_menu(win, menu, "peek")
    assert s.index == 1
    assert "control decides who may look" in panel(win).feedback_text()


def test_off_mode_turn_up_menu_labels_nothing_as_refused(win):
    st = win.ctl.game.state
    win.set_mode("off")
    menu = context_menu(win, item_of(win, "a-mist"))  # a manifested enchantment: no R1
    mana = action(menu, "route_mana_cost")
    texts = [a.text() for a in action(menu, "route_mana_cost").parent().actions()]
    assert all("not allowed" not in t for t in texts), texts
    assert mana.isEnabled() and "701.40b" not in mana.toolTip() and not mana.statusTip()
    click_menu(win, menu, "route_mana_cost")
    assert st.cards["a-mist"].face_down is None  # carried out, as the rules are off
    # an opponent's card: nothing labelled refused either, the effect route is offered
    menu = context_menu(win, item_of(win, "b-angel"))
    sub = action(menu, "route_effect").parent()
    assert all("Only its controller" not in a.text() for a in sub.actions())
    QApplication.processEvents()
    menu.close()


def test_strict_mode_turn_up_menu_still_gives_the_reason(win):
    win.set_mode("strict")
    menu = context_menu(win, item_of(win, "a-mist"))
    mana = action(menu, "route_mana_cost")
    assert "not allowed" in mana.text() and not mana.isEnabled() and "701.40b" in \
        mana.toolTip()
    menu.close()


VALAKUT = {"id": "a-valakut", "facts": "valakut", "owner": "Alice", "zone": "hand"}


def test_dragging_a_spell_land_mdfc_to_the_battlefield_plays_its_land_face(
        qtbot, monkeypatch, tmp_path):
    from .conftest import drag, window_with
    w = window_with(qtbot, monkeypatch, tmp_path, "strict", VALAKUT,
                    "Valakut Awakening // Valakut Stoneforge")
    st = w.ctl.game.state
    drag(w, item_of(w, "a-valakut"), w.scene.seat_rects("Alice").battlefield.center())
    card = st.cards["a-valakut"]
    assert card.zone == "battlefield" and card.transformed  # Valakut Stoneforge, a land
    assert st.lands_played["Alice"] == 1
    assert w.ctl.game.log[-1].command.get("back") is True


def test_the_card_menu_plays_the_back_face_of_an_mdfc(qtbot, monkeypatch, tmp_path):
    from .conftest import window_with
    w = window_with(qtbot, monkeypatch, tmp_path, "strict", VALAKUT,
                    "Valakut Awakening // Valakut Stoneforge")
    st = w.ctl.game.state
    assert st.lands_played["Alice"] == 0
    menu = context_menu(w, item_of(w, "a-bears"))
    assert action(menu, "play") is not None and action(menu, "play_back") is None
    menu.close()
    settle()
    menu = context_menu(w, item_of(w, "a-valakut"))
    click_menu(w, menu, "play_back")
    assert st.cards["a-valakut"].zone == "battlefield" and st.cards["a-valakut"].transformed


def test_U_on_bobs_face_down_card_gives_the_rules_reason(win):
    g = win.ctl.game
    win.set_mode("strict")
    n_log = len(g.log)
    click_card(win, item_of(win, "b-angel"))
    QTest.keyClick(win, Qt.Key_U)
    settle()
    assert len(g.log) == n_log and g.state.cards["b-angel"].face_down is not None
    lines = assist_lines(win)
    assert any("Only the player who controls" in t and "701.40b" in t for t in lines), lines
    assert "701.40b" in win.statusBar().currentMessage()
    assert all("Angel" not in t for t in lines)


def test_U_on_bobs_card_with_the_rules_off_offers_the_effect_route(win):
    win.set_mode("off")
    click_card(win, item_of(win, "b-angel"))
    QTest.keyClick(win, Qt.Key_U)
    settle()
    menu = win._menu
    assert menu is not None and menu.isVisible() and menu.objectName() == "turn_up_menu"
    assert [a.objectName() for a in menu.actions()] == ["route_effect"]
    click_menu(win, menu, "route_effect")
    # Bob's permanent: even with the rules off, a request Bob answers (issue 23)
    st = win.ctl.game.state
    assert st.cards["b-angel"].face_down is not None and len(st.requests) == 1
    win.seats.pass_to("Bob")
    win.curtain.button.click()
    QTest.mouseClick(win.requests.bar.rows[0].accept, Qt.LeftButton)
    settle()
    assert st.cards["b-angel"].face_down is None
