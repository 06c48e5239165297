"""The one place that turns what a seat does on its table into model commands.

It keeps the private map from view ids ("o17") to the model's card ids and runs each command
through the game's `tabletop.session.Table` (judged once: refused in strict mode, a logged
override offered in assist mode), pushing what was carried out on the Qt undo stack, whose
undo and redo are the table's. Items, tooltips and the log never see model ids.

The board it shows comes from one of two sources: a live game (`set_game`), or a shared board
(`set_shared`: a redacted export opened read-only, `tabletop.storage.SharedBoard`), whose view
is the `GameView` the scene draws for any seat. The window asks the controller, never the file,
what may be done: `actor` is the seat that may act (None for spectators and shared boards, so
no action is offered and `run` refuses), `read_only` whether the board can change at all.

Undo and redo leave a trace for every seat: `undo()` and `redo()` (Edit → Undo / Redo, Ctrl+Z,
Ctrl+Shift+Z) add a note to each seat's log, "Bob undid: <the undone entry as that seat read
it>", computed for every seat when it happens, from the rules' journal (so never more than the
seat knew). The notes live as long as the game is shown (in memory): a save holds the log that
stands, not the history of undos, and the format stays as it is."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from tabletop.model.modes import Mode, Result
from tabletop.ui.common import messages as M
from tabletop.ui.common.messages import tr
from tabletop.ui.table.undo import ModelCommand, undone_entries

TYPE_CHECKING = False  # (typing's: see `tabletop.ui.common.parts`)
if TYPE_CHECKING:
    from tabletop.session.table import Table

# A Report's result beyond the model's Results: refused in assist mode, the player may override.
OFFERED = "offered"

# Life changes of one player by one seat this close together (seconds between two clicks), with
# nothing logged between, are one burst: one log entry, one undo step (`Table.run_burst`).
BURST_SECONDS = 1.5

# More touched cards than this in one notification: rebuild the whole scene (a bulk event).
BULK_TOUCHED = 300

# Verdicts that say nothing about the card behind a face-down object. When a seat acts on a
# face-down object it may not know, the assist panel shows only these: the others (costs, card
# types, "it was <name>") would tell the seat what the card is.


class Report:
    """What the rules assist panel shows after an action. `result`: a model `Result`, or
    OFFERED."""

    __slots__ = ("label", "result", "verdicts", "overridable", "events")

    def __init__(self, label: str, result: str, verdicts=None, overridable: bool = False,
                 events=None) -> None:
        self.label, self.result = label, result
        self.verdicts = list(verdicts or [])
        self.overridable = overridable
        self.events = list(events or [])


class SceneDelta:
    """What one notification changed for the viewing seat, in view terms only (no model ids):
    `objects` the new views of the touched objects (card_id cleared), `removed` the view ids no
    longer shown (gone, in a library, or renamed by a zone change), `zones` the new membership of
    every zone whose membership or order changed ({(zone, owner or None): [view id, ...]}) and
    `header` the game-level fields (turn, step, counts...)."""

    __slots__ = ("objects", "removed", "zones", "header")

    def __init__(self, objects: list, removed: list, zones: dict, header: dict) -> None:
        self.objects, self.removed, self.zones, self.header = objects, removed, zones, header


class TableController(QObject):
    remote = False  # a joined network table (RemoteController): the game is the host's
    changed = Signal()
    # After every change: a SceneDelta for the items it touched, or None for a full rebuild
    # (new or opened game, seat switch, bulk events).
    updated = Signal(object)
    reported = Signal(object)  # Report
    seatChanged = Signal()
    # For the lesson player (issue 6): every command the table judged, with what came of it.
    commandRefused = Signal(object, object)  # command, Judgement (not carried out)
    commandDone = Signal(object, object)  # command, Outcome

    def __init__(self, game, seat: str | None, parent=None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        self.game = None
        self.table: Table | None = None  # runs the commands and the undo policy of `game`
        self._unsub = None
        self._ids: dict[str, str] | None = None  # view id -> model id, shown objects only
        self._vid_of: dict[str, str] = {}  # model id -> view id, shown objects only
        self.seat = seat
        self.pending = None
        self.peeked: set[str] = set()
        self.last_report: Report | None = None
        # Set by the lesson player (issue 6) while a lesson runs: every command the table builds
        # then goes to route(cmd, label, override) instead of the rules and the undo stack.
        self.route = None
        self.shared = None  # the SharedBoard shown instead of a game, if any
        self._seatlogs: dict = {}  # seat -> its journal, read on as the game goes on
        # undo/redo notes, oldest first: (log length the note follows, {seat: text})
        self._notes: list[tuple[int, dict]] = []
        if game is not None:
            self.set_game(game, seat)

    # -- game and seat --
    def set_game(self, game, seat: str | None = "") -> None:
        if self._unsub:
            self._unsub()
        self.game = game
        from tabletop.session.table import Table  # (with the game: not at start-up)
        self.table = Table(game, history=False)  # the undo stack keeps the order
        self._unsub = game.subscribe(self._on_events)
        self.shared = None
        self._seatlogs = {}
        self._notes = []
        self.undo_stack.clear()
        self._ids = None
        self.pending = None
        self.peeked.clear()
        players = game.state.players
        if seat == "":
            seat = self.seat
        self.seat = seat if seat is None or seat in players else players[0]
        self.updated.emit(None)
        self.changed.emit()

    def set_shared(self, board) -> None:
        """Show a shared board (a redacted export) read-only, from the seat it was made for."""
        if self._unsub:
            self._unsub()
            self._unsub = None
        self.game = self.table = None
        self.shared = board
        self._seatlogs = {}
        self._notes = []
        self.undo_stack.clear()
        self._ids, self._vid_of = None, {}
        self.pending = None
        self.peeked.clear()
        self.seat = board.seat
        self.seatChanged.emit()
        self.updated.emit(None)
        self.changed.emit()

    @property
    def read_only(self) -> bool:
        """Whether nothing on this board may change (a shared board)."""
        return self.shared is not None

    @property
    def actor(self) -> str | None:
        """The seat that may act on this board: None for spectators and shared boards."""
        return None if self.shared is not None or self.game is None else self.seat

    @property
    def has_board(self) -> bool:
        return self.game is not None or self.shared is not None

    @property
    def players(self) -> list[str]:
        if self.shared is not None:
            return list(self.shared.players)
        return list(self.game.state.players) if self.game is not None else []

    def log_lines(self) -> list[str]:
        """The log as this seat may read it: the journal of a live game, or the lines a shared
        board carries (already those its seat saw)."""
        if self.shared is not None:
            return [str(ln.get("text", "")) for ln in self.shared.log if isinstance(ln, dict)]
        if self.game is None:
            return []
        from tabletop.ui.common.logtext import SeatLog
        # one journal per seat, kept: switching seats back and forth reads no entry twice
        # (a seat's journal of a 20,000-event game is built in about a second)
        sl = self._seatlogs.get(self.seat)
        if sl is None or sl.game is not self.game:
            self._seatlogs[self.seat] = sl = SeatLog(self.game, self.seat)
        if not self._notes:
            return sl.lines()
        return self._with_notes(sl.numbered())

    def log_backlog(self) -> int:
        """The log entries this seat's journal has yet to read (what `log_lines` will cost)."""
        if self.shared is not None or self.game is None:
            return 0
        sl = self._seatlogs.get(self.seat)
        journal = getattr(sl, "journal", None) if sl is not None and sl.game is self.game \
            else None
        return max(0, len(self.game.log) - (len(journal.read) if journal is not None else 0))

    def _with_notes(self, numbered: list) -> list[str]:
        """The seat's lines with the undo/redo notes among them, in the order they happened: a
        note comes after the lines of the entries that stood before it (or of fewer, when
        entries were undone since), never before an older note."""
        notes = self._notes
        at = [0] * len(notes)
        low = len(self.game.log)
        for i in range(len(notes) - 1, -1, -1):
            low = min(low, notes[i][0])
            at[i] = low
        out, j = [], 0
        for n, text in numbered:
            while j < len(notes) and n is not None and at[j] <= n:
                out.append(self._note_text(notes[j][1]))
                j += 1
            out.append(text)
        out.extend(self._note_text(texts) for _, texts in notes[j:])
        return out

    def _note_text(self, texts: dict) -> str:
        return texts[self.seat] if self.seat in texts else texts.get(None, "")

    def set_seat(self, seat: str | None) -> None:
        if self.shared is not None:  # a shared board is seen from its own seat only
            return
        self.seat = seat
        self.pending = None
        self.peeked.clear()
        self._ids = None
        self.seatChanged.emit()
        self.updated.emit(None)
        self.changed.emit()

    def _on_events(self, events, how) -> None:
        from tabletop.model.game import How  # loaded with the game; not at start-up (80 ms)
        if how == How.REVERT:
            self.peeked.clear()
        self.updated.emit(self._delta(events))
        self.changed.emit()

    def view(self):
        """The seat's whole view (for a full rebuild of the scene)."""
        if self.shared is not None:  # a copy: the scene keeps and updates what it is given
            import copy
            return copy.deepcopy(self.shared.view)
        if self.game is None:
            return None
        self._build_ids()
        return self.game.view_for(self.seat)

    # -- incremental updates --
    def _delta(self, events) -> SceneDelta | None:
        """The items these events touched, as the seat may see them now (None: rebuild all).
        The primitive changes name every card they alter, so they are the source: the cards
        whose status or effects changed, and the zones whose membership or order changed
        (`tabletop.model.changes.touched`)."""
        from tabletop.model.changes import CHANGED, EFFECTS
        from tabletop.model.changes import touched as touched_by
        from tabletop.model.state import SHARED_ZONES, zone_key
        from tabletop.rules.visibility import object_views, view_id
        if self._ids is None:
            return None
        st = self.game.state
        what = touched_by(events)
        if what.rebuild:
            return None
        # ordered, so deltas are deterministic
        touched = dict.fromkeys(what.cards(CHANGED, EFFECTS))
        keys: set[str | None] = set(what.zones)
        if len(touched) > BULK_TOUCHED:
            return None
        if touched:  # what is attached to a touched card shows its (new) view id and place
            for c in st.cards.values():
                if c.attached_to in touched:
                    touched[c.id] = None
        objects, removed = [], []
        for cid, ov in object_views(self.game, self.seat, touched).items():
            old = self._vid_of.pop(cid, None)
            if old is not None and (ov is None or ov.id != old):
                removed.append(old)
                self._ids.pop(old, None)
            if ov is None:
                continue
            ov.card_id = None  # the model's ids stay here
            objects.append(ov)
            self._ids[ov.id] = cid
            self._vid_of[cid] = ov.id
            if old != ov.id:
                keys.add(zone_key(ov.zone, ov.owner))
        zones = {}
        for key in keys:
            if key is None or key.endswith(":library") or key not in st.zones:
                continue
            zone, owner = (key, None) if key in SHARED_ZONES else key.rsplit(":", 1)[::-1]
            cards = st.cards
            zones[(zone, owner)] = [view_id(cards[c]) for c in st.zones[key]]
        return SceneDelta(objects, removed, zones, self.header())

    def header(self) -> dict:
        """The game-level fields of the seat's view (all public)."""
        from tabletop.rules.visibility import arrow_views, request_views
        st = self.game.state
        return {"seat": self.seat, "players": list(st.players), "turn": st.turn,
                "active": st.active, "step": st.step, "mode": st.mode, "ended": st.ended,
                "left": list(st.left), "lands_played": dict(st.lands_played),
                "library_counts": {p: len(st.zones[f"{p}:library"]) for p in st.players},
                "hand_counts": {p: len(st.zones[f"{p}:hand"]) for p in st.players},
                # the players' area and the arrows (all public; arrows name view ids)
                "life": dict(st.life),
                "player_counters": {p: dict(k) for p, k in st.player_counters.items()},
                "arrows": arrow_views(st),
                # who plays with the top card revealed (401.5), and the top cards the seat
                # knows (revealed, or seen): the library piles show their faces
                "top_revealed": list(st.top_revealed),
                "library_tops": self._library_tops(),
                # requests waiting for an answer as the seat may see them, and table trust
                "requests": request_views(st, self.seat), "trust": st.trust,
                # who holds priority, and whether a spell resolves (priority.py; public)
                "priority": st.priority, "resolving": st.resolving is not None}

    def _library_tops(self) -> dict:
        from tabletop.rules.knowledge import known_to
        from tabletop.rules.visibility import object_view
        st, seat, out = self.game.state, self.seat, {}
        for p in st.players:
            lib = st.zones[f"{p}:library"]
            card = st.cards[lib[0]] if lib else None
            if card is not None and known_to(st, seat, card):
                ov = object_view(st, seat, card, 0)
                ov.card_id = None  # the model's ids stay here
                out[p] = ov
        return out

    # -- the private id map --
    def _build_ids(self) -> None:
        st = self.game.state
        cards = st.cards
        self._vid_of = {cid: f"o{cards[cid].obj}" for key, members in st.zones.items()
                        if not key.endswith(":library") for cid in members}
        self._ids = {v: c for c, v in self._vid_of.items()}

    def cid(self, vid: str) -> str | None:
        if self.game is None:
            return None
        if self._ids is None:
            self._build_ids()
        return self._ids.get(vid)

    def card_state(self, vid: str):
        cid = self.cid(vid)
        return self.game.state.cards.get(cid) if cid else None

    def top_of_library(self, seat: str) -> str | None:
        lib = self.game.state.zones.get(f"{seat}:library") or []
        return lib[0] if lib else None

    # -- judging and doing --
    def view_seq(self) -> int | None:
        """The number of the network view shown (None: the game is here, ids never go stale)."""
        return None

    def run(self, cmd, label: str, override: bool = False, *, seq: int | None = None):
        """Judge and carry out one command; returns the Outcome, or None if not done. (`seq`,
        the network view whose ids the command uses, means nothing here: no view goes stale.)"""
        if self.route is not None:
            return self.route(cmd, label, override)
        if self.actor is None:  # a spectator, a shared board, or no game yet
            self._report(Report(label, Result.REFUSED, [], False))
            return None
        # the table judges once; the rules say whether an override may carry out a refusal
        # (never one no mode passes: a peek at another's face-down card, another seat's
        # things, which would show a seat what it may not know)
        top = self._burst_top(cmd, override)
        ran = self.table.run_burst(top.step, cmd, self.seat, override) if top else None
        burst = ran is not None
        if burst:  # one entry with the clicks before: the label says it all
            label = self._burst_label(top.step, ran) or label
        else:
            ran = self.table.run(cmd, self.seat, override)
        out = ran.outcome
        if ran.refused:
            offered = ran.offered
            self.pending = (cmd, label) if offered else None
            vs = self.safe_verdicts(cmd, out.verdicts)
            self._report(Report(label, OFFERED if offered else Result.REFUSED, vs, offered))
            self.commandRefused.emit(cmd, ran.judgement())
            return None
        self.pending = None
        self.undo_stack.push(ModelCommand(self.table, ran.step, label, burst=burst))
        vs = self.safe_verdicts(cmd, out.verdicts)
        self._report(Report(label, out.result, vs, False, out.events))
        self.commandDone.emit(cmd, out)
        return out

    def _burst_top(self, cmd, override: bool) -> ModelCommand | None:
        """The undo stack's top command when `cmd` may be one burst with it (a life change
        within BURST_SECONDS of it; the table says whether they are one: `Table.run_burst`):
        the stack's current command, not a macro, not the state last saved (Qt merges a
        command into it only then)."""
        import time
        stack = self.undo_stack
        i = stack.index()
        if cmd.kind != "life" or override or i == 0 or i == stack.cleanIndex():
            return None
        top = stack.command(i - 1)
        if not isinstance(top, ModelCommand) or top.step is None or \
                time.monotonic() - top.when > BURST_SECONDS:
            return None
        return top

    @staticmethod
    def _burst_label(first, ran) -> str | None:
        """The text of a burst's one entry: the life total before its first click and after
        its last ("Alice: life 20 → 16")."""
        def change(step):
            return next((e for e in step.entry.events if e.kind == "life_changed"), None) \
                if step is not None and step.entry is not None else None
        a, b = change(first), change(ran.step)
        if a is None or b is None:
            return None
        return M.life_change(b.get("player"), a.get("old"), b.get("new"))

    def names_hidden(self, cmd) -> bool:
        """Whether the command names a card this seat may not know (the rules decide)."""
        from tabletop.rules.visibility import names_hidden
        return names_hidden(self.game.state, self.seat, cmd.cards)

    def safe_verdicts(self, cmd, verdicts) -> list:
        """The verdicts this seat may read about the command (the rules decide)."""
        from tabletop.rules.visibility import verdicts_for
        return verdicts_for(self.game.state, self.seat, cmd.cards, verdicts)

    def override(self):
        """Carry out the pending refused command anyway (assist mode; the log records it)."""
        if self.pending is None:
            return None
        cmd, label = self.pending
        self.pending = None
        return self.run(cmd, label + " (override)", override=True)

    def _report(self, rep: Report) -> None:
        self.last_report = rep
        self.reported.emit(rep)

    def routes(self, vid: str) -> list | None:
        """Turn-up routes for a face-down permanent the seat controls (others: none, since the
        costs would tell what the card is)."""
        card = self.card_state(vid)
        if card is None:
            return []
        from tabletop.rules.routes import seat_routes
        return seat_routes(self.game.state, self.seat, card)

    def spell_facts(self, card: str) -> dict | None:
        """The facts of a face-up spell on the stack (`card`: as commands name it), the face
        it was cast with; None for anything else."""
        st = self.game.state if self.game is not None else None
        c = st.cards.get(card) if st is not None else None
        if c is None or c.zone != "stack" or c.face_down is not None:
            return None
        facts = st.facts.get(c.facts)
        faces = (facts or {}).get("card_faces") or []
        return faces[1] if c.transformed and len(faces) > 1 else facts

    # -- what the card menus offer: the rules judge it (tabletop.rules.offers) --
    def cast_down_offers(self, vid: str) -> list:
        """The ways the seat may cast this card of its hand face down (those the card has)."""
        from tabletop.rules import offers
        return offers.cast_down_offers(self.game, self.actor, self.cid(vid)) if self.game \
            else []

    def exile_offer(self, vid: str):
        """Exiling this face-down permanent to play it (Primordial Mist's ability), when the
        seat controls a permanent with that ability; else None."""
        from tabletop.rules import offers
        return offers.exile_to_play_offer(self.game, self.actor, self.cid(vid)) if self.game \
            else None

    def ability_offers(self, vid: str) -> list:
        """The activated abilities the rules know of this permanent of the seat's."""
        from tabletop.rules import offers
        return offers.ability_offers(self.game, self.actor, self.cid(vid)) if self.game else []

    @property
    def mode(self) -> str:
        """The rules mode of the board shown (a game's, or a shared board's as its view says)."""
        if self.game is not None:
            return self.game.state.mode
        view = getattr(self.shared, "view", None)
        return getattr(view, "mode", None) or Mode.STRICT

    def pursuit_target(self, report) -> str | None:
        """The face-down instant or sorcery card that died with Cryptic Pursuit (or any
        permanent with its ability: a copy, an imported card with its text) in this report and
        is still in a graveyard (the one-click reminder exiles it to be cast)."""
        if report is None or self.game is None:
            return None
        st = self.game.state
        for e in reversed(report.events):
            cid = e.get("card")
            if e.kind != "trigger" or e.get("cause") != "dies" or cid not in st.cards:
                continue
            card = st.cards[cid]
            if card.zone == "graveyard" and st.facts_of(card).is_instant_or_sorcery:
                return cid
        return None

    def chat(self, text: str) -> str | None:
        """Say a line of chat as the seat at the table (behind the privacy curtain too: the seat
        that passed; a spectator's view speaks as "Spectator"): a logged `chat` command, public,
        that is never an undo step. None when it was said, else one sentence saying why not."""
        if self.shared is not None:
            return tr("A shared board is read-only: there is no one to chat with.")
        if self.game is None:
            return tr("Open a game or start a new one to chat.")
        if self.route is not None:
            return tr("There is no chat during a lesson.")
        from tabletop.model.commands import Chat
        cmd = Chat(text, player=self.seat) if self.seat is not None else \
            Chat(text, spectator=tr("Spectator"))
        out = self.table.run(cmd, self.seat).outcome  # (a chat line is never an undo step)
        if not out.ok:
            reason = out.reason
            return M.verdict_text(reason) if reason is not None else tr("Not said.")
        return None

    def undo(self) -> None:
        """Undo the last action (Edit → Undo, Ctrl+Z), with a note in every seat's log."""
        self._note("undo")
        self.undo_stack.undo()

    def redo(self) -> None:
        """Redo the last undone action (Edit → Redo, Ctrl+Shift+Z), noted in every log."""
        self._note("redo")
        self.undo_stack.redo()

    def _note(self, how: str) -> None:
        """Before an undo or a redo: what it will take off the log or put back, told for every
        seat as that seat may read it (the journal's lines of those entries)."""
        game = self.game
        if game is None or self.route is not None:
            return
        stack = self.undo_stack
        cmd = stack.command(stack.index() - 1 if how == "undo" else stack.index())
        entries = undone_entries(cmd, game.log, how)
        if not entries:
            return
        from tabletop.rules.journal import entry_lines
        from tabletop.ui.common.logtrans import line_text
        log = game.log
        first = len(log) - len(entries) if how == "undo" else len(log)
        who = self.seat if self.seat is not None else tr("A spectator")
        texts: dict = {}
        for seat in [*game.state.players, None]:
            what = " ".join(line_text(ln) for ln in entry_lines(
                game.state, seat, entries, first, applied=how == "undo"))
            if how == "undo":
                text = tr("{who} undid: {what}") if what else tr("{who} undid an action.")
            else:
                text = tr("{who} redid: {what}") if what else tr("{who} redid an action.")
            texts[seat] = text.format(who=who, what=what)
        self._notes.append((first if how == "undo" else first + len(entries), texts))
