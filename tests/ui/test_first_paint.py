"""A big table opens fast: a rebuild of hundreds of cards shows placeholders and draws the faces
of the cards in view before the first paint, the others in the background after it (issue 11:
the storage benchmark's game drew 1,100 faces one by one before its first paint)."""

from __future__ import annotations

from tabletop.rules import new_game
from tabletop.ui.table import cardart
from tabletop.ui.table.items import CardItem
from tabletop.ui.table.scene import LAZY_FROM
from tests.storage.gamegen import card_facts

N = LAZY_FROM + 100  # every card a face of its own


def tall_game():
    facts = {f"k{i}": card_facts("fp", i, "creature") for i in range(N)}
    cards = [{"id": f"c{i}", "facts": f"k{i}", "owner": "AB"[i % 2], "zone": "battlefield",
              "pos": [(i // 2 % 8) * 100, (i // 16) * 140]} for i in range(N)]
    return new_game({"players": ["A", "B"], "mode": "off", "facts": facts, "cards": cards})


def faces_in_cache() -> int:
    """The cards whose face was drawn (at any level: the window is fitted more than once)."""
    return len({k[1] for k in cardart._cache if k[0] == "face"})


def test_window_on_a_big_game_draws_only_the_faces_in_view_before_its_first_paint(
        qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.window import MainWindow

    from .conftest import small_setup
    win = MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    game = tall_game()
    cardart.clear_cache()
    win.files.set_game(game)  # what File > Open does with the game it read
    win.view.viewport().repaint()  # the first paint, before any turn of the event loop
    sc = win.scene
    in_view = {it.vid for it in sc.items(win.view.visible_rect()) if isinstance(it, CardItem)}
    assert 0 < len(in_view) < N // 2  # the table scrolls: most cards are out of view
    assert faces_in_cache() <= len(in_view)  # no face drawn for a card out of view
    items = sc.items_by_id.values()
    assert all(it.drawn for it in items if it.vid in in_view)  # those in view: their faces
    unseen = [it for it in items if it.vid not in in_view]
    assert not any(it.drawn for it in unseen)
    # ... the placeholder is the same blank card for every one: it tells nothing about any
    assert len({it.pixmap().cacheKey() for it in unseen}) == 1
    # the rest are drawn in the background after the first paint
    qtbot.waitUntil(lambda: all(it.drawn for it in items), timeout=10_000)
    assert faces_in_cache() == N


def test_the_window_paints_before_the_rules_the_model_and_storage_are_imported():
    """Start-up to the first paint is budgeted against a bare PySide6 window (<= 1.5x,
    bench_table.py): the start window is built without importing the rules engine (0.2 s once
    `ui/messages` named the verdict outcomes at import), the game model or the save format."""
    import subprocess
    import sys

    code = ("import sys\nfrom PySide6.QtWidgets import QApplication\n"
            "app = QApplication([])\nfrom tabletop.ui.window import MainWindow\n"
            "w = MainWindow(None, '')\nw.show()\napp.processEvents()\n"
            "print(sorted(m for m in sys.modules if m.startswith(('tabletop.rules', "
            "'tabletop.model.game', 'tabletop.storage', 'pydantic'))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60)
    assert out.stdout.strip() == "[]", out.stdout


USUAL_START = r"""
import json, sys
import PySide6.QtCore as QtCore
from PySide6.QtWidgets import QApplication
app = QApplication([])
from tabletop.ui.window import MainWindow
w = MainWindow(None, "", later=True)
w.show()
app.processEvents()
first = {"qt_namespace": "Qt" in QtCore.__dict__,
         "parts": sorted(m for m in sys.modules if m.startswith("tabletop.ui.")
                         and m.endswith((".part", ".menubar", ".seats", ".menus", "plain"))),
         "menus": [a.text() for a in w.menuBar().actions()],
         "entries": sum(len(a.menu().actions()) for a in w.menuBar().actions())}
if sys.argv[1] == "open":  # a menu opened before the window is built builds it
    w.menuBar().actions()[0].menu().aboutToShow.emit()
else:
    w.finish_building()
app.processEvents()
file_menu = w.menuBar().actions()[0].menu().actions()
after = {"built": w.built, "file": [a.objectName() for a in file_menu],
         "new_demo_key": next(a.shortcut().toString() for a in file_menu
                              if a.objectName() == "new_demo")}
print(json.dumps({"first": first, "after": after}))
"""


def _usual_start(how: str, tmp_path) -> dict:
    import json
    import os
    import subprocess
    import sys
    env = dict(os.environ, TABLETOP_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", USUAL_START, how], capture_output=True,
                         text=True, check=True, timeout=60, env=env)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_the_usual_start_paints_its_menus_titles_then_builds_their_entries(tmp_path):
    """Start-up (issue 28: <= 1.3x a bare window): the usual start's first paint shows the
    window and its menus' titles, without Qt's namespace (~12 ms of enums), the table's parts or
    the menus' entries; `finish_building` (right after the first paint) makes them, shortcuts
    and all."""
    out = _usual_start("finish", tmp_path)
    first, after = out["first"], out["after"]
    assert first["qt_namespace"] is False and first["parts"] == [] and first["entries"] == 0
    assert first["menus"] == ["&File", "&Edit", "&Game", "&Card", "Car&ds", "&View",
                              "&Lessons", "&Settings"]
    assert after["built"] and "new_demo" in after["file"] and "open" in after["file"]
    assert after["new_demo_key"] == "Ctrl+N"


def test_a_menu_opened_before_the_window_is_built_has_its_entries(tmp_path):
    out = _usual_start("open", tmp_path)
    assert out["first"]["entries"] == 0
    assert out["after"]["built"] and "new_demo" in out["after"]["file"]


def test_the_windows_autosave_delay_is_the_sessions():
    from tabletop.session.autosave import DELAY
    from tabletop.ui.window import AUTOSAVE_DELAY_MS
    assert AUTOSAVE_DELAY_MS == round(DELAY * 1000)


def test_the_demo_table_paints_before_the_save_format_is_imported(tmp_path):
    """`tabletop --seat Alice`: the window with the demo game, its settings and card images
    read, paints without importing the storage package (pydantic and the typed events: a
    quarter of a second); cleaning after killed saves waits for the first paint."""
    import os
    import subprocess
    import sys

    code = ("import sys\nfrom PySide6.QtWidgets import QApplication\n"
            "app = QApplication([])\nfrom tabletop import app as A\n"
            "w = A.build_window(A.parse_args(['--seat', 'Alice']))\nw.show()\n"
            "app.processEvents()\n"
            "print(sorted(m for m in sys.modules if m.startswith(('tabletop.storage', "
            "'pydantic'))))\n")
    env = dict(os.environ, TABLETOP_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60, env=env)
    assert out.stdout.strip() == "[]", out.stdout


def test_a_long_games_log_is_read_after_the_table_is_painted(qtbot, tmp_path, monkeypatch):
    """Opening a game of thousands of log entries: the table is painted before the seat's
    journal reads the log (~0.45 s of the storage benchmark's 1.4 s to the first paint), and
    the log panel fills right after."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.window import LOG_LATER_FROM, MainWindow
    from tests.storage.gamegen import random_game

    from .conftest import small_setup
    win = MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True)
    qtbot.addWidget(win)
    win.resize(1000, 700)
    win.show()
    qtbot.waitExposed(win)
    game = random_game(3, n_commands=LOG_LATER_FROM * 3 // 2, n_cards=30)
    assert len(game.log) >= LOG_LATER_FROM
    win.files.set_game(game)
    seat = win.ctl.seat
    assert win.log.toPlainText() == ""  # not the old game's lines, not yet the new ones
    assert win.ctl.log_backlog() == len(game.log)  # nothing read yet
    win.view.viewport().repaint()  # the first paint
    assert win.ctl.log_backlog() == len(game.log)  # (the paint itself reads nothing)
    qtbot.waitUntil(lambda: win.ctl.log_backlog() == 0, timeout=10_000)
    from tabletop.ui.common.logtext import lines_for
    assert win.log.toPlainText().splitlines() == [
        t for ln in lines_for(game, seat) for t in ln.split("\n")]


def test_a_big_tables_cards_out_of_view_get_their_texts_when_drawn_or_asked(
        qtbot, tmp_path, monkeypatch):
    """Their tooltips and accessible names are not made before the first paint (a tenth of
    the scene's build for the storage benchmark's game), but whenever asked, and for each card
    as it is drawn in the background: each the same as a card built in full."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    from tabletop.ui.common import messages as M
    from tabletop.ui.common import plain as P
    from tabletop.ui.table.items import ACCESSIBLE_ROLE
    from tabletop.ui.window import MainWindow

    from .conftest import small_setup
    made: list[str] = []
    tooltip = M.tooltip

    def counted(ov, lang="en"):
        made.append(ov.id)
        return tooltip(ov, lang)
    monkeypatch.setattr(M, "tooltip", counted)
    win = MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True)
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    qtbot.waitExposed(win)
    game = tall_game()
    made.clear()
    win.files.set_game(game)
    win.view.viewport().repaint()  # the first paint
    sc = win.scene
    in_view = {it.vid for it in sc.items(win.view.visible_rect()) if isinstance(it, CardItem)}
    assert set(made) <= in_view  # none made for a card out of view
    items = list(sc.items_by_id.values())
    unseen = [it for it in items if it.vid not in in_view and not it.drawn]
    assert unseen

    def want(it):
        return P.tooltip(tooltip(it.ov, it.lang)), M.accessible_name(it.ov, it.lang)
    first = unseen[0]  # asked for: made then
    assert (first.toolTip(), first.data(ACCESSIBLE_ROLE)) == want(first)
    assert first.accessible_name == want(first)[1] and first.vid in made
    # a tooltip event on the view over a card out of view until now shows its tooltip
    it = unseen[1]
    win.view.centerOn(it)
    at = win.view.mapFromScene(it.sceneBoundingRect().center())
    vp = win.view.viewport()
    QApplication.sendEvent(vp, QHelpEvent(QEvent.ToolTip, at, vp.mapToGlobal(at)))
    assert it.texted and QToolTip.text() == want(it)[0]
    QToolTip.hideText()
    # the rest: made as each card is drawn in the background
    qtbot.waitUntil(lambda: all(it.drawn for it in items), timeout=10_000)
    assert all(it.texted for it in items)
    assert all((it.toolTip(), it.data(ACCESSIBLE_ROLE)) == want(it) for it in items)


FIRST_PAINT_EXIT = r"""
import json, runpy, sys
sys.argv = ["tabletop", "--first-paint-exit"]
try:
    runpy.run_module("tabletop", run_name="__main__", alter_sys=True)
except SystemExit as exc:
    assert not exc.code, exc.code
import PySide6.QtCore as QtCore, PySide6.QtGui as QtGui
print(json.dumps({"modules": list(sys.modules), "qt_namespace": "Qt" in QtCore.__dict__,
                  "gui": sorted(k for k in ("QFont", "QPainter") if k in QtGui.__dict__)}))
"""
# What the usual start's first paint does without (issue 28: start-up <= 1.3x a bare window):
# the file operations and safe reading (and gzip, which only it imports), the rules, the
# model's game, the session, the save format, pydantic, the network, card data and lessons.
NOT_BEFORE_FIRST_PAINT = ("tabletop.ui.files.fileops", "tabletop.safeio", "tabletop.rules",
                          "tabletop.model.game", "tabletop.session", "tabletop.storage",
                          "pydantic", "tabletop.net", "tabletop.carddata", "tabletop.lessons",
                          "gzip")


def test_tabletop_first_paint_exit_imports_only_what_the_first_paint_needs(tmp_path):
    """`python -m tabletop --first-paint-exit` (what the start-up benchmark times) quits at the
    first paint of the usual start: by then none of the modules above is imported, nor Qt's
    namespace, QFont or QPainter (their enums: ~2-40 ms), and the settings module (json,
    platformdirs) was imported before PySide6, whose import hook reads the source of each
    module imported after it."""
    import json
    import os
    import subprocess
    import sys
    env = dict(os.environ, TABLETOP_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", FIRST_PAINT_EXIT], capture_output=True,
                         text=True, check=True, timeout=60, env=env)
    got = json.loads(out.stdout.strip().splitlines()[-1])
    modules = got["modules"]
    assert "tabletop.ui.window" in modules  # (the window was made and painted)
    assert [m for m in modules if m.startswith(NOT_BEFORE_FIRST_PAINT)] == []
    assert got["qt_namespace"] is False and got["gui"] == []
    qt = modules.index("PySide6.QtCore")
    assert all(modules.index(m) < qt for m in ("tabletop.ui.files.settings", "json",
                                               "platformdirs"))
