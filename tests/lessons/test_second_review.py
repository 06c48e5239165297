"""Issue 29, "Lessons, second review": the false statements F1-F18 (and lesson 19's unexplained
Akroma) are gone from the lessons, the rule notes, the verdicts and the translation catalogues,
and each corrected statement says what the rules say."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path

import pytest

import tabletop
from tabletop.lessons.rulebook import CATALOGUE as RULEBOOK
from tabletop.lessons.rulebook import NOTES, RULINGS
from tabletop.rules import verdicts as V
from tests.lessons.test_lesson_truth import LESSONS, all_texts

I18N = Path(tabletop.__file__).resolve().parent.parent / "resources" / "i18n"
LANGUAGES = ("de", "es", "fr", "it", "ja", "zh_CN")

BDD_RULING = "Break Down the Door ruling (Duskmourn: House of Horror): one or no card"

# F: a distinctive phrase of each false statement, in English (case-sensitive, as written)
GONE = {
    "F1": ["stays a face-down 2/2 until it leaves the battlefield"],
    "F2": ["To cloak a card is to manifest it", "manifest it with ward {2}"],
    "F3": ["Primordial Mist ruling (Eldritch Moon)", "Eldritch Moon"],
    "F4": ["Cryptic Pursuit ruling (New Capenna Commander): copies"],
    "F5": ["if it was an instant or sorcery card, you exile it",
           "and it is an instant card, so Cryptic Pursuit triggers"],
    "F6": ["Megamorph also puts a +1/+1 counter on it."],
    "F7": ["and it costs {3}."],
    "F8": ["Turn to Frog took its abilities, morph included."],
    "F9": ["is what lets both players check that a turn-up is legal",
           "the method tells how it may turn face up"],
    "F10": ["You will choose its third mode", "you will choose your face-down #1"],
    "F11": ["It is not a draw, so you don't lose"],
    "F12": ["An object with no mana cost and no color indicator is colorless."],
    "F13": ["nothing says what X is"],
    "F14": ["A face-down spell is a 2/2 creature spell with no abilities.",
            "A face-down spell has no abilities:"],
    "F15": ["and a face-down spell can't be turned face up."],
    "F16": ["to confuse your opponent"],
    "F17": ["menace, and the disguise keyword"],
    "F18": ["exile a face-down permanent you control, face up; you may play that card this turn",
            "face up as the cost; you may play that card this turn"],
    "L19": ["It is Akroma. Face down it is a creature spell with no abilities"],
}
# the same statements as the German catalogue had them (and one Japanese, one French)
GONE_TRANSLATED = {
    "F1": ["bis sie das Spielfeld verlässt"],
    "F2": ["mit Abwehr {2} zu manifestieren", "護法{2}付きで予示すること", "c'est la manifester"],
    "F5": ["falls sie eine Spontanzauber- oder Hexereikarte war"],
    "F6": ["Megamorph legt zusätzlich eine +1/+1-Marke darauf."],
    "F7": ["und kostet {3}."],
    "F8": ["Turn to Frog hat ihm seine Fähigkeiten genommen"],
    "F9": ["Die Methode auf der Markierung lässt beide Spieler prüfen"],
    "F10": ["Du wirst seinen dritten Modus wählen", "du wirst deine verdeckte #1 wählen"],
    "F11": ["Es ist kein Ziehen"],
    "F12": ["Ein Objekt ohne Manakosten und ohne Farbindikator ist farblos."],
    "F13": ["nichts sagt, was X ist"],
    "F14": ["Ein verdeckter Zauberspruch ist ein 2/2-Kreaturenzauber ohne Fähigkeiten."],
    "F15": ["und ein verdeckter Zauberspruch kann nicht aufgedeckt werden."],
    "F16": ["um deinen Gegner zu verwirren"],
    "F17": ["Bedrohlichkeit und das Schlüsselwort Tarnung"],
    "F18": ["du kannst diese Karte in diesem Zug spielen. Schicke deine #1"],
    "L19": ["Es ist Akroma. Verdeckt"],
}


def cited_sources():
    """(where, text) of every source a learner is shown: the texts, plus every citation."""
    yield from all_texts()
    for key in RULEBOOK:
        yield "catalogue key", key
    for name in dir(V):
        if name.startswith("RULING_"):
            yield f"verdicts.{name}", getattr(V, name)
    for lesson in LESSONS.values():
        for n, step in enumerate(lesson.steps, 1):
            for rule in step.rules:
                yield f"{lesson.id} step {n}: rules", rule


@lru_cache(maxsize=1)
def catalogue_texts() -> tuple[tuple[str, str], ...]:
    """(where, text) of every source and translation in the .ts catalogues, obsolete ones too
    (read once for all the points below: the tests change no catalogue)."""
    return tuple(_catalogue_texts())


def _catalogue_texts():
    for ts in sorted(I18N.glob("*.ts")):
        for message in ET.parse(ts).getroot().iter("message"):
            yield f"{ts.name}: source", message.findtext("source") or ""
            tr = message.find("translation")
            if tr is not None:
                forms = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
                for form in forms:
                    yield f"{ts.name}: translation", form


def _hits(phrases, texts):
    return [f"{where}: {text}" for where, text in texts for p in phrases if p in text]


@pytest.mark.parametrize("point", sorted(GONE))
def test_the_false_statement_is_gone_from_lessons_notes_and_verdicts(point):
    hits = _hits(GONE[point], cited_sources())
    assert not hits, "\n".join(hits)


@pytest.mark.parametrize("point", sorted(GONE))
def test_the_false_statement_is_gone_from_the_catalogues(point):
    """Old entries must be dropped (`packaging/i18n.py update` runs lupdate -no-obsolete)."""
    phrases = GONE[point] + GONE_TRANSLATED.get(point, [])
    hits = _hits(phrases, catalogue_texts())
    assert not hits, "\n".join(hits)


def test_the_corrected_statements_say_what_the_rules_say():
    assert NOTES["105.2c"] == "A colorless object has no color."
    assert "no mana cost" in NOTES["202.2b"] and "colorless" in NOTES["202.2b"]
    assert "not on the stack" in NOTES["107.3g"] and "even if" in NOTES["107.3g"]
    assert "ward {2} with disguise" in NOTES["708.4"]
    assert "normally can't be turned face up" in NOTES["708.7"]
    assert "only if its megamorph cost was paid" in NOTES["702.37b"]
    assert all("(Commander 2018)" in r for r in RULINGS if r.startswith("Primordial Mist"))
    assert V.RULING_COPY_VALUES.startswith("Primordial Mist ruling (Commander 2018)")
    assert V.RULING_LOSES_ABILITIES.startswith("Cryptic Pursuit ruling")
    assert RULINGS[BDD_RULING].startswith("If your library holds only one card")


def _step(lesson_id, n):
    return LESSONS[lesson_id].steps[n - 1]


@pytest.mark.parametrize("lesson_id, n, rule", [
    ("manifest-turn-up", 1, "708.7"),          # F1: an effect can turn it up
    ("morph-megamorph", 1, "118.9"),           # F7: {3} is an alternative cost
    ("morph-megamorph", 1, "202.3a"),          # F7: mana value 0 face down
    ("manifest-dread", 1, "601.2b"),           # F10: modes chosen while casting
    ("manifest-dread", 3, BDD_RULING),         # F11: the Duskmourn ruling
    ("manifest-dread", 4, "121.4"),            # F11: only drawing from an empty library loses
    ("manifest-dread", 4, "704.5b"),
    ("cryptic-pursuit", 3, "603.4"),           # F5: the card type matters on resolution
    ("ward-face-down", 2, "603.10a"),          # F17: no dies trigger face down
    ("primordial-mist", 1, "602.2"),           # F18: exiling is the cost
    ("face-down-spells", 2, "708.4"),          # lesson 19: no "can't be countered" face down
])
def test_the_corrected_step_cites_its_rule(lesson_id, n, rule):
    assert rule in _step(lesson_id, n).rules
    assert rule in RULEBOOK


def test_the_reworded_steps_say_the_point():
    assert "whatever its card is" in LESSONS["cryptic-pursuit"].summary               # F5
    assert "only when it is turned face up for its megamorph cost" in (
        LESSONS["morph-megamorph"].summary)                                            # F6
    assert "mana value is 0" in _step("morph-megamorph", 1).instruction                # F7
    assert "on purpose or by accident" in LESSONS["no-rearranging"].summary           # F16
    assert "dies ability" in (_step("disguise", 3).success or "")                     # F17
    assert "does not trigger" in (_step("ward-face-down", 2).success or "")           # F17
    assert "once the ability resolves" in _step("primordial-mist", 1).instruction     # F18
    assert "can't be countered" in (_step("face-down-spells", 2).success or "")       # lesson 19
