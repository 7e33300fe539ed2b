"""Issue 42, item 3: ``alea serve`` collects its garbage. ``alea.main`` turns the collector off for the
start and only the terminal turned it back on, so a server kept about 10 KiB of every connection
(aiohttp's objects hold each other in cycles): benchmarks/connections_memory.py measured
48.5 -> 532.9 MiB over 50,000 connections with it off, 46.6 -> 49.1 MiB with it on. Here the
benchmark runs small against a real ``alea serve`` process and its memory growth is held to a
bound that 4,000 connections with the collector off (about 39 MiB) exceed many times over."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from online_kit import WAIT

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "connections_memory.py"

CONNECTIONS = 4_000
MOST_GROWTH_MIB = 12.0
"""The server's memory growth allowed over CONNECTIONS connections (about 1 MiB with the collector
on; 10 KiB a connection, about 39 MiB, with it off)."""


@pytest.mark.slow
def test_a_server_s_memory_stays_bounded_over_thousands_of_connections(tmp_path):
    figures_file = tmp_path / "figures.json"
    done = subprocess.run([sys.executable, str(SCRIPT), "--connections", str(CONNECTIONS), "--step", "2000",
                           "--json", str(figures_file)], capture_output=True, text=True, timeout=WAIT * 4)
    assert done.returncode == 0, done.stdout + done.stderr
    figures = json.loads(figures_file.read_text(encoding="utf-8"))
    assert figures["answered"] == CONNECTIONS + figures["warm_up"]  # every one reached the server and was answered
    assert figures["growth_mib"] < MOST_GROWTH_MIB, done.stdout
