"""Write the golden save files under tests/data/saves/ (run once per released format version;
never rewrite the files of a released version: they must load forever).

    python -m tests.storage.make_goldens
"""

from __future__ import annotations

from pathlib import Path

from tabletop import storage
from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.rules.scenarios import load_scenarios, run_scenario
from tabletop.storage.schema import SCHEMA_VERSION

from .gamegen import random_game

OUT = Path(__file__).resolve().parents[1] / "data" / "saves"
SHARED = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "scenarios"
V = SCHEMA_VERSION  # the goldens written are of the current version
PICK = {"SC-001", "SC-020", "SC-052", "SC-072", "SC-086"}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for path in sorted(SHARED.glob("*.json")):
        for sc in load_scenarios(path.read_bytes(), path.name):
            if sc.id in PICK:
                _, game = run_scenario(sc)
                storage.save_game(game, OUT / f"v{V}-{sc.id}.json", title=sc.id)
    game = random_game(2026, 160, n_cards=40)
    storage.save_game(game, OUT / f"v{V}-random-2026.json", title="random game 2026")
    (OUT / f"v{V}-random-2026.shared-B.json").write_bytes(
        storage.export_for(game, "B", title="random game 2026, as B"))
    if V >= 3:
        storage.save_game(players_game(), OUT / f"v{V}-players.json", title="players")
        storage.save_game(library_game(), OUT / f"v{V}-library.json", title="library")
    if V >= 5:
        storage.save_game(position_game(), OUT / f"v{V}-position.json", title="position")
    if V >= 6:
        storage.save_game(chat_game(), OUT / f"v{V}-chat.json", title="chat")
    if V >= 7:
        storage.save_game(requests_game(), OUT / f"v{V}-requests.json", title="requests")
    if V >= 9:
        storage.save_game(priority_game(), OUT / f"v{V}-priority.json", title="priority")
    if V >= 10:  # intermediate checkpoints, closer together than a game's (every 40 entries)
        long = random_game(9, 300, n_cards=40, mode="assist")
        (OUT / f"v{V}-checkpoints.json").write_bytes(
            storage.dump_game(long, title="checkpoints", checkpoint_every=40))
    if V >= 11:  # bookmarks: notes in the judge's lens and in each seat's
        marked = bookmarks_game()
        storage.save_game(marked, OUT / f"v{V}-bookmarks.json", title="bookmarks")
        (OUT / f"v{V}-bookmarks.shared-B.json").write_bytes(
            storage.export_for(marked, "B", title="bookmarks, as B"))
    for p in OUT.glob("*.bak"):
        p.unlink()


def bookmarks_game():
    """A random game (seed 11, 60 commands) with bookmarks: at the setup (a bare one, the
    judge's), notes in the judge's lens, in A's and in B's (one of several lines, one with
    accents and an emoji), two on one entry, one at the end of the log."""
    from tabletop.storage import bookmarks as B
    game = random_game(11, 60, n_cards=30)
    end = len(game.log)
    for entry, note, lens in ((0, "", None), (2, "judge: A kept seven", None),
                              (5, "A: I should have mulliganed", "A"),
                              (5, "B: first look at A's board\nsecond line", "B"),
                              (9, "B: très bien 🙂", "B"), (end, "judge: the end", None)):
        B.add_bookmark(game, entry, note, lens)
    return game


SOLDIER = {"name": "Soldier Token", "type_line": "Creature — Soldier", "power": "1",
           "toughness": "1", "colors": ["W"]}


def players_game():
    """Every command of format v3's players, tokens, dice, notes and arrows, in a short game
    with a setup that starts at 30 life and 3 poison counters."""
    bears = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
             "power": "2", "toughness": "2", "oracle_text": "(No rules text.)"}
    setup = {"players": ["A", "B"], "turn": {"active": "A", "number": 2, "step": "main1"},
             "mode": "assist", "facts": {"bears": bears}, "life": {"A": 30, "B": 20},
             "player_counters": {"B": {"poison": 3}},
             "cards": [{"id": "bears", "facts": "bears", "owner": "A", "zone": "battlefield"},
                       {"id": "bears#2", "facts": "bears", "owner": "B", "zone": "battlefield",
                        "face_down": {"method": "manifest", "order": 1}}]}
    game = new_game(setup, seed=2026)
    for cmd in (C.Life("A", delta=-3), C.Life("B", set_to=12), C.Life("A", delta=-2, pay=True),
                C.PlayerCounter("B", "poison", delta=2), C.PlayerCounter("A", "energy", set_to=4),
                C.CreateToken("A", SOLDIER, 2, True, "soldier"), C.Roll("A", 20),
                C.Roll("B", 6, 2), C.FlipCoin("B"), C.Note("bears", "attacked last turn"),
                C.Note("bears#2", "entered this turn"), C.Arrow("A", "soldier", "B"),
                C.Arrow("B", "bears#2", "soldier#2"), C.ClearArrows("B"), C.Tap("bears"),
                C.UntapAll("A"), C.CopyCard("B", "bears", "copy"), C.Arrow("A", "bears", "copy"),
                C.Move("soldier#2", "graveyard"), C.Advance("end_of_turn")):
        out = game.apply(cmd, cmd.player if cmd.kind == "roll" else None)
        assert out.ok, (cmd, out.reason)
    return game


def library_game():
    """Format v3's mulligans and library commands, from a setup at the pregame step: a
    mulligan with a card to the bottom, keeps, turn 1, draw, mill, a look and a scry, a search
    revealed and a reveal of the hand to one player."""
    facts = {f"c{i}": {"name": f"Card {i}", "mana_cost": "{1}", "type_line": "Creature — Elf",
                       "power": "1", "toughness": "1", "oracle_text": f"Text {i}."}
             for i in range(20)}
    cards = [{"id": f"{p}{i}", "facts": f"c{i}", "owner": p,
              "zone": "hand" if i < 7 else "library"} for p in ("A", "B") for i in range(20)]
    setup = {"players": ["A", "B"], "turn": {"active": "A", "number": 0, "step": "pregame"},
             "mode": "strict", "facts": facts, "cards": cards, "life": 20}
    game = new_game(setup, seed=2026)
    game.apply(C.Mulligan("A"))
    game.apply(C.PutOnBottom("A", (game.state.zones["A:hand"][0],)))
    for cmd in (C.Keep("A"), C.Keep("B"), C.Advance("main1"), C.Draw("A"), C.Mill("B", 2),
                C.LookTop("A", n=2)):
        assert game.apply(cmd).ok, cmd
    top = game.state.zones["A:library"]
    steps = [C.ArrangeTop("A", top=(top[1],), bottom=(top[0],)),
             lambda: C.Search("A", find=(game.state.zones["A:library"][3],), to="hand",
                              reveal=True),
             lambda: C.Reveal("B", from_zone="hand", to=("A",))]
    for step in steps:
        cmd = step() if callable(step) else step
        out = game.apply(cmd)
        assert out.ok, (cmd, out.reason)
    return game



def position_game():
    """Format v5's position: a setup (and an empty log) with a card exiled face down that only
    B may look at, a card in A's hand that B knows (B looked at it), a face-down permanent A
    controls that B owns, a token and attachments."""
    bears = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
             "power": "2", "toughness": "2", "oracle_text": "(No rules text.)"}
    aura = {"name": "Pacifism", "mana_cost": "{1}{W}", "type_line": "Enchantment — Aura",
            "oracle_text": "Enchant creature. Enchanted creature can't attack or block."}
    setup = {"players": ["A", "B"], "turn": {"active": "B", "number": 4, "step": "end"},
             "mode": "strict", "facts": {"Grizzly Bears": bears, "Pacifism": aura,
                                         "Soldier Token": SOLDIER | {"layout": "token"}},
             "life": {"A": 13, "B": 20}, "player_counters": {"A": {"poison": 2}},
             "cards": [
                 {"id": "c1", "facts": "Grizzly Bears", "owner": "A", "zone": "hand",
                  "known": ["B"]},
                 {"id": "c2", "facts": "Grizzly Bears", "owner": "B", "zone": "battlefield",
                  "controller": "A", "face_down": {"method": "cloak", "order": 2},
                  "tapped": True, "counters": {"+1/+1": 1}, "damage": 1},
                 {"id": "c3", "facts": "Pacifism", "owner": "B", "zone": "battlefield",
                  "attached_to": "c2"},
                 {"id": "c4", "facts": "Soldier Token", "owner": "A", "zone": "battlefield",
                  "token": True},
                 {"id": "c5", "facts": "Grizzly Bears", "owner": "A", "zone": "exile",
                  "face_down": {"exile": True, "may_look": ["B"]}}]}
    return new_game(setup, seed=2026)



def chat_game():
    """Format v6's chat: lines by both seats and a spectator among actions; an action undone
    exactly from under the chat line after it (the line stays), a take-back after a line, a
    line after the game ended."""
    bears = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
             "power": "2", "toughness": "2", "oracle_text": "(No rules text.)"}
    forest = {"name": "Forest", "type_line": "Basic Land — Forest"}
    setup = {"players": ["Alice", "Bob"], "turn": {"active": "Alice", "number": 2,
                                                   "step": "main1"},
             "mode": "strict", "facts": {"bears": bears, "forest": forest},
             "cards": [{"id": "bears", "facts": "bears", "owner": "Alice", "zone": "battlefield"},
                       {"id": "forest", "facts": "forest", "owner": "Alice", "zone": "library"},
                       {"id": "forest#2", "facts": "forest", "owner": "Bob", "zone": "hand"}]}
    game = new_game(setup, seed=2026)
    tap = game.apply(C.Tap("bears"), "Alice").entry
    assert game.apply(C.Chat("ok", player="Bob"), "Bob").ok
    game.pop_entry(tap)  # undone from under Bob's line
    assert game.apply(C.Draw("Alice"), "Alice").ok
    assert game.apply(C.Chat("wait", player="Bob"), "Bob").ok
    assert game.apply(C.TakeBack(len(game.log) - 2), "Alice").ok
    for cmd, actor in ((C.Chat("your turn", player="Alice"), "Alice"),
                       (C.Chat("nice <b>table</b>", spectator="Spectator 1"), None),
                       (C.EndGame(), None), (C.Chat("gg", player="Bob"), "Bob")):
        out = game.apply(cmd, actor)
        assert out.ok, (cmd, out.reason)
    return game


def requests_game():
    """Format v7's seat authority: B's requests on A's things accepted (a look at A's library),
    declined (a move), withdrawn (a tap), void (A's card left first); table trust turned on by
    A accepting B's request, used, and turned off by A; one request pending at the end (B asks
    to untap A's face-down creature, which names it and nothing it is)."""
    bears = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
             "power": "2", "toughness": "2", "oracle_text": "(No rules text.)"}
    forest = {"name": "Forest", "type_line": "Basic Land — Forest"}
    setup = {"players": ["A", "B"], "turn": {"active": "A", "number": 3, "step": "main1"},
             "mode": "assist", "facts": {"bears": bears, "forest": forest},
             "cards": [{"id": "bears", "facts": "bears", "owner": "A", "zone": "battlefield"},
                       {"id": "bears#2", "facts": "bears", "owner": "A", "zone": "battlefield"},
                       {"id": "hidden", "facts": "bears", "owner": "A", "zone": "battlefield",
                        "face_down": {"method": "manifest", "order": 1}, "tapped": True},
                       {"id": "forest", "facts": "forest", "owner": "A", "zone": "library"},
                       {"id": "forest#2", "facts": "forest", "owner": "A", "zone": "library"},
                       {"id": "forest#3", "facts": "forest", "owner": "B", "zone": "hand"}]}
    game = new_game(setup, seed=2026)
    steps = [(C.LookTop("B", owner="A", n=2), "B", "requested"),
             (C.Answer(1, True), "A", "done"),
             (C.Move("bears", "graveyard"), "B", "requested"),
             (C.Answer(2, False), "A", "done"),
             (C.Tap("bears"), "B", "requested"),
             (C.Withdraw(3), "B", "done"),
             (C.AddCounter("bears#2", "+1/+1", 1), "B", "requested"),
             (C.Move("bears#2", "graveyard"), "A", "done"),  # request 4 is void
             (C.SetTrust(True), "B", "requested"),
             (C.Answer(5, True), "A", "done"),
             (C.Tap("bears"), "B", "done"),  # trusted: no request
             (C.SetTrust(False), "A", "done"),
             (C.Untap("hidden"), "B", "requested")]
    for cmd, actor, result in steps:
        out = game.apply(cmd, actor)
        assert out.result == result, (cmd, out.result, out.reason)
    assert [r["id"] for r in game.state.requests] == [6] and not game.state.trust
    return game


def priority_game():
    """Format v9's priority: A, active, passes to B in the upkeep and B passes (all passed); a
    new step gives it to A; A casts Shock and passes, B passes (all passed, the stack not
    empty), Shock resolves (nobody has priority), its damage is dealt, the resolution is
    finished (A has it); A passes, B casts a Shock and it resolves: the save ends with that
    resolution under way (nobody holds priority)."""
    shock = {"name": "Shock", "mana_cost": "{R}", "type_line": "Instant",
             "oracle_text": "Shock deals 2 damage to any target."}
    bears = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
             "power": "2", "toughness": "2", "oracle_text": "(No rules text.)"}
    setup = {"players": ["A", "B"], "turn": {"active": "A", "number": 2, "step": "upkeep"},
             "mode": "assist", "facts": {"shock": shock, "bears": bears},
             "cards": [{"id": "shock", "facts": "shock", "owner": "A", "zone": "hand"},
                       {"id": "shock#2", "facts": "shock", "owner": "B", "zone": "hand"},
                       {"id": "bears", "facts": "bears", "owner": "B", "zone": "battlefield"}]}
    game = new_game(setup, seed=2026)
    steps = [(C.PassPriority("A"), "A"), (C.PassPriority("B"), "B"),
             (C.Advance("main1"), "A"), (C.Cast("A", "shock"), "A"),
             (C.PassPriority("A"), "A"), (C.PassPriority("B"), "B"),
             (C.Resolve("shock"), "A"), (C.Damage("bears", 2), None),
             (C.FinishResolution("shock"), "A"), (C.PassPriority("A"), "A"),
             (C.Cast("B", "shock#2"), "B"), (C.Resolve("shock#2"), "B")]
    for cmd, actor in steps:
        out = game.apply(cmd, actor)
        assert out.ok, (cmd, out.result, out.reason)
    st = game.state
    assert st.priority is None and st.resolving == "shock#2", (st.priority, st.resolving)
    return game


if __name__ == "__main__":
    main()
