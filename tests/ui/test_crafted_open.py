"""Crafted saves that once froze the window (issue 10, item 2) open in it, File → Open's way,
at a cost near-linear in their size: a game twice as big runs at most 2.5 times the lines of
tabletop's code (the loader, the view, the journal, the scene and the log). The full sizes are
timed by tests/benchmarks/bench_storage.py."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tabletop.rules.journal import lines_for
from tests.storage import crafted

from .conftest import open_and_sit

NEAR_LINEAR = 2.5
# over 2,000 events, so the loader checks the events (a shorter log is re-run through the rules,
# which refuse these: their commands are not what their events say)
SIZES = {
    "triggers": (crafted.trigger_flood_bytes, {"n_cards": 150, "n_events": 2_100}),
    "effects": (crafted.effect_flood_bytes, {"n_face_down": 60, "n_effects": 2_100}),
    "chain": (crafted.attachment_chain_bytes, {"n_cards": 300}),
}


def _open(win, tmp_path, kind: str, scale: int) -> int:
    make, sizes = SIZES[kind]
    path = tmp_path / f"{kind}-{scale}.tabletop"
    path.write_bytes(make(**{k: v * scale for k, v in sizes.items()}))

    def open_it():  # (hot-seat: up to the table, through the curtain)
        assert open_and_sit(win, path)
    cost, _ = crafted.work(open_it)
    return cost


def test_crafted_trigger_flood_opens_in_the_window(win, tmp_path):
    small = _open(win, tmp_path, "triggers", 1)
    big = _open(win, tmp_path, "triggers", 2)
    assert big <= NEAR_LINEAR * small, f"twice the game, {big / small:.1f}x the cost"
    game = win.ctl.game
    assert win.path.endswith("triggers-2.tabletop") and win.ctl.seat == "A"
    assert win.log.count() == len(lines_for(game, "A")) == 4_200
    assert crafted.HIDDEN_NAME not in win.log.toPlainText()
    shown = {o.id for o in game.view_for("A").objects if o.zone in ("battlefield", "hand")}
    assert set(win.scene.items_by_id) == shown and len(shown) == 50


def test_crafted_effect_flood_opens_in_the_window(win, tmp_path):
    """(Its cost at two sizes is counted without the window in tests/storage: the scene's part
    grows with the objects, as the trigger flood's test shows.)"""
    path = tmp_path / "effects.tabletop"
    make, sizes = SIZES["effects"]
    path.write_bytes(make(**sizes))
    assert open_and_sit(win, path)
    game = win.ctl.game
    assert len(game.state.effects) == 2_100 and win.log.count() == 2_100
    items = win.scene.items_by_id.values()
    assert len(items) == 60 and all(it.ov.face_down for it in items)
    # the seat sees its own face-down objects and those it gained control of, no others
    assert {it.ov.known for it in items} == {True, False}
    assert all(it.ov.known == (it.ov.controller == "A") for it in items)


def test_a_long_chain_of_attachments_opens_in_the_window(win, tmp_path):
    small = _open(win, tmp_path, "chain", 1)
    big = _open(win, tmp_path, "chain", 2)
    assert big <= NEAR_LINEAR * small, f"twice the game, {big / small:.1f}x the cost"
    items = win.scene.items_by_id
    assert len(items) == 600
    # each link beside the one it is attached to: a little right of it and above it
    view = win.ctl.game.view_for("A")
    for o in view.objects:
        if o.attached_to:
            it, host = items[o.id], items[o.attached_to]
            assert (it.home.x(), it.home.y()) == (host.home.x() + 8, host.home.y() - 16)


def test_an_undo_takes_only_the_last_lines_off_the_log(win, tmp_path):
    """After an undo the log panel drops the undone lines and adds the undo's note, keeping the
    lines before them as they are (it laid out the whole log again: 2 s for the trigger flood's
    500,000 lines)."""
    from tabletop.model import commands as C
    path = tmp_path / "triggers.tabletop"
    path.write_bytes(crafted.trigger_flood_bytes(n_cards=150, n_events=2_100))
    assert open_and_sit(win, path)
    before = win.log.texts()
    for _ in range(3):
        assert win.ctl.run(C.Advance(), "next step") is not None
    QApplication.processEvents()
    assert len(win.log.texts()) > len(before)
    first = win.log.document().findBlockByNumber(0)
    first.setUserState(7)  # a mark a new document would not have
    for _ in range(3):
        win.ctl.undo()
        QApplication.processEvents()
        assert win.log.texts() == win.ctl.log_lines()
    texts = win.log.texts()
    assert texts[:len(before)] == before == [ln["text"] for ln in lines_for(win.ctl.game, "A")]
    assert len(texts) == len(before) + 3 and all("undid" in t for t in texts[len(before):])
    assert win.log.document().findBlockByNumber(0).userState() == 7
    win.ctl.redo()
    QApplication.processEvents()
    assert win.log.texts() == win.ctl.log_lines()
    assert win.log.document().findBlockByNumber(0).userState() == 7
