"""File → New game from two decklists: a dialog with two decklists, read by the card data
package. Nothing typed is lost: a list with unknown cards shows them in place, line by line,
with "did you mean" names and a one-click fix, and the dialog stays open until the game
starts (or the user cancels); a seat's list can be read from a deck file, and the lists of
the last game started are there again next time. Names and decks are held to the limits a
save can hold (`tabletop.model.limits`) here, where they enter, so the game always saves and
loads; each game gets a seed from the operating system's random source unless one is given."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tabletop.model.game import new_seed
from tabletop.model.limits import MAX_LIFE, MAX_PLAYER_NAME
from tabletop.model.setup import check_player_name
from tabletop.model.state import PREGAME
from tabletop.rules import new_game
from tabletop.ui.common import plain as P
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


def new_game_dialog(parent, preset: tuple[int, str] | None = None):
    """The dialog; (game, sideboards) as `start_from_decklists` gives them, or None.
    `preset`: (seat index, decklist text) to put in that seat (the deck editor's deck)."""
    dlg = NewGameDialog(parent, seed=getattr(parent, "seed", None))
    if preset is not None:
        dlg.put_list(dlg.seats[preset[0]], preset[1])
    if parent is not None:
        parent._pending_dialog = dlg  # (tests and screenshots reach it here)
    try:
        return dlg.started if dlg.exec() else None
    finally:
        if parent is not None and getattr(parent, "_pending_dialog", None) is dlg:
            parent._pending_dialog = None
        dlg.setParent(None)  # gone from the window now (its slots hold it a while)
        dlg.deleteLater()


LAST_DECKLISTS = "last_decklists"  # the setting: the two lists of the last game started
DECK_FOLDER = "deck_folder"        # the setting: the folder a deck file was last opened from
LAST_DECK_FILES = "last_deck_files"  # the setting: per seat, the deck files last opened there
MAX_DECK_FILES = 5                 # deck files remembered per seat
MAX_REMEMBERED = 64 * 1024         # characters of a list the settings keep
MAX_SHOWN = 6                      # unknown cards shown per list (then "and N more")


def _remembered_lists() -> list[str]:
    from tabletop.model.textcheck import text_problem
    from tabletop.ui.files.fileops import load_settings
    kept = load_settings().get(LAST_DECKLISTS)
    if not (isinstance(kept, list) and len(kept) == 2):
        return ["", ""]
    return [t if isinstance(t, str) and len(t) <= MAX_REMEMBERED and text_problem(t, None)
            is None else "" for t in kept]


def _remembered_files(n: int) -> list[str]:
    """The deck files last opened in seat `n` (1 or 2), newest first, those still there."""
    from tabletop.ui.files.fileops import load_settings
    kept = load_settings().get(LAST_DECK_FILES)
    files = kept.get(str(n)) if isinstance(kept, dict) else None
    if not isinstance(files, list):
        return []
    return [f for f in files[:MAX_DECK_FILES] if isinstance(f, str) and len(f) < 4096
            and Path(f).is_file()]


def _remember_file(n: int, path: str) -> None:
    from tabletop.ui.files.fileops import load_settings, save_setting
    kept = load_settings().get(LAST_DECK_FILES)
    kept = dict(kept) if isinstance(kept, dict) else {}
    kept[str(n)] = [path] + [f for f in _remembered_files(n) if f != path][:MAX_DECK_FILES - 1]
    save_setting(LAST_DECK_FILES, kept)


class SeatDeck(QGroupBox):
    """One seat of the dialog: the player's name, the decklist, Open deck file…, and the
    list's problems in place (each unknown card with its fixes)."""

    def __init__(self, n: int, text: str, parent=None):
        super().__init__(tr("Player {n}").format(n=n), parent)
        self.setObjectName(f"seat{n}")
        self.report = None  # the last DeckProblems
        lay = QVBoxLayout(self)
        self.name = QLineEdit("Alice" if n == 1 else "Bob")
        self.name.setMaxLength(MAX_PLAYER_NAME)  # what a save holds
        self.name.setObjectName(f"player{n}")
        self.text = QPlainTextEdit(text)
        self.text.setObjectName(f"decklist{n}")
        self.text.setPlaceholderText("4 Grizzly Bears\n20 Forest")
        self.open_button = QPushButton(tr("Open deck file…"))
        self.open_button.setObjectName(f"open_deck{n}")
        self.editor_button = QPushButton(tr("From the deck editor"))
        self.editor_button.setObjectName(f"from_editor{n}")
        self.editor_button.setToolTip(tr("The deck open in the deck editor"))
        self.recent = QComboBox()
        self.recent.setObjectName(f"recent_decks{n}")
        self.recent.setToolTip(tr("Deck files opened for this seat before"))
        self.recent.addItem(tr("Recent deck files…"), "")
        for f in _remembered_files(n):
            self.recent.addItem(P.action_text(Path(f).name), f)
            self.recent.setItemData(self.recent.count() - 1, P.tooltip(f),
                                    Qt.ItemDataRole.ToolTipRole)
        self.recent.setVisible(self.recent.count() > 1)
        self.problems = QWidget()
        self.problems.setObjectName(f"problems{n}")
        QVBoxLayout(self.problems).setContentsMargins(0, 0, 0, 0)
        self.leave_out = QCheckBox(tr("Start without the unknown cards"))
        self.leave_out.setObjectName(f"leave_out{n}")
        self.leave_out.hide()
        form = QFormLayout()
        form.addRow(tr("Name"), self.name)
        lay.addLayout(form)
        lay.addWidget(QLabel(tr("Decklist")))
        lay.addWidget(self.text, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.editor_button)
        lay.addLayout(buttons)
        lay.addWidget(self.recent)
        lay.addWidget(self.problems)
        lay.addWidget(self.leave_out)

    def check(self, db) -> bool:
        """Look the list up and show what is wrong; whether it starts a game as it is, or
        with its unknown cards left out when the user said so."""
        from tabletop.carddata.suggest import decklist_problems
        seen = {(u.line, u.name) for u in self.report.unknown} if self.report else set()
        self.report = decklist_problems(self.text.toPlainText(), db)
        if not {(u.line, u.name) for u in self.report.unknown} <= seen:
            self.leave_out.setChecked(False)  # never leave out a card the user was not shown
        self.show_problems()
        return self.report.ok or (self.report.only_unknown and self.leave_out.isChecked())

    def list_to_start(self) -> str:
        """The text a game starts from: the list, without the unknown cards' lines if so."""
        from tabletop.carddata.suggest import without_lines
        text = self.text.toPlainText()
        report = self.report
        if report is None or report.ok or not self.leave_out.isChecked():
            return text
        return without_lines(text, [u.line for u in report.unknown])

    def show_problems(self) -> None:
        lay = self.problems.layout()
        while lay.count():
            w = lay.takeAt(0).widget()
            if w is not None:  # out of the dialog now, deleted later
                w.hide()
                w.setParent(None)
                w.deleteLater()
        report = self.report
        rows: list[QWidget] = []
        if report is not None and report.error:
            rows.append(_wrapped(report.error, "deck_error"))
        rows += [self._unknown_row(u) for u in report.unknown[:MAX_SHOWN]] if report else []
        more = len(report.unknown) - MAX_SHOWN if report is not None else 0
        if more > 0:
            rows.append(_wrapped(tr("…and {n} more unknown cards").format(n=more), "more"))
        for row in rows:
            lay.addWidget(row)
            row.show()
        self.leave_out.setVisible(report is not None and report.only_unknown)

    def _unknown_row(self, u) -> QWidget:
        row = QWidget()
        row.setObjectName("unknown_card")
        h = QHBoxLayout(row)
        h.setContentsMargins(0, 0, 0, 0)
        said = (tr("Line {line}: “{name}” is not in the card database.")
                .format(line=u.line, name=u.name) if u.line is not None else
                tr("“{name}” is not in the card database.").format(name=u.name))
        if u.suggestions:
            said += " " + tr("Did you mean:")
        h.addWidget(_wrapped(said, "unknown_line"), 1)
        for name in u.suggestions:
            fix = QPushButton(P.action_text(name))  # (a card's name, shown as written)
            fix.setObjectName("fix")
            fix.setToolTip(P.tooltip(tr("Write “{new}” for “{old}” on line {line}")
                                     .format(new=name, old=u.name, line=u.line)))
            fix.clicked.connect(lambda _=False, u=u, name=name: self.fix(u, name))
            fix.setEnabled(u.line is not None)
            h.addWidget(fix)
        return row

    def fix(self, u, name: str) -> None:
        """The one-click fix: `name` for the unknown name on its line (undoable: Ctrl+Z)."""
        from tabletop.carddata.database import CardDatabase
        from tabletop.carddata.suggest import replace_name
        new = replace_name(self.text.toPlainText(), u.line, u.name, name)
        cursor = self.text.textCursor()
        cursor.select(QTextCursor.SelectionType.Document)
        cursor.insertText(new)
        try:
            with CardDatabase.open() as db:
                self.check(db)
        except (ValueError, OSError) as exc:
            self.say(str(exc))

    def say(self, message: str) -> None:
        self.report = None
        self.show_problems()
        label = _wrapped(message, "deck_error")
        self.problems.layout().addWidget(label)
        label.show()


def _wrapped(text: str, name: str) -> QLabel:
    """A wrapping label that shows `text` as written (typed names, a deck file's words)."""
    label = P.label(text)
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


class NewGameDialog(QDialog):
    """File → New game from two decklists. OK starts the game (`started`) or shows, in place,
    why not; the dialog closes only on a game started or Cancel."""

    def __init__(self, parent=None, seed: int | None = None):
        super().__init__(parent)
        self.setObjectName("new_game")
        P.set_window_title(self, tr("New game from two decklists"))
        self.seed, self.started = seed, None
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        self.seats = [SeatDeck(n, text) for n, text in enumerate(_remembered_lists(), 1)]
        for seat in self.seats:
            row.addWidget(seat)
            seat.open_button.clicked.connect(lambda _=False, s=seat: self.choose_file(s))
            seat.editor_button.clicked.connect(lambda _=False, s=seat: self.from_editor(s))
            seat.editor_button.setEnabled(self._editor() is not None)
            seat.recent.activated.connect(lambda i, s=seat: self._recent_chosen(s, i))
        lay.addLayout(row, 1)
        form = QFormLayout()
        self.first = QComboBox()
        self.first.setObjectName("first_player")
        self.first.addItems([tr("At random"), tr("Player 1"), tr("Player 2")])
        form.addRow(tr("Who goes first"), self.first)
        self.life = QSpinBox()
        self.life.setObjectName("starting_life")
        self.life.setRange(1, MAX_LIFE)
        self.life.setValue(20)
        self.life.setToolTip(tr("20 for a usual game, 40 for commander; any value"))
        form.addRow(tr("Starting life"), self.life)
        lay.addLayout(form)
        self.message = _wrapped("", "new_game_message")
        self.message.hide()
        lay.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)

    def say(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def players(self) -> list[str]:
        return [s.name.text().strip() or f"Player {i + 1}" for i, s in enumerate(self.seats)]

    def accept(self) -> None:
        """Start the game, or say in place what stops it (the dialog stays open)."""
        self.say("")
        players = self.players()
        if players[0] == players[1]:
            self.say(tr("The two players need different names."))
            return
        from tabletop.carddata.database import CardDatabase
        try:
            with CardDatabase.open() as db:
                ready = [seat.check(db) for seat in self.seats]
        except (ValueError, OSError) as exc:
            self.say(tr("The card data could not be read: {e}").format(e=exc))
            return
        if not all(ready):
            said = tr("These decklists can't start a game yet: fix the lines shown (or "
                      "tick “Start without the unknown cards”).")
            if any(s.report and s.report.unknown for s in self.seats):
                said += " " + tr("Cards the database lacks can be added from a card file: "
                                 "tabletop cards import FILE")
            self.say(said)
            return
        self._start(players)

    def _start(self, players: list[str]) -> None:
        lists = [seat.list_to_start() for seat in self.seats]
        first = self.first.currentIndex()
        try:
            self.started = start_from_decklists(
                players, lists, seed=self.seed, first=players[first - 1] if first else None,
                pregame=True, life=self.life.value())
        except ValueError as exc:  # DecklistError, CardDataError, SetupError
            self.say(tr("These decklists can't start a game: {e}").format(e=exc))
            return
        except OSError as exc:
            self.say(tr("The card data could not be read: {e}").format(e=exc))
            return
        from tabletop.ui.files.fileops import save_setting
        save_setting(LAST_DECKLISTS, [s.text.toPlainText() if len(s.text.toPlainText())
                                      <= MAX_REMEMBERED else "" for s in self.seats])
        super().accept()

    def choose_file(self, seat: SeatDeck) -> None:
        """Open deck file…: a `.cod`, `.dek`, `.dck`, MTGA or text decklist into `seat`'s
        box, starting in the folder a deck was last opened from."""
        from tabletop.ui.files.fileops import dialog_start, load_settings
        last = load_settings().get(DECK_FOLDER)
        start = last if isinstance(last, str) and last and Path(last).is_dir() else \
            dialog_start()
        dlg = QFileDialog(self, tr("Open a deck file"), start,
                          tr("Decks (*.cod *.dek *.dck *.dec *.txt);;All files (*)"))
        dlg.setObjectName("open_deck_dialog")
        dlg.setFileMode(QFileDialog.ExistingFile)
        dlg.setOption(QFileDialog.DontUseNativeDialog, True)
        if dlg.exec() and dlg.selectedFiles():
            self.load_file(seat, dlg.selectedFiles()[0])

    def _editor(self):
        """The deck editor open beside this dialog's window, if any."""
        import shiboken6
        editor = getattr(self.parent(), "deck_editor", None)
        return editor if editor is not None and shiboken6.isValid(editor) else None

    def from_editor(self, seat: SeatDeck) -> None:
        """From the deck editor: the deck open there, as text, in `seat`."""
        editor = self._editor()
        if editor is None:
            seat.say(tr("No deck editor is open."))
            return
        self.put_list(seat, editor.deck_text())

    def _recent_chosen(self, seat: SeatDeck, index: int) -> None:
        path = seat.recent.itemData(index)
        seat.recent.setCurrentIndex(0)
        if path:
            self.load_file(seat, path)

    def load_file(self, seat: SeatDeck, path: str) -> None:
        from tabletop.carddata.decklists import deck_file_text
        from tabletop.ui.files.fileops import save_setting
        try:
            text = deck_file_text(path)
        except ValueError as exc:  # DecklistError: the file named, and why
            seat.say(tr("This deck file can't be read: {e}").format(e=exc))
            return
        resolved = Path(path).resolve()
        save_setting(DECK_FOLDER, str(resolved.parent))
        _remember_file(self.seats.index(seat) + 1, str(resolved))
        self.put_list(seat, text)

    def put_list(self, seat: SeatDeck, text: str) -> None:
        """`text` as `seat`'s decklist, its problems shown in place."""
        from tabletop.carddata.database import CardDatabase
        seat.text.setPlainText(text)
        try:
            with CardDatabase.open() as db:
                seat.check(db)
        except (ValueError, OSError) as exc:
            seat.say(str(exc))
