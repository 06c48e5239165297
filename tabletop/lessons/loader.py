"""Reading lessons: the bundled ones (resources/lessons/*.json) or files a user names. The only
module of this package that reads files."""

from __future__ import annotations

from pathlib import Path

from tabletop import safeio
from tabletop.model.limits import MAX_LESSON_BYTES
from tabletop.resources import resource

from .format import Lesson, LessonFormatError, load_lesson


def lesson_files(folder: Path | None = None) -> list[Path]:
    folder = resource("lessons") if folder is None else folder
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def read_lesson(path: Path | str) -> Lesson:
    """One lesson file; `LessonFormatError` if it can't be read or does not follow the format."""
    path = Path(path)
    try:  # bounded: a regular file (a FIFO or a device is refused), at most MAX_LESSON_BYTES
        text = safeio.read_bytes(path, MAX_LESSON_BYTES, "lesson files")
    except safeio.FileRefused as exc:
        raise LessonFormatError([f"{path.name}: {exc.reason}"]) from None
    return load_lesson(text, path.name)


def bundled_lessons() -> list[Lesson]:
    """Every lesson shipped with tabletop, in file order; raises on a broken one."""
    lessons = [read_lesson(p) for p in lesson_files()]
    ids = [x.id for x in lessons]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise LessonFormatError([f"lesson id used twice: {i}" for i in twice])
    return lessons


def bundled_lesson(lesson_id: str) -> Lesson:
    """The bundled lesson with this id; KeyError if there is none."""
    for lesson in bundled_lessons():
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(lesson_id)
