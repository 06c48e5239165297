"""The opening hands over the network (issue 12 item 3, issue 15): while the host's game is in
`pregame`, each welcome and update carries `pregame` beside the board (the export's board is
unchanged): every player's mulligans and who has kept (public), and the seat's own cards still
to put on the bottom; a spectator gets no one's. After the game begins, `pregame` is null."""

from __future__ import annotations

import asyncio

from tabletop.model.state import PREGAME

from .games import Mirror, pregame_game
from .table import Table


def test_the_pregame_rides_beside_the_board_and_each_seat_gets_its_own_due(tmp_path):
    game = pregame_game(("A", "B", "C"))
    mirror = Mirror(game)

    async def main():
        async with Table(tmp_path, game, spectators=1) as t:
            seats = {p: await t.seat(p) for p in ("A", "B", "C")}
            spec = await t.seat("spectator 1")
            assert seats["A"].pregame == {"step": PREGAME, "kept": [], "bottom_due": {"A": 0},
                                          "mulligans": {"A": 0, "B": 0, "C": 0}}
            assert "pregame" not in seats["A"].view  # the board stays the export's
            for _ in range(2):  # three players: the first mulligan is free (103.5c)
                r = await seats["B"].send(mirror.net("B", {"kind": "mulligan",
                                                           "player": "B"}))
                assert r["ok"], r
            for c in (*seats.values(), spec):
                await c.resync()
            assert seats["B"].pregame["bottom_due"] == {"B": 1}
            assert seats["A"].pregame["bottom_due"] == {"A": 0}
            assert seats["C"].pregame["bottom_due"] == {"C": 0}
            assert spec.pregame["bottom_due"] == {}
            for c in (*seats.values(), spec):
                assert c.pregame["mulligans"] == {"A": 0, "B": 2, "C": 0}
            card = mirror.first("B", "hand")
            r = await seats["B"].send(mirror.net("B", {"kind": "put_on_bottom", "player": "B",
                                                       "card_list": [card]}))
            assert r["ok"], r
            for p in ("B", "C", "A"):
                r = await seats[p].send({"kind": "keep", "player": p})
                assert r["ok"], r
            await seats["A"].resync()
            assert seats["A"].pregame["kept"] == ["A", "B", "C"]
            r = await seats["A"].send({"kind": "advance", "to": "next_step"})
            assert r["ok"], r
            for c in (*seats.values(), spec):
                await c.resync()
                assert c.pregame is None and c.view["step"] == "untap"
            for label, got in t.received.items():
                pg = [m.get("pregame") for m in got if m.get("pregame")]
                assert pg, label
                own = set() if label.startswith("spectator") else {label}
                assert all(set(d["bottom_due"]) == own for d in pg), (label, pg)
            assert t.check_no_leaks() >= 20
    asyncio.run(main())
