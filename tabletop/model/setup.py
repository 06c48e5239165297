"""The initial setup of a game as plain data, and the state it describes.

A setup lists players, the turn, rules mode, table restrictions, card facts by key, and every card
with its zone (zones listed top first, in list order) and status: face down on the battlefield or
the stack (`face_down`: method, entry number, source), or exiled face down (`face_down: {"exile":
true, "may_look": [players]}`), and `known`: the players who know it beyond those who know it by
its place (SCENARIOS.md "Who knows a card", rule 2: a card they looked at). Saves keep the
setup and the event log, like a chess PGN keeps the start position and the moves.
"""

from __future__ import annotations

from .cards import CardFactsError, parsed_facts
from .limits import (
    MAX_CARDS,
    MAX_COUNT,
    MAX_COUNTER_NAME,
    MAX_LIFE,
    MAX_PLAYER_NAME,
    MAX_PLAYERS,
    MAX_SHORT,
)
from .modes import MODES, Mode
from .state import METHODS, PREGAME, STEPS, ZONES, CardState, GameState, first_holder
from .textcheck import shown, text_problem

RESTRICTIONS = ("creature_cards_cannot_enter_from_library_or_graveyard",)


class SetupError(ValueError):
    """A setup that does not describe a game: unknown player, zone, facts or method, or a
    board no game can reach (`rule`: the rule that says why, also named in the message)."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(f"{message} ({rule})" if rule else message)
        self.reason, self.rule = message, rule


# What no game can reach, each with the rule that says why (the position editor refuses each)
RULE_FACE_DOWN_PLACE = "708.9"   # a face-down card leaving the battlefield or stack is revealed
RULE_ENTRY_NUMBER = "708.6"      # face-down objects stay told apart: one entry number each
RULE_TOKEN_PLACE = "111.7"       # a token anywhere else than the battlefield ceases to exist
RULE_AURA_ATTACHED = "704.5m"    # an Aura attached to nothing goes to the graveyard
RULE_ATTACHED_PLACE = "301.5"    # only a permanent is attached, to another permanent
RULE_EXILED_PLACE = "406.3"      # a card exiled face down is in exile


def check_player_name(name: object) -> str:
    """`name` if it is a name a game (and its save) can hold: text of 1 to MAX_PLAYER_NAME
    characters, with no colon (it separates a player from a zone in the game's zone keys,
    `Alice:hand`), no control character (a line break would split a log line) and valid Unicode
    text (`textcheck`); else SetupError, a clear sentence."""
    if not isinstance(name, str) or not name:
        raise SetupError("a player's name can't be empty")
    if len(name) > MAX_PLAYER_NAME:
        raise SetupError(f"a player's name is at most {MAX_PLAYER_NAME} characters; "
                         f"{shown(name, 20)!r}... has {len(name):,}")
    if ":" in name or text_problem(name, None, one_line=True):
        raise SetupError(f"a player's name can't hold a colon or a control character, and is "
                         f"valid Unicode text: {shown(name, 20)!r}")
    return name


def _trust_setup(state: GameState, setup: dict) -> None:
    """Table trust chosen when the game starts (`trust`, off when absent)."""
    trust = setup.get("trust")
    if trust is not None:
        if not isinstance(trust, bool):
            raise SetupError("trust must be true or false")
        state.trust = trust


def _players_setup(state: GameState, setup: dict) -> None:
    """Starting life totals (`life`: one number for every player, or {player: number}; 20 by
    default, 103.4), counters on players (`player_counters`: {player: {name: n}}) and the
    players who play with the top card of their library revealed (`top_revealed`, 401.5), and
    table trust chosen when the game starts (`trust`: true or false, off when absent; see
    `tabletop.rules.authority`)."""
    players = state.players
    _trust_setup(state, setup)
    top = setup.get("top_revealed")
    if top is not None:
        state.top_revealed = _top_revealed(top, players)
    life = setup.get("life")
    if life is not None:
        state.life = _life_totals(life, players)
    counters = setup.get("player_counters")
    if counters is not None:
        state.player_counters = _player_counters(counters, players)


def _top_revealed(top, players: list[str]) -> list[str]:
    """`top_revealed`: the players it lists, each once, in seat order."""
    if not isinstance(top, list) or not all(isinstance(p, str) and p in players
                                            for p in top) or len(set(top)) != len(top):
        raise SetupError("top_revealed must list players, each once")
    return [p for p in players if p in top]


def _life_totals(life, players: list[str]) -> dict:
    """`life`: every player's life total (one number for all, or {player: number}; 20 for a
    player it leaves out), each a whole number within ±MAX_LIFE."""
    if not isinstance(life, dict):
        life = {p: life for p in players}
    for p, n in life.items():
        if p not in players:
            raise SetupError(f"life: {p!r} is not a player")
        if not isinstance(n, int) or isinstance(n, bool) or not -MAX_LIFE <= n <= MAX_LIFE:
            raise SetupError(f"life: {p}'s life total must be a whole number within "
                             f"±{MAX_LIFE:,}")
    return {p: life.get(p, 20) for p in players}


def _player_counters(counters, players: list[str]) -> dict:
    """`player_counters`: {player: {name: count}} for every player (none for one it leaves
    out), a kind at 0 left out."""
    if not isinstance(counters, dict):
        raise SetupError("player_counters must map players to their counters")
    out: dict = {p: {} for p in players}
    for p, kinds in counters.items():
        if p not in players:
            raise SetupError(f"player_counters: {p!r} is not a player")
        if not isinstance(kinds, dict) or not all(
                isinstance(k, str) and 0 < len(k) <= MAX_COUNTER_NAME
                and isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= MAX_COUNT
                for k, n in kinds.items()):
            raise SetupError(f"player_counters: {p}'s counters must map names of 1 to "
                             f"{MAX_COUNTER_NAME} characters to counts of 0 to "
                             f"{MAX_COUNT:,}")
        out[p] = {k: n for k, n in kinds.items() if n}
    return out


def _exile_marker(fd: dict, zone: str, players: list[str], owner: str, where: str) -> dict:
    """The marker of a card exiled face down (`{"exile": true, "may_look": [players]}`: only
    those players may look at it, 406.3; the owner when `may_look` is absent)."""
    if zone != "exile":
        raise SetupError(f"{where}: a card exiled face down in the {zone}: only a card in "
                         "exile is exiled face down", RULE_EXILED_PLACE)
    if fd.get("exile") is not True or set(fd) - {"exile", "may_look"}:
        raise SetupError(f"{where}: a card exiled face down is {{\"exile\": true, "
                         "\"may_look\": [players]}")
    may_look = fd.get("may_look", [owner])
    if not isinstance(may_look, list) or not all(p in players for p in may_look) \
            or len(set(may_look)) != len(may_look):
        raise SetupError(f"{where}: may_look must list players, each once")
    return {"exile": True, "may_look": [p for p in players if p in may_look]}


def build_state(setup: dict, *, facts_checked: bool = False,
                parsed_in: GameState | None = None) -> GameState:
    """The state a setup describes. `facts_checked`: its facts passed the save schema (see
    `CardFacts.from_dict`); only the loader of a save says so. `parsed_in`: a state whose
    parsed facts are taken for those of the setup's facts it holds as the very same dicts (the
    state of the game built from this setup: facts are not parsed again for a second state)."""
    players = _setup_players(setup)
    state = GameState(players)
    _turn_setup(state, setup, players)
    _rules_setup(state, setup)
    _players_setup(state, setup)
    _facts_setup(state, setup, facts_checked, parsed_in)
    entries = _card_entries(setup)
    explicit = {e["face_down"]["order"] for e in entries
                if isinstance(e, dict) and isinstance(e.get("face_down"), dict)
                and isinstance(e["face_down"].get("order"), int)}
    next_free = 1
    orders: dict[int, str] = {}  # entry number -> the card that has it
    for i, e in enumerate(entries):
        next_free = _card_setup(state, i, e, players, explicit, orders, next_free)
    for cid, card in state.cards.items():
        _check_attachment(state, cid, card)
    top = max(orders) if orders else 0
    state.next_order = top + 1 if top else max(next_free, 1)
    state.next_ts = len(entries) + 1  # a timestamp each, from 1 in list order
    return state


def _setup_players(setup: dict) -> list:
    """The setup's players: 1 to MAX_PLAYERS distinct names (`check_player_name`)."""
    players = setup.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= MAX_PLAYERS or not all(
            isinstance(p, str) and p for p in players) or len(set(players)) != len(players):
        raise SetupError(f"players must be a list of 1 to {MAX_PLAYERS} distinct names")
    for p in players:
        check_player_name(p)
    return players


def _turn_setup(state: GameState, setup: dict, players: list) -> None:
    """The turn (`turn`): its active player, step, number (0 exactly in the pregame step) and
    the lands each player played this turn."""
    turn = setup.get("turn") or {}
    active = turn.get("active", players[0])
    if not isinstance(active, str) or active not in players:
        raise SetupError(f"turn.active {active!r} is not a player")
    step = turn.get("step", "main1")
    if not isinstance(step, str) or step not in (*STEPS, PREGAME):
        raise SetupError(f"turn.step {step!r} is not a step")
    number = turn.get("number", 0 if step == PREGAME else 1)
    if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number <= 100_000 \
            or (number == 0) != (step == PREGAME):
        raise SetupError("turn.number must be a whole number from 1, and 0 exactly in the "
                         "pregame step (mulligans, 103.5)")
    state.active, state.step, state.turn = active, step, number
    state.priority = first_holder(step, active)
    lands = turn.get("lands_played") or {}
    for p, n in lands.items():
        if p not in players or not isinstance(n, int) or not 0 <= n <= 100:
            raise SetupError(f"turn.lands_played: bad entry {p!r}")
        state.lands_played[p] = n


def _rules_setup(state: GameState, setup: dict) -> None:
    """The rules mode (`mode`, strict when absent) and the table's restrictions."""
    mode = setup.get("mode", Mode.STRICT)
    if mode not in MODES:
        raise SetupError(f"mode must be one of {', '.join(MODES)}")
    state.mode = Mode(mode)
    restrictions = setup.get("restrictions") or []
    for r in restrictions:
        if r not in RESTRICTIONS:
            raise SetupError(f"unknown restriction {r!r}")
    state.restrictions = list(restrictions)


def _facts_setup(state: GameState, setup: dict, facts_checked: bool,
                 parsed_in: GameState | None = None) -> None:
    """The card facts by key (`facts`), each parsed once here (or taken from `parsed_in`, for
    the very dict it parsed); keys of 1 to MAX_SHORT characters."""
    facts = setup.get("facts") or {}
    held, done = (parsed_in.facts, parsed_in._parsed) if parsed_in is not None else ({}, {})
    for key, d in facts.items():
        parsed = done.get(key) if held.get(key) is d else None
        try:
            if parsed is None:
                parsed = parsed_facts(d, checked=facts_checked)
        except CardFactsError as exc:
            raise SetupError(f"facts {key!r}: {exc}") from None
        state.facts[key] = d
        state._parsed[key] = parsed  # what facts_of would parse again on first use

    for key in facts:
        if not isinstance(key, str) or not 1 <= len(key) <= MAX_SHORT:
            raise SetupError(f"facts: a key is text of 1 to {MAX_SHORT} characters")


def _card_entries(setup: dict) -> list:
    """The setup's cards (`cards`): a list of at most MAX_CARDS entries."""
    entries = setup.get("cards") or []
    if not isinstance(entries, list) or len(entries) > MAX_CARDS:
        n = len(entries) if isinstance(entries, list) else 0
        raise SetupError(f"cards: a game holds at most {MAX_CARDS:,} cards, not {n:,}")
    return entries


def _card_setup(state: GameState, i: int, e, players: list, explicit: set,
                orders: dict, next_free: int) -> int:
    """Put card `i` of the setup (entry `e`) in its zone, numbered in list order (its object
    number and timestamp); `orders`: the entry numbers of face-down cards so far, `explicit`
    those the setup gives, `next_free` the next one to give a face-down card without one.
    Returns the next free entry number then."""
    cid = _card_id(state, i, e)
    where = f"cards[{i}] ({cid})"
    if e.get("facts") not in state.facts:
        raise SetupError(f"{where}: unknown facts {e.get('facts')!r}")
    owner = e.get("owner")
    if not isinstance(owner, str) or owner not in players:
        raise SetupError(f"{where}: owner {owner!r} is not a player")
    zone = e.get("zone")
    if not isinstance(zone, str) or zone not in ZONES:
        raise SetupError(f"{where}: unknown zone {zone!r}")
    controller = e.get("controller") or owner
    if controller not in players:
        raise SetupError(f"{where}: controller {controller!r} is not a player")
    fd = e.get("face_down")
    marker = None
    if isinstance(fd, dict) and "exile" in fd:  # exiled face down (406.3)
        marker = _exile_marker(fd, zone, players, owner, where)
    elif fd is not None:
        marker, next_free = _face_down_marker(fd, zone, cid, where, explicit, orders, next_free)
    counters, pos, known = _card_extras(e, zone, players, where)
    card = CardState(
        id=cid, facts=e["facts"], owner=owner, token=bool(e.get("token", False)), zone=zone,
        obj=state.next_obj, controller=controller, tapped=bool(e.get("tapped", False)),
        counters=dict(counters), damage=int(e.get("damage", 0)),
        attached_to=e.get("attached_to"), pos=None if pos is None else list(pos),
        face_down=marker, ts=i + 1,
        since_turn=0, transformed=bool(e.get("transformed", False)),
        cast_method=(marker or {}).get("method") if zone == "stack" else None,
        known=[p for p in players if p in known])
    state.next_obj += 1
    state.cards[cid] = card
    state.zone_of(owner, zone).append(cid)  # zone is one of ZONES, never GONE
    return next_free


def _card_id(state: GameState, i: int, e) -> str:
    """The id of card `i` of the setup (entry `e`, an object): text of 1 to MAX_SHORT
    characters that no card before it has."""
    if not isinstance(e, dict):
        raise SetupError(f"cards[{i}] must be an object")
    cid = e.get("id")
    if not isinstance(cid, str) or not cid or cid in state.cards:
        raise SetupError(f"cards[{i}]: id missing or used twice ({cid!r})")
    if len(cid) > MAX_SHORT:
        raise SetupError(f"cards[{i}]: an id is at most {MAX_SHORT} characters")
    return cid


def _face_down_marker(fd, zone: str, cid: str, where: str, explicit: set, orders: dict,
                      next_free: int) -> tuple[dict, int]:
    """The marker of a face-down permanent or spell (`face_down`: method, entry number,
    source) and the next free entry number: a card without one takes the lowest that no card
    of the setup gives (`explicit`); no two cards share one (`orders`: number -> card)."""
    if zone not in ("battlefield", "stack"):
        raise SetupError(f"{where}: a face-down card in the {zone}: only "
                         "permanents and spells are face down; a card leaving the "
                         "battlefield or the stack is turned face up",
                         RULE_FACE_DOWN_PLACE)
    method = fd.get("method")
    if method not in METHODS:
        raise SetupError(f"{where}: unknown face-down method {method!r}")
    order = fd.get("order")
    if order is None:
        while next_free in explicit:
            next_free += 1
        order = next_free
        next_free += 1
    if not isinstance(order, int) or not 1 <= order <= 10_000_000:
        raise SetupError(f"{where}: order must be a whole number from 1")
    if order in orders:
        raise SetupError(f"{where}: entry number #{order} is used twice "
                         f"(also by {orders[order]}): each face-down permanent or "
                         "spell has its own, so that they stay told apart",
                         RULE_ENTRY_NUMBER)
    orders[order] = cid
    return ({"order": order, "method": method, "source": fd.get("source"),
             "chars": fd.get("chars")}, next_free)


def _card_extras(e: dict, zone: str, players: list, where: str) -> tuple:
    """A card entry's counters ({name: count}), position on the table (x, y) and the players
    who know it (each once), checked; and that a token is on the battlefield or the stack."""
    counters = e.get("counters") or {}
    if not isinstance(counters, dict) or not all(
            isinstance(k, str) and isinstance(v, int) and 0 <= v <= 100_000
            for k, v in counters.items()):
        raise SetupError(f"{where}: counters must map names to whole numbers")
    pos = e.get("pos")
    if pos is not None and not (isinstance(pos, (list, tuple)) and len(pos) == 2 and all(
            type(v) in (int, float) and -1e12 <= v <= 1e12 for v in pos)):
        raise SetupError(f"{where}: pos must be two numbers (x, y) within ±1e12")
    known = e.get("known") or []
    if not isinstance(known, list) or not all(p in players for p in known) \
            or len(set(known)) != len(known):
        raise SetupError(f"{where}: known must list players, each once")
    if e.get("token") and zone not in ("battlefield", "stack"):
        raise SetupError(f"{where}: a token in the {zone}: a token anywhere "
                         "but on the battlefield ceases to exist", RULE_TOKEN_PLACE)
    return counters, pos, known


def _check_attachment(state: GameState, cid: str, card: CardState) -> None:
    """A permanent is attached only to another permanent (301.5, 303.4); a face-up Aura on
    the battlefield is attached to something (704.5m: else it goes to the graveyard)."""
    host = card.attached_to
    if host is not None:
        if host not in state.cards:
            raise SetupError(f"{cid}: attached to unknown card {host!r}")
        if host == cid or card.zone != "battlefield" or state.cards[host].zone != "battlefield":
            raise SetupError(f"{cid}: attached to {host}: only a permanent is attached, and "
                             "only to another permanent", RULE_ATTACHED_PLACE)
    elif card.zone == "battlefield" and card.face_down is None and not card.transformed:
        subtypes = state.facts_of(card).front.type_line.subtypes
        if "Aura" not in subtypes or "Curse" in subtypes:  # (a Curse is on a player: the
            return                                          # model attaches to permanents)
        raise SetupError(f"{cid}: an Aura attached to nothing: an Aura on the battlefield is "
                         "attached to an object or a player", RULE_AURA_ATTACHED)
