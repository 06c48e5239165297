"""Where every seat's zones sit on the table, sized to the space there is. Pure geometry in scene
units (a card is CARD_W x CARD_H), no model access.

The viewing seat is at the bottom, the others above it (mirrored: hand on the outer edge), the
shared stack on the right. The view picks a scale (`fit_scale`: the largest step of the zoom
ladder at which every seat's permanents fit, never below `MIN_SCALE`), and the scene lays the
table out in the area the viewport shows at that scale (`compute`): the battlefields take what
the hands, piles and stack leave, empty piles shrink to their label, and a battlefield always
has the rows its permanents need (the table grows and scrolls instead of shrinking the cards
below a readable size).

Automatic places (`auto_places`): non-land permanents in rows from the middle of the table,
lands in rows from the player's edge, each in a slot of a row whose slots are as wide as a
tapped card: tapping a permanent turns it a quarter inside its own slot, never over a neighbour,
and moves no other card. A permanent keeps its slot (`Needs` carries each one's slot number, the
scene remembers them: `slots.Slots`) while it stays: one leaving leaves a gap, and a new one
takes the first free slot. The slots are numbered in reading order and fill the rows as the
battlefield's width allows (`slot_cell`): only a battlefield of another width moves them."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF

from tabletop.ui.table.cardart import CARD_H, CARD_W

# The zoom ladder: every scale the view uses is LADDER ** k, so faces are drawn for a few
# levels only and a fitted table is drawn at exactly its device resolution.
LADDER = 2 ** (1 / 16)
# The smallest card on screen when the table is fitted: 2 ** -0.5 * 90 = 63.6 px wide (about a
# real card at 96 dpi and 0.4 scale), where the name (9 px bold) and the mana symbols (10 px)
# stay legible. Below that the table scrolls instead.
MIN_STEP = -8
MIN_SCALE = LADDER ** MIN_STEP
MIN_CARD_PX = CARD_W * MIN_SCALE
MAX_STEP = 8  # fitted cards grow up to 127 px wide (a big window and a bare table)

MARGIN = 6
GAP = 8  # between the pile column, the battlefield and the stack
BAND_GAP = 8  # between two seats
LABEL_H = 19  # the label strip above a hand's cards
HAND_H = LABEL_H + CARD_H + 6
HAND_GAP = 4  # between a hand and its battlefield
PILE_W = CARD_W + 20
STACK_W = CARD_W + 20
ROW_H = CARD_H + 12
BF_PAD = 8
BF_TOP = 17  # the label strip on the middle of the table's side of a battlefield
MIN_ROWS = 2
STEP = CARD_W + 10  # an untapped card and its gap
SLOT_W = CARD_H + 10  # a non-land permanent's slot: room to be turned a quarter (tapped)
LAND_STEP = CARD_H + 6  # a land's slot: room to be tapped too
MIN_BF_W = 5 * STEP + 2 * BF_PAD
PILE_LABEL_H = 18
PILE_FULL_H = PILE_LABEL_H + CARD_H + 8
PILE_EMPTY_H = 40
PILE_GAP = 6
PILES = ("library", "graveyard", "exile", "command")
# The players' area: each seat's name, life and player counters at the right end of its hand,
# under the hand's label (the hand's cards fan out in what is left)
PLAYER_W = 132
PLAYER_GAP = 8
MAX_BF_W, MAX_BF_H = 4000.0, 3000.0  # the largest battlefield stored places can ask for
MAX_GAP = 256  # empty slots a kept slot may leave before it (more: a hand-made preference)


def _slots(given) -> tuple:
    """A number of permanents (no slot kept yet) or their kept slots (or None)."""
    if isinstance(given, int):
        return (None,) * given
    return tuple(None if k is None else int(k) for k in given)


class Needs:
    """What one seat's zones must hold: the slots its automatically placed non-land permanents
    and lands keep (in zone order; a number: that many, packed), its non-empty piles, and the
    extent (width, height) of the permanents that have places of their own."""

    __slots__ = ("nonland", "lands", "piles", "extent")

    def __init__(self, nonland=(), lands=(), piles=(), extent=(0.0, 0.0)) -> None:
        self.nonland = _slots(nonland)
        self.lands = _slots(lands)
        self.piles = frozenset(piles)
        # a hand-made file may put a card a billion units away: the table stops at MAX_BF
        self.extent = (min(float(extent[0]), MAX_BF_W), min(float(extent[1]), MAX_BF_H))

    def _key(self) -> tuple:
        return self.nonland, self.lands, self.piles, self.extent

    def __eq__(self, other) -> bool:
        return isinstance(other, Needs) and self._key() == other._key()

    def __repr__(self) -> str:
        return f"Needs({self.nonland!r}, {self.lands}, {sorted(self.piles)!r}, {self.extent})"


class SeatRects:
    """One seat's areas. `top`: drawn mirrored at the top (hand on the outer edge).
    `pile_scale`: how much a pile's top card is shrunk to fit its pile (1 = full size)."""

    __slots__ = ("seat", "top", "band", "battlefield", "hand", "piles", "pile_scale", "rows",
                 "player")

    def __init__(self, seat: str, top: bool, band: QRectF, battlefield: QRectF, hand: QRectF,
                 piles: dict, pile_scale: dict | None = None, rows: tuple = (0, 0)) -> None:
        self.seat, self.top, self.band = seat, top, band
        self.battlefield, self.hand, self.piles = battlefield, hand, piles
        self.pile_scale = pile_scale or {z: 1.0 for z in piles}
        self.rows = rows  # (non-land rows, land rows) the automatic places use
        self.player = player_rect(hand)  # the players' area: name, life, counters


class Table:
    """The whole table: the seats' areas (viewer first), the stack and the table's rect."""

    __slots__ = ("seats", "stack", "rect")

    def __init__(self, seats: list[SeatRects], stack: QRectF, rect: QRectF) -> None:
        self.seats, self.stack, self.rect = seats, stack, rect

    def same_as(self, other) -> bool:
        if other is None or self.rect != other.rect or self.stack != other.stack \
                or len(self.seats) != len(other.seats):
            return False
        return all(a.seat == b.seat and a.battlefield == b.battlefield and a.hand == b.hand
                   and a.piles == b.piles and a.rows == b.rows
                   for a, b in zip(self.seats, other.seats, strict=True))


def player_rect(hand: QRectF) -> QRectF:
    """Where a seat's name, life and counters go: the right end of its hand, under the label."""
    return QRectF(hand.right() - PLAYER_W - 6, hand.top() + LABEL_H, PLAYER_W,
                  hand.height() - LABEL_H - 4)


def seat_order(players: list[str], viewer: str | None) -> list[str]:
    """The viewer first (bottom), then the others in turn order after the viewer."""
    if viewer not in players:
        return list(players)
    i = players.index(viewer)
    return players[i:] + players[:i]


def ladder_scale(step: int) -> float:
    return LADDER ** step


def ladder_step(scale: float) -> int:
    """The ladder step nearest to `scale`."""
    return round(math.log(max(scale, 1e-6), LADDER))


def per_row(bf_w: float, land: bool) -> int:
    """How many slots a row of a battlefield bf_w wide has (a tapped card fits the last)."""
    step = LAND_STEP if land else SLOT_W
    return max(1, int((bf_w - 2 * BF_PAD + step - CARD_H) // step))


def resolve(kept) -> list[int]:
    """The slots permanents take, in order: each the slot it keeps unless one before holds
    it, the others (and those with none) the first free slots."""
    out: list = [None] * len(kept)
    taken: set = set()
    most = len(kept) + MAX_GAP
    for i, k in enumerate(kept):
        if k is not None and 0 <= k < most and k not in taken:
            out[i] = k
            taken.add(k)
    k = 0
    for i, slot in enumerate(out):
        if slot is None:
            while k in taken:
                k += 1
            out[i] = k
            k += 1
    return out


def slot_cell(slot: int, columns: int) -> tuple[int, int]:
    """(row, column) of a slot in rows of `columns` slots."""
    return divmod(slot, max(1, columns))


def _rows(slots: list, columns: int) -> int:
    return -(-(max(slots, default=-1) + 1) // max(1, columns))


def rows_needed(needs: Needs | None, bf_w: float) -> tuple[int, int]:
    """(non-land rows, land rows) a seat's automatic places take in a battlefield bf_w wide."""
    if needs is None:
        return 0, 0
    return (_rows(resolve(needs.nonland), per_row(bf_w, False)),
            _rows(resolve(needs.lands), per_row(bf_w, True)))


def bf_height(rows: int) -> float:
    return BF_TOP + rows * ROW_H - (ROW_H - CARD_H) + BF_PAD


def _bf_width(area_w: float) -> float:
    return area_w - 2 * MARGIN - PILE_W - STACK_W - 2 * GAP


def _band_need(needs: Needs | None, bf_w: float) -> float:
    nl, ld = rows_needed(needs, bf_w)
    bf_h = bf_height(max(MIN_ROWS, nl + ld))
    if needs is not None:
        bf_h = max(bf_h, needs.extent[1])
    return HAND_H + HAND_GAP + bf_h


def _min_bf_w(needs: dict) -> float:
    return max([MIN_BF_W] + [n.extent[0] for n in needs.values()])


def fits(n_seats: int, area_w: float, area_h: float, needs: dict) -> bool:
    """Whether a table of `n_seats` fits an area: battlefields wide enough and every seat's
    permanents in the rows its band leaves."""
    bf_w = _bf_width(area_w)
    if bf_w < _min_bf_w(needs):
        return False
    band = max((_band_need(needs.get(s), bf_w) for s in needs), default=_band_need(None, bf_w))
    return n_seats * band + (n_seats - 1) * BAND_GAP + 2 * MARGIN <= area_h + 0.01


def fit_scale(n_seats: int, view_w: float, view_h: float, needs: dict,
              max_step: int = MAX_STEP) -> float:
    """The largest ladder scale (MIN_SCALE at least) at which the table fits a viewport of
    view_w x view_h pixels."""
    lo, hi = MIN_STEP, max(MIN_STEP, max_step)
    n = max(1, n_seats)
    if not fits(n, view_w / ladder_scale(lo), view_h / ladder_scale(lo), needs):
        return ladder_scale(lo)
    while lo < hi:  # feasibility falls as the scale grows: the largest feasible step
        mid = (lo + hi + 1) // 2
        s = ladder_scale(mid)
        if fits(n, view_w / s, view_h / s, needs):
            lo = mid
        else:
            hi = mid - 1
    return ladder_scale(lo)


def _piles(seat_top: float, band_h: float, mirrored: bool, full: frozenset) -> tuple:
    """The pile column: a non-empty pile holds a card, an empty one shrinks to its label; the
    room left is shared by all (a non-empty pile's card shrinks when there is too little)."""
    names = PILES if not mirrored else tuple(reversed(PILES))
    heights = {z: PILE_FULL_H if z in full else PILE_EMPTY_H for z in names}
    room = band_h - (len(names) - 1) * PILE_GAP
    spare = room - sum(heights.values())
    if spare >= 0:
        heights = {z: h + spare / len(names) for z, h in heights.items()}
    else:  # too little room: the non-empty piles share what the empty ones leave
        n_full = sum(1 for z in names if z in full)
        share = (room - (len(names) - n_full) * PILE_EMPTY_H) / max(1, n_full)
        heights = {z: share if z in full else PILE_EMPTY_H for z in names}
    rects, scales = {}, {}
    y = seat_top
    for z in names:
        rects[z] = QRectF(MARGIN, y, PILE_W, heights[z])
        scales[z] = max(0.3, min(1.0, (heights[z] - PILE_LABEL_H - 8) / CARD_H))
        y += heights[z] + PILE_GAP
    return rects, scales


def compute(players: list[str], viewer: str | None, area_w: float = 1500,
            area_h: float = 950, needs: dict | None = None) -> Table:
    """The table laid out in an area of area_w x area_h scene units (it grows past the area
    when the permanents need more room than the area has)."""
    needs = needs or {}
    order = seat_order(players, viewer)
    n = max(1, len(order))
    bf_w = max(_min_bf_w(needs), _bf_width(area_w))
    rows = {s: rows_needed(needs.get(s), bf_w) for s in order}
    band_h = max([_band_need(needs.get(s), bf_w) for s in order]
                 + [(area_h - 2 * MARGIN - (n - 1) * BAND_GAP) / n])
    bf_h = band_h - HAND_H - HAND_GAP
    x_bf = MARGIN + PILE_W + GAP
    out: list[SeatRects] = []
    for k, seat in enumerate(order):
        top_y = MARGIN + (n - 1 - k) * (band_h + BAND_GAP)
        band = QRectF(MARGIN, top_y, PILE_W + GAP + bf_w, band_h)
        mirrored = k > 0
        if mirrored:
            hand = QRectF(x_bf, top_y, bf_w, HAND_H)
            bf = QRectF(x_bf, top_y + HAND_H + HAND_GAP, bf_w, bf_h)
        else:
            bf = QRectF(x_bf, top_y, bf_w, bf_h)
            hand = QRectF(x_bf, top_y + bf_h + HAND_GAP, bf_w, HAND_H)
        full = needs[seat].piles if seat in needs else frozenset({"library"})
        piles, scales = _piles(top_y, band_h, mirrored, full)
        out.append(SeatRects(seat, mirrored, band, bf, hand, piles, scales, rows[seat]))
    total_h = n * band_h + (n - 1) * BAND_GAP
    stack = QRectF(x_bf + bf_w + GAP, MARGIN, STACK_W, total_h)
    rect = QRectF(0, 0, max(area_w, stack.right() + MARGIN), max(area_h, total_h + 2 * MARGIN))
    return Table(out, stack, rect)


def _to_scene(rects: SeatRects, x: float, y: float) -> tuple:
    bf = rects.battlefield
    x = max(0.0, min(x, bf.width() - CARD_W))
    y = max(0.0, min(y, bf.height() - CARD_H))
    if rects.top:
        y = bf.height() - CARD_H - y
    return bf.left() + x, bf.top() + y


def battlefield_point(rects: SeatRects, pos: list | None, slot: tuple = (0.0, 0.0)) -> tuple:
    """Scene position (top-left) of a permanent: its stored place, or its automatic place
    (`slot`, from `auto_places`)."""
    if pos and len(pos) == 2:
        return _to_scene(rects, float(pos[0]), float(pos[1]))
    return _to_scene(rects, *slot)


def slot_place(rects: SeatRects, land: bool, slot: int) -> tuple[float, float]:
    """The top-left (in the controller's own orientation) of an untapped card in `slot`."""
    row, col = slot_cell(slot, per_row(rects.battlefield.width(), land))
    if land:
        bottom = rects.battlefield.height() - BF_PAD - CARD_H
        return BF_PAD + col * LAND_STEP + (LAND_STEP - CARD_W) / 2 - 3, bottom - row * ROW_H
    return BF_PAD + col * SLOT_W + (SLOT_W - CARD_W) / 2, BF_TOP + row * ROW_H


def auto_places(rects: SeatRects, nonland=(), lands=()) -> tuple[list, list]:
    """The automatic places (in the controller's own orientation) of a seat's non-land
    permanents and lands, given the slots they keep in order (or how many there are)."""
    return ([slot_place(rects, False, k) for k in resolve(_slots(nonland))],
            [slot_place(rects, True, k) for k in resolve(_slots(lands))])


def battlefield_pos(rects: SeatRects, scene_x: float, scene_y: float, snap: int = 0) -> tuple:
    """The stored place (controller's own orientation) for a scene top-left point."""
    bf = rects.battlefield
    x = scene_x - bf.left()
    y = scene_y - bf.top()
    if rects.top:
        y = bf.height() - CARD_H - y
    if snap:
        x, y = round(x / snap) * snap, round(y / snap) * snap
    x = max(0.0, min(x, bf.width() - CARD_W))
    y = max(0.0, min(y, bf.height() - CARD_H))
    return round(x, 1), round(y, 1)


def hand_point(rects: SeatRects, index: int, count: int) -> tuple:
    """A hand card's top-left: in a row under the hand's label strip, fanned (overlapping) when
    the hand is wider than its zone, never over the label."""
    span = rects.hand.width() - CARD_W - 20 - PLAYER_W - PLAYER_GAP
    step = min(CARD_W + 6, span / max(1, count - 1)) if count > 1 else 0
    return rects.hand.left() + 10 + index * step, rects.hand.top() + LABEL_H


def stack_point(stack: QRectF, index: int, count: int = 1) -> tuple:
    step = CARD_H * 0.45
    if count > 1:
        step = max(4.0, min(step, (stack.height() - 28 - CARD_H - 8) / (count - 1)))
    return stack.left() + (stack.width() - CARD_W) / 2, stack.top() + 28 + index * step
