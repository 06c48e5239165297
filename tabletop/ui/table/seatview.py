"""What the scene knows of the game for its seat: the seat's view, kept up to date piece by piece.

Built once from `view_for(seat)` (a full rebuild), then changed by the controller's deltas: the
objects an action touched, the membership of the zones it changed, and the game-level fields.
It answers what the rules' `GameView` answers (`objects`, `by_id`, `in_zone`, turn, step, counts)
and holds view ids only, never the model's card ids."""

from __future__ import annotations

SHARED_ZONES = ("battlefield", "stack")
HEADER = ("seat", "players", "turn", "active", "step", "mode", "ended", "left", "lands_played",
          "library_counts", "hand_counts", "life", "player_counters", "arrows", "top_revealed",
          "library_tops", "requests", "trust", "priority", "resolving")
# header fields a view may lack (an older shared board): None until given
OPTIONAL = frozenset(("life", "player_counters", "arrows", "top_revealed", "library_tops",
                      "requests", "trust", "priority", "resolving"))


def zone_of(zone: str, owner: str | None) -> tuple[str, str | None]:
    """The scene's key of a zone: shared zones have no owner."""
    return (zone, None) if zone in SHARED_ZONES else (zone, owner)


def library_tops(known) -> dict:
    """{player: the view of the top card of their library}, for the libraries whose top card
    the seat knows (a view's `library_known` at index 0: revealed to all while its owner plays
    with the top card revealed, or one the seat looked at or put there). The model's ids are
    left out."""
    from dataclasses import replace
    return {o.owner: replace(o, card_id=None) for o in known if o.index == 0}


class SeatView:
    def __init__(self, view) -> None:
        header = {k: getattr(view, k, None) for k in HEADER}
        if header["library_tops"] is None:  # a rules' GameView: from what it lists known
            header["library_tops"] = library_tops(getattr(view, "library_known", None) or ())
        self.set_header(header)
        self.objs: dict[str, object] = {}
        self.zones: dict[tuple[str, str | None], list[str]] = {}
        for o in view.objects:
            self.objs[o.id] = o
            self.zones.setdefault(zone_of(o.zone, o.owner), []).append(o.id)

    def set_header(self, header: dict) -> None:
        for k in HEADER:
            setattr(self, k, header.get(k) if k in OPTIONAL else header[k])

    @property
    def objects(self) -> list:
        """Every object the seat sees, zone by zone, each zone in its order."""
        objs = self.objs
        return [objs[v] for members in self.zones.values() for v in members if v in objs]

    def by_id(self, vid: str):
        return self.objs.get(vid)

    def members(self, zone: str, owner: str | None = None) -> list:
        objs = self.objs
        return [objs[v] for v in self.zones.get(zone_of(zone, owner), ()) if v in objs]

    def in_zone(self, zone: str, owner: str | None = None) -> list:
        if zone in SHARED_ZONES:
            return [o for o in self.members(zone) if owner is None or o.owner == owner]
        if owner is not None:
            return self.members(zone, owner)
        return [o for o in self.objects if o.zone == zone]
