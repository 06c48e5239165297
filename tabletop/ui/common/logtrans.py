"""Journal lines in the UI language. `tabletop.rules.journal` gives each line a message key
(`log.KIND`), its parameters and plain English; here the line's template is looked up in the
"log" catalogue (the English template is the key; a counting one by its count, Qt's plural
forms) and filled from the same parameters, with the small phrases (a card's reference, "face
down", "a token copy of ...") and every key (a step, a zone, a trigger's cause, a duration, a
command, a rules mode) in words of the UI language too, English included: a line never shows
an identifier. Only a line this module cannot read shows the journal's own English text.
A parameter is only ever what the journal already let the seat know."""

from __future__ import annotations

import string
from typing import Any

from tabletop.ui.common import messages as M
from tabletop.ui.common.messages import QT_TR_NOOP, tr, translate


def _events() -> dict:
    from tabletop.rules.journal import EVENTS
    return EVENTS


def ref_text(ref: dict | None) -> str:
    if not ref:
        return tr("nothing")
    name, marker = ref.get("name"), ref.get("marker")
    if name and marker:
        return tr("{name} (#{n})").format(name=name, n=marker)
    if name:
        return str(name)
    if marker:
        return tr("face-down #{n}").format(n=marker)
    return tr("a face-down card") if ref.get("face_down") else tr("a card")


def _who(v: Any) -> str:
    return v if isinstance(v, str) and v else tr("someone")


def _refs(v: Any) -> str:
    if isinstance(v, list):
        return ", ".join(ref_text(x) for x in v) if v else tr("nothing")
    return ref_text(v)


def _cards_text(template: str, p: dict) -> str:
    cards = p.get("cards")
    if isinstance(cards, list):
        if not cards:
            return tr("nothing")
        named = [ref_text(x) for x in cards if x and (x.get("name") or x.get("marker"))]
        if template.startswith("{player} drew"):
            return f": {', '.join(named)}" if named else ""
        hidden = len(cards) - len(named)
        return ", ".join(named + ([tr("%n card(s)", None, hidden)] if hidden else []))
    card = p.get("card")
    return ref_text(card) if card is not None else tr("nothing")


def _top_text(p: dict) -> str:
    who, source = _who(p.get("player")), p.get("source")
    by = f" ({source})" if source else ""
    if not p.get("on"):
        return tr("{who} no longer plays with the top card of their library revealed{by}."
                  ).format(who=who, by=by)
    card = p.get("card")
    top = tr(": {card} is on top").format(card=ref_text(card)) if card else ""
    return tr("{who} plays with the top card of their library revealed{by}{top}.").format(
        who=who, by=by, top=top)


def _note_text(p: dict) -> str:
    card, text = ref_text(p.get("card")), p.get("text")
    if text:
        return tr("Note on {card}: “{text}”.").format(card=card, text=text)
    return tr("The note on {card} was taken off.").format(card=card)


def _dice(p: dict) -> str:
    n, sides = len(p.get("results") or ()), p.get("sides")
    if not sides:
        return tr("dice")
    return tr("{n} d{s}").format(n=n, s=sides) if n > 1 else tr("a d{s}").format(s=sides)


def _route(p: dict) -> str:
    route = p.get("route")
    return M.words_for(M.ROUTE_TEXT, route, QT_TR_NOOP("another way"))


def _modes(p: dict) -> str:
    """A modal spell's chosen modes (as the card's English text words them)."""
    from tabletop.rules.journal import modes_words
    words = modes_words(p.get("modes"))
    return tr(", chosen: {modes}").format(modes=words) if words else ""


SPECIAL = {
    "route_text": _route,
    "copy_text": lambda p: tr(", a token copy of {card}").format(card=ref_text(p["copy_of"]))
    if p.get("copy_of") else "",
    "paid": lambda p: tr(" (paid)") if p.get("pay") else "",
    "modes_text": _modes,
    "note_text": _note_text,
    "top_text": _top_text,
    "arrow_from": lambda p: p.get("from_player") or ref_text(p.get("from_card")),
    "arrow_to": lambda p: p.get("to_player") or ref_text(p.get("to_card")),
    "dice": _dice,
    "results": lambda p: ", ".join(str(x) for x in p.get("results") or ()),
    "n_cards": lambda p: tr("%n card(s)", None, len(p.get("cards") or ())),
    "speaker": lambda p: p.get("player") or p.get("spectator") or tr("someone"),
    "to_text": lambda p: tr(" to {who}").format(who=", ".join(p["to"]))
    if isinstance(p.get("to"), list) and p["to"] else "",
    "how": lambda p: tr(" face down") if p.get("face_down") else "",
}
ZONE_KEYS = frozenset(("frm", "zone"))
WORDS = {"step": M.step_text, "cause": M.cause_text, "duration": M.duration_text,
         "until": M.duration_text, "command": M.command_text, "mode": M.mode_text,
         "old": M.mode_text, "result": lambda v: M.words_for(M.COIN_TEXT, v, "?")}
WHO_KEYS = frozenset(("player", "actor", "owner", "active"))


class _Default(dict):
    def __missing__(self, key: str) -> str:
        return "?"


def _value(key: str, template: str, p: dict) -> Any:
    if key in SPECIAL:
        return SPECIAL[key](p)
    if key == "cards_text":
        return _cards_text(template, p)
    v = p.get(key)
    if key in ZONE_KEYS or (key == "to" and isinstance(v, str)):
        return M.zone_text(v) if isinstance(v, str) else "?"
    if key in WORDS and (key != "old" or "{mode}" in template):  # ({old}: a life total too)
        return WORDS[key](v)
    return _param_text(key, v)


def _param_text(key: str, v: Any) -> Any:
    """A parameter in words: a card's reference, a list of them, "someone" for no player."""
    if isinstance(v, dict) or (v is None and key in ("card", "to", "of", "copy_of")):
        return ref_text(v)
    if isinstance(v, list) and (not v or v[0] is None or isinstance(v[0], dict)):
        return _refs(v)
    if v is None and key in WHO_KEYS:
        return tr("someone")
    if v is None and key == "name":
        return tr("An ability")
    return v


REQUEST_KINDS = frozenset(("requested", "request_answered", "request_withdrawn", "request_void",
                           "trust_changed"))
VOID_TEXT = {"object_left": QT_TR_NOOP("a card it names has left"),
             "player_left": QT_TR_NOOP("a player left the game"),
             "game_over": QT_TR_NOOP("the game is over")}


def _trust_text(p: dict) -> str:
    who = p.get("player")
    if p.get("on"):
        text = tr("Table trust is on ({who}): players act on each other's things without "
                  "asking.") if who else tr("Table trust is on: players act on each other's "
                                            "things without asking.")
    else:
        text = tr("Table trust is off ({who}): acting on another's things asks them.") if who \
            else tr("Table trust is off: acting on another's things asks them.")
    return text.format(who=who)


def _request_value(key: str, template: str, p: dict) -> Any:
    """A value of a request's or table trust's line: the players, the action in words (with the
    cards the line names), accepted or declined, why a request is void."""
    from tabletop.ui.table.requests import kind_text
    if key in ("by", "to"):
        return _who(p.get(key))
    if key == "command":
        cards = p.get("cards")
        named = _refs(cards) if isinstance(cards, list) and cards else None
        return kind_text(str(p.get("command") or ""), _who(p.get("to")), named)
    if key == "request_cards":
        return ""  # (named in the action's words)
    if key == "answer_word":
        return tr("accepted") if p.get("accept") else tr("declined")
    if key == "void_text":
        text = VOID_TEXT.get(str(p.get("reason")))
        return tr(text) if text else tr("it no longer applies")
    if key == "trust_text":
        return _trust_text(p)
    return _value(key, template, p)


def _count(kind: str, params: dict) -> int:
    """The n of a counting line (the journal's NUMERUS), else -1."""
    from tabletop.rules.journal import NUMERUS
    key = NUMERUS.get(kind)
    if key is None:
        return -1
    n = params.get(key)
    return n if isinstance(n, int) and not isinstance(n, bool) else 0


def line_text(line: dict) -> str:
    """A journal line in the UI language (its own English text when there is no translation)."""
    english = str(line.get("text", ""))
    key, params = line.get("key"), line.get("params")
    if not isinstance(key, str) or not key.startswith("log.") or not isinstance(params, dict):
        return english
    if key == "log.other":  # an event this version has no line for
        return tr("Something else happened on the table.")
    plan = _events().get(key[4:])
    if plan is None:
        return english
    template = plan[0]
    local = translate("log", template, _count(key[4:], params))
    request = key[4:] in REQUEST_KINDS
    try:
        names = [f for _, f, _, _ in string.Formatter().parse(local) if f]
        value = _request_value if request else _value
        values = {k: value(k, template, params) for k in dict.fromkeys(names)}
        text = local.format_map(_Default(values))
    except (KeyError, ValueError, IndexError, TypeError, AttributeError):
        return english
    if key == "log.said":  # a name and words as they were written
        return text
    return text[:1].upper() + text[1:]
