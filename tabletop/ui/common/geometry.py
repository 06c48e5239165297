"""The window's size, place and panels for the screen it opens on (issue 26, point 3).

The first window fits the screen's available area (`QScreen.availableGeometry`: without the
desktop's panels), title bar and frame included: the preferred 1500 x 950 where there is room,
else as much as there is, centred (`first_rect`). Below 1366 x 768 the panels take a compact
layout (`is_compact`, `docks.DocksPart.add_table_panels`): the game log under the preview on
the left, the chat a tab beside the rules assist on the right, so the log shows many lines, a
lesson's panel (a tab there too) has the height its messages need, and the table keeps the
width its rows of permanents need.

The layout the user leaves (size, place, maximised or not, where the panels are: Qt's
`saveGeometry` and `saveState`) is remembered per size of the available area, in the settings
file (`settings.save_setting`, key `SETTING`, one entry per "WIDTHxHEIGHT"), and comes back the
next time the window opens on a screen of that size. A window made for a test or a screenshot
(`quiet`) neither reads nor writes it; a screenshot's `--size` stands for the screen
(`pretend_area`)."""

from __future__ import annotations

import base64
import binascii
import re

from PySide6.QtCore import QByteArray, QRect

PREFERRED = (1500, 950)  # the first window where the screen has room for it
COMPACT_BELOW = (1366, 768)  # a smaller available area: the compact layout
# What a window manager's frame adds around the window (left, top: the title bar, right,
# bottom) before the window is shown and its real frame known; corrected once it is shown
FRAME_GUESS = (4, 36, 4, 4)
SETTING = "window_layouts"
LAYOUT_VERSION = 1  # Qt's saveState version: a layout of other panels is not restored
MAX_SIZES = 8  # screen sizes remembered (the most recently used)
MAX_BLOB = 64 * 1024  # characters of one remembered geometry or state (Qt's are ~100-2,000)
AREA_PROPERTY = "tabletop_layout_area"  # (QApplication property) the area a screenshot stands for
_KEY = re.compile(r"\d{2,5}x\d{2,5}")


def is_compact(area: QRect) -> bool:
    """Whether an available area takes the compact layout (below 1366 x 768)."""
    return area.width() < COMPACT_BELOW[0] or area.height() < COMPACT_BELOW[1]


def first_rect(area: QRect, frame: tuple[int, int, int, int] = FRAME_GUESS) -> QRect:
    """The window's own rectangle (inside its frame) for a first window in `area`: the
    preferred size at most what the area leaves inside the frame, centred there."""
    left, top, right, bottom = frame
    room_w = area.width() - left - right
    room_h = area.height() - top - bottom
    w, h = max(1, min(PREFERRED[0], room_w)), max(1, min(PREFERRED[1], room_h))
    x = area.x() + left + (room_w - w) // 2
    y = area.y() + top + (room_h - h) // 2
    return QRect(x, y, w, h)


def inside(area: QRect, frame_rect: QRect, frame: tuple[int, int, int, int]) -> QRect:
    """The window's own rectangle that brings a window whose frame is `frame_rect` (margins
    `frame`) wholly inside `area`: smaller where it is bigger, moved where it sticks out."""
    left, top, right, bottom = frame
    w = min(frame_rect.width(), area.width())
    h = min(frame_rect.height(), area.height())
    x = min(max(frame_rect.x(), area.x()), area.x() + area.width() - w)
    y = min(max(frame_rect.y(), area.y()), area.y() + area.height() - h)
    return QRect(x + left, y + top, w - left - right, h - top - bottom)


def frame_of(win) -> tuple[int, int, int, int]:
    """The margins the window manager's frame adds around a shown window."""
    f, g = win.frameGeometry(), win.geometry()
    return (g.x() - f.x(), g.y() - f.y(), f.right() - g.right(), f.bottom() - g.bottom())


def pretend_area(app, width: int | None, height: int = 0) -> None:
    """A screenshot: windows made from now on lay themselves out for a screen whose available
    area is width x height (None: for the screen they are on again)."""
    app.setProperty(AREA_PROPERTY, None if width is None else QRect(0, 0, width, height))


def pretended_area() -> QRect | None:
    """The area a screenshot stands for (`pretend_area`), if any."""
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance()
    given = app.property(AREA_PROPERTY) if app is not None else None
    return QRect(given) if isinstance(given, QRect) and not given.isEmpty() else None


def screen_area(win) -> QRect:
    """The available area of the screen the window is on (or the one a screenshot stands
    for)."""
    given = pretended_area()
    if given is not None:
        return given
    from PySide6.QtWidgets import QApplication
    screen = win.screen() or QApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, *PREFERRED)


def area_key(area: QRect) -> str:
    return f"{area.width()}x{area.height()}"


# -- remembered layouts: {"WxH": {"geometry": base64, "state": base64}} in the settings file --
def _blob(text) -> QByteArray | None:
    """A remembered geometry or state (base64 text from the settings file), or None when it
    is not one (wrong type, too long, not base64)."""
    if not isinstance(text, str) or not 0 < len(text) <= MAX_BLOB:
        return None
    try:
        raw = base64.b64decode(text.encode("ascii"), validate=True)
    except (ValueError, binascii.Error):
        return None
    return QByteArray(raw)


def _text(data: QByteArray) -> str:
    return base64.b64encode(bytes(data.data())).decode("ascii")


def _layouts(settings: dict) -> dict:
    kept = settings.get(SETTING)
    if not isinstance(kept, dict):
        return {}
    return {k: v for k, v in kept.items() if isinstance(k, str) and _KEY.fullmatch(k)
            and isinstance(v, dict)}


def remembered(area: QRect) -> tuple[QByteArray | None, QByteArray | None]:
    """The (geometry, state) the user left on a screen of this size (None: none or broken)."""
    from tabletop.ui.files import settings  # (not fileops: read before the first paint)
    entry = _layouts(settings.load_settings()).get(area_key(area), {})
    return _blob(entry.get("geometry")), _blob(entry.get("state"))


def remember(area: QRect, geometry: QByteArray, state: QByteArray | None) -> None:
    """Keep the layout for screens of this size (the newest `MAX_SIZES` sizes are kept)."""
    from tabletop.ui.files import settings
    layouts = _layouts(settings.load_settings())
    key = area_key(area)
    layouts.pop(key, None)
    layouts[key] = {"geometry": _text(geometry)}
    if state is not None:
        layouts[key]["state"] = _text(state)
    while len(layouts) > MAX_SIZES:
        layouts.pop(next(iter(layouts)))
    settings.save_setting(SETTING, layouts)
