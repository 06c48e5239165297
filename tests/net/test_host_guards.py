"""What the host and a joining seat refuse at the door (issue 25 item 9), over a real
nats-server: a protocol version that is not exactly the integer 1, a request naming someone
else's subject for its reply, an invite whose certificate is not PEM, and a connection the
server refuses (a wrong password, a certificate that is not the pinned one, a game or seat
changed in the invite), said in words at once."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import nats
import pytest

from tabletop.net import protocol as P
from tabletop.net.errors import NetError
from tabletop.net.seat import SeatClient
from tabletop.net.server import _make_certificate

from .games import canary_game
from .procs import env
from .table import Table
from .test_server import Inbox


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 30))


def test_a_protocol_version_that_is_not_the_integer_1_is_refused(tmp_path):
    game = canary_game()

    async def main():
        async with Table(tmp_path, game) as t:
            a = await t.seat("A")
            nc, conn = a._nc, json.dumps(a.conn).encode()  # (this seat's one connection)
            subject = P.cmd_subject(t.net.game, "p0")
            for proto in (b"true", b"1.0", b'"1"', b"1e0"):
                data = b'{"proto":' + proto + b',"kind":"ping","conn":' + conn + b"}"
                reply = json.loads((await nc.request(subject, data, timeout=5)).data)
                assert reply["kind"] == "error" and reply["code"] == "proto", (proto, reply)
            good = json.loads((await nc.request(
                subject, b'{"proto":1,"kind":"ping","conn":' + conn + b"}", timeout=5)).data)
            assert good["kind"] == "pong"
    run(main())


def test_the_host_answers_only_into_the_requesters_own_inbox(tmp_path):
    """Seat A names B's view, B's inbox, the spectators' view and A's own subjects without its
    inbox prefix as the reply subject of its requests: the host publishes nothing there (B and
    the spectator, real subscribers to their views and inboxes, hear nothing), and still
    answers A in its own inbox."""
    game = canary_game()

    async def main():
        async with Table(tmp_path, game, spectators=1) as t:
            a = await t.seat("A")
            gid = t.net.game
            heard = Inbox()
            listeners = [await _listen(t.invites["B"], heard),
                         await _listen(t.invites["spectator 1"], heard)]
            nc, cmd = a._nc, P.cmd_subject(gid, "p0")
            await a.send({"kind": "life", "player": "A", "delta": -1})  # (its update to B)
            await asyncio.sleep(0.5)
            heard.messages.clear()
            foreign = [P.view_subject(gid, "p1"), P.inbox_prefix(gid, "p1") + ".x1",
                       P.public_subject(gid), P.inbox_prefix(gid, "p0"),
                       P.inbox_prefix(gid, "p0") + "x.y", P.view_subject(gid, "p0")]
            for reply in foreign:
                for data in (b'{"proto":1,"kind":"ping"}', b'{"proto":1,"kind":"resync"}',
                             b"not json"):
                    await nc.publish(cmd, data, reply=reply)
            await nc.flush()
            own = await a.resync()  # served as ever, in A's own inbox
            assert own["kind"] == "welcome"
            await asyncio.sleep(1.0)
            assert heard.messages == [], [s for s, _ in heard.messages]
            await a.send({"kind": "life", "player": "A", "delta": -1})
            await heard.wait(1)  # (B does hear the host's real updates)
            assert {s for s, _ in heard.messages} <= {P.view_subject(gid, "p1"),
                                                      P.public_subject(gid)}
            for nc in listeners:
                await nc.close()
    run(main())


async def _listen(inv: P.Invite, heard: Inbox):
    """A real client of `inv`'s seat, subscribed to its view and its own inbox."""
    nc = await nats.connect(inv.url, user=inv.user, password=inv.password,
                            inbox_prefix=P.inbox_prefix(inv.game, inv.token).encode(),
                            allow_reconnect=False)
    for subject in (P.view_subject(inv.game, inv.token),
                    P.inbox_prefix(inv.game, inv.token) + ".>"):
        await nc.subscribe(subject, cb=heard.record)
    await nc.flush()
    return nc


def _invite_file(folder: Path, **change) -> Path:
    inv = P.Invite(url="tls://127.0.0.1:4222", game="abcdefghij", seat="A", token="p0",
                   user="abcdefghij-p0", password="pw",
                   certificate=_make_certificate(folder, ["127.0.0.1"]).pem)
    path = P.write_invite(folder / "invites", inv)
    path.write_text(json.dumps({**inv.to_dict(), **change}))
    return path


@pytest.mark.parametrize("certificate", [
    "not a certificate",
    "-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n",
    "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n"])
def test_an_invite_whose_certificate_is_not_pem_is_a_clear_usage_error(tmp_path, certificate):
    path = _invite_file(tmp_path, certificate=certificate)
    for window in ([], ["--headless"]):
        done = subprocess.run([sys.executable, "-m", "tabletop", "join", str(path), *window],
                              capture_output=True, text=True, env=env(tmp_path / "home"),
                              timeout=60)
        assert done.returncode == 2, done.stderr  # (a usage error, as every bad invite)
        assert "'certificate' is not a PEM certificate" in done.stderr, done.stderr
        assert "internal error" not in done.stderr and "Traceback" not in done.stderr


def test_a_refused_password_is_said_at_once(tmp_path):
    game = canary_game()

    async def main():
        async with Table(tmp_path, game) as t:
            wrong = replace(t.invites["A"], password="not-the-password")
            started = time.monotonic()
            with pytest.raises(NetError) as err:
                await SeatClient(wrong).connect()  # (the app's join: the same client)
            assert time.monotonic() - started < 2
            assert "refused the invite's user name or password" in str(err.value)
            invites = tmp_path / "invites"
            path = P.write_invite(invites, wrong)
            started = time.monotonic()
            done = await asyncio.to_thread(
                subprocess.run, [sys.executable, "-m", "tabletop", "join", str(path),
                                 "--headless"],
                capture_output=True, text=True, env=env(tmp_path / "home"), timeout=60)
            assert done.returncode == 3, done.stderr
            assert "refused the invite's user name or password" in done.stderr, done.stderr
            assert "did not answer" not in done.stderr
            assert time.monotonic() - started < 2 + PYTHON_START
    run(main())


PYTHON_START = 3.0  # (a new Python importing tabletop and nats-py, on a busy machine)


def test_an_invite_whose_game_or_seat_was_changed_is_said_at_once(tmp_path):
    """The user and password are right but the subjects are another game's or seat's: the
    server refuses them, and the seat says so at once, not as a host that does not answer."""
    game = canary_game()

    async def main():
        async with Table(tmp_path, game) as t:
            inv = t.invites["A"]
            for changed in (replace(inv, game="zzzzzzzzzz"), replace(inv, token="p1", seat="B")):
                started = time.monotonic()
                with pytest.raises(NetError) as err:
                    await SeatClient(changed).connect()
                assert time.monotonic() - started < 2
                assert "refused this invite's subjects" in str(err.value)
            a = await t.seat("A")  # (the real invite joins)
            assert a.view is not None
    run(main())


def test_a_certificate_that_is_not_the_pinned_one_is_said_at_once(tmp_path):
    game = canary_game()

    async def main():
        async with Table(tmp_path, game, tls=True) as t:
            (tmp_path / "c").mkdir()
            other = _make_certificate(tmp_path / "c", ["127.0.0.1"]).pem
            started = time.monotonic()
            with pytest.raises(NetError) as err:
                await SeatClient(replace(t.invites["A"], certificate=other)).connect()
            assert time.monotonic() - started < 2
            assert "not the one the invite pins" in str(err.value)
    run(main())
