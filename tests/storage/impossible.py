"""Crafted impossible games (issue 10, item 3): real saves whose logs were edited so that their
events lead to a board no rules could reach.

Each file starts from a real game played through the rules (`base_game`) and saved. Its log is
then checked by its events only, as the fast load path does for a log of more than 2,000 events
(`long`) or one written by another version of tabletop (`version`). One edit per case: a change
(or an event's data) that makes the board impossible, put where the rules would have put it
(the last log entry, or the event that carries the effect). Each case says where the loader must
point (a JSON path) and a word its message must use.

    python -m tests.storage.impossible OUT_DIR   # writes every case, both flavours
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from tabletop import storage
from tabletop.model import commands as C
from tabletop.model.game import Game
from tabletop.rules import new_game

from .gamegen import play_random, random_setup

FLAVOURS = ("version", "long")
OTHER_VERSION = "0.0.9"


@lru_cache(maxsize=2)
def base_game(flavour: str) -> Game:
    """A real game (the rules carried out every command) whose final board has what the cases
    need: cards in hands and libraries, face-down and face-up permanents, an effect, a card in
    exile. `long`: more than 2,000 events."""
    rng = random.Random(1010)
    n_cards, n_commands = (60, 90) if flavour == "version" else (150, 200)
    game = new_game(random_setup(rng, n_cards, mode="off", tag="imp"), seed=1010)
    play_random(game, rng, n_commands)
    for p in game.state.players:
        game.apply(C.Manifest(p))
        game.apply(C.Draw(p, 2))
    st = game.state
    up = [c for c in st.zones["battlefield"] if st.cards[c].face_down is None]
    game.apply(C.ApplyEffect(up[0], {"add_pt": [1, 1]}, "permanent"))
    game.apply(C.Move(st.zones["A:hand"][0], "exile"))
    if flavour == "long":
        events = sum(len(e.events) for e in game.log)
        while events <= 2_000:  # a permanent tapped and untapped: one event each
            game.apply(C.Tap(up[-1]) if not st.cards[up[-1]].tapped else C.Untap(up[-1]))
            events += 1
    return game


@lru_cache(maxsize=2)
def base_bytes(flavour: str) -> bytes:
    doc = json.loads(storage.dump_game(base_game(flavour), title=f"impossible base ({flavour})"))
    if flavour == "version":
        doc["app_version"] = doc["created_with"] = OTHER_VERSION
    return _enc(doc)


def _enc(doc: dict) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode()


@dataclass(frozen=True)
class Case:
    id: str
    what: str  # the impossibility, in words
    edit: Callable[[dict, Game], tuple[str, str]]  # edits the document; (where, word)


def _append(doc: dict, *changes: list) -> str:
    """Add `changes` to the log's last entry as one more event; the path of the last change."""
    entry = doc["log"][-1]
    events = entry.setdefault("events", [])
    events.append({"kind": "changed", "changes": [list(ch) for ch in changes]})
    return f"log[{len(doc['log']) - 1}].events[{len(events) - 1}].changes[{len(changes) - 1}]"


def _bf(game: Game, face_down: bool) -> list[str]:
    st = game.state
    return [c for c in st.zones["battlefield"] if (st.cards[c].face_down is not None) == face_down
            and not st.cards[c].attached_to]


def _marker(order: int, **extra) -> dict:
    return {"order": order, "method": "manifest", "source": None, "chars": None, **extra}


def _hand_card(doc: dict, game: Game) -> tuple[str, str]:
    cid = game.state.zones["B:hand"][0]
    where = _append(doc, ["g", "next_order", game.state.next_order + 1],
                    ["set", cid, "face_down", _marker(game.state.next_order)])
    return where, "hand"


def _moved_to_hand(doc: dict, game: Game) -> tuple[str, str]:
    cid = _bf(game, True)[0]
    return _append(doc, ["move", cid, f"{game.state.cards[cid].owner}:hand", 0]), "hand"


def _token_nobody(doc: dict, game: Game) -> tuple[str, str]:
    st = game.state
    token = {"id": "token-nobody", "facts": next(iter(st.facts)), "owner": "A", "token": True,
             "zone": "battlefield", "obj": st.next_obj, "controller": "Nobody",
             "since_turn": st.turn, "ts": st.next_ts, "revealed": []}
    where = _append(doc, ["g", "next_obj", st.next_obj + 1], ["g", "next_ts", st.next_ts + 1],
                    ["card+", token, len(st.zones["battlefield"])])
    return where, "Nobody"


def _effect(game: Game, cid: str, params: dict, **extra) -> dict:
    st = game.state
    return {"id": st.next_effect, "card": cid, "obj": st.cards[cid].obj, "params": params,
            "duration": "permanent", "until_turn": None, "ts": st.next_ts, **extra}


def _add_effect(doc: dict, game: Game, params: dict, **extra) -> str:
    st = game.state
    cid = _bf(game, False)[1]
    return _append(doc, ["g", "next_effect", st.next_effect + 1],
                   ["g", "next_ts", st.next_ts + 1],
                   ["eff+", len(st.effects), _effect(game, cid, params, **extra)])


def _control_nobody(doc: dict, game: Game) -> tuple[str, str]:
    return _add_effect(doc, game, {"control": "Nobody"}), "Nobody"


def _turn(doc: dict, game: Game) -> tuple[str, str]:
    return _append(doc, ["g", "turn", -5]), "turn"


def _effect_param(doc: dict, game: Game) -> tuple[str, str]:
    return _add_effect(doc, game, {"add_pt": ["1", "x"]}), "add_pt"


def _effect_applied(doc: dict, game: Game) -> tuple[str, str]:
    """The effect the base game applied, mistyped where the log records it twice: in the
    event's data and in the change that adds it."""
    for i, e in enumerate(doc["log"]):
        for j, ev in enumerate(e.get("events", [])):
            if ev["kind"] == "effect_applied":
                ev["data"]["effect"] = {"base_pt": "huge"}
                for ch in ev["changes"]:
                    if ch[0] == "eff+":
                        ch[2]["params"] = {"base_pt": "huge"}
                return f"log[{i}].events[{j}]", "base_pt"
    raise AssertionError("the base game applies an effect")


def _duplicate_obj(doc: dict, game: Game) -> tuple[str, str]:
    a, b = _bf(game, False)[:2]
    return _append(doc, ["set", a, "obj", game.state.cards[b].obj]), "object number"


def _duplicate_order(doc: dict, game: Game) -> tuple[str, str]:
    st = game.state
    fd = st.cards[_bf(game, True)[0]]
    where = _append(doc, ["set", _bf(game, False)[0], "face_down", _marker(fd.face_down["order"])])
    return where, "marker #"


def _attached_to_library(doc: dict, game: Game) -> tuple[str, str]:
    st = game.state
    lib = next(c for p in st.players for c in st.zones[f"{p}:library"])
    return _append(doc, ["set", _bf(game, False)[0], "attached_to", lib]), "attached"


def _negative_damage(doc: dict, game: Game) -> tuple[str, str]:
    return _append(doc, ["set", _bf(game, False)[0], "damage", -3]), "damage"


def _marker_chars(doc: dict, game: Game) -> tuple[str, str]:
    st = game.state
    marker = _marker(st.next_order, chars={"power": 5})
    where = _append(doc, ["g", "next_order", st.next_order + 1],
                    ["set", _bf(game, False)[0], "face_down", marker])
    return where, "power"


def _exile_marker_on_battlefield(doc: dict, game: Game) -> tuple[str, str]:
    marker = {"exile": True, "may_look": ["A"]}
    return _append(doc, ["set", _bf(game, False)[0], "face_down", marker]), "exile"


def _lands_played(doc: dict, game: Game) -> tuple[str, str]:
    return _append(doc, ["g", "lands_played", {"A": "many", "B": 0}]), "lands_played"


def _restriction(doc: dict, game: Game) -> tuple[str, str]:
    return _append(doc, ["g", "restrictions", ["no_fun_allowed"]]), "restriction"


def _counter_back(doc: dict, game: Game) -> tuple[str, str]:
    return _append(doc, ["g", "next_obj", 1]), "next_obj"


def _event_data(doc: dict, game: Game) -> tuple[str, str]:
    for i, e in enumerate(doc["log"]):
        for j, ev in enumerate(e.get("events", [])):
            if ev["kind"] == "drew":
                ev["data"]["count"] = "three"
                return f"log[{i}].events[{j}].data", "count"
    raise AssertionError("the base game draws")


def _event_kind(doc: dict, game: Game) -> tuple[str, str]:
    entry = doc["log"][-1]
    entry.setdefault("events", []).append({"kind": "zapped", "data": {"card": 42}})
    return f"log[{len(doc['log']) - 1}].events[{len(entry['events']) - 1}]", "zapped"


def _permission(doc: dict, game: Game) -> tuple[str, str]:
    st = game.state
    cid = st.zones["A:exile"][0]
    perm = {"player": "A", "source": "Primordial Mist", "until": "end_of_turn",
            "until_turn": "soon", "used": False, "expired": False}
    return _append(doc, ["set", cid, "permission", perm]), "until_turn"


def _effect_until(doc: dict, game: Game) -> tuple[str, str]:
    where = _add_effect(doc, game, {"lose_all_abilities": True}, duration="end_of_turn",
                        until_turn="later")
    return where, "until_turn"


def _copy_mana_cost(doc: dict, game: Game) -> tuple[str, str]:
    values = {"name": "Nothing", "mana_cost": "{{{", "colors": [], "supertypes": [],
              "types": ["Creature"], "subtypes": [], "power": "1", "toughness": "1",
              "loyalty": None, "abilities": [], "keyword_costs": {}}
    return _add_effect(doc, game, {"copy": values}), "mana_cost"


CASES = [
    Case("face-down-in-hand", "a face-down card in a hand", _hand_card),
    Case("face-down-moved-to-hand", "a face-down permanent moved to a hand, still face down",
         _moved_to_hand),
    Case("controller-nobody-token", "a token controlled by 'Nobody', not a player",
         _token_nobody),
    Case("controller-nobody-effect", "an effect giving control to 'Nobody'", _control_nobody),
    Case("turn-negative", "turn -5", _turn),
    Case("effect-param-mistyped", "an effect adding ['1', 'x'] to power and toughness",
         _effect_param),
    Case("effect-applied-mistyped", "a logged effect whose base P/T is text", _effect_applied),
    Case("duplicate-object-number", "two objects with the same number", _duplicate_obj),
    Case("duplicate-marker-order", "two face-down markers with the same number",
         _duplicate_order),
    Case("attached-to-library-card", "a permanent attached to a card in a library",
         _attached_to_library),
    Case("negative-damage", "-3 damage", _negative_damage),
    Case("marker-chars-mistyped", "a face-down marker whose power is a number, not text",
         _marker_chars),
    Case("exile-marker-on-battlefield", "a permanent with the marker of a card exiled face down",
         _exile_marker_on_battlefield),
    Case("lands-played-mistyped", "lands played: 'many'", _lands_played),
    Case("unknown-restriction", "a table restriction no rule knows", _restriction),
    Case("object-counter-goes-back", "object numbers to be issued again from 1", _counter_back),
    Case("event-data-mistyped", "a draw event whose count is text", _event_data),
    Case("unknown-event-kind", "an event of a kind no version writes", _event_kind),
    Case("permission-mistyped", "a permission to play until turn 'soon'", _permission),
    Case("effect-until-mistyped", "an effect that ends at turn 'later'", _effect_until),
    Case("copy-mana-cost-mistyped", "a copy effect whose mana cost does not parse",
         _copy_mana_cost),
]


def crafted(case: Case, flavour: str) -> tuple[bytes, str, str]:
    """The file of one case: (bytes, where the loader must point, a word of its message)."""
    doc = json.loads(base_bytes(flavour))
    where, word = case.edit(doc, base_game(flavour))
    return _enc(doc), where, word


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "impossible")
    out.mkdir(parents=True, exist_ok=True)
    for flavour in FLAVOURS:
        for case in CASES:
            data, where, word = crafted(case, flavour)
            (out / f"{flavour}-{case.id}.json").write_bytes(data)
            print(f"{flavour}-{case.id}.json: {case.what} (at {where})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
