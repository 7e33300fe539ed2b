"""Issue 30, several processes: two `alea serve` processes on one real PostgreSQL database serve one
table whose two seats are connected to different processes; each move, kept by the process whose
player typed it, reaches the seat at the other process (LISTEN/NOTIFY); then the process that holds
one seat is killed with SIGKILL mid-game, its player's client reconnects through the same address to
the other process (a failover forwarder stands in for nginx's or Caddy's upstream), takes the same
seat back at the same position, and the game goes on: no move lost, none made twice; the killed
process's hint workers end with it."""

from __future__ import annotations

import socket
import threading
import time

import pytest

from alea import games
from alea.online import messages

from online_kit import ADDRESS, ServerProcess, TerminalClient, alive, children, free_port, next_line, wait_for

GAME = "multiverse"
LANGS = {0: "cs", 1: "fr"}
PACE = 0.15
"""Seconds at least between two lines of one player (the rate limit)."""


class Failover:
    """A TCP forwarder on loopback: each new connection goes to the first backend port that accepts,
    as a reverse proxy's upstream with a backup does. Bytes are copied both ways by two threads."""

    def __init__(self, backends: list[int]) -> None:
        self.backends = backends
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.open: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            upstream = None
            for port in self.backends:
                try:
                    upstream = socket.create_connection(("127.0.0.1", port), timeout=2)
                    upstream.settimeout(None)
                    break
                except OSError:
                    continue
            if upstream is None:
                client.close()
                continue
            self.open += [client, upstream]
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._copy, args=(source, sink), daemon=True).start()

    @staticmethod
    def _copy(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        for each in (source, sink):
            try:
                each.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def close(self) -> None:
        self.listener.close()
        for each in self.open:
            each.close()


@pytest.mark.parametrize("mid_move", [False, True], ids=["between-moves", "mid-move"])
def test_two_processes_serve_one_table_and_a_kill_9_loses_no_move(tmp_path, postgres_cluster, monkeypatch, mid_move):
    """``mid_move`` (issue 42): the process is killed the instant its player typed a move, which it
    may or may not have kept: whichever, nothing told is lost and the record replays."""
    database = postgres_cluster.new_database()
    monkeypatch.setenv("ALEA_DATABASE", database)  # both servers, and the test's own reading of the table
    first = ServerProcess(tmp_path / "first", free_port())
    second = ServerProcess(tmp_path / "second", free_port())
    proxy = Failover([first.port, second.port])
    czech = french = None
    try:
        # The Czech player comes through the proxy (to the first process), the French one to the second.
        czech = TerminalClient(tmp_path / "cs", "--lang", "cs", "--new", "--game", GAME, "--players", "2",
                               "--seed", "1", f"http://127.0.0.1:{proxy.port}")
        address = ADDRESS.search(wait_for(lambda: czech.output.find(ADDRESS), "the new table's address")).group(0)
        code = address.rsplit("/", 1)[1]
        wait_for(lambda: czech.output.find(messages.joined(1, 2, "cs")), "the Czech player's seat")
        french = TerminalClient(tmp_path / "fr", "--lang", "fr", f"{second.origin}/t/{code}")
        wait_for(lambda: french.output.find(messages.joined(2, 2, "fr")), "the French player's seat")
        wait_for(lambda: czech.output.find(messages.arrived(2, "cs")), "the Czech player told of the French one")
        clients = {0: czech, 1: french}
        typed = {0: 0.0, 1: 0.0}

        def stored() -> int:
            return len(second.game(code).record.entries)

        def step() -> bool:
            """The waited seat plays; the move is kept, and the seat at the other process hears of it."""
            game = second.game(code)
            if game.pending is None:
                return False
            seat = game.pending.player
            size = len(game.record.entries)
            marks = {each: client.output.count() for each, client in clients.items()}
            time.sleep(max(0.0, typed[seat] + PACE - time.monotonic()))
            clients[seat].type(next_line(GAME, game, LANGS[seat]))
            typed[seat] = time.monotonic()
            wait_for(lambda: stored() > size, "the move to be stored")
            other = 1 - seat
            wait_for(lambda: clients[other].output.count() > marks[other], "the other seat to hear the move")
            return True

        moves = 0
        while moves < 8 and step():
            moves += 1
        assert moves == 8
        while mid_move and second.game(code).pending.player != 0:  # the Czech seat's turn
            step()
            moves += 1
        position = stored()
        mark = czech.output.count()
        workers = children(first.process.pid)
        assert workers  # its hint worker (and the pool's resource tracker)
        if mid_move:  # the Czech player's move, and at once the kill: kept or not, never half
            czech.type(next_line(GAME, second.game(code), LANGS[0]))
        first.kill()  # the Czech seat's process, mid-game
        wait_for(lambda: not any(alive(pid) for pid in workers), "the killed process's workers to end with it")
        wait_for(lambda: czech.output.find(messages.back(1, "cs"), mark), "the Czech player back, at the second process")
        kept = stored()  # it replays (read back by another process)
        assert kept == position or (mid_move and kept > position)  # nothing lost, nothing made twice
        position, killed_at = kept, moves
        while moves < 16 and step():
            moves += 1
        assert stored() > position
        game = second.game(code)
        assert game.pending is None or len(game.record.entries) >= position + 16 - killed_at
        czech.close()
        french.close()
    finally:
        for client in (czech, french):
            if client is not None:
                client.close()
        proxy.close()
        first.stop()
        second.stop()
