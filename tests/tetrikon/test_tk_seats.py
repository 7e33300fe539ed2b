"""Two seats at one Tetrikon game (docs/seats.md), seat 1 in Czech (player 1), seat 2 in French
(player 2), playing by the hint: every event is told to each seat as its player may know it
(T-H: another player's drawn T-cards and kept Chance cards only in their public form), a decision
is worded from the asking seat's view alone, and no line of a seat holds the other's language."""

from __future__ import annotations

import pytest

from alea.table.options import Options
from alea import games
from alea.table.seated import Place, Table
from alea.kernel import Decision
from alea.kernel.events import visible_to
from alea.tetrikon.engine import events as ev
from alea.tetrikon.engine.view import PRIVATE_DECISIONS
from alea.tetrikon.table.narrator import TableNarrator
from alea.tetrikon.table.options import TetrikonOptions
from alea.tetrikon.table.plugin import PLUGIN

from .tk_table_kit import english_leaks, typed_line

LANGS = {1: "cs", 2: "fr"}
"""Each seat's language (seat n plays player n - 1)."""


def word(command: str, lang: str) -> str:
    return PLUGIN.command_list[command].word(lang)


@pytest.fixture(scope="module")
def played(new_environ):
    """A whole match of two games at two seats, typed by the hint at the seat the game waits for; each seat
    also asks ``since`` and ``hand`` now and then. Returns (game, lines by seat, private questions)."""
    table = Table([Place(frozenset({0}), "cs"), Place(frozenset({1}), "fr")],
                  Options(seed=6, game="tetrikon", game_options=TetrikonOptions(games=2)), new_environ("tk-seats"),
                  game=games.plugin("tetrikon"))
    heard = {n: list(lines) for n, lines in table.opening.items()}
    game = table.session.host.game
    private: list[tuple[list[str], str, list[str]]] = []
    """A private question, who is choosing, and what the other seat heard when it was asked."""
    last: dict[int, list[str]] = {}

    def send(seat: int, line: str) -> list[str]:
        told = table.handle(seat, line)
        for number, lines in told.items():
            heard[number] += lines
        last.update(told)
        return told[seat]

    for step in range(3000):
        pending = game.pending
        if pending is None:
            break
        seat = pending.player + 1
        lang = LANGS[seat]
        if isinstance(pending, Decision) and pending.kind in PRIVATE_DECISIONS:  # just asked
            other = 3 - seat
            narrator = TableNarrator(LANGS[other])
            asked = narrator.decision(game.view(frozenset({pending.player})))
            private.append((asked, narrator.choosing(game.view(frozenset({other - 1}))), list(last[other])))
        if step % 7 == 0:
            for each in (1, 2):
                send(each, word("since", LANGS[each]))
                send(each, word("hand", LANGS[each]))
        line = typed_line(lang, send(seat, word("hint", lang))[0])
        assert line is not None
        send(seat, line)
        assert not table.session.refused, (seat, line, heard[seat][-3:])
    assert game.pending is None, "the match did not end"
    yield game, heard, private
    table.close()


def test_t_h_each_seat_hears_its_own_hidden_facts_and_only_the_public_form_of_the_others(played):
    game, heard, _ = played
    secret = [e for e in game.history if type(e).hidden]
    told = 0
    for event in secret:
        mine, other = event.player + 1, 2 - event.player
        full = TableNarrator(LANGS[other]).events([event])[0]
        public = TableNarrator(LANGS[other]).events([visible_to(event, frozenset())])[0]
        if full == public:
            continue
        told += 1
        assert full not in heard[other], (event, full)
        assert public in heard[other]
        assert TableNarrator(LANGS[mine]).events([event])[0] in heard[mine]  # the concerned seat is told
    assert told >= 10 and {e.player for e in secret} == {0, 1}


def test_t_h_a_private_question_is_worded_for_its_seat_alone(played):
    _, heard, private = played
    assert private, "no private decision came up"
    for asked, choosing, heard_then in private:
        assert not set(asked) & set(heard_then), asked
        assert choosing in heard_then, heard_then


def test_each_seat_hears_its_own_language_only(played):
    _, heard, _ = played
    assert len(heard[1]) > 200 and len(heard[2]) > 200
    assert english_leaks(heard[1], "cs", other="fr") == []
    assert english_leaks(heard[2], "fr", other="cs") == []
    assert english_leaks(heard[1], "cs") == [] and english_leaks(heard[2], "fr") == []


@pytest.mark.parametrize("immunity", [True, False])
def test_t_h_t_n3_the_other_seat_cannot_count_immunity_in_the_questions(environ, immunity):
    """Card 22 played at a player who may pay 25 T two ways: with Immunity in hand, they are asked
    whether to show it (no), then which cards pay; without it, only the cards. The other seat hears
    the same in both cases: one line saying who is choosing, then the payment."""
    from .kit import base_position, player, position_front

    table = Table([Place(frozenset({0}), "cs"), Place(frozenset({1}), "fr")],
                  Options(seed=3, game="tetrikon"), environ, game=games.plugin("tetrikon"))
    host = table.session.host
    anna = player(tcards=[10, 10, 10, 5, 5], chance=[23] if immunity else [], free=["L"])
    host.game = position_front(base_position(player(chance=[22], tcards=[1]), anna))
    host.present()
    heard = table.handle(1, f"{word('use', 'cs')} 1")[1]
    narrator = TableNarrator("cs")
    choosing = narrator.choosing(host.game.view(frozenset({0})))  # "Player 2 is choosing."
    if immunity:
        assert host.game.pending.kind == "immunity"
        heard += table.handle(2, "non")[1]
    assert host.game.pending.kind == "pay"
    heard += table.handle(2, "1")[1]
    assert heard == [narrator.events([e for e in host.game.history if isinstance(e, ev.CardUsed)])[0],
                     choosing,
                     narrator.events([e for e in host.game.history if isinstance(e, ev.Paid)])[0]]
    table.close()


def test_t_c6_turn_is_one_seats_setting(environ):
    """Seat 1 turns its board a quarter and builds with the squares as it reads them; seat 2 hears
    the placement with the printed names, and its own queries are not turned."""
    from alea.tetrikon.engine.reading import rename_map

    from .kit import base_position, player, position_front

    table = Table([Place(frozenset({0}), "cs"), Place(frozenset({1}), "fr")],
                  Options(seed=3, game="tetrikon"), environ, game=games.plugin("tetrikon"))
    host = table.session.host
    anna = player(free=["O"], squares=["a1", "b1", "c1", "d1", "a2", "b2", "c2"])
    host.game = position_front(base_position(anna, player(free=["T"])))
    host.present()
    table.handle(1, f"{word('turn', 'cs')} 90")
    names = rename_map(host.game.view().players[0].boards[0].squares, 90)
    told = table.handle(1, f"{word('build', 'cs')} O a2 a3 b2 b3")
    own = {printed for printed, seen in names.items() if seen in ("a2", "a3", "b2", "b3")}
    assert told[1][0].endswith(" a2 b2 a3 b3.") and set(told[2][0].rstrip(".").split()[-4:]) == own, told
    assert {c for p in host.game.state.players[0].boards[0].placed for c in p.cells} == {
        (ord(n[0]) - 97, int(n[1:]) - 1) for n in own}
    assert table.handle(2, f"{word('diagram', 'fr')} 1")[2][-1].count(",") == 4  # "Rangée 1, a ..., b ..., c ..., d ...", printed
    assert host.turns == {1: 90}
    table.close()
