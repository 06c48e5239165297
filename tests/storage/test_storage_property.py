"""Any game the app's own entry points can build saves, and its save loads to the same game (issue
10): random player names within the limits, decklists of bundled and imported cards (imported
through the card database as `tabletop cards import` does), the demo game, random legal and
overridden actions, rules modes strict, assist and off (changed during play too). Every such
game keeps the invariants of the rules, its save loads to the same game by both paths and dumps
to the same bytes, and its export for every seat (and a spectator) opens."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop import storage
from tabletop.carddata.bundled import bundled_cards
from tabletop.carddata.database import CardDatabase
from tabletop.carddata.decklists import decks_setup, is_token, parse_decklist
from tabletop.carddata.demo import demo_setup
from tabletop.model import commands as C
from tabletop.model.invariants import problems
from tabletop.model.limits import MAX_PLAYER_NAME
from tabletop.model.setup import MODES, SetupError, check_player_name
from tabletop.rules import new_game
from tests.rules.randomgames import KINDS, actor_for, command_for

from .gamegen import game_state

BUNDLED = sorted(n for n, f in bundled_cards().items() if "//" not in n and not is_token(f))[:60]


def _enters(name: str) -> bool:
    try:
        check_player_name(name)
    except SetupError:
        return False
    return True


# any text, whatever the script, that the new-game dialog takes as a player's name
NAME = st.text(st.characters(blacklist_categories=("Cs",)), min_size=1,
               max_size=MAX_PLAYER_NAME).map(str.strip).filter(_enters)
ORACLE = ["", "Flying", "Morph {2}{G}", "Megamorph {1}{U}", "Disguise {3}", "Trample\nMorph {4}"]
TYPES = ["Creature — Elf", "Creature — Human Wizard", "Artifact Creature — Golem", "Land",
         "Instant", "Sorcery", "Enchantment", "Legendary Creature — Spirit"]


@st.composite
def imported_card(draw, n: int) -> dict:
    type_line = draw(st.sampled_from(TYPES))
    card = {"object": "card", "name": f"Zimported {n} " + draw(st.text(
        "abcdefghijklmnopqrstuvwxyzäöüé", min_size=1, max_size=12)), "layout": "normal",
        "type_line": type_line, "oracle_text": draw(st.sampled_from(ORACLE)),
        "set": draw(st.sampled_from(["zzz", "ab1"])), "collector_number": str(n + 1)}
    if type_line != "Land":
        card["mana_cost"] = draw(st.sampled_from(["{1}{G}", "{2}{U}{U}", "{X}{R}", "{0}", ""]))
    if "Creature" in type_line:
        card["power"], card["toughness"] = draw(st.sampled_from([("2", "2"), ("*", "1+*"),
                                                                ("0", "4")]))
    return card


@st.composite
def entries(draw) -> dict:
    """What the app's entry points take: who plays, with which cards, in which mode, what then
    happens (legal and overridden actions, mode changes)."""
    players = draw(st.lists(NAME, min_size=2, max_size=2, unique=True))
    demo = draw(st.booleans())
    imported = [] if demo else [draw(imported_card(n)) for n in range(draw(st.integers(0, 3)))]
    names = BUNDLED + [c["name"] for c in imported]
    decks = [draw(st.lists(st.tuples(st.integers(1, 4), st.sampled_from(names)), min_size=3,
                           max_size=10)) for _ in players]
    mode = draw(st.sampled_from(MODES))
    actions = draw(st.lists(st.tuples(
        st.sampled_from([*KINDS, "set_mode"]), st.integers(0, 40), st.integers(0, 40),
        st.booleans()), min_size=1, max_size=40))
    return {"players": players, "demo": demo, "imported": imported, "decks": decks,
            "mode": mode, "actions": actions, "seed": draw(st.integers(0, 2**63 - 1))}


def build(spec: dict, home: Path):
    """The game, built as the app builds one: a setup from decklists (or the demo decks), the
    libraries shuffled and seven cards drawn, then the actions through the rules."""
    players = spec["players"]
    if spec["demo"]:
        setup = demo_setup(tuple(players), seed=spec["seed"])
        setup["mode"] = spec["mode"]
    else:
        with CardDatabase.open(home / "cards.sqlite", create=True) as db:
            if spec["imported"]:
                path = home / "import.json"
                path.write_text(json.dumps(spec["imported"]), "utf-8")
                db.import_files([path])
            decks = [(p, parse_decklist("".join(f"{n} {name}\n" for n, name in deck),
                                        f"{p}'s decklist"))
                     for p, deck in zip(players, spec["decks"], strict=True)]
            setup = decks_setup(decks, db.find_dict, mode=spec["mode"], seed=spec["seed"])
    game = new_game(setup, seed=spec["seed"])
    for p in players:
        game.apply(C.Shuffle(p), p)
        game.apply(C.Draw(p, 7), p)
    for kind, a, b, override in spec["actions"]:
        if kind == "set_mode":
            game.apply(C.SetMode(MODES[a % len(MODES)]), None)
            continue
        cmd = command_for(game.state, kind, a, b, game.log)
        if cmd is not None:
            game.apply(cmd, actor_for(game.state, cmd, a, b), override=override)
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(entries())
def test_any_game_the_app_builds_saves_and_loads_back_the_same(spec):
    with tempfile.TemporaryDirectory() as tmp:
        game = build(spec, Path(tmp))
    assert problems(game.state) == []
    data = storage.dump_game(game, title=f"{spec['players'][0]} v {spec['players'][1]}")
    for verify in ("auto", "events", "rules"):
        back = storage.load_game_bytes(data, name="prop", verify=verify)
        assert game_state(back) == game_state(game), verify
        assert storage.dump_game(back) == data, verify
    for seat in (*game.state.players, None):
        board = storage.load_export(storage.export_for(game, seat), name="export")
        assert board.seat == seat and board.position == len(game.log)

