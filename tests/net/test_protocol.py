"""The wire protocol's bounds: every message refused with a reason, never an exception of
another kind; chat text; invites."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.model.limits import MAX_CHAT, MAX_NET_MESSAGE
from tabletop.model.textcheck import TextRefused, check_json
from tabletop.net import protocol as P


def _raw(**d) -> bytes:
    return json.dumps({"proto": 1, **d}).encode()


@pytest.mark.parametrize("data, code", [
    (b"x" * (MAX_NET_MESSAGE + 1), P.ErrorCode.TOO_BIG),
    (b"{not json", P.ErrorCode.MALFORMED),
    (b"\xff\xfe\x00", P.ErrorCode.MALFORMED),
    (b"[1, 2]", P.ErrorCode.MALFORMED),
    (b"[" * 100 + b"]" * 100, P.ErrorCode.MALFORMED),
    (b'{"proto": 1, "kind": "x"}', P.ErrorCode.MALFORMED),
    (b'{"proto": 2, "kind": "hello"}', P.ErrorCode.PROTO),
    (b'{"kind": "hello"}', P.ErrorCode.PROTO),
    (_raw(kind="command", id="c1"), P.ErrorCode.MALFORMED),
    (_raw(kind="command", id="", command={}), P.ErrorCode.MALFORMED),
    (_raw(kind="command", id="c1", command={}, seq="3"), P.ErrorCode.MALFORMED),
    (_raw(kind="chat", text=7), P.ErrorCode.MALFORMED),
    (_raw(kind="chat", text="x" * (MAX_CHAT + 1)), P.ErrorCode.MALFORMED),
    (_raw(kind="chat", text=" \x00\u202e "), P.ErrorCode.MALFORMED),
    (_raw(kind="update", seq=-1, view=None), P.ErrorCode.MALFORMED),
    (b'{"proto": 1, "kind": "hello", "n": 1' + b"0" * 5000 + b"}", P.ErrorCode.MALFORMED),
])
def test_bad_messages_are_refused_with_a_code(data, code):
    with pytest.raises(P.ProtocolError) as err:
        P.parse_message(data)
    assert err.value.code == code
    reply = P.error_message(err.value)
    assert reply["kind"] == "error" and reply["code"] == str(code) and reply["message"]
    P.parse_message(P.encode(reply))  # the reply itself is a good message


def test_expected_kinds_only():
    with pytest.raises(P.ProtocolError):
        P.parse_message(_raw(kind="welcome", seq=0, view={}), expect=P.REQUESTS)
    assert P.parse_message(_raw(kind="hello"), expect=P.REQUESTS)["kind"] == "hello"


def test_encode_refuses_over_the_limit():
    with pytest.raises(P.ProtocolError) as err:
        P.encode(P.message(P.Kind.CHAT, text="x" * MAX_NET_MESSAGE))
    assert err.value.code == P.ErrorCode.TOO_BIG


def test_chat_is_plain_text():
    assert P.clean_chat("  hi\tthere\u202e\x07 ") == "hi there"
    assert P.clean_chat("<b>bold</b>") == "<b>bold</b>"  # shown as plain text, never markup
    assert len(P.clean_chat("é" * MAX_CHAT)) == MAX_CHAT


def test_subjects_never_carry_seat_names():
    g = P.new_game_id()
    assert P.GAME_ID.fullmatch(g)
    assert P.cmd_subject(g, "p1") == f"tt.{g}.cmd.p1"
    assert P.view_subject(g, "p1") == f"tt.{g}.view.p1"
    assert P.view_subject(g, "w2") == P.public_subject(g) == f"tt.{g}.view.public"
    assert P.inbox_prefix(g, "p1") == f"_INBOX_{g}_p1"


def test_invite_round_trip_and_errors(tmp_path):
    from tabletop.net.server import _make_certificate
    pem = _make_certificate(tmp_path, ["example.org"]).pem
    inv = P.Invite(url="tls://example.org:4222", game="abcdefghij", seat="Ann / ../x",
                   token="p0", user="abcdefghij-p0", password="pw", certificate=pem)
    path = P.write_invite(tmp_path, inv)
    assert path.parent == tmp_path and path.name == "Ann _ .._x.invite"
    assert path.stat().st_mode & 0o077 == 0
    assert P.read_invite(path) == inv
    spec = P.Invite(url="nats://h:1", game="abcdefghij", seat=None, token="w1", user="u",
                    password="p", spectator=True)
    assert P.write_invite(tmp_path, spec).name == "spectator-1.invite"
    good = inv.to_dict()
    for change in ({"format": "x"}, {"proto": 2}, {"url": "http://x:1"}, {"game": "AB"},
                   {"token": "p0.>"}, {"spectator": True}, {"seat": None}, {"password": 3},
                   {"proto": True}, {"proto": 1.0},
                   {"certificate": "-----BEGIN CERTIFICATE-----\n...\n-----END CERTIFICATE-----"},
                   {"certificate": pem.replace("M", "A", 5)}):
        with pytest.raises(P.InviteError):
            P.parse_invite(json.dumps({**good, **change}))
    with pytest.raises(P.InviteError):
        P.parse_invite("not json")
    with pytest.raises(P.InviteError):
        P.read_invite(tmp_path)  # a folder


def test_the_hosts_large_messages_go_packed_and_unpack_bounded():
    view = {"objects": [{"facts": {"name": f"Card {i}", "text": "x" * 500}} for i in range(4000)]}
    msg = P.message(P.Kind.UPDATE, seq=1, view=view)
    data = P.encode(msg, pack=True)
    assert data[:1] == b"\x78" and len(data) < MAX_NET_MESSAGE < len(json.dumps(msg))
    assert P.parse_message(data, packed=True) == msg
    with pytest.raises(P.ProtocolError):  # a seat may not send packed messages
        P.parse_message(data)
    import zlib
    bomb = zlib.compress(b"{" + b" " * (P.MAX_UNPACKED + 10) + b"}", 9)
    assert len(bomb) < MAX_NET_MESSAGE
    with pytest.raises(P.ProtocolError) as err:
        P.parse_message(bomb, packed=True)
    assert err.value.code == P.ErrorCode.TOO_BIG
    with pytest.raises(P.ProtocolError):
        P.parse_message(data[:100], packed=True)
    small = P.encode(P.message(P.Kind.PONG, seq=1), pack=True)
    assert small.startswith(b"{")


def test_a_query_asks_only_the_models_questions():
    from tabletop.rules.engine import QUERY_KINDS
    assert P.QUERY_KINDS == frozenset(QUERY_KINDS)
    ok = {"proto": 1, "kind": "query", "id": "q1", "command": {"kind": "routes",
                                                                "player": "A", "card": "x3"}}
    assert P.parse_message(json.dumps(ok).encode())["command"]["card"] == "x3"
    for bad in ({**ok, "command": {"kind": "draw", "player": "A"}}, {**ok, "id": ""},
                {**ok, "command": "routes"}, {**ok, "seq": -1}):
        with pytest.raises(P.ProtocolError) as err:
            P.parse_message(json.dumps(bad).encode())
        assert err.value.code == P.ErrorCode.MALFORMED
    with pytest.raises(P.ProtocolError):  # a query is a request, never a reply
        P.parse_message(json.dumps(ok).encode(), expect=P.REPLIES)
    answer = {"proto": 1, "kind": "answer", "id": "q1", "ok": True, "routes": ["x"]}
    with pytest.raises(P.ProtocolError):
        P.parse_message(json.dumps(answer).encode(), expect=P.REPLIES)


def test_every_kind_has_a_model_and_a_refusal_names_the_field():
    assert set(P.MESSAGES) == set(P.Kind)
    with pytest.raises(P.ProtocolError) as err:
        P.parse_message(_raw(kind="command", id="c1", command={}, seq="3"))
    assert err.value.message == "command: 'seq' must be a whole number"
    with pytest.raises(P.ProtocolError) as err:
        P.parse_message(_raw(kind="welcome", seq=0, view={}, requests=[{"id": 1}]))
    assert err.value.message.startswith("welcome: a request must have id, by, to")
    with pytest.raises(P.ProtocolError) as err:
        P.parse_message(_raw(kind="query", id="q", command={"kind": "draw"}))
    assert err.value.message == "query: a query asks one of: routes"
    with pytest.raises(P.ProtocolError) as err:
        P.parse_message(_raw(kind="notice", text="x" * 501, paused=True))
    assert err.value.message == "notice: 'text' must be text of at most 500 characters, or null"
    with pytest.raises(P.ProtocolError) as err:
        P.parse_message(_raw(kind="welcome", seq=0, view={}, notice="paused", paused=1))
    assert err.value.message == "welcome: 'paused' must be true or false"
    with pytest.raises(P.ProtocolError) as err:  # the protocol is said before the kind
        P.parse_message(b'{"proto": 2, "kind": "hello2"}')
    assert err.value.code == P.ErrorCode.PROTO


@pytest.mark.parametrize("msg", [
    P.message(P.Kind.HELLO, log="all"), P.message(P.Kind.RESYNC, log=20),
    P.message(P.Kind.COMMAND, id="c1", command={"kind": "draw", "player": "A"}, seq=3),
    P.message(P.Kind.QUERY, id="q1", command={"kind": "routes", "player": "A", "card": "x3"}),
    P.message(P.Kind.UNDO), P.message(P.Kind.CHAT, text="gl hf"), P.message(P.Kind.PING),
    P.message(P.Kind.BYE), P.message(P.Kind.PONG, seq=2),
    P.message(P.Kind.WELCOME, seat="A", game="abcdefghij", seq=0, position=0, players=["A"],
              view={"objects": []}, library=[], log=[], chat=[], seats={"A": "connected"},
              you={"token": "p0", "name": "A"}, requests=[], trust=False),
    P.message(P.Kind.UPDATE, seq=1, position=3, view=None, diff=None, library=None, log=[],
              chat=[], seats={}, requests=[{"id": 1, "by": "B", "to": "A", "kind": "tap",
                                            "details": {}, "objects": [{"zone": "hand",
                                                                        "owner": "A"}],
                                            "hidden": False, "source": None}], trust=True),
    P.message(P.Kind.RESULT, id="c1", ok=True, verdicts=[], seq=1, reason=None, result="done"),
    P.message(P.Kind.ANSWER, id="q1", ok=True, verdicts=[], seq=1, reason=None,
              routes=[{"route": "unmorph", "cost": "{2}", "legal": True, "pay_with": None,
                       "verdicts": []}]),
    P.error(P.ErrorCode.RATE, "too many requests"),
    P.error(P.ErrorCode.PAUSED, "the host can't save: the disk is full; the game is paused"),
    P.message(P.Kind.NOTICE, text="the host can't save: the disk is full; the game is paused",
              paused=True),
    P.message(P.Kind.NOTICE, text=None, paused=False),
])
def test_the_messages_as_built_are_what_the_models_take(msg):
    assert P.parse_message(P.encode(msg)) == msg
    assert P.parse_message(P.encode(msg, pack=True), packed=True) == msg


# -- the text check's fast path (`_surely_clean`): never passes what `check_json` refuses --------

_TEXT = st.text(alphabet=st.sampled_from(['a', '"', '\\', '[', ']', '{', '}', 'é', '\ud800',
                                          '\udfff', '\U0001f600', '\n']), max_size=6)
_JSON = st.recursive(st.none() | st.integers() | _TEXT,
                     lambda kids: st.lists(kids, max_size=3)
                     | st.dictionaries(_TEXT, kids, max_size=3), max_leaves=40)


def _nested(depth: int) -> dict:
    """A ping nested `depth` levels deep (the message itself the first), brackets in a string."""
    value: Any = {"s": "]]}{[[["}
    for k in range(depth - 2):
        value = [value] if k % 2 else {"x": value}
    return {"proto": 1, "kind": "ping", "x": value}


@settings(max_examples=400, deadline=None)
@given(_JSON, st.sampled_from([None, 3, 10_000]))
def test_the_fast_text_check_passes_only_what_the_full_check_passes(doc, limit):
    raw = json.dumps({"v": doc}).encode()  # (ASCII: every surrogate an escape)
    try:
        check_json(json.loads(raw), "m", limit=limit, max_depth=P.MAX_DEPTH)
        clean = True
    except TextRefused:
        clean = False
    assert clean or not P._surely_clean(raw, limit)
    try:  # (as UTF-8: a surrogate can't be written so, and bytes that try are not parsed)
        utf8 = json.dumps({"v": doc}, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return
    assert clean or not P._surely_clean(utf8, limit)


@pytest.mark.parametrize("depth", [P.MAX_DEPTH - 1, P.MAX_DEPTH, P.MAX_DEPTH + 1, 40])
def test_nesting_is_refused_past_max_depth_whatever_the_brackets_in_strings(depth):
    data = json.dumps(_nested(depth)).encode()
    if depth <= P.MAX_DEPTH:
        assert P.parse_message(data)["kind"] == "ping"
        assert P.parse_message(data, packed=True)["kind"] == "ping"
    else:
        for packed in (False, True):
            with pytest.raises(P.ProtocolError, match="nested more than"):
                P.parse_message(data, packed=packed)


def test_a_surrogate_pair_passes_and_a_lone_half_is_refused_in_any_message():
    pair = json.dumps({"proto": 1, "kind": "ping", "x": "\U0001f600" + "[" * 40}).encode()
    assert P.parse_message(pair)["x"].startswith("\U0001f600")
    for half in ('"\\ud83d"', '"\\uDE00 x"', '"a\\udbff"', '"\\uDFFF"', '"\\udc8f"'):
        data = b'{"proto": 1, "kind": "ping", "x": [' + half.encode() + b"]}"
        with pytest.raises(P.ProtocolError, match="lone surrogate"):
            P.parse_message(data, packed=True)
