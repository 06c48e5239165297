"""Cards under opaque cards are not painted (tabletop/ui/table/occlusion.py) and nothing shows
it: the picture is the same pixel for pixel as with every card painted, for every kind of card
(face up, face down, turned, with counters, damage and a note, selected, outlined), at the
fitted size and zoomed in, before and right after a change (a drag, a tap, a card leaving);
and the hidden cards are still found under the pointer and in a rubber band."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import QApplication

from tabletop.model.commands import AddCounter, Damage, Note, Tap
from tabletop.ui.table import cardart
from tabletop.ui.table.items import CardItem
from tabletop.ui.table.occlusion import NO_CONTENTS, Occlusion
from tests import tablegen

from .conftest import drag_between, shown

NAMES = ["Grizzly Bears", "Forest", "Exalted Angel", "Den Protector", "Hooded Hydra", "Island"]
METHODS = ["manifest", "morph", "cloak", "disguise"]


def crowded_game(n: int = 240):
    """`n` cards piled on both battlefields (as bench_table's table): face down, turned."""
    return tablegen.crowded_game(n, NAMES, METHODS, (700, 260), 5)


@pytest.fixture
def table(qtbot, tmp_path, monkeypatch):
    """A main window on the crowded table, with counters, damage and notes on some cards."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    from tabletop.ui.window import MainWindow
    game = crowded_game()
    for i in range(0, 240, 9):
        if f"c{i}" and i % 5:
            game.apply(AddCounter(f"c{i}", "+1/+1", 1 + i % 3), "A" if i % 2 == 0 else "B")
    for i in range(3, 240, 17):
        game.apply(Damage(f"c{i}", 2), "A" if i % 2 == 0 else "B")
    game.apply(Note("c4", "blocks"), "A")
    win = shown(qtbot, MainWindow(game, "A", quiet=True), (1280, 720))
    settle()
    return win


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def picture(win) -> QImage:
    return win.view.viewport().grab().toImage()


def same_as_all_painted(win) -> None:
    """The view's picture now equals the picture with every card painted (the hidden cards
    hidden again after)."""
    hidden = set(win.scene.occlusion.hidden)
    now = picture(win)
    for it in hidden:
        it.setFlag(NO_CONTENTS, False)
    full = picture(win)
    for it in hidden:
        it.setFlag(NO_CONTENTS, True)
    assert now == full, f"{len(hidden)} hidden cards changed the picture"


def hidden_now(win) -> set:
    occ = win.scene.occlusion
    occ.update()
    return set(occ.hidden)


def test_hidden_cards_change_no_pixel(table):
    win = table
    cards = list(win.scene.items_by_id.values())
    for it in cards[::11]:
        it.setSelected(True)
    settle()
    hidden = hidden_now(win)
    assert len(hidden) > len(cards) // 4  # the crowded table does hide cards
    assert any(it.isSelected() for it in hidden)
    kinds = {(it.ov.face_down, it.ov.tapped, bool(it.ov.counters or it.ov.damage)) for it in
             set(cards) - hidden}
    assert len(kinds) >= 5  # the cards on top show every kind of picture
    same_as_all_painted(win)


def test_zoomed_in_and_out_the_picture_is_the_same(table):
    win = table
    win.view.zoom(1.15 ** 3)  # scaled smoothly until drawn again, then drawn for the zoom
    same_as_all_painted(win)
    win.view._apply_level()
    settle()
    assert hidden_now(win)
    same_as_all_painted(win)
    win.view.zoom(1 / 1.15 ** 5)
    same_as_all_painted(win)


def test_hidden_cards_are_found_and_selected_as_before(table):
    sc = table.scene
    hidden = hidden_now(table)
    it = next(iter(hidden))
    centre = it.sceneBoundingRect().center()
    assert it in sc.items(centre)
    assert it in sc.items(it.sceneBoundingRect())
    path = QPainterPath()
    path.addRect(it.sceneBoundingRect())
    sc.setSelectionArea(path)
    assert it.isSelected()  # a rubber band still takes the cards under others


def top_card_over_hidden(win):
    """A card of A's on top of others without which some hidden card would show."""
    occ = win.scene.occlusion
    hidden = hidden_now(win)
    for it in win.scene.items(Qt.DescendingOrder):
        if not isinstance(it, CardItem) or it in hidden or it.ov.controller != "A":
            continue
        without = Occlusion(win.scene, lambda x, it=it: isinstance(x, CardItem) and x is not it)
        without.level = occ.level
        if hidden - without.covered() - {it}:
            return it
    raise AssertionError("no card alone over a hidden one")


def test_a_dragged_card_shows_what_it_covered_at_every_step(table):
    win = table
    top = top_card_over_hidden(win)
    r = win.scene.seat_rects("A").battlefield
    checked = []

    def step():
        QApplication.processEvents()
        same_as_all_painted(win)
        checked.append(1)

    drag_between(win, top.pos(), QPointF(r.right() - 60, r.bottom() - 80), each_step=step)
    assert len(checked) == 8
    same_as_all_painted(win)  # dropped (the model's place), before the hidden set is redone
    settle()
    same_as_all_painted(win)


def test_a_tap_or_a_card_leaving_shows_what_it_covered_at_once(table):
    win = table
    game = win.ctl.game
    for _ in range(3):
        top = top_card_over_hidden(win)
        cid = next(c for c, card in game.state.cards.items()
                   if f"o{card.obj}" == top.vid)
        game.apply(Tap(cid), "A")  # turned: a quarter of what it covered shows
        same_as_all_painted(win)
        settle()
    top = top_card_over_hidden(win)
    cid = next(c for c, card in game.state.cards.items() if f"o{card.obj}" == top.vid)
    from tabletop.model.commands import Move
    game.apply(Move(cid, "graveyard"), "A")
    same_as_all_painted(win)


def test_cards_with_pictures_solid_and_see_through(qtbot, monkeypatch):
    """Card images: a solid picture hides what is under it, one with transparent pixels hides
    nothing; the picture is the same as with every card painted."""
    from tabletop.ui.table.scene import TableScene
    from tabletop.ui.table.view import TableView
    solid, clear = QPixmap(244, 340), QPixmap(244, 340)
    solid.fill(QColor(90, 120, 60))
    clear.fill(Qt.transparent)
    p = QPainter(clear)
    p.fillRect(QRectF(0, 0, 244, 200), QColor(200, 60, 60))  # the bottom see-through
    p.end()
    monkeypatch.setattr(cardart, "image_hook",
                        lambda facts, lang, fetch: solid if "Forest" in facts["name"] else
                        clear if "Island" in facts["name"] else None)
    sc = TableScene()
    view = TableView(sc)
    qtbot.addWidget(view)
    view.resize(1280, 720)
    sc.sync(crowded_game().view_for("A"))
    view.show()
    view.fit()
    settle()
    hidden = set(sc.occlusion.hidden)
    assert hidden
    names = {it.ov.facts["name"] for it in set(sc.items_by_id.values()) - hidden
             if it.ov.facts and not it.ov.face_down}
    assert {"Forest", "Island"} <= names
    now = view.viewport().grab().toImage()
    sc.occlusion.set_enabled(False)
    assert view.viewport().grab().toImage() == now


def test_see_through_pictures_hide_nothing():
    """A card picture with transparent pixels (a PNG with alpha) is no card's cover."""
    clear = QPixmap(60, 84)
    clear.fill(QColor(10, 20, 30, 128))
    solid = QPixmap(60, 84)
    solid.fill(QColor(10, 20, 30))
    assert not cardart.opaque(cardart._image_face(clear, 1.0, False))
    assert cardart.opaque(cardart._image_face(solid, 1.0, False))
    assert not cardart.opaque(cardart.turned(cardart._image_face(clear, 1.0, False)))
    assert cardart.opaque(cardart.back_pixmap(1.0))
    assert not cardart.opaque(QPixmap(cardart.back_pixmap(1.0).size()))  # not drawn here
    # a scan with transparent rounded corners (a PNG) hides what is under it but its corners
    for level in (0.6, 1.0, 2.3):
        scan = QPixmap(488, 680)
        scan.fill(Qt.transparent)
        p = QPainter(scan)
        p.setRenderHint(QPainter.Antialiasing)
        p.setBrush(QColor(120, 90, 60))
        p.setPen(Qt.NoPen)
        p.drawRoundedRect(QRectF(0, 0, 488, 680), 24, 24)
        p.end()
        assert scan.hasAlphaChannel()
        assert cardart.opaque(cardart._image_face(scan, level, False))
        p = QPainter(scan)
        p.setCompositionMode(QPainter.CompositionMode_Clear)
        p.fillRect(QRectF(240, 560, 40, 40), Qt.transparent)  # a hole: no cover
        p.end()
        assert not cardart.opaque(cardart._image_face(scan, level, False))
