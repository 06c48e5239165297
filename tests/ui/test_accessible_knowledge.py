"""Issue 12: no seat's accessible text (the names a screen reader reads, the tooltips) holds the
identity of a card that seat does not know by the `known_to` rules, in random games with every
table command (the same games as tests/rules/test_properties.py)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hst

from tabletop.rules.knowledge import known_to
from tabletop.ui.common import messages as M
from tests.rules.randomgames import actions, command_for, new_random_game

LANGS = ("en", "de", "ja")


def _texts(game, seat) -> list[tuple[str, str]]:
    """(text, the type line the seat sees for that object) for every object in its view."""
    view = game.view_for(seat)
    out = []
    for ov in [*view.objects, *view.library_known]:
        types = " ".join(str((d or {}).get("type_line") or "") for d in (ov.facts, ov.chars))
        for lang in LANGS:
            out += [(M.accessible_name(ov, lang), types), (M.tooltip(ov, lang), types)]
    return out


def _hidden_names(game, seat) -> set[str]:
    """Every name (in each language) of a card the seat does not know, that is not also the
    name of a card it knows or a public characteristic it sees."""
    st = game.state
    view = game.view_for(seat)

    def names(card) -> set[str]:
        facts = st.facts[card.facts]
        return {facts["name"], *(facts.get("names") or {}).values()}

    known: set[str] = set()
    hidden: set[str] = set()
    for card in st.cards.values():
        if card.zone == "gone":
            continue
        (known if known_to(st, seat, card) else hidden).update(names(card))
    public = {o.chars["name"] for o in view.objects if o.chars and o.chars.get("name")}
    # the sources players named for markers and permissions are public words, not identities
    public |= {str(d.get("source")) for o in view.objects for d in (o.marker, o.permission)
               if d and d.get("source")}
    return {n for n in hidden - known - public if len(n) > 3}


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(actions, hst.booleans())
def test_accessible_names_and_tooltips_hold_only_known_cards(steps, pregame):
    game = new_random_game(pregame=pregame)
    for kind, a, b, override in steps:
        cmd = command_for(game.state, kind, a, b, game.log)
        if cmd is not None:
            game.apply(cmd, override=override)
    for seat in (*game.state.players, None):
        hidden = _hidden_names(game, seat)
        for text, types in _texts(game, seat):
            # a name that is also a word of the type line shown (a Forest Dryad) is no leak
            leaked = [n for n in hidden if n in text and n not in types]
            assert not leaked, (seat, text, leaked)
