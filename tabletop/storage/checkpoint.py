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

from operator import attrgetter
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
_OPTIONAL_DEFAULTS = tuple((f, _DEFAULTS[f], type(_DEFAULTS[f])) for f in _OPTIONAL)
_optional_values = attrgetter(*_OPTIONAL)  # (their values at once, in C)


class CheckpointError(ValueError):
    """A checkpoint that is not a board this version can build."""


def card_record(card) -> dict:
    """A card as a checkpoint stores it: its fields, but those that hold their default."""
    d: dict = {"id": card.id, "facts": card.facts, "owner": card.owner, "zone": card.zone}
    for (f, default, kind), v in zip(_OPTIONAL_DEFAULTS, _optional_values(card), strict=True):
        if v != default or type(v) is not kind:
            d[f] = v
    if card.controller != card.owner:
        d["controller"] = card.controller
    return d


def record(st: GameState, facts: dict, entries: int) -> dict:
    """The checkpoint of the board `st` after `entries` log entries; `facts`: the card facts the
    save holds beside its setup (those the board added or lost since are recorded apart)."""
    return record_since(st, facts, entries, {}, set())[0]


def build(rec: dict, players: list[str], facts: dict, *, parse: bool = True) -> GameState:
    """The board a (schema-checked) checkpoint holds. CheckpointError if its pieces do not fit
    together (the caller checks the invariants of the rules on what it gives). `parse`: parse
    its cards' facts at once (False: a record of a game's own board, whose facts it parsed)."""
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
    if parse:
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


# ---------------------------------------------------------------- intermediate checkpoints (v10)
# A long game's save also holds the board every `CHECKPOINT_EVERY` log entries (`steps`), each
# stored as a step from the one before (the first from the setup's board): the game's fields,
# the cards that differ (`cards`, in the game's order; a card `gone` or out of its place is
# listed in `gone`, and again in `cards` when it is back, at the end), the zones that differ,
# and the effects and card facts when they differ. `tabletop.storage.review.game_at` builds the
# nearest one at or before the entry it seeks, then replays at most this many entries.
# 5,000: the 20,000-event benchmark game (2,400 objects, 15,000 entries) has 2 (+6.4% on its
# 8.5 MB file; every 2,000 gave 7, +11.8%); a seek builds one (~13 ms) and replays up to 5,000
# entries (~15 ms), well within issue 31's 100 ms, or takes entries back from the end. A load
# checks each (recording again only the cards its entries touched), which costs more with each
# one (measured on that game, paired with a load of the same file without them: +12% at
# 5,000, +33% at 2,000, on a machine at load average 7).
CHECKPOINT_EVERY = 5_000


def by_id(rec: dict) -> dict:
    """A record's cards by id (in the record's order)."""
    return {c["id"]: c for c in rec["cards"]}


def step(prev: dict, cards_prev: dict, cur: dict, cards_cur: dict,
         touched: set | None = None) -> dict:
    """The step from the record `prev` to the record `cur` (`cards_prev`, `cards_cur`: their
    cards by id). `touched`: the only cards that may differ (None: any); the others are taken
    to be equal."""
    kept, gone, appended = _order_split(list(cards_prev), list(cards_cur))
    cards = [cards_cur[cid] for cid in kept if (touched is None or cid in touched)
             and cards_cur[cid] != cards_prev[cid]]
    cards += [cards_cur[cid] for cid in appended]
    out: dict = {"entries": cur["entries"], "game": cur["game"], "cards": cards}
    if gone:
        out["gone"] = gone
    out["zones"] = {k: v for k, v in cur["zones"].items() if prev["zones"].get(k) != v}
    if cur["effects"] != prev["effects"]:
        out["effects_gone"], out["effects"] = _effects_step(prev["effects"], cur["effects"])
    out.update(_facts_step(prev, cur))
    return out


def _facts_step(prev: dict, cur: dict) -> dict:
    """The card facts part of a step: those added since the setup that are new or differ,
    those no more, and the setup's facts gone (whole) when they differ."""
    out: dict = {}
    fa, fb = prev.get("facts") or {}, cur.get("facts") or {}
    facts = {k: v for k, v in fb.items() if k not in fa or fa[k] != v}
    if facts:
        out["facts"] = facts
    drop = [k for k in fa if k not in fb]
    if drop:
        out["facts_drop"] = drop
    if cur.get("facts_gone") != prev.get("facts_gone"):
        out["facts_gone"] = cur.get("facts_gone") or []
    return out


def _effects_step(a: list, b: list) -> tuple[list, list]:
    """The ids of the effects of `a` gone from `b` (or out of their place), and those added
    after the ones kept (effects are added at the end, so it is most often just those added);
    every effect of `a`, and `b` whole, when an effect's id is not its alone or a kept one
    differs."""
    ids_a, ids_b = [e["id"] for e in a], [e["id"] for e in b]
    kept, gone, added = _order_split(ids_a, ids_b)
    if len(set(ids_a)) == len(ids_a) and len(set(ids_b)) == len(ids_b) and \
            b[:len(kept)] == [e for e in a if e["id"] in set(kept)]:
        return gone, b[len(kept):]
    return ids_a, list(b)


def _order_split(a: list, b: list) -> tuple[list, list, list]:
    """The ids of `b` that keep their place from `a` (`a`'s order: the cards of `b` up to the
    first that is new or out of place), the ids of `a` that are gone or out of place, and the
    ids of `b` after the kept ones (added at the end, in `b`'s order)."""
    b_set = set(b)
    survivors = [cid for cid in a if cid in b_set]
    n = 0
    for cid in b:
        if n < len(survivors) and cid == survivors[n]:
            n += 1
        else:
            break
    kept = survivors[:n]
    kept_set = set(kept)
    return kept, [cid for cid in a if cid not in kept_set], b[n:]


def apply_step(prev: dict, cards_prev: dict, st: dict) -> tuple[dict, dict]:
    """The record a step `st` leads to from the record `prev`, and its cards by id."""
    cards = dict(cards_prev)
    for cid in st.get("gone") or ():
        if cards.pop(cid, None) is None:
            raise CheckpointError(f"gone: {cid!r} is not a card of the board before")
    for c in st["cards"]:
        cards[c["id"]] = c  # in its place, or (new, or gone and back) at the end
    zones = dict(prev["zones"])
    for k, v in st["zones"].items():
        if k not in zones:
            raise CheckpointError(f"zones: {k!r} is not a zone of this game")
        zones[k] = v
    effects = prev["effects"]
    if "effects" in st:
        gone = set(st.get("effects_gone") or ())
        effects = [e for e in effects if e["id"] not in gone] + st["effects"]
    out = {"entries": st["entries"], "game": st["game"], "cards": list(cards.values()),
           "zones": zones, "effects": effects}
    drop = set(st.get("facts_drop") or ())
    facts = {k: v for k, v in (prev.get("facts") or {}).items() if k not in drop}
    facts.update(st.get("facts") or {})
    if facts:
        out["facts"] = facts
    facts_gone = st["facts_gone"] if "facts_gone" in st else prev.get("facts_gone")
    if facts_gone:
        out["facts_gone"] = facts_gone
    return out, cards


def touched(entries) -> set:
    """The ids of the cards that the (replayed) log entries' changes name, and other names
    beside (a change's second item: a card's id for `set` and `move`, its record for `card+`
    and `card-`, a field, zone, facts key or index for the others): a set that holds every card
    they may have changed (`GameState.apply_change` changes a card by those four alone)."""
    return {x if type(x := ch[1]) is not dict else x["id"]
            for entry in entries for ev in entry.events for ch in ev.changes}


def record_since(st: GameState, facts: dict, entries: int, prev_cards: dict,
                 changed: set) -> tuple[dict, dict]:
    """`record(st, facts, entries)` and its cards by id, when only the cards `changed` may
    differ from `prev_cards` (the cards by id of the record of an earlier board of `st`)."""
    game = {f: getattr(st, f) for f in GAME_FIELDS}
    game["mode"] = str(st.mode)
    cards = {cid: card_record(c) if cid in changed or cid not in prev_cards else prev_cards[cid]
             for cid, c in st.cards.items()}
    out: dict = {"entries": entries, "game": game, "cards": list(cards.values()),
                 "zones": {k: list(v) for k, v in st.zones.items()},
                 "effects": list(st.effects)}
    added = {k: v for k, v in st.facts.items() if facts.get(k) is not v and facts.get(k) != v}
    gone = [k for k in facts if k not in st.facts]
    if added:
        out["facts"] = added
    if gone:
        out["facts_gone"] = gone
    return out, cards
