"""Recording a lesson from a position (issue 16): pure, no Qt.

`Recorder(state, seat)` takes any game position (a game loaded from a position file, a save, the
demo) and writes it as a lesson's starting position in the bundled lessons' form (`cards`: card
facts without rules text; `start`: the conformance-scenario position, `lesson_position`). Its
`game` is built from that start exactly as a `LessonSession` builds it, so the card ids the
author acts on are the names the lesson uses.

The author then plays each step on that game:
- `play(cmd, actor)`: the step's action, carried out when the rules allow it; it becomes the
  step's `solution` (in the scenario dialect, `action_of`), and the rule numbers of its main
  verdict (the first that cites a catalogued rule) the step's `rules`, with its mistakes';
- `mistake(cmd, actor)`: a known mistake, judged (`game.check`) and not carried out; the
  engine's verdict is attached, the author adds why (`explain`);
- `finish_step(instruction, hints, success)`: the step is done; the next starts where it ended.
`build(id, title, summary)` makes the lesson file's data, validates it with the lesson format and
proves it with `check_lesson` (the reference solutions, every mistake and every claim run against
the rules). The rules a step cites come from the verdicts only, and each step carries claims made
from the same verdicts (the action, after the earlier steps' actions, gives that verdict), so
`tabletop lessons check` checks every rule the recorded lesson cites. Nothing is typed by hand but
the instruction, hints, success text and the mistakes' explanations.
"""

from __future__ import annotations

import re
from dataclasses import MISSING, dataclass, field, fields
from typing import Any

from pydantic import ValidationError

from tabletop.model import commands as C
from tabletop.model.chars import controller_of
from tabletop.model.game import Game
from tabletop.model.limits import MAX_LESSON_CARDS
from tabletop.model.modes import Result
from tabletop.model.state import PREGAME, GameState
from tabletop.rules import new_game
from tabletop.rules.scenarios import ACTIONS, ZONE_ORDER, Scenario, scenario_setup, step_command
from tabletop.rules.verdicts import REFUSE
from tabletop.rules.visibility import verdicts_for

from . import rulebook
from .actions import COUNT_IS_N, lesson_actor, loose, matches
from .check import check_lesson, run_claim
from .format import (
    FORMAT,
    Claim,
    Lesson,
    LessonFormatError,
    Start,
    _problems,
    one_line,
    parse_lesson,
)

# Card facts a lesson does not carry: rules text (lessons hold facts only, resources/lessons).
TEXT_FACTS = ("oracle_text", "printed_text")
# Command fields that say where a card is drawn on the table, not what happens.
COSMETIC = ("x", "y")
# Command field -> the scenario action's key (the inverse of `actions._alias`).
_BACK = {"from_zone": "from", "card_list": "cards", "to_card": "to", "set_to": "set"}
MAX_STEPS = 30  # Lesson.steps
MAX_MISTAKES = 10  # Step.mistakes
MAX_HINTS = 6  # Step.hints


class RecordError(ValueError):
    """What can't be recorded, in one sentence for the author."""


# ---------------------------------------------------------------- the position

@dataclass(slots=True)
class Position:
    """A game position as a lesson holds it: `cards` (key -> facts), `start` (the scenario
    position), `names` (game card id -> the lesson's name for it) and `left_out` (what the
    position had that a lesson's start can't say, for the author to read)."""

    cards: dict
    start: dict
    names: dict[str, str]
    left_out: list[str] = field(default_factory=list)


def _slug(name: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")[:32]
    return s or "card"


def _facts_without_text(facts: dict) -> dict:
    out = {k: v for k, v in facts.items() if k not in TEXT_FACTS}
    if isinstance(out.get("card_faces"), list):
        out["card_faces"] = [{k: v for k, v in f.items() if k not in TEXT_FACTS}
                             if isinstance(f, dict) else f for f in out["card_faces"]]
    return out


def _zone_cards(state: GameState, player: str, zone: str) -> list[str]:
    if zone == "battlefield":
        return [c for c in state.zones["battlefield"] if state.cards[c].owner == player]
    return list(state.zones[f"{player}:{zone}"])


def lesson_position(state: GameState) -> Position:
    """The position of `state` as a lesson's `cards` and `start`; RecordError when a lesson
    can't hold it (too many different cards)."""
    keys: dict[str, str] = {}  # facts key -> lesson card key
    used: set[str] = set()
    cards: dict[str, dict] = {}

    def key_for(facts_key: str) -> str:
        if facts_key not in keys:
            facts = state.facts[facts_key]
            base = _slug(str(facts.get("name", facts_key)))
            k, n = base, 1
            while k in used:
                n += 1
                k = f"{base}_{n}"
            used.add(k)
            keys[facts_key] = k
            cards[k] = _facts_without_text(facts)
        return keys[facts_key]

    order: list[tuple[str, str | None, str]] = []  # (card id, zone, player); stack: no zone
    for p in state.players:
        for z in ZONE_ORDER:
            order += [(cid, z, p) for cid in _zone_cards(state, p, z)]
    order += [(cid, None, state.cards[cid].owner) for cid in state.zones["stack"]]
    names: dict[str, str] = {}
    counts: dict[str, int] = {}
    for cid, _z, _p in order:
        k = key_for(state.cards[cid].facts)
        counts[k] = counts.get(k, 0) + 1
        names[cid] = k if counts[k] == 1 else f"{k}#{counts[k]}"
    if len(cards) > MAX_LESSON_CARDS:
        raise RecordError(f"This position has {len(cards)} different cards; a lesson holds at "
                          f"most {MAX_LESSON_CARDS}. Take some out first.")
    left: list[str] = []
    zones: dict[str, dict[str, list]] = {}
    stack: list = []
    for cid, zone, p in order:
        entry = _entry(state, cid, names, zone is None, left)
        if zone is None:
            stack.append(entry)
        else:
            zones.setdefault(p, {}).setdefault(zone, []).append(entry)
    start = _start(state, zones, stack)
    left += _left_out(state)
    return Position(cards, start, names, left)


def _start(state: GameState, zones: dict, stack: list) -> dict[str, Any]:
    """A lesson's `start`: the players, the turn, the mode, the zones and the table's numbers."""
    turn: dict[str, Any] = {"active": state.active, "number": state.turn, "step": state.step}
    if state.step == PREGAME:
        turn["number"] = 0
    lands = {p: n for p, n in state.lands_played.items() if n}
    if lands:
        turn["lands_played"] = lands
    start: dict[str, Any] = {"players": list(state.players), "turn": turn,
                             "mode": str(state.mode), "zones": zones}
    if stack:
        start["stack"] = stack
    if state.restrictions:
        start["restrictions"] = list(state.restrictions)
    if any(n != 20 for n in state.life.values()):
        start["life"] = dict(state.life)
    counters = {p: dict(k) for p, k in state.player_counters.items() if k}
    if counters:
        start["player_counters"] = counters
    return start


def _left_out(state: GameState) -> list[str]:
    """What of the table a lesson's start can't hold, in words."""
    checks = (
        (bool(state.effects), f"{len(state.effects)} continuous effect(s)"),
        (any(c.known or c.revealed for c in state.cards.values()),
         "who has seen or been shown which card (everyone starts knowing only what their "
         "place lets them see)"),
        (bool(state.top_revealed), "playing with the top card of a library revealed"),
        (bool(state.arrows), "arrows"),
        (any(state.mulligans.values()) or bool(state.kept), "mulligans taken"),
        (bool(state.left) or state.ended, "players who left, or the end of the game"),
        (bool(state.requests), "requests waiting for an answer"),
        (state.trust, "table trust"),
    )
    return [words for on, words in checks if on]


def _entry(state: GameState, cid: str, names: dict, on_stack: bool, left: list) -> Any:
    card = state.cards[cid]
    e: dict[str, Any] = {"card": names[cid].partition("#")[0]}
    fd = card.face_down
    if fd is not None:
        e["face_down"] = fd["method"]
        if fd.get("order") is not None:
            e["order"] = fd["order"]
        if fd.get("source"):
            e["source"] = fd["source"]
        if fd.get("chars"):
            e["characteristics"] = fd["chars"]
    if card.tapped:
        e["tapped"] = True
    if card.counters:
        e["counters"] = {k: n for k, n in card.counters.items() if n}
    if card.damage:
        e["damage"] = card.damage
    if card.token:
        e["token"] = True
    if card.zone in ("battlefield", "stack"):
        ctl = controller_of(state, card)
        if ctl != card.owner or on_stack:
            e["controller"] = ctl
    if card.attached_to is not None and card.attached_to in names:
        e["attached_to"] = names[card.attached_to]
    if card.note:
        left.append(f"the note on {names[cid]}")
    if card.transformed:
        left.append(f"{names[cid]} being transformed")
    if card.permission:
        left.append(f"a permission to play {names[cid]}")
    return e if len(e) > 1 else e["card"]


# ---------------------------------------------------------------- actions

def action_of(cmd: C.Command) -> dict:
    """The lesson action (the scenario dialect) of a command the table built; RecordError when
    a lesson can't say it. The action's command is the same command (checked)."""
    do = cmd.kind
    if do not in ACTIONS or do == "create_token":
        raise RecordError(f"A lesson step can't be this action ({do.replace('_', ' ')}): "
                          "choose another one.")
    required, optional = ACTIONS[do]
    allowed = set(required) | set(optional)
    action: dict[str, Any] = {"do": do}
    for f in fields(cmd):
        if f.name in COSMETIC:
            continue
        v = getattr(cmd, f.name)
        key = _BACK.get(f.name, f.name)
        if f.name == "n" and do in (*COUNT_IS_N, "roll"):
            key = "count"
        elif f.name == "name" and do == "copy":
            key = "as"
        if key not in required and f.default is not MISSING and v == f.default:
            continue
        if key not in allowed:
            raise RecordError(f"A lesson step can't say this {do.replace('_', ' ')} "
                              f"({f.name}): choose another action.")
        action[key] = list(v) if isinstance(v, tuple) else v
    if do == "reveal" and "to" in action:
        action["to"] = list(action["to"])

    def same(c: C.Command) -> dict:
        return {k: v for k, v in c.to_dict().items() if k not in COSMETIC}

    if same(step_command(action)) != same(cmd):
        raise RecordError(f"A lesson step can't say this {do.replace('_', ' ')} exactly: "
                          "choose another action.")
    return action


def catalogued(rules) -> list[str]:
    """The rule numbers (and rulings) of `rules` that the lessons' one catalogue knows."""
    return [r for r in dict.fromkeys(rules) if r in rulebook.CATALOGUE]


@dataclass(slots=True)
class Said:
    """One verdict the table gave: its id, sentence and the catalogued rules it cites."""

    id: str
    sentence: str
    rules: list[str]
    refused: bool


def _said(verdicts) -> list[Said]:
    return [Said(v.id, v.sentence, catalogued(v.rules), v.outcome == REFUSE) for v in verdicts]


@dataclass(slots=True)
class RecordedMistake:
    action: dict
    verdict: Said
    result: str  # what the table does with it (refused, or done when it is legal)
    explain: str = ""


@dataclass(slots=True)
class Draft:
    """The step being recorded."""

    mistakes: list[RecordedMistake] = field(default_factory=list)
    solution: dict | None = None
    result: str | None = None
    said: list[Said] = field(default_factory=list)


class Recorder:
    """Record a lesson from the position of `state`, played from `seat`."""

    def __init__(self, state: GameState, seat: str) -> None:
        if seat not in state.players:
            raise RecordError(f"{seat!r} is not a player of this game")
        self.position = lesson_position(state)
        self.seat = seat
        try:
            Start.model_validate(self.position.start)
        except ValidationError as exc:  # what a lesson can't hold
            raise RecordError("A lesson can't start from this position: "
                              + one_line(_problems(exc, "start"))) from None
        self.game: Game = new_game(self.setup(), seed=0)
        self.steps: list[dict] = []
        self.draft = Draft()
        self._mark = 0  # the log's length when the step began
        self._played: list[dict] = []  # earlier steps' solutions, with the result they gave

    def setup(self) -> dict:
        """The game setup of the lesson's start, as `Lesson.setup` builds it."""
        data = {"id": "recorded", "title": "", **self.position.start, "steps": []}
        return scenario_setup(Scenario("recorded", "", data, dict(self.position.cards),
                                       "recorded"))

    # -- the author acts
    def play(self, cmd: C.Command, actor: str | None = None) -> Any:
        """The step's action: carried out if the rules allow it (the model's Outcome; its
        verdicts are in `draft.said`); RecordError if not."""
        actor = self.seat if actor is None else actor
        if self.draft.solution is not None:
            raise RecordError("This step has its action: finish the step, or take the action "
                              "back first.")
        if len(self.steps) >= MAX_STEPS:
            raise RecordError(f"A lesson has at most {MAX_STEPS} steps.")
        action = action_of(cmd)
        turn = self.game.state.turn
        out = self.game.apply(cmd, lesson_actor(self.game.state, cmd, actor))
        said = self._safe(cmd, out.verdicts)
        if out.result == Result.REFUSED:
            why = out.reason.sentence if out.reason else "the rules refuse it"
            raise RecordError(f"Not recorded: {why} A step's action must be one the rules "
                              "allow; record it as a known mistake instead.")
        if cmd.kind == "advance":  # where it got to, as a step a lesson can name
            st = self.game.state
            action["to"] = st.step if st.turn == turn else "next_turn"
        self.draft.solution, self.draft.result, self.draft.said = action, out.result, said
        return out

    def take_back(self) -> None:
        """Undo the step's action (its mistakes stay)."""
        while len(self.game.log) > self._mark:
            self.game.pop_entry()
        self.draft.solution, self.draft.result, self.draft.said = None, None, []

    def mistake(self, cmd: C.Command, actor: str | None = None) -> RecordedMistake:
        """A known mistake of this step: judged, not carried out, with the engine's verdict."""
        actor = self.seat if actor is None else actor
        if self.draft.solution is not None:
            raise RecordError("Record the mistakes before the step's action (take the action "
                              "back first): the learner makes them in the step's position.")
        if len(self.draft.mistakes) >= MAX_MISTAKES:
            raise RecordError(f"A step has at most {MAX_MISTAKES} known mistakes.")
        action = action_of(cmd)
        if any(matches(loose(m.action), cmd) for m in self.draft.mistakes):
            raise RecordError("That mistake is recorded already.")
        actor = lesson_actor(self.game.state, cmd, actor)
        judgement = self.game.check(cmd, actor)
        said = self._safe(cmd, judgement.verdicts)
        cited = [s for s in said if s.rules]
        pick = next((s for s in cited if s.refused), None) or next(iter(cited), None)
        if pick is None:
            raise RecordError("The table's verdict on that cites no rule the lessons know: "
                              "a known mistake needs one. Try another mistake.")
        result = Result.REFUSED
        if judgement.legal:  # what the claim will expect: carry it out, then take it back
            before = len(self.game.log)
            result = self.game.apply(cmd, actor).result
            while len(self.game.log) > before:
                self.game.pop_entry()
        m = RecordedMistake(action, pick, str(result))
        self.draft.mistakes.append(m)
        return m

    def _safe(self, cmd: C.Command, verdicts) -> list[Said]:
        """The verdicts the seat may read about the command (`visibility.verdicts_for`, as the
        lesson player shows them): the author sees, and the lesson cites, nothing about a card
        the seat may not know (a morph cost, "it was ...")."""
        return _said(verdicts_for(self.game.state, self.seat, cmd.cards, verdicts))

    def forget_mistake(self, index: int) -> None:
        del self.draft.mistakes[index]

    def main_verdict(self) -> Said | None:
        """The step's action's first verdict that cites a catalogued rule: what the action
        teaches (the others say what always goes with it: same object, new timestamp...)."""
        return next((s for s in self.draft.said if s.rules), None)

    def finish_step(self, instruction: str, hints: list[str], success: str = "",
                    whys: list[str] | None = None) -> dict:
        """Close the step with the author's words; RecordError saying what is missing."""
        d = self.draft
        if d.solution is None:
            raise RecordError("Play the step's action on the table first.")
        instruction = instruction.strip()
        hints = [h.strip() for h in hints if h.strip()]
        if not instruction:
            raise RecordError("Write the step's instruction: what the learner should do.")
        if not hints:
            raise RecordError("Write at least one hint for the step.")
        if len(hints) > MAX_HINTS:
            raise RecordError(f"A step has at most {MAX_HINTS} hints (one a line).")
        for m, why in zip(d.mistakes, whys or [], strict=False):
            m.explain = why.strip()
        main = self.main_verdict()
        rules = list(main.rules) if main is not None else []
        rules += [r for m in d.mistakes for r in m.verdict.rules]
        rules = list(dict.fromkeys(rules))[:12]
        if not rules:
            raise RecordError("No verdict of this step cites a rule the lessons know: record a "
                              "known mistake the rules refuse, or play another action.")
        step: dict[str, Any] = {"instruction": instruction, "solution": d.solution,
                                "hints": hints, "rules": rules}
        if success.strip():
            step["success"] = success.strip()
        if d.mistakes:
            step["mistakes"] = [{"action": m.action, "verdict": m.verdict.id,
                                 **({"explain": m.explain} if m.explain else {})}
                                for m in d.mistakes]
        claims = self._claims(d)
        if claims:
            step["claims"] = claims
        self.steps.append(step)
        self._played.append({**d.solution, "expect": {"result": str(d.result)}})
        self._mark = len(self.game.log)
        self.draft = Draft()
        return step

    def _claims(self, d: Draft) -> list[dict]:
        """Claims from the step's verdicts: after the earlier steps' actions, this action gives
        this verdict (the engine's own sentence says what it means)."""
        out = []
        main = self.main_verdict()
        if main is not None and d.solution is not None:
            out.append(self._claim(main, {**d.solution, "expect": {
                "result": str(d.result), "verdicts": [main.id]}}))
        for m in d.mistakes:
            out.append(self._claim(m.verdict, {**m.action, "expect": {
                "result": m.result, "verdicts": [m.verdict.id]}}))
        return [c for c in out if c is not None][:12]

    def _claim(self, s: Said, action: dict) -> dict | None:
        if not s.rules or not s.sentence.strip() or len(s.sentence) > 800:
            return None
        return {"says": s.sentence.strip(), "rules": s.rules[:12],
                "steps": [*self._played, action][-30:]}

    # -- the file
    def document(self, lesson_id: str, title: str, summary: str) -> dict:
        """The lesson file's data (`tabletop-lesson/1`)."""
        return {"format": FORMAT, "id": lesson_id, "title": title.strip(),
                "summary": summary.strip(), "seat": self.seat,
                "cards": self.position.cards, "start": self.position.start,
                "steps": self.steps}

    def build(self, lesson_id: str, title: str, summary: str) -> tuple[Lesson, dict]:
        """The lesson, validated and proved by `check_lesson`; RecordError with every problem
        otherwise. A generated claim the engine does not bear out as recorded (claims run
        without an acting seat) is left out rather than failing the lesson."""
        if self.draft.solution is not None or self.draft.mistakes:
            raise RecordError("Finish the step being recorded (or take its action back and "
                              "forget its mistakes) before saving.")
        if not self.steps:
            raise RecordError("Record at least one step first.")
        if not any(s.get("mistakes") for s in self.steps):
            raise RecordError("Record at least one known mistake: a lesson needs one.")
        doc = self.document(lesson_id, title, summary)
        try:
            lesson = parse_lesson(doc, "lesson")
        except LessonFormatError as exc:
            raise RecordError("; ".join(exc.problems)) from None
        start = lesson.start
        for n, step in enumerate(doc["steps"], 1):
            kept = []
            for c in step.get("claims", []):
                if run_claim(Claim.model_validate(c), doc["cards"], start,
                             f"step {n} claim") is None:
                    kept.append(c)
            if kept:
                step["claims"] = kept
            else:
                step.pop("claims", None)
        lesson = parse_lesson(doc, "lesson")
        res = check_lesson(lesson)
        if not res.passed:
            raise RecordError("The lesson does not pass the check: " + "; ".join(res.problems))
        return lesson, doc
