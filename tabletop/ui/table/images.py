"""Card images in the app: your pictures, the disk cache and downloads, never blocking a paint.

The table draws a card's image where there is one (`cardart.image_hook`, asked only for cards the
seat's view shows face up, or its own face-down card it peeks at, which never downloads) and the
drawn card otherwise. `pixmap()` answers from memory at once; a card not asked for before is
looked up on disk a few at a time from the event loop, then downloaded with Qt's network stack
(asynchronous replies: at most 10 requests a second, our User-Agent, a 5 s timeout, an HTTP 429
waited for as its Retry-After says). When images arrive, `changed` carries their keys and the
table's items showing those cards are drawn again. Downloads follow the settings (on by default)
and never happen while `TABLETOP_OFFLINE` is set (the test suite sets it).
"""

from __future__ import annotations

import time
from collections import deque

from PySide6.QtCore import QObject, QRectF, Qt, QTimer, QUrl, Signal
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

from tabletop import safeio
from tabletop.carddata import images as I
from tabletop.model.limits import MAX_CARD_IMAGE_BYTES
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.table import cardart
from tabletop.ui.table.cardart import CARD_H, CARD_W, SCALE

DISK_BATCH = 16  # disk look-ups per turn of the event loop
MAX_MEMORY = 3000  # card images kept in memory


def _card_pixmap(data: bytes) -> QPixmap | None:
    """The image drawn at the card pixmaps' size, with the card's rounded corners."""
    image = QImage()
    if not image.loadFromData(data):
        return None
    pm = QPixmap(CARD_W * SCALE, CARD_H * SCALE)
    pm.fill(Qt.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.Antialiasing)
    p.setRenderHint(QPainter.SmoothPixmapTransform)
    clip = QPainterPath()
    clip.addRoundedRect(QRectF(pm.rect()), 5 * SCALE, 5 * SCALE)
    p.setClipPath(clip)
    p.drawImage(QRectF(pm.rect()), image, QRectF(image.rect()))
    p.end()
    return pm


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
        self._queue: deque[tuple[tuple, I.CardRef, list[str]]] = deque()
        self._running: dict[int, object] = {}  # id -> QNetworkReply
        self._arrived: set[tuple] = set()
        self._blocked_until = 0.0  # after a 429: no request before this (monotonic)
        self._nam = None  # a QNetworkAccessManager, made (and QtNetwork imported) on first use
        self.requests = 0  # requests sent (for the status line and tests)
        self._disk_timer = QTimer(self, singleShot=True, interval=0)
        self._disk_timer.timeout.connect(self._look_on_disk)
        self._net_timer = QTimer(self, interval=int(I.MIN_INTERVAL * 1000))
        self._net_timer.timeout.connect(self._send_next)
        self._emit_timer = QTimer(self, singleShot=True, interval=30)
        self._emit_timer.timeout.connect(self._emit)

    # -- what the table asks --
    def pixmap(self, facts: dict, lang: str = "en", fetch: bool = True) -> QPixmap | None:
        """The card's image if it is here now; else None, and a look-up starts (`fetch`: a
        download may follow; only for a card the seat's view shows face up)."""
        memo = self._refs.get((id(facts), lang))
        if memo is not None and memo[0] is facts:
            ref, key = memo[1], memo[2]
        else:  # (the facts dicts are the game's own, shared by every object of a card)
            ref = I.card_ref(facts, lang)
            key = ref.key
            if len(self._refs) >= MAX_MEMORY:
                self._refs.clear()
            self._refs[(id(facts), lang)] = (facts, ref, key)
        if not ref.name:
            return None
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

    def set_settings(self, settings: I.ImageSettings) -> None:
        """New settings: kept, and everything looked up again (a new folder may have images)."""
        from tabletop.ui.files import fileops
        self.settings = settings
        for k, v in settings.to_dict().items():
            fileops.save_setting(k, v)
        self.forget()

    def forget(self) -> None:
        """Drop what is in memory; cards are looked up again when next drawn."""
        keys = set(self._pix)
        self._pix.clear()
        self._asked.clear()
        self._queue.clear()
        self._arrived |= keys
        self._emit_timer.start()

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
            pm = None
            for path in (I.local_image(self.settings.pics or None, ref), self.cache.get(ref)):
                if path is None:
                    continue
                try:
                    pm = _card_pixmap(I.read_image(path))
                except safeio.FileRefused:
                    pm = None
                if pm is not None:
                    break
            self._keep(key, pm)
            if pm is None and fetch:
                self._want_download(key, ref)
        if self._disk:
            self._disk_timer.start()

    def _keep(self, key: tuple, pm: QPixmap | None) -> None:
        if len(self._pix) >= MAX_MEMORY:
            self._pix.clear()
        self._pix[key] = pm
        if pm is not None:
            self._arrived.add(key)
            if not self._emit_timer.isActive():
                self._emit_timer.start()

    def _emit(self) -> None:
        keys, self._arrived = self._arrived, set()
        if keys:
            self.changed.emit(keys)

    # -- the network: asynchronous replies, at most one request per MIN_INTERVAL --
    def _want_download(self, key: tuple, ref: I.CardRef) -> None:
        self._asked.add(key)  # once (new settings start afresh)
        if not self.downloading:
            return
        addresses = I.urls(self.settings.sources, ref)
        if addresses:
            self._queue.append((key, ref, addresses))
            if not self._net_timer.isActive():  # the first request on the timer's tick:
                self._net_timer.start()  # after the window's first paint (setting up Qt's
                # network stack takes a tenth of a second)

    def _send_next(self) -> None:
        if not self._queue:
            self._net_timer.stop()
            return
        if time.monotonic() < self._blocked_until or not self.downloading:
            return
        key, ref, addresses = self._queue.popleft()
        from PySide6.QtNetwork import QNetworkAccessManager, QNetworkRequest
        if self._nam is None:
            self._nam = QNetworkAccessManager(self)
        req = QNetworkRequest(QUrl(addresses[0]))
        req.setHeader(QNetworkRequest.UserAgentHeader, I.USER_AGENT)
        req.setTransferTimeout(int(I.TIMEOUT * 1000))
        reply = self._nam.get(req)
        self.requests += 1
        self._running[id(reply)] = reply
        reply.downloadProgress.connect(
            lambda got, total, r=reply: r.abort()
            if got > MAX_CARD_IMAGE_BYTES or total > MAX_CARD_IMAGE_BYTES else None)
        reply.finished.connect(lambda r=reply, job=(key, ref, addresses): self._done(r, job))

    def _done(self, reply, job) -> None:
        from PySide6.QtNetwork import QNetworkReply, QNetworkRequest
        key, ref, addresses = job
        self._running.pop(id(reply), None)
        status = reply.attribute(QNetworkRequest.HttpStatusCodeAttribute)
        data = b""
        if status == 429:
            raw = reply.rawHeader("Retry-After")
            wait = I.retry_after(bytes(raw).decode("latin-1") if raw else None)
            self._blocked_until = max(self._blocked_until, time.monotonic() + wait)
            self._queue.appendleft(job)  # asked again, later
            if not self._net_timer.isActive():
                self._net_timer.start()
        elif reply.error() == QNetworkReply.NoError and status == 200:
            data = bytes(reply.read(MAX_CARD_IMAGE_BYTES + 1))
        reply.deleteLater()
        if status == 429:
            return
        pm = None
        if data and len(data) <= MAX_CARD_IMAGE_BYTES and I.sniff(data) is not None:
            pm = _card_pixmap(data)
        if pm is None:
            if len(addresses) > 1:  # the next source
                self._queue.appendleft((key, ref, addresses[1:]))
                if not self._net_timer.isActive():
                    self._net_timer.start()
            return
        try:
            self.cache.put(ref, data)
        except (OSError, ValueError):
            pass
        self._keep(key, pm)


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
    for item in list(scene.items_by_id.values()):
        ov = item.ov
        if ov is not None and ov.facts and I.card_ref(ov.facts, item.lang).key in keys:
            item.set_view(ov)
    for pile in scene.piles.values():
        ov = pile.top_view
        if ov is not None and ov.facts and I.card_ref(ov.facts, scene.lang).key in keys:
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
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
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
