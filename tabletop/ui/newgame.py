"""File → New game from two decklists: a dialog with two decklists, read by the card data
package; unknown cards are listed in a clear message."""

from __future__ import annotations

import random
import re

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
)

from tabletop.model import commands as C
from tabletop.rules import new_game

from . import messages as M
from .dialogs import error

_LINE = re.compile(r"^\s*(\d+)\s*x?\s+(.+?)\s*$")


def _parse(text: str) -> list[tuple[int, str]]:
    try:
        from tabletop.carddata.decklists import parse_decklist
    except ImportError:
        parse_decklist = None
    if parse_decklist is not None:
        deck = parse_decklist(text)
        entries = getattr(deck, "main", None) or getattr(deck, "entries", None) or deck
        out = []
        for e in entries:
            if isinstance(e, tuple):
                out.append((int(e[0]), str(e[1])))
            else:
                out.append((int(getattr(e, "count", 1)), str(getattr(e, "name", e))))
        return out
    out = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line or line.lower() in ("deck", "sideboard", "commander"):
            continue
        m = _LINE.match(line)
        out.append((int(m.group(1)), m.group(2)) if m else (1, line))
    return out


def _lookup(name: str) -> dict | None:
    from tabletop.carddata.bundled import bundled_cards, bundled_index, name_key
    en = bundled_index().get(name_key(name))
    return bundled_cards().get(en) if en else None


def setup_from_decklists(players: list[str], lists: list[str]) -> tuple[dict, list[str]]:
    facts: dict[str, dict] = {}
    cards: list[dict] = []
    unknown: list[str] = []
    for p, text in zip(players, lists, strict=True):
        n = 0
        for count, name in _parse(text):
            f = _lookup(name)
            if f is None:
                unknown.append(f"{p}: {name}")
                continue
            key = f["name"]
            facts[key] = f
            for _ in range(max(0, min(count, 250))):
                n += 1
                cards.append({"id": f"{p}-{n:03d}", "facts": key, "owner": p,
                              "zone": "library"})
    setup = {"players": players, "turn": {"active": players[0], "number": 1, "step": "main1"},
             "mode": "assist", "facts": facts, "cards": cards}
    return setup, unknown


def game_from_decklists(players: list[str], lists: list[str], seed: int | None = None):
    setup, unknown = setup_from_decklists(players, lists)
    if unknown:
        raise ValueError(unknown)
    game = new_game(setup, seed=random.randrange(1 << 30) if seed is None else seed)
    for p in players:
        game.apply(C.Shuffle(p), p)
        game.apply(C.Draw(p, 7), p)
    return game


def new_game_dialog(parent):
    dlg = QDialog(parent)
    dlg.setWindowTitle(M.tr("New game from two decklists"))
    form = QFormLayout(dlg)
    names = [QLineEdit("Alice"), QLineEdit("Bob")]
    lists = [QPlainTextEdit(), QPlainTextEdit()]
    for i in range(2):
        lists[i].setPlaceholderText("4 Grizzly Bears\n20 Forest")
        form.addRow(M.tr("Player {n}").format(n=i + 1), names[i])
        form.addRow(M.tr("Decklist"), lists[i])
    bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
    bb.accepted.connect(dlg.accept)
    bb.rejected.connect(dlg.reject)
    form.addRow(bb)
    if not dlg.exec():
        return None
    players = [n.text().strip() or f"Player {i + 1}" for i, n in enumerate(names)]
    if players[0] == players[1]:
        error(parent, M.tr("New game"), M.tr("The two players need different names."))
        return None
    try:
        return game_from_decklists(players, [t.toPlainText() for t in lists])
    except ValueError as exc:
        details = exc.args[0] if exc.args and isinstance(exc.args[0], list) else [str(exc)]
        error(parent, M.tr("New game"), M.tr("Some cards are not known to tabletop."),
              [str(d) for d in details])
    except (OSError, KeyError) as exc:
        error(parent, M.tr("New game"), M.tr("The card data could not be read: {e}")
              .format(e=exc))
    return None
