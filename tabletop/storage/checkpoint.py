"""Checkpoints: the board after a game's log, stored beside the log (save format v8).

A long game's log takes longer to check and replay than its file takes to parse, so a save also
holds the board the log leads to (`record(state, facts)`, the file's `checkpoint`). Opening a save
(`codec.open_save`) builds that board first (`build(record, players, facts)`), for a window to
paint at once, read-only; the log is then checked and replayed as every load does, and its board
compared with the checkpoint (`difference`): a file whose log and checkpoint disagree is refused
(a `SaveError` naming the first difference), never opened as either. `tabletop validate` and
every other reader of a whole game do the full check at once.

The record is plain JSON in one canonical form (cards in the game's order with their default
fields left out, zones by key, effects in order, the game's fields), so that the same board gives
the same bytes. The board is rebuilt through the state's own primitive changes (`card+`, `order`,
`eff+`, `facts+`, `g`), so whatever the state keeps beside its fields stays as a replay keeps it;
a record that does not fit them, or breaks an invariant of the rules, is a `CheckpointError`.

Pure: no IO, no Qt.
"""

from __future__ import annotations

from typing import Any

from tabletop.model.cards import CardFactsError, parsed_facts
from tabletop.model.modes import Mode
from tabletop.model.state import CARD_FIELDS, GAME_FIELDS, GameState, StateError

# a card's fields left out of a record when they hold these (CardState's defaults)
_DEFAULTS: dict[str, Any] = {"token": False, "obj": 0, "tapped": False, "counters": {},
                             "damage": 0, "attached_to": None, "pos": None, "face_down": None,
                             "revealed": [], "ts": 0, "since_turn": 0, "permission": None,
                             "transformed": False, "cast_from": None, "cast_method": None,
                             "known": [], "note": None}
_OPTIONAL = tuple(f for f in CARD_FIELDS if f in _DEFAULTS)


class CheckpointError(ValueError):
    """A checkpoint that is not a board this version can build."""


def card_record(card) -> dict:
    """A card as a checkpoint stores it: its fields, but those that hold their default."""
    d: dict = {"id": card.id, "facts": card.facts, "owner": card.owner, "zone": card.zone}
    get = card.__getattribute__
    for f in _OPTIONAL:
        v = get(f)
        if v != _DEFAULTS[f] or type(v) is not type(_DEFAULTS[f]):
            d[f] = v
    if card.controller != card.owner:
        d["controller"] = card.controller
    return d


def record(st: GameState, facts: dict, entries: int) -> dict:
    """The checkpoint of the board `st` after `entries` log entries; `facts`: the card facts the
    save holds beside its setup (those the board added or lost since are recorded apart)."""
    game = {f: getattr(st, f) for f in GAME_FIELDS}
    game["mode"] = str(st.mode)
    out: dict = {"entries": entries, "game": game,
                 "cards": [card_record(c) for c in st.cards.values()],
                 "zones": {k: list(v) for k, v in st.zones.items()},
                 "effects": list(st.effects)}
    added = {k: v for k, v in st.facts.items() if facts.get(k) is not v and facts.get(k) != v}
    gone = [k for k in facts if k not in st.facts]
    if added:
        out["facts"] = added
    if gone:
        out["facts_gone"] = gone
    return out


def build(rec: dict, players: list[str], facts: dict) -> GameState:
    """The board a (schema-checked) checkpoint holds. CheckpointError if its pieces do not fit
    together (the caller checks the invariants of the rules on what it gives)."""
    st = GameState(players)
    apply = st.apply_change
    try:
        gone = set(rec.get("facts_gone") or ())
        for key, d in facts.items():
            if key not in gone:
                apply(["facts+", key, d])
        for key, d in (rec.get("facts") or {}).items():
            apply(["facts+", key, d])
        for d in rec["cards"]:
            if d["id"] in st.cards:
                raise CheckpointError(f"cards: {d['id']!r} twice")
            apply(["card+", d, 0])
        zones = rec["zones"]
        if set(zones) != set(st.zones):
            raise CheckpointError(f"zones: the zones of this game's players are "
                                  f"{', '.join(sorted(st.zones))}")
        cards = st.cards
        for key, ids in zones.items():  # (each card's own id object: a quicker search)
            apply(["order", key, st.zones[key], [cards[i].id if i in cards else i for i in ids]])
        for i, eff in enumerate(rec["effects"]):
            apply(["eff+", i, eff])
        for f, v in rec["game"].items():
            apply(["g", f, getattr(st, f), Mode(v) if f == "mode" else v])
    except (StateError, LookupError, TypeError, ValueError) as exc:
        if isinstance(exc, CheckpointError):
            raise
        raise CheckpointError(f"not a board this version can build ({exc})") from None
    _parse_facts(st)
    return st


def _parse_facts(st: GameState) -> None:
    """Parse the facts of the board's cards (what painting them reads) as facts that passed the
    save schema (they did: the checkpoint's and the save's), into the cache of parsed card facts
    that `GameState.facts_of` reads (`cards.parsed_facts`)."""
    facts, seen = st.facts, set()
    for card in st.cards.values():
        key = card.facts
        if key not in seen:
            seen.add(key)
            d = facts.get(key)
            if d is None:
                raise CheckpointError(f"cards: {card.id!r} has unknown facts {key!r}")
            try:
                parsed_facts(d, checked=True)
            except CardFactsError as exc:
                raise CheckpointError(f"facts {key!r}: {exc}") from None


def difference(have: dict, want: dict) -> str | None:
    """The first way the checkpoint `want` (as stored) differs from `have` (the record of the
    board the log leads to), in words; None when they are the same board."""
    if have == want:
        return None
    if have.get("entries") != want.get("entries"):
        return (f"it is of the board after {want.get('entries')} log entries, the log has "
                f"{have.get('entries')}")
    a_cards = {c["id"]: c for c in have["cards"]}
    b_cards = {c["id"]: c for c in want["cards"]}
    for cid in a_cards.keys() | b_cards.keys():
        a, b = a_cards.get(cid), b_cards.get(cid)
        if a != b:
            return _card_difference(cid, a, b)
    if list(a_cards) != list(b_cards):
        return "its cards are in another order than the log's"
    for key in have["zones"].keys() | want["zones"].keys():
        if have["zones"].get(key) != want["zones"].get(key):
            return f"the order of {key} is not the one the log leads to"
    for part, what in (("game", "the game's"), ("effects", "the continuous effects"),
                       ("facts", "the card facts added"), ("facts_gone", "the card facts gone")):
        if have.get(part) != want.get(part):
            field = next((k for k in (have.get(part) or {}) if isinstance(have.get(part), dict)
                          and have[part].get(k) != (want.get(part) or {}).get(k)), None)
            return f"{what} {field or 'fields'} differ from the log's" if part == "game" \
                else f"{what} differ from the log's"
    return "it differs from the board the log leads to"


def _card_difference(cid: str, a: dict | None, b: dict | None) -> str:
    if a is None:
        return f"it holds a card {cid!r} that the log never made"
    if b is None:
        return f"it leaves out card {cid!r}, which the log leads to"
    for f in CARD_FIELDS:
        if a.get(f, _DEFAULTS.get(f)) != b.get(f, _DEFAULTS.get(f)):
            return f"card {cid!r}: its {f} is {_short(b.get(f, _DEFAULTS.get(f)))}, " \
                   f"the log leads to {_short(a.get(f, _DEFAULTS.get(f)))}"
    return f"card {cid!r} differs from the log's"


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
