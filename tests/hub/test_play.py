"""`tabletop play` and `tabletop games` against a real `tabletop server`.

Without workers: the first line names the game, seats are taken with each player's deck (the
record shows counts), a third account spectates, usage errors are exit 2. With the workers
(helper hubwork's `tabletop.hub.worker`; skipped until it is merged): two accounts play a
scripted game with their own decks and neither record names a card only the other's deck
holds; the spectator's record holds public information only.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tabletop.carddata.decklists import to_text
from tabletop.carddata.demo import demo_decks
from tests.hub.procs import ServerProcess, needs_workers, tabletop, tabletop_all
from tests.net.procs import env, records


def _register(home: Path, url: str, folder: Path, *names: str) -> dict[str, Path]:
    out = {name: folder / f"{name}.creds" for name in names}
    done = tabletop_all(home, [["register", name, "--server", url, "--out", str(out[name])]
                               for name in names])
    assert [d.returncode for d in done] == [0] * len(names), [d.stderr for d in done]
    return out


def _decks(folder: Path) -> tuple[Path, Path]:
    a, b = demo_decks()
    paths = folder / "mists.txt", folder / "masks.txt"
    for deck, path in zip((a, b), paths, strict=True):
        path.write_text(to_text(deck))
    return paths


def _games(home: Path, url: str, creds: Path) -> list[dict]:
    done = tabletop(home, "games", "--server", url, "--creds", str(creds), "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)["games"]


def test_play_takes_seats_with_decks_and_a_third_account_spectates(hub, tmp_path: Path):
    home = tmp_path / "home"
    creds = _register(home, hub.url, tmp_path, "alice", "bob", "carol")
    deck_a, deck_b = _decks(tmp_path)
    new = tabletop(home, "play", "--server", hub.url, "--creds", str(creds["alice"]), "--new",
                   "--seats", "2", "--deck", str(deck_a), "--headless", "--timeout", "1")
    first = new.stdout.splitlines()[0]
    assert first.startswith("game ") and len(first) == 15, new.stdout
    game = first[5:]
    assert new.returncode == 3 and len(new.stderr.strip().splitlines()) == 1  # no worker here
    joined = tabletop(home, "play", "--server", hub.url, "--creds", str(creds["bob"]),
                      "--game", game, "--deck", str(deck_b), "--headless", "--timeout", "1")
    assert joined.stdout.splitlines()[0] == f"game {game}"
    watched = tabletop(home, "play", "--server", hub.url, "--creds", str(creds["carol"]),
                       "--game", game, "--headless", "--timeout", "1")
    assert "watching it as a spectator" in watched.stderr
    [record] = [g for g in _games(home, hub.url, creds["carol"]) if g["id"] == game]
    assert record["id"] == game and record["state"] == "ready"
    assert [(s["account"], s["deck"]) for s in record["seats"]] == [
        ("alice", {"main": 60, "side": 0}), ("bob", {"main": 60, "side": 0})]
    assert record["watchers"] == [{"token": "w1", "account": "carol"}]
    text = tabletop(home, "games", "--server", hub.url, "--creds", str(creds["carol"]))
    assert text.returncode == 0 and game in text.stdout and "alice, bob" in text.stdout


def test_play_usage_errors_are_exit_2(hub, tmp_path: Path):
    home = tmp_path / "home"
    creds = _register(home, hub.url, tmp_path, "dave")["dave"]
    bad_deck = tmp_path / "bad.txt"
    bad_deck.write_bytes(b"\xff\xfe\x00garbage")
    base = ["play", "--server", hub.url, "--creds", str(creds)]
    new2 = ["--new", "--seats", "2"]
    extras = (["--new"], ["--new", "--seats", "9"], [*new2, "--life", "0"],
              [*new2, "--script", str(bad_deck)], [*new2, "--deck", str(bad_deck)],
              [*new2, "--deck", str(tmp_path / "missing.txt")])
    (tmp_path / "x.creds").write_text("{}")
    *plays, games = tabletop_all(home, [*([*base, *extra] for extra in extras),
                                        ["games", "--server", hub.url, "--creds",
                                         str(tmp_path / "x.creds")]])
    for extra, done in zip(extras, plays, strict=True):
        assert done.returncode == 2, (extra, done.stderr)
        assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert games.returncode == 2 and "not a tabletop account file" in games.stderr
    # (the server's other games are other tests')
    assert [g for g in _games(home, hub.url, creds) if g["created_by"] == "dave"] == []


def _play(home: Path, url: str, creds: Path, which: list[str], script: list[dict],
          folder: Path) -> subprocess.Popen:
    name = creds.stem
    (folder / f"{name}.jsonl").write_text("".join(json.dumps(x) + "\n" for x in script))
    return subprocess.Popen(
        [sys.executable, "-m", "tabletop", "play", "--server", url, "--creds", str(creds),
         *which, "--headless", "--script", str(folder / f"{name}.jsonl"),
         "--record", str(folder / f"{name}.rec.jsonl"), "--timeout", "20"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(home))


@needs_workers
def test_two_accounts_play_their_own_decks_and_a_spectator_sees_public_only(tmp_path: Path):
    home = tmp_path / "home"
    node = ServerProcess(home, tmp_path / "store", workers=1).start()
    try:
        creds = _register(home, node.url, tmp_path, "alice", "bob", "carol")
        deck_a, deck_b = _decks(tmp_path)
        alice = _play(home, node.url, creds["alice"], ["--new", "--seats", "2", "--deck",
                                                       str(deck_a)],
                      [{"kind": "keep", "player": "alice"}], tmp_path)
        assert alice.stdout is not None
        game = alice.stdout.readline().strip()[5:]
        bob = _play(home, node.url, creds["bob"], ["--game", game, "--deck", str(deck_b)],
                    [{"kind": "keep", "player": "bob"}], tmp_path)
        assert bob.wait(120) == 0, bob.stderr.read() if bob.stderr else ""
        assert alice.wait(120) == 0
        carol = _play(home, node.url, creds["carol"], ["--game", game],
                      [{"net": "chat", "text": "hi"}], tmp_path)
        assert carol.wait(120) == 0
        a, b = demo_decks()
        only_a = {e.name for e in a.entries} - {e.name for e in b.entries}
        only_b = {e.name for e in b.entries} - {e.name for e in a.entries}
        seen_by = {n: json.dumps(records(tmp_path / f"{n}.rec.jsonl"))
                   for n in ("alice", "bob", "carol")}
        assert seen_by["alice"] and not any(name in seen_by["alice"] for name in only_b)
        assert seen_by["bob"] and not any(name in seen_by["bob"] for name in only_a)
        # nothing was played: no card of either deck is public yet
        assert seen_by["carol"] and not any(name in seen_by["carol"] for name in only_a | only_b)
    finally:
        node.stop()
