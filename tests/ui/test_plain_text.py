"""Text from files, players, cards and the network shows as written, everywhere (issue 10, item
1): a player, a card, an export's title, a file name or a lesson that reads `<img src=...>`,
`<b>...</b>`, `<a href=...>`, `&` or `[*]` shows those characters, and no image is ever loaded.

The `<img src=p>` in these names points at a FIFO in the test's working directory, served by a
child process that counts every time something opens it: rich text that tried to load the image
is counted (and gets an empty one at once) instead of reading `/dev/zero` until memory runs out.
The last test opens the issue's own file, an export titled `<img src=/dev/zero>`, in the real
app under a memory limit."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QTimer, QTranslator
from PySide6.QtGui import (  # (QtGui.Qt: mightBeRichText)
    QAction,
    QHelpEvent,
    QMouseEvent,
    Qt,
    QTextDocument,
)
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QLabel,
    QListWidget,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QStatusBar,
    QTextBrowser,
    QWidget,
)

from tabletop.carddata.demo import bundled_lookup
from tabletop.rules import new_game
from tabletop.storage import export_for
from tabletop.ui.table.items import PileItem

from .conftest import context_menu, item_of, small_setup

IMG = "<img src=p>"  # p: the probe FIFO, in the test's working directory
ANN = f"{IMG} Annika"  # a player
BOZO = "<b>Bozo</b> & Co [*]"  # the other player
CARD = '<a href="x">Bearz</a> & <i>Fryday</i>'  # a card's name
SOURCE = f"<u>Coatz</u>{IMG}"  # what turned a card face down
TITLE = f"{IMG} <b>Partyz</b> & [*]"  # an export's title
FILE = f"{IMG} <b>boardz & [*].json"  # an export's file name (no "/" in it)
MISSING = f"{IMG} <i>gonez & [*].json"  # a file that is there but is no save
LESSON = {"title": f"{IMG} <b>Lessonz</b> & [*]", "summary": "<i>Summaryz</i> &lt;b&gt; & x",
          "instruction": "<b>Stepz</b> <a href=x>do it</a> &", "hint": "<h1>Hintz</h1> & y",
          "rule": "<b>Rulez</b>"}
# Each string by a word of its own: a surface that shows the word must show the whole string.
WORD = {ANN: "Annika", BOZO: "Bozo", CARD: "Bearz", SOURCE: "Coatz", TITLE: "Partyz",
        FILE: "boardz", MISSING: "gonez", LESSON["title"]: "Lessonz",
        LESSON["summary"]: "Summaryz", LESSON["instruction"]: "Stepz",
        LESSON["hint"]: "Hintz", LESSON["rule"]: "Rulez"}

# The app with 2 GB of address space (it needs less than 0.5 GB): reading /dev/zero stops there
# (a std::bad_alloc ends it) instead of taking the machine's memory.
BOUNDED = """
import resource, runpy, sys
resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
sys.argv[0] = "tabletop"
runpy.run_module("tabletop", run_name="__main__")
"""
SERVE = r"""
import os, sys, time
fifo, hits, stop = sys.argv[1:]
while True:
    fd = os.open(fifo, os.O_WRONLY)  # waits until something opens the FIFO to read it
    if os.path.exists(stop):
        os.close(fd)
        break
    with open(hits, "a") as f:
        f.write("x")
    os.close(fd)  # the reader reads an empty image
    time.sleep(0.01)
"""


class Probe:
    """A FIFO named `p` in `folder` that counts every attempt to read it."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.fifo, self.hits_file, self.stop = folder / "p", folder / "hits", folder / "stop"
        os.mkfifo(self.fifo)
        self.child = subprocess.Popen([sys.executable, "-c", SERVE, str(self.fifo),
                                       str(self.hits_file), str(self.stop)])

    @property
    def hits(self) -> int:
        return self.hits_file.stat().st_size if self.hits_file.exists() else 0

    def close(self) -> None:
        self.stop.touch()
        fd = os.open(self.fifo, os.O_RDONLY | os.O_NONBLOCK)  # lets the child's open return
        try:
            self.child.wait(10)
        except subprocess.TimeoutExpired:
            self.child.kill()
            self.child.wait()
        finally:
            os.close(fd)


@pytest.fixture
def probe(tmp_path, monkeypatch):
    folder = tmp_path / "probe"
    folder.mkdir()
    monkeypatch.chdir(folder)
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    p = Probe(folder)
    yield p
    p.close()


# -- what each kind of surface shows of its text --
def shown(text: str, fmt=Qt.AutoText) -> str:
    """What a QLabel (or a tooltip, always Qt.AutoText) shows of `text`."""
    if fmt == Qt.PlainText or (fmt == Qt.AutoText and not Qt.mightBeRichText(text)):
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def shown_action(text: str) -> str:
    """What a menu entry or a button shows: "&&" is "&", "&x" an underlined x."""
    return re.sub(r"&(.?)", r"\1", text)


def _actions(w) -> list[QAction]:
    return [a for a in w.actions() if not a.isSeparator()]


def surfaces(root) -> list[tuple[str, str]]:
    """(where, what it shows) for every text surface of `root`, its children (its dialogs and
    menus too) and every window shown: labels (the tooltip's and the message boxes' included),
    buttons, menus and their entries, tooltips, window titles, list items, the log, the lesson
    feedback, the status bar, the scene's items."""
    out = []
    widgets = [root, *root.findChildren(QWidget)]
    widgets += [w for w in QApplication.topLevelWidgets() if w.isVisible() and w not in widgets]
    for w in widgets:
        name = type(w).__name__ + (f":{w.objectName()}" if w.objectName() else "")
        if isinstance(w, QLabel):  # (a label of its own kind too: "QLabel StatusText")
            label = name if type(w) is QLabel else f"QLabel {name}"
            out.append((label, shown(w.text(), w.textFormat())))
        if isinstance(w, QAbstractButton):
            out.append((name, shown_action(w.text())))
        if w.toolTip():
            out.append((name + " tooltip", shown(w.toolTip())))
        if w.isWindow() and w.windowHandle() is not None:
            out.append((name + " title", w.windowHandle().title()))
        if isinstance(w, QMenu):
            out.append((name + " menu title", shown_action(w.title())))
            for a in _actions(w):
                out.append((name + " entry", shown_action(a.text())))
                if w.toolTipsVisible() and a.toolTip() != shown_action(a.text()):  # its own
                    out.append((name + " entry tooltip", shown(a.toolTip())))
        if isinstance(w, QListWidget):
            for i in range(w.count()):
                it = w.item(i)
                out += [(name + " item", it.text()), (name + " item tooltip",
                                                       shown(it.toolTip()))]
        if isinstance(w, (QPlainTextEdit, QTextBrowser)):
            out.append((name, w.toPlainText()))
        if isinstance(w, QStatusBar):
            out.append((name + " message", w.currentMessage()))
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for it in w.scene().items():
                if it.toolTip():
                    out.append((f"{type(it).__name__} tooltip", shown(it.toolTip())))
                if isinstance(it, QGraphicsSimpleTextItem):
                    out.append(("scene text", it.text()))
    return out


def check_literal(root, *must: tuple[str, str]) -> list[tuple[str, str]]:
    """Every surface that shows a name's word shows the whole name, as written; and each
    (surface, name) of `must` is shown somewhere (so the walk looked at something)."""
    rows = surfaces(root)
    bad = [(where, text) for where, text in rows for s, word in WORD.items()
           if word in text and s not in text]
    assert not bad, "\n".join(f"{w}: {t!r}" for w, t in bad)
    for where, s in must:
        assert any(where in w and s in t for w, t in rows), (where, s, [
            (w, t) for w, t in rows if where in w])
    return rows


def settle(n: int = 3) -> None:
    for _ in range(n):
        QApplication.processEvents()


def paint_everything() -> None:
    """Lay out and paint every visible window (rich text loads its images then)."""
    for w in QApplication.topLevelWidgets():
        if w.isVisible():
            w.grab()
    settle()


# -- the games --
def markup_setup() -> dict:
    setup = small_setup("assist")
    rename = {"Alice": ANN, "Bob": BOZO}
    setup["players"] = [ANN, BOZO]
    setup["turn"]["active"] = ANN
    bears = dict(bundled_lookup("Grizzly Bears"), name=CARD)
    setup["facts"]["markup"] = bears
    for c in setup["cards"]:
        c["owner"] = rename[c["owner"]]
        if c["id"] == "a-mist":
            c["face_down"]["source"] = SOURCE
    setup["cards"] += [
        {"id": "a-markup", "facts": "markup", "owner": ANN, "zone": "battlefield"},
        {"id": "a-markup-gy", "facts": "markup", "owner": ANN, "zone": "graveyard"}]
    return setup


def window(qtbot, game, seat):
    from tabletop.ui.window import MainWindow
    w = MainWindow(game, seat, quiet=True)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()
    settle()
    return w


def _viewport_point(win, item) -> QPoint:
    return win.view.mapFromScene(item.sceneBoundingRect().center())


def double_click(win, item) -> None:
    """A double click on the viewport, as Qt delivers a mouse's: press, release, double
    click, release (QTest.mouseDClick after another one at a different place is taken for
    part of it)."""
    vp = win.view.viewport()
    at = QPointF(_viewport_point(win, item))
    for kind, buttons in ((QEvent.MouseButtonPress, Qt.LeftButton),
                          (QEvent.MouseButtonRelease, Qt.NoButton),
                          (QEvent.MouseButtonDblClick, Qt.LeftButton),
                          (QEvent.MouseButtonRelease, Qt.NoButton)):
        QApplication.sendEvent(vp, QMouseEvent(kind, at, vp.mapToGlobal(at), Qt.LeftButton,
                                               buttons, Qt.NoModifier))
    settle()


def hover(win, item) -> None:
    """The pointer moves onto the item, no button held; then rests there (a tooltip event)."""
    vp, pt = win.view.viewport(), _viewport_point(win, item)
    at = QPointF(pt)
    QApplication.sendEvent(vp, QMouseEvent(QEvent.MouseMove, at, vp.mapToGlobal(at), Qt.NoButton,
                                           Qt.NoButton, Qt.NoModifier))
    settle()
    QApplication.sendEvent(vp, QHelpEvent(QEvent.ToolTip, pt, vp.mapToGlobal(pt)))
    settle()


def test_names_from_players_cards_and_files_show_as_written(qtbot, probe, tmp_path):
    """A game between players named in markup, with a card named in markup, played with the
    mouse; then a shared export of it (title, players and file name in markup) opened in the
    same window. Every surface is walked after each step."""
    game = new_game(markup_setup(), seed=1)
    win = window(qtbot, game, ANN)
    card = item_of(win, "a-markup")
    # A real double click taps it: the log, the rules assist and the undo entry name it.
    double_click(win, card)
    assert game.state.cards["a-markup"].tapped
    # Hovering it previews it; its tooltip comes up as Qt shows tooltips.
    hover(win, card)
    assert win.scene._hovered == card.vid
    tip = [w for w in QApplication.topLevelWidgets() if w.objectName() == "qtooltip_label"]
    assert tip and tip[0].isVisible()
    win.view.setFocus()
    win.view.focus_card(card)  # the status bar names the focused card
    check_literal(win, ("MainWindow title", ANN), ("QLabel", ANN), ("qtooltip_label", CARD),
                  ("CardItem tooltip", CARD), ("CardItem tooltip", SOURCE),
                  ("PileItem tooltip", ANN), ("PreviewPanel tooltip", CARD),
                  ("QStatusBar message", CARD), ("LogPanel:log", CARD), ("QLabel", f"{CARD}"),
                  ("scene text", BOZO))
    assert CARD in win.assist.title.text()
    undo = next(a for a in win.findChildren(QAction) if a.text().startswith("Undo"))
    assert shown_action(undo.text()) == f"Undo Tap / untap: {CARD}"
    # A double click on the graveyard opens the pile browser.
    gy = win.scene.piles[(ANN, "graveyard")]
    assert isinstance(gy, PileItem)
    double_click(win, gy)
    from tabletop.ui.common.dialogs import ZoneBrowser
    browser = win.findChildren(ZoneBrowser)[-1]
    browser.show()
    settle()
    check_literal(win, ("ZoneBrowser title", ANN), ("QListWidget item", CARD),
                  ("QListWidget item tooltip", CARD))
    browser.close()
    # The card's context menu, opened with a right click, is headed by its name.
    menu = context_menu(win, card)
    assert menu is not None and menu.isVisible()
    check_literal(win, ("QMenu:card_menu entry", CARD))
    menu.hide()
    # The turn-up menu of its face-down card: every route, the closed ones with the reason.
    menu = context_menu(win, item_of(win, "a-mist"))
    check_literal(win, ("QMenu:turn_up_menu entry", "not allowed"),
                  ("QMenu:turn_up_menu entry tooltip", "701.40"))
    menu.hide()
    # View > View as lists the players.
    seats = next(m for m in win.findChildren(QMenu) if m.title() == "View as")
    seats.popup(QPoint(0, 0))
    settle()
    check_literal(win, ("QMenu entry", ANN), ("QMenu entry", BOZO))
    seats.hide()
    # The privacy curtain names the next player; a real click on its button sits Bozo down.
    win.seats.pass_to(BOZO)
    settle()
    check_literal(win, ("QLabel", BOZO), ("QPushButton:curtain_ok", BOZO))
    paint_everything()
    win.grab().save(str(tmp_path / "curtain.png"))
    QTest.mouseClick(win.curtain.button, Qt.LeftButton)
    settle()
    assert win.ctl.seat == BOZO
    check_literal(win, ("MainWindow title", BOZO), ("QLabel", BOZO), ("LogPanel:log", CARD))
    # A file that is not there: the message names it as written.
    assert not win.files.open_path(str(probe.folder / MISSING))
    box = [b for b in win.findChildren(QMessageBox) if b.objectName() == "error_dialog"][-1]
    box.show()
    settle()
    check_literal(win, ("QLabel:qt_msgbox_label", MISSING))
    box.close()
    # An export with a title, players and a file name in markup: the shared board's banner,
    # status bar, title, tooltips and log, and the recent files menu.
    path = probe.folder / FILE
    path.write_bytes(export_for(game, BOZO, title=TITLE))
    assert win.files.open_path(str(path)), win.last_error
    settle()
    assert win.ctl.read_only and win.banner.isVisible()
    check_literal(win, ("QLabel:shared_banner", TITLE), ("QLabel:shared_banner", BOZO),
                  ("QLabel", TITLE), ("MainWindow title", FILE),
                  ("CardItem tooltip", CARD), ("PileItem tooltip", ANN))
    win.menubar.recent_menu.popup(QPoint(0, 0))
    settle()
    check_literal(win, ("QMenu entry", FILE))
    win.menubar.recent_menu.hide()
    paint_everything()
    win.grab().save(str(tmp_path / "shared.png"))
    assert probe.hits == 0  # no image was ever loaded


def markup_lesson():
    from tabletop.lessons.format import load_lesson
    from tabletop.resources import resource
    doc = json.loads(resource("lessons", "01-tracking-markers.json").read_text("utf-8"))
    doc["title"], doc["summary"] = LESSON["title"], LESSON["summary"]
    step = doc["steps"][0]
    step["instruction"], step["hints"] = LESSON["instruction"], [LESSON["hint"]]
    step["rules"] = [*step["rules"], LESSON["rule"]]
    return load_lesson(json.dumps(doc))


def test_a_lesson_shows_its_texts_as_written(qtbot, probe, tmp_path, game):
    """A lesson file whose title, summary, instruction, hint and rule read markup: the picker
    (list, tooltip, details) and the lesson panel (title, instruction, rules, feedback)."""
    lesson = markup_lesson()
    win = window(qtbot, game, "Alice")
    from tabletop.ui.lessons.picker import LessonPicker
    picker = LessonPicker([lesson], win)
    picker.show()
    settle()
    check_literal(win, ("QListWidget:lesson_list item", LESSON["title"]),
                  ("QListWidget:lesson_list item tooltip", LESSON["summary"]),
                  ("QLabel:lesson_details", LESSON["title"]),
                  ("QLabel:lesson_details", LESSON["summary"]))
    picker.close()
    assert win.lessons_menu.start_lesson(lesson) is not None, win.last_error
    settle()
    panel = win.lessons.panel
    check_literal(win, ("QLabel:lesson_title", LESSON["title"]),
                  ("QLabel:lesson_instruction", LESSON["instruction"]),
                  ("QLabel", LESSON["rule"]),
                  ("QTextBrowser:lesson_feedback", LESSON["summary"]))
    QTest.mouseClick(panel.buttons["hint"], Qt.LeftButton)
    settle()
    check_literal(win, ("QTextBrowser:lesson_feedback", LESSON["hint"]))
    paint_everything()
    win.grab().save(str(tmp_path / "lesson.png"))
    assert probe.hits == 0


def test_the_apps_own_messages_show_as_written(qtbot, probe, tmp_path):
    """The app's start-up warning (a file it can't open) and its unexpected-error message. (A
    file that is not there at all is one line on stderr, no window: tests/test_command_line.py.)"""
    from tabletop import app
    Path(MISSING).write_text("{not a save", encoding="utf-8")  # (in the probe's folder)
    seen = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        paint_everything()
        seen.append(surfaces(box))
        box.done(0)

    hook = sys.excepthook
    qapp = QApplication.instance()
    translators = set(qapp.findChildren(QTranslator))
    try:
        QTimer.singleShot(0, answer)
        assert app.main(["--open", MISSING]) == 2
        QTimer.singleShot(0, answer)
        sys.excepthook(ValueError, ValueError(f"{CARD} went wrong"), None)
    finally:  # main() set these up for the whole application: the other tests' are as before
        sys.excepthook = hook
        for t in set(qapp.findChildren(QTranslator)) - translators:
            qapp.removeTranslator(t)
    assert len(seen) == 2
    for rows, s in zip(seen, (MISSING, CARD), strict=True):
        labels = [t for w, t in rows if w == "QLabel:qt_msgbox_label"]
        assert any(s in t for t in labels), labels
    assert probe.hits == 0


def test_an_export_titled_img_dev_zero_opens(tmp_path):
    """The issue's file: an export whose title and seat read `<img src=/dev/zero>`, opened in
    the real app (`--screenshot` lays out and paints the whole window). Rich text would read
    /dev/zero until the memory limit stops it."""
    zero = "<img src=/dev/zero>"
    setup = small_setup()
    setup["players"] = [zero, "Bob"]
    setup["turn"]["active"] = zero
    for c in setup["cards"]:
        if c["owner"] == "Alice":
            c["owner"] = zero
    path = tmp_path / "zero.json"
    path.write_bytes(export_for(new_game(setup, seed=1), zero, title=zero))
    out = tmp_path / "zero.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TABLETOP_HOME=str(tmp_path / "home"),
               PYTHONPATH=os.pathsep.join([str(Path(__file__).parents[2]),
                                           os.environ.get("PYTHONPATH", "")]))
    run = subprocess.run([sys.executable, "-c", BOUNDED, "--screenshot", str(out),
                          "--open", str(path)], env=env, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert out.stat().st_size > 0


def test_the_library_prompts_name_a_player_as_written(qtbot, probe, tmp_path):
    """Looking at the top of another player's library (an effect) asks how many cards of
    "<b>Bozo</b> & Co [*]'s library": the dialog's label shows the name as written."""
    from PySide6.QtWidgets import QInputDialog, QLabel
    game = new_game(markup_setup(), seed=1)
    win = window(qtbot, game, ANN)
    win.library.look_top(BOZO)
    dlg = win.findChild(QInputDialog, "ask_number")
    assert dlg is not None and dlg.isVisible()
    labels = [lab for lab in dlg.findChildren(QLabel) if BOZO in lab.text()]
    assert labels and all(lab.textFormat() == Qt.PlainText for lab in labels)
    dlg.reject()
    assert probe.hits == 0


def test_requests_name_players_and_cards_as_written(qtbot, probe, tmp_path):
    """A request (issue 23) between players named in markup, naming a card named in markup: the
    request bar's line, its buttons' tooltips and accessible names, the status bar and the log
    show them as written, for the seat that asks and for the seat that answers."""
    from tabletop.model import commands as C
    game = new_game(markup_setup(), seed=1)
    win = window(qtbot, game, BOZO)
    win.run(C.Tap("a-markup"), "Tap")  # Bozo taps Ann's card: a request to Ann
    settle()
    assert game.state.requests and not game.state.cards["a-markup"].tapped
    bar = win.requests.bar
    assert bar.isVisible() and bar.rows[0].withdraw is not None
    check_literal(win, ("QLabel", ANN), ("QLabel", CARD), ("LogPanel:log", ANN))
    win.seats.pass_to(ANN)
    settle()
    QTest.mouseClick(win.curtain.button, Qt.LeftButton)
    settle()
    row = bar.rows[0]
    assert row.accept is not None and BOZO in row.label.text() and CARD in row.label.text()
    assert row.label.textFormat() == Qt.PlainText
    check_literal(win, ("QLabel", BOZO), ("QLabel", CARD))
    QTest.mouseClick(row.accept, Qt.LeftButton)
    settle()
    assert game.state.cards["a-markup"].tapped and not game.state.requests
    check_literal(win, ("LogPanel:log", BOZO), ("MainWindow title", ANN))
    paint_everything()
    assert probe.hits == 0  # no image was ever loaded
