"""Ward (702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent
controls, counter it unless that player pays {N}."

A spell's targets are the arrows its controller draws from it (the table's convention: arrows
are this turn's targets and attackers; 601.2c chooses them while casting). When the controller
of a face-up spell on the stack points it at a permanent an opponent controls that has ward now
(a disguised or cloaked face-down permanent's ward {2}, 702.168a, 701.58a; or the card's own
ward face up), the assist announces the trigger and the cost (`WARD-TRIGGERS`, the outcome's
`cost`). The players carry out its resolution as the sandbox does every effect (SCENARIOS.md):
unpaid, the spell is countered (`counter`); paid, it stays on the stack and may resolve. A
trigger already announced is independent of its source (113.7a): turning the permanent face up
in response, which ends a face-down ward, does not take it back.
"""

from __future__ import annotations

import re

from tabletop.model.chars import characteristics, controller_of
from tabletop.model.state import CardState

from .assists import current_name
from .engine import Ctx

WARD = re.compile(r"^Ward(?:\s+|\s*[—-]\s*)(?:Pay\s+)?(?P<cost>\S.*)$", re.I)
TRIGGER_CAUSE = "ward"


def ward_cost(state, card: CardState) -> str | None:
    """The cost of the ward the permanent has now ("{2}", "3 life"), or None without ward."""
    for ability in characteristics(state, card).abilities:
        m = WARD.match(ability)
        if m:
            return m.group("cost")
    return None


def ward_trigger(c: Ctx, spell_id: str, target_id: str, by: str) -> dict | None:
    """`by` points the object `spell_id` at `target_id`: the ward trigger it causes, said as a
    verdict with its cost; the `trigger` event's data, or None when nothing triggers."""
    st = c.state
    spell, target = st.cards[spell_id], st.cards[target_id]
    if spell.zone != "stack" or spell.face_down is not None or target.zone != "battlefield":
        return None  # only a spell targets; a face-down spell has no text to target (708.4)
    caster = controller_of(st, spell)
    if by != caster or controller_of(st, target) == caster:
        return None  # the spell's controller chooses its targets; ward sees opponents only
    cost = ward_cost(st, target)
    if cost is None:
        return None
    c.cost = cost
    c.say("WARD-TRIGGERS", name=c.name(spell), player=caster, cost=cost)
    return {"name": _source_name(st, target), "card": target.id, "cause": TRIGGER_CAUSE,
            "player": controller_of(st, target)}


def _source_name(state, card: CardState) -> str:
    """The name the trigger's source shows: a face-down permanent has none, so its ability's."""
    if card.face_down is not None:
        return "Ward"
    return current_name(state, card)
