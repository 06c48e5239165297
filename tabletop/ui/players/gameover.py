"""The end of a game: a panel above the table names the result and offers the next game.
`win.seats.gameover`, a part of MainWindow (its seats part holds it: the next game is a matter
of who sits at the device).

The panel shows while the seat's view says the game ended: one sentence per fact of the result
(`tabletop.rules.outcome`: the winner, each loser and why, a draw, no winner), in the UI
language, read from the view (never the state), so a spectator and a shared board read what a
seat reads. It has "Play again" and "Save the game" where they can be done (a game at this
device; not a joined or hosted network table, a lesson, or a shared board).

"Play again" starts the next game of the match (`session.opening.next_game`): the same cards
per player, shuffled with a new seed, waiting for the mulligans. First each player whose game
began from a decklist with a sideboard swaps cards (`matchdialogs.SideboardDialog`; the window
keeps the sideboards in memory, `FilesPart.sideboards`: a save does not hold them), then the
loser says who goes first (`FirstPlayerDialog`, 103.1; after a draw the player who decided
before, else at random). Each question goes to its player as every hand-over does
(`SeatsPart.hand_over`: in hot-seat play behind the privacy curtain), `after_curtain` asks it
once that player sits down."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QVBoxLayout

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr

if TYPE_CHECKING:  # (the rules load with the first game, not with the window)
    from tabletop.model.game import Game
    from tabletop.rules.outcome import Loss, Outcome
    from tabletop.session.opening import Decks
    from tabletop.ui.players.matchdialogs import FirstPlayerDialog


def loss_text(loss: Loss) -> str:
    """Why one player lost, a sentence with its rule."""
    from tabletop.rules.outcome import LossReason
    if loss.reason == LossReason.LIFE:
        return tr("{player} lost with a life total of {life} (rule 704.5a).").format(
            player=loss.player, life=loss.amount)
    if loss.reason == LossReason.POISON:
        return tr("{player} lost with %n poison counters (rule 704.5c).", None,
                  loss.amount).format(player=loss.player)
    return tr("{player} conceded (rule 104.3a).").format(player=loss.player)


def result_text(res: Outcome) -> str:
    """The result in sentences: who won (or a draw, or no winner), then each loser and why."""
    from tabletop.rules.outcome import ResultKind
    if res.kind == ResultKind.WIN:
        head = tr("{player} wins the game.").format(player=res.winner)
    elif res.kind == ResultKind.DRAW:
        head = tr("The game is a draw: every player still in it lost at the same time "
                  "(rule 104.4a).")
    else:
        head = tr("The game ended with no winner.")
    return " ".join([head, *(loss_text(x) for x in res.losses)])


class GameOverPanel(QFrame):
    """Above the table: "Game over", the result, Play again and Save the game."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("game_over")
        self.setStyleSheet("#game_over { background: #1f3a2c; }"
                           "#game_over QLabel { color: #f4f0e0; }"
                           "#game_over_title { font-size: 15pt; font-weight: bold; }"
                           "#game_over_text { font-size: 11pt; }")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(12, 8, 12, 8)
        texts = QVBoxLayout()
        self.title = P.label(tr("Game over"))
        self.title.setObjectName("game_over_title")
        self.text = P.label()
        self.text.setObjectName("game_over_text")
        self.text.setWordWrap(True)
        texts.addWidget(self.title)
        texts.addWidget(self.text)
        lay.addLayout(texts, 1)
        self.play_again = QPushButton(tr("Play again"))
        self.play_again.setObjectName("play_again")
        self.save = QPushButton(tr("Save the game"))
        self.save.setObjectName("save_game")
        lay.addWidget(self.play_again)
        lay.addWidget(self.save)

    def show_result(self, text: str, can_play: bool, can_save: bool) -> None:
        self.text.setText(text)
        self.setAccessibleName(tr("Game over") + ": " + text)
        self.play_again.setVisible(can_play)
        self.save.setVisible(can_save)
        self.setVisible(True)


@dataclass(slots=True)
class _Next:
    """The next game being prepared: who still sideboards, who chooses, who goes first."""

    game: Game
    decks: Decks
    chooser: str | None
    to_sideboard: list[str] = field(default_factory=list)
    first: str | None = None


class GameOverPart:

    def __init__(self, win) -> None:
        self.win = win  # the MainWindow this part belongs to
        self.panel: GameOverPanel | None = None
        self.next: _Next | None = None  # the next game being prepared
        self._waiting: tuple[str, Callable[[str], None]] | None = None  # (seat, its question)
        self._decided: tuple[Game, str] | None = None  # (a game, who chose who went first)

    def wire(self) -> None:
        """After the window's own handlers: the panel follows every change and hand-over."""
        self.win.ctl.updated.connect(lambda _d: self.show())
        self.win.stack.currentChanged.connect(lambda _i: self.show())

    # -- the panel --
    def result(self) -> Outcome | None:
        """The result the seat's view says, once the game ended and a seat's table shows."""
        win = self.win
        view = win.scene.view if win.scene is not None else None
        if view is None or not view.ended or win.seats.curtain_up():
            return None
        from tabletop.rules.outcome import outcome
        return outcome(view)

    def show(self) -> None:
        res = self.result()
        was = self.panel is not None and not self.panel.isHidden()
        if res is None:
            if self.panel is not None:
                self.panel.setVisible(False)
        else:
            self._panel().show_result(result_text(res), self.can_play_again(),
                                      self._can_save())
        if was != (res is not None) and self.win.view is not None:
            from PySide6.QtCore import QTimer
            QTimer.singleShot(0, self.win.view.fit)  # the table fits the room left to it

    def _panel(self) -> GameOverPanel:
        if self.panel is None:
            self.panel = GameOverPanel()
            self.panel.play_again.clicked.connect(self.play_again)
            self.panel.save.clicked.connect(self.win.files.save)
            lay = self.win.centralWidget().layout()
            lay.insertWidget(lay.indexOf(self.win.stack), self.panel)
        return self.panel

    def _can_save(self) -> bool:
        """A game this window holds (not a joined network table's, a lesson's or a shared
        board)."""
        win = self.win
        return win.ctl.game is not None and not win.ctl.read_only and win.joined is None \
            and win.ctl.route is None

    def can_play_again(self) -> bool:
        """A game of this device's own (a hosted game's seats play elsewhere too)."""
        return self._can_save() and self.win.hosting is None

    # -- the next game --
    def play_again(self) -> None:
        """Sideboarding, who goes first, then the next game (see the module's words)."""
        from tabletop.rules.outcome import outcome
        from tabletop.session.opening import starting_decks
        game = self.win.ctl.game
        res = outcome(game.state) if game is not None and game.state.ended else None
        if res is None or not self.can_play_again():
            return
        players = list(game.state.players)
        decks = starting_decks(game, self.win.files.sideboards_for(game))
        chooser = res.chooser(players)
        if chooser is None and self._decided is not None and self._decided[0] is game:
            chooser = self._decided[1]  # after a draw: who decided before (103.1)
        self.next = _Next(game, decks, chooser, [p for p in players if decks.decks[p].side])
        self._step()

    def _step(self) -> None:
        n = self.next
        if n is None or self.win.ctl.game is not n.game:
            self.next = None
            return
        if n.to_sideboard:
            self._ask(n.to_sideboard[0], self._sideboard)
        elif n.first is None and n.chooser is not None:
            self._ask(n.chooser, self._who_goes_first)
        else:
            self._start()

    def _ask(self, seat: str, question: Callable[[str], None]) -> None:
        """`question` for `seat`'s player, once they sit at the device (at once if they are
        there already: their own questions one after the other, no curtain between)."""
        self._waiting = (seat, question)
        seats = self.win.seats
        if seat != self.win.ctl.seat or seats.curtain_up():
            seats.hand_over(seat)
        if not seats.curtain_up():
            self.after_curtain()

    def after_curtain(self) -> bool:
        """A seat sat down: its question, if one waits for it (True then)."""
        waiting = self._waiting
        if waiting is None or self.next is None or self.win.ctl.seat != waiting[0]:
            return False
        self._waiting = None
        if self.win.ctl.game is not self.next.game:  # another game was opened meanwhile
            self.next = None
            return False
        waiting[1](waiting[0])
        return True

    def _open(self, dlg, done: Callable[[Any], None]) -> None:
        """A dialog without blocking: `done(dlg)` when accepted; cancelled, no next game."""
        win = self.win
        win._pending_dialog = dlg
        dlg.accepted.connect(lambda: done(dlg))
        dlg.rejected.connect(self._cancel)
        dlg.finished.connect(lambda _r: self._closed(dlg))
        dlg.open()

    def _closed(self, dlg) -> None:
        if self.win._pending_dialog is dlg:
            self.win._pending_dialog = None
        dlg.deleteLater()

    def _cancel(self) -> None:
        self.next = None
        self._waiting = None
        self.win.statusBar().showMessage(tr("No next game: the finished game stays on the "
                                            "table."), 6000)

    def _sideboard(self, player: str) -> None:
        from tabletop.ui.players.matchdialogs import SideboardDialog
        n = self.next
        if n is None:
            return
        dlg = SideboardDialog(player, n.decks.decks[player], n.decks.facts, self.win.lang,
                              self.win)
        self._open(dlg, lambda _d: self._sideboarded(player))

    def _sideboarded(self, player: str) -> None:
        if self.next is not None:
            self.next.to_sideboard.remove(player)
            self._step()

    def _who_goes_first(self, chooser: str) -> None:
        from tabletop.ui.players.matchdialogs import FirstPlayerDialog
        if self.next is None:
            return
        players = list(self.win.ctl.game.state.players)
        dlg: FirstPlayerDialog = FirstPlayerDialog(chooser, players, self.win)
        self._open(dlg, lambda _d: self._chose(dlg.chosen()))

    def _chose(self, first: str) -> None:
        if self.next is not None:
            self.next.first = first
            self._step()

    def _start(self) -> None:
        """The next game, at the table: the mulligans follow (`FilesPart.set_game`)."""
        from tabletop.model.game import new_seed
        from tabletop.session.opening import first_player, next_game
        n, self.next = self.next, None
        if n is None:
            return
        seed = new_seed()  # a new shuffle, even when the app was started with --seed N
        first = n.first or first_player(n.game.state.players, seed)
        game = next_game(n.game, first, n.decks, seed=seed)
        self._decided = (game, n.chooser) if n.chooser is not None else None
        self.win.files.sideboards = (game, n.decks.sideboards()) if n.decks.has_sideboards \
            else None
        self.win.files.set_game(game)
