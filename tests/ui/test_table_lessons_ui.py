"""The lessons on libraries and mulligans in the lesson player: listed and opened from the
picker, played with real keys and drags where the table has them today (D draws, S shuffles,
N is the next step, a drag onto the library pile), and with the model commands the library and
mulligan dialogs send through the controller (`ctl.run`) for the rest."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tabletop.model import commands as C

from .conftest import drag, item_of
from .test_lessons_ui import panel, pick_lesson, settle


def key(win, k, mods=Qt.NoModifier) -> None:
    QTest.keyClick(win, k, mods)
    settle()


def run(win, cmd) -> None:
    """What the controller does with the dialogs' choice."""
    n = win.lessons.session.index
    win.ctl.run(cmd, "dialog")
    settle()
    assert win.lessons.session.index == n + 1, panel(win).feedback_text()


def test_scry_and_surveil_lesson_in_the_player(win, qtbot):
    s = pick_lesson(win, qtbot, "look-top-scry")
    pile = win.scene.piles[("A", "library")]
    assert pile in win.lessons.outlined_items()  # a look at the top: the library is outlined
    win.ctl.run(C.ArrangeTop("A", None, ("bolt", "forest")), "dialog")  # before looking
    settle()
    text = panel(win).feedback_text()
    assert s.index == 0 and "701.22a" in text and "Lightning Bolt" not in text
    run(win, C.LookTop("A", None, 2))
    run(win, C.ArrangeTop("A", None, ("forest",), ("bolt",)))
    key(win, Qt.Key_D)  # Preordain's draw
    assert s.index == 3 and s.game.state.cards["forest"].zone == "hand"
    run(win, C.LookTop("A", None, 1))
    run(win, C.ArrangeTop("A", None, graveyard=("bears",)))
    key(win, Qt.Key_D)
    key(win, Qt.Key_S)  # the shuffle: nobody knows the Bolt's place any more
    assert s.finished and "Lesson complete" in panel(win).feedback_text()
    assert not s.game.state.cards["bolt"].known


def test_search_lesson_in_the_player(win, qtbot):
    s = pick_lesson(win, qtbot, "searching-shuffling")
    pile = win.scene.piles[("A", "library")]
    drag(win, item_of(win, "bears"), pile.sceneBoundingRect().center())  # Griptide's move
    settle()
    assert s.index == 1 and s.game.state.zones["A:library"][0] == "bears"
    win.ctl.run(C.Search("A", None, "library", (), None), "dialog")  # fail to find "a card"
    settle()
    assert s.index == 1 and "701.23d" in panel(win).feedback_text()
    run(win, C.Search("A", None, "library", ("bolt",), "hand"))
    run(win, C.Search("A", None, "library", ("forest",), "hand", reveal=True))
    run(win, C.Search("A", None, "library", (), None))
    assert s.finished


def test_mulligan_lesson_in_the_player_begins_the_game_with_next_step(win, qtbot):
    s = pick_lesson(win, qtbot, "london-mulligan")
    win.ctl.run(C.Keep("A"), "dialog")  # nothing to put on the bottom yet: keeping is legal,
    settle()                            # but not this step
    assert s.index == 0 and not s.game.state.kept
    run(win, C.Mulligan("A"))
    outlined = win.lessons.outlined_items()
    assert item_of(win, "mountain") in outlined  # the card to put on the bottom
    win.ctl.run(C.Keep("A"), "dialog")
    settle()
    assert s.index == 1 and "103.5" in panel(win).feedback_text()
    run(win, C.PutOnBottom("A", ("mountain",)))
    run(win, C.Mulligan("A"))
    run(win, C.PutOnBottom("A", ("mountain", "island")))
    run(win, C.Keep("A"))
    for _ in range(4):  # pregame -> untap, upkeep, draw, main 1 of turn 1
        key(win, Qt.Key_N)
    assert s.finished and s.game.state.step == "main1" and s.game.state.turn == 1
    assert len(s.game.state.zones["A:hand"]) == 5  # the starting player's first draw skipped


def test_a_pregame_lesson_is_routed_before_its_game_reaches_the_table(win, qtbot):
    """A window offers the mulligans when a game in the pregame step is put on the table,
    unless a lesson runs (`ctl.route`): the lesson's game must arrive with the route set."""
    seen = []
    win.ctl.changed.connect(lambda: seen.append((win.ctl.game.state.step, win.ctl.route)))
    s = win.lessons_menu.start_lesson("london-mulligan")
    at_pregame = [route for step, route in seen if step == "pregame"]
    assert at_pregame and all(r is not None for r in at_pregame)
    assert win.ctl.run(C.Mulligan("A"), "dialog") is not None and s.index == 1
    win.lessons_menu.leave_lesson()
    assert win.ctl.route is None and win.ctl.game.state.step == "main1"
