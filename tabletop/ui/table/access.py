"""Screen readers: the table's players' areas, zones, piles and cards as accessible objects.

A `QGraphicsView`'s items are no widgets, so Qt offers a screen reader nothing of them. Here the
table view gets its own accessible interface (`install`: a factory for `TableView`), whose
children are one object per seat's area (named for its player: life, counters), each with its
battlefield and hand (lists of their cards) and its piles, and the stack (a list of its cards):

    Table
      Alice (you): life 20           grouping   (actions: the player's context menu)
        Alice (you) — battlefield    list       (actions: the table's context menu)
          face-down #2, manifested, tapped, 1 +1/+1 counter    list item
        Alice (you) — hand (7)       list
        Alice's library, 33 cards    button     (actions: the pile's context menu)
        ...
      Stack                          list

Every name and description is built from what the scene shows, and the scene holds only the
seat's view (`view_for(seat)`): a card's name is its `accessible_name` (a face-down card is its
marker, never what it is), its description the rules text the seat may read (a face-up card it
knows; a face-down one its controller may look at, as the preview shows it). Behind the privacy
curtain the table is empty, and the next seat's table is all new objects.

Each object's actions are its context menu's entries (`MainWindow.menus.menu_for`, built afresh, so
they are exactly what a right click offers the seat now), with "SetFocus" and "ShowMenu" first.
They run after the call that asked for them returns (a screen reader's call must not wait on a
dialog, nor see its own object deleted under it).

Lifetime (PySide6 crashes the process on a mistake here): each interface is a Python object
created when first asked for, registered at once with `QAccessible.registerAccessibleInterface`
and held in `Tree.ifaces` for as long as Qt may use it; when its item leaves the table it is
marked dead (invalid), and deleted with `QAccessible.deleteAccessibleInterface` on the next turn
of the event loop (never inside a call into it), after which Qt deletes the C++ object and
shiboken invalidates the Python one. Every method of an interface answers safely when its item
is gone.

New log lines and assist verdicts are announced (`announce`, a `QAccessibleAnnouncementEvent`).
"""

from __future__ import annotations

import re
from enum import StrEnum

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
)
from PySide6.QtWidgets import QAccessibleWidget

from tabletop.ui.common import messages as M
from tabletop.ui.common.messages import tr
from tabletop.ui.table import layout as L

_NULL = shiboken6.VoidPtr(0)


class Kind(StrEnum):
    SEAT = "seat"  # a player's area: its zones and piles
    ZONE = "zone"  # a battlefield, a hand, the stack: a list of cards
    PILE = "pile"  # a library, graveyard, exile or command pile
    CARD = "card"


ROOT = ("root",)
ZONES = ("battlefield", "hand")
STACK = ("stack", "")
ROLE = {Kind.SEAT: QAccessible.Grouping, Kind.ZONE: QAccessible.List,
        Kind.PILE: QAccessible.Button, Kind.CARD: QAccessible.ListItem}
SET_FOCUS = "SetFocus"
SHOW_MENU = "ShowMenu"


# ---------------------------------------------------------------- what is said
def _menu_text(text: str) -> tuple[str, str]:
    """A menu entry's text as read: (its words, its shortcut) ("&&" is one "&")."""
    words, _, key = text.partition("\t")
    return re.sub(r"&(.)", r"\1", words).strip(), key.strip()


def card_description(ov, lang: str = "en") -> str:
    """The rules text the seat may read of an object: every face of a face-up card it knows;
    of a face-down one, what is public (its marker's source, its face-down power and
    toughness) and, for its controller, its face (708.6: the preview shows it too)."""
    if ov is None:
        return ""
    lines: list[str] = []
    if ov.face_down and ov.marker:
        lines += M.face_down_lines(ov)
        if ov.known and ov.facts:
            lines.append(tr("Its face (only you see it):"))
            lines += _faces(ov.facts, lang)
    elif ov.known and ov.facts:
        lines += _faces(ov.facts, lang)
    lines.append(M.control_line(ov))
    return "\n".join(x for x in lines if x)


def _faces(facts: dict, lang: str) -> list[str]:
    from tabletop.ui.table.cardtext import faces_of
    out = []
    for f in faces_of(facts, lang):
        head = " ".join(x for x in (f["name"], f["mana_cost"]) if x)
        out += [head, f["type_line"], f["text"]]
        if f.get("power") is not None:
            out.append(f"{f['power']}/{f['toughness']}")
        elif f.get("loyalty") is not None:
            out.append(tr("Loyalty {n}").format(n=f["loyalty"]))
    return out


def _reading(it) -> tuple:
    """Where a card is in reading order (the scene's `card_items`, from where the model has it:
    the same order Tab follows)."""
    x, y = it.at
    return round(y / 60), x, it.vid


def structure(scene) -> dict[tuple, list[tuple]]:
    """The table as a tree of keys: parent key -> child keys, from what the scene shows. Keys
    hold the scene's generation (a new table after the curtain is all new objects)."""
    gen = scene.generation
    kids: dict[tuple, list[tuple]] = {ROOT: []}
    if not scene.frames:
        return kids
    groups: dict[tuple, list] = {}
    for it in scene.items_by_id.values():
        ov = it.ov
        if ov is None:
            continue
        if ov.zone == "stack":
            where = STACK
        elif ov.zone == "battlefield":
            where = ("battlefield", ov.controller or ov.owner)
        else:
            where = (ov.zone, ov.owner)
        groups.setdefault(where, []).append(it)
    for seat in L.seat_order(scene.players, scene.viewer):
        sk = (gen, Kind.SEAT, seat)
        kids[ROOT].append(sk)
        mine = kids[sk] = []
        for zone in ZONES:
            if (seat, zone) in scene._zone_frames:
                zk = (gen, Kind.ZONE, zone, seat)
                mine.append(zk)
                kids[zk] = [(gen, Kind.CARD, it.vid)
                            for it in sorted(groups.get((zone, seat), []), key=_reading)]
        for zone in L.PILES:
            if (seat, zone) in scene.piles:
                pk = (gen, Kind.PILE, zone, seat)
                mine.append(pk)
                kids[pk] = []
    if ("", "stack") in scene._zone_frames:
        zk = (gen, Kind.ZONE, *STACK)
        kids[ROOT].append(zk)
        kids[zk] = [(gen, Kind.CARD, it.vid) for it in sorted(groups.get(STACK, []), key=_reading)]
    return kids


# ---------------------------------------------------------------- the interfaces
class _Actions(QAccessibleActionInterface):
    """An item's actions (its own C++ object: `NodeAccessible.interface_cast` hands it out)."""

    def __init__(self, node: NodeAccessible) -> None:
        super().__init__()
        self.node = node

    def actionNames(self) -> list[str]:  # noqa: N802 (Qt's names)
        try:
            return [n for n, _ in self.node.tree.actions(self.node)]
        except Exception:  # noqa: BLE001 (never an exception into Qt)
            return []

    def localizedActionName(self, name: str) -> str:  # noqa: N802
        return name

    def localizedActionDescription(self, name: str) -> str:  # noqa: N802
        return name

    def keyBindingsForAction(self, name: str) -> list[str]:  # noqa: N802
        try:
            return [k for n, k in self.node.tree.actions(self.node) if n == name and k]
        except Exception:  # noqa: BLE001
            return []

    def doAction(self, name: str) -> None:  # noqa: N802
        tree = self.node.tree
        key = self.node.key
        QTimer.singleShot(0, tree.guard, lambda: tree.do_action(key, name))


class NodeAccessible(QAccessibleInterface):
    """One seat's area, zone, pile or card. It holds its key, never the graphics item: each
    call looks the item up in the scene (gone: an invalid object that answers nothing)."""

    def __init__(self, tree: Tree, key: tuple) -> None:
        super().__init__()
        self.tree, self.key, self.kind = tree, key, key[1]
        self.dead = False
        self.said: tuple[str, str] | None = None  # (name, description) last read by a reader
        self.acts = _Actions(self)

    # what it is
    def isValid(self) -> bool:  # noqa: N802
        return not self.dead and self.tree.alive

    def object(self):
        return None

    def window(self):
        try:
            return self.tree.view.window().windowHandle() if self.isValid() else None
        except RuntimeError:
            return None

    def role(self):
        return ROLE.get(self.kind, QAccessible.NoRole)

    def text(self, t) -> str:
        if not self.isValid():
            return ""
        try:
            if t == QAccessible.Name:
                name = self.tree.name(self.key)
                self.said = (name, self.said[1] if self.said else "")
                return name
            if t == QAccessible.Description:
                desc = self.tree.description(self.key)
                self.said = (self.said[0] if self.said else "", desc)
                return desc
        except Exception:  # noqa: BLE001 (never an exception into Qt)
            return ""
        return ""

    def setText(self, t, text) -> None:  # noqa: N802
        pass

    def state(self):
        s = QAccessible.State()
        if not self.isValid():
            s.invalid = True
            return s
        try:
            self.tree.fill_state(self.key, s)
        except Exception:  # noqa: BLE001
            pass
        return s

    def rect(self) -> QRect:
        if not self.isValid():
            return QRect()
        try:
            return self.tree.rect(self.key)
        except Exception:  # noqa: BLE001
            return QRect()

    def relations(self, match=None) -> list:
        return []

    # where it is in the tree
    def parent(self):
        if self.dead or not self.tree.alive:
            return None
        up = self.tree.parent_iface(self.key)
        if up is not None:
            self.up = up
            return up
        return self.up  # gone from the table, about to be deleted: where it was

    up = None  # its parent when last asked

    def childCount(self) -> int:  # noqa: N802
        return len(self.tree.children(self.key)) if self.isValid() else 0

    def child(self, i: int):
        if not self.isValid():
            return None
        kids = self.tree.children(self.key)
        return self.tree.iface(kids[i]) if 0 <= i < len(kids) else None

    def indexOfChild(self, child) -> int:  # noqa: N802
        key = getattr(child, "key", None)
        if key is None or not self.isValid():
            return -1
        try:
            return self.tree.children(self.key).index(key)
        except ValueError:
            return -1

    def childAt(self, x: int, y: int):  # noqa: N802
        if not self.isValid():
            return None
        for k in self.tree.children(self.key):
            if self.tree.rect(k).contains(x, y):
                return self.tree.iface(k)
        return None

    def focusChild(self):  # noqa: N802
        return None

    def interface_cast(self, t):
        if t == QAccessible.ActionInterface and self.isValid():
            return shiboken6.VoidPtr(shiboken6.getCppPointer(self.acts)[0])
        return _NULL


class TableAccessible(QAccessibleWidget):
    """The table view: its seats' areas and the stack, then what a scroll area has (the scroll
    bars' containers, the viewport)."""

    def __init__(self, view) -> None:
        super().__init__(view, QAccessible.Pane, tr("Table"))
        self.tree = Tree(view, self)

    def _own(self) -> list[tuple]:
        return self.tree.children(ROOT) if self.tree.alive else []

    def childCount(self) -> int:  # noqa: N802
        return len(self._own()) + super().childCount()

    def child(self, i: int):
        own = self._own()
        if 0 <= i < len(own):
            return self.tree.iface(own[i])
        return super().child(i - len(own))

    def indexOfChild(self, child) -> int:  # noqa: N802
        own = self._own()
        key = getattr(child, "key", None)
        if key is not None:
            return own.index(key) if key in own else -1
        i = super().indexOfChild(child)
        return i + len(own) if i >= 0 else -1

    def focusChild(self):  # noqa: N802
        key = self.tree.focus_key() if self.tree.alive else None
        if key is not None:
            return self.tree.iface(key)
        return super().focusChild()

    def childAt(self, x: int, y: int):  # noqa: N802
        for k in self._own():
            if self.tree.rect(k).contains(x, y):
                return self.tree.iface(k)
        return super().childAt(x, y)


# ---------------------------------------------------------------- the tree
class Tree:
    """The objects of one table view: its structure (from the scene, again whenever the scene
    says it changed), the interfaces readers have asked for, and the events that tell them."""

    def __init__(self, view, root: TableAccessible) -> None:
        self.view, self.scene, self.root = view, view.scene(), root
        self.alive = True
        self._shut = False
        self.kids: dict[tuple, list[tuple]] = {ROOT: []}
        self.parent_of: dict[tuple, tuple] = {}
        self.ifaces: dict[tuple, NodeAccessible] = {}
        self.ids: dict[tuple, int] = {}
        self.doomed: list[tuple[NodeAccessible, int]] = []
        self.dirty = True
        self.told: dict[tuple, list[tuple]] = {ROOT: []}  # the structure readers were told of
        self.stamp = 0  # bumped by each change of the table (the actions' cache)
        self._actions: dict[tuple, tuple[int, list[tuple[str, str]]]] = {}
        self._selected: set[tuple] = set()
        self._touched: set[str] = set()  # cards (view ids) whose names may have changed
        self.guard = QObject()  # the timers' context: gone with the view, they never fire
        self.guard.setParent(view)
        self._settle_timer = QTimer(self.guard, singleShot=True, interval=0)
        self._settle_timer.timeout.connect(self.settle)
        self.scene.accessible = self
        self.scene.focusItemChanged.connect(self._focus_changed)
        self.scene.selectionChanged.connect(self._selection_changed)
        view.destroyed.connect(self.shutdown)
        self.scene.destroyed.connect(self.shutdown)  # (a window's scene may go before its view)
        self.scene.cardChanged.connect(self._touched.add)  # a card shows another state

    # -- the structure --
    def changed(self) -> None:
        """The scene changed (built, cleared, an action's delta, a peek): the structure is made
        again, readers are told of new objects and new names now, and the interfaces of what
        is gone are deleted on the next turn of the event loop (`settle`)."""
        if not self.alive:
            return
        self.dirty = True
        self.stamp += 1
        if QAccessible.isActive():
            self._tell()
        self._settle_timer.start()

    def _refresh(self) -> None:
        if not self.dirty or not self.alive:
            return
        self.dirty = False
        self.kids = structure(self.scene)
        self.parent_of = {c: p for p, cs in self.kids.items() for c in cs}
        for key in [k for k in self.ifaces if k not in self.parent_of]:
            iface = self.ifaces.pop(key)
            self.doomed.append((iface, self.ids.pop(key)))
        if self.doomed:
            self._settle_timer.start()

    def children(self, key: tuple) -> list[tuple]:
        try:
            self._refresh()
        except RuntimeError:  # the scene's items going with their window: nothing to read
            self.alive = False  # (deleted by `shutdown` when the view or scene is destroyed)
        return self.kids.get(key, []) if self.alive else []

    def parent_iface(self, key: tuple):
        self._refresh()
        p = self.parent_of.get(key)
        if p is None:
            return None
        return self.root if p == ROOT else self.iface(p)

    def iface(self, key: tuple) -> NodeAccessible | None:
        """The interface of a key in the structure (made and registered when first asked for)."""
        iface = self.ifaces.get(key)
        if iface is None and self.alive and key in self.parent_of:
            iface = NodeAccessible(self, key)
            self.ifaces[key] = iface
            self.ids[key] = QAccessible.registerAccessibleInterface(iface)
            iface.parent()  # (remembered: a reader told it is gone hears where it was)
        return iface

    def settle(self) -> None:
        """Tell readers of what is gone, then delete its interfaces: here, at the top of the
        event loop, no call into them runs."""
        if not self.alive:
            return
        self._refresh()
        active = QAccessible.isActive()
        doomed, self.doomed = self.doomed, []
        if active:  # (each still valid, its parent still there: the reader hears where from)
            for iface, _uid in doomed:
                QAccessible.updateAccessibility(
                    QAccessibleEvent(iface, QAccessible.ObjectDestroyed))
        for iface, uid in doomed:
            iface.dead = True
            QAccessible.deleteAccessibleInterface(uid)
        if active and (self.told is not self.kids or self._touched):
            self._tell()

    def _tell(self) -> None:
        """Tell readers of the objects new in a container they have seen, and of the names and
        descriptions that changed since they read them."""
        self._refresh()
        before, self.told = self.told, self.kids
        if before is not self.kids:
            for parent, kids in self.kids.items():
                if parent != ROOT and parent not in self.ifaces:
                    continue  # no reader has seen it: nothing to tell
                old = set(before.get(parent, ()))
                for k in kids:
                    if k not in old:
                        QAccessible.updateAccessibility(
                            QAccessibleEvent(self.iface(k), QAccessible.ObjectCreated))
        touched, self._touched = self._touched, set()
        for key, iface in list(self.ifaces.items()):
            if iface.said is None or (key[1] == Kind.CARD and key[2] not in touched):
                continue  # not read yet, or a card that shows the same state
            name, desc = self.name(key), self.description(key)
            if name != iface.said[0]:
                QAccessible.updateAccessibility(QAccessibleEvent(iface, QAccessible.NameChanged))
            if desc != iface.said[1]:
                QAccessible.updateAccessibility(
                    QAccessibleEvent(iface, QAccessible.DescriptionChanged))
            iface.said = (name, desc)

    def shutdown(self, *_args) -> None:
        """The view (or its scene) is gone: every interface goes with it."""
        if self._shut:
            return
        self._shut, self.alive = True, False
        for iface, uid in self.doomed + [(i, self.ids[k]) for k, i in self.ifaces.items()]:
            iface.dead = True
            QAccessible.deleteAccessibleInterface(uid)
        self.doomed, self.ifaces, self.ids = [], {}, {}
        self.kids = self.told = {ROOT: []}
        self.parent_of, self._actions, self._selected = {}, {}, set()

    # -- what each object is --
    def item(self, key: tuple):
        """The graphics item of a key (None: gone)."""
        sc = self.scene
        kind = key[1]
        if kind == Kind.CARD:
            return sc.items_by_id.get(key[2])
        if kind == Kind.PILE:
            return sc.piles.get((key[3], key[2]))
        if kind == Kind.ZONE:
            return sc._zone_frames.get((key[3], key[2]))
        if kind == Kind.SEAT:
            return sc.player_items.get(key[2])
        return None

    def name(self, key: tuple) -> str:
        it = self.item(key)
        if it is None:
            return ""
        kind = key[1]
        if kind == Kind.CARD:
            return it.accessible_name or ""
        if kind == Kind.PILE:
            return it.accessible_name or ""
        if kind == Kind.ZONE:
            return it.text.text()
        label = key[2] + (tr(" (you)") if key[2] == self.scene.viewer else "")
        return it.text(label)

    def description(self, key: tuple) -> str:
        """A card's rules text; a pile's top card, where it lies face up (its name, as the
        seat may call it: a graveyard's, a library's top card the seat knows)."""
        it = self.item(key)
        if it is None:
            return ""
        if key[1] == Kind.CARD:
            return card_description(it.ov, it.lang)
        if key[1] == Kind.PILE and it.count and it.top_view is not None:
            return tr("Top card: {name}").format(name=M.card_title(it.top_view, it.lang))
        if key[1] == Kind.ZONE:  # how many face-down objects lie there: public (708.6)
            n = sum(1 for c in self.scene.items_by_id.values()
                    if getattr(c, "ov", None) is not None and c.ov.face_down
                    and c.ov.zone == key[3] and c.ov.controller == key[2])
            return tr("%n face-down card(s)", None, n) if n else ""
        return ""

    def fill_state(self, key: tuple, s) -> None:
        it = self.item(key)
        if it is None:
            s.invalid = True
            return
        view = self.view
        if key[1] in (Kind.CARD, Kind.PILE):
            s.focusable = s.selectable = True
            s.selected = it.isSelected()
            s.focused = self.scene.focusItem() is it and view.hasFocus()
            s.movable = key[1] == Kind.CARD and bool(it.flags() & it.ItemIsMovable)
        if not view.isVisible():
            s.invisible = True
        elif not view.visible_rect().intersects(it.sceneBoundingRect()):
            s.offscreen = True

    def rect(self, key: tuple) -> QRect:
        """Where it is on the screen (a seat's area: all its zones and piles)."""
        if key[1] == Kind.SEAT:
            r = QRect()
            for k in self.children(key):
                r = r.united(self.rect(k))
            it = self.item(key)
            return r.united(self._screen(it)) if it is not None else r
        it = self.item(key)
        return self._screen(it) if it is not None else QRect()

    def _screen(self, it) -> QRect:
        view = self.view
        r = view.mapFromScene(it.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(r.topLeft()), r.size())

    def focus_key(self) -> tuple | None:
        it = self.scene.focusItem()
        if it is None:
            return None
        self._refresh()
        return next((k for k in self.parent_of if k[1] in (Kind.CARD, Kind.PILE)
                     and self.item(k) is it), None)

    # -- what it does: its context menu --
    def menu(self, key: tuple):
        win = self.view.window()
        it = self.item(key)
        if key[1] == Kind.ZONE:
            it = None  # a right click on a zone's felt: the table's menu
        menu_for = getattr(getattr(win, "menus", None), "menu_for", None)  # the window's part
        return menu_for(it) if menu_for is not None and (it is not None or key[1] == Kind.ZONE) \
            else None

    def actions(self, node: NodeAccessible) -> list[tuple[str, str]]:
        """(name, shortcut) of each action: SetFocus and ShowMenu (a card, a pile), then the
        enabled entries of its context menu (a submenu's as "Menu: entry"). Cached until the
        table changes."""
        key = node.key
        cached = self._actions.get(key)
        if cached is not None and cached[0] == self.stamp:
            return cached[1]
        out: list[tuple[str, str]] = []
        if key[1] in (Kind.CARD, Kind.PILE):
            out.append((QAccessibleActionInterface.setFocusAction(), ""))
        out.append((QAccessibleActionInterface.showMenuAction(), ""))
        for name, key_, _action in self._entries(key):
            out.append((name, key_))
        self._actions[key] = (self.stamp, out)
        return out

    def _entries(self, key: tuple) -> list:
        menu = self.menu(key)
        if menu is None:
            return []
        try:
            return list(_walk(menu))
        finally:
            menu.deleteLater()

    def do_action(self, key: tuple, name: str) -> None:
        """Carry out an action (on the next turn of the event loop after a reader asked)."""
        if not self.alive or key not in self.ifaces or self.ifaces[key].dead:
            return
        it = self.item(key)
        view = self.view
        if name == QAccessibleActionInterface.setFocusAction():
            if it is not None and key[1] in (Kind.CARD, Kind.PILE):
                view.window().activateWindow()  # (the reader asks for the keyboard focus)
                view.setFocus()
                if key[1] == Kind.CARD:
                    view.focus_card(it)
                else:
                    self.scene.setFocusItem(it)
            return
        if name == QAccessibleActionInterface.showMenuAction():
            win = view.window()
            target = it if key[1] != Kind.ZONE else None
            r = self.rect(key)
            if hasattr(win, "menus"):
                win.menus.on_context(target, r.center() if not r.isEmpty() else QPoint())
            return
        menu = self.menu(key)
        if menu is None:
            return
        try:
            for entry, _k, action in _walk(menu):
                if entry == name:
                    action.trigger()
                    break
        finally:
            menu.deleteLater()

    # -- focus and selection follow the scene --
    def _focus_changed(self, new, _old, _reason) -> None:
        if not self.alive or new is None or not QAccessible.isActive():
            return
        try:
            if not self.view.hasFocus():
                return
        except RuntimeError:  # the view is going
            return
        key = self.focus_key()
        if key is not None:
            QAccessible.updateAccessibility(QAccessibleEvent(self.iface(key), QAccessible.Focus))

    def _selection_changed(self) -> None:
        if not self.alive or not QAccessible.isActive() or not shiboken6.isValid(self.view):
            return
        self._refresh()
        now = {k for k, i in self.ifaces.items() if not i.dead
               and (it := self.item(k)) is not None and it.isSelected()}
        change = QAccessible.State()
        change.selected = True
        for k in now ^ self._selected:
            if k in self.ifaces:
                QAccessible.updateAccessibility(QAccessibleStateChangeEvent(self.ifaces[k],
                                                                            change))
        self._selected = now


def _walk(menu, prefix: str = "", title: str = ""):
    """(name, shortcut, QAction) of every enabled entry of a menu and its submenus (an entry of
    a submenu named after it, unless it says the submenu's name itself)."""
    for a in menu.actions():
        if a.isSeparator() or not a.isVisible():
            continue
        sub = a.menu()
        words, key = _menu_text(a.text())
        spoken = a.property("spoken")  # (menus.SPOKEN) the entry's whole words: never cut
        if isinstance(spoken, str) and spoken:
            words = spoken
        if sub is not None:  # "Turn face up: By an effect"; not "Cast face down: Cast face down"
            yield from _walk(sub, f"{prefix}{words}: ", words)
        elif a.isEnabled() and words:
            shortcut = key or a.shortcut().toString()
            yield (words if title and words.startswith(title) else prefix + words), shortcut, a


# ---------------------------------------------------------------- installing, announcing
_installed = False


def _factory(key: str, obj):
    if key == "TableView":
        from tabletop.ui.table.view import TableView
        if isinstance(obj, TableView) and hasattr(obj.scene(), "accessible"):
            return TableAccessible(obj)
    return None


def install() -> None:
    """Give table views their accessible interface (once per application, before the first
    table view is made: Qt asks a factory once per object)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


class _Announcer(QObject):
    announced = Signal(str)  # every announcement, as said (the status bar may show it too)


announcer = _Announcer()


def announce(widget, text: str, assertive: bool = False) -> None:
    """Have screen readers say `text` (about `widget`) without moving the focus; a refusal is
    said at once (assertive), anything else when the reader is done speaking."""
    text = "\n".join(" ".join(line.split()) for line in str(text).splitlines() if line.strip())
    if not text:
        return
    announcer.announced.emit(text)
    if QAccessible.isActive():
        ev = QAccessibleAnnouncementEvent(widget, text)
        ev.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                         else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(ev)
