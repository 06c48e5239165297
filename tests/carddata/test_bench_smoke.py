"""The card-data benchmark still runs (a small file here; the 32,000-card run is on demand)."""

from __future__ import annotations

from tests.benchmarks.bench_carddata import main


def test_benchmark_runs_on_a_small_file(capsys):
    assert main(["--cards", "400"]) == 0
    out = capsys.readouterr().out
    assert "budget <= 12 s" in out and "budget <= 300 MB" in out
    assert "full-text search of rules text (median)" in out
    assert "budget <= 0.2 s" in out and "budget <= 20 ms" in out
    assert "deck editor search median" in out and "budget <= 30 ms" in out
