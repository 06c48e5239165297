"""Positions as text (issue 16, item 2): the full text of any position reads back to the same
position; a redacted text names no card its seat does not know, and reads back to a position
whose text for that seat is the same text; malformed texts are refused naming the line."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.model import commands as C
from tabletop.model.invariants import problems
from tabletop.rules import new_game
from tabletop.rules.knowledge import known_to
from tabletop.storage import dump_game, load_game_bytes
from tabletop.storage.position import (
    HIDDEN_FACTS,
    PositionTextError,
    position_from_text,
    position_game,
    position_of,
    position_setup_from_text,
    position_text,
    quote,
)

from .positiongen import game_of, lookup_of, positions

FAST = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@FAST
@given(positions())
def test_full_text_reads_back_to_the_same_position(setup):
    game = game_of(setup)
    text = position_text(game, full=True)
    back = position_from_text(text, lookup_of(setup))
    assert position_of(back) == position_of(game), text
    assert position_text(back, full=True) == text
    assert problems(back.state) == []
    assert back.log == []


@FAST
@given(positions(tricky=False))
def test_a_redacted_text_names_no_card_its_seat_does_not_know(setup):
    game = game_of(setup)
    st = game.state
    for seat in (None, *st.players):
        text = position_text(game, seat=seat)
        for card in st.cards.values():
            name = st.facts[card.facts]["name"].split(" // ")[0]
            if known_to(st, seat, card):
                continue
            if any(known_to(st, seat, c) and c.facts == card.facts for c in st.cards.values()):
                continue  # (its name is another card's, which the seat knows)
            assert name not in text, (seat, card, text)
        # nor how an unknown card went face down, where that says what it is (a megamorph is
        # "morph" to whoever may not know it), nor who else knows a card or may look at it
        megamorphs = [c for c in st.cards.values() if c.face_down is not None
                      and c.face_down.get("method") == "megamorph"]
        assert text.count(" megamorph") == sum(known_to(st, seat, c) for c in megamorphs)
        assert set(re.findall(r"(?:\(|, )known to (\w+)(?=\)|,)", text)) <= {seat}
        assert set(re.findall(r"(?:\(|, )(\w+) may look(?=\)|,)", text)) <= {seat}
        # and the text says what the seat knows: every card it knows outside a library
        for card in st.cards.values():
            if known_to(st, seat, card) and card.zone != "library":
                assert st.facts[card.facts]["name"].split(" // ")[0] in text, (seat, card)


@FAST
@given(positions())
def test_a_redacted_text_reads_back_to_the_same_text(setup):
    game = game_of(setup)
    lookup = lookup_of(setup)
    for seat in (None, *game.state.players):
        text = position_text(game, seat=seat)
        back = position_from_text(text, lookup)
        assert position_text(back, seat=seat) == text
        assert problems(back.state) == []
        # what the reader may not know is a stand-in, known to nobody beyond its place
        for card in back.state.cards.values():
            if back.state.facts[card.facts] == HIDDEN_FACTS:
                assert card.known == []


def test_a_played_game_s_position_is_a_save_with_an_empty_log():
    bears = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
             "power": "2", "toughness": "2"}
    setup = {"players": ["A", "B"], "facts": {"bears": bears}, "mode": "assist",
             "cards": [{"id": f"{p}{i}", "facts": "bears", "owner": p, "zone": "library"}
                       for p in ("A", "B") for i in range(6)]}
    game = new_game(setup, seed=3)
    for cmd, who in ((C.Draw("A", 3), "A"), (C.Manifest("A", source="Soul Summons"), "A"),
                     (C.LookTop("B", owner="A", n=2), "B"), (C.Answer(1, True), "A"),
                     (C.Life("B", delta=-4), "B")):
        assert game.apply(cmd, who).ok
    pos = position_game(game)
    assert pos.log == [] and position_of(pos) == position_of(game)
    for seat in (None, "A", "B"):
        assert position_text(pos, seat=seat) == position_text(game, seat=seat)
    text = position_text(game, full=True)
    assert "face-down #1 manifest by Soul Summons [Grizzly Bears]" in text
    assert "known to B" in text  # the two cards B looked at
    again = load_game_bytes(dump_game(pos))
    assert again.log == [] and position_of(again) == position_of(game)


@pytest.mark.parametrize("text", ["Forest", "hidden", "hidden card", "Face-down", "2× Forest",
                                  "a;b", 'q"', " x", "x ", "\u2028", "tab\t", "(a)", "[b]"])
def test_quote_reads_back(text):
    _quote_reads_back(text)


@settings(max_examples=300, deadline=None)
@given(st.text(min_size=1, max_size=40))
def test_any_name_is_written_so_that_it_reads_back(text):
    _quote_reads_back(text)


def _quote_reads_back(text: str) -> None:
    from tabletop.storage.positionread import _Line, _word
    out = quote(text)
    assert "\n" not in out and out.isprintable() and len(out.split("\n")) == 1
    assert _word(out, _Line(1, out), "name") == text
    assert _word(quote(text, ","), _Line(1, out), "name") == text


# ---------------------------------------------------------------- malformed texts
CARDS = {"Forest": {"name": "Forest", "type_line": "Basic Land — Forest"},
         "Grizzly Bears": {"name": "Grizzly Bears", "mana_cost": "{1}{G}",
                           "type_line": "Creature — Bear", "power": "2", "toughness": "2"},
         "Pacifism": {"name": "Pacifism", "mana_cost": "{1}{W}",
                      "type_line": "Enchantment — Aura"}}
HEAD = "position (full): turn 3, A active, step main1, mode strict\nplayers: A (life 20); B " \
       "(life 20)\n"
GOOD = HEAD + "A battlefield: Forest (tapped); face-down #1 manifest [Grizzly Bears]\n"

MALFORMED = [
    # (text, line, words in the problem)
    ("", 0, "no position"),
    ("# only a comment\n\n", 0, "no position"),
    ("Forest; Forest\n", 1, "starts with its header"),
    ("position (full): turn three, A active, step main1, mode strict\n", 1, "whole number"),
    ("position (full): turn 3, A active, step lunch, mode strict\nplayers: A\n", 1, "no step"),
    ("position (full): turn 3, A active, step main1, mode loose\nplayers: A\n", 1, "no mode"),
    ("position (full): turn 0, A active, step main1, mode strict\nplayers: A\n", 1, "pregame"),
    ("position (full): turn 3, C active, step main1, mode strict\nplayers: A; B\n", 1,
     "not one of the players"),
    ("position (full): turn 3, A active, step main1, mode strict\nA hand: Forest\n", 2,
     "lists the players"),
    (HEAD.replace("B (life 20)", "A (life 3)"), 2, "a player twice"),
    (HEAD.replace("(life 20)\n", "(life lots)\n"), 2, "no player status"),
    (HEAD.replace("B (life 20)", "B (life 2000000)"), 2, "life total must be from"),
    (HEAD + "C hand: Forest\n", 3, "not one of the players"),
    (HEAD + "A deck: Forest\n", 3, "no zone 'deck'"),
    (HEAD + "A hand: Forest\nA hand: Forest\n", 4, "has a line already (line 3)"),
    (HEAD + "A hand Forest\n", 3, "a zone line is"),
    (HEAD + "\n\nA hand: Forrest\n", 5, "no card is called 'Forrest'"),
    (HEAD + "A hand: face-down #1 manifest [Forest]\n", 3, "a face-down card in the hand"),
    (HEAD + "A battlefield: face-down #1 manifest [Forest]; face-down #1 cloak [Forest]\n", 3,
     "entry number #1 is used twice"),
    (HEAD + "A battlefield: face-down #1 manifest [Forest]\nB battlefield: face-down #1 cloak "
            "[Forest]\n", 4, "line 3 has it too"),
    (HEAD + "A battlefield: 2× face-down #4 morph [Grizzly Bears]\n", 3, "#4 is used twice"),
    (HEAD + "A battlefield: face-down #1 sneakily [Forest]\n", 3, "METHOD"),
    (HEAD + "A battlefield: face-down #2\n", 3, "says how it went face down"),
    (HEAD + "A battlefield: Forest (sideways)\n", 3, "no card status 'sideways'"),
    (HEAD + "A battlefield: Forest (tapped, tapped)\n", 3, "said twice"),
    (HEAD + "A graveyard: Forest (tapped)\n", 3, "only a permanent is tapped"),
    (HEAD + "A hand: Forest (2 +1/+1 counters)\n", 3, "a card in the hand has no counters"),
    (HEAD + "A battlefield: Forest (1 charge counters)\n", 3, "1 counter"),
    (HEAD + "A battlefield: Pacifism (attached to B:1)\n", 3, "has no card 1"),
    (HEAD + "A battlefield: Pacifism (attached to A:1)\n", 3, "attached to itself"),
    (HEAD + "A battlefield: Pacifism (attached to A)\n", 3, "attached to PLAYER:N"),
    (HEAD + "A battlefield: Forest (owned by A)\n", 3, "someone other than"),
    (HEAD + "A hand: Forest (owned by B)\n", 3, "'owned by' is for"),
    (HEAD + "A exile: face-down #3 manifest [Forest]\n", 3, "no method"),
    (HEAD + "A exile: Forest (B may look)\n", 3, "'may look' is for"),
    (HEAD + "A battlefield: hidden\n", 3, "on the battlefield is public: name it"),
    (HEAD + "A hand: hidden (tapped)\n", 3, "only a permanent"),
    (HEAD + "stack: Forest\n", 3, "PLAYER: CARD"),
    (HEAD + 'A hand: "Forest\n', 3, "whole JSON string"),
    (HEAD + "A hand: Forest (tapped\n", 3, "never closed"),
    (HEAD + "A hand: Forest)\n", 3, "closes nothing"),
    (HEAD + "A hand: Forest;; Forest\n", 3, "empty card"),
    (HEAD + "A hand: 0× Forest\n", 3, "count of cards must be from 1"),
    (HEAD + "A library: 99999999× Forest\n", 3, "count of cards must be from 1 to 100,000"),
    (HEAD + "A library: 60000× Forest\nB library: 60000× Forest\n", 4, "at most 100,000 cards"),
    (HEAD + "A battlefield: Forest (tapped) extra\n", 3, "status comes last"),
    (HEAD + "A battlefield: Forest (as type Land)\n", 3, "face-down permanent or spell"),
    (HEAD + "A battlefield: Grizzly Bears (100001 +1/+1 counters)\n", 3, "from 0 to 100,000"),
    (HEAD + "restrictions: no_fun\n", 3, "no restriction"),
    (HEAD + "A hand: Forest (known to Q)\n", 3, "not one of the players"),
    ("position (as Q): turn 3, A active, step main1, mode strict\nplayers: A; B\n", 1,
     "not one of the players"),
]


@pytest.mark.parametrize("text, line, words", MALFORMED,
                         ids=[f"{i}-{w[:20]}" for i, (_, _, w) in enumerate(MALFORMED)])
def test_a_malformed_text_is_refused_naming_the_line(text, line, words):
    with pytest.raises(PositionTextError) as info:
        position_setup_from_text(text, CARDS.get)
    err = info.value
    assert err.line == line, str(err)
    assert words in err.problem, str(err)
    assert str(err).startswith(f"line {line}: " if line else "the text: ")
    assert "\n" not in str(err)


def test_the_good_text_the_malformed_ones_come_from_reads():
    game = position_from_text(GOOD, CARDS.get)
    assert position_text(game, full=True) == GOOD
    assert position_text(game) == GOOD.replace("(full)", "(public)").replace(
        " [Grizzly Bears]", "")


def test_a_text_over_the_limits_is_refused_before_it_is_read():
    from tabletop.model.limits import MAX_POSITION_TEXT_BYTES, MAX_POSITION_TEXT_LINES
    with pytest.raises(PositionTextError, match="at most"):
        position_setup_from_text("#" * (MAX_POSITION_TEXT_BYTES + 1), CARDS.get)
    with pytest.raises(PositionTextError, match="lines"):
        position_setup_from_text("\n" * MAX_POSITION_TEXT_LINES, CARDS.get)


def test_comments_blank_lines_windows_line_ends_and_a_bom_are_fine():
    text = "\ufeff# a board from the forum\r\n\r\n" + GOOD.replace("\n", "\r\n")
    game = position_from_text(text, CARDS.get)
    assert position_text(game, full=True) == GOOD


def test_a_seat_and_full_together_are_refused():
    game = position_from_text(GOOD, CARDS.get)
    with pytest.raises(ValueError, match="not both"):
        position_text(game, seat="A", full=True)
    with pytest.raises(ValueError, match="not a player"):
        position_text(game, seat="C")


@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.sampled_from([GOOD, GOOD + "A hand: Forest (known to B)\nA exile: face-down [Forest] "
                        "(B may look)\nB battlefield: Pacifism (attached to A:2)\nstack: B: "
                        'face-down #3 morph by "x" [Grizzly Bears] (as power 5)\n']),
       st.lists(st.tuples(st.integers(0, 400), st.integers(0, 5),
                          st.text(alphabet=';()[]"\\#:,× x0123456789-\n AB', max_size=4)),
                max_size=4))
def test_a_mangled_text_is_a_position_or_one_line_naming_what_is_wrong(text, edits):
    for at, cut, ins in edits:
        at %= len(text) + 1
        text = text[:at] + ins + text[at + cut:]
    try:
        position_setup_from_text(text, lambda name: CARDS.get(name) or {"name": name})
    except PositionTextError as exc:
        assert "\n" not in str(exc) and 0 <= exc.line <= text.count("\n") + 1
