"""Benchmark of the table (not part of the test suite).

Run: QT_QPA_PLATFORM=offscreen python3 tests/benchmarks/bench_table.py
Prints, beside the budgets of issue 5: with 2,000 cards a full repaint (<= 16 ms) and a drag
frame (<= 2 ms); with 2,000 cards, from `game.apply` of a tap to the scene updated (<= 16 ms, one
frame: DESIGN.md's "only the affected items"); with 10,000 cards no crash and a drag frame
(<= 8 ms); a card item's paint cost against a plain pixmap item of the same size (<= 1.5x);
start-up to the first painted window against a bare PySide6 window measured in the same run
(<= 1.5x); the time from opening the storage benchmark's saved game (2,249 objects, 20,000
events: tests/storage/gamegen.py) in a window to its first painted table (<= 1 s, issue 11);
and with an image on every face-up card (issue 27: 200 distinct pictures made with Qt in a
pictures folder, read before the figures are taken) the 2,000-card figures again: full repaint
(<= 16 ms), drag frame (<= 2 ms), a tap to the scene updated (<= 16 ms).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TABLETOP_OFFLINE", "1")  # no card image downloads (nothing leaves)
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtGui import QPixmapCache  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsPixmapItem, QGraphicsScene  # noqa: E402

from tabletop.carddata.demo import bundled_lookup  # noqa: E402
from tabletop.rules import new_game  # noqa: E402
from tabletop.ui.table import cardart  # noqa: E402
from tabletop.ui.table.scene import TableScene  # noqa: E402
from tabletop.ui.table.view import TableView  # noqa: E402
from tests.tablegen import crowded_game  # noqa: E402

NAMES = ["Grizzly Bears", "Forest", "Exalted Angel", "Den Protector", "Lightning Bolt",
         "Island", "Hooded Hydra", "Primordial Mist"]
METHODS = ["manifest", "morph", "cloak", "megamorph", "disguise", "manifest_dread"]


def big_game(n: int):
    return crowded_game(n, NAMES, METHODS, (1200, 300), 4)


def table(n: int):
    game = big_game(n)
    scene = TableScene()
    view = TableView(scene)
    view.resize(1600, 1000)
    t = time.perf_counter()
    scene.sync(game.view_for("A"))
    build = time.perf_counter() - t
    view.show()
    view.fit()
    QApplication.processEvents()
    return game, scene, view, build


def full_repaint_ms(view, rounds: int = 30) -> float:
    vp = view.viewport()
    vp.repaint()
    times = []
    for _ in range(rounds):
        t = time.perf_counter()
        vp.repaint()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def drag_frame_ms(scene, view, frames: int = 120) -> float:
    """Real mouse moves on the viewport with a card grabbed; one frame = the move plus the
    (minimal) repaint it causes."""
    item = next(iter(scene.items_by_id.values()))
    vp = view.viewport()
    view.centerOn(item)
    QApplication.processEvents()
    start = view.mapFromScene(item.pos())
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start)
    QApplication.processEvents()
    times = []
    for i in range(frames):
        pt = start + QPointF(3 * (i % 20), 2 * (i % 20)).toPoint()
        t = time.perf_counter()
        QTest.mouseMove(vp, pt)
        QApplication.processEvents()
        QApplication.processEvents()
        times.append(time.perf_counter() - t)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, start)
    QApplication.processEvents()
    return statistics.median(times[5:]) * 1000


def item_paint_ratio(n: int = 2000) -> tuple[float, float]:
    game = big_game(n)
    card_scene = TableScene()
    card_scene.sync(game.view_for("A"))
    for it in list(card_scene.frames):  # compare the cards alone
        card_scene.removeItem(it)
    card_view = TableView(card_scene)
    card_view.resize(1600, 1000)
    card_view.show()
    card_view.fit()  # laid out and drawn for the view (cards drawn at its level)
    QApplication.processEvents()
    plain_scene = QGraphicsScene()
    plain_scene.setSceneRect(card_scene.sceneRect())
    for it in card_scene.items_by_id.values():  # the same picture size, place and turn
        p = QGraphicsPixmapItem(cardart.back_pixmap(it.level))
        p.setOffset(it.offset())
        p.setScale(it.scale())
        p.setRotation(it.rotation())
        p.setPos(it.pos())
        plain_scene.addItem(p)
    plain_view = TableView(plain_scene)  # the same view settings, the same zoom
    plain_view.auto_fit = False
    plain_view.resize(1600, 1000)
    plain_view.setTransform(card_view.transform())
    plain_view.show()
    QApplication.processEvents()
    out = []
    for v in (card_view, plain_view):
        out.append(full_repaint_ms(v))
        v.hide()
    return out[0], out[1]


def tap_update_ms(n: int = 2000, rounds: int = 40, game=None,
                  images: bool = False) -> tuple[float, float]:
    """The whole way of one action through the main window: `game.apply` of a tap (or untap),
    the controller's delta, the scene's items, the log and the status bar, to the item showing
    the new state. Also a full rebuild of the same window's scene (seat switch, new game).
    (The window's card images, if any, are all read before.)"""
    from tabletop.model.commands import Tap, Untap
    from tabletop.ui.table.images import service_for
    from tabletop.ui.window import MainWindow
    game = big_game(n) if game is None else game
    win = MainWindow(game, "A", quiet=True)
    win.resize(1600, 1000)
    win.show()
    QApplication.processEvents()
    if images:
        held = images_read(service_for(win), game)
        print(f"{'  (the window read its pictures:':<52} {held:8d})")
    st = game.state
    cid = next(c for c in st.zones["battlefield"] if st.cards[c].controller == "A")
    times = []
    for _ in range(rounds):
        card = st.cards[cid]
        cmd = Untap(cid) if card.tapped else Tap(cid)
        t = time.perf_counter()
        game.apply(cmd, "A")
        times.append(time.perf_counter() - t)
        item = win.scene.items_by_id[f"o{card.obj}"]
        assert item.ov.tapped == card.tapped, "the scene did not follow the tap"
        QApplication.processEvents()
    full = []
    for _ in range(5):
        t = time.perf_counter()
        win.refresh()
        full.append(time.perf_counter() - t)
    win.close()
    return statistics.median(times) * 1000, statistics.median(full) * 1000


BARE = ("import time,sys\nfrom PySide6.QtCore import QEvent,QObject,QTimer\n"
        "from PySide6.QtWidgets import QApplication,QMainWindow,QLabel\n"
        "app=QApplication(sys.argv)\nw=QMainWindow()\nl=QLabel('hello')\nw.setCentralWidget(l)\n"
        "class P(QObject):\n def eventFilter(s,o,e):\n"
        "  if e.type()==QEvent.Paint: QTimer.singleShot(0,app.quit)\n  return False\n"
        "p=P()\nl.installEventFilter(p)\nw.resize(1500,950)\nw.show()\napp.exec()\n")


def startup_s(runs: dict[str, list[str]], rounds: int = 7) -> dict[str, float]:
    """Median wall time of each command line, the runs interleaved so load noise hits all.

    As an installed app starts: with its modules' bytecode cached. One run of each first fills
    a cache of its own (PYTHONPYCACHEPREFIX, a temporary folder: nothing written into the tree,
    and it works where PYTHONDONTWRITEBYTECODE is set, which would make every run compile
    tabletop's sources afresh, ~0.1 s)."""
    import tempfile
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               PYTHONPYCACHEPREFIX=tempfile.mkdtemp(prefix="tabletop-bench-pyc-"))
    warm = {k: v for k, v in env.items() if k != "PYTHONDONTWRITEBYTECODE"}
    for args in runs.values():
        subprocess.run([sys.executable, *args], env=warm, check=True, capture_output=True)
    times: dict[str, list[float]] = {k: [] for k in runs}
    for _ in range(rounds):
        for k, args in runs.items():
            t = time.perf_counter()
            subprocess.run([sys.executable, *args], env=env, check=True, capture_output=True)
            times[k].append(time.perf_counter() - t)
    return {k: statistics.median(v) for k, v in times.items()}


def open_big_game_s(rounds: int = 3) -> tuple[float, int, int]:
    """From File > Open of the storage benchmark's game in a shown window (`open_path`: read,
    load, scene, log) to the table's first paint (a paint event on the viewport), card art
    drawn afresh each time. Median wall time, faces drawn by then, cards on the table."""
    import tempfile

    from PySide6.QtCore import QEvent, QObject

    from tabletop import storage
    from tabletop.session.opening import demo_game
    from tabletop.ui.window import MainWindow
    from tests.storage.gamegen import big_game as storage_game
    home = Path(tempfile.mkdtemp(prefix="tabletop-bench-"))
    os.environ["TABLETOP_HOME"] = str(home)
    path = home / "big.tabletop"
    path.write_bytes(storage.dump_game(storage_game(2000, 20_000)))

    class Painted(QObject):
        """Paints the viewport's first paint event itself and notes when that paint ended
        (what follows in the same turn of the event loop is not part of it)."""
        at: float | None = None
        faces = 0

        def __init__(self, view) -> None:
            super().__init__()
            self.view = view

        def eventFilter(self, _obj, event) -> bool:
            if event.type() != QEvent.Paint or self.at is not None:
                return False
            self.view.viewportEvent(event)
            self.at = time.perf_counter()
            self.faces = cardart.drawn.get("face", 0)
            return True

    times, faces, cards = [], 0, 0
    for _ in range(rounds):
        cardart.clear_cache()
        win = MainWindow(demo_game(), "Alice", quiet=True)
        win.resize(1400, 900)
        win.show()
        QApplication.processEvents()
        painted = Painted(win.view)
        win.view.viewport().installEventFilter(painted)
        before = cardart.drawn.get("face", 0)
        t = time.perf_counter()
        if not win.files.open_path(path):
            raise SystemExit(f"{path}: the window refused the file")
        if win.seats.curtain_up():  # hot-seat: "I am …" at once, so the table is built and painted
            win.curtain.button.click()
        while painted.at is None:
            QApplication.processEvents()
        times.append(painted.at - t)
        faces = painted.faces - before
        cards = len(win.scene.items_by_id)
        win.view.viewport().removeEventFilter(painted)
        win.close()
        win.deleteLater()
        QApplication.processEvents()
    path.unlink()
    return statistics.median(times), faces, cards


# -- with an image on every card (issue 27) --

DISTINCT = 200  # different cards (and pictures) among the 2,000


def image_game(n: int, distinct: int = DISTINCT):
    """`big_game`'s table with `distinct` different cards (named "Forest 12"...), each of
    which has its own picture."""
    base = {k: bundled_lookup(k) for k in NAMES}
    names = [f"{NAMES[j % len(NAMES)]} {j}" for j in range(distinct)]
    facts = {nm: {**base[NAMES[j % len(NAMES)]], "name": nm} for j, nm in enumerate(names)}
    setup = {"players": ["A", "B"], "mode": "off", "facts": facts, "cards": []}
    for i in range(n):
        e = {"id": f"c{i}", "facts": names[i % distinct], "owner": "A" if i % 2 == 0 else "B",
             "zone": "battlefield", "pos": [(i * 37) % 1200, (i * 53) % 300],
             "tapped": i % 7 == 0}
        if i % 4 == 0:
            e["face_down"] = {"method": METHODS[i % len(METHODS)]}
        setup["cards"].append(e)
    return new_game(setup), names


def pictures_home(names) -> Path:
    """A home folder whose settings name a pictures folder with a picture of every card
    (downloads off); TABLETOP_HOME set to it."""
    import json
    import tempfile

    from tests.cardpics import make_pictures
    home = Path(tempfile.mkdtemp(prefix="tabletop-bench-images-"))
    pics = make_pictures(home / "pics", names)
    (home / "config").mkdir(parents=True)
    (home / "config" / "ui.json").write_text(json.dumps(
        {"image_pics": str(pics), "image_download": False}))
    os.environ["TABLETOP_HOME"] = str(home)
    return home


def images_read(svc, game) -> int:
    """Ask the image service for every card the game shows face up and turn the event loop
    until all are read (from the pictures folder); how many it has."""
    facts = {o.facts["name"]: o.facts for o in game.view_for("A").objects
             if o.known and o.facts}
    for f in facts.values():
        svc.pixmap(f, "en", False)
    while svc._disk:  # (a few look-ups per turn of the event loop)
        QApplication.processEvents()
    QApplication.processEvents()
    return sum(svc.pixmap(f, "en", False) is not None for f in facts.values())


def images_section() -> None:
    from tabletop.carddata import images as I
    from tabletop.ui.table import images as UI
    game, names = image_game(2000)
    home = pictures_home(names)
    svc = UI.ImageService(settings=I.ImageSettings(pics=str(home / "pics"), download=False),
                          cache=I.ImageCache(home / "cache"))
    UI.install(svc)
    held = images_read(svc, game)
    print(f"{'with images: pictures read / different cards':<52} {held:8d} / {len(names)}")
    scene = TableScene()
    view = TableView(scene)
    view.resize(1600, 1000)
    scene.sync(game.view_for("A"))
    view.show()
    view.fit()
    QApplication.processEvents()
    line("2,000 cards with images: full repaint", full_repaint_ms(view), 16, "ms")
    line("2,000 cards with images: drag frame", drag_frame_ms(scene, view), 2, "ms")
    view.hide()
    scene.clear()
    game, _ = image_game(2000)
    tap, _rebuild = tap_update_ms(2000, game=game, images=True)
    line("2,000 cards with images: tap to the scene updated", tap, 16, "ms")
    QPixmapCache.clear()


def line(label: str, value: float, budget: float, unit: str) -> None:
    ok = "ok" if value <= budget else "OVER BUDGET"
    print(f"{label:<52} {value:8.2f} {unit:<3} (budget <= {budget:g} {unit})  {ok}")


def main() -> int:
    QApplication.instance() or QApplication(sys.argv)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"PySide6 table benchmark, Python {sys.version.split()[0]}, "
          f"{os.cpu_count()} cores, platform {os.environ['QT_QPA_PLATFORM']}, "
          f"load average {load} (other work on the machine slows every figure)")
    _g, scene, view, build = table(2000)
    print(f"{'2,000 cards: scene built from the view in':<52} {build * 1000:8.1f} ms")
    line("2,000 cards: full repaint", full_repaint_ms(view), 16, "ms")
    line("2,000 cards: drag frame", drag_frame_ms(scene, view), 2, "ms")
    view.hide()
    tap, rebuild = tap_update_ms(2000)
    line("2,000 cards: game.apply(tap) to the scene updated", tap, 16, "ms")
    print(f"{'2,000 cards: full rebuild (seat switch; no budget)':<52} {rebuild:8.2f} ms")
    scene.clear()
    QPixmapCache.clear()  # the next table starts from empty caches, like a fresh window
    del scene, view
    _g, scene, view, build = table(10_000)
    print(f"{'10,000 cards: scene built, no crash, in':<52} {build * 1000:8.1f} ms")
    print(f"{'10,000 cards: full repaint (no budget)':<52} {full_repaint_ms(view, 5):8.2f} ms")
    line("10,000 cards: drag frame", drag_frame_ms(scene, view), 8, "ms")
    view.hide()
    scene.clear()
    QPixmapCache.clear()
    card, plain = item_paint_ratio()
    print(f"{'card items / plain pixmap items, full repaint':<52} {card:8.2f} / {plain:.2f} ms")
    line("card item paint cost vs a plain pixmap item", card / plain, 1.5, "x")
    t = startup_s({"bare": ["-c", BARE], "app": ["-m", "tabletop", "--first-paint-exit"],
                   "app_de": ["-m", "tabletop", "--first-paint-exit", "--ui-language", "de"],
                   "app_ja": ["-m", "tabletop", "--first-paint-exit", "--ui-language", "ja"],
                   "table": ["-m", "tabletop", "--first-paint-exit", "--seat", "Alice"]})
    print(f"{'start-up to first paint: app / bare PySide6 window':<52} {t['app']:8.2f} / "
          f"{t['bare']:.2f} s")
    line("start-up ratio", t["app"] / t["bare"], 1.5, "x")
    for lang in ("de", "ja"):  # the UI translations loaded (tabletop's, lessons' and Qt's)
        line(f"start-up ratio, --ui-language {lang}", t[f"app_{lang}"] / t["bare"], 1.5, "x")
    print(f"{'start-up to the demo table painted (no budget)':<52} {t['table']:8.2f} s")
    opened, faces, cards = open_big_game_s()
    line("storage game (2,249 objects): open to first paint", opened, 1, "s")
    print(f"{'  faces drawn by then / cards on the table':<52} {faces:8d} / {cards:,}")
    images_section()
    return 0


if __name__ == "__main__":
    sys.exit(main())
