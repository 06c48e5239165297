"""A position text read into a setup (`tabletop.model.setup`), every problem a
`PositionTextError` naming its line. The format is told in `tabletop.storage.position`."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

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
from tabletop.model.state import PREGAME, STEPS
from tabletop.model.textcheck import text_problem
from tabletop.rules import new_game

from .positiontext import (
    FACE_DOWN,
    HIDDEN,
    HIDDEN_FACTS,
    HIDDEN_KEY,
    MAX_CHARS_VALUE,
    MAX_DAMAGE,
    MAX_LANDS,
    MAX_ORDER,
    MAX_TURN,
    METHOD_WORDS,
    NO_COUNTERS,
    ONLY_BATTLEFIELD,
    PRIVATE_ORDER,
    RESERVED,
    RUN,
    WORD_METHODS,
    PositionTextError,
)

Lookup = Callable[[str], "dict | None"]


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
    problem = text_problem(value, None)  # ("\ud800" reads as a lone surrogate)
    if problem is not None:
        raise line.fail(f"a quoted name is {problem}", s[at:end])
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
    if any(ch in RESERVED for ch in s):
        raise line.fail(f"a {what} with one of ;()[]\" in it must be quoted: \"like this\"", s)
    return s


def _number(s: str, line: _Line, what: str, lo: int, hi: int) -> int:
    if not re.fullmatch(r"-?\d{1,12}", s):
        raise line.fail(f"{what} must be a whole number", s)
    n = int(s)
    if not lo <= n <= hi:
        raise line.fail(f"{what} must be from {lo:,} to {hi:,}", s)
    return n


def _position_lines(text: str) -> list[_Line]:
    """The lines of a position text that say something (not blank, not a '#' comment),
    numbered as in the text; PositionTextError for a text too long or with none."""
    if not isinstance(text, str):
        raise PositionTextError(0, "a position text is text")
    if len(text) > MAX_POSITION_TEXT_BYTES:
        raise PositionTextError(0, f"a position text is at most {MAX_POSITION_TEXT_BYTES:,} "
                                   f"characters, not {len(text):,}")
    problem = text_problem(text, None)  # (a pasted text: the clipboard's)
    if problem is not None:
        raise PositionTextError(0, f"a position text is {problem}")
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
    return lines


def _restrictions_line(ln: _Line, rest: str, setup: dict) -> None:
    """The 'restrictions:' line (after its colon), into the setup: said once, each one known."""
    if "restrictions" in setup:
        raise ln.fail("the restrictions are said twice")
    found = _split(rest, ";", ln)
    for r in found:
        if r not in RESTRICTIONS:
            raise ln.fail(f"no restriction {r!r} ({', '.join(RESTRICTIONS)})", r)
    setup["restrictions"] = list(dict.fromkeys(found))


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
        m = RUN.match(item)
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
        for word, meth in WORD_METHODS:
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
            kind = None
            for status in self._STATUSES:
                kind = status(self, st, e, line, zone, line_player)
                if kind is not None:
                    break
            if kind is None:
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

    # -- each kind of card status: into the entry `e` if `st` is one of that kind, and the
    # kind (a status says each kind once), None if it is not
    def _flag_status(self, st: str, e: dict, line: _Line, zone: str, line_player: str
                     ) -> str | None:
        if st in ("tapped", "token", "transformed"):
            e[st] = True
            return st
        return None

    def _damage_status(self, st: str, e: dict, line: _Line, zone: str, line_player: str
                       ) -> str | None:
        if (m := re.fullmatch(r"(\d+) damage", st)) is None:
            return None
        e["damage"] = _number(m[1], line, "damage", 0, MAX_DAMAGE)
        return "damage"

    def _owner_status(self, st: str, e: dict, line: _Line, zone: str, line_player: str
                      ) -> str | None:
        if not st.startswith("owned by "):
            return None
        if zone not in ("battlefield", "stack"):
            raise line.fail("'owned by' is for a card on the battlefield or the stack; "
                            "elsewhere a card is on its owner's line", st)
        e["owner"] = self.player(st[9:], line)
        if e["owner"] == line_player:
            raise line.fail("'owned by' names someone other than its controller", st)
        return "owned"

    def _attached_status(self, st: str, e: dict, line: _Line, zone: str, line_player: str
                         ) -> str | None:
        if not st.startswith("attached to "):
            return None
        who, sep, place = st[12:].rpartition(":")
        if not sep:
            raise line.fail("'attached to PLAYER:N' names the Nth card of that player's "
                            "battlefield line", st)
        e["attached_to"] = (self.player(who, line),
                            _number(place.strip(), line, "a place", 1, MAX_CARDS))
        return "attached"

    def _known_status(self, st: str, e: dict, line: _Line, zone: str, line_player: str
                      ) -> str | None:
        if not st.startswith("known to "):
            return None
        p = self.player(st[9:], line)
        e.setdefault("known", []).append(p)
        return "known " + p

    def _look_status(self, st: str, e: dict, line: _Line, zone: str, line_player: str
                     ) -> str | None:
        if not st.endswith(" may look"):
            return None
        p = self.player(st[:-9], line)
        fd = e.get("face_down")
        if not (isinstance(fd, dict) and "exile" in fd):
            raise line.fail("'may look' is for a card exiled face down", st)
        fd["may_look"].append(p)
        return "look " + p

    def _chars_status(self, st: str, e: dict, line: _Line, zone: str, line_player: str
                      ) -> str | None:
        if (m := re.fullmatch(r"as (type|power|toughness) (.*)", st, re.S)) is None:
            return None
        fd = e.get("face_down")
        if not (isinstance(fd, dict) and "method" in fd):
            raise line.fail(f"'as {m[1]}' is for a face-down permanent or spell", st)
        value = _word(m[2], line, m[1]) if m[2].strip() != '""' else ""
        if len(value) > MAX_CHARS_VALUE:
            raise line.fail(f"a face-down {m[1]} is at most {MAX_CHARS_VALUE} "
                            "characters", st)
        key = "type_line" if m[1] == "type" else m[1]
        fd.setdefault("chars", {})[key] = value
        return "as " + m[1]

    def _counter_status(self, st: str, e: dict, line: _Line, zone: str, line_player: str
                        ) -> str | None:
        if (c := self.counter(st, line)) is None:
            return None
        if zone in NO_COUNTERS:
            raise line.fail(f"a card {_in(zone)} has no counters", st)
        e.setdefault("counters", {})[c[0]] = c[1]
        return "counter " + c[0]

    # in the order they are tried
    _STATUSES = (_flag_status, _damage_status, _owner_status, _attached_status, _known_status,
                 _look_status, _chars_status, _counter_status)

    # -- the whole text
    def read(self, text: str) -> dict:
        lines = _position_lines(text)
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
                _restrictions_line(ln, rest, setup)
                continue
            key = self.zone_of(ln, head_text)
            if key in seen:
                raise ln.fail(f"this zone has a line already (line {seen[key]})", head_text)
            seen[key] = ln.n
            items = _split(rest, ";", ln)
            if items == [""]:
                continue
            out, total = self.zone_entries(ln, items, key, total)
            if key[1] == "stack":
                stack = out
            else:
                per_zone[key] = out
        return self.setup(setup, per_zone, stack)

    def zone_of(self, ln: _Line, head_text: str) -> tuple[str, str]:
        """(player, zone) of a zone line that starts 'PLAYER ZONE:', ("", "stack") for the
        stack's."""
        if head_text == "stack":
            return ("", "stack")
        who, _, zone = head_text.rpartition(" ")
        if zone not in PRIVATE_ORDER:
            raise ln.fail(f"no zone {zone!r}; a line is 'PLAYER ZONE:' with ZONE one of "
                          f"{', '.join(PRIVATE_ORDER)}, or 'stack:'", head_text)
        key = (self.player(who, ln) if who else "", zone)
        if not who:
            raise ln.fail("whose zone? 'PLAYER ZONE: ...'", head_text)
        return key

    def zone_entries(self, ln: _Line, items: list[str], key: tuple[str, str], total: int
                     ) -> tuple[list[tuple[int, dict, _Line]], int]:
        """The entries of a zone line's cards (how many cards, the card), and the count of the
        position's cards after them (`total`: before)."""
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
        return out, total

    def setup(self, setup: dict, per_zone: dict, stack: list) -> dict:
        cards: list[dict] = []
        places: dict[tuple[str, int], str] = {}
        pending: list[tuple[dict, _Line]] = []
        orders: dict[int, int] = {}

        per_controller: dict[str, int] = {}

        def add(n: int, e: dict, ln: _Line) -> None:
            for i in range(n):
                c: dict[str, Any] = {"id": f"c{len(cards) + 1}",
                                     **(e if i == 0 else _copy(e))}
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


def read_position(text: str, cards: Lookup, seed: int = 0) -> Game:
    """A new game (empty log) at the position of a text, checked: it keeps every invariant of
    the rules; `PositionTextError` naming the line for a text that is not a position. Its
    `setup` is the text's setup."""
    reader = _Reader(cards)
    setup = reader.read(text)
    try:
        game = new_game(setup, seed=seed)
    except SetupError as exc:
        raise PositionTextError(_line_in(str(exc), setup, reader), str(exc)) from None
    found = invariant_problems(game.state)
    if found:
        raise PositionTextError(_line_in(found[0], setup, reader),
                                f"not a position the rules allow: {found[0]}")
    return game


def position_setup_from_text(text: str, cards: Lookup) -> dict:
    """The setup of a position text, checked as `read_position` checks it."""
    setup = read_position(text, cards).setup
    assert setup is not None
    return setup


def _copy(value: Any) -> Any:
    """A copy of a setup entry's value (dicts and lists of plain values)."""
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


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
