"""Save format v11: the shape of a save file, as pydantic v2 types with bounds on everything.

Two kinds of file share the header (`"format": "tabletop-save"`, `schema_version`, `kind`,
`app_version` that wrote the file, `created_with` the version that started the game, so the rules
its log was first played under, times, title, rules mode, players):

- `kind: "game"`: a whole game. The card facts of every card, the players, the initial setup,
  the random seed and the log (each command with who gave it, what the rules said, and the events
  with their primitive changes). Loading replays the log.
- `kind: "shared"`: a redacted export, the game as one seat may know it (see `review.py`). It holds
  a board and journal lines, not a replayable log, and opens read-only.

Log entries leave defaults out (`actor` null, `result` "done", no `verdicts`, no `events`; an
event without `data` or `changes`). Primitive changes are stored without the values they
replace, which replay reads back from the state: `["set", card, field, new]`, `["g", field,
new]`, `["order", zone, new_order]`, `["move", card, to_zone, index]`, `["eff-", index]`,
`["card-", card]`, `["facts-", key]`; `eff+`, `card+` and `facts+` as in `tabletop.model.state`.

The types are TypedDicts, so validating JSON bytes gives plain dicts shaped exactly like the file
(nothing added, nothing coerced: strict mode). Commands are a union discriminated on `kind`,
generated from `tabletop.model.commands`, and so are events, one type per kind with its data
typed, generated from `tabletop.model.events.EVENT_DATA` (`pydantic_type` turns the model's
TypedDicts and bounds into these), so the two cannot drift apart. The structured values that
primitive changes carry (markers, permissions, effects, added cards) are typed in the model too;
the replay checks them (`tabletop.storage.replay.Checker`). `python -m
tabletop.storage.schema` rewrites `resources/schema/save-v11.schema.json` (the files of earlier
versions stay beside it, as they were); a test fails when the file and these types disagree.

Versions: v1 (the first release); v2 adds the card facts' text (`oracle_text` per face,
`printed_text` by language, `flavor_name`) and `scryfall_id`, `image_uris.normal`, so that a
save reads on a machine without the card database. A v1 file is a v2 file (every field it has
means the same), so its migration only moves the version. v3 (issue 12: a whole game on the
table) adds the setup's starting `life` (one total for every player, or one per player; 20 when
absent), `player_counters` and `top_revealed` (who plays with the top card of their library
revealed, 401.5), a setup at the `pregame` step (turn 0: players are taking
mulligans), the commands and events of the table actions (life, counters on players, tokens,
dice, coins, notes, arrows, untap all, the library tools, the top card revealed and
mulligans), and renames the event
kind `created_token` to `token_created` (SCENARIOS.md's name); the migration from v2 renames it
in the log (and the journal key `log.created_token` in a shared export's lines). Within v3
(before any release), issue 13 added the optional `back` of `play` (a modal double-faced card's
back face, 712.12) and the game field `cleanup_priority` that `g` changes may set (514.3a):
every file written before them still reads the same.
v4 (issue 13: abilities come from copiable values) adds the optional `hints` of a copy
effect's values (the copied card's ability facts, `AbilityFacts`); a v3 file has none and means
the same in v4.
v5 (issue 16: positions) lets a setup card start exiled face down (`face_down: {"exile": true,
"may_look": [players]}`) and known to players beyond its place (`known`), so that any position
(a save with an empty log) can be written; a v4 file has neither and means the same in v5.
v6 (issue 15: chat) adds the command `chat` and its event `said` (a line of chat by a seat or a
spectator, public, changing nothing); a v5 file has none and means the same in v6.
v7 (seat authority) adds the commands `answer`, `withdraw` and `set_trust`, the result
`requested` (an action on another seat's things became a request), the events `requested`,
`request_answered`, `request_withdrawn`, `request_void` and `trust_changed`, the game fields
`requests` (the requests waiting for an answer, `events.Request`), `next_request` and `trust`
that `g` changes set, and the setup's optional `trust` (table trust from the start); a v6 file
has none of them and means the same in v7 (no requests, trust off). Within v7, issue 26 added
the optional `modes` of the command `resolve` and of its event `resolved` (a modal spell's chosen
modes, 700.2) and the ability fact `face_up_gain_life` (Mastery of the Unseen's life gain): every
file written before them still reads the same.
v8 (issue 28: speed at scale) adds the optional `checkpoint` of a game, before its log: the board
after the whole log (`checkpoint.py`), which a window paints before the log is checked against
it; a v7 file has none and loads by replaying its log, as before.
v9 (issue 29: priority) adds the commands `pass_priority` and `finish_resolution`, their events
`priority_passed` and `resolution_finished` and the event `priority` (who receives it), and the
game fields `priority` (who holds it, or null), `priority_passed` (who passed in succession) and
`resolving` (the spell whose resolution is under way) that `g` changes set and a checkpoint
holds; a v8 file has none of them, and its checkpoint gets the fields a replay of its log gives
(`migrations._v8_to_v9`).
v10 (issue 28: speed at scale) adds the optional `checkpoints` of a long game, after its
`checkpoint`: the board every few thousand log entries (`checkpoint.CHECKPOINT_EVERY`), each
stored as a step from the one before (the first from the setup's board), which a load checks
against its log as it replays it and a seek (`review.game_at`) starts from; a v9 file has none
and seeks from its setup, as before.
v11 (issue 31: replays) adds the optional `bookmarks` of a game, after its `checkpoints`: marks
on log positions (`entry`, 0 to the log's length, as `review.game_at` counts), each with a note
(plain text: at most `MAX_BOOKMARK_NOTE` characters, no control characters but a line break)
and the `lens` it was written in (a seat, or null for the judge's full view); a redacted export
may carry those of its own seat (`bookmarks.py`). A v10 file has none and means the same in v11.
"""

from __future__ import annotations

import json
import re
import sys
import types
import typing
from dataclasses import MISSING, fields
from functools import lru_cache
from typing import Annotated, Any, Literal, NotRequired, Required, Union

from pydantic import ConfigDict, Field, StringConstraints, TypeAdapter
from typing_extensions import TypeAliasType, TypedDict

from tabletop.model import events as E
from tabletop.model.commands import COMMANDS
from tabletop.model.modes import Result
from tabletop.model.setup import MODES
from tabletop.model.state import METHODS, NUMBERERS, PREGAME, STEPS, ZONES
from tabletop.rules.engine import QUERY_KINDS

FORMAT = "tabletop-save"
SCHEMA_VERSION = 11
SCHEMA_FILE = f"save-v{SCHEMA_VERSION}.schema.json"
# what a logged command's entry may say became of it (a refused command is never logged)
RESULTS = tuple(r.value for r in Result if r is not Result.REFUSED)

# -- limits (one set for the whole app, tabletop.model.limits; a test checks each one) --
from tabletop.model.limits import (  # noqa: E402
    MAX_ARROWS,
    MAX_CARDS,
    MAX_COUNT,
    MAX_COUNTER_NAME,
    MAX_EVENTS,
    MAX_FILE_BYTES,  # noqa: F401 (the storage's file limit)
    MAX_FLOAT,
    MAX_INT,
    MAX_LIFE,
    MAX_LIST,
    MAX_MAP,
    MAX_NOTE,
    MAX_PLAYER_NAME,
    MAX_PLAYERS,
    MAX_PRINTED_TEXTS,
    MAX_REQUESTS,
    MAX_RULES_TEXT,
    MAX_SHORT,
    MAX_STRING,
    MAX_URL,
)

CONFIG = ConfigDict(extra="forbid", strict=True, str_max_length=MAX_STRING)

Str = Annotated[str, StringConstraints(max_length=MAX_STRING)]
Short = Annotated[str, StringConstraints(min_length=1, max_length=MAX_SHORT)]
Int = Annotated[int, Field(ge=-MAX_INT, le=MAX_INT, strict=True)]
Count = Annotated[int, Field(ge=0, le=MAX_INT, strict=True)]
Float = Annotated[float, Field(ge=-MAX_FLOAT, le=MAX_FLOAT, allow_inf_nan=False, strict=True)]
Timestamp = Annotated[str, StringConstraints(pattern=r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$",
                                             max_length=20)]
Player = Annotated[str, StringConstraints(min_length=1, max_length=MAX_PLAYER_NAME)]
RulesText = Annotated[str, StringConstraints(max_length=MAX_RULES_TEXT)]
Url = Annotated[str, StringConstraints(min_length=8, max_length=MAX_URL, pattern=r"^https?://")]

# Any JSON value, bounded: what event data and primitive changes hold. Tried left to right, the
# commonest first (a third of the time of pydantic's "smart" union on a long log); every member
# is strict, so no value is taken for another kind.
Json = TypeAliasType("Json", Annotated[Union[  # noqa: UP007 (a recursive alias needs Union)
    Str, Int, None, Annotated[bool, Field(strict=True)],
    Annotated[list["Json"], Field(max_length=MAX_LIST)],
    Annotated[dict[Str, "Json"], Field(max_length=MAX_MAP)], Float],
    Field(union_mode="left_to_right")])


def _td(name: str, spec: dict[str, Any], doc: str = "") -> type:
    cls = TypedDict(name, spec, total=False)
    cls.__pydantic_config__ = CONFIG  # type: ignore[attr-defined]
    cls.__doc__ = doc or name
    return cls


# ---------------------------------------------------------------- the model's typed payloads
_FROM_MODEL: dict[type, type] = {}
_LIST, _DICT = typing.cast(Any, list), typing.cast(Any, dict)  # types built at run time
# a number field keeps a whole number whole (a strict float would turn 3 into 3.0)
Number = Annotated[Union[Int, Float], Field(union_mode="left_to_right")]  # noqa: UP007


def pydantic_type(tp: Any) -> Any:
    """The pydantic type of one of `tabletop.model.events`' types: TypedDicts become strict
    ones (extra keys refused), `Range` and `Length` become bounds, and text, whole numbers,
    numbers and lists get the bounds of `tabletop.model.limits` unless narrowed."""
    origin = typing.get_origin(tp)
    if origin in (Required, NotRequired):
        return origin[pydantic_type(typing.get_args(tp)[0])]
    if origin is Annotated:
        base, *meta = typing.get_args(tp)
        out = pydantic_type(base)
        for m in meta:
            if isinstance(m, E.Range):
                out = Annotated[out, Field(ge=m.lo, le=m.hi)]
            elif isinstance(m, E.Length) and base is str:
                out = Annotated[out, StringConstraints(min_length=m.lo, max_length=m.hi)]
            elif isinstance(m, E.Length):
                out = Annotated[out, Field(min_length=m.lo, max_length=m.hi)]
        return out
    if origin is Literal:
        return tp
    if origin is Union or origin is types.UnionType:
        return Union[tuple(pydantic_type(m) for m in typing.get_args(tp))]  # noqa: UP007
    if origin is list:
        (item,) = typing.get_args(tp)
        return Annotated[_LIST[pydantic_type(item)], Field(max_length=MAX_LIST)]
    if origin is dict:
        k, v = typing.get_args(tp)
        return Annotated[_DICT[pydantic_type(k), pydantic_type(v)], Field(max_length=MAX_MAP)]
    if typing.is_typeddict(tp):
        out = _FROM_MODEL.get(tp)
        if out is None:
            hints = E.typed_fields(tp)
            spec = {k: (Required if k in tp.__required_keys__ else NotRequired)[
                pydantic_type(E._strip(t))] for k, t in hints.items()}
            out = _FROM_MODEL[tp] = _td(tp.__name__, spec, (tp.__doc__ or "").strip())
        return out
    simple = {str: Str, int: Int, float: Number, bool: Annotated[bool, Field(strict=True)],
              type(None): type(None)}
    if tp in simple:
        return simple[tp]
    raise TypeError(f"no pydantic type for {tp!r}")


# ---------------------------------------------------------------- card facts (Scryfall names)
Face = _td("Face", {
    "name": Required[Short], "mana_cost": Annotated[str, StringConstraints(max_length=300)] | None,
    "type_line": Annotated[str, StringConstraints(max_length=300)] | None,
    "power": Short | None, "toughness": Short | None, "loyalty": Short | None,
    "colors": Annotated[list[Literal["W", "U", "B", "R", "G"]], Field(max_length=5)] | None,
    "oracle_text": RulesText | None,
}, "One face of a card.")

ImageUris = _td("ImageUris", {"normal": Url | None},
                "Where the card's image is (Scryfall's `normal` size).")

Facts = _td("Facts", {
    "name": Required[Short], "layout": Short | None,
    "mana_cost": Annotated[str, StringConstraints(max_length=300)] | None,
    "type_line": Annotated[str, StringConstraints(max_length=600)] | None,
    "power": Short | None, "toughness": Short | None, "loyalty": Short | None,
    "colors": Annotated[list[Literal["W", "U", "B", "R", "G"]], Field(max_length=5)] | None,
    "card_faces": Annotated[list[Face], Field(min_length=1, max_length=4)] | None,
    "morph": Short | None, "megamorph": Short | None, "disguise": Short | None,
    "keywords": Annotated[list[Short], Field(max_length=100)] | None,
    "hints": Annotated[dict[Short, Json], Field(max_length=20)] | None,
    "names": Annotated[dict[Short, Short], Field(max_length=50)] | None,
    "set": Short | None, "collector_number": Short | None,
    "oracle_text": RulesText | None, "flavor_name": Short | None,
    "printed_text": Annotated[dict[Short, RulesText], Field(max_length=MAX_PRINTED_TEXTS)] | None,
    "scryfall_id": Short | None, "image_uris": ImageUris | None,
}, "The facts printed on a card (Scryfall field names), see tabletop.model.cards.")

# ---------------------------------------------------------------- the initial setup
Marker = _td("SetupMarker", {
    "method": Required[Literal[METHODS]], "order": Annotated[int, Field(ge=1, le=10_000_000)]
    | None, "source": Short | None, "chars": pydantic_type(E.MarkerChars) | None,
}, "How a card starts face down.")

ExileSetupMarker = _td("SetupExileMarker", {
    "exile": Required[Literal[True]],
    "may_look": Annotated[list[Player], Field(max_length=MAX_PLAYERS)],
}, "How a card starts exiled face down: only the players in `may_look` may look at it (406.3; "
   "absent: its owner).")

SetupCard = _td("SetupCard", {
    "id": Required[Short], "facts": Required[Short], "owner": Required[Player],
    "zone": Required[Literal[ZONES]], "controller": Player | None,
    "tapped": bool, "token": bool, "transformed": bool,
    "counters": Annotated[dict[Annotated[str, StringConstraints(max_length=40)],
                               Annotated[int, Field(ge=0, le=100_000, strict=True)]],
                          Field(max_length=100)],
    "damage": Annotated[int, Field(ge=0, le=1_000_000, strict=True)],
    "attached_to": Short | None,
    "pos": Annotated[list[Float], Field(min_length=2, max_length=2)] | None,
    "face_down": Marker | ExileSetupMarker | None,
    "known": Annotated[list[Player], Field(max_length=MAX_PLAYERS)],
}, "One card of the initial setup; `known`: the players who know it beyond those who know it "
   "by its place (a card they looked at).")

Turn = _td("Turn", {
    "active": Player, "number": Annotated[int, Field(ge=0, le=100_000, strict=True)],
    "step": Literal[(*STEPS, PREGAME)],  # pregame: turn number 0 (the setup checks the pair)
    "lands_played": Annotated[dict[Player, Annotated[int, Field(ge=0, le=100)]],
                              Field(max_length=MAX_PLAYERS)],
}, "The turn a game starts at.")

LifeTotal = Annotated[int, Field(ge=-MAX_LIFE, le=MAX_LIFE, strict=True)]
PlayerCounters = Annotated[dict[Player, Annotated[dict[
    Annotated[str, StringConstraints(min_length=1, max_length=MAX_COUNTER_NAME)],
    Annotated[int, Field(ge=0, le=MAX_COUNT, strict=True)]], Field(max_length=100)]],
    Field(max_length=MAX_PLAYERS)]
Setup = _td("Setup", {
    "players": Required[Annotated[list[Player], Field(min_length=1, max_length=MAX_PLAYERS)]],
    "turn": Turn, "mode": Literal[MODES],
    "restrictions": Annotated[list[Short], Field(max_length=20)],
    "cards": Annotated[list[SetupCard], Field(max_length=MAX_CARDS)],
    "life": LifeTotal | Annotated[dict[Player, LifeTotal], Field(max_length=MAX_PLAYERS)],
    "player_counters": PlayerCounters,
    "top_revealed": Annotated[list[Player], Field(max_length=MAX_PLAYERS)],
    "trust": bool,
}, "The initial setup (tabletop.model.setup) without its facts, which the save holds apart; "
   "`life`: the starting life total of every player, or of each (20 when absent, 103.4); "
   "`top_revealed`: the players who play with the top card of their library revealed (401.5); "
   "`trust`: table trust from the start (off when absent).")


# ---------------------------------------------------------------- commands (from the model)
def _field_type(hint: Any) -> Any:
    text = str(hint)
    optional = "None" in text
    if "tuple" in text:
        t: Any = Annotated[list[Str], Field(max_length=1000)]
    elif "dict" in text:
        t = Annotated[dict[Str, Json], Field(max_length=100)]
    elif "int" in text and "str" not in text:
        t = Annotated[int, Field(ge=-1_000_000, le=1_000_000, strict=True)]
    elif "float" in text:
        t = Float
    elif "bool" in text:
        t = bool
    else:
        t = Str
    return t | None if optional else t


def _command_types() -> list[type]:
    out = []
    for kind, cls in sorted(COMMANDS.items()):
        if kind in QUERY_KINDS:  # questions are never logged
            continue
        hints = typing.get_type_hints(cls)
        spec: dict[str, Any] = {"kind": Required[Literal[kind]]}
        for f in fields(cls):
            t = _field_type(hints[f.name])
            spec[f.name] = Required[t] if f.default is MISSING else NotRequired[t]
        name = "Cmd_" + "".join(w.capitalize() for w in kind.split("_"))
        out.append(_td(name, spec, (cls.__doc__ or "").strip() or f"The {kind} command."))
    return out


Command = Annotated[Union[tuple(_command_types())], Field(discriminator="kind")]  # noqa: UP007

Change = Annotated[list[Json], Field(min_length=2, max_length=4)]
# What the fast loader takes for a change: anything (the replay checks it, change by change,
# against the state and the same bounds; see `fast_adapter`).
LooseChange = Any


def _event_types(change: Any, suffix: str = "") -> Any:
    """One type per kind of event (`tabletop.model.events.EVENT_DATA`), told apart by `kind`:
    what happened, with its data and the primitive changes (tabletop.model.state) that made it
    happen. Data that is always there is required (a save leaves out only empty data)."""
    changes = Annotated[list[change], Field(max_length=MAX_LIST)]
    members = []
    for kind, data in sorted(E.EVENT_DATA.items()):
        name = "Event_" + "".join(w.capitalize() for w in kind.split("_")) + suffix
        must = Required if typing.cast(Any, data).__required_keys__ else NotRequired
        members.append(_td(name, {
            "kind": Required[Literal[kind]], "data": must[pydantic_type(data)],
            "changes": changes}, f"The {kind} event: " + (data.__doc__ or "").strip()))
    return Annotated[Union[tuple(members)], Field(discriminator="kind")]  # noqa: UP007


def _entry_types(change: Any, suffix: str = "") -> tuple[Any, type]:
    event = _event_types(change, suffix)
    entry = _td("Entry" + suffix, {
        "command": Required[Command], "actor": Player | None,
        "result": Literal[RESULTS],
        "verdicts": Annotated[list[Short], Field(max_length=200)],
        "events": Annotated[list[event], Field(max_length=MAX_LIST)],
    }, "One command as it was carried out: who gave it (absent: no one in particular), what came "
       "of it (absent: done), the verdicts the rules said and the events that followed.")
    return event, entry


Event, Entry = _entry_types(Change)
_FastEvent, _FastEntry = _entry_types(LooseChange, "Fast")

_HEADER: dict[str, Any] = {
    "format": Required[Literal[FORMAT]],
    "schema_version": Required[Annotated[int, Field(ge=SCHEMA_VERSION, le=SCHEMA_VERSION,
                                                    strict=True)]],
    "app_version": Required[Short], "created_with": Required[Short],
    "created": Required[Timestamp],
    "modified": Required[Timestamp], "title": Required[Str | None],
    "rules_mode": Required[Literal[MODES]],
    "players": Required[Annotated[list[Player], Field(min_length=1, max_length=MAX_PLAYERS)]],
}

# ---------------------------------------------------------------- checkpoints (v8)
_Players = Annotated[list[Player], Field(max_length=MAX_PLAYERS)]
_PlayerCounts = Annotated[dict[Player, Count], Field(max_length=MAX_PLAYERS)]
CheckpointGame = _td("CheckpointGame", {
    "turn": Required[Annotated[int, Field(ge=0, le=MAX_INT, strict=True)]],
    "active": Required[Player], "step": Required[Literal[(*STEPS, PREGAME)]],
    "lands_played": Required[_PlayerCounts],
    **{k: Required[Count] for k in NUMBERERS},
    "ended": Required[bool], "left": Required[_Players], "mode": Required[Literal[MODES]],
    "restrictions": Required[Annotated[list[Short], Field(max_length=20)]],
    "life": Required[Annotated[dict[Player, LifeTotal], Field(max_length=MAX_PLAYERS)]],
    "player_counters": Required[PlayerCounters],
    "arrows": Required[Annotated[list[pydantic_type(E.Arrow)], Field(max_length=MAX_ARROWS)]],
    "mulligans": Required[_PlayerCounts], "bottom_due": Required[_PlayerCounts],
    "kept": Required[_Players], "top_revealed": Required[_Players],
    "cleanup_priority": Required[bool],
    "requests": Required[Annotated[list[pydantic_type(E.Request)],
                                   Field(max_length=MAX_REQUESTS)]],
    "trust": Required[bool],
    # v9: priority (tabletop.rules.priority)
    "priority": Required[Player | None], "priority_passed": Required[_Players],
    "resolving": Required[Short | None],
}, "The game's own fields at a checkpoint (`tabletop.model.state.GAME_FIELDS`).")

Checkpoint = _td("Checkpoint", {
    "entries": Required[Count],
    "game": Required[CheckpointGame],
    "cards": Required[Annotated[list[pydantic_type(E.CardRecord)], Field(max_length=MAX_CARDS)]],
    "zones": Required[Annotated[dict[Short, Annotated[list[Short], Field(max_length=MAX_CARDS)]],
                                Field(max_length=MAX_PLAYERS * 5 + 2)]],
    "effects": Required[Annotated[list[pydantic_type(E.Effect)], Field(max_length=MAX_LIST)]],
    "facts": Annotated[dict[Short, Facts], Field(max_length=MAX_CARDS)],
    "facts_gone": Annotated[list[Short], Field(max_length=MAX_CARDS)],
}, "The board after the first `entries` log entries (`checkpoint.py`): the game's fields, "
   "every card (`CardRecord`, defaults left out), each zone's order, the continuous effects, "
   "and the card facts added (`facts`) or gone (`facts_gone`) since the setup.")

MAX_CHECKPOINTS = 1_000  # (a load checks each against the board: bounded as hostile files are)
CheckpointStep = _td("CheckpointStep", {
    "entries": Required[Annotated[int, Field(ge=1, le=MAX_EVENTS, strict=True)]],
    "game": Required[CheckpointGame],
    "cards": Required[Annotated[list[pydantic_type(E.CardRecord)], Field(max_length=MAX_CARDS)]],
    "gone": Annotated[list[Short], Field(max_length=MAX_CARDS)],
    "zones": Required[Annotated[dict[Short, Annotated[list[Short], Field(max_length=MAX_CARDS)]],
                                Field(max_length=MAX_PLAYERS * 5 + 2)]],
    "effects_gone": Annotated[list[Annotated[int, Field(ge=0, le=MAX_INT, strict=True)]],
                              Field(max_length=MAX_LIST)],
    "effects": Annotated[list[pydantic_type(E.Effect)], Field(max_length=MAX_LIST)],
    "facts": Annotated[dict[Short, Facts], Field(max_length=MAX_CARDS)],
    "facts_drop": Annotated[list[Short], Field(max_length=MAX_CARDS)],
    "facts_gone": Annotated[list[Short], Field(max_length=MAX_CARDS)],
}, "The board after the first `entries` log entries as a step from the checkpoint before it "
   "(the first: from the setup's board; `checkpoint.step`): the game's fields, the cards that "
   "differ in the game's order (a card `gone`, or out of its place, is listed in `gone`, and "
   "again in `cards` at the end when it is back), the zones that differ, the continuous "
   "effects when they differ (those before but the ids `effects_gone`, then `effects`), the "
   "card facts added since the setup that are new or differ (`facts`) or are no more "
   "(`facts_drop`), and the setup's card facts gone (`facts_gone`), when they differ.")

# ---------------------------------------------------------------- bookmarks (v11)
MAX_BOOKMARKS = 10_000
MAX_BOOKMARK_NOTE = 1_000  # characters in a bookmark's note
# no control characters (C0, DEL, C1) but the line break
NOTE_PATTERN = r"^[^\u0000-\u0009\u000b-\u001f\u007f-\u009f]*$"
Bookmark = _td("Bookmark", {
    "entry": Required[Annotated[int, Field(ge=0, le=MAX_EVENTS, strict=True)]],
    "note": Required[Annotated[str, StringConstraints(max_length=MAX_BOOKMARK_NOTE,
                                                      pattern=NOTE_PATTERN)]],
    "lens": Required[Player | None],
}, "A bookmark on a log position (`entry`: after that many entries, as `review.game_at` "
   "counts), its note (plain text) and the lens it was written in: a seat, or null for the "
   "judge's full view (a note that may name cards no seat knew).")
_Bookmarks = Annotated[list[Bookmark], Field(max_length=MAX_BOOKMARKS)]

_GAME_HEAD: dict[str, Any] = {
    **_HEADER, "kind": Required[Literal["game"]],
    "seed": Required[Annotated[int, Field(ge=0, le=2**63 - 1, strict=True)]],
    "facts": Required[Annotated[dict[Short, Facts], Field(max_length=MAX_CARDS)]],
    "setup": Required[Setup],
    "checkpoint": Checkpoint,
    "checkpoints": Annotated[list[CheckpointStep], Field(max_length=MAX_CHECKPOINTS)],
    "bookmarks": _Bookmarks,
}


def _game_save(entry: type, suffix: str = "") -> type:
    return _td("GameSave" + suffix, {
        **_GAME_HEAD, "log": Required[Annotated[list[entry], Field(max_length=MAX_EVENTS)]],
    }, "A whole game: setup, seed and log; loading replays the log.")


GameSave = _game_save(Entry)
_FastGameSave = _game_save(_FastEntry, "Fast")
_GameHead = _td("GameHead", _GAME_HEAD, "A whole game but its log.")

# ---------------------------------------------------------------- redacted exports
ViewMarker = _td("ViewMarker", {
    "order": Required[Annotated[int, Field(ge=1, le=MAX_INT, strict=True)]],
    "method": Required[Literal[METHODS]], "source": Required[Str | None],
}, "The public marker of a face-down object: its number, how it went face down, the source.")

_Words = Annotated[list[Str], Field(max_length=100)]
ViewChars = _td("ViewChars", {
    "name": Required[Str | None],
    "mana_cost": Required[Annotated[str, StringConstraints(max_length=MAX_SHORT)] | None],
    "mana_value": Required[Count], "colors": Required[
        Annotated[list[Literal["W", "U", "B", "R", "G"]], Field(max_length=5)]],
    "supertypes": Required[_Words], "types": Required[_Words], "subtypes": Required[_Words],
    "power": Required[Int | None], "toughness": Required[Int | None],
    "abilities": Required[Annotated[list[Str], Field(max_length=1000)]],
    "controller": Required[Player],
}, "An object's characteristics now (tabletop.model.chars.Characteristics).")

ViewPermission = _td("ViewPermission", {
    "player": Required[Player], "source": Required[Str],
    "until": Required[Literal["end_of_turn", "end_of_your_next_turn"]],
    "until_turn": Required[Int],
}, "Who may play this card, from which effect, until when.")

SharedObject = _td("SharedObject", {
    "id": Required[Short], "zone": Required[Literal[ZONES]], "owner": Required[Player],
    "index": Required[Count], "known": Required[bool], "controller": Required[Player | None],
    "facts": Required[Facts | None], "chars": Required[ViewChars | None],
    "face_down": Required[bool], "marker": Required[ViewMarker | None],
    "tapped": Required[bool], "counters": Required[dict[
        Annotated[str, StringConstraints(min_length=1, max_length=40)],
        Annotated[int, Field(ge=0, le=100_000, strict=True)]]],
    "damage": Required[Annotated[int, Field(ge=0, le=1_000_000, strict=True)]],
    "attached_to": Required[Short | None],
    "pos": Required[Annotated[list[Number], Field(min_length=2, max_length=2)] | None],
    "revealed": Required[bool], "transformed": Required[bool],
    "permission": Required[ViewPermission | None], "token": Required[bool],
    "note": Required[Annotated[str, StringConstraints(min_length=1, max_length=MAX_NOTE)]
                     | None],
}, "One object as the seat may know it; `facts` only when `known`; `note`: a permanent's "
   "public note.")

ArrowEnd = _td("ArrowEnd", {"player": Player, "object": Short},
               "One end of an arrow: a player, or an object of the board (exactly one).")
ViewArrow = _td("ViewArrow", {"by": Required[Player], "frm": Required[ArrowEnd],
                              "to": Required[ArrowEnd]},
                "An arrow on the table, drawn by `by`.")

RequestObject = _td("RequestObject", {
    "object": Short, "zone": Short, "owner": Player, "name": Short,
    "marker": Annotated[int, Field(ge=1, le=MAX_INT, strict=True)],
}, "A card a request names, as the seat may see it: its id on the board where the seat sees it "
   "(`object`), its name where the seat knows it, its face-down marker; else only its zone and "
   "owner.")
ViewRequest = _td("ViewRequest", {
    "id": Required[Annotated[int, Field(ge=1, le=MAX_INT, strict=True)]],
    "by": Required[Player], "to": Required[Player], "kind": Required[Short],
    "details": Required[dict[Short, Json]], "hidden": Required[bool],
    "objects": Required[Annotated[list[RequestObject], Field(max_length=200)]],
    "source": Required[RequestObject | None],
}, "A request waiting for an answer (seat authority): `by` asks `to` to allow an action of "
   "`kind` (its public `details`) on `objects`.")

Board = _td("Board", {
    "turn": Required[Annotated[int, Field(ge=0, le=MAX_INT, strict=True)]],
    "active": Required[Player], "step": Required[Literal[(*STEPS, PREGAME)]],
    "mode": Required[Literal[MODES]], "ended": Required[bool],
    "left": Required[list[Player]], "lands_played": Required[dict[Player, Count]],
    "library_counts": Required[dict[Player, Count]],
    "hand_counts": Required[dict[Player, Count]],
    "objects": Required[Annotated[list[SharedObject], Field(max_length=MAX_CARDS)]],
    "life": Required[Annotated[dict[Player, LifeTotal], Field(max_length=MAX_PLAYERS)]],
    "player_counters": Required[PlayerCounters],
    "arrows": Required[Annotated[list[ViewArrow], Field(max_length=MAX_ARROWS)]],
    "requests": Annotated[list[ViewRequest], Field(max_length=MAX_REQUESTS)],
    "trust": bool,
}, "The public board plus what the seat may know: life totals, counters on players and arrows "
   "are public; `requests` (absent: none) waiting for an answer, and `trust` (absent: off), "
   "are public too, their cards named as the seat may see them.")

LogLine = _td("LogLine", {
    "n": Required[Count], "key": Required[Short], "params": Required[dict[Str, Json]],
    "text": Required[Str],
}, "One journal line (tabletop.rules.journal), as the seat saw it.")

SharedSave = _td("SharedSave", {
    **_HEADER, "kind": Required[Literal["shared"]], "seat": Required[Player | None],
    "position": Required[Count], "board": Required[Board],
    "bookmarks": _Bookmarks,
    "log": Required[Annotated[list[LogLine], Field(max_length=MAX_EVENTS)]],
}, "A redacted export: the game as one seat may know it; opens read-only. `bookmarks`: those "
   "of its seat's lens (v11).")

SaveFile = Annotated[Union[GameSave, SharedSave], Field(discriminator="kind")]  # noqa: UP007

# a redacted export without its log: what an export checks of itself before its journal lines
# (`storage.review`; `shapegen` compiles its checks)
SharedHead = _td("SharedHead", {k: v for k, v in SharedSave.__annotations__.items()
                                if k != "log"}, "A redacted export but its journal lines.")


@lru_cache(maxsize=1)
def adapter() -> TypeAdapter:
    """The format with every bound checked (what the JSON Schema says; messages come from here)."""
    return TypeAdapter(SaveFile)


_FastSaveFile = Annotated[Union[_FastGameSave, SharedSave],  # noqa: UP007
                          Field(discriminator="kind")]


@lru_cache(maxsize=1)
def fast_adapter() -> TypeAdapter:
    """The format with each primitive change taken as it is (a third of the validation time of a
    long log). Only for a document whose changes the replay then checks one by one, against the
    state, their types and the bounds of `Json` (`replay.Checker`); the loader falls back to
    `adapter()` for its messages whenever it refuses a file. Events and their data are checked
    as `adapter()` checks them."""
    return TypeAdapter(_FastSaveFile)


@lru_cache(maxsize=1)
def fast_pieces() -> tuple[TypeAdapter, TypeAdapter]:
    """`fast_adapter()` in two pieces: a game file without its log, and a list of log entries
    (for a file validated a chunk of its lines at a time, see `codec.parse_document`)."""
    return TypeAdapter(_GameHead), TypeAdapter(list[_FastEntry])


def json_schema() -> dict:
    schema = adapter().json_schema()
    schema = {"$schema": "https://json-schema.org/draft/2020-12/schema",
              "$id": f"https://tabletop.invalid/schema/{SCHEMA_FILE}",
              "title": f"tabletop save file, format v{SCHEMA_VERSION}", **schema}
    return schema


def schema_text() -> str:
    return json.dumps(json_schema(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def meaning(doc: Any) -> Any:
    """A JSON Schema reduced to what it means, for comparing two (the bundled file and what this
    pydantic writes): a length bound that the string's anchored `pattern` already implies is
    left out (pydantic 2.14 writes the config's `maxLength` beside `^[a-z_]{1,40}$`, 2.13 does
    not: the same strings pass). Parsed JSON, so layout and key order never count."""
    if isinstance(doc, list):
        return [meaning(v) for v in doc]
    if not isinstance(doc, dict):
        return doc
    out = {k: meaning(v) for k, v in doc.items()}
    width = _pattern_width(out.get("pattern"))
    if width is not None:
        lo, hi = width
        if isinstance(out.get("maxLength"), int) and hi <= out["maxLength"]:
            del out["maxLength"]
        if isinstance(out.get("minLength"), int) and lo >= out["minLength"]:
            del out["minLength"]
    return out


def _pattern_width(pattern: Any) -> tuple[int, int] | None:
    """(shortest, longest) string an anchored pattern (`^...$`) matches, or None."""
    if not isinstance(pattern, str) or not pattern.startswith("^") or not pattern.endswith("$") \
            or pattern.endswith("\\$"):
        return None
    import re._parser as sre_parse  # type: ignore[import-not-found]  # (the parser of `re`)
    try:
        return sre_parse.parse(pattern).getwidth()
    except (re.error, TypeError, ValueError, OverflowError):
        return None


def main(argv: list[str] | None = None) -> int:
    """`python -m tabletop.storage.schema [--check]`: write (or check) the bundled schema. The
    check compares what the two schemas mean (`meaning`), not their bytes."""
    from tabletop.resources import resource
    path = resource("schema", SCHEMA_FILE)
    argv = sys.argv[1:] if argv is None else argv
    if "--check" in argv:
        same = path.is_file() and meaning(json.loads(path.read_text(encoding="utf-8"))) == \
            meaning(json_schema())
        print(f"{path}: {'up to date' if same else 'out of date'}")
        return 0 if same else 1
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(schema_text(), encoding="utf-8")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
