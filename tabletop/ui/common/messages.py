"""Every user-visible string the UI builds from model data: verdicts, methods, steps, zones, log
lines and accessible names. Pure modules hand us message keys and parameters; here they become
translated text (`QCoreApplication.translate`, so Qt Linguist files can replace the English)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

TYPE_CHECKING = False  # (typing's: see `parts`)
if TYPE_CHECKING:
    from tabletop.rules.verdicts import VerdictOutcome


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """`text` in the UI language. With `n`, the plural form for n and every %n replaced by n
    (Qt's numerus forms: tr("%n face-down card(s)", None, n)). `pyside6-lupdate` collects every
    call `tr("...")` in tabletop/ui into resources/i18n/*.ts (context "", see packaging/i18n.py)."""
    return translate("", text, n, disambiguation)


def translate(context: str, text: str, n: int = -1, disambiguation: str | None = None) -> str:
    """Text in the UI language, from its catalogue `context`: "" (the UI's own), "verdicts" (the
    rules' sentence templates), "rules" (rule notes), "log" (the journal's line templates),
    "lessons" (the lesson files' texts). With `n`, its plural form for n (English: "(s)" is "s"
    unless n is 1)."""
    out = QCoreApplication.translate(context, text, disambiguation, n)
    if n >= 0 and out == text.replace("%n", str(n)):  # untranslated (English): "card(s)"
        out = out.replace("(s)", "" if n == 1 else "s")
    return out


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
             "stack": QT_TR_NOOP("stack"), "gone": QT_TR_NOOP("outside of the game")}
ROUTE_TEXT = {"mana_cost": QT_TR_NOOP("for its mana cost"),
              "morph": QT_TR_NOOP("for its morph cost"),
              "megamorph": QT_TR_NOOP("for its megamorph cost"),
              "disguise": QT_TR_NOOP("for its disguise cost"),
              "effect": QT_TR_NOOP("by an effect")}


MODE_TEXT = {"strict": QT_TR_NOOP("strict"), "assist": QT_TR_NOOP("assist"),
             "off": QT_TR_NOOP("off")}
# What made a trigger trigger (the rules' `cause`), how long an effect lasts (`duration`,
# `until`) and a coin's side, in words (the journal's English is tabletop.rules.journal's
# CAUSE_WORDS, DURATION_WORDS, COIN_WORDS: tests/ui/test_log_panel_words.py keeps them equal).
CAUSE_TEXT = {"cast": QT_TR_NOOP("a spell was cast"),
              "enters": QT_TR_NOOP("it entered the battlefield"),
              "turned_face_up": QT_TR_NOOP("it was turned face up"),
              "manifest_dread": QT_TR_NOOP("dread was manifested"),
              "dies": QT_TR_NOOP("a creature died"),
              "step": QT_TR_NOOP("a step began"),
              "ward": QT_TR_NOOP("a spell targeted it")}
DURATION_TEXT = {"end_of_turn": QT_TR_NOOP("until end of turn"),
                 "end_of_your_next_turn": QT_TR_NOOP("until the end of their next turn"),
                 "permanent": QT_TR_NOOP("with no end")}
COIN_TEXT = {"heads": QT_TR_NOOP("heads"), "tails": QT_TR_NOOP("tails")}
# A command by its kind, for a line that names an action without its cards ("Alice overrode
# the rules: cast a spell.")
COMMAND_TEXT = {
    "draw": QT_TR_NOOP("draw cards"), "mill": QT_TR_NOOP("mill cards"),
    "look_top": QT_TR_NOOP("look at the top of a library"),
    "arrange_top": QT_TR_NOOP("arrange the top of a library"),
    "search": QT_TR_NOOP("search a library"), "shuffle": QT_TR_NOOP("shuffle a library"),
    "move": QT_TR_NOOP("move a card"), "manifest": QT_TR_NOOP("manifest"),
    "manifest_dread": QT_TR_NOOP("manifest dread"), "cloak": QT_TR_NOOP("cloak"),
    "cast": QT_TR_NOOP("cast a spell"), "resolve": QT_TR_NOOP("resolve a spell"),
    "counter": QT_TR_NOOP("counter a spell"),
    "turn_face_up": QT_TR_NOOP("turn a permanent face up"),
    "turn_face_down": QT_TR_NOOP("turn a permanent face down"),
    "put_onto_battlefield": QT_TR_NOOP("put a card onto the battlefield"),
    "look": QT_TR_NOOP("look at a face-down card"),
    "exile_to_play": QT_TR_NOOP("exile a face-down permanent to play it"),
    "transform": QT_TR_NOOP("transform a permanent"), "play": QT_TR_NOOP("play a card"),
    "copy": QT_TR_NOOP("create a token copy"), "become_copy": QT_TR_NOOP("make a copy"),
    "apply": QT_TR_NOOP("apply an effect"), "gain_control": QT_TR_NOOP("gain control"),
    "tap": QT_TR_NOOP("tap a permanent"), "untap": QT_TR_NOOP("untap a permanent"),
    "attach": QT_TR_NOOP("attach a permanent"), "add_counter": QT_TR_NOOP("change counters"),
    "damage": QT_TR_NOOP("deal damage"), "advance": QT_TR_NOOP("go to the next step"),
    "rearrange_face_down": QT_TR_NOOP("rearrange face-down cards"),
    "leave_game": QT_TR_NOOP("leave the game"), "end_game": QT_TR_NOOP("end the game"),
    "move_on_table": QT_TR_NOOP("move a permanent on the table"),
    "reveal": QT_TR_NOOP("reveal cards"), "mulligan": QT_TR_NOOP("take a mulligan"),
    "put_on_bottom": QT_TR_NOOP("put cards on the bottom of a library"),
    "keep": QT_TR_NOOP("keep a hand"), "life": QT_TR_NOOP("change a life total"),
    "player_counter": QT_TR_NOOP("change a player's counters"),
    "create_token": QT_TR_NOOP("create a token"), "roll": QT_TR_NOOP("roll dice"),
    "flip_coin": QT_TR_NOOP("flip a coin"), "note": QT_TR_NOOP("write a note"),
    "arrow": QT_TR_NOOP("draw an arrow"), "clear_arrows": QT_TR_NOOP("clear the arrows"),
    "untap_all": QT_TR_NOOP("untap all permanents"),
    "play_top_revealed": QT_TR_NOOP("play with the top card revealed"),
    "chat": QT_TR_NOOP("chat"), "answer": QT_TR_NOOP("answer a request"),
    "withdraw": QT_TR_NOOP("withdraw a request"), "set_trust": QT_TR_NOOP("change table trust"),
    "set_mode": QT_TR_NOOP("change the rules mode"), "take_back": QT_TR_NOOP("take back"),
}


def words_for(table: dict, key: object, other: str) -> str:
    """`table[key]` in the UI language; a key it does not have is `other` (never the key)."""
    text = table.get(key) if isinstance(key, str) else None
    return tr(text if text else other)


def cause_text(cause: object) -> str:
    return words_for(CAUSE_TEXT, cause, QT_TR_NOOP("an event"))


def duration_text(duration: object) -> str:
    return words_for(DURATION_TEXT, duration, QT_TR_NOOP("for a while"))


def command_text(kind: object) -> str:
    return words_for(COMMAND_TEXT, kind, QT_TR_NOOP("an action"))


def upper_first(text: str) -> str:
    """`text` with its first letter a capital, the rest as it is (a German noun keeps its
    capital: not str.capitalize)."""
    return text[:1].upper() + text[1:]


def mode_text(mode: str) -> str:
    """A rules mode's name (strict, assist, off) in the UI language."""
    return words_for(MODE_TEXT, str(mode), QT_TR_NOOP("another mode"))


def life_change(seat: str, old: int, new: int) -> str:
    """The text of a change of a life total (an undo entry, the assist's report)."""
    return tr("{seat}: life {old} → {new}").format(seat=seat, old=old, new=new)


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


# a move's words by where it goes ({what}: the card as every seat may call it)
MOVE_TEXT = {"battlefield": QT_TR_NOOP("Put {what} onto the battlefield"),
             "hand": QT_TR_NOOP("Put {what} into its owner's hand"),
             "graveyard": QT_TR_NOOP("Put {what} into its owner's graveyard"),
             "exile": QT_TR_NOOP("Exile {what}"),
             "library": QT_TR_NOOP("Put {what} on top of its owner's library"),
             "command": QT_TR_NOOP("Put {what} into the command zone"),
             "stack": QT_TR_NOOP("Put {what} onto the stack")}


def move_text(what: str, zone: str) -> str:
    """"Put Forest onto the battlefield": a move as a sentence."""
    return words_for(MOVE_TEXT, zone, QT_TR_NOOP("Move {what} to another zone")).format(what=what)


def step_text(step: str) -> str:
    return words_for(STEP_TEXT, step, QT_TR_NOOP("another step"))


def zone_text(zone: str) -> str:
    return words_for(ZONE_TEXT, zone, QT_TR_NOOP("another zone"))


def verdict_text(v) -> str:
    """The verdict's sentence in the UI language, from its key and parameters."""
    from tabletop.rules.verdicts import (  # (when first needed: start-up time)
        CATALOGUE,
        NUMERUS,
        _variant,
    )
    entry = CATALOGUE.get(getattr(v, "id", ""))
    if entry is None:
        return getattr(v, "sentence", str(v))
    params = v.params if isinstance(v.params, dict) else {}
    english = _variant(v.id, getattr(v, "outcome", None), params)[1] or entry[2]
    n = params.get(NUMERUS.get(v.id, ""), 0) if v.id in NUMERUS else -1
    template = translate("verdicts", english, n if type(n) is int else 0)
    try:
        return template.format(**verdict_params(params))
    except (KeyError, IndexError, ValueError):
        return template.replace("{{", "{").replace("}}", "}")


# a verdict's parameters that are keys or the rules' own English phrases, in the UI language
_METHOD_WORDS = {"manifested": "manifest", "cloaked": "cloak", "manifest dread": "manifest_dread",
                 "morph": "morph", "megamorph": "megamorph", "disguise": "disguise"}
KEYWORD_TEXT = {"morph": QT_TR_NOOP("morph"), "megamorph": QT_TR_NOOP("megamorph"),
                "disguise": QT_TR_NOOP("disguise"), "mana_cost": QT_TR_NOOP("mana cost")}


def keyword_text(keyword: str) -> str:
    """A face-down keyword (morph, megamorph, disguise) as the UI language's cards name it."""
    return words_for(KEYWORD_TEXT, keyword, QT_TR_NOOP("another way"))


def verdict_params(params: dict) -> dict:
    out = dict(params)
    for k, v in params.items():
        if not isinstance(v, str):
            continue
        if k == "step":
            out[k] = step_text(v)
        elif k == "zone":
            out[k] = zone_text(v)
        elif k in ("keyword", "route"):
            out[k] = keyword_text(v)
        elif k == "method_text" and v in _METHOD_WORDS:
            out[k] = method_text(_METHOD_WORDS[v])
        elif k == "method_text" and v.startswith("an effect ("):  # "an effect (Ixidron)"
            out[k] = tr("an effect ({source})").format(source=v[len("an effect ("):-1])
        elif k in ("what", "reason", "when", "restriction", "on", "method_text"):
            out[k] = translate("verdicts", v)  # the rules' phrases (verdicts.PHRASES)
    return out


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


def face_down_abilities(ov) -> list[str]:
    """The abilities every seat sees a face-down permanent have (its public face-down
    characteristics: ward {2} of a disguised or cloaked one, 702.168a, 701.58a)."""
    if not (ov.face_down and ov.chars):
        return []
    out = []
    for a in ov.chars.get("abilities") or ():
        out.append(tr("ward {2}") if a == "Ward {2}" else str(a))
    return out


def accessible_name(ov, lang: str = "en") -> str:
    """E.g. "face-down #2, cloaked, ward {2}, tapped" — built only from the seat's view."""
    parts = [card_title(ov, lang), *face_down_abilities(ov)]
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
    lines += [a[:1].upper() + a[1:] for a in face_down_abilities(ov)]
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


def priority_text(view) -> str:
    """" · priority: Ann" beside the turn and step, or who holds none (a spell resolving, a
    step without priority); nothing for a board that does not say (a shared board)."""
    holder, resolving = getattr(view, "priority", None), getattr(view, "resolving", None)
    if resolving is None and holder is None:
        return ""
    if holder:
        return " · " + tr("priority: {p}").format(p=holder)
    if resolving:
        return " · " + tr("a spell is resolving: nobody has priority")
    return " · " + tr("nobody has priority")
