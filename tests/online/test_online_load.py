"""benchmarks/online_load.py runs end to end, tiny (``--short``), for every registered game
(``--game``): it opens tables, plays, stops by itself, and reports its figures (nothing is timed
here: a loaded machine may be slow)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from alea import games

from online_kit import WAIT

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "online_load.py"


@pytest.mark.parametrize("game", [None] + [entry.id for entry in games.GAMES if entry.id != games.DEFAULT_GAME])
def test_the_load_script_plays_stops_by_itself_and_reports_its_figures(tmp_path, game):
    """Every game once: the default one without ``--game`` (which the figures must name)."""
    figures_file = tmp_path / "figures.json"
    chosen = ["--game", game] if game else []
    done = subprocess.run([sys.executable, str(SCRIPT), "--short", *chosen, "--json", str(figures_file),
                           "--data-parent", str(tmp_path)], capture_output=True, text=True, timeout=WAIT * 4)
    assert done.returncode == 0, done.stdout + done.stderr
    figures = json.loads(figures_file.read_text(encoding="utf-8"))
    assert figures["game"] == (game or games.DEFAULT_GAME)
    assert figures["processes"] == 2 and figures["tables"] == 4 and figures["seats"] == 2
    assert figures["moves"] > 0
    assert 0 < figures["p50_ms"] <= figures["p95_ms"] <= figures["max_ms"]
    assert figures["server_peak_mib"] > 0 and figures["server_cpu_s"] > 0
    assert "p95" in done.stdout and "MiB" in done.stdout
    assert list(tmp_path.iterdir()) == [figures_file]  # the server's database folder is gone with it


def test_the_load_script_runs_two_servers_on_a_throwaway_postgresql_with_hints(tmp_path):
    """``--database temp --servers 2 --hints 2``: a cluster of its own, two server processes sharing
    each table's seats, hints asked; it stops by itself, reports, and leaves nothing behind."""
    figures_file = tmp_path / "figures.json"
    done = subprocess.run([sys.executable, str(SCRIPT), "--short", "--database", "temp", "--servers", "2",
                           "--hints", "2", "--json", str(figures_file), "--data-parent", str(tmp_path)],
                          capture_output=True, text=True, timeout=WAIT * 4)
    assert done.returncode == 0, done.stdout + done.stderr
    figures = json.loads(figures_file.read_text(encoding="utf-8"))
    assert figures["servers"] == 2 and figures["database"] == "postgresql"
    assert len(figures["server_peaks_mib"]) == 2 and all(peak > 0 for peak in figures["server_peaks_mib"])
    assert figures["moves"] > 0 and figures["silent"] == 0  # every move reached every seat, at either process
    assert "hints" in figures and figures["hints_asked_a_second"] == 2
    assert list(tmp_path.iterdir()) == [figures_file]
