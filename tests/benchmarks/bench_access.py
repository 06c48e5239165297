"""Benchmark of the table's accessible objects (not part of the test suite).

Run: QT_QPA_PLATFORM=offscreen python3 tests/benchmarks/bench_access.py
With 2,000 cards on the table and a screen reader active (QAccessible active, every card's
name read once): a tap through the window to the scene and the readers told (<= 16 ms, one
frame, as issue 5's tap without a reader); a first walk of the whole tree, every name read
(<= 1 s); and the same tap with no reader (the objects are never made: <= 16 ms)."""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TABLETOP_OFFLINE", "1")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtGui import QAccessible  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tests.benchmarks.bench_table import big_game  # noqa: E402

N = 2000


def window(tmp: str):
    os.environ["TABLETOP_HOME"] = tmp
    from tabletop.ui.window import MainWindow
    w = MainWindow(big_game(N), "A", quiet=True)
    w.resize(1600, 1000)
    w.show()
    for _ in range(5):
        QApplication.processEvents()
    return w


def taps(w, rounds: int = 20) -> float:
    from tabletop.model import commands as C
    cid = next(c for c, card in w.ctl.game.state.cards.items() if card.zone == "battlefield"
               and card.face_down is None)
    times = []
    for _ in range(rounds):
        tapped = w.ctl.game.state.cards[cid].tapped
        t = time.perf_counter()
        w.ctl.run((C.Untap if tapped else C.Tap)(cid), "tap")
        times.append(time.perf_counter() - t)
        QApplication.processEvents()
    return statistics.median(times) * 1000


def walk(iface) -> int:
    n = 1
    for i in range(iface.childCount()):
        c = iface.child(i)
        if type(c).__name__ == "NodeAccessible":
            c.text(QAccessible.Name)
            n += walk(c)
    return n


def main() -> None:
    import tempfile
    app = QApplication.instance() or QApplication([])  # noqa: F841
    with tempfile.TemporaryDirectory() as tmp:
        w = window(tmp)
        quiet = taps(w)
        QAccessible.setActive(True)
        root = QAccessible.queryAccessibleInterface(w.view)
        t = time.perf_counter()
        n = walk(root)
        first = time.perf_counter() - t
        loud = taps(w)
        QAccessible.setActive(False)
        print(f"tap, no reader:          {quiet:7.2f} ms   (budget 16 ms)")
        print(f"first walk, {n} objects: {first * 1000:7.1f} ms   (budget 1000 ms)")
        print(f"tap, reader active:      {loud:7.2f} ms   (budget 16 ms)")
        w.close()


if __name__ == "__main__":
    main()
