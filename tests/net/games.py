"""Small games for the network tests: each player's cards carry canary names (`Canary<P>n<i>`),
so a test can scan every byte a seat receives for another seat's hidden cards."""

from __future__ import annotations

from tabletop.model import commands as C
from tabletop.rules import new_game

SEED = 1512


def canary(player: str, i: int) -> str:
    return f"Canary{player}n{i}Zq"  # (no name is a prefix of another)


def card_facts(player: str, i: int) -> dict:
    name = canary(player, i)
    if i % 3 == 0:
        return {"name": name, "type_line": f"Land — Sub{name}",
                "oracle_text": f"Txt{name}."}
    return {"name": name, "mana_cost": "{1}{G}", "type_line": f"Creature — Sub{name}",
            "power": "2", "toughness": "2", "morph": "{3}", "oracle_text": f"Txt{name}."}


def canary_setup(players=("A", "B"), cards: int = 20, mode: str = "strict",
                 id_prefix: str = "") -> dict:
    facts: dict = {}
    entries: list[dict] = []
    for p in players:
        for i in range(cards):
            key = canary(p, i)
            facts[key] = card_facts(p, i)
            entries.append({"id": f"{id_prefix}{p.lower()}{i}", "facts": key, "owner": p,
                            "zone": "library"})
    return {"players": list(players),
            "turn": {"active": players[0], "number": 1, "step": "main1"},
            "mode": mode, "facts": facts, "cards": entries}


def canary_game(players=("A", "B"), cards: int = 20, hand: int = 5, mode: str = "strict",
                id_prefix: str = ""):
    """Libraries shuffled, `hand` cards drawn each, and a card manifested by each player (and
    a morph cast by the first), so every seat has hidden cards in its hand, its library and on
    the battlefield. `id_prefix`: put before every model card id (a test can then scan for
    them)."""
    game = new_game(canary_setup(players, cards, mode, id_prefix), seed=SEED)
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


class Mirror:
    """A copy of the host's game kept by the test, to know which ids a seat's view shows:
    `net(seat, cmd)` turns a command naming the model's cards into the seat's ids (`x3`) and
    carries it out on the copy, as the host will."""

    CARD_FIELDS = ("card", "to_card", "of", "keep")
    LIST_FIELDS = ("card_list", "top", "bottom", "graveyard", "find")

    def __init__(self, game) -> None:
        from tabletop.storage import dump_game, load_game_bytes
        self.game = load_game_bytes(dump_game(game))

    def xids(self, seat: str) -> dict[str, str]:
        from tabletop.storage.review import board_for
        st = self.game.state
        _, ids = board_for(self.game, seat)
        return {cid: ids[f"o{c.obj}"] for cid, c in st.cards.items() if f"o{c.obj}" in ids}

    def net(self, seat: str, cmd: dict) -> dict:
        from tabletop.model.commands import parse_command
        xid = self.xids(seat)
        out = dict(cmd)
        for k in self.CARD_FIELDS:
            if k in out:
                out[k] = xid[out[k]]
        for k in self.LIST_FIELDS:
            if k in out:
                out[k] = [xid[c] for c in out[k]]
        done = self.game.apply(parse_command(cmd), seat)
        assert done.ok, (cmd, done.ids)
        return out

    def first(self, player: str, zone: str, pred=lambda facts: True) -> str:
        st = self.game.state
        zone_ids = st.zones["battlefield"] if zone == "battlefield" else \
            st.zones[f"{player}:{zone}"]
        return next(c for c in zone_ids if st.cards[c].owner == player
                    and pred(st.facts_of(st.cards[c])))


def is_land(facts) -> bool:
    return "Land" in facts.type_line.types


def pregame_game(players=("B", "A"), cards: int = 20):
    """A new game waiting for the opening hands (103.5): the first player starts, each
    library shuffled, seven cards drawn each, the game in `pregame` (turn 0)."""
    setup = canary_setup(players, cards)
    setup["turn"] = {"active": players[0], "number": 0, "step": "pregame"}
    game = new_game(setup, seed=SEED)
    for p in players:
        assert game.apply(C.Shuffle(p), p).ok
        assert game.apply(C.Draw(p, 7), p).ok
    return game
