"""Events: what happened, in the past tense, with the primitive changes that made it happen.

`kind` names the event (`turned_face_up`, `revealed`, `trigger`, ...); `data` says what a log or a
scenario needs to know; `changes` are the state's primitive changes (see `state.py`), applied in
order by `replay` and undone in reverse by `revert`.

Every payload is typed here, once: the data of each kind of event (`EVENT_DATA`), and the
structured values the primitive changes carry (a face-down `Marker`, an `ExileMarker`, a
`Permission`, an `Effect` with its `EffectParams`, a `CardRecord` for `card+`). The save schema
(`tabletop.storage.schema`) builds its per-kind validation from these types, the replay and the
invariant checker (`invariants.py`) check values against them with `problem`. Bounds are
`Annotated` metadata (`Range`, `Length`); text, whole numbers and lists have the bounds of
`limits.py` unless a type says otherwise.

This module does not use `from __future__ import annotations`: the TypedDicts' annotations are
read at run time.
"""

import math
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, NotRequired, TypedDict, Union, get_args, get_origin

from .cards import ABILITY_FACTS, WATCHER_SCOPES
from .cardtext import MAX_MODES
from .limits import (
    MAX_CHAT,
    MAX_COUNT,
    MAX_COUNTER_NAME,
    MAX_DIE_SIDES,
    MAX_FLOAT,
    MAX_INT,
    MAX_LIFE,
    MAX_LIST,
    MAX_MAP,
    MAX_NOTE,
    MAX_PLAYER_NAME,
    MAX_SHORT,
    MAX_STRING,
)
from .modes import MODES
from .state import METHODS, STEPS, ZONES


class EventError(ValueError):
    """An event that cannot be read."""


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    changes: list[list[Any]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "data": self.data, "changes": self.changes}

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)


def parse_event(d: Any) -> Event:
    if not isinstance(d, dict) or not isinstance(d.get("kind"), str):
        raise EventError("an event must be an object with a kind")
    data = d.get("data", {})
    changes = d.get("changes", [])
    if not isinstance(data, dict) or not isinstance(changes, list):
        raise EventError(f"{d['kind']}: data must be an object and changes a list")
    if not all(isinstance(c, list) and c and isinstance(c[0], str) for c in changes):
        raise EventError(f"{d['kind']}: every change must be a list starting with its operation")
    extra = set(d) - {"kind", "data", "changes"}
    if extra:
        raise EventError(f"{d['kind']}: unknown field(s) {', '.join(sorted(extra))}")
    return Event(d["kind"], data, changes)


# ---------------------------------------------------------------- bounds (Annotated metadata)
@dataclass(frozen=True, slots=True)
class Range:
    """A number from `lo` to `hi`."""

    lo: int | float
    hi: int | float


@dataclass(frozen=True, slots=True)
class Length:
    """Text, a list or an object of `lo` to `hi` characters or items."""

    lo: int
    hi: int


Text = str  # up to MAX_STRING characters (the default)
Short = Annotated[str, Length(1, MAX_SHORT)]
CardId = Annotated[str, Length(1, MAX_STRING)]
Player = Annotated[str, Length(1, MAX_PLAYER_NAME)]
Whole = int  # within ±MAX_INT (the default)
Count = Annotated[int, Range(0, MAX_INT)]
Positive = Annotated[int, Range(1, MAX_INT)]
Number = float  # finite, within ±MAX_FLOAT (the default); whole numbers too
Zone = Literal[ZONES]  # type: ignore[valid-type]
ZoneOrGone = Literal[(*ZONES, "gone")]  # type: ignore[valid-type]
Method = Literal[METHODS]  # type: ignore[valid-type]
Step = Literal[STEPS]  # type: ignore[valid-type]
Mode = Literal[MODES]  # type: ignore[valid-type]
Color = Literal["W", "U", "B", "R", "G"]
DURATIONS = ("end_of_turn", "permanent", "end_of_your_next_turn")
Duration = Literal[DURATIONS]  # type: ignore[valid-type]
Until = Literal["end_of_turn", "end_of_your_next_turn"]
CounterName = Annotated[str, Length(1, MAX_COUNTER_NAME)]
LifeTotal = Annotated[int, Range(-MAX_LIFE, MAX_LIFE)]
CounterCount = Annotated[int, Range(0, MAX_COUNT)]
NoteText = Annotated[str, Length(0, MAX_NOTE)]
PT = Annotated[int, Range(-1000, 1000)]
Printed = Annotated[str, Length(0, MAX_SHORT)]  # printed text of a card: power, a cost...


# ---------------------------------------------------------------- what changes carry
class MarkerChars(TypedDict, total=False):
    """The characteristics an effect gives a face-down object instead of 708.2a's."""

    type_line: Annotated[str, Length(0, 200)]
    power: Annotated[str, Length(0, 200)]
    toughness: Annotated[str, Length(0, 200)]


class Marker(TypedDict):
    """A face-down object's public tracking marker (on the battlefield or the stack)."""

    order: Positive
    method: Method
    source: Text | None
    chars: MarkerChars | None


class ExileMarker(TypedDict):
    """A card exiled face down: only the players in `may_look` may look at it."""

    exile: Literal[True]
    may_look: list[Player]


FaceDown = Marker | ExileMarker


class Permission(TypedDict):
    """A player may play this card (Primordial Mist, Cryptic Pursuit) until a turn's end."""

    player: Player
    source: Text
    until: Until
    until_turn: Whole
    used: bool
    expired: bool


class AbilityFacts(TypedDict, total=False):
    """A card's ability facts (`cards.Hints`, SCENARIOS.md `hints`): copiable values."""

    etb_trigger: bool
    turned_face_up_trigger: bool
    dies_trigger: bool
    as_turned_face_up_counters: Annotated[int, Range(0, 1000)]
    enters_with_x_counters: bool
    face_up_watcher: Literal[WATCHER_SCOPES]  # type: ignore[valid-type]
    manifest_dread_watcher: bool
    abilities: list[Literal[ABILITY_FACTS]]  # type: ignore[valid-type]


class CopyValues(TypedDict):
    """Copiable values (layer 1), the shape copy effects store (`chars.copiable_from_face`)."""

    name: Text | None
    mana_cost: Printed | None
    colors: list[Color]
    supertypes: list[Text]
    types: list[Text]
    subtypes: list[Text]
    power: Printed | None
    toughness: Printed | None
    loyalty: Printed | None
    abilities: list[Text]
    keyword_costs: dict[Literal["morph", "megamorph", "disguise"], Short]
    hints: NotRequired[AbilityFacts]  # v4: the copied card's ability facts (absent: none)


class EffectParams(TypedDict, total=False):
    """What a continuous effect does (at least one of these)."""

    lose_all_abilities: Literal[True]
    base_pt: Annotated[list[PT], Length(2, 2)]
    add_pt: Annotated[list[PT], Length(2, 2)]
    set_types: Annotated[str, Length(1, 200)]
    colors: list[Color]
    add_ability: Annotated[str, Length(1, 199)] | Annotated[
        list[Annotated[str, Length(1, 199)]], Length(1, MAX_LIST)]
    copy: CopyValues
    control: Player


class Effect(TypedDict):
    """A continuous effect on one object (`card` while it is object `obj`)."""

    id: Positive
    card: CardId
    obj: Whole
    params: EffectParams
    duration: Duration
    until_turn: Whole | None
    ts: Whole


class CardRecord(TypedDict, total=False):
    """A card as `card+` adds it (a token): `tabletop.model.state.CardState`'s fields."""

    id: typing.Required[CardId]
    facts: typing.Required[Text]
    owner: typing.Required[Player]
    zone: typing.Required[ZoneOrGone]
    token: bool
    obj: Whole
    controller: Player
    tapped: bool
    counters: dict[CounterName, Annotated[int, Range(0, 100_000)]]
    damage: Annotated[int, Range(0, 1_000_000)]
    attached_to: CardId | None
    pos: Annotated[list[Number], Length(2, 2)] | None
    face_down: FaceDown | None
    revealed: list[Player]
    ts: Whole
    since_turn: Whole
    permission: Permission | None
    transformed: bool
    cast_from: ZoneOrGone | None
    cast_method: Method | None
    known: list[Player]
    note: NoteText | None


# ---------------------------------------------------------------- the data of each event kind
class _Card(TypedDict):
    card: CardId


class _CardPlayer(TypedDict):
    card: CardId
    player: Player


class TokenCreated(_CardPlayer):
    """A token was created (`create_token`), or a token copy of `copy_of` (`copy`)."""

    copy_of: NotRequired[CardId]


class EnteredBattlefield(_Card):
    face_down: bool
    frm: NotRequired[Zone]
    order: NotRequired[Positive | None]
    method: NotRequired[Method | None]
    source: NotRequired[Text | None]


class BecameCopy(_Card):
    of: CardId
    face_down_source: bool


class EffectApplied(_Card):
    effect: EffectParams
    duration: Duration
    id: Positive


class ControlChanged(_CardPlayer):
    duration: Duration


class Transformed(_Card):
    back: bool


class CountersChanged(_Card):
    counter: CounterName
    n: Whole


class Damaged(_Card):
    n: Whole


class Attached(_Card):
    to: CardId | None


class Placed(_Card):
    x: Number
    y: Number


class Rearranged(TypedDict):
    player: Player
    cards: list[CardId]


class Drew(TypedDict):
    player: Player
    cards: list[CardId]
    count: Count


class TakenBack(TypedDict):
    """A log entry taken back (its changes undone; what players saw stays known)."""
    entry: Count
    command: Short


class Shuffled(TypedDict):
    player: Player
    count: Count


class Milled(TypedDict):
    player: Player
    cards: list[CardId]
    count: Count


class Arranged(TypedDict):
    player: Player
    owner: Player
    top: list[CardId]
    bottom: list[CardId]
    graveyard: list[CardId]


class Searched(TypedDict):
    player: Player
    owner: Player
    zone: Zone
    cards: list[CardId]
    count: Count


class Mulliganed(TypedDict):
    player: Player
    mulligans: Count
    bottom: Count


class PutOnBottom(TypedDict):
    player: Player
    cards: list[CardId]
    count: Count


class Kept(TypedDict):
    player: Player
    mulligans: Count


class TurnBegan(TypedDict):
    turn: Positive
    active: Player


class StepBegan(TypedDict):
    step: Step
    turn: Positive
    active: Player


class Trigger(TypedDict):
    name: Text
    card: NotRequired[CardId]
    cause: Short
    step: NotRequired[Step]
    player: NotRequired[Player]


class EffectEnded(_Card):
    id: Positive


class PermissionExpired(_CardPlayer):
    source: Text
    name: Text


class PlayerOnly(TypedDict):
    player: Player


class Nothing(TypedDict):
    pass


class ModeChanged(TypedDict):
    old: Mode
    mode: Mode


class Looked(TypedDict):
    player: Player
    card: NotRequired[CardId]
    cards: NotRequired[list[CardId]]
    zone: ZoneOrGone
    order: NotRequired[Positive | None]
    owner: NotRequired[Player]


class Manifested(_CardPlayer):
    order: Positive
    method: Method
    source: Text | None
    frm: Zone


class TurnedFaceDown(_Card):
    order: Positive
    method: Method
    source: Text | None


class Returned(_Card):
    frm: Zone
    face_down: bool


class TurnedFaceUp(_Card):
    name: Text
    route: Short
    cost: Text | None
    order: Positive | None
    method: Method | None


class Overridden(TypedDict):
    verdicts: Annotated[list[Short], Length(0, 200)]
    command: Short
    actor: Player | None


class Cast(_CardPlayer):
    frm: Zone
    face_down: Method | None
    cost: Text | None
    order: Positive | None
    name: Text | None


class PlayedLand(_CardPlayer):
    frm: Zone
    name: Text


class Ordered(_Card):
    order: Positive | None


class Resolved(Ordered):
    modes: NotRequired[Annotated[list[Short], Length(1, MAX_MODES)]]  # a modal spell's (700.2)


class PermissionGranted(_CardPlayer):
    source: Text
    until: Until
    until_turn: Whole
    name: Text


class Revealed(_Card):
    name: Text
    owner: Player
    reason: Text
    order: Positive | None
    to: NotRequired[list[Player]]  # only these players saw it (701.20e); absent: every player


class LeftBattlefield(_Card):
    to: ZoneOrGone
    face_down: bool


class Moved(_Card):
    owner: Player
    frm: ZoneOrGone
    to: ZoneOrGone
    reason: Text


class LifeChanged(TypedDict):
    player: Player
    old: LifeTotal
    new: LifeTotal
    pay: NotRequired[bool]


class PlayerCounterChanged(TypedDict):
    player: Player
    counter: CounterName
    old: CounterCount
    new: CounterCount


class Rolled(TypedDict):
    player: Player
    sides: Annotated[int, Range(2, MAX_DIE_SIDES)]
    results: Annotated[list[Annotated[int, Range(1, MAX_DIE_SIDES)]], Length(1, 100)]


class CoinFlipped(TypedDict):
    player: Player
    result: Literal["heads", "tails"]


class Noted(_Card):
    text: NoteText
    old: NoteText | None


class Arrow(TypedDict, total=False):
    """An arrow on the table: from a card or a player to a card or a player, drawn by `by`."""

    frm: typing.Required[Annotated[str, Length(1, MAX_STRING)]]
    to: typing.Required[Annotated[str, Length(1, MAX_STRING)]]
    by: typing.Required[Player]


class ArrowDrawn(TypedDict):
    player: Player
    from_card: NotRequired[CardId]
    from_player: NotRequired[Player]
    to_card: NotRequired[CardId]
    to_player: NotRequired[Player]


class ArrowsCleared(TypedDict):
    count: Positive
    player: NotRequired[Player]


class UntappedAll(TypedDict):
    player: Player
    cards: list[CardId]


class TopRevealed(TypedDict):
    """A player starts or stops playing with the top card of their library revealed (401.5):
    `card` is that top card when it goes public (absent for an empty library or when it stops);
    `source` the effect, as the players named it."""
    player: Player
    on: bool
    source: NotRequired[Short]
    card: NotRequired[CardId]


class Said(TypedDict):
    """A line of chat (the `chat` command): by a seat (`player`) or a spectator (`spectator`,
    as the table names them), the text trimmed."""
    player: NotRequired[Player]
    spectator: NotRequired[Annotated[str, Length(1, MAX_PLAYER_NAME)]]
    text: Annotated[str, Length(1, MAX_CHAT)]


class Request(TypedDict):
    """A request waiting for its answer (`GameState.requests`): seat `by`'s action on the things of
    seat `to` (tabletop.rules.authority). `command`: the action as JSON text, carried out only
    once `to` accepts; `objects`: the cards it names and the object number each was then (the
    request is void once one is another object); `source`: the card whose effect asks, or None."""

    id: Positive
    by: Player
    to: Player
    command: Text
    kind: Short
    objects: Annotated[dict[CardId, Whole], Length(0, 200)]
    source: CardId | None
    hidden: bool


class Requested(TypedDict):
    """Seat `by` asks seat `to` to allow an action on `to`'s things (`kind`: the command's kind;
    `cards`: the cards it names; `source`: the card whose effect asks); public."""

    id: Positive
    by: Player
    to: Player
    command: Short
    cards: Annotated[list[CardId], Length(0, 200)]
    source: NotRequired[CardId]


class RequestAnswered(TypedDict):
    """Seat `to` accepted or declined request `id` of seat `by`, or `by` withdrew it."""

    id: Positive
    by: Player
    to: Player
    command: Short
    accept: bool


class RequestVoid(TypedDict):
    """Request `id` no longer makes sense (`reason`: a card left, a player left, the game ended)."""

    id: Positive
    by: Player
    to: Player
    command: Short
    reason: Literal["object_left", "player_left", "game_over"]


class TrustChanged(TypedDict):
    """Table trust turned on or off (`player`: who did, None for the table's setup)."""

    on: bool
    player: Player | None


class PriorityHeld(TypedDict):
    """`player` holds priority now (117.3a-c); when nobody does (608.2, 502.4) the changes close
    without a line."""
    player: Player


class PriorityPassed(TypedDict):
    """`player` passed priority and `next` received it (117.3d; None: nobody is left to);
    `all_passed`: every player in the game has now passed in succession (117.4)."""
    player: Player
    next: Player | None
    all_passed: bool


class ResolutionFinished(TypedDict):
    """The resolution of `card` is over; `player`, the active player, receives priority
    (117.3b), or None if nobody can."""
    card: CardId
    player: Player | None


# event kinds of older versions of the format, and the kind each is now (migrations.py)
RENAMED_EVENTS: dict[str, str] = {"created_token": "token_created"}

# Each TypedDict lists its keys in the order the rules emit them: a loaded log's data comes back
# in this order, and a game dumps the very bytes it was loaded from.
EVENT_DATA: dict[str, type] = {
    "token_created": TokenCreated, "entered_battlefield": EnteredBattlefield,
    "became_copy": BecameCopy, "effect_applied": EffectApplied,
    "control_changed": ControlChanged, "transformed": Transformed, "tapped": _Card,
    "untapped": _Card, "counters_changed": CountersChanged, "damaged": Damaged,
    "attached": Attached, "placed": Placed, "rearranged": Rearranged, "drew": Drew,
    "shuffled": Shuffled, "taken_back": TakenBack, "turn_began": TurnBegan,
    "step_began": StepBegan, "trigger": Trigger,
    "effect_ended": EffectEnded, "permission_expired": PermissionExpired,
    "left_game": PlayerOnly, "game_ended": Nothing, "mode_changed": ModeChanged,
    "looked": Looked, "manifested": Manifested, "cloaked": Manifested,
    "manifested_dread": Manifested, "turned_face_down": TurnedFaceDown, "returned": Returned,
    "turned_face_up": TurnedFaceUp, "overridden": Overridden, "cast": Cast,
    "played_land": PlayedLand, "resolved": Resolved, "countered": Ordered,
    "permission_granted": PermissionGranted, "revealed": Revealed,
    "left_battlefield": LeftBattlefield, "died": Moved, "exiled": Moved, "moved": Moved,
    "ceased_to_exist": _Card, "changed": Nothing,
    "drew_from_empty_library": PlayerOnly, "milled": Milled, "arranged": Arranged,
    "searched": Searched, "mulliganed": Mulliganed, "put_on_bottom": PutOnBottom,
    "kept": Kept,
    "life_changed": LifeChanged, "player_counter_changed": PlayerCounterChanged,
    "rolled": Rolled, "coin_flipped": CoinFlipped, "noted": Noted,
    "arrow_drawn": ArrowDrawn, "arrows_cleared": ArrowsCleared, "untapped_all": UntappedAll,
    "top_revealed": TopRevealed, "said": Said,
    "requested": Requested, "request_answered": RequestAnswered,
    "request_withdrawn": RequestAnswered, "request_void": RequestVoid,
    "trust_changed": TrustChanged,
    "priority": PriorityHeld, "priority_passed": PriorityPassed,
    "resolution_finished": ResolutionFinished,
}
"""The data of every kind of event the rules emit (`Tx.emit(kind, **data)`); no other kind is
ever logged. `changed` closes changes made after the last event of a command."""


# ---------------------------------------------------------------- checking a value
_NONE = type(None)
_HINTS: dict[type, dict[str, Any]] = {}


def typed_fields(td: type) -> dict[str, Any]:
    """A TypedDict's field types, with their Annotated metadata (computed once)."""
    hints = _HINTS.get(td)
    if hints is None:
        hints = _HINTS[td] = typing.get_type_hints(td, include_extras=True)
    return hints


def _strip(tp: Any) -> Any:
    """`Required[X]` and `NotRequired[X]` as `X`."""
    while get_origin(tp) in (typing.Required, typing.NotRequired):
        tp = get_args(tp)[0]
    return tp


# A checker takes a value and gives None, or (where in it, what is wrong): the path inside the
# value is built only for a value that is wrong. Checkers are built once per type.
Found = tuple[str, str] | None
Checker = Callable[[Any], Found]
_CHECKERS: dict[Any, Checker] = {}


def problem(value: Any, tp: Any, where: str = "") -> str | None:
    """What is wrong with `value` as a `tp` (one of the types above), as `path: what`; None if
    nothing is. Text, whole numbers, numbers and lists have the bounds of `limits.py` unless
    the type narrows them; objects of a TypedDict have exactly its keys."""
    found = checker(tp)(value)
    if found is None:
        return None
    inner, what = found
    path = where + inner if where or not inner.startswith(".") else inner[1:]
    return f"{path or '(the value)'}: {what}"


def checker(tp: Any) -> Checker:
    """The checker of a type (see `problem`), built on first use."""
    c = _CHECKERS.get(tp)
    if c is None:
        c = _CHECKERS[tp] = _build(_strip(tp))
    return c


def _build(tp: Any) -> Checker:
    """The checker of a type with its aliases stripped: by the kind of type it is (its origin:
    `Annotated`, `Literal`, a union, a list, a dict), else a TypedDict or a plain type."""
    origin = get_origin(tp)
    for kind, build in _BY_ORIGIN:
        if origin is kind:
            return build(tp)
    if typing.is_typeddict(tp):
        return _typed_dict_checker(tp)
    for plain, check in _PLAIN:
        if tp is plain:
            return check
    raise TypeError(f"no checker for the type {tp!r}")


def _annotated_checker(tp: Any) -> Checker:
    """An `Annotated[base, ...]`: the base's check, then its bounds (`Range`, `Length`)."""
    base, *meta = get_args(tp)
    if base is str and len(meta) == 1 and isinstance(meta[0], Length):
        lo, hi = meta[0].lo, meta[0].hi  # text of some length, the commonest: at once

        def text(v: Any) -> Found:
            if type(v) is str and lo <= len(v) <= hi:
                return None
            return "", (f"text, not {_short(v)}" if type(v) is not str else
                        f"{lo:,} to {hi:,} characters, not {len(v):,}")
        return text
    inner = checker(base)
    ranges = [m for m in meta if isinstance(m, Range)]
    lengths = [m for m in meta if isinstance(m, Length)]

    def annotated(v: Any) -> Found:
        found = inner(v)
        if found is not None:
            return found
        for r in ranges:
            if not r.lo <= v <= r.hi:
                return "", f"a number from {r.lo:,} to {r.hi:,}, not {_short(v)}"
        for n in lengths:
            if not n.lo <= len(v) <= n.hi:
                size = f"{n.lo:,} to {n.hi:,}" if n.lo != n.hi else f"{n.lo:,}"
                unit = "characters" if isinstance(v, str) else "items"
                return "", f"{size} {unit}, not {len(v):,}"
        return None
    return annotated


def _literal_checker(tp: Any) -> Checker:
    """A `Literal[...]`: one of its options."""
    options = get_args(tp)
    allowed = {(type(o), o) for o in options}
    shown = ", ".join(repr(o) for o in options[:8]) + (", ..." if len(options) > 8 else "")

    texts = frozenset(o for o in options if type(o) is str)

    def literal(v: Any) -> Found:
        try:
            if (type(v), v) in allowed or (isinstance(v, str) and v in texts):
                return None  # (a StrEnum member is the word it stands for)
        except TypeError:  # unhashable
            pass
        return "", f"one of {shown}, not {_short(v)}"
    return literal


def _union_checker(tp: Any) -> Checker:
    """A union: any of its members (an object: the shape whose keys it has)."""
    members = get_args(tp)
    nullable = _NONE in members
    others = [m for m in members if m is not _NONE]
    checks = [checker(m) for m in others]
    shapes = [(m.__required_keys__, checker(m)) for m in others if typing.is_typeddict(m)]

    def union(v: Any) -> Found:
        if v is None and nullable:
            return None
        if type(v) is dict and shapes:  # an object: judged as the shape whose keys it has
            fits = [c for keys, c in shapes if keys <= v.keys()]
            if len(fits) == 1:
                return fits[0](v)
        found = []
        for c in checks:
            f = c(v)
            if f is None:
                return None
            found.append(f)
        if len(found) == 1:
            return found[0]
        return "", "not any of the allowed shapes (" + "; ".join(
            f"{w[1:] if w.startswith('.') else w}{': ' if w else ''}{m}"
            for w, m in found) + ")"
    return union


def _list_checker(tp: Any) -> Checker:
    """A `list[...]`: at most MAX_LIST items, each of the item type."""
    (item_tp,) = get_args(tp)
    item = checker(item_tp)
    # lists of text or of one of some words, the commonest, are looked at in one go first
    words = frozenset(get_args(item_tp)) if get_origin(item_tp) is Literal and all(
        type(o) is str for o in get_args(item_tp)) else None
    plain = item_tp is str

    def list_of(v: Any) -> Found:
        if type(v) is not list:
            return "", f"a list, not {_short(v)}"
        if len(v) > MAX_LIST:
            return "", f"at most {MAX_LIST:,} items"
        if plain and all(type(x) is str and len(x) <= MAX_STRING for x in v):
            return None
        if words is not None and all(type(x) is str and x in words for x in v):
            return None
        for i, x in enumerate(v):
            found = item(x)
            if found is not None:
                return f"[{i}]{found[0]}", found[1]
        return None
    return list_of


def _dict_checker(tp: Any) -> Checker:
    """A `dict[...]`: at most MAX_MAP keys, each key and value of its type."""
    key_tp, value_tp = get_args(tp)
    key, value = checker(key_tp), checker(value_tp)

    def dict_of(v: Any) -> Found:
        if type(v) is not dict:
            return "", f"an object, not {_short(v)}"
        if len(v) > MAX_MAP:
            return "", f"at most {MAX_MAP:,} keys"
        for k, x in v.items():
            found = key(k)
            if found is not None:
                return "", f"key {_short(k)}: {found[1]}"
            found = value(x)
            if found is not None:
                return f".{k}{found[0]}", found[1]
        return None
    return dict_of


def _typed_dict_checker(tp: Any) -> Checker:
    """A TypedDict: exactly its keys (the required ones all there), each of its type."""
    required = tuple(tp.__required_keys__)
    hints = typed_fields(tp)
    fields = {k: checker(t) for k, t in hints.items()}

    def typed_dict(v: Any) -> Found:
        if type(v) is not dict:
            return "", f"an object, not {_short(v)}"
        for k in required:
            if k not in v:
                return f".{k}", "missing"
        for k, x in v.items():
            c = fields.get(k)
            if c is None:
                return f".{k}", "no such field"
            found = c(x)
            if found is not None:
                return f".{k}{found[0]}", found[1]
        return None
    return typed_dict


def _text_checker(v: Any) -> Found:
    return None if type(v) is str and len(v) <= MAX_STRING else (
        "", f"text, not {_short(v)}" if type(v) is not str else
        f"at most {MAX_STRING:,} characters")


def _int_checker(v: Any) -> Found:
    return None if type(v) is int and -MAX_INT <= v <= MAX_INT else (
        "", f"a whole number, not {_short(v)}" if type(v) is not int else
        f"within ±{MAX_INT:,}")


def _number_checker(v: Any) -> Found:
    t = type(v)
    if t is int or t is float:
        if math.isfinite(v) and -MAX_FLOAT <= v <= MAX_FLOAT:
            return None
        return "", f"a finite number within ±{MAX_FLOAT:g}"
    return "", f"a number, not {_short(v)}"


def _bool_checker(v: Any) -> Found:
    return None if type(v) is bool else ("", f"true or false, not {_short(v)}")


def _null_checker(v: Any) -> Found:
    return None if v is None else ("", f"null, not {_short(v)}")


# `_build`'s table: the builder of each kind of generic type (by its origin), the checker of
# each plain type
_BY_ORIGIN: tuple[tuple[Any, Callable[[Any], Checker]], ...] = (
    (Annotated, _annotated_checker), (Literal, _literal_checker), (Union, _union_checker),
    (types.UnionType, _union_checker), (list, _list_checker), (dict, _dict_checker))
_PLAIN: tuple[tuple[Any, Checker], ...] = (
    (str, _text_checker), (int, _int_checker), (float, _number_checker),
    (bool, _bool_checker), (_NONE, _null_checker))


def event_problem(kind: Any, data: Any) -> str | None:
    """What is wrong with an event of `kind` carrying `data`; None if nothing is."""
    td = EVENT_DATA.get(kind) if isinstance(kind, str) else None
    if td is None:
        return f"kind: no version of tabletop logs an event {_short(kind)}"
    return problem(data, td, "data")


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
