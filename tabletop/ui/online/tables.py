"""The tables of the lobby's games (`Tables`, one per Play online… dialog): a game of the
player's opens as a network seat once it plays (the invite join's window, `net.joined`, with
the Invite of `HubClient.invite` and the account's password), a spectated one as a spectator.
Between the games of a match: the player's own sideboarding (`matchdialogs.SideboardDialog`,
within the deck's sideboard) and, for the loser, who goes first (`FirstPlayerDialog`).
The seat's window carries on into the next game by itself (the hub's worker starts it on the
same subjects: the seat takes the new run's welcome)."""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from typing import Any

import shiboken6

from tabletop.ui.common.messages import tr
from tabletop.ui.net import loop as netloop

OPEN_WAIT = 30.0  # seconds a table's worker has to answer after the game starts
PLAYING = ("playing",)


def deck_of_lists(main: list[str], side: list[str], rest: list) -> Any:
    """A carddata Decklist from card-name lists (the sideboard dialog's) and other entries."""
    from tabletop.carddata.decklists import DeckEntry, Decklist
    entries = [DeckEntry("main", n, name) for name, n in Counter(main).items()]
    entries += [DeckEntry("sideboard", n, name) for name, n in Counter(side).items()]
    return Decklist(entries + list(rest))


def split_deck(decklist) -> tuple[list[str], list[str], list]:
    """(main card names, one per copy; sideboard's; the other entries: commander...)."""
    main: list[str] = []
    side: list[str] = []
    rest = []
    for e in decklist.entries:
        if e.section == "main":
            main += [e.name] * e.count
        elif e.section == "sideboard":
            side += [e.name] * e.count
        else:
            rest.append(e)
    return main, side, rest


async def sit(invite, quiet: bool) -> Any:
    """A joined window at the invite's seat; the game's worker may take a moment to answer."""
    from tabletop.net.errors import NetError
    from tabletop.ui.net.joined import join, joined_window
    deadline = time.monotonic() + OPEN_WAIT
    while True:
        win = joined_window(quiet=quiet)
        try:
            return await join(invite, win)
        except NetError:
            if win.joined is not None:
                win.joined.session = None
            win.close()
            win.deleteLater()
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.5)


class Tables:
    """See the module's docstring. `windows[game]`: the table's window of a game."""

    def __init__(self, dialog) -> None:
        self.dialog = dialog
        self.windows: dict[str, Any] = {}
        self.opening: set[str] = set()
        self.opened: set[tuple[str, int]] = set()  # (game, number) opened once by itself
        self.decks: dict[str, Any] = {}  # game -> the Decklist this account plays there
        self.asked: set[tuple[str, int, str]] = set()
        self.sideboard_dialog: Any = None
        self.first_dialog: Any = None

    @property
    def me(self) -> str:
        return self.dialog.client.name

    def window(self, game: str):
        win = self.windows.get(game)
        if win is not None and shiboken6.isValid(win) and win.isVisible():
            return win
        return None

    # -- a game's record changed --
    def seen(self, rec: dict) -> None:
        """Open, sideboard or choose, as the record of a game of this account says."""
        seat = next((s for s in rec["seats"] if s.get("account") == self.me), None)
        watching = any(w.get("account") == self.me for w in rec.get("watchers") or [])
        game, number = rec["id"], int(rec.get("number") or 1)
        if (seat is not None or watching) and rec.get("state") in PLAYING \
                and (game, number) not in self.opened:
            self.opened.add((game, number))  # (once by itself: Join opens it again)
            if self.window(game) is None:
                self.open(game)
        if seat is not None and rec.get("state") == "sideboarding":
            self.between_games(rec, seat["token"], number)

    def open(self, game: str) -> None:
        """Sit at the game's table (this account's seat or spectator place)."""
        if game in self.opening:
            return
        if self.window(game) is not None:
            self.window(game).raise_()
            self.window(game).activateWindow()
            return
        self.opening.add(game)
        self.dialog.say(tr("Opening the table of game {game}…").format(game=game))
        netloop.spawn(self._open(game), lambda win: self._opened(game, win),
                      lambda exc: self._failed(game, exc))

    async def _open(self, game: str):
        invite = await self.dialog.client.invite(game)
        return await sit(invite, self.dialog.quiet)

    def _opened(self, game: str, win) -> None:
        self.opening.discard(game)
        self.windows[game] = win
        win.resize(1400, 900)
        win.show()
        self.dialog.say(tr("Game {game}: the table is open.").format(game=game))

    def _failed(self, game: str, exc: BaseException) -> None:
        from tabletop.ui.online.words import problem_text
        self.opening.discard(game)
        self.dialog.say(tr("Can't open the table of game {game}: {why}").format(
            game=game, why=problem_text(exc)), True)

    # -- between the games of a match --
    def between_games(self, rec: dict, token: str, number: int) -> None:
        game = rec["id"]
        if token not in (rec.get("ready") or []) and (game, number, "side") not in self.asked:
            self.asked.add((game, number, "side"))
            self.sideboard(rec, token)
        if rec.get("chooser") == token and not rec.get("first") \
                and (game, number, "first") not in self.asked:
            self.asked.add((game, number, "first"))
            self.choose_first(rec)

    def _parent(self, game: str):
        return self.window(game) or self.dialog

    def sideboard(self, rec: dict, token: str) -> None:
        """This player's sideboarding: the deck given at join, re-split (OK or Cancel: the
        lobby hears it either way, so the next game can start)."""
        from tabletop.session.opening import Deck
        from tabletop.ui.players.matchdialogs import SideboardDialog
        game = rec["id"]
        decklist = self.decks.get(game)
        if decklist is None:  # (joined in another session: the deck is the server's)
            self.dialog.say(tr("Game {game}: sideboarding needs the deck you joined with; "
                               "join again from this lobby.").format(game=game), True)
            return
        main, side, rest = split_deck(decklist)
        deck = Deck(main, side)
        dlg = SideboardDialog(self.me, deck, {}, parent=self._parent(game))
        self.sideboard_dialog = dlg

        def done(_result: int) -> None:
            new = deck_of_lists(deck.main, deck.side, rest)
            self.decks[game] = new
            self.dialog.request(self.dialog.client.sideboard(game, new),
                                tr("Game {game}: your deck for the next game is in.").format(
                                    game=game))
        dlg.finished.connect(done)
        dlg.open()

    def choose_first(self, rec: dict) -> None:
        from tabletop.ui.players.matchdialogs import FirstPlayerDialog
        game = rec["id"]
        seated = [s for s in rec["seats"] if s.get("account")]
        players = [s["account"] for s in seated]
        dlg = FirstPlayerDialog(self.me, players, parent=self._parent(game))
        self.first_dialog = dlg

        def done(_result: int) -> None:
            chosen = dlg.chosen()
            token = next(s["token"] for s in seated if s["account"] == chosen)
            self.dialog.request(self.dialog.client.first(game, token),
                                tr("Game {game}: {player} goes first.").format(
                                    game=game, player=chosen))
        dlg.finished.connect(done)
        dlg.open()

    def close_all(self) -> None:
        for win in list(self.windows.values()):
            if shiboken6.isValid(win):
                win.close()
        self.windows.clear()
