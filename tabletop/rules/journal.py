"""The game's journal as one seat may read it: log lines that are safe to show that seat.

`lines_for(game, seat)` replays the game from its setup and turns each logged event into a line

    {"n": 12, "key": "log.cast", "params": {...}, "text": "B cast a face-down spell (#3)."}

`n` is the log entry, `key` a message key for `ui/messages.py`, `params` its parameters and `text`
plain English. A card appears in `params` as a reference `{"name", "marker", "object"}`:

- `name` only when the seat knows the card just after the log entry (`known_to`: in its hand,
  in a public zone, face down under its control, seen and still followed), or the entry reveals
  it to the seat, or it is the seat that looks at it (or, for a token the entry took out of
  the game, when the seat knew it just before); otherwise None. A card the seat knew before
  and forgets with the entry (gone unrevealed from a hand into a hidden place, shuffled) stays
  unnamed. Every line of an entry names a card the same way;
- `marker` the face-down marker number (`#3`) it has on the battlefield or the stack after the
  entry (or had before it), which is public;
- `object` the view id (`o17`, see `visibility.view_for`) of the object after the entry, only
  where that object can be seen (never in a library).

Model card ids never appear, nor anything about a library's order, other hands or a face-down
card the seat may not know. Pure: no IO. `Journal` keeps a shadow state to follow a live game.
"""

from __future__ import annotations

import string
from typing import Any

from tabletop.model.chars import printed_card
from tabletop.model.commands import CommandError, parse_command
from tabletop.model.game import Game, LogEntry
from tabletop.model.setup import build_state
from tabletop.model.state import BOARD_FIELDS, GONE, CardState, GameState

from .visibility import may_know, safe_verdict_ids
from .words import (
    CAUSE_WORDS,
    COIN_WORDS,
    COMMAND_WORDS,
    DURATION_WORDS,
    STEP_WORDS,
    ZONE_WORDS,
    english_plural,
)

CHAT_TEMPLATE = "{speaker}: {text}"

# kind -> (English template, {data key: role}); roles: card, cards, player, public, count
EVENTS: dict[str, tuple[str, dict[str, str]]] = {
    "drew": ("{player} drew %n card(s){cards_text}.", {"player": "player", "cards": "cards",
                                                            "count": "count"}),
    "shuffled": ("{player} shuffled their library.", {"player": "player"}),
    "taken_back": ("Taken back: {command} (what was seen stays known).",
                   {"entry": "count", "command": "public"}),
    "tapped": ("{card} was tapped.", {"card": "card"}),
    "untapped": ("{card} was untapped.", {"card": "card"}),
    "counters_changed": ("%n {counter} counter(s) on {card}.",
                         {"card": "card", "counter": "public", "n": "count"}),
    "damaged": ("{card} was dealt %n damage.", {"card": "card", "n": "count"}),
    "attached": ("{card} was attached to {to}.", {"card": "card", "to": "card"}),
    "placed": ("{card} was moved on the table.", {"card": "card"}),
    "rearranged": ("{player} rearranged {cards_text}.", {"player": "player", "cards": "cards"}),
    "turn_began": ("Turn {turn} began ({active}).", {"turn": "count", "active": "player"}),
    "step_began": ("Step: {step}.", {"step": "public", "turn": "count", "active": "player"}),
    "trigger": ("{name} triggers ({cause}).", {"name": "trigger", "card": "card",
                                                "cause": "public"}),
    "effect_applied": ("An effect applies to {card} ({duration}).",
                       {"card": "card", "duration": "public"}),
    "effect_ended": ("An effect on {card} ended.", {"card": "card"}),
    "control_changed": ("{player} gained control of {card}.", {"card": "card",
                                                                "player": "player"}),
    "transformed": ("{card} transformed.", {"card": "card"}),
    "token_created": ("{player} created {card}{copy_text}.",
                      {"card": "card", "player": "player", "copy_of": "card"}),
    "became_copy": ("{card} became a copy of {of}.", {"card": "card", "of": "card"}),
    "entered_battlefield": ("{card} entered the battlefield{how}.",
                            {"card": "card", "face_down": "flag"}),
    "left_battlefield": ("{card} left the battlefield.", {"card": "card", "to": "public"}),
    "looked": ("{player} looked at {cards_text}.", {"player": "player", "card": "card",
                                                     "cards": "cards", "zone": "public"}),
    "revealed": ("{card} was revealed{to_text}.", {"card": "card", "reason": "public",
                                                   "to": "public"}),
    "drew_from_empty_library": ("{player} tried to draw from an empty library.",
                                {"player": "player"}),
    "milled": ("{player} milled {cards_text}.", {"player": "player", "cards": "cards",
                                                 "count": "count"}),
    "arranged": ("{player} put back the top of {owner}'s library: {top} on top, {bottom} at "
                 "the bottom, {graveyard} into the graveyard.",
                 {"player": "player", "owner": "player", "top": "cards", "bottom": "cards",
                  "graveyard": "cards"}),
    "searched": ("{player} searched {owner}'s {zone} and found {cards_text}.",
                 {"player": "player", "owner": "player", "zone": "public", "cards": "cards",
                  "count": "count"}),
    "mulliganed": ("{player} took a mulligan (number {mulligans}).",
                   {"player": "player", "mulligans": "count", "bottom": "count"}),
    "put_on_bottom": ("{player} put %n card(s) on the bottom of their library.",
                      {"player": "player", "cards": "cards", "count": "count"}),
    "kept": ("{player} kept their hand (%n mulligan(s)).",
             {"player": "player", "mulligans": "count"}),
    "manifested": ("{player} manifested {card}.", {"card": "card", "player": "player",
                                                    "frm": "public", "source": "public"}),
    "cloaked": ("{player} cloaked {card}.", {"card": "card", "player": "player",
                                              "frm": "public", "source": "public"}),
    "manifested_dread": ("{player} manifested dread: {card}.", {"card": "card",
                                                                 "player": "player"}),
    "turned_face_down": ("{card} was turned face down.", {"card": "card", "source": "public"}),
    "turned_face_up": ("{card} was turned face up {route_text}.",
                       {"card": "card", "route": "public", "cost": "public"}),
    "returned": ("{card} returned to the battlefield from the {frm}.",
                 {"card": "card", "frm": "public"}),
    "cast": ("{player} cast {card}.", {"card": "card", "player": "player", "frm": "public",
                                        "cost": "public"}),
    "played_land": ("{player} played {card}.", {"card": "card", "player": "player",
                                                 "frm": "public"}),
    "resolved": ("{card} resolved{modes_text}.", {"card": "card", "modes": "public"}),
    "countered": ("{card} was countered.", {"card": "card"}),
    "permission_granted": ("{player} may play {card} ({until}).",
                           {"card": "card", "player": "player", "source": "public",
                            "until": "public"}),
    "permission_expired": ("{player} may no longer play {card}.",
                           {"card": "card", "player": "player"}),
    "died": ("{card} died.", {"card": "card", "owner": "player"}),
    "exiled": ("{card} was exiled from the {frm}.", {"card": "card", "frm": "public",
                                                      "owner": "player"}),
    "moved": ("{card} moved from {owner}'s {frm} to the {to}.",
              {"card": "card", "frm": "public", "to": "public", "owner": "player"}),
    "ceased_to_exist": ("{card} ceased to exist.", {"card": "card"}),
    "left_game": ("{player} left the game.", {"player": "player"}),
    "game_ended": ("The game ended.", {}),
    "mode_changed": ("The rules mode is now {mode} (was {old}).",
                     {"mode": "public", "old": "public"}),
    "overridden": ("{actor} overrode the rules ({command}).",
                   {"actor": "player", "command": "public", "verdicts": "verdicts"}),
    # players, tokens, dice, notes, arrows (all public)
    "life_changed": ("{player}: life {old} → {new}{paid}.",
                     {"player": "player", "old": "count", "new": "count", "pay": "flag"}),
    "player_counter_changed": ("{player}: {counter} {old} → {new}.",
                               {"player": "player", "counter": "public", "old": "count",
                                "new": "count"}),
    "rolled": ("{player} rolled {dice}: {results}.",
               {"player": "player", "sides": "count", "results": "numbers"}),
    "coin_flipped": ("{player} flipped a coin: {result}.",
                     {"player": "player", "result": "public"}),
    "noted": ("{note_text}", {"card": "card", "text": "public"}),
    "arrow_drawn": ("{player} pointed from {arrow_from} to {arrow_to}.",
                    {"player": "player", "from_card": "card", "from_player": "player",
                     "to_card": "card", "to_player": "player"}),
    "arrows_cleared": ("%n arrow(s) taken off the table.",
                       {"count": "count", "player": "player"}),
    "untapped_all": ("{player} untapped all their permanents ({n_cards}).",
                     {"player": "player", "cards": "cards"}),
    "top_revealed": ("{top_text}", {"player": "player", "on": "flag", "source": "public",
                                    "card": "card"}),
    # requests and table trust (authority.py; all public, cards as the seat may see them)
    "requested": ("{by} asks {to} to allow: {command}{request_cards}.",
                  {"id": "count", "by": "player", "to": "player", "command": "public",
                   "cards": "cards", "source": "card"}),
    "request_answered": ("{to} {answer_word} {by}'s request ({command}).",
                         {"id": "count", "by": "player", "to": "player", "command": "public",
                          "accept": "flag"}),
    "request_withdrawn": ("{by} withdrew the request to {to} ({command}).",
                          {"id": "count", "by": "player", "to": "player",
                           "command": "public"}),
    "request_void": ("{by}'s request to {to} ({command}) is void: {void_text}.",
                     {"id": "count", "by": "player", "to": "player", "command": "public",
                      "reason": "public"}),
    "trust_changed": ("{trust_text}", {"on": "flag", "player": "player"}),
    # priority (priority.py; public)
    "priority": ("{player} has priority.", {"player": "player"}),
    "priority_passed": ("{player} passed priority to {next}.",
                        {"player": "player", "next": "player", "all_passed": "flag"}),
    "resolution_finished": ("{card} finished resolving: {player} has priority.",
                            {"card": "card", "player": "player"}),
    # chat (public): "Alice: ok", the speaker's name and the text as they were written
    "said": (CHAT_TEMPLATE, {"player": "player", "spectator": "public", "text": "public"}),
}
# the templates that count (Qt's numerus: "%n card(s)"): kind -> the parameter that is n
NUMERUS = {"drew": "count", "counters_changed": "n", "damaged": "n", "put_on_bottom": "count",
           "kept": "mulligans", "arrows_cleared": "count"}
HIDDEN_ZONES = ("library",)


def ref_text(ref: dict | None) -> str:
    if not ref:
        return "nothing"
    name, marker = ref.get("name"), ref.get("marker")
    if name and marker:
        return f"{name} (#{marker})"
    if name:
        return name
    if marker:
        return f"face-down #{marker}"
    return "a face-down card" if ref.get("face_down") else "a card"


class _Reader:
    """Reads the events of one log entry for one seat, against the states just before and just
    after the entry (so every line of an entry names a card the same way)."""

    def __init__(self, st: GameState, seat: str | None) -> None:
        self.st, self.seat = st, seat
        self.names = KnownNames(st, self.knows)
        self.hidden_command = False  # the entry's command names a card the seat may not know

    def knows(self, card: CardState) -> bool:
        return card.zone != GONE and may_know(self.st, self.seat, card)

    def revert(self, ch: list) -> None:
        self.st.revert_change(ch)
        self.names.touch(ch)

    def read(self, n: int, entry: LogEntry) -> list[dict]:
        events = entry.events
        ids, overridden = _named(events)  # the cards the entry's events name, in order
        before = self._before(ids) if ids else {}
        named = _command_cards(entry.command) if overridden else None
        unknown_before = self._unknown(entry, named) if overridden else set()
        shown = self._apply(events)
        # verdicts about a card the seat knows neither before nor after the entry stay unsaid
        # (the override of a refused face-down cast would tell it the card has no morph)
        self.hidden_command = overridden and (named is None or bool(
            unknown_before & self._unknown(entry, named) - shown))
        no = (False, None)
        refs = {cid: self.ref(cid, before.get(cid, no), cid in shown) for cid in ids}
        out = []
        for ev in events:
            ln = line(self, n, ev, refs)
            if ln is not None:
                out.append(ln)
        return out

    def _before(self, ids: dict[str, None]) -> dict[str, tuple[bool, int | None]]:
        """Whether the seat knows each card, and its marker, before the entry."""
        cards, knows = self.st.cards, self.knows
        before = {}
        for cid in ids:
            card = cards.get(cid)
            if card is not None:
                before[cid] = (knows(card), _marker(card))
        return before

    def _apply(self, events: list) -> set[str]:
        """Apply the entry's changes; the cards it shows the seat (a reveal to it, its look)."""
        apply, touch, seat = self.st.apply_change, self.names.touch, self.seat
        dirty = self.names.dirty
        shown: set[str] = set()
        st = self.st
        for ev in events:
            for ch in ev.changes:
                if not _set_directly(st, ch):
                    apply(ch)
                op = ch[0]
                # what `touch` does for the commonest changes, without its calls: a "set"
                # names its card; a "g" but "top_revealed" changes no card's `known_to`
                if op == "set":
                    dirty.add(ch[1])
                elif op != "g" or ch[1] == "top_revealed":
                    touch(ch)
            kind = ev.kind
            if (kind == "revealed" and _revealed_to(ev, seat)) or (
                    kind == "looked" and seat is not None and ev.data.get("player") == seat):
                shown.update(_card_ids(ev))
        return shown

    def _unknown(self, entry: LogEntry, named: list[str] | None) -> set[str]:
        """The cards the entry's command names that the seat may not know now. The seat that
        gave the command knows the library card it names (it names one only while looking at
        it: manifest dread's choice, cloaking one of the top five), as `names_hidden` says."""
        out = set()
        for cid in named or ():
            card = self.st.cards.get(cid)
            if card is None or (card.zone == "library" and entry.actor == self.seat
                                and self.seat is not None):
                continue
            if not self.knows(card):
                out.add(cid)
        return out

    def ref(self, cid: str, before: tuple[bool, int | None], shown: bool) -> dict:
        known_before, marker_before = before
        card = self.st.cards.get(cid)
        if card is None:  # a token gone from the game with this entry
            return {"name": None, "marker": marker_before, "object": None, "face_down": False}
        # known just after the entry (what the seat could follow), or shown by it; a card the
        # seat knew before and not after was lost from its sight by this very entry (gone
        # unrevealed into a hidden place, shuffled: the known_to rules 3a-b), so it stays unnamed
        known = shown or self.knows(card) or (known_before and card.zone == GONE)
        visible = card.zone not in (GONE, *HIDDEN_ZONES)
        marker = _marker(card) if visible else None
        return {"name": printed_card(self.st, card).printed_name if known else None,
                "marker": marker if marker is not None else marker_before,
                "object": f"o{card.obj}" if visible else None,
                "face_down": card.face_down is not None and visible}


class KnownNames:
    """How many cards of each name the seat may know now, kept up to date as the journal's state
    changes: a card is judged again only when a change names it. A trigger's name is shown when
    a card of that name is known (a scan of every card for each trigger event took hours on a
    log of 500,000 of them)."""

    def __init__(self, st: GameState, knows) -> None:
        self.st, self.knows = st, knows
        self.counts: dict[str, int] = {}
        self.counted: dict[str, str] = {}  # card id -> its name, for the cards counted
        self.facts_key: dict[str, str] = {}  # card id -> its facts key, as last judged
        self.by_facts: dict[str, set[str]] = {}  # facts key -> card ids (for facts changes)
        self.dirty: set[str] = set(st.cards)

    def touch(self, ch: list) -> None:
        """Note the cards a primitive change (just applied or reverted) may have changed."""
        if ch[0] in ("facts+", "facts-"):
            self.dirty.update(self.by_facts.get(ch[1], ()))
        else:
            touched_cards(self.st, ch, self.dirty)

    def known(self, name: str) -> bool:
        if self.dirty:
            self._judge()
        return self.counts.get(name, 0) > 0

    def _judge(self) -> None:
        st, counts = self.st, self.counts
        for cid in self.dirty:
            name = self.counted.pop(cid, None)
            if name is not None:
                counts[name] -= 1
            key = self.facts_key.pop(cid, None)
            if key is not None:
                self.by_facts[key].discard(cid)
            card = st.cards.get(cid)
            if card is None:
                continue
            self.facts_key[cid] = card.facts
            self.by_facts.setdefault(card.facts, set()).add(cid)
            if self.knows(card):
                name = printed_card(st, card).printed_name
                self.counted[cid] = name
                counts[name] = counts.get(name, 0) + 1
        self.dirty.clear()


def _set_directly(st: GameState, ch: list) -> bool:
    """Apply a primitive change as `GameState.apply_change` does, without its calls, when it is
    one no index follows (`apply_change` tells the board index of neither): a game field, or a
    card's field the board index does not read. Whether it was applied."""
    op = ch[0]
    if op == "g":
        _, fld, _old, new = ch
        setattr(st, fld, new)
        return True
    if op == "set" and ch[2] not in BOARD_FIELDS:
        card = st.cards.get(ch[1])
        if card is not None:
            _, _cid, fld, _old, new = ch
            setattr(card, fld, new)
            return True
    return False


def touched_cards(st: GameState, ch: list, dirty: set[str]) -> None:
    """Add to `dirty` the cards whose `known_to` a primitive change (just applied to `st`, or
    reverted) may have changed: those it names, the card a control-changing effect is on, and
    the top cards of the libraries when a top card may have come or gone (401.5)."""
    op = ch[0]
    if op in ("set", "move"):
        dirty.add(ch[1])
        if op == "move" and st.top_revealed:  # a new top card, known by place
            _tops(st, dirty)
    elif op == "g" and ch[1] == "top_revealed" or op == "order" and st.top_revealed:
        _tops(st, dirty)
        if op == "order":  # the top card before (or after, reverted) the new order
            dirty.update(ch[2][:1])
            dirty.update(ch[3][:1])
    elif op in ("card+", "card-"):
        dirty.add(ch[1]["id"])
    elif op in ("eff+", "eff-"):  # a control-changing effect changes who may look
        card = ch[2].get("card") if isinstance(ch[2], dict) else None
        if isinstance(card, str):
            dirty.add(card)


def _tops(st: GameState, dirty: set[str]) -> None:
    """The two top cards of every library: one may have become or stopped being the top card
    of a library played with it revealed (401.5) with no change naming it."""
    for p in st.players:
        dirty.update(st.zones[f"{p}:library"][:2])


def event_cards(ev) -> list[str]:
    """The card ids an event names (its data keys of the roles "card" and "cards")."""
    return _card_ids(ev)


def _command_cards(command: dict) -> list[str] | None:
    """The cards a logged command names, or None if it can't be read."""
    try:
        return parse_command(command).cards
    except (CommandError, TypeError, ValueError):
        return None


def _revealed_to(ev, seat: str | None) -> bool:
    """Whether a `revealed` event showed the card to `seat`: a reveal to all (no `to`), or to
    a list of players the seat is in (701.20e)."""
    to = ev.data.get("to")
    return to is None or (seat is not None and type(to) is list and seat in to)


def _marker(card: CardState) -> int | None:
    """The public face-down marker number of an object on the battlefield or the stack."""
    if card.face_down is None or card.zone not in ("battlefield", "stack"):
        return None
    order = card.face_down.get("order")
    return order if isinstance(order, int) and not isinstance(order, bool) else None


# kind -> (the data keys that name a card, those that name a list of cards)
_CARD_KEYS = {kind: (tuple(k for k, r in roles.items() if r == "card"),
                     tuple(k for k, r in roles.items() if r == "cards"))
              for kind, (_, roles) in EVENTS.items()}
_NO_KEYS: tuple[tuple, tuple] = ((), ())


def _named(events: list) -> tuple[dict[str, None], bool]:
    """The cards a log entry's events name (`_card_ids` of each, in order, once each), and
    whether one of its events is an override."""
    ids: dict[str, None] = {}
    overridden = False
    for ev in events:
        kind = ev.kind
        if kind == "overridden":
            overridden = True
        one, many = _CARD_KEYS.get(kind, _NO_KEYS)
        data = ev.data
        for key in one:
            v = data.get(key)
            if type(v) is str:
                ids[v] = None
        for key in many:
            v = data.get(key)
            if type(v) is list:
                for x in v:
                    if type(x) is str:
                        ids[x] = None
    return ids, overridden


def _card_ids(ev) -> list[str]:
    one, many = _CARD_KEYS.get(ev.kind, _NO_KEYS)
    data = ev.data
    out = []
    for key in one:
        v = data.get(key)
        if type(v) is str:
            out.append(v)
    for key in many:
        v = data.get(key)
        if type(v) is list:
            out.extend(x for x in v if type(x) is str)
    return out


# -- a line's parameter of each role, from the event's value `v` (`_ROLE_PARAMS`) --
def _card_param(reader: _Reader, v: Any, refs: dict[str, dict]) -> Any:
    ref = refs.get(v) if type(v) is str else None
    return dict(ref) if ref is not None else None


def _public_param(reader: _Reader, v: Any, refs: dict[str, dict]) -> Any:
    return v if v is None or type(v) in _SCALARS else _public(v)


def _player_param(reader: _Reader, v: Any, refs: dict[str, dict]) -> Any:
    return v if type(v) is str and v in reader.st.players else None


def _count_param(reader: _Reader, v: Any, refs: dict[str, dict]) -> Any:
    return v if type(v) is int else None


def _cards_param(reader: _Reader, v: Any, refs: dict[str, dict]) -> Any:
    return [dict(refs[x]) if type(x) is str and x in refs else None
            for x in v] if type(v) is list else None


def _flag_param(reader: _Reader, v: Any, refs: dict[str, dict]) -> Any:
    return bool(v)


def _numbers_param(reader: _Reader, v: Any, refs: dict[str, dict]) -> Any:
    return [x for x in v if type(x) is int] if type(v) is list else None


def _trigger_param(reader: _Reader, v: Any, refs: dict[str, dict]) -> Any:
    return v if type(v) is str and _public_name(reader, v) else None


def _verdicts_param(reader: _Reader, v: Any, refs: dict[str, dict]) -> Any:
    ids = [x for x in v if type(x) is str] if type(v) is list else []
    return safe_verdict_ids(ids) if reader.hidden_command else ids


_ROLE_PARAMS = {
    "card": _card_param, "public": _public_param, "player": _player_param,
    "count": _count_param, "cards": _cards_param, "flag": _flag_param,
    "numbers": _numbers_param, "trigger": _trigger_param, "verdicts": _verdicts_param,
}

# kind -> (its template, its (data key, parameter of its role) pairs, its message key); a key
# of a role with no parameter is left out of the line
_PLANS = {kind: (template, tuple((key, _ROLE_PARAMS[role]) for key, role in roles.items()
                                 if role in _ROLE_PARAMS), f"log.{kind}")
          for kind, (template, roles) in EVENTS.items()}


def line(reader: _Reader, n: int, ev, refs: dict[str, dict]) -> dict | None:
    kind = ev.kind
    plan = _PLANS.get(kind)
    if plan is None:
        if kind == "changed":
            return None
        return {"n": n, "key": "log.other", "params": {"kind": kind},
                "text": "Something else happened on the table."}
    template, roles, key_ = plan
    data = ev.data
    params: dict[str, Any] = {}
    for key, param in roles:
        params[key] = param(reader, data.get(key), refs)
    return {"n": n, "key": key_, "params": params, "text": _text(template, params)}


_SCALARS = frozenset((str, int, float, bool))


def _public(v: Any) -> Any:
    if isinstance(v, (str, int, float, bool)) or v is None:
        return v
    if isinstance(v, list) and all(isinstance(x, str) for x in v):
        return list(v)
    return None


def _public_name(reader: _Reader, name: str) -> bool:
    """A trigger's name is shown only if a card of that name is known to the seat now."""
    return reader.names.known(name)


_REF_KEYS = frozenset(("card", "to", "of", "copy_of"))
_WHO_KEYS = frozenset(("player", "actor", "owner"))


_COUNTED = {EVENTS[kind][0]: key for kind, key in NUMERUS.items()}


def _text(template: str, params: dict) -> str:
    if template in _COUNTED:
        n = params.get(_COUNTED[template])
        template = english_plural(template, n if type(n) is int else 0)
    plan = _plan(template)
    text = (_joined(plan, params) if plan is not None else _formatted(template, params))
    if template is CHAT_TEMPLATE:  # a name and words as they were written
        return text
    return text[:1].upper() + text[1:]


_ABSENT = object()  # a placeholder with no value (the line shows "?")


def _joined(plan: tuple[tuple[str, Any], ...], params: dict) -> str:
    """`_formatted(template, params)` from the template's plan (`_plan`): its literal text and
    each placeholder's value, formatted as `format_map` formats it."""
    parts = []
    for literal, value in plan:
        parts.append(literal)
        if value is not None:
            v = value(params)
            parts.append("?" if v is _ABSENT else v if type(v) is str else format(v))
    return "".join(parts)


_PLANNED: dict[str, tuple[tuple[str, Any], ...] | None] = {}


def _plan(template: str) -> tuple[tuple[str, Any], ...] | None:
    """A template's pieces (`_pieces`), each placeholder's name replaced by the function that
    gives its value from a line's parameters: `_value(name, template, params)`, its branches
    for that name and template chosen once (made once per template)."""
    try:
        return _PLANNED[template]
    except KeyError:
        pass
    pieces = _pieces(template)
    plan = None if pieces is None else tuple(
        (literal, None if k is None else _value_of(k, template)) for literal, k in pieces)
    _PLANNED[template] = plan
    return plan


def _value_of(k: str, template: str) -> Any:
    """`lambda params: _value(k, template, params)`, with the branches that can't apply to `k`
    and `template` left out."""
    if k in _SPECIAL:
        return _SPECIAL[k]
    if k in ("cards_text", "to_text", "how"):
        return lambda params: _value(k, template, params)
    if k in _WORDS:
        table, other = _WORDS[k]

        def words(params: dict) -> Any:
            v = params.get(k)
            return table.get(v or "", other) if type(v) in (str, type(None)) \
                else _param_value(k, params)
        return words
    if k == "to" and "{frm}" in template:
        def zone(params: dict) -> Any:
            v = params.get(k)
            return ZONE_WORDS.get(v, "another zone") if type(v) is str \
                else _param_value(k, params)
        return zone
    return lambda params: _param_value(k, params)


def _param_value(k: str, params: dict) -> Any:
    """The last branches of `_value`: the parameter itself in words."""
    if k in params:
        return _param_text(k, params[k])
    return "An ability" if k == "name" else _ABSENT


def _formatted(template: str, params: dict) -> str:
    """The template with each placeholder's value ("?" for one with none)."""
    values: dict[str, Any] = {}
    for k in _fields(template):  # only what the template shows
        v = _value(k, template, params)
        if v is not _ABSENT:
            values[k] = v
    try:
        return template.format_map(_Default(values))
    except (KeyError, ValueError, IndexError):
        return template


def _value(k: str, template: str, params: dict) -> Any:
    """The value of placeholder `k`: a phrase made from the parameters, a key's words, or the
    parameter itself in words."""
    if k in _SPECIAL:
        return _SPECIAL[k](params)
    if k == "cards_text":
        return _cards_text(template, params)
    if k == "to_text":
        to = params.get("to")
        return f" to {', '.join(to)}" if type(to) is list and to else ""
    if k == "how":
        return " face down" if params.get("face_down") else ""
    if k in _WORDS and type(params.get(k)) in (str, type(None)):
        table, other = _WORDS[k]
        return table.get(params.get(k) or "", other)
    if k == "to" and "{frm}" in template and type(params.get(k)) is str:
        return ZONE_WORDS.get(params[k], "another zone")
    return _param_value(k, params)


def _param_text(k: str, v: Any) -> Any:
    t = type(v)
    if t is dict or (v is None and k in _REF_KEYS):
        return ref_text(v)
    if t is list and v and (v[0] is None or type(v[0]) is dict):
        return ", ".join(ref_text(x) for x in v)
    if t is list and not v:
        return "none"
    if v is None and k in _WHO_KEYS:
        return "someone"
    if v is None and k == "name":
        return "An ability"
    return v


def _note_text(params: dict) -> str:
    card = ref_text(params.get("card"))
    text = params.get("text")
    return f"Note on {card}: “{text}”." if text else f"The note on {card} was taken off."


def _arrow_end(params: dict, end: str) -> str:
    card = params.get(f"{end}_card")
    player = params.get(f"{end}_player")
    return player if player else ref_text(card)


def _dice(params: dict) -> str:
    n = len(params.get("results") or ())
    sides = params.get("sides")
    return f"{n if n > 1 else 'a'} d{sides}" if sides else "dice"


def _top_text(params: dict) -> str:
    who = params.get("player") or "someone"
    source = params.get("source")
    by = f" ({source})" if source else ""
    if not params.get("on"):
        return f"{who} no longer plays with the top card of their library revealed{by}."
    card = params.get("card")
    top = f": {ref_text(card)} is on top" if card else ""
    return f"{who} plays with the top card of their library revealed{by}{top}."


VOID_WORDS: dict[str, str] = {"object_left": "a card it names has left",
                              "player_left": "a player left the game",
                              "game_over": "the game is over"}

def modes_words(modes: Any) -> str:
    """A modal spell's chosen modes in a line: "Exile target artifact; Manifest dread"."""
    return "; ".join(str(m).rstrip(".") for m in modes) if isinstance(modes, list) else ""


# placeholders a few templates use, made from the line's parameters
# how a face-down object was turned face up, in words (the route's id stays in the params)
ROUTE_WORDS = {"mana_cost": "for its mana cost", "morph": "for its morph cost",
               "megamorph": "for its megamorph cost", "disguise": "for its disguise cost",
               "effect": "by an effect"}

VOID_WORDS = {"object_left": "a card it names has left", "player_left": "a player left the game",
              "game_over": "the game is over"}

# a parameter's words by its name (in the lines where it is a key of these tables)
_WORDS = {"step": (STEP_WORDS, "another step"), "frm": (ZONE_WORDS, "another zone"),
          "zone": (ZONE_WORDS, "another zone"), "cause": (CAUSE_WORDS, "an event"),
          "duration": (DURATION_WORDS, "for a while"), "until": (DURATION_WORDS, "for a while"),
          "result": (COIN_WORDS, "?"), "command": (COMMAND_WORDS, "an action")}

_SPECIAL = {
    "route_text": lambda p: (ROUTE_WORDS.get(p["route"]) if type(p.get("route")) is str
                             else None) or f"({p.get('route')})",
    "copy_text": lambda p: f", a token copy of {ref_text(p['copy_of'])}" if p.get("copy_of")
    else "",
    "paid": lambda p: " (paid)" if p.get("pay") else "",
    "modes_text": lambda p: f", chosen: {modes_words(p.get('modes'))}" if p.get("modes") else "",
    "note_text": _note_text,
    "top_text": _top_text,
    "arrow_from": lambda p: _arrow_end(p, "from"),
    "arrow_to": lambda p: _arrow_end(p, "to"),
    "dice": _dice,
    "results": lambda p: ", ".join(str(x) for x in p.get("results") or ()),
    "n_cards": lambda p: english_plural("%n card(s)", len(p.get("cards") or ())),
    "speaker": lambda p: p.get("player") or p.get("spectator") or "someone",
    "request_cards": lambda p: f" ({', '.join(ref_text(x) for x in p['cards'])})"
    if p.get("cards") else "",
    "answer_word": lambda p: "accepted" if p.get("accept") else "declined",
    "void_text": lambda p: VOID_WORDS.get(p.get("reason") or "", "it no longer applies"),
    "trust_text": lambda p: (f"Table trust is {'on' if p.get('on') else 'off'}"
                             + (f" ({p['player']})" if p.get("player") else "")
                             + (": players act on each other's things without asking."
                                if p.get("on") else ": acting on another's things asks them.")),
}

_FIELDS: dict[str, tuple[str, ...]] = {}


def _fields(template: str) -> tuple[str, ...]:
    """The names a template's placeholders use (read once per template)."""
    fields = _FIELDS.get(template)
    if fields is None:
        try:
            names = [f for _, f, _, _ in string.Formatter().parse(template) if f]
        except ValueError:
            names = []
        fields = _FIELDS[template] = tuple(dict.fromkeys(names))
    return fields


_PIECES: dict[str, tuple[tuple[str, str | None], ...] | None] = {}


def _pieces(template: str) -> tuple[tuple[str, str | None], ...] | None:
    """A template as its pieces, in order: each literal text and the name of the placeholder
    after it (None after the last), read once per template; None for a template `format_map`
    must read itself (a placeholder with a format or a conversion, or not a plain name)."""
    try:
        return _PIECES[template]
    except KeyError:
        pass
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        parsed = []
    plain = bool(parsed) and all(f is None or (f.isidentifier() and not spec and conv is None)
                                 for _, f, spec, conv in parsed)
    out = _PIECES[template] = tuple((lit, f) for lit, f, _, _ in parsed) if plain else None
    return out


def _cards_text(template: str, params: dict) -> str:
    cards = params.get("cards")
    if type(cards) is list:
        if not cards:
            return "nothing"
        named = [ref_text(x) for x in cards if x and (x.get("name") or x.get("marker"))]
        if template.startswith("{player} drew"):
            return f": {', '.join(named)}" if named else ""
        hidden = len(cards) - len(named)
        return ", ".join(named + ([english_plural("%n card(s)", hidden)] if hidden else []))
    card = params.get("card")
    return ref_text(card) if card is not None else "nothing"


class _Default(dict):
    def __missing__(self, key: str) -> str:
        return "?"


class Journal:
    """Follows a game for one seat: `lines()` gives every line so far, replaying only the log
    entries it has not read yet (and starting over when the log was undone past them)."""

    def __init__(self, game: Game, seat: str | None) -> None:
        if seat is not None and seat not in game.state.players:
            raise ValueError(f"no seat {seat!r}")
        self.game, self.seat = game, seat
        self._reset()

    def _reset(self) -> None:
        if self.game.setup is None:
            raise ValueError("this game has no setup to replay its journal from")
        self.st = build_state(self.game.setup, parsed_in=self.game.state)
        self.reader = _Reader(self.st, self.seat)
        self.read: list[LogEntry] = []
        self._lines: list[dict] = []

    def lines(self) -> list[dict]:
        return list(self.current())

    def current(self) -> list[dict]:
        """Every line so far, as `lines()`, in the journal's own list (no copy: a host reads
        the new ones of every seat on every change; the caller changes nothing in it)."""
        log = self.game.log
        self.rewind()
        k = len(self.read)
        if k > len(log) or any(a is not b for a, b in zip(self.read[-3:], log[max(0, k - 3):k],
                                                            strict=False)):
            self._reset()
            k = 0
        for n in range(k, len(log)):
            self._read(n, log[n])
        return self._lines

    def rewind(self) -> None:
        """After an undo, take the undone entries back off the shadow state (their changes
        reverted, their lines dropped) rather than replaying the whole game from its setup;
        only when the entries still logged are the very ones read (else `lines` starts over).
        An undo may take an entry out from under chat lines (`Game.pop_entry`): the entries
        read from that one on are taken back, and read again."""
        read, log = self.read, self.game.log
        n = min(len(read), len(log))
        while n and read[n - 1] is not log[n - 1]:  # the entries read that are still logged
            n -= 1
        if n == len(read):
            return
        if any(a is not b for a, b in zip(read[max(0, n - 3):n], log[max(0, n - 3):n],
                                         strict=True)):
            return
        for entry in reversed(read[n:]):
            for ev in reversed(entry.events):
                for ch in reversed(ev.changes):
                    self.reader.revert(ch)
        del read[n:]
        self._lines = [ln for ln in self._lines if ln["n"] < n]

    def _read(self, n: int, entry: LogEntry) -> None:
        self._lines.extend(self.reader.read(n, entry))
        self.read.append(entry)


def lines_for(game: Game, seat: str | None, upto: int | None = None) -> list[dict]:
    """The journal of the first `upto` log entries (all by default) as `seat` may read it."""
    j = Journal(game, seat)
    if upto is None or upto >= len(game.log):
        return j.lines()
    for n in range(max(0, upto)):
        j._read(n, game.log[n])
    return list(j._lines)


def entry_lines(st: GameState, seat: str | None, entries: list[LogEntry], first: int,
                applied: bool) -> list[dict]:
    """The lines of `entries` (log entries `first`, `first + 1`, ...) exactly as `seat` read or
    would read them, for a note of an undo or a redo ("Bob undid: ..."). Read on the game's
    live state `st`, which holds the entries' changes (`applied`) or is just before them, and
    is left as it was found: the entries' changes are reverted or applied and then undone."""
    def revert() -> None:
        for entry in reversed(entries):
            for ev in reversed(entry.events):
                for ch in reversed(ev.changes):
                    st.revert_change(ch)
    if applied:
        revert()
    reader = _Reader(st, seat)
    out: list[dict] = []
    for k, entry in enumerate(entries):
        out.extend(reader.read(first + k, entry))  # applies the entry's changes
    if not applied:
        revert()
    return out
