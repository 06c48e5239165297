"""Random games for property tests: a two-seat table and a stream of commands built from draws.

Commands are chosen against the live state (cards by index into a zone), so most of them make
sense; assist mode with random overrides also drives illegal actions through.
"""

from __future__ import annotations

from hypothesis import strategies as st

from tabletop.model import commands as C
from tabletop.model.state import GameState
from tabletop.rules import new_game
from tabletop.rules.h_takeback import live_tail
from tabletop.rules.knowledge import known_to
from tests.factsdata import setup

DECK = ["bears", "forest", "bolt", "angel", "den", "bonebrute", "ripper", "delver", "valakut",
        "arbor", "hangarback", "demon"]
METHODS = ["manifest", "cloak", "morph", "megamorph", "disguise", "effect", "manifest_dread"]
ROUTES = ["mana_cost", "morph", "megamorph", "disguise", "effect"]
KINDS = ["draw", "shuffle", "manifest", "dread", "cloak", "cast", "resolve", "counter", "flip",
         "down", "put", "look", "move", "exile_to_play", "play", "copy", "become_copy", "apply",
         "control", "tap", "untap", "attach", "counter+", "damage", "advance", "rearrange",
         "transform", "table", "reveal",
         # libraries, searches, reveals and mulligans
         "mill", "look_top", "arrange", "search", "reveal_some", "mulligan", "put_on_bottom",
         "keep",
         # players, tokens, dice, notes, arrows (issue 12)
         "life", "pay_life", "player_counter", "token", "roll", "coin", "note", "arrow",
         "clear_arrows", "untap_all",
         # the top card of a library revealed (401.5)
         "top_revealed",
         # an undo that keeps what players saw (issue 12)
         "take_back",
         # seat authority: requests answered, withdrawn; table trust
         "answer", "withdraw", "set_trust"]
TOKEN = {"name": "Soldier Token", "type_line": "Creature — Soldier", "power": "1",
         "toughness": "1", "colors": ["W"]}


def new_random_game(mode: str = "assist", seed: int = 1, pregame: bool = False):
    """The random table; `pregame`: before turn 1, players taking mulligans (103.5)."""
    zones = {"A": {"library": DECK[:8], "hand": DECK[8:], "battlefield": ["mist", "pursuit"]},
             "B": {"library": list(reversed(DECK)), "hand": ["bears", "angel", "bolt"],
                   "battlefield": [{"card": "demon", "face_down": "morph"}]}}
    if pregame:
        return new_game(setup(zones, mode=mode, step="pregame", turn=0), seed=seed)
    return new_game(setup(zones, mode=mode), seed=seed)


actions = st.lists(st.tuples(st.sampled_from(KINDS), st.integers(0, 40), st.integers(0, 40),
                             st.booleans()), min_size=1, max_size=40)


def _pick(ids: list[str], n: int) -> str | None:
    return ids[n % len(ids)] if ids else None


def command_for(state: GameState, kind: str, a: int, b: int,
                log: list | None = None) -> C.Command | None:
    if kind == "take_back":  # the newest entry not taken back; now and then a wrong one
        last = live_tail(log or [])
        if last is None:
            return C.TakeBack(b) if a % 2 else None
        return C.TakeBack(last if a % 5 else max(0, last - 1 - b % 3))
    players = state.players
    p = players[a % len(players)]
    bf = state.zones["battlefield"]
    stack = state.zones["stack"]
    hand = state.zones[f"{p}:hand"]
    everything = [c for c, card in state.cards.items() if card.zone != "gone"]
    card = _pick(bf, b)
    if kind == "draw":
        return C.Draw(p, 1 + b % 2)
    if kind == "shuffle":
        return C.Shuffle(p)
    if kind == "manifest":
        return C.Manifest(p, count=1 + b % 2, source="Test")
    if kind == "dread":
        top = state.zones[f"{p}:library"][:2]
        return C.ManifestDread(p, keep=_pick(top, b) if len(top) > 1 else None)
    if kind == "cloak":
        return C.Cloak(p, "hand", _pick(hand, b), "Test") if hand else C.Cloak(p)
    if kind == "cast":
        return C.Cast(p, _pick(hand, b), [None, "morph", "megamorph", "disguise"][a % 4]) \
            if hand else None
    if kind == "resolve":
        return C.Resolve(_pick(stack, b)) if stack else None
    if kind == "counter":
        return C.Counter(_pick(stack, b)) if stack else None
    if kind == "flip":
        return C.TurnFaceUp(p, card, ROUTES[a % len(ROUTES)]) if card else None
    if kind == "down":
        return C.TurnFaceDown(card, "Ixidron") if card else None
    if kind == "put":
        cid = _pick(everything, b)
        return C.PutOntoBattlefield(cid, p, METHODS[a % len(METHODS)] if a % 3 else None, "T")
    if kind == "look":
        return C.Look(p, _pick(everything, b))
    if kind == "move":
        return C.Move(_pick(everything, b), ["hand", "library", "graveyard", "exile"][a % 4],
                      position="bottom" if a % 2 else None, face_down=a % 7 == 3)
    if kind == "exile_to_play":
        return C.ExileToPlay(p, card) if card else None
    if kind == "play":
        return C.Play(p, _pick(everything, b))
    if kind == "copy":
        return C.CopyCard(p, card, f"tok{a}-{b}-{len(state.cards)}") if card else None
    if kind == "become_copy":
        return C.BecomeCopy(card, _pick(bf, a)) if card else None
    if kind == "apply":
        effects = [{"add_pt": [1, 1]}, {"lose_all_abilities": True}, {"base_pt": [1, 1]},
                   {"set_types": "Artifact Creature — Golem"}, {"colors": ["U"]},
                   {"add_ability": "Flying"}]
        return C.ApplyEffect(card, effects[a % len(effects)],
                             ["end_of_turn", "permanent"][b % 2]) if card else None
    if kind == "control":
        return C.GainControl(p, card, "end_of_turn") if card else None
    if kind == "tap":
        return C.Tap(card) if card else None
    if kind == "untap":
        return C.Untap(card) if card else None
    if kind == "attach":
        return C.Attach(card, _pick(bf, a)) if card else None
    if kind == "counter+":
        return C.AddCounter(card, "+1/+1", 1) if card else None
    if kind == "damage":
        return C.Damage(card, 1) if card else None
    if kind == "advance":
        return C.Advance(["next_step", "end", "next_turn", "end_of_turn"][b % 4])
    if kind == "rearrange":
        return C.RearrangeFaceDown(p, (bf[0], bf[-1])) if len(bf) > 1 else None
    if kind == "transform":
        return C.Transform(card) if card else None
    if kind == "table":
        return C.MoveOnTable(card, float(a * 10), float(b * 10)) if card else None
    if kind == "reveal":
        return C.Reveal(p, _pick(hand, b)) if hand else None
    if kind in ("answer", "withdraw", "set_trust"):
        return requests_command(state, kind, a, b)
    return library_command(state, kind, p, a, b)


def requests_command(state: GameState, kind: str, a: int, b: int) -> C.Command | None:
    """An answer to or a withdrawal of a pending request (now and then of one that isn't), or
    table trust on or off."""
    if kind == "set_trust":
        return C.SetTrust(on=a % 2 == 0)
    ids = [r["id"] for r in state.requests]
    rid = ids[b % len(ids)] if ids and a % 7 else state.next_request + b % 2
    return C.Answer(rid, accept=a % 3 != 0) if kind == "answer" else C.Withdraw(rid)


def actor_for(state: GameState, cmd: C.Command, a: int, b: int) -> str | None:
    """Who gives a command of a random game: no one in particular, its own player, or any seat
    (an action on another seat's things becomes a request); an answer by the seat asked, a
    withdrawal by the seat that asked."""
    if isinstance(cmd, (C.Answer, C.Withdraw)):
        req = next((r for r in state.requests if r["id"] == cmd.request), None)
        if req is not None:
            return req["to"] if isinstance(cmd, C.Answer) else req["by"]
    if b % 3 == 0:
        return getattr(cmd, "player", None)
    if b % 3 == 1 and a % 2:
        return state.players[(a // 2) % len(state.players)]
    return None


def library_command(state: GameState, kind: str, p: str, a: int, b: int) -> C.Command | None:
    players = state.players
    other = players[(players.index(p) + 1 + b) % len(players)]
    owner = p if a % 3 else other
    lib = state.zones[f"{owner}:library"]
    hand = state.zones[f"{p}:hand"]
    if kind == "mill":
        return C.Mill(p, 1 + b % 3)
    if kind == "look_top":
        return C.LookTop(p, owner, 1 + b % 3)
    if kind == "arrange":
        # the top cards p knows, from the top (none known: one card, which is refused)
        k = 0
        while k < min(len(lib), 3) and known_to(state, p, state.cards[lib[k]]):
            k += 1
        top = list(lib[:max(k, 1)])
        if not top:
            return None
        where = [(a + i * b) % 3 for i in range(len(top))]
        pick = [tuple(c for c, w in zip(top, where, strict=True) if w == n) for n in range(3)]
        return C.ArrangeTop(p, owner, pick[0], pick[1], pick[2] if owner == p else ())
    if kind == "search":
        zone = ["library", "library", "graveyard", "hand"][b % 4]
        cards = state.zones[f"{owner}:{zone}"]
        find = (_pick(cards, a),) if cards and a % 5 else ()
        to = ["hand", "battlefield", "graveyard", "exile", "top"][b % 5]
        if to == "top" and zone != "library":
            to = "hand"
        return C.Search(p, owner, zone, find, to if find else None, tapped=a % 2 == 1,
                        reveal=b % 3 == 0, shuffle=a % 4 != 1, any_card=b % 7 == 3,
                        face_down="manifest" if to == "battlefield" and a % 3 == 2 else None)
    if kind == "reveal_some":
        if a % 2:
            return C.Reveal(p, from_zone=["hand", "library"][b % 2], n=1 + b % 2,
                            to=(other,) if other != p else ())
        return C.Reveal(p, card_list=tuple(hand[:1 + b % 2]), to=(other,)) if hand else None
    if kind == "mulligan":
        return C.Mulligan(p)
    if kind == "put_on_bottom":
        due = state.bottom_due.get(p, 0)
        return C.PutOnBottom(p, tuple(hand[b % max(len(hand), 1):][:due or 1 + a % 2]))
    if kind == "keep":
        return C.Keep(p)
    return players_command(state, kind, a, b, p, _pick(state.zones["battlefield"], b))


def players_command(state: GameState, kind: str, a: int, b: int, p: str,
                    card: str | None) -> C.Command | None:
    if kind == "life":
        return C.Life(p, delta=b - 20) if a % 3 else C.Life(p, set_to=b - 5)
    if kind == "pay_life":
        return C.Life(p, delta=-b, pay=True)
    if kind == "player_counter":
        name = ["poison", "energy", "rad"][a % 3]
        return C.PlayerCounter(p, name, delta=b % 12 - 3) if b % 5 else C.PlayerCounter(
            p, name, set_to=a % 11)
    if kind == "token":
        return C.CreateToken(p, TOKEN, 1 + b % 3, a % 2 == 0)
    if kind == "roll":
        return C.Roll(p, [2, 6, 20, 1000][a % 4], 1 + b % 3)
    if kind == "coin":
        return C.FlipCoin(p)
    if kind == "note":
        everything = [c for c, x in state.cards.items() if x.zone != "gone"]
        target = card if a % 4 else _pick(everything, b)  # a card in hand: refused
        return C.Note(target, ["attacked", "", "blocked this turn"][b % 3]) if target else None
    if kind == "arrow":
        to = _pick(state.zones["battlefield"], a) if b % 2 else state.players[b % 2]
        return C.Arrow(p, card, to) if card and to else None
    if kind == "clear_arrows":
        return C.ClearArrows(p if a % 2 else None)
    if kind == "untap_all":
        return C.UntapAll(p)
    if kind == "top_revealed":  # on twice or off when off: nothing happens
        return C.PlayTopRevealed(p, on=bool(a % 3), source="Future Sight" if b % 2 else None)
    raise AssertionError(kind)
