"""What a seat may not know never reaches its scene, tooltips, accessible names or log; the
privacy curtain hides everything; saves reopen to the same board."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tabletop.model import commands as C
from tabletop.ui.files import fileops
from tabletop.ui.table import actions as A
from tabletop.ui.table.items import CardItem, PileItem

from .conftest import item_of

# Cards whose identity Alice may not know: Bob's face-down Exalted Angel, Bob's hand and library.
SECRET_FROM_ALICE = ("Exalted Angel", "Ruthless Ripper", "Grinning Demon")
SECRET_FROM_BOB = ("Primordial Mist", "Lightning Bolt", "Forest", "Grizzly Bears", "Island")


def readable_text(win) -> str:
    """Everything a seat can read or hear: item tooltips and accessible names, pile labels,
    the log, the assist panel, the status bar, the window title."""
    parts = [win.windowTitle(), win.status.text(), win.view.accessibleDescription()]
    for it in win.scene.items():
        parts += [it.toolTip(), str(it.data(1) or "")]
        if hasattr(it, "text") and callable(it.text):
            parts.append(it.text())
        if isinstance(it, CardItem):
            parts.append(repr(it.ov.facts))
    parts += win.log.texts()
    parts += [win.assist.list.item(i).text() for i in range(win.assist.list.count())]
    parts.append(win.assist.title.text())
    return "\n".join(parts)


def test_a_seat_sees_no_face_down_identity_it_does_not_control(win):
    # some play first, so the log has lines for both seats
    win.ctl.run(C.Tap("a-mist"), "tap")
    win.ctl.run(C.Look("Alice", "a-mist"), "peek")
    text = readable_text(win)
    for name in SECRET_FROM_ALICE:
        assert name not in text
    assert "face-down #3, morph" in text  # the marker itself is public
    for it in win.scene.items():
        if isinstance(it, CardItem):
            assert it.vid.startswith("o") and "b-" not in it.vid and "a-" not in it.vid
            assert it.ov.card_id is None  # model ids live in the controller only
    win.seats.pass_to("Bob")
    assert not [i for i in win.scene.items() if isinstance(i, CardItem)]  # curtain: nothing
    win.curtain.button.click()
    text = readable_text(win)
    for name in SECRET_FROM_BOB:
        assert name not in text, name
    assert "face-down #1, manifested" in text and "face-down #2, cloaked" in text
    assert "Source: Whisperwood Elemental" in text  # the marker's source is public


def test_spectator_sees_public_information_only(win):
    win.seats.pass_to(None)
    win.curtain.button.click()
    text = readable_text(win)
    for name in SECRET_FROM_ALICE + SECRET_FROM_BOB:
        assert name not in text, name
    # a spectator can't act
    before = len(win.ctl.game.log)
    win.table_actions["draw"].trigger()
    assert len(win.ctl.game.log) == before


def test_peek_shows_the_face_to_the_controller_only_and_is_logged(win):
    item = item_of(win, "a-mist")
    win.view.focus_card(item)
    win.table.card_action(next(a for a in A.CARD_ACTIONS
                         if a.id == "peek"))
    assert win.ctl.game.log[-1].command["kind"] == "look"
    assert item_of(win, "a-mist").peeked
    assert any("looked at" in line and "#1" in line for line in win.log.texts())
    win.seats.pass_to("Bob")
    win.curtain.button.click()
    assert not any(getattr(i, "peeked", False) for i in win.scene.items())


def test_curtain_after_next_turn_in_hot_seat(win):
    win.table_actions["next_turn"].trigger()
    assert win.ctl.game.state.active == "Bob"
    assert win.stack.currentWidget() is win.curtain
    assert not [i for i in win.scene.items() if isinstance(i, (CardItem, PileItem))]
    assert win.log.count() == 0
    win.curtain.button.click()
    assert win.ctl.seat == "Bob"
    assert [i for i in win.scene.items() if isinstance(i, CardItem)]


def _board(win):
    return sorted((it.accessible_name, round(it.pos().x()), round(it.pos().y()), it.rotation())
                  for it in win.scene.items() if isinstance(it, CardItem))


def test_save_reopen_same_board(win, tmp_path):
    storage = pytest.importorskip("tabletop.storage")
    if not hasattr(storage, "save_game"):
        pytest.skip("tabletop.storage has no save_game yet")
    win.ctl.run(C.Tap("a-mist"), "tap")
    win.ctl.run(C.MoveOnTable("a-bolt", 400, 120), "move")
    before, snap = _board(win), win.ctl.game.state.snapshot()
    path = tmp_path / "game.tabletop"
    assert win.files.save_to(path)
    win.files.new_demo()
    assert win.files.open_path(path)
    QApplication.processEvents()
    assert win.ctl.game.state.snapshot() == snap
    # hot-seat: whoever holds the device sees the curtain first, for the player to play
    assert win.seats.curtain_up() and win.curtain.seat == "Alice" and _board(win) == []
    win.curtain.button.click()
    assert _board(win) == before
    assert str(path.resolve()) in fileops.recent_files()


def test_opening_a_bad_file_gives_a_clear_message(win, tmp_path):
    bad = tmp_path / "bad.tabletop"
    bad.write_text("{not json", "utf-8")
    assert not win.files.open_path(bad)
    assert win.last_error is not None
    assert "Traceback" not in str(win.last_error)


def test_acting_on_a_hidden_face_down_object_tells_nothing_about_it(win):
    """The rules would explain why Alice can't turn Bob's morph up for {2}{W}{W}, or that
    exiling it would reveal an Exalted Angel; the assist panel keeps such verdicts to itself."""
    for cmd in (C.TurnFaceUp("Alice", "b-angel", "morph"),
                C.TurnFaceUp("Alice", "b-angel", "mana_cost"),
                C.ExileToPlay("Alice", "b-angel")):
        win.set_mode("strict")
        win.ctl.run(cmd, "try")
        text = readable_text(win)
        assert "{2}{W}{W}" not in text and "Exalted Angel" not in text
        state = win.ctl.game.state
        for cid, card in state.cards.items():  # the text of the cards Alice may see
            if cid != "b-angel":
                t = state.facts[card.facts].get("oracle_text")
                if t:
                    text = text.replace(t, "").replace(repr(t)[1:-1], "")
        assert "creature card" not in text
    assert win.ctl.game.state.cards["b-angel"].face_down is not None
    win.view.focus_card(item_of(win, "b-angel"))
    QApplication.processEvents()
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    QTest.keyClick(win, Qt.Key_U)
    assert "{2}{W}{W}" not in readable_text(win)


def test_undo_texts_name_no_hidden_card(win):
    """Every seat of a hot-seat game sees the Edit menu's undo text."""
    win.ctl.run(C.Move("a-bears", "library", position="top"), "x")  # label built by the UI
    win.table.card_action(next(a for a in A.CARD_ACTIONS
                         if a.id == "library_top"), item_of(win, "a-forest").vid)
    texts = [win.ctl.undo_stack.text(i) for i in range(win.ctl.undo_stack.count())]
    assert texts and not any("Forest" in t for t in texts)


def test_nothing_can_be_done_behind_the_curtain(win):
    before = len(win.ctl.game.log)
    win.seats.pass_to("Bob")
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    for key, mod in ((Qt.Key_D, Qt.NoModifier), (Qt.Key_M, Qt.ShiftModifier),
                     (Qt.Key_N, Qt.NoModifier), (Qt.Key_T, Qt.NoModifier)):
        QTest.keyClick(win, key, mod)
    assert len(win.ctl.game.log) == before
    assert not [i for i in win.scene.items() if isinstance(i, CardItem)]


def test_megamorph_shows_as_morph_to_seats_that_may_not_know_it(qtbot, monkeypatch, tmp_path):
    """Megamorph and morph spells look alike (702.37b): telling them apart would say which
    keyword the card has. Only the controller's items may say megamorph; other seats and
    spectators read "morph" in badges, tooltips, accessible names, the log and undo texts."""
    from .conftest import window_with
    w = window_with(qtbot, monkeypatch, tmp_path, "off", {
        "id": "a-protector", "facts": "protector", "owner": "Alice", "zone": "hand"},
        "Den Protector")
    w.menus.cast_down(item_of(w, "a-protector").vid, "megamorph")
    spell = item_of(w, "a-protector")
    assert spell.ov.zone == "stack" and spell.ov.marker["method"] == "megamorph"  # the caster

    def others_read(seat) -> str:
        w.seats.pass_to(seat)
        w.curtain.button.click()
        QApplication.processEvents()
        undo = [w.ctl.undo_stack.text(i) for i in range(w.ctl.undo_stack.count())]
        return readable_text(w) + "\n".join(undo)

    for when in ("on the stack", "on the battlefield"):
        for seat in ("Bob", None):
            text = others_read(seat)
            assert "face-down #" in text and "morph" in text, (when, seat)
            assert "megamorph" not in text.lower() and "Den Protector" not in text, (when, seat)
            item = item_of(w, "a-protector")
            assert item.ov.marker["method"] == "morph"
        w.seats.pass_to("Alice")
        w.curtain.button.click()
        assert item_of(w, "a-protector").ov.marker["method"] == "megamorph"
        if when == "on the stack":
            w.ctl.run(C.Resolve("a-protector"), "resolve")
            assert w.ctl.game.state.cards["a-protector"].zone == "battlefield"
