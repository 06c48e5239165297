"""The replay viewer (issue 31) with real clicks: open a save, step through it with the VCR
controls, the keyboard, the entries and the timeline, switch lenses, click a card to read its
ledger; an export offers only its own seat's lens; a bad file is a message in words."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from tabletop import storage
from tests.ui.replayhelp import (
    canary_save,
    click,
    click_card,
    click_row,
    goto,
    key,
    open_rw,
    pick,
    press,
)


@pytest.fixture
def saved(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return canary_save(tmp_path)


def names(game) -> dict[str, str]:
    return {cid: game.state.facts[c.facts]["name"] for cid, c in game.state.cards.items()}


def test_step_through_with_the_controls(qtbot, saved):
    game, path = saved
    rw = open_rw(qtbot, path)
    size = len(game.log)
    assert rw.n == 0 and "Setup" in rw.status_line.text()
    assert "canary.json" in rw.windowTitle()
    press(qtbot, rw, "forward")
    assert rw.n == 1 and f"Entry 1 of {size}" in rw.status_line.text()
    press(qtbot, rw, "forward")
    press(qtbot, rw, "back")
    assert rw.n == 1
    press(qtbot, rw, "to_end")
    assert rw.n == size
    press(qtbot, rw, "forward")  # (no further)
    assert rw.n == size
    press(qtbot, rw, "to_start")
    assert rw.n == 0
    # the keyboard: Right, Left, End, Home
    key(qtbot, rw, Qt.Key_Right)
    key(qtbot, rw, Qt.Key_Right)
    assert rw.n == 2
    key(qtbot, rw, Qt.Key_Left)
    assert rw.n == 1
    key(qtbot, rw, Qt.Key_End)
    assert rw.n == size
    key(qtbot, rw, Qt.Key_Home)
    assert rw.n == 0
    # jump to an entry: its number typed into the box
    click(qtbot, rw.entry_spin)
    rw.entry_spin.selectAll()
    qtbot.keyClicks(rw.entry_spin, "5")
    qtbot.keyClick(rw.entry_spin, Qt.Key_Return)
    assert rw.n == 5
    # an entry of the tree, clicked
    click_row(qtbot, rw.entries, rw.entries.rows[3])
    assert rw.n == 3
    assert rw.entries.currentItem() is rw.entries.rows[3]
    # the timeline, clicked at its right end
    bar = rw.marks
    click(qtbot, bar, QPoint(bar.width() - 8, bar.height() // 2))
    assert rw.n == size
    click(qtbot, bar, QPoint(8, bar.height() // 2))
    assert rw.n == 0


def test_play_at_a_chosen_speed_and_pause(qtbot, saved):
    game, path = saved
    rw = open_rw(qtbot, path)
    pick(qtbot, rw.speed, "25/s")
    assert rw._play.interval() == 40
    press(qtbot, rw, "play")
    assert rw._play.isActive()
    qtbot.waitUntil(lambda: rw.n == len(game.log), timeout=5000)
    qtbot.waitUntil(lambda: not rw._play.isActive(), timeout=2000)  # stops at the end
    press(qtbot, rw, "play")  # again: from the start
    qtbot.waitUntil(lambda: rw.n >= 1, timeout=2000)
    press(qtbot, rw, "play")  # pause
    held = rw.n
    qtbot.wait(200)
    assert rw.n == held and not rw._play.isActive()


def test_markers_for_peeks_searches_shuffles_and_reveals(qtbot, saved):
    _game, path = saved
    rw = open_rw(qtbot, path)
    marks = rw.marks.marks
    assert marks["peek"] == [2] and marks["search"] == [3] and marks["reveal"] == [6]
    assert marks["shuffle"] == [3, 4]
    assert "peek" in rw.entries.rows[2].text(0)


def test_lenses_switch_and_the_board_follows(qtbot, saved):
    game, path = saved
    n = names(game)
    rw = open_rw(qtbot, path)
    assert [rw.lens_box.itemText(i) for i in range(rw.lens_box.count())] == [
        "As A knew it then", "As B knew it then", "Hindsight (A)", "Hindsight (B)",
        "Judge (everything)"]
    goto(qtbot, rw, 3)

    def faces() -> set[str]:
        return {(it.ov.facts or {}).get("name") for it in rw.scene.items_by_id.values()
                if it.ov.known}
    assert n["a0"] in faces() and n["b3"] not in faces()  # A's own hand; B's card a back
    pick(qtbot, rw.lens_box, "As B knew it then")
    assert n["b3"] in faces() and n["a0"] not in faces()
    assert "As B knew it then" in rw.windowTitle()
    pick(qtbot, rw.lens_box, "Judge (everything)")
    assert {n["a0"], n["a1"], n["b3"]} <= faces()
    assert any(t.startswith("[A] ") for t in rw.journal.toPlainText().splitlines())
    # hindsight: B at entry 3 did not know a1; it was revealed to it at entry 6
    pick(qtbot, rw.lens_box, "Hindsight (B)")
    assert rw.learned_panel.isVisible()
    assert f"{n['a1']}, learned later at entry 6 (it was revealed)" in \
        rw.learned.toPlainText()
    assert len(rw._badges) == 1 and "#6" in rw._badges[0].childItems()[0].text()
    assert n["a0"] not in rw.learned.toPlainText()


def test_click_a_card_to_read_its_ledger(qtbot, saved):
    game, path = saved
    n = names(game)
    rw = open_rw(qtbot, path)
    goto(qtbot, rw, 2)
    a0 = next(vid for vid, it in rw.scene.items_by_id.items()
              if (it.ov.facts or {}).get("name") == n["a0"])
    click_card(qtbot, rw, a0)
    assert rw.selected == a0
    text = rw.ledger.toPlainText()
    assert f"A knew {n['a0']} since entry 1 (drew it), still knows it" in text
    # as B: A's knowledge of a card hidden from B is "a card", and nothing names it
    pick(qtbot, rw.lens_box, "As B knew it then")
    hand = [vid for vid, it in rw.scene.items_by_id.items() if it.ov.zone == "hand"]
    click_card(qtbot, rw, hand[0])
    text = rw.ledger.toPlainText()
    assert "A knew a card since entry 1 (drew it)" in text
    assert not any(name in text for name in n.values())
    # the judge: who knew it, with the model's names
    pick(qtbot, rw.lens_box, "Judge (everything)")
    first = next(vid for vid, it in rw.scene.items_by_id.items()
                 if (it.ov.facts or {}).get("name") == n["a0"])
    click_card(qtbot, rw, first)
    assert f"A knew {n['a0']} since entry 1 (drew it)" in rw.ledger.toPlainText()


def test_an_export_offers_only_its_own_seat(qtbot, saved, tmp_path):
    game, _path = saved
    out = tmp_path / "b.json"
    out.write_bytes(storage.export_for(game, "B"))
    rw = open_rw(qtbot, out)
    assert [rw.lens_box.itemText(i) for i in range(rw.lens_box.count())] == [
        "As B knew it then"]
    assert rw.n == len(game.log) and not rw.actions_["back"].isEnabled()
    n = names(game)
    assert n["a0"] not in rw.journal.toPlainText()
    b3 = next(vid for vid, it in rw.scene.items_by_id.items()
              if (it.ov.facts or {}).get("name") == n["b3"])
    click_card(qtbot, rw, b3)
    assert f"B knew {n['b3']}" in rw.ledger.toPlainText()


def test_a_bad_file_is_a_message_in_words(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.rules import new_game
    from tabletop.ui.replay.part import open_path
    from tabletop.ui.window import MainWindow
    from tests.ui.conftest import small_setup
    win = MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True)
    qtbot.addWidget(win)
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert open_path(win, bad) is None
    title, text, _details = win.last_error
    assert "bad.json" in text and "Traceback" not in text
    assert open_path(win, tmp_path / "missing.json") is None
    assert "There is no file" in win.last_error[1]


def test_the_file_menu_opens_a_replay_with_a_shortcut(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from PySide6.QtGui import QAction

    from tabletop.rules import new_game
    from tabletop.ui.window import MainWindow
    from tests.ui.conftest import small_setup
    win = MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True)
    qtbot.addWidget(win)
    a = next(a for a in win.findChildren(QAction) if a.objectName() == "open_replay")
    assert a.text() == "Open replay…" and a.shortcut().toString() == "Ctrl+Alt+O"


def _run_app(*args: str, tmp_path) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_HOME=str(tmp_path / "h"))
    return subprocess.run([sys.executable, "-m", "tabletop", *args], capture_output=True,
                          text=True, env=env, timeout=120)


def test_tabletop_file_replay_on_the_command_line(saved, tmp_path):
    _game, path = saved
    shot = tmp_path / "shot.png"
    done = _run_app(str(path), "--replay", "--screenshot", str(shot), "--size", "1280x720",
                    tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 10_000
    bad = tmp_path / "bad.json"
    bad.write_text("[]", encoding="utf-8")
    done = _run_app(str(bad), "--replay", "--screenshot", str(shot), tmp_path=tmp_path)
    assert done.returncode == 2 and "bad.json" in done.stderr
    assert "Traceback" not in done.stderr
    done = _run_app(str(path), "--replay", "--seat", "A", "--screenshot", str(shot),
                    tmp_path=tmp_path)
    assert done.returncode == 2 and "--replay" in done.stderr


def test_the_accessible_window_reads_without_errors(qtbot, saved):
    _game, path = saved
    rw = open_rw(qtbot, path)
    from tests.ui.replayhelp import accessible_texts
    goto(qtbot, rw, 3)
    QApplication.processEvents()
    texts = accessible_texts(rw)
    assert any("hand" in t for t in texts if t)


def test_the_lens_journal_is_the_journal_then_at_every_entry(saved):
    """The viewer reads each seat's journal once and shows the lines of the first n entries:
    the same texts as `journal_then` (the journal read on the game at n) everywhere."""
    from tabletop.storage.lens import journal_then
    from tabletop.ui.replay.source import Replay
    from tests.storage.gamegen import random_game
    game, _path = saved
    for g in (game, random_game(3, n_commands=60), random_game(8, n_commands=60)):
        r = Replay(g)
        for seat in g.state.players:
            for n in range(len(g.log) + 1):
                assert r.journal(seat, n) == [ln["text"] for ln in journal_then(g, seat, n)]


def test_the_lens_board_is_the_as_then_view_at_every_entry(saved):
    """The board a seat's lens draws is `as_then`'s view, as an export of it opens."""
    from tabletop.storage.lens import as_then
    from tabletop.storage.review import shared_board
    from tabletop.ui.replay.source import Lens, LensKind, Replay
    game, _path = saved
    r = Replay(game)
    for seat in game.state.players:
        for n in range(len(game.log) + 1):
            want = shared_board(seat, r.players, n, as_then(game, seat, n)["view"], []).view
            assert r.shown(Lens(LensKind.AS_THEN, seat), n).view == want


def test_turns_and_steps_group_the_entries_and_ctrl_t_jumps_to_a_turn(qtbot, tmp_path,
                                                                       monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.model import commands as C
    from tests.storage.test_ledger import canary_game
    game = canary_game()
    for actor, cmd in (("A", C.Advance("next_turn")), ("B", C.Draw("B", 1)),
                       ("B", C.Advance("next_turn")), ("A", C.Draw("A", 1))):
        assert game.apply(cmd, actor).ok
    path = tmp_path / "turns.json"
    storage.save_game(game, path)
    rw = open_rw(qtbot, path)
    tops = [rw.entries.topLevelItem(i).text(0) for i in range(rw.entries.topLevelItemCount())]
    assert tops[0].startswith("Setup") and "Turn 2 (B)" in tops and "Turn 3 (A)" in tops
    row9 = rw.entries.rows[9]  # B's draw, in turn 2
    assert row9.parent().parent().text(0) == "Turn 2 (B)"
    from PySide6.QtTest import QTest
    QTest.keyClick(rw, Qt.Key_T, Qt.ControlModifier)
    assert rw.turn_spin.hasFocus()
    qtbot.keyClicks(rw.turn_spin, "3")
    qtbot.keyClick(rw.turn_spin, Qt.Key_Return)
    start3 = next(e.n for e in rw.replay.entries if e.turn == 3) - 1
    assert rw.n == start3 and rw.turn_spin.value() == 3
    QTest.keyClick(rw, Qt.Key_G, Qt.ControlModifier)
    assert rw.entry_spin.hasFocus()
    qtbot.keyClicks(rw.entry_spin, "2")
    qtbot.keyClick(rw.entry_spin, Qt.Key_Return)
    assert rw.n == 2


def test_every_control_says_what_it_does_and_its_key(qtbot, saved):
    _game, path = saved
    rw = open_rw(qtbot, path)
    from tests.ui.replayhelp import button
    keys = {"to_start": "Home", "back": "Left", "play": "Space", "forward": "Right",
            "to_end": "End", "bookmark": "Ctrl+B", "take_over": "Ctrl+Shift+H"}
    for name, k in keys.items():
        tip = button(rw, name).toolTip()
        assert tip.endswith(f"({k})") and len(tip) > len(k) + 8, tip
    for w in (rw.speed, rw.lens_box, rw.entry_spin, rw.turn_spin):
        assert w.toolTip() and w.accessibleName()
    from PySide6.QtWidgets import QLabel, QWidget
    box = rw.findChild(QWidget, "replay_legend")
    words = [lab.text() for lab in box.findChildren(QLabel)]
    assert words == ["reveal", "peek", "turn-up", "search", "shuffle", "mulligan", "override",
                     "request", "bookmark"]


def test_the_judge_shows_who_knew_each_card_then(qtbot, saved):
    game, path = saved
    n = names(game)
    rw = open_rw(qtbot, path)
    pick(qtbot, rw.lens_box, "Judge (everything)")
    goto(qtbot, rw, 6)  # a1 revealed: A and B know it; a0 face down: A only; b3: B only
    def badge(name: str) -> str:
        vid = next(v for v, it in rw.scene.items_by_id.items()
                   if (it.ov.facts or {}).get("name") == name)
        box = next(b for b in rw._badges if b.parentItem() is rw.scene.items_by_id[vid])
        return box.childItems()[0].text()
    assert badge(n["a1"]) == "A, B" and badge(n["a0"]) == "A" and badge(n["b3"]) == "B"
    goto(qtbot, rw, 7)  # cast face down: B no longer knows a1
    assert badge(n["a1"]) == "A"


def test_an_entry_names_its_player_as_written_in_its_tooltip(qtbot):
    """A player's name comes from the file: a name with markup is shown as text, never read as
    rich text (Qt guesses rich text from a '<' and loads <img src=...>)."""
    from PySide6.QtGui import Qt as QtGui

    from tabletop.ui.replay.source import Entry
    from tabletop.ui.replay.timeline import EntryTree
    tree = EntryTree()
    qtbot.addWidget(tree)
    name = '<img src="http://127.0.0.1:9/x.png"><b>Bo</b>'
    tree.fill([Entry(1, 1, "main1", name, name, "draw")])
    row = tree.rows[1]
    assert name in row.text(0)
    tip = row.toolTip(0)
    assert "<img" not in tip and "&lt;img" in tip and QtGui.mightBeRichText(tip)
