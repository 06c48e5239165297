"""The words of a turn-up route are the same in the rules' English log lines and in the UI's
translation sources (the UI keeps its own copy: lupdate reads literals, and the UI's messages
module must not import the rules at start-up)."""

from tabletop.rules.journal import ROUTE_WORDS
from tabletop.ui.common import messages as M


def test_route_words_are_the_uis_translation_sources():
    assert dict(M.ROUTE_TEXT) == ROUTE_WORDS
