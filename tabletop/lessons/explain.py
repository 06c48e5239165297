"""Feedback texts built from the model's verdicts: what the rule says (the verdict's sentence,
its rule numbers and our note on the rule) and why this action breaks it (the lesson's words)."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.rules.verdicts import Verdict

from .rulebook import first_note


def cite(rules: Iterable[str]) -> str:
    """`rule 708.5`, `rules 701.40b, 701.58b`, or a non-numbered source such as `card text`."""
    rules = list(rules)
    numbered = [r for r in rules if r[:1].isdigit()]
    other = [r for r in rules if not r[:1].isdigit()]
    parts = []
    if numbered:
        parts.append(("rule " if len(numbered) == 1 else "rules ") + ", ".join(numbered))
    parts += other
    return "; ".join(parts)


def verdict_text(v: Verdict) -> str:
    """The verdict's sentence with its rule numbers and, when we have one, what the rule says."""
    text = v.sentence.strip()
    if v.rules:
        text += f" ({cite(v.rules)})"
    noted = first_note(v.rules)
    if noted:
        text += f" Rule {noted[0]}: {noted[1]}"
    return text


def refusal(v: Verdict, extra: str | None) -> str:
    """A refused action: the model's reason, the rule, and the lesson's explanation."""
    out = f"Not allowed: {verdict_text(v)}"
    if extra:
        out += f" {extra.strip()}"
    return out


def illegal(rules: Iterable[str], extra: str | None) -> str:
    """An action the rules forbid though the table can't refuse it (it is not carried out)."""
    rules = list(rules)
    out = f"Not allowed: the rules forbid that ({cite(rules)})."
    noted = first_note(rules)
    if noted:
        out += f" Rule {noted[0]}: {noted[1]}"
    if extra:
        out += f" {extra.strip()}"
    return out


def off_track(v: Verdict | None, extra: str | None, instruction: str) -> str:
    """A legal action that is not what the step asks for (it is not carried out)."""
    out = "That is legal, but it is not what this step asks; nothing was done."
    if v is not None:
        out += f" {verdict_text(v)}"
    if extra:
        out += f" {extra.strip()}"
    else:
        out += f" This step: {instruction}"
    return out


def success(text: str | None, finished: bool) -> str:
    out = "Correct!" + (f" {text.strip()}" if text else "")
    if finished:
        out += " Lesson complete."
    return out
