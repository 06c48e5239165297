"""Conformance scenarios (`tabletop-scenarios/1`, SCENARIOS.md): validation, setup, running.

`load_scenarios(text, where)` checks a file's structure and returns its scenarios, or raises
`ScenarioFormatError` with every problem as `FILE: SCENARIO: step N: message`. `run_scenario`
drives the same game model the app drives and returns `None` (pass) or the first failure.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop import safeio
from tabletop.model import commands as C
from tabletop.model.cards import CardFacts, CardFactsError
from tabletop.model.chars import characteristics, controller_of, printed_card
from tabletop.model.game import Game
from tabletop.model.limits import MAX_SCENARIO_BYTES
from tabletop.model.modes import MODES, RESULTS, Mode, Result
from tabletop.model.state import METHODS, PREGAME, STEPS

from . import new_game
from .assists import PRIMORDIAL_MIST
from .visibility import may_look

FORMAT = "tabletop-scenarios/1"
ZONE_ORDER = ("library", "hand", "battlefield", "graveyard", "exile", "command")
EVENT_KINDS = ("manifested", "manifested_dread", "cloaked", "cast", "turned_face_up",
               "turned_face_down", "revealed", "looked", "entered_battlefield",
               "left_battlefield", "died", "exiled", "returned", "permission_granted",
               "permission_expired", "ceased_to_exist",
               # table actions
               "life_changed", "player_counter_changed", "counters_changed", "token_created",
               "drew", "drew_from_empty_library", "milled", "shuffled", "arranged", "searched",
               "moved", "mulliganed", "put_on_bottom", "kept", "rolled", "coin_flipped",
               "noted", "left_game", "game_ended", "control_changed", "tapped",
               # seat authority (our extension: steps `by` a seat, answered requests)
               "requested", "request_answered", "request_withdrawn", "request_void",
               "trust_changed")
CARD_CHECKS = ("zone", "owner", "controller", "face", "order", "method", "source", "name",
               "power", "toughness", "mana_value", "colors", "types", "subtypes", "supertypes",
               "abilities", "tapped", "damage", "counters", "attached_to", "may_look",
               "may_play", "revealed_to", "known_to", "note")
PLAYER_CHECKS = ("library_count", "hand_count", "graveyard", "exile", "lands_played", "life",
                 "counters", "hand", "library_top", "mulligans",
                 # our extension: the requests waiting for this player's answer
                 "requests",
                 # our extension: whether this player holds priority (117.3, priority.py)
                 "priority")

# do -> (required fields, optional fields)
ACTIONS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "manifest": (("player",), ("from", "card", "source", "count")),
    "manifest_dread": (("player",), ("keep", "source")),
    "cloak": (("player",), ("from", "card", "source", "count")),
    "cast": (("player", "card"), ("face_down", "from")),
    "resolve": (("card",), ("modes",)),
    "counter": (("card",), ("requires",)),
    "routes": (("player", "card"), ()),
    "turn_face_up": (("player", "card", "route"), ()),
    "turn_face_down": (("card",), ("source",)),
    "put_onto_battlefield": (("card", "player"), ("face_down", "source", "characteristics")),
    "look": (("player", "card"), ()),
    "move": (("card", "to"), ("position",)),
    "exile_to_play": (("player", "card"), ("source", "from", "until")),
    "transform": (("card",), ()),
    "play": (("player", "card"), ("back",)),
    "copy": (("player", "card", "as"), ()),
    "become_copy": (("card", "of"), ("duration",)),
    "apply": (("card", "effect"), ("duration",)),
    "gain_control": (("player", "card"), ("duration",)),
    "tap": (("card",), ()),
    "untap": (("card",), ()),
    "attach": (("card", "to"), ()),
    "add_counter": (("card",), ("counter", "n")),
    "damage": (("card", "n"), ()),
    "advance": (("to",), ()),
    "rearrange_face_down": (("player", "cards"), ()),
    "leave_game": (("player",), ()),
    "end_game": ((), ()),
    # table actions
    "life": (("player",), ("delta", "set", "pay")),
    "player_counter": (("player", "counter"), ("delta", "set")),
    "create_token": (("player", "token"), ("as", "count", "tapped")),
    "draw": (("player",), ("count",)),
    "mill": (("player",), ("count",)),
    "shuffle": (("player",), ()),
    "look_top": (("player",), ("owner", "count")),
    "arrange_top": (("player",), ("owner", "top", "bottom", "graveyard")),
    "search": (("player",), ("owner", "zone", "find", "to", "tapped", "reveal", "shuffle",
                             "any_card")),
    "reveal": (("player",), ("card", "cards", "from", "count", "to")),
    "mulligan": (("player",), ()),
    "put_on_bottom": (("player", "cards"), ()),
    "keep": (("player",), ()),
    "roll": (("player", "sides"), ("count",)),
    "flip_coin": (("player",), ()),
    "note": (("card", "text"), ()),
    # seat authority (our extension): a step `by` a seat is judged for who may give it; an
    # action on another's things is a request the other answers
    "answer": (("request",), ("accept",)),
    "withdraw": (("request",), ()),
    "set_trust": ((), ("on",)),
    # our extension: the spell `card` is pointed at its target `to` (601.2c), an arrow from the
    # spell by `player`, its controller; ward may trigger (702.21a, `ward.py`)
    "target": (("player", "card", "to"), ()),
    # our extension: priority (117.3d) and the end of a resolution (608.2, priority.py)
    "pass_priority": (("player",), ()),
    "finish_resolution": ((), ("card",)),
}
# fields of table actions that name cards (lists, or one card or a list for `find`)
CARD_LIST_FIELDS = ("cards", "top", "bottom", "graveyard", "find")
# fields that name players (or a list of them) rather than cards
PLAYER_FIELDS = ("owner",)
STEP_KEYS = ("do", "expect", "override", "by")
EXPECT_KEYS = ("result", "verdicts", "cost", "routes", "events", "no_events")
ENTRY_KEYS = ("card", "face_down", "order", "tapped", "counters", "controller", "attached_to",
              "token", "source", "damage", "characteristics")


class ScenarioFormatError(ValueError):
    """A scenario file that does not follow the format; `problems` lists every one found."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass(slots=True)
class Scenario:
    id: str
    title: str
    data: dict
    cards: dict  # key -> facts dict (file cards shadowed by the scenario's)
    where: str


# ---------------------------------------------------------------- loading and validation

def json_text_problem(text: str | bytes, where: str) -> tuple[Any, str | None]:
    """(document, None), or (None, a message naming the file, line and column) for text that
    is not JSON. Shared by every reader of our JSON files (scenarios, lessons)."""
    try:
        return safeio.parse_json(text, where), None  # bounded: depth, digits, no RecursionError
    except safeio.FileRefused as exc:
        return None, str(exc)


def read_scenario_file(path: str | os.PathLike) -> list[Scenario]:
    """The scenarios of a file: a regular file of at most MAX_SCENARIO_BYTES (a FIFO or a device
    is refused, never waited on); ScenarioFormatError with one line for a file that can't be
    read."""
    try:
        data = safeio.read_bytes(path, MAX_SCENARIO_BYTES, "scenario files")
    except safeio.FileRefused as exc:
        raise ScenarioFormatError([str(exc)]) from None
    return load_scenarios(data, os.fspath(path))


def load_scenarios(text: str | bytes, where: str) -> list[Scenario]:
    doc, problem = json_text_problem(text, where)
    if problem:
        raise ScenarioFormatError([problem])
    problems: list[str] = []
    if not isinstance(doc, dict):
        raise ScenarioFormatError([f"{where}: the file must hold a JSON object"])
    if doc.get("format") != FORMAT:
        problems.append(f"{where}: format must be {FORMAT!r}, not {doc.get('format')!r}")
    extra = set(doc) - {"format", "cards", "scenarios"}
    if extra:
        problems.append(f"{where}: unknown key(s) {', '.join(sorted(extra))}")
    file_cards = doc.get("cards", {})
    if not isinstance(file_cards, dict):
        problems.append(f"{where}: cards must be an object")
        file_cards = {}
    _check_cards(file_cards, where, problems)
    scenarios = doc.get("scenarios")
    if not isinstance(scenarios, list) or not scenarios:
        problems.append(f"{where}: scenarios must be a non-empty list")
        raise ScenarioFormatError(problems)
    out = []
    seen_ids = set()
    for i, sc in enumerate(scenarios):
        label = f"{where}: scenario {i + 1}"
        if not isinstance(sc, dict):
            problems.append(f"{label}: must be an object")
            continue
        sid = sc.get("id")
        if isinstance(sid, str) and sid:
            label = f"{where}: {sid}"
            if sid in seen_ids:
                problems.append(f"{label}: id used twice")
            seen_ids.add(sid)
        else:
            problems.append(f"{label}: id must be a non-empty string")
            sid = f"scenario-{i + 1}"
        own = sc.get("cards", {})
        if not isinstance(own, dict):
            problems.append(f"{label}: cards must be an object")
            own = {}
        _check_cards(own, label, problems)
        cards = {**file_cards, **own}
        _check_scenario(sc, cards, label, problems)
        out.append(Scenario(sid, str(sc.get("title", "")), sc, cards, where))
    if problems:
        raise ScenarioFormatError(problems)
    return out


def _check_cards(cards: dict, label: str, problems: list[str]) -> None:
    for key, facts in cards.items():
        try:
            CardFacts.from_dict(facts)
        except CardFactsError as exc:
            problems.append(f"{label}: card {key!r}: {exc}")


def _split_ref(ref: str) -> tuple[str, int]:
    if "#" in ref:
        key, _, n = ref.rpartition("#")
        if n.isdigit() and int(n) >= 1:
            return key, int(n)
    return ref, 1


def _check_scenario(sc: dict, cards: dict, label: str, problems: list[str]) -> None:
    def bad(msg: str) -> None:
        problems.append(f"{label}: {msg}")

    extra = set(sc) - {"id", "title", "rules", "mode", "players", "turn", "zones", "stack",
                       "steps", "cards", "restrictions", "seed", "life", "player_counters"}
    if extra:
        bad(f"unknown key(s) {', '.join(sorted(extra))}")
    players = sc.get("players")
    if not isinstance(players, list) or not players or not all(
            isinstance(p, str) and p for p in players) or len(set(players)) != len(players):
        bad("players must be a non-empty list of distinct names")
        return
    if sc.get("mode", Mode.STRICT) not in MODES:
        bad("mode must be strict, assist or off")
    _check_turn(sc, players, bad)
    for r in sc.get("restrictions", []) or []:
        if r != "creature_cards_cannot_enter_from_library_or_graveyard":
            bad(f"unknown restriction {r!r}")
    _check_players_setup(sc, players, bad)
    copies: dict[str, int] = {}
    _check_zones(sc, cards, players, bad, copies)
    stack = sc.get("stack", [])
    if not isinstance(stack, list):
        bad("stack must be a list")
        stack = []
    for e in stack:
        _check_entry(e, cards, players, "stack", bad, copies, "stack")
    steps = sc.get("steps")
    if not isinstance(steps, list):
        bad("steps must be a list")
        return
    named: set[str] = set()
    for n, step in enumerate(steps, 1):
        _check_step(step, cards, players, copies, named, f"{label}: step {n}", problems)


def _check_turn(sc: dict, players: list, bad) -> None:
    """The scenario's turn: its active player, step, number and lands played by players."""
    turn = sc.get("turn", {})
    if not isinstance(turn, dict):
        bad("turn must be an object")
        turn = {}
    if turn.get("active", players[0]) not in players:
        bad(f"turn.active {turn.get('active')!r} is not a player")
    if turn.get("step", "main1") not in (*STEPS, PREGAME):
        bad(f"turn.step {turn.get('step')!r} is not a step")
    if not isinstance(turn.get("number", 1), int):
        bad("turn.number must be a whole number")
    for p in (turn.get("lands_played") or {}):
        if p not in players:
            bad(f"turn.lands_played names unknown player {p!r}")


def _check_zones(sc: dict, cards: dict, players: list, bad, copies: dict[str, int]) -> None:
    """The scenario's zones: {player: {zone: [entries]}}, each entry `_check_entry`'s."""
    zones = sc.get("zones", {})
    if not isinstance(zones, dict):
        bad("zones must be an object")
        zones = {}
    for p, pz in zones.items():
        if p not in players:
            bad(f"zones name unknown player {p!r}")
            continue
        if not isinstance(pz, dict):
            bad(f"zones.{p} must be an object")
            continue
        for z, entries in pz.items():
            if z not in ZONE_ORDER:
                bad(f"zones.{p}: unknown zone {z!r}")
                continue
            if not isinstance(entries, list):
                bad(f"zones.{p}.{z} must be a list")
                continue
            for e in entries:
                _check_entry(e, cards, players, f"zones.{p}.{z}", bad, copies, z)


def _check_players_setup(sc: dict, players: list, bad) -> None:
    life = sc.get("life", {})
    if not isinstance(life, dict) or not all(
            p in players and isinstance(n, int) and not isinstance(n, bool)
            for p, n in life.items()):
        bad("life must map players to whole numbers")
    counters = sc.get("player_counters", {})
    if not isinstance(counters, dict) or not all(
            p in players and isinstance(k, dict) and all(
                isinstance(name, str) and isinstance(n, int) and not isinstance(n, bool)
                and n >= 0 for name, n in k.items()) for p, k in counters.items()):
        bad("player_counters must map players to {counter: count}")
    seed = sc.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        bad("seed must be a whole number from 0")


def _check_face_down(fd, zone, players, where, bad) -> None:
    """A method on the battlefield or the stack, or in exile the marker of a card exiled face
    down, `{"exile": true, "may_look": [players]}` (406.3: only those players may look)."""
    if fd is None:
        return
    if isinstance(fd, dict):
        looks = fd.get("may_look", [])
        if zone != "exile" or fd.get("exile") is not True or set(fd) - {"exile", "may_look"} \
                or not isinstance(looks, list) or not all(p in players for p in looks):
            bad(f"{where}: a card exiled face down is {{\"exile\": true, \"may_look\": "
                f"[players]}}, in exile only")
        return
    if fd not in METHODS:
        bad(f"{where}: unknown face-down method {fd!r}")
    if zone not in ("battlefield", "stack"):
        bad(f"{where}: only battlefield and stack entries can be face down")


def _check_entry(e, cards, players, where, bad, copies, zone) -> None:
    key: object
    if isinstance(e, str):
        key = e
    elif isinstance(e, dict):
        key = e.get("card")
        extra = set(e) - set(ENTRY_KEYS)
        if extra:
            bad(f"{where}: unknown entry key(s) {', '.join(sorted(extra))}")
        _check_face_down(e.get("face_down"), zone, players, where, bad)
        for k in ("controller",):
            if k in e and e[k] not in players:
                bad(f"{where}: {k} {e[k]!r} is not a player")
        if "order" in e and (not isinstance(e["order"], int) or e["order"] < 1):
            bad(f"{where}: order must be a whole number from 1")
        if zone == "stack" and "controller" not in e:
            bad(f"{where}: a stack entry needs its controller")
    else:
        bad(f"{where}: an entry is a card key or an object")
        return
    if not isinstance(key, str) or key not in cards:
        bad(f"{where}: unknown card {key!r}")
        return
    copies[key] = copies.get(key, 0) + 1


def _check_step(step, cards, players, copies, named, label, problems) -> None:
    def bad(msg: str) -> None:
        problems.append(f"{label}: {msg}")

    def ref_ok(ref) -> bool:
        if not isinstance(ref, str):
            return False
        if ref in named:
            return True
        key, n = _split_ref(ref)
        return copies.get(key, 0) >= n

    if not isinstance(step, dict):
        bad("a step must be an object")
        return
    if ("do" in step) == ("check" in step):
        bad("a step has exactly one of do or check")
        return
    if "check" in step:
        _check_check(step["check"], players, ref_ok, bad)
        return
    do = step["do"]
    if do not in ACTIONS:
        bad(f"unknown action {do!r}")
        return
    _check_action_fields(step, do, players, ref_ok, bad)
    action_check = _ACTION_CHECKS.get(do)
    if action_check is not None:
        action_check(step, do, cards, players, named, ref_ok, bad)
    if "override" in step and not isinstance(step["override"], bool):
        bad("override must be true or false")
    _check_seat_fields(step, players, bad)
    if "back" in step and not isinstance(step["back"], bool):
        bad("back must be true or false")
    if "modes" in step and not (isinstance(step["modes"], list) and all(
            isinstance(m, str) for m in step["modes"])):
        bad("modes must be a list of the chosen modes' texts")
    _check_expect(step.get("expect", {}), bad)


def _check_check(chk, players, ref_ok, bad) -> None:
    """A `check` step: of a card or of a player, with properties of its kind."""
    if not isinstance(chk, dict) or set(chk) - {"card", "player"} == set(chk):
        bad("check must be an object with card or player")
        return
    if "card" in chk:
        if not ref_ok(chk["card"]):
            bad(f"check names unknown card {chk['card']!r}")
        unknown = set(chk) - {"card", *CARD_CHECKS}
    else:
        if chk["player"] not in players:
            bad(f"check names unknown player {chk['player']!r}")
        unknown = set(chk) - {"player", *PLAYER_CHECKS}
    if unknown:
        bad(f"unknown check propert{'y' if len(unknown) == 1 else 'ies'} "
            f"{', '.join(sorted(unknown))}")
    for k in ("may_look", "may_play", "known_to"):
        if k in chk and (not isinstance(chk[k], dict) or not all(
                p in players and isinstance(v, bool) for p, v in chk[k].items())):
            bad(f"{k} must map players to true or false")


def _check_action_fields(step: dict, do: str, players, ref_ok, bad) -> None:
    """A `do` step's fields: those its action needs, no unknown one; players and cards that
    the scenario has."""
    required, optional = ACTIONS[do]
    for f in required:
        if f not in step:
            bad(f"{do} needs {f!r}")
    extra = set(step) - set(required) - set(optional) - set(STEP_KEYS)
    if extra:
        bad(f"{do}: unknown field(s) {', '.join(sorted(extra))}")
    if "player" in step and step["player"] not in players:
        bad(f"unknown player {step['player']!r}")
    card_fields = ("card",) if do in ("move", "advance", "search", "reveal") else (
        "card", "of", "keep", "to")
    for f in card_fields:
        if f in step and not ref_ok(step[f]):
            bad(f"{f} names unknown card {step[f]!r}")
    for f in CARD_LIST_FIELDS:
        if f in step and do != "rearrange_face_down":
            refs = [step[f]] if f == "find" and isinstance(step[f], str) else step[f]
            if not isinstance(refs, list) or not all(ref_ok(r) for r in refs):
                bad(f"{f} must list known cards")
    for f in PLAYER_FIELDS:
        if f in step and step[f] not in players:
            bad(f"unknown player {step[f]!r}")


# -- what one kind of action's step must hold beyond its fields (`_ACTION_CHECKS`) --
def _check_reveal(step, do, cards, players, named, ref_ok, bad) -> None:
    if "to" in step and step["to"] != "all" and (
            not isinstance(step["to"], list) or not all(p in players for p in step["to"])):
        bad("reveal to: \"all\" or a list of players")


def _check_rearrange(step, do, cards, players, named, ref_ok, bad) -> None:
    if not isinstance(step.get("cards"), list) or not all(ref_ok(r) for r in step["cards"]):
        bad("cards must list known cards")


def _check_copy(step, do, cards, players, named, ref_ok, bad) -> None:
    if isinstance(step.get("as"), str):
        named.add(step["as"])


def _check_create_token(step, do, cards, players, named, ref_ok, bad) -> None:
    token = step.get("token")
    if not isinstance(token, str) or token not in cards or (
            cards[token].get("layout") != "token"):
        bad(f"token names no card with \"layout\": \"token\" ({token!r})")
    count = step.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        bad("count must be a whole number from 1")
    if isinstance(step.get("as"), str) and isinstance(count, int):
        named.update(step["as"] if i == 1 else f"{step['as']}#{i}"
                     for i in range(1, count + 1))


def _check_delta_or_set(step, do, cards, players, named, ref_ok, bad) -> None:
    if ("delta" in step) == ("set" in step):
        bad(f"{do} takes one of delta or set")


def _check_route(step, do, cards, players, named, ref_ok, bad) -> None:
    if step.get("route") not in ("mana_cost", "morph", "megamorph", "disguise", "effect"):
        bad(f"unknown route {step.get('route')!r}")


def _check_advance(step, do, cards, players, named, ref_ok, bad) -> None:
    if step.get("to") not in (*STEPS, "end_of_turn", "next_turn"):
        bad(f"advance to {step.get('to')!r}: not a step, end_of_turn or next_turn")


_ACTION_CHECKS = {
    "reveal": _check_reveal, "rearrange_face_down": _check_rearrange, "copy": _check_copy,
    "create_token": _check_create_token, "life": _check_delta_or_set,
    "player_counter": _check_delta_or_set, "turn_face_up": _check_route,
    "advance": _check_advance,
}


def _check_expect(exp, bad) -> None:
    """A step's `expect`: known expectations, a known result, event kinds (or triggers),
    verdict ids and routes."""
    if not isinstance(exp, dict):
        bad("expect must be an object")
        return
    extra = set(exp) - set(EXPECT_KEYS)
    if extra:
        bad(f"unknown expectation(s) {', '.join(sorted(extra))}")
    if "result" in exp and exp["result"] not in RESULTS:
        bad(f"unknown result {exp['result']!r}")
    for k in ("events", "no_events"):
        for ev in exp.get(k, []) or []:
            if isinstance(ev, dict):
                if set(ev) != {"trigger"} or not isinstance(ev["trigger"], str):
                    bad(f"{k}: an object entry is {{\"trigger\": NAME}}")
            elif ev not in EVENT_KINDS:
                bad(f"{k}: unknown event kind {ev!r}")
    if "verdicts" in exp and (not isinstance(exp["verdicts"], list) or not all(
            isinstance(v, str) for v in exp["verdicts"])):
        bad("verdicts must be a list of ids")
    if "routes" in exp and (not isinstance(exp["routes"], list) or not all(
            isinstance(r, dict) and "route" in r for r in exp["routes"])):
        bad("routes must be a list of {route, cost}")


def _check_seat_fields(step: dict, players, bad) -> None:
    """Our extension: `by` (the seat giving the command) and `request` (a request's number)."""
    if "by" in step and step["by"] not in players:
        bad(f"by: unknown player {step['by']!r}")
    if "request" in step and (not isinstance(step["request"], int) or isinstance(
            step["request"], bool)):
        bad("request must be a whole number")


# ---------------------------------------------------------------- setup

def scenario_setup(sc: Scenario) -> dict:
    d = sc.data
    players = d["players"]
    entries = []
    counts: dict[str, int] = {}

    def name_for(key: str) -> str:
        counts[key] = counts.get(key, 0) + 1
        return key if counts[key] == 1 else f"{key}#{counts[key]}"

    def entry(e, zone: str, owner: str) -> dict:
        if isinstance(e, str):
            e = {"card": e}
        cid = name_for(e["card"])
        out = {"id": cid, "facts": e["card"], "owner": owner, "zone": zone,
               "controller": e.get("controller", owner), "tapped": e.get("tapped", False),
               "counters": e.get("counters") or {}, "damage": e.get("damage", 0),
               "token": e.get("token", False), "attached_to": e.get("attached_to")}
        if isinstance(e.get("face_down"), dict):  # exiled face down: the setup's marker
            out["face_down"] = e["face_down"]
        elif e.get("face_down"):
            out["face_down"] = {"method": e["face_down"], "order": e.get("order"),
                                "source": e.get("source"), "chars": e.get("characteristics")}
        return out

    for p in players:
        pz = d.get("zones", {}).get(p, {}) or {}
        for z in ZONE_ORDER:
            for e in pz.get(z, []) or []:
                entries.append(entry(e, z, p))
    for e in d.get("stack", []) or []:
        if isinstance(e, str):
            e = {"card": e, "controller": d.get("turn", {}).get("active", players[0])}
        entries.append(entry(e, "stack", e["controller"]))
    out = {"players": players, "turn": d.get("turn", {}), "mode": d.get("mode", Mode.STRICT),
           "restrictions": d.get("restrictions", []) or [], "facts": sc.cards,
           "cards": entries}
    if d.get("life"):
        out["life"] = dict(d["life"])
    if d.get("player_counters"):
        out["player_counters"] = {p: dict(k) for p, k in d["player_counters"].items()}
    return out


# ---------------------------------------------------------------- running

def step_command(step: Mapping[str, Any], cards: Mapping[str, dict] | None = None
                 ) -> C.Command:
    """The command of a scenario step that `_check_step` passed (its required fields are there);
    `cards`: the scenario's card facts by key (what `create_token`'s `token` names)."""
    do = step["do"]

    def g(key: str, default: Any = None) -> Any:
        # a value parsed from the scenario's JSON: its shape was checked by _check_step
        return step.get(key, default)

    if do in ("manifest", "cloak"):
        cls = C.Manifest if do == "manifest" else C.Cloak
        return cls(player=g("player"), from_zone=g("from", "library"), card=g("card"),
                   source=g("source"), count=g("count", 1))
    table = {
        "manifest_dread": lambda: C.ManifestDread(g("player"), g("keep"), g("source")),
        "cast": lambda: C.Cast(g("player"), g("card"), g("face_down"), g("from")),
        "resolve": lambda: C.Resolve(g("card"), tuple(g("modes") or ())),
        "counter": lambda: C.Counter(g("card"), g("requires")),
        "routes": lambda: C.Routes(g("player"), g("card")),
        "turn_face_up": lambda: C.TurnFaceUp(g("player"), g("card"), g("route")),
        "turn_face_down": lambda: C.TurnFaceDown(g("card"), g("source")),
        "put_onto_battlefield": lambda: C.PutOntoBattlefield(
            g("card"), g("player"), g("face_down"), g("source"), g("characteristics")),
        "look": lambda: C.Look(g("player"), g("card")),
        "move": lambda: C.Move(g("card"), g("to"), g("position")),
        "exile_to_play": lambda: C.ExileToPlay(
            g("player"), g("card"), g("source", PRIMORDIAL_MIST), g("from", "battlefield"),
            g("until", "end_of_turn")),
        "transform": lambda: C.Transform(g("card")),
        "play": lambda: C.Play(g("player"), g("card"), back=g("back", False)),
        "copy": lambda: C.CopyCard(g("player"), g("card"), g("as")),
        "become_copy": lambda: C.BecomeCopy(g("card"), g("of"), g("duration", "permanent")),
        "apply": lambda: C.ApplyEffect(g("card"), g("effect"), g("duration", "end_of_turn")),
        "gain_control": lambda: C.GainControl(g("player"), g("card"),
                                              g("duration", "permanent")),
        "tap": lambda: C.Tap(g("card")),
        "untap": lambda: C.Untap(g("card")),
        "attach": lambda: C.Attach(g("card"), g("to")),
        "add_counter": lambda: C.AddCounter(g("card"), g("counter", "+1/+1"), g("n", 1)),
        "damage": lambda: C.Damage(g("card"), g("n")),
        "advance": lambda: C.Advance(g("to")),
        "rearrange_face_down": lambda: C.RearrangeFaceDown(g("player"), tuple(g("cards"))),
        "leave_game": lambda: C.LeaveGame(g("player")),
        "end_game": lambda: C.EndGame(),
        "draw": lambda: C.Draw(g("player"), g("count", 1)),
        "mill": lambda: C.Mill(g("player"), g("count", 1)),
        "shuffle": lambda: C.Shuffle(g("player")),
        "look_top": lambda: C.LookTop(g("player"), g("owner"), g("count", 1)),
        "arrange_top": lambda: C.ArrangeTop(g("player"), g("owner"), tuple(g("top", ())),
                                            tuple(g("bottom", ())), tuple(g("graveyard", ()))),
        "search": lambda: C.Search(
            g("player"), g("owner"), g("zone", "library"), _refs(g("find")),
            g("to"), g("tapped", False), g("reveal", False), g("shuffle", True),
            g("any_card", False)),
        "reveal": lambda: C.Reveal(
            g("player"), g("card"), tuple(g("cards", ())), g("from"), g("count", 1),
            () if g("to", "all") == "all" else tuple(g("to"))),
        "mulligan": lambda: C.Mulligan(g("player")),
        "put_on_bottom": lambda: C.PutOnBottom(g("player"), tuple(g("cards"))),
        "keep": lambda: C.Keep(g("player")),
        "life": lambda: C.Life(g("player"), g("delta"), g("set"), g("pay", False)),
        "player_counter": lambda: C.PlayerCounter(g("player"), g("counter"), g("delta"),
                                                  g("set")),
        "create_token": lambda: C.CreateToken(
            g("player"), dict((cards or {}).get(g("token")) or {}), g("count", 1),
            g("tapped", False), g("as")),
        "roll": lambda: C.Roll(g("player"), g("sides"), g("count", 1)),
        "flip_coin": lambda: C.FlipCoin(g("player")),
        "note": lambda: C.Note(g("card"), g("text")),
        "answer": lambda: C.Answer(g("request"), g("accept", True)),
        "withdraw": lambda: C.Withdraw(g("request")),
        "set_trust": lambda: C.SetTrust(g("on", True)),
        "target": lambda: C.Arrow(g("player"), g("card"), g("to")),
        "pass_priority": lambda: C.PassPriority(g("player")),
        "finish_resolution": lambda: C.FinishResolution(g("card")),
    }
    if do not in table:
        raise NotImplementedError(f"the model has no command for {do!r} yet")
    return table[do]()


def _refs(v: Any) -> tuple[str, ...]:
    """A card or a list of cards, as a tuple."""
    if v is None:
        return ()
    return (v,) if isinstance(v, str) else tuple(v)


def _event_names(events) -> tuple[set[str], set[str]]:
    kinds = {e.kind for e in events}
    triggers = {e.data.get("name") for e in events if e.kind == "trigger"}
    return kinds, triggers


def _fmt(v: Any) -> str:
    return json.dumps(v, ensure_ascii=False)


def check_action(game: Game, step: dict, cards: Mapping[str, dict] | None = None) -> str | None:
    """Carry out one action step; return a failure text or None."""
    cmd = step_command(step, cards)
    out = game.apply(cmd, step.get("by"), override=bool(step.get("override", False)))
    exp = step.get("expect", {})
    want = exp.get("result", Result.DONE)
    if out.result != want:
        why = f" ({out.reason.id}: {out.reason.sentence})" if out.reason else ""
        return f"expected result {want}, got {out.result}{why}"
    ids = set(out.ids)
    missing = [v for v in exp.get("verdicts", []) if v not in ids]
    if missing:
        return f"expected verdicts {_fmt(missing)} among {_fmt(sorted(ids))}"
    if "cost" in exp and out.cost != exp["cost"]:
        return f"expected cost {exp['cost']}, got {out.cost}"
    if "routes" in exp:
        got = {(r["route"], r.get("cost")) for r in out.routes or []}
        wanted = {(r["route"], r.get("cost")) for r in exp["routes"]}
        if got != wanted:
            return f"expected routes {_fmt(exp['routes'])}, got {_fmt(out.routes or [])}"
    kinds, triggers = _event_names(out.events)
    for ev in exp.get("events", []):
        if isinstance(ev, dict):
            if ev["trigger"] not in triggers:
                return f"expected a trigger of {ev['trigger']}, got {_fmt(sorted(triggers))}"
        elif ev not in kinds:
            return f"expected event {ev}, got {_fmt(sorted(kinds))}"
    for ev in exp.get("no_events", []):
        if isinstance(ev, dict):
            if ev["trigger"] in triggers:
                return f"expected no trigger of {ev['trigger']}"
        elif ev in kinds:
            return f"expected no event {ev}"
    return None


def card_property(game: Game, cid: str, prop: str, arg: Any = None) -> Any:
    st = game.state
    card = st.cards[cid]
    if prop == "zone":
        return card.zone
    if prop == "owner":
        return card.owner
    if prop == "controller":
        return controller_of(st, card) if card.zone in ("battlefield", "stack") else card.owner
    if prop == "face":
        return "down" if card.face_down is not None else "up"
    if prop in ("order", "method", "source"):
        return (card.face_down or {}).get(prop)
    if prop == "revealed_to":
        return "all" if set(card.revealed) >= set(st.players) else "none"
    if prop == "may_look":
        return {p: may_look(st, p, card) for p in arg}
    if prop == "may_play":
        return {p: game.check(C.Play(p, cid)).legal for p in arg}
    if prop == "known_to":
        return {p: shows_identity(game, p, cid) for p in arg}
    if prop in ("tapped", "damage", "counters", "attached_to", "note"):
        return getattr(card, prop)
    ch = characteristics(st, card)
    if prop == "mana_value":
        return ch.mana_value
    return getattr(ch, prop)


def player_property(game: Game, p: str, prop: str) -> Any:
    st = game.state
    if prop == "library_count":
        return len(st.zones[f"{p}:library"])
    if prop == "hand_count":
        return len(st.zones[f"{p}:hand"])
    if prop in ("graveyard", "exile"):
        return [printed_card(st, st.cards[c]).printed_name for c in st.zones[f"{p}:{prop}"]]
    if prop == "lands_played":
        return st.lands_played.get(p, 0)
    if prop == "hand":  # in any order
        return sorted(printed_card(st, st.cards[c]).printed_name for c in st.zones[f"{p}:hand"])
    if prop == "mulligans":
        return st.mulligans.get(p, 0)
    if prop == "requests":
        return sum(1 for r in st.requests if r["to"] == p)
    if prop == "life":  # a player who has left keeps their last known values (800.4i)
        return st.life[p]
    if prop == "counters":
        return {k: n for k, n in st.player_counters[p].items() if n}
    if prop == "priority":
        return st.priority == p
    raise KeyError(prop)


def shows_identity(game: Game, seat: str, cid: str) -> bool:
    """Whether `seat`'s view of the game (`view_for`) shows this card's identity: the `known_to`
    check reads the view itself, as the player would."""
    view = game.view_for(seat)
    for o in (*view.objects, *view.library_known):
        if o.card_id == cid:
            return o.facts is not None
    return False


def check_state(game: Game, chk: dict) -> str | None:
    if "card" in chk:
        cid = chk["card"]
        if cid not in game.state.cards:
            return f"no card {cid} in the game"
        for prop, want in chk.items():
            if prop == "card":
                continue
            got = card_property(game, cid, prop, want if isinstance(want, dict) else None)
            if isinstance(want, dict) and prop in ("may_look", "may_play", "known_to"):
                got = {p: got[p] for p in want}
            if got != want:
                return f"expected {cid} {prop} {_fmt(want)}, got {_fmt(got)}"
        return None
    p = chk["player"]
    for prop, want in chk.items():
        if prop == "player":
            continue
        if prop == "library_top":
            st = game.state
            top = st.zones[f"{p}:library"][:len(want)]
            got = [printed_card(st, st.cards[c]).printed_name for c in top]
        else:
            got = player_property(game, p, prop)
        if prop == "hand" and isinstance(want, list):
            want = sorted(want)
        if got != want:
            return f"expected {p} {prop} {_fmt(want)}, got {_fmt(got)}"
    return None


def run_scenario(sc: Scenario, seed: int = 0) -> tuple[str | None, Game | None]:
    """Run one scenario; return (failure or None, the final game)."""
    try:
        seed = sc.data.get("seed", seed)
        game = new_game(scenario_setup(sc), seed=seed if isinstance(seed, int) else 0)
    except ValueError as exc:
        return f"setup: {exc}", None
    for n, step in enumerate(sc.data.get("steps", []), 1):
        try:
            fail = check_action(game, step, sc.cards) if "do" in step else check_state(
                game, step["check"])
        except Exception as exc:  # a model bug is a failure of this scenario, not a crash
            fail = f"the model could not express this step ({type(exc).__name__}: {exc})"
        if fail:
            return f"step {n}: {fail}", game
    return None, game
