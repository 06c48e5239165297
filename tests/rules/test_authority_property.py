"""Random games from random seats, with random answers to requests (issue 23): a seat comes to
know a card only by a rule SCENARIOS.md names (by place, a look, a reveal, a search, the look of
manifest dread, a take-back of what it saw), never by a request, a refusal or a declined answer;
and the leak checks of test_properties still find nothing."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hst

from tabletop.model import commands as C
from tabletop.model.modes import Result
from tabletop.rules.journal import Journal
from tabletop.rules.knowledge import by_place, known_to
from tests.rules.randomgames import KINDS, command_for, new_random_game
from tests.rules.test_properties import check_seat_knows_what_it_is_shown

EXTRA = ["answer", "answer", "withdraw", "trust"]
steps_from_seats = hst.lists(
    hst.tuples(hst.sampled_from(KINDS + EXTRA), hst.integers(0, 40), hst.integers(0, 40),
               hst.booleans(), hst.integers(0, 2)), min_size=1, max_size=40)

# events that show cards to a player, and the data key naming that player
SHOWING = {"looked": "player", "searched": "player", "manifested_dread": "player",
           "drew": "player"}


def _request_command(game, kind: str, a: int, b: int) -> C.Command | None:
    reqs = game.state.requests
    if kind == "trust":
        return C.SetTrust(on=bool(a % 2))
    if not reqs:
        return None
    rid = reqs[a % len(reqs)]["id"]
    return C.Withdraw(rid) if kind == "withdraw" else C.Answer(rid, accept=bool(b % 3))


def _actor(game, cmd, who: int) -> str | None:
    """A seat at random (the one the command names, the other one), or now and then none."""
    players = game.state.players
    if who == 2:
        return None if cmd.kind not in ("answer", "withdraw") else players[0]
    return players[who]


def _shown(entry, seat: str) -> set[str]:
    out: set[str] = set()
    for ev in entry.events:
        data = ev.data
        if ev.kind == "revealed":
            to = data.get("to")
            if to is None or seat in to:
                out.add(data.get("card"))
        elif ev.kind in SHOWING and data.get(SHOWING[ev.kind]) == seat:
            out.update(x for x in [data.get("card"), *(data.get("cards") or ()),
                                   *(data.get("looked") or ())] if isinstance(x, str))
            if ev.kind == "searched":
                out.add("*" + str(data.get("owner")))  # the whole zone was looked at
    return out


def _justified(st, seat: str, cid: str, entry, shown: set[str], ever: set[str],
               tops: set[str]) -> bool:
    card = st.cards[cid]
    if by_place(st, seat, card) or cid in shown:
        return True
    if card.owner in tops:
        return True  # seen on top of a library played with its top card revealed (401.5)
    if "*" + card.owner in shown:
        return True  # a search looks at every card of the zone (701.23a)
    if entry.command.get("kind") == "take_back":
        return cid in ever  # a take-back keeps what a seat saw: it saw this one before
    return False


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps_from_seats, hst.booleans())
def test_seats_learn_cards_only_by_the_rules_whatever_they_ask(steps, pregame):
    game = new_random_game(pregame=pregame)
    st = game.state
    seats = list(st.players)
    ever = {s: {cid for cid, c in st.cards.items() if known_to(st, s, c)} for s in seats}
    journals = {s: Journal(game, s) for s in (*seats, None)}
    read = dict.fromkeys(journals, 0)
    requests = 0
    for kind, a, b, override, who in steps:
        cmd = (_request_command(game, kind, a, b) if kind in EXTRA
               else command_for(st, kind, a, b, game.log))
        if cmd is None:
            continue
        before = {s: {cid for cid, c in st.cards.items() if known_to(st, s, c)} for s in seats}
        tops = set(st.top_revealed)
        out = game.apply(cmd, _actor(game, cmd, who), override=override)
        requests += out.result == Result.REQUESTED
        for s in seats:
            now = {cid for cid, c in st.cards.items() if known_to(st, s, c)}
            new = now - before[s]
            if out.result in (Result.REFUSED, Result.REQUESTED) or (
                    cmd.kind in ("withdraw", "set_trust") or (
                    cmd.kind == "answer" and not cmd.accept)):
                assert not new, (s, cmd, out.result)
            elif new:
                shown = _shown(out.entry, s)
                tops |= set(st.top_revealed)
                bad = [c for c in new
                       if not _justified(st, s, c, out.entry, shown, ever[s], tops)]
                assert not bad, (s, cmd, bad)
            ever[s] |= now
        for seat in journals:
            read[seat], _ = check_seat_knows_what_it_is_shown(game, seat, journals[seat],
                                                              read[seat])
        for r in game.view_for(seats[0]).requests + game.view_for(seats[1]).requests:
            assert "command" not in r  # the request's own text (model ids) stays in the state
