"""A long game's intermediate checkpoints (save format v10): kept per game, written, checked.

Each game keeps a chain of checkpoints (`_Link`: after `entries` log entries, the entry it
follows by identity, its record and cards by id, the step from the link before as stored), the
first the setup's board. `written(game, every)` is the chain a save writes (one checkpoint
every `every` entries before the last: those kept are reused, a new one is recorded from the
game when its log is exactly that long, else by replaying the entries since the one before);
`checked_replay(...)` replays a file's log, checking each stored step against the board its
log leads to (only the cards the entries since the step before touched are recorded again);
`nearest(game, n)` is the nearest link at or before `n` for `review.game_at`.

A link is valid while the log entry it follows is still at its place (entries never change;
an undo removes them). Pure: no IO, no Qt.
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass

import orjson

from tabletop.model.game import Game, LogEntry
from tabletop.rules import new_game

from . import checkpoint
from .replay import ReplayError, replay_log
from .schema import MAX_CHECKPOINTS


@dataclass(slots=True)
class _Link:
    entries: int
    after: LogEntry | None  # the log entry it follows (None: the setup's board)
    rec: dict
    cards: dict
    step: dict | None = None  # the step from the link before (None: the setup's board)
    json: bytes | None = None  # `step` as written
    checked: bool = False  # `json` met the format's bounds (`savecheck.check_steps`)


_CHAINS: weakref.WeakKeyDictionary[Game, list[_Link]] = weakref.WeakKeyDictionary()


def _facts(game: Game) -> dict:
    return (game.setup or {}).get("facts") or {}


def chain(game: Game) -> list[_Link]:
    """The links of `game`'s chain that are still valid (the setup's board first), kept."""
    links = _CHAINS.get(game)
    if not links:
        return []
    log = game.log
    n = 1
    while n < len(links) and links[n].entries <= len(log) and \
            log[links[n].entries - 1] is links[n].after:
        n += 1
    del links[n:]
    return links


def _setup_link(game: Game) -> _Link:
    assert game.setup is not None
    st = new_game(game.setup, seed=game.seed).state
    rec = checkpoint.record(st, _facts(game), 0)
    return _Link(0, None, rec, checkpoint.by_id(rec))


def _append(links: list[_Link], after: LogEntry, rec: dict, cards: dict,
            touched: set | None = None) -> _Link:
    prev = links[-1]
    link = _Link(rec["entries"], after, rec, cards,
                 checkpoint.step(prev.rec, prev.cards, rec, cards, touched))
    links.append(link)
    return link


def written(game: Game, every: int) -> list[_Link]:
    """The links whose steps a save of `game` holds, with their JSON: one every `every`
    entries, before its last entry (those kept reused; the others recorded, and kept)."""
    want = list(range(every, len(game.log), every))
    if not want:
        return []
    links = chain(game) or [_setup_link(game)]
    _CHAINS[game] = links
    have = [link.entries for link in links[1:]]
    if have != want[:len(have)]:  # another spacing: from the setup's board again
        del links[1:]
    missing = want[len(links) - 1:]
    if missing:
        _record(game, links, missing)
    for link in links[1:]:
        if link.json is None:
            link.json = orjson.dumps(link.step)
    return links[1:]


def spacing(game: Game, default: int) -> int:
    """The spacing of the checkpoints `game` was loaded with (a file written with another keeps
    it when saved again: loading and saving gives the same bytes), else `default`; `default`
    too when that spacing would make more checkpoints than the format holds."""
    links = chain(game)
    if len(links) < 2:
        return default
    every = links[1].entries
    if any(link.entries != i * every for i, link in enumerate(links)) or \
            len(game.log) // every > MAX_CHECKPOINTS:
        return default
    return every


def record_now(game: Game, every: int) -> None:
    """Keep the checkpoint of the board now when the log is exactly a checkpoint's length (an
    autosave after each action then never replays to record one)."""
    size = len(game.log)
    if size and size % every == 0:
        links = chain(game)
        if links and links[-1].entries == size - every:
            rec = orjson.loads(orjson.dumps(checkpoint.record(game.state, _facts(game), size)))
            _append(links, game.log[-1], rec, checkpoint.by_id(rec))


def _record(game: Game, links: list[_Link], missing: list[int]) -> None:
    """Record the checkpoints after `missing` entries, replaying from the last link."""
    last = links[-1]
    assert game.setup is not None
    if last.entries == 0:
        copy = new_game(game.setup, seed=game.seed)
    else:
        st = checkpoint.build(last.rec, list(game.state.players), _facts(game))
        copy = Game(st, seed=game.seed, arbiter=game.arbiter, setup=game.setup)
    at = last.entries
    for k in missing:
        for entry in game.log[at:k]:
            copy.push_entry(entry)
        rec = checkpoint.record(copy.state, _facts(game), k)
        _append(links, game.log[k - 1], rec, checkpoint.by_id(rec))
        at = k


def nearest(game: Game, n: int) -> _Link | None:
    """The valid link of `game`'s chain nearest at or before entry `n`, but the setup's."""
    best = None
    for link in chain(game)[1:]:
        if link.entries > n:
            break
        best = link
    return best


_LOG_AT = re.compile(r"^log\[(\d+)\]")


def _segment(game: Game, log: list[dict], start: int, stop: int, level: str) -> None:
    """Replay `log[start:stop]` (errors named at their place in the whole log)."""
    try:
        replay_log(game, log[start:stop], level)
    except ReplayError as exc:
        path = _LOG_AT.sub(lambda m: f"log[{int(m.group(1)) + start}]", exc.path)
        raise ReplayError(path, exc.message) from None


def checked_replay(game: Game, doc: dict, level: str) -> str | None:
    """Replay the document's log into the fresh `game` (its setup's board), checking each of
    its `checkpoints` on the way, and keep them as its chain. The first disagreement in words
    (the game is then half-way and thrown away); None when all agree. ReplayError from the
    replay."""
    log, steps, facts = doc["log"], doc.get("checkpoints") or [], doc["facts"]
    if not steps:
        _segment(game, log, 0, len(log), level)
        return None
    rec = checkpoint.record(game.state, facts, 0)
    links = [_Link(0, None, rec, checkpoint.by_id(rec))]
    at = 0
    for i, stored in enumerate(steps):
        k = stored["entries"]
        if not at < k < len(log):
            return (f"checkpoints[{i}].entries: {k} is not after the checkpoint before "
                    f"({at}) and before the end of the log ({len(log)} entries)")
        _segment(game, log, at, k, level)
        prev = links[-1]
        changed = checkpoint.touched(game.log[at:k])
        cur, cards = checkpoint.record_since(game.state, facts, k, prev.cards, changed)
        link = _append(links, game.log[k - 1], cur, cards, changed)
        link.checked = True  # (what the schema took; `link.json` will write it as it is)
        if link.step != stored:
            return f"checkpoints[{i}]: " + _why(prev, stored, cur)
        at = k
    _segment(game, log, at, len(log), level)
    _CHAINS[game] = links
    return None


def final_record(game: Game, facts: dict) -> dict:
    """The record of the board after the whole log of a game `checked_replay` replayed (only
    the cards the entries after its last checkpoint touched recorded again)."""
    links = _CHAINS.get(game)
    if not links or len(links) < 2:
        return checkpoint.record(game.state, facts, len(game.log))
    last = links[-1]
    changed = checkpoint.touched(game.log[last.entries:])
    return checkpoint.record_since(game.state, facts, len(game.log), last.cards, changed)[0]


def _why(prev: _Link, stored: dict, cur: dict) -> str:
    try:
        want, _ = checkpoint.apply_step(prev.rec, prev.cards, stored)
    except checkpoint.CheckpointError as exc:
        return f"not a step from the checkpoint before ({exc})"
    return (f"the board it says the log leads to after {stored['entries']} entries is not the "
            f"one the log leads to: {checkpoint.difference(cur, want) or 'it differs'}")
