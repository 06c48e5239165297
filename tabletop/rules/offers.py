"""What a seat's card menus offer, as the rules judge it now: the ways to cast a card face down
it has (morph, megamorph, disguise), the exile-to-play ability of a permanent the seat controls
(Primordial Mist's), the activated abilities the rules know of a permanent it controls (an
activated manifest: Mastery of the Unseen's "{3}{W}: Manifest the top card of your library").

Each offer is a command judged by a dry run of the rules (`Game.check`): whether it is legal now,
and why not. An offer the object or the board can't have at all (a method the card does not have,
an ability no permanent of the seat has) is not made; one it has but may not use now (the timing
of a spell, no priority) is made with its reason, so a menu can show it greyed, saying why.
An ability is known by what it is, an ability fact among the object's current characteristics,
never by the card's name; its words and cost come from the card's text."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.model import commands as C
from tabletop.model.cards import ACTIVATED_MANIFEST, EXILE_FACE_DOWN_TO_PLAY, FACE_DOWN_KEYWORDS
from tabletop.model.cardtext import ACTIVATED_MANIFEST_LINE, AbilityLine, ability_line
from tabletop.model.chars import ability_facts, controller_of, copiable_values, printed_card
from tabletop.model.game import Game
from tabletop.model.state import CardState, GameState

from . import assists
from .verdicts import Verdict

NO_KEYWORD = "CAST-FD-NO-KEYWORD"  # the card has no such face-down method: no offer


@dataclass(slots=True)
class Offer:
    """One menu entry: `id` names it (`cast_morph`, `exile_to_play`, `activate_manifest`),
    `command` is what it does, `legal` whether the rules allow it now (`verdicts` say why);
    `cost` what it costs, `source` the name of the permanent whose ability it is, `line` the
    ability as the card's text words it."""

    id: str
    command: C.Command
    legal: bool
    verdicts: list[Verdict] = field(default_factory=list)
    cost: str | None = None
    source: str | None = None
    line: AbilityLine | None = None

    @property
    def reason(self) -> Verdict | None:
        return next((v for v in self.verdicts if v.is_refusal), None)


def _judged(game: Game, seat: str, oid: str, cmd: C.Command, **kw) -> Offer:
    j = game.check(cmd, seat)
    return Offer(oid, cmd, j.legal, list(j.verdicts), **kw)


def cast_down_offers(game: Game, seat: str | None, cid: str | None) -> list[Offer]:
    """The ways the seat may cast the card face down (702.37c, 702.168b): one per face-down
    method the card has, judged now (in its hand at sorcery speed, with the stack empty...)."""
    card = game.state.cards.get(cid or "")
    if card is None or seat is None or card.owner != seat or card.zone != "hand":
        return []
    out = []
    for method in FACE_DOWN_KEYWORDS:
        cmd = C.Cast(seat, card.id, face_down=method)
        j = game.check(cmd, seat)
        if NO_KEYWORD in j.ids:
            continue
        out.append(Offer("cast_" + method, cmd, j.legal, list(j.verdicts), cost=j.cost))
    return out


def exile_to_play_offer(game: Game, seat: str | None, cid: str | None) -> Offer | None:
    """Exiling a face-down permanent the seat controls with an ability "Exile a face-down
    permanent you control face up: You may play that card this turn" (Primordial Mist's) of a
    permanent the seat controls; None when it controls none (or the card is not such a
    permanent)."""
    st = game.state
    card = st.cards.get(cid or "")
    if card is None or seat is None or card.zone != "battlefield" or card.face_down is None \
            or controller_of(st, card) != seat:
        return None
    sources = assists.sources_of(st, seat, EXILE_FACE_DOWN_TO_PLAY)
    if not sources:
        return None
    name = assists.current_name(st, sources[0])
    return _judged(game, seat, "exile_to_play", C.ExileToPlay(seat, card.id, source=name),
                   source=name)


def ability_offers(game: Game, seat: str | None, cid: str | None) -> list[Offer]:
    """The activated abilities the rules know of a face-up permanent the seat controls, each
    with its cost and words from the card's text (an activated manifest: "{3}{W}: Manifest the
    top card of your library")."""
    st = game.state
    card = st.cards.get(cid or "")
    if card is None or seat is None or card.zone != "battlefield" or card.face_down is not None \
            or controller_of(st, card) != seat \
            or not ability_facts(st, card).has(ACTIVATED_MANIFEST):
        return []
    name = assists.current_name(st, card)
    line = ability_line(rules_text(st, card), ACTIVATED_MANIFEST_LINE)
    cmd = C.Manifest(seat, source=name, by=card.id)
    return [_judged(game, seat, "activate_manifest", cmd, source=name, line=line,
                    cost=line.cost if line else None)]


def rules_text(state: GameState, card: CardState) -> str | None:
    """The English rules text of the object as it is now: that of its face that is up, or of
    the card it copies (a card of that name in this game); None face down."""
    if card.face_down is not None:
        return None
    name = copiable_values(state, card).get("name")
    for face in printed_card(state, card).faces:
        if face.name == name:
            return face.oracle_text
    for d in state.facts.values():  # a copy: the copied card's facts, by its name
        for face in [d, *(d.get("card_faces") or [])]:
            if isinstance(face, dict) and face.get("name") == name:
                text = face.get("oracle_text")
                return text if isinstance(text, str) else None
    return None


# -- a joined table: the seat sees a view, the host judges ---------------------------------------
# The view shows the seat the facts of the cards it knows (not every effect on them), so these
# offers are what those facts say the card has: the host's rules judge each when it is chosen
# (and say why not). Their commands name cards by the view's ids.
def _hints_have(ov, ability: str) -> bool:
    hints = (ov.facts or {}).get("hints")
    return isinstance(hints, dict) and ability in (hints.get("abilities") or ())


def view_cast_down_offers(view, seat: str | None, vid: str) -> list[Offer]:
    """The face-down methods the card in the seat's hand has, by its facts."""
    ov = view.by_id(vid) if view is not None else None
    if ov is None or seat is None or ov.zone != "hand" or ov.owner != seat or not ov.facts:
        return []
    return [Offer("cast_" + m, C.Cast(seat, vid, face_down=m), True, cost="{3}")
            for m in FACE_DOWN_KEYWORDS if ov.facts.get(m)]


def view_exile_to_play_offer(view, seat: str | None, vid: str) -> Offer | None:
    """Exiling one of the seat's face-down permanents when a face-up permanent it controls has
    Primordial Mist's ability, by its facts."""
    ov = view.by_id(vid) if view is not None else None
    if ov is None or seat is None or ov.zone != "battlefield" or not ov.face_down \
            or ov.controller != seat:
        return None
    source = next((o for o in view.objects if o.zone == "battlefield" and not o.face_down
                   and o.controller == seat and _hints_have(o, EXILE_FACE_DOWN_TO_PLAY)), None)
    if source is None:
        return None
    name = (source.chars or {}).get("name") or source.facts.get("name")
    return Offer("exile_to_play", C.ExileToPlay(seat, vid, source=name), True, source=name)


def view_ability_offers(view, seat: str | None, vid: str) -> list[Offer]:
    """The activated manifest of a face-up permanent the seat controls, by its facts."""
    ov = view.by_id(vid) if view is not None else None
    if ov is None or seat is None or ov.zone != "battlefield" or ov.face_down \
            or ov.controller != seat or not _hints_have(ov, ACTIVATED_MANIFEST):
        return []
    name = (ov.chars or {}).get("name") or ov.facts.get("name")
    line = ability_line(ov.facts.get("oracle_text"), ACTIVATED_MANIFEST_LINE)
    return [Offer("activate_manifest", C.Manifest(seat, source=name, by=vid), True, source=name,
                  line=line, cost=line.cost if line else None)]
