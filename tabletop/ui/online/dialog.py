"""Game → Play online…: the dialog that logs in to a shared server and shows its lobby (see
the package's docstring). Requests run on the app's qasync loop (`ui.net.loop`); each one's
failure is said in words on the page shown, never as a traceback; the busy bar runs while
connecting."""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFileDialog, QStackedWidget, QVBoxLayout

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import tr
from tabletop.ui.net import loop as netloop
from tabletop.ui.online import store
from tabletop.ui.online.lobby import LobbyPage
from tabletop.ui.online.login import LoginPage
from tabletop.ui.online.tables import Tables
from tabletop.ui.online.words import problem_text

CONNECT_TIMEOUT = 10.0  # seconds to reach a server before saying it can't be reached
REFRESH_DELAY_MS = 150  # lobby events within this are one refresh
PLAYERS_EVERY_MS = 5000  # the player list (who is online) is read again this often


def _let_go(link: dict) -> None:
    """The dialog is gone (its window closed): its lobby connection closes."""
    client = link.pop("client", None)
    if client is not None:
        netloop.spawn(client.close())


class OnlineDialog(QDialog):
    """See the module's docstring. `client`: the logged-in `HubClient` (None before)."""

    def __init__(self, win=None, quiet: bool = False) -> None:
        super().__init__(win)
        self.win, self.quiet = win, quiet
        self.setObjectName("online_dialog")
        P.set_window_title(self, tr("Play online"))
        self._link: dict[str, Any] = {}  # the client, reached when the dialog is gone too
        self.destroyed.connect(lambda _o=None, link=self._link: _let_go(link))
        self.deck: Any = None  # the Decklist to play (a file's or the deck editor's)
        self.tables = Tables(self)
        self.create_dialog: Any = None
        self._task: Any = None
        lay = QVBoxLayout(self)
        self.pages = QStackedWidget()
        self.login = LoginPage()
        self.lobby = LobbyPage()
        self.pages.addWidget(self.login)
        self.pages.addWidget(self.lobby)
        lay.addWidget(self.pages)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.setObjectName("online_close")
        button = close.button(QDialogButtonBox.StandardButton.Close)
        button.setToolTip(tr("Hide this dialog; you stay logged in (Game → Play online… "
                             "shows it again)"))
        button.setAutoDefault(False)  # (Enter in a field is that field's: Escape closes)
        close.rejected.connect(self.reject)
        lay.addWidget(close)
        self.login.register_asked.connect(self.register)
        self.login.login_asked.connect(self.log_in)
        self._wire_lobby()
        self._refresh = QTimer(self)
        self._refresh.setSingleShot(True)
        self._refresh.setInterval(REFRESH_DELAY_MS)
        self._refresh.timeout.connect(self.refresh)
        self._players = QTimer(self)
        self._players.setInterval(PLAYERS_EVERY_MS)
        self._players.timeout.connect(self.refresh_players)
        self.resize(980, 640)

    @property
    def client(self) -> Any:
        return self._link.get("client")

    @client.setter
    def client(self, client: Any) -> None:
        self._link["client"] = client

    def _wire_lobby(self) -> None:
        lobby = self.lobby
        lobby.refresh_asked.connect(self.refresh)
        lobby.create_asked.connect(self.create_game)
        lobby.join_asked.connect(self.join)
        lobby.spectate_asked.connect(self.spectate)
        lobby.chat_asked.connect(lambda text: self.request(self.client.chat(text)))
        lobby.deck_file_asked.connect(self.choose_deck_file)
        lobby.editor_deck_asked.connect(self.use_editor_deck)
        lobby.logout_asked.connect(self.log_out)

    # -- logging in --
    def register(self, server: str, name: str) -> None:
        from tabletop.hub.accounts import check_name, normal_name
        if self._task is not None:
            return
        problem = check_name(normal_name(name)) if name else tr("type the name you want first")
        if problem is not None:
            self.login.say(tr("This name can't be registered: {why}").format(why=problem), True)
            return
        name = normal_name(name)
        path = store.creds_path(server, name)
        self.login.set_busy(tr("Registering {name} on {server}…").format(name=name,
                                                                          server=server))
        self._task = netloop.spawn(self._register(server, name, str(path)),
                                   lambda _c: self._registered(server, str(path)),
                                   lambda exc: self._login_failed(exc, name))

    async def _register(self, server: str, name: str, path: str):
        from tabletop.hub.client import register
        return await register(server, name, path, timeout=CONNECT_TIMEOUT)

    def _registered(self, server: str, path: str) -> None:
        self._task = None
        self.login.creds.setText(path)
        self.log_in(server, path)

    def log_in(self, server: str, creds: str) -> None:
        from tabletop.hub.client import HubClient
        from tabletop.hub.creds import CredsError, read_account
        if self._task is not None:
            return
        if not creds:
            self.login.say(tr("Choose your credentials file first, or register a name."), True)
            return
        try:
            account = read_account(creds)
        except CredsError as exc:
            self.login.say(problem_text(exc), True)
            return
        url = server or account.url
        client = HubClient(url, account.name, account.password, timeout=CONNECT_TIMEOUT)
        client.on_chat = self._chat
        client.on_event = self._event
        self.login.set_busy(tr("Connecting to {server} as {name}…").format(server=url,
                                                                           name=account.name))
        self._task = netloop.spawn(client.connect(), lambda _r: self._logged_in(client, creds),
                                   self._login_failed)

    def _logged_in(self, client, creds: str) -> None:
        self._task = None
        self.client = client
        store.remember(client.url, creds)
        self.login.set_busy("")
        self.lobby.who.setText(tr("{name} on {server}").format(name=client.name,
                                                               server=client.url))
        self.pages.setCurrentWidget(self.lobby)
        self.lobby.games.setFocus()
        self._players.start()
        self.refresh()

    def _login_failed(self, exc: BaseException, name: str = "") -> None:
        self._task = None
        self.login.set_busy("")
        self.login.say(problem_text(exc, name), True)

    def log_out(self) -> None:
        self._players.stop()
        self.tables.close_all()
        client, self.client = self.client, None
        if client is not None:
            netloop.spawn(client.close())
        self.pages.setCurrentWidget(self.login)
        self.login.say("")

    # -- the lobby --
    def request(self, coro, done_text: str = "", then=None) -> None:
        """Run a lobby request; its refusal or failure in words on the lobby page."""
        def ok(result) -> None:
            if not shiboken6.isValid(self):
                return  # (the window and its dialog are gone)
            if done_text:
                self.say(done_text)
            if then is not None:
                then(result)
        def failed(exc: BaseException) -> None:
            if shiboken6.isValid(self):
                self.say(problem_text(exc), True)
        netloop.spawn(coro, ok, failed)

    def say(self, text: str, error: bool = False) -> None:
        (self.lobby if self.client is not None else self.login).say(text, error)

    def refresh(self) -> None:
        if self.client is None:
            return
        self.request(self.client.games(), then=self._games)
        self.refresh_players()

    def refresh_players(self) -> None:
        if self.client is not None and self.isVisible():
            me = self.client.name
            self.request(self.client.players(),
                         then=lambda players: self.lobby.show_players(players, me))

    def _games(self, records: list[dict]) -> None:
        self.lobby.show_games(records)
        for rec in records:
            self.tables.seen(rec)

    def _chat(self, doc: dict) -> None:
        speaker, text = doc.get("from"), doc.get("text")
        if isinstance(speaker, str) and isinstance(text, str) and len(speaker) <= 24 \
                and len(text) <= 500:
            self.lobby.add_chat(speaker, text)

    def _event(self, _game: str) -> None:
        self._refresh.start()  # (several events at once: one refresh)

    def create_game(self) -> None:
        from tabletop.ui.online.create import CreateDialog
        if self.deck is None:
            self.say(tr("Choose the deck you will play first (a deck file or the deck "
                        "editor's deck)."), True)
            return
        dlg = CreateDialog(self.client.name, self)
        self.create_dialog = dlg
        dlg.accepted.connect(lambda: self._create(dlg.spec()))
        dlg.open()

    def _create(self, spec) -> None:
        deck = self.deck

        def created(result) -> None:
            game, _token = result
            self.tables.decks[game] = deck
            self.say(tr("Game {game} created: waiting for the other players.").format(
                game=game))
            self.refresh()
        self.say(tr("Creating the game…"))
        self.request(self.client.create(spec, deck), then=created)

    def join(self, game: str) -> None:
        """Take a free seat with the deck chosen, or open the table of this account's seat."""
        if game in self.tables.decks or self.tables.window(game) is not None:
            self.tables.open(game)
            return
        if self.deck is None:
            self.say(tr("Choose the deck you will play first (a deck file or the deck "
                        "editor's deck)."), True)
            return
        deck = self.deck

        def joined(_token) -> None:
            self.tables.decks[game] = deck
            self.say(tr("You sit in game {game}: the table opens when every seat is "
                        "taken.").format(game=game))
            self.refresh()
        self.say(tr("Joining game {game}…").format(game=game))
        self.request(self.client.join(game, deck), then=joined)

    def spectate(self, game: str) -> None:
        def watching(_token) -> None:
            self.tables.open(game)
        self.request(self.client.spectate(game), then=watching)

    # -- the deck --
    def choose_deck_file(self) -> None:
        from tabletop.ui.decks.editor import decks_folder
        path, _ = QFileDialog.getOpenFileName(self, tr("Choose a deck"), decks_folder(),
                                              tr("Decklists (*.txt *.dec *.dck *.cod *.dek);;"
                                                 "All files (*)"))
        if path:
            self.use_deck_file(path)

    def use_deck_file(self, path: str) -> None:
        from pathlib import Path

        from tabletop.carddata.decklists import DecklistError, read_decklist
        try:
            deck = read_decklist(path)
        except DecklistError as exc:
            self.say(tr("This deck can't be used: {why}").format(why=str(exc)), True)
            return
        self.set_deck(deck, Path(path).name)

    def use_editor_deck(self) -> None:
        editor = getattr(self.win, "deck_editor", None) if self.win is not None else None
        if editor is None or not editor.deck.lines:
            self.say(tr("The deck editor has no deck open: open it (Cards → Deck editor…) "
                        "and make or open one."), True)
            return
        self.set_deck(editor.deck.to_decklist(), tr("the deck editor's deck"))

    def set_deck(self, deck, label: str) -> None:
        """The deck to play, if the lobby would take it (its problem said, else)."""
        from tabletop.hub.client import deck_of
        try:
            counts = deck_of(deck).counts()
        except ValueError as exc:
            self.say(tr("This deck can't be used: {why}").format(why=str(exc)), True)
            return
        self.deck = deck
        self.lobby.deck_label.setText(tr("{deck}: {main} cards, sideboard {side}").format(
            deck=label, main=counts["main"], side=counts["side"]))
        self.say("")

    def done(self, result: int) -> None:
        """Closing the dialog keeps the account logged in (a match's next game needs the
        lobby; Game → Play online… shows it again); Log out ends it, and so does closing the
        window (the dialog goes with it) or quitting (the network loop's tasks end)."""
        if self._task is not None:
            self._task.cancel()
            self._task = None
            self.login.set_busy("")
        super().done(result)
