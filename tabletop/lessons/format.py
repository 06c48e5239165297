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
    "prepare": [ACTION, ...],        # what the table does first (the opponent casts, ...);
                                     # `"by": "B"`: that seat gives it (a request to answer)
    "solution": ACTION,              # the reference solution, played by `lessons check`;
                                     # `{"do": "undo"}`: the learner's Undo (a take-back)
    "accept": [MATCHER, ...],        # optional; default: the solution without its source
    "checks": [CHECK, ...],          # state checks that must hold after the action
    "hints": ["..."], "rules": ["701.40b"], "success": "said when it is done",
    "mistakes": [{"action": ACTION, "verdict": "FLIP-...", "explain": "why, in our words"}],
    "claims": [{"says": "...", "rules": [...], "backs": ["success#1"], "steps": [...]}]
  }]
}
```

`start` is a conformance-scenario position (SCENARIOS.md: zones listed top first, entries are
card keys or objects with `face_down`, `order`, ...); cards are named as in scenarios (`bears`,
the second copy `bears#2`). ACTION is a scenario action (`{"do": ...}`), CHECK a scenario check
without the `check` wrapper, MATCHER an action naming only the fields that matter. A claim
(`Claim`, optional) backs rule statements with a small position the engine runs; its `backs`
names the sentences it backs (`prose.py`, `lessons check --prose`).
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StringConstraints,
    ValidationError,
    model_validator,
)

from tabletop.model.limits import (
    MAX_COUNT,
    MAX_COUNTER_NAME,
    MAX_LESSON_ACTION_ITEMS,
    MAX_LESSON_CARDS,
    MAX_LESSON_ZONE,
    MAX_LIFE,
    MAX_NOTE,
    MAX_PLAYERS,
    MAX_SHORT,
)
from tabletop.model.modes import Mode
from tabletop.model.setup import build_state
from tabletop.model.state import METHODS
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
BACKS_PATTERN = r"^(?:summary|instruction|success|mistake[1-9][0-9]?)#[1-9][0-9]?$"

Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=800)]
Title = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=80)]
Ident = Annotated[str, StringConstraints(pattern=r"^[a-z0-9][a-z0-9-]{0,47}$")]
Name = Annotated[str, StringConstraints(min_length=1, max_length=40)]
RuleRef = Annotated[str, StringConstraints(min_length=1, max_length=100)]
Short = Annotated[str, StringConstraints(min_length=1, max_length=MAX_SHORT)]
CounterName = Annotated[str, StringConstraints(min_length=1, max_length=MAX_COUNTER_NAME)]
Count = Annotated[StrictInt, Field(ge=0, le=MAX_COUNT)]
ZoneName = Literal["library", "hand", "battlefield", "graveyard", "exile", "command"]
Method = Literal[METHODS]  # type: ignore[valid-type]


def _bounded(value: Any, where: str = "") -> Any:
    """An action, check or matcher from a file: JSON data with short texts, small lists and
    objects and whole numbers in range (what the model's commands take); else ValueError."""
    todo = [(value, where)]
    while todo:
        v, at = todo.pop()
        if isinstance(v, str):
            if len(v) > MAX_NOTE:
                raise ValueError(f"{at or 'a text'}: text longer than {MAX_NOTE:,} characters")
        elif isinstance(v, bool) or v is None:
            continue
        elif isinstance(v, int):
            if not -MAX_LIFE <= v <= MAX_LIFE:
                raise ValueError(f"{at or 'a number'}: number out of range (±{MAX_LIFE:,})")
        elif isinstance(v, float):
            if not -1e12 <= v <= 1e12:  # also NaN
                raise ValueError(f"{at or 'a number'}: number out of range")
        elif isinstance(v, (list, dict)):
            if len(v) > MAX_LESSON_ACTION_ITEMS:
                raise ValueError(f"{at or 'a list'}: more than {MAX_LESSON_ACTION_ITEMS} items")
            items = v.items() if isinstance(v, dict) else enumerate(v)
            for k, x in items:
                todo.append((k, f"{at}.{k}".lstrip(".") if isinstance(k, int) else at))
                todo.append((x, f"{at}.{k}".lstrip(".")))
    return value


Action = Annotated[dict[str, Any], AfterValidator(_bounded)]


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
    number: StrictInt | None = Field(default=None, ge=0, le=100_000)
    step: Annotated[str, StringConstraints(max_length=40)] = "main1"
    lands_played: dict[Name, Annotated[StrictInt, Field(ge=0, le=100)]] = Field(
        default_factory=dict, max_length=MAX_PLAYERS)


class Entry(_Strict):
    """One card of the starting position with its status (a scenario entry, SCENARIOS.md);
    a bare card key is an entry with nothing more to say."""

    card: Name
    face_down: Method | None = None
    order: StrictInt | None = Field(default=None, ge=1, le=10_000_000)
    tapped: StrictBool | None = None
    counters: dict[CounterName, Count] | None = Field(default=None, max_length=20)
    controller: Name | None = None
    attached_to: Name | None = None
    token: StrictBool | None = None
    source: Short | None = None
    damage: Count | None = None
    characteristics: Annotated[dict[str, Any], AfterValidator(_bounded)] | None = None


Zone = list[Name | Entry]


class Start(_Strict):
    """The starting position, in the conformance-scenario form. `life` and `player_counters`
    (optional) are the players' life totals (default 20) and counters."""

    players: list[Name] = Field(min_length=1, max_length=MAX_PLAYERS)
    turn: Turn = Field(default_factory=Turn)
    mode: Mode = Mode.STRICT
    zones: dict[Name, dict[ZoneName, Annotated[Zone, Field(max_length=MAX_LESSON_ZONE)]]] = \
        Field(default_factory=dict, max_length=MAX_PLAYERS)
    stack: list[Name | Entry] = Field(default_factory=list, max_length=40)
    restrictions: list[Annotated[str, StringConstraints(max_length=100)]] = Field(
        default_factory=list, max_length=4)
    life: dict[Name, Annotated[StrictInt, Field(ge=-MAX_LIFE, le=MAX_LIFE)]] | None = Field(
        default=None, max_length=MAX_PLAYERS)
    player_counters: dict[Name, dict[CounterName, Count]] | None = Field(
        default=None, max_length=MAX_PLAYERS)


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
    rules engine. A claim the engine does not bear out fails the lesson.

    `backs` (optional) names the sentences the learner reads that the claim shows, as `PART#N`:
    the N-th sentence (from 1) of `summary` (the lesson's), or of the claim's own step's
    `instruction`, `success` or `mistakeK` (the K-th mistake's explanation); `lessons check
    --prose` lists the sentences stating a rule that no claim backs (`prose.py`)."""

    says: Text
    rules: list[RuleRef] = Field(min_length=1, max_length=12)
    backs: list[Annotated[str, StringConstraints(pattern=BACKS_PATTERN)]] = Field(
        default_factory=list, max_length=12)
    start: Start | None = None
    cards: dict[Name, dict[str, Any]] = Field(default_factory=dict, max_length=40)
    steps: list[Action] = Field(min_length=1, max_length=30)

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
    checks: list[Action] = Field(default_factory=list, max_length=20)
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
    cards: dict[Name, dict[str, Any]] = Field(min_length=1, max_length=MAX_LESSON_CARDS)
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
        try:  # the position as the model builds it (attachments, orders, names, ...)
            build_state(self.setup())
        except ValueError as exc:
            raise ValueError(f"start: {exc}") from None
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
        problems += [f"{where}.prepare.{i}: {p}" for p in check_action(a, refs, prepare=True)]
    for i, m in enumerate(step.mistakes):
        problems += [f"{where}.mistakes.{i}.action: {p}"
                     for p in check_action(m.action, Refs(refs.players, refs.cards))]
        if m.verdict not in CATALOGUE:
            problems.append(f"{where}.mistakes.{i}.verdict: unknown verdict id {m.verdict!r}")
    for i, a in enumerate(step.accept or []):
        problems += [f"{where}.accept.{i}: {p}"
                     for p in check_action(a, Refs(refs.players, refs.cards), partial=True)]
    problems += [f"{where}.solution: {p}"
                 for p in check_action(step.solution, refs, solution=True)]
    for i, c in enumerate(step.checks):
        problems += [f"{where}.checks.{i}: {p}" for p in check_state_check(c, refs)]


def one_line(problems: list[str], limit: int = 600) -> str:
    """Problems as one line of at most about `limit` characters: joined with "; ", control
    characters escaped (a file's keys and values can hold any), the rest counted, not shown."""
    out: list[str] = []
    used = 0
    for n, p in enumerate(problems):
        p = "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii")
                    for ch in p)
        if len(p) > limit:
            p = p[:limit] + "…"
        if out and used + len(p) > limit:
            out.append(f"and {len(problems) - n} more problem(s)")
            break
        out.append(p)
        used += len(p) + 2
    return "; ".join(out)


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


_UNION_TAGS = ("constrained-str", "Entry")


def _loc_part(x: object) -> str:
    """A key of the file in a problem's path: at most 40 characters of it."""
    text = str(x)
    return text if len(text) <= 40 else text[:40] + "…"


def _problems(exc: ValidationError, where: str) -> list[str]:
    out = []
    for err in exc.errors(include_url=False):
        if "constrained-str" in err["loc"] and isinstance(err.get("input"), dict):
            continue  # an entry given as an object: the text branch of `key or entry` is noise
        loc = ".".join(_loc_part(x) for x in err["loc"] if x not in _UNION_TAGS) or "(top)"
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
