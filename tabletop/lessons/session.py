"""Playing a lesson: the session the lesson player (and `tabletop lessons check`) drives.

The UI builds the table from `session.game`, shows `session.instruction`, and sends every command
the learner makes on the real table to `session.attempt(cmd)` instead of `game.apply`. The session
judges the command through the model: an action that satisfies the step is carried out through
the session's `tabletop.session.Table` (`session.table`; the game notifies its subscribers as
usual) and the lesson moves on; anything else is not carried out, and
the feedback explains why from the model's verdict. Looking at a card, asking for the turn-up
routes and moving a card on the table are always carried out when legal.

`undo()` is the learner's Undo, by the session table's one undo policy (exact, or a logged
take-back when a card was seen, as at the desktop and the host): of the learner's own last action
in the current step, or the step's action itself when the step asks for an undo (`{"do":
"undo"}`, a lesson about take-backs). A step's prepare actions may name the seat that gives them
(`"by": "B"`): a scripted seat's action on the learner's things is then a request the learner
answers. `retry_step()`, `back()` and `restart()` take commands off the game's log with
`pop_entry`, which tells subscribers ("revert"); a UI undo stack should be cleared then. A UI's
own undo stack, the rules-mode switch and commands applied to the game directly bypass the lesson
and should be off while a lesson runs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from tabletop.model.commands import Command, CommandError, parse_command
from tabletop.model.game import Game
from tabletop.model.modes import Mode, Result
from tabletop.rules import new_game
from tabletop.rules.scenarios import check_state
from tabletop.rules.verdicts import REFUSE, Verdict
from tabletop.rules.visibility import verdicts_for
from tabletop.session import Table

from . import explain, rulebook, timeline
from .actions import UNDO, action_command, lesson_actor, loose, matches
from .format import Lesson, Mistake, Step

FREE_KINDS = ("look", "routes", "move_on_table")


class LessonError(RuntimeError):
    """The lesson itself is broken: its position can't be set up or a prepare action fails."""


@dataclass(frozen=True, slots=True)
class Feedback:
    """What the lesson says about one attempt.

    kind: `correct` (done; the lesson moved on), `wrong` (the rules refuse or forbid it),
    `off_track` (legal, but not this step; not carried out), `free` (a look, a routes question or
    a move on the table: carried out, the step stays), `invalid` (not a command), `finished`
    (nothing to do)."""

    correct: bool
    advanced: bool
    message: str
    verdicts: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    kind: str = "wrong"
    details: tuple[Verdict, ...] = ()  # the model's verdicts (keys and params, for translation)
    problem: str | None = None  # for lesson authors: the state check that did not hold
    extra: str | None = None  # the lesson's own words in the message (explain or success)
    routes: tuple[dict, ...] | None = None  # the answer to a routes question

    @property
    def key(self) -> str:
        """A message key for the kind of feedback (the UI may translate the parts itself: this
        key, the verdicts' keys and params in `details`, the rules, and `extra`)."""
        return f"lesson.{self.kind}"


class MistakeKind(StrEnum):
    """The two wrong answers a lesson tells apart (a correct one moves the lesson on)."""

    ILLEGAL = "illegal"  # the rules forbid it
    NOT_THIS_STEP = "not_this_step"  # legal, but not what the step asks


MISTAKE_HEADINGS = {MistakeKind.ILLEGAL: "not allowed by the rules",
                    MistakeKind.NOT_THIS_STEP: "allowed, but not what the step asked"}


@dataclass(frozen=True, slots=True)
class MadeMistake:
    """One mistake the learner made: the step (1-based), its kind, what the table said (the
    verdict's sentence, already redacted for the learner's seat), the rules it cites and the
    lesson's own explanation."""

    step: int
    kind: MistakeKind
    verdict: str | None
    sentence: str
    rules: tuple[str, ...] = ()
    explain: str | None = None


@dataclass(slots=True)
class _Record:
    attempts: int = 0
    mistakes: int = 0
    hints: int = 0
    done: bool = False
    made: list[MadeMistake] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class StepSummary:
    instruction: str
    done: bool
    mistakes: int
    hints_used: int
    rules: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Summary:
    lesson_id: str
    title: str
    finished: bool
    steps_total: int
    steps_done: int
    mistakes: int
    hints_used: int
    rules: tuple[str, ...]
    steps: tuple[StepSummary, ...] = field(default_factory=tuple)
    made: tuple[MadeMistake, ...] = field(default_factory=tuple)

    def text(self) -> str:
        """The summary for a teacher, in plain text: counts, every rule practised with our short
        wording of it, and every mistake made with what the table said, the lesson's
        explanation and what each rule it cites says. Nothing is shortened."""
        head = "Lesson complete" if self.finished else "Lesson not finished"
        lines = [f"{head}: {self.title}",
                 f"Steps done: {self.steps_done} of {self.steps_total}; mistakes: "
                 f"{self.mistakes}; hints used: {self.hints_used}.",
                 "", "Rules practised:"]
        lines += ["- " + _rule_line(r) for r in self.rules]
        lines += ["", "Mistakes made:" if self.made else "Mistakes made: none."]
        for n, m in enumerate(self.made):
            if n:
                lines.append("")
            lines.append(f"- Step {m.step}, {MISTAKE_HEADINGS[m.kind]}: {m.sentence.strip()}")
            if m.explain:
                lines.append(f"  Why: {m.explain.strip()}")
            lines += ["  Rule " + _rule_line(r) if r[:1].isdigit() else "  " + _rule_line(r)
                      for r in m.rules]
        return "\n".join(lines)


def _rule_line(rule: str) -> str:
    """`708.5: our note on it`, or the bare rule (or source) when we have no note."""
    text = rulebook.note(rule)
    return f"{rule}: {text}" if text else rule


class LessonSession:
    """One run through a lesson. Build it, then call `attempt` with the learner's commands."""

    def __init__(self, lesson: Lesson, seed: int = 0) -> None:
        self.lesson = lesson
        try:
            self.game: Game = new_game(lesson.setup(), seed=seed)
        except ValueError as exc:
            raise LessonError(f"{lesson.id}: the starting position can't be set up: {exc}") \
                from None
        # every command carried out goes through the table, as at the desktop and the host;
        # the learner's undo is the table's (`undo`); Back and Retry rewind by the step marks
        self.table = Table(self.game)
        self.index = 0
        self._marks: list[int] = []
        self._records = [_Record() for _ in lesson.steps]
        self._enter_step()

    # -- where we are
    @property
    def seat(self) -> str:
        return self.lesson.seat

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.lesson.steps[self.index]

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def instruction(self) -> str:
        step = self.step
        return step.instruction if step else "Lesson complete: " + self.lesson.title

    @property
    def focus(self) -> tuple[str, ...]:
        """Ids of the cards the current step is about (to highlight them on the table)."""
        step = self.step
        if step is None or step.solution.get("do") == UNDO:
            return ()
        return tuple(action_command(step.solution).cards)

    @property
    def progress(self) -> tuple[int, int]:
        """(steps done, steps in the lesson)."""
        return self.index, len(self.lesson.steps)

    # -- the learner acts
    def act(self, action: dict) -> Feedback:
        """An action of the lesson's dialect (a step's solution, a known mistake), as the
        learner would give it: an undo is `undo()`, anything else its command's `attempt`."""
        if action.get("do") == UNDO:
            return self.undo()
        return self.attempt(action_command(action), self.seat)

    def undo(self) -> Feedback:
        """The learner's Undo: their own last action when nobody acted since, by the table's
        one undo policy (exact, or a logged take-back when a card was seen). It is the step's
        action when the step asks for an undo; otherwise only what the learner did in this
        step (a look, a move on the table) is undone: Back goes to an earlier step."""
        step = self.step
        if step is None:
            return Feedback(False, False, "The lesson is finished.", kind="finished")
        asks = step.solution.get("do") == UNDO
        target = self.table.undoable_by(self.seat)
        if target is not None and not asks and self._log_index(target.entry) < \
                self._marks[self.index]:
            target = None  # an earlier step's action: that is what Back is for
        if target is None:
            return Feedback(False, False, "There is nothing of yours in this step to undo. "
                            "Back goes to the previous step.", kind="invalid")
        rec = self._records[self.index]
        rec.attempts += 1
        if self.table.undo(self.seat) is None:  # the rules refused the take-back
            out = target.undone
            details = tuple(out.verdicts) if out is not None else ()
            main = next(iter(details), None)
            rec.mistakes += 1
            return Feedback(False, False, explain.refusal(main, None) if main else
                            "The table refuses that.", (), main.rules if main else (), "wrong",
                            details)
        details = tuple(target.undone.verdicts) if target.undone is not None else ()
        if not asks:
            return Feedback(False, False, "Undone. (That doesn't finish this step.)", (), (),
                            "free", details)
        problem = next((p for p in map(lambda c: check_state(self.game, c), step.checks) if p),
                       None)
        if problem:
            self.table.redo(self.seat)
            rec.mistakes += 1
            return Feedback(False, False, "That undo doesn't do what this step asks; the "
                            f"table is as it was. This step: {step.instruction}", (), (),
                            "off_track", details, problem)
        return self._advance(step, rec, (), details, None)

    def _log_index(self, entry) -> int:
        return next((i for i in range(len(self.game.log) - 1, -1, -1)
                     if self.game.log[i] is entry), -1)

    def attempt(self, cmd: Command | dict, actor: str | None = None,
                override: bool = False) -> Feedback:
        """Judge the learner's command for the current step; carry it out only if it is the
        step's action (or a look, routes question or move on the table)."""
        step = self.step
        if step is None:
            return Feedback(False, False, "The lesson is finished.", kind="finished")
        if isinstance(cmd, dict):
            try:
                cmd = parse_command(cmd)
            except CommandError as exc:
                return Feedback(False, False, f"The table doesn't know that action: {exc}",
                                kind="invalid")
        actor = lesson_actor(self.game.state, cmd, self.seat if actor is None else actor)
        rec = self._records[self.index]
        rec.attempts += 1
        try:
            judgement = self.game.check(cmd, actor)
        except Exception as exc:  # a model bug must not take the lesson down
            return Feedback(False, False, f"The table could not judge that: {exc}",
                            kind="invalid")
        ids = tuple(judgement.ids)
        details = self._redact(cmd, judgement.verdicts)
        mistake = next((m for m in step.mistakes if matches(loose(m.action), cmd)), None)
        matcher = next((m for m in step.matchers if matches(m, cmd)), None)
        progress = None
        if matcher is None and cmd.kind == "advance":
            matcher, progress = timeline.advance_match(self.game.state, cmd, step.matchers)
        allowed = judgement.legal or (override and self.game.state.mode == Mode.ASSIST)
        if not allowed:
            rec.mistakes += 1
            reason = self._pick([v for v in details if v.is_refusal], mistake)
            extra = mistake.explain if mistake else None
            self._note_mistake(rec, MistakeKind.ILLEGAL, reason, extra)
            if reason is None:
                return Feedback(False, False, "The table refuses that.", ids, (), "wrong",
                                details)
            msg = explain.refusal(reason, extra)
            return Feedback(False, False, msg, ids, reason.rules, "wrong", details, extra=extra)
        if progress and mistake is None:
            return self._free(cmd, actor, ids, details, "Keep going. ")
        if matcher is None:
            if cmd.kind in FREE_KINDS and mistake is None:
                return self._free(cmd, actor, ids, details)
            rec.mistakes += 1
            if mistake is not None and mistake.illegal:
                rec.made.append(MadeMistake(
                    self.index + 1, MistakeKind.ILLEGAL, mistake.verdict,
                    f"The rules forbid that ({explain.cite(mistake.illegal)}).",
                    tuple(mistake.illegal), mistake.explain))
                msg = explain.illegal(mistake.illegal, mistake.explain)
                return Feedback(False, False, msg, ids, tuple(mistake.illegal), "wrong", (),
                                extra=mistake.explain)
            v = self._pick(details, mistake)
            extra = mistake.explain if mistake else None
            self._note_mistake(rec, MistakeKind.NOT_THIS_STEP, v, extra)
            msg = explain.off_track(v, extra, step.instruction)
            return Feedback(False, False, msg, ids, v.rules if v else (), "off_track", details,
                            extra=extra)
        return self._carry_out(cmd, actor, override, matcher, step, rec)

    def hint(self) -> str:
        """The next hint for the current step (the last one repeats)."""
        step = self.step
        if step is None:
            return "The lesson is finished."
        rec = self._records[self.index]
        text = step.hints[min(rec.hints, len(step.hints) - 1)]
        rec.hints += 1
        return text

    def retry_step(self) -> None:
        """Put the table back as it was when the current step began."""
        if self.finished:
            return
        self._rewind(self._marks[self.index])

    def back(self) -> bool:
        """Go back to the beginning of the previous step; False when there is none."""
        if self.index == 0:
            self.retry_step()
            return False
        self.index -= 1
        self._records[self.index].done = False
        self._rewind(self._marks[self.index])
        del self._marks[self.index + 1:]
        return True

    def restart(self) -> None:
        """Back to the first step, the table as the lesson starts."""
        while self.back():
            pass

    def summary(self) -> Summary:
        steps = tuple(StepSummary(s.instruction, r.done, r.mistakes, r.hints, tuple(s.rules))
                      for s, r in zip(self.lesson.steps, self._records, strict=True))
        made = tuple(m for r in self._records for m in r.made)
        return Summary(self.lesson.id, self.lesson.title, self.finished, len(steps),
                       sum(s.done for s in steps), sum(s.mistakes for s in steps),
                       sum(s.hints_used for s in steps), tuple(self.lesson.rules), steps, made)

    # -- inside
    def _enter_step(self) -> None:
        """Run the current step's prepare actions and remember where the step begins."""
        if not self.finished:
            for n, action in enumerate(self.lesson.steps[self.index].prepare, 1):
                try:
                    out = self.table.run(action_command(action), action.get("by")).outcome
                except Exception as exc:  # a lesson file the model can't carry out
                    raise LessonError(f"{self.lesson.id}: step {self.index + 1}: prepare "
                                      f"action {n} ({action['do']}) can't be carried out "
                                      f"({type(exc).__name__}: {exc})") from None
                want = (action.get("expect") or {}).get("result")
                if out.result == Result.REFUSED or (want and out.result != want):
                    why = f": {out.reason.sentence}" if out.reason else ""
                    raise LessonError(f"{self.lesson.id}: step {self.index + 1}: prepare "
                                      f"action {n} ({action['do']}) gave {out.result}{why}")
        self._marks.append(len(self.game.log))

    def _rewind(self, mark: int) -> None:
        while len(self.game.log) > mark:
            self.game.pop_entry()
        self.table.forget_history()  # (its steps were of entries now gone)

    def _note_mistake(self, rec: _Record, kind: MistakeKind, v: Verdict | None,
                      extra: str | None) -> None:
        sentence = v.sentence if v is not None else (
            "The table refuses that." if kind == MistakeKind.ILLEGAL else
            "That is legal, but it is not what this step asks.")
        rec.made.append(MadeMistake(self.index + 1, kind, v.id if v else None, sentence,
                                    tuple(v.rules) if v else (), extra))

    @staticmethod
    def _pick(verdicts, mistake: Mistake | None) -> Verdict | None:
        """The verdict to explain: the mistake's expected one if given, else the first."""
        vs = list(verdicts)
        if mistake is not None:
            hit = next((v for v in vs if v.id == mistake.verdict), None)
            if hit is not None:
                return hit
        refusals = [v for v in vs if v.outcome == REFUSE]
        return (refusals or vs or [None])[0]

    def _redact(self, cmd: Command, verdicts) -> tuple[Verdict, ...]:
        """Verdicts of an action that is not carried out must not tell the learner anything
        about a card they may not know (the rules' policy, `visibility.verdicts_for`)."""
        return tuple(verdicts_for(self.game.state, self.seat, cmd.cards, verdicts))

    def _free(self, cmd: Command, actor: str | None, ids, details,
              lead: str = "") -> Feedback:
        out = self.table.run(cmd, actor).outcome
        main = next((v for v in out.verdicts), None)
        msg = lead + (explain.verdict_text(main) if main else "Done.")
        msg += " (That doesn't finish this step.)"
        return Feedback(False, False, msg, tuple(out.ids), main.rules if main else (), "free",
                        tuple(out.verdicts), routes=_routes(out))

    def _carry_out(self, cmd, actor, override, matcher, step: Step, rec: _Record) -> Feedback:
        log_before = len(self.game.log)
        out = self.table.run(cmd, actor, override).outcome
        ids, details = tuple(out.ids), tuple(out.verdicts)
        want = (matcher.get("expect") or {}).get("result")
        problem = None
        if out.result == Result.REFUSED or (want is not None and out.result != want):
            problem = f"result {out.result}, expected {want or 'not refused'}"
        for chk in step.checks if problem is None else ():
            problem = check_state(self.game, chk)
            if problem:
                break
        if problem:
            self._rewind(log_before)
            rec.mistakes += 1
            msg = ("That is legal, but it doesn't do what this step asks; the table is as it "
                   f"was. This step: {step.instruction}")
            rec.made.append(MadeMistake(self.index + 1, MistakeKind.NOT_THIS_STEP, None, msg))
            return Feedback(False, False, msg, ids, (), "off_track", details, problem)
        return self._advance(step, rec, ids, details, _routes(out))

    def _advance(self, step: Step, rec: _Record, ids, details, routes) -> Feedback:
        """The step is done: on to the next one (its prepare actions run)."""
        rec.done = True
        self.index += 1
        self._enter_step()
        return Feedback(True, True, explain.success(step.success, self.finished), ids,
                        tuple(step.rules), "correct", details, extra=step.success,
                        routes=routes)


def _routes(out) -> tuple[dict, ...] | None:
    return tuple(out.routes) if out.routes is not None else None
