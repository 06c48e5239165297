"""`tabletop lessons check [--prose] [FILE...]` and `tabletop lessons list`: the bundled lessons,
headless."""

from __future__ import annotations

import argparse
import sys

from tabletop.lessons import (
    LessonFormatError,
    bundled_lessons,
    check_lesson,
    one_line,
    read_lesson,
)
from tabletop.lessons.prose import prose_report


def register(sub) -> None:
    p = sub.add_parser("lessons", help="check or list the lessons",
                       description="Lessons that teach face-down etiquette on the table.")
    inner = p.add_subparsers(dest="lessons_command", required=True, metavar="ACTION")
    c = inner.add_parser("check", help="play every lesson's reference solution and mistakes",
                         description="Play each lesson's reference solution headlessly, try its "
                         "known mistakes and check the explanations. Without FILE, the "
                         "bundled lessons.")
    c.add_argument("files", nargs="*", metavar="FILE")
    c.add_argument("--prose", action="store_true",
                   help="instead, list the sentences that state what the rules do and that no "
                   "claim backs (exit 1 when there are any)")
    c.set_defaults(func=cmd_check)
    ls = inner.add_parser("list", help="list the bundled lessons")
    ls.set_defaults(func=cmd_list)


def _load(files: list[str]):
    """(lessons, one line per file that can't be read); the bundled lessons without files."""
    if not files:
        return bundled_lessons(), []
    bad, lessons = [], []
    for name in files:
        try:
            lessons.append(read_lesson(name))
        except LessonFormatError as exc:
            bad.append(one_line(exc.problems))  # each problem names the file
    return lessons, bad


def cmd_check(args: argparse.Namespace) -> int:
    """One line for each lesson (or file that can't be read), then a count when there were
    several; never a traceback."""
    try:
        lessons, bad = _load(args.files)
    except LessonFormatError as exc:  # a bundled lesson is broken
        print(one_line(exc.problems), file=sys.stderr)
        return 2
    for line in bad:
        print(line, file=sys.stderr)
    if bad:
        if len(args.files) > 1:
            print(f"{len(bad)} lesson file(s) can't be read; nothing was run.", file=sys.stderr)
        return 2
    if args.prose:
        return _prose(lessons)
    passed = failed = 0
    for lesson in lessons:
        res = check_lesson(lesson)
        if res.passed:
            passed += 1
            print(f"PASS {lesson.id}: {res.steps} steps, {res.mistakes_tried} mistakes "
                  f"explained, {res.claims_checked} rule claims checked")
            if res.unchecked:
                print(f"  no claim checks: {'; '.join(res.unchecked)}")
        else:
            failed += 1
            print(f"FAIL {lesson.id}: {one_line(res.problems)}")
    if len(lessons) > 1:
        print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def _prose(lessons) -> int:
    """One line for each sentence stating a rule with no claim, and for each claim backing a
    sentence that is not there; then a count. 1 when there is any, else 0."""
    unbacked = dangling = 0
    for lesson in lessons:
        rep = prose_report(lesson)
        for s in rep.unbacked:
            print(f"{lesson.id}: {s.where} [{s.ref}]: {s.text}")
        for d in rep.dangling:
            print(f"{lesson.id}: {d}")
        unbacked += len(rep.unbacked)
        dangling += len(rep.dangling)
    print(f"{unbacked} sentence(s) state a rule with no claim; {dangling} claim reference(s) "
          f"name no sentence ({len(lessons)} lesson(s))")
    return 1 if unbacked or dangling else 0


def cmd_list(args: argparse.Namespace) -> int:
    try:
        lessons = bundled_lessons()
    except LessonFormatError as exc:
        for p in exc.problems:
            print(p, file=sys.stderr)
        return 2
    for lesson in lessons:
        print(f"{lesson.id}\t{lesson.title}\t{len(lesson.steps)} steps")
    print(f"{len(lessons)} lessons")
    return 0
