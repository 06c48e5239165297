"""The host's incremental seat views (issue 28): after every step of long random games (2 and 4
seats and the spectators; reveals, face-down turns, library searches and looks, control
changes, zone moves, undo and redo, the game's end), each subject's update, applied to what it
held, is exactly its full view (`board_for` + the library cards it knows), and the ids it may
name map to the same cards."""

from __future__ import annotations

import random

import pytest

from tabletop.model import commands as C
from tabletop.net import protocol as P
from tabletop.net import views as V
from tabletop.net.netstate import NetState
from tabletop.net.seat import rename_refs
from tabletop.net.seatboard import SeatBoard, board_ops, common_prefix
from tabletop.net.views import copy_lines
from tabletop.rules import new_game
from tabletop.rules.journal import Journal
from tabletop.storage.review import board_for, remap_lines
from tests.storage.gamegen import _actor, random_command, random_setup


def extra_command(rng: random.Random, game) -> C.Command | None:
    """What `random_command` leaves out: library searches and looks, hand reveals to one seat,
    the top card revealed, leaving and ending the game."""
    st = game.state
    p, q = rng.choice(st.players), rng.choice(st.players)
    lib = st.zones[f"{q}:library"]
    roll = rng.random()
    if roll < 0.3 and lib:
        return C.Search(p, owner=q, find=tuple(rng.sample(lib, min(2, len(lib)))),
                        to=rng.choice(("hand", "battlefield", "graveyard", "top")),
                        reveal=rng.random() < 0.5)
    if roll < 0.5:
        return C.LookTop(p, owner=q, n=rng.choice((1, 3)))
    if roll < 0.6:
        return C.Mill(p, 2)
    if roll < 0.75:
        return C.PlayTopRevealed(p, on=rng.random() < 0.6)
    if roll < 0.9:
        hand = st.zones[f"{p}:hand"]
        return hand and C.Reveal(p, rng.choice(hand)) or None
    if roll < 0.95:
        return C.LeaveGame(p) if len(st.players) - len(st.left) > 2 else None
    return C.EndGame()


class Seat:
    """What a subject holds: the last whole view, diffs applied to it; its library cards."""

    def __init__(self) -> None:
        self.board: dict | None = None
        self.library: list = []
        self.log: list[dict] = []
        self.journal: Journal | None = None  # the seat's journal, read on (the reference)

    def take(self, doc: dict) -> None:
        """As `SeatClient` takes an update: the board, the library, the log (cut back to
        `log_from`, renamed as `renamed` says, the new lines added)."""
        self.log = self.log[:doc["log_from"]]
        if doc["renamed"]:
            rename_refs(self.log, doc["renamed"])
        self.log += doc["log"]
        if doc["view"] is not None:
            self.board = doc["view"]
        elif doc["diff"] is not None:
            assert self.board is not None
            self.board = P.apply_diff(self.board, doc["diff"])
        if doc["library"] is not None:
            self.library = doc["library"]


def full(views: V.Views, sv: V.SeatView) -> tuple[dict, list]:
    views.version += 1  # (the full build is cached per version)
    board, library, _, _, _ = views.built(sv)
    return board, library


def check_all(views: V.Views, seats: dict[str, Seat], game) -> None:
    for sv in views.values():
        _, doc = views.update(sv, [], {})
        seats[sv.token].take(doc)
        board, library = full(views, sv)
        assert seats[sv.token].board == board, (sv.player, len(game.log))
        assert seats[sv.token].library == library, (sv.player, len(game.log))
        _, _, _, board_ids, _ = views.built(sv)  # the log names objects as the export does
        seat = seats[sv.token]
        if seat.journal is None:
            seat.journal = Journal(game, sv.player)
        assert seat.log == remap_lines(copy_lines(seat.journal.lines()), board_ids)
        if sv.player is not None:  # the ids it may name are the cards the full view names
            _, _, ids, _, _ = views.built(sv)
            st = game.state
            by_obj = {f"o{c.obj}": cid for cid, c in st.cards.items()}
            assert dict(sv.maps[sv.seq]) == {x: by_obj[o] for o, x in ids.items()}


def play(seed: int, players: tuple[str, ...], steps: int, n_cards: int = 60) -> int:
    rng = random.Random(seed)
    game = new_game(random_setup(rng, n_cards, players=players, tag=f"v{seed}"), seed=seed)
    net = NetState.new(game, seats=list(players), spectators=1)
    views = V.Views(game, net)
    game.subscribe(lambda events, how: views.changed(events))
    seats = {sv.token: Seat() for sv in views.values()}
    check_all(views, seats, game)
    undone: list = []
    done = 0
    for _ in range(steps):
        roll = rng.random()
        if roll < 0.08 and game.log:
            undone.append(game.pop_entry())
        elif roll < 0.12 and undone:
            game.push_entry(undone.pop())
        else:
            cmd = extra_command(rng, game) if roll < 0.3 else random_command(rng, game)
            if cmd is None:
                continue
            actor = (getattr(cmd, "player", None) if isinstance(cmd, (C.Search, C.LookTop))
                     else None if isinstance(cmd, C.EndGame) else _actor(rng, game, cmd))
            if game.apply(cmd, actor, override=rng.random() < 0.3).ok:
                undone.clear()
        done += 1
        check_all(views, seats, game)
    assert views.mismatches == 0
    return done


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_two_seats_follow_their_full_views(seed):
    assert play(seed, ("A", "B"), 250) > 200


@pytest.mark.parametrize("seed", [4, 5])
def test_four_seats_follow_their_full_views(seed):
    assert play(seed, ("A", "B", "C", "D"), 200) > 150


def test_a_game_that_ends_and_is_taken_back():
    rng = random.Random(9)
    game = new_game(random_setup(rng, 50, tag="end"), seed=9)
    net = NetState.new(game)
    views = V.Views(game, net)
    game.subscribe(lambda events, how: views.changed(events))
    seats = {sv.token: Seat() for sv in views.values()}
    check_all(views, seats, game)
    assert game.apply(C.EndGame(), None).ok
    check_all(views, seats, game)
    game.pop_entry()
    check_all(views, seats, game)


def test_a_change_not_seen_builds_the_board_again():
    rng = random.Random(3)
    game = new_game(random_setup(rng, 40, tag="unseen"), seed=3)
    views = V.Views(game, NetState.new(game))
    seats = {sv.token: Seat() for sv in views.values()}
    check_all(views, seats, game)
    game.apply(C.Draw("A", 2), "A")  # (nobody follows the game: the views don't know)
    views.changed(None)
    check_all(views, seats, game)


@pytest.mark.view_mismatch
def test_the_debug_check_finds_a_board_gone_wrong(monkeypatch):
    monkeypatch.setattr(V, "CHECK_SHARE", 1.0)
    rng = random.Random(4)
    game = new_game(random_setup(rng, 40, tag="wrong"), seed=4)
    views = V.Views(game, NetState.new(game))
    game.subscribe(lambda events, how: views.changed(events))
    seats = {sv.token: Seat() for sv in views.values()}
    check_all(views, seats, game)
    sv = views.values()[0]
    assert sv.board is not None
    vid = next(iter(sv.board.objs))
    sv.board.objs[vid] = {**sv.board.objs[vid], "tapped": "wrong"}  # a bug's effect
    sv.board.dirty.add(vid)
    game.apply(C.Life("A", delta=1), "A")
    check_all(views, seats, game)  # the seat got its full view
    assert views.mismatches == 1


def test_a_diff_names_the_changed_objects_alone():
    """A change to one object of a large board: the diff copies the rest (the common
    beginning and end found by comparing slices); an object taken out and one added: the
    rest is copied from where it was."""
    order = [f"o{i}" for i in range(5000)]
    old_ids = {v: f"x{i}" for i, v in enumerate(order, 1)}
    ops, fresh = board_ops(order, old_ids, order, old_ids, {"o2500"})
    assert fresh == 1 and ops == [["c", 0, 2500], ["n", ["o2500"]], ["c", 2501, 2499]]
    new = order[:10] + order[11:] + ["o9999"]
    new_ids = {v: f"x{i}" for i, v in enumerate(new, 1)}
    ops, fresh = board_ops(order, old_ids, new, new_ids, {"o9999"})
    assert fresh == 1 and ops == [["c", 0, 10], ["c", 11, 4989], ["n", ["o9999"]]]
    assert common_prefix(order, new) == 10 and common_prefix(order, order[:7]) == 7


def test_a_seat_board_leaves_out_what_the_seat_may_not_know():
    from tests.net.games import canary_game, hidden_from
    game = canary_game(("A", "B"))
    for seat in ("A", "B", None):
        b = SeatBoard(game, seat)
        b.refresh()
        text = repr(b.objs) + repr(b.lib)
        for name in hidden_from(game, seat):
            assert name not in text
        board, _ = board_for(game, seat)
        assert len(b.objs) == len(board["objects"])


def test_a_board_that_fails_to_follow_is_built_whole_and_the_game_goes_on(monkeypatch, caplog):
    from tabletop.net import seatboard as S
    rng = random.Random(6)
    game = new_game(random_setup(rng, 40, tag="fail"), seed=6)
    views = V.Views(game, NetState.new(game))
    game.subscribe(lambda events, how: views.changed(events))
    seats = {sv.token: Seat() for sv in views.values()}
    check_all(views, seats, game)

    def broken(self, key, renamed=None):
        raise KeyError(key)
    monkeypatch.setattr(S.SeatBoard, "_places", broken)
    assert game.apply(C.Draw("A", 1), "A").ok  # (the game's own change is not stopped)
    monkeypatch.undo()
    assert all(sv.board is not None and sv.board.stale for sv in views.values())
    check_all(views, seats, game)
    assert "could not follow a change" in caplog.text


SAVES = __import__("pathlib").Path(__file__).resolve().parents[1] / "data" / "saves"
REAL = sorted(p.name for p in SAVES.glob("v7-*.json") if ".shared-" not in p.name)


@pytest.mark.parametrize("name", REAL)
def test_real_games_replayed_and_taken_back_follow_their_full_views(name):
    """The saved games (the rules scenarios, a library game, the players' table, a long random
    game...), entry by entry from their setup, then every entry taken back."""
    from tabletop.storage import load_game
    from tabletop.storage.review import game_at
    saved = load_game(SAVES / name)
    game = game_at(saved, 0)
    net = NetState.new(game, spectators=1)
    views = V.Views(game, net)
    game.subscribe(lambda events, how: views.changed(events))
    seats = {sv.token: Seat() for sv in views.values()}
    check_all(views, seats, game)
    for entry in saved.log:
        game.push_entry(entry)
        check_all(views, seats, game)
    while game.log:
        game.pop_entry()
        check_all(views, seats, game)
    assert views.mismatches == 0
