"""Handlers: casting, playing lands, resolving and countering spells; moving cards."""

from __future__ import annotations

from tabletop.model import commands as C
from tabletop.model.cards import EXILE_FACE_DOWN_TO_PLAY
from tabletop.model.cardtext import spell_modes
from tabletop.model.chars import PrintedCard, ability_facts, characteristics, controller_of
from tabletop.model.state import ZONES, CardState

from . import assists, knowledge
from .engine import Ctx, handler
from .timing import cast_timing_problem, has_priority_window, land_play_problem
from .verdicts import INFO, REFUSE, Verdict
from .zones import (
    clear_status,
    enter_battlefield,
    leave_verdicts,
    move_card,
    new_marker,
    next_turn_of,
    zone_index,
)

# A face-down spell resolving: it enters face down, so its own enters abilities don't apply
# (708.3); it was cast face down (702.37c) as a spell with no abilities (708.4).
RESOLVE_FACE_DOWN_RULES = ("702.37c", "708.3", "708.4")


# ---------------------------------------------------------------- spells and lands
def _play_source(c: Ctx, p: str, card: CardState) -> str | None:
    """Check where the card may be played from; return the permission's source, if any."""
    zone = card.zone
    perm = card.permission
    if zone == "hand":
        if card.owner != p:
            c.refuse("PLAY-NOT-YOURS")
        return None
    if perm is not None and perm.get("player") == p:
        if perm.get("used"):
            c.refuse("PM-ONCE")
            return perm.get("source")
        if zone == "exile":
            if perm.get("expired"):
                vid = "CP-EXPIRED" if perm.get("source") == assists.CRYPTIC_PURSUIT \
                    else "PM-EXPIRED"
                c.say(vid, REFUSE, name=c.name(card))
            return perm.get("source")
    c.refuse("PLAY-NO-PERMISSION", zone=zone)
    return None


def _not_played_yet(c: Ctx, p: str, card: CardState) -> None:
    """A card on the stack or the battlefield can't be played again. When the player played it
    with a permission (Primordial Mist, Cryptic Pursuit), that permission is used up: the most
    specific reason is PM-ONCE (seed ruling), not a malformed command."""
    if card.zone not in ("stack", "battlefield"):
        return
    perm = card.permission
    if perm is not None and perm.get("player") == p and perm.get("used"):
        c.fail("PM-ONCE")
    c.fail("BAD-COMMAND", problem=f"It is on the {card.zone} already.")


def as_played(c: Ctx, card: CardState, back: bool) -> PrintedCard:
    """The card as the face it is played with (712.12): a modal double-faced card's back face
    when the player chooses it (that face stands for the card: its types, costs and timing),
    else the card as it is."""
    facts = c.printed(card)
    if not back:
        return facts
    if facts.layout != "modal_dfc" or len(facts.faces) < 2:
        c.fail("BAD-COMMAND", problem="Only a modal double-faced card can be played with its "
                                      "back face up (712.12).")
    return facts.back_face_up()


def _judge_cast(c: Ctx, p: str, card: CardState, face_down: str | None,
                alt_cost: str | None = None, back: bool = False) -> tuple[str | None, list[str]]:
    facts = as_played(c, card, back)
    _not_played_yet(c, p, card)
    source = _play_source(c, p, card)
    if face_down is not None:
        if face_down not in ("morph", "megamorph", "disguise"):
            c.fail("BAD-COMMAND", problem=f"Unknown face-down casting method {face_down!r}.")
        if not facts.keyword_cost(face_down):
            c.refuse("CAST-FD-NO-KEYWORD", keyword=face_down)
        cost = "{3}"
        if alt_cost:
            c.refuse("CAST-FD-ALT-COMBINE")
        c.say("CAST-FD-MORPH", cost=cost)
        c.say("FD-CHAR-CLOAK-WARD" if face_down == "disguise" else "FD-CHAR-DEFAULT")
    else:
        if facts.is_land:
            c.refuse("CAST-LAND")
        cost = alt_cost or (facts.mana_cost.text if facts.mana_cost else "{0}")
    problem = cast_timing_problem(c.state, p, facts, face_down is not None)
    pm = source == assists.PRIMORDIAL_MIST
    if problem:
        if pm:
            c.say("PM-PLAY-SPELL", REFUSE, cost=cost)
        else:
            c.refuse("CAST-TIMING", name=_name(c, card, back) if face_down is None else
                     "A face-down spell", when=problem[0])
    elif pm:
        c.say("PM-PLAY-SPELL", cost=cost)
    elif face_down is None and not facts.is_land:  # (a land is refused: no cost to say)
        c.say("CAST-OK", name=_name(c, card, back), cost=cost)
    c.cost = cost
    vs, names = assists.cast_triggers(c.state, p, card, card.zone)
    for v in vs:
        c.add(v)
    return source, names


def _name(c: Ctx, card: CardState, back: bool) -> str:
    """The name of the card, or of the face it is played with."""
    return c.printed(card).faces[1].name if back else c.name(card)


def _do_cast(c: Ctx, p: str, card: CardState, face_down: str | None, names: list[str],
             back: bool = False) -> None:
    tx = c.tx
    src = card.zone
    perm = card.permission
    if perm is not None and src == "exile":
        tx.set(card, "permission", {**perm, "used": True})
    knew = knowledge.remember(c.state, card)
    clear_status(c, card)
    tx.move(card, "stack", 0)
    tx.set(card, "controller", p)
    tx.set(card, "cast_from", src)
    tx.set(card, "cast_method", face_down)
    tx.set(card, "ts", tx.take("next_ts"))
    if back:  # the modal double-faced card is a spell with its back face up (712.12)
        tx.set(card, "transformed", True)
    marker = None
    if face_down:
        marker = new_marker(c, face_down, None)
        tx.set(card, "face_down", marker)
        tx.set(card, "revealed", [])
    else:
        tx.set(card, "revealed", list(c.state.players))
    knowledge.settle(c, card, knew)
    if src == "hand" and face_down:  # only its owner knows which card went (3b)
        knowledge.after_leaving_hand(c, card, card.owner, revealed=False)
    tx.emit("cast", card=card.id, player=p, frm=src, face_down=face_down, cost=c.cost,
            order=(marker or {}).get("order"),
            name=None if face_down else _name(c, card, back))
    for n in names:
        tx.emit("trigger", name=n, card=card.id, cause="cast")


@handler("cast")
def h_cast(c: Ctx, cmd: C.Cast) -> None:
    p = c.player(cmd.player)
    card = c.card(cmd.card)
    if cmd.from_zone is not None and cmd.from_zone != card.zone:
        c.fail("BAD-COMMAND", problem=f"{cmd.card} is not in the {cmd.from_zone}.")
    _, names = _judge_cast(c, p, card, cmd.face_down, cmd.alt_cost)
    if c.go():
        _do_cast(c, p, card, cmd.face_down, names)


@handler("play")
def h_play(c: Ctx, cmd: C.Play) -> None:
    p = c.player(cmd.player)
    card = c.card(cmd.card)
    if cmd.back and cmd.face_down:
        c.fail("BAD-COMMAND", problem="A card cast face down has no face up to choose.")
    facts = as_played(c, card, cmd.back)
    if not facts.is_land or cmd.face_down:
        _, names = _judge_cast(c, p, card, cmd.face_down, back=cmd.back)
        if c.go():
            _do_cast(c, p, card, cmd.face_down, names, cmd.back)
        return
    _not_played_yet(c, p, card)
    source = _play_source(c, p, card)
    problem = land_play_problem(c.state, p)
    pm = source == assists.PRIMORDIAL_MIST
    if problem:
        c.say("PM-PLAY-LAND-REFUSED" if pm else "PLAY-LAND-REFUSED", REFUSE, reason=problem)
    else:
        c.say("PM-PLAY-LAND-OK" if pm else "PLAY-LAND-OK")
    if not c.go():
        return
    tx = c.tx
    src = card.zone
    if card.permission is not None and src == "exile":
        tx.set(card, "permission", {**card.permission, "used": True})
    enter_battlefield(c, card, p, None)
    if cmd.back:  # its land face up: the back face of a modal double-faced card (712.12)
        tx.set(card, "transformed", True)
    tx.set(card, "revealed", list(c.state.players))
    lands = dict(c.state.lands_played)
    lands[p] = lands.get(p, 0) + 1
    tx.g("lands_played", lands)
    tx.emit("played_land", card=card.id, player=p, frm=src, name=_name(c, card, cmd.back))
    tx.emit("entered_battlefield", card=card.id, face_down=False, frm=src)
    if ability_facts(c.state, card).etb_trigger:
        tx.emit("trigger", name=assists.current_name(c.state, card), card=card.id,
                cause="enters")


@handler("resolve")
def h_resolve(c: Ctx, cmd: C.Resolve) -> None:
    card = c.card(cmd.card)
    if card.zone != "stack":
        c.fail("NOT-ON-STACK", name=cmd.card)
    back = card.transformed and card.face_down is None  # a modal DFC cast with its back face
    facts = as_played(c, card, back)
    if card.face_down is not None:  # a face-down spell enters as a face-down permanent
        c.add(Verdict("FD-ENTER-NO-ETB", INFO, RESOLVE_FACE_DOWN_RULES))
    if cmd.modes:
        _judge_modes(c, card, facts, cmd.modes)
    if not c.go():
        return
    tx = c.tx
    order = (card.face_down or {}).get("order")
    if cmd.modes:
        tx.emit("resolved", card=card.id, order=order, modes=list(cmd.modes))
    else:
        tx.emit("resolved", card=card.id, order=order)
    if card.face_down is not None or facts.is_permanent_card:
        fd = card.face_down is not None
        enter_battlefield(c, card, card.controller, None)
        if back:  # the permanent has the face the spell had (712.12)
            tx.set(card, "transformed", True)
        tx.emit("entered_battlefield", card=card.id, face_down=fd,
                order=(card.face_down or {}).get("order"))
        if not fd and ability_facts(c.state, card).etb_trigger:
            tx.emit("trigger", name=assists.current_name(c.state, card), card=card.id,
                    cause="enters")
    else:
        move_card(c, card, "graveyard", 0, reason="resolved")


def _judge_modes(c: Ctx, card: CardState, facts: PrintedCard, chosen: tuple[str, ...]) -> None:
    """The modes the players chose for a modal spell (700.2): modes its text offers, each once,
    as many as it says; a face-down spell has no text, so no modes."""
    modes = spell_modes(facts.front.oracle_text) if card.face_down is None else None
    if modes is None:
        c.fail("BAD-COMMAND", problem="Only a modal spell has modes to choose.")
    if modes.allows(chosen):
        c.say("MODES-CHOSEN", name=c.name(card), modes=" ".join(chosen))
    else:
        c.refuse("MODES-NOT-OFFERED", name=c.name(card), least=modes.least, most=modes.most,
                 modes=" ".join(modes.options))


@handler("counter")
def h_counter(c: Ctx, cmd: C.Counter) -> None:
    card = c.card(cmd.card)
    if card.zone != "stack":
        c.fail("NOT-ON-STACK", name=cmd.card)
    if cmd.requires not in (None, "creature", "noncreature"):
        c.fail("BAD-COMMAND", problem="requires is creature or noncreature.")
    if card.face_down is not None:
        c.say("FDSPELL-NO-ABILITIES")
    if cmd.requires is not None:
        creature = "Creature" in characteristics(c.state, card).types
        ok = creature == (cmd.requires == "creature")
        if card.face_down is not None:
            c.say("FDSPELL-IS-CREATURE-SPELL", None if ok else REFUSE)
        elif not ok:
            c.refuse("TARGET-ILLEGAL", what=f"a {cmd.requires} spell")
    leave_verdicts(c, card, "graveyard")
    if c.go():
        c.tx.emit("countered", card=card.id, order=(card.face_down or {}).get("order"))
        move_card(c, card, "graveyard", 0, reason="countered")


# ---------------------------------------------------------------- moving cards
@handler("move")
def h_move(c: Ctx, cmd: C.Move) -> None:
    card = c.card(cmd.card)
    to = cmd.to
    if to not in ZONES or to in ("battlefield", "stack"):
        c.fail("BAD-COMMAND", problem=f"move takes hand, library, graveyard, exile or command, "
                                      f"not {to!r}; use put_onto_battlefield or cast.")
    if cmd.position not in (None, "top", "bottom"):
        c.fail("BAD-COMMAND", problem="position is top or bottom.")
    if card.zone == to and to != "library":
        c.fail("BAD-COMMAND", problem=f"It is in the {to} already.")
    leave_verdicts(c, card, to)
    if cmd.face_down and to != "exile":
        c.fail("BAD-COMMAND", problem="Only exile takes cards face down.")
    for p in cmd.may_look:
        if p not in c.state.players:
            c.fail("BAD-COMMAND", problem=f"There is no player {p!r}.")
    if c.go():
        src = card.zone
        knew = knowledge.remember(c.state, card)
        idx = zone_index(c, card, to, cmd.position, cmd.index)
        move_card(c, card, to, idx)
        if cmd.face_down:
            c.tx.set(card, "face_down", {"exile": True,
                                         "may_look": list(cmd.may_look or (card.owner,))})
            c.tx.set(card, "revealed", [])
            knowledge.settle(c, card, knew)  # who saw it go keeps knowing it
        if src == "hand":  # into a library, a hand or face down: only its owner knows it (3b)
            knowledge.after_leaving_hand(c, card, card.owner, revealed=False)


def died_face_down_for(c: Ctx, card: CardState) -> str | None:
    """The player whose Pursuit-like ability ("a face-down creature you control dies")
    triggered when this card last went to the graveyard: its controller then (603.10a), read
    from the log; None if the card's last move was not such a death."""
    trigger = None
    for entry in reversed(c.game.log):
        for ev in reversed(entry.events):
            if ev.get("card") != card.id:
                continue
            if ev.kind == "trigger" and ev.get("cause") == "dies":
                trigger = ev
            elif ev.kind in ("died", "moved", "exiled", "cast", "entered_battlefield"):
                if ev.kind != "died" or trigger is None:
                    return None
                return trigger.get("player")
    return None


@handler("exile_to_play")
def h_exile_to_play(c: Ctx, cmd: C.ExileToPlay) -> None:
    p = c.player(cmd.player)
    card = c.card(cmd.card)
    st = c.state
    if cmd.until not in ("end_of_turn", "end_of_your_next_turn"):
        c.fail("BAD-COMMAND", problem=f"Unknown duration {cmd.until!r}.")
    if cmd.from_zone == "battlefield":
        # an activated ability of a permanent: it needs a source with that ability under the
        # player's control (602.1) and a moment the player has priority (602.2, 502.4)
        if not has_priority_window(st, p):
            c.refuse("NO-PRIORITY", step=st.step)
        if not assists.sources_of(st, p, EXILE_FACE_DOWN_TO_PLAY):
            c.refuse("PM-NO-SOURCE", player=p, ability="exile a face-down permanent you "
                     "control face up: you may play that card this turn")
        if card.zone != "battlefield":
            c.fail("PM-NO-CARD", reason="it is not on the battlefield")
        if card.face_down is None:
            c.refuse("PM-NO-CARD", reason="it is face up")
        if controller_of(st, card) != p:
            c.refuse("PM-EXILE-NOT-YOURS")
        c.say("PM-EXILE-COST-OK")
        c.say("PM-NOT-TURNED-UP")
        if card.token:
            c.say("PM-TOKEN")
        leave_verdicts(c, card, "exile")
    elif cmd.from_zone == "graveyard":
        if card.zone != "graveyard":
            c.fail("BAD-COMMAND", problem=f"{cmd.card} is not in a graveyard.")
        if not c.printed(card).is_instant_or_sorcery:
            c.refuse("CP-DIES-OTHER")
        else:
            who = died_face_down_for(c, card)
            if who != p:  # "you may cast": the controller of the ability as it died
                c.refuse("CP-NOT-YOURS", player=who or "nobody")
    else:
        c.fail("BAD-COMMAND", problem="exile_to_play takes from battlefield or graveyard.")
    if not c.go():
        return
    token = card.token
    move_card(c, card, "exile", -1, reason=cmd.source)
    if token:
        return
    if cmd.until == "end_of_turn":
        until = st.turn
    else:
        until = next_turn_of(st, p)
    perm = {"player": p, "source": cmd.source, "until": cmd.until, "until_turn": until,
            "used": False, "expired": False}
    c.tx.set(card, "permission", perm)
    c.tx.emit("permission_granted", card=card.id, player=p, source=cmd.source, until=cmd.until,
              until_turn=until, name=c.name(card))
