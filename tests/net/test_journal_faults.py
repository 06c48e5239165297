"""A network host that never loses a game (issue 25, cases 2 to 4), with `tabletop host`
processes, a real nats-server and real files, each host killed with SIGKILL and resumed:

- a seat's refused commands of a megabyte each are journaled as short records and draw on its
  rate limit: the journal stays small, and every acknowledged command survives;
- a flipped byte in the middle of the journal stops the resume, naming the line; `--recover`
  resumes up to the line before it and says how many acknowledged changes that leaves out;
- a full disk (a real one: a small tmpfs) or a file size limit (a real one: RLIMIT_FSIZE set
  on the host process) pauses the game: the seats are told in words, their commands refused
  in words and not applied, and the host goes on by itself once it can save again, having
  lost nothing it acknowledged; so does a host whose folder is deleted under it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import resource
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from tabletop.model.limits import MAX_NET_MESSAGE
from tabletop.net import journal as J
from tabletop.net import protocol as P
from tabletop.net.seat import Refused, SeatClient
from tabletop.storage import load_game, save_game

from .games import Mirror, canary_game, is_land
from .procs import HostProcess, env
from .table import Table

MB = 1024 * 1024
_STARTED: list[HostProcess] = []  # the host processes of the test running (killed after it)


@pytest.fixture(autouse=True)
def _kill_hosts():
    yield
    while _STARTED:
        _STARTED.pop().kill()


def started(host: HostProcess) -> HostProcess:
    _STARTED.append(host)
    return host.start()


def run(coro, timeout: float = 90):
    return asyncio.run(asyncio.wait_for(coro, timeout))


def hosted(tmp_path: Path, home: Path | None = None):
    """A canary game hosted by a `tabletop host` process (home under `home`)."""
    game = canary_game()
    start = tmp_path / "start.json"
    save_game(game, start)
    home = home or tmp_path / "home"
    invites = tmp_path / "invites"
    host = started(HostProcess(home, "--open", str(start), "--invites", str(invites)))
    return game, host, invites


def resume(host: HostProcess, tmp_path: Path, *more: str) -> HostProcess:
    return started(HostProcess(host.home, "--open", str(host.folder / "game.json"),
                               "--invites", str(tmp_path / "invites2"), *more))


def final_game(host: HostProcess):
    """Stop a resumed host (it saves) and read its game back."""
    code, err = host.stop()
    assert code == 0, err
    assert "Traceback" not in err, err
    return load_game(host.folder / "game.json"), err


async def seat(invites: Path, label: str = "A", **kw) -> SeatClient:
    client = SeatClient(P.read_invite(invites / f"{label}.invite"), timeout=10, **kw)
    await client.connect()
    return client


def life(seat_: str = "A") -> dict:
    return {"kind": "life", "player": seat_, "delta": -1}


def test_refused_megabyte_commands_are_short_records_and_rate_limited(tmp_path):
    game, host, invites = hosted(tmp_path)
    mirror = Mirror(game)
    # a megabyte in strings a client may send (each under the text check's bound)
    pad = ["x" * 8000] * ((MAX_NET_MESSAGE - 2000) // 8003) + ["x" * 7000]

    async def main():
        a = await seat(invites)
        land = mirror.first("A", "hand", is_land)
        for cmd in ({"kind": "play", "player": "A", "card": land}, life()):
            assert (await a.send(mirror.net("A", cmd)))["ok"]
        subject = P.cmd_subject(host.game, "p0")
        answers: Counter[str] = Counter()
        t0 = time.monotonic()
        for i in range(75):  # a host-only command and an unknown one, a megabyte each
            cmd = {"kind": "set_mode" if i % 2 else "no_such_kind", "mode": "off", "pad": pad}
            data = P.encode(P.message(P.Kind.COMMAND, id=f"r{i}", command=cmd, conn=a.conn))
            assert len(data) > MAX_NET_MESSAGE - 2000
            reply = json.loads((await a._nc.request(subject, data, timeout=10)).data)
            answers[reply.get("code") or ("done" if reply.get("ok") else "refused")] += 1
        elapsed = time.monotonic() - t0
        print(f"75 refused commands of 1 MiB in {elapsed:.1f} s: {dict(answers)}")
        assert answers["refused"] + answers["rate"] == 75 and answers["rate"] >= 10
        journal = host.folder / "game.journal"
        size = journal.stat().st_size
        lines = journal.read_bytes().splitlines()
        print(f"the journal: {size:,} bytes, {len(lines)} lines")
        assert size < 5 * MB and max(len(line) for line in lines) < 2000
        refused = [r for r in J.records(journal) if r["op"] == J.REFUSED]
        assert len(refused) == answers["refused"]
        assert {r["kind"] for r in refused} == {"set_mode", "no_such_kind"}
        assert all(r["bytes"] > MAX_NET_MESSAGE - 2050 and len(r["sha256"]) == 16
                   for r in refused)
        await asyncio.sleep(2.5)  # the seat's rate limit fills up again
        for cmd in ({"kind": "tap", "card": land}, life()):
            assert (await a.send(mirror.net("A", cmd)))["ok"]
        await a.close()
    run(main())
    code, err = host.stop(signal.SIGKILL)
    again = resume(host, tmp_path)
    final, err = final_game(again)
    assert [e.command for e in final.log] == [e.command for e in mirror.game.log]


def test_a_flipped_byte_stops_the_resume_and_recover_says_what_it_leaves_out(tmp_path):
    game, host, invites = hosted(tmp_path)
    saved = len(game.log)

    async def main():
        a = await seat(invites)
        for _ in range(12):
            assert (await a.send(life()))["ok"]
        await a.close()
    run(main())
    host.stop(signal.SIGKILL)
    journal = host.folder / "game.journal"
    data = bytearray(journal.read_bytes())
    starts = [0] + [i + 1 for i, b in enumerate(data) if b == ord("\n")][:-1]
    assert len(starts) == 12
    data[starts[6] + len(data[starts[6]:starts[7]]) // 2] ^= 0x01  # a byte of line 7
    journal.write_bytes(bytes(data))
    args = [sys.executable, "-m", "tabletop", "host", "--open", str(host.folder / "game.json"),
            "--invites", str(tmp_path / "invites2"), "--headless"]
    done = subprocess.run(args, capture_output=True, text=True, env=env(host.home), timeout=60)
    print(done.stderr)
    assert done.returncode == 4 and done.stdout == ""
    assert "the journal's line 7 is damaged (its checksum does not match)" in done.stderr
    assert f"The save holds {saved} log entries; the journal 12 lines" in done.stderr
    assert "6 changes to the game" in done.stderr and "--recover" in done.stderr
    assert "Traceback" not in done.stderr
    assert journal.read_bytes() == bytes(data)  # nothing was touched
    again = resume(host, tmp_path, "--recover")
    final, err = final_game(again)
    print(err)
    assert ("recovered: the journal's line 7 is damaged (its checksum does not match): "
            "resumed up to line 6, leaving out 6 acknowledged changes") in err
    assert (host.folder / "game.journal.damaged").read_bytes() == bytes(data)
    assert len(final.log) == saved + 6 and final.state.life["A"] == 20 - 6


# -- a host that can't save ----------------------------------------------------------------------

class Tmpfs:
    """A real full disk: a 16 MiB tmpfs mounted under the test's folder (the host's home on
    it), filled up by a file, and emptied again. Mounting needs root (or CAP_SYS_ADMIN): the
    test is skipped otherwise, and `FileSizeLimit` stands in."""

    name = "the disk is full"

    def __init__(self, tmp_path: Path) -> None:
        self.mount = tmp_path / "disk"
        self.home = self.mount / "home"
        self.filler = self.mount / "filler"

    def __enter__(self) -> Tmpfs:
        self.mount.mkdir()
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16m,mode=0700", "tmpfs",
                               str(self.mount)], capture_output=True, text=True)
        if done.returncode != 0:
            pytest.skip(f"can't mount a tmpfs here ({done.stderr.strip()})")
        return self

    def __exit__(self, *exc: object) -> None:
        subprocess.run(["umount", "-l", str(self.mount)], capture_output=True)

    def fill(self, host: HostProcess) -> None:
        with open(self.filler, "wb", buffering=0) as f:
            for block in (65536, 512):  # (down to the last bytes)
                with contextlib.suppress(OSError):
                    while True:
                        f.write(bytes(block))

    def free(self, host: HostProcess) -> None:
        self.filler.unlink()


class FileSizeLimit:
    """A real limit on the host process (RLIMIT_FSIZE, set with prlimit): a write past it
    fails with EFBIG, as a full disk fails with ENOSPC; lifted again. Needs no privilege."""

    name = "a file reached the largest size this system allows"

    def __init__(self, tmp_path: Path) -> None:
        self.home = tmp_path / "home"

    def __enter__(self) -> FileSizeLimit:
        return self

    def __exit__(self, *exc: object) -> None:
        pass

    def fill(self, host: HostProcess) -> None:
        assert host.proc is not None
        size = (host.folder / "game.journal").stat().st_size
        resource.prlimit(host.proc.pid, resource.RLIMIT_FSIZE,
                         (size + 100, resource.RLIM_INFINITY))

    def free(self, host: HostProcess) -> None:
        assert host.proc is not None
        resource.prlimit(host.proc.pid, resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY,) * 2)


@pytest.mark.parametrize("kind", [Tmpfs, FileSizeLimit], ids=["full-tmpfs", "file-size-limit"])
def test_a_host_that_cant_save_pauses_tells_the_seats_and_goes_on_by_itself(tmp_path, kind):
    with kind(tmp_path) as disk:
        _cant_save(tmp_path, disk)


def _cant_save(tmp_path: Path, disk: Tmpfs | FileSizeLimit) -> None:
    game, host, invites = hosted(tmp_path, disk.home)
    start = len(game.log)
    acknowledged = []

    async def send(client: SeatClient, cmd: dict) -> dict:
        """The host's answer (`refused`: what it said, refused because it can't save)."""
        try:
            r = await client.send(cmd)
        except Refused as exc:
            assert exc.code == P.ErrorCode.PAUSED, exc
            return {"refused": str(exc)}
        assert r["ok"], r
        acknowledged.append(cmd)
        return r

    async def main():
        a = await seat(invites, heartbeat=0.5)
        b = await seat(invites, "B", heartbeat=0.5)
        for _ in range(3):
            assert "ok" in await send(a, life())
        disk.fill(host)
        said = None
        for _ in range(200):  # (the journal's last page may take a few more lines)
            r = await send(a, life())
            if "refused" in r:
                said = r["refused"]
                break
        assert said is not None, "the host never ran out of room"
        print(f"refused: {said}")
        assert said == (f"the host can't save: {disk.name}; the game is paused: this was "
                        "not carried out (send it again once the game goes on)")
        for c in (a, b):  # every seat is told, in words
            assert await c.wait_until(lambda c: c.paused, 5), c.notice
            assert c.notice == f"the host can't save: {disk.name}; the game is paused"
        await a.resync()
        position = a.position
        for c, cmd in ((a, life()), (b, life("B")), (b, life("B"))):
            assert "refused" in await send(c, cmd)  # refused, not applied
        with pytest.raises(Refused, match="the game is paused"):
            await b.chat("anyone?")
        with pytest.raises(Refused, match="the game is paused"):
            await a.undo()
        await a.resync()
        assert a.position == position and a.view["life"]["B"] == 20
        disk.free(host)
        for c in (a, b):  # the host goes on by itself, and says so
            assert await c.wait_until(lambda c: not c.paused, 10), c.notice
            assert c.notice == "the host can save again; the game goes on"
        for c, cmd in ((a, life()), (b, life("B"))):
            assert "ok" in await send(c, cmd)
        await a.close()
        await b.close()
    run(main())
    code, err = host.stop(signal.SIGKILL)
    print(err)
    assert f"the host can't save the game in {host.folder}: {disk.name}" in err
    assert "the host can save again" in err and "Traceback" not in err
    journal = (host.folder / "game.journal").read_bytes()
    assert journal == b"" or journal.endswith(b"\n")  # (no part of a line left)
    again = resume(host, tmp_path)
    final, err = final_game(again)
    assert "cut short" not in err
    assert [e.command for e in final.log[start:]] == acknowledged
    assert final.state.life == {"A": 20 - sum(c["player"] == "A" for c in acknowledged),
                                "B": 20 - sum(c["player"] == "B" for c in acknowledged)}


def test_a_removed_folder_pauses_the_game_until_the_host_makes_it_again(tmp_path):
    """The host's folder deleted under it (the journal still open: its writes would go
    nowhere): the next command is refused, the seats told, and the host makes its folder
    again with the whole game in it at its next try."""
    game = canary_game()
    acknowledged = len(game.log)

    async def main():
        nonlocal acknowledged
        async with Table(tmp_path, game) as t:
            a, b = await t.seat("A"), await t.seat("B")
            assert (await a.send(life()))["ok"]
            acknowledged += 1
            shutil.rmtree(t.host.folder)
            with pytest.raises(Refused) as err:
                await a.send(life())
            assert err.value.code == P.ErrorCode.PAUSED
            assert str(err.value).startswith("the host can't save: its folder is gone; the "
                                             "game is paused: this was not carried out")
            assert len(game.log) == acknowledged and game.state.life["A"] == 19
            for c in (a, b):
                assert await c.wait_until(lambda c: c.paused, 5)
                assert c.notice == "the host can't save: its folder is gone; the game is paused"
            for c in (a, b):
                assert await c.wait_until(lambda c: not c.paused, 10)
            assert (await b.send(life("B")))["ok"]
            acknowledged += 1
            assert (t.host.folder / "game.json").exists()
    run(main())
    final = load_game(tmp_path / "host" / "game.json")
    assert len(final.log) == acknowledged and final.state.life == {"A": 19, "B": 19}
    assert J.records(tmp_path / "host" / "game.journal") == []  # (all in the save)


def test_the_journal_is_compacted_into_the_save_when_it_grows_and_on_a_timer(tmp_path):
    game = canary_game()

    async def refuse(client: SeatClient, n: int) -> None:
        for _ in range(n):
            r = await client.send({"kind": "no_such_kind", "pad": "x" * 1000})
            assert not r["ok"]
            await asyncio.sleep(0.15)  # (below the seat's rate limit, refusals included)

    async def main():
        async with Table(tmp_path / "a", game) as t:
            a = await t.seat("A")
            journal = t.host.journal
            await refuse(a, 6)
            assert 6 * 300 > journal.size > 6 * 100  # (short records: a kilobyte was sent)
            t.host.saver.compact_at = journal.size + 50
            assert (await a.send(life()))["ok"]  # (past `compact_at` now)
            await asyncio.sleep(0.1)
            assert journal.size == 0 == journal.path.stat().st_size  # compacted at once
            assert load_game(journal.path.parent / "game.json").state.life["A"] == 19
        async with Table(tmp_path / "b", canary_game(), save_every=0.5) as t:
            a = await t.seat("A")
            journal = t.host.journal
            await refuse(a, 2)
            assert journal.size > 0
            await asyncio.sleep(1.2)
            assert journal.size == 0 == journal.path.stat().st_size
    run(main())


def test_a_host_stopped_while_it_cant_save_says_so_and_resumes_with_everything(tmp_path):
    game, host, invites = hosted(tmp_path)
    disk = FileSizeLimit(tmp_path)
    acknowledged = []

    async def main():
        a = await seat(invites)
        for _ in range(3):
            assert (await a.send(life()))["ok"]
            acknowledged.append(life())
        disk.fill(host)
        with pytest.raises(Refused, match="the game is paused"):
            for _ in range(50):  # (the journal's last room may take one more)
                assert (await a.send(life()))["ok"]
                acknowledged.append(life())
        await a.close()
    run(main())
    code, err = host.stop()  # SIGTERM: the last save fails, and it says so
    print(err)
    assert code == 1, err
    assert (f"could not save {host.folder / 'game.json'}: {disk.name}; its journal holds "
            "every acknowledged change") in err
    assert "Traceback" not in err
    again = resume(host, tmp_path)
    final, err = final_game(again)
    assert [e.command for e in final.log[len(game.log):]] == acknowledged
