"""A table that fits (issue 11, item 4): the view refits as the window changes size unless the
user zoomed or panned, cards never fall below a readable size, a big hand fans under its label,
tapped cards keep clear of their neighbours, a token shows it is one, closed panels come back
from the View menu, the preview follows the card, and cards are drawn at the zoom they are shown
at. Real mouse and key events on the viewport where the user acts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDockWidget

from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.ui.table import cardart
from tabletop.ui.table import layout as L

from .conftest import forget_the_mouse, item_of, small_setup


def _settle(win, rounds: int = 8) -> None:
    for _ in range(rounds):
        QApplication.processEvents()


def _window(qtbot, monkeypatch, tmp_path, game, seat: str = "Alice", size=(1280, 720)):
    from tabletop.ui.window import MainWindow
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    w = MainWindow(game, seat, quiet=True)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    _settle(w)
    forget_the_mouse(w)
    return w


def _on_screen(win, rect: QRectF) -> QRectF:
    """A scene rect in viewport pixels."""
    return QRectF(win.view.mapFromScene(rect).boundingRect())


def _card_px(win) -> float:
    """The on-screen width of an untapped card."""
    it = next(i for i in win.scene.items_by_id.values() if not i.ov.tapped)
    return _on_screen(win, it.sceneBoundingRect()).width()


def _hand_inside(win, seat: str = "Alice") -> bool:
    hand = _on_screen(win, win.scene.seat_rects(seat).hand)
    vp = QRectF(win.view.viewport().rect()).adjusted(-1, -1, 1, 1)
    return vp.contains(hand)


@pytest.fixture
def midgame(qtbot, monkeypatch, tmp_path):
    from tabletop.session import opening as demo
    return _window(qtbot, monkeypatch, tmp_path, demo.midgame())


def test_resizing_the_window_refits_the_table(midgame):
    w = midgame
    small = _card_px(w)
    assert small >= L.MIN_CARD_PX - 0.5  # readable at 1280x720 (63.6 px at the least)
    assert _hand_inside(w)
    bf = w.scene.seat_rects("Alice").battlefield
    w.resize(1920, 1080)
    _settle(w)
    big = _card_px(w)
    assert big > small * 1.25, (small, big)
    assert _hand_inside(w)
    # the table fills the view: no felt beyond it, no scroll bar
    assert w.view.verticalScrollBar().maximum() == 0
    assert w.view.horizontalScrollBar().maximum() == 0
    vp = w.view.viewport().rect()
    table = _on_screen(w, w.scene.sceneRect())
    assert table.width() >= vp.width() - 2 and table.height() >= vp.height() - 2
    # the battlefield grows with the room (in scene units, beyond the cards' own growth)
    assert w.scene.seat_rects("Alice").battlefield.width() * big > bf.width() * small
    w.resize(1024, 700)
    _settle(w)
    assert _card_px(w) >= L.MIN_CARD_PX - 0.5  # never below readable: it scrolls instead
    assert _hand_inside(w)


def test_empty_piles_shrink_and_the_others_take_the_room(midgame):
    piles = midgame.scene.seat_rects("Alice").piles
    assert piles["command"].height() < piles["library"].height() - L.CARD_H / 2
    assert midgame.scene.piles[("Alice", "library")].card.isVisible()


def _wheel(win, up: bool, mods=Qt.ControlModifier) -> None:
    vp = win.view.viewport()
    pos = QPointF(vp.rect().center())
    ev = QWheelEvent(pos, QPointF(vp.mapToGlobal(pos.toPoint())), QPoint(0, 0),
                     QPoint(0, 120 if up else -120), Qt.NoButton, mods, Qt.NoScrollPhase,
                     False)
    QApplication.sendEvent(vp, ev)
    _settle(win)


def test_after_a_user_zoom_a_resize_does_not_refit_and_ctrl0_does(midgame):
    w = midgame
    _wheel(w, up=True)
    zoomed = w.view.transform().m11()
    w.resize(1920, 1080)
    _settle(w)
    assert w.view.transform().m11() == pytest.approx(zoomed)  # the user's zoom stays
    w.activateWindow()
    QTest.keyClick(w, Qt.Key_0, Qt.ControlModifier)  # View > Fit the table
    _settle(w)
    fitted = w.view.transform().m11()
    assert fitted != pytest.approx(zoomed)
    assert w.view.verticalScrollBar().maximum() == 0
    w.resize(1280, 720)  # fitting again, it follows the window again
    _settle(w)
    assert w.view.transform().m11() < fitted


def test_zoom_draws_the_cards_at_their_new_size(midgame, qtbot):
    """Sharp text at every zoom: after zooming, the cards in sight are drawn for the zoom (one
    pixmap pixel per screen pixel, copied as is), not a picture scaled up."""
    w = midgame
    it = item_of(w, next(c for c, card in w.ctl.game.state.cards.items()
                         if card.zone == "hand" and card.owner == "Alice"))
    before = it.pixmap().width()
    for _ in range(3):
        _wheel(w, up=True)
    qtbot.wait(200)  # the cards are drawn again after the burst of zooms
    _settle(w)
    level = w.view.transform().m11() * w.view.devicePixelRatioF()
    assert it.pixmap().width() == round(cardart.CARD_W * level) > before * 1.3
    assert it.transformationMode() == Qt.FastTransformation
    assert it.scale() * level == pytest.approx(1)  # one pixmap pixel per screen pixel


def _big_hand_game(n: int = 15):
    setup = small_setup()
    for i in range(n - 2):
        setup["cards"].append({"id": f"a-extra{i}", "facts": ("bolt", "angel", "island")[i % 3],
                               "owner": "Alice", "zone": "hand"})
    return new_game(setup, seed=1)


def test_a_hand_of_15_cards_fans_under_its_label(qtbot, monkeypatch, tmp_path):
    w = _window(qtbot, monkeypatch, tmp_path, _big_hand_game(15))
    hand = [i for i in w.scene.items_by_id.values() if i.ov.zone == "hand" and i.ov.owner ==
            "Alice"]
    assert len(hand) == 15
    frame = next(f for f in w.scene.frames if getattr(f, "rect", None) and
                 f.rect() == w.scene.seat_rects("Alice").hand)
    label = frame.text.sceneBoundingRect()
    assert "hand (15)" in frame.text.text()
    for it in hand:
        r = it.sceneBoundingRect()
        assert not r.intersects(label), it.ov
        assert frame.rect().contains(r), it.ov
    assert _hand_inside(w)


def _creatures_game():
    setup = small_setup("off")
    for i in range(4):
        setup["cards"].append({"id": f"a-bear{i}", "facts": "bears", "owner": "Alice",
                               "zone": "battlefield"})
    return new_game(setup, seed=1)


def test_a_tapped_card_does_not_cover_its_neighbours(qtbot, monkeypatch, tmp_path):
    w = _window(qtbot, monkeypatch, tmp_path, _creatures_game())
    bears = sorted((item_of(w, f"a-bear{i}") for i in range(4)), key=lambda i: i.pos().x())
    middle = bears[1]
    vp = w.view.viewport()
    pt = w.view.mapFromScene(middle.pos())
    QTest.mouseDClick(vp, Qt.LeftButton, Qt.NoModifier, pt)  # a double-click taps it
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, pt)
    _settle(w)
    tapped = [i for i in w.scene.items_by_id.values() if i.ov.tapped]
    assert len(tapped) == 1
    cards = [i for i in w.scene.items_by_id.values() if i.ov.zone == "battlefield"]
    for it in tapped:
        r = it.sceneBoundingRect()
        assert r.width() > r.height()  # turned a quarter
        for other in cards:
            if other is not it:
                assert not r.intersects(other.sceneBoundingRect()), other.ov


def test_a_token_is_visibly_a_token(qtbot, monkeypatch, tmp_path):
    setup = small_setup("off")
    setup["cards"].append({"id": "a-bf-forest", "facts": "forest", "owner": "Alice",
                           "zone": "battlefield"})
    w = _window(qtbot, monkeypatch, tmp_path, new_game(setup, seed=1))
    w.ctl.run(C.CopyCard("Alice", "a-bf-forest"), "copy")
    _settle(w)
    card = item_of(w, "a-bf-forest")
    token = next(i for i in w.scene.items_by_id.values() if i.ov.token)
    assert token.ov.facts["name"] == card.ov.facts["name"] == "Forest"
    assert token.pixmap().size() == card.pixmap().size()
    assert token.pixmap().toImage() != card.pixmap().toImage()  # drawn with its TOKEN band
    assert "token" in token.accessible_name and "token" not in card.accessible_name


def test_a_closed_panel_comes_back_from_the_view_menu(win):
    dock = next(d for d in win.findChildren(QDockWidget) if d.widget() is win.log)
    close = next(b for b in dock.findChildren(QAbstractButton)
                 if b.objectName() == "qt_dockwidget_closebutton")
    QTest.mouseClick(close, Qt.LeftButton)
    _settle(win)
    assert not dock.isVisible()
    view_menu = next(a.menu() for a in win.menuBar().actions() if a.text() == "&View")
    panels = next(a.menu() for a in view_menu.actions() if a.menu() is not None
                  and a.menu().objectName() == "panels")
    entry = next(a for a in panels.actions() if a.text() == dock.windowTitle())
    assert not entry.isChecked()
    entry.trigger()
    _settle(win)
    assert dock.isVisible() and entry.isChecked()


def test_the_preview_follows_the_card_without_hovering_again(win):
    vp = win.view.viewport()
    QTest.mouseMove(vp, win.view.mapFromScene(item_of(win, "a-mist").pos()))
    _settle(win)
    assert win.preview.accessibleDescription().startswith("face-down #1")
    before = win.preview.pixmap().toImage()
    win.ctl.run(C.TurnFaceUp("Alice", "a-mist", "effect"), "turn up", override=True)
    _settle(win)
    assert win.ctl.game.state.cards["a-mist"].face_down is None
    assert win.preview.accessibleDescription().startswith("Primordial Mist")
    assert win.preview.pixmap().toImage() != before
    win.ctl.run(C.AddCounter("a-mist"), "counter")
    _settle(win)
    assert "counter" in win.preview.accessibleDescription()
    # moved to another zone (a new object): Alice knew the card and still does, so it follows
    win.ctl.run(C.Move("a-mist", "graveyard"), "to the graveyard", override=True)
    _settle(win)
    assert win.preview.accessibleDescription() == "Primordial Mist, in graveyard"


def test_the_preview_does_not_follow_a_card_the_seat_does_not_know(win):
    vp = win.view.viewport()
    QTest.mouseMove(vp, win.view.mapFromScene(item_of(win, "b-angel").pos()))
    _settle(win)
    assert win.preview.accessibleDescription().startswith("face-down #3")
    win.ctl.game.apply(C.Move("b-angel", "hand"), "Bob")  # back to Bob's hand, unrevealed
    _settle(win)
    assert win.preview.pixmap() is None or win.preview.pixmap().isNull()
    assert win.preview.accessibleDescription() == win.preview.toolTip() == ""


def test_the_preview_is_drawn_at_its_own_size(win):
    vp = win.view.viewport()
    QTest.mouseMove(vp, win.view.mapFromScene(item_of(win, "a-forest").pos()))
    _settle(win)
    # the face drawn for the preview's size, not the table's small picture scaled up
    assert win.preview._source.width() >= min(win.preview.width() - 10, 360) - 2


def test_fit_scale_is_the_largest_ladder_step_that_fits():
    needs = {"A": L.Needs(4, 3, {"library"}), "B": L.Needs(0, 0, {"library"})}
    for vw, vh in ((800, 650), (1200, 1000), (600, 500), (2400, 1400)):
        s = L.fit_scale(2, vw, vh, needs)
        assert L.MIN_SCALE <= s <= L.ladder_scale(L.MAX_STEP)
        if s > L.MIN_SCALE:
            assert L.fits(2, vw / s, vh / s, needs)
        if s < L.ladder_scale(L.MAX_STEP):
            bigger = s * L.LADDER
            assert not L.fits(2, vw / bigger, vh / bigger, needs)
    # more permanents than the rows hold: another row, never smaller cards than the minimum
    crowded = {"A": L.Needs(40, 12, {"library"})}
    s = L.fit_scale(2, 600, 500, crowded)
    assert s == pytest.approx(L.MIN_SCALE)
    t = L.compute(["A", "B"], "A", 600 / s, 500 / s, crowded)
    a = t.seats[0]
    nl, ld = L.rows_needed(crowded["A"], a.battlefield.width())
    places, lands = L.auto_places(a, 40, 12)
    assert all(0 <= y <= a.battlefield.height() - L.CARD_H for _, y in places + lands)
    assert max(y for _, y in places) + L.CARD_H <= min(y for _, y in lands)  # no overlap
    assert t.rect.height() > 500 / s  # the table scrolls


def test_a_card_put_far_away_keeps_its_place_in_a_small_window(midgame):
    """The battlefield keeps the room the cards with places of their own need: shrinking the
    window makes it scroll, it doesn't push them onto their neighbours."""
    w = midgame
    st = w.ctl.game.state
    cid = next(c for c in st.zones["battlefield"] if st.cards[c].controller == "Alice"
               and st.cards[c].face_down is not None)
    w.resize(1920, 1080)
    _settle(w)
    w.ctl.run(C.MoveOnTable(cid, 1000.0, 150.0), "move")
    w.resize(1024, 700)
    _settle(w)
    bf = w.scene.seat_rects("Alice").battlefield
    tl = item_of(w, cid).top_left()
    assert (tl.x() - bf.left(), tl.y() - bf.top()) == pytest.approx((1000.0, 150.0))
    assert w.view.horizontalScrollBar().maximum() > 0  # the table scrolls instead


def test_a_lessons_outline_keeps_to_its_card_when_the_table_refits(win):
    win.lessons_menu.start_lesson("tracking-markers")
    win.lessons.play_to(2)  # the step about Exalted Angel: its card is outlined
    _settle(win)
    card = win.lessons.outlined_items()[0]
    outline = next(c for c in card.childItems() if c.data(2) == "highlight")

    def margin() -> float:
        o, c = outline.sceneBoundingRect(), card.sceneBoundingRect()
        assert o.contains(c)
        return o.width() - c.width()

    before = margin()
    level = card.level
    win.resize(1920, 1080)
    _settle(win)
    assert card.level != level  # drawn again for the new size
    assert margin() == pytest.approx(before, abs=2)


@pytest.mark.parametrize("width", [1280, 1900])
def test_the_status_text_says_what_fits_beside_the_phase_bar(qtbot, monkeypatch, tmp_path,
                                                             width):
    """At 1280 px the phase bar leaves the status text too little room for its sentence: it
    draws its short form (turn and active player; the step is lit on the bar), never a
    sentence cut in a word; wide, the whole sentence. Its text, tooltip and accessible name
    are always the whole sentence."""
    from tabletop.session import opening as demo
    win = _window(qtbot, monkeypatch, tmp_path, demo.midgame(seed=3), size=(width, 900))
    status = win.status
    whole = status.text()
    assert "viewing as Alice" in whole and status.accessibleName() == whole
    assert status.toolTip() == whole
    shown = status.shown_text()
    fits = status.fontMetrics().horizontalAdvance(shown) <= status.contentsRect().width()
    assert fits and not shown.endswith("…")
    if width == 1280:
        assert shown != whole and shown.startswith("Turn ") and "active: " in shown
    else:
        assert shown == whole
