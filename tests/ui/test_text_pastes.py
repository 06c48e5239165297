"""The clipboard's text is checked where it enters (issue 25 item 1): Qt itself never hands
Python a lone surrogate (it drops one, and turns bytes that are not UTF-8 into U+FFFD), and the
paste paths (Paste position, the New game dialog's decklists, the Join dialog's invite) refuse one
anyway, in words, with the game as it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtWidgets import QApplication

from tabletop.carddata import DecklistError
from tabletop.ui.editor import files as PE


def test_the_clipboard_never_gives_a_lone_surrogate(win):
    cb = QApplication.clipboard()
    cb.setText("hi \ud800 there")
    assert cb.text() == "hi  there"
    md = QMimeData()
    md.setData("text/plain", b"hi \xed\xa0\x80 there")  # surrogate bytes from another program
    cb.setMimeData(md)
    text = cb.text()
    assert not any(0xD800 <= ord(ch) <= 0xDFFF for ch in text)
    text.encode("utf-8")
    before = win.ctl.game
    assert not PE.paste_position(win)  # (not a position: said, no traceback)
    assert win.paste_problem and win.ctl.game is before
    cb.clear()  # the clipboard owns `md` now: emptied here, not freed twice at exit


def test_paste_position_refuses_a_lone_surrogate(win):
    before = win.ctl.game
    for text in ("position (public): turn 1, Alice active, step main1\n"
                 "players: Alice\udc00 (life 20); Bob (life 20)\n",
                 'position (public): turn 1, Alice active, step main1, mode strict\n'
                 'players: "Alice\\ud800" (life 20); Bob (life 20)\n'):
        assert not PE.paste_position(win, text)
        assert "not valid Unicode text: a lone surrogate" in win.paste_problem
        assert win.ctl.game is before


def test_a_pasted_decklist_with_a_lone_surrogate_starts_no_game(win):
    from tabletop.ui.files.newgame import game_from_decklists
    with pytest.raises(DecklistError, match="Ann's decklist: the decklist is not valid Unicode"):
        game_from_decklists(["Ann", "Ben"], ["20 Forest\n1 Bad \ud800 Bear", "20 Island"])
    with pytest.raises(DecklistError, match="at most 4,194,304 characters"):
        game_from_decklists(["Ann", "Ben"], ["1 Forest\n" * 500_000, "20 Island"])


def test_a_pasted_invite_with_a_lone_surrogate_is_said(qtbot, monkeypatch):
    from tabletop.ui.net.dialogs import JoinDialog
    dlg = JoinDialog(quiet=True)
    qtbot.addWidget(dlg)
    invite = ('{"format": "tabletop-invite/1", "proto": 1, "url": "nats://127.0.0.1:4222", '
              '"game": "abcdefghij", "seat": "B\ud800b", "spectator": false, "token": "p1", '
              '"user": "u", "password": "pw"}')
    monkeypatch.setattr(dlg.text, "toPlainText", lambda: invite)  # (Qt would drop it)
    dlg.join()
    assert "'seat': not valid Unicode text: a lone surrogate" in dlg.status.text()
    assert dlg.window_joined is None
