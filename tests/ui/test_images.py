"""Card images in the window, against a real HTTP server on 127.0.0.1 started by the test: the
seat's face-up cards are fetched once and cached, a 429 is asked again later, a hidden card is
never named in a request, the user's pictures folder wins over the network."""

from __future__ import annotations

import json
import time

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from tabletop.carddata import images as I
from tabletop.rules import new_game
from tabletop.ui.table import actions as A
from tabletop.ui.table import cardart
from tests.imageserver import ImageServer, png_bytes
from tests.ui.conftest import small_setup

HIDDEN = ("Primordial Mist", "Lightning Bolt", "Exalted Angel", "Ruthless Ripper",
          "Grinning Demon")  # Alice's face-down cards, Bob's morph, Bob's hand and library
SHOWN = ("Forest", "Grizzly Bears")  # Alice's hand


@pytest.fixture
def server():
    s = ImageServer(png_bytes(rgb=(200, 40, 40)))
    yield s
    s.stop()


def _settings(home, **values) -> None:
    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / "ui.json").write_text(json.dumps(values))


def _window(qtbot, monkeypatch, home, online: bool = True):
    from tabletop.ui.window import MainWindow
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    if online:  # this test turns downloads on, on its own server
        monkeypatch.delenv(I.OFFLINE_ENV, raising=False)
    w = MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    return w


def _item(win, name: str):
    return next(it for it in win.scene.items_by_id.values()
                if it.ov.facts and it.ov.facts["name"] == name and not it.ov.face_down)


def _centre(pm) -> QColor:
    img = pm.toImage()
    return img.pixelColor(img.width() // 2, img.height() // 2)


def _is(colour: QColor, rgb) -> bool:
    return all(abs(a - b) <= 12 for a, b in zip((colour.red(), colour.green(), colour.blue()),
                                                rgb, strict=True))


def _settle(qtbot, ms: int = 400) -> None:
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        QApplication.processEvents()
        qtbot.wait(20)


def test_face_up_cards_fetched_once_cached_and_hidden_cards_never_named(qtbot, monkeypatch,
                                                                        tmp_path, server):
    home = tmp_path / "home"
    _settings(home, image_download=True, image_sources=[server.url("/img/{name}.png")])
    win = _window(qtbot, monkeypatch, home)
    qtbot.waitUntil(lambda: all(server.saw(n) for n in SHOWN), timeout=5000)
    qtbot.waitUntil(lambda: _is(_centre(_item(win, "Forest").pixmap()), (200, 40, 40)),
                    timeout=5000)
    forest = _item(win, "Forest")
    assert forest.pixmap().size() == win.scene.items_by_id[forest.vid].pixmap().size()
    # the card's size on the table is unchanged: the image is drawn at the size of the card
    assert forest.pixmap().size().toTuple() == cardart.pixel_size(forest.level)
    # the hover preview shows the image
    win.table.on_hover(forest.vid)
    assert _is(_centre(win.preview.pixmap()), (200, 40, 40))
    # Alice peeks at her own face-down card: its face shows, but nothing is fetched for it
    mist = next(it for it in win.scene.items_by_id.values()
                if it.ov.face_down and it.ov.marker and it.ov.marker["order"] == 1)
    win.table.card_action(next(a for a in A.CARD_ACTIONS if a.id == "peek"), mist.vid)
    _settle(qtbot)
    assert all(server.saw(n) == 1 for n in SHOWN), server.requests
    assert not [r for r in server.requests if any(h in r for h in HIDDEN)], server.requests
    assert len(list((home / "cache" / "images").iterdir())) == 2
    # a new window with the server stopped: the images come from the cache
    server.stop()
    win.close()
    again = _window(qtbot, monkeypatch, home)
    qtbot.waitUntil(lambda: _is(_centre(_item(again, "Grizzly Bears").pixmap()), (200, 40, 40)),
                    timeout=5000)
    assert len(server.requests) == 2


def test_a_429_is_asked_again_after_retry_after(qtbot, monkeypatch, tmp_path, server):
    home = tmp_path / "home"
    server.busy["Forest"] = [429]
    server.retry_after = "1"
    _settings(home, image_download=True, image_sources=[server.url("/{name}.png")])
    start = time.monotonic()
    win = _window(qtbot, monkeypatch, home)
    qtbot.waitUntil(lambda: server.saw("Forest") == 2, timeout=6000)
    assert time.monotonic() - start >= 0.9
    qtbot.waitUntil(lambda: _is(_centre(_item(win, "Forest").pixmap()), (200, 40, 40)),
                    timeout=5000)
    qtbot.waitUntil(lambda: server.saw("Grizzly Bears") == 1, timeout=5000)
    _settle(qtbot, 200)
    assert server.saw("Forest") == 2 and server.saw("Grizzly Bears") == 1


def _jpeg(rgb) -> bytes:
    img = QImage(40, 56, QImage.Format_RGB32)
    img.fill(QColor(*rgb))
    ba = QByteArray()
    buf = QBuffer(ba)
    buf.open(QIODevice.WriteOnly)
    assert img.save(buf, "JPEG")
    return bytes(ba)


def test_local_pictures_folder_wins_over_the_network(qtbot, monkeypatch, tmp_path, server):
    home = tmp_path / "home"
    pics = tmp_path / "pics"
    jpg = pics / "downloadedPics" / "TSP" / "Forest.full.jpg"
    jpg.parent.mkdir(parents=True)
    jpg.write_bytes(_jpeg((30, 160, 60)))
    _settings(home, image_download=True, image_pics=str(pics),
              image_sources=[server.url("/{name}.png")])
    win = _window(qtbot, monkeypatch, home)
    qtbot.waitUntil(lambda: _is(_centre(_item(win, "Forest").pixmap()), (30, 160, 60)),
                    timeout=5000)
    qtbot.waitUntil(lambda: server.saw("Grizzly Bears") == 1, timeout=5000)
    _settle(qtbot, 200)
    assert server.saw("Forest") == 0


def test_no_download_when_off_or_offline_and_the_drawn_card_stays(qtbot, monkeypatch, tmp_path,
                                                                  server):
    home = tmp_path / "home"
    _settings(home, image_download=False, image_sources=[server.url("/{name}.png")])
    win = _window(qtbot, monkeypatch, home)
    _settle(qtbot)
    drawn = _centre(_item(win, "Forest").pixmap())
    assert not _is(drawn, (200, 40, 40))
    win.close()
    _settings(home, image_download=True, image_sources=[server.url("/{name}.png")])
    monkeypatch.setenv(I.OFFLINE_ENV, "1")  # as the whole suite runs
    win = _window(qtbot, monkeypatch, home, online=False)
    _settle(qtbot)
    assert server.requests == []


def test_clear_image_cache_from_settings(qtbot, monkeypatch, tmp_path, server):
    home = tmp_path / "home"
    _settings(home, image_download=True, image_sources=[server.url("/{name}.png")])
    win = _window(qtbot, monkeypatch, home)
    qtbot.waitUntil(lambda: len(list((home / "cache" / "images").glob("*.png"))) == 2,
                    timeout=5000)
    from tabletop.ui.table.images import ImageSettingsDialog, service_for
    dlg = ImageSettingsDialog(service_for(win), win)
    dlg.findChild(type(dlg.download), "image_download").setChecked(False)
    from PySide6.QtWidgets import QPushButton
    dlg.findChild(QPushButton, "clear_image_cache").click()
    assert list((home / "cache" / "images").glob("*.png")) == []
    dlg.accept()
    saved = json.loads((home / "config" / "ui.json").read_text())
    assert saved["image_download"] is False
    # the table falls back to the drawn card, and asks nothing more
    _settle(qtbot)
    assert not _is(_centre(_item(win, "Forest").pixmap()), (200, 40, 40))
    assert len(server.requests) == 2


def test_cli_writes_a_jpeg_from_the_pictures_folder_as_png(tmp_path, monkeypatch, capsys):
    from tabletop.cli import main as cli
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    pics = tmp_path / "pics"
    (pics / "LEA").mkdir(parents=True)
    (pics / "LEA" / "Grizzly Bears.jpg").write_bytes(_jpeg((10, 20, 200)))
    out = tmp_path / "b.png"
    assert cli(["cards", "image", "Grizzly Bears", "--out", str(out), "--pics", str(pics)]) == 0
    assert capsys.readouterr().out == f"local {pics / 'LEA' / 'Grizzly Bears.jpg'}\n"
    img = QImage(str(out))
    assert out.read_bytes().startswith(b"\x89PNG") and img.width() == 40
    assert _is(img.pixelColor(20, 28), (10, 20, 200))


def test_the_preview_shows_the_image_when_it_arrives(qtbot, monkeypatch, tmp_path, server):
    """Hovered before its image came: the preview draws the card again, at its own size."""
    home = tmp_path / "home"
    server.busy["Forest"] = [429]  # the image comes a second later
    server.retry_after = "1"
    _settings(home, image_download=True, image_sources=[server.url("/img/{name}.png")])
    win = _window(qtbot, monkeypatch, home)
    forest = _item(win, "Forest")
    win.table.on_hover(forest.vid)
    assert not _is(_centre(win.preview.pixmap()), (200, 40, 40))  # the drawn card first
    qtbot.waitUntil(lambda: _is(_centre(win.preview.pixmap()), (200, 40, 40)), timeout=5000)
    assert win.preview._source.width() >= min(win.preview.width() - 10, 360) - 2  # its size


def test_an_image_qt_cant_decode_is_not_kept_and_the_next_source_is_asked(qtbot, monkeypatch,
                                                                          tmp_path, server):
    """The one downloader (`carddata.images.download`, in the app's worker threads) takes an
    image only when Qt can decode it: a PNG signature on garbage is neither shown nor cached."""
    home = tmp_path / "home"
    bad = ImageServer(b"\x89PNG\r\n\x1a\n" + b"not really" * 20)
    try:
        _settings(home, image_download=True,
                  image_sources=[bad.url("/{name}.png"), server.url("/{name}.png")])
        win = _window(qtbot, monkeypatch, home)
        qtbot.waitUntil(lambda: _is(_centre(_item(win, "Forest").pixmap()), (200, 40, 40)),
                        timeout=5000)
        qtbot.waitUntil(lambda: server.saw("Grizzly Bears") == 1, timeout=5000)
        _settle(qtbot, 200)
        assert bad.saw("Forest") == 1 and server.saw("Forest") == 1
        cached = list((home / "cache" / "images").iterdir())
        assert len(cached) == 2 and all(p.read_bytes() == server.body for p in cached)
        assert all(a.startswith("tabletop/") for a in server.agents + bad.agents)
    finally:
        bad.stop()


NEVER = (*HIDDEN, "Island")  # and Alice's own library: hidden from her too


def _repaint_everything(win, qtbot) -> None:
    """What makes the table draw its cards again: a refresh, a resize, hovering every card,
    switching the card language back and forth."""
    for _ in range(3):
        win.refresh()
        for item in list(win.scene.items_by_id.values()):
            win.table.on_hover(item.vid)
        win.resize(1300, 850)
        win.resize(1400, 900)
        _settle(qtbot, 100)


def test_a_card_turned_face_up_is_asked_for_and_hidden_cards_never(qtbot, monkeypatch, tmp_path,
                                                                   server):
    from tabletop.model import commands as C
    home = tmp_path / "home"
    _settings(home, image_download=True, image_sources=[server.url("/img/{name}.png")])
    win = _window(qtbot, monkeypatch, home)
    qtbot.waitUntil(lambda: all(server.saw(n) for n in SHOWN), timeout=5000)
    _repaint_everything(win, qtbot)
    assert not [r for r in server.requests if any(h in r for h in NEVER)], server.requests
    assert win.ctl.run(C.TurnFaceUp("Alice", "a-mist", "effect"), "turn up", override=True)
    qtbot.waitUntil(lambda: server.saw("Primordial Mist") == 1, timeout=5000)
    qtbot.waitUntil(lambda: _is(_centre(_item(win, "Primordial Mist").pixmap()), (200, 40, 40)),
                    timeout=5000)
    _repaint_everything(win, qtbot)
    still = [n for n in NEVER if n != "Primordial Mist"]
    assert not [r for r in server.requests if any(h in r for h in still)], server.requests
    assert len(server.requests) == 3  # each face-up card once


def test_offline_the_drawn_card_stays_no_dialog_and_no_retry_loop(qtbot, monkeypatch, tmp_path,
                                                                  server):
    """A network that fails (the connection closed with no answer): every card is asked for
    once, the drawn card stays, no dialog opens, and drawing the table again asks nothing."""
    from PySide6.QtWidgets import QDialog, QMessageBox
    server.broken = True
    home = tmp_path / "home"
    _settings(home, image_download=True,
              image_sources=[server.url("/a/{name}.png"), server.url("/b/{name}.png")])
    win = _window(qtbot, monkeypatch, home)
    qtbot.waitUntil(lambda: all(server.saw(n) == 2 for n in SHOWN), timeout=5000)
    _settle(qtbot, 300)
    asked = list(server.requests)
    _repaint_everything(win, qtbot)
    assert server.requests == asked and len(asked) == 4, server.requests
    assert not _is(_centre(_item(win, "Forest").pixmap()), (200, 40, 40))
    assert _item(win, "Forest").pixmap().size().toTuple() == \
        cardart.pixel_size(_item(win, "Forest").level)
    shown = [w for w in QApplication.topLevelWidgets()
             if isinstance(w, (QDialog, QMessageBox)) and w.isVisible()]
    assert shown == [] and win.last_error is None


def _lang_window(qtbot, monkeypatch, home, lang: str):
    """A window whose card language is `lang` from the start (as the app sets the saved one
    before the first turn of the event loop)."""
    from tabletop.ui.window import MainWindow
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    monkeypatch.delenv(I.OFFLINE_ENV, raising=False)
    w = MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True)
    w.set_lang(lang, remember=False)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_images_in_the_card_language_with_english_when_there_is_none(qtbot, monkeypatch,
                                                                     tmp_path, server):
    """Forest has a German printing, Grizzly Bears none: in German, Forest's German image; a
    German image that isn't there is asked for once, then the English one (cached under its
    own key); drawing again asks nothing more."""
    green = png_bytes(rgb=(30, 160, 60))
    server.bodies["/de/"] = green
    sources = [server.url("/{lang}/{name}.png"), server.url("/{name}.png")]
    home = tmp_path / "home"
    _settings(home, image_download=True, image_sources=sources)
    win = _lang_window(qtbot, monkeypatch, home, "de")
    qtbot.waitUntil(lambda: _is(_centre(_item(win, "Forest").pixmap()), (30, 160, 60)),
                    timeout=5000)
    qtbot.waitUntil(lambda: _is(_centre(_item(win, "Grizzly Bears").pixmap()), (200, 40, 40)),
                    timeout=5000)
    assert sorted(server.requests) == ["/de/Forest.png", "/en/Grizzly Bears.png"]
    win.close()
    server.requests.clear()
    server.missing.add("/de/")  # no German Forest to be had
    home2 = tmp_path / "home2"
    _settings(home2, image_download=True, image_sources=sources)
    win = _lang_window(qtbot, monkeypatch, home2, "de")
    qtbot.waitUntil(lambda: _is(_centre(_item(win, "Forest").pixmap()), (200, 40, 40)),
                    timeout=5000)
    _repaint_everything(win, qtbot)
    assert sorted(server.requests) == ["/de/Forest.png", "/en/Forest.png",
                                       "/en/Grizzly Bears.png"]
    assert len(list((home2 / "cache" / "images").iterdir())) == 2


def test_counters_and_damage_badges_never_cover_each_other(qtbot):
    """Seen on the screenshot of a table with images: "2× +1/+1" was cut by "dmg 1" (they
    shared a row). The damage badge goes above the counters when there is no room beside."""
    from tabletop.ui.table.cardart import CARD_H, CARD_W, SCALE, back_pixmap, overlay_pixmap
    pink = (0xff, 0xd9, 0xd9)

    def at(pm, x, y) -> QColor:
        return pm.toImage().pixelColor(int(x * SCALE), int(y * SCALE))

    base = back_pixmap()
    alone = overlay_pixmap(base, {}, 1, False)
    assert _is(at(alone, CARD_W - 6.5, CARD_H - 31), pink)  # its own row, at the right
    both = overlay_pixmap(base, {"+1/+1": 2}, 1, False)
    assert not _is(at(both, CARD_W - 6.5, CARD_H - 31), pink)  # not on the counter's row
    assert _is(at(both, CARD_W - 6.5, CARD_H - 47), pink)  # the row above
    assert _is(at(both, 8, CARD_H - 31), (255, 255, 255))  # the counter's badge
