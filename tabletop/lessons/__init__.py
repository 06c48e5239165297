"""Lessons: teaching face-down etiquette on the real table (pure Python, no Qt).

- `bundled_lessons()`, `bundled_lesson(id)`, `read_lesson(path)`, `load_lesson(text)`: lessons in
  the `tabletop-lesson/1` format (see `format`), validated with pydantic;
- `LessonSession(lesson)`: play one — `game`, `instruction`, `focus`, `progress`,
  `attempt(cmd, actor, override)` -> `Feedback`, `hint()`, `retry_step()`, `back()`,
  `restart()`, `finished`, `summary()`;
- `check_lesson(lesson)`: play the reference solution and the known mistakes headlessly.
"""

from .check import LessonResult, check_lesson
from .format import (
    FORMAT,
    Lesson,
    LessonFormatError,
    Step,
    load_lesson,
    one_line,
    parse_lesson,
)
from .loader import bundled_lesson, bundled_lessons, lesson_files, read_lesson
from .session import (
    Feedback,
    LessonError,
    LessonSession,
    MadeMistake,
    MistakeKind,
    StepSummary,
    Summary,
)

__all__ = ["FORMAT", "Lesson", "Step", "LessonFormatError", "load_lesson", "parse_lesson",
           "one_line",
           "bundled_lesson", "bundled_lessons", "lesson_files", "read_lesson",
           "LessonSession", "Feedback", "LessonError", "Summary", "StepSummary", "MadeMistake",
           "MistakeKind",
           "LessonResult", "check_lesson"]
