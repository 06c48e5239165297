"""`lessons check`: play a lesson's reference solution headlessly through a real session, and
try every known mistake first, checking the explanation the learner would get; then check what
the lesson says about the rules: every rule it cites is in the one catalogue
(`rulebook.CATALOGUE`), and every claim (the step's own, and the rule notes' in `rulebook.CLAIMS`
for the rules the step cites) is run against the rules engine as a conformance scenario."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from tabletop.rules.scenarios import ScenarioFormatError, run_scenario
from tabletop.rules.verdicts import CARD_TEXT

from . import rulebook
from .actions import action_command
from .format import Claim, Lesson, Start, claim_scenario
from .session import LessonError, LessonSession


@dataclass(slots=True)
class LessonResult:
    lesson_id: str
    problems: list[str] = field(default_factory=list)
    steps: int = 0
    mistakes_tried: int = 0
    claims_checked: int = 0
    unchecked: list[str] = field(default_factory=list)  # "step N: rule" cited, no claim checks it

    @property
    def passed(self) -> bool:
        return not self.problems


def check_lesson(lesson: Lesson, seed: int = 0) -> LessonResult:
    """Play the lesson; the result lists every problem (empty when it passes)."""
    res = LessonResult(lesson.id)
    try:
        session = LessonSession(lesson, seed=seed)
    except LessonError as exc:
        res.problems.append(str(exc))
        return res
    try:
        _play(session, res)
    except LessonError as exc:
        res.problems.append(str(exc))
    except Exception as exc:  # a model bug fails this lesson, not the whole check
        res.problems.append(f"step {session.index + 1}: the model failed "
                            f"({type(exc).__name__}: {exc})")
    check_claims(lesson, res, seed)
    return res


def run_claim(claim: Claim, cards: dict, start: Start, label: str, seed: int = 0) -> str | None:
    """Run one claim against the rules engine: None when the engine bears it out, else why not."""
    try:
        sc = claim_scenario(claim, cards, start, label)
    except ScenarioFormatError as exc:
        return "; ".join(exc.problems)
    fail, _ = run_scenario(sc, seed)
    return fail


@cache
def note_claim_failure(rule: str) -> str | None:
    """Run the rule note's own claims (`rulebook.CLAIMS`); the first failure, or None."""
    for k, claim in enumerate(rulebook.note_claims(rule), 1):
        fail = run_claim(claim, {}, claim.start or Start(players=["A", "B"]), f"{rule}#{k}")
        if fail:
            return f"claim {k} ({claim.says!r}): {fail}"
    return None


def check_claims(lesson: Lesson, res: LessonResult, seed: int = 0) -> None:
    """The lesson's words about the rules: catalogued citations, and claims the engine bears out."""
    for n, step in enumerate(lesson.steps, 1):
        cited = list(step.rules)
        cited += [r for c in step.claims for r in c.rules]
        cited += [r for m in step.mistakes for r in (m.illegal or ())]
        for r in dict.fromkeys(cited):
            if r not in rulebook.CATALOGUE:
                res.problems.append(f"step {n}: cites {r!r}, which is not in the rule catalogue "
                                    "(tabletop/lessons/rulebook.py)")
        checked: set[str] = set()
        for k, claim in enumerate(step.claims, 1):
            fail = run_claim(claim, dict(lesson.cards), lesson.start, f"step {n} claim {k}",
                             seed)
            res.claims_checked += 1
            if fail:
                res.problems.append(f"step {n}: claim {k} ({claim.says!r}, "
                                    f"{', '.join(claim.rules)}) is not what the engine does: "
                                    f"{fail}")
            checked |= set(claim.rules)
        for r in dict.fromkeys(step.rules):
            if not rulebook.note_claims(r):
                continue
            res.claims_checked += 1
            checked.add(r)
            fail = note_claim_failure(r)
            if fail:
                res.problems.append(f"step {n}: the note on {r} is not what the engine does: "
                                    f"{fail}")
        res.unchecked += [f"step {n}: {r}" for r in dict.fromkeys(step.rules)
                          if r not in checked and r != CARD_TEXT]


def _play(session: LessonSession, res: LessonResult) -> None:
    lesson = session.lesson
    for n, step in enumerate(lesson.steps, 1):
        for k, m in enumerate(step.mistakes, 1):
            where = f"step {n}: mistake {k} ({m.action['do']})"
            before = len(session.game.log)
            fb = session.attempt(action_command(m.action), session.seat)
            res.mistakes_tried += 1
            if fb.advanced or fb.correct:
                res.problems.append(f"{where}: was accepted as the step's action")
                return
            if len(session.game.log) != before:
                res.problems.append(f"{where}: changed the table")
            if m.verdict not in fb.verdicts:
                res.problems.append(f"{where}: expected verdict {m.verdict}, got "
                                    f"{', '.join(fb.verdicts) or 'none'}")
                continue
            if not fb.message.strip():
                res.problems.append(f"{where}: the explanation is empty")
            if not fb.rules:
                res.problems.append(f"{where}: the explanation cites no rule")
            missing = [r for r in fb.rules if r not in fb.message]
            if missing:
                res.problems.append(f"{where}: the explanation does not mention "
                                    f"{', '.join(missing)}")
            if m.explain and m.explain.strip() not in fb.message:
                res.problems.append(f"{where}: the lesson's explanation is not shown")
        fb = session.act(step.solution)
        if not fb.advanced:
            why = f" ({fb.problem})" if fb.problem else ""
            res.problems.append(f"step {n}: the reference solution was not accepted: "
                                f"{fb.message}{why}")
            return
        res.steps += 1
    if not session.finished:
        res.problems.append("the lesson did not finish")
