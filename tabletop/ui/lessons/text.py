"""Every user-visible string of the lesson player: feedback built from the model's verdict (its
sentence in the UI language, the rule numbers, our note on the rule), the lesson's own words,
progress, hints and the finish summary. The lesson files' texts (titles, instructions, hints,
explanations) are shown as written; everything the player adds goes through `tr`."""

from __future__ import annotations

from tabletop.ui.common import messages as M
from tabletop.ui.common.messages import QT_TR_NOOP, tr, translate
from tabletop.ui.common.plain import escape

# How each kind of feedback (`Feedback.kind`) is headed, and its colour in the panel.
HEADS = {
    "correct": (QT_TR_NOOP("Correct!"), "#2e7d32"),
    "wrong": (QT_TR_NOOP("Not allowed"), "#c62828"),
    "off_track": (QT_TR_NOOP("Not what this step asks (nothing changed)"), "#b26a00"),
    "free": (QT_TR_NOOP("Done; that doesn't finish this step"), "#455a64"),
    "invalid": (QT_TR_NOOP("The table can't do that"), "#c62828"),
    "finished": (QT_TR_NOOP("The lesson is finished"), "#455a64"),
}


def cite(rules) -> str:
    """`rule 708.5`, `rules 701.40b, 701.58b` (non-numbered sources such as `card text` as is)."""
    rules = [r for r in rules if r]
    numbered = [r for r in rules if r[:1].isdigit()]
    other = [r for r in rules if not r[:1].isdigit()]
    parts = []
    if numbered:
        parts.append((tr("rule {n}") if len(numbered) == 1 else tr("rules {n}")).format(
            n=", ".join(numbered)))
    return "; ".join(parts + other)


def rule_note(rules) -> str:
    """Our plain-words note on the first rule that has one (empty when none has)."""
    from tabletop.lessons.rulebook import first_note
    noted = first_note(tuple(rules))
    if not noted:
        return ""
    return tr("Rule {n}: {note}").format(n=noted[0], note=translate("rules", noted[1]))


def explained_verdict(fb, safe=None):
    """The verdict the feedback is about: the first (refusal, for a wrong action) whose rules are
    the feedback's; `safe` filters verdicts that would tell what a hidden card is."""
    vs = [v for v in fb.details if safe is None or safe(v)]
    if fb.kind == "wrong":
        vs = [v for v in vs if v.is_refusal] or vs
    return next((v for v in vs if tuple(v.rules) == tuple(fb.rules) and fb.rules),
                vs[0] if vs and fb.kind in ("wrong", "off_track") else None)


def feedback_parts(fb, safe=None) -> dict:
    """The feedback as parts: head, colour, verdict sentence, rule citation, note, the lesson's
    words, and the rule numbers practised."""
    head, colour = HEADS.get(fb.kind, (fb.kind, "#455a64"))
    v = explained_verdict(fb, safe)
    sentence = M.verdict_text(v) if v is not None else ""
    rules = tuple(v.rules) if v is not None else tuple(fb.rules)
    words = M.lesson_text((fb.extra or "").strip())
    if not sentence and not words and fb.kind in ("wrong", "invalid", "finished"):
        words = fb.message
    return {"head": tr(head), "colour": colour, "sentence": sentence,
            "cite": cite(rules), "note": rule_note(rules) if fb.kind != "free" else "",
            "words": words, "rules": ", ".join(fb.rules)}


def feedback_html(fb, safe=None) -> str:
    p = feedback_parts(fb, safe)
    out = [f'<p><b style="color:{p["colour"]}">{escape(p["head"])}</b></p>']
    if p["sentence"]:
        cite_ = f' <i>({escape(p["cite"])})</i>' if p["cite"] else ""
        out.append(f"<p>{escape(p['sentence'])}{cite_}</p>")
    if p["note"]:
        out.append(f"<p>{escape(p['note'])}</p>")
    if p["words"]:
        out.append(f"<p>{escape(p['words'])}</p>")
    if p["rules"] and not p["sentence"]:
        rules = tr("Rules: {r}").format(r=p["rules"])
        out.append(f"<p><i>{escape(rules)}</i></p>")
    return "".join(out)


def hint_html(text: str) -> str:
    head = escape(tr("Hint"))
    return f'<p><b style="color:#1565c0">{head}</b></p><p>{escape(M.lesson_text(text))}</p>'


def note_html(text: str) -> str:
    return f"<p><i>{escape(M.lesson_text(text))}</i></p>"


def progress_text(done: int, total: int, finished: bool) -> str:
    if finished:
        return tr("All %n step(s) done", None, total)
    return tr("Step {i} of {n}").format(i=done + 1, n=total)


def step_rules(rules) -> str:
    return tr("Rules in this step: {r}").format(r=", ".join(rules)) if rules else ""


def summary_html(s) -> str:
    """The summary in the panel: `Summary.text()` as written, line by line, nothing shortened
    (the Summary button shows the same text in a dialog)."""
    first, *rest = s.text().split("\n")
    lines = [f'<p><b style="color:#2e7d32">{escape(first)}</b></p><p>']
    lines += [escape(line) + "<br>" for line in rest]
    return "".join(lines) + "</p>"


def lesson_rules(lesson) -> str:
    return tr("Rules: {r}").format(r=", ".join(lesson.rules))


def picker_item(lesson) -> str:
    return f"{M.lesson_text(lesson.title)}\n      {lesson_rules(lesson)}"


def picker_details(lesson) -> str:
    steps = tr("%n step(s)", None, len(lesson.steps))
    title, summary = M.lesson_text(lesson.title), M.lesson_text(lesson.summary)
    seat = tr("You play as {seat}.").format(seat=lesson.seat)
    return f"<p><b>{escape(title)}</b> ({escape(steps)})</p><p>{escape(summary)}" \
           f"</p><p><i>{escape(lesson_rules(lesson))}</i></p>" + f"<p>{escape(seat)}</p>"
