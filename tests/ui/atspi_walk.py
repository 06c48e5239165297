"""Walk tabletop's table through AT-SPI, as a screen reader does (run by the SYSTEM Python:
`/usr/bin/python3 atspi_walk.py PID OUT.json`; Debian's python3-pyatspi is no pip package).

Steps (what it read goes to OUT.json):
1. find the application of process PID on the accessibility bus, then its frame, down to the
   object named "Table", and wait until it has its players' areas and cards;
2. read the table's tree: role, name, description, states, action names of every object;
3. focus the viewer's first face-down card (its SetFocus action: the focus event must come
   from it), tap it through its "Tap / untap" action and read its name again ("..., tapped");
4. pass the table to the next seat (View → Pass to the next seat, then the curtain's button,
   through their AT-SPI actions) and read the tree again: the other seat's table; read an
   object of the seat before (gone: an error, not a crash); pass it on a few more times.

Announcements (object:announcement) heard meanwhile are listed too, where this AT-SPI knows
the event. Used by tests/ui/test_screen_reader_atspi.py."""

import json
import sys
import time

import pyatspi
from gi.repository import GLib

DEADLINE = time.monotonic() + 25
ROUNDS = 4  # seats passed the table after the second
heard = []


def pump(seconds):
    """Run the main loop a while (events arrive; the app answers)."""
    ctx = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        while ctx.pending():
            ctx.iteration(False)
        time.sleep(0.02)


def on_event(event):
    try:
        if str(event.type).startswith("object:state-changed:focused"):
            if event.detail1:
                heard.append({"type": "focused", "text": event.source.name})
            return
        heard.append({"type": str(event.type), "text": str(event.any_data or "")})
    except Exception as exc:  # noqa: BLE001
        heard.append({"type": str(event.type), "error": str(exc)})


def app_of(pid):
    desk = pyatspi.Registry.getDesktop(0)
    for i in range(desk.childCount):
        app = desk.getChildAtIndex(i)
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:  # noqa: BLE001 (an application going away)
            continue
    return None


def find(node, pred, depth=0):
    if node is None or depth > 14:
        return None
    try:
        if pred(node):
            return node
        n = node.childCount
    except Exception:  # noqa: BLE001
        return None
    for i in range(n):
        hit = find(node.getChildAtIndex(i), pred, depth + 1)
        if hit is not None:
            return hit
    return None


def is_table(node):
    return node.name == "Table" and node.getRoleName() == "panel"


def actions(node):
    try:
        act = node.queryAction()
    except NotImplementedError:
        return []
    return [act.getName(i) for i in range(act.nActions)]


def do(node, name):
    act = node.queryAction()
    names = [act.getName(i) for i in range(act.nActions)]
    return act.doAction(names.index(name))


SCROLL_AREA = ("filler", "scroll bar")  # what the view has as a scroll area, not the table


def read(node, depth=0):
    """The tree under `node`: a dict per object, children in order."""
    states = [pyatspi.stateToString(s) for s in node.getState().getStates()]
    out = {"role": node.getRoleName(), "name": node.name, "description": node.description,
           "states": states, "actions": actions(node), "children": []}
    if depth < 3:
        for i in range(node.childCount):
            child = node.getChildAtIndex(i)
            if child is not None and child.getRoleName() not in SCROLL_AREA:
                out["children"].append(read(child, depth + 1))
    return out


def app_alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def wait_for(fn, what):
    while time.monotonic() < DEADLINE:
        if not app_alive(PID):
            raise SystemExit(f"tabletop exited while waiting for {what}")
        try:
            got = fn()
        except Exception:  # noqa: BLE001 (not there yet)
            got = None
        if got:
            return got
        pump(0.1)
    raise SystemExit(f"timed out waiting for {what}")


def cards(tree):
    for seat in tree["children"]:
        for zone in seat["children"]:
            yield from zone["children"]
    for zone in tree["children"]:
        if zone["role"] == "list":
            yield from zone["children"]


PID = int(sys.argv[1])


def main():
    pid = PID
    for kind in ("object:announcement", "object:property-change:accessible-name",
                 "object:state-changed:focused"):
        try:
            pyatspi.Registry.registerEventListener(on_event, kind)
        except Exception:  # noqa: BLE001 (an AT-SPI without it)
            pass
    app = wait_for(lambda: app_of(pid), "the application on the accessibility bus")
    table = wait_for(lambda: find(app, is_table), "the table")
    wait_for(lambda: table.childCount > 3 and table.getChildAtIndex(0).childCount > 0,
             "the players' areas")
    result = {"app": app.name, "path": []}
    node = table
    while node is not None and node.getRoleName() != "application":
        result["path"].insert(0, [node.getRoleName(), node.name])
        node = node.parent
    result["first"] = read(table)

    # an action, as a screen reader's user would: tap our first face-down card
    def first_face_down():
        seat = table.getChildAtIndex(0)
        battlefield = seat.getChildAtIndex(0)
        for i in range(battlefield.childCount):
            c = battlefield.getChildAtIndex(i)
            if c.name.startswith("face-down #"):
                return c
        return None
    card = wait_for(first_face_down, "a face-down card")
    result["tapped_before"] = card.name
    do(card, "SetFocus")  # the reader's focus follows: a focus event from the card itself
    wait_for(lambda: {"type": "focused", "text": card.name} in heard, "the card's focus")
    result["focused_states"] = [pyatspi.stateToString(s) for s in card.getState().getStates()]
    do(card, "Tap / untap")
    wait_for(lambda: card.name != result["tapped_before"], "the card's new name")
    result["tapped_after"] = card.name
    pump(0.5)

    # the next seat: View → Pass to the next seat, then the curtain's button
    frame = find(app, lambda n: n.getRoleName() == "frame")
    passing = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "menu item"
                                    and n.name.startswith("Pass to the next seat")),
                       "View → Pass to the next seat")
    do(passing, actions(passing)[0])
    wait_for(lambda: table.childCount == 0 or not any(
        "showing" == pyatspi.stateToString(s) for s in table.getState().getStates()),
        "the table hidden behind the curtain")
    result["curtain_children"] = sum(1 for c in range(table.childCount)
                                     if table.getChildAtIndex(c).getRoleName() == "grouping")
    ready = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "push button"
                                  and n.name.startswith("I am ")), "the curtain's button")
    result["curtain_button"] = ready.name
    do(ready, actions(ready)[0])
    wait_for(lambda: table.childCount > 3 and "(you)" in table.getChildAtIndex(0).name
             and not table.getChildAtIndex(0).name.startswith(result["first"]["children"][0]
                                                             ["name"].split(" ")[0]),
             "the next seat's table")
    result["second"] = read(table)
    # a reader holding an object of the seat before: it is gone, not a crash
    try:
        result["stale_name"] = card.name
    except Exception as exc:  # noqa: BLE001
        result["stale_name"] = f"error: {type(exc).__name__}"
    # more seats in turn, each read whole as it sits down
    result["rounds"] = []
    for _ in range(ROUNDS):
        viewer = table.getChildAtIndex(0).name
        do(passing, actions(passing)[0])
        ready = wait_for(lambda: find(frame, lambda n: n.getRoleName() == "push button"
                                      and n.name.startswith("I am ")), "the curtain's button")
        do(ready, actions(ready)[0])
        wait_for(lambda v=viewer: table.childCount > 3 and "(you)" in table.getChildAtIndex(0)
                 .name and table.getChildAtIndex(0).name != v, "the next seat's table")
        result["rounds"].append(read(table))
    pump(0.3)
    result["heard"] = heard
    with open(sys.argv[2], "w", encoding="utf-8") as out:
        json.dump(result, out)


if __name__ == "__main__":
    main()
