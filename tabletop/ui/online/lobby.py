"""The lobby page of Play online…: the server's games (format, seats taken, players,
spectators, the match and its score, the state), create / join with a deck / spectate, the
deck to play, the players (online or not) and the lobby chat. Every text from the server is
shown as written (plain text: `QPlainTextEdit`, item texts, `plain.label`). The page only shows
and asks; `dialog.OnlineDialog` talks to the server."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tabletop.ui.common import plain as P
from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.online.login import named

GAME_ROLE = Qt.ItemDataRole.UserRole
COLUMNS = (QT_TR_NOOP("Game"), QT_TR_NOOP("Format"), QT_TR_NOOP("Seats"),
           QT_TR_NOOP("Players"), QT_TR_NOOP("Spectators"), QT_TR_NOOP("Match"),
           QT_TR_NOOP("State"), QT_TR_NOOP("Clock"))
STATES = {"waiting": QT_TR_NOOP("waiting for players"), "ready": QT_TR_NOOP("starting"),
          "playing": QT_TR_NOOP("playing"), "sideboarding": QT_TR_NOOP("sideboarding"),
          "over": QT_TR_NOOP("over"), "suspended": QT_TR_NOOP("suspended")}
MAX_CHAT_LINES = 500


def match_text(rec: dict) -> str:
    """"One game", or "Best of 3: 1–0" (the seats' wins in seat order)."""
    if rec.get("match") != 3:
        return tr("One game")
    score = rec.get("score") or {}
    wins = "–".join(str(score.get(s["token"], 0)) for s in rec["seats"])
    return tr("Best of 3: {score}").format(score=wins)


def row_texts(rec: dict) -> list[str]:
    seats = rec["seats"]
    taken = sum(1 for s in seats if s.get("account"))
    players = ", ".join(s["account"] for s in seats if s.get("account"))
    return [rec.get("name") or rec["id"], rec.get("format") or "—",
            f"{taken}/{len(seats)}", players,
            tr("allowed") if rec.get("spectators") else tr("no"), match_text(rec),
            tr(STATES.get(rec.get("state", ""), rec.get("state", ""))), clock_text(rec)]


def clock_text(rec: dict) -> str:
    """A game's chess clock, minutes per player ("15 min"), or "—" for none."""
    seconds = rec.get("clock")
    if not isinstance(seconds, int) or isinstance(seconds, bool) or seconds <= 0:
        return "—"
    if seconds % 60:
        return f"{seconds // 60}:{seconds % 60:02d}"
    return tr("{n} min").format(n=seconds // 60)


class LobbyPage(QWidget):
    """See the module's docstring. Signals: what the player asks for."""

    create_asked = Signal()
    join_asked = Signal(str)
    spectate_asked = Signal(str)
    refresh_asked = Signal()
    chat_asked = Signal(str)
    deck_file_asked = Signal()
    editor_deck_asked = Signal()
    logout_asked = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.who = named(P.label(), "online_who", "")
        top.addWidget(self.who, 1)
        self.logout_button = self._button(tr("Log &out"), "online_logout", None,
                                          self.logout_asked.emit)
        top.addWidget(self.logout_button)
        lay.addLayout(top)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("online_split")
        split.setChildrenCollapsible(False)
        split.addWidget(self._games_column())
        split.addWidget(self._people_column())
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        lay.addWidget(split, 1)
        self.status = named(P.label(), "online_lobby_status", "")
        self.status.setWordWrap(True)
        lay.addWidget(self.status)

    def _button(self, text: str, name: str, accessible: str | None, slot,
                tip: str = "") -> QPushButton:
        b = named(QPushButton(text), name, accessible, tip)
        b.clicked.connect(lambda _c=False: slot())
        return b

    def _games_column(self) -> QWidget:
        w = QWidget()
        col = QVBoxLayout(w)
        col.setContentsMargins(0, 0, 0, 0)
        title = P.label(tr("&Games on this server"))
        col.addWidget(title)
        self.games = named(QTableWidget(0, len(COLUMNS)), "online_games",
                           title.text().replace("&", ""))
        self.games.setHorizontalHeaderLabels([tr(c) for c in COLUMNS])
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.games.verticalHeader().setVisible(False)
        self.games.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.games.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.games.itemSelectionChanged.connect(self._selection)
        self.games.itemActivated.connect(lambda _i: self._join())
        title.setBuddy(self.games)
        col.addWidget(self.games, 1)
        col.addLayout(self._game_buttons())
        col.addLayout(self._deck_row())
        return w

    def _game_buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.refresh_button = self._button(tr("Re&fresh"), "online_refresh", None,
                                           self.refresh_asked.emit,
                                           tr("Read the game list again (F5)"))
        self.refresh_button.setShortcut(QKeySequence("F5"))
        self.create_button = self._button(tr("&Create…"), "online_create", tr("Create a game"),
                                          self.create_asked.emit,
                                          tr("A new game on the server; you take its first "
                                             "seat with the deck below"))
        self.join_button = self._button(tr("&Join"), "online_join", tr("Join the game"),
                                        self._join,
                                        tr("Take a free seat of the chosen game with the deck "
                                           "below, or open the table of your own seat"))
        self.spectate_button = self._button(tr("&Spectate"), "online_spectate",
                                            tr("Spectate the game"), self._spectate,
                                            tr("Watch the chosen game: public information "
                                               "only"))
        for b in (self.refresh_button, self.create_button, self.join_button,
                  self.spectate_button):
            row.addWidget(b)
        row.addStretch(1)
        self._selection()
        return row

    def _deck_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(P.label(tr("Deck:")))
        self.deck_label = named(P.label(tr("none chosen")), "online_deck", tr("Deck"))
        row.addWidget(self.deck_label, 1)
        self.deck_file_button = self._button(tr("&Deck file…"), "online_deck_file",
                                             tr("Choose a deck file"),
                                             self.deck_file_asked.emit,
                                             tr("Play a decklist file (.txt, .dec, .dck, "
                                                ".cod)"))
        self.editor_deck_button = self._button(tr("Deck &editor's deck"), "online_editor_deck",
                                               tr("Use the deck editor's deck"),
                                               self.editor_deck_asked.emit,
                                               tr("Play the deck open in the deck editor"))
        row.addWidget(self.deck_file_button)
        row.addWidget(self.editor_deck_button)
        return row

    def _people_column(self) -> QWidget:
        w = QWidget()
        col = QVBoxLayout(w)
        col.setContentsMargins(0, 0, 0, 0)
        players_title = P.label(tr("&Players"))
        col.addWidget(players_title)
        self.players = named(QListWidget(), "online_players", tr("Players"))
        self.players.setMaximumHeight(140)
        players_title.setBuddy(self.players)
        col.addWidget(self.players)
        chat_title = P.label(tr("Lobby c&hat"))
        col.addWidget(chat_title)
        self.chat = named(QPlainTextEdit(), "online_chat", chat_title.text().replace("&", ""))
        self.chat.setReadOnly(True)
        self.chat.setMaximumBlockCount(MAX_CHAT_LINES)
        col.addWidget(self.chat, 1)
        row = QHBoxLayout()
        self.chat_edit = named(QLineEdit(), "online_chat_edit", tr("Chat message"),
                               tr("Say something to everyone in the lobby (Enter)"))
        self.chat_edit.setMaxLength(500)
        self.chat_edit.setPlaceholderText(tr("Say something to the lobby"))
        self.chat_edit.returnPressed.connect(self._say)
        chat_title.setBuddy(self.chat_edit)
        row.addWidget(self.chat_edit, 1)
        self.send_button = self._button(tr("Send"), "online_chat_send", None, self._say)
        row.addWidget(self.send_button)
        col.addLayout(row)
        return w

    # -- what the player asks --
    def chosen_game(self) -> str | None:
        rows = self.games.selectionModel().selectedRows() if self.games.selectionModel() \
            else []
        if not rows:
            return None
        item = self.games.item(rows[0].row(), 0)
        return item.data(GAME_ROLE) if item is not None else None

    def _selection(self) -> None:
        chosen = self.chosen_game() is not None
        self.join_button.setEnabled(chosen)
        self.spectate_button.setEnabled(chosen)

    def _join(self) -> None:
        game = self.chosen_game()
        if game is not None:
            self.join_asked.emit(game)

    def _spectate(self) -> None:
        game = self.chosen_game()
        if game is not None:
            self.spectate_asked.emit(game)

    def _say(self) -> None:
        text = self.chat_edit.text().strip()
        if text:
            self.chat_asked.emit(text)
            self.chat_edit.clear()

    # -- what the server says --
    def show_games(self, records: list[dict]) -> None:
        """The game list (the chosen game stays chosen)."""
        chosen = self.chosen_game()
        self.games.setRowCount(len(records))
        for r, rec in enumerate(records):
            for c, text in enumerate(row_texts(rec)):
                item = QTableWidgetItem(text)
                item.setData(GAME_ROLE, rec["id"])
                item.setToolTip(P.tooltip(text))
                self.games.setItem(r, c, item)
            if rec["id"] == chosen:
                self.games.selectRow(r)
        self._selection()

    def show_players(self, players: list[dict], me: str = "") -> None:
        """Who has an account here, online first (this account is, whatever the server's
        last report says)."""
        self.players.clear()
        for p in sorted(players, key=lambda p: (not (p["online"] or p["name"] == me),
                                                p["name"])):
            online = p["online"] or p["name"] == me
            text = tr("● {name} (online)") if online else tr("○ {name}")
            self.players.addItem(text.format(name=p["name"]))

    def add_chat(self, speaker: str, text: str) -> None:
        self.chat.appendPlainText(f"{speaker}: {text}")

    def say(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setAccessibleName(text)
        self.status.setStyleSheet("color: #b00020; font-weight: bold;" if error else "")
