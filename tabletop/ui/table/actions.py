"""Every model action a seat can take, as one table shared by the context menus, the keyboard
shortcuts and the drag-and-drop handler (so the three ways can't drift apart)."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from tabletop.ui.common.messages import QT_TR_NOOP, tr


class _Commands:
    """`tabletop.model.commands`, imported on first use so the window paints before the model
    and rules are loaded (start-up budget)."""

    def __getattr__(self, name: str):
        from tabletop.model import commands
        return getattr(commands, name)


C = _Commands()

EFFECT_PRESETS = [
    (QT_TR_NOOP("Loses all abilities"), {"lose_all_abilities": True}),
    (QT_TR_NOOP("Gets +1/+1"), {"add_pt": [1, 1]}),
    (QT_TR_NOOP("Gets -1/-1"), {"add_pt": [-1, -1]}),
    (QT_TR_NOOP("Base power and toughness 1/1"), {"base_pt": [1, 1]}),
    (QT_TR_NOOP("Base power and toughness 4/4"), {"base_pt": [4, 4]}),
]


class Act(NamedTuple):
    id: str
    label: str
    shortcut: str
    applies: Callable  # (ov, me) -> bool
    build: Callable  # (ui, vid, ov) -> (command | None)


def _mine_fd(ov, me):
    return ov.zone == "battlefield" and ov.face_down and ov.controller == me


def _any_fd(ov, me):
    """A face-down spell or permanent, whoever controls it: the seat may ask to look, and the
    rules say why not when it is someone else's (LOOK-OPP-REFUSED, 708.5)."""
    return ov.zone in ("battlefield", "stack") and bool(ov.face_down)


def back_face(ov) -> dict | None:
    """The back face of a modal double-faced card the seat knows, as its facts give it."""
    facts = ov.facts or {}
    faces = facts.get("card_faces") or []
    return faces[1] if ov.known and facts.get("layout") == "modal_dfc" and len(faces) > 1 \
        else None


def _playable(ov, me):
    return (ov.zone == "hand" and ov.owner == me) or bool(ov.permission)


def _is_land(face: dict | None) -> bool:
    return face is not None and "Land" in (face.get("type_line") or "")


def _exile_to_play(ui, vid: str):
    """The rules' exile-to-play offer for the card (named after the permanent whose ability it
    is), or the plain command, which the rules refuse saying why."""
    offer = ui.ctl.exile_offer(vid)
    return offer.command if offer is not None else C.ExileToPlay(ui.ctl.seat, ui.ctl.cid(vid))


def _bf(ov, me):
    return ov.zone == "battlefield"


def _known_card(ov, me):
    return ov.known and ov.zone in ("hand", "graveyard", "exile", "command", "battlefield")


CARD_ACTIONS: list[Act] = [
    Act("peek", QT_TR_NOOP("Peek (look at a face-down card)"), "L", _any_fd,
        lambda ui, vid, ov: C.Look(ui.ctl.seat, ui.ctl.cid(vid))),
    Act("tap", QT_TR_NOOP("Tap / untap"), "T", _bf,
        lambda ui, vid, ov: (C.Untap if ov.tapped else C.Tap)(ui.ctl.cid(vid))),
    Act("turn_down", QT_TR_NOOP("Turn face down (effect)"), "Shift+U",
        lambda ov, me: ov.zone == "battlefield" and not ov.face_down,
        lambda ui, vid, ov: C.TurnFaceDown(ui.ctl.cid(vid), source=tr("an effect"))),
    # the card menu offers it only with such an ability under the seat's control (MenusPart);
    # the key tries anyway, and the rules say why not
    Act("exile_to_play", QT_TR_NOOP("Exile to play (Primordial Mist)"), "Shift+E", _mine_fd,
        lambda ui, vid, ov: _exile_to_play(ui, vid)),
    Act("cast", QT_TR_NOOP("Cast"), "C", lambda ov, me: ov.zone == "hand" and ov.owner == me,
        lambda ui, vid, ov: C.Cast(ui.ctl.seat, ui.ctl.cid(vid))),
    Act("play", QT_TR_NOOP("Play"), "P", _playable,
        lambda ui, vid, ov: C.Play(ui.ctl.seat, ui.ctl.cid(vid))),
    # a modal double-faced card: play the face the player chooses (712.12), e.g. its land face
    Act("play_back", QT_TR_NOOP("Play its back face"), "Ctrl+Shift+P",
        lambda ov, me: _playable(ov, me) and back_face(ov) is not None,
        lambda ui, vid, ov: C.Play(ui.ctl.seat, ui.ctl.cid(vid), back=True)),
    Act("put", QT_TR_NOOP("Put onto the battlefield"), "Shift+P",
        lambda ov, me: ov.zone in ("hand", "graveyard", "exile", "command") and ov.known,
        lambda ui, vid, ov: C.PutOntoBattlefield(ui.ctl.cid(vid), ui.ctl.seat)),
    Act("resolve", QT_TR_NOOP("Resolve"), "Ctrl+Return", lambda ov, me: ov.zone == "stack",
        lambda ui, vid, ov: C.Resolve(ui.ctl.cid(vid))),
    Act("counter", QT_TR_NOOP("Counter"), "X", lambda ov, me: ov.zone == "stack",
        lambda ui, vid, ov: C.Counter(ui.ctl.cid(vid))),
    Act("graveyard", QT_TR_NOOP("Put into graveyard (dies)"), "G",
        lambda ov, me: ov.zone != "graveyard",
        lambda ui, vid, ov: C.Move(ui.ctl.cid(vid), "graveyard")),
    Act("exile", QT_TR_NOOP("Exile"), "E", lambda ov, me: ov.zone != "exile",
        lambda ui, vid, ov: C.Move(ui.ctl.cid(vid), "exile")),
    Act("hand", QT_TR_NOOP("Return to hand (bounce)"), "H", lambda ov, me: ov.zone != "hand",
        lambda ui, vid, ov: C.Move(ui.ctl.cid(vid), "hand")),
    Act("library_top", QT_TR_NOOP("Put on top of library"), "Y", lambda ov, me: True,
        lambda ui, vid, ov: C.Move(ui.ctl.cid(vid), "library", position="top")),
    Act("library_bottom", QT_TR_NOOP("Put on bottom of library"), "Shift+Y", lambda ov, me: True,
        lambda ui, vid, ov: C.Move(ui.ctl.cid(vid), "library", position="bottom")),
    Act("reveal", QT_TR_NOOP("Reveal to all players"), "R",
        lambda ov, me: (ov.zone == "hand" and ov.owner == me) or _mine_fd(ov, me),
        lambda ui, vid, ov: C.Reveal(ui.ctl.seat, ui.ctl.cid(vid))),
    Act("counter_plus", QT_TR_NOOP("Add a +1/+1 counter"), "+", _bf,
        lambda ui, vid, ov: C.AddCounter(ui.ctl.cid(vid), "+1/+1", 1)),
    Act("counter_minus", QT_TR_NOOP("Remove a +1/+1 counter"), "-",
        lambda ov, me: _bf(ov, me) and (ov.counters or {}).get("+1/+1", 0) > 0,
        lambda ui, vid, ov: C.AddCounter(ui.ctl.cid(vid), "+1/+1", -1)),
    Act("damage", QT_TR_NOOP("Deal 1 damage"), "*", _bf,
        lambda ui, vid, ov: C.Damage(ui.ctl.cid(vid), 1)),
    Act("attach", QT_TR_NOOP("Attach to…"), "A", _bf, lambda ui, vid, ov: ui.menus.ask_attach(vid)),
    Act("copy", QT_TR_NOOP("Create a token copy"), "Ctrl+K", _bf,
        lambda ui, vid, ov: C.CopyCard(ui.ctl.seat, ui.ctl.cid(vid))),
    Act("effect", QT_TR_NOOP("Apply an effect…"), "F", _bf,
        lambda ui, vid, ov: ui.menus.ask_effect(vid)),
    Act("control", QT_TR_NOOP("Gain control"),
        "Ctrl+G", lambda ov, me: _bf(ov, me) and ov.controller != me,
        lambda ui, vid, ov: C.GainControl(ui.ctl.seat, ui.ctl.cid(vid))),
    Act("transform", QT_TR_NOOP("Transform"), "Ctrl+T",
        lambda ov, me: _bf(ov, me) and ov.known and not ov.face_down and bool(
            (ov.facts or {}).get("card_faces")),
        lambda ui, vid, ov: C.Transform(ui.ctl.cid(vid))),
    # the players' area and table marks (tabletop/ui/players/part.py): dialogs, then commands
    Act("counters_named", QT_TR_NOOP("Add counters…"), "Ctrl+Shift+K", _bf,
        lambda ui, vid, ov: ui.players.ask_counters(vid)),
    Act("note", QT_TR_NOOP("Note…"), "Ctrl+Shift+N", _bf,
        lambda ui, vid, ov: ui.players.ask_note(vid)),
    Act("point", QT_TR_NOOP("Point at…"),
        "Shift+A", lambda ov, me: ov.zone in ("battlefield", "stack"),
        lambda ui, vid, ov: ui.players.point_from(("object", vid))),
]

# Actions that apply to every selected card at once (one undo step).
MULTI = frozenset({"tap", "graveyard", "exile", "hand", "library_top", "library_bottom",
                   "counter_plus", "counter_minus", "damage", "turn_down", "reveal"})

TABLE_ACTIONS: list[tuple[str, str, str, Callable]] = [
    ("draw", QT_TR_NOOP("Draw a card"), "D", lambda ui: C.Draw(ui.ctl.seat)),
    ("shuffle", QT_TR_NOOP("Shuffle your library"), "S", lambda ui: C.Shuffle(ui.ctl.seat)),
    ("manifest", QT_TR_NOOP("Manifest the top card"), "M", lambda ui: C.Manifest(ui.ctl.seat)),
    ("manifest_dread", QT_TR_NOOP("Manifest dread…"), "Shift+M", lambda ui: ui.menus.ask_dread()),
    ("cloak", QT_TR_NOOP("Cloak the top card"), "K", lambda ui: C.Cloak(ui.ctl.seat)),
    ("mill", QT_TR_NOOP("Mill the top card"), "Shift+G", lambda ui: ui.menus.mill()),
    # the library tools (tabletop/ui/library/part.py): each asks (how many, which player, which
    # cards) in a dialog, then runs its command; the build itself returns no command
    ("draw_n", QT_TR_NOOP("Draw cards…"), "Ctrl+D", lambda ui: ui.library.draw_n()),
    ("mill_n", QT_TR_NOOP("Mill cards…"), "Ctrl+M", lambda ui: ui.library.mill_n()),
    ("look_top", QT_TR_NOOP("Look at the top cards…"), "Ctrl+J", lambda ui: ui.library.look_top()),
    ("look_other", QT_TR_NOOP("Look at another player's top cards (effect)…"), "Ctrl+Shift+J",
     lambda ui: ui.library.look_other()),
    ("scry", QT_TR_NOOP("Scry…"), "V", lambda ui: ui.library.scry()),
    ("surveil", QT_TR_NOOP("Surveil…"), "Shift+V", lambda ui: ui.library.surveil()),
    ("search", QT_TR_NOOP("Search a library…"), "Ctrl+F", lambda ui: ui.library.search_focused()),
    ("search_other", QT_TR_NOOP("Search another player's library (effect)…"), "Ctrl+Shift+F",
     lambda ui: ui.library.search_other()),
    ("reveal_top", QT_TR_NOOP("Reveal the top card of your library"),
     "Ctrl+R", lambda ui: ui.library.reveal_top()),
    ("top_revealed", QT_TR_NOOP("Play with the top card revealed"), "Ctrl+Alt+R",
     lambda ui: ui.library.toggle_top_revealed()),
    ("reveal_hand", QT_TR_NOOP("Reveal your hand"), "Shift+R", lambda ui: ui.library.reveal_hand()),
    ("reveal_hand_to", QT_TR_NOOP("Reveal your hand to a player…"), "Ctrl+Shift+R",
     lambda ui: ui.library.reveal_hand_to()),
    ("next_step", QT_TR_NOOP("Next step"), "N", lambda ui: C.Advance("next_step")),
    ("end_turn", QT_TR_NOOP("To end of turn"), "Shift+T", lambda ui: C.Advance("end")),
    ("next_turn", QT_TR_NOOP("Next turn"), "Shift+N", lambda ui: C.Advance("next_turn")),
    # priority (rules/priority.py): pass it when you hold it; say a resolution is finished
    ("pass_priority", QT_TR_NOOP("Pass priority"), "O",
     lambda ui: C.PassPriority(ui.ctl.seat) if ui.ctl.seat else None),
    ("finish_resolution", QT_TR_NOOP("Finish the resolution"), "Shift+O",
     lambda ui: C.FinishResolution()),
    ("concede", QT_TR_NOOP("Concede (leave the game)"), "", lambda ui: C.LeaveGame(ui.ctl.seat)),
    ("end_game", QT_TR_NOOP("End the game"), "", lambda ui: C.EndGame()),
]


def card_actions(ov, me) -> list[Act]:
    return [a for a in CARD_ACTIONS if me is not None and a.applies(ov, me)]


def drop_command(ctl, ov, zone: str, seat: str, x: float, y: float):
    """The command a drag of `ov` onto (zone, seat's area) means, or None."""
    cid, me = ctl.cid(ov.id), ctl.seat
    if cid is None or me is None:
        return None
    src = ov.zone
    if zone == "battlefield":
        if src == "battlefield":
            if seat and ov.controller and seat != ov.controller:
                return C.GainControl(seat, cid)  # dragged into another player's area
            return C.MoveOnTable(cid, x, y)
        if src == "stack":
            return C.Resolve(cid)
        if src == "hand" or ov.permission:
            front = ((ov.facts or {}).get("card_faces") or [ov.facts or {}])[0]
            if ov.known and not _is_land(front) and _is_land(back_face(ov)):
                return C.Play(me, cid, back=True)  # a spell // land card: its land face
            land = ov.known and "Land" in ((ov.facts or {}).get("type_line") or "")
            if land or ov.permission:
                return C.Play(me, cid)
        return C.PutOntoBattlefield(cid, me, x=x, y=y)
    if zone == "stack":
        return C.Cast(me, cid) if src == "hand" else (C.Play(me, cid) if ov.permission
                                                       else None)
    if zone == src and zone != "library":
        return None
    if src == "stack" and zone == "graveyard":
        return C.Counter(cid)
    if zone == "library":
        return C.Move(cid, "library", position="top")
    return C.Move(cid, zone)


def top_to_graveyard(ctl, seat: str):
    """The top card of `seat`'s library into the graveyard: that card, moved, where the table
    names it; on a network table, a mill of one (its view names no library card the seat
    does not know: the host takes the top card)."""
    if ctl.remote:
        return C.Mill(seat, 1)
    top = ctl.top_of_library(seat)
    return C.Move(top, "graveyard") if top else None


def pile_drop_command(ctl, seat: str, zone: str, to_zone: str, x: float, y: float):
    """Dragging the top of a pile: library -> hand draws, -> battlefield manifests, ..."""
    me = ctl.seat
    if me is None:
        return None
    if zone == "library":
        top = ctl.top_of_library(seat)
        if to_zone == "hand":
            return C.Draw(seat)
        if to_zone == "battlefield":
            return C.Manifest(seat)
        if to_zone == "graveyard":
            return top_to_graveyard(ctl, seat)
        if to_zone == "exile" and top:
            return C.Move(top, to_zone)
        return None
    members = ctl.game.state.zones.get(f"{seat}:{zone}") or []
    if not members:
        return None
    top = members[0]
    perm = ctl.game.state.cards[top].permission
    if to_zone in ("battlefield", "stack") and perm and not perm.get("used") \
            and not perm.get("expired") and perm.get("player") == me:
        return C.Play(me, top)  # Primordial Mist / Cryptic Pursuit: play it from exile
    if to_zone == "battlefield":
        return C.PutOntoBattlefield(top, me, x=x, y=y)
    if to_zone in ("hand", "graveyard", "exile", "library") and to_zone != zone:
        return C.Move(top, to_zone, position="top" if to_zone == "library" else None)
    return None


# The players' area, tokens, dice and coins, arrows, untap all (tabletop/ui/players/part.py):
# (id, menu text, shortcut, build(ui) -> command or None when the build runs a dialog itself).
# F11/F12 are Cockatrice's life keys (its Ctrl+L is our lessons: Set life is Shift+F12).
PLAYER_ACTIONS: list[tuple[str, str, str, Callable]] = [
    ("life_up", QT_TR_NOOP("Gain 1 life"), "F12", lambda ui: ui.players.step_own("", 1)),
    ("life_down", QT_TR_NOOP("Lose 1 life"), "F11", lambda ui: ui.players.step_own("", -1)),
    ("set_life", QT_TR_NOOP("Set life…"), "Shift+F12",
     lambda ui: ui.players.ask_set_life(ui.ctl.actor)),
    ("poison_up", QT_TR_NOOP("Add a poison counter"), "Ctrl+F12",
     lambda ui: ui.players.step_own("poison", 1)),
    ("poison_down", QT_TR_NOOP("Remove a poison counter"), "Ctrl+F11",
     lambda ui: ui.players.step_own("poison", -1)),
    ("player_counter", QT_TR_NOOP("Player counter…"), "Ctrl+Shift+L",
     lambda ui: ui.players.ask_player_counter(ui.ctl.actor)),
    ("create_token", QT_TR_NOOP("Create token…"), "Ctrl+Shift+T",
     lambda ui: ui.players.ask_token()),
    ("roll_d20", QT_TR_NOOP("Roll a d20"), "Ctrl+I", lambda ui: C.Roll(ui.ctl.seat, 20)),
    ("roll_dice", QT_TR_NOOP("Roll dice…"), "Ctrl+Shift+I", lambda ui: ui.players.ask_dice()),
    ("flip_coin", QT_TR_NOOP("Flip a coin"), "Ctrl+Shift+H", lambda ui: C.FlipCoin(ui.ctl.seat)),
    ("untap_all", QT_TR_NOOP("Untap all"),
     "Ctrl+U", lambda ui: C.UntapAll(ui.ctl.game.state.active)),
    ("clear_arrows", QT_TR_NOOP("Clear arrows"), "Ctrl+Shift+A", lambda ui: C.ClearArrows()),
]
