"""Privacy at every hand-over in hot-seat play (issue 23, point 4): after the opening hands the
curtain stays until the starting player says "I am …"; an opened save raises the curtain;
behind it the window title, the status bar and the accessible names carry no seat's hidden
cards, and the title names no seat but the one the curtain waits for; and every change of the
seat at the device goes through `win.seats.hand_over` (`players/seats.py`; the callers of
`set_seat` are listed here, so a new one fails until it is reviewed)."""

from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.rules import new_game
from tabletop.ui.table.items import CardItem

from .conftest import shown, small_setup

UI = Path(__file__).resolve().parents[2] / "tabletop" / "ui"

# Every call of `.set_seat(` in tabletop/ui, by (file, function): why it may change the seat.
SET_SEAT_CALLERS = {
    ("players/seats.py", "SeatsPart.sit"):
        "the one place: reached from `hand_over` (hot-seat: through the curtain's "
        "\"I am …\", `curtain_confirmed`) and from nothing else",
    # Lessons are no hot-seat hand-over: a lesson sets its own seat (hot-seat play is off
    # while it runs) and, when it ends, restores the seat and the curtain that were there.
    ("lessons/player.py", "LessonPlayer.start"): "a lesson's own seat (hot-seat off)",
    ("lessons/player.py", "LessonPlayer.leave"): "back to the seat before the lesson; the "
                                               "curtain is raised again if it was up",
    ("lessons/recorder.py", "LessonRecorder.start"): "the recording's seat (hot-seat off)",
    ("lessons/recorder.py", "LessonRecorder.stop"): "back to the seat before the recording",
}


def _callers(name: str) -> dict[tuple[str, str], int]:
    """(file, Class.function) -> how many calls of `.name(` it makes, for tabletop/ui."""
    return dict(_calls().get(name, {}))


@lru_cache(maxsize=1)
def _calls() -> dict[str, dict[tuple[str, str], int]]:
    """Every `.NAME(` call of tabletop/ui: NAME -> (file, Class.function) -> how many (the
    files parsed and walked once for the tests of this file, not once per name)."""
    found: dict[str, dict[tuple[str, str], int]] = {}
    for path in sorted(UI.rglob("*.py")):
        file = path.relative_to(UI).as_posix()
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for fn in node.body:
                    if isinstance(fn, ast.FunctionDef):
                        _count(found, file, f"{node.name}.{fn.name}", fn)
            elif isinstance(node, ast.FunctionDef) and node.col_offset == 0:
                _count(found, file, node.name, node)
    return found


def _count(found, file: str, where: str, fn) -> None:
    for c in ast.walk(fn):
        if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute):
            calls = found.setdefault(c.func.attr, {})
            calls[(file, where)] = calls.get((file, where), 0) + 1


def test_every_set_seat_caller_is_listed():
    found = _callers("set_seat")
    # the text agrees with the syntax tree (no call hides from the walk above)
    text = sum(p.read_text("utf-8").count(".set_seat(") for p in UI.rglob("*.py"))
    assert sum(found.values()) == text
    new = sorted(set(found) - set(SET_SEAT_CALLERS))
    assert not new, f"a new caller of set_seat: review it (go through hand_over?): {new}"
    gone = sorted(set(SET_SEAT_CALLERS) - set(found))
    assert not gone, f"no longer calls set_seat: take it off the list: {gone}"


def test_only_hand_over_and_the_curtain_seat_a_player():
    """`sit` shows a seat's table at once: only `hand_over` (hot-seat off) and the curtain's
    confirmation call it, and a lost pregame curtain (a game with no opening hands came
    instead, while no game can take the seat: a lesson's)."""
    assert set(_callers("sit")) == {
        ("players/seats.py", "SeatsPart.hand_over"),
        ("players/seats.py", "SeatsPart.curtain_confirmed"),
        ("library/part.py", "LibraryPart._no_pregame")}


# ---------------------------------------------------------------- what shows behind the curtain
def _hidden_names(win) -> set[str]:
    """The names of every card in a hand or a library: no one in front of the curtain may
    read any of them."""
    st = win.ctl.game.state
    out = set()
    for p in st.players:
        for zone in ("hand", "library"):
            for cid in st.zones[f"{p}:{zone}"]:
                key = st.cards[cid].facts
                out.add(str((st.facts.get(key) or {}).get("name") or key))
    return out


def _accessible_texts(win, limit: int = 3000) -> list[str]:
    """The names and descriptions of the window's accessible objects (the table view's own
    interface, `access.py`, among them), as a screen reader would read them; not the menus'
    fixed entries (the window's named actions: "Exile to play (Primordial Mist)" is a label
    of the Card menu, whatever the game)."""
    texts, todo, seen = [], [QAccessible.queryAccessibleInterface(win)], 0
    while todo and seen < limit:
        iface = todo.pop()
        if iface is None or not iface.isValid():
            continue
        seen += 1
        obj = iface.object()
        if not (isinstance(obj, QAction) and obj.objectName()):
            texts += [iface.text(QAccessible.Name), iface.text(QAccessible.Description)]
        todo += [iface.child(i) for i in range(iface.childCount())]
    return texts


def _check_behind_the_curtain(win, waiting_for: str) -> None:
    assert win.seats.curtain_up() and win.curtain.seat == waiting_for
    assert not [i for i in win.scene.items() if isinstance(i, CardItem)]
    table = QAccessible.queryAccessibleInterface(win.view)
    assert type(table).__name__ == "TableAccessible"
    assert table._own() == []  # the table view has nothing of anyone
    title = win.windowTitle()
    assert f"waiting for {waiting_for}" in title
    others = [p for p in win.ctl.game.state.players if p != waiting_for]
    assert not [p for p in others if p in title], title  # never another seat than the curtain
    assert f"waiting for {waiting_for}" in win.status.text()
    readable = [title, win.status.text(), win.statusBar().currentMessage()]
    readable += _accessible_texts(win)
    hidden = _hidden_names(win)
    leaks = sorted({n for n in hidden for t in readable if t and n in t})
    assert not leaks, leaks


def _demo(qtbot, tmp_path, monkeypatch, seed: int = 21):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.window import MainWindow
    w = shown(qtbot, MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True),
              size=(1280, 720))
    w.seed = seed
    return w


def _click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.LeftButton)
    QApplication.processEvents()


def test_after_the_keeps_the_curtain_waits_for_the_starting_player(qtbot, tmp_path,
                                                                    monkeypatch):
    w = _demo(qtbot, tmp_path, monkeypatch)
    QTest.keyClick(w, Qt.Key_N, Qt.ControlModifier)  # File → New demo game
    st = w.ctl.game.state
    first = st.active
    other = next(p for p in st.players if p != first)
    for p in (first, other):  # each behind the curtain, then Keep, with real clicks
        _check_behind_the_curtain(w, p)
        _click(qtbot, w.curtain.button)
        assert w.pregame_dialog.player == p and w.pregame_dialog.isVisible()
        _click(qtbot, w.pregame_dialog.keep_button)
    # everyone kept: the device is with `other`; the starting player's hand stays hidden
    assert st.step == "pregame" and set(st.kept) == {first, other}
    _check_behind_the_curtain(w, first)
    assert w.ctl.seat == other  # the seat that passed (its chat), not shown
    assert not any(d.isVisible() for d in (w.pregame_dialog, w.library_dialog) if d)
    assert w.grab().save("/tmp/curtain-after-keep.png")
    _click(qtbot, w.curtain.button)  # "I am {first}": the game begins at their table
    assert w.ctl.seat == first and not w.seats.curtain_up()
    assert (st.turn, st.step, st.active) == (1, "untap", first)
    hand = [i for i in w.scene.items() if isinstance(i, CardItem) and i.ov.zone == "hand"
            and i.ov.owner == first]
    assert len(hand) == 7 and all(i.ov.known for i in hand)
    # (the walk reads the table's cards when they are shown: the check above is no empty one)
    names = {i.ov.facts["name"] for i in hand}
    assert any(n in t for n in names for t in _accessible_texts(w))
    assert first in w.windowTitle() and "waiting" not in w.windowTitle()


def test_reopening_a_hot_seat_save_shows_the_curtain(qtbot, tmp_path, monkeypatch):
    w = _demo(qtbot, tmp_path, monkeypatch)
    w.seats.pass_to("Bob")
    _click(qtbot, w.curtain.button)  # Bob's table, then saved
    assert w.ctl.seat == "Bob" and w.ctl.game.state.active == "Alice"
    path = tmp_path / "game.tabletop"
    assert w.files.save_to(path)
    w.files.new_demo()
    assert w.files.open_path(path)  # (File → Open, Open recent and a dropped file open this way)
    QApplication.processEvents()
    _check_behind_the_curtain(w, "Alice")  # the player to play, not the seat saved or shown
    assert w.log.count() == 0 and w.assist.list.count() == 0
    _click(qtbot, w.curtain.button)
    assert w.ctl.seat == "Alice" and not w.seats.curtain_up()
    assert [i for i in w.scene.items() if isinstance(i, CardItem)]
    assert w.windowTitle().startswith("tabletop — Alice")


def test_reopening_a_save_in_its_pregame_waits_for_the_first_to_decide(qtbot, tmp_path,
                                                                       monkeypatch):
    w = _demo(qtbot, tmp_path, monkeypatch)
    QTest.keyClick(w, Qt.Key_N, Qt.ControlModifier)
    first = w.ctl.game.state.active
    _click(qtbot, w.curtain.button)
    _click(qtbot, w.pregame_dialog.keep_button)  # `first` kept; the other has yet to decide
    other = w.curtain.seat
    path = tmp_path / "pregame.tabletop"
    assert w.files.save_to(path)
    assert w.files.open_path(path)
    QApplication.processEvents()
    _check_behind_the_curtain(w, other)
    assert not (w.pregame_dialog and w.pregame_dialog.isVisible())
    _click(qtbot, w.curtain.button)
    assert w.pregame_dialog.player == other and w.pregame_dialog.isVisible()
    _click(qtbot, w.pregame_dialog.keep_button)
    _check_behind_the_curtain(w, first)


def test_the_title_behind_the_curtain_names_only_the_seat_it_waits_for(qtbot, tmp_path,
                                                                       monkeypatch):
    w = _demo(qtbot, tmp_path, monkeypatch)
    assert "Alice" in w.windowTitle()
    w.table_actions["next_turn"].trigger()  # the turn passes to Bob: the curtain
    _check_behind_the_curtain(w, "Bob")
    assert "Alice" not in w.windowTitle()
    w.set_lang("de")  # a refresh behind the curtain changes nothing of it
    _check_behind_the_curtain(w, "Bob")
    _click(qtbot, w.curtain.button)
    assert "Bob" in w.windowTitle() and "Alice" not in w.windowTitle()
    w.seats.pass_to(None)  # View as → Spectator
    assert "waiting for the spectators" in w.windowTitle()
    assert "Bob" not in w.windowTitle() and "Alice" not in w.windowTitle()


def test_hot_seat_off_hands_over_at_once(qtbot, tmp_path, monkeypatch):
    """With hot-seat play off (one player at this screen) the opening hands are offered in
    turn without a curtain and the game begins at once."""
    w = _demo(qtbot, tmp_path, monkeypatch)
    w.hotseat = False
    w.files.new_demo()
    st = w.ctl.game.state
    first = st.active
    for _ in st.players:
        assert not w.seats.curtain_up()
        _click(qtbot, w.pregame_dialog.keep_button)
    assert not w.seats.curtain_up() and w.ctl.seat == first
    assert (st.turn, st.step) == (1, "untap")


def test_tabletop_file_opens_behind_the_curtain(qtbot, tmp_path, monkeypatch):
    """`tabletop FILE` (a save double-clicked) shows the curtain for the player to play;
    `--seat` says who holds the device, and shows that seat's table."""
    from tabletop import app
    from tabletop.ui.files import fileops
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    path = tmp_path / "game.tabletop"
    fileops.save(new_game(small_setup(), seed=1), path)
    w = shown(qtbot, app.build_window(app.parse_args([str(path)])), size=(1280, 720))
    w.quiet = True
    _check_behind_the_curtain(w, "Alice")
    _click(qtbot, w.curtain.button)
    assert w.ctl.seat == "Alice" and [i for i in w.scene.items() if isinstance(i, CardItem)]
    w2 = shown(qtbot, app.build_window(app.parse_args([str(path), "--seat", "Bob"])))
    assert not w2.seats.curtain_up() and w2.ctl.seat == "Bob"


def test_the_game_begins_when_the_starting_player_sits_down_after_a_detour(qtbot, tmp_path,
                                                                           monkeypatch):
    """Everyone kept and the curtain waits for the starting player; View as another seat
    first (its table, still before turn 1), then F2 to the starting player: it begins."""
    w = _demo(qtbot, tmp_path, monkeypatch)
    QTest.keyClick(w, Qt.Key_N, Qt.ControlModifier)
    st = w.ctl.game.state
    first = st.active
    other = next(p for p in st.players if p != first)
    for _ in st.players:
        _click(qtbot, w.curtain.button)
        _click(qtbot, w.pregame_dialog.keep_button)
    _check_behind_the_curtain(w, first)
    w.seats.pass_to(other)  # View → View as → other
    _click(qtbot, w.curtain.button)
    assert w.ctl.seat == other and st.step == "pregame" and not w.seats.curtain_up()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)  # (a window shortcut: the active window's)
    QTest.keyClick(w, Qt.Key_F2)  # View → Pass to the next seat
    _check_behind_the_curtain(w, first)
    _click(qtbot, w.curtain.button)
    assert w.ctl.seat == first and (st.turn, st.step) == (1, "untap")
