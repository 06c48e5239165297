"""The position editor (issue 16, item 1): a board built by dragging cards from the search panel
with the mouse, judged by the rules as it is built, undone, saved, reopened, played from and
exported for a seat; and the main window's Copy / Paste position."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from tabletop.carddata.database import CardDatabase
from tabletop.storage import load_game
from tabletop.storage.position import position_of
from tabletop.ui.editor import window as PE
from tabletop.ui.editor.widgets import CARD

from .conftest import forget_the_mouse, shown

PACIFISM = {"object": "card", "name": "Pacifism", "lang": "en", "layout": "normal",
            "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura",
            "oracle_text": "Enchant creature\nEnchanted creature can't attack or block."}


@pytest.fixture
def db(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    src = tmp_path / "cards.json"
    src.write_text(json.dumps([PACIFISM]), encoding="utf-8")
    d = CardDatabase.open(tmp_path / "cards.sqlite3", create=True)
    d.import_files([src])
    yield d
    d.close()


@pytest.fixture
def editor(qtbot, db):
    played = []
    ed = PE.PositionEditor(db=db, play=played.append, seed=5, quiet=True)
    ed.played = played
    qtbot.addWidget(ed)
    ed.resize(1280, 720)
    ed.show()
    qtbot.waitExposed(ed)
    forget_the_mouse(ed)
    return ed


def _drag(src_vp, start: QPoint, dst_vp, end_local: QPoint) -> None:
    """A real mouse drag: press on `src_vp` at `start`, move in steps, let go over `dst_vp`
    at `end_local` (the release goes to the widget that has the mouse: the source)."""
    end = src_vp.mapFromGlobal(dst_vp.mapToGlobal(end_local))
    QTest.mousePress(src_vp, Qt.LeftButton, Qt.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(src_vp, start + (end - start) * i / 8)
    QTest.mouseRelease(src_vp, Qt.LeftButton, Qt.NoModifier, end)
    QApplication.processEvents()


def _search_drag(ed, query: str, shown: str, target, at: QPoint | None = None) -> None:
    """Search `query`, drag the result whose text is `shown` onto `target` (a pile or a
    battlefield) at `at` (its viewport's centre by default)."""
    ed.search.field.setText(query)
    ed.search.search_now()
    res = ed.search.results
    row = next(i for i in range(res.count()) if res.item(i).text() == shown)
    start = res.visualItemRect(res.item(row)).center()
    vp = target.viewport()
    _drag(res.viewport(), start, vp, at if at is not None else vp.rect().center())


def _bf_point(ed, seat: str, x: float, y: float) -> QPoint:
    """A point of a battlefield's viewport at scene point (x, y)."""
    from PySide6.QtCore import QPointF
    return ed.battlefields[seat].mapFromScene(QPointF(x, y))


def _choose(combo, data) -> None:
    """Pick the entry of `combo` holding `data` with the keyboard (as a user would)."""
    combo.setFocus()
    for _ in range(combo.count() + 1):
        if combo.currentData() == data:
            return
        key = Qt.Key_Down if combo.findData(data) > combo.currentIndex() else Qt.Key_Up
        QTest.keyClick(combo, key)
    assert combo.currentData() == data


def _type(widget, text: str) -> None:
    widget.setFocus()
    QTest.keyClick(widget, Qt.Key_A, Qt.ControlModifier)
    QTest.keyClicks(widget, text)
    QTest.keyClick(widget, Qt.Key_Return)


def _card(ed, name: str) -> dict:
    return next(e for e in ed.setup["cards"] if ed.setup["facts"][e["facts"]]["name"] == name)


def _build(ed) -> None:
    """Eleven cards, each from the search panel by a real drag, and their status."""
    alice, bob = ed.battlefields["Alice"], ed.battlefields["Bob"]
    _search_drag(ed, "grizzly", "Grizzly Bears", alice, _bf_point(ed, "Alice", 60, 80))
    # by its German name (a name in another language finds the card)
    _search_drag(ed, "Urnebel", "Primordial Mist (Urnebel)", alice,
                 _bf_point(ed, "Alice", 200, 80))
    _choose(ed.face, "manifest")
    _type(ed.source, "Whisperwood Elemental")
    _search_drag(ed, "exalted", "Exalted Angel", alice, _bf_point(ed, "Alice", 320, 80))
    _choose(ed.face, "morph")
    # by words of its rules text
    _search_drag(ed, "deals 3 damage to any target", "Lightning Bolt",
                 ed.piles[("Alice", "library")])
    _search_drag(ed, "forest", "Forest", ed.piles[("Alice", "library")])
    _search_drag(ed, "ripper", "Ruthless Ripper", bob, _bf_point(ed, "Bob", 100, 80))
    ripper = _card(ed, "Ruthless Ripper")["id"]
    _drag(bob.viewport(), bob.card_point(ripper), alice.viewport(),
          _bf_point(ed, "Alice", 460, 80))  # Alice controls Bob's Ripper
    _search_drag(ed, "soldier", "Soldier (token)", bob, _bf_point(ed, "Bob", 300, 80))
    _search_drag(ed, "counterspell", "Counterspell", ed.piles[("Bob", "hand")])
    _search_drag(ed, "cryptic coat", "Cryptic Coat", ed.piles[("Bob", "exile")])
    _choose(ed.face, "exiled")
    bears = _card(ed, "Grizzly Bears")["id"]
    _search_drag(ed, "pacifism", "Pacifism", alice, alice.card_point(bears))  # onto the Bears
    _search_drag(ed, "negate", "Negate", ed.piles[(None, "stack")])
    ed.select(bears)
    QTest.mouseClick(ed.tapped, Qt.LeftButton, Qt.NoModifier,
                     QPoint(8, ed.tapped.height() // 2))  # on its box
    _type(ed.counters, "1 +1/+1")
    _type(ed.life["Alice"], "13")
    _type(ed.player_counters["Bob"], "2 poison")
    _choose(ed.step, "end")
    _choose(ed.active, "Bob")


def test_build_save_reopen_play_and_export_a_position(editor, tmp_path, qtbot):
    ed = editor
    _build(ed)
    assert ed.refusal is None, ed.refusal
    st = ed.setup
    assert len(st["cards"]) == 11
    by = {st["facts"][e["facts"]]["name"]: e for e in st["cards"]}
    assert by["Primordial Mist"]["face_down"] == {"method": "manifest", "order": 1,
                                                  "source": "Whisperwood Elemental"}
    assert by["Exalted Angel"]["face_down"] == {"method": "morph", "order": 2}
    assert by["Ruthless Ripper"]["owner"] == "Bob" and by["Ruthless Ripper"]["controller"] == \
        "Alice" and by["Ruthless Ripper"]["zone"] == "battlefield"
    assert by["Soldier"]["token"] is True
    assert by["Cryptic Coat"]["face_down"] == {"exile": True, "may_look": ["Bob"]}
    assert by["Pacifism"]["attached_to"] == by["Grizzly Bears"]["id"]
    assert by["Grizzly Bears"]["tapped"] and by["Grizzly Bears"]["counters"] == {"+1/+1": 1}
    assert [st["facts"][e["facts"]]["name"] for e in st["cards"]
            if e["zone"] == "library"] == ["Lightning Bolt", "Forest"]  # in order, top first
    assert by["Negate"]["zone"] == "stack"
    assert st["life"]["Alice"] == 13 and st["player_counters"]["Bob"] == {"poison": 2}
    assert st["turn"]["step"] == "end" and st["turn"]["active"] == "Bob"
    assert [ed.piles[("Alice", "library")].item(i).text() for i in range(2)] == \
        ["Lightning Bolt", "Forest"]
    assert "Refused" not in ed.verdict.text()

    path = tmp_path / "position.tabletop"
    assert ed.save_to(path)
    saved = load_game(path)
    assert saved.log == [] and len(saved.state.cards) == 11  # a save with an empty log
    again = PE.PositionEditor(db=ed.db, quiet=True)
    qtbot.addWidget(again)
    assert again.open_path(path)
    assert again.setup == position_of(saved) == position_of(ed.game(0))

    # a normal game from the position, in the main window
    from tabletop.ui.window import MainWindow
    win = MainWindow(None, "", quiet=True)
    qtbot.addWidget(win)
    again.play_fn = win.files.set_game
    again.play_now()
    shown(qtbot, win, (1280, 720))
    assert len(win.scene.items_by_id) >= 7  # the table shows the board
    gs = win.ctl.game.state
    assert gs.step == "end" and gs.active == "Bob" and gs.life["Alice"] == 13
    assert gs.player_counters["Bob"] == {"poison": 2}
    assert sorted(c.face_down["method"] for c in gs.cards.values()
                  if c.face_down and "method" in c.face_down) == ["manifest", "morph"]
    assert win.ctl.game.log == []
    ripper = next(c for c in gs.cards.values() if c.facts.startswith("Ruthless"))
    from tabletop.model.chars import controller_of
    assert controller_of(gs, ripper) == "Alice" and ripper.owner == "Bob"

    # what Bob may know: not Alice's face-down cards, nor her library
    out = tmp_path / "for-bob.json"
    assert ed.export_to("Bob", out)
    data = out.read_text(encoding="utf-8")
    for secret in ("Primordial Mist", "Exalted Angel", "Lightning Bolt"):
        assert secret not in data, secret
    assert "Cryptic Coat" in data  # Bob's own card, exiled face down: he may look at it
    from tabletop.storage import open_bytes
    board = open_bytes(out.read_bytes(), name="for-bob.json")
    assert board.read_only and board.seat == "Bob"


def _refused(ed, rule: str, words: str, before: dict) -> None:
    assert ed.refusal is not None and ed.refusal.rule == rule, ed.refusal
    assert words in ed.refusal.reason
    assert f"Rule {rule}" in ed.verdict.text() and words in ed.verdict.text()
    assert ed.setup == before  # nothing changed


def test_the_editor_refuses_what_cannot_exist_with_reason_and_rule(editor, tmp_path):
    ed = editor
    alice = ed.battlefields["Alice"]
    _search_drag(ed, "grizzly", "Grizzly Bears", alice, _bf_point(ed, "Alice", 60, 80))
    _search_drag(ed, "mist", "Primordial Mist", alice, _bf_point(ed, "Alice", 200, 80))
    _choose(ed.face, "manifest")
    _search_drag(ed, "exalted", "Exalted Angel", alice, _bf_point(ed, "Alice", 320, 80))
    _choose(ed.face, "morph")
    _search_drag(ed, "soldier", "Soldier (token)", alice, _bf_point(ed, "Alice", 460, 80))
    good = ed.setup
    depth = ed.undo_stack.count()
    mist = _card(ed, "Primordial Mist")["id"]
    token = _card(ed, "Soldier")["id"]

    # a face-down card in a hand (dragged there from the battlefield)
    hand = ed.piles[("Alice", "hand")]
    _drag(alice.viewport(), alice.card_point(mist), hand.viewport(),
          hand.viewport().rect().center())
    _refused(ed, "708.9", "face-down card in the hand", good)
    # an entry number used twice
    ed.select(_card(ed, "Exalted Angel")["id"])
    _type(ed.order, "1")
    _refused(ed, "708.6", "#1 is used twice", good)
    assert ed.order.value() == 2  # the field shows the card as it still is
    # an Aura attached to nothing
    _search_drag(ed, "pacifism", "Pacifism", alice, _bf_point(ed, "Alice", 560, 200))
    _refused(ed, "704.5m", "Aura attached to nothing", good)
    # a token in a library: a new one from the search panel, or one from the battlefield
    lib = ed.piles[("Alice", "library")]
    _search_drag(ed, "soldier", "Soldier (token)", lib)
    _refused(ed, "111.7", "a token in the library", good)
    _drag(alice.viewport(), alice.card_point(token), lib.viewport(), lib.viewport().rect().center())
    _refused(ed, "111.7", "a token in the library", good)
    assert ed.undo_stack.count() == depth  # no undo entry for a refusal
    # never saved: the file holds the board the rules accepted
    path = tmp_path / "p.tabletop"
    assert ed.save_to(path)
    assert position_of(load_game(path)) == position_of(ed.game(0))
    assert len(load_game(path).state.cards) == 4
    # and the next good change clears the refusal
    _search_drag(ed, "pacifism", "Pacifism", alice, alice.card_point(
        _card(ed, "Grizzly Bears")["id"]))
    assert ed.refusal is None and "Refused" not in ed.verdict.text()


def test_undo_and_redo_in_the_editor(editor):
    ed = editor
    alice = ed.battlefields["Alice"]
    empty = ed.setup
    _search_drag(ed, "grizzly", "Grizzly Bears", alice, _bf_point(ed, "Alice", 60, 80))
    one = ed.setup
    _choose(ed.face, "cloak")
    cloaked = ed.setup
    _type(ed.life["Bob"], "7")
    assert ed.setup["life"]["Bob"] == 7 and ed.undo_stack.count() == 3
    ed.activateWindow()
    ed.setFocus()
    QTest.keyClick(ed, Qt.Key_Z, Qt.ControlModifier)
    assert ed.setup == cloaked and ed.life["Bob"].value() == 20
    QTest.keyClick(ed, Qt.Key_Z, Qt.ControlModifier)
    assert ed.setup == one and ed.face.currentData() is None
    QTest.keyClick(ed, Qt.Key_Z, Qt.ControlModifier)
    assert ed.setup == empty and alice.items_by_id == {}
    QTest.keyClick(ed, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert ed.setup == one and len(alice.items_by_id) == 1
    assert ed.findChild(type(ed.menuBar().actions()[0]), "undo").text().startswith("Undo Add")


def test_names_show_as_written(editor):
    ed = editor
    odd = {"name": "<img src=/dev/zero> & <b>Bo</b>", "type_line": "Creature — Bear",
           "power": "2", "toughness": "2", "mana_cost": "{G}"}
    from tabletop.ui.editor import setup as S
    new, cid = S.add_card(ed.setup, odd, "Alice", "hand")
    assert ed.change(new, "Add")
    ed.select(cid)
    assert ed.piles[("Alice", "hand")].item(0).text() == odd["name"]
    assert ed.card_name.textFormat() == Qt.PlainText and odd["name"] in ed.card_name.text()
    assert ed.piles[("Alice", "hand")].item(0).data(Qt.UserRole) == (CARD, cid)


# ---------------------------------------------------------------- the main window
def _answer(button) -> None:
    def go():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            box.button(button).click()
        else:
            QTimer.singleShot(20, go)
    QTimer.singleShot(20, go)


def test_copy_position_is_public_and_full_only_after_a_warning(win):
    QApplication.clipboard().setText("before")
    text = PE.copy_position(win)
    assert QApplication.clipboard().text() == text
    assert text.startswith("position (public)") and "Grinning Demon" not in text
    _answer(QMessageBox.No)
    assert PE.copy_position(win, full=True) is None
    assert QApplication.clipboard().text() == text  # declined: nothing copied
    _answer(QMessageBox.Yes)
    full = PE.copy_position(win, full=True)
    assert full.startswith("position (full)") and "Grinning Demon" in full
    assert QApplication.clipboard().text() == full
    assert {a.objectName() for a in win.menuBar().actions()[1].menu().actions()} >= {
        "set_up_position", "copy_position", "copy_full_position", "paste_position"}


def test_paste_position_plays_it_or_names_the_bad_line(win):
    before = win.ctl.game
    QApplication.clipboard().setText("position (full): turn 2, Alice active, step main1, "
                                     "mode strict\nplayers: Alice (life 20); Bob (life 20)\n"
                                     "Alice hand: Grizzly Bears; Frobnicator of Doom\n")
    assert not PE.paste_position(win)
    assert "line 3" in win.paste_problem and "Frobnicator" in win.paste_problem
    assert win.ctl.game is before  # the game stays as it was
    good = ("position (full): turn 2, Bob active, step upkeep, mode strict\n"
            "players: Alice (life 20); Bob (life 9)\n"
            "Alice battlefield: face-down #1 cloak [Grizzly Bears]\n")
    QApplication.clipboard().setText(good)
    assert PE.paste_position(win)
    st = win.ctl.game.state
    assert st.life["Bob"] == 9 and st.step == "upkeep" and st.active == "Bob"
    assert [c.face_down["method"] for c in st.cards.values()] == ["cloak"]


def test_set_up_a_position_opens_the_editor_from_the_menu(win, tmp_path):
    act = next(a for a in win.menuBar().actions()[1].menu().actions()
               if a.objectName() == "set_up_position")
    act.trigger()
    ed = win._position_editor
    assert ed.isVisible() and ed.setup["cards"] == []  # nothing of the game shows in it
    act.trigger()
    assert win._position_editor is ed  # one editor at a time
    ed.close()
    # --edit-position FILE: the editor at the position of a save (here: the game's own board)
    from tabletop.ui.files import fileops
    path = tmp_path / "game.tabletop"
    fileops.save(win.ctl.game, path)
    ed = PE.open_editor(win, str(path))
    assert ed.setup == position_of(win.ctl.game) and ed.path == str(path)
    before = win.ctl.game
    ed.play_now()  # Play: a new game in the window, the editor closes
    assert win.ctl.game is not before and not ed.isVisible()
    assert position_of(win.ctl.game) == position_of(before)


def test_record_a_lesson_from_the_editor(win):
    """Position → Record a lesson: the main window records a lesson from the editor's board."""
    from tabletop.ui.lessons import recorder as lessonrec
    ed = PE.open_editor(win, None)
    ed.set_players(["Ann", "Bo"])
    ed._set_life("Ann", 13)
    setup = ed.setup
    act = ed.findChild(QAction, "record_lesson")
    assert act is not None and act.isEnabled()
    act.trigger()
    rec = win.recorder
    assert isinstance(rec, lessonrec.LessonRecorder) and rec.rec is not None  # recording
    assert not ed.isVisible()
    assert win.ctl.game.state.players == ["Ann", "Bo"] and win.ctl.game.state.life["Ann"] == 13
    assert position_of(win.ctl.game)["players"] == setup["players"]


def test_closing_with_unsaved_changes_asks_first(qtbot, db):
    ed = PE.PositionEditor(db=db, quiet=False)
    qtbot.addWidget(ed)
    ed.show()
    from tabletop.ui.editor import setup as S
    bears = db.find_dict("Grizzly Bears")
    assert ed.change(S.add_card(ed.setup, bears, "Alice", "hand")[0], "Add")
    closed = []
    ed.on_close = lambda: closed.append(True)
    _answer(QMessageBox.No)
    ed.close()
    assert ed.isVisible() and not closed
    _answer(QMessageBox.Yes)
    ed.close()
    assert not ed.isVisible() and closed == [True]


def test_edit_position_is_an_app_option(tmp_path):
    from tabletop.app import parse_args
    assert parse_args(["--edit-position"]).edit_position == ""
    assert parse_args(["--edit-position", "p.tabletop"]).edit_position == "p.tabletop"
    assert parse_args([]).edit_position is None


def test_edits_keep_what_they_do_not_change():
    from tabletop.ui.editor import setup as S
    bolt = {"name": "Lightning Bolt", "type_line": "Instant", "mana_cost": "{R}"}
    st, a = S.add_card(S.empty_setup(), bolt, "Alice", "stack")
    st, b = S.add_card(st, bolt, "Bob", "stack")
    st = S.set_card(st, b, controller="Alice")
    moved = S.move_card(st, b, None, "stack", index=0)  # reordered on the stack
    assert [e["id"] for e in moved["cards"]] == [b, a]
    assert S.find(moved, b)["controller"] == "Alice" and S.judge(moved).ok
    assert st == S.set_card(st, b, controller="Alice")  # the setup given is never changed
    gone = S.remove_card(moved, a)
    assert [e["id"] for e in gone["cards"]] == [b] and list(gone["facts"]) == ["Lightning Bolt"]
    st, c = S.add_card(st, bolt, "Alice", "battlefield")
    st = S.set_card(st, c, face_down="effect", source="Yedora, Grave Gardener")
    S.find(st, c)["face_down"]["chars"] = {"type_line": "Land — Forest"}
    st = S.set_card(st, c, face_down="effect", order=7, source="Yedora, Grave Gardener")
    assert S.find(st, c)["face_down"] == {"method": "effect", "order": 7, "source":
                                          "Yedora, Grave Gardener",
                                          "chars": {"type_line": "Land — Forest"}}
    assert S.judge(st).ok
    assert S.parse_counters("2 +1/+1; 1 charge") == {"+1/+1": 2, "charge": 1}
    with pytest.raises(ValueError, match="a count and a counter's name"):
        S.parse_counters("lots of them")


def test_the_editor_screenshot(tmp_path, monkeypatch):
    """`--show position-editor`: the editor alone at --size (packaging/screenshots is made so)."""
    from PySide6.QtGui import QImage

    from tabletop.app import main
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    out = tmp_path / "editor.png"
    assert main(["--screenshot", str(out), "--position", "midgame", "--seed", "7", "--size",
                 "1280x720", "--show", "position-editor"]) == 0
    img = QImage(str(out))
    assert (img.width(), img.height()) == (1280, 720)
    colours = {img.pixel(x, y) for x in range(0, img.width(), 7) for y in range(0, img.height(), 7)}
    assert len(colours) > 50


def test_players_renamed_added_and_removed_with_their_cards(editor):
    ed = editor
    bob = ed.battlefields["Bob"]
    _search_drag(ed, "grizzly", "Grizzly Bears", bob, _bf_point(ed, "Bob", 60, 80))
    bears = _card(ed, "Grizzly Bears")["id"]
    _drag(bob.viewport(), bob.card_point(bears), ed.battlefields["Alice"].viewport(),
          _bf_point(ed, "Alice", 200, 80))  # Alice controls Bob's Bears
    _type(ed.life["Bob"], "9")
    two = ed.setup
    assert ed.set_players(["Alice", "Carol", "Dan"])
    assert set(ed.battlefields) == {"Alice", "Carol", "Dan"}
    QApplication.processEvents()  # the new seats laid out
    assert ed.setup["life"] == {"Alice": 20, "Carol": 9, "Dan": 20}
    e = _card(ed, "Grizzly Bears")
    assert e["owner"] == "Carol" and e["controller"] == "Alice"
    _search_drag(ed, "forest", "Forest", ed.piles[("Dan", "hand")])  # the new seat's zones
    assert _card(ed, "Forest")["owner"] == "Dan"
    assert ed.set_players(["Alice"])  # Carol and Dan leave with their cards
    assert ed.setup["cards"] == [] and set(ed.battlefields) == {"Alice"}
    assert not ed.set_players(["Alice", "Alice"])
    assert "each name once" in ed.refusal.reason
    assert not ed.set_players(["Al:ice"]) and "colon" in ed.refusal.reason
    ed.undo_stack.undo()
    ed.undo_stack.undo()
    ed.undo_stack.undo()
    assert ed.setup == two and set(ed.battlefields) == {"Alice", "Bob"}
    assert ed.life["Bob"].value() == 9


def test_without_the_mouse_a_menu_puts_cards_anywhere(editor):
    ed = editor
    ed.search.field.setText("exalted")
    ed.search.search_now()
    res = ed.search.results
    res.setFocus()
    res.setCurrentRow(0)
    menu = ed.zone_menu(res.item(0).data(Qt.UserRole))
    menu.findChild(type(menu.actions()[0]), "Bob:battlefield").trigger()
    angel = _card(ed, "Exalted Angel")
    assert angel["owner"] == "Bob" and angel["zone"] == "battlefield"
    _choose(ed.face, "morph")
    menu = ed.zone_menu((CARD, angel["id"]))
    menu.findChild(type(menu.actions()[0]), "Bob:hand").trigger()  # face down: refused
    assert ed.refusal.rule == "708.9" and _card(ed, "Exalted Angel")["zone"] == "battlefield"
    _choose(ed.face, None)
    menu.findChild(type(menu.actions()[0]), "Bob:hand").trigger()
    assert _card(ed, "Exalted Angel")["zone"] == "hand" and ed.refusal is None
