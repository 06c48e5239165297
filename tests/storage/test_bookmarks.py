"""Bookmarks and notes on log positions (save format v11, issue 31): kept in the file, checked
where they come in, never changing the game, written back into a save file atomically, and
shared in a redacted export only with the seat whose lens they were written in."""

from __future__ import annotations

import json
import random
import re
import shutil
from pathlib import Path

import pytest

from tabletop import storage
from tabletop.cli import main
from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.session.table import Table
from tabletop.storage import bookmarks as B
from tabletop.storage import review
from tabletop.storage.bookmarks import Bookmark, BookmarkError
from tabletop.storage.schema import SCHEMA_VERSION

from .gamegen import game_state, play_random, random_game, random_setup

SAVES = Path(__file__).resolve().parents[1] / "data" / "saves"


@pytest.fixture(scope="module")
def base() -> bytes:
    return storage.dump_game(random_game(31, 60, n_cards=30))


def fresh(base: bytes):
    return storage.load_game_bytes(base)


# ---------------------------------------------------------------- on a game in memory
def test_add_edit_remove_keep_them_by_entry_then_in_the_order_added(base):
    game = fresh(base)
    assert B.bookmarks(game) == []
    assert B.add_bookmark(game, 7, "seven", None) == 0
    assert B.add_bookmark(game, 2, "two", "A") == 0
    assert B.add_bookmark(game, 7, "seven again", "B") == 2
    assert B.add_bookmark(game, len(game.log), "the end") == 3
    assert B.add_bookmark(game, 0) == 0  # a bare bookmark at the setup
    assert [(m.entry, m.note, m.lens) for m in B.bookmarks(game)] == [
        (0, "", None), (2, "two", "A"), (7, "seven", None), (7, "seven again", "B"),
        (len(game.log), "the end", None)]
    assert B.edit_bookmark(game, 2, "seven, edited") == Bookmark(7, "seven, edited", None)
    assert B.remove_bookmark(game, 1) == Bookmark(2, "two", "A")
    assert [m.note for m in B.bookmarks(game)] == ["", "seven, edited", "seven again", "the end"]
    B.bookmarks(game).clear()  # a copy
    assert len(B.bookmarks(game)) == 4
    B.set_bookmarks(game, [Bookmark(3, "b"), Bookmark(1, "a")])
    assert B.bookmarks(game) == [Bookmark(1, "a"), Bookmark(3, "b")]


@pytest.mark.parametrize("note, why", [
    ("x" * 1001, "at most 1,000 characters"), ("a\tb", "U+0009"), ("a\x00", "U+0000"),
    ("a\rb", "U+000D"), ("\x7f", "U+007F"), ("a\x85", "U+0085"), ("\ud800", "lone surrogate"),
    (b"bytes", "text, not bytes"), (None, "text, not NoneType")])
def test_a_note_is_checked_where_it_comes_in(base, note, why):
    game = fresh(base)
    with pytest.raises(BookmarkError, match=re.escape(why)):
        B.add_bookmark(game, 1, note)
    B.add_bookmark(game, 1, "fine")
    with pytest.raises(BookmarkError, match=re.escape(why)):
        B.edit_bookmark(game, 0, note)
    assert B.bookmarks(game) == [Bookmark(1, "fine")]


def test_a_note_may_hold_line_breaks_any_script_and_exactly_the_limit(base):
    game = fresh(base)
    for note in ("two\nlines", "très bien 🙂 中文 ملاحظة", "é" * B.MAX_NOTE_CHARS):
        assert B.check_note(note) is note
        B.add_bookmark(game, 1, note)
    again = storage.load_game_bytes(storage.dump_game(game))
    assert [m.note for m in B.bookmarks(again)] == [m.note for m in B.bookmarks(game)]


@pytest.mark.parametrize("entry, lens, why", [
    (-1, None, "from 0 to"), (10_000, None, "from 0 to"), (True, None, "from 0 to"),
    ("3", None, "from 0 to"), (1, "C", "a seat of this game"), (1, "", "a seat of this game")])
def test_a_bookmark_marks_a_position_of_the_log_in_a_seat_s_lens_or_the_judge_s(
        base, entry, lens, why):
    game = fresh(base)
    with pytest.raises(BookmarkError, match=why):
        B.add_bookmark(game, entry, "n", lens)
    with pytest.raises(BookmarkError, match=why):
        B.set_bookmarks(game, [Bookmark(1, "ok"), Bookmark(entry, "n", lens)])
    assert B.bookmarks(game) == []  # none kept when one is refused


def test_no_bookmark_to_edit_or_remove_is_said_in_words(base):
    game = fresh(base)
    for bad in (0, -1, True):
        with pytest.raises(BookmarkError, match="there is no bookmark"):
            B.remove_bookmark(game, bad)
    with pytest.raises(BookmarkError, match="has 0"):
        B.edit_bookmark(game, 0, "x")


def test_shown_in_a_seat_s_lens_only_its_own_notes_in_the_judge_s_all():
    marks = [Bookmark(1, "j"), Bookmark(2, "a", "A"), Bookmark(3, "b", "B")]
    assert B.shown_in(marks, None) == marks
    assert B.shown_in(marks, "A") == [Bookmark(2, "a", "A")]
    assert B.shown_in(marks, "B") == [Bookmark(3, "b", "B")]


# ---------------------------------------------------------------- in the file
def test_bookmarks_never_change_the_game(base):
    plain = fresh(base)
    marked = fresh(base)
    for i in range(0, len(marked.log) + 1, 5):
        B.add_bookmark(marked, i, f"note {i}", random.Random(i).choice(["A", "B", None]))
    data = storage.dump_game(marked)
    doc, bare = json.loads(data), json.loads(storage.dump_game(plain))
    assert len(doc.pop("bookmarks")) == len(B.bookmarks(marked))
    assert doc == bare and list(doc) == list(bare)
    again = storage.load_game_bytes(data)
    assert game_state(again) == game_state(plain)
    assert B.bookmarks(again) == B.bookmarks(marked)
    assert storage.dump_game(again) == data  # loaded and saved again: the same bytes


def test_a_save_opened_in_the_table_and_saved_again_keeps_them(base, tmp_path):
    game = fresh(base)
    B.add_bookmark(game, 3, "judge note")
    B.add_bookmark(game, 4, "A's note", "A")
    path = tmp_path / "g.json"
    storage.save_game(game, path)
    opening = storage.open_save(path.read_bytes(), name=str(path), check_later_from=1)
    assert not opening.checked and B.bookmarks(opening.game) == []  # (the preview: none)
    table = Table(opening.finish().game)  # as the window opens it, then plays on
    assert B.bookmarks(table.game) == [Bookmark(3, "judge note"), Bookmark(4, "A's note", "A")]
    ran = table.run(C.Advance(), table.game.state.active)
    assert not ran.refused
    storage.save_game(table.game, path)
    again = storage.load_game(path)
    assert B.bookmarks(again) == B.bookmarks(table.game)
    assert len(again.log) == len(game.log) + 1


def test_a_bookmark_past_the_log_after_an_undo_is_kept_in_memory_out_of_the_file(base):
    game = fresh(base)
    end = len(game.log)
    B.add_bookmark(game, end, "at the end")
    B.add_bookmark(game, 1, "early")
    entry = game.pop_entry()
    assert [m.entry for m in B.bookmarks(game)] == [1, end]
    assert [m["entry"] for m in json.loads(storage.dump_game(game))["bookmarks"]] == [1]
    game.push_entry(entry)  # redone
    assert [m["entry"] for m in json.loads(storage.dump_game(game))["bookmarks"]] == [1, end]


@pytest.mark.parametrize("mark, why", [
    ({"entry": 999, "note": "", "lens": None}, "bookmarks[1]: a bookmark marks a position"),
    ({"entry": 1, "note": "", "lens": "Zed"}, "bookmarks[1]: a bookmark's lens is a seat"),
    ({"entry": 1, "note": "tab\there", "lens": None}, "bookmarks[1].note"),
    ({"entry": 1, "note": "x" * 1001, "lens": None}, "bookmarks[1].note"),
    ({"entry": 1, "note": "", "lens": None, "extra": 1}, "bookmarks[1].extra"),
    ({"entry": 1, "note": ""}, "bookmarks[1].lens")])
def test_a_file_s_bad_bookmark_is_refused_in_words(base, mark, why):
    doc = json.loads(base)
    doc["bookmarks"] = [{"entry": 0, "note": "ok", "lens": "A"}, mark]
    data = json.dumps(doc).encode()
    with pytest.raises(storage.SaveError) as info:
        storage.load_game_bytes(data, name="bad.json")
    assert why in str(info.value) and "Traceback" not in str(info.value)
    with pytest.raises(storage.SaveError):
        storage.validate_bytes(data)


def test_the_v11_golden_holds_its_bookmarks():
    game = storage.load_game(SAVES / f"v{SCHEMA_VERSION}-bookmarks.json")
    marks = B.bookmarks(game)
    assert [m.lens for m in marks] == [None, None, "A", "B", "B", None]
    assert marks[-1].entry == len(game.log) and marks[0] == Bookmark(0, "", None)
    board = review.load_export((SAVES / f"v{SCHEMA_VERSION}-bookmarks.shared-B.json")
                               .read_bytes())
    assert board.bookmarks == [m for m in marks if m.lens == "B"]


# ---------------------------------------------------------------- written back into a file
def test_write_bookmarks_changes_only_the_bookmarks(base, tmp_path):
    path = tmp_path / "g.json"
    path.write_bytes(base)
    marks = [Bookmark(2, "two", "A"), Bookmark(0, "start")]
    B.write_bookmarks(path, marks)
    doc, was = json.loads(path.read_bytes()), json.loads(base)
    assert doc.pop("bookmarks") == [m.to_dict() for m in (marks[1], marks[0])]
    assert doc == was
    assert (tmp_path / "g.json.bak").read_bytes() == base  # the file before, kept
    assert B.read_bookmarks(path) == [marks[1], marks[0]]
    B.write_bookmarks(path, [])
    assert path.read_bytes() == base  # no bookmarks: the file as it was, byte for byte
    assert B.read_bookmarks(base) == []


@pytest.mark.parametrize("name", ["v1-SC-001.json", "v5-position.json", "v8-players.json",
                                  "v10-random-2026.json", "v10-checkpoints.json"])
def test_an_older_save_written_back_is_migrated_and_its_original_kept(tmp_path, name, capsys):
    path = tmp_path / name
    shutil.copyfile(SAVES / name, path)
    original = path.read_bytes()
    before = storage.load_game(path)
    end = len(before.log)
    B.write_bookmarks(path, [Bookmark(end, "the end", None), Bookmark(0, "setup", "A"
                                                                      if "A" in
                                                                      before.state.players
                                                                      else None)])
    assert (tmp_path / (name + ".bak")).read_bytes() == original  # nothing the user saved lost
    doc = json.loads(path.read_bytes())
    assert doc["schema_version"] == SCHEMA_VERSION and len(doc["bookmarks"]) == 2
    after = storage.load_game(path)
    assert game_state(after) == game_state(before)
    old = json.loads(original)
    assert (doc["title"], doc["created"], doc["modified"], doc["created_with"]) == (
        old["title"], old["created"], old["modified"], old["created_with"])
    assert main(["validate", str(path)]) == 0
    assert "OK: tabletop-save v11" in capsys.readouterr().out


def test_write_bookmarks_refuses_an_export_or_a_bad_bookmark_and_writes_nothing(base,
                                                                               tmp_path):
    path = tmp_path / "shared.json"
    path.write_bytes(storage.export_for(fresh(base), "B"))
    was = path.read_bytes()
    with pytest.raises(storage.SaveError, match="redacted export"):
        B.write_bookmarks(path, [Bookmark(1, "x", "B")])
    game_path = tmp_path / "g.json"
    game_path.write_bytes(base)
    with pytest.raises(BookmarkError, match="a seat of this game"):
        B.write_bookmarks(game_path, [Bookmark(1, "x", "Mallory")])
    assert path.read_bytes() == was and game_path.read_bytes() == base
    assert not (tmp_path / "g.json.bak").exists() and sorted(p.name for p in tmp_path.iterdir()) \
        == ["g.json", "shared.json"]


# ---------------------------------------------------------------- shared, redacted for a seat
def _tokens(game, rng: random.Random) -> dict:
    """A note in every lens at random entries, each with a canary token of its own."""
    out: dict = {}
    for i, lens in enumerate([None, *game.state.players] * 3):
        token = f"CANARY{i}x{lens or 'judge'}"
        B.add_bookmark(game, rng.randint(0, len(game.log)), f"note {token}\nsaw it", lens)
        out[token] = lens
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_an_export_for_a_seat_carries_its_notes_and_no_other(seed):
    if seed == 3:  # three seats
        rng = random.Random(seed)
        game = new_game(random_setup(rng, 30, players=("A", "B", "C"), tag="3p"), seed=seed)
        play_random(game, rng, 80)
    else:
        game = random_game(seed, 80, n_cards=30)
    tokens = _tokens(game, random.Random(seed))
    for seat in [*game.state.players, None]:
        data = storage.export_for(game, seat)
        for token, lens in tokens.items():
            assert (token.encode() in data) == (seat is not None and lens == seat), \
                (seat, token)
        board = review.load_export(data)
        assert board.bookmarks == [m for m in B.bookmarks(game)
                                   if seat is not None and m.lens == seat]
        assert storage.validate_bytes(data).kind == "shared"


def test_a_judge_note_naming_a_hidden_card_never_reaches_the_seat(base):
    game = fresh(base)
    bare = storage.export_for(game, "B")
    hidden = [game.state.facts[c.facts]["name"] for c in game.state.cards.values()
              if game.state.facts[c.facts]["name"].encode() not in bare]
    assert hidden, "a card B never knew"
    B.add_bookmark(game, 1, f"judge: A holds {hidden[0]}", None)
    B.add_bookmark(game, 2, f"A: I hold {hidden[0]}", "A")
    B.add_bookmark(game, 3, "B: what does A hold?", "B")
    data = storage.export_for(game, "B")
    assert hidden[0].encode() not in data
    assert review.load_export(data).bookmarks == [Bookmark(3, "B: what does A hold?", "B")]
    assert hidden[0].encode() in storage.export_for(game, "A")


@pytest.mark.parametrize("change, why", [
    (lambda d: d.update(bookmarks=[{"entry": 1, "note": "", "lens": "A"}]),
     "bookmarks[0]: a redacted export carries only the notes of its own seat's lens"),
    (lambda d: d.update(bookmarks=[{"entry": 1, "note": "", "lens": None}]),
     "bookmarks[0]: a redacted export carries only"),
    (lambda d: d.update(bookmarks=[{"entry": 10**6, "note": "", "lens": "B"}]),
     "bookmarks[0]: a bookmark marks a position from 0 to"),
    (lambda d: d.update(seat=None, bookmarks=[{"entry": 1, "note": "", "lens": "B"}]),
     "and this one is a spectator's")])
def test_an_export_with_notes_not_its_seat_s_is_refused(base, change, why):
    doc = json.loads(storage.export_for(fresh(base), "B"))
    change(doc)
    with pytest.raises(storage.SaveError, match=re.escape(why)):
        review.load_export(json.dumps(doc).encode())


def test_older_exports_read_with_no_bookmarks():
    for path in sorted(SAVES.glob("v*.shared-*.json")):
        board = review.load_export(path.read_bytes())
        if not path.name.startswith(f"v{SCHEMA_VERSION}-bookmarks"):
            assert board.bookmarks == [], path.name


def test_a_game_played_on_after_bookmarks_exports_and_saves_them(base):
    game = fresh(base)
    B.add_bookmark(game, len(game.log), "here", "B")
    play_random(game, random.Random(5), 10)
    assert review.load_export(storage.export_for(game, "B")).bookmarks == [
        Bookmark(len(fresh(base).log), "here", "B")]
