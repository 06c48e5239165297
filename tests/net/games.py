"""Small games for the network tests: each player's cards carry canary names (`Canary<P>n<i>`),
so a test can scan every byte a seat receives for another seat's hidden cards."""

from __future__ import annotations

from tabletop.model import commands as C
from tabletop.rules import new_game

SEED = 1512


def canary(player: str, i: int) -> str:
    return f"Canary{player}n{i}"


def card_facts(player: str, i: int) -> dict:
    name = canary(player, i)
    if i % 3 == 0:
        return {"name": name, "type_line": f"Land — Sub{name}",
                "oracle_text": f"Txt{name}."}
    return {"name": name, "mana_cost": "{1}{G}", "type_line": f"Creature — Sub{name}",
            "power": "2", "toughness": "2", "morph": "{3}", "oracle_text": f"Txt{name}."}


def canary_setup(players=("A", "B"), cards: int = 20, mode: str = "strict") -> dict:
    facts: dict = {}
    entries: list[dict] = []
    for p in players:
        for i in range(cards):
            key = canary(p, i)
            facts[key] = card_facts(p, i)
            entries.append({"id": f"{p.lower()}{i}", "facts": key, "owner": p,
                            "zone": "library"})
    return {"players": list(players),
            "turn": {"active": players[0], "number": 1, "step": "main1"},
            "mode": mode, "facts": facts, "cards": entries}


def canary_game(players=("A", "B"), cards: int = 20, hand: int = 5, mode: str = "strict"):
    """Libraries shuffled, `hand` cards drawn each, and a card manifested by each player (and
    a morph cast by the first), so every seat has hidden cards in its hand, its library and on
    the battlefield."""
    game = new_game(canary_setup(players, cards, mode), seed=SEED)
    for p in players:
        game.apply(C.Shuffle(p), p)
        game.apply(C.Draw(p, hand), p)
    for p in players:
        out = game.apply(C.Manifest(p), p)  # the top card of the library, face down
        assert out.ok, out.ids
    st = game.state
    active = players[0]
    creature = next(c for c in st.zones[f"{active}:hand"]
                    if "Creature" in st.facts_of(st.cards[c]).type_line.types)
    for cmd in (C.Cast(active, creature, "morph"), C.Resolve(creature)):
        out = game.apply(cmd, active)
        assert out.ok, out.ids
    return game


def hidden_from(game, seat: str | None) -> list[str]:
    """The canary names `seat` must never receive now: the other players' cards it does not
    know (hands, libraries, face-down permanents)."""
    from tabletop.rules.visibility import may_know
    st = game.state
    out = []
    for card in st.cards.values():
        if card.owner != seat and not may_know(st, seat, card):
            out.append(st.facts_of(card).name)
    return out
