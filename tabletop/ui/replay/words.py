"""The replay's words: lenses, ledger lines and what a hindsight lens learned later, as text
in the UI language. Each text is built from what the lens gave only."""

from __future__ import annotations

from tabletop.ui.common.messages import QT_TR_NOOP, tr
from tabletop.ui.replay.source import Lens, LensKind

HOW_TEXT = {"setup": QT_TR_NOOP("from the setup"), "drew": QT_TR_NOOP("drew it"),
            "looked": QT_TR_NOOP("looked at it"), "peeked": QT_TR_NOOP("peeked at it"),
            "searched": QT_TR_NOOP("searched for it"),
            "revealed": QT_TR_NOOP("it was revealed"),
            "controlled": QT_TR_NOOP("controls it face down"),
            "public": QT_TR_NOOP("face up in a public zone"),
            "hand": QT_TR_NOOP("in their hand"),
            "followed": QT_TR_NOOP("followed it"), "other": QT_TR_NOOP("another way")}


def lens_text(lens: Lens) -> str:
    if lens.kind is LensKind.AS_THEN:
        return tr("As {seat} knew it then").format(seat=lens.seat)
    if lens.kind is LensKind.HINDSIGHT:
        return tr("Hindsight ({seat})").format(seat=lens.seat)
    return tr("Judge (everything)")


def how_text(how: object) -> str:
    return tr(HOW_TEXT.get(str(how), QT_TR_NOOP("another way")))


def since_text(since: object) -> str:
    if since is None:
        return tr("since an entry this file does not hold")
    if since == 0:
        return tr("since the setup")
    return tr("since entry {n}").format(n=since)


def until_text(until: object) -> str:
    return tr("still knows it") if until is None else tr("until entry {n}").format(n=until)


def ledger_line(ln: dict) -> str:
    """"B knew Island since entry 6 (it was revealed), until entry 7"."""
    return tr("{seat} knew {name} {since} ({how}), {until}").format(
        seat=ln["seat"], name=ln["name"], since=since_text(ln["since"]),
        how=how_text(ln["how"]), until=until_text(ln["until"]))


def learned_line(d: dict) -> str:
    return tr("{id}: {name}, learned later at entry {n} ({how})").format(
        id=d["id"], name=d["name"], n=d["since"], how=how_text(d["how"]))


def position_text(n: int, size: int) -> str:
    if n == 0:
        return tr("Setup · {size} entries").format(size=size)
    return tr("Entry {n} of {size}").format(n=n, size=size)
