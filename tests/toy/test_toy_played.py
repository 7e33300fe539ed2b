"""The example race played whole, as a player plays it: through the real ``alea`` command at a
terminal (plain mode, its input a pipe), and online (``alea serve`` on loopback, two ``alea join``
players, one Czech and one French). Without ``ALEA_EXAMPLES=1`` the table does not offer it.

The moves typed are the race's own bot's (``alea.toy.host.bot``), found by playing the same seed
in this process; what each player must read is that game's events put into words in the player's
language by the race's own messages, in order, to the win.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from kit import processes

from alea.kernel import Choice
from alea.narration.message import Message
from alea.toy.game import Race
from alea.toy.host import bot, event_line
from alea.toy.rules import ToyConfig, ToyEvent, Won

SEED = 4
"""The seed of every game here (any seed would do: the moves are found for it)."""

WORDS = {"cs": {"roll": "hodit", "hold": "držet", "allow": "povolit", "quit": "odejít", "yes": "ano"},
         "fr": {"roll": "lancer", "hold": "garder", "allow": "accepter", "quit": "quitter", "yes": "oui"},
         "en": {"roll": "roll", "hold": "hold", "allow": "allow", "quit": "quit", "yes": "yes"}}
"""What a player of each language types (the race's words from its catalogs, the table's from the table's)."""

ENGLISH = ("rolled", "banks", "'s turn", "wins.", "Banks:", "allow")
"""Pieces of the race's English sentences: a Czech or French player never reads them."""

WAIT = processes.WAIT
"""The longest a step waits for what it expects (a loaded machine is slow; nothing is timed)."""


def played(seed: int) -> list[tuple[int, str | Choice, list[ToyEvent]]]:
    """The race of ``seed`` played by its bot to the win: who moved, the move, its events."""
    game = Race.new(ToyConfig(seed=seed))
    steps = []
    while game.pending is not None:
        player = game.pending.player
        move = bot(game.view(), game.legal_moves())
        steps.append((player, move, game.apply(move)))
    return steps


def word(move: str | Choice, lang: str) -> str:
    """What a player of ``lang`` types for ``move`` (the bot allows every hold)."""
    return WORDS[lang]["allow" if isinstance(move, Choice) else move]


def said(event: ToyEvent, lang: str) -> str:
    """The line a player of ``lang`` reads for ``event``."""
    line = event_line(event)
    assert isinstance(line, Message)
    return line.text(lang, "normal")


def in_order(lines: list[str], expected: list[str]) -> list[str]:
    """The expected lines not found in ``lines`` in their order (empty: all were)."""
    at = 0
    for i, line in enumerate(expected):
        try:
            at = lines.index(line, at) + 1
        except ValueError:
            return expected[i:]
    return []


def environment(home: Path, examples: bool = True) -> dict[str, str]:
    """A process's environment (:func:`kit.processes.environment`), the examples asked for (or not)."""
    env = {key: value for key, value in processes.environment(home).items() if key != "ALEA_EXAMPLES"}
    if examples:
        env["ALEA_EXAMPLES"] = "1"
    return env


def alea(home: Path, *args: str, lines: list[str], examples: bool = True) -> subprocess.CompletedProcess[str]:
    """The ``alea`` command run as a process, ``lines`` typed into its input."""
    return subprocess.run([sys.executable, "-m", "alea.main", *args], input="".join(f"{line}\n" for line in lines),
                          capture_output=True, text=True, encoding="utf-8", env=environment(home, examples),
                          timeout=300)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_the_race_is_played_to_the_win_at_the_terminal_through_alea(tmp_path, lang):
    steps = played(SEED)
    names = {"cs": "závod", "fr": "course", "en": "race"}
    typed = [word(move, lang) for _, move, _ in steps]
    done = alea(tmp_path, "--lang", lang, "--game", names[lang], "--players", "2", "--seed", str(SEED),
                lines=typed + [WORDS[lang]["quit"], WORDS[lang]["yes"]])
    out = done.stdout.splitlines()
    assert done.returncode == 0, done.stderr
    expected = [said(event, lang) for _, _, events in steps for event in events]
    assert expected[-1] == said(steps[-1][2][-1], lang) and isinstance(steps[-1][2][-1], Won)
    assert in_order(out, expected) == []
    if lang != "en":
        assert [line for line in out if any(piece in line for piece in ENGLISH)] == []
    assert "Traceback" not in done.stderr


def test_without_the_examples_setting_a_player_never_meets_the_race(tmp_path):
    """The games listed are the three played ones; asking for the race is answered in the player's language."""
    done = alea(tmp_path, "--lang", "fr", "--players", "2", "--seed", "3", lines=["jeux", "quitter", "oui"],
                examples=False)
    assert "Tetrikon" in done.stdout and "course" not in done.stdout
    refused = alea(tmp_path, "--lang", "cs", "--game", "závod", lines=[], examples=False)
    assert refused.stdout.strip() == "Hra je Tesseract, Multiverse nebo Tetrikon, ne závod."
    assert "Traceback" not in refused.stderr


class Process:
    """A process of ours whose every output line a thread collects (:class:`kit.processes.Lines`)."""

    def __init__(self, home: Path, *args: str, stdin: bool = True) -> None:
        self.process = subprocess.Popen([sys.executable, "-m", "alea.main", *args],
                                        stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                        encoding="utf-8", env=environment(home))
        self.output = processes.Lines(self.process.stdout)

    @property
    def lines(self) -> list[str]:
        return self.output.since(0)

    def type(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def wait_for(self, check, what: str):  # type: ignore[no-untyped-def]
        """Poll ``check(lines)`` until it gives something true; fail after :data:`WAIT` seconds, or
        as soon as the process has ended without it."""
        end = time.monotonic() + WAIT
        while not (found := check(self.lines)):
            if time.monotonic() > end or self.process.poll() is not None and not check(self.lines):
                raise AssertionError(f"waited for {what}; read: {self.lines[-15:]}")
            time.sleep(0.05)
        return found

    def stop(self) -> None:
        processes.stop(self.process, 15)


@pytest.mark.slow
def test_the_race_is_played_online_by_a_czech_and_a_french_player_to_the_win(tmp_path):
    steps = played(SEED)
    langs = {0: "cs", 1: "fr"}
    port = processes.free_port()
    server = Process(tmp_path / "server", "serve", "--port", str(port), "--data", str(tmp_path / "server" / "db"),
                     stdin=False)
    clients: dict[int, Process] = {}
    try:
        server.wait_for(lambda lines: any("127.0.0.1" in line for line in lines), "the server to start")
        czech = Process(tmp_path / "cs", "join", f"http://127.0.0.1:{port}", "--new", "--game", "závod",
                        "--players", "2", "--seed", str(SEED), "--lang", "cs")
        clients[0] = czech
        address = czech.wait_for(lambda lines: next((word for line in lines for word in line.split()
                                                     if f"127.0.0.1:{port}/t/" in word), None), "the table's address")
        clients[1] = Process(tmp_path / "fr", "join", address.rstrip(".,"), "--lang", "fr")
        # each step: the player the game waits for types the move; then both players have read its events
        heard: dict[int, list[str]] = {seat: [] for seat in langs}
        asked = {seat: 0 for seat in langs}
        for player, move, events in steps:
            clients[player].type(word(move, langs[player]))  # one player a seat: seat n holds player n
            for seat, lang in langs.items():
                heard[seat] += [said(event, lang) for event in events]
                expected = list(heard[seat])
                clients[seat].wait_for(lambda lines, expected=expected: in_order(lines, expected) == [],
                                       f"seat {seat + 1} to read {expected[-1:]}")
            if not events:  # a hold: the other seat is asked to allow before anything happens
                other = 1 - player
                asked[other] += 1
                clients[other].wait_for(
                    lambda lines, lang=langs[other], count=asked[other]:
                    sum(line.endswith("?") and WORDS[lang]["allow"] in line for line in lines) >= count,
                    f"seat {other + 1} to be asked")
        assert isinstance(steps[-1][2][-1], Won)
        for seat, lang in langs.items():
            lines = list(clients[seat].lines)
            assert said(steps[-1][2][-1], lang) in lines
            assert [line for line in lines if any(piece in line for piece in ENGLISH)] == [], lang
            assert not any("Traceback" in line for line in lines)
    finally:
        for client in clients.values():
            client.stop()
        server.stop()
