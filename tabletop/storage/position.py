"""Positions: a board as a save with an empty log, and as a text a player can read and paste.

- `position_of(game) -> dict`: the setup (`tabletop.model.setup`) of the game's board now, in one
  canonical form: card facts keyed by name, cards in the order players, then zones (library,
  hand, battlefield by controller, graveyard, exile, command), then the stack, ids `c1`...
  Two games hold the same position exactly when their `position_of` are equal.
- `position_game(game) -> Game`: a new game from that setup, with an empty log (a position save:
  `dump_game(position_game(game))`).
- `position_text(game, seat=None, full=False) -> str`: the position as text. By default what a
  spectator sees (`view_for(None)`); with `seat`, what that seat may know (`view_for(seat)`; the
  identities of cards come from the view, which the rules' `known_to` decides); everything with
  `full`.
- `position_setup_from_text(text, cards) -> dict` and `position_from_text(text, cards, seed=0)
  -> Game`: the text read back; `cards(name)` gives a card's facts by name (the card database's
  `find_dict`, or any lookup), None for a name it does not know. A text that is not a position
  raises `PositionTextError`, whose message names the line and what is wrong with it.

The text (the README's "Positions as text" shows one):

    position (full): turn 4, B active, step end, mode strict
    players: A (life 13, 2 poison counters); B (life 20, 1 land played)
    A hand: Grizzly Bears (known to B); 2× Forest
    A battlefield: face-down #2 cloak [Grizzly Bears] (tapped, owned by B); Soldier Token (token)
    B battlefield: Pacifism (attached to A:1)
    A exile: face-down [Grizzly Bears] (B may look)
    stack: B: Lightning Bolt

One line per zone that holds a card (`PLAYER ZONE: card; card; ...`, libraries and the stack top
first, the battlefield one line per controller), `N× card` for N cards alike in a row. A card is
its name; `hidden` for a card the text's reader may not know; `face-down #N METHOD by SOURCE
[NAME]` for a face-down permanent or spell (method, entry number, the source of an `effect`; the
name only when known) and `face-down [NAME]` for a card exiled face down. Its status follows in
parentheses: `tapped`, `token`, `transformed`, `N damage`, `N NAME counters`, `owned by P` (on a
line of its controller), `attached to P:N` (the Nth card of P's battlefield line), `as type T` /
`as power X` / `as toughness X` (the values an effect gives a face-down object), `known to P` (P
knows it beyond its place: P looked at it) and `P may look` (exiled face down). A name with one of
`;()[]"` in it, or spaces around it, is written as a JSON string ("B.F.M. (Big Furry Monster)");
in a status a comma too. Blank lines and lines starting with `#` are comments.

A redacted text reads back too: each `hidden` card is a card named "Hidden card" (facts
`HIDDEN_FACTS`, which no seat knows but by its place), a face-down card of unknown identity
holds one, and nobody may look at a card exiled face down unless the text says so. Read back and
written again for the same seat, a redacted text is the same text. What a position leaves out: the
log, continuous effects (a copy, "+2/+2 until end of turn"; a control change is its controller),
permissions to play a card, notes, arrows, where cards lie on the table, mulligans.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tabletop.model.chars import controller_of
from tabletop.model.game import Game
from tabletop.model.invariants import problems as invariant_problems
from tabletop.model.limits import (
    MAX_CARDS,
    MAX_COUNT,
    MAX_COUNTER_NAME,
    MAX_LIFE,
    MAX_POSITION_TEXT_BYTES,
    MAX_POSITION_TEXT_LINES,
    MAX_SHORT,
)
from tabletop.model.modes import MODES
from tabletop.model.setup import RESTRICTIONS, SetupError, check_player_name
from tabletop.model.state import METHODS, PREGAME, STEPS, CardState, GameState
from tabletop.rules import new_game
from tabletop.rules.knowledge import by_place, known_to

Lookup = Callable[[str], "dict | None"]

PRIVATE_ORDER = ("library", "hand", "battlefield", "graveyard", "exile", "command")
HIDDEN = "hidden"
HIDDEN_FACTS = {"name": "Hidden card"}  # what a card the text does not name is read back as
HIDDEN_KEY = "(hidden)"  # its facts key (a card's own key is its name)
FACE_DOWN = "face-down"
# the method as a reader writes it (two words for manifest dread), and back
METHOD_WORDS = {m: m.replace("_", " ") for m in METHODS}
_WORD_METHODS = sorted(((w, m) for m, w in METHOD_WORDS.items()), key=lambda t: -len(t[0]))
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


# ---------------------------------------------------------------- the position of a game
def _known_beyond_place(st: GameState, card: CardState) -> list[str]:
    return [p for p in st.players if known_to(st, p, card) and not by_place(st, p, card)]


def _ordered_cards(st: GameState) -> list[tuple[CardState, str]]:
    """(card, controller) in the canonical order: players in seat order, zones in
    PRIVATE_ORDER (the battlefield by controller), then the stack."""
    bf = [(cid, controller_of(st, st.cards[cid])) for cid in st.zones["battlefield"]]
    out: list[tuple[CardState, str]] = []
    for p in st.players:
        for z in PRIVATE_ORDER:
            if z == "battlefield":
                out += [(st.cards[cid], ctrl) for cid, ctrl in bf if ctrl == p]
            else:
                out += [(st.cards[cid], p) for cid in st.zones[f"{p}:{z}"]]
    out += [(st.cards[cid], controller_of(st, st.cards[cid])) for cid in st.zones["stack"]]
    return out


def position_of(game: Game) -> dict:
    """The setup of the game's board now, in the canonical form (see the module's doc)."""
    st = game.state
    ordered = _ordered_cards(st)
    ids = {card.id: f"c{i}" for i, (card, _) in enumerate(ordered, 1)}
    facts: dict[str, dict] = {}
    key_of: dict[str, str] = {}  # the state's facts key -> the position's
    cards = []
    for card, ctrl in ordered:
        key = key_of.get(card.facts)
        if key is None:
            d = st.facts[card.facts]
            key = d["name"]
            n = 1
            while key in facts and facts[key] != d:
                n += 1
                key = f"{d['name']}#{n}"
            facts[key] = d
            key_of[card.facts] = key
        zone = card.zone
        e: dict[str, Any] = {"id": ids[card.id], "facts": key, "owner": card.owner, "zone": zone}
        shared = zone in ("battlefield", "stack")
        if shared:
            e["controller"] = ctrl
        if zone == "battlefield":
            for f in ("tapped", "token", "transformed"):
                if getattr(card, f):
                    e[f] = True
            if card.damage:
                e["damage"] = card.damage
            host = st.cards.get(card.attached_to) if card.attached_to else None
            if host is not None and host.zone == "battlefield":
                e["attached_to"] = ids[host.id]
        if card.counters and zone not in NO_COUNTERS:
            e["counters"] = dict(card.counters)
        fd = card.face_down
        if fd is not None and shared and "method" in fd:
            marker: dict[str, Any] = {"method": fd["method"], "order": fd["order"]}
            if fd.get("source") is not None:
                marker["source"] = fd["source"]
            if fd.get("chars"):
                marker["chars"] = dict(fd["chars"])
            e["face_down"] = marker
        elif fd is not None and zone == "exile" and "exile" in fd:
            e["face_down"] = {"exile": True, "may_look": [p for p in st.players
                                                         if p in fd.get("may_look", ())]}
        known = _known_beyond_place(st, card)
        if known:
            e["known"] = known
        cards.append(e)
    turn: dict[str, Any] = {"active": st.active, "number": st.turn, "step": st.step}
    lands = {p: n for p, n in st.lands_played.items() if n}
    if lands:
        turn["lands_played"] = lands
    out: dict[str, Any] = {"players": list(st.players), "turn": turn, "mode": str(st.mode),
                           "life": {p: st.life.get(p, 20) for p in st.players},
                           "facts": facts, "cards": cards}
    counters = {p: dict(k) for p, k in st.player_counters.items() if k}
    if counters:
        out["player_counters"] = counters
    if st.top_revealed:
        out["top_revealed"] = list(st.top_revealed)
    if st.restrictions:
        out["restrictions"] = list(st.restrictions)
    return out


def position_game(game: Game, seed: int | None = None) -> Game:
    """A new game at the game's position now, with an empty log (`dump_game` it to save the
    position). `seed`: the new game's (default: the game's own)."""
    return new_game(position_of(game), seed=game.seed if seed is None else seed)


# ---------------------------------------------------------------- game -> board
def _chars(chars: Any) -> tuple[tuple[str, str], ...] | None:
    if not chars:
        return None
    return tuple((k, chars[k]) for k in ("type_line", "power", "toughness") if k in chars)


def _board_head(st: GameState, view: str) -> Board:
    return Board(view=view, players=list(st.players), turn=st.turn, active=st.active,
                 step=st.step, mode=str(st.mode),
                 life={p: st.life.get(p, 20) for p in st.players},
                 player_counters={p: dict(k) for p, k in st.player_counters.items() if k},
                 lands={p: n for p, n in st.lands_played.items() if n},
                 top_revealed=list(st.top_revealed), restrictions=list(st.restrictions))


def _full_board(game: Game) -> Board:
    setup = position_of(game)
    board = _board_head(game.state, "full")
    places: dict[str, tuple[str, int]] = {}  # position id -> (controller, place on its line)
    count: dict[str, int] = {}
    for e in setup["cards"]:
        if e["zone"] == "battlefield":
            ctrl = e["controller"]
            count[ctrl] = count.get(ctrl, 0) + 1
            places[e["id"]] = (ctrl, count[ctrl])
    for e in setup["cards"]:
        zone, owner = e["zone"], e["owner"]
        ctrl = e.get("controller", owner)
        fd = e.get("face_down")
        entry = Entry(
            name=setup["facts"][e["facts"]]["name"], owner=owner, controller=ctrl,
            tapped=e.get("tapped", False), token=e.get("token", False),
            transformed=e.get("transformed", False), damage=e.get("damage", 0),
            counters=tuple((e.get("counters") or {}).items()),
            attached=places.get(e["attached_to"]) if e.get("attached_to") else None,
            fd=(fd["method"], fd["order"], fd.get("source"), _chars(fd.get("chars")))
            if fd and "method" in fd else None,
            exiled=bool(fd and "exile" in fd),
            may_look=tuple(fd["may_look"]) if fd and "exile" in fd else (),
            known=tuple(e.get("known") or ()))
        if zone == "stack":
            board.stack.append(entry)
        else:
            board.zones.setdefault((ctrl if zone == "battlefield" else owner, zone),
                                   []).append(entry)
    return board


def _view_board(game: Game, seat: str | None) -> Board:
    """The board as `seat` may know it: every identity from the rules' view (`view_for`, which
    `known_to` decides); a card's id is read only for the cards the view names."""
    st = game.state
    view = game.view_for(seat)
    board = _board_head(st, "public" if seat is None else f"as {seat}")

    def beyond(ov) -> tuple[str, ...]:  # this seat knows it, not by its place
        if seat is None or not ov.known or ov.card_id is None:
            return ()
        return () if by_place(st, seat, st.cards[ov.card_id]) else (seat,)

    places: dict[str, tuple[str, int]] = {}
    bf = [o for o in view.objects if o.zone == "battlefield"]
    for p in st.players:
        mine = [o for o in bf if o.controller == p]
        for i, o in enumerate(mine, 1):
            places[o.id] = (p, i)

    def entry(ov) -> Entry:
        name = ov.facts["name"] if ov.known and ov.facts else None
        fd = None
        exiled = ov.zone == "exile" and ov.face_down
        may_look: tuple[str, ...] = ()
        known = beyond(ov)
        if exiled and seat is not None and ov.known and not known:
            may_look = (seat,)  # it knows it by its place: it may look at it
        if ov.marker is not None:
            m = ov.marker
            fd = (m["method"], m["order"], m.get("source"), None)
        return Entry(name=name, owner=ov.owner, controller=ov.controller or ov.owner,
                     tapped=ov.tapped, token=ov.token, transformed=ov.transformed,
                     damage=ov.damage, counters=tuple(ov.counters.items()),
                     attached=places.get(ov.attached_to) if ov.attached_to else None,
                     fd=fd, exiled=bool(exiled), may_look=may_look, known=known)

    for o in view.objects:
        if o.zone == "stack":
            board.stack.append(entry(o))
        elif o.zone == "battlefield":
            board.zones.setdefault((o.controller or o.owner, "battlefield"), []).append(entry(o))
        else:
            board.zones.setdefault((o.owner, o.zone), []).append(entry(o))
    for p in st.players:
        n = view.library_counts.get(p, 0)
        if not n:
            continue
        lib = [Entry(name=None, owner=p, controller=p) for _ in range(n)]
        for o in view.library_known:
            if o.owner == p and 0 <= o.index < n:
                lib[o.index] = entry(o)
        board.zones[(p, "library")] = lib
    return board


def position_text(game: Game, seat: str | None = None, full: bool = False) -> str:
    """The position as text (see the module's doc): public by default, as `seat` may know it,
    or everything with `full` (then `seat` must be None)."""
    if full and seat is not None:
        raise ValueError("a full position text is for no seat in particular: give a seat or "
                         "full, not both")
    if seat is not None and seat not in game.state.players:
        raise ValueError(f"{seat!r} is not a player of this game "
                         f"({', '.join(game.state.players)})")
    board = _full_board(game) if full else _view_board(game, seat)
    return render(board)


# ---------------------------------------------------------------- board -> text
_RESERVED = frozenset(';()[]"')
_RUN = re.compile(r"^(\d{1,9})\s*[×x]\s+(.*)$", re.S)
_KEYWORDS = (HIDDEN, FACE_DOWN)


def quote(text: str, extra: str = "") -> str:
    """`text` as it stands in a position text: bare when it reads back as itself, else a JSON
    string with every character that is not printable escaped (a line break never splits it)."""
    lower = text.lower()
    if (text and text == text.strip() and text.isprintable()
            and not any(ch in _RESERVED or ch in extra for ch in text)
            and not _RUN.match(text) and not any(lower.startswith(k) for k in _KEYWORDS)):
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


# ---------------------------------------------------------------- text -> setup
class _Line:
    """The text of one line being read, with its number for the errors."""

    def __init__(self, n: int, text: str) -> None:
        self.n, self.text = n, text

    def fail(self, problem: str, what: str | None = None) -> PositionTextError:
        return PositionTextError(self.n, problem, self.text if what is None else what)


def _read_quoted(s: str, at: int, line: _Line) -> tuple[str, int]:
    try:
        value, end = json.JSONDecoder().raw_decode(s, at)
    except ValueError:
        raise line.fail("a quoted name must be a whole JSON string, \"like this\"",
                        s[at:]) from None
    if not isinstance(value, str):
        raise line.fail("a quoted name must be a JSON string", s[at:])
    return value, end


def _split(s: str, sep: str, line: _Line) -> list[str]:
    """`s` cut at each `sep` outside quoted names, parentheses and brackets."""
    out, depth, start, i = [], 0, 0, 0
    while i < len(s):
        ch = s[i]
        if ch == '"':
            _, i = _read_quoted(s, i, line)
            continue
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
            if depth < 0:
                raise line.fail(f"a {ch!r} closes nothing", s)
        elif ch == sep and depth == 0:
            out.append(s[start:i])
            start = i + 1
        i += 1
    if depth:
        raise line.fail("a '(' or '[' is never closed", s)
    out.append(s[start:])
    return [x.strip() for x in out]


def _in(zone: str) -> str:
    return f"on the {zone}" if zone in ("battlefield", "stack") else f"in the {zone}"


def _find_outside(s: str, ch: str, line: _Line) -> int:
    """The first `ch` in `s` outside quoted names, or -1."""
    i = 0
    while i < len(s):
        if s[i] == '"':
            _, i = _read_quoted(s, i, line)
            continue
        if s[i] == ch:
            return i
        i += 1
    return -1


def _word(s: str, line: _Line, what: str) -> str:
    """A whole name: a JSON string, or bare text."""
    s = s.strip()
    if s.startswith('"'):
        value, end = _read_quoted(s, 0, line)
        if s[end:].strip():
            raise line.fail(f"text after the quoted {what}", s)
        return value
    if not s:
        raise line.fail(f"a {what} is missing")
    if any(ch in _RESERVED for ch in s):
        raise line.fail(f"a {what} with one of ;()[]\" in it must be quoted: \"like this\"", s)
    return s


def _number(s: str, line: _Line, what: str, lo: int, hi: int) -> int:
    if not re.fullmatch(r"-?\d{1,12}", s):
        raise line.fail(f"{what} must be a whole number", s)
    n = int(s)
    if not lo <= n <= hi:
        raise line.fail(f"{what} must be from {lo:,} to {hi:,}", s)
    return n


class _Reader:
    def __init__(self, cards: Lookup) -> None:
        self.lookup = cards
        self.players: list[str] = []
        self.facts: dict[str, dict] = {}
        self.line_of: dict[str, int] = {}  # card id -> line number

    def player(self, s: str, line: _Line) -> str:
        p = _word(s, line, "player")
        if p not in self.players:
            raise line.fail(f"{p!r} is not one of the players ({', '.join(self.players)})", s)
        return p

    def facts_key(self, name: str, line: _Line) -> str:
        if len(name) > MAX_SHORT:
            raise line.fail(f"a card's name is at most {MAX_SHORT} characters", name)
        d = self.lookup(name)
        if d is None:
            raise line.fail(f"no card is called {name!r} (not in the card data)", "")
        key = d.get("name") if isinstance(d, dict) else None
        if not isinstance(key, str) or not key:
            raise line.fail(f"the card data has no usable facts for {name!r}", name)
        old = self.facts.get(key)
        if old is not None and old != d:
            raise line.fail(f"two different cards are called {key!r}", name)
        self.facts[key] = d
        return key

    # -- header and players
    def header(self, line: _Line) -> dict:
        m = re.fullmatch(r"position \((full|public|as .+?)\):\s*(.*)", line.text)
        if m is None:
            raise line.fail("a position text starts with its header: 'position (full): turn "
                            "N, PLAYER active, step STEP, mode MODE'")
        parts = _split(m[2], ",", line)
        if len(parts) != 4 or not parts[0].startswith("turn ") \
                or not parts[1].endswith(" active") or not parts[2].startswith("step ") \
                or not parts[3].startswith("mode "):
            raise line.fail("the header says 'turn N, PLAYER active, step STEP, mode MODE'")
        out = {"view": m[1], "number": _number(parts[0][5:], line, "the turn", 0, MAX_TURN),
               "active": parts[1][:-len(" active")].strip(), "step": parts[2][5:].strip(),
               "mode": parts[3][5:].strip()}
        if out["step"] not in (*STEPS, PREGAME):
            raise line.fail(f"no step {out['step']!r}; a step is one of "
                            f"{', '.join((PREGAME, *STEPS))}")
        if out["mode"] not in MODES:
            raise line.fail(f"no mode {out['mode']!r}; a mode is one of {', '.join(MODES)}")
        if (out["number"] == 0) != (out["step"] == PREGAME):
            raise line.fail("turn 0 is the pregame step (mulligans, 103.5), and only it")
        return out

    def players_line(self, line: _Line, rest: str, setup: dict) -> None:
        names: list[str] = []
        life: dict[str, int] = {}
        counters: dict[str, dict[str, int]] = {}
        lands: dict[str, int] = {}
        top: list[str] = []
        for item in _split(rest, ";", line):
            at = _find_outside(item, "(", line)
            name_text, statuses = (item, "") if at < 0 else (item[:at], item[at + 1:])
            if at >= 0:
                if not statuses.endswith(")"):
                    raise line.fail("a player's status comes last, in parentheses", item)
                statuses = statuses[:-1]
            name = _word(name_text, line, "player")
            try:
                check_player_name(name)
            except SetupError as exc:
                raise line.fail(str(exc), item) from None
            if name in names:
                raise line.fail(f"{name!r} is a player twice", item)
            names.append(name)
            seen: set[str] = set()
            for st in (_split(statuses, ",", line) if statuses.strip() else []):
                if (m2 := re.fullmatch(r"life (-?\d+)", st)) is not None:
                    kind = "life"
                    life[name] = _number(m2[1], line, "a life total", -MAX_LIFE, MAX_LIFE)
                elif (m2 := re.fullmatch(r"(\d+) lands? played", st)) is not None:
                    kind = "lands"
                    lands[name] = _number(m2[1], line, "lands played", 0, MAX_LANDS)
                elif st == "top revealed":
                    kind = st
                    top.append(name)
                elif (c := self.counter(st, line)) is not None:
                    kind = "counter " + c[0]
                    counters.setdefault(name, {})[c[0]] = c[1]
                else:
                    raise line.fail(f"{name}: no player status {st!r} (life N, N NAME counters, "
                                    "N lands played, top revealed)", st)
                if kind in seen:
                    raise line.fail(f"{name}: {kind} said twice", st)
                seen.add(kind)
        if not names:
            raise line.fail("no players")
        if len(names) > 8:
            raise line.fail("a game has at most 8 players")
        self.players = names
        setup["players"] = names
        setup["life"] = {p: life.get(p, 20) for p in names}
        if any(counters.values()):
            setup["player_counters"] = {p: {k: n for k, n in c.items() if n}
                                        for p, c in counters.items() if any(c.values())}
        if lands:
            setup["turn"]["lands_played"] = {p: n for p, n in lands.items() if n}
            if not setup["turn"]["lands_played"]:
                del setup["turn"]["lands_played"]
        if top:
            setup["top_revealed"] = [p for p in names if p in top]

    def counter(self, st: str, line: _Line) -> tuple[str, int] | None:
        m = re.fullmatch(r"(\d+) (.+?) counters?", st, re.S)
        if m is None:
            return None
        name = _word(m[2], line, "counter's name")
        n = _number(m[1], line, "a count of counters", 0, MAX_COUNT)
        plural = "counter" if n == 1 else "counters"
        if not st.endswith(" " + plural):
            raise line.fail(f"{n} {plural}, not {st.rsplit(' ', 1)[-1]}", st)
        if not 0 < len(name) <= MAX_COUNTER_NAME:
            raise line.fail(f"a counter's name is 1 to {MAX_COUNTER_NAME} characters", st)
        return name, n

    # -- one card
    def entry(self, item: str, line: _Line, zone: str, player: str | None) -> tuple[int, dict]:
        """(how many, the card as a setup entry without id) of one item of a zone line."""
        count = 1
        m = _RUN.match(item)
        if m is not None:
            count = _number(m[1], line, "a count of cards", 1, MAX_CARDS)
            item = m[2].strip()
        owner = controller = player
        if zone == "stack":
            head, sep, rest = item.partition(":")
            if not sep:
                raise line.fail("a card on the stack is 'PLAYER: CARD' (who controls it)", item)
            owner = controller = self.player(head, line)
            item = rest.strip()
        body, statuses = item, ""
        at = _find_outside(item, "(", line)
        if at >= 0:
            if not item.endswith(")"):
                raise line.fail("text after a card's status: the status comes last, in "
                                "parentheses", item)
            body, statuses = item[:at].strip(), item[at + 1:-1]
        e: dict[str, Any] = {"owner": owner, "zone": zone}
        assert owner is not None and controller is not None
        low = body.lower()
        if low == HIDDEN:
            if zone not in ("library", "hand"):
                raise line.fail(f"a face-up card {_in(zone)} is public: name it", item)
            e["facts"] = HIDDEN_KEY
        elif low.startswith(FACE_DOWN):
            e.update(self.face_down(body[len(FACE_DOWN):], line, zone, item))
        else:
            e["facts"] = self.facts_key(_word(body, line, "card name"), line)
        if zone in ("battlefield", "stack"):
            e["controller"] = controller
        if statuses.strip():
            self.statuses(e, _split(statuses, ",", line), line, zone, controller)
        if low == HIDDEN and set(e) - {"facts", "owner", "zone"}:
            raise line.fail("a hidden card has no status", item)
        return count, e

    def face_down(self, rest: str, line: _Line, zone: str, item: str) -> dict:
        out: dict[str, Any] = {}
        rest = rest.strip()
        name = None
        at = _find_outside(rest, "[", line)
        if at >= 0:
            if not rest.endswith("]"):
                raise line.fail("text after a face-down card's [NAME]", item)
            name = _word(rest[at + 1:-1], line, "card name")
            rest = rest[:at].strip()
        order = method = source = None
        if (m := re.match(r"#(\d+)\s*", rest)) is not None:
            order = _number(m[1], line, "an entry number", 1, MAX_ORDER)
            rest = rest[m.end():]
        for word, meth in _WORD_METHODS:
            if rest == word or rest.startswith(word + " "):
                method, rest = meth, rest[len(word):].strip()
                break
        if rest.startswith("by "):
            source = _word(rest[3:], line, "source")
            if len(source) > MAX_SHORT:
                raise line.fail(f"a source is at most {MAX_SHORT} characters", item)
            rest = ""
        if rest:
            raise line.fail("a face-down card is 'face-down #N METHOD [by SOURCE] [NAME]' "
                            f"(a method: {', '.join(METHOD_WORDS.values())})", item)
        out["facts"] = self.facts_key(name, line) if name is not None else HIDDEN_KEY
        if zone == "exile":
            if method is not None or order is not None or source is not None:
                raise line.fail("a card exiled face down has no method, entry number or "
                                "source: 'face-down [NAME]'", item)
            out["face_down"] = {"exile": True, "may_look": []}
            return out
        if zone not in ("battlefield", "stack"):
            raise line.fail(f"a face-down card {_in(zone)}: only permanents, spells and "
                            "exiled cards are face down (708.2)", item)
        if method is None:
            raise line.fail("a face-down permanent or spell says how it went face down "
                            f"({', '.join(METHOD_WORDS.values())})", item)
        marker: dict[str, Any] = {"method": method, "order": order}
        if source is not None:
            marker["source"] = source
        out["face_down"] = marker
        return out

    def statuses(self, e: dict, items: list[str], line: _Line, zone: str, line_player: str
                 ) -> None:
        seen: set[str] = set()
        fd = e.get("face_down")
        for st in items:
            kind = st
            if st in ("tapped", "token", "transformed"):
                e[st] = True
            elif (m := re.fullmatch(r"(\d+) damage", st)) is not None:
                kind = "damage"
                e["damage"] = _number(m[1], line, "damage", 0, MAX_DAMAGE)
            elif st.startswith("owned by "):
                kind = "owned"
                if zone not in ("battlefield", "stack"):
                    raise line.fail("'owned by' is for a card on the battlefield or the stack; "
                                    "elsewhere a card is on its owner's line", st)
                e["owner"] = self.player(st[9:], line)
                if e["owner"] == line_player:
                    raise line.fail("'owned by' names someone other than its controller", st)
            elif st.startswith("attached to "):
                kind = "attached"
                who, sep, place = st[12:].rpartition(":")
                if not sep:
                    raise line.fail("'attached to PLAYER:N' names the Nth card of that player's "
                                    "battlefield line", st)
                e["attached_to"] = (self.player(who, line),
                                    _number(place.strip(), line, "a place", 1, MAX_CARDS))
            elif st.startswith("known to "):
                p = self.player(st[9:], line)
                kind = "known " + p
                e.setdefault("known", []).append(p)
            elif st.endswith(" may look"):
                p = self.player(st[:-9], line)
                kind = "look " + p
                if not (isinstance(fd, dict) and "exile" in fd):
                    raise line.fail("'may look' is for a card exiled face down", st)
                fd["may_look"].append(p)
            elif (m := re.fullmatch(r"as (type|power|toughness) (.*)", st, re.S)) is not None:
                kind = "as " + m[1]
                if not (isinstance(fd, dict) and "method" in fd):
                    raise line.fail(f"'as {m[1]}' is for a face-down permanent or spell", st)
                value = _word(m[2], line, m[1]) if m[2].strip() != '""' else ""
                if len(value) > MAX_CHARS_VALUE:
                    raise line.fail(f"a face-down {m[1]} is at most {MAX_CHARS_VALUE} "
                                    "characters", st)
                key = "type_line" if m[1] == "type" else m[1]
                fd.setdefault("chars", {})[key] = value
            elif (c := self.counter(st, line)) is not None:
                kind = "counter " + c[0]
                if zone in NO_COUNTERS:
                    raise line.fail(f"a card {_in(zone)} has no counters", st)
                e.setdefault("counters", {})[c[0]] = c[1]
            else:
                raise line.fail(f"no card status {st!r} (tapped, token, transformed, N damage, "
                                "N NAME counters, owned by P, attached to P:N, as type T, "
                                "known to P, P may look)", st)
            if kind in seen:
                raise line.fail(f"{st!r} is said twice", st)
            seen.add(kind)
            if kind in ONLY_BATTLEFIELD and zone != "battlefield":
                raise line.fail(f"only a permanent is {kind} (this card is {_in(zone)})", st)
        if fd is not None and "chars" in fd:  # in the order a marker holds them
            fd["chars"] = {k: fd["chars"][k] for k in ("type_line", "power", "toughness")
                           if k in fd["chars"]}
        if "known" in e:
            e["known"] = [p for p in self.players if p in e["known"]]

    # -- the whole text
    def read(self, text: str) -> dict:
        if not isinstance(text, str):
            raise PositionTextError(0, "a position text is text")
        if len(text) > MAX_POSITION_TEXT_BYTES:
            raise PositionTextError(0, f"a position text is at most {MAX_POSITION_TEXT_BYTES:,} "
                                       f"characters, not {len(text):,}")
        raw = text.split("\n")
        if len(raw) > MAX_POSITION_TEXT_LINES:
            raise PositionTextError(0, f"a position text has at most "
                                       f"{MAX_POSITION_TEXT_LINES:,} lines, not {len(raw):,}")
        lines = [_Line(i, s.strip().lstrip("\ufeff").strip())
                 for i, s in enumerate(raw, 1)]
        lines = [ln for ln in lines if ln.text and not ln.text.startswith("#")]
        if not lines:
            raise PositionTextError(0, "no position in it (a position text starts with "
                                       "'position (full): turn N, ...')")
        head = self.header(lines[0])
        setup: dict[str, Any] = {"turn": {"active": head["active"], "number": head["number"],
                                          "step": head["step"]}, "mode": head["mode"]}
        if len(lines) < 2 or not lines[1].text.startswith("players:"):
            ln = lines[1] if len(lines) > 1 else lines[0]
            raise ln.fail("the second line lists the players: 'players: A (life 20); B "
                          "(life 20)'")
        self.players_line(lines[1], lines[1].text[8:], setup)
        setup["turn"]["active"] = self.player(head["active"], lines[0])
        view = head["view"]
        if view.startswith("as "):
            self.player(view[3:], lines[0])
        seen: dict[tuple[str, str], int] = {}
        per_zone: dict[tuple[str, str], list[tuple[int, dict, _Line]]] = {}
        stack: list[tuple[int, dict, _Line]] = []
        total = 0
        for ln in lines[2:]:
            head_text, sep, rest = ln.text.partition(":")
            if not sep:
                raise ln.fail("a zone line is 'PLAYER ZONE: card; card' (or 'stack: ...')")
            head_text = head_text.strip()
            if head_text == "restrictions":
                if "restrictions" in setup:
                    raise ln.fail("the restrictions are said twice")
                found = _split(rest, ";", ln)
                for r in found:
                    if r not in RESTRICTIONS:
                        raise ln.fail(f"no restriction {r!r} ({', '.join(RESTRICTIONS)})", r)
                setup["restrictions"] = list(dict.fromkeys(found))
                continue
            if head_text == "stack":
                key = ("", "stack")
            else:
                who, _, zone = head_text.rpartition(" ")
                if zone not in PRIVATE_ORDER:
                    raise ln.fail(f"no zone {zone!r}; a line is 'PLAYER ZONE:' with ZONE one of "
                                  f"{', '.join(PRIVATE_ORDER)}, or 'stack:'", head_text)
                key = (self.player(who, ln) if who else "", zone)
                if not who:
                    raise ln.fail("whose zone? 'PLAYER ZONE: ...'", head_text)
            if key in seen:
                raise ln.fail(f"this zone has a line already (line {seen[key]})", head_text)
            seen[key] = ln.n
            items = _split(rest, ";", ln)
            if items == [""]:
                continue
            out: list[tuple[int, dict, _Line]] = []
            for item in items:
                if not item:
                    raise ln.fail("an empty card between two ';'")
                n, e = self.entry(item, ln, key[1], key[0] or None)
                total += n
                if total > MAX_CARDS:
                    raise ln.fail(f"a game holds at most {MAX_CARDS:,} cards")
                if n > 1 and isinstance(e.get("face_down"), dict) and \
                        e["face_down"].get("order") is not None:
                    raise ln.fail(f"entry number #{e['face_down']['order']} is used twice", item)
                out.append((n, e, ln))
            if key[1] == "stack":
                stack = out
            else:
                per_zone[key] = out
        return self.setup(setup, per_zone, stack)

    def setup(self, setup: dict, per_zone: dict, stack: list) -> dict:
        cards: list[dict] = []
        places: dict[tuple[str, int], str] = {}
        pending: list[tuple[dict, _Line]] = []
        orders: dict[int, int] = {}

        per_controller: dict[str, int] = {}

        def add(n: int, e: dict, ln: _Line) -> None:
            for i in range(n):
                c: dict[str, Any] = {"id": f"c{len(cards) + 1}",
                                     **(e if i == 0 else copy.deepcopy(e))}
                fd = c.get("face_down")
                order = fd.get("order") if isinstance(fd, dict) else None
                if order is not None:
                    if order in orders:
                        raise ln.fail(f"entry number #{order} is used twice (line "
                                      f"{orders[order]} has it too)")
                    orders[order] = ln.n
                cards.append(c)
                self.line_of[c["id"]] = ln.n
                if c["zone"] == "battlefield":
                    mine = per_controller[c["controller"]] = \
                        per_controller.get(c["controller"], 0) + 1
                    places[(c["controller"], mine)] = c["id"]
                if "attached_to" in c:
                    pending.append((c, ln))

        for p in self.players:
            for z in PRIVATE_ORDER:
                for n, e, ln in per_zone.get((p, z), ()):
                    add(n, e, ln)
        for n, e, ln in stack:
            add(n, e, ln)
        for c, ln in pending:
            target = places.get(c["attached_to"])
            who, place = c["attached_to"]
            if target is None:
                raise ln.fail(f"attached to {who}:{place}, but {who}'s battlefield line has no "
                              f"card {place}")
            if target == c["id"]:
                raise ln.fail(f"a card attached to itself ({who}:{place})")
            c["attached_to"] = target
        facts = dict(self.facts)
        if any(c["facts"] == HIDDEN_KEY for c in cards):
            facts[HIDDEN_KEY] = dict(HIDDEN_FACTS)
        setup["facts"] = facts
        setup["cards"] = cards
        setup["players"] = self.players
        return setup


def position_setup_from_text(text: str, cards: Lookup) -> dict:
    """The setup of a position text, checked (a game builds from it and keeps every invariant
    of the rules); `PositionTextError` naming the line for a text that is not a position."""
    reader = _Reader(cards)
    setup = reader.read(text)
    try:
        game = new_game(setup)
    except SetupError as exc:
        raise PositionTextError(_line_in(str(exc), setup, reader), str(exc)) from None
    found = invariant_problems(game.state)
    if found:
        raise PositionTextError(_line_in(found[0], setup, reader),
                                f"not a position the rules allow: {found[0]}")
    return setup


def _line_in(message: str, setup: dict, reader: _Reader) -> int:
    """The line of the card a setup's or the invariants' message names, else 0."""
    m = re.search(r"cards\[(\d+)\]|card '(c\d+)'|\b(c\d+)\b", message)
    if m is None:
        return 0
    if m[1] is not None:
        i = int(m[1])
        cid = setup["cards"][i]["id"] if i < len(setup["cards"]) else ""
    else:
        cid = m[2] or m[3]
    return reader.line_of.get(cid, 0)


def position_from_text(text: str, cards: Lookup, seed: int = 0) -> Game:
    """A new game (empty log) at the position a text describes; see
    `position_setup_from_text`."""
    return new_game(position_setup_from_text(text, cards), seed=seed)


__all__ = ["PositionTextError", "position_of", "position_game", "position_text",
           "position_setup_from_text", "position_from_text", "HIDDEN_FACTS", "quote"]
