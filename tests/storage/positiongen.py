"""Random positions for the position tests: setups (`tabletop.model.setup`) built with hypothesis,
covering what a position holds: face-down permanents and spells of every method with their entry
numbers, sources and given characteristics, cards exiled face down with who may look, tapped,
tokens, transformed double-faced cards, counters of any name, damage, attachments, a controller
who is not the owner, libraries, hands, graveyards, exile, command zones, the stack, life and
counters on players, lands played, the top card revealed, the turn, the step and the rules mode;
and cards known to players beyond their place.

`tricky=True` draws names that need quoting in a position text (`;()[]"`, commas, leading
keywords, line separators); else every card has a distinctive name (`Secret007x`), no two alike,
for the redaction test."""

from __future__ import annotations

from hypothesis import strategies as st

from tabletop.model.setup import RESTRICTIONS
from tabletop.model.state import METHODS, PREGAME, STEPS
from tabletop.rules import new_game

PLAYER_NAMES = ["A", "B", "Bob Smith", "Zoë", "x;y", "a,b", "(paren)", "hidden", "tapped",
                "C may look", "7", '"quoted"', "[b]", " pad"]
TRICKY_NAMES = ["Forest", "Jace, the Mind Sculptor", "B.F.M. (Big Furry Monster)",
                "Circle of Protection: Red", "hidden treasure", "Face-Down Fiend", "2× Forest",
                "3 x Goblins", 'Say "hi"', "Semi;colon", "[Bracketed]", " Spaced ",
                "Line\u2028Separator", "Tab\tbed", "Ümlaut Ängel", "#5 Number", "Fire // Ice",
                "Card (token)", "Trailing\\"]
COUNTER_NAMES = ["+1/+1", "-1/-1", "loyalty", "charge", "a, b", "damage", "1 x", "(p)",
                 "may look", "known to A", "x counter", "counters"]
SOURCES = ["Ixidron", "Primordial Mist", "Jace, the Mind Sculptor", "x [y]", "(z)", '"q"',
           "by by", "#3"]
CHARS = [{"type_line": "Land — Forest"}, {"type_line": "Artifact Creature", "power": "5",
                                          "toughness": "5"},
         {"power": "*"}, {"type_line": ""}, {"toughness": "a, b"}]


def _facts(name: str, dfc: bool) -> dict:
    if dfc:
        return {"name": f"{name} // Back", "layout": "transform", "card_faces": [
            {"name": name, "mana_cost": "{1}{G}", "type_line": "Creature — Elf", "power": "1",
             "toughness": "1"},
            {"name": "Back", "type_line": "Creature — Elf", "power": "3", "toughness": "3"}]}
    return {"name": name, "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
            "power": "2", "toughness": "2"}


@st.composite
def positions(draw, tricky: bool = True, max_cards: int = 24) -> dict:
    """A setup of a random position (build it with `tabletop.rules.new_game`)."""
    n_players = draw(st.integers(2, 3))
    players = draw(st.lists(st.sampled_from(PLAYER_NAMES) if tricky else st.sampled_from(
        ["A", "B", "C"]), min_size=n_players, max_size=n_players, unique=True))
    n_cards = draw(st.integers(0, max_cards))
    facts: dict[str, dict] = {}
    kinds: list[str] = []  # the facts key of each card
    for i in range(n_cards):
        if tricky and facts and draw(st.booleans()):  # a card alike another (runs: 2× ...)
            kinds.append(draw(st.sampled_from(sorted(facts))))
            continue
        base = draw(st.sampled_from(TRICKY_NAMES)) + f" {i}" if tricky else f"Secret{i:03d}x"
        if tricky and draw(st.booleans()):
            base = draw(st.sampled_from(TRICKY_NAMES))
        dfc = draw(st.integers(0, 4)) == 0
        d = _facts(base, dfc)
        key = d["name"]
        if key in facts and facts[key] != d:
            key = d["name"] = f"{d['name']} {i}"
        facts.setdefault(key, d)
        kinds.append(key)
    zones = ["library", "hand", "battlefield", "graveyard", "exile", "command", "stack"]
    cards: list[dict] = []
    orders = draw(st.permutations(range(1, n_cards + 1)))
    for i, key in enumerate(kinds):
        owner = draw(st.sampled_from(players))
        zone = draw(st.sampled_from(zones))
        e: dict = {"id": f"k{i}", "facts": key, "owner": owner, "zone": zone}
        if zone in ("battlefield", "stack"):
            e["controller"] = draw(st.sampled_from(players))
            if draw(st.integers(0, 2)) == 0:
                marker: dict = {"method": draw(st.sampled_from(METHODS)),
                                "order": orders[i] if draw(st.integers(0, 3)) else None}
                if draw(st.booleans()):
                    marker["source"] = draw(st.sampled_from(SOURCES))
                if draw(st.integers(0, 3)) == 0:
                    marker["chars"] = dict(draw(st.sampled_from(CHARS)))
                e["face_down"] = marker
        if zone == "battlefield":
            e["tapped"] = draw(st.booleans())
            if draw(st.integers(0, 3)) == 0:
                e["token"] = True
            if "card_faces" in facts[key] and "face_down" not in e and draw(st.booleans()):
                e["transformed"] = True
            if draw(st.integers(0, 3)) == 0:
                e["damage"] = draw(st.integers(0, 7))
        if zone not in ("library", "hand") and draw(st.integers(0, 2)) == 0:
            e["counters"] = draw(st.dictionaries(st.sampled_from(COUNTER_NAMES),
                                                 st.integers(0, 12), max_size=3))
        if zone == "exile" and draw(st.integers(0, 2)) == 0:
            e["face_down"] = {"exile": True, "may_look": draw(st.lists(
                st.sampled_from(players), unique=True))}
        if draw(st.integers(0, 3)) == 0:
            e["known"] = draw(st.lists(st.sampled_from(players), unique=True))
        cards.append(e)
    on_bf = [c["id"] for c in cards if c["zone"] == "battlefield"]
    for c in cards:
        if c["zone"] == "battlefield" and len(on_bf) > 1 and draw(st.integers(0, 3)) == 0:
            c["attached_to"] = draw(st.sampled_from([x for x in on_bf if x != c["id"]]))
    step = draw(st.sampled_from((*STEPS, PREGAME)))
    turn: dict = {"active": draw(st.sampled_from(players)), "step": step,
                  "number": 0 if step == PREGAME else draw(st.integers(1, 99))}
    lands = draw(st.dictionaries(st.sampled_from(players), st.integers(0, 3), max_size=2))
    if lands:
        turn["lands_played"] = lands
    setup: dict = {"players": players, "turn": turn,
                   "mode": draw(st.sampled_from(["strict", "assist", "off"])),
                   "facts": facts, "cards": draw(st.permutations(cards))}
    if draw(st.booleans()):
        setup["life"] = {p: draw(st.integers(-30, 60)) for p in players}
    if draw(st.booleans()):
        setup["player_counters"] = {p: draw(st.dictionaries(st.sampled_from(COUNTER_NAMES),
                                                            st.integers(0, 15), max_size=2))
                                    for p in players}
    if draw(st.integers(0, 3)) == 0:
        setup["top_revealed"] = draw(st.lists(st.sampled_from(players), unique=True,
                                              min_size=1))
    if draw(st.integers(0, 4)) == 0:
        setup["restrictions"] = list(RESTRICTIONS)
    return setup


def lookup_of(setup: dict):
    """A card lookup by name over a setup's facts (as the card database's `find_dict`)."""
    by_name = {d["name"]: d for d in setup["facts"].values()}
    return by_name.get


def game_of(setup: dict):
    return new_game(setup, seed=7)
