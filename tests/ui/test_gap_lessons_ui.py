"""A new lesson (issue 14) played with real clicks: a turn-up the rules forbid (no priority in
the untap step), a legal turn-up that is not the step's, both explanations read back from the
panel; the phase bar's "next step" and the turn-up menus for the solutions; then the teacher's
summary read back from its dialog and the panel, whole."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolButton

from tabletop.lessons.rulebook import NOTES

from .conftest import action, context_menu, item_of
from .test_lessons_ui import click, click_menu, panel, pick_lesson, settle


def sentences(text: str) -> list[str]:
    return [x.strip() for x in text.replace("\n", " ").split(". ") if x.strip()]


def test_when_to_turn_up_lesson_with_both_kinds_of_mistake_and_its_summary(win, qtbot):
    s = pick_lesson(win, qtbot, "when-to-turn-up")
    g = s.game
    lesson = s.lesson
    assert g.state.step == "untap" and "Step 1 of 3" in panel(win).progress_label.text()

    # illegal: turning a card up in the untap step. #1's turn-up menu offers the route greyed
    # out, saying why; the U shortcut on #2 tries anyway and the lesson explains
    menu = context_menu(win, item_of(win, "angel"))
    entry = action(menu, "route_morph")
    assert not entry.isEnabled() and "not allowed" in entry.text()
    menu.close()
    settle()
    snap, n_log = g.state.snapshot(), len(g.log)
    win.view.focus_card(item_of(win, "bears"))  # #2, manifested: U tries its mana cost
    QTest.keyClick(win, Qt.Key_U)
    settle()
    assert g.state.snapshot() == snap and len(g.log) == n_log and s.index == 0
    text = panel(win).feedback_text()
    assert text.startswith("Not allowed")
    assert "nobody has priority in this step (Untap)" in text and "116.2b" in text
    assert lesson.steps[0].mistakes[1].explain in " ".join(text.split())
    assert NOTES["116.2b"] in " ".join(text.split())

    # the step: the phase bar's next step (the upkeep)
    bar = win.phase_bar
    nxt = bar.buttons["upkeep"]
    assert isinstance(nxt, QToolButton)
    qtbot.mouseClick(nxt, Qt.LeftButton)
    settle()
    assert g.state.step == "upkeep" and s.index == 1
    assert g.state.cards["bolt"].zone == "stack"  # the opponent's Bolt, prepared

    # legal, but not this step: turning #2 up for its mana cost
    snap, n_log = g.state.snapshot(), len(g.log)
    click_menu(win, context_menu(win, item_of(win, "bears")), "route_mana_cost")
    assert g.state.snapshot() == snap and len(g.log) == n_log and s.index == 1
    text = " ".join(panel(win).feedback_text().split())
    assert text.startswith("Not what this step asks (nothing changed)")
    assert "{1}{G}" in text and lesson.steps[1].mistakes[0].explain in text

    # the step: #1 up for its morph cost in response to Bolt, then #2 for its mana cost
    click_menu(win, context_menu(win, item_of(win, "angel")), "route_morph")
    assert g.state.cards["angel"].face_down is None and s.index == 2
    click_menu(win, context_menu(win, item_of(win, "bears")), "route_mana_cost")
    assert g.state.cards["bears"].face_down is None and s.finished

    # the summary in the panel, then in its dialog: the same text, nothing cut
    want = s.summary().text()
    shown = panel(win).feedback_text()
    for line in want.split("\n"):
        assert line.strip() in shown
    click(qtbot, win, "lesson_summary")
    dlg = win.lessons._summary
    assert dlg is not None and dlg.isVisible()
    got = dlg.summary_text()
    assert got == want
    assert "Steps done: 3 of 3; mistakes: 2; hints used: 0." in got
    assert "- Step 1, not allowed by the rules: " in got
    assert "- Step 2, allowed, but not what the step asked: " in got
    for r in lesson.rules:
        for sentence in sentences(NOTES[r]):
            assert sentence in " ".join(got.split())
    for m in (lesson.steps[0].mistakes[1], lesson.steps[1].mistakes[0]):
        assert f"Why: {m.explain}" in got
    dlg.close()


def test_screenshot_of_a_lesson_summary(tmp_path):
    from tabletop.app import main
    out = tmp_path / "summary.png"
    assert main(["--screenshot", str(out), "--lesson", "when-to-turn-up", "--show",
                 "summary"]) == 0
    assert out.stat().st_size > 10_000
    settle()
