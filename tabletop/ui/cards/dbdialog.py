"""Cards → Card database…: the card database from inside the app.

The dialog shows the database in use (its file, its cards, where its data came from and of
when) and offers: download the full database (Scryfall's bulk data, or MTGJSON; another address
if given) with its progress and a Cancel; check for updates; import a card file or a folder of
card files; use a Cockatrice installation (found in its usual folders or named), whose card
files are imported, whose pictures folder becomes the pictures folder (through the window's
image service, so the table draws them) and whose decks folder is remembered
(`COCKATRICE_DECKS`). The work runs in a worker thread (`jobs`), read here by a timer: the
table stays usable, and the old database is used until the new one is complete. Closing the
dialog while it works stops the work cleanly (the old database intact); what a job ended with
is said in the dialog, one sentence, or in the window's status bar once the dialog is closed.

On first start (no database file, `carddb_offered` not set) the dialog is offered once
(`offer_first_start`), unless `TABLETOP_NO_FIRST_START` is set (the test suite sets it)."""

from __future__ import annotations

import dataclasses
import datetime
import os
import queue
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tabletop import safeio
from tabletop.carddata import CardDatabase, CardDataError, bundled_cards, default_db_path
from tabletop.carddata import download as D
from tabletop.carddata import images as I
from tabletop.carddata.cockatrice_home import (
    COCKATRICE_DECKS,
    Installation,
    NoCockatrice,
    find_installation,
    open_installation,
)
from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.files import fileops

from . import jobs
from .jobs import Job, Kind, Report

FIRST_START_OFF = "TABLETOP_NO_FIRST_START"  # set (not "0"): no dialog offered on first start
OFFERED = "carddb_offered"  # the setting: the dialog was offered on a first start
POLL_MS = 50  # how often the dialog reads what its worker reported
SOURCE_NAMES = {D.Source.SCRYFALL: "Scryfall", D.Source.MTGJSON: "MTGJSON"}


# -- words (GUI thread) --

def date_text(value: str | None) -> str:
    """An ISO date or time as `2026-11-30` or `2026-11-30 10:04 UTC`."""
    if not value:
        return ""
    try:
        when = datetime.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return value
    if len(value) <= 10:
        return when.date().isoformat()
    if when.tzinfo is not None:
        when = when.astimezone(datetime.UTC)
    return when.strftime("%Y-%m-%d %H:%M UTC")


def duration_text(seconds: float) -> str:
    if seconds < 90:
        return tr("{n} s").format(n=max(1, round(seconds)))
    if seconds < 90 * 60:
        return tr("{n} min").format(n=round(seconds / 60))
    return tr("{h} h {m} min").format(h=int(seconds // 3600), m=round(seconds % 3600 / 60))


def progress_text(p: D.Progress) -> str:
    """`12.0 MiB of 160.0 MiB · 4.1 MiB/s · 36 s left`."""
    done, rate = safeio.size_text(p.done), safeio.size_text(int(p.rate))
    text = (tr("{done} of {total} · {rate}/s").format(done=done, rate=rate,
                                                       total=safeio.size_text(p.total))
            if p.total else tr("{done} · {rate}/s").format(done=done, rate=rate))
    if p.left is not None:
        text += " · " + tr("{time} left").format(time=duration_text(p.left))
    return text


def source_text(count: int, meta: dict[str, str]) -> str:
    """Where the database's data came from, and of when."""
    source = next((s for s in D.Source if s.value == meta.get(D.META_SOURCE)), None)
    if source is None:
        return tr("Cards imported from files") if count else "—"
    date = date_text(D.data_date(meta.get(D.META_DATE)))
    if not date:
        return tr("{source} (the date of its data is not known)").format(
            source=SOURCE_NAMES[source])
    return tr("{source}, data of {date}").format(source=SOURCE_NAMES[source], date=date)


def sentence(text: str) -> str:
    """A reason as the end of a sentence: no full stop of its own."""
    return text.strip().rstrip(".")


def imported_text(files: int, cards: int, total: int, skipped: int) -> str:
    text = tr("Imported {cards} cards from {files}; the database holds {total} cards.").format(
        cards=f"{cards:,}", files=tr("%n file(s)", None, files), total=f"{total:,}")
    if skipped:
        text += " " + tr("%n record(s) that could not be read were left out.", None, skipped)
    return text


def update_text(result: D.UpdateCheck) -> str:
    if result.status is D.Update.NEWER:
        return tr("Newer card data is there: {date} (the database's is of {have}). Download "
                  "the database to get it.").format(date=date_text(result.date),
                                                    have=date_text(result.have))
    if result.status is D.Update.UP_TO_DATE:
        return tr("The card database is up to date: its data is of {date}.").format(
            date=date_text(result.have))
    return tr("Can't tell whether newer card data is there: {reason}.").format(
        reason=sentence(result.reason))


def installation_text(found: Installation) -> str:
    names = ", ".join(p.name for p in found.databases) or tr("no cards.xml")
    return tr("Found in {root}: {files}, %n custom set(s), {decks}.", None,
              len(found.custom_sets)).format(
        root=found.root, files=names, decks=tr("%n deck(s)", None, len(found.decks)))


class CardDatabaseDialog(QDialog):
    """The card database, its download and imports (see the module's docstring)."""

    job_ended = Signal(str)  # the Kind of the job that ended (its words are in `message`)
    database_changed = Signal()  # a new database is in place: look cards up again

    def __init__(self, window=None, db_path: Path | str | None = None) -> None:
        super().__init__(window)
        self.win = window
        self.db_path = Path(db_path) if db_path is not None else default_db_path()
        self.job: Job | None = None
        self.setObjectName("card_database_dialog")
        self.setWindowTitle(tr("Card database"))
        self.timer = QTimer(self, interval=POLL_MS)
        self.timer.timeout.connect(self._poll)
        lay = QVBoxLayout(self)
        for part in (self._info_box(), self._download_box(), self._import_box(),
                     self._cockatrice_box(), self._progress_row()):
            lay.addWidget(part)
        self.message = self._label("carddb_message")
        lay.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.show_database()
        self.find_cockatrice()
        self._busy(None)
        self.resize(720, self.sizeHint().height())

    # -- the parts --
    def _label(self, name: str) -> P.QLabel:
        w = P.label()
        w.setObjectName(name)
        w.setWordWrap(True)
        w.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return w

    def _button(self, text: str, name: str, slot) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.clicked.connect(lambda _=False: slot())
        return b

    def _row(self, *widgets, stretch: int = -1) -> QWidget:
        row = QWidget()
        lay = QHBoxLayout(row)
        lay.setContentsMargins(0, 0, 0, 0)
        for i, w in enumerate(widgets):
            lay.addWidget(w, 1 if i == stretch else 0)
        if stretch < 0:
            lay.addStretch(1)
        return row

    def _info_box(self) -> QGroupBox:
        box = QGroupBox(tr("The card database in use"))
        form = QFormLayout(box)
        self.path_label = self._label("carddb_path")
        self.cards_label = self._label("carddb_cards")
        self.source_label = self._label("carddb_source")
        form.addRow(tr("File:"), self.path_label)
        form.addRow(tr("Cards:"), self.cards_label)
        form.addRow(tr("Data:"), self.source_label)
        return box

    def _download_box(self) -> QGroupBox:
        box = QGroupBox(tr("Download every card"))
        form = QFormLayout(box)
        self.sources = QButtonGroup(self)
        radios = []
        for source, words in ((D.Source.SCRYFALL, tr("Scryfall (one record a card, with its "
                                                     "images)")),
                              (D.Source.MTGJSON, tr("MTGJSON (with its translations)"))):
            r = QRadioButton(words)
            r.setObjectName("carddb_source_" + source.value)
            self.sources.addButton(r)
            r.setProperty("source", source.value)
            radios.append(r)
        radios[0].setChecked(True)
        form.addRow(tr("Source:"), self._row(*radios))
        self.url = QLineEdit()
        self.url.setObjectName("carddb_url")
        self.url.setPlaceholderText(tr("Optional: a card file or a listing to use instead of "
                                       "the source's own address"))
        form.addRow(tr("Address:"), self.url)
        self.download_button = self._button(tr("Download"), "carddb_download",
                                            self.start_download)
        self.check_button = self._button(tr("Check for updates"), "carddb_check",
                                         self.start_check)
        form.addRow(self._row(self.download_button, self.check_button))
        return box

    def _import_box(self) -> QGroupBox:
        box = QGroupBox(tr("Import card files"))
        form = QFormLayout(box)
        self.import_path = QLineEdit()
        self.import_path.setObjectName("carddb_import_path")
        self.import_path.setPlaceholderText(tr("A card file, or a folder of card files"))
        file_button = self._button(tr("File…"), "carddb_choose_file", self._choose_file)
        folder_button = self._button(tr("Folder…"), "carddb_choose_folder",
                                     self._choose_folder)
        self.import_button = self._button(tr("Import"), "carddb_import", self.start_import)
        form.addRow(self._row(self.import_path, file_button, folder_button, self.import_button,
                              stretch=0))
        return box

    def _cockatrice_box(self) -> QGroupBox:
        box = QGroupBox(tr("Use a Cockatrice installation"))
        form = QFormLayout(box)
        self.cockatrice_note = self._label("carddb_cockatrice_note")
        form.addRow(self.cockatrice_note)
        self.cockatrice_path = QLineEdit()
        self.cockatrice_path.setObjectName("carddb_cockatrice_path")
        self.cockatrice_path.setPlaceholderText(tr("Cockatrice's data folder"))
        choose = self._button(tr("Folder…"), "carddb_choose_cockatrice", self._choose_cockatrice)
        self.cockatrice_button = self._button(tr("Use this Cockatrice"), "carddb_cockatrice",
                                              self.start_cockatrice)
        form.addRow(self._row(self.cockatrice_path, choose, self.cockatrice_button, stretch=0))
        return box

    def _progress_row(self) -> QWidget:
        self.progress = QProgressBar()
        self.progress.setObjectName("carddb_progress")
        self.progress.setTextVisible(False)
        self.progress_label = self._label("carddb_progress_text")
        self.cancel_button = self._button(tr("Cancel"), "carddb_cancel", self.cancel)
        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self._row(self.progress, self.cancel_button, stretch=0))
        lay.addWidget(self.progress_label)
        return box

    # -- what is shown --
    def show_database(self) -> None:
        """The database in use: its file, its cards, its data's source and date."""
        P.set_plain_text(self.path_label, str(self.db_path))
        try:
            count, meta = self._read_database()
        except CardDataError as exc:
            P.set_plain_text(self.cards_label, tr("Can't be read: {reason}.").format(
                reason=sentence(str(exc))))
            P.set_plain_text(self.source_label, "")
            return
        if not self.db_path.is_file():
            words = tr("None yet: only the {n} cards that come with tabletop.").format(
                n=len(bundled_cards()))
        else:
            words = tr("{n} cards").format(n=f"{count:,}")
        P.set_plain_text(self.cards_label, words)
        P.set_plain_text(self.source_label, source_text(count, meta))
        stored = meta.get(D.META_SOURCE)
        for b in self.sources.buttons():
            if b.property("source") == stored:
                b.setChecked(True)

    def _read_database(self) -> tuple[int, dict[str, str]]:
        if not self.db_path.is_file():
            return 0, {}
        with CardDatabase.open(self.db_path) as db:
            return db.count(), db.meta()

    def find_cockatrice(self) -> None:
        """The Cockatrice installation in its usual folders, if there is one."""
        try:
            found = find_installation()
        except NoCockatrice:
            P.set_plain_text(self.cockatrice_note, tr(
                "No Cockatrice installation was found in its usual folders: choose its data "
                "folder (the one holding cards.xml)."))
            return
        P.set_plain_text(self.cockatrice_note, installation_text(found))
        self.cockatrice_path.setText(str(found.root))

    def say(self, text: str) -> None:
        P.set_plain_text(self.message, text)

    def _busy(self, text: str | None) -> None:
        """Working (`text` says on what) or not (None): the buttons and the progress row."""
        working = text is not None
        for b in (self.download_button, self.check_button, self.import_button,
                  self.cockatrice_button):
            b.setEnabled(not working)
        self.cancel_button.setEnabled(working)
        self.progress.setVisible(working)
        self.cancel_button.setVisible(working)
        self.progress.setRange(0, 0)  # busy until a size is known
        P.set_plain_text(self.progress_label, text or "")
        self.progress_label.setVisible(working)

    # -- choosing files --
    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Import a card file"),
                                              self.import_path.text() or fileops.dialog_start())
        if path:
            self.import_path.setText(path)

    def _choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(self, tr("Import a folder of card files"),
                                                self.import_path.text()
                                                or fileops.dialog_start())
        if path:
            self.import_path.setText(path)

    def _choose_cockatrice(self) -> None:
        path = QFileDialog.getExistingDirectory(self, tr("Cockatrice's data folder"),
                                                self.cockatrice_path.text())
        if path:
            self.cockatrice_path.setText(path)

    # -- the work --
    def source(self) -> D.Source:
        b = self.sources.checkedButton()
        return D.Source(b.property("source")) if b is not None else D.DEFAULT_SOURCE

    def _address(self) -> str | None:
        """The address typed ("" for the default), or None (said why) if it is not one."""
        url = self.url.text().strip()
        if url and not url.lower().startswith(("http://", "https://")):
            self.say(tr("The address must be a web address (http:// or https://)."))
            return None
        return url

    def start_download(self) -> None:
        url = self._address()
        if url is not None:
            self._start(Kind.DOWNLOAD, jobs.download(self.db_path, self.source(), url),
                        tr("Connecting…"))

    def start_check(self) -> None:
        url = self._address()
        if url is not None:
            self._start(Kind.CHECK, jobs.check(self.db_path, self.source(), url),
                        tr("Checking for updates…"))

    def start_import(self) -> None:
        text = self.import_path.text().strip()
        if not text:
            self.say(tr("Name a card file or a folder of card files to import."))
            return
        self._start(Kind.IMPORT, jobs.import_files(self.db_path, Path(text).expanduser()),
                    tr("Importing the cards…"))

    def start_cockatrice(self) -> None:
        text = self.cockatrice_path.text().strip()
        try:
            found = open_installation(text) if text else find_installation()
        except NoCockatrice as exc:
            self.say(tr("No cards imported: {reason}.").format(reason=sentence(str(exc))))
            return
        self._start(Kind.COCKATRICE, jobs.cockatrice(self.db_path, found),
                    tr("Importing Cockatrice's cards…"))

    def _start(self, kind: Kind, work, text: str) -> None:
        if self.working:
            return
        self.job = Job(kind)
        app = QCoreApplication.instance()
        if app is not None:  # quitting stops the work cleanly (the old database kept)
            app.aboutToQuit.connect(self.job.stop.set)
        self.say("")
        self._busy(text)
        self.job.start(work)
        self.timer.start()

    @property
    def working(self) -> bool:
        return self.job is not None and self.job.running

    def cancel(self) -> None:
        if self.job is not None and self.job.running:
            self.job.stop.set()
            P.set_plain_text(self.progress_label, tr("Cancelling…"))
            self.cancel_button.setEnabled(False)

    def reject(self) -> None:
        """Close; work under way is cancelled (the old database is kept)."""
        self.cancel()
        super().reject()

    # -- what the worker reports --
    def _poll(self) -> None:
        job = self.job
        if job is None:
            self.timer.stop()
            return
        last = None
        while True:
            try:
                kind, payload = job.reports.get_nowait()
            except queue.Empty:
                break
            if kind is Report.PROGRESS:
                last = payload
            elif kind is Report.IMPORTING:
                last = None
                self._importing()
            else:
                self._finish(job, kind, payload)
                return
        if last is not None and not job.stop.is_set():
            self._show_progress(last)

    def _show_progress(self, p: D.Progress) -> None:
        if p.total:
            self.progress.setRange(0, 1000)
            self.progress.setValue(int(1000 * p.done / p.total))
        P.set_plain_text(self.progress_label, progress_text(p))

    def _importing(self) -> None:
        if self.job is not None and not self.job.stop.is_set():
            self.progress.setRange(0, 0)
            P.set_plain_text(self.progress_label, tr("Importing the cards…"))

    def _finish(self, job: Job, kind: Report, payload) -> None:
        self.timer.stop()
        self._busy(None)
        if kind is Report.DONE:
            text = self._done(job.kind, payload)
        elif kind is Report.CANCELLED or job.stop.is_set():
            text = self._cancelled(job.kind)
        elif job.kind is Kind.CHECK:
            text = tr("Can't check for updates: {reason}.").format(reason=sentence(payload))
        else:
            text = tr("Nothing changed: {reason}. The card database is as it was.").format(
                reason=sentence(payload))
        self.say(text)
        if not self.isVisible() and self.win is not None:
            self.win.statusBar().showMessage(text, 20000)
        self.job_ended.emit(job.kind.value)

    def _cancelled(self, kind: Kind) -> str:
        if kind is Kind.CHECK:
            return tr("The check for updates was cancelled.")
        if kind is Kind.DOWNLOAD:
            return tr("The download was cancelled; the card database is as it was. What was "
                      "downloaded is kept: Download carries on from there.")
        return tr("The import was cancelled; the card database is as it was.")

    def _done(self, kind: Kind, result) -> str:
        if kind is Kind.CHECK:
            return update_text(result)
        if kind is Kind.DOWNLOAD:
            s = result.summary
            text = imported_text(len(result.urls), s.cards, result.total, len(s.skipped))
        else:
            text = imported_text(result.files, result.cards, result.total, result.skipped)
        if kind is Kind.COCKATRICE:
            text += " " + self.use_folders(result.installation)
        self.show_database()
        self.database_changed.emit()
        return text

    def use_folders(self, found: Installation) -> str:
        """Cockatrice's pictures folder used for the cards' images, its decks folder kept."""
        said = []
        if found.decks_dir is not None:
            fileops.save_setting(COCKATRICE_DECKS, str(found.decks_dir))
            said.append(tr("Its decks are in {folder}.").format(folder=found.decks_dir))
        if found.pics is not None:
            self._use_pictures(str(found.pics))
            said.append(tr("Its pictures are used for the cards' images."))
        return " ".join(said)

    def _use_pictures(self, pics: str) -> None:
        if self.win is not None:  # through the image service: the table is drawn again
            from tabletop.ui.table.images import service_for
            svc = service_for(self.win)
            svc.set_settings(dataclasses.replace(svc.settings, pics=pics))
        else:
            fileops.save_setting(I.PICS_KEY, pics)


# -- the window's side --

def dialog_for(window) -> CardDatabaseDialog:
    """The window's card database dialog (one, kept: work it started goes on when closed)."""
    dlg = getattr(window, "_card_database_dialog", None)
    if dlg is None:
        dlg = window._card_database_dialog = CardDatabaseDialog(window)
    return dlg


def open_dialog(window) -> CardDatabaseDialog:
    """Cards → Card database…: the dialog, shown (not blocking the table)."""
    dlg = dialog_for(window)
    dlg.show_database()
    if not dlg.isVisible():
        dlg.setWindowModality(Qt.WindowModality.NonModal)  # (window-modal on a first start)
    dlg.show()
    dlg.raise_()
    dlg.activateWindow()
    return dlg


def offer_first_start(window) -> CardDatabaseDialog | None:
    """On the first start without a card database: the dialog, once (window-modal, not
    blocking). None when it is not offered."""
    if os.environ.get(FIRST_START_OFF, "0") not in ("", "0"):
        return None
    if default_db_path().exists() or fileops.load_settings().get(OFFERED):
        return None
    fileops.save_setting(OFFERED, True)
    dlg = dialog_for(window)
    dlg.setWindowModality(Qt.WindowModality.WindowModal)
    dlg.say(tr("tabletop comes with a few cards for its demo. Download every card, import "
               "card files or use your Cockatrice installation to play your own decks."))
    dlg.open()
    return dlg
