"""The wire protocol of remote play: subjects, message kinds, parsing with bounds, invites.

Every message is one JSON object in UTF-8, at most `MAX_NET_MESSAGE` bytes (1 MiB) on the wire
(the host's views over 64 KiB go zlib-compressed: see `encode`), with
`"proto": PROTOCOL` and a `kind` (`Kind`). Each kind's fields are a pydantic-validated
TypedDict (`MESSAGES`: `CommandMsg`, `WelcomeMsg`, ...; more fields are kept, unread).
`parse_message(data)` reads one straight from its bytes (`TypeAdapter.validate_json`, a union
picked by `kind`) into a plain dict, or raises `ProtocolError(code, message)` (`code` an
`ErrorCode`, `message` one sentence naming the field that is wrong), never anything else;
`error_message(exc)` is the reply that says it. `encode(msg)` is the bytes to send (messages
are built as dicts, `message(kind, ...)`).

Subjects (all under `tt.<game>.`, see NETDESIGN.md): a seat (or spectator) with token `tok`
sends its requests on `cmd_subject(G, tok)` and receives its updates on `view_subject(G, tok)`
(spectators: `public_subject(G)`); its reply inbox is under `inbox_prefix(G, tok)`. Seat names
never appear in subjects.

Client to host (requests; the reply goes to the client's inbox):

    {"proto":1,"kind":"hello","log":n?}         -> welcome (the last n log lines, default 500;
                                                   "all": every line)
    {"proto":1,"kind":"command","id":"c17","command":{...},"seq":n?} -> result
    {"proto":1,"kind":"resync","log":n?}        -> welcome (the full current view, and log)
    {"proto":1,"kind":"query","id":"q3","command":{...},"seq":n?} -> answer (a question to
                                                   the rules, never logged: `QUERY_KINDS`)
    {"proto":1,"kind":"undo"}                   -> result
    {"proto":1,"kind":"chat","text":"..."}      -> result
    {"proto":1,"kind":"ping"}                   -> pong (a seat's heartbeat, every few seconds)
    {"proto":1,"kind":"bye"}                    -> (no reply) the seat leaves the table

Each request may say which connection sends it, `"conn": "<random id>"` (the seat client makes one
when it starts): a seat has one connection at a time (`net.conns`). A hello takes the seat over;
the host then publishes `{"proto":1,"kind":"error","code":"taken-over","message":...,
"token":T,"conn":<the connection taken over>}` on the seat's view subject, and answers every
other connection's requests with that error.

Host to client:

    welcome: {"proto":1,"kind":"welcome","seat":S|null,"game":G,"seq":n,"position":k,
              "players":[...],"view":{...},"library":[...],"log":[...],"chat":[...],
              "seats":{...},"you":{"token":...,"name":...},"requests":[...],"trust":bool,
              "priority":S|null,"resolving":bool}
    result:  {"proto":1,"kind":"result","id":...,"ok":bool,"verdicts":[...],"seq":n,
              "reason":"..."|null,"result":"done"|"requested"|...,
              "request":n,"to":S}   (request, to: only when the command became a request)
    update:  {"proto":1,"kind":"update","seq":n,"position":k,"view":{...}|null,"diff":null,
              "library":[...],"log":[new lines],"chat":[new messages],"seats":{...},
              "requests":[...],"trust":bool,"priority":S|null,"resolving":bool}

Every message of the host also carries `"run"`: its run (one per host process and game); a
seat takes a welcome of another run whole whatever its seq (the game taken up by another
process) and resyncs on any other message of another run. A hub's host adds `"number"`: the
match's game number, and to every welcome and update of a game with a chess clock (hub.clock)
`"clock": {"remaining": {player: ms}, "running": player|null, "at": unix ms}`: each player's
remaining time as the host measured it at server time `at`, and whose clock runs (the seat
counts the running one down itself until the next message); public.

`trust`: whether table trust is on (rules/authority.py: players act on each other's things
without asking, never seeing another's hidden cards that way); public.
`priority`: the seat that holds priority, null when nobody does; `resolving`: a spell is
resolving (nobody holds priority until its resolution is finished; rules/priority.py); public.

`requests` (every welcome and update, the whole list each time; `[]` when none): the requests
waiting for an answer (rules/h_requests.py), as this seat may see them (spectators: the public
list), each `{"id": n, "by": S, "to": S, "kind": command kind, "details": {public fields of the
command}, "objects": [card], "hidden": bool, "source": card|null}`, a card being `{"object":
"x3", "zone", "owner", "marker"?, "name"?}` when the seat's view shows it (`object`: its id in
that same message's view), else only `{"zone", "owner"}`. The seat asked answers with the
ordinary command `{"kind":"answer","request":n,"accept":bool}`; the seat that asked may send
`{"kind":"withdraw","request":n}` (`WireRequest`, checked by `parse_message`).
    answer:  {"proto":1,"kind":"answer","id":...,"ok":bool,"verdicts":[...],"seq":n,
              "reason":"..."|null,"routes":[{"route","cost","legal","pay_with","verdicts"}]}
    pong:    {"proto":1,"kind":"pong","seq":n}
    bye:     {"proto":1,"kind":"bye","to":token,"reason":"replaced"}   (on the view subject of
              seat `to`: its invite was replaced by the host, `Host.remove_seat`; the server
              closes the connection next. A reason this version does not know is still a bye)
    error:   {"proto":1,"kind":"error","code":"too-big"|"malformed"|"rate"|"proto"|"not-seat"
              |"paused"|"taken-over","message":"one clear sentence"}
    notice:  {"proto":1,"kind":"notice","text":"..."|null,"paused":bool}   (published on the
              view subjects, no seq: the host can't save and the game is paused, or it goes
              on again; a welcome carries the same `notice` and `paused`)

`paused` (an error's code): the host can't save (a full disk...) and changes nothing until it
can; the message says why in words (`durability.NOT_DONE`).

An invite (`Invite`, `write_invite`, `read_invite`) is a small JSON file, `DIR/<seat>.invite` or
`DIR/spectator-<n>.invite`, with the server's address, the game, the seat and its credentials.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import re
import secrets
import string
import weakref
import zlib
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any, Literal, NotRequired, Union

import orjson
from pydantic import AfterValidator, ConfigDict, Field, TypeAdapter, ValidationError, with_config
from typing_extensions import TypedDict

from tabletop import safeio
from tabletop.model.limits import (
    MAX_CHAT,
    MAX_INVITE_BYTES,
    MAX_NET_MESSAGE,
    MAX_PLAYER_NAME,
    MAX_STRING,
)
from tabletop.model.textcheck import TextRefused, check_json, text_problem

PROTOCOL = 1
INVITE_FORMAT = "tabletop-invite/1"
GAME_ID_LENGTH = 10
_GAME_ALPHABET = string.ascii_lowercase + string.digits
GAME_ID = re.compile(r"[a-z0-9]{10}")
TOKEN = re.compile(r"(?:p[0-9]|w[1-9][0-9]{0,2}|host)")
HOST_TOKEN = "host"
MAX_DEPTH = 32  # nesting of one message (a command is a few levels deep)
MAX_ID = 64  # characters of a command's id
MAX_CERTIFICATE = 20_000  # characters of an invite's certificate (PEM), its longest text
PACK_ABOVE = 64 * 1024  # the host's messages larger than this go compressed
MAX_UNPACKED = 64 * 1024 * 1024  # ... and unpack to at most this (a large game's full view)


class Kind(StrEnum):
    """What a message is."""

    HELLO = "hello"
    WELCOME = "welcome"
    COMMAND = "command"
    RESULT = "result"
    QUERY = "query"
    ANSWER = "answer"
    RESYNC = "resync"
    UNDO = "undo"
    CHAT = "chat"
    PING = "ping"
    PONG = "pong"
    BYE = "bye"
    UPDATE = "update"
    ERROR = "error"
    NOTICE = "notice"


REQUESTS = frozenset({Kind.HELLO, Kind.COMMAND, Kind.QUERY, Kind.RESYNC, Kind.UNDO, Kind.CHAT,
                      Kind.PING, Kind.BYE})
REPLIES = frozenset({Kind.WELCOME, Kind.RESULT, Kind.ANSWER, Kind.PONG, Kind.UPDATE,
                     Kind.ERROR})
# the model's questions a query may ask (`rules.engine.QUERY_KINDS`: judged, never logged)
QUERY_KINDS = frozenset({"routes"})
MAX_ROUTES = 16  # routes in one answer (a card has at most four)
MAX_NOTICE = 500  # characters of the host's notice to the table


class ErrorCode(StrEnum):
    TOO_BIG = "too-big"
    MALFORMED = "malformed"
    RATE = "rate"
    PROTO = "proto"
    NOT_SEAT = "not-seat"
    PAUSED = "paused"
    TAKEN_OVER = "taken-over"  # another connection took this seat over (`net.conns`)
    REPLACED = "replaced"  # the invite this request came with was replaced by the host


class ByeReason(StrEnum):
    """Why the host says goodbye to one connection (a `bye` on its view subject)."""

    REPLACED = "replaced"  # the host issued this seat a new invite: the old one is dead
    TAKEN_OVER = "taken-over"  # another connection took this seat over (`net.conns`)


class SeatStatus(StrEnum):
    CONNECTED = "connected"
    DISCONNECTED = "disconnected"


class ProtocolError(ValueError):
    """A message that can't be taken: `code` (an ErrorCode) and one sentence."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


# -- names ------------------------------------------------------------------------------------

def new_game_id() -> str:
    return "".join(secrets.choice(_GAME_ALPHABET) for _ in range(GAME_ID_LENGTH))


def seat_token(index: int) -> str:
    """The token of the player at `index` of `game.state.players`."""
    return f"p{index}"


def spectator_token(n: int) -> str:
    """The token of spectator `n` (from 1)."""
    return f"w{n}"


def is_spectator_token(tok: str) -> bool:
    return tok.startswith("w")


def cmd_subject(game: str, tok: str) -> str:
    return f"tt.{game}.cmd.{tok}"


def view_subject(game: str, tok: str) -> str:
    """Where a seat's updates go; spectators all read `public_subject`."""
    return public_subject(game) if is_spectator_token(tok) else f"tt.{game}.view.{tok}"


def public_subject(game: str) -> str:
    return f"tt.{game}.view.public"


def inbox_prefix(game: str, tok: str) -> str:
    return f"_INBOX_{game}_{tok}"


def own_inbox(reply: str, game: str, tok: str) -> bool:
    """True when `reply` (a request's reply subject) is in the reply inbox of seat `tok`: the
    only place the host answers it (a subject a seat names is never trusted further)."""
    return reply.startswith(inbox_prefix(game, tok) + ".")


def is_protocol(value: Any) -> bool:
    """True for this side's protocol version: an int exactly (not a bool, not a float)."""
    return type(value) is int and value == PROTOCOL


def user_name(game: str, tok: str) -> str:
    return f"{game}-{tok}"


# -- messages ---------------------------------------------------------------------------------

def message(kind: Kind, **fields: Any) -> dict:
    return {"proto": PROTOCOL, "kind": str(kind), **fields}


def error(code: ErrorCode, text: str) -> dict:
    return message(Kind.ERROR, code=str(code), message=text)


def error_message(exc: ProtocolError) -> dict:
    return error(exc.code, exc.message)


def farewell(tok: str, reason: ByeReason) -> dict:
    """The host's goodbye to the connection of seat (or spectator) `tok`."""
    return message(Kind.BYE, to=tok, reason=str(reason))


def json_bytes(doc: Any) -> bytes:
    """Compact JSON as UTF-8 (`json.dumps(doc, ensure_ascii=False, separators=(",", ":"))`,
    encoded): written by orjson (a tenth of the time); what it refuses (a number past 64 bits, a
    key that is not text, a lone surrogate) as before, by `json`."""
    try:
        return orjson.dumps(doc)
    except TypeError:
        return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def encode(msg: dict, *, pack: bool = False) -> bytes:
    """The bytes of a message (compact JSON, UTF-8); with `pack` (the host's views), a message
    over `PACK_ABOVE` bytes goes zlib-compressed (its first byte is then 0x78, never `{`).
    Raises ProtocolError(TOO_BIG) when what goes on the wire is over 1 MiB."""
    data = json_bytes(msg)
    if pack and len(data) > PACK_ABOVE:
        if len(data) > MAX_UNPACKED:
            raise ProtocolError(ErrorCode.TOO_BIG, f"the message is {len(data):,} bytes; at "
                                f"most {MAX_UNPACKED:,} are allowed")
        data = zlib.compress(data, 1)
    if len(data) > MAX_NET_MESSAGE:
        raise ProtocolError(ErrorCode.TOO_BIG, f"the message is {len(data):,} bytes; at most "
                            f"{MAX_NET_MESSAGE:,} are allowed")
    return data


# -- the messages' shapes ------------------------------------------------------------------------
# One pydantic-validated TypedDict per kind (the docstring's fields, bounds and types); a message
# may carry more fields than these (they are kept, unread). `parse_message` gives the plain dict.

Whole = Annotated[int, Field(strict=True, ge=0)]
# the protocol version: an integer exactly (JSON `true` and `1.0` are not 1)
Proto = Annotated[int, Field(strict=True, ge=PROTOCOL, le=PROTOCOL)]
Text = Annotated[str, Field(strict=True)]
Flag = Annotated[bool, Field(strict=True)]
Object = dict[str, Any]
Notice = Annotated[str, Field(strict=True, max_length=MAX_NOTICE)]
MessageId = Annotated[str, Field(strict=True, min_length=1, max_length=MAX_ID)]
ConnId = MessageId  # which connection of the seat sends it (`net.conns`: one at a time)
_MESSAGES = ConfigDict(extra="allow")


def _chat_text(text: str) -> str:
    clean_chat(text)  # ProtocolError for an empty or too long message (said as it is)
    return text


def _asks_a_query(command: dict) -> dict:
    if command.get("kind") not in QUERY_KINDS:
        raise ValueError(f"a query asks one of: {', '.join(sorted(QUERY_KINDS))}")
    return command


@with_config(_MESSAGES)
class HelloMsg(TypedDict):
    proto: Proto
    kind: Literal["hello"]
    log: NotRequired[Literal["all"] | Whole | None]
    conn: NotRequired[ConnId]


@with_config(_MESSAGES)
class ResyncMsg(TypedDict):
    proto: Proto
    kind: Literal["resync"]
    log: NotRequired[Literal["all"] | Whole | None]
    conn: NotRequired[ConnId]


@with_config(_MESSAGES)
class CommandMsg(TypedDict):
    proto: Proto
    kind: Literal["command"]
    id: MessageId
    command: Object
    seq: NotRequired[Whole | None]
    conn: NotRequired[ConnId]


@with_config(_MESSAGES)
class QueryMsg(TypedDict):
    proto: Proto
    kind: Literal["query"]
    id: MessageId
    command: Annotated[Object, AfterValidator(_asks_a_query)]
    seq: NotRequired[Whole | None]
    conn: NotRequired[ConnId]


@with_config(_MESSAGES)
class ChatMsg(TypedDict):
    proto: Proto
    kind: Literal["chat"]
    text: Annotated[Text, AfterValidator(_chat_text)]
    conn: NotRequired[ConnId]


@with_config(_MESSAGES)
class UndoMsg(TypedDict):
    proto: Proto
    kind: Literal["undo"]
    conn: NotRequired[ConnId]


@with_config(_MESSAGES)
class PingMsg(TypedDict):
    proto: Proto
    kind: Literal["ping"]
    conn: NotRequired[ConnId]


@with_config(_MESSAGES)
class ByeMsg(TypedDict):
    proto: Proto
    kind: Literal["bye"]
    conn: NotRequired[ConnId]
    to: NotRequired[Annotated[str, Field(strict=True, pattern=f"^{TOKEN.pattern}$")]]
    reason: NotRequired[Annotated[str, Field(strict=True, max_length=32)]]


@with_config(_MESSAGES)
class WireRequest(TypedDict):
    """A pending request as a welcome or an update carries it (`objects` last: a request with
    another field wrong is said as such first)."""
    id: Annotated[int, Field(strict=True)]
    by: Text
    to: Text
    kind: Text
    details: Object
    hidden: Flag
    source: NotRequired[Object | None]
    objects: list[Object]


@with_config(_MESSAGES)
class ClockMsg(TypedDict):
    """A hosted game's chess clock (hub.clock): each player's remaining ms, measured at
    server time `at` (unix ms), and whose clock runs (none: null)."""
    remaining: Annotated[dict[Text, Whole], Field(max_length=16)]
    running: Text | None
    at: Whole


# a pending request's fields, as a refusal names them
REQUEST_FIELDS = ("id", "by", "to", "kind", "details", "objects", "hidden", "source")


@with_config(_MESSAGES)
class WelcomeMsg(TypedDict):
    proto: Proto
    kind: Literal["welcome"]
    seq: Whole
    view: Object
    log: NotRequired[list[Any]]
    chat: NotRequired[list[Any]]
    trust: NotRequired[Flag]
    priority: NotRequired[Text | None]
    resolving: NotRequired[Flag]
    requests: NotRequired[list[WireRequest]]
    notice: NotRequired[Notice | None]
    paused: NotRequired[Flag]
    clock: NotRequired[ClockMsg | None]


@with_config(_MESSAGES)
class UpdateMsg(TypedDict):
    proto: Proto
    kind: Literal["update"]
    seq: Whole
    view: NotRequired[Any]  # the whole board, or null (a `diff`, or no change to the board)
    log: NotRequired[list[Any]]
    chat: NotRequired[list[Any]]
    trust: NotRequired[Flag]
    priority: NotRequired[Text | None]
    resolving: NotRequired[Flag]
    requests: NotRequired[list[WireRequest]]
    clock: NotRequired[ClockMsg | None]


@with_config(_MESSAGES)
class ResultMsg(TypedDict):
    proto: Proto
    kind: Literal["result"]
    ok: Flag


@with_config(_MESSAGES)
class Route(TypedDict):
    route: Text


@with_config(_MESSAGES)
class AnswerMsg(TypedDict):
    proto: Proto
    kind: Literal["answer"]
    ok: Flag
    routes: NotRequired[Annotated[list[Route], Field(max_length=MAX_ROUTES)] | None]


@with_config(_MESSAGES)
class PongMsg(TypedDict):
    proto: Proto
    kind: Literal["pong"]


@with_config(_MESSAGES)
class NoticeMsg(TypedDict):
    proto: Literal[1]
    kind: Literal["notice"]
    text: Notice | None
    paused: Flag


@with_config(_MESSAGES)
class ErrorMsg(TypedDict):
    proto: Proto
    kind: Literal["error"]
    code: Text
    message: Text


MESSAGES: dict[Kind, type] = {
    Kind.HELLO: HelloMsg, Kind.WELCOME: WelcomeMsg, Kind.COMMAND: CommandMsg,
    Kind.RESULT: ResultMsg, Kind.QUERY: QueryMsg, Kind.ANSWER: AnswerMsg,
    Kind.RESYNC: ResyncMsg, Kind.UNDO: UndoMsg, Kind.CHAT: ChatMsg, Kind.PING: PingMsg,
    Kind.PONG: PongMsg, Kind.BYE: ByeMsg, Kind.UPDATE: UpdateMsg, Kind.ERROR: ErrorMsg,
    Kind.NOTICE: NoticeMsg}

# what a refused field must be: (kind or None for any, the field's path; "*" for any index)
_FIELD_SAYS: dict[tuple[str | None, tuple[str, ...]], str] = {
    (None, ("id",)): f"'id' must be text of 1 to {MAX_ID} characters",
    (None, ("conn",)): f"'conn' must be text of 1 to {MAX_ID} characters",
    (None, ("command",)): "'command' must be an object (the model's command JSON)",
    (None, ("seq",)): "'seq' must be a whole number",
    ("hello", ("log",)): "'log' must be \"all\" or how many of the last lines",
    ("resync", ("log",)): "'log' must be \"all\" or how many of the last lines",
    (None, ("log",)): "'log' must be a list",
    (None, ("chat",)): "'chat' must be a list",
    (None, ("text",)): "'text' must be text",
    (None, ("view",)): "'view' must be an object",
    (None, ("trust",)): "'trust' must be true or false",
    (None, ("priority",)): "'priority' must be a seat's name or null",
    (None, ("resolving",)): "'resolving' must be true or false",
    (None, ("requests",)): "'requests' must be a list",
    (None, ("requests", "*")): "a request must have " + ", ".join(REQUEST_FIELDS),
    (None, ("requests", "*", "objects", "*")): "a request's 'objects' must be objects",
    (None, ("ok",)): "'ok' must be true or false",
    (None, ("routes",)): f"'routes' must be a list of at most {MAX_ROUTES} routes",
    (None, ("notice",)): f"'notice' must be text of at most {MAX_NOTICE} characters, or null",
    ("notice", ("text",)): f"'text' must be text of at most {MAX_NOTICE} characters, or null",
    (None, ("paused",)): "'paused' must be true or false",
    (None, ("clock",)): "'clock' must be each player's remaining ms, who runs, and when",
    (None, ("code",)): "'code' and 'message' must be text",
    (None, ("message",)): "'code' and 'message' must be text",
}


@functools.cache
def _adapter(kinds: frozenset[Kind]) -> TypeAdapter:
    """The messages of `kinds`, one model picked by `kind` (a discriminated union)."""
    models = tuple(MESSAGES[k] for k in sorted(kinds))
    if len(models) == 1:
        return TypeAdapter(models[0])
    union: Any = Annotated[Union[models], Field(discriminator="kind")]  # noqa: UP007
    return TypeAdapter(union)


ALL_KINDS = frozenset(Kind)


def parse_message(data: bytes, *, expect: frozenset[Kind] | None = None,
                  packed: bool = False) -> dict:
    """One message read and checked: size, UTF-8, JSON, an object, the protocol version, a known
    kind (of those in `expect`, if given) and its fields (`MESSAGES`, validated with pydantic
    straight from the bytes). `packed`: a compressed message (from the host) is taken too, up
    to `MAX_UNPACKED` bytes once unpacked (its nesting not walked again: the shape of an
    export). The message as a plain dict; raises ProtocolError."""
    if len(data) > MAX_NET_MESSAGE:
        raise ProtocolError(ErrorCode.TOO_BIG, f"the message is {len(data):,} bytes; at most "
                            f"{MAX_NET_MESSAGE:,} are allowed")
    unpacked = packed and data[:1] == b"\x78"
    raw = _unpack(data) if unpacked else bytes(data)
    try:
        doc = _adapter(ALL_KINDS if expect is None else expect).validate_json(raw)
    except ValidationError as exc:
        raise _refusal(exc, raw, expect, packed, unpacked) from None
    if not unpacked and not _surely_clean(raw, None if packed else MAX_STRING):
        problem = _text_refusal(doc, packed)
        if problem is not None:
            raise problem
    return doc


# in a message's JSON: an escape that may stand for a surrogate (a lone one, or half of a
# pair), a string, and an array or object with none inside it
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
_JSON_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_INNERMOST = re.compile(rb"\[\]|\{\}")
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


def _surely_clean(raw: bytes, limit: int | None) -> bool:
    """Whether `_text_refusal` surely finds nothing wrong with the message read from `raw`
    (JSON that parsed), found at C speed on its bytes: no escape that could make a lone
    surrogate (UTF-8 can't hold one: bytes that tried were refused), no string longer than
    `limit` (none is longer than the whole), nesting at most MAX_DEPTH levels (counted on its
    brackets outside strings, one level taken off per pass). False: `_text_refusal` tells."""
    if (limit is not None and len(raw) > limit) or _SURROGATE_ESCAPE.search(raw):
        return False
    if raw.count(b"[") + raw.count(b"{") <= MAX_DEPTH:
        return True
    rest = _JSON_STRING.sub(b"", raw).translate(None, _NOT_BRACKETS)
    for _ in range(MAX_DEPTH):
        rest, n = _INNERMOST.subn(b"", rest)
        if not rest:
            return True
        if not n:
            return False
    return False


def _text_refusal(doc: Any, packed: bool) -> ProtocolError | None:
    """The message's nesting and strings (`textcheck.check_json`): each valid Unicode text, and
    a client's (never packed) each at most MAX_STRING characters."""
    try:
        check_json(doc, "the message", limit=None if packed else MAX_STRING, max_depth=MAX_DEPTH)
    except TextRefused as exc:
        return ProtocolError(ErrorCode.MALFORMED, str(exc))
    return None


def _unpack(data: bytes) -> bytes:
    unpack = zlib.decompressobj()
    try:
        raw = unpack.decompress(bytes(data), MAX_UNPACKED + 1)
    except zlib.error:
        raise ProtocolError(ErrorCode.MALFORMED, "a packed message that can't be "
                            "unpacked") from None
    if len(raw) > MAX_UNPACKED or unpack.unconsumed_tail:
        raise ProtocolError(ErrorCode.TOO_BIG, f"the message unpacks to more than "
                            f"{MAX_UNPACKED:,} bytes")
    if not unpack.eof:
        raise ProtocolError(ErrorCode.MALFORMED, "a packed message cut short")
    return raw


def _too_deep() -> ProtocolError:
    return ProtocolError(ErrorCode.MALFORMED, f"the message: JSON nested more than {MAX_DEPTH} "
                         f"levels deep")


def _refusal(exc: ValidationError, raw: bytes, expect: frozenset[Kind] | None,
             packed: bool, unpacked: bool) -> ProtocolError:
    """What a refused message is told, in the order the checks read it: not JSON, nested too
    deep or a string that is not valid or too long, not an object, another protocol, an unknown or
    unexpected kind, then its first wrong field."""
    errors = exc.errors()
    first = errors[0]
    if first["type"] == "json_invalid":
        return _unreadable(first["msg"].removeprefix("Invalid JSON: "), raw)
    doc = json.loads(raw)  # (JSON, as pydantic just read it: only what is wrong is asked)
    problem = None if unpacked else _text_refusal(doc, packed)
    if problem is not None:
        return problem
    if not isinstance(doc, dict):
        return ProtocolError(ErrorCode.MALFORMED, "a message must be a JSON object")
    proto = doc.get("proto")
    if not is_protocol(proto):
        return ProtocolError(ErrorCode.PROTO, f"this side speaks protocol {PROTOCOL}, the "
                             f"other side {proto!r}: use the same version of tabletop on both")
    kind = doc.get("kind")
    if not isinstance(kind, str) or kind not in Kind.__members__.values():
        return ProtocolError(ErrorCode.MALFORMED, f"unknown message kind {str(kind)[:40]!r}")
    if expect is not None and Kind(kind) not in expect:
        return ProtocolError(ErrorCode.MALFORMED, f"a {kind!r} message is not expected here")
    return _field_refusal(kind, errors)


def _unreadable(why: str, raw: bytes) -> ProtocolError:
    """What a message that is not JSON (as pydantic reads it) is told: nested too deep, a number
    too long, not UTF-8, a string that is not valid Unicode text (a lone surrogate, `\\ud800`,
    named by `textcheck` where it is), or not JSON at all."""
    if why.startswith("recursion limit"):
        return _too_deep()
    if why.startswith("number out of range"):
        return ProtocolError(ErrorCode.MALFORMED, "the message: a number too long to read")
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return ProtocolError(ErrorCode.MALFORMED, "the message: not UTF-8 text")
    if "surrogate" in why or "hex escape" in why:
        try:  # Python's JSON reads lone surrogates: the check says which string holds one
            check_json(json.loads(raw), "the message", limit=None)
        except TextRefused as exc:
            return ProtocolError(ErrorCode.MALFORMED, str(exc))
        except (ValueError, RecursionError):
            pass
    return ProtocolError(ErrorCode.MALFORMED, f"the message: not JSON: {why[:200]}")


def _field_refusal(kind: str, errors: list) -> ProtocolError:
    """The first wrong field of a `kind` message, said as `KIND: 'field' must be ...`."""
    first = errors[0]
    said = (first.get("ctx") or {}).get("error")
    if isinstance(said, ProtocolError):  # (the chat text's own sentence)
        return said
    loc = first["loc"][1:] if first["loc"][:1] == (kind,) else first["loc"]
    path = tuple("*" if isinstance(p, int) else str(p) for p in loc)
    if said is not None:
        return ProtocolError(ErrorCode.MALFORMED, f"{kind}: {said}")
    for n in range(len(path), 0, -1):
        text = _FIELD_SAYS.get((kind, path[:n])) or _FIELD_SAYS.get((None, path[:n]))
        if text is not None:
            return ProtocolError(ErrorCode.MALFORMED, f"{kind}: {text}")
    return ProtocolError(ErrorCode.MALFORMED, f"{kind}: '{'.'.join(path)}': {first['msg']}")


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")


def clean_chat(text: str) -> str:
    """A chat message as it is kept and shown: plain text, control and direction characters
    taken out, ends stripped; ProtocolError for an empty one, one over MAX_CHAT characters or
    one that is not valid Unicode text (`textcheck`)."""
    problem = text_problem(text, MAX_CHAT)
    if problem is not None:
        raise ProtocolError(ErrorCode.MALFORMED, f"a chat message: {problem}")
    text = _CONTROL.sub("", text.replace("\r\n", "\n").replace("\t", " ")).strip()
    if not text:
        raise ProtocolError(ErrorCode.MALFORMED, "a chat message can't be empty")
    return text


QUICK_MESSAGES = ("ok", "wait", "your turn")  # quick chat messages: plain text like any other


# -- views -----------------------------------------------------------------------------------

def board_diff(old: dict, old_ids: list[str], new: dict, new_ids: list[str]) -> dict | None:
    """What turns the board `old` into `new` (`*_ids`: the view ids of their objects, in board
    order): every field but the objects, and the objects as runs `["c", i, n]` (the old board's
    objects i to i + n - 1, unchanged but for their id) and `["n", [object, ...]]` (new or
    changed ones, whole). The objects' ids are `x1`, `x2`, ... in the order the runs give.
    None when the diff would not be much smaller than the board."""
    from difflib import SequenceMatcher
    ops: list[list] = []
    fresh = 0
    a, b = old["objects"], new["objects"]

    def same(x: dict, y: dict) -> bool:
        return all(x[k] == v for k, v in y.items() if k != "id")

    def copy(i: int, n: int) -> None:
        if ops and ops[-1][0] == "c" and ops[-1][1] + ops[-1][2] == i:
            ops[-1][2] += n
        else:
            ops.append(["c", i, n])

    def add(obj: dict) -> None:
        if ops and ops[-1][0] == "n":
            ops[-1][1].append(obj)
        else:
            ops.append(["n", [obj]])
    matcher = SequenceMatcher(None, old_ids, new_ids, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            for k in range(i2 - i1):
                if same(a[i1 + k], b[j1 + k]):
                    copy(i1 + k, 1)
                else:
                    add(b[j1 + k])
                    fresh += 1
        else:
            for j in range(j1, j2):
                add(b[j])
                fresh += 1
    if fresh > len(b) // 2 + 8:
        return None
    return {"board": {k: v for k, v in new.items() if k != "objects"}, "objects": ops}


def apply_diff(old: dict, diff: dict) -> dict:
    """The board a `board_diff` of `old` describes (the seat's side). ValueError for a diff
    that does not fit `old`."""
    a = old["objects"]
    objects: list[dict] = []
    for op in diff["objects"]:
        if op[0] == "c":
            i, n = int(op[1]), int(op[2])
            if not (0 <= i and n >= 0 and i + n <= len(a)):
                raise ValueError("a diff that does not fit the view")
            objects.extend(dict(o) for o in a[i:i + n])
        elif op[0] == "n":
            objects.extend(dict(o) for o in op[1])
        else:
            raise ValueError("a diff that does not fit the view")
    for i, o in enumerate(objects, 1):
        o["id"] = f"x{i}"
    return {**diff["board"], "objects": objects}


# -- invites ----------------------------------------------------------------------------------

class InviteError(ValueError):
    """An invite that can't be read: one line, `PATH: reason`."""


@dataclass(frozen=True, slots=True)
class Invite:
    url: str
    game: str
    seat: str | None  # the player's name; None for a spectator
    token: str
    user: str
    password: str
    certificate: str | None = None  # PEM of the server's certificate (TLS only), pinned
    spectator: bool = False
    proto: int = PROTOCOL

    def to_dict(self) -> dict:
        d: dict[str, Any] = {"format": INVITE_FORMAT, "proto": self.proto, "url": self.url,
                             "game": self.game, "seat": self.seat, "spectator": self.spectator,
                             "token": self.token, "user": self.user, "password": self.password}
        if self.certificate:
            d["certificate"] = self.certificate
        return d

    @property
    def label(self) -> str:
        """Who this invite is for, as a person reads it."""
        return self.seat if self.seat is not None else f"spectator {self.token[1:]}"


def invite_filename(inv: Invite) -> str:
    if inv.spectator:
        return f"spectator-{inv.token[1:]}.invite"
    return f"{safe_filename(inv.seat or inv.token)}.invite"


def safe_filename(name: str) -> str:
    """A seat's name as a file name: path separators, control characters and leading dots
    replaced; never empty."""
    out = re.sub(r"[\x00-\x1f\x7f/\\:*?\"<>|]", "_", name).lstrip(".").strip()
    return out[:100] or "seat"


def write_invite(folder: str | os.PathLike, inv: Invite) -> Path:
    """Write `inv` into `folder` (created if needed), readable by its owner only."""
    from tabletop.storage.files import PRIVATE, write_atomic
    path = Path(folder)
    path.mkdir(parents=True, exist_ok=True)
    target = path / invite_filename(inv)
    data = json.dumps(inv.to_dict(), ensure_ascii=False, indent=1).encode("utf-8") + b"\n"
    write_atomic(target, data, backup=False, mode=PRIVATE)
    return target


def parse_invite(text: str | bytes, where: str = "the invite") -> Invite:
    """An invite read from its text (a file's, or pasted); InviteError says what is wrong."""
    if len(text) > MAX_INVITE_BYTES:
        raise InviteError(f"{where}: more than {MAX_INVITE_BYTES:,} bytes; not an invite")
    try:
        doc = safeio.parse_json(text, where, max_depth=4, max_string=MAX_CERTIFICATE)
    except safeio.FileRefused as exc:
        raise InviteError(str(exc)) from None
    if not isinstance(doc, dict) or doc.get("format") != INVITE_FORMAT:
        raise InviteError(f"{where}: not a tabletop invite (format {INVITE_FORMAT!r})")
    if not is_protocol(doc.get("proto")):
        raise InviteError(f"{where}: made for protocol {doc.get('proto')!r}; this tabletop "
                          f"speaks {PROTOCOL}: use the same version as the host")

    def text_field(name: str, limit: int = 1000, optional: bool = False) -> str | None:
        v = doc.get(name)
        if v is None and optional:
            return None
        if not isinstance(v, str) or not v or len(v) > limit:
            raise InviteError(f"{where}: '{name}' must be text of 1 to {limit} characters")
        return v
    url = text_field("url")
    assert url is not None
    if not re.fullmatch(r"(nats|tls)://[^\s/]+:[0-9]{1,5}", url):
        raise InviteError(f"{where}: 'url' must be nats://HOST:PORT or tls://HOST:PORT")
    game = text_field("game")
    if not GAME_ID.fullmatch(game or ""):
        raise InviteError(f"{where}: 'game' must be 10 letters and digits")
    token = text_field("token")
    if not TOKEN.fullmatch(token or ""):
        raise InviteError(f"{where}: 'token' is not a seat's or a spectator's")
    spectator = doc.get("spectator", False)
    if not isinstance(spectator, bool) or spectator != is_spectator_token(token or ""):
        raise InviteError(f"{where}: 'spectator' must say whether the token is a spectator's")
    seat = text_field("seat", MAX_PLAYER_NAME, optional=True)
    if (seat is None) != spectator:
        raise InviteError(f"{where}: 'seat' names the player, and is null for a spectator")
    certificate = _pinnable(text_field("certificate", MAX_CERTIFICATE, optional=True), where)
    return Invite(url=url, game=game or "", seat=seat, token=token or "",
                  user=text_field("user") or "", password=text_field("password") or "",
                  certificate=certificate, spectator=spectator)


def _pinnable(certificate: str | None, where: str) -> str | None:
    """An invite's certificate, when it is PEM holding a certificate a TLS context can pin;
    InviteError otherwise."""
    import ssl
    if certificate is not None:
        try:
            ssl.create_default_context(cadata=certificate)
        except (ssl.SSLError, ValueError):
            raise InviteError(f"{where}: 'certificate' is not a PEM certificate (the invite "
                              "was changed or damaged: ask the host for a new one)") from None
    return certificate


def read_invite(path: str | os.PathLike) -> Invite:
    try:
        data = safeio.read_bytes(path, MAX_INVITE_BYTES, "invites")
    except safeio.FileRefused as exc:
        raise InviteError(str(exc)) from None
    return parse_invite(data, str(path))


# -- connections ------------------------------------------------------------------------------

def tls_context(certificate: str | None):
    """An SSL context that trusts exactly this certificate (the invite's), or None."""
    if not certificate:
        return None
    import ssl
    ctx = ssl.create_default_context(cadata=certificate)
    ctx.check_hostname = False  # the certificate itself is pinned
    return ctx


def describe(exc: BaseException) -> str:
    """One sentence for a NATS or socket error."""
    text = str(exc).strip() or type(exc).__name__
    return text[:300]


async def connect(url: str, timeout: float, *, what: str, patient: bool = False,
                  **options: Any) -> Any:
    """A nats-py connection that reconnects by itself once made, or NetError (one sentence,
    with the server's own reason: a refused password, a refused certificate, nobody there)
    when it can't be made within `timeout` seconds. A refusal (`refusal`: a wrong password, a
    certificate that is not the pinned one) ends the wait at once, as trying again can't help;
    unless `patient` (the host on an existing deployment, waiting for its users to be
    installed)."""
    import asyncio

    from nats.aio.client import Client

    from .errors import NetError
    errors: list[BaseException] = []
    refused: asyncio.Future[str] = asyncio.get_running_loop().create_future()

    async def on_error(exc: BaseException) -> None:
        errors.append(exc)
        del errors[:-5]
        why = refusal(exc)
        if why is not None and not patient and not refused.done():
            refused.set_result(why)
    nc = Client()
    opts: dict[str, Any] = {"allow_reconnect": True, "max_reconnect_attempts": -1,
                            "reconnect_time_wait": 0.25, "connect_timeout": min(5.0, timeout),
                            "error_cb": on_error, **options}
    connecting = asyncio.ensure_future(nc.connect(url, **opts))
    try:
        waits: list[asyncio.Future[Any]] = [connecting, refused]
        await asyncio.wait(waits, timeout=timeout,
                           return_when=asyncio.FIRST_COMPLETED)
        if connecting.done() and not refused.done():
            connecting.result()  # (its exception, if the connection failed)
        else:
            why = refused.result() if refused.done() else describe(
                errors[-1] if errors else TimeoutError("no answer in time"))
            raise NetError(f"can't connect to {what}: {why}")
    except BaseException as exc:
        connecting.cancel()
        with contextlib.suppress(Exception):
            await nc.close()
        if isinstance(exc, (NetError, asyncio.CancelledError)):
            raise
        raise NetError(f"can't connect to {what}: {refusal(exc) or describe(exc)}") from None
    denied: list[str] = []  # later errors: the subjects refused are kept (`check_permitted`)

    async def on_later_error(exc: BaseException) -> None:
        if "permissions violation" in str(exc).lower():
            denied.append(describe(exc))
            del denied[:-5]
    nc._error_cb = on_later_error  # (the others, reconnections: the requests say them)
    _DENIED[nc] = denied
    return nc


_DENIED: weakref.WeakKeyDictionary[Any, list[str]] = weakref.WeakKeyDictionary()


async def check_permitted(nc: Any, what: str) -> None:
    """After subscribing: NetError when the server refused a subject of this connection (an
    invite whose game or seat was changed: its user may not use them), said at once rather
    than as a host that does not answer."""
    import asyncio
    import contextlib

    from .errors import NetError
    with contextlib.suppress(Exception):  # (a connection that broke: the requests say it)
        await nc.flush(timeout=5)
    for _ in range(3):  # the error callback runs as a task of its own: let it run first
        if _DENIED.get(nc):
            break
        await asyncio.sleep(0.01)
    if _DENIED.get(nc):
        raise NetError(f"can't join through {what}: the server refused this invite's subjects "
                       "(its game or seat was changed): ask the host for a new invite")


def refusal(exc: BaseException) -> str | None:
    """What a connection error means, when the server refused us (trying again can't help):
    a user name or password it does not know, or a certificate that is not the pinned one."""
    import ssl
    text = str(exc).lower()
    if any(w in text for w in ("authorization violation", "authentication expired",
                               "authentication revoked")):
        return ("the server refused the invite's user name or password (the invite was "
                "replaced by a new one, or changed): ask the host for a new invite")
    if isinstance(exc, ssl.SSLCertVerificationError) or "certificate verify failed" in text:
        return ("the server's certificate is not the one the invite pins (the invite was "
                "changed, or this is not the host's server): ask the host for a new invite")
    return None


