"""A crowded table for the table's tests and benchmarks: cards piled on both battlefields."""

from __future__ import annotations

from tabletop.carddata.demo import bundled_lookup
from tabletop.rules import new_game


def crowded_game(n: int, names: list[str], methods: list[str], area: tuple[int, int],
                 face_down_every: int):
    """`n` cards of `names` (in turn), seats A and B in turn, all on the battlefield spread over
    `area` (width, height), every seventh tapped, every `face_down_every`-th face down by one of
    `methods` (in turn)."""
    facts = {k: bundled_lookup(k) for k in names}
    width, height = area
    cards = []
    for i in range(n):
        e = {"id": f"c{i}", "facts": names[i % len(names)], "owner": "A" if i % 2 == 0 else "B",
             "zone": "battlefield", "pos": [(i * 37) % width, (i * 53) % height],
             "tapped": i % 7 == 0}
        if i % face_down_every == 0:
            e["face_down"] = {"method": methods[i % len(methods)]}
        cards.append(e)
    return new_game({"players": ["A", "B"], "mode": "off", "facts": facts, "cards": cards})
