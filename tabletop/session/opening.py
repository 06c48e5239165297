"""Games to start from: the built-in demo game (two seats, the demo decks of
`tabletop.carddata.demo` shuffled, opening hands drawn), a game from decklists, a mid-game
position with face-down objects of several methods, and the next game of a match (the same
decks, sideboarded or not: `starting_decks`, `next_game`). Pure Python: the app, `tabletop
host` and the tests build their games here.

Each game gets a new seed from the operating system's random source (`model.game.new_seed`),
so no one knows the libraries in advance; `seed=N` (the app's `--seed N`) makes one
reproducible, as the screenshots are (`--seed 7`)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

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


# ---------------------------------------------------------------- the next game of a match
@dataclass(slots=True)
class Deck:
    """One player's cards for the next game, as facts keys: the main deck (the library), the
    sideboard, and the commanders (in the command zone)."""

    main: list[str]
    side: list[str] = field(default_factory=list)
    command: list[str] = field(default_factory=list)

    def move(self, key: str, to_side: bool) -> bool:
        """One card of `key` from the main deck to the sideboard (`to_side`) or back: the
        number of cards stays the same. False if there is none to move."""
        frm, to = (self.main, self.side) if to_side else (self.side, self.main)
        if key not in frm:
            return False
        frm.remove(key)
        to.append(key)
        return True


@dataclass(slots=True)
class Decks:
    """Every player's deck for the next game, and the facts of their cards by key."""

    decks: dict[str, Deck]
    facts: dict[str, dict]

    @property
    def has_sideboards(self) -> bool:
        return any(d.side for d in self.decks.values())

    def sideboards(self) -> dict[str, list[dict]]:
        """{player: the facts of each sideboard card} (what `starting_decks` takes back)."""
        return {p: [self.facts[k] for k in d.side] for p, d in self.decks.items()}


def sideboard_cards(decks: list, lookup) -> dict[str, list[dict]]:
    """{player: the facts of each card of the sideboard} of decklists ([(player, Decklist)]),
    the cards found with `lookup`. A sideboard card the card data doesn't know, or a token,
    is left out: it could not be played in the game (the main deck's are refused instead)."""
    from tabletop.carddata.decklists import is_token
    out: dict[str, list[dict]] = {}
    for player, deck in decks:
        cards = out.setdefault(player, [])
        for e in deck.entries:
            facts = lookup(e.name) if e.section == "sideboard" else None
            if facts is not None and not is_token(facts):
                cards.extend([facts] * e.count)
    return out


def starting_decks(game, sideboards: dict[str, list[dict]] | None = None) -> Decks:
    """The decks a game was played with: the cards each player owned in its starting setup
    (tokens are not cards of a deck), commanders apart; and `sideboards` ({player: facts of
    each card}, kept by whoever started the game from decklists: a save doesn't hold them)."""
    setup = game.setup or {}
    facts = dict(setup.get("facts") or {})
    decks = {p: Deck([]) for p in game.state.players}
    for e in setup.get("cards") or []:
        deck = decks.get(e.get("owner"))
        if deck is None or e.get("token") or e.get("facts") not in facts:
            continue
        (deck.command if e.get("zone") == "command" else deck.main).append(e["facts"])
    for p, cards in (sideboards or {}).items():
        if p in decks:
            for f in cards:
                key = _facts_key(facts, f)
                decks[p].side.append(key)
    return Decks(decks, facts)


def _facts_key(facts: dict[str, dict], f: dict) -> str:
    """The key `f` is kept under in `facts` (added under its name, or a name made unique)."""
    name = str(f.get("name") or "card")
    key, n = name, 2
    while key in facts and facts[key] != f:
        key, n = f"{name} ({n})", n + 1
    facts.setdefault(key, f)
    return key


def next_game_setup(game, first: str, decks: Decks | None = None,
                    seed: int | None = None) -> dict:
    """The setup of the next game of a match: the same players with the same decks
    (`decks`, default the cards of `game`'s starting setup), every card in its library (the
    commanders in the command zone), the starting life totals and table trust of `game`'s
    setup and its rules mode now, `first` going first; the game waits in the pregame step
    (the mulligans, 103.5). Card ids are handed out in a random order from `seed`, so they say
    nothing about the cards."""
    import random
    players = list(game.state.players)
    if first not in players:
        raise ValueError(f"{first!r} is not a player of this game")
    decks = decks or starting_decks(game)
    old = game.setup or {}
    cards = [{"facts": k, "owner": p, "zone": zone} for p in players
             for zone, keys in (("library", decks.decks[p].main),
                                ("command", decks.decks[p].command)) for k in keys]
    numbers = list(range(1, len(cards) + 1))
    random.Random(seed).shuffle(numbers)
    used = {c["facts"] for c in cards}
    setup = {"players": players, "turn": {"active": first, "step": PREGAME, "number": 0},
             "mode": str(game.state.mode),
             "facts": {k: v for k, v in decks.facts.items() if k in used},
             "cards": [{"id": f"c{n}", **c} for n, c in zip(numbers, cards, strict=True)]}
    for key in ("life", "trust"):
        if old.get(key) is not None:
            setup[key] = copy.deepcopy(old[key])
    return setup


def next_game(game, first: str, decks: Decks | None = None, seed: int | None = None):
    """Game 2 (and on) of a match: `next_game_setup`, libraries shuffled with a new seed (or
    `seed`), seven cards drawn each, waiting for the mulligans."""
    seed = new_seed() if seed is None else seed
    return deal(new_game(next_game_setup(game, first, decks, seed), seed=seed))
