"""The lesson player driven like a learner: the menu shortcut, the picker, real mouse drags on
the view's viewport, real clicks on context menus and panel buttons; every assertion is on the
model, the session or what the learner can read."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.ui.table.items import KIND_ROLE, CardItem

from .conftest import action, context_menu, drag, drag_between, item_of


def settle(n: int = 3) -> None:
    for _ in range(n):
        QApplication.processEvents()


def click_menu(win, menu, name: str) -> None:
    """Click a (possibly nested) menu entry with the mouse, opening submenus on the way."""
    came_from = None  # where the pointer was when this (sub)menu opened
    for _ in range(5):
        a = next((a for a in menu.actions() if a.objectName() == name), None)
        target = a or next(a for a in menu.actions() if a.menu() is not None
                           and action(a.menu(), name))
        assert menu.isVisible() and target.isEnabled(), target.objectName()
        at = menu.actionGeometry(target).center()
        others = [menu.actionGeometry(x).center() for x in menu.actions()
                  if x is not target and not x.isSeparator()]
        for pt in [*others[:1], at + QPoint(40, 0), at + QPoint(20, 0), at]:
            QTest.mouseMove(menu, pt)  # a menu ignores the pointer until it has really moved
        if a is not None:
            hit = []
            a.triggered.connect(lambda *_, h=hit: h.append(1))
            assert menu.activeAction() is a
            if came_from is not None and menu.actionGeometry(a).contains(
                    menu.mapFromGlobal(came_from)):
                # offscreen's small screen put the submenu over its parent, this entry right
                # under the pointer that opened it: Qt takes that click for the parent's
                QTest.keyClick(menu, Qt.Key_Return)
            else:
                QTest.mouseClick(menu, Qt.LeftButton, Qt.NoModifier, at)
            settle()
            assert hit, name
            return
        for i in range(60):  # hovering opens the submenu after a short delay
            if target.menu().isVisible():
                break
            if i == 30:
                QTest.mouseClick(menu, Qt.LeftButton, Qt.NoModifier, at)
            QTest.qWait(20)
        assert target.menu().isVisible()
        came_from = menu.mapToGlobal(at)
        menu = target.menu()
    raise AssertionError(name)


def pick_lesson(win, qtbot, lesson_id: str):
    QTest.keyClick(win, Qt.Key_L, Qt.ControlModifier)  # Lessons > Choose a lesson…
    settle()
    dlg = win._picker
    assert dlg is not None and dlg.isVisible()
    row = next(i for i, x in enumerate(dlg.lessons) if x.id == lesson_id)
    lst = dlg.list
    lst.scrollToItem(lst.item(row))
    QTest.mouseClick(lst.viewport(), Qt.LeftButton, Qt.NoModifier,
                     lst.visualItemRect(lst.item(row)).center())
    assert lesson_id in [x.id for x in [dlg.current()]]
    assert "Rules: " in lst.item(row).text()  # title and rule numbers in the list
    assert dlg.current().summary[:30] in dlg.details.text()
    qtbot.mouseClick(dlg.start_button, Qt.LeftButton)
    settle()
    assert not dlg.isVisible()
    return win.lessons.session


def panel(win):
    return win.lessons.panel


def click(qtbot, win, name: str) -> None:
    qtbot.mouseClick(panel(win).findChild(type(panel(win).leave), name), Qt.LeftButton)
    settle()


def undo_action(win) -> QAction:
    return next(a for a in win.menuBar().actions()[1].menu().actions() if a.text().startswith(
        "Undo") or a.text().startswith("&Undo"))


def test_tracking_markers_lesson_played_through_with_mouse_and_menus(win, qtbot):
    # Something to undo in the real game, kept across the lesson
    real = win.ctl.game
    win.ctl.run(__import__("tabletop.model.commands", fromlist=["x"]).Tap("a-mist"), "tap")
    assert win.ctl.undo_stack.count() == 1
    s = pick_lesson(win, qtbot, "tracking-markers")
    g = s.game
    assert win.ctl.game is g and win.ctl.seat == "A"
    assert panel(win).instruction.text() == s.instruction
    assert "Step 1 of 4" in panel(win).progress_label.text()
    assert not undo_action(win).isEnabled()
    assert not win.findChild(QAction, "mode_assist").isEnabled()
    view_as = next(a for a in win.findChildren(QAction) if a.menu() is not None
                   and a.menu().title() == "View as")
    assert not view_as.isEnabled() and not win.hotseat
    # "manifest the top card": the library pile is outlined
    assert win.lessons.outlined_items() == [win.scene.piles[("A", "library")]]

    # 1. manifest the top card: drag the library pile onto the battlefield
    pile = win.scene.piles[("A", "library")]
    drag_between(win, pile.rect().center(), win.scene.seat_rects("A").battlefield.center())
    settle()
    assert g.state.cards["forest"].face_down["order"] == 1
    assert s.index == 1 and "Correct!" in panel(win).feedback_text()
    assert "Step 2 of 4" in panel(win).progress_label.text()

    # the step's card is outlined; the outline carries no id, text or tooltip
    outlined = win.lessons.outlined_items()
    assert outlined == [item_of(win, "angel")]
    for it in win.scene.items():
        assert "angel" not in (it.toolTip() or "")
        if it.data(KIND_ROLE) == "highlight":
            assert it.toolTip() == "" and it.data(1) is None

    # 2. the menu casts it face down only the way the card allows: Exalted Angel has morph,
    # so there is no disguise or megamorph entry to choose wrongly (issue 26). A wrong way
    # first: casting it face up, legal but not this step
    n_log = len(g.log)
    menu = context_menu(win, item_of(win, "angel"))
    assert action(menu, "cast_morph") is not None
    assert action(menu, "cast_disguise") is None and action(menu, "cast_megamorph") is None
    click_menu(win, menu, "cast")
    assert g.state.cards["angel"].zone == "hand" and len(g.log) == n_log
    text = panel(win).feedback_text()
    assert text.startswith("Not what this step asks (nothing changed)")
    assert s.index == 1
    # a hint, then the right way: morph
    click(qtbot, win, "lesson_hint")
    assert "Cast Exalted Angel face down, choosing morph." in panel(win).feedback_text()
    menu = context_menu(win, item_of(win, "angel"))
    click_menu(win, menu, "cast_morph")
    assert g.state.cards["angel"].face_down["method"] == "morph"
    assert s.index == 2

    # 3. the Bolt hit #1; dragging #2 to the graveyard breaks the rules: it snaps back
    angel = item_of(win, "angel")
    home = QPointF(angel.pos())
    n_log = len(g.log)
    grave = win.scene.seat_rects("A").piles["graveyard"]
    drag(win, angel, grave.center())
    settle()
    assert g.state.cards["angel"].zone == "battlefield" and len(g.log) == n_log
    assert item_of(win, "angel").pos() == home
    text = panel(win).feedback_text()
    assert "Not allowed" in text and "708.6" in text and "The Bolt hit #1" in text
    assert "allows" not in text
    # retry the step: the table is as the step began
    snap = g.state.snapshot()
    click(qtbot, win, "lesson_retry")
    assert g.state.snapshot() == snap and s.index == 2
    drag(win, item_of(win, "forest"), grave.center())
    settle()
    assert g.state.cards["forest"].zone == "graveyard" and s.index == 3

    # 4. turn #2 face up for its morph cost from the turn-up menu
    menu = context_menu(win, item_of(win, "angel"))
    click_menu(win, menu, "route_morph")
    assert g.state.cards["angel"].face_down is None
    assert s.finished
    text = panel(win).feedback_text()
    assert "Lesson complete" in text and "mistakes: 2" in text and "hints used: 1" in text
    assert "Step" not in panel(win).progress_label.text() or "All 4" in \
        panel(win).progress_label.text()
    assert not panel(win).buttons["hint"].isEnabled()

    # Ctrl+Z does nothing during the lesson (the shortcuts themselves work: U, Ctrl+L)
    assert QApplication.activeWindow() is win
    n_log = len(g.log)
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)
    settle()
    assert g.state.cards["angel"].face_down is None and len(g.log) == n_log

    # leave: the real game is back, with its undo history and the mode switch
    click(qtbot, win, "lesson_leave")
    assert win.ctl.game is real and win.ctl.seat == "Alice"
    assert win.ctl.route is None and not win.lessons.running
    assert win.findChild(QAction, "mode_assist").isEnabled()
    assert win.ctl.undo_stack.count() == 1 and undo_action(win).isEnabled()
    assert real.state.cards["a-mist"].tapped
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)
    assert not real.state.cards["a-mist"].tapped
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert real.state.cards["a-mist"].tapped
    assert not win.lessons.dock.isVisible()
    assert view_as.isEnabled() and win.hotseat
    assert win.findChild(QAction, "hotseat").isChecked()


def test_wrong_turn_up_explains_the_rule_and_changes_nothing(win, qtbot):
    s = pick_lesson(win, qtbot, "manifest-turn-up")
    g = s.game
    snap = g.state.snapshot()
    n_log = len(g.log)
    # #2 is a manifested Forest: the U shortcut tries its mana cost; the lesson says why not
    win.view.focus_card(item_of(win, "forest"))
    QTest.keyClick(win, Qt.Key_U)
    settle()
    assert g.state.snapshot() == snap and len(g.log) == n_log
    text = panel(win).feedback_text()
    assert "Not allowed" in text and "701.40b" in text and "Forest" in text
    assert "Refused" in win.assist.title.text()
    assert win.ctl.undo_stack.count() == 0
    # the right card, from the turn-up menu
    menu = context_menu(win, item_of(win, "bears"))
    click_menu(win, menu, "route_mana_cost")
    assert g.state.cards["bears"].face_down is None and s.index == 1
    # back: #1 is face down again, the undo stack stays empty
    click(qtbot, win, "lesson_back")
    assert s.index == 0 and g.state.cards["bears"].face_down is not None
    assert win.ctl.undo_stack.count() == 0
    assert "Step 1 of 3" in panel(win).progress_label.text()
    # peeking is free: carried out, the step stays
    menu = context_menu(win, item_of(win, "bears"))
    click_menu(win, menu, "peek")
    assert s.index == 0 and "doesn't finish this step" in panel(win).feedback_text()
    # restart: the table as the lesson starts
    click(qtbot, win, "lesson_restart")
    assert s.index == 0 and g.state.snapshot() == snap


def test_a_new_game_ends_the_lesson_and_seats_stay_put(win, qtbot):
    s = pick_lesson(win, qtbot, "tracking-markers")
    assert not win.findChild(QAction, "pass_next").isEnabled()
    QTest.keyClick(win, Qt.Key_F2)  # no passing the seat in a lesson
    settle()
    assert win.ctl.seat == "A" and win.stack.currentWidget() is win.view
    win.findChild(QAction, "new_demo").trigger()
    settle()
    assert win.ctl.game is not s.game and win.ctl.route is None
    assert win.findChild(QAction, "pass_next").isEnabled() and win.hotseat
    assert not win.findChild(QAction, "leave_lesson").isEnabled()
    assert not win.lessons.outlined_items()


def test_no_model_ids_on_items_during_a_lesson(win, qtbot):
    s = pick_lesson(win, qtbot, "manifest-turn-up")
    ids = set(s.game.state.cards)
    for it in win.scene.items():
        texts = [it.toolTip() or ""] + [str(it.data(r) or "") for r in (0, 1, 2)]
        if isinstance(it, CardItem):
            texts.append(it.vid)
        assert not any(cid in t.split() or t == cid for t in texts for cid in ids)


def test_screenshot_of_a_lesson(tmp_path):
    from tabletop.app import main
    out = tmp_path / "lesson.png"
    assert main(["--screenshot", str(out), "--size", "1000x700", "--lesson",
                 "tracking-markers", "--lesson-step", "4", "--show", "mistake"]) == 0
    assert out.stat().st_size > 10_000
    assert main(["--screenshot", str(out), "--lesson", "no-such-lesson"]) == 2
    settle()


def test_every_bundled_lesson_through_the_player_seam(win):
    """Each lesson's known mistakes and reference solution, sent the way the table sends a
    command (the controller's run): mistakes change nothing and are explained with their rule
    numbers; the solutions finish the lesson; leaving gives the real game back."""
    from tabletop.lessons import bundled_lessons
    from tabletop.lessons.actions import action_command
    real = win.ctl.game
    for lesson in bundled_lessons():
        s = win.lessons_menu.start_lesson(lesson)
        assert win.ctl.game is s.game and win.ctl.seat == lesson.seat
        got = []
        win.lessons.feedback.connect(got.append)
        for step in lesson.steps:
            for m in step.mistakes:
                n_log = len(s.game.log)
                assert win.ctl.run(action_command(m.action), "mistake") is None
                assert len(s.game.log) == n_log, (lesson.id, m.verdict)
                text = panel(win).feedback_text()
                assert got[-1].rules and all(r in text for r in got[-1].rules), (lesson.id, text)
            win.ctl.run(action_command(step.solution), "solution")
            assert got[-1].kind == "correct", (lesson.id, got[-1].message)
        assert s.finished and "Lesson complete" in panel(win).feedback_text()
        assert win.ctl.undo_stack.count() == 0
        win.lessons.feedback.disconnect()
        win.lessons_menu.leave_lesson()
        assert win.ctl.game is real and win.ctl.seat == "Alice"


def test_a_lesson_started_behind_the_curtain_leaves_it_up(win, qtbot):
    win.seats.pass_to("Bob")
    assert win.stack.currentWidget() is win.curtain
    win.lessons_menu.start_lesson("peeking")
    assert win.stack.currentWidget() is win.view and win.ctl.seat == "A"
    click(qtbot, win, "lesson_leave")
    assert win.stack.currentWidget() is win.curtain  # Alice's table is not shown to Bob
    qtbot.mouseClick(win.curtain.button, Qt.LeftButton)
    assert win.ctl.seat == "Bob" and win.stack.currentWidget() is win.view


def test_the_panels_undo_takes_back_the_learners_own_action(win, qtbot):
    """The panel's Undo button (and Ctrl+Z) is the session's undo: a free action of this step is
    undone by the table's policy, the step stays; nothing older is (Back is for that)."""
    s = pick_lesson(win, qtbot, "manifest-turn-up")
    g = s.game
    n_log = len(g.log)
    assert not undo_action(win).isEnabled()  # the window's own undo is off in a lesson
    menu = context_menu(win, item_of(win, "bears"))
    click_menu(win, menu, "peek")
    assert len(g.log) == n_log + 1 and s.index == 0
    click(qtbot, win, "lesson_undo")
    # exact: a controller may look at her face-down permanent at any time, so no one forgets
    assert len(g.log) == n_log
    assert "finish this step" in panel(win).feedback_text() and s.index == 0
    QTest.keyClick(win, Qt.Key_Z, Qt.ControlModifier)  # nothing more of this step's
    settle()
    assert "nothing of yours" in panel(win).feedback_text().lower()
    assert len(g.log) == n_log and s.index == 0
