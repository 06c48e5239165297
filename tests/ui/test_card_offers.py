"""Issue 26 points 7 and 8, with real right-clicks on the viewport and clicks on the entries:
the card menus offer only what the card and the board allow (the rules judge every entry), and
the seed cards get their full help: Break Down the Door asks for its mode as it resolves,
Mastery of the Unseen's activated manifest is in its menu with its cost, and its life gain is
a one-click button."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tabletop.carddata.demo import bundled_lookup
from tabletop.model import commands as C
from tabletop.rules import new_game

from .conftest import action, context_menu, forget_the_mouse, item_of, small_setup
from .test_lessons_ui import click_menu, settle

FACE_DOWN_ENTRIES = ("cast_morph", "cast_megamorph", "cast_disguise")


def table(qtbot, monkeypatch, tmp_path, extra: list[tuple[dict, str]], mode: str = "assist",
          step: str = "main1"):
    """Alice's window on `small_setup(mode)` with more cards (card entry, bundled card name),
    in `step` of Alice's turn."""
    from tabletop.ui.window import MainWindow
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    setup = small_setup(mode)
    setup["turn"]["step"] = step
    for card, name in extra:
        setup["facts"][card["facts"]] = bundled_lookup(name)
        setup["cards"].append(card)
    w = MainWindow(new_game(setup, seed=1), "Alice", quiet=True)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()
    QApplication.processEvents()
    forget_the_mouse(w)
    return w


def close(menu) -> None:
    menu.close()
    settle()


HYDRA = ({"id": "a-hydra", "facts": "hydra", "owner": "Alice", "zone": "hand"}, "Hooded Hydra")
MIST_UP = ({"id": "a-pm", "facts": "pm", "owner": "Alice", "zone": "battlefield"},
           "Primordial Mist")
DOOR = ({"id": "a-door", "facts": "door", "owner": "Alice", "zone": "hand"},
        "Break Down the Door")
MASTERY = ({"id": "a-mastery", "facts": "mastery", "owner": "Alice", "zone": "battlefield"},
           "Mastery of the Unseen")
MANIFESTED_BEARS = ({"id": "a-fdbears", "facts": "bears2", "owner": "Alice",
                     "zone": "battlefield",
                     "face_down": {"method": "manifest", "source": "Soul Summons",
                                   "order": 9}}, "Grizzly Bears")


# ---------------------------------------------------------------- (a) cast face down
def test_cast_face_down_offers_only_the_methods_the_card_has(qtbot, monkeypatch, tmp_path):
    w = table(qtbot, monkeypatch, tmp_path, [HYDRA])
    st = w.ctl.game.state
    # Grizzly Bears has no morph, megamorph or disguise: no way to cast it face down
    menu = context_menu(w, item_of(w, "a-bears"))
    assert action(menu, "cast") is not None  # (its menu is there, with its other entries)
    assert action(menu, "cast_down_menu") is None
    assert all(action(menu, name) is None for name in FACE_DOWN_ENTRIES)
    assert all(a.menu() is None or a.menu().objectName() != "cast_down_menu"
               for a in menu.actions())
    close(menu)
    # Hooded Hydra has morph: morph only, with the cost of a face-down spell, and it casts it
    menu = context_menu(w, item_of(w, "a-hydra"))
    sub = next(a.menu() for a in menu.actions() if a.menu() is not None
               and a.menu().objectName() == "cast_down_menu")
    assert [a.objectName() for a in sub.actions()] == ["cast_morph"]
    assert sub.actions()[0].text() == "Cast face down (morph): {3}"
    click_menu(w, menu, "cast_morph")
    hydra = st.cards["a-hydra"]
    assert hydra.zone == "stack" and hydra.face_down["method"] == "morph"
    assert w.ctl.game.log[-1].result == "done"


def test_a_method_the_board_refuses_is_greyed_with_its_reason_in_strict_mode(
        qtbot, monkeypatch, tmp_path):
    w = table(qtbot, monkeypatch, tmp_path, [HYDRA], mode="strict", step="upkeep")
    menu = context_menu(w, item_of(w, "a-hydra"))
    entry = action(menu, "cast_morph")
    assert entry is not None and not entry.isEnabled()
    assert entry.text().startswith("Cast face down (morph) — not allowed: A face-down spell")
    assert entry.toolTip() == ("A face-down spell can be cast only in your main phase while "
                               "the stack is empty. [117.1a, 302.1, 307.1]")
    assert action(menu, "cast_disguise") is None and action(menu, "cast_megamorph") is None
    close(menu)


# ---------------------------------------------------------------- (b) exile to play
def test_exile_to_play_only_with_a_primordial_mist_under_control(qtbot, monkeypatch, tmp_path):
    # Alice's Primordial Mist is face down (#1): no face-up permanent of hers has its ability
    w = table(qtbot, monkeypatch, tmp_path, [])
    menu = context_menu(w, item_of(w, "a-bolt"))
    assert action(menu, "peek") is not None  # (the menu of a face-down card of hers)
    assert action(menu, "exile_to_play") is None
    assert not any("Exile to play" in a.text() for a in menu.actions())
    close(menu)

    w2 = table(qtbot, monkeypatch, tmp_path, [MIST_UP])
    menu = context_menu(w2, item_of(w2, "a-bolt"))
    entry = action(menu, "exile_to_play")
    assert entry is not None and entry.isEnabled()
    assert entry.text().startswith("Exile to play (Primordial Mist)")
    click_menu(w2, menu, "exile_to_play")
    bolt = w2.ctl.game.state.cards["a-bolt"]
    assert bolt.zone == "exile" and bolt.permission["source"] == "Primordial Mist"
    assert w2.ctl.game.log[-1].command["kind"] == "exile_to_play"


def test_exile_to_play_is_greyed_with_its_reason_when_no_one_has_priority(
        qtbot, monkeypatch, tmp_path):
    w = table(qtbot, monkeypatch, tmp_path, [MIST_UP], mode="strict", step="untap")
    menu = context_menu(w, item_of(w, "a-bolt"))
    entry = action(menu, "exile_to_play")
    assert entry is not None and not entry.isEnabled()
    assert entry.text().startswith("Exile to play (Primordial Mist) — not allowed: Nobody has "
                                   "priority in this step (Untap)")
    assert entry.toolTip().endswith("[602.2, 117.1b, 502.4, 514.3]")
    close(menu)


# ---------------------------------------------------------------- (c) a modal spell
def test_break_down_the_door_asks_for_its_mode_as_it_resolves(qtbot, monkeypatch, tmp_path):
    w = table(qtbot, monkeypatch, tmp_path, [DOOR])
    st = w.ctl.game.state
    click_menu(w, context_menu(w, item_of(w, "a-door")), "cast")
    assert st.cards["a-door"].zone == "stack"
    n_log = len(w.ctl.game.log)
    click_menu(w, context_menu(w, item_of(w, "a-door")), "resolve")
    dlg = getattr(w, "modes_dialog", None)  # (none before issue 26: it resolved at once)
    assert dlg is not None and dlg.isVisible()
    qtbot.waitExposed(dlg)
    assert st.cards["a-door"].zone == "stack" and len(w.ctl.game.log) == n_log  # it waits
    texts = [b.text() for b in dlg.buttons]
    assert texts == ["Exile target artifact.", "Exile target enchantment.", "Manifest dread."]
    ok = dlg.findChild(type(dlg.box.buttons()[0]), "modes_ok")
    assert not ok.isEnabled()  # no mode chosen yet
    third = dlg.buttons[2]
    # on the round indicator (the button's middle may be past its short text: no hit)
    QTest.mouseClick(third, Qt.LeftButton, Qt.NoModifier, QPoint(8, third.height() // 2))
    assert third.isChecked() and ok.isEnabled()
    QTest.mouseClick(ok, Qt.LeftButton)
    settle()
    entry = w.ctl.game.log[-1]
    assert entry.command == {"kind": "resolve", "card": "a-door", "modes": ["Manifest dread."]}
    assert st.cards["a-door"].zone == "graveyard"
    assert "Break Down the Door resolved, chosen: Manifest dread." in \
        w.log.toPlainText()


def test_the_modes_dialog_speaks_the_ui_language_and_cancel_changes_nothing(
        qtbot, monkeypatch, tmp_path):
    w = table(qtbot, monkeypatch, tmp_path, [DOOR])
    w.lang = "de"  # the card's printed German text names the modes
    w.ctl.run(C.Cast("Alice", "a-door"), "cast")
    item = item_of(w, "a-door")
    w.view.focus_card(item)
    QTest.keyClick(w, Qt.Key_Return, Qt.ControlModifier)  # Resolve (Ctrl+Return)
    dlg = getattr(w, "modes_dialog", None)  # (none before issue 26: it resolved at once)
    assert dlg.isVisible()
    assert dlg.buttons[2].text() == "Manifestiere das Grauen."
    assert "Türe aufbrechen" in dlg.windowTitle()
    n_log = len(w.ctl.game.log)
    QTest.keyClick(dlg, Qt.Key_Escape)
    settle()
    assert not dlg.isVisible() and len(w.ctl.game.log) == n_log
    assert w.ctl.game.state.cards["a-door"].zone == "stack"


# ---------------------------------------------------------------- (d) an activated ability
def test_mastery_of_the_unseen_activates_its_manifest_from_its_menu(qtbot, monkeypatch,
                                                                     tmp_path):
    w = table(qtbot, monkeypatch, tmp_path, [MASTERY])
    st = w.ctl.game.state
    top = st.zones["Alice:library"][0]
    menu = context_menu(w, item_of(w, "a-mastery"))
    entry = action(menu, "activate_manifest")
    assert entry is not None and entry.isEnabled()
    assert entry.text() == "Activate: {3}{W}: Manifest the top card of your library."
    click_menu(w, menu, "activate_manifest")
    logged = w.ctl.game.log[-1].command
    assert logged == {"kind": "manifest", "player": "Alice", "source": "Mastery of the Unseen",
                      "by": "a-mastery"}
    assert st.cards[top].zone == "battlefield"
    assert st.cards[top].face_down["source"] == "Mastery of the Unseen"
    # a permanent without such an ability offers none
    menu = context_menu(w, item_of(w, "a-bolt"))
    assert action(menu, "activate_manifest") is None
    close(menu)


# ---------------------------------------------------------------- (e) a trigger's button
def test_mastery_of_the_unseen_life_gain_is_one_click(qtbot, monkeypatch, tmp_path):
    w = table(qtbot, monkeypatch, tmp_path, [MASTERY, MANIFESTED_BEARS])
    st = w.ctl.game.state
    assert st.life["Alice"] == 20
    click_menu(w, context_menu(w, item_of(w, "a-fdbears")), "route_mana_cost")
    assert st.cards["a-fdbears"].face_down is None
    # Alice controls three creatures: the Bears turned up and the two face-down 2/2s
    buttons = [b for b in w.assist.reminder_buttons if b.objectName() == "reminder_gain_life"]
    assert buttons and buttons[0].text() == "Gain 3 life (Mastery of the Unseen)"
    qtbot.mouseClick(buttons[0], Qt.LeftButton)
    assert st.life["Alice"] == 23
    logged = w.ctl.game.log[-1].command
    assert logged == {"kind": "life", "player": "Alice", "delta": 3}


WHISPERWOOD = ({"id": "a-whisper", "facts": "whisper", "owner": "Alice",
                "zone": "battlefield"}, "Whisperwood Elemental")


def test_an_announced_end_step_manifest_is_one_click(qtbot, monkeypatch, tmp_path):
    """Whisperwood Elemental's "at the beginning of your end step, manifest the top card of
    your library": the assist's announcement has its button, as Primordial Mist's has."""
    w = table(qtbot, monkeypatch, tmp_path, [WHISPERWOOD])
    st = w.ctl.game.state
    top = st.zones["Alice:library"][0]
    qtbot.mouseClick(w.phase_bar.buttons["end"], Qt.LeftButton)
    settle()
    assert st.step == "end"
    buttons = [b for b in w.assist.reminder_buttons
               if b.objectName() == "reminder_manifest_trigger"]
    assert buttons and buttons[0].text() == "Manifest the top card (Whisperwood Elemental)"
    qtbot.mouseClick(buttons[0], Qt.LeftButton)
    assert st.cards[top].zone == "battlefield"
    assert st.cards[top].face_down["source"] == "Whisperwood Elemental"
