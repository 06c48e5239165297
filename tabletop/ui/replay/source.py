"""What the replay viewer shows of a file: its timeline (turns, steps, entries and their marks)
and, for a lens at a position, the board, the journal lines and the ledger lines that lens may
know (issue 31). Built on the storage's lenses (`storage/lens.py`, `storage/ledgerview.py`);
nothing here is drawn, and nothing a lens may not know leaves a lens's method.

A lens is `Lens(kind, seat)`: `AS_THEN` (what the seat's view held then), `HINDSIGHT` (the
same, with the objects it learned later and when), `JUDGE` (everything, no seat). A redacted
export (`Replay.export`) has one position and one lens only: its own seat's `AS_THEN`."""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field
from enum import StrEnum

from tabletop.model.game import Game
from tabletop.rules.journal import lines_for
from tabletop.rules.visibility import GameView, ObjectView, view_for
from tabletop.storage.ledger import Ledger, ledger
from tabletop.storage.ledgerview import export_lines, judge_lines, seat_lines
from tabletop.storage.lens import hindsight, seat_view_parts
from tabletop.storage.review import OBJECT_FIELDS, SharedBoard, game_at


class LensKind(StrEnum):
    AS_THEN = "as_then"
    HINDSIGHT = "hindsight"
    JUDGE = "judge"


@dataclass(frozen=True, slots=True)
class Lens:
    kind: LensKind
    seat: str | None = None


class Mark(StrEnum):
    """The kinds of entry the timeline marks (by their events' kinds)."""

    REVEAL = "reveal"
    PEEK = "peek"
    TURN_UP = "turn_up"
    SEARCH = "search"
    SHUFFLE = "shuffle"
    MULLIGAN = "mulligan"
    OVERRIDE = "override"
    REQUEST = "request"


# event kind -> its mark
EVENT_MARKS = {"revealed": Mark.REVEAL, "top_revealed": Mark.REVEAL, "looked": Mark.PEEK,
               "turned_face_up": Mark.TURN_UP, "searched": Mark.SEARCH,
               "shuffled": Mark.SHUFFLE, "mulliganed": Mark.MULLIGAN, "kept": Mark.MULLIGAN,
               "put_on_bottom": Mark.MULLIGAN, "overridden": Mark.OVERRIDE,
               "requested": Mark.REQUEST, "request_answered": Mark.REQUEST,
               "request_withdrawn": Mark.REQUEST, "request_void": Mark.REQUEST}


@dataclass(slots=True)
class Entry:
    """One log entry as the timeline shows it (public facts only): its number (1 for the
    first), the turn and step it was made in, who made it, its command's kind, its marks."""

    n: int
    turn: int
    step: str
    active: str
    actor: str | None
    command: str
    marks: list[Mark] = field(default_factory=list)


@dataclass(slots=True)
class Shown:
    """What a lens shows at a position: the board, the journal lines' texts, and for the
    hindsight lens the objects learned later ({"id", "name", "since", "how"})."""

    view: GameView
    lines: list[str]
    learned: list[dict] = field(default_factory=list)
    card_ids: dict[str, str] = field(default_factory=dict)  # judge only: view id -> card
    known_to: dict[str, list[str]] = field(default_factory=dict)  # judge: view id -> seats


def entries_of(game: Game) -> list[Entry]:
    """The timeline of a game's log: each entry's turn and step (as the turn stood when the
    entry began), actor, command kind and marks."""
    turn = (game.setup or {}).get("turn") or {}
    number, step, active = int(turn.get("number", 1)), str(turn.get("step", "")), \
        str(turn.get("active", ""))
    out = []
    for k, entry in enumerate(game.log):
        marks: list[Mark] = []
        row = Entry(k + 1, number, step, active, entry.actor,
                    str(entry.command.get("kind", "")), marks)
        if entry.result == "overridden":
            marks.append(Mark.OVERRIDE)
        for ev in entry.events:
            mark = EVENT_MARKS.get(ev.kind)
            if mark is not None and mark not in marks:
                marks.append(mark)
            if ev.kind in ("turn_began", "step_began"):
                number = int(ev.data.get("turn", number))
                active = str(ev.data.get("active", active))
                step = str(ev.data.get("step", "untap" if ev.kind == "turn_began" else step))
        out.append(row)
    return out


class Replay:
    """A file opened for its replay: a whole game (`game`) or a redacted export (`export`)."""

    def __init__(self, opened: Game | SharedBoard, path: str = "") -> None:
        self.path = path
        self.game: Game | None = opened if isinstance(opened, Game) else None
        self.export: SharedBoard | None = opened if isinstance(opened, SharedBoard) else None
        self._book: Ledger | None = None
        self._at: tuple[int, Game] | None = None
        self._journals: dict[str, list[dict]] = {}
        self._ns: dict[str, list[int]] = {}  # each journal line's entry, by seat
        if self.game is not None:
            if self.game.setup is None:
                raise ValueError("this game has no setup to replay from")
            self.players = list(self.game.state.players)
            self.size = len(self.game.log)
            self.entries = entries_of(self.game)
        else:
            assert self.export is not None
            if self.export.seat is None:
                raise ValueError("a spectator's export holds no seat's knowledge to replay")
            self.players = list(self.export.players)
            self.size = self.export.position
            self.entries = []

    @property
    def first(self) -> int:
        """The first position that can be shown (an export: its own only)."""
        return self.size if self.export is not None else 0

    def lenses(self) -> list[Lens]:
        if self.export is not None:
            return [Lens(LensKind.AS_THEN, self.export.seat)]
        out = [Lens(LensKind.AS_THEN, p) for p in self.players]
        out += [Lens(LensKind.HINDSIGHT, p) for p in self.players]
        return [*out, Lens(LensKind.JUDGE)]

    def book(self) -> Ledger:
        if self._book is None:
            assert self.game is not None
            self._book = ledger(self.game)
        return self._book

    def game_at(self, n: int) -> Game:
        """The game at position `n` (the last one asked for is kept)."""
        assert self.game is not None
        if self._at is None or self._at[0] != n:
            self._at = (n, game_at(self.game, n))
        return self._at[1]

    def shown(self, lens: Lens, n: int) -> Shown:
        """What `lens` shows at position `n`."""
        if self.export is not None:
            return Shown(self.export.view, [_text(ln) for ln in self.export.log])
        g = self.game_at(n)
        if lens.kind is LensKind.JUDGE:
            out = _judge_shown(g, judge_journal({p: self.journal(p, n) for p in self.players},
                                                {p: self._numbers(p, n) for p in self.players}))
            out.known_to = self._who_knew(out.card_ids, n)
            return out
        seat = lens.seat
        assert seat is not None
        board, _, _, _, _ = seat_view_parts(g, seat)
        out = Shown(board_view(board, seat, self.players), self.journal(seat, n))
        if lens.kind is LensKind.HINDSIGHT:
            out.learned = hindsight(g, seat, n, self.book())["learned_later"]
        return out

    def _who_knew(self, card_ids: dict[str, str], n: int) -> dict[str, list[str]]:
        """View id -> the seats that knew its card at position `n` (the ledger's spans), in
        seat order."""
        knew: dict[str, set[str]] = {}
        for s in self.book().spans:
            if s.since > n:
                break  # (the spans are by since)
            if s.holds(n):
                knew.setdefault(s.card, set()).add(s.seat)
        return {vid: [p for p in self.players if p in knew.get(cid, ())]
                for vid, cid in card_ids.items()}

    def _lines(self, seat: str) -> list[dict]:
        """The seat's journal of the whole game, read once (`lines_for`)."""
        if seat not in self._journals:
            assert self.game is not None
            self._journals[seat] = lines_for(self.game, seat)
        return self._journals[seat]

    def _count(self, seat: str, n: int) -> int:
        """How many lines of the seat's journal its first `n` entries made."""
        if seat not in self._ns:
            self._ns[seat] = [ln["n"] for ln in self._lines(seat)]
        return bisect_left(self._ns[seat], n)

    def journal(self, seat: str, n: int) -> list[str]:
        """The texts of the journal lines `seat` had read at position `n`: those of its whole
        journal made by the first `n` entries, as `lens.journal_then` gives them (a journal
        line is written when its entry is read and never changes; tests/ui/test_replay_viewer
        compares the two at every position)."""
        return [_text(ln) for ln in self._lines(seat)[:self._count(seat, n)]]

    def _numbers(self, seat: str, n: int) -> list[int]:
        return self._ns[seat][:self._count(seat, n)]

    def ledger_lines(self, lens: Lens, n: int, vid: str, shown: Shown) -> list[dict]:
        """The ledger's lines about the object `vid` of what `lens` shows at `n`."""
        if self.export is not None:
            return export_lines(self.export, vid)
        assert self.game is not None
        if lens.kind is LensKind.JUDGE:
            cid = shown.card_ids.get(vid)
            return judge_lines(self.book(), cid) if cid is not None else []
        assert lens.seat is not None
        try:
            return seat_lines(self.game, self.book(), lens.seat, (vid, n))
        except ValueError:
            return []


def board_view(b: dict, seat: str | None, players: list[str]) -> GameView:
    """The view of a seat's board as `lens.seat_view_parts` makes it (its export's board, ids
    `x<n>`), as an opened export's is made (`review.board_of`, without the checks of a file
    read: this board was made here, from the game)."""
    objects = [ObjectView(card_id=None, **{k: o[k] for k in OBJECT_FIELDS}) for o in b["objects"]]
    return GameView(seat=seat, players=list(players), turn=b["turn"], active=b["active"],
                    step=b["step"], mode=b["mode"], ended=b["ended"], left=list(b["left"]),
                    lands_played=dict(b["lands_played"]),
                    library_counts=dict(b["library_counts"]),
                    hand_counts=dict(b["hand_counts"]), objects=objects, life=dict(b["life"]),
                    player_counters={p: dict(k) for p, k in b["player_counters"].items()},
                    arrows=[dict(a) for a in b["arrows"]],
                    requests=[dict(r) for r in b.get("requests") or ()],
                    trust=b.get("trust") is True)


def _text(ln: dict) -> str:
    return str(ln.get("text", ""))


def _judge_shown(g: Game, lines: list[str]) -> Shown:
    """Every card as it is: the public board with every object's identity filled in, and the
    journal `lines` (`judge_journal`)."""
    st = g.state
    view = view_for(g, None)
    by_vid = {f"o{c.obj}": c for c in st.cards.values()}
    ids = {}
    for o in view.objects:
        card = by_vid.get(o.id)
        if card is None:
            continue
        ids[o.id] = card.id
        if not o.known:
            o.known, o.facts = True, st.facts[card.facts]
    return Shown(view, lines, card_ids=ids)


def judge_journal(texts: dict[str, list[str]], numbers: dict[str, list[int]]) -> list[str]:
    """Each seat's journal (`texts`, each line's entry in `numbers`) merged entry by entry:
    an entry's lines once where every seat read them alike, else each seat's own, named."""
    per_seat: dict[str, dict[int, list[str]]] = {}
    for p, lines in texts.items():
        mine = per_seat[p] = {}
        for k, text in zip(numbers[p], lines, strict=True):
            mine.setdefault(k, []).append(text)
    out = []
    for k in sorted({k for lines in per_seat.values() for k in lines}):
        each = {p: lines.get(k, []) for p, lines in per_seat.items()}
        if len({tuple(t) for t in each.values()}) == 1:
            out.extend(next(iter(each.values())))
        else:
            out.extend(f"[{p}] {t}" for p, ts in each.items() for t in ts)
    return out
