"""`lessons check`: play a lesson's reference solution headlessly through a real session, and
try every known mistake first, checking the explanation the learner would get."""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import action_command
from .format import Lesson
from .session import LessonError, LessonSession


@dataclass(slots=True)
class LessonResult:
    lesson_id: str
    problems: list[str] = field(default_factory=list)
    steps: int = 0
    mistakes_tried: int = 0

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
    return res


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
        fb = session.attempt(action_command(step.solution), session.seat)
        if not fb.advanced:
            why = f" ({fb.problem})" if fb.problem else ""
            res.problems.append(f"step {n}: the reference solution was not accepted: "
                                f"{fb.message}{why}")
            return
        res.steps += 1
    if not session.finished:
        res.problems.append("the lesson did not finish")
