"""Issue 36, no private value reaches a watcher's board: a real server on loopback (aiohttp's
TestServer around the app `alea serve` runs), real WebSocket clients, a real SQLite file.

For each game, two seats and a spectator ask for the board (as the web page does); the game is
played a dozen moves; every ``board`` frame each of them receives is checked against what the
rules keep private: in Tetrikon (T-H) a seat's board tells its own T-cards and Chance cards and
never the other's, a spectator's nobody's; in Multiverse the face-down (B) worlds are hatched,
with no colour in their words; in Tesseract a covered die's value is never drawn (as many hatched
question signs as the spectators' view holds hidden dice) and the containment cards are drawn face
up only. A spectator's frame is the board drawn from the view of no player, and so is a lesson's
teacher's (seat 1 of a lesson holds player 1 of the lesson's game, whose hand is never drawn).
"""

from __future__ import annotations

import asyncio
import json

import pytest

from alea import games

from online_kit import next_line
from test_online_security import connect, with_server

PLAYERS = {"tesseract": 2, "multiverse": 2, "tetrikon": 2}


def board_frames(peer) -> list[dict]:  # type: ignore[no-untyped-def,type-arg]
    return [f for f in peer.frames + peer.unread if f["t"] == "board"]


async def drain(peer) -> None:  # type: ignore[no-untyped-def]
    """Read every frame sent so far (the last board comes after the seat's answer)."""
    try:
        while True:
            await asyncio.wait_for(peer.next("none"), 1.0)
    except asyncio.TimeoutError:
        pass


def hand_lines(board: dict, player: int) -> list[str]:  # type: ignore[type-arg]
    """Tetrikon: the lines of ``player``'s hand panel that tell card values (English)."""
    panel = next(p for p in board["panels"] if p["title"].startswith(f"Player {player + 1}, pieces and cards"))
    return [line for line in panel["lines"] if line.startswith(("T cards,", "Chance cards,"))]


def check(game_id: str, board: dict, players: frozenset[int]) -> None:  # type: ignore[type-arg]
    """``board`` tells nothing private but the hands of ``players`` (a seat's; none: a spectator)."""
    cells = [cell for panel in board["panels"] for cell in panel["cells"]]
    if game_id == "tetrikon":
        for player in range(2):
            told = hand_lines(board, player)
            assert bool(told) == (player in players), (players, player, told)
    elif game_id == "multiverse":
        for cell in cells:
            if cell["mark"] == "hatch":
                assert cell["fill"] == "hidden" and cell["text"] in ("", "?"), cell
    else:  # a covered die: its value is never drawn (its colour may be public)
        for cell in cells:
            if cell["mark"] == "hatch":
                assert cell["text"] == "?" and "hidden" in cell["words"], cell


@pytest.mark.parametrize("game_id", [entry.id for entry in games.GAMES])
def test_every_board_frame_a_watcher_and_a_seat_receive_keeps_the_rules_secrets(tmp_path, game_id):
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        opener = await connect(http, url)
        await opener.send(t="open", game=game_id, players=PLAYERS[game_id], seed=3)
        code = (await opener.next("opened"))["code"]
        seats = []
        for _ in range(PLAYERS[game_id]):
            peer = await connect(http, url)
            await peer.send(t="join", code=code, lang="en", board=True)
            await peer.next("seat")
            seats.append(peer)
        spectator = await connect(http, url)
        await spectator.send(t="join", code=code, lang="en", watch=True, board=True)
        await spectator.next("seat")
        await spectator.next("board")
        table = server.rooms[code].table
        game = table.host.game
        played = 0
        while played < 12 and game.pending is not None:
            seat = seats[game.pending.player if hasattr(game.pending, "player") else 0]
            await seat.line(next_line(game_id, game, "en"))
            played += 1
            game = table.host.game
        assert played >= 6
        await drain(spectator)
        expected = table.host.drawn(game, frozenset(), "en")
        sent = board_frames(spectator)[-1]["board"]
        assert json.dumps(sent, sort_keys=True) == json.dumps(expected, sort_keys=True)  # of no player
        for frame in board_frames(spectator):
            check(game_id, frame["board"], frozenset())
        for number, seat in enumerate(seats):
            assert board_frames(seat)
            for frame in board_frames(seat):
                check(game_id, frame["board"], frozenset({number}))
        if game_id == "tesseract":  # as many hidden dice drawn as the public view hides
            view = game.view(frozenset())
            hidden = sum(1 for column in view.tower for placed in column.dice if placed.die.value is None)
            layers = [p for p in board_frames(spectator)[-1]["board"]["panels"] if p["title"].startswith("Layer")]
            assert hidden == sum(1 for p in layers for c in p["cells"] if c["mark"] == "hatch")

    asyncio.run(with_server(tmp_path, body))


def test_a_lesson_teacher_and_class_get_the_board_of_no_player(tmp_path):
    """A lesson of Tetrikon: the teacher's page (seat 1, which holds player 1 of the lesson's game)
    and the class's get the spectators' board: no T-card or Chance card of any player."""
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        opener = await connect(http, url)
        await opener.send(t="open", game="tetrikon", players=2, seed=3, lesson=True)
        code = (await opener.next("opened"))["code"]
        teacher = await connect(http, url)
        await teacher.send(t="join", code=code, lang="en", board=True)
        await teacher.next("seat")
        student = await connect(http, url)
        await student.send(t="join", code=code, lang="en", board=True)
        await student.next("seat")
        for _ in range(4):
            await teacher.line("next")
        for peer in (teacher, student):
            await drain(peer)
            assert len(board_frames(peer)) >= 2, peer.frames
            for frame in board_frames(peer):
                check("tetrikon", frame["board"], frozenset())

    asyncio.run(with_server(tmp_path, body))
