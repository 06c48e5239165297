"""Games to start from: the built-in demo game (two seats, the demo decks of
`tabletop.carddata.demo` shuffled, opening hands drawn), a game from decklists, and a mid-game
position with face-down objects of several methods. Pure Python: the app, `tabletop host` and
the tests build their games here.

Each game gets a new seed from the operating system's random source (`model.game.new_seed`),
so no one knows the libraries in advance; `seed=N` (the app's `--seed N`) makes one
reproducible, as the screenshots are (`--seed 7`)."""

from __future__ import annotations

from tabletop.model import commands as C
from tabletop.model.game import new_seed
from tabletop.model.state import PREGAME
from tabletop.rules import new_game


def demo_setup(players=("Alice", "Bob"), seed: int | None = None) -> dict:
    from tabletop.carddata.demo import demo_setup as real
    return real(players=tuple(players), seed=seed)


def demo_game(players=("Alice", "Bob"), seed: int | None = None, setup: dict | None = None,
              pregame: bool = False):
    """A fresh demo game: libraries shuffled, seven cards drawn by each player. `pregame`: the
    game waits in the pregame step for the mulligans (103.5), the starting player chosen at
    random from the seed; else it is turn 1's first main phase (positions, benchmarks)."""
    seed = new_seed() if seed is None else seed
    setup = setup or demo_setup(players, seed)
    if pregame:
        setup["turn"] = {"active": first_player(setup["players"], seed), "step": PREGAME,
                         "number": 0}
    return deal(new_game(setup, seed=seed))


def first_player(players, seed: int) -> str:
    """Who goes first (103.1), at random from the game's seed (a save replays it)."""
    import random
    return random.Random(f"{seed}:first").choice(list(players))


def deal(game):
    """Each library shuffled with the game's seed, seven cards drawn by each player."""
    for p in game.state.players:
        game.apply(C.Shuffle(p), p)
        game.apply(C.Draw(p, 7), p)
    return game


def decks_game(decks: list, lookup, seed: int | None = None):
    """A new game from `decks` ([(player name, decklist)...]), the cards found with `lookup`
    (a card database's `find_dict`), libraries shuffled and seven cards drawn each."""
    from tabletop.carddata.decklists import decks_setup
    seed = new_seed() if seed is None else seed
    return deal(new_game(decks_setup(decks, lookup, seed=seed), seed=seed))


def midgame(players=("Alice", "Bob"), seed: int | None = None):
    """A demo position with face-down objects of several methods on the table (screenshots,
    tutorials)."""
    seed = new_seed() if seed is None else seed
    setup = demo_setup(players, seed)
    a, b = players[0], players[1]
    wanted = {a: [("Primordial Mist", None), ("Island", None), ("Island", None),
                  ("Forest", None), ("Hooded Hydra", "morph"), ("Den Protector", "megamorph"),
                  ("Lightning Bolt", "manifest"), ("Grizzly Bears", "manifest_dread"),
                  ("Counterspell", "cloak")],
              b: [("Mastery of the Unseen", None), ("Mountain", None), ("Plains", None),
                  ("Exalted Angel", "morph"), ("Pyrotechnic Performer", "disguise"),
                  ("Ruthless Ripper", "manifest")]}
    sources = {"manifest": "Primordial Mist", "cloak": "Cryptic Coat",
               "manifest_dread": "Break Down the Door", "morph": None, "megamorph": None,
               "disguise": None}
    order = 1
    for p, specs in wanted.items():
        for key, method in specs:
            e = next((c for c in setup["cards"] if c["owner"] == p and c["facts"] == key
                      and c["zone"] == "library"), None)
            if e is None:
                continue
            e["zone"] = "battlefield"
            if method:
                src = sources[method]
                if p == b and method == "manifest":
                    src = "Mastery of the Unseen"
                e["face_down"] = {"method": method, "order": order, "source": src}
                order += 1
    setup["cards"].sort(key=lambda c: c["zone"] != "battlefield")
    game = demo_game(players, seed, setup)
    tapped = [c for c in game.state.zones["battlefield"]
              if game.state.cards[c].facts == "Island"][:1]
    for cid in tapped:
        game.apply(C.Tap(cid), a)
    return game
