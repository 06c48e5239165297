"""Random games for the storage tests and benchmarks: a setup of distinctive cards and a stream
of random commands carried out through the rules (refused ones leave no log entry).

Every card gets facts of its own with tokens no other card shares (`Zq<seed>n<i>` names,
`Sub<..>` subtypes, `{1<i>}` costs, P/T strings of three digits, set codes, `Txt<..>` rules
texts in English and German), so a test can scan bytes for the facts of one card without false
alarms.
"""

from __future__ import annotations

import random

from tabletop.model import commands as C
from tabletop.model.game import Game
from tabletop.rules import new_game

TOKEN = {"name": "Soldier Token", "type_line": "Creature — Soldier", "power": "1",
         "toughness": "1", "colors": ["W"]}
KINDS = ("creature", "morph", "disguise", "land", "instant", "megamorph", "transform")


def card_facts(tag: str, i: int, kind: str) -> dict:
    n = 100 + i
    name = f"Zq{tag}n{i}"
    sub = f"Sub{tag}n{i}"
    d: dict = {"name": name, "set": f"S{tag}n{i}", "collector_number": f"CN{tag}n{i}"}
    if kind == "land":
        d["type_line"] = f"Land — {sub}"
    elif kind == "instant":
        d.update(mana_cost=f"{{{n}}}{{R}}", type_line=f"Instant — {sub}")
    elif kind == "transform":
        return {"name": f"{name} // Back{tag}n{i}", "layout": "transform",
                "type_line": f"Creature — {sub} // Creature — Back{sub}",
                "set": d["set"], "collector_number": d["collector_number"],
                "card_faces": [
                    {"name": name, "mana_cost": f"{{{n}}}{{U}}", "type_line": f"Creature — {sub}",
                     "power": str(n), "toughness": str(n + 500),
                     "oracle_text": f"At dawn, transform Txt{tag}n{i}."},
                    {"name": f"Back{tag}n{i}", "type_line": f"Creature — Back{sub}",
                     "power": str(n + 1), "toughness": str(n + 501),
                     "oracle_text": f"Trample. TxtBack{tag}n{i}."}]}
    else:
        d.update(mana_cost=f"{{{n}}}{{G}}", type_line=f"Creature — {sub}", power=str(n),
                 toughness=str(n + 500))
        if kind in ("morph", "megamorph", "disguise"):
            d[kind] = f"{{{n + 2000}}}"
    d["oracle_text"] = f"When this enters, draw a card. Txt{tag}n{i}."
    d["printed_text"] = {"de": f"Wenn dies ins Spiel kommt, ziehe eine Karte. TxtDe{tag}n{i}."}
    return d


def random_setup(rng: random.Random, n_cards: int = 40, players=("A", "B"),
                 mode: str | None = None, tag: str = "x") -> dict:
    facts: dict = {}
    cards: list[dict] = []
    order = 1
    for i in range(n_cards):
        kind = rng.choice(KINDS)
        key = f"k{i}"
        facts[key] = card_facts(tag, i, kind)
        owner = players[i % len(players)]
        zone = rng.choices(("library", "hand", "battlefield", "graveyard", "exile"),
                           (6, 2, 3, 1, 1))[0]
        e: dict = {"id": f"card-{i}", "facts": key, "owner": owner, "zone": zone,
                   "controller": owner, "tapped": zone == "battlefield" and rng.random() < .2,
                   "counters": {}, "damage": 0, "token": False, "attached_to": None}
        if zone == "battlefield" and rng.random() < 0.3:
            e["face_down"] = {"method": rng.choice(("manifest", "cloak", "morph")),
                              "order": order, "source": None, "chars": None}
            order += 1
        cards.append(e)
    return {"players": list(players),
            "turn": {"active": players[0], "number": 1, "step": "main1"},
            "mode": mode or rng.choice(("strict", "assist", "off")),
            "restrictions": [], "facts": facts, "cards": cards}


def _pick(rng: random.Random, game: Game, zone: str, owner: str | None = None) -> str | None:
    st = game.state
    if zone in ("battlefield", "stack"):
        ids = st.zones[zone]
    else:
        owners = [owner] if owner else st.players
        ids = [c for p in owners for c in st.zones[f"{p}:{zone}"]]
    return rng.choice(ids) if ids else None


def random_command(rng: random.Random, game: Game) -> C.Command | None:
    st = game.state
    p = rng.choice(st.players)
    bf = lambda: _pick(rng, game, "battlefield")  # noqa: E731
    hand = lambda: _pick(rng, game, "hand", p)  # noqa: E731
    roll = rng.random()
    choices = [
        (8, lambda: C.Draw(p, rng.choice((1, 1, 2)))),
        (2, lambda: C.Shuffle(p)),
        (6, lambda: bf() and C.Tap(bf())),
        (4, lambda: bf() and C.Untap(bf())),
        (4, lambda: bf() and C.AddCounter(bf(), rng.choice(("+1/+1", "charge")), 1)),
        (2, lambda: bf() and C.Damage(bf(), 1)),
        (4, lambda: bf() and C.MoveOnTable(bf(), float(rng.randint(0, 900)),
                                           float(rng.randint(0, 600)))),
        (5, lambda: C.Manifest(p)),
        (3, lambda: C.Cloak(p)),
        (2, lambda: C.ManifestDread(p, keep=(game.state.zones[f"{p}:library"][:1] or [None])[0])),
        (6, lambda: hand() and C.Play(p, hand())),
        (6, lambda: hand() and C.Cast(p, hand(), rng.choice((None, "morph", "disguise")))),
        (6, lambda: st.zones["stack"] and C.Resolve(st.zones["stack"][0])),
        (6, lambda: bf() and C.TurnFaceUp(p, bf(), rng.choice(("mana_cost", "morph",
                                                                 "disguise", "megamorph")))),
        (4, lambda: (c := _pick(rng, game, rng.choice(("battlefield", "hand", "graveyard"))))
            and C.Move(c, rng.choice(("graveyard", "exile", "hand", "library")),
                       rng.choice((None, "top", "bottom")))),
        (2, lambda: hand() and C.Reveal(p, hand())),
        (2, lambda: bf() and C.Look(p, bf())),
        (2, lambda: (c := _pick(rng, game, rng.choice(("graveyard", "exile"))))
            and C.PutOntoBattlefield(c, p, rng.choice((None, "manifest")))),
        (1, lambda: bf() and C.CopyCard(p, bf())),
        (2, lambda: bf() and C.TurnFaceDown(bf())),
        (1, lambda: bf() and C.Attach(bf(), bf())),
        (3, lambda: C.Advance("next_step")),
        (1, lambda: C.Advance("next_turn")),
        (1, lambda: (c := _pick(rng, game, "battlefield"))
            and C.Move(c, "exile", face_down=True)),
        (1, lambda: bf() and C.ExileToPlay(p, bf())),
        (1, lambda: bf() and C.Transform(bf())),
        (1, lambda: bf() and C.GainControl(p, bf(), rng.choice(("permanent", "end_of_turn")))),
        (1, lambda: bf() and C.ApplyEffect(bf(), rng.choice(({"add_pt": [1, 1]},
                                                              {"lose_all_abilities": True},
                                                              {"colors": ["U"]})))),
        (1, lambda: (c := bf()) and (o := bf()) and C.BecomeCopy(c, o)),
        (1, lambda: st.zones["stack"] and C.Counter(st.zones["stack"][0])),
        (1, lambda: C.Play(p, c) if (c := _pick(rng, game, "exile")) else None),
        # players, tokens, dice, notes, arrows (issue 12)
        (2, lambda: C.Life(p, delta=rng.choice((-3, -2, -1, 1, 4)))),
        (1, lambda: C.Life(p, delta=-rng.randint(0, 3), pay=True)),
        (1, lambda: C.PlayerCounter(p, rng.choice(("poison", "energy")),
                                    delta=rng.choice((1, 2, -1)))),
        (1, lambda: C.CreateToken(p, TOKEN, rng.choice((1, 2)), rng.random() < .3)),
        (1, lambda: C.Roll(p, rng.choice((6, 20)), rng.choice((1, 2)))),
        (1, lambda: C.FlipCoin(p)),
        (2, lambda: bf() and C.Note(bf(), rng.choice(("attacked", "", "blocked")))),
        (1, lambda: bf() and C.Arrow(p, bf(), rng.choice(st.players))),
        (1, lambda: C.ClearArrows()),
        (1, lambda: C.UntapAll(p)),
        # seat authority: answers, withdrawals, table trust (requests come from commands given
        # by a seat on another's things, see `play_random`)
        (3, lambda: st.requests and C.Answer(rng.choice(st.requests)["id"], rng.random() < .6)),
        (1, lambda: st.requests and C.Withdraw(rng.choice(st.requests)["id"])),
        (1, lambda: C.SetTrust(rng.random() < .5)),
    ]
    total = sum(w for w, _ in choices)
    acc = 0.0
    for w, make in choices:
        acc += w / total
        if roll <= acc:
            return make() or None
    return None


def play_random(game: Game, rng: random.Random, n_commands: int) -> Game:
    for _ in range(n_commands):
        cmd = random_command(rng, game)
        if cmd is None:
            continue
        game.apply(cmd, _actor(rng, game, cmd), override=rng.random() < 0.3)
    return game


def _actor(rng: random.Random, game: Game, cmd: C.Command) -> str | None:
    """No one in particular, the command's own player or any seat (an action on another seat's
    things becomes a request); an answer by the seat asked, a withdrawal by the one that asked."""
    if isinstance(cmd, (C.Answer, C.Withdraw)):
        req = next(r for r in game.state.requests if r["id"] == cmd.request)
        return req["to"] if isinstance(cmd, C.Answer) else req["by"]
    return rng.choice((None, None, getattr(cmd, "player", None), rng.choice(game.state.players)))


def random_game(seed: int, n_commands: int = 60, n_cards: int = 40,
                mode: str | None = None) -> Game:
    rng = random.Random(seed)
    game = new_game(random_setup(rng, n_cards, mode=mode, tag=f"{seed}"), seed=seed)
    return play_random(game, rng, n_commands)


def big_game(n_cards: int = 2000, n_events: int = 20_000, seed: int = 7) -> Game:
    """A game of `n_cards` objects played until its log holds at least `n_events` events."""
    rng = random.Random(seed)
    game = new_game(random_setup(rng, n_cards, mode="assist", tag="big"), seed=seed)
    count = 0
    while count < n_events:
        before = len(game.log)
        play_random(game, rng, 50)
        count += sum(len(e.events) for e in game.log[before:])
    return game


def game_state(game: Game) -> dict:
    """Everything that makes a game what it is, as plain data (for equality in tests)."""
    return {"state": game.state.snapshot(), "seed": game.seed, "setup": game.setup,
            "log": [e.to_dict() for e in game.log]}
