"""Text from the network, over a real nats-server (issue 25 item 1): a 41-byte chat line with a
lone surrogate, from a seat or a spectator, poisoned the game (every journal write failed from
then on, no seat got updates, stopping the host exited 70, resuming went back to before it).
Now every string of every request is checked where it enters (`textcheck`, in
`protocol.parse_message`): the message is refused with a clear answer, nothing enters the game or
its journal, and the table goes on for everyone."""

from __future__ import annotations

import asyncio
import json

from tabletop.model.limits import MAX_STRING
from tabletop.net import journal as J
from tabletop.net import protocol as P
from tabletop.net.host import Host

from .games import canary_game
from .table import Table

# the line: its text holds the three UTF-8 bytes of U+D800 (41 bytes in all), and the
# same as JSON writes it, with an escape
RAW = b'{"proto":1,"kind":"chat","text":"hi \xed\xa0\x80"}'
ESCAPED = b'{"proto":1,"kind":"chat","text":"hi \\ud800"}'
HOSTILE = [
    (RAW, "not UTF-8 text"),
    (ESCAPED, "'text': not valid Unicode text: a lone surrogate (U+D800) at character 4"),
    (b'{"proto":1,"kind":"chat","text":"\\udc00"}', "a lone surrogate (U+DC00)"),
    (b'{"proto":1,"kind":"command","id":"c1","command":{"kind":"chat","text":"x\\udfff",'
     b'"player":"A"}}', "'command.text': not valid Unicode text"),
    (b'{"proto":1,"kind":"command","id":"c2","command":{"kind":"note","card":"x1",'
     b'"te\\ud800xt":"x"}}', "the key 'command.te\\ud800xt': not valid Unicode text"),
    (b'{"proto":1,"kind":"command","id":"c\\ud800","command":{}}', "'id': not valid Unicode"),
    (b'{"proto":1,"kind":"command","id":"c3","command":{"kind":"note","card":"x1","text":"'
     + b"x" * (MAX_STRING + 1) + b'"}}', "'command.text': at most 10,000 characters"),
]


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


def test_a_lone_surrogate_from_a_seat_or_a_spectator_is_refused_and_the_table_goes_on(tmp_path):
    assert len(RAW) == 41
    game = canary_game()

    async def main():
        async with Table(tmp_path, game, spectators=1) as t:
            assert t.host is not None
            a, b, w = await t.seat("A"), await t.seat("B"), await t.seat("spectator 1")
            n, journal = len(game.log), t.host.journal.path
            for client, tok in ((a, "p0"), (w, "w1")):
                for data, needle in HOSTILE:
                    if tok == "w1" and b'"command"' in data:
                        continue  # (a spectator's command is refused as not a seat's anyway)
                    reply = await client._nc.request(P.cmd_subject(t.net.game, tok), data,
                                                     timeout=5)
                    doc = json.loads(reply.data)
                    assert doc["kind"] == "error" and doc["code"] == "malformed", (tok, doc)
                    assert needle in doc["message"], (tok, doc["message"])
            assert len(game.log) == n  # nothing entered the game
            lines = journal.read_bytes()
            lines.decode("utf-8")  # ... nor its journal: every line still UTF-8
            assert b"\\ud8" not in lines and b"\\udc" not in lines and b"\\udf" not in lines
            # the table goes on: commands, chat, and every seat's updates
            seqs = {c: c.seq for c in (a, b, w)}
            assert (await a.send({"kind": "life", "player": "A", "delta": -1}))["ok"]
            assert (await w.chat("still here"))["ok"]
            assert (await b.chat("gg \U0001F600"))["ok"]  # (a surrogate pair is a character)
            for c in (a, b, w):
                assert await c.wait_until(lambda c: c.seq > seqs[c] and [
                    m["text"] for m in c.chat_messages][-2:] == ["still here", "gg 😀"], 5), c
            assert (await a.resync())["kind"] == "welcome"
            records = J.records(journal)
            assert [r["entry"]["command"]["kind"] for r in records if r["op"] == J.PUSH] == [
                "life", "chat", "chat"]
            await t.host.stop()  # saved whole (it used to exit 70 here)
            resumed = Host.resume(t.host.folder, url=t.server.url)
            assert [e.command for e in resumed.game.log] == [e.command for e in game.log]
            assert resumed.game.log[-1].command["text"] == "gg 😀"
    run(main())


def test_the_chat_line_itself_is_checked_by_the_host(tmp_path):
    """Beside the message's check, `clean_chat` (the host's own lines too) refuses one."""
    game = canary_game()

    async def main():
        async with Table(tmp_path, game) as t:
            assert t.host is not None
            n = len(game.log)
            for bad in ("hi \ud800", "x" * 501):
                try:
                    t.host.post_chat("A", bad)
                except P.ProtocolError as exc:
                    assert "a chat message:" in exc.message
                else:
                    raise AssertionError("taken")
            assert len(game.log) == n
            # a line or paragraph separator is taken out, as other controls are
            assert t.host.post_chat("A", "one\u2028line\u2029")["text"] == "oneline"
    run(main())
