"""Issue 17, item 3: a screen reader's view of the table, through AT-SPI itself.

tabletop runs on a virtual X server with the accessibility bus in a private D-Bus session
(tests/ui/atspi_session.py); the walker (tests/ui/atspi_walk.py, Debian's python3-pyatspi under
the system Python) finds the table from the application's frame, reads every player's area,
zone, pile and card, taps a face-down card through its action, then passes the table to the
next seat through the menu's and the curtain's actions and reads the other seat's table (and so
on, seat after seat); it listens for announcements, name changes and focus events meanwhile.

The game's hidden cards carry canary names (tests/ui/canaries.py): none may be read to a seat
that may not know it, and no face-down card's name is ever an accessible name. The test command
installs the Debian packages (packaging/system-packages.sh --a11y); without them it is skipped."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.ui import canaries

HERE = Path(__file__).resolve().parent
NEEDED = ("Xvfb", "dbus-run-session", "dbus-send", "/usr/libexec/at-spi-bus-launcher",
          "/usr/bin/python3")


def _missing() -> list[str]:
    gone = [p for p in NEEDED if shutil.which(p) is None and not os.access(p, os.X_OK)]
    if not gone:
        probe = subprocess.run(["/usr/bin/python3", "-c", "import pyatspi"],
                               capture_output=True, timeout=30)
        if probe.returncode != 0:
            gone.append("python3-pyatspi")
    return gone


@pytest.fixture(scope="module")
def walked(tmp_path_factory):
    missing = _missing()
    if missing:
        pytest.skip("screen-reader test needs Debian's at-spi2-core, python3-pyatspi, xvfb, "
                    f"dbus (bash packaging/system-packages.sh --a11y); missing: {missing}")
    from tabletop.storage import save_game
    tmp = tmp_path_factory.mktemp("atspi")
    game = tmp / "canaries.json"
    save_game(canaries.game(), game)
    home = tmp / "home"
    home.mkdir()
    proc = subprocess.Popen(["dbus-run-session", "--", sys.executable,
                             str(HERE / "atspi_session.py"), str(game), str(home)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    try:
        out, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)  # the session's own process group (started for it above)
        out, err = proc.communicate()
        pytest.fail(f"the AT-SPI session did not finish in 60 s:\n{err[-3000:]}")
    assert proc.returncode == 0, f"AT-SPI session failed ({proc.returncode}):\n{err[-3000:]}"
    return json.loads((home / "walked.json").read_text(encoding="utf-8"))


def _nodes(node):
    yield node
    for c in node["children"]:
        yield from _nodes(c)


def _texts(tree, what):
    return [t for n in _nodes(tree) for t in ([n["name"]] if what == "name" else
                                              [n["description"], *n["actions"]])]


def test_the_table_is_reached_from_the_frame_and_holds_areas_zones_piles_cards(walked):
    assert walked["app"] == "tabletop"
    assert walked["path"][0][0] == "frame" and walked["path"][-1] == ["panel", "Table"]
    table = walked["first"]
    seats = [n for n in table["children"] if n["role"] == "panel"]
    assert [s["name"] for s in seats] == ["Alice (you): life 20", "Bob: life 20"]
    alice = seats[0]
    assert [(c["role"], c["name"]) for c in alice["children"]] == [
        ("list", "Alice (you) — battlefield"), ("list", "Alice (you) — hand (1)"),
        ("push button", "Alice's library, 2 cards"), ("push button", "Alice's graveyard, 0 cards"),
        ("push button", "Alice's exile, 0 cards"),
        ("push button", "Alice's command zone, 0 cards")]
    battlefield = alice["children"][0]["children"]
    assert [c["name"] for c in battlefield] == [
        "Grizzly Bears", "face-down #1, manifested, 1 +1/+1 counter", "face-down #2, morph"]
    assert all(c["role"] == "list item" for c in battlefield)
    assert {"focusable", "selectable", "showing"} <= set(battlefield[0]["states"])
    # the description: rules text the seat may read (its own face-down card's face too)
    assert battlefield[0]["description"].startswith("Grizzly Bears {1}{G}\nCreature — Bear")
    assert "Quokka Hushmantle" in battlefield[1]["description"]
    # actions: those of the context menu
    assert battlefield[0]["actions"][:2] == ["SetFocus", "ShowMenu"]
    assert "Tap / untap" in battlefield[0]["actions"]
    assert "Turn face up: For its mana cost: {1}{G}" in battlefield[1]["actions"]
    bob = seats[1]
    assert [c["name"] for c in bob["children"][1]["children"]] == ["a card, in hand"] * 2
    assert [c["name"] for c in bob["children"][0]["children"]] == [
        "face-down #3, morph", "face-down #4, manifested"]
    assert bob["children"][0]["children"][0]["description"] == "2/2"
    assert table["children"][-1]["name"] == "Stack"


def test_no_hidden_identity_is_read_to_either_seat(walked):
    for seat, tree in (("Alice", walked["first"]), ("Bob", walked["second"])):
        names = "\n".join(_texts(tree, "name"))
        others = "\n".join(_texts(tree, "other"))
        for canary in canaries.never_named(seat):
            assert canary not in names, (seat, canary)
        for canary in canaries.hidden_from(seat):
            assert canary not in others, (seat, canary)
    # what was announced and renamed meanwhile (Bob never acted: nothing of his was said)
    heard = "\n".join(h.get("text", "") for h in walked["heard"])
    for canary in canaries.hidden_from("Alice"):
        assert canary not in heard, canary


def test_the_readers_focus_follows_a_card(walked):
    assert {"type": "focused", "text": walked["tapped_before"]} in walked["heard"]
    assert {"focused", "selected"} <= set(walked["focused_states"])


def test_an_action_changes_the_name_and_the_next_seat_hears_its_own_table(walked):
    assert walked["tapped_before"] == "face-down #1, manifested, 1 +1/+1 counter"
    assert walked["tapped_after"] == "face-down #1, manifested, tapped, 1 +1/+1 counter"
    assert {"type": "object:property-change:accessible-name",
            "text": walked["tapped_after"]} in walked["heard"]  # told, not only read again
    # behind the curtain the table holds nothing of anyone
    assert walked["curtain_children"] == 0
    assert walked["curtain_button"] == "I am Bob: show my table"
    seats = [n for n in walked["second"]["children"] if n["role"] == "panel"]
    assert [s["name"] for s in seats] == ["Bob (you): life 20", "Alice: life 20"]
    bob_hand = [c["name"] for c in seats[0]["children"][1]["children"]]
    assert bob_hand == ["Xylophage Murmur, in hand", "Xylophage Whisper, in hand"]
    alice_bf = [c["name"] for c in seats[1]["children"][0]["children"]]
    assert alice_bf == ["Grizzly Bears", "face-down #1, manifested, tapped, 1 +1/+1 counter",
                        "face-down #2, morph"]
    assert [c["name"] for c in seats[1]["children"][1]["children"]] == ["a card, in hand"]


def test_seat_after_seat_each_hears_only_its_own(walked):
    assert walked["stale_name"].startswith("error") or walked["stale_name"] == ""
    assert len(walked["rounds"]) == 4
    for tree in walked["rounds"]:
        seat = tree["children"][0]["name"].split(" ")[0]
        names = "\n".join(_texts(tree, "name"))
        others = "\n".join(_texts(tree, "other"))
        assert not [c for c in canaries.never_named(seat) if c in names], seat
        assert not [c for c in canaries.hidden_from(seat) if c in others], seat
        own_hand = {"Alice": "Aardvark Plainsong, in hand",
                    "Bob": "Xylophage Murmur, in hand"}[seat]
        assert own_hand in names


def test_the_new_log_line_is_announced(walked):
    said = [h["text"] for h in walked["heard"] if h["type"] == "object:announcement"]
    assert any(s.endswith("(#1) was tapped.") for s in said), said
