"""Issue 26, point 6: every line a player reads is a sentence in the UI language, never a word
only the code speaks. A scripted game is played through the window (real clicks and key
presses, the menus' and the assist's own actions), and then the log panel, the assist panel
(all it said along the way), the status bar's messages, every tooltip and every accessible name,
description and action of the table and its widgets are searched for identifiers: snake_case
keys (`begin_combat`, `end_of_turn`, `turned_face_up`), step keys (`main1`), a bare key in
parentheses (`(cast)`), a braced count left unfilled. In English and in German."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.ui.common import uilang

from .conftest import item_of, shown, small_setup

SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
STEP_KEY = re.compile(r"\bmain[12]\b")
BARE_KEY = re.compile(r"\((?:cast|enters|step|permanent|strict|assist|heads|tails)\)")
SPLICED = re.compile(r"\w\((?:s|n|e|en|es|i)\)")


def identifiers(text: str) -> list[str]:
    """The words of `text` only the code speaks."""
    return [m.group(0) for p in (SNAKE, STEP_KEY, BARE_KEY, SPLICED) for m in p.finditer(text)]


def test_the_search_finds_what_the_issue_saw():
    seen = ["Step: begin_combat.", "Step: declare_attackers.", "Mist triggers (end_of_turn).",
            "An effect applies to Forest (turned_face_up).", "Bolt triggers (cast).",
            "Step: main1.", "Bob hat 7 Karte(n) gezogen.", "3 card(s)"]
    assert all(identifiers(s) for s in seen)
    fine = ["Step: Beginning of combat.", "Cryptic Pursuit triggers (a spell was cast).",
            "face-down #2, cloaked, ward {2}", "Cast Grizzly Bears for {1}{G}.",
            "Alice: life 20 → 18.", "Draw 7 cards", "Turn face up: For its mana cost: {1}{G}"]
    assert not any(identifiers(s) for s in fine)


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def click(win, item) -> None:
    vp = win.view.viewport()
    QTest.mouseClick(vp, Qt.LeftButton, Qt.NoModifier,
                     win.view.mapFromScene(item.sceneBoundingRect().center()))
    settle()


def key(win, k, mod=Qt.NoModifier) -> None:
    QTest.keyClick(win, k, mod)
    settle()


class Reader:
    """Everything the window said along the way: the assist's titles and lines, the status
    bar's messages, what was announced to screen readers."""

    def __init__(self, win) -> None:
        from tabletop.ui.table.access import announcer
        self.win, self.said = win, []
        win.statusBar().messageChanged.connect(self.said.append)
        announcer.announced.connect(self.said.append)

    def assist(self) -> None:
        a = self.win.assist
        self.said += [a.title.text(), a.mode_label.text(),
                      *(a.list.item(i).text() for i in range(a.list.count()))]
        self.said += [b.text() for b in a.reminder_buttons]


def play(win, reader: Reader) -> None:
    """A turn of Alice's: a refused cast of a land, the land played, a creature cast and
    resolved, an effect until end of turn, a refused turn-up overridden, dice and a coin, the
    rules mode changed, combat's steps, a cloaked card exiled, the end step's trigger."""
    g = win.ctl.game
    click(win, item_of(win, "a-forest"))
    key(win, Qt.Key_C)  # a land is played, not cast: refused (and nothing "allowed" after it)
    reader.assist()
    key(win, Qt.Key_P)
    reader.assist()
    click(win, item_of(win, "a-bears"))
    key(win, Qt.Key_C)
    reader.assist()
    click(win, item_of(win, "a-bears"))
    key(win, Qt.Key_Return, Qt.ControlModifier)  # resolve
    reader.assist()
    win.run(C.ApplyEffect("a-bears", {"add_pt": [1, 1]}, "end_of_turn"), "Giant Growth")
    win.run(C.GainControl("Alice", "b-angel", "permanent"), "Gain control")
    reader.assist()
    click(win, item_of(win, "a-mist"))  # manifested Primordial Mist: no mana-cost route
    key(win, Qt.Key_U)
    reader.assist()
    assert win.assist.override_button.isVisible()
    QTest.mouseClick(win.assist.override_button, Qt.LeftButton)
    settle()
    reader.assist()
    for aid in ("flip_coin", "roll_d20"):
        win.player_actions[aid].trigger()
        settle()
    win.set_mode("strict")
    win.set_mode("assist")
    for _ in range(6):  # through combat to the second main phase
        win.table_actions["next_step"].trigger()
        settle()
        reader.assist()
    click(win, item_of(win, "a-bolt"))  # cloaked Lightning Bolt leaves: revealed
    key(win, Qt.Key_E)
    reader.assist()
    win.table_actions["next_step"].trigger()  # the end step: Primordial Mist triggers
    settle()
    reader.assist()
    assert any(e.command.get("kind") == "gain_control" for e in g.log)


def accessible_texts(win) -> list[str]:
    from tabletop.ui.table.access import NodeAccessible
    out = []
    root = QAccessible.queryAccessibleInterface(win.view)

    def walk(iface):
        out.extend([iface.text(QAccessible.Name), iface.text(QAccessible.Description)])
        if isinstance(iface, NodeAccessible):
            out.extend(iface.actionInterface().actionNames())
        for i in range(iface.childCount()):
            c = iface.child(i)
            if isinstance(c, NodeAccessible):
                walk(c)
    walk(root)
    for w in win.findChildren(QWidget):
        out += [w.toolTip(), w.accessibleName(), w.accessibleDescription(), w.statusTip()]
    for a in win.findChildren(QAction):
        out += [a.text(), a.toolTip(), a.statusTip()]
    for it in win.scene.items():
        out.append(it.toolTip())
        out.append(getattr(it, "accessible_name", "") or "")
    return out


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_identifier_reaches_a_player(qtbot, tmp_path, monkeypatch, lang):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    app = QApplication.instance()
    installed = uilang.install(app, lang) if lang != "en" else []
    was = QAccessible.isActive()
    QAccessible.setActive(True)
    try:
        from tabletop.ui.window import MainWindow
        win = shown(qtbot, MainWindow(new_game(small_setup(), seed=1), "Alice", quiet=True))
        reader = Reader(win)
        play(win, reader)
        log = win.log.texts()
        texts = {"log": log, "assist and status": reader.said,
                 "tooltips and accessible names": accessible_texts(win)}
        found = {where: [(t, identifiers(t)) for t in ts if t and identifiers(t)]
                 for where, ts in texts.items()}
        assert not any(found.values()), found
        # the game happened: the lines the issue saw are sentences now
        joined = "\n".join(log)
        if lang == "en":
            assert "Step: Beginning of combat." in log
            assert "Step: Declare attackers." in log
            assert "(until end of turn)" in joined
            assert "Primordial Mist triggers (a step began)." in log
            assert "Alice overrode the rules (turn a permanent face up)." in log
            assert "The rules mode is now strict (was assist)." in log
            assert not any("Allowed (cost): Cast Forest" in s for s in reader.said)
            assert any("Put a card onto the battlefield" in s or "Play: a card" in s
                       for s in reader.said)
        else:
            assert "Segment: Beginn des Kampfes." in log, log
            assert not re.search(r"\b(strict|assist|begin_combat|end_of_turn)\b", joined)
    finally:
        QAccessible.setActive(was)
        for t in installed:
            app.removeTranslator(t)
