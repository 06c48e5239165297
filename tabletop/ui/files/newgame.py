"""File → New game from two decklists: a dialog with two decklists, read by the card data
package; unknown cards are listed in a clear message. Names and decks are held to the limits a
save can hold (`tabletop.model.limits`) here, where they enter, so the game always saves and
loads; each game gets a seed from the operating system's random source unless one is given."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
)

from tabletop.model.game import new_seed
from tabletop.model.limits import MAX_LIFE, MAX_PLAYER_NAME
from tabletop.model.setup import check_player_name
from tabletop.model.state import PREGAME
from tabletop.rules import new_game
from tabletop.ui.common.dialogs import error
from tabletop.ui.common.messages import tr


def game_from_decklists(players: list[str], lists: list[str], seed: int | None = None,
                        first: str | None = None, pregame: bool = False, life: int = 20):
    """`start_from_decklists`'s game."""
    return start_from_decklists(players, lists, seed, first, pregame, life)[0]


def start_from_decklists(players: list[str], lists: list[str], seed: int | None = None,
                         first: str | None = None, pregame: bool = False, life: int = 20):
    """(game, sideboards): a game from two decklists (any format the card data package
    reads): libraries shuffled, seven cards drawn each, with `seed` (default: 63 random bits
    from the operating system). `pregame`: the game waits for the mulligans (103.5), `first`
    going first (None: at random from the seed). `life`: the starting life total (20; 40 for
    commander; any value). Unknown cards raise the card data's DecklistError (a ValueError)
    naming every one of them; a name, deck or card a save could not hold, a SetupError (a
    ValueError) saying which. `sideboards`: {player: the facts of each card of their
    sideboard} (`opening.sideboard_cards`), for the games after this one; the game itself
    holds no sideboard."""
    from tabletop.carddata.database import CardDatabase
    from tabletop.carddata.decklists import decks_setup, parse_decklist

    for p in players:
        check_player_name(p)
    seed = new_seed() if seed is None else seed
    decks = [(p, parse_decklist(text, f"{p}'s decklist")) for p, text in
             zip(players, lists, strict=True)]
    from tabletop.session.opening import sideboard_cards
    with CardDatabase.open() as db:
        setup = decks_setup(decks, db.find_dict, seed=seed)
        sideboards = sideboard_cards(decks, db.find_dict)
    if life != 20:
        setup["life"] = life
    if pregame:
        from tabletop.session.opening import first_player
        setup["turn"] = {"active": first if first in players else first_player(players, seed),
                         "step": PREGAME, "number": 0}
    from tabletop.session.opening import deal
    return deal(new_game(setup, seed=seed)), sideboards


def new_game_dialog(parent):
    """The dialog; (game, sideboards) as `start_from_decklists` gives them, or None."""
    dlg = QDialog(parent)
    dlg.setObjectName("new_game")
    from tabletop.ui.common import plain as P
    P.set_window_title(dlg, tr("New game from two decklists"))
    form = QFormLayout(dlg)
    names = [QLineEdit("Alice"), QLineEdit("Bob")]
    lists = [QPlainTextEdit(), QPlainTextEdit()]
    for i in range(2):
        names[i].setMaxLength(MAX_PLAYER_NAME)  # what a save holds
        names[i].setObjectName(f"player{i + 1}")
        lists[i].setObjectName(f"decklist{i + 1}")
        lists[i].setPlaceholderText("4 Grizzly Bears\n20 Forest")
        form.addRow(tr("Player {n}").format(n=i + 1), names[i])
        form.addRow(tr("Decklist"), lists[i])
    first = QComboBox()
    first.setObjectName("first_player")
    first.addItems([tr("At random"), tr("Player 1"), tr("Player 2")])
    form.addRow(tr("Who goes first"), first)
    life = QSpinBox()
    life.setObjectName("starting_life")
    life.setRange(1, MAX_LIFE)
    life.setValue(20)
    life.setToolTip(tr("20 for a usual game, 40 for commander; any value"))
    form.addRow(tr("Starting life"), life)
    bb = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
    bb.accepted.connect(dlg.accept)
    bb.rejected.connect(dlg.reject)
    form.addRow(bb)
    if not dlg.exec():
        return None
    players = [n.text().strip() or f"Player {i + 1}" for i, n in enumerate(names)]
    if players[0] == players[1]:
        error(parent, tr("New game"), tr("The two players need different names."))
        return None
    try:
        return start_from_decklists(players, [t.toPlainText() for t in lists],
                                    seed=getattr(parent, "seed", None),
                                    first=players[first.currentIndex() - 1]
                                    if first.currentIndex() else None, pregame=True,
                                    life=life.value())
    except ValueError as exc:  # DecklistError, CardDataError, SetupError
        error(parent, tr("New game"), tr("These decklists can't start a game."), [str(exc)])
    except OSError as exc:
        error(parent, tr("New game"), tr("The card data could not be read: {e}")
              .format(e=exc))
    return None
