"""Every user-visible string the UI builds from model data: verdicts, methods, steps, zones, log
lines and accessible names. Pure modules hand us message keys and parameters; here they become
translated text (`QCoreApplication.translate`, so Qt Linguist files can replace the English)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from tabletop.rules.verdicts import VerdictOutcome


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` in the UI language. With `n`, the plural form for n and every %n replaced by n
    (Qt's numerus forms: tr("%n face-down card(s)", None, n)). `pyside6-lupdate` collects every
    call `tr("...")` in tabletop/ui into resources/i18n/*.ts (context "", see packaging/i18n.py)."""
    out = QCoreApplication.translate("", text, disambiguation, n)
    if n >= 0 and out == text.replace("%n", str(n)):  # untranslated (English): "card(s)"
        out = out.replace("(s)", "" if n == 1 else "s")
    return out


def translate(context: str, text: str) -> str:
    """Text from outside the UI's sources in the UI language: "verdicts" (the rules' sentence
    templates), "rules" (rule notes), "lessons" (the lesson files' texts)."""
    return QCoreApplication.translate(context, text)


def QT_TR_NOOP(text: str) -> str:  # noqa: N802 (Qt's name, which pyside6-lupdate looks for)
    """Marks a literal in a table for translation where it is shown (tr(value)), later."""
    return text


def lesson_text(text: str) -> str:
    """A lesson file's text (title, summary, instruction, hint, feedback) in the UI language:
    looked up by its English words in the "lessons" catalogue (resources/i18n/lessons_*.ts);
    the lessons package stays English and Qt-free."""
    return QCoreApplication.translate("lessons", text) if text else text


METHOD_TEXT = {
    "manifest": QT_TR_NOOP("manifested"), "manifest_dread": QT_TR_NOOP("manifested (dread)"),
    "cloak": QT_TR_NOOP("cloaked"), "morph": QT_TR_NOOP("morph"),
    "megamorph": QT_TR_NOOP("megamorph"), "disguise": QT_TR_NOOP("disguised"),
    "effect": QT_TR_NOOP("by an effect"),
}
# The keywords that let a card be cast face down (702.37, 702.168), as a menu names them
KEYWORD_TEXT = {"morph": QT_TR_NOOP("morph"), "megamorph": QT_TR_NOOP("megamorph"),
                "disguise": QT_TR_NOOP("disguise")}
# A short word and a shape per method so the badge never relies on colour alone.
METHOD_BADGE = {
    "manifest": ("MAN", "circle"), "manifest_dread": ("DRD", "diamond"),
    "cloak": ("CLK", "shield"), "morph": ("MOR", "square"), "megamorph": ("MEG", "square+"),
    "disguise": ("DIS", "shield"), "effect": ("EFF", "triangle"),
}
STEP_TEXT = {
    "untap": QT_TR_NOOP("Untap"), "upkeep": QT_TR_NOOP("Upkeep"), "draw": QT_TR_NOOP("Draw"),
    "main1": QT_TR_NOOP("First main"),
    "begin_combat": QT_TR_NOOP("Beginning of combat"),
    "declare_attackers": QT_TR_NOOP("Declare attackers"),
    "declare_blockers": QT_TR_NOOP("Declare blockers"),
    "combat_damage": QT_TR_NOOP("Combat damage"),
    "end_combat": QT_TR_NOOP("End of combat"), "main2": QT_TR_NOOP("Second main"),
    "end": QT_TR_NOOP("End step"),
    "cleanup": QT_TR_NOOP("Cleanup"),
}
ZONE_TEXT = {"library": QT_TR_NOOP("library"), "hand": QT_TR_NOOP("hand"),
             "battlefield": QT_TR_NOOP("battlefield"), "graveyard": QT_TR_NOOP("graveyard"),
             "exile": QT_TR_NOOP("exile"), "command": QT_TR_NOOP("command zone"),
             "stack": QT_TR_NOOP("stack")}
ROUTE_TEXT = {"mana_cost": QT_TR_NOOP("for its mana cost"),
              "morph": QT_TR_NOOP("for its morph cost"),
              "megamorph": QT_TR_NOOP("for its megamorph cost"),
              "disguise": QT_TR_NOOP("for its disguise cost"),
              "effect": QT_TR_NOOP("by an effect")}


MODE_TEXT = {"strict": QT_TR_NOOP("strict"), "assist": QT_TR_NOOP("assist"),
             "off": QT_TR_NOOP("off")}


def mode_text(mode: str) -> str:
    """A rules mode's name (strict, assist, off) in the UI language."""
    return tr(MODE_TEXT.get(str(mode), str(mode)))


def outcome_text(outcome: VerdictOutcome | str) -> str:
    """A verdict outcome's word in the UI language. The rules package is imported when a verdict
    is first shown, not with this module: importing it costs a fifth of a second of start-up."""
    from tabletop.rules.verdicts import VerdictOutcome as O
    words = {O.ALLOW: QT_TR_NOOP("Allowed"), O.ALLOW_WITH_COST: QT_TR_NOOP("Allowed (cost)"),
             O.REFUSE: QT_TR_NOOP("Refused"),
             O.REVEAL_INSTEAD: QT_TR_NOOP("Revealed instead"), O.INFO: QT_TR_NOOP("Note")}
    return tr(words.get(outcome, outcome))  # type: ignore[call-overload]


def method_text(method: str | None) -> str:
    return tr(METHOD_TEXT.get(method or "", method or ""))


def step_text(step: str) -> str:
    return tr(STEP_TEXT.get(step, step))


def zone_text(zone: str) -> str:
    return tr(ZONE_TEXT.get(zone, zone))


def verdict_text(v) -> str:
    """The verdict's sentence in the UI language, from its key and parameters."""
    from tabletop.rules.verdicts import CATALOGUE  # imported when first needed (start-up time)
    entry = CATALOGUE.get(getattr(v, "id", ""))
    if entry is None:
        return getattr(v, "sentence", str(v))
    template = translate("verdicts", entry[2])
    try:
        return template.format(**v.params)
    except (KeyError, IndexError, ValueError):
        return template.replace("{{", "{").replace("}}", "}")


def verdict_rules(v) -> str:
    rules = [r for r in getattr(v, "rules", ()) if r]
    return ", ".join(rules)


def verdict_line(v) -> str:
    rules = verdict_rules(v)
    outcome = outcome_text(v.outcome)
    return f"{outcome}: {verdict_text(v)}" + (f"  [{rules}]" if rules else "")


def marker_text(marker: dict) -> str:
    return tr("face-down #{n}, {method}").format(n=marker["order"],
                                                 method=method_text(marker["method"]))


def card_title(ov, lang: str = "en") -> str:
    """What a seat may call this object: its name when known and face up, else its marker."""
    if ov.face_down and ov.marker:
        return marker_text(ov.marker)
    if ov.known and ov.facts:
        return localized_name(ov.facts, lang)
    return tr("a card")


PUBLIC_ZONES = ("battlefield", "stack", "graveyard", "exile", "command")


def public_title(ov, lang: str = "en") -> str:
    """What every seat may call this object (for undo texts, which every seat of a hot-seat
    game sees): the marker when face down, the name in a public zone, else "a card"."""
    if ov.face_down and ov.marker:
        return marker_text(ov.marker)
    if ov.zone in PUBLIC_ZONES and ov.known and ov.facts:
        return localized_name(ov.facts, lang)
    return tr("a card")


def localized_name(facts: dict, lang: str) -> str:
    names = facts.get("names")
    if isinstance(names, dict) and lang in names:
        return names[lang]
    return facts.get("name", "")


def accessible_name(ov, lang: str = "en") -> str:
    """E.g. "face-down #2, manifested, tapped" — built only from the seat's view."""
    parts = [card_title(ov, lang)]
    if getattr(ov, "token", False):
        parts.append(tr("token"))
    if ov.zone != "battlefield":
        parts.append(tr("in {zone}").format(zone=zone_text(ov.zone)))
    if ov.tapped:
        parts.append(tr("tapped"))
    for name, n in sorted((ov.counters or {}).items()):
        parts.append(tr("%n {name} counter(s)", None, n).format(name=name))
    if ov.damage:
        parts.append(tr("{n} damage").format(n=ov.damage))
    if ov.attached_to:
        parts.append(tr("attached"))
    if getattr(ov, "note", None):
        parts.append(tr("note: {text}").format(text=ov.note))
    return ", ".join(parts)


def face_down_lines(ov) -> list[str]:
    """What anyone may read of a face-down object beyond its marker: what turned it face down
    and its face-down power and toughness."""
    lines = []
    src = ov.marker.get("source")
    if src:
        lines.append(tr("Source: {s}").format(s=src))
    ch = ov.chars or {}
    if ch.get("power") is not None:
        lines.append(f"{ch.get('power')}/{ch.get('toughness')}")
    return lines


def control_line(ov) -> str:
    """"Controlled by P (owner O)" when they differ, else ""."""
    if ov.controller and ov.owner and ov.controller != ov.owner:
        return tr("Controlled by {p} (owner {o})").format(p=ov.controller, o=ov.owner)
    return ""


def tooltip(ov, lang: str = "en") -> str:
    lines = [card_title(ov, lang)]
    if ov.face_down and ov.marker:
        lines.append(tr("Entry #{n}, method: {m}").format(n=ov.marker["order"],
                                                           m=method_text(ov.marker["method"])))
        lines += face_down_lines(ov)
    elif ov.known and ov.facts:
        f = ov.facts
        lines.append(" ".join(x for x in (f.get("mana_cost"), f.get("type_line")) if x))
    if control_line(ov):
        lines.append(control_line(ov))
    if ov.permission:
        lines.append(tr("{p} may play it ({s})").format(p=ov.permission.get("player"),
                                                      s=ov.permission.get("source")))
    if getattr(ov, "token", False):
        lines.append(tr("Token"))
    for name, n in sorted((ov.counters or {}).items()):
        lines.append(tr("%n {name} counter(s)", None, n).format(name=name))
    if getattr(ov, "note", None):
        lines.append(tr("Note: {text}").format(text=ov.note))
    return "\n".join(lines)
