"""Crafted saves that once froze the app (issue 10, item 2), built from the audit's descriptions.

- `trigger_flood(n_cards, n_events)`: a game of `n_cards` cards (most of them in the libraries,
  the others on the table) whose log holds `n_events` trigger events naming a card nobody may know
  (the audit's file: 20,000 cards and 500,000 trigger events, 24 MB). The journal once scanned
  every card for every trigger event: hours.
- `effect_flood(n_face_down, n_effects)`: `n_face_down` face-down objects on the battlefield and
  `n_effects` continuous effects on them, some changing control (the audit's file: 5,000 and
  100,000, 13 MB). The view once scanned every effect for every face-down object: 98 s.
- `attachment_chain(n_cards)`: permanents each attached to the one before: the table once placed
  them a link of the chain per pass.

Both are games as the model holds them (a setup and a log of events with their primitive changes,
in the shapes the rules write), so `storage.dump_game` writes them as any save; the log's commands
are not what the events say they did, which the loader's events check (`validate --quick`, and
any log of over 2,000 events) does not look at. `sizes` are what the tests build (a few thousand
events); the benchmark builds the audit's sizes.
"""

from __future__ import annotations

from tabletop import storage
from tabletop.model import commands as C
from tabletop.model.events import Event
from tabletop.model.game import Game, LogEntry
from tabletop.rules import new_game

PLAYERS = ("A", "B")
FULL_TRIGGERS = {"n_cards": 20_000, "n_events": 500_000}
FULL_EFFECTS = {"n_face_down": 5_000, "n_effects": 100_000}
HIDDEN_NAME = "Zqhid"


def _facts() -> dict:
    return {
        "hidden": {"name": HIDDEN_NAME, "mana_cost": "{2}{U}", "type_line": "Creature — Spirit",
                   "power": "2", "toughness": "3", "set": "FLD", "collector_number": "1"},
        "bear": {"name": "Zqflood Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
                 "power": "2", "toughness": "2", "morph": "{3}", "set": "FLD",
                 "collector_number": "2"},
        "land": {"name": "Zqflood Land", "type_line": "Land", "set": "FLD",
                 "collector_number": "3"},
    }


def _card(i: int, facts: str, zone: str, **extra) -> dict:
    owner = PLAYERS[i % len(PLAYERS)]
    return {"id": f"c{i}", "facts": facts, "owner": owner, "zone": zone, "controller": owner,
            "tapped": False, "counters": {}, "damage": 0, "token": False, "attached_to": None,
            **extra}


def _setup(cards: list[dict]) -> dict:
    return {"players": list(PLAYERS), "turn": {"active": "A", "number": 1, "step": "main1"},
            "mode": "assist", "restrictions": [], "facts": _facts(), "cards": cards}


def trigger_flood(n_cards: int = 2_000, n_events: int = 20_000, per_entry: int = 100) -> Game:
    """`n_cards` cards (four in five in the libraries, all of those named HIDDEN_NAME; the others
    in hands, on the battlefield, some face down, and in graveyards) and a log of `n_events`
    trigger events, `per_entry` to a log entry, each naming HIDDEN_NAME, which no seat may know."""
    cards, order = [], 1
    for i in range(n_cards):
        r = i % 10
        if r < 8:
            cards.append(_card(i, "hidden", "library"))
        elif r == 8:
            zone = ("hand", "battlefield", "graveyard")[(i // 10) % 3]
            cards.append(_card(i, "bear", zone))
        else:
            cards.append(_card(i, "land", "battlefield", face_down={
                "method": "manifest", "order": order, "source": None, "chars": None}))
            order += 1
    game = new_game(_setup(cards), seed=1)
    command = C.Advance().to_dict()
    done = 0
    while done < n_events:
        k = min(per_entry, n_events - done)
        events = [Event("trigger", {"name": HIDDEN_NAME, "cause": "step", "step": "end"})
                  for _ in range(k)]
        game.log.append(LogEntry(dict(command), None, "done", [], events))
        done += k
    return game


def effect_flood(n_face_down: int = 500, n_effects: int = 10_000, per_entry: int = 10) -> Game:
    """`n_face_down` face-down objects on the battlefield (manifested, half each player's) and
    `n_effects` effects applied to them in turn, as the rules write them, `per_entry` to a log
    entry; every tenth effect gives control of its object to the other player, the others
    +1/+1."""
    cards = [_card(i, "bear", "battlefield", face_down={
        "method": "manifest", "order": i + 1, "source": None, "chars": None})
        for i in range(n_face_down)]
    game = new_game(_setup(cards), seed=2)
    st = game.state
    events: list[Event] = []
    for n in range(n_effects):
        card = st.cards[f"c{n % n_face_down}"]
        if n % 10 == 9:
            other = PLAYERS[(PLAYERS.index(card.owner) + 1) % len(PLAYERS)]
            params: dict = {"control": other}
        else:
            params = {"add_pt": [1, 1]}
        eff_id, ts = st.next_effect, st.next_ts
        eff = {"id": eff_id, "card": card.id, "obj": card.obj, "params": params,
               "duration": "permanent", "until_turn": None, "ts": ts}
        changes = [["g", "next_effect", eff_id, eff_id + 1], ["g", "next_ts", ts, ts + 1],
                   ["eff+", len(st.effects), eff]]
        for ch in changes:
            st.apply_change(ch)
        events.append(Event("effect_applied", {"card": card.id, "effect": params,
                                               "duration": "permanent", "id": eff_id}, changes))
        if len(events) == per_entry or n == n_effects - 1:
            cmd = C.ApplyEffect(card.id, params, "permanent").to_dict()
            game.log.append(LogEntry(cmd, None, "done", ["FD-CHAR-MODIFIED"], events))
            events = []
    return game


def attachment_chain(n_cards: int = 1_000) -> Game:
    """`n_cards` permanents, each attached to the one before it (the table once placed such a
    chain a link per pass over every attached permanent)."""
    cards = [_card(i, "bear", "battlefield", attached_to=f"c{i - 1}" if i else None)
             for i in range(n_cards)]
    return new_game(_setup(cards), seed=3)


def trigger_flood_bytes(**sizes) -> bytes:
    return storage.dump_game(trigger_flood(**sizes))


def effect_flood_bytes(**sizes) -> bytes:
    return storage.dump_game(effect_flood(**sizes))


def attachment_chain_bytes(**sizes) -> bytes:
    return storage.dump_game(attachment_chain(**sizes))


def work(fn) -> tuple[int, object]:
    """(lines of tabletop's Python code run while calling `fn`, its result): a measure of cost
    that does not depend on what else runs on the machine. A loop over every card for each event
    shows in it, a scan that is one C call (`list.index`) does not."""
    import os
    import sys

    package = os.path.dirname(os.path.dirname(os.path.abspath(storage.__file__)))
    count = 0

    def local(frame, event, arg):
        nonlocal count
        if event == "line":
            count += 1
        return local

    def calls(frame, event, arg):
        return local if frame.f_code.co_filename.startswith(package) else None

    old = sys.gettrace()
    sys.settrace(calls)
    try:
        result = fn()
    finally:
        sys.settrace(old)
    return count, result
