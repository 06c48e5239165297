"""Card images in the app: your pictures, the disk cache and downloads, never blocking a paint.

The table draws a card's image where there is one (`cardart.image_hook`, asked only for cards the
seat's view shows face up, or its own face-down card it peeks at, which never downloads) and the
drawn card otherwise. `pixmap()` answers from memory at once; a card not asked for before is
looked up on disk a few at a time from the event loop (`images.look_up`), then downloaded by the
one downloader, `tabletop.carddata.images.download`, in worker threads (its rules: at most 10
requests a second, our User-Agent, a 5 s timeout, an HTTP 429 waited for as its Retry-After says,
the size and type limits, the cache). The workers hand their results back through a queue the
event loop reads; when images arrive, `changed` carries their keys and the table's items showing
those cards are drawn again. Downloads follow the settings (on by default) and never happen while
`TABLETOP_OFFLINE` is set (the test suite sets it).
"""

from __future__ import annotations

import math
import queue
import threading
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QRectF, Qt, QThreadPool, QTimer, Signal
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QWidget,
)

from tabletop.carddata import images as I
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.table import cardart
from tabletop.ui.table.cardart import CARD_H, CARD_W, SCALE

DISK_BATCH = 16  # disk look-ups per turn of the event loop
MAX_MEMORY = 3000  # card images kept in memory
WORKERS = 4  # downloads at once (the throttle still lets at most 10 requests a second go)
POLL_MS = 30  # how often the event loop collects the workers' results while some run


def _card_image(data: bytes) -> QImage | None:
    """The image drawn at the card pixmaps' size, with the card's rounded corners (a QImage:
    made in any thread)."""
    image = QImage()
    if not image.loadFromData(data):
        return None
    out = QImage(CARD_W * SCALE, CARD_H * SCALE, QImage.Format.Format_ARGB32_Premultiplied)
    out.fill(Qt.GlobalColor.transparent)
    p = QPainter(out)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    clip = QPainterPath()
    clip.addRoundedRect(QRectF(out.rect()), 5 * SCALE, 5 * SCALE)
    p.setClipPath(clip)
    p.drawImage(QRectF(out.rect()), image, QRectF(image.rect()))
    p.end()
    return out


def _decoder(made: list[QImage]) -> Callable[[bytes], bool]:
    """The downloader's `accept`: bytes Qt can decode, their card image kept in `made`."""
    def accept(data: bytes) -> bool:
        image = _card_image(data)
        if image is not None:
            made.append(image)
        return image is not None
    return accept


def _download_job(results: queue.SimpleQueue, generation: int, key: tuple, ref: I.CardRef,
                  settings: I.ImageSettings, cache: I.ImageCache, stop: threading.Event) -> None:
    """In a worker thread: the card's image downloaded (and cached) by the one downloader; its
    card image, or None, put on `results` for the event loop."""
    made: list[QImage] = []
    try:
        if I.downloads_on(settings.download) and not stop.is_set():
            I.download(ref, cache=cache, sources=settings.sources, accept=_decoder(made),
                       max_wait=math.inf, stop=stop)
    finally:
        results.put((generation, key, ref, made[-1] if made else None))


class ImageService(QObject):
    changed = Signal(object)  # a set of card keys whose image arrived

    def __init__(self, parent=None, settings: I.ImageSettings | None = None,
                 cache: I.ImageCache | None = None) -> None:
        super().__init__(parent)
        if settings is None:
            from tabletop.ui.files import fileops
            settings = I.ImageSettings.from_dict(fileops.load_settings())
        if cache is None:
            from tabletop import paths
            cache = I.ImageCache(paths.cache_dir() / "images")
        self.settings, self.cache = settings, cache
        self._refs: dict[tuple, tuple] = {}  # (id of facts, lang) -> (facts, ref, key)
        self._pix: dict[tuple, QPixmap | None] = {}  # looked up: the image, or None for none
        self._disk: dict[tuple, tuple[I.CardRef, bool]] = {}  # waiting for a disk look-up
        self._asked: set[tuple] = set()  # download queued, running, done or failed
        self._failed: set[tuple] = set()  # localized images not to be had this session
        self._arrived: set[tuple] = set()
        # the workers: their results, how many are due, and what stops them (new settings, the
        # window gone, the app quitting: no request goes after that)
        self._results: queue.SimpleQueue = queue.SimpleQueue()
        self._due = 0
        self._generation = 0
        self._stop = [threading.Event()]
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(WORKERS)
        self.destroyed.connect(lambda *_, s=self._stop: s[0].set())
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(lambda s=self._stop: s[0].set())
        self._disk_timer = QTimer(self, singleShot=True, interval=0)
        self._disk_timer.timeout.connect(self._look_on_disk)
        self._poll_timer = QTimer(self, interval=POLL_MS)
        self._poll_timer.timeout.connect(self._collect)
        self._emit_timer = QTimer(self, singleShot=True, interval=30)
        self._emit_timer.timeout.connect(self._emit)

    # -- what the table asks --
    def pixmap(self, facts: dict, lang: str = "en", fetch: bool = True) -> QPixmap | None:
        """The card's image if it is here now; else None, and a look-up starts (`fetch`: a
        download may follow; only for a card the seat's view shows face up). A card with a
        printing in the table's language is asked for in that language first; when that image
        is not to be had (not on disk, and not downloaded), its English image."""
        ref, key, eng, eng_key = self._memo(facts, lang)
        if not ref.name:
            return None
        if ref.localized and self._no_localized(key, fetch):
            ref, key = eng, eng_key
        if key in self._pix:
            pm = self._pix[key]
            if pm is None and fetch and key not in self._asked:
                self._want_download(key, ref)
            return pm
        waiting = self._disk.get(key)
        if waiting is None or (fetch and not waiting[1]):
            self._disk[key] = (ref, fetch)
            if not self._disk_timer.isActive():
                self._disk_timer.start()
        return None

    def keys(self, facts: dict, lang: str) -> tuple[tuple, tuple]:
        """The keys of the card's image in the table's language and in English."""
        memo = self._memo(facts, lang)
        return memo[1], memo[3]

    def _memo(self, facts: dict, lang: str) -> tuple:
        """(ref, key, English ref, its key), kept by the facts' identity (the facts dicts are
        the game's own, shared by every object of a card)."""
        memo = self._refs.get((id(facts), lang))
        if memo is not None and memo[0] is facts:
            return memo[1:]
        ref = I.card_ref(facts, lang)
        eng = I.english(ref) if ref.localized else ref
        if len(self._refs) >= MAX_MEMORY:
            self._refs.clear()
        self._refs[(id(facts), lang)] = (facts, ref, ref.key, eng, eng.key)
        return ref, ref.key, eng, eng.key

    def _no_localized(self, key: tuple, fetch: bool) -> bool:
        """Whether a localized image is not to be had now: its download gave nothing this
        session, or it is not on disk and won't be downloaded (not `fetch`, downloads off)."""
        if key in self._failed:
            return True
        return key in self._pix and self._pix[key] is None and not (fetch and self.downloading)

    def set_settings(self, settings: I.ImageSettings) -> None:
        """New settings: kept, and everything looked up again (a new folder may have images)."""
        from tabletop.ui.files import fileops
        self.settings = settings
        for k, v in settings.to_dict().items():
            fileops.save_setting(k, v)
        self.forget()

    def forget(self) -> None:
        """Drop what is in memory; cards are looked up again when next drawn. Downloads not sent
        yet are not sent, and what the running ones bring is dropped."""
        self._stop[0].set()  # (a job waiting to start then just reports back)
        self._stop[0] = threading.Event()
        self._generation += 1
        keys = set(self._pix)
        self._pix.clear()
        self._asked.clear()
        self._failed.clear()
        self._arrived |= keys
        self._emit_timer.start()

    def drop_pending(self) -> None:
        """Forget the disk look-ups not made yet (the table's language changed: the cards are
        asked for again in the new one, and no download follows for the old one)."""
        self._disk.clear()

    def clear_cache(self) -> int:
        n = self.cache.clear()
        self.forget()
        return n

    @property
    def downloading(self) -> bool:
        return I.downloads_on(self.settings.download)

    # -- disk: a few look-ups per turn of the event loop --
    def _look_on_disk(self) -> None:
        for _ in range(min(DISK_BATCH, len(self._disk))):
            key, (ref, fetch) = next(iter(self._disk.items()))
            del self._disk[key]
            made: list[QImage] = []
            I.look_up(ref, pics=self.settings.pics or None, cache=self.cache,
                      accept=_decoder(made))
            pm = QPixmap.fromImage(made[-1]) if made else None
            self._keep(key, pm)
            if pm is None and fetch:
                self._want_download(key, ref)
            elif pm is None and ref.localized:
                self._notify(key)  # drawn again: with the English image
        if self._disk:
            self._disk_timer.start()

    def _keep(self, key: tuple, pm: QPixmap | None) -> None:
        if len(self._pix) >= MAX_MEMORY:
            self._pix.clear()
        self._pix[key] = pm
        if pm is not None:
            self._notify(key)

    def _notify(self, key: tuple) -> None:
        """The cards of this key are drawn again (soon, with others)."""
        self._arrived.add(key)
        if not self._emit_timer.isActive():
            self._emit_timer.start()

    def _give_up(self, key: tuple, ref: I.CardRef) -> None:
        """No image of this reference this session: a localized one's cards are drawn again,
        with the English image (asked for once too)."""
        if ref.localized:
            self._failed.add(key)
            self._notify(key)

    def _emit(self) -> None:
        keys, self._arrived = self._arrived, set()
        if keys:
            self.changed.emit(keys)

    # -- downloads: the one downloader in worker threads, its results read from the event loop --
    def _want_download(self, key: tuple, ref: I.CardRef) -> None:
        self._asked.add(key)  # once (new settings start afresh)
        if not self.downloading or not I.urls(self.settings.sources, ref):
            self._give_up(key, ref)
            return
        job = (self._results, self._generation, key, ref, self.settings, self.cache,
               self._stop[0])
        self._pool.start(lambda job=job: _download_job(*job))
        self._due += 1
        if not self._poll_timer.isActive():
            self._poll_timer.start()

    def _collect(self) -> None:
        while True:
            try:
                generation, key, ref, image = self._results.get_nowait()
            except queue.Empty:
                break
            self._due -= 1
            if generation != self._generation:
                continue
            if image is not None:
                self._keep(key, QPixmap.fromImage(image))
            else:
                self._give_up(key, ref)
        if self._due <= 0:
            self._due = 0
            self._poll_timer.stop()


# -- the window's side: one service, the table's hook, the settings --

def service_for(window) -> ImageService:
    """The window's image service, made on first need; the table's card drawing asks it."""
    svc = getattr(window, "_images", None)
    if svc is None:
        svc = window._images = ImageService(window)
        svc.changed.connect(lambda keys, w=window: redraw(w, keys))
    install(svc)
    return svc


def install(svc: ImageService) -> None:
    def hook(facts, lang, fetch, svc=svc):
        try:
            return svc.pixmap(facts, lang, fetch)
        except RuntimeError:  # the service's window is gone
            return None
    cardart.image_hook = hook


def redraw(window, keys: set) -> None:
    """Draw again the table's cards (and pile tops) whose image arrived."""
    scene = getattr(window, "scene", None)
    if scene is None or scene.view is None:
        return
    svc = window._images

    def shown(facts, lang) -> bool:  # its image in the table's language or in English came
        return bool(facts) and not keys.isdisjoint(svc.keys(facts, lang))

    for item in list(scene.items_by_id.values()):
        ov = item.ov
        if ov is not None and shown(ov.facts, item.lang):
            item.set_view(ov)
    for pile in scene.piles.values():
        ov = pile.top_view
        if ov is not None and shown(ov.facts, scene.lang):
            pile.set_contents(pile.count, ov, scene.lang)
    table = getattr(window, "table", None)  # (the main window's TablePart)
    if table is not None:
        table.redraw_preview()  # the preview draws the card again, now with its image


class ImageSettingsDialog(QDialog):
    """Settings > Card images: the pictures folder, the download switch, the URL templates and
    clearing the cache."""

    def __init__(self, svc: ImageService, parent=None) -> None:
        super().__init__(parent)
        self.svc = svc
        self.setWindowTitle(tr("Card images"))
        s = svc.settings
        form = QFormLayout(self)
        row = QWidget()
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        self.pics = QLineEdit(s.pics)
        self.pics.setObjectName("image_pics")
        self.pics.setPlaceholderText(tr("Cockatrice's pics folder, or SET/NAME.jpg files"))
        browse = QPushButton(tr("Choose…"))
        browse.clicked.connect(self._choose)
        lay.addWidget(self.pics, 1)
        lay.addWidget(browse)
        form.addRow(tr("Your pictures folder"), row)
        self.download = QCheckBox(tr("Download images of cards shown face up"))
        self.download.setObjectName("image_download")
        self.download.setChecked(s.download)
        form.addRow(self.download)
        self.sources = QPlainTextEdit("\n".join(s.sources))
        self.sources.setObjectName("image_sources")
        self.sources.setToolTip(P.tooltip(tr(
            "One URL template a line; fields: {fields}. The first, {uri}, is the card data's own "
            "image (Scryfall).").format(fields=", ".join("{" + f + "}" for f in I.FIELDS),
                                        uri=I.IMAGE_URI)))
        form.addRow(tr("Image sources"), self.sources)
        self.problem = P.label()
        self.problem.setWordWrap(True)
        form.addRow(self.problem)
        clear = QPushButton(tr("Clear image cache"))
        clear.setObjectName("clear_image_cache")
        clear.clicked.connect(self._clear)
        form.addRow(clear)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _choose(self) -> None:
        d = QFileDialog.getExistingDirectory(self, tr("Your pictures folder"), self.pics.text())
        if d:
            self.pics.setText(d)

    def _clear(self) -> None:
        n = self.svc.clear_cache()
        self.problem.setText(tr("%n cached image(s) removed", None, n))

    def chosen(self) -> I.ImageSettings | None:
        sources = tuple(t.strip() for t in self.sources.toPlainText().splitlines() if t.strip())
        for t in sources:
            problem = I.check_template(t)
            if problem:
                self.problem.setText(problem)
                return None
        return I.ImageSettings(pics=self.pics.text().strip(), download=self.download.isChecked(),
                               sources=sources or I.DEFAULT_SOURCES)

    def accept(self) -> None:
        chosen = self.chosen()
        if chosen is None:
            return
        self.svc.set_settings(chosen)
        super().accept()


def settings_dialog(window) -> None:
    ImageSettingsDialog(service_for(window), window).exec()


def clear_cache(window) -> None:
    n = service_for(window).clear_cache()
    window.statusBar().showMessage(tr("%n cached image(s) removed", None, n), 5000)
