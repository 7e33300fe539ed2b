"""Issue 42, item 11: ``alea --board`` trusts no page. Real parts: ``alea --board`` in plain mode
reading a pipe, a shared screen of two Tetrikon players (one seat holding every player), its page
asked over HTTP on 127.0.0.1 with raw sockets.

- A request whose ``Host`` is not 127.0.0.1, localhost or [::1] with the board's port is refused
  (421): a DNS-rebinding page of another site reads nothing.
- The board is drawn from a view of no player: neither player's T-cards nor Chance cards are on it
  (the old board was drawn from the shared screen's view, every player's cards).
- Held questions are bounded: of 150 connections each asking ``/state`` for something new, at most
  64 are kept and at most 16 wait; the process's open files stay bounded, and the game still plays.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from alea.online import messages
from alea.online.watching import CONNECTIONS, HELD

from online_kit import Lines, environment, stop, wait_for


class Board:
    """``alea --board`` at a shared screen of two Tetrikon players, and its board's address."""

    def __init__(self, home: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "alea.main", "--board", "--lang", "en", "--game", "tetrikon", "--players", "2",
             "--seed", "2"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            encoding="utf-8", env=environment(home))
        self.output = Lines(self.process.stdout)
        said = wait_for(lambda: self.output.find(r"http://127\.0\.0\.1:\d+/"), "the board's address")
        self.port = int(re.search(r"127\.0\.0\.1:(\d+)/", said).group(1))  # type: ignore[union-attr]

    def ask(self, path: str, host: str | None = None) -> tuple[int, str]:
        """GET ``path`` with the ``Host`` header ``host`` (the board's own by default): status and body."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=60) as raw:
            raw.sendall(request(path, f"127.0.0.1:{self.port}" if host is None else host))
            answer = b""
            while chunk := raw.recv(65536):
                answer += chunk
        head, _, body = answer.partition(b"\r\n\r\n")
        return int(head.split()[1]), body.decode("utf-8")

    def state(self) -> dict:  # type: ignore[type-arg]
        return json.loads(self.ask("/state?after=0")[1])

    def type(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def files(self) -> int:
        """The files the terminal game holds open now."""
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))


def request(path: str, host: str) -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: {host}\r\nAccept-Language: fr\r\nConnection: close\r\n\r\n".encode()


@pytest.fixture
def board(tmp_path) -> Iterator[Board]:  # type: ignore[no-untyped-def]
    shown = Board(tmp_path)
    try:
        wait_for(lambda: shown.state()["board"], "the game's board")
        yield shown
    finally:
        stop(shown.process, 10)


def test_a_request_for_another_host_name_is_refused(board):
    for host in (f"127.0.0.1:{board.port}", f"localhost:{board.port}", f"[::1]:{board.port}", f"LOCALHOST:{board.port}"):
        assert board.ask("/state?after=0", host)[0] == 200, host
    for host in ("attacker.example", f"attacker.example:{board.port}", f"127.0.0.1:{board.port + 1}", "127.0.0.1",
                 f"127.0.0.1.attacker.example:{board.port}", ""):
        for path in ("/", "/state?after=0", "/static/watch.js"):
            status, body = board.ask(path, host)
            assert status == 421, (host, path)
            assert body == messages.board_elsewhere("fr")  # the browser's language; no game in it


def test_a_shared_screen_s_board_shows_no_player_s_cards(board):
    drawn = board.state()["board"]
    hands = [panel for panel in drawn["panels"] if panel["title"].endswith("pieces and cards")]
    assert len(hands) == 2
    told = [line for panel in hands for line in panel["lines"] if line.startswith(("T cards,", "Chance cards,"))]
    assert told == []  # the old board told both players' T-cards and Chance cards
    assert "cards" in json.dumps(drawn)  # how many each holds is public and still drawn


def test_held_questions_and_connections_are_bounded(board):
    version = board.state()["version"]
    before = board.files()
    crowd: list[socket.socket] = []
    try:
        for _ in range(150):
            each = socket.create_connection(("127.0.0.1", board.port), timeout=60)
            each.sendall(request(f"/state?after={version + 1000}", f"127.0.0.1:{board.port}"))
            crowd.append(each)

        def answered(each: socket.socket) -> bool:
            each.setblocking(False)
            try:
                each.recv(1, socket.MSG_PEEK)
                return True  # an answer came (or the door closed it: an empty read)
            except BlockingIOError:
                return False
            except OSError:
                return True

        wait_for(lambda: sum(not answered(each) for each in crowd) <= HELD, "the questions past the held ones")
        print(f"150 questions: {sum(not answered(each) for each in crowd)} held; "
              f"files {before} -> {board.files()}")
        assert board.files() <= before + CONNECTIONS + 4
        assert board.files() < before + 150
        # The game still plays and is kept: the shared screen asks for its state and is answered.
        mark = board.output.count()
        board.type("status")
        wait_for(lambda: board.output.since(mark), "the game's answer")
    finally:
        for each in crowd:
            each.close()
