"""Cards → Card database… with real clicks, against a real HTTP server on 127.0.0.1
(tests/fileserver.py) serving the real MTGJSON and Scryfall files of ../shared/carddata-external:
a download with its progress shown, then its cards found; Cancel and closing mid-way; a broken
connection resumed; a truncated file; a listing naming a missing file; check for updates; a
folder of card files; a Cockatrice installation laid out as Cockatrice writes it; the first
start. After every failure the old database is byte for byte as it was and the dialog says
what happened in one sentence."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QAction, QImage, QPainter
from PySide6.QtWidgets import QApplication, QMenu, QPushButton, QRadioButton

from tabletop.carddata import CardDatabase, default_db_path
from tabletop.carddata import images as I
from tabletop.carddata.cockatrice_home import COCKATRICE_DECKS
from tabletop.ui.cards import dbdialog
from tabletop.ui.files import fileops
from tests.fileserver import FileServer

EXTERNAL = Path(__file__).resolve().parents[2].parent / "shared" / "carddata-external"
TSP = "mtgjson/v5-20250818/TSP.json"
SCRYFALL_PAGE = "scryfall/mtgjson-cassette/search_e-MID_unique-prints_page1.json"
OLD_CARD = "Funny Card"  # in the golden atomic cards: the old database's
LONG = 60_000  # ms a job may take


@pytest.fixture
def external() -> Path:
    if not EXTERNAL.is_dir():
        pytest.skip("../shared/carddata-external is not beside the project")
    return EXTERNAL


@pytest.fixture
def server():
    srv = FileServer()
    yield srv
    srv.stop()


@pytest.fixture
def old_db(win, external) -> Path:
    """The user's database before: the golden MTGJSON atomic cards (`win` sets the home)."""
    path = default_db_path()
    with CardDatabase.open(path, create=True) as db:
        db.import_files([external / "mtgjson" / "golden" / "atomic_cards.json"])
    return path


def fingerprint(path: Path) -> tuple[str, int]:
    with CardDatabase.open(path) as db:
        count = db.count()
    return hashlib.sha256(path.read_bytes()).hexdigest(), count


def open_from_menu(qtbot, win) -> dbdialog.CardDatabaseDialog:
    menu = win.menuBar().findChild(QMenu, "cards_menu")
    assert menu is not None and menu.title() == "Car&ds"
    action = next(a for a in menu.actions() if a.objectName() == "card_database")
    action.trigger()
    dlg = win._card_database_dialog
    qtbot.waitExposed(dlg)
    return dlg


def click(qtbot, dlg, name: str) -> None:
    button = dlg.findChild(QPushButton, name)
    assert button.isVisible() and button.isEnabled(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def run(qtbot, dlg, name: str) -> str:
    """Click `name` and wait for the job it starts to end; the dialog's words."""
    with qtbot.waitSignal(dlg.job_ended, timeout=LONG):
        click(qtbot, dlg, name)
    return dlg.message.text()


def failed(text: str, db: Path, before, *words) -> None:
    """One sentence, the old database unchanged, no new one left."""
    assert text.startswith("Nothing changed: ") and text.endswith(
        "The card database is as it was."), text
    assert "\n" not in text and "Traceback" not in text
    for w in words:
        assert w in text, text
    assert fingerprint(db) == before
    assert not db.with_name(db.name + ".new").exists()


def test_download_with_progress_then_cards_found(qtbot, win, old_db, server, external):
    body = (external / TSP).read_bytes()
    server.files["/TSP.json"] = body
    server.pace = 0.01  # a second or so: the progress is seen
    dlg = open_from_menu(qtbot, win)
    assert dlg.cards_label.text().endswith(" cards") and dlg.source_label.text() == \
        "Cards imported from files"
    qtbot.mouseClick(dlg.findChild(QRadioButton, "carddb_source_mtgjson"),
                     Qt.MouseButton.LeftButton)
    assert dlg.source().value == "mtgjson"
    qtbot.keyClicks(dlg.url, server.url("/TSP.json"))
    seen: list[str] = []
    with qtbot.waitSignal(dlg.job_ended, timeout=LONG):
        click(qtbot, dlg, "carddb_download")
        assert not dlg.download_button.isEnabled() and dlg.cancel_button.isEnabled()
        qtbot.waitUntil(lambda: " of " in dlg.progress_label.text(), timeout=LONG)
        seen.append(dlg.progress_label.text())
        assert win.view.isEnabled()  # the table is there meanwhile (the event loop turns)
    total = f"{len(body) / 2**20:.1f} MiB"
    assert seen and f" of {total} · " in seen[0] and "/s" in seen[0], seen
    text = dlg.message.text()
    assert text.startswith("Imported ") and "from 1 file;" in text, text
    assert not dlg.progress.isVisible() and dlg.download_button.isEnabled()
    assert dlg.source_label.text() == "MTGJSON, data of 2025-08-18"
    with CardDatabase.open(old_db) as db:
        assert db.find("Amrou Scout") is not None and db.find(OLD_CARD) is None
        assert f"{db.count():,} cards" == dlg.cards_label.text()


def test_cancel_midway_and_close_while_working(qtbot, win, old_db, server, external):
    server.files["/TSP.json"] = (external / TSP).read_bytes()
    server.pace = 0.03
    before = fingerprint(old_db)
    dlg = open_from_menu(qtbot, win)
    qtbot.keyClicks(dlg.url, server.url("/TSP.json"))
    with qtbot.waitSignal(dlg.job_ended, timeout=LONG):
        click(qtbot, dlg, "carddb_download")
        qtbot.waitUntil(lambda: " of " in dlg.progress_label.text(), timeout=LONG)
        click(qtbot, dlg, "carddb_cancel")
    text = dlg.message.text()
    assert text.startswith("The download was cancelled; the card database is as it was."), text
    assert fingerprint(old_db) == before

    # closed while working: the work stops, the old database stays, the status bar says so
    with qtbot.waitSignal(dlg.job_ended, timeout=LONG):
        click(qtbot, dlg, "carddb_download")
        qtbot.waitUntil(lambda: " of " in dlg.progress_label.text(), timeout=LONG)
        dlg.close()
        assert not dlg.isVisible()
    assert fingerprint(old_db) == before
    assert win.statusBar().currentMessage().startswith("The download was cancelled")


def test_broken_connection_then_resumed(qtbot, win, old_db, server, external):
    body = (external / TSP).read_bytes()
    server.files["/TSP.json"] = body
    server.break_after["/TSP.json"] = [len(body) // 2]
    before = fingerprint(old_db)
    dlg = open_from_menu(qtbot, win)
    qtbot.keyClicks(dlg.url, server.url("/TSP.json"))
    failed(run(qtbot, dlg, "carddb_download"), old_db, before, "the connection ended",
           "incomplete")
    assert run(qtbot, dlg, "carddb_download").startswith("Imported ")
    assert server.range_headers("/TSP.json")[-1] == f"bytes={len(body) // 2}-"
    with CardDatabase.open(old_db) as db:
        assert db.find("Amrou Scout") is not None


def test_truncated_file_and_a_listing_naming_a_missing_file(qtbot, win, old_db, server,
                                                             external):
    body = (external / TSP).read_bytes()
    server.files["/cut.json"] = body[: len(body) // 3]  # the length right, the JSON cut
    listing = {"object": "list", "data": [
        {"object": "bulk_data", "type": "oracle_cards",
         "download_uri": server.url("/gone/oracle-cards.json")}]}
    server.files["/bulk-data"] = json.dumps(listing).encode()
    before = fingerprint(old_db)
    dlg = open_from_menu(qtbot, win)
    qtbot.keyClicks(dlg.url, server.url("/cut.json"))
    failed(run(qtbot, dlg, "carddb_download"), old_db, before, "can't be imported")
    dlg.url.clear()
    qtbot.keyClicks(dlg.url, server.url("/bulk-data"))
    failed(run(qtbot, dlg, "carddb_download"), old_db, before, "/gone/oracle-cards.json",
           "404")
    dlg.url.setText("ftp://example.invalid/cards.json")  # refused before any work
    click(qtbot, dlg, "carddb_download")
    assert dlg.message.text() == "The address must be a web address (http:// or https://)."


def listing(server, when: str) -> bytes:
    return json.dumps({"object": "list", "has_more": False, "data": [
        {"object": "bulk_data", "type": "oracle_cards", "updated_at": when,
         "download_uri": server.url("/oracle-cards.json")}]}).encode()


def test_check_for_updates_up_to_date_then_newer(qtbot, win, old_db, server, external):
    server.files["/oracle-cards.json"] = (external / SCRYFALL_PAGE).read_bytes()
    server.files["/bulk-data"] = listing(server, "2026-11-30T10:04:31.123+00:00")
    dlg = open_from_menu(qtbot, win)
    check = run(qtbot, dlg, "carddb_check")  # imported files say nothing of their date
    assert check.startswith("Can't tell whether newer card data is there: the card database "
                            "does not say when its data was made"), check
    qtbot.keyClicks(dlg.url, server.url("/bulk-data"))
    assert run(qtbot, dlg, "carddb_download").startswith("Imported ")
    assert dlg.source_label.text() == "Scryfall, data of 2026-11-30 10:04 UTC"
    dlg.url.clear()  # the listing the database came from is asked
    assert run(qtbot, dlg, "carddb_check") == ("The card database is up to date: its data is "
                                               "of 2026-11-30 10:04 UTC.")
    server.files["/bulk-data"] = listing(server, "2026-12-01T09:00:00+00:00")
    assert run(qtbot, dlg, "carddb_check") == (
        "Newer card data is there: 2026-12-01 09:00 UTC (the database's is of 2026-11-30 "
        "10:04 UTC). Download the database to get it.")
    del server.files["/bulk-data"]
    text = run(qtbot, dlg, "carddb_check")
    assert text.startswith("Can't check for updates: ") and "404" in text, text


def test_import_a_folder_adds_its_cards(qtbot, win, old_db, tmp_path, external):
    folder = tmp_path / "sets"
    folder.mkdir()
    for name in ("DKA.json", "KTK.json"):
        shutil.copy(external / "mtgjson" / "v5.2.0-20220425" / name, folder)
    before = fingerprint(old_db)
    dlg = open_from_menu(qtbot, win)
    (tmp_path / "empty").mkdir()
    qtbot.keyClicks(dlg.import_path, str(tmp_path / "empty"))
    failed(run(qtbot, dlg, "carddb_import"), old_db, before, "a folder without card files")
    dlg.import_path.clear()
    qtbot.keyClicks(dlg.import_path, str(folder))
    text = run(qtbot, dlg, "carddb_import")
    assert text.startswith("Imported ") and "from 2 files;" in text, text
    with CardDatabase.open(old_db) as db:
        assert db.find(OLD_CARD) is not None  # added to the old cards
        assert db.find("Huntmaster of the Fells") is not None  # DKA
        assert db.find("Siege Rhino") is not None  # KTK
        assert db.count() > before[1] + 400


def cockatrice_home(tmp_path: Path, external: Path) -> Path:
    """~/.local/share/Cockatrice/Cockatrice as Cockatrice writes it: its card databases, a
    custom set, a decks folder with a real deck, pictures."""
    src = external / "cockatrice"
    root = tmp_path / "user" / ".local" / "share" / "Cockatrice" / "Cockatrice"
    (root / "customsets").mkdir(parents=True)
    shutil.copy(src / "magic-spoiler" / "DSK.xml", root / "cards.xml")
    shutil.copy(src / "magic-token" / "tokens.xml", root / "tokens.xml")
    shutil.copy(src / "cockatrice-tests" / "customset1_v3.xml",
                root / "customsets" / "customset1.xml")
    (root / "decks").mkdir()
    shutil.copy(external / "decklists" / "cockatrice-cod" / "edh-Unblockable Surprise.cod",
                root / "decks")
    (root / "pics" / "CUSTOM").mkdir(parents=True)
    return root


def deck_opened_from_its_folder(qtbot, win, root: Path) -> None:
    """File → Open deck… starts in Cockatrice's decks folder; its deck opens in the editor."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QFileDialog, QLineEdit
    deck = root / "decks" / "edh-Unblockable Surprise.cod"
    seen: list[str] = []

    def answer():
        fd = QApplication.activeModalWidget()
        if not isinstance(fd, QFileDialog):
            QTimer.singleShot(20, answer)
            return
        seen.append(fd.directory().absolutePath())
        fd.findChild(QLineEdit, "fileNameEdit").setText(deck.name)
        fd.accept()

    QTimer.singleShot(20, answer)
    next(a for a in win.findChildren(QAction) if a.objectName() == "open_deck").trigger()
    assert seen == [str(root / "decks")]
    editor = win.deck_editor
    qtbot.addWidget(editor)
    assert editor.path == deck and editor.deck.section_counts()["main"] > 0
    editor.undo_stack.setClean()
    editor.close()


def picture_used(qtbot, win, root: Path) -> None:
    """A card's picture in Cockatrice's pics folder is the image the table draws for it."""
    from tests.imageserver import png_bytes
    (root / "pics" / "CUSTOM" / "Grizzly Bears.png").write_bytes(png_bytes(rgb=(10, 200, 30)))
    facts = next(c for c in win.ctl.game.state.facts.values() if c.get("name") ==
                 "Grizzly Bears")
    win._images.forget()
    qtbot.waitUntil(lambda: win._images.pixmap(facts) is not None, timeout=10_000)
    image = win._images.pixmap(facts).toImage()
    middle = image.pixelColor(image.width() // 2, image.height() // 2)
    assert (middle.red(), middle.green(), middle.blue()) == (10, 200, 30)


def test_a_cockatrice_installation_found_imported_and_its_folders_used(
        qtbot, win, tmp_path, external, monkeypatch):
    root = cockatrice_home(tmp_path, external)
    monkeypatch.setenv("HOME", str(tmp_path / "user"))
    for key in ("XDG_DATA_HOME", "LOCALAPPDATA"):
        monkeypatch.delenv(key, raising=False)
    dlg = open_from_menu(qtbot, win)
    assert dlg.cockatrice_note.text() == (f"Found in {root}: cards.xml, tokens.xml, 1 custom "
                                          "set, 1 deck.")
    assert dlg.cockatrice_path.text() == str(root)
    text = run(qtbot, dlg, "carddb_cockatrice")
    assert text.startswith("Imported ") and "from 3 files;" in text, text
    assert text.endswith(f"Its decks are in {root / 'decks'}. Its pictures are used for the "
                         "cards' images.")
    with CardDatabase.open(default_db_path()) as db:
        assert db.find("Abandoned Campground") is not None and db.find("Sparrow") is not None
    settings = fileops.load_settings()
    assert settings[COCKATRICE_DECKS] == str(root / "decks")
    assert I.ImageSettings.from_dict(settings).pics == str(root / "pics")
    assert win._images.settings.pics == str(root / "pics")  # the table's image service
    deck_opened_from_its_folder(qtbot, win, root)
    picture_used(qtbot, win, root)

    dlg.cockatrice_path.setText(str(tmp_path))  # chosen by hand: not one
    click(qtbot, dlg, "carddb_cockatrice")
    assert dlg.message.text() == (f"No cards imported: {tmp_path}: not a Cockatrice data "
                                  "folder (no cards.xml, tokens.xml, spoiler.xml nor "
                                  "customsets/ with card files).")


def test_first_start_offers_the_dialog_once(qtbot, tmp_path, monkeypatch):
    from tabletop import app
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    monkeypatch.setenv(dbdialog.FIRST_START_OFF, "0")
    assert not default_db_path().exists()

    def start():
        window = app._demo_window(app.parse_args([]))
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitUntil(lambda: window.ctl.game is not None, timeout=10_000)
        QApplication.processEvents()
        return window

    window = start()
    dlg = getattr(window, "_card_database_dialog", None)
    assert dlg is not None and dlg.isVisible()
    assert dlg.windowModality() == Qt.WindowModality.WindowModal
    assert fileops.load_settings()[dbdialog.OFFERED] is True
    dlg.close()
    again = start()  # offered once
    assert getattr(again, "_card_database_dialog", None) is None
    monkeypatch.setenv(dbdialog.FIRST_START_OFF, "1")
    fileops.save_setting(dbdialog.OFFERED, False)
    assert dbdialog.offer_first_start(again) is None  # the tests' switch


def test_screenshot_of_the_dialog_at_1280x720(qtbot, win, old_db, server, external):
    """The window at 1280×720 with the dialog over it, working: nothing cut."""
    server.files["/TSP.json"] = (external / TSP).read_bytes()
    server.pace = 0.03
    win.resize(1280, 720)
    dlg = open_from_menu(qtbot, win)
    qtbot.keyClicks(dlg.url, server.url("/TSP.json"))
    with qtbot.waitSignal(dlg.job_ended, timeout=LONG):
        click(qtbot, dlg, "carddb_download")
        qtbot.waitUntil(lambda: " left" in dlg.progress_label.text(), timeout=LONG)
        QApplication.processEvents()
        shot = QImage(1280, 720, QImage.Format.Format_RGB32)
        p = QPainter(shot)
        p.drawPixmap(0, 0, win.grab())
        at = QPoint((1280 - dlg.width()) // 2, (720 - dlg.height()) // 2)
        p.drawPixmap(at, dlg.grab())
        p.end()
        assert shot.save("/tmp/tabletop-card-database-1280x720.png")
        assert dlg.width() <= 1280 and dlg.height() <= 720 - 40
        inside = QRect(0, 0, dlg.width(), dlg.height())
        for b in dlg.findChildren(QPushButton):
            if b.isVisible():
                assert inside.contains(QRect(b.mapTo(dlg, QPoint(0, 0)), b.size())), b.text()
                assert b.width() >= b.sizeHint().width(), b.text()  # its words not cut
        click(qtbot, dlg, "carddb_cancel")
    assert QImage("/tmp/tabletop-card-database-1280x720.png").size().width() == 1280
    assert win.findChild(QAction, "card_database") is not None
