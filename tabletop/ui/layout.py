"""Where every seat's zones sit on the table: the viewing seat at the bottom, the others above,
the shared stack on the right. Pure geometry (scene units), no model access."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from .cardart import CARD_H, CARD_W

PILE_W = CARD_W + 20
BF_W, BF_H = 1300, 3 * (CARD_H + 12) + 10
HAND_H = CARD_H + 24
BAND_H = BF_H + HAND_H + 10
BAND_W = PILE_W + 10 + BF_W
STACK_W = CARD_W + 30
GAP = 24
PILES = ("library", "graveyard", "exile", "command")


class SeatRects:
    """One seat's areas. `top`: drawn mirrored at the top (hand on the outer edge)."""

    __slots__ = ("seat", "top", "band", "battlefield", "hand", "piles")

    def __init__(self, seat: str, top: bool, band: QRectF, battlefield: QRectF, hand: QRectF,
                 piles: dict) -> None:
        self.seat, self.top, self.band = seat, top, band
        self.battlefield, self.hand, self.piles = battlefield, hand, piles


def seat_order(players: list[str], viewer: str | None) -> list[str]:
    """The viewer first (bottom), then the others in turn order after the viewer."""
    if viewer not in players:
        return list(players)
    i = players.index(viewer)
    return players[i:] + players[:i]


def compute(players: list[str], viewer: str | None) -> tuple[list[SeatRects], QRectF]:
    order = seat_order(players, viewer)
    out: list[SeatRects] = []
    n = len(order)
    for k, seat in enumerate(order):
        # seat 0 at the bottom; the rest stacked upwards
        top_y = (n - 1 - k) * (BAND_H + GAP)
        band = QRectF(0, top_y, BAND_W, BAND_H)
        mirrored = k > 0
        if mirrored:
            hand = QRectF(PILE_W + 10, top_y, BF_W, HAND_H)
            bf = QRectF(PILE_W + 10, top_y + HAND_H + 10, BF_W, BF_H)
        else:
            bf = QRectF(PILE_W + 10, top_y, BF_W, BF_H)
            hand = QRectF(PILE_W + 10, top_y + BF_H + 10, BF_W, HAND_H)
        piles = {}
        step = BAND_H / len(PILES)
        names = PILES if not mirrored else tuple(reversed(PILES))
        for i, z in enumerate(names):
            piles[z] = QRectF(0, top_y + i * step + 4, PILE_W, step - 8)
        out.append(SeatRects(seat, mirrored, band, bf, hand, piles))
    total_h = n * BAND_H + (n - 1) * GAP
    stack = QRectF(BAND_W + GAP, 0, STACK_W, total_h)
    return out, stack


def battlefield_point(rects: SeatRects, pos: list | None, slot: int, land: bool) -> tuple:
    """Scene position (top-left) of a permanent: its stored place, or an automatic slot."""
    if pos and len(pos) == 2:
        x, y = float(pos[0]), float(pos[1])
    else:
        # lands get room to be tapped (turned a quarter) without covering their neighbours
        step = CARD_H + 6 if land else CARD_W + 10
        per_row = int((BF_W - 20) // step)
        row = 2 if land else slot // per_row
        col = slot % per_row
        x = 10 + col * step + (step - CARD_W) / 2 if land else 10 + col * step
        y = 8 + min(row, 2) * (CARD_H + 12)
    x = max(0.0, min(x, BF_W - CARD_W))
    y = max(0.0, min(y, BF_H - CARD_H))
    if rects.top:
        y = BF_H - CARD_H - y
    return rects.battlefield.left() + x, rects.battlefield.top() + y


def battlefield_pos(rects: SeatRects, scene_x: float, scene_y: float, snap: int = 0) -> tuple:
    """The stored place (controller's own orientation) for a scene top-left point."""
    x = scene_x - rects.battlefield.left()
    y = scene_y - rects.battlefield.top()
    if rects.top:
        y = BF_H - CARD_H - y
    if snap:
        x, y = round(x / snap) * snap, round(y / snap) * snap
    x = max(0.0, min(x, BF_W - CARD_W))
    y = max(0.0, min(y, BF_H - CARD_H))
    return round(x, 1), round(y, 1)


def hand_point(rects: SeatRects, index: int, count: int) -> tuple:
    span = rects.hand.width() - CARD_W - 20
    step = min(CARD_W + 6, span / max(1, count - 1)) if count > 1 else 0
    return rects.hand.left() + 10 + index * step, rects.hand.top() + 12


def stack_point(stack: QRectF, index: int) -> tuple:
    return stack.left() + 15, stack.top() + 40 + index * (CARD_H * 0.45)
