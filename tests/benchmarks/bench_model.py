"""Benchmark of the rules-assist model (not part of the test suite).

Run: python3 tests/benchmarks/bench_model.py
Prints actions per second on a game of 1,000 objects (a mix of tap, untap, counters, damage,
placement, looks, zone changes out of and back onto the battlefield, turn-up attempts, and
issue 12's life changes, player counters, notes, dice, coins, arrows, tokens and untap all)
(also given by the seats, with the requests that makes, issue 23)
and the median time of one verdict, each beside its budget (>= 10,000 actions/s;
<= 50 µs per verdict on a 2-core machine).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tabletop.model import commands as C  # noqa: E402
from tabletop.rules import new_game  # noqa: E402
from tests.factsdata import FACTS  # noqa: E402

KEYS = ["bears", "forest", "bolt", "angel", "den", "bonebrute", "ripper", "demon"]


SOLDIER = {"name": "Soldier Token", "type_line": "Creature — Soldier", "power": "1",
           "toughness": "1", "colors": ["W"]}


def big_game(n: int = 1000):
    cards = []
    per_seat = n // 2
    for seat in ("A", "B"):
        for i in range(per_seat):
            key = KEYS[i % len(KEYS)]
            zone = "library" if i < 200 else "hand" if i < 250 else "battlefield"
            entry = {"id": f"{seat}{i}", "facts": key, "owner": seat, "zone": zone}
            if zone == "battlefield" and i % 3 == 0:
                entry["face_down"] = {"method": ["manifest", "morph", "cloak"][i % 9 // 3]}
            cards.append(entry)
    setup = {"players": ["A", "B"], "turn": {"active": "A", "number": 3, "step": "main1"},
             "mode": "strict", "facts": FACTS, "cards": cards}
    return new_game(setup, seed=1)


def actions_per_second(game, count: int = 20_000, seats: bool = False) -> float:
    """Commands applied per second: table handling, face-down play and (one in three) the
    library commands of issue 12, which name the library's top cards as they are then, and (two
in five) the players' commands: life, counters, notes, dice, coins, arrows, untap all, tokens."""
    rng = random.Random(5)
    st = game.state
    bf = [c for c in st.zones["battlefield"]]
    lib = st.zones["A:library"]
    plan: list = []
    for i in range(count):
        cid = rng.choice(bf)
        kind = i % 20
        seat = "AB"[i % 2]
        if kind >= 12:  # the players' table actions
            plan.append([
                C.Life(seat, delta=rng.choice((-3, -1, 2))),
                C.PlayerCounter(seat, rng.choice(("poison", "energy")), delta=1),
                C.Note(cid, rng.choice(("attacked", "", "blocked"))),
                C.Roll(seat, 20, 2),
                C.FlipCoin(seat),
                C.Arrow(seat, cid, "B"),
                C.ClearArrows() if i % 3 else C.UntapAll(seat),
                C.CreateToken(seat, SOLDIER) if i % 64 == 19 else C.Life(seat, set_to=20),
            ][kind - 12])
            continue
        if kind == 6:
            plan.append(C.Move(cid, "graveyard"))
            plan.append(C.PutOntoBattlefield(cid, "A"))
        elif kind == 7:
            plan.append(C.TurnFaceUp("A", cid, "morph"))
        elif kind == 0:
            plan.append(C.Tap(cid))
        elif kind == 1:
            plan.append(C.Untap(cid))
        elif kind == 2:
            plan.append(C.AddCounter(cid, "+1/+1", 1))
        elif kind == 3:
            plan.append(C.MoveOnTable(cid, float(i % 900), float(i % 500)))
        elif kind == 4:
            plan.append(C.Damage(cid, 1))
        elif kind == 5:
            plan.append(C.Look("A", cid))
        elif kind == 8:  # scry 2: one on top, one to the bottom
            plan.append(C.LookTop("A", n=2))
            plan.append(lambda: C.ArrangeTop("A", top=(lib[1],), bottom=(lib[0],)))
        elif kind == 9:  # draw a card, put it back on top (Brainstorm-like)
            plan.append(lambda: C.Draw("A"))
            plan.append(lambda: C.Move(st.zones["A:hand"][-1], "library", "top"))
        elif kind == 10:  # a tutor: shuffle, then the found card on top
            plan.append(lambda: C.Search("A", find=(lib[rng.randrange(len(lib))],), to="top"))
        else:  # reveal the top card
            plan.append(C.Reveal("A", from_zone="library"))
    if seats:
        return _by_seats(game, plan, rng)
    t0 = time.perf_counter()
    for item in plan:
        out = game.apply(item() if callable(item) else item)
        assert out.result != "refused" or not callable(item), out.reason
    return len(plan) / (time.perf_counter() - t0)


def _by_seats(game, plan: list, rng: random.Random) -> float:
    """The same commands given by the seats, as a table runs them (issue 23): each by the player
    it names, or by the holder of its card; one in ten by the other seat instead, which makes it
    a request that seat then accepts (both count as actions)."""
    from tabletop.rules.authority import holder
    st = game.state
    done = 0
    t0 = time.perf_counter()
    for item in plan:
        cmd = item() if callable(item) else item
        card = st.cards.get(getattr(cmd, "card", None) or "")
        actor = getattr(cmd, "player", None) or (holder(st, card) if card else "A")
        if rng.random() < 0.1 and not getattr(cmd, "player", None):
            actor = "B" if actor == "A" else "A"
        out = game.apply(cmd, actor)
        done += 1
        if out.result == "requested":
            req = st.requests[-1]
            game.apply(C.Answer(req["id"]), req["to"])
            done += 1
    assert not st.requests or len(st.requests) < 50, len(st.requests)
    return done / (time.perf_counter() - t0)


def verdict_median_us(game, count: int = 5_000) -> float:
    rng = random.Random(9)
    fd = [c for c in game.state.zones["battlefield"] if game.state.cards[c].face_down]
    routes = ["mana_cost", "morph", "disguise"]
    samples = []
    for i in range(count):
        cmd = C.TurnFaceUp("A", rng.choice(fd), routes[i % 3])
        t0 = time.perf_counter()
        game.check(cmd, "A")  # as the seat asks it at the table (authority judged too)
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples) * 1e6


def main() -> int:
    game = big_game()
    n = len(game.state.cards)
    aps = actions_per_second(game)
    aps_seats = actions_per_second(big_game(), seats=True)
    med = verdict_median_us(big_game())
    ok_a, ok_v = aps >= 10_000 and aps_seats >= 10_000, med <= 50
    print(f"objects in game:            {n}")
    print(f"actions per second:         {aps:,.0f}   budget >= 10,000   "
          f"{'OK' if aps >= 10_000 else 'OVER BUDGET'}")
    print(f"  given by the seats:       {aps_seats:,.0f}   budget >= 10,000   "
          f"{'OK' if aps_seats >= 10_000 else 'OVER BUDGET'}  (one in ten a request, accepted)")
    print(f"median verdict (turn up):   {med:.1f} µs   budget <= 50 µs    "
          f"{'OK' if ok_v else 'OVER BUDGET'}")
    return 0 if ok_a and ok_v else 1


if __name__ == "__main__":
    sys.exit(main())
