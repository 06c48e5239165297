"""A redacted export opens as a read-only board from its seat's view (issue 3, item 4): drawn as
that seat's live table is, with its log lines, and nothing on it can change (real mouse drags,
context menus, shortcuts, undo, save, autosave). Opening a game afterwards plays as before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QAction, QDragEnterEvent, QDropEvent, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from tabletop.model import commands as C
from tabletop.storage import export_for, load_export, save_game
from tabletop.ui.common import logtext
from tabletop.ui.table import actions as A
from tabletop.ui.table.items import CardItem

from .conftest import action, context_menu, drag, item_of, open_and_sit
from .test_secrets_and_files import SECRET_FROM_BOB, readable_text

BANNER = "Shared board — read-only, as Bob saw it (Friday game)"


def _play(game) -> None:
    """Some play first, so Bob's log has lines about cards he may not know."""
    assert game.apply(C.Tap("a-mist"), "Alice").result == "done"
    assert game.apply(C.Look("Alice", "a-mist"), "Alice").result == "done"
    assert game.apply(C.AddCounter("a-bolt", "+1/+1", 1), "Alice").result == "done"


@pytest.fixture
def export(game, tmp_path):
    _play(game)
    path = tmp_path / "for-bob.json"
    path.write_bytes(export_for(game, "Bob", title="Friday game"))
    return path


def _act(win, name: str) -> QAction:
    return next(a for a in win.findChildren(QAction) if a.objectName() == name)


def _open_with_menu(win, path, monkeypatch) -> None:
    """File > Open…, the file dialog answering `path`."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(path), "")))
    _act(win, "open").trigger()
    QApplication.processEvents()


def _table(win) -> list:
    """What the table shows, without ids: place, zone, title, tooltip, accessible name."""
    return sorted((round(it.pos().x()), round(it.pos().y()), it.ov.zone, it.ov.owner,
                   it.ov.face_down, it.toolTip(), it.accessible_name, it.rotation())
                  for it in win.scene.items_by_id.values())


def _piles(win) -> list:
    return sorted((k, p.count, p.toolTip()) for k, p in win.scene.piles.items())


def _cards(win) -> list[CardItem]:
    return list(win.scene.items_by_id.values())


def _state(win) -> list:
    return sorted((it.vid, it.pos().x(), it.pos().y(), it.ov.zone, it.ov.tapped)
                  for it in _cards(win))


def test_an_export_opens_as_the_seats_read_only_board(win, game, export, monkeypatch, qtbot):
    _open_with_menu(win, export, monkeypatch)
    assert win.ctl.read_only and win.ctl.game is None and win.ctl.seat == "Bob"
    assert win.last_error is None
    assert win.scene.viewer == "Bob"
    # Drawn exactly as Bob's own live table: the same places, tooltips and accessible names.
    from tabletop.ui.window import MainWindow
    live = MainWindow(game, "Bob", quiet=True)  # the game the export was made from
    qtbot.addWidget(live)
    live.resize(win.size())
    live.scene.set_area(*win.scene.area)  # the table laid out for the same room
    assert _table(win) == _table(live)
    assert _piles(win) == _piles(live)
    # Face-down markers are there (Alice's manifest and cloak, Bob's own morph)...
    fd = sorted(it.ov.marker["order"] for it in _cards(win) if it.ov.face_down and it.ov.marker)
    assert fd == [1, 2, 3]
    assert all(it.vid.startswith("x") for it in _cards(win))  # the export's own ids
    # ... and nothing Bob may not know is anywhere a person can read or hear.
    text = readable_text(win) + "\n" + win.banner.text() + "\n" + win.windowTitle()
    for name in SECRET_FROM_BOB:
        assert name not in text, name
    # The log panel shows the lines Bob saw, as the live journal gives them to him.
    lines = [ln["text"] for ln in load_export(export.read_bytes()).log]
    assert lines and win.log.texts() == lines == logtext.lines_for(live.ctl.game, "Bob")
    # Said plainly: a banner above the table, the status bar, the assist panel.
    assert win.banner.isVisible() and win.banner.text() == BANNER
    assert BANNER in win.status.text()
    assert "read-only" in win.assist.mode_label.text()
    assert "shared board" in win.windowTitle()


def test_nothing_on_a_shared_board_can_change(win, export, tmp_path, qtbot):
    assert win.files.open_path(export)
    before, data, log = _state(win), export.read_bytes(), win.log.texts()
    home = tmp_path / "home"
    saves_before = sorted(p.name for p in home.rglob("*") if p.is_file()) if home.exists() \
        else []
    bob_morph = next(it for it in _cards(win) if it.ov.face_down and it.ov.controller == "Bob")
    alice_fd = next(it for it in _cards(win) if it.ov.face_down and it.ov.controller == "Alice")
    assert not bob_morph.flags() & CardItem.ItemIsMovable
    # Real drags on the viewport: Bob's own morph across his battlefield, to his hand, to the
    # stack; Alice's face-down card into Bob's area.
    bf = win.scene.seat_rects("Bob").battlefield
    for item, to in ((bob_morph, bf.center() + QPointF(300, 40)),
                     (bob_morph, win.scene.seat_rects("Bob").hand.center()),
                     (bob_morph, win.scene.stack_rect.center()),
                     (alice_fd, bf.center())):
        drag(win, item, to)
        qtbot.wait(20)
        assert _state(win) == before
    # Dragging the top of Bob's library (a draw, live) and double-clicking do nothing either.
    pile = win.scene.piles[("Bob", "library")]
    vp = win.view.viewport()
    start = win.view.mapFromScene(pile.rect().center())
    end = win.view.mapFromScene(win.scene.seat_rects("Bob").hand.center())
    n_items = len(win.scene.items())
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * i / 8)
        assert len(win.scene.items()) == n_items  # no ghost card follows the mouse
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end)
    QTest.mouseDClick(vp, Qt.LeftButton, Qt.NoModifier, win.view.mapFromScene(bob_morph.pos()))
    QTest.mouseDClick(vp, Qt.LeftButton, Qt.NoModifier, start)
    qtbot.wait(20)
    # Shortcuts: tap, draw, next turn, exile, turn face up, undo, save, save as.
    win.view.focus_card(bob_morph)
    for key, mods in ((Qt.Key_T, Qt.NoModifier), (Qt.Key_D, Qt.NoModifier),
                      (Qt.Key_N, Qt.ShiftModifier), (Qt.Key_E, Qt.NoModifier),
                      (Qt.Key_U, Qt.NoModifier), (Qt.Key_M, Qt.NoModifier),
                      (Qt.Key_Z, Qt.ControlModifier), (Qt.Key_S, Qt.ControlModifier),
                      (Qt.Key_S, Qt.ControlModifier | Qt.ShiftModifier)):
        QTest.keyClick(win, key, mods)
        QApplication.processEvents()
    qtbot.wait(1700)  # longer than the autosave's debounce
    assert _state(win) == before and win.log.texts() == log
    assert win.ctl.undo_stack.count() == 0
    assert export.read_bytes() == data
    saves_after = sorted(p.name for p in home.rglob("*") if p.is_file()) if home.exists() \
        else []
    assert [p for p in saves_after if p not in saves_before and "autosave" in p] == []
    assert not list(tmp_path.glob("*.tabletop"))
    assert win.ctl.read_only
    # Every action that would change the game is off; viewing stays on.
    for name in ("save", "save_as", "export", "draw", "next_turn", "tap", "exile", "turn_up",
                 "cast_down", "mode_strict", "pass_next"):
        assert not _act(win, name).isEnabled(), name
    for name in ("open", "new_demo", "zoom_in", "fit", "lang_de"):
        assert _act(win, name).isEnabled(), name
    undo = [a for a in win.findChildren(QAction) if a.shortcut().toString() == "Ctrl+Z"]
    assert undo and not any(a.isEnabled() for a in undo)
    # Saving anyway (a script, a stale menu) explains instead of writing.
    assert not win.files.save() and not win.files.save_as()
    assert "read-only" in win.last_error[1]
    assert win.path is None


def test_context_menus_offer_viewing_only(win, export):
    assert win.files.open_path(export)
    game_actions = {a.id for a in A.CARD_ACTIONS}
    for item in _cards(win):
        menu = context_menu(win, item)
        assert menu is not None and menu.objectName() == "card_menu"
        names = {a.objectName() for a in menu.actions()}
        assert names <= {"", "preview"}, names
        assert not names & game_actions
        assert all(a.menu() is None for a in menu.actions())  # no turn-up / cast submenus
        assert action(menu, "route_effect") is None
        menu.close()
    # The preview entry shows the card in the preview panel.
    item = next(it for it in _cards(win) if it.ov.face_down)
    menu = context_menu(win, item)
    action(menu, "preview").trigger()
    assert not win.preview.pixmap().isNull()
    assert win.preview.toolTip() == item.accessible_name
    menu.close()
    # The table: zoom and fit only. Bob's library: its count, no draw.
    vp = win.view.viewport()
    empty = win.view.mapFromScene(win.scene.seat_rects("Bob").battlefield.bottomRight()
                                  - QPointF(20, 20))
    QTest.mouseClick(vp, Qt.RightButton, Qt.NoModifier, empty)
    QApplication.processEvents()
    if win._menu is None or win._menu.objectName() != "table_menu":
        win.menus.on_context(None, vp.mapToGlobal(empty))
    assert {a.objectName() for a in win._menu.actions()} == {"zoom_in", "zoom_out", "fit"}
    win._menu.close()
    menu = win.menus.pile_menu(win.scene.piles[("Bob", "library")])
    assert [a.objectName() for a in menu.actions() if a.isEnabled()] == []
    menu = win.menus.pile_menu(win.scene.piles[("Bob", "graveyard")])
    assert [a.objectName() for a in menu.actions()] == ["browse"]


def test_hover_preview_and_zone_browsing_still_work(win, export):
    assert win.files.open_path(export)
    win.preview.clear()
    item = next(it for it in _cards(win) if it.ov.face_down and it.ov.controller == "Alice")
    vp = win.view.viewport()
    pt = QPointF(win.view.mapFromScene(item.pos()) + QPoint(3, 3))
    # A plain mouse move on the viewport, no button held (QTest.mouseMove is skipped when the
    # cursor is already there, and carries the buttons an earlier test left pressed).
    move = QMouseEvent(QEvent.MouseMove, pt, vp.mapToGlobal(pt), Qt.NoButton, Qt.NoButton,
                       Qt.NoModifier)
    QApplication.sendEvent(vp, move)
    QApplication.processEvents()
    assert win.scene._hovered == item.vid
    assert win.preview.pixmap() is not None and not win.preview.pixmap().isNull()
    assert win.preview.toolTip() == item.accessible_name
    dlg = win.table.browse("Alice", "graveyard")
    assert dlg.list.count() == 0
    assert "Alice" in dlg.windowTitle()


def test_opening_a_game_afterwards_restores_full_play(win, game, export, tmp_path, qtbot):
    save = tmp_path / "game.tabletop"
    save_game(game, save)
    assert win.files.open_path(export) and win.ctl.read_only
    assert open_and_sit(win, save)  # (hot-seat: through the curtain)
    assert not win.ctl.read_only and win.ctl.game is not None
    assert win.ctl.seat == "Alice"  # the shared board's seat does not carry over
    assert not win.banner.isVisible() and "read-only" not in win.status.text()
    assert "read-only" not in win.assist.mode_label.text()
    for name in ("save", "save_as", "export", "draw", "tap", "mode_strict", "pass_next"):
        assert _act(win, name).isEnabled(), name
    assert win.path == str(save)
    # A real drag moves Alice's face-down card, through the rules, with an undo step.
    game = win.ctl.game
    n = len(game.log)
    item = item_of(win, "a-bolt")
    assert item.flags() & CardItem.ItemIsMovable
    drag(win, item, item.pos() + QPointF(250, 30))
    qtbot.waitUntil(lambda: len(game.log) == n + 1)
    assert game.log[-1].command["kind"] == "move_on_table"
    assert win.ctl.undo_stack.canUndo()
    menu = context_menu(win, item_of(win, "a-mist"))
    assert action(menu, "tap") is not None and action(menu, "route_effect") is not None
    menu.close()
    # and a new demo game after a shared board plays too
    assert win.files.open_path(export) and win.ctl.read_only
    win.files.new_demo()
    assert not win.ctl.read_only and _act(win, "save").isEnabled()
    assert not win.banner.isVisible()


def test_bad_shared_files_give_a_clear_message_and_keep_the_board(win, export, tmp_path):
    data = export.read_bytes()
    dangling = data.replace(b'"attached_to":null', b'"attached_to":"x99"', 1)
    assert dangling != data
    cases = {
        "truncated.json": data[: len(data) // 2],
        "dangling.json": dangling,
        "seat.json": data.replace(b'"seat":"Bob"', b'"seat":"Carol"', 1),
        "kind.json": data.replace(b'"kind":"shared"', b'"kind":"sharedx"', 1),
        "empty.json": b"",
        "deep.json": b'{"format":"tabletop-save","kind":"shared","x":' + b"[" * 100000,
        "binary.json": bytes(range(256)) * 10,
    }
    board = _state(win)
    for name, content in cases.items():
        path = tmp_path / name
        path.write_bytes(content)
        win.last_error = None
        assert not win.files.open_path(path), name
        title, text, details = win.last_error
        assert name in text, (name, text)
        assert "Traceback" not in text + "\n".join(details or [])
        assert not win.ctl.read_only and _state(win) == board  # the game shown stays
    assert not win.files.open_path(tmp_path / "missing.json")
    assert "There is no file" in win.last_error[1]
    assert not win.files.open_path(tmp_path)
    # A bad file while a shared board is shown keeps the shared board.
    assert win.files.open_path(export)
    shared = _state(win)
    assert not win.files.open_path(tmp_path / "truncated.json")
    assert win.ctl.read_only and _state(win) == shared


def test_a_reordered_header_is_still_recognised(win, export, tmp_path):
    import json
    doc = json.loads(export.read_bytes())
    doc = {k: doc[k] for k in sorted(doc, key=lambda k: k != "log")}  # the log first, kind last
    path = tmp_path / "reordered.json"
    path.write_text(json.dumps(doc), "utf-8")
    assert win.files.open_path(path), win.last_error
    assert win.ctl.read_only


def test_recent_files_command_line_and_dropping_a_file(win, export, tmp_path, qtbot):
    from tabletop import app
    from tabletop.ui.files import fileops
    assert win.files.open_path(export)
    assert str(export.resolve()) in fileops.recent_files()
    win.files.new_demo()
    win.menubar.fill_recent()
    act = next(a for a in win.menubar.recent_menu.actions() if a.text() == str(export.resolve()))
    act.trigger()
    assert win.ctl.read_only and win.banner.text() == BANNER
    # tabletop FILE / --open FILE
    for argv in ([str(export)], ["--open", str(export)]):
        w = app.build_window(app.parse_args(argv))
        qtbot.addWidget(w)
        assert w.ctl.read_only and w.ctl.seat == "Bob" and w.scene.viewer == "Bob"
        assert not _act(w, "save").isEnabled()
    with pytest.raises(ValueError, match="shared board"):
        app.build_window(app.parse_args([str(export), "--seat", "Alice"]))
    # Dropping the file on the window opens it.
    win.files.new_demo()
    md = QMimeData()
    md.setUrls([QUrl.fromLocalFile(str(export))])
    at = QPoint(50, 50)
    enter = QDragEnterEvent(at, Qt.CopyAction, md, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(win, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(at), Qt.CopyAction, md, Qt.LeftButton, Qt.NoModifier)
    QApplication.sendEvent(win, drop)
    qtbot.waitUntil(lambda: win.ctl.read_only)
    assert win.banner.text() == BANNER


def test_screenshot_of_a_shared_board(export, tmp_path, monkeypatch):
    from tabletop import app
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home2"))
    out = tmp_path / "shared.png"
    assert app.main(["--screenshot", str(out), "--open", str(export), "--size", "1200x800"]) == 0
    assert out.stat().st_size > 10_000
    assert not (tmp_path / "home2").exists() or not list((tmp_path / "home2").rglob("auto*"))


def test_a_lesson_and_a_shared_board_replace_each_other(win, export):
    """Opening a shared board ends a running lesson (and its menu locks don't switch the
    editing actions back on); a lesson started from a shared board plays, and leaving it puts
    the shared board back, read-only as it was."""
    win.lessons_menu.start_lesson("peeking")
    assert win.lessons.running
    assert win.files.open_path(export)
    assert not win.lessons.running and win.ctl.read_only and win.ctl.route is None
    for name in ("mode_strict", "pass_next", "save", "tap"):
        assert not _act(win, name).isEnabled(), name
    assert _act(win, "lessons").isEnabled()
    win.lessons_menu.start_lesson("peeking")
    assert win.lessons.running and not win.ctl.read_only and not win.banner.isVisible()
    assert _act(win, "tap").isEnabled() and _act(win, "save").isEnabled()
    win.lessons_menu.leave_lesson()
    assert not win.lessons.running
    assert win.ctl.read_only and win.ctl.game is None and win.ctl.seat == "Bob"
    assert win.banner.isVisible() and win.banner.text() == BANNER
    assert win.shared_path == str(export)
    for name in ("mode_strict", "pass_next", "save", "tap"):
        assert not _act(win, name).isEnabled(), name
    assert _act(win, "lessons").isEnabled()
    # and a game opened afterwards plays as before
    win.files.new_demo()
    assert not win.ctl.read_only and win.ctl.game is not None
    assert _act(win, "mode_strict").isEnabled() and _act(win, "pass_next").isEnabled()
