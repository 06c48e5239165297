"""Exports are checked as strictly as saves (issue 10, item 3): a board no game could show is
refused when opened, and the app never writes an export it would refuse to open."""

from __future__ import annotations

import json

import pytest

from tabletop import storage
from tabletop.cli import main
from tabletop.model.invariants import problems as invariant_problems

from .gamegen import random_game


def test_an_export_of_an_impossible_board_is_never_written():
    """A game in memory that breaks an invariant (here by hand: no file loads as one any more)
    is not exported into a file the app would refuse to open."""
    for breaks in ("turn", "marker", "damage"):
        game = random_game(21, 60, mode="off")
        st = game.state
        if breaks == "turn":
            st.turn = -5
        elif breaks == "marker":
            hand = next(c for p in st.players for c in st.zones[f"{p}:hand"])
            st.cards[hand].face_down = {"order": 1, "method": "manifest", "source": None,
                                        "chars": None}
            st.zones["battlefield"].append(st.zones[f"{st.cards[hand].owner}:hand"].pop())
            st.cards[hand].zone = "battlefield"
            fd = next(c for c in st.cards.values() if c.face_down and c.id != hand)
            fd.face_down = dict(st.cards[hand].face_down)  # two markers #1 on the table
        else:
            card = st.cards[st.zones["battlefield"][0]]
            card.damage = -3
        assert invariant_problems(st)
        with pytest.raises(storage.SaveError) as info:
            storage.export_for(game, "A")
        assert "can't be exported" in info.value.problems[0], info.value.problems


def _export_doc() -> dict:
    game = random_game(22, 80, mode="off")
    return json.loads(storage.export_for(game, "A", title="shared"))


def _obj(doc: dict, pred) -> tuple[int, dict]:
    return next((i, o) for i, o in enumerate(doc["board"]["objects"]) if pred(o))


def _export_cases() -> list[tuple[str, dict, str]]:
    out = []
    doc = _export_doc()
    fd = lambda o: o["marker"] is not None  # noqa: E731
    up = lambda o: o["zone"] == "battlefield" and not o["face_down"]  # noqa: E731
    hand = lambda o: o["zone"] == "hand"  # noqa: E731

    def edit(label, fn, where):
        d = json.loads(json.dumps(doc))
        fn(d)
        out.append((label, d, where))

    def setobj(pred, key, value):
        def fn(d):
            d["board"]["objects"][_obj(d, pred)[0]][key] = value
        return fn
    i_fd, o_fd = _obj(doc, fd)
    i_up, _ = _obj(doc, up)
    i_hand, _ = _obj(doc, hand)
    edit("turn-0", lambda d: d["board"].__setitem__("turn", 0), "board.turn")
    edit("marker-in-hand", setobj(hand, "marker", o_fd["marker"]),
         f"board.objects[{i_hand}].marker")
    edit("face-down-in-hand", setobj(hand, "face_down", True),
         f"board.objects[{i_hand}].face_down")
    edit("duplicate-marker", setobj(up, "marker", o_fd["marker"]), f"board.objects[{i_up}]")
    edit("controller-nobody", setobj(up, "controller", "Nobody"),
         f"board.objects[{i_up}].controller")
    edit("attached-to-hand", setobj(up, "attached_to", doc["board"]["objects"][i_hand]["id"]),
         f"board.objects[{i_up}].attached_to")
    edit("chars-power-text", lambda d: d["board"]["objects"][i_up]["chars"].__setitem__(
        "power", "big"), f"board.objects[{i_up}].chars.power")
    edit("chars-bad-cost", lambda d: d["board"]["objects"][i_up]["chars"].__setitem__(
        "mana_cost", "{{{"), f"board.objects[{i_up}].chars.mana_cost")
    edit("marker-order-text", lambda d: d["board"]["objects"][i_fd]["marker"].__setitem__(
        "order", "one"), f"board.objects[{i_fd}].marker.order")
    edit("hand-count", lambda d: d["board"]["hand_counts"].__setitem__(
        "A", d["board"]["hand_counts"]["A"] + 3), "board.hand_counts.A")
    edit("negative-damage", setobj(up, "damage", -2), f"board.objects[{i_up}].damage")
    edit("same-place", lambda d: d["board"]["objects"][i_up].__setitem__(
        "index", next(o["index"] for o in d["board"]["objects"]
                      if o["zone"] == "battlefield" and o is not d["board"]["objects"][i_up])),
         "board.objects[")
    return out


EXPORT_CASES = _export_cases()


@pytest.mark.parametrize("label,doc,where", EXPORT_CASES, ids=[c[0] for c in EXPORT_CASES])
def test_an_impossible_export_is_refused_as_an_impossible_save_is(label, doc, where, tmp_path,
                                                                   capsys):
    data = json.dumps(doc).encode()
    for fn in (storage.load_export, storage.open_bytes, storage.validate_bytes):
        with pytest.raises(storage.SaveError) as info:
            fn(data, name="x.json")
        assert any(f"x.json: {where}" in p for p in info.value.problems), info.value.problems
    path = tmp_path / "x.json"
    path.write_bytes(data)
    assert main(["validate", str(path)]) == 1
    assert where in capsys.readouterr().err
