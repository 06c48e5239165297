"""The words of a position text and its writer: a board (`Board`, one `Entry` per card, in
zone lines) to text. The format is told in `tabletop.storage.position`; `positionread` reads it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from tabletop.model.state import METHODS

PRIVATE_ORDER = ("library", "hand", "battlefield", "graveyard", "exile", "command")
HIDDEN = "hidden"
HIDDEN_FACTS = {"name": "Hidden card"}  # what a card the text does not name is read back as
HIDDEN_KEY = "(hidden)"  # its facts key (a card's own key is its name)
FACE_DOWN = "face-down"
# the method as a reader writes it (two words for manifest dread), and back
METHOD_WORDS = {m: m.replace("_", " ") for m in METHODS}
WORD_METHODS = sorted(((w, m) for m, w in METHOD_WORDS.items()), key=lambda t: -len(t[0]))
MAX_DAMAGE = 1_000_000
MAX_TURN = 100_000
MAX_ORDER = 10_000_000
MAX_LANDS = 100
MAX_CHARS_VALUE = 200
# where a status may stand
ONLY_BATTLEFIELD = ("tapped", "token", "transformed", "damage", "attached")
NO_COUNTERS = ("library", "hand")


class PositionTextError(ValueError):
    """A text that is not a position: `line` (1 on, 0 for the text as a whole) and `problem`."""

    def __init__(self, line: int, problem: str, text: str = "") -> None:
        self.line, self.problem = line, problem
        where = f"line {line}" if line else "the text"
        shown = text if len(text) <= 60 else text[:57] + "..."
        super().__init__(f"{where}: {problem}" + (f" ({shown!r})" if shown else ""))


# ---------------------------------------------------------------- one card as a position holds it
@dataclass(frozen=True, slots=True)
class Entry:
    """One card of a zone line. `name` None: a card the reader may not know (`hidden`, or a
    face-down card without its name). `fd`: (method, entry number, source, chars) of a
    face-down permanent or spell; `exiled`: a card exiled face down (then `may_look`)."""

    name: str | None
    owner: str
    controller: str
    tapped: bool = False
    token: bool = False
    transformed: bool = False
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    attached: tuple[str, int] | None = None  # (controller, 1-based place on its battlefield line)
    fd: tuple[str, int | None, str | None, tuple[tuple[str, str], ...] | None] | None = None
    exiled: bool = False
    may_look: tuple[str, ...] = ()
    known: tuple[str, ...] = ()


@dataclass(slots=True)
class Board:
    """A position as lines: the header, the players and the zones."""

    view: str  # "full", "public" or "as P"
    players: list[str]
    turn: int
    active: str
    step: str
    mode: str
    life: dict[str, int]
    player_counters: dict[str, dict[str, int]]
    lands: dict[str, int]
    top_revealed: list[str]
    restrictions: list[str]
    zones: dict[tuple[str, str], list[Entry]] = field(default_factory=dict)  # (player, zone)
    stack: list[Entry] = field(default_factory=list)




# ---------------------------------------------------------------- board -> text
RESERVED = frozenset(';()[]"')
RUN = re.compile(r"^(\d{1,9})\s*[×x]\s+(.*)$", re.S)
_KEYWORDS = (HIDDEN, FACE_DOWN)


def quote(text: str, extra: str = "") -> str:
    """`text` as it stands in a position text: bare when it reads back as itself, else a JSON
    string with every character that is not printable escaped (a line break never splits it)."""
    lower = text.lower()
    if (text and text == text.strip() and text.isprintable()
            and not any(ch in RESERVED or ch in extra for ch in text)
            and not RUN.match(text) and not any(lower.startswith(k) for k in _KEYWORDS)):
        return text
    return "".join(ch if ch.isprintable() else json.dumps(ch)[1:-1]
                   for ch in json.dumps(text, ensure_ascii=False))


def _player(p: str) -> str:
    return quote(p, ",:")


def _counters_text(counters) -> list[str]:
    return [f"{n} {quote(name, ',')} counter{'' if n == 1 else 's'}" for name, n in counters]


def _statuses(e: Entry, line_player: str | None) -> list[str]:
    out = []
    if e.tapped:
        out.append("tapped")
    if e.token:
        out.append("token")
    if e.transformed:
        out.append("transformed")
    if e.damage:
        out.append(f"{e.damage} damage")
    out += _counters_text(e.counters)
    if line_player is not None and e.owner != line_player:
        out.append(f"owned by {_player(e.owner)}")
    if e.attached is not None:
        out.append(f"attached to {_player(e.attached[0])}:{e.attached[1]}")
    if e.fd is not None and e.fd[3]:
        out += [f"as {k.replace('_line', '')} {quote(v, ',')}" for k, v in e.fd[3]]
    out += [f"known to {_player(p)}" for p in e.known]
    out += [f"{_player(p)} may look" for p in e.may_look]
    return out


def _entry_text(e: Entry, line_player: str | None) -> str:
    if e.fd is not None:
        method, order, source, _ = e.fd
        parts = [FACE_DOWN]
        if order is not None:
            parts.append(f"#{order}")
        parts.append(METHOD_WORDS[method])
        if source is not None:
            parts.append(f"by {quote(source)}")
        if e.name is not None:
            parts.append(f"[{quote(e.name)}]")
        head = " ".join(parts)
    elif e.exiled:
        head = FACE_DOWN + (f" [{quote(e.name)}]" if e.name is not None else "")
    else:
        head = quote(e.name) if e.name is not None else HIDDEN
    status = _statuses(e, line_player)
    return head + (f" ({', '.join(status)})" if status else "")


def _runs(texts: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(texts):
        j = i
        while j < len(texts) and texts[j] == texts[i]:
            j += 1
        out.append(texts[i] if j - i == 1 else f"{j - i}× {texts[i]}")
        i = j
    return out


def render(board: Board) -> str:
    view = board.view if not board.view.startswith("as ") else f"as {_player(board.view[3:])}"
    lines = [f"position ({view}): turn {board.turn}, {_player(board.active)} active, "
             f"step {board.step}, mode {board.mode}"]
    people = []
    for p in board.players:
        st = [f"life {board.life.get(p, 20)}"]
        st += _counters_text(board.player_counters.get(p, {}).items())
        if board.lands.get(p):
            n = board.lands[p]
            st.append(f"{n} land{'' if n == 1 else 's'} played")
        if p in board.top_revealed:
            st.append("top revealed")
        people.append(f"{_player(p)} ({', '.join(st)})")
    lines.append("players: " + "; ".join(people))
    if board.restrictions:
        lines.append("restrictions: " + "; ".join(board.restrictions))
    for p in board.players:
        for z in PRIVATE_ORDER:
            entries = board.zones.get((p, z))
            if entries:
                mine = p if z == "battlefield" else None
                lines.append(f"{_player(p)} {z}: " + "; ".join(
                    _runs([_entry_text(e, mine) for e in entries])))
    if board.stack:
        lines.append("stack: " + "; ".join(_runs(
            [f"{_player(e.controller)}: {_entry_text(e, e.controller)}" for e in board.stack])))
    return "\n".join(lines) + "\n"
