"""How fast the table answers: startup to the first prompt, and command to printed answer.

Run with ``.venv/bin/python benchmarks/cli_bench.py``. It prints

* the startup time of a real ``alea`` process until it waits for the first
  line: in plain mode (stdin a pipe) until its first question is printed, and
  at a terminal (a pseudo-terminal, where there is one) until prompt_toolkit
  shows its first prompt, over several starts; beside it the start of a bare
  ``python -c pass`` of the same interpreter, and the ratio of the two (issue
  26: at most 8x). Every start is ``alea --lang en --players 2 --seed 7`` in
  the same data folder: each after the first finds the game the one before
  left unfinished and keeps it as a save (replayed, then written) before it
  starts its own, as a player who starts that command again meets;
* the time from a command to its printed answer (median and 95th percentile)
  over a scripted game: every input of the recorded transcripts, replayed
  through the same session code the program runs; queries (lines that leave the
  game record and the settings as they were) apart from moves (lines that change
  the record, autosave included) and from settings changes (written to disk);
* the memory of a game: the peak resident size of an ``alea`` process whose
  bots play a whole game (``demo``) for four labs.

Starts run with bytecode caching allowed (``PYTHONDONTWRITEBYTECODE`` removed
from their environment) after one start that writes the caches, as after
``pip install``, which compiles them. Figures are printed, never asserted: they
depend on the machine.
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
from typing import Any
from pathlib import Path

from alea.cli.focus import ASK_ATTRIBUTES, FOCUS_ON

ROOT = Path(__file__).resolve().parent.parent
STARTS = 15
"""Starts of each kind (alea and the bare Python alternating): the median of 15 holds on a busy machine."""
TARGET = 8
"""The most times a bare Python start the plain start may take (issue 26)."""
PROMPT_SHOWN = b"\x1b[?2004h"
"""prompt_toolkit turns bracketed paste on as it shows a prompt."""


def percentile(values: list[float], share: float) -> float:
    """The value below which ``share`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    index = max(0, min(len(ordered) - 1, round(share * len(ordered)) - 1))
    return ordered[index]


def child_environ(home: str, **extra: str) -> dict[str, str]:
    """The environment of a measured start: own directories, bytecode caches allowed."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return dict(env, ALEA_CONFIG_DIR=f"{home}/config", ALEA_DATA_DIR=f"{home}/data", LANG="C",
                **extra)


def bare_start_once(home: str) -> float:
    """Seconds a bare ``python -c pass`` of the same interpreter takes, start to exit."""
    began = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], env=child_environ(home), check=True)
    return time.perf_counter() - began


def startup_once(home: str) -> float:
    """Seconds from spawning ``alea`` to its first question being printed."""
    env = child_environ(home)
    argv = [sys.executable, "-m", "alea.main", "--lang", "en", "--players", "2", "--seed", "7"]
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


ASKED = (FOCUS_ON + ASK_ATTRIBUTES).encode()
"""What ``alea`` asks a terminal at its start: its focus reports, and its attributes behind them."""

FOCUSED_ANSWER = b"\x1b[I\x1b[?65;1;9c"
"""A focused VTE terminal's answer (xfce4-terminal's, as read): focused, and its attributes."""


def terminal_startup_once(home: str) -> float | None:
    """Seconds from spawning ``alea`` on a pseudo-terminal to its first prompt; None without pty."""
    try:
        import pty
        import select
    except ImportError:
        return None
    env = child_environ(home, TERM="xterm")
    argv = [sys.executable, "-m", "alea.main", "--lang", "en", "--players", "2", "--seed", "7"]
    began = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:  # the child becomes alea
        os.execve(sys.executable, argv, env)
    seen, answered = b"", False
    while PROMPT_SHOWN not in seen and time.perf_counter() - began < 30:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                seen += os.read(fd, 65536)
            except OSError:
                break
        if not answered and ASKED in seen:  # answered as a focused VTE terminal answers (alea.cli.focus)
            os.write(fd, FOCUSED_ANSWER)
            answered = True
    elapsed = time.perf_counter() - began
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    os.close(fd)
    return elapsed if PROMPT_SHOWN in seen else None


def game_memory(home: str) -> int:
    """Peak resident size (bytes) of ``alea`` playing a bots' game of four labs to its end."""
    argv = [sys.executable, "-m", "alea.main", "--lang", "fr", "--players", "4", "--seed", "5"]
    process = subprocess.Popen(argv, env=child_environ(home), stdin=subprocess.PIPE,
                               stdout=subprocess.DEVNULL)
    if process.stdin is None:
        raise RuntimeError("no pipe to alea")
    process.stdin.write(b"demo\nstatus\n")
    process.stdin.close()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_maxrss * (1 if sys.platform == "darwin" else 1024)  # bytes on macOS, KiB elsewhere


def scripted_inputs() -> list[tuple[dict[str, str], list[str]]]:
    """Every recorded transcript's header and inputs."""
    sys.path.insert(0, str(ROOT / "transcripts"))
    from transcript import read

    return [(t.header, t.inputs) for t in map(read, sorted(ROOT.glob("transcripts/*/*.txt")))]


Latencies = tuple[list[float], list[float]]
"""Wall-clock and CPU seconds of each line."""


def command_latencies() -> tuple[Latencies, Latencies, Latencies, Latencies]:
    """Seconds each scripted input takes from the line to its printed answer: (queries, moves,
    settings changes, the bot's lines), each as wall-clock and CPU times.

    The bot's lines are a ``hint`` and every line during which the search bot plays (the demo's
    steps): their budget is the hint's (issue 13, ``hint_latency.py``), not a query's."""
    from alea import games
    from alea.table.text import tokens
    from alea.tesseract.bot.search import SearchBot
    from alea.cli.command_line import find_game, parse_options
    from alea.table.output import Output
    from alea.table.session import Session
    from alea.table.settings import Settings
    from alea.cli.startup import start

    sys.path.insert(0, str(ROOT / "transcripts"))
    from transcript import Transcript

    queries: Latencies = ([], [])
    moves: Latencies = ([], [])
    settings: Latencies = ([], [])
    bot: Latencies = ([], [])
    searched = [0]
    for name in ("plan", "choose"):
        def counted(self: object, *args: object, _real: Any = getattr(SearchBot, name)) -> Any:
            searched[0] += 1
            return _real(self, *args)
        setattr(SearchBot, name, counted)

    def asks_hint(session: Session, line: str) -> bool:
        try:
            return session.commands.in_language(session.lang).resolve(tokens(line)[0]).id == "hint"
        except Exception:  # not a command (an answer, a typo): not a hint
            return False

    for header, inputs in scripted_inputs():
        with tempfile.TemporaryDirectory() as home:
            environ = {"ALEA_CONFIG_DIR": f"{home}/config", "ALEA_DATA_DIR": f"{home}/data"}
            argv = Transcript(header, "").argv()
            game = games.plugin(find_game(argv, games.GAMES) or games.DEFAULT_GAME)
            options = parse_options(argv, header["lang"], game, games.GAMES)
            sink = io.StringIO()
            session = Session(Settings(lang=header["lang"], game=game.id), Output(sink.write), environ,
                              commands=game.command_list, games=games.GAMES)
            start(session, options, True, game.host, game.players)
            for line in inputs:
                if not session.running:
                    break
                before = record_of(session), session.settings
                hint, searches = asks_hint(session, line), searched[0]
                began, cpu = time.perf_counter(), time.process_time()
                session.handle(line)
                wall, cpu = time.perf_counter() - began, time.process_time() - cpu
                if hint or searched[0] != searches:
                    kind = bot
                elif record_of(session) != before[0]:
                    kind = moves
                else:
                    kind = queries if session.settings == before[1] else settings
                kind[0].append(wall)
                kind[1].append(cpu)
    return queries, moves, settings, bot


def record_of(session: object) -> object:
    """The entries of the session's game record (None without a game)."""
    game = getattr(getattr(session, "host", None), "game", None)
    return game.record.entries if game is not None else None


def main() -> None:
    """Measure and print."""
    with tempfile.TemporaryDirectory() as home:
        startup_once(home)  # writes the bytecode caches, as an install does
        bare, startups = [], []
        for _ in range(STARTS):  # alternating, so that both meet the same load
            bare.append(bare_start_once(home))
            startups.append(startup_once(home))
        terminal = [t for t in (terminal_startup_once(home) for _ in range(STARTS)) if t is not None]
        memory = game_memory(home)
    queries, moves, settings, bot = command_latencies()
    ratio = statistics.median(startups) / statistics.median(bare)
    print(f"startup to first prompt, plain mode: median {statistics.median(startups) * 1000:.0f} ms, "
          f"p95 {percentile(startups, 0.95) * 1000:.0f} ms over {len(startups)} starts")
    print(f"bare python -c pass: median {statistics.median(bare) * 1000:.0f} ms; "
          f"plain start = {ratio:.1f}x a bare start (at most {TARGET}x)")
    if terminal:
        print(f"startup to first prompt, terminal: median {statistics.median(terminal) * 1000:.0f} ms, "
              f"p95 {percentile(terminal, 0.95) * 1000:.0f} ms over {len(terminal)} starts")
    print(f"memory of a game (bots play four labs to the end): peak {memory / 2**20:.1f} MiB")
    for name, (wall, cpu) in (("query", queries), ("move (with its autosave)", moves),
                              ("settings change (saved)", settings),
                              ("hint or demo step (a bot chooses; budget: hint p95 300 ms)", bot)):
        print(f"{name} to printed answer: median {statistics.median(wall) * 1000:.1f} ms, "
              f"p95 {percentile(wall, 0.95) * 1000:.1f} ms over {len(wall)} lines "
              f"(CPU time: median {statistics.median(cpu) * 1000:.1f} ms, "
              f"p95 {percentile(cpu, 0.95) * 1000:.1f} ms)")


if __name__ == "__main__":
    main()
