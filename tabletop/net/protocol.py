"""The wire protocol of remote play: subjects, message kinds, parsing with bounds, invites.

Every message is one JSON object in UTF-8, at most `MAX_NET_MESSAGE` bytes (1 MiB) on the wire
(the host's views over 64 KiB go zlib-compressed: see `encode`), with
`"proto": PROTOCOL` and a `kind` (`Kind`). `parse_message(data)` reads one or raises
`ProtocolError(code, message)` (`code` an `ErrorCode`, `message` one sentence), never anything
else; `error_message(exc)` is the reply that says it. `encode(msg)` is the bytes to send.

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

Host to client:

    welcome: {"proto":1,"kind":"welcome","seat":S|null,"game":G,"seq":n,"position":k,
              "players":[...],"view":{...},"library":[...],"log":[...],"chat":[...],
              "seats":{...},"you":{"token":...,"name":...},"requests":[...],"trust":bool}
    result:  {"proto":1,"kind":"result","id":...,"ok":bool,"verdicts":[...],"seq":n,
              "reason":"..."|null,"result":"done"|"requested"|...,
              "request":n,"to":S}   (request, to: only when the command became a request)
    update:  {"proto":1,"kind":"update","seq":n,"position":k,"view":{...}|null,"diff":null,
              "library":[...],"log":[new lines],"chat":[new messages],"seats":{...},
              "requests":[...],"trust":bool}

`trust`: whether table trust is on (rules/authority.py: players act on each other's things
without asking, never seeing another's hidden cards that way); public.

`requests` (every welcome and update, the whole list each time; `[]` when none): the requests
waiting for an answer (rules/h_requests.py), as this seat may see them (spectators: the public
list), each `{"id": n, "by": S, "to": S, "kind": command kind, "details": {public fields of the
command}, "objects": [card], "hidden": bool, "source": card|null}`, a card being `{"object":
"x3", "zone", "owner", "marker"?, "name"?}` when the seat's view shows it (`object`: its id in
that same message's view), else only `{"zone", "owner"}`. The seat asked answers with the
ordinary command `{"kind":"answer","request":n,"accept":bool}`; the seat that asked may send
`{"kind":"withdraw","request":n}` (`REQUEST_FIELDS`, checked by `parse_message`).
    answer:  {"proto":1,"kind":"answer","id":...,"ok":bool,"verdicts":[...],"seq":n,
              "reason":"..."|null,"routes":[{"route","cost","legal","pay_with","verdicts"}]}
    pong:    {"proto":1,"kind":"pong","seq":n}
    error:   {"proto":1,"kind":"error","code":"too-big"|"malformed"|"rate"|"proto"|"not-seat",
              "message":"one clear sentence"}

An invite (`Invite`, `write_invite`, `read_invite`) is a small JSON file, `DIR/<seat>.invite` or
`DIR/spectator-<n>.invite`, with the server's address, the game, the seat and its credentials.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import secrets
import string
import zlib
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any

from tabletop import safeio
from tabletop.model.limits import MAX_CHAT, MAX_INVITE_BYTES, MAX_NET_MESSAGE, MAX_PLAYER_NAME

PROTOCOL = 1
INVITE_FORMAT = "tabletop-invite/1"
GAME_ID_LENGTH = 10
_GAME_ALPHABET = string.ascii_lowercase + string.digits
GAME_ID = re.compile(r"[a-z0-9]{10}")
TOKEN = re.compile(r"(?:p[0-9]|w[1-9][0-9]{0,2}|host)")
HOST_TOKEN = "host"
MAX_DEPTH = 32  # nesting of one message (a command is a few levels deep)
MAX_ID = 64  # characters of a command's id
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


REQUESTS = frozenset({Kind.HELLO, Kind.COMMAND, Kind.QUERY, Kind.RESYNC, Kind.UNDO, Kind.CHAT,
                      Kind.PING, Kind.BYE})
REPLIES = frozenset({Kind.WELCOME, Kind.RESULT, Kind.ANSWER, Kind.PONG, Kind.UPDATE,
                     Kind.ERROR})
# the model's questions a query may ask (`rules.engine.QUERY_KINDS`: judged, never logged)
QUERY_KINDS = frozenset({"routes"})
MAX_ROUTES = 16  # routes in one answer (a card has at most four)


class ErrorCode(StrEnum):
    TOO_BIG = "too-big"
    MALFORMED = "malformed"
    RATE = "rate"
    PROTO = "proto"
    NOT_SEAT = "not-seat"


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


def user_name(game: str, tok: str) -> str:
    return f"{game}-{tok}"


# -- messages ---------------------------------------------------------------------------------

def message(kind: Kind, **fields: Any) -> dict:
    return {"proto": PROTOCOL, "kind": str(kind), **fields}


def error(code: ErrorCode, text: str) -> dict:
    return message(Kind.ERROR, code=str(code), message=text)


def error_message(exc: ProtocolError) -> dict:
    return error(exc.code, exc.message)


def encode(msg: dict, *, pack: bool = False) -> bytes:
    """The bytes of a message (compact JSON, UTF-8); with `pack` (the host's views), a message
    over `PACK_ABOVE` bytes goes zlib-compressed (its first byte is then 0x78, never `{`).
    Raises ProtocolError(TOO_BIG) when what goes on the wire is over 1 MiB."""
    data = json.dumps(msg, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if pack and len(data) > PACK_ABOVE:
        if len(data) > MAX_UNPACKED:
            raise ProtocolError(ErrorCode.TOO_BIG, f"the message is {len(data):,} bytes; at "
                                f"most {MAX_UNPACKED:,} are allowed")
        data = zlib.compress(data, 1)
    if len(data) > MAX_NET_MESSAGE:
        raise ProtocolError(ErrorCode.TOO_BIG, f"the message is {len(data):,} bytes; at most "
                            f"{MAX_NET_MESSAGE:,} are allowed")
    return data


def parse_message(data: bytes, *, expect: frozenset[Kind] | None = None,
                  packed: bool = False) -> dict:
    """One message read and checked: size, UTF-8, JSON, an object, the protocol version, a known
    kind (of those in `expect`, if given) and its fields' types. `packed`: a compressed message
    (from the host) is taken too, up to `MAX_UNPACKED` bytes once unpacked. Raises
    ProtocolError."""
    if len(data) > MAX_NET_MESSAGE:
        raise ProtocolError(ErrorCode.TOO_BIG, f"the message is {len(data):,} bytes; at most "
                            f"{MAX_NET_MESSAGE:,} are allowed")
    if packed and data[:1] == b"\x78":
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
        try:  # (the host's view: the shape of an export, not walked for its depth again)
            doc = json.loads(raw)
        except (ValueError, RecursionError) as exc:
            raise ProtocolError(ErrorCode.MALFORMED, f"a packed message that is not JSON: "
                                f"{str(exc)[:100]}") from None
    else:
        try:
            doc = safeio.parse_json(bytes(data), "the message", max_depth=MAX_DEPTH)
        except safeio.FileRefused as exc:
            raise ProtocolError(ErrorCode.MALFORMED, str(exc)) from None
    if not isinstance(doc, dict):
        raise ProtocolError(ErrorCode.MALFORMED, "a message must be a JSON object")
    proto = doc.get("proto")
    if proto != PROTOCOL:
        raise ProtocolError(ErrorCode.PROTO, f"this side speaks protocol {PROTOCOL}, the other "
                            f"side {proto!r}: use the same version of tabletop on both")
    kind = doc.get("kind")
    if not isinstance(kind, str) or kind not in Kind.__members__.values():
        raise ProtocolError(ErrorCode.MALFORMED, f"unknown message kind {str(kind)[:40]!r}")
    k = Kind(kind)
    if expect is not None and k not in expect:
        raise ProtocolError(ErrorCode.MALFORMED, f"a {kind!r} message is not expected here")
    _check_fields(k, doc)
    return doc


def _check_fields(k: Kind, doc: dict) -> None:
    def bad(text: str) -> ProtocolError:
        return ProtocolError(ErrorCode.MALFORMED, f"{k}: {text}")
    if k in (Kind.COMMAND, Kind.QUERY):
        cid = doc.get("id")
        if not isinstance(cid, str) or not 0 < len(cid) <= MAX_ID:
            raise bad(f"'id' must be text of 1 to {MAX_ID} characters")
        if not isinstance(doc.get("command"), dict):
            raise bad("'command' must be an object (the model's command JSON)")
        seq = doc.get("seq")
        if seq is not None and (not isinstance(seq, int) or isinstance(seq, bool) or seq < 0):
            raise bad("'seq' must be a whole number")
        if k == Kind.QUERY and doc["command"].get("kind") not in QUERY_KINDS:
            raise bad(f"a query asks one of: {', '.join(sorted(QUERY_KINDS))}")
    elif k in (Kind.HELLO, Kind.RESYNC):
        tail = doc.get("log")
        if tail is not None and tail != "all" and (
                not isinstance(tail, int) or isinstance(tail, bool) or tail < 0):
            raise bad("'log' must be \"all\" or how many of the last lines")
    elif k == Kind.CHAT:
        text = doc.get("text")
        if not isinstance(text, str):
            raise bad("'text' must be text")
        clean_chat(text)  # raises for an empty or too long message
    elif k in (Kind.WELCOME, Kind.UPDATE):
        seq = doc.get("seq")
        if not isinstance(seq, int) or isinstance(seq, bool) or seq < 0:
            raise bad("'seq' must be a whole number")
        view = doc.get("view")
        if k == Kind.WELCOME and not isinstance(view, dict):
            raise bad("'view' must be an object")
        for name in ("log", "chat"):
            if name in doc and not isinstance(doc[name], list):
                raise bad(f"'{name}' must be a list")
        _check_requests(doc, bad)
    elif k in (Kind.RESULT, Kind.ANSWER):
        if not isinstance(doc.get("ok"), bool):
            raise bad("'ok' must be true or false")
        routes = doc.get("routes")
        if k == Kind.ANSWER and routes is not None and (
                not isinstance(routes, list) or len(routes) > MAX_ROUTES
                or not all(isinstance(r, dict) and isinstance(r.get("route"), str)
                           for r in routes)):
            raise bad(f"'routes' must be a list of at most {MAX_ROUTES} routes")
    elif k == Kind.ERROR:
        if not isinstance(doc.get("code"), str) or not isinstance(doc.get("message"), str):
            raise bad("'code' and 'message' must be text")


# a pending request as a welcome or an update carries it: field -> the types it may have
REQUEST_FIELDS: dict[str, tuple[type, ...]] = {
    "id": (int,), "by": (str,), "to": (str,), "kind": (str,), "details": (dict,),
    "objects": (list,), "hidden": (bool,), "source": (dict, type(None))}


def _check_requests(doc: dict, bad: Any) -> None:
    """A welcome's or an update's `requests` (optional) and `trust` (optional)."""
    if "trust" in doc and not isinstance(doc["trust"], bool):
        raise bad("'trust' must be true or false")
    if "requests" not in doc:
        return
    requests = doc["requests"]
    if not isinstance(requests, list):
        raise bad("'requests' must be a list")
    for r in requests:
        if not isinstance(r, dict) or any(
                not isinstance(r.get(k), types) or (k == "id" and isinstance(r[k], bool))
                for k, types in REQUEST_FIELDS.items()):
            raise bad("a request must have " + ", ".join(REQUEST_FIELDS))
        if not all(isinstance(o, dict) for o in r["objects"]):
            raise bad("a request's 'objects' must be objects")


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2066-\u2069]")


def clean_chat(text: str) -> str:
    """A chat message as it is kept and shown: plain text, control and direction characters
    taken out, ends stripped; ProtocolError for an empty one or one over MAX_CHAT characters."""
    if len(text) > MAX_CHAT:
        raise ProtocolError(ErrorCode.MALFORMED, f"a chat message is at most {MAX_CHAT} "
                            f"characters; this one has {len(text)}")
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
    from tabletop.storage.files import write_atomic
    path = Path(folder)
    path.mkdir(parents=True, exist_ok=True)
    target = path / invite_filename(inv)
    data = json.dumps(inv.to_dict(), ensure_ascii=False, indent=1).encode("utf-8") + b"\n"
    write_atomic(target, data, backup=False)
    os.chmod(target, 0o600)
    return target


def parse_invite(text: str | bytes, where: str = "the invite") -> Invite:
    """An invite read from its text (a file's, or pasted); InviteError says what is wrong."""
    if len(text) > MAX_INVITE_BYTES:
        raise InviteError(f"{where}: more than {MAX_INVITE_BYTES:,} bytes; not an invite")
    try:
        doc = safeio.parse_json(text, where, max_depth=4)
    except safeio.FileRefused as exc:
        raise InviteError(str(exc)) from None
    if not isinstance(doc, dict) or doc.get("format") != INVITE_FORMAT:
        raise InviteError(f"{where}: not a tabletop invite (format {INVITE_FORMAT!r})")
    if doc.get("proto") != PROTOCOL:
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
    return Invite(url=url, game=game or "", seat=seat, token=token or "",
                  user=text_field("user") or "", password=text_field("password") or "",
                  certificate=text_field("certificate", 20_000, optional=True),
                  spectator=spectator)


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


async def connect(url: str, timeout: float, *, what: str, **options: Any) -> Any:
    """A nats-py connection that reconnects by itself once made, or NetError (one sentence,
    with the server's own reason: a refused password, a refused certificate, nobody there)
    when it can't be made within `timeout` seconds."""
    import asyncio

    from nats.aio.client import Client

    from .errors import NetError
    errors: list[BaseException] = []

    async def on_error(exc: BaseException) -> None:
        errors.append(exc)
        del errors[:-5]
    nc = Client()
    opts: dict[str, Any] = {"allow_reconnect": True, "max_reconnect_attempts": -1,
                            "reconnect_time_wait": 0.25, "connect_timeout": min(5.0, timeout),
                            "error_cb": on_error, **options}
    try:
        await asyncio.wait_for(nc.connect(url, **opts), timeout)
    except asyncio.CancelledError:
        with contextlib.suppress(Exception):
            await nc.close()
        raise
    except Exception as exc:  # noqa: BLE001 - a timeout, a refusal, a socket error: a sentence
        with contextlib.suppress(Exception):
            await nc.close()
        why = errors[-1] if errors else exc
        raise NetError(f"can't connect to {what}: {describe(why)}") from None
    nc._error_cb = _quiet  # later errors (permissions, reconnects): the requests say them
    return nc


async def _quiet(exc: BaseException) -> None:
    return None
