"""Malformed lesson files, as someone else might send them: each must end in one clear line,
from `tabletop lessons check FILE` and from Lessons → Open a lesson file…, never a traceback."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable

from .helpers import mini


def _with(change: Callable[[dict], object]) -> bytes:
    d = copy.deepcopy(mini())
    change(d)
    return json.dumps(d).encode()


def _set(path: str, value) -> Callable[[dict], None]:
    """Set `a.b.0.c` in the lesson to `value`."""
    def change(d: dict) -> None:
        keys = [int(k) if k.isdigit() else k for k in path.split(".")]
        for k in keys[:-1]:
            d = d[k]
        d[keys[-1]] = value
    return change


def _del(path: str) -> Callable[[dict], None]:
    def change(d: dict) -> None:
        keys = [int(k) if k.isdigit() else k for k in path.split(".")]
        for k in keys[:-1]:
            d = d[k]
        del d[keys[-1]]
    return change


def _deep(n: int) -> object:
    v: object = 1
    for _ in range(n):
        v = [v]
    return v


GOOD = json.dumps(mini()).encode()
S1 = "steps.1"
A = {"do": "turn_face_up", "player": "A", "card": "forest", "route": "mana_cost"}

HOSTILE: dict[str, bytes] = {
    # not a lesson at all
    "empty": b"",
    "truncated-half": GOOD[: len(GOOD) // 2],
    "truncated-last-brace": GOOD[:-1],
    "not-utf8": b'{"format": "tabletop-lesson/1", "title": "\xff\xfe"}',
    "a-list": b"[1, 2, 3]",
    "a-number": b"42",
    "null": b"null",
    "deep-nesting": b'{"format": "tabletop-lesson/1", "x": ' + b"[" * 5000 + b"]" * 5000 + b"}",
    "deep-nesting-in-action": _with(_set(f"{S1}.solution.card", _deep(200))),
    "huge-number-literal": b'{"format": "tabletop-lesson/1", "id": ' + b"9" * 5000 + b"}",
    "nan": GOOD.replace(b'"number": 3', b'"number": NaN'),
    "wrong-format": _with(_set("format", "tabletop-lesson/2")),
    "format-a-number": _with(_set("format", 1)),
    # wrong types and missing keys
    "id-a-number": _with(_set("id", 7)),
    "bad-id": _with(_set("id", "Not An Id!")),
    "title-missing": _with(_del("title")),
    "steps-missing": _with(_del("steps")),
    "steps-empty": _with(_set("steps", [])),
    "steps-an-object": _with(_set("steps", {"a": 1})),
    "cards-a-list": _with(_set("cards", ["bears"])),
    "cards-empty": _with(_set("cards", {})),
    "players-a-string": _with(_set("start.players", "AB")),
    "turn-number-text": _with(_set("start.turn.number", "3")),
    "turn-number-float": _with(_set("start.turn.number", 3.5)),
    "turn-number-huge": _with(_set("start.turn.number", 10**300)),
    "turn-step-unknown": _with(_set("start.turn.step", "lunch")),
    "tapped-a-string": _with(_set("start.zones.A.battlefield.0.tapped", "yes")),
    "order-negative": _with(_set("start.zones.A.battlefield.0.order", -1)),
    "order-huge": _with(_set("start.zones.A.battlefield.0.order", 10**18)),
    "counters-negative": _with(_set("start.zones.A.battlefield.0.counters", {"+1/+1": -5})),
    "damage-huge": _with(_set("start.zones.A.battlefield.0.damage", 10**12)),
    "life-text": _with(_set("start.life", {"A": "twenty"})),
    "hints-a-string": _with(_set(f"{S1}.hints", "just one")),
    "rules-empty": _with(_set(f"{S1}.rules", [])),
    "mistake-action-a-list": _with(_set(f"{S1}.mistakes.0.action", [A])),
    "count-text": _with(_set("steps.0.solution", {"do": "draw", "player": "A",
                                                  "count": "all"})),
    "count-huge": _with(_set("steps.0.solution", {"do": "draw", "player": "A",
                                                  "count": 10**15})),
    "player-an-object": _with(_set(f"{S1}.solution.player", {"name": "A"})),
    "card-an-object": _with(_set(f"{S1}.solution.card", {"x": 1})),
    "check-known-to-list": _with(_set(f"{S1}.checks", [{"card": "bears", "known_to": ["A"]}])),
    "check-card-a-list": _with(_set(f"{S1}.checks", [{"card": ["bears"], "face": "up"}])),
    # huge strings and lists
    "huge-instruction": _with(_set(f"{S1}.instruction", "x" * 100_000)),
    "huge-title": _with(_set("title", "t" * 5000)),
    "huge-card-key": _with(_set("cards", {"k" * 10_000: {"name": "Forest"}})),
    "huge-card-name": _with(_set("cards.forest.name", "F" * 100_000)),
    "huge-note-text": _with(_set("steps.0.solution", {"do": "note", "card": "forest",
                                                      "text": "n" * 50_000})),
    "huge-zone": _with(_set("start.zones.A.library", ["bears"] * 5000)),
    "many-steps": _with(lambda d: d.__setitem__("steps", d["steps"] * 40)),
    "many-mistakes": _with(_set(f"{S1}.mistakes", [{"action": A, "verdict": "X"}] * 50)),
    "too-many-cards": _with(_set("cards", {f"c{i}": {"name": f"C{i}"} for i in range(200)})),
    "too-big-file": b'{"format": "tabletop-lesson/1", "pad": "' + b"x" * (5 * 1024 * 1024)
                    + b'"}',
    # unknown fields and kinds
    "unknown-top-key": _with(_set("colour", "blue")),
    "unknown-step-key": _with(_set(f"{S1}.hint", "typo")),
    "unknown-entry-key": _with(_set("start.zones.A.battlefield.0.glow", True)),
    "unknown-zone": _with(_set("start.zones.A.sideboard", ["bears"])),
    "unknown-action": _with(_set(f"{S1}.solution", {"do": "cheat", "player": "A"})),
    "unknown-action-field": _with(_set(f"{S1}.solution.speed", 9)),
    "unknown-route": _with(_set(f"{S1}.solution.route", "wish")),
    "unknown-method": _with(_set("start.zones.A.battlefield.0.face_down", "sneak")),
    "unknown-verdict": _with(_set(f"{S1}.mistakes.0.verdict", "NO-SUCH-VERDICT")),
    "unknown-mode": _with(_set("start.mode", "chaos")),
    "unknown-check-property": _with(_set(f"{S1}.checks", [{"card": "bears", "smell": 1}])),
    "unknown-expect": _with(_set(f"{S1}.solution.expect", {"result": "maybe"})),
    "control-chars-in-key": _with(_set("cards", {"be\x1b[31mars\n": {"name": "Bears"}})),
    # names that are not there
    "seat-not-a-player": _with(_set("seat", "Z")),
    "solution-names-missing-card": _with(_set(f"{S1}.solution.card", "dragon")),
    "mistake-names-missing-card": _with(_set(f"{S1}.mistakes.0.action.card", "dragon")),
    "zone-names-missing-card": _with(_set("start.zones.A.library", ["dragon"])),
    "zone-of-missing-player": _with(_set("start.zones.Z", {"hand": ["bears"]})),
    "check-names-missing-card": _with(_set(f"{S1}.checks", [{"card": "dragon", "face": "up"}])),
    "attached-to-missing-card": _with(_set("start.zones.A.battlefield.0.attached_to", "dragon")),
    "face-down-in-library": _with(_set("start.zones.A.library",
                                       [{"card": "bears", "face_down": "manifest"}])),
    "bad-card-facts": _with(_set("cards.bears.mana_cost", "{1}{G")),
    # the rules say no
    "solution-the-rules-refuse": _with(_set(f"{S1}.solution.route", "morph")),
    "solution-wrong-player": _with(_set(f"{S1}.solution.player", "B")),
    "mistake-is-the-solution": _with(_set(f"{S1}.mistakes.0.action.card", "bears")),
    "mistake-wrong-verdict": _with(_set(f"{S1}.mistakes.0.verdict", "FLIP-MORPH-CAST-NO-R1")),
    "prepare-the-rules-refuse": _with(_set(f"{S1}.prepare", [A])),
    "no-mistake-at-all": _with(_set(f"{S1}.mistakes", [])),
    "check-that-fails": _with(_set("steps.0.checks", [{"card": "bears", "order": 7}])),
    "rule-not-in-catalogue": _with(_set(f"{S1}.rules", ["999.9z"])),
}
