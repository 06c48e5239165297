"""Log lines for a seat, from `tabletop.rules.journal` (safe for that seat). A game without a
setup to replay falls back to lines that only say what every player saw: who did what, and
names only of cards that were revealed, turned face up or played face up."""

from __future__ import annotations

from tabletop.model.modes import Result
from tabletop.ui.common import messages as M
from tabletop.ui.common.logtrans import line_text
from tabletop.ui.common.messages import QT_TR_NOOP, tr

VERBS = {
    "draw": QT_TR_NOOP("draws"), "shuffle": QT_TR_NOOP("shuffles their library"),
    "move": QT_TR_NOOP("moves a card"), "manifest": QT_TR_NOOP("manifests"),
    "manifest_dread": QT_TR_NOOP("manifests dread"), "cloak": QT_TR_NOOP("cloaks"),
    "cast": QT_TR_NOOP("casts a spell"), "resolve": QT_TR_NOOP("resolves a spell"),
    "counter": QT_TR_NOOP("counters a spell"),
    "turn_face_up": QT_TR_NOOP("turns a permanent face up"),
    "turn_face_down": QT_TR_NOOP("turns a permanent face down"),
    "put_onto_battlefield": QT_TR_NOOP("puts a card onto the battlefield"),
    "look": QT_TR_NOOP("peeks at a card"),
    "exile_to_play": QT_TR_NOOP("exiles a face-down permanent (Primordial Mist)"),
    "transform": QT_TR_NOOP("transforms"), "play": QT_TR_NOOP("plays a card"),
    "copy": QT_TR_NOOP("copies a permanent"), "become_copy": QT_TR_NOOP("makes a copy"),
    "apply": QT_TR_NOOP("applies an effect"), "gain_control": QT_TR_NOOP("gains control"),
    "tap": QT_TR_NOOP("taps a permanent"), "untap": QT_TR_NOOP("untaps a permanent"),
    "attach": QT_TR_NOOP("attaches"), "add_counter": QT_TR_NOOP("changes counters"),
    "damage": QT_TR_NOOP("deals damage"), "advance": QT_TR_NOOP("moves to the next step"),
    "rearrange_face_down": QT_TR_NOOP("rearranges face-down cards"),
    "leave_game": QT_TR_NOOP("leaves the game"), "end_game": QT_TR_NOOP("ends the game"),
    "move_on_table": QT_TR_NOOP("moves a permanent"), "reveal": QT_TR_NOOP("reveals"),
    "answer": QT_TR_NOOP("answers a request"), "withdraw": QT_TR_NOOP("withdraws a request"),
    "set_trust": QT_TR_NOOP("changes table trust"),
}


OTHER_VERB = QT_TR_NOOP("does something else")


class SeatLog:
    """The log lines one seat may read, following a live game incrementally (the journal replays
    only the entries it has not read yet)."""

    def __init__(self, game, seat: str | None) -> None:
        self.game, self.seat = game, seat
        # each journal line's words, by the line (the journal hands the same line objects
        # again): a long game's log is not put into words again after every action
        self._said: dict[int, tuple[dict, str]] = {}
        try:
            from tabletop.rules.journal import Journal
            self.journal = Journal(game, seat)
        except (ImportError, ValueError):  # no journal module, or a game without a setup
            self.journal = None

    def _text(self, ln: dict) -> str:
        said = self._said.get(id(ln))
        if said is None or said[0] is not ln:
            said = self._said[id(ln)] = (ln, line_text(ln))
        return said[1]

    def _journal_lines(self) -> list[dict]:
        lines = self.journal.lines() if self.journal is not None else []
        if len(self._said) > 2 * len(lines) + 64:  # lines undone: forget their words
            keep = {id(ln) for ln in lines}
            self._said = {k: v for k, v in self._said.items() if k in keep}
        return lines

    def lines(self) -> list[str]:
        if self.journal is None:
            return fallback_lines(self.game)
        return [self._text(ln) for ln in self._journal_lines()]

    def numbered(self) -> list[tuple[int | None, str]]:
        """`lines()` with the log entry each line tells of (None where it isn't known)."""
        if self.journal is None:
            return [(None, text) for text in fallback_lines(self.game)]
        return [(ln.get("n"), self._text(ln)) for ln in self._journal_lines()]


def lines_for(game, seat: str | None) -> list[str]:
    return SeatLog(game, seat).lines()


def fallback_lines(game) -> list[str]:
    out: list[str] = []
    for entry in game.log:
        kind = entry.command.get("kind", "")
        who = entry.actor or tr("The table")
        line = f"{who} {M.words_for(VERBS, kind, OTHER_VERB)}"
        if kind == "advance":
            to = entry.command.get("to")
            line = f"{who} → {M.step_text(to) if to in M.STEP_TEXT else tr(VERBS[kind])}"
        if entry.result == Result.OVERRIDDEN:
            line += tr(" (rules assist overridden)")
        elif entry.result == Result.REQUESTED:  # only asked: nothing changed
            line += tr(" (asked, waiting for an answer)")
        out.append(line)
        for ev in entry.events:
            if ev.kind == "revealed":
                order = ev.get("order")
                tag = f" #{order}" if order else ""
                out.append("   " + tr("revealed{tag}: {name}").format(tag=tag,
                                                                         name=ev.get("name")))
            elif ev.kind == "turned_face_up":
                out.append("   " + tr("turned face up: {name}").format(name=ev.get("name")))
            elif ev.kind == "played_land":
                out.append("   " + tr("played {name}").format(name=ev.get("name")))
            elif ev.kind == "step_began":
                out.append("   " + tr("{step}, turn {t}, {p}").format(
                    step=M.step_text(ev.get("step")), t=ev.get("turn"), p=ev.get("active")))
            elif ev.kind == "trigger":
                out.append("   " + tr("{name} triggers").format(name=ev.get("name")))
            elif ev.kind == "game_ended":
                out.append("   " + tr("the game is over"))
    return out
