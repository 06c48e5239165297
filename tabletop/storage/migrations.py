"""Migrations of save files from older format versions: plain dict -> dict steps.

`MIGRATIONS[v]` turns a version-`v` document into a version-`v + 1` one (and sets its
`schema_version`). `migrate(doc, have, want)` chains the steps. Version 1 is the first release of
the format; tests register a synthetic version 0 to exercise the chain.
Every released version keeps golden files under `tests/data/saves/`, which must load forever.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from tabletop.model.events import RENAMED_EVENTS
from tabletop.model.state import first_holder

Migration = Callable[[dict], dict]
MIGRATIONS: dict[int, Migration] = {}


class MigrationError(ValueError):
    """A document no chain of migrations can bring to the current version."""


def migration(from_version: int) -> Callable[[Migration], Migration]:
    """Register a step from `from_version` to `from_version + 1`."""
    def deco(fn: Migration) -> Migration:
        if from_version in MIGRATIONS:
            raise ValueError(f"a migration from v{from_version} exists already")
        MIGRATIONS[from_version] = fn
        return fn
    return deco


def migrate(doc: dict, have: int, want: int) -> dict:
    if have > want:
        raise MigrationError(f"version {have} is newer than {want}")
    out = copy.deepcopy(doc)
    for v in range(have, want):
        step = MIGRATIONS.get(v)
        if step is None:
            raise MigrationError(f"version {have} is not one this version of tabletop can "
                                 f"migrate (no step from v{v})")
        try:
            out = step(out)
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise MigrationError(f"the v{v} file does not migrate: {exc!r}") from None
        if not isinstance(out, dict):
            raise MigrationError(f"the step from v{v} gave no document")
        out["schema_version"] = v + 1
    return out


@migration(1)
def _v1_to_v2(doc: dict) -> dict:
    """v2 adds optional card text and image fields to the facts (`oracle_text`, `printed_text`,
    `flavor_name`, `scryfall_id`, `image_uris`): a v1 file holds none of them and means the
    same in v2."""
    return doc


@migration(2)
def _v2_to_v3(doc: dict) -> dict:
    """v3 adds the table actions (life, counters on players, tokens, dice, notes, arrows,
    library tools, mulligans) and the setup's starting `life` and `player_counters` (absent: 20
    life, no counters: what a v2 game had); the event kind `created_token` is now
    `token_created` (SCENARIOS.md), and so is its journal key in a shared export."""
    if doc.get("kind") == "shared":
        board, players = doc.get("board"), doc.get("players") or ()
        if isinstance(board, dict):  # what a v2 game had: 20 life, no counters nor arrows
            board.setdefault("life", {p: 20 for p in players})
            board.setdefault("player_counters", {p: {} for p in players})
            board.setdefault("arrows", [])
            for o in board.get("objects") or ():
                if isinstance(o, dict):
                    o.setdefault("note", None)
        for line in doc.get("log") or ():
            key = line.get("key") if isinstance(line, dict) else None
            if isinstance(key, str) and key.startswith("log."):
                line["key"] = "log." + RENAMED_EVENTS.get(key[4:], key[4:])
        return doc
    for entry in doc.get("log") or ():
        for ev in (entry.get("events") or ()) if isinstance(entry, dict) else ():
            if isinstance(ev, dict) and ev.get("kind") in RENAMED_EVENTS:
                ev["kind"] = RENAMED_EVENTS[ev["kind"]]
    return doc


@migration(3)
def _v3_to_v4(doc: dict) -> dict:
    """v4 adds the optional ability facts (`hints`) of a copy effect's values: a v3 copy effect
    has none, which v4 reads as a copy of no ability the rules know of, as v3 did."""
    return doc


@migration(4)
def _v4_to_v5(doc: dict) -> dict:
    """v5 lets a setup's cards start exiled face down and known to players beyond their place
    (positions, issue 16): a v4 setup has neither and means the same in v5."""
    return doc


@migration(5)
def _v5_to_v6(doc: dict) -> dict:
    """v6 adds the command `chat` and its event `said` (a line of chat, public, changing
    nothing): a v5 file has no chat and means the same in v6; a v5 shared export's journal lines
    are read as they are."""
    return doc


@migration(6)
def _v6_to_v7(doc: dict) -> dict:
    """v7 adds seat authority: the commands `answer`, `withdraw` and `set_trust`, the result
    `requested`, the events of requests and of table trust, the game fields `requests`,
    `next_request` and `trust`, and the setup's optional `trust`: a v6 file has no requests and
    no trust, and means the same in v7; a v6 shared export's board and journal lines are read
    as they are."""
    return doc


@migration(7)
def _v7_to_v8(doc: dict) -> dict:
    """v8 adds a game's optional `checkpoint` (the board after its log, `checkpoint.py`): a v7
    game has none and loads by replaying its log, as it did; a v7 shared export is read as it
    is."""
    return doc


@migration(8)
def _v8_to_v9(doc: dict) -> dict:
    """v9 adds priority: the commands `pass_priority` and `finish_resolution`, the events
    `priority`, `priority_passed` and `resolution_finished`, and the game fields `priority`,
    `priority_passed` and `resolving`. A v8 log has none of them, so replaying it leaves the
    fields as its setup starts them (`state.first_holder`: the active player, none in the
    untap or cleanup step or the pregame), no passes, no resolution: its checkpoint gets
    those values; a v8 shared export is read as it is."""
    if doc.get("kind") == "game":
        _priority_at_checkpoint(doc)
    return doc


def _priority_at_checkpoint(game: dict) -> None:
    """The v9 priority fields of a v8 game's checkpoint, as the replay of its log gives them."""
    cp = game.get("checkpoint")
    if not isinstance(cp, dict) or not isinstance(cp.get("game"), dict):
        return
    turn = (game.get("setup") or {}).get("turn") or {}
    players = (game.get("setup") or {}).get("players") or [None]
    step, active = turn.get("step", "main1"), turn.get("active", players[0])
    fields = cp["game"]
    fields.setdefault("priority", first_holder(step, active))
    fields.setdefault("priority_passed", [])
    fields.setdefault("resolving", None)


@migration(9)
def _v9_to_v10(doc: dict) -> dict:
    """v10 adds a long game's optional `checkpoints` (the board every few thousand log entries,
    as steps, `checkpoint.py`): a v9 game has none and seeks from its setup, as it did; a v9
    shared export is read as it is."""
    return doc


@migration(10)
def _v10_to_v11(doc: dict) -> dict:
    """v11 adds the optional `bookmarks` of a game and of a redacted export (notes on log
    positions, `bookmarks.py`): a v10 file has none and means the same in v11."""
    return doc
