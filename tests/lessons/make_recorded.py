"""Write tests/data/lessons/recorded-midgame.json: a lesson recorded (with
`tabletop.lessons.record.Recorder`, the engine of Lessons → Record a lesson…) from the demo's
mid-game position (`--position midgame --seed 7`), three steps and two known mistakes. The
README's recorded-lesson screenshot plays it:

    python -m tests.lessons.make_recorded
    tabletop --screenshot packaging/screenshots/recorded-lesson.png --size 1280x720 \\
        --lesson tests/data/lessons/recorded-midgame.json --lesson-step 2 --show mistake
"""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.lessons.record import Recorder
from tabletop.model import commands as C
from tabletop.session.opening import midgame

OUT = Path(__file__).resolve().parents[1] / "data" / "lessons" / "recorded-midgame.json"


def record() -> dict:
    r = Recorder(midgame(seed=7).state, "Alice")
    r.mistake(C.TurnFaceUp("Alice", "lightning_bolt", "mana_cost"))
    r.play(C.TurnFaceUp("Alice", "grizzly_bears#2", "mana_cost"))
    r.finish_step(
        "Your #4 came from manifest dread: it is Grizzly Bears, a creature card with mana cost "
        "{1}{G}. Turn #4 face up for its mana cost.",
        ["Right-click #4: Turn face up, for its mana cost.",
         "Only a creature card with a mana cost can be turned up this way."],
        "A manifested creature card turns up for its mana cost, any time you have priority.",
        ["#3 is a Lightning Bolt: an instant is not a creature card, so there is no special "
         "action that turns it up, and nothing is revealed."])
    r.mistake(C.TurnFaceUp("Alice", "hooded_hydra", "mana_cost"))
    r.play(C.TurnFaceUp("Alice", "hooded_hydra", "morph"))
    r.finish_step(
        "#1 was cast face down with morph: it is Hooded Hydra. Turn #1 face up for its "
        "morph cost.",
        ["Right-click #1: Turn face up, for its morph cost."],
        "A morph turns up for its morph cost, not its mana cost.",
        ["#1 was cast face down for {3}, not manifested: only its morph cost turns it up."])
    r.play(C.Look("Alice", "counterspell"))
    r.finish_step("Look at your own cloaked #5.", ["Right-click #5: Peek."],
                  "You may always look at face-down permanents you control.")
    _, doc = r.build("turning-up-at-the-table", "Turning up at the table",
                     "Which of your face-down permanents turn up, and for which cost.")
    return doc


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(record(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(OUT)


if __name__ == "__main__":
    main()
