"""The "as B then" lens of the replay viewer never names a card B did not know (issue 31): on
the canary game (A's hand and library hold cards whose names appear nowhere else, B never
learns most of them), at every entry, reached with real clicks, every text of the window (each
widget's text, tooltip, accessible name, window title, the entries, the journal, the board's
cards and the accessible objects a screen reader reads) and the ledger of every card on the
board, clicked, are scanned for every name B had not known by then."""

from __future__ import annotations

import pytest

from tests.storage.test_ledger import known_at
from tests.ui.replayhelp import all_texts, canary_save, click_card, goto, open_rw, pick, press


def names(game) -> dict[str, str]:
    return {cid: game.state.facts[c.facts]["name"] for cid, c in game.state.cards.items()}


@pytest.fixture
def saved(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return canary_save(tmp_path)


def _leaks(rw, forbidden: set[str]) -> list[tuple[str, str]]:
    texts = all_texts(rw)
    for vid in sorted(rw.scene.items_by_id):
        click_card(rw.qtbot, rw, vid)
        texts.append(rw.ledger.toPlainText())
    return [(name, t) for t in texts if t for name in forbidden if name in t]


def test_as_b_then_names_no_card_b_did_not_know(qtbot, saved):
    game, path = saved
    n = names(game)
    knew = known_at(game, "B")
    never = {n[c] for c in n if not any(c in k for k in knew)}
    assert {n["a0"], n["a2"], n["a3"]} <= never  # A's hand and library: canaries for B
    rw = open_rw(qtbot, path)
    rw.qtbot = qtbot
    pick(qtbot, rw.lens_box, "As B knew it then")
    press(qtbot, rw, "to_start")
    clicked = 0
    for pos in range(len(game.log) + 1):
        if pos:
            press(qtbot, rw, "forward")
        assert rw.n == pos
        ever = set().union(*knew[:pos + 1])
        forbidden = {name for cid, name in n.items() if cid not in ever}
        assert never <= forbidden
        assert not _leaks(rw, forbidden), pos
        clicked += len(rw.scene.items_by_id)
    assert clicked >= 10  # (cards were there to click: A's hand, B's own)
    # the lens shows what B knew: its own searched card, and a1 from the reveal on
    goto(qtbot, rw, 6)
    assert n["a1"] in rw.journal.toPlainText()
    assert n["b3"] in " ".join(all_texts(rw))


def test_a_bookmark_of_another_lens_is_not_shown_to_b(qtbot, saved):
    game, path = saved
    n = names(game)
    from tabletop.storage import bookmarks as api
    api.add_bookmark(game, 2, f"A peeks at {n['a2']}", None)  # a judge's note
    api.add_bookmark(game, 1, f"A holds {n['a0']}", "A")  # A's own
    api.add_bookmark(game, 3, "B found its card", "B")
    api.write_bookmarks(path, api.bookmarks(game))
    rw = open_rw(qtbot, path)
    rw.qtbot = qtbot
    pick(qtbot, rw.lens_box, "As B knew it then")
    goto(qtbot, rw, 3)
    texts = " ".join(all_texts(rw))
    assert "B found its card" in texts
    assert n["a2"] not in texts and n["a0"] not in texts
    assert rw.marks.marks.get("bookmark") == [3]
    pick(qtbot, rw.lens_box, "Judge (everything)")
    assert rw.bookmarks.list.count() == 3
