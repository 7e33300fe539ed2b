"""How fast the table answers: startup to the first prompt, and command to printed answer.

Run with ``.venv/bin/python benchmarks/cli_bench.py``. It prints

* the startup time of a real ``alea`` process until it waits for the first
  line: in plain mode (stdin a pipe) until its first question is printed, and
  at a terminal (a pseudo-terminal, where there is one) until prompt_toolkit
  shows its first prompt, over several starts;
* the time from a command to its printed answer (median and 95th percentile)
  over a scripted game: every input of the recorded transcripts, replayed
  through the same session code the program runs.

Figures are printed, never asserted: they depend on the machine.
"""

from __future__ import annotations

import io
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STARTS = 7
PROMPT_SHOWN = b"\x1b[?2004h"
"""prompt_toolkit turns bracketed paste on as it shows a prompt."""


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    index = max(0, min(len(ordered) - 1, round(share * len(ordered)) - 1))
    return ordered[index]


def startup_once(home: str) -> float:
    """Seconds from spawning ``alea`` to its first question being printed."""
    env = dict(os.environ, ALEA_CONFIG_DIR=f"{home}/config", ALEA_DATA_DIR=f"{home}/data", LANG="C")
    argv = [sys.executable, "-m", "alea.cli.main", "--lang", "en", "--players", "2", "--seed", "7"]
    began = time.perf_counter()
    process = subprocess.Popen(argv, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    if process.stdout is None or process.stdin is None:
        raise RuntimeError("no pipes to alea")
    while True:
        line = process.stdout.readline()
        if not line or line.startswith("4 "):  # the last option of the first question
            break
    elapsed = time.perf_counter() - began
    process.stdin.close()
    process.wait()
    return elapsed


def terminal_startup_once(home: str) -> float | None:
    """Seconds from spawning ``alea`` on a pseudo-terminal to its first prompt; None without pty."""
    try:
        import pty
        import select
    except ImportError:
        return None
    env = dict(os.environ, ALEA_CONFIG_DIR=f"{home}/config", ALEA_DATA_DIR=f"{home}/data", LANG="C",
               TERM="xterm")
    argv = [sys.executable, "-m", "alea.cli.main", "--lang", "en", "--players", "2", "--seed", "7"]
    began = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:  # the child becomes alea
        os.execve(sys.executable, argv, env)
    seen = b""
    while PROMPT_SHOWN not in seen and time.perf_counter() - began < 30:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                seen += os.read(fd, 65536)
            except OSError:
                break
    elapsed = time.perf_counter() - began
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    return elapsed if PROMPT_SHOWN in seen else None


def scripted_inputs() -> list[tuple[dict[str, str], list[str]]]:
    """Every recorded transcript's header and inputs."""
    sys.path.insert(0, str(ROOT / "transcripts"))
    from transcript import read

    return [(t.header, t.inputs) for t in map(read, sorted(ROOT.glob("transcripts/*/*.txt")))]


def command_latencies() -> list[float]:
    """Seconds each scripted input takes from the line to its printed answer."""
    from alea.cli.options import parse_options
    from alea.cli.output import Output
    from alea.cli.session import Session
    from alea.cli.settings import Settings
    from alea.cli.startup import start
    from alea.cli.main import game_host

    sys.path.insert(0, str(ROOT / "transcripts"))
    from transcript import Transcript

    timings: list[float] = []
    for header, inputs in scripted_inputs():
        with tempfile.TemporaryDirectory() as home:
            environ = {"ALEA_CONFIG_DIR": f"{home}/config", "ALEA_DATA_DIR": f"{home}/data"}
            options = parse_options(Transcript(header, "").argv(), header["lang"])
            sink = io.StringIO()
            session = Session(Settings(lang=header["lang"]), Output(sink.write), environ)
            start(session, options, True, game_host)
            for line in inputs:
                if not session.running:
                    break
                began = time.perf_counter()
                session.handle(line)
                timings.append(time.perf_counter() - began)
    return timings


def main() -> None:
    """Measure and print."""
    with tempfile.TemporaryDirectory() as home:
        startups = [startup_once(home) for _ in range(STARTS)]
        terminal = [t for t in (terminal_startup_once(home) for _ in range(STARTS)) if t is not None]
    latencies = command_latencies()
    print(f"startup to first prompt, plain mode: median {statistics.median(startups) * 1000:.0f} ms, "
          f"p95 {percentile(startups, 0.95) * 1000:.0f} ms over {len(startups)} starts")
    if terminal:
        print(f"startup to first prompt, terminal: median {statistics.median(terminal) * 1000:.0f} ms, "
              f"p95 {percentile(terminal, 0.95) * 1000:.0f} ms over {len(terminal)} starts")
    print(f"command to printed answer: median {statistics.median(latencies) * 1000:.1f} ms, "
          f"p95 {percentile(latencies, 0.95) * 1000:.1f} ms over {len(latencies)} commands")


if __name__ == "__main__":
    main()
