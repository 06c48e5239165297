"""Games that save and never reopen (issue 10, item 4): one set of limits
(`tabletop.model.limits`), checked where data enters (setups, player names, card facts, the
rules) and again before a save is written; a save the app writes always loads."""

from __future__ import annotations

import json
import unicodedata

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tabletop import storage
from tabletop.carddata.decklists import DecklistError, decks_setup, parse_decklist
from tabletop.carddata.demo import bundled_lookup
from tabletop.model import commands as C
from tabletop.model.cards import CardFacts, CardFactsError
from tabletop.model.limits import MAX_CARDS, MAX_PLAYER_NAME, MAX_SHORT
from tabletop.model.setup import SetupError
from tabletop.rules import new_game
from tabletop.storage import schema
from tests.rules.randomgames import KINDS, command_for

from .gamegen import game_state

FOREST_AND_BEARS = "10 Forest\n4 Grizzly Bears\n2 Island"


def _game(players=("Alice", "Bob"), text=FOREST_AND_BEARS, lookup=bundled_lookup, seed=3):
    deck = parse_decklist(text)
    return new_game(decks_setup([(p, deck) for p in players], lookup, seed=seed), seed=seed)


def _reopens(game, verify="rules"):
    back = storage.load_game_bytes(storage.dump_game(game), verify=verify)
    assert game_state(back) == game_state(game)
    return back


def test_a_player_name_with_a_colon_or_a_line_break_is_refused_where_it_enters():
    # ':' separates a player from a zone ("Alice:hand"): the name ':' broke the first draw
    for name in (":", "A:B", "Al\nice", "Bob\x00"):
        with pytest.raises(SetupError, match="colon or a control character"):
            _game((name, "Bob2"))


def test_a_player_name_longer_than_a_save_holds_is_refused_where_it_enters():
    with pytest.raises(SetupError, match=f"at most {MAX_PLAYER_NAME} characters"):
        _game(("A" * 150, "Bob"))
    _reopens(_game(("A" * MAX_PLAYER_NAME, "Bob")))  # the longest name that fits


def test_more_cards_than_a_save_holds_are_refused_where_they_enter():
    # one decklist of 11 lines of 10,000: each count is allowed, the deck is not
    text = "\n".join(["10000 Forest"] * 11)
    with pytest.raises(DecklistError, match="more than 100,000 cards"):
        parse_decklist(text)
    # two decks that each fit make a game that does not: the setup refuses it
    half = "\n".join(["10000 Forest"] * 6)
    with pytest.raises(SetupError, match="at most 100,000 cards, not 120,000"):
        _game(("Alice", "Bob"), half)


def test_a_token_past_the_card_limit_is_refused_by_the_rules():
    deck = parse_decklist("\n".join(["10000 Forest"] * (MAX_CARDS // 10_000)))
    setup = decks_setup([("A", deck)], bundled_lookup, seed=1)
    setup["cards"][0]["zone"] = "battlefield"
    game = new_game(setup, seed=1)
    out = game.apply(C.CopyCard("A", setup["cards"][0]["id"]), "A")
    assert out.result == "refused" and "100,000 cards" in out.reason.params["problem"]
    assert len(game.state.cards) == MAX_CARDS and not game.log


def test_card_facts_with_a_400_character_set_code_are_refused():
    facts = dict(bundled_lookup("Grizzly Bears"), set="X" * 400)
    with pytest.raises(CardFactsError, match="set must be text of 1 to 300 characters"):
        CardFacts.from_dict(facts)
    # a card database imported before this check still holds such facts: no game is built
    lookup = lambda name: facts if name == "Grizzly Bears" else bundled_lookup(name)  # noqa: E731
    with pytest.raises(SetupError, match="set must be text"):
        _game(lookup=lookup)


def test_a_game_that_would_not_load_is_never_written(tmp_path):
    """The last net: whatever broke a limit behind the entry checks, `dump_game` refuses it,
    so neither the save, nor its .bak, nor an autosave is replaced by a file that won't open."""
    game = _game()
    path = tmp_path / "game.tabletop"
    storage.save_game(game, path)
    storage.save_game(game, path)  # a .bak now too
    before, bak = path.read_bytes(), (tmp_path / "game.tabletop.bak").read_bytes()
    game.setup = {**game.setup, "players": ["A" * 150, "Bob"]}  # no entry point allows this
    with pytest.raises(storage.SaveRefused, match=r"setup\.players\[0\]: String should have at "
                       "most 100 characters") as exc:
        storage.save_game(game, path)
    assert "nothing was written" in str(exc.value)
    assert path.read_bytes() == before
    assert (tmp_path / "game.tabletop.bak").read_bytes() == bak
    with pytest.raises(storage.SaveRefused):
        storage.autosave(game, folder=tmp_path / "auto")
    assert not list((tmp_path / "auto").glob("*.tabletop")) if (tmp_path / "auto").exists() \
        else True
    assert storage.load_game(path)  # the good save is still there, and opens


def test_a_log_entry_out_of_bounds_is_named_by_its_place():
    game = _game()
    game.apply(C.Draw("Alice"), "Alice")
    game.apply(C.Draw("Bob"), "Bob")
    storage.dump_game(game)  # checked up to here
    game.log[-1].events[0].data["count"] = 10**12  # no rule writes this
    # a new entry is checked on the next save; entries checked before are not read again
    game.apply(C.Draw("Alice"), "Alice")
    storage.dump_game(game)
    game.pop_entry()
    game.pop_entry()
    game.apply(C.Draw("Bob"), "Bob")
    game.log[-1].events[0].data["count"] = 10**12
    with pytest.raises(storage.SaveRefused, match=r"log\[1\]\.events\[0\]\.data\.count: Input "
                       "should be less than or equal to 1000000000"):
        storage.dump_game(game)


def test_a_game_whose_mode_was_switched_off_reopens():
    """`--mode off` and Settings → Rules mode issue a logged command: the save re-runs each
    command in the mode it was judged in. Two lands in one turn: refused in strict, done off."""
    game = _game()
    game.apply(C.SetMode("off"), None)
    hand = game.state.zones["Alice:hand"]
    game.apply(C.Draw("Alice", 7), "Alice")
    lands = [c for c in hand if game.state.facts_of(game.state.cards[c]).is_land]
    assert len(lands) >= 2
    for cid in lands[:2]:
        assert game.apply(C.Play("Alice", cid), "Alice").result == "done"
    back = _reopens(game)
    assert back.state.mode == "off" and back.log[0].command == {"kind": "set_mode", "mode": "off"}


# ------------------------------------------------------------------ the property of item 4
_CHARS = st.characters(codec="utf-8", exclude_categories=("Cs",))
NAMES = st.one_of(st.text(_CHARS, min_size=1, max_size=12),
                  st.text(_CHARS, min_size=MAX_PLAYER_NAME - 5, max_size=MAX_PLAYER_NAME + 40))
CARDS = ["Forest", "Island", "Grizzly Bears", "Lightning Bolt", "Exalted Angel",
         "Primordial Mist", "Den Protector", "Hooded Hydra", "Counterspell"]
DECK = st.lists(st.tuples(st.integers(1, 6), st.sampled_from(CARDS)), min_size=1, max_size=6)
IMPORTED = st.fixed_dictionaries({}, optional={
    "set": st.text(min_size=0, max_size=MAX_SHORT + 100),
    "collector_number": st.text(min_size=0, max_size=MAX_SHORT + 100),
    "keywords": st.lists(st.text(max_size=20), max_size=3),
    "names": st.dictionaries(st.sampled_from(["de", "fr", "ja"]),
                             st.text(max_size=MAX_SHORT + 50), max_size=3),
    "power": st.text(max_size=4)})
STEPS = st.lists(st.one_of(
    st.tuples(st.just("mode"), st.sampled_from(["strict", "assist", "off"]), st.just(0),
              st.booleans()),
    st.tuples(st.sampled_from(KINDS), st.integers(0, 40), st.integers(0, 40), st.booleans())),
    min_size=10, max_size=40)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(names=st.lists(NAMES, min_size=1, max_size=3, unique=True), deck=DECK,
       imported=IMPORTED, steps=STEPS, seed=st.integers(0, 2**63 - 1))
def test_any_game_the_entry_points_build_saves_and_reopens_equal(names, deck, imported, steps,
                                                                  seed):
    """Random names, decklists, an imported card's fields, actions and rules modes: whatever
    the entry points take saves, and its save loads (every command re-run through the rules)
    to the same game; whatever they refuse is refused there, with a clear message."""
    bears = dict(bundled_lookup("Grizzly Bears"), **imported)
    try:
        CardFacts.from_dict(bears)
    except CardFactsError:
        bears = bundled_lookup("Grizzly Bears")  # the import would have refused the card
    lookup = lambda n: bears if n == "Grizzly Bears" else bundled_lookup(n)  # noqa: E731
    text = "\n".join(f"{n} {name}" for n, name in deck)
    try:
        game = _game(names, text, lookup, seed)
    except SetupError as exc:
        assert any(len(n) > MAX_PLAYER_NAME or ":" in n
                   or any(unicodedata.category(c) == "Cc" for c in n) for n in names), exc
        event("refused at entry: a name too long, or with a colon or a control character")
        return
    for p in game.state.players:  # as the app starts a game
        game.apply(C.Shuffle(p), p)
        game.apply(C.Draw(p, 7), p)
    for kind, a, b, override in steps:
        if kind == "mode":
            game.apply(C.SetMode(a), None)
            continue
        cmd = command_for(game.state, kind, a, b, game.log)
        if cmd is not None:
            game.apply(cmd, getattr(cmd, "player", None), override=override)
    event(f"saved and reopened, {len(game.log) // 10 * 10}+ log entries, "
          f"{'an imported' if bears is not bundled_lookup('Grizzly Bears') else 'a bundled'} "
          "card")
    _reopens(game)


TEXT = st.one_of(st.text(max_size=4), st.text(min_size=MAX_SHORT - 2, max_size=MAX_SHORT + 2))
FACE = st.fixed_dictionaries({"name": TEXT}, optional={
    "type_line": TEXT, "power": TEXT, "toughness": TEXT, "mana_cost": st.just("{2}{U}")})
FACTS = st.fixed_dictionaries({"name": TEXT}, optional={
    "layout": st.sampled_from(["normal", "token", "transform"]),
    "mana_cost": st.sampled_from(["{1}{G}", ""]), "type_line": TEXT, "power": TEXT,
    "toughness": TEXT, "loyalty": TEXT, "set": TEXT, "collector_number": TEXT, "morph": TEXT,
    "keywords": st.lists(TEXT, max_size=3), "card_faces": st.lists(FACE, min_size=1, max_size=2),
    "names": st.dictionaries(st.sampled_from(["", "de", "x" * 301]), TEXT, max_size=2)})


@settings(max_examples=100, deadline=None)
@given(facts=FACTS)
def test_card_facts_the_model_takes_are_facts_a_save_holds(facts):
    """`CardFacts.from_dict` (what every import, the card database and every setup go through)
    takes only facts that the save format's `Facts` takes."""
    try:
        CardFacts.from_dict(facts)
    except CardFactsError:
        event("refused")
        return
    event("taken")
    schema.TypeAdapter(schema.Facts).validate_json(json.dumps(facts))  # as a save is read
