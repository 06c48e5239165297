"""The mutable state of one game and the primitive changes that are the only way to alter it.

Every change is a small JSON list (`["set", card, field, old, new]`, ...). Applying a change and
then its inverse restores the state exactly, which is what undo, replay and the event log rest on.
All values held in the state are JSON-native (str, int, bool, None, list, dict) and are replaced,
never mutated in place, so a change can keep references to them safely.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING, Any

from .cards import CardFacts, parsed_facts
from .modes import Mode

if TYPE_CHECKING:
    from .boardindex import BoardIndex

ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "command", "stack")
PRIVATE_ZONES = ("library", "hand", "graveyard", "exile", "command")
SHARED_ZONES = ("battlefield", "stack")
STEPS = ("untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
         "declare_blockers", "combat_damage", "end_combat", "main2", "end", "cleanup")
PREGAME = "pregame"  # the step before turn 1: players take mulligans (103.5); turn number 0
METHODS = ("manifest", "manifest_dread", "cloak", "morph", "megamorph", "disguise", "effect")
GONE = "gone"

CARD_FIELDS = ("id", "facts", "owner", "token", "zone", "obj", "controller", "tapped", "counters",
               "damage", "attached_to", "pos", "face_down", "revealed", "ts", "since_turn",
               "permission", "transformed", "cast_from", "cast_method", "known", "note")


# the card fields the board's index (tabletop.model.boardindex) reads: a change of another
# field, or of a game field, is not its concern
BOARD_FIELDS = frozenset(("face_down", "obj", "facts", "transformed", "zone", "tapped",
                          "controller", "attached_to", "damage", "permission"))

# the game's numberers: each only goes up (a number taken from one is never handed out again)
NUMBERERS = ("next_order", "next_ts", "next_obj", "next_effect", "shuffles", "next_request")


class StateError(ValueError):
    """A change that does not fit the state it is applied to (a corrupt or foreign log)."""


def zone_key(zone: str, owner: str) -> str | None:
    if zone in SHARED_ZONES:
        return zone
    if zone == GONE:
        return None
    return f"{owner}:{zone}"


class CardState:
    """One physical card (or token) and the status of the object it currently is."""

    __slots__ = CARD_FIELDS

    def __init__(self, **kw: Any) -> None:
        self.id: str = kw["id"]
        self.facts: str = kw["facts"]
        self.owner: str = kw["owner"]
        self.token: bool = kw.get("token", False)
        self.zone: str = kw["zone"]
        self.obj: int = kw.get("obj", 0)
        self.controller: str = kw.get("controller") or self.owner
        self.tapped: bool = kw.get("tapped", False)
        self.counters: dict = kw.get("counters") or {}
        self.damage: int = kw.get("damage", 0)
        self.attached_to: str | None = kw.get("attached_to")
        self.pos: list | None = kw.get("pos")
        self.face_down: dict | None = kw.get("face_down")
        self.revealed: list = kw.get("revealed") or []
        self.ts: int = kw.get("ts", 0)
        self.since_turn: int = kw.get("since_turn", 0)
        self.permission: dict | None = kw.get("permission")
        self.transformed: bool = kw.get("transformed", False)
        self.cast_from: str | None = kw.get("cast_from")
        self.cast_method: str | None = kw.get("cast_method")
        # players who know this card by having seen it (SCENARIOS.md "Who knows a card", rule 2),
        # beyond those who know it by place; emptied by the forgetting of rule 3
        self.known: list = kw.get("known") or []
        self.note: str | None = kw.get("note")  # a public note on a permanent (gone on a move)

    def to_dict(self) -> dict:
        return {f: getattr(self, f) for f in CARD_FIELDS}

    @property
    def is_face_down(self) -> bool:
        return self.face_down is not None

    def __repr__(self) -> str:
        return f"<Card {self.id} {self.zone}{' fd' if self.face_down else ''}>"


GAME_FIELDS = ("turn", "active", "step", "lands_played", "next_order", "next_ts", "next_obj",
               "next_effect", "shuffles", "ended", "left", "mode", "restrictions",
               "life", "player_counters", "arrows", "mulligans", "bottom_due", "kept",
               "top_revealed", "cleanup_priority", "next_request", "requests", "trust",
               "priority", "priority_passed", "resolving")


def first_holder(step: str, active: str) -> str | None:
    """Who receives priority as a step begins: the active player (117.3a), but nobody in the
    untap step (502.4), the cleanup step (514.3: unless something triggers in it, 514.3a) or
    the pregame (mulligans, 103.5)."""
    return None if step in ("untap", "cleanup", PREGAME) else active


class GameState:
    """Players, cards, zone orders, continuous effects and the turn."""

    def __init__(self, players: list[str]) -> None:
        self.players: list[str] = list(players)
        self.cards: dict[str, CardState] = {}
        self.zones: dict[str, list[str]] = {"battlefield": [], "stack": []}
        for p in players:
            for z in PRIVATE_ZONES:
                self.zones[f"{p}:{z}"] = []
        self.effects: list[dict] = []
        self._effects_index = EffectIndex()
        # what the rules look up on every change (tabletop.model.boardindex), built when first
        # asked for and kept up to date by `apply_change`
        self._board: BoardIndex | None = None
        self.facts: dict[str, dict] = {}  # key -> card facts dict (the JSON shape)
        self._parsed: dict[str, CardFacts] = {}
        # values derived from card facts alone, keyed (facts key, what): never part of the state
        self.printed_cache: dict[tuple, object] = {}
        self.turn: int = 1
        self.active: str = players[0]
        self.step: str = "main1"
        self.lands_played: dict = {p: 0 for p in players}
        self.next_order: int = 1
        self.next_ts: int = 1
        self.next_obj: int = 1
        self.next_effect: int = 1
        self.shuffles: int = 0
        self.ended: bool = False
        self.left: list = []
        self.mode: Mode = Mode.STRICT
        self.restrictions: list = []
        self.life: dict = {p: 20 for p in players}  # player -> life total (103.4)
        self.player_counters: dict = {p: {} for p in players}  # player -> {name: n > 0}
        self.arrows: list = []  # [{"frm": id or player, "to": id or player, "by": player}]
        self.mulligans: dict = {p: 0 for p in players}  # mulligans taken (103.5)
        self.bottom_due: dict = {p: 0 for p in players}  # cards still to put on the bottom
        self.kept: list = []  # players who kept their opening hand
        # players who play with the top card of their library revealed (401.5: Future Sight,
        # Courser of Kruphix), in seat order: that card is known to every player by place
        self.top_revealed: list = []
        # something triggered during this cleanup step, so players get priority in it (514.3a)
        self.cleanup_priority: bool = False
        # requests waiting for an answer: one seat's action on another's things (see
        # tabletop.rules.authority), each {"id", "by", "to", "command", "objects", "source"}
        self.next_request: int = 1
        self.requests: list = []
        # table trust: players may act on each other's things without asking (never seeing
        # another's hidden cards that way); off by default
        self.trust: bool = False
        # who holds priority (117.3a-d), None when nobody does (untap step, cleanup step, the
        # pregame, a resolution); the players who passed it in succession since the last action
        # (117.4), in the order they passed; the spell whose resolution is under way (608.2),
        # from its `resolve` until `finish_resolution` (see tabletop.rules.priority)
        self.priority: str | None = first_holder(self.step, self.active)
        self.priority_passed: list = []
        self.resolving: str | None = None

    # -- reading --
    def card(self, card_id: str) -> CardState:
        try:
            return self.cards[card_id]
        except KeyError:
            raise StateError(f"no card {card_id!r} in this game") from None

    def facts_of(self, card: CardState) -> CardFacts:
        """The parsed facts of a card (parsed once per facts key)."""
        key = card.facts
        parsed = self._parsed.get(key)
        if parsed is None:
            parsed = self._parsed[key] = parsed_facts(self.facts[key])
        return parsed

    def effects_of(self, card_id: str, obj: int) -> list[dict]:
        """The effects on one object (a card as the object number `obj`), in the order they
        apply (the order of `effects`). The index's own list: don't change it."""
        return self._effects_index.on(card_id, obj)

    def control_effect(self, card_id: str, obj: int) -> dict | None:
        """The last effect on the object that sets its controller, if any."""
        return self._effects_index.last_control(card_id, obj)

    def timed_effects(self) -> list[dict]:
        """The effects that last until a turn ends (`until_turn`), in the order they apply."""
        return self._effects_index.timed()

    def effect_position(self, eff: dict) -> int:
        """Where an effect (the list's own object) is in `effects` (ValueError if not there)."""
        return self._effects_index.position(self.effects, eff)

    def effect_groups(self):
        """((card id, object number), its effects) for every object with effects."""
        return self._effects_index.groups()

    def board_index(self) -> BoardIndex:
        """The index of what the rules look up on every change (built now if not yet)."""
        board = self._board
        if board is None:
            from .boardindex import BoardIndex
            board = self._board = BoardIndex(self)
        return board

    def drop_board_index(self) -> None:
        """Forget the index: the state was changed by another path than `apply_change` (it is
        built again when next asked for)."""
        self._board = None

    def index_in(self, key: str, card_id: str) -> int:
        """Where a card is in the zone `key` (ValueError if it is not there): on the
        battlefield, found by the board's index when it is built."""
        board = self._board
        if board is not None and key == "battlefield":
            i = board.position(self.zones[key], card_id)
            if i is not None:
                return i
        return self.zones[key].index(card_id)

    def number_effects_as(self, other: GameState) -> None:
        """Number this state's effects as `other` numbers them: a copy of `other` (the same
        effect objects, in the same order) then puts back an effect an undo takes back where
        `other` would (`EffectIndex`)."""
        if [id(e) for e in self.effects] != [id(e) for e in other.effects]:
            raise StateError("only a copy with the very same effects is numbered as another")
        self._effects_index = other._effects_index.copy()

    def zone_of(self, owner: str, zone: str) -> list[str]:
        key = zone_key(zone, owner)
        return [] if key is None else self.zones[key]

    def snapshot(self) -> dict:
        """Everything, as plain data: two states are equal exactly when their snapshots are."""
        return {
            "players": list(self.players),
            "cards": {cid: c.to_dict() for cid, c in sorted(self.cards.items())},
            "zones": {k: list(v) for k, v in sorted(self.zones.items())},
            "effects": [dict(e) for e in self.effects],
            "facts": dict(sorted(self.facts.items())),
            **{f: getattr(self, f) for f in GAME_FIELDS},
        }

    # -- the primitive changes --
    def apply_change(self, ch: list) -> None:
        self._apply(ch)
        board = self._board
        if board is not None and ch[0] != "g" and (ch[0] != "set" or ch[2] in BOARD_FIELDS):
            board.changed(self, ch)

    def _apply(self, ch: list) -> None:
        op = ch[0]
        if op == "set":
            _, cid, fld, _old, new = ch
            setattr(self.card(cid), fld, new)
        elif op == "move":
            _, cid, src, si, dst, di = ch
            card = self.card(cid)
            if src is not None:
                lst = self.zones[src]
                if si >= len(lst) or lst[si] != cid:
                    raise StateError(f"move: {cid} is not at {src}[{si}]")
                del lst[si]
            if dst is not None:
                self.zones[dst].insert(di, card.id)  # (its own id object: a quicker search)
            card.zone = _zone_name(dst)
        elif op == "g":
            _, fld, _old, new = ch
            setattr(self, fld, new)
        elif op == "eff+":
            idx, eff = ch[1], ch[2]
            self._effects_index.add(self.effects, idx, eff)
            self.effects.insert(idx, eff)
        elif op == "eff-":
            idx, eff = ch[1], ch[2]
            if idx >= len(self.effects) or self.effects[idx]["id"] != eff["id"]:
                raise StateError("effect to remove is not where the log says")
            self._effects_index.remove(self.effects[idx])
            del self.effects[idx]
        elif op == "card+":
            d = ch[1]
            if d["id"] in self.cards:
                raise StateError(f"card {d['id']} exists already")
            self.cards[d["id"]] = CardState(**d)
            key = zone_key(d["zone"], d["owner"])
            if key is not None:
                self.zones[key].insert(ch[2], d["id"])
        elif op == "card-":
            d = ch[1]
            card = self.card(d["id"])
            key = zone_key(card.zone, card.owner)
            if key is not None:
                lst = self.zones[key]
                if ch[2] >= len(lst) or lst[ch[2]] != card.id:
                    raise StateError(f"card-: {card.id} is not at {key}[{ch[2]}]")
                del lst[ch[2]]
            del self.cards[d["id"]]
        elif op == "facts+":
            self.facts[ch[1]] = ch[2]
        elif op == "facts-":
            del self.facts[ch[1]]
            self._parsed.pop(ch[1], None)
            for k in [k for k in self.printed_cache if k[0] == ch[1]]:
                del self.printed_cache[k]
        elif op == "order":
            _, key, _old, new = ch
            self.zones[key][:] = new
        else:
            raise StateError(f"unknown change {op!r}")

    def revert_change(self, ch: list) -> None:
        self.apply_change(invert(ch))


class EffectIndex:
    """The continuous effects by the object they apply to, kept beside `GameState.effects` so
    that reading one object's effects or its controller costs nothing like a scan of every
    effect (a view of 5,000 face-down objects under 100,000 effects scanned them all per object:
    98 s).

    Effects are added at the end of the list (`Tx.add_effect`), so the list's order is the order
    they were added; each effect gets a sequence number when added, and an object's effects are
    kept sorted by it. An undo puts a removed effect back where it was, with its own number. An
    effect added anywhere but at the end is refused (no rule does that; a log that does is not
    one the app wrote), so the index's order is always the list's."""

    __slots__ = ("_groups", "_seq", "_next", "_timed")

    def __init__(self) -> None:
        # (card id, object number) -> [numbers, effects, numbers of control effects, those]
        self._groups: dict[tuple, tuple[list, list, list, list]] = {}
        self._seq: dict[int, tuple[int, dict]] = {}  # id(effect) -> (its number, the effect)
        self._next = 0
        self._timed: dict[int, dict] = {}  # number -> effect, for those with an `until_turn`

    def copy(self) -> EffectIndex:
        """An index of the same effects (the same objects), numbered the same."""
        out = EffectIndex()
        for name in self.__slots__:
            v = getattr(self, name)
            setattr(out, name, dict(v) if type(v) is dict else v)
        out._groups = {k: (list(a), list(b), list(c), list(d))
                       for k, (a, b, c, d) in self._groups.items()}
        return out

    def _number(self, eff: dict) -> int | None:
        known = self._seq.get(id(eff))
        return known[0] if known is not None and known[1] is eff else None

    def add(self, effects: list[dict], idx: int, eff: dict) -> None:
        """Before `eff` is inserted at `effects[idx]`."""
        n, new = self._numbered(effects, idx, eff)
        if isinstance(eff, dict) and eff.get("until_turn") is not None:
            self._timed[n] = eff
        try:
            key = (eff["card"], eff["obj"])
            group = self._groups.get(key)
        except TypeError:  # an object number no object has (a list...): it applies to nothing
            return
        params = eff.get("params")
        control = isinstance(params, dict) and "control" in params
        if group is None:
            self._groups[key] = ([n], [eff], [n], [eff]) if control else ([n], [eff], [], [])
        elif new:  # the newest: last of its object's
            group[0].append(n)
            group[1].append(eff)
            if control:
                group[2].append(n)
                group[3].append(eff)
        else:
            _insort(group[0], group[1], n, eff)
            if control:
                _insort(group[2], group[3], n, eff)

    def _numbered(self, effects: list[dict], idx: int, eff: dict) -> tuple[int, bool]:
        """The number of `eff`, about to be inserted at `effects[idx]`, and whether it is new
        (StateError if it can't go there)."""
        known = self._seq.get(id(eff))
        if known is None or known[1] is not eff:  # a new effect: it goes at the end
            if idx != len(effects) or type(idx) is not int:
                raise StateError(f"eff+: an effect is added at the end of the effects (position "
                                 f"{len(effects)}), not at position {idx!r}")
            n = self._next
            self._next = n + 1
            self._seq[id(eff)] = (n, eff)
            return n, True
        # put back where it was (an undo): between the effects that were around it
        n = known[0]
        if type(idx) is not int or not 0 <= idx <= len(effects):
            raise StateError(f"eff+: no position {idx!r} in the effects")
        before = self._number(effects[idx - 1]) if idx else -1
        after = self._number(effects[idx]) if idx < len(effects) else self._next
        if before is None or after is None or not before < n < after:
            raise StateError("eff+: an effect put back out of the order effects were added")
        return n, False

    def remove(self, eff: dict) -> None:
        """Before `eff` (the list's own object) is taken off the effects."""
        n = self._number(eff)
        if n is not None:
            self._timed.pop(n, None)
        try:
            key = (eff["card"], eff["obj"])
            group = self._groups.get(key)
        except TypeError:
            return
        if group is None or n is None:
            return
        for seqs, effs in ((group[0], group[1]), (group[2], group[3])):
            i = bisect_left(seqs, n)
            if i < len(seqs) and seqs[i] == n:
                del seqs[i], effs[i]
        if not group[0]:
            del self._groups[key]

    def timed(self) -> list[dict]:
        """The effects that last until a turn (`until_turn`), in the effects' order."""
        timed = self._timed
        return [timed[n] for n in sorted(timed)]

    def position(self, effects: list[dict], eff: dict) -> int:
        """Where `eff` (the list's own object) is in `effects`, found by its number (the list
        is in the order of their numbers); ValueError if it is not there."""
        n = self._number(eff)
        if n is not None:
            seq = self._seq
            i = bisect_left(effects, n, key=lambda e: seq[id(e)][0])
            if i < len(effects) and effects[i] is eff:
                return i
        return effects.index(eff)

    def on(self, card_id: str, obj: int) -> list[dict]:
        group = self._groups.get((card_id, obj))
        return group[1] if group is not None else _EMPTY

    def last_control(self, card_id: str, obj: int) -> dict | None:
        group = self._groups.get((card_id, obj))
        return group[3][-1] if group is not None and group[3] else None

    def groups(self):
        """((card id, object number), its effects) for every object with effects."""
        return ((key, g[1]) for key, g in self._groups.items())


_EMPTY: list = []


def _insort(seqs: list, effs: list, n: int, eff: dict) -> None:
    i = bisect_left(seqs, n) if seqs and seqs[-1] > n else len(seqs)
    seqs.insert(i, n)
    effs.insert(i, eff)


def _zone_name(key: str | None) -> str:
    if key is None:
        return GONE
    return key.split(":", 1)[1] if ":" in key else key


def invert(ch: list) -> list:
    op = ch[0]
    if op == "set":
        return ["set", ch[1], ch[2], ch[4], ch[3]]
    if op == "move":
        return ["move", ch[1], ch[4], ch[5], ch[2], ch[3]]
    if op == "g":
        return ["g", ch[1], ch[3], ch[2]]
    if op == "eff+":
        return ["eff-", ch[1], ch[2]]
    if op == "eff-":
        return ["eff+", ch[1], ch[2]]
    if op == "card+":
        return ["card-", ch[1], ch[2]]
    if op == "card-":
        return ["card+", ch[1], ch[2]]
    if op == "facts+":
        return ["facts-", ch[1], ch[2]]
    if op == "facts-":
        return ["facts+", ch[1], ch[2]]
    if op == "order":
        return ["order", ch[1], ch[3], ch[2]]
    raise StateError(f"unknown change {op!r}")
