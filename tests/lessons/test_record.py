"""Recording a lesson from a position (tabletop.lessons.record), without Qt: the position as a
lesson's start, the author's actions as steps and mistakes, the rules and claims from the
verdicts, and a file `tabletop lessons check` passes."""

from __future__ import annotations

import json

import pytest

from tabletop.carddata.demo import bundled_lookup
from tabletop.cli import main
from tabletop.lessons import check_lesson, read_lesson
from tabletop.lessons.record import Recorder, RecordError, action_of, lesson_position
from tabletop.model import commands as C
from tabletop.rules import new_game
from tabletop.session.opening import midgame


def small_setup() -> dict:
    """The UI tests' small table (tests/ui/conftest.py), without Qt."""
    names = {"forest": "Forest", "bears": "Grizzly Bears", "mist": "Primordial Mist",
             "angel": "Exalted Angel", "bolt": "Lightning Bolt", "island": "Island"}
    return {
        "players": ["Alice", "Bob"], "mode": "assist",
        "turn": {"active": "Alice", "number": 3, "step": "main1"},
        "facts": {k: bundled_lookup(n) for k, n in names.items()},
        "cards": [
            {"id": "a-forest", "facts": "forest", "owner": "Alice", "zone": "hand"},
            {"id": "a-bears", "facts": "bears", "owner": "Alice", "zone": "hand"},
            {"id": "a-mist", "facts": "mist", "owner": "Alice", "zone": "battlefield",
             "face_down": {"method": "manifest", "source": "Whisperwood Elemental",
                           "order": 1}},
            {"id": "a-bolt", "facts": "bolt", "owner": "Alice", "zone": "battlefield",
             "face_down": {"method": "cloak", "source": "Cryptic Coat", "order": 2}},
            {"id": "a-lib1", "facts": "island", "owner": "Alice", "zone": "library"},
            {"id": "a-lib2", "facts": "island", "owner": "Alice", "zone": "library"},
            {"id": "b-angel", "facts": "angel", "owner": "Bob", "zone": "battlefield",
             "face_down": {"method": "morph", "order": 3}},
        ],
    }


def recorder() -> Recorder:
    return Recorder(new_game(small_setup(), seed=1).state, "Alice")


def three_steps(r: Recorder) -> None:
    r.mistake(C.TurnFaceUp("Alice", "lightning_bolt", "mana_cost"))
    r.play(C.Play("Alice", "forest"))
    r.finish_step("Play your Forest.", ["Drag it to the battlefield."], "A land drop.",
                  ["#2 is a Lightning Bolt: an instant can't be turned up that way."])
    r.play(C.Manifest("Alice", source="Whisperwood Elemental"))
    r.finish_step("Manifest the top card of your library.", ["Drag your library."])
    r.play(C.Look("Alice", "lightning_bolt"))
    r.finish_step("Look at your #2.", ["Peek at it."], "You may look at yours.")


def test_the_position_is_the_lesson_start_the_model_builds_again():
    g = midgame(seed=7)
    pos = lesson_position(g.state)
    r = Recorder(g.state, "Alice")
    st, names = r.game.state, pos.names
    for cid, card in g.state.cards.items():
        if card.zone == "gone":
            continue
        again = st.cards[names[cid]]
        assert (again.zone, again.owner, again.tapped, again.counters, again.token) == \
            (card.zone, card.owner, card.tapped, card.counters, card.token)
        assert (again.face_down or {}).get("method") == (card.face_down or {}).get("method")
        assert (again.face_down or {}).get("order") == (card.face_down or {}).get("order")
    for z, ids in g.state.zones.items():
        assert st.zones[z] == [names[c] for c in ids], z
    assert (st.turn, st.step, st.active, st.mode, st.life) == \
        (g.state.turn, g.state.step, g.state.active, g.state.mode, g.state.life)
    # facts only: no rules text travels into a lesson
    text = json.dumps(pos.cards)
    assert "oracle_text" not in text and "printed_text" not in text


def test_a_recorded_lesson_takes_its_rules_and_claims_from_the_verdicts(tmp_path, capsys):
    r = recorder()
    three_steps(r)
    lesson, doc = r.build("recorded", "A recorded lesson", "Three steps from a position.")
    steps = doc["steps"]
    assert steps[0]["rules"] == ["305.1", "305.2", "701.40b", "701.58b"]
    assert steps[0]["mistakes"] == [{
        "action": {"do": "turn_face_up", "player": "Alice", "card": "lightning_bolt",
                   "route": "mana_cost"},
        "verdict": "FLIP-INSTANT-SORCERY",
        "explain": "#2 is a Lightning Bolt: an instant can't be turned up that way."}]
    assert steps[2]["rules"] == ["708.5"]
    # each claim: the earlier steps' actions, then this one giving the verdict
    claim = steps[2]["claims"][0]
    assert [s["do"] for s in claim["steps"]] == ["play", "manifest", "look"]
    assert claim["steps"][-1]["expect"] == {"result": "done", "verdicts": ["LOOK-OWN-OK"]}
    res = check_lesson(lesson)
    assert res.passed and res.steps == 3 and res.mistakes_tried == 1 and not res.unchecked
    path = tmp_path / "recorded.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert read_lesson(path).steps[1].solution == {"do": "manifest", "player": "Alice",
                                                   "source": "Whisperwood Elemental"}
    assert main(["lessons", "check", str(path)]) == 0
    assert capsys.readouterr().out.startswith("PASS recorded: 3 steps, 1 mistakes explained")


def test_what_cannot_be_recorded_is_said_plainly():
    r = recorder()
    with pytest.raises(RecordError, match="Not recorded: .*record it as a known mistake"):
        r.play(C.TurnFaceUp("Alice", "lightning_bolt", "mana_cost"))
    with pytest.raises(RecordError, match="cites no rule"):
        r.mistake(C.Tap("lightning_bolt"))
    r.play(C.Tap("lightning_bolt"))
    with pytest.raises(RecordError, match="before the step's action"):
        r.mistake(C.Look("Alice", "exalted_angel"))
    with pytest.raises(RecordError, match="has its action"):
        r.play(C.Tap("primordial_mist"))
    with pytest.raises(RecordError, match="instruction"):
        r.finish_step(" ", ["a hint"])
    with pytest.raises(RecordError, match="hint"):
        r.finish_step("Tap it.", ["  "])
    with pytest.raises(RecordError, match="cites a rule"):
        r.finish_step("Tap it.", ["Tap."])
    r.take_back()
    assert not r.game.state.cards["lightning_bolt"].tapped and not r.game.log
    with pytest.raises(RecordError, match="at least one step"):
        r.build("x", "X", "Y")
    r.play(C.Play("Alice", "forest"))
    r.finish_step("Play your Forest.", ["Drag it."])
    with pytest.raises(RecordError, match="known mistake"):
        r.build("x", "X", "Y")
    with pytest.raises(RecordError, match="can't be this action"):
        action_of(C.MoveOnTable("forest", 1.0, 2.0))


def test_an_advance_is_recorded_as_the_step_it_reached():
    r = recorder()
    r.play(C.Advance("next_step"))
    assert r.draft.solution == {"do": "advance", "to": "begin_combat"}


def test_what_a_lesson_start_cannot_hold_is_listed():
    g = new_game(small_setup(), seed=1)
    g.apply(C.Look("Alice", "b-angel"), "Alice")  # refused: not hers to look at
    g.apply(C.Note("a-mist", "watch this"), "Alice")
    g.apply(C.GainControl("Bob", "a-bolt"), None)
    pos = lesson_position(g.state)
    assert any("note on primordial_mist" in x for x in pos.left_out)
    assert any("continuous effect" in x for x in pos.left_out)
    bf = pos.start["zones"]["Alice"]["battlefield"]
    assert {"card": "lightning_bolt", "face_down": "cloak", "order": 2,
            "source": "Cryptic Coat", "controller": "Bob"} in bf


def test_the_recorded_sample_lesson_is_what_the_recorder_makes_and_passes(capsys):
    """tests/data/lessons/recorded-midgame.json (the recorded-lesson screenshot's lesson) is
    what `make_recorded` records now, and `tabletop lessons check` passes it."""
    from .make_recorded import OUT, record
    assert json.loads(OUT.read_text(encoding="utf-8")) == record()
    assert main(["lessons", "check", str(OUT)]) == 0
    assert capsys.readouterr().out.startswith("PASS turning-up-at-the-table: 3 steps, 2 "
                                              "mistakes explained")


def test_the_author_reads_and_the_lesson_cites_nothing_the_seat_may_not_know():
    r = recorder()
    # Bob's face-down #3 is Exalted Angel: the model's verdicts include its morph cost
    m = r.mistake(C.TurnFaceUp("Alice", "exalted_angel", "morph"))
    assert m.verdict.id == "FLIP-NOT-CONTROLLER" and "{2}{W}{W}" not in m.verdict.sentence
    with pytest.raises(RecordError, match="cites no rule"):
        r.mistake(C.Move("exalted_angel", "graveyard"))  # "it was ...": nothing left to say


def test_a_position_a_lesson_cannot_hold_is_one_located_line():
    g = new_game(small_setup(), seed=1)
    g.state.zones["Alice:library"] *= 130  # a library of 260 cards (the same two, over again)
    with pytest.raises(RecordError, match=r"start: zones\.Alice\.library: List should have "
                                          r"at most 250 items"):
        Recorder(g.state, "Alice")


def test_a_legal_mistake_is_not_this_step_and_changes_nothing():
    r = recorder()
    m = r.mistake(C.Move("lightning_bolt", "graveyard"))  # legal: a face-down card revealed
    assert (m.verdict.id, m.result) == ("REVEAL-LEAVES-BATTLEFIELD", "done")
    assert r.game.state.cards["lightning_bolt"].zone == "battlefield" and not r.game.log
    r.play(C.Play("Alice", "forest"))
    r.finish_step("Play your Forest.", ["Drag it."], "", ["Not now: it would be revealed."])
    lesson, doc = r.build("legal-mistake", "A legal mistake", "Not this step.")
    claim = doc["steps"][0]["claims"][-1]
    assert claim["steps"][-1]["expect"] == {"result": "done",
                                            "verdicts": ["REVEAL-LEAVES-BATTLEFIELD"]}
    res = check_lesson(lesson)
    assert res.passed and res.mistakes_tried == 1
