"""A hosted match (hub-contract.md, "GameRecord"): the game built from the decks the players
submitted, waiting in the pregame (the mulligans, 103.5); the record's updates when a game
ends (the score, sideboarding with the loser choosing who goes first, or the match over).

    rec = read_record(kv_value)                     # RecordError: in words
    decks = {tok: read_deck(raw)}                   # tt_decks[f"{G}.{tok}"] -> Decklist
    game = build_game(rec, decks, db.find_dict, seed=seed)
    net = net_state(rec, url)                       # seats named after their accounts
    changes = finished(rec, game)                   # None while the game goes on

A seat's player is named after its account (`alice`); its NATS user is `a-alice` (the
hub's permissions are the node's: hub.perms). Game k of the match is set up from the decks in
tt_decks as they are when the record turns `ready` (game 2 on: the sideboarded ones), the
record's `first` going first (game 1: chosen at random from the game's seed, unless `first`
says), the record's starting `life`.

Pure Python; no Qt, no NATS."""

from __future__ import annotations

import json
from typing import Any

from tabletop.carddata.decklists import DeckEntry, Decklist, decks_setup
from tabletop.model.limits import MAX_CARDS, MAX_LIFE, MAX_SHORT
from tabletop.model.state import PREGAME
from tabletop.model.textcheck import text_problem
from tabletop.net import protocol as P
from tabletop.net.netstate import NetState
from tabletop.rules import new_game
from tabletop.rules.outcome import ResultKind, outcome
from tabletop.session.opening import deal, first_player


class State:
    """A game record's states."""

    WAITING, READY, PLAYING = "waiting", "ready", "playing"
    SIDEBOARDING, OVER, SUSPENDED = "sideboarding", "over", "suspended"


RUNNING = (State.PLAYING, State.SIDEBOARDING)  # a worker runs the game (its lease)
SPECTATOR_SLOTS = 8  # spectator tokens a hosted game listens to (w1...), at least
GRACE_SECONDS = 300.0  # a seat away this long suspends the game (the record's `grace` else)
DECK_SECTIONS = {"main": "main", "side": "sideboard", "commander": "commander",
                 "companion": "companion"}
ACCOUNT_USER = "a-{name}"


class RecordError(ValueError):
    """A game record or a deck that can't be used: one sentence."""


def read_record(value: bytes | None) -> dict:
    """A game record as the lobby wrote it, its fields checked as far as a worker reads them."""
    try:
        rec = json.loads(value or b"")
    except ValueError:
        raise RecordError("the game record is not JSON") from None
    if not isinstance(rec, dict) or not isinstance(rec.get("id"), str) or \
            not P.GAME_ID.fullmatch(rec["id"]):
        raise RecordError("the game record has no game id")
    seats = rec.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= 8 or not all(
            isinstance(s, dict) and isinstance(s.get("token"), str) for s in seats):
        raise RecordError(f"game {rec['id']}: the record's seats can't be read")
    if not isinstance(rec.get("number", 1), int) or rec.get("number", 1) < 1:
        raise RecordError(f"game {rec['id']}: the record's game number can't be read")
    return rec


def players_of(rec: dict) -> dict[str, str]:
    """Seat token -> player name (the seat's account)."""
    out = {}
    for s in rec["seats"]:
        name = s.get("account")
        if not isinstance(name, str) or not name or text_problem(name, 24) is not None:
            raise RecordError(f"game {rec['id']}: seat {s['token']} has no account")
        out[s["token"]] = name
    return out


def read_deck(value: bytes | None, where: str) -> Decklist:
    """A submitted deck (tt_decks: `{"main": [{"name", "count"}], "side": [...], ...}`) as a
    Decklist; RecordError for anything else."""
    try:
        doc = json.loads(value or b"")
    except ValueError:
        raise RecordError(f"{where}: the deck is not JSON") from None
    if not isinstance(doc, dict):
        raise RecordError(f"{where}: the deck is not an object")
    entries, total = [], 0
    for key, section in DECK_SECTIONS.items():
        for e in doc.get(key) or []:
            name, count = (e.get("name"), e.get("count")) if isinstance(e, dict) else (0, 0)
            if not isinstance(name, str) or text_problem(name, MAX_SHORT) is not None or \
                    not isinstance(count, int) or isinstance(count, bool) or count < 1:
                raise RecordError(f"{where}: a card of the deck's {key} can't be read")
            total += count
            entries.append(DeckEntry(section, count, name))
    if total > MAX_CARDS:
        raise RecordError(f"{where}: the deck has more than {MAX_CARDS:,} cards")
    return Decklist(entries)


def build_game(rec: dict, decks: dict[str, Decklist], lookup: Any, seed: int):
    """Game `rec["number"]` of the match: every seat's deck (`decks` by token), shuffled, seven
    cards drawn each, waiting in the pregame; DecklistError for a deck the cards can't make."""
    players = players_of(rec)
    setup = decks_setup([(players[tok], decks[tok]) for tok in players], lookup, seed=seed)
    first = players.get(rec.get("first") or "") or first_player(setup["players"], seed)
    setup["turn"] = {"active": first, "step": PREGAME, "number": 0}
    life = rec.get("life")
    if isinstance(life, int) and not isinstance(life, bool) and 0 < life <= MAX_LIFE:
        setup["life"] = life
    return deal(new_game(setup, seed=seed))


def net_state(rec: dict, url: str, host_user: str) -> NetState:
    """The game's net state: its id, the seats named after their accounts (NATS users
    `a-<name>`; the passwords stay with the players), spectator tokens w1..."""
    players = players_of(rec)
    watchers = [w for w in rec.get("watchers") or [] if isinstance(w, dict)]
    spectators = max(SPECTATOR_SLOTS, len(watchers))
    users = {tok: {"user": ACCOUNT_USER.format(name=name), "password": ""}
             for tok, name in players.items()}
    for w in watchers:
        if isinstance(w.get("token"), str) and isinstance(w.get("account"), str):
            users[w["token"]] = {"user": ACCOUNT_USER.format(name=w["account"]),
                                 "password": ""}
    for n in range(1, spectators + 1):
        users.setdefault(P.spectator_token(n), {"user": "", "password": ""})
    users[P.HOST_TOKEN] = {"user": host_user, "password": ""}
    return NetState(rec["id"], players, spectators, users, server=url,
                    spectators_chat=bool(rec.get("spectators", True)))


def grace_of(rec: dict) -> float:
    g = rec.get("grace")
    return float(g) if isinstance(g, int | float) and not isinstance(g, bool) and g > 0 \
        else GRACE_SECONDS


def wins_needed(rec: dict) -> int:
    match = rec.get("match")
    return (match // 2 + 1) if isinstance(match, int) and match > 1 else 1


def games_of(rec: dict) -> int:
    """How many games the match has at most (1, or 3 for a best of 3)."""
    match = rec.get("match")
    return match if isinstance(match, int) and not isinstance(match, bool) and match > 1 else 1


def finished(rec: dict, game: Any) -> dict | None:
    """The record's new fields once game `rec["number"]` is over (None while it goes on):
    the score (a draw, or a game without a winner, is a game played that scores nobody);
    then sideboarding for the next game (`chooser`: the loser; after a draw the player who
    chose before, else the first seat; `first` to be chosen, `ready` emptied) or the match
    over once a player has the wins it takes or every game of it was played (`winner`: the
    player with the most wins, null for a drawn match)."""
    result = outcome(game.state)
    if result is None:
        return None
    players = players_of(rec)
    token = {name: tok for tok, name in players.items()}
    score = {tok: int((rec.get("score") or {}).get(tok, 0)) for tok in players}
    winner = token.get(result.winner or "") if result.kind == ResultKind.WIN else None
    if winner is not None:
        score[winner] += 1
    number = rec.get("number", 1)
    if max(score.values()) >= wins_needed(rec) or number >= games_of(rec):
        best = max(score.values())
        leaders = [t for t, n in score.items() if n == best]
        return {"state": State.OVER, "score": score, "chooser": None, "first": None,
                "winner": leaders[0] if len(leaders) == 1 and best > 0 else None}
    loser = result.chooser(list(players.values()))
    chose = rec.get("chooser") if rec.get("chooser") in players else None
    return {"state": State.SIDEBOARDING, "score": score, "number": number + 1,
            "chooser": token.get(loser or "") or chose or next(iter(players)),
            "first": None, "ready": [], "winner": None}
