"""The window for the screen it opens on (issue 26, point 3): the first window fits the screen's
available area, title bar and frame included (phase bar, status bar and panels in sight); the
layout the user leaves (size, place, maximised, panels) comes back on a screen of that size;
below 1366 x 768 a compact layout: the log shows more than four lines, and the lesson and
recorder panels' messages are in sight without scrolling.

Real screens: subprocesses on the offscreen platform given a screen of 1280 x 720 or
1920 x 1080 (`offscreen:configfile=`, a JSON list of screens). In this process: the test
session's own screen, and the window laid out for a given 1280 x 720 area (as a screenshot's
`--size` does)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDockWidget

from tabletop.rules import new_game
from tabletop.ui.common import docks as D
from tabletop.ui.common import geometry as G

from .conftest import item_of, small_setup

ROOT = Path(__file__).resolve().parents[2]


def settle(rounds: int = 8) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def global_rect(w) -> QRect:
    return QRect(w.mapToGlobal(QPoint(0, 0)), w.size())


def in_sight(w) -> bool:
    """Shown, and not cut by anything it is inside (a scroll area, a hidden tab)."""
    return w.isVisible() and w.visibleRegion().boundingRect() == w.rect()


def dock(win, name: str) -> QDockWidget:
    return win.findChild(QDockWidget, name)


def window(qtbot, quiet: bool = True):
    from tabletop.ui.window import MainWindow
    w = MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=quiet)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    settle()
    return w


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def area_1280(qapp):
    """Windows made now lay themselves out for a 1280 x 720 available area."""
    G.pretend_area(qapp, 1280, 720)
    yield QRect(0, 0, 1280, 720)
    G.pretend_area(qapp, None)


def assert_all_in(area: QRect, win, frame: bool = True) -> None:
    """The window (`frame`: its frame and title bar included), its phase bar, status bar and
    panels inside `area`."""
    assert area.contains(win.frameGeometry() if frame else win.geometry()), (win, area)
    for w in (win.statusBar(), win.phase_bar, win.view, win.assist, win.log, win.preview):
        assert w.isVisible() and area.contains(global_rect(w)), (w, global_rect(w))


# -- (a) the first window fits --
def test_the_first_rect_fits_the_available_area_with_its_frame():
    small = QRect(0, 0, 1280, 720)
    r = G.first_rect(small)
    left, top, right, bottom = G.FRAME_GUESS
    assert small.contains(r.adjusted(-left, -top, right, bottom))
    assert r.width() == 1280 - left - right and r.height() == 720 - top - bottom
    big = QRect(0, 0, 1920, 1040)  # a 1920 x 1080 screen less a panel: the preferred size
    r = G.first_rect(big)
    assert r.size().toTuple() == G.PREFERRED and r.center().x() in (959, 960)
    shifted = QRect(1920, 24, 1366, 744)  # a second screen, a panel at the top
    assert shifted.contains(G.first_rect(shifted).adjusted(-left, -top, right, bottom))
    # a window sticking out (a bigger frame than guessed) is brought inside
    frame = (1, 40, 1, 1)
    fixed = G.inside(small, QRect(-10, 0, 1300, 760), frame)
    assert small.contains(fixed.adjusted(-1, -40, 1, 1)) and fixed.width() == 1278
    assert G.is_compact(small) and G.is_compact(QRect(0, 0, 1366, 740))
    assert not G.is_compact(big)


def test_the_first_window_fits_the_screen_it_opens_on(qtbot, home):
    w = window(qtbot)
    assert_all_in(w.screen().availableGeometry(), w)


def test_the_first_window_fits_a_given_1280x720_area(qtbot, home, area_1280):
    w = window(qtbot)
    assert w.size().toTuple() == (1280, 720)  # (a screenshot's area is the window's)
    assert_all_in(QRect(w.mapToGlobal(QPoint(0, 0)), w.size()), w, frame=False)
    assert w.docks.compact


SCREEN_SCRIPT = r"""
import json, sys
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDockWidget
app = QApplication(["tabletop"])
from tabletop.session.opening import midgame
from tabletop.ui.window import MainWindow
w = MainWindow(midgame(seed=3), "Alice")
w.show()
for _ in range(20):
    app.processEvents()
what = sys.argv[1]
if what == "change":  # the user's layout: smaller, elsewhere, the chat closed (its button)
    w.setGeometry(40, 60, 1000, 600)
    chat = w.findChild(QDockWidget, "chat_dock")
    close = next(b for b in chat.findChildren(QAbstractButton)
                 if b.objectName() == "qt_dockwidget_closebutton")
    QTest.mouseClick(close, Qt.LeftButton)
elif what == "maximise":
    w.showMaximized()
for _ in range(20):
    app.processEvents()
def rect(x):
    return [*x.mapToGlobal(QPoint(0, 0)).toTuple(), x.width(), x.height()]
docks = {d.objectName(): {"rect": rect(d), "area": int(w.dockWidgetArea(d).value),
                          "shown": d.isVisible() and not d.visibleRegion().isEmpty()}
         for d in w.findChildren(QDockWidget)}
print(json.dumps({"area": list(w.screen().availableGeometry().getRect()),
                  "frame": list(w.frameGeometry().getRect()),
                  "geometry": list(w.geometry().getRect()),
                  "maximised": w.isMaximized(), "compact": w.docks.compact,
                  "status": rect(w.statusBar()), "phase": rect(w.phase_bar),
                  "log_lines": w.log.viewport().height() // w.log.fontMetrics().lineSpacing(),
                  "docks": docks}))
w.close()
"""


def on_screen(tmp_path, width: int, height: int, what: str = "look") -> dict:
    """The app's window on a screen of width x height (the offscreen platform's screen),
    as a user of that screen gets it: `what` "look", "change" or "maximise", then closed."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    config = tmp_path / f"screen-{width}x{height}.json"
    config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width,
                                               "height": height, "dpi": 96, "dpr": 1}]}))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
               TABLETOP_HOME=str(tmp_path / "home"), PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", SCREEN_SCRIPT, what], env=env,
                         capture_output=True, text=True, timeout=120, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def inside(area, rect) -> bool:
    return QRect(*area).contains(QRect(*rect))


@pytest.fixture(scope="module")
def first_1280(tmp_path_factory) -> tuple[Path, dict]:
    """The app's first start on a screen of 1280 x 720, in a folder (and home) of its own:
    the folder and what it showed. Both tests below start with it; the second one goes on
    in its home (each process of `on_screen` is one start of the app)."""
    where = tmp_path_factory.mktemp("screen-1280")
    return where, on_screen(where, 1280, 720)


def test_on_real_screens_of_1280x720_and_1920x1080_the_window_fits(tmp_path, first_1280):
    for size, compact in (((1280, 720), True), ((1920, 1080), False)):
        seen = first_1280[1] if size == (1280, 720) else on_screen(tmp_path / "1920", *size)
        assert seen["area"] == [0, 0, *size]
        assert inside(seen["area"], seen["frame"]), seen
        for part in ("status", "phase"):
            assert inside(seen["area"], seen[part]), (size, part, seen[part])
        shown = {n: d for n, d in seen["docks"].items() if d["shown"]}
        assert {"assist_dock", "log_dock", "preview_dock"} <= set(shown)
        for name, d in shown.items():
            assert inside(seen["area"], d["rect"]), (size, name, d)
        assert seen["compact"] is compact and seen["log_lines"] > 4
    assert seen["geometry"][2:] == list(G.PREFERRED)  # room for the preferred size


# -- (b) the layout is remembered, per screen size --
def test_the_layout_is_remembered_per_screen_size(first_1280):
    tmp_path, first = first_1280  # (a first start on 1280 x 720, in a home of its own)
    changed = on_screen(tmp_path, 1280, 720, "change")
    assert changed["geometry"] == [40, 60, 1000, 600]
    assert not changed["docks"]["chat_dock"]["shown"]
    again = on_screen(tmp_path, 1280, 720)  # reopened on a screen of that size: as left
    assert again["geometry"] == [40, 60, 1000, 600]
    assert not again["docks"]["chat_dock"]["shown"]
    assert again["docks"]["log_dock"]["area"] == changed["docks"]["log_dock"]["area"]
    big = on_screen(tmp_path, 1920, 1080)  # another screen size: its own first layout
    assert big["geometry"][2:] == list(G.PREFERRED) and big["docks"]["chat_dock"]["shown"]
    on_screen(tmp_path, 1920, 1080, "maximise")
    assert on_screen(tmp_path, 1920, 1080)["maximised"]
    back = on_screen(tmp_path, 1280, 720)  # the small screen's layout is still its own
    assert back["geometry"] == [40, 60, 1000, 600] and not back["maximised"]
    assert first["geometry"] != back["geometry"]


def test_a_closed_window_comes_back_as_it_was_left(qtbot, home):
    w = window(qtbot, quiet=False)
    w.setGeometry(30, 50, 700, 520)
    preview = dock(w, D.PREVIEW)
    close = next(b for b in preview.findChildren(QAbstractButton)
                 if b.objectName() == "qt_dockwidget_closebutton")
    QTest.mouseClick(close, Qt.LeftButton)  # the user closes the preview
    settle()
    assert not preview.isVisible()
    w.close()
    again = window(qtbot, quiet=False)
    assert again.geometry().getRect() == (30, 50, 700, 520)
    assert not dock(again, D.PREVIEW).isVisible() and dock(again, D.LOG).isVisible()
    # a test's or a screenshot's window (quiet) neither reads nor writes the user's layout
    quiet = window(qtbot)
    assert dock(quiet, D.PREVIEW).isVisible()
    assert "window_layouts" in (home / "config" / "ui.json").read_text("utf-8")


def test_a_broken_remembered_layout_is_ignored(qtbot, home):
    from tabletop.ui.files import fileops
    key = G.area_key(QApplication.primaryScreen().availableGeometry())
    fileops.save_setting(G.SETTING, {key: {"geometry": "not base64!", "state": 7},
                                     "../../x": "y"})
    w = window(qtbot, quiet=False)
    assert w.screen().availableGeometry().contains(w.frameGeometry())
    assert dock(w, D.PREVIEW).isVisible()


# -- (c) the compact layout --
def test_compact_the_log_shows_more_than_four_lines(qtbot, home, area_1280):
    w = window(qtbot)
    mist = item_of(w, "a-mist")
    QTest.mouseMove(w.view.viewport(), w.view.mapFromScene(mist.sceneBoundingRect().center()))
    for _ in range(12):  # a game goes on: tap, untap...
        QTest.keyClick(w, Qt.Key_T)
        settle(2)
    assert w.log.count() >= 12
    lines = w.log.viewport().height() // w.log.fontMetrics().lineSpacing()
    assert lines > 4 and in_sight(w.log)
    assert w.dockWidgetArea(dock(w, D.LOG)) == Qt.DockWidgetArea.LeftDockWidgetArea


def test_compact_the_lesson_says_what_it_says_without_scrolling(qtbot, home, area_1280):
    w = window(qtbot)
    w.lessons_menu.start_lesson("tracking-markers")
    w.lessons.play_to(2)
    settle()
    panel = w.lessons.panel
    QTest.mouseClick(panel.buttons["hint"], Qt.LeftButton)  # the hint is said...
    settle()
    assert panel.feedback_text()
    for part in (panel.instruction, panel.feedback, panel.leave):  # ... in sight, whole
        assert in_sight(part), part
    assert panel.feedback.verticalScrollBar().maximum() == 0  # nothing to scroll to
    assert panel.instruction.height() >= panel.instruction.heightForWidth(
        panel.instruction.width())
    lines = w.log.viewport().height() // w.log.fontMetrics().lineSpacing()
    assert lines > 4 and in_sight(w.log)  # and the log still shows its lines
    assert w.size().toTuple() == (1280, 720)  # (the panel's height did not grow the window)


def test_compact_the_recorder_says_what_it_says_however_its_form_scrolls(qtbot, home,
                                                                          area_1280):
    from PySide6.QtWidgets import QScrollArea
    w = window(qtbot)
    w.lessons_menu.record_lesson()
    settle()
    panel = w.recorder.panel
    QTest.mouseClick(panel.next_step, Qt.LeftButton)  # finish a step with nothing done...
    settle()
    scroll = panel.findChild(QScrollArea)
    bar = scroll.verticalScrollBar()
    assert bar.maximum() > 0  # (the form scrolls in a 720-pixel window)
    bar.setValue(bar.maximum())  # ... scrolled down to the steps
    settle()
    for label in (panel.action_label, panel.status):
        if label.text():
            assert in_sight(label), label.text()
    assert panel.action_label.text() or panel.status.text()


def _tab_titles(win) -> list[str]:
    from PySide6.QtWidgets import QTabBar
    return [bar.tabText(i) for bar in win.findChildren(QTabBar) if bar.isVisible()
            for i in range(bar.count())]


def test_the_compact_chat_tab_says_how_many_lines_wait_unread(qtbot, home, area_1280):
    """In the compact layout the chat is a tab behind the rules assist: lines said while it is
    behind show on its tab ("Chat (2 new)"); clicking the tab reads them (the tab says "Chat")."""
    w = window(qtbot)
    chat = dock(w, D.CHAT)
    assert w.docks.compact and not w.chat.in_sight() and "Chat" in _tab_titles(w)
    w.chat.send("hello")
    w.chat.send("ok")
    settle()
    assert chat.windowTitle() == "Chat (2 new)" and "Chat (2 new)" in _tab_titles(w)
    assert chat.toggleViewAction().text() == "Chat"  # View → Panels keeps the panel's name
    from PySide6.QtWidgets import QTabBar
    bar = next(b for b in w.findChildren(QTabBar) if b.isVisible()
               and "Chat (2 new)" in [b.tabText(i) for i in range(b.count())])
    at = next(i for i in range(bar.count()) if bar.tabText(i).startswith("Chat"))
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(at).center())
    settle()
    assert w.chat.in_sight() and chat.windowTitle() == "Chat" and "Chat" in _tab_titles(w)
    w.chat.send("seen at once")  # said while the chat is shown: nothing waits
    settle()
    assert chat.windowTitle() == "Chat"


def test_a_lesson_started_from_the_command_line_fits_1280x720(qtbot, home, area_1280):
    """`tabletop --lesson ID` on a 1280 x 720 screen: the lesson's panel is a tab beside the
    rules assist from the first paint, and the window stays within the screen (it was 768 px
    tall: the panel was stacked under the assist when the window was first laid out)."""
    from tabletop import app
    w = app.build_window(app.parse_args(["--lesson", "responding-with-a-turn-up",
                                         "--lesson-step", "3"]))
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    settle(12)
    assert w.size().toTuple() == (1280, 720)
    lesson = dock(w, "lesson_dock")
    assert lesson.isVisible() and dock(w, D.ASSIST) in w.tabifiedDockWidgets(lesson)
    area = QRect(w.mapToGlobal(QPoint(0, 0)), w.size())
    for part in (w.statusBar(), w.phase_bar, w.view, lesson.widget(), w.log, w.preview):
        assert part.isVisible() and area.contains(global_rect(part)), part
