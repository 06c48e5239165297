"""Log lines for a seat, from `tabletop.rules.journal` (safe for that seat). A game without a
setup to replay falls back to lines that only say what every player saw: who did what, and
names only of cards that were revealed, turned face up or played face up."""

from __future__ import annotations

from tabletop.model.modes import Result

from . import messages as M

VERBS = {
    "draw": "draws", "shuffle": "shuffles their library", "move": "moves a card",
    "manifest": "manifests", "manifest_dread": "manifests dread", "cloak": "cloaks",
    "cast": "casts a spell", "resolve": "resolves a spell", "counter": "counters a spell",
    "turn_face_up": "turns a permanent face up", "turn_face_down": "turns a permanent face down",
    "put_onto_battlefield": "puts a card onto the battlefield", "look": "peeks at a card",
    "exile_to_play": "exiles a face-down permanent (Primordial Mist)", "transform": "transforms",
    "play": "plays a card", "copy": "copies a permanent", "become_copy": "makes a copy",
    "apply": "applies an effect", "gain_control": "gains control", "tap": "taps a permanent",
    "untap": "untaps a permanent", "attach": "attaches", "add_counter": "changes counters",
    "damage": "deals damage", "advance": "moves to the next step",
    "rearrange_face_down": "rearranges face-down cards", "leave_game": "leaves the game",
    "end_game": "ends the game", "move_on_table": "moves a permanent", "reveal": "reveals",
}


class SeatLog:
    """The log lines one seat may read, following a live game incrementally (the journal replays
    only the entries it has not read yet)."""

    def __init__(self, game, seat: str | None) -> None:
        self.game, self.seat = game, seat
        try:
            from tabletop.rules.journal import Journal
            self.journal = Journal(game, seat)
        except (ImportError, ValueError):  # no journal module, or a game without a setup
            self.journal = None

    def lines(self) -> list[str]:
        if self.journal is None:
            return fallback_lines(self.game)
        return [ln.get("text", "") for ln in self.journal.lines()]

    def numbered(self) -> list[tuple[int | None, str]]:
        """`lines()` with the log entry each line tells of (None where it isn't known)."""
        if self.journal is None:
            return [(None, text) for text in fallback_lines(self.game)]
        return [(ln.get("n"), ln.get("text", "")) for ln in self.journal.lines()]


def lines_for(game, seat: str | None) -> list[str]:
    return SeatLog(game, seat).lines()


def fallback_lines(game) -> list[str]:
    out: list[str] = []
    for entry in game.log:
        kind = entry.command.get("kind", "")
        who = entry.actor or M.tr("The table")
        line = f"{who} {M.tr(VERBS.get(kind, kind))}"
        if kind == "advance":
            line = f"{who} → {M.tr(entry.command.get('to', 'next_step'))}"
        if entry.result == Result.OVERRIDDEN:
            line += M.tr(" (rules assist overridden)")
        out.append(line)
        for ev in entry.events:
            if ev.kind == "revealed":
                order = ev.get("order")
                tag = f" #{order}" if order else ""
                out.append("   " + M.tr("revealed{tag}: {name}").format(tag=tag,
                                                                         name=ev.get("name")))
            elif ev.kind == "turned_face_up":
                out.append("   " + M.tr("turned face up: {name}").format(name=ev.get("name")))
            elif ev.kind == "played_land":
                out.append("   " + M.tr("played {name}").format(name=ev.get("name")))
            elif ev.kind == "step_began":
                out.append("   " + M.tr("{step}, turn {t}, {p}").format(
                    step=M.step_text(ev.get("step")), t=ev.get("turn"), p=ev.get("active")))
            elif ev.kind == "trigger":
                out.append("   " + M.tr("{name} triggers").format(name=ev.get("name")))
            elif ev.kind == "game_ended":
                out.append("   " + M.tr("the game is over"))
    return out
