"""Whole games played by headless clients over a real nats-server (issue 15, "What it must
show"): `tabletop join --headless --script` in a subprocess for one seat, in-process
SeatClients for the others; every message each seat receives is scanned for the canary names
of the cards it may not know; the last view each seat recorded equals `tabletop export` of the
host's save for that seat."""

from __future__ import annotations

import asyncio
import json

from tabletop.cli import main as cli_main
from tabletop.net.protocol import read_invite, write_invite
from tabletop.net.seat import SeatClient
from tabletop.storage import load_game, save_game

from .games import Mirror, canary_game, hidden_from, is_land
from .procs import HostProcess, join_args, records
from .procs import env as proc_env
from .table import Table


def exported(save, seat: str | None, out) -> dict:
    args = ["export", str(save), "--out", str(out)]
    args += ["--seat", seat] if seat else ["--spectator"]
    assert cli_main(args) == 0
    return json.loads(out.read_text())


def scan(messages: list[dict], secret: set[str]) -> int:
    for msg in messages:
        text = json.dumps(msg, ensure_ascii=False)
        leaked = [name for name in secret if name in text]
        assert not leaked, (leaked, msg.get("kind"))
    return len(messages)


def test_two_seats_with_the_tabletop_host_command(tmp_path):
    game = canary_game()
    start = tmp_path / "start.json"
    save_game(game, start)
    secret = {p: set(hidden_from(game, p)) for p in ("A", "B")}
    mirror = Mirror(game)
    invites = tmp_path / "invites"
    host = HostProcess(tmp_path / "home", "--open", str(start), "--seats", "A,B",
                       "--listen", "127.0.0.1:0", "--invites", str(invites)).start()

    async def main():
        got_a: list[dict] = []
        a = SeatClient(read_invite(invites / "A.invite"), on_message=got_a.append)
        await a.connect()
        land = mirror.first("A", "hand", is_land)
        for cmd in ({"kind": "play", "player": "A", "card": land},
                    {"kind": "tap", "card": land},
                    {"kind": "draw", "player": "A", "n": 1},
                    {"kind": "life", "player": "A", "delta": -1}):
            r = await a.send(mirror.net("A", cmd))
            assert r["ok"], (cmd, r)
        # then B's script, written ahead with the ids B's view will show
        st = mirror.game.state
        b_fd = next(c for c in st.zones["battlefield"] if st.cards[c].owner == "B")
        script_b = [mirror.net("B", {"kind": "life", "player": "B", "delta": -2}),
                    mirror.net("B", {"kind": "draw", "player": "B", "n": 1}),
                    mirror.net("B", {"kind": "add_counter", "card": b_fd, "counter": "+1/+1",
                                     "n": 1}),
                    mirror.net("B", {"kind": "move_on_table", "card": b_fd, "x": 300.0,
                                     "y": 40.0})]
        record = tmp_path / "B.jsonl"
        proc = await asyncio.create_subprocess_exec(
            *join_args(invites / "B.invite", script_b, record, tmp_path / "B.script"),
            env=proc_env(tmp_path / "home"))
        assert await asyncio.wait_for(proc.wait(), 60) == 0
        await a.resync()
        now_a = {"kind": "welcome", "seat": "A", "view": a.view, "log": a.log}
        await a.close()
        return got_a, records(record), now_a
    try:
        got_a, got_b, now_a = asyncio.run(asyncio.wait_for(main(), 90))
    finally:
        code, err = host.stop()
    assert code == 0, err
    save = host.folder / "game.json"
    assert f"saved to {save}" in err
    final = load_game(save)
    assert len(final.log) == len(mirror.game.log)
    for seat, got in (("A", got_a), ("B", got_b)):
        assert scan(got, secret[seat] & set(hidden_from(final, seat))) >= 5
        last = now_a if seat == "A" else got[-1]  # (B: the last line its join recorded)
        assert last["kind"] == "welcome" and last["seat"] == seat
        doc = exported(save, seat, tmp_path / f"{seat}.export.json")
        assert last["view"] == doc["board"], seat
        assert last["log"] == doc["log"], seat
    kinds = {m["kind"] for m in got_b}
    assert {"welcome", "update", "result"} <= kinds


def test_four_seats_and_a_spectator(tmp_path):
    players = ("A", "B", "C", "D")
    game = canary_game(players, cards=15, hand=4)
    mirror = Mirror(game)

    async def main():
        async with Table(tmp_path, game, spectators=1) as t:
            clients = {p: await t.seat(p) for p in ("A", "B", "D")}
            await t.seat("spectator 1")
            land = mirror.first("A", "hand", is_land)
            for seat, cmd in (("A", {"kind": "play", "player": "A", "card": land}),
                              ("B", {"kind": "draw", "player": "B", "n": 1}),
                              ("D", {"kind": "life", "player": "D", "delta": 3}),
                              ("A", {"kind": "tap", "card": land})):
                r = await clients[seat].send(mirror.net(seat, cmd))
                assert r["ok"], (seat, cmd, r)
            invite = write_invite(tmp_path / "inv", t.invites["C"])
            st = mirror.game.state
            c_fd = next(c for c in st.zones["battlefield"] if st.cards[c].owner == "C")
            script = [mirror.net("C", {"kind": "life", "player": "C", "delta": -4}),
                      mirror.net("C", {"kind": "draw", "player": "C", "n": 2}),
                      mirror.net("C", {"kind": "tap", "card": c_fd})]
            record = tmp_path / "C.jsonl"
            proc = await asyncio.create_subprocess_exec(
                *join_args(invite, script, record, tmp_path / "C.script"),
                env=proc_env(tmp_path / "home"))
            assert await asyncio.wait_for(proc.wait(), 60) == 0
            for c in clients.values():
                await c.resync()
            await t.clients["spectator 1"].resync()
            assert t.check_no_leaks() >= 20
            t.received["C"] = records(record)
            t.check_no_leaks()
            save = tmp_path / "host.json"
            save_game(game, save)
            for label, got in t.received.items():
                seat = None if label.startswith("spectator") else label
                doc = exported(save, seat, tmp_path / f"{label}.export.json")
                if label == "C":  # the last line its join recorded
                    last = got[-1]
                    assert last["kind"] == "welcome"
                else:  # an in-process seat's current view
                    c = t.clients[label]
                    last = {"view": c.view, "log": c.log}
                assert (last["view"], last["log"]) == (doc["board"], doc["log"]), label
            assert len(game.log) == len(mirror.game.log)
    asyncio.run(asyncio.wait_for(main(), 90))
