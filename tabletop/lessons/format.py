"""The lesson format `tabletop-lesson/1`, validated with pydantic (unknown keys are errors, texts
and lists are bounded).

```json
{
  "format": "tabletop-lesson/1",
  "id": "manifest-turn-up", "title": "...", "summary": "...",
  "seat": "A",                              # the player the learner plays
  "cards": {"bears": {...card facts...}},   # facts only (SCENARIOS.md "Card facts")
  "start": {"players": ["A", "B"], "turn": {...}, "mode": "strict",
            "zones": {"A": {"library": ["bears"], "battlefield": [...]}}, "stack": []},
  "steps": [{
    "instruction": "plain words",
    "prepare": [ACTION, ...],        # what the table does first (the opponent casts, ...)
    "solution": ACTION,              # the reference solution, played by `lessons check`
    "accept": [MATCHER, ...],        # optional; default: the solution without its source
    "checks": [CHECK, ...],          # state checks that must hold after the action
    "hints": ["..."], "rules": ["701.40b"], "success": "said when it is done",
    "mistakes": [{"action": ACTION, "verdict": "FLIP-...", "explain": "why, in our words"}]
  }]
}
```

`start` is a conformance-scenario position (SCENARIOS.md: zones listed top first, entries are
card keys or objects with `face_down`, `order`, ...); cards are named as in scenarios (`bears`,
the second copy `bears#2`). ACTION is a scenario action (`{"do": ...}`), CHECK a scenario check
without the `check` wrapper, MATCHER an action naming only the fields that matter.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    model_validator,
)

from tabletop.model.modes import Mode
from tabletop.rules.scenarios import (
    FORMAT as SCENARIO_FORMAT,
)
from tabletop.rules.scenarios import (
    Scenario,
    ScenarioFormatError,
    json_text_problem,
    load_scenarios,
    scenario_setup,
)
from tabletop.rules.verdicts import CATALOGUE

from .actions import Refs, check_action, check_state_check, loose

FORMAT = "tabletop-lesson/1"

Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=800)]
Title = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=80)]
Ident = Annotated[str, StringConstraints(pattern=r"^[a-z0-9][a-z0-9-]{0,47}$")]
Name = Annotated[str, StringConstraints(min_length=1, max_length=40)]
RuleRef = Annotated[str, StringConstraints(min_length=1, max_length=100)]
Action = dict[str, Any]


class LessonFormatError(ValueError):
    """A lesson file that does not follow the format; `problems` lists every problem found as
    `WHERE: path.to.field: message`."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Turn(_Strict):
    """`step` `pregame` is before the game begins (mulligans, 103.5); its `number` is 0, and
    without `number` a turn is 0 in `pregame`, else 1."""

    active: Name | None = None
    number: int | None = Field(default=None, ge=0, le=100_000)
    step: str = "main1"
    lands_played: dict[Name, Annotated[int, Field(ge=0, le=100)]] = Field(default_factory=dict)


class Start(_Strict):
    """The starting position, in the conformance-scenario form."""

    players: list[Name] = Field(min_length=1, max_length=8)
    turn: Turn = Field(default_factory=Turn)
    mode: Mode = Mode.STRICT
    zones: dict[Name, dict[str, list[str | dict[str, Any]]]] = Field(default_factory=dict)
    stack: list[str | dict[str, Any]] = Field(default_factory=list, max_length=40)
    restrictions: list[str] = Field(default_factory=list, max_length=4)


class Mistake(_Strict):
    """A known wrong action for a step, the verdict the model must give, our extra words.

    `illegal` names the rules that forbid an action the table itself can't refuse (it can't know
    which creature the Bolt hit, or that the effect said cloak): the learner is told it is not
    allowed, with those rules, never that it is allowed. Without it, an action the model judges
    legal is "legal, but not this step"."""

    action: Action
    verdict: str
    explain: Text | None = None
    illegal: list[RuleRef] | None = Field(default=None, min_length=1, max_length=6)


class Claim(_Strict):
    """One rule statement the learner reads, backed by a small position and the actions that show
    it: a conformance scenario (`start` as a lesson's start, default the lesson's own; `steps`
    are scenario steps, actions with `expect` and `check`s) that `lessons check` runs against the
    rules engine. A claim the engine does not bear out fails the lesson."""

    says: Text
    rules: list[RuleRef] = Field(min_length=1, max_length=12)
    start: Start | None = None
    cards: dict[Name, dict[str, Any]] = Field(default_factory=dict, max_length=40)
    steps: list[dict[str, Any]] = Field(min_length=1, max_length=30)

    def scenario_doc(self, lesson_cards: dict, lesson_start: Start, label: str) -> dict:
        """The claim as a conformance-scenario file (`tabletop-scenarios/1`)."""
        start = self.start or lesson_start
        d = start.model_dump(exclude_none=True)
        d["turn"] = {k: v for k, v in d["turn"].items() if v not in (None, {})}
        return {"format": SCENARIO_FORMAT, "cards": {**lesson_cards, **self.cards},
                "scenarios": [{"id": label, "title": self.says, **d,
                               "steps": list(self.steps)}]}


def claim_scenario(claim: Claim, lesson_cards: dict, lesson_start: Start, label: str
                   ) -> Scenario:
    """The claim as a loaded scenario; raises `ScenarioFormatError` when it is malformed."""
    doc = claim.scenario_doc(lesson_cards, lesson_start, label)
    return load_scenarios(json.dumps(doc), label)[0]


class Step(_Strict):
    instruction: Text
    prepare: list[Action] = Field(default_factory=list, max_length=20)
    solution: Action
    accept: list[Action] | None = Field(default=None, min_length=1, max_length=10)
    checks: list[dict[str, Any]] = Field(default_factory=list, max_length=20)
    hints: list[Text] = Field(min_length=1, max_length=6)
    rules: list[RuleRef] = Field(min_length=1, max_length=12)
    success: Text | None = None
    mistakes: list[Mistake] = Field(default_factory=list, max_length=10)
    claims: list[Claim] = Field(default_factory=list, max_length=12)

    @property
    def matchers(self) -> list[Action]:
        return list(self.accept) if self.accept else [loose(self.solution)]


class Lesson(_Strict):
    format: Literal["tabletop-lesson/1"]
    id: Ident
    title: Title
    summary: Text
    seat: Name
    cards: dict[Name, dict[str, Any]] = Field(min_length=1, max_length=80)
    start: Start
    steps: list[Step] = Field(min_length=1, max_length=30)

    @property
    def rules(self) -> list[str]:
        """Every rule number the lesson teaches, in the order it first comes up."""
        out: list[str] = []
        for s in self.steps:
            out += [r for r in s.rules if r not in out]
        return out

    def setup(self) -> dict:
        """The game setup (tabletop.model.setup) of the starting position."""
        return scenario_setup(Scenario(self.id, self.title, self._scenario(), dict(self.cards),
                                       self.id))

    def _scenario(self) -> dict:
        d = self.start.model_dump(exclude_none=True)
        d["turn"] = {k: v for k, v in d["turn"].items() if v not in (None, {})}
        return {"id": self.id, "title": self.title, **d, "steps": []}

    @model_validator(mode="after")
    def _consistent(self) -> Lesson:
        problems: list[str] = []
        doc = {"format": SCENARIO_FORMAT, "cards": self.cards, "scenarios": [self._scenario()]}
        try:
            load_scenarios(json.dumps(doc), "start")
        except ScenarioFormatError as exc:
            problems += [p.replace("start: " + self.id + ": ", "start: ") for p in exc.problems]
        if self.seat not in self.start.players:
            problems.append(f"seat: {self.seat!r} is not one of the players")
        if problems:
            raise ValueError("; ".join(problems))
        refs = Refs(list(self.start.players), {c["id"] for c in self.setup()["cards"]})
        for n, step in enumerate(self.steps):
            _check_step(step, f"steps.{n}", refs, problems)
            for k, claim in enumerate(step.claims):
                try:
                    claim_scenario(claim, dict(self.cards), self.start, "claim")
                except ScenarioFormatError as exc:
                    problems += [f"steps.{n}.claims.{k}: " + p.replace("claim: claim: ", "")
                                 for p in exc.problems]
        if not any(s.mistakes for s in self.steps):
            problems.append("steps: a lesson needs at least one known mistake")
        if problems:
            raise ValueError("; ".join(problems))
        return self


def _check_step(step: Step, where: str, refs: Refs, problems: list[str]) -> None:
    for i, a in enumerate(step.prepare):
        problems += [f"{where}.prepare.{i}: {p}" for p in check_action(a, refs)]
    for i, m in enumerate(step.mistakes):
        problems += [f"{where}.mistakes.{i}.action: {p}"
                     for p in check_action(m.action, Refs(refs.players, refs.cards))]
        if m.verdict not in CATALOGUE:
            problems.append(f"{where}.mistakes.{i}.verdict: unknown verdict id {m.verdict!r}")
    for i, a in enumerate(step.accept or []):
        problems += [f"{where}.accept.{i}: {p}"
                     for p in check_action(a, Refs(refs.players, refs.cards), partial=True)]
    problems += [f"{where}.solution: {p}" for p in check_action(step.solution, refs)]
    for i, c in enumerate(step.checks):
        problems += [f"{where}.checks.{i}: {p}" for p in check_state_check(c, refs)]


def load_lesson(text: str | bytes, where: str = "lesson") -> Lesson:
    """Read one lesson from JSON text; raise `LessonFormatError` listing every problem."""
    data, problem = json_text_problem(text, where)
    if problem:
        raise LessonFormatError([problem])
    return parse_lesson(data, where)


def parse_lesson(data: Any, where: str = "lesson") -> Lesson:
    """Validate a lesson given as plain data (a dict)."""
    if isinstance(data, dict) and data.get("format") not in (None, FORMAT):
        raise LessonFormatError([f"{where}: format must be {FORMAT!r}, not "
                                 f"{data.get('format')!r}"])
    try:
        return Lesson.model_validate(data)
    except ValidationError as exc:
        raise LessonFormatError(_problems(exc, where)) from None


def _problems(exc: ValidationError, where: str) -> list[str]:
    out = []
    for err in exc.errors(include_url=False):
        loc = ".".join(str(x) for x in err["loc"]) or "(top)"
        msg = err["msg"]
        if msg.startswith("Value error, "):
            for part in msg[len("Value error, "):].split("; "):
                out.append(f"{where}: {part}")
            continue
        if err["type"] == "extra_forbidden":
            msg = "unknown key"
        elif err["type"] == "missing":
            msg = "required key is missing"
        out.append(f"{where}: {loc}: {msg}")
    return out
