"""The host's journal: every acknowledged change on disk (fsync per record), put back on the
saved game after a crash, a line cut short by the crash skipped; each line numbered and
checksummed, a damaged one said (issue 25, case 3); a failed write never leaves part of a line
(case 4)."""

from __future__ import annotations

import json
import logging
import os
import statistics
import subprocess
import sys
import zlib

import pytest

from tabletop.model import commands as C
from tabletop.model.limits import MAX_FILE_BYTES
from tabletop.net import journal as J
from tabletop.storage import dump_game, load_game_bytes

from .games import canary_game
from .procs import ROOT


def test_replay_puts_back_what_the_save_lacks(tmp_path):
    game = canary_game()
    saved = dump_game(game)
    path = tmp_path / "game.journal"
    j = J.Journal(path)
    n = len(game.log)
    for cmd in (C.Draw("A", 1), C.Life("B", -3), C.Tap(game.state.zones["battlefield"][0])):
        out = game.apply(cmd, None)
        assert out.ok
        j.push(len(game.log) - 1, out.entry)
    game.pop_entry()
    j.pop(len(game.log))
    j.close()
    with open(path, "ab") as f:  # a record the crash cut short: never acknowledged
        f.write(b'{"op":"push","n":99,"entry":{"comm')
    again = load_game_bytes(saved)
    done = J.replay(again, path)
    assert done.added == 2 and len(again.log) == n + 2 and done.cut and done.lines == 5
    assert dump_game(again) == dump_game(game)
    # a journal replayed onto a save that already holds some of it adds only the rest
    assert J.replay(again, path).added == 0


def test_each_record_is_synced_and_what_it_costs(tmp_path):
    game = canary_game()
    synced, unsynced = J.Journal(tmp_path / "a"), J.Journal(tmp_path / "b", sync=False)
    entry = game.log[-1]
    for _ in range(50):
        synced.push(0, entry)
        unsynced.push(0, entry)
    med = statistics.median(synced.timings) * 1000
    p95 = sorted(synced.timings)[int(len(synced.timings) * 0.95)] * 1000
    base = statistics.median(unsynced.timings) * 1000
    print(f"journal record with fsync: median {med:.2f} ms, p95 {p95:.2f} ms "
          f"(without fsync {base:.3f} ms); budget 40 ms p95 for a command")
    assert len(J.records(tmp_path / "a")) == 50
    assert med > base  # (the sync is really done)


def test_a_group_of_records_is_synced_once_off_the_event_loop(tmp_path):
    import asyncio
    game = canary_game()
    j = J.Journal(tmp_path / "j")

    async def main():
        for i in range(20):
            j.push(i, game.log[-1], sync=False)
        assert j.synced == 0
        t = len(j.timings)
        await asyncio.gather(*(j.flush() for _ in range(5)))
        assert j.synced == j.written == 20 and len(j.timings) == t + 1  # one fsync
    asyncio.run(main())
    assert len(J.records(tmp_path / "j")) == 20


def _journal_of(tmp_path, game, commands=8):
    """A journal of `commands` life changes on `game` (from its save), and the save."""
    saved = dump_game(game)
    path = tmp_path / "game.journal"
    j = J.Journal(path)
    for i in range(commands):
        out = game.apply(C.Life("A" if i % 2 else "B", -1), None)
        j.push(len(game.log) - 1, out.entry)
    j.close()
    return path, saved


def test_lines_carry_a_number_and_a_checksum(tmp_path):
    game = canary_game()
    path, _ = _journal_of(tmp_path, game, 3)
    raw = path.read_bytes().splitlines()
    assert [json.loads(line)["seq"] for line in raw] == [1, 2, 3]
    for line in raw:  # the checksum: CRC-32 of the line without it
        body = line[:-len(',"crc":"00000000"}')] + b"}"
        assert json.loads(line)["crc"] == f"{zlib.crc32(body):08x}"
    assert [r["seq"] for r in J.records(path)] == [1, 2, 3]


def test_a_damaged_line_stops_the_replay_and_recover_says_what_is_left_out(tmp_path):
    game = canary_game()
    n = len(game.log)
    path, saved = _journal_of(tmp_path, game, 8)
    data = bytearray(path.read_bytes())
    starts = [0] + [i + 1 for i, b in enumerate(data) if b == ord("\n")][:-1]
    at = starts[4] + 40  # a byte in the middle of line 5
    data[at] ^= 0x04
    path.write_bytes(bytes(data))
    again = load_game_bytes(saved)
    with pytest.raises(J.JournalDamaged) as err:
        J.replay(again, path, save_name="game.json")
    said = str(err.value)
    assert "line 5 is damaged (its checksum does not match)" in said
    assert f"The save holds {n} log entries; the journal 8 lines" in said
    assert "4 changes" in said and "--open game.json --recover" in said
    assert len(again.log) == n + 4  # (taken up to the damage: the caller gives up the game)
    again = load_game_bytes(saved)
    done = J.replay(again, path, recover=True)
    assert (done.added, done.damaged, done.left_out) == (4, 5, 4)
    assert len(again.log) == n + 4
    assert "resumed up to line 4, leaving out 4 acknowledged changes" in done.summary()


def test_a_line_missing_or_two_swapped_are_damage(tmp_path):
    game = canary_game()
    path, saved = _journal_of(tmp_path, game, 4)
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(b"".join(lines[:1] + lines[2:]))  # line 2 gone: line 3 is out of turn
    with pytest.raises(J.JournalDamaged, match=r"line 2 is damaged \(it is numbered 3 where 2"):
        J.replay(load_game_bytes(saved), path)
    path.write_bytes(b"".join(lines[:3]) + b"\n" + lines[3])  # an empty line: damage too
    with pytest.raises(J.JournalDamaged, match="line 4 is damaged"):
        J.replay(load_game_bytes(saved), path)


def test_a_last_line_cut_short_is_skipped_and_said_in_the_log(tmp_path, caplog):
    game = canary_game()
    path, saved = _journal_of(tmp_path, game, 3)
    data = path.read_bytes()
    path.write_bytes(data + data.splitlines(keepends=True)[0][:30])
    again = load_game_bytes(saved)
    with caplog.at_level(logging.WARNING, logger="tabletop.net.host"):
        done = J.replay(again, path)
    assert done.added == 3 and done.cut and done.damaged is None
    assert "last line (4) was cut short" in caplog.text
    # appending to it goes on after the last whole line
    j = J.Journal(path)
    out = again.apply(C.Life("A", -1), None)
    j.push(len(again.log) - 1, out.entry)
    j.close()
    assert [r["seq"] for r in J.records(path)] == [1, 2, 3, 4]
    assert path.read_bytes().endswith(b"}\n")


def test_a_journal_of_the_previous_version_is_read(tmp_path):
    """tabletop 0.1 wrote lines without number or checksum, and refusals whole: still read,
    whatever its size (this one is over 64 MiB, the old limit that refused to resume)."""
    game = canary_game()
    saved = dump_game(game)
    n = len(game.log)
    path = tmp_path / "game.journal"
    big = {"op": "refused", "actor": "B", "command": {"kind": "set_mode", "pad": "x" * 2**20},
           "verdicts": [], "reason": "only the host", "position": n}
    with open(path, "wb") as f:
        for i in range(66):
            if i % 11 == 0:
                out = game.apply(C.Life("A", -1), None)
                f.write(json.dumps({"op": "push", "n": len(game.log) - 1,
                                    "entry": out.entry.to_dict()}).encode() + b"\n")
            f.write(json.dumps(big).encode() + b"\n")
    assert path.stat().st_size > MAX_FILE_BYTES
    again = load_game_bytes(saved)
    done = J.replay(again, path)
    assert done.added == 6 and len(again.log) == n + 6 and done.damaged is None
    assert dump_game(again) == dump_game(game)


def test_a_failed_write_leaves_no_part_of_a_line(tmp_path):
    """A real file size limit (RLIMIT_FSIZE, in a child process: EFBIG half-way through a
    line): the journal is cut back to its last whole line, and goes on once it may."""
    code = """if True:
        import errno, resource, sys
        from tabletop.net import journal as J
        j = J.Journal(sys.argv[1])
        for i in range(3):
            j.append({"op": "refused", "kind": "x" * 50})
        resource.setrlimit(resource.RLIMIT_FSIZE, (j.size + 40, resource.RLIM_INFINITY))
        try:
            j.append({"op": "refused", "kind": "y" * 100})
        except OSError as exc:
            assert exc.errno == errno.EFBIG, exc
            print("refused", j.size)
        resource.setrlimit(resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY,) * 2)
        j.append({"op": "refused", "kind": "z"})
    """
    path = tmp_path / "game.journal"
    done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("refused")
    assert [(r["seq"], r["kind"][0]) for r in J.records(path)] == [
        (1, "x"), (2, "x"), (3, "x"), (4, "z")]
    assert path.read_bytes().endswith(b"\n") and b"y" not in path.read_bytes()


def test_a_failed_background_task_is_said_and_started_again(caplog):
    import asyncio

    from tabletop.net.durability import supervise
    runs = []

    async def task():
        runs.append(1)
        if len(runs) < 3:
            raise ValueError(f"failure {len(runs)}")

    with caplog.at_level(logging.WARNING, logger="tabletop.net.host"):
        asyncio.run(supervise("saver", task, lambda: True, pause=0.01))
    assert len(runs) == 3
    assert "the host's saver stopped (ValueError: failure 1); started again" in caplog.text
    assert "Traceback" not in caplog.text
