"""A game taken over from an entry of another (issue 31, "take over from here") is hosted by
the existing host (`tabletop host --open`) over a real nats-server, and plays on from there."""

from __future__ import annotations

import asyncio

from tabletop.cli import main as cli_main
from tabletop.net.protocol import read_invite
from tabletop.net.seat import SeatClient
from tabletop.storage import codec, load_game, save_game

from .games import Mirror, canary_game
from .procs import HostProcess


def test_a_taken_over_game_is_hosted_and_played_on(tmp_path):
    game = canary_game()
    whole = tmp_path / "whole.json"
    save_game(game, whole)
    n = len(game.log) - 2
    start = tmp_path / "start.json"
    assert cli_main(["take-over", str(whole), "--at", str(n), "--out", str(start)]) == 0
    taken = load_game(start)
    mirror = Mirror(taken)
    invites = tmp_path / "invites"
    host = HostProcess(tmp_path / "home", "--open", str(start), "--seats", "A,B",
                       "--listen", "127.0.0.1:0", "--invites", str(invites)).start()

    async def main():
        a = SeatClient(read_invite(invites / "A.invite"))
        await a.connect()
        r = await a.send(mirror.net("A", {"kind": "life", "player": "A", "delta": -3}))
        assert r["ok"], r
        await a.close()
    try:
        asyncio.run(asyncio.wait_for(main(), 60))
    finally:
        code, err = host.stop()
    assert code == 0, err
    final = load_game(host.folder / "game.json")
    assert len(final.log) == n + 1
    assert [e.to_dict() for e in final.log[:n]] == [e.to_dict() for e in game.log[:n]]
    assert final.state.life["A"] == taken.state.life["A"] - 3
    assert codec.header_of(taken)["title"] == f"taken over from whole.json at entry {n}"
