"""Tetrikon's board commands at the table: ``turn`` (T-C6, a seat's setting), ``since``, ``export``
(braille graphics through liblouis), ``accept`` and ``refuse`` (T-A4), in Czech, French and
English; the Chance cards by their printed braille abbreviations (T-C2)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from alea.braille import export_document
from alea.braille.layout import to_ascii_braille
from alea.kernel import Decision
from alea.tetrikon.content.texts import texts
from alea.tetrikon.engine import events as ev
from alea.tetrikon.engine.braille import diagram_lines, grid6, pieces_lines
from alea.tetrikon.engine.content import load_content
from alea.tetrikon.engine.geometry import parse_square
from alea.tetrikon.engine.reading import rename_map, turned
from alea.tetrikon.narration.board import diagram_name
from alea.tetrikon.table.arguments import card
from alea.tetrikon.table.commands import COMMANDS
from alea.tetrikon.table.plugin import PLUGIN
from alea.tetrikon.table.words import t
from kit.played import play_by_hint

from .kit import base_position, player, position_front
from .tk_table_kit import MOVES, english_leaks, tk_table, typed_line

LANGS = ("cs", "fr", "en")


def word(command: str, lang: str, short: bool = False) -> str:
    """A command's word (or its first short form) in ``lang``."""
    found = PLUGIN.command_list[command]
    return found.shorts_in(lang)[0] if short else found.word(lang)


def _seated(session, position: dict) -> None:
    """Play ``position`` in the session's host, as if it had just started."""
    host = session.host
    host.game = position_front(position)
    host.present()


def _trade_position() -> dict:
    return base_position(player(free=["L"], tcards=[50, 25]), player(free=["O", "T"], tcards=[50]))


# ---------------------------------------------------------------- turn (T-C6)

@pytest.mark.parametrize("lang", ["cs", "fr"])
def test_t_c6_a_seat_that_turned_its_board_plays_a_whole_match_from_the_hint(environ, lang):
    session, send = tk_table(environ, lang, 2, seed=4)
    said = send(f"{word('turn', lang)} 90")
    assert not session.refused and "90 " in said[0] and not english_leaks(said, lang)
    played = play_by_hint(session, send, word("hint", lang), lambda hint: typed_line(lang, hint), MOVES)
    assert played.problems == [] and played.ended
    builds = [line.split()[2:] for line in played.typed if line.startswith(word("build", lang) + " ")]
    recorded = [entry["m"]["squares"] for entry in session.host.game.record.entries
                if "m" in entry and entry["m"].get("kind") == "build"]
    assert builds and len(builds) == len(recorded)
    assert any(sorted(typed) != sorted(own) for typed, own in zip(builds, recorded))  # named from the seat's side
    assert english_leaks(played.printed, lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_t_c6_turn_renames_rows_columns_cells_fits_and_the_squares_typed(environ, lang):
    session, send = tk_table(environ, lang, 2, seed=3)
    anna = player(free=["L", "O"], tcards=[50], squares=["a1", "b1", "c1", "d1", "a2", "b2", "c2"])
    _seated(session, base_position(anna, player(free=["T"])))
    board = session.host.game.view().players[0].boards[0]  # 4 columns, 2 rows
    said = send(f"{word('turn', lang)} 45")
    assert session.refused and said[0].startswith("45 ") and session.host.turns == {}
    said = send(word("turn", lang))  # alone: a quarter turn more
    assert said == [t(lang).gettext("Turned {degrees} degrees clockwise, squares a1 to {corner}. Squares "
                                    "are named and typed from this side.").format(degrees=90, corner="b4")]
    assert session.host.turns == {1: 90}
    names = rename_map(board.squares, 90)
    assert names["d1"] == "a1" and names["a1"] == "a4"  # the printed bottom right is the seat's bottom left
    assert send(f"{word('cell', lang)} a4")[0].startswith("a4 ") and not session.refused  # no a4 when printed
    assert send(f"{word('row', lang)} 4")[0].count(",") == 2  # "Row 4, a4 ..., b4 ...": a1 a2 of the printed board
    numbered = t(lang).pgettext("numbered option", "{number}, {option}")
    assert send(f"{word('fits', lang)} O")[1:] == [numbered.format(number=1, option="a2 a3 b2 b3"),
                                                   numbered.format(number=2, option="a3 a4 b3 b4")]
    said = send(f"{word('build', lang)} O 1")
    assert not session.refused and said[0].endswith(" a2 b2 a3 b3."), said
    placed = session.host.game.state.players[0].boards[0].placed[0]
    assert set(placed.cells) == {parse_square(own) for own, mine in names.items() if mine in ("a2", "a3", "b2", "b3")}
    send(word("undo", lang))
    said = send(f"{word('build', lang)} O a1 a2 b1 b2")  # b1 is no square of the turned diagram
    assert session.refused and said[0].startswith("b1 ")
    assert send(f"{word('turn', lang)} 0")[0] == t(lang).gettext(
        "Not turned, squares a1 to {corner}, as printed.").format(corner="d2")
    assert send(f"{word('cell', lang)} a4") and session.refused  # printed again: no a4


# ---------------------------------------------------------------- since

@pytest.mark.parametrize("lang", LANGS)
def test_since_tells_what_happened_since_the_seats_last_turn(environ, lang):
    session, send = tk_table(environ, lang, 2, seed=3)
    game = session.host.game
    first = game.pending.player
    for _ in range(40):  # the first player's turn, then the other's, by the hint
        line = typed_line(lang, send(word("hint", lang))[0])
        send(line)
        if game.pending.player == first and len([e for e in game.history if isinstance(e, ev.TurnStarted)]) >= 3:
            break
    starts = [i for i, e in enumerate(game.history) if isinstance(e, ev.TurnStarted)]
    assert game.history[starts[-1]].player == first
    said = send(word("since", lang))
    from alea.tetrikon.table.narrator import TableNarrator

    expected = TableNarrator(lang).events([e for e in game.history[starts[-2]:] if not isinstance(e, ev.TurnEnded)])
    assert said == expected and len(said) >= 3 and not session.refused
    assert send(word("since", lang, short=True)) == said


# ---------------------------------------------------------------- export

@pytest.mark.parametrize("lang", LANGS)
def test_export_writes_a_diagram_and_the_piece_set_as_8_dot_unicode_and_brf(environ, lang):
    session, send = tk_table(environ, lang, 2, seed=3)
    send(f"{word('turn', lang)} 180")
    said = send(word("export", lang))
    assert len(said) == 1 and not session.refused and (lang == "en" or not english_leaks(said, lang))
    paths = [Path(p) for p in re.findall(r"(/\S+\.(?:txt|brf))", said[0])]
    unicode_file, brf_file = paths
    me = session.host.me(session.host.game)
    board = turned(session.host.game.view().players[me].boards[0], 180)
    covered = {c for p in board.placed for c in p.cells}
    text = unicode_file.read_text(encoding="utf-8")
    for row in diagram_lines(board.squares, covered):  # 8-dot: dots 7 and 8 draw the lower square
        assert row in text.splitlines()
    assert any(ord(ch) >= 0x2840 for ch in text)
    caption = t(lang).gettext("Player {n}, diagram {diagram}, squares a1 at the bottom left to {corner} at the top "
                              "right.").format(n=me + 1, diagram=diagram_name(board.diagram),
                                               corner=f"{chr(ord('a') + board.width - 1)}{board.height}")
    assert text.startswith(export_document([caption], lang, "unicode"))  # words through liblouis
    raw = brf_file.read_bytes()
    assert raw.decode("ascii") and b"\r\n" in raw
    lines = raw.decode("ascii").replace("\f", "").split("\r\n")
    assert all(len(line) <= 40 for line in lines)
    for row in diagram_lines(board.squares, covered, grid6):  # 6-dot, one cell a square
        assert to_ascii_braille(row) in lines
    pieces = load_content().pieces
    listed = t(lang).gettext("The pieces, left to right and line by line: {pieces}.").format(
        pieces=", ".join(texts(lang).piece_abbr[p] for p in pieces))
    assert export_document([listed], lang, "unicode") in text
    drawn = [row for row in pieces_lines([p.cells for p in pieces.values()], draw=grid6) if row]
    assert len(drawn) >= 3 and all(to_ascii_braille(row) in lines for row in drawn)
    refused = send(f"{word('export', lang)} 4")
    assert session.refused and refused[0] == t(lang).gettext("There is no player {n}.").format(n=4)


# ---------------------------------------------------------------- accept, refuse (T-A4)

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("answer", "short"), [("accept", False), ("refuse", True), ("accept", True)])
def test_t_a4_accept_and_refuse_answer_the_offer_in_every_language(environ, lang, answer, short):
    session, send = tk_table(environ, lang, 2, seed=3)
    _seated(session, _trade_position())
    game = session.host.game
    send(f"{word('offer', lang)} 2 O 30")
    assert isinstance(game.pending, Decision) and game.pending.kind == "offer_answer"
    said = send(word(answer, lang, short))
    assert not session.refused, said
    assert any(isinstance(e, ev.Traded) for e in game.history) == (answer == "accept")
    assert game.state.players[0].free == (["L", "O"] if answer == "accept" else ["L"])


@pytest.mark.parametrize("lang", LANGS)
def test_t_a4_accept_with_no_offer_is_refused_and_changes_nothing(environ, lang):
    session, send = tk_table(environ, lang, 2, seed=3)
    _seated(session, _trade_position())
    game = session.host.game
    before = len(game.record.entries)
    said = send(word("refuse", lang))
    assert session.refused and said == [t(lang).gettext("No trade is offered to you now.")]
    assert len(game.record.entries) == before


# ---------------------------------------------------------------- the Chance cards (T-C2)

@pytest.mark.parametrize("lang", LANGS)
def test_t_c2_every_chance_card_answers_to_its_printed_braille_abbreviation(lang):
    content = texts(lang)
    command = PLUGIN.command_list.in_language(lang)
    for number, printed in content.card_printed.items():
        for typed in (printed, printed.rstrip("."), printed.upper(), content.card_short[number]):
            assert card(typed.split(), lang)[0].card == number, (lang, number, typed)
        use = command.resolve(word("use", lang))
        assert use.id == "use" and use.params[0].kind.read(printed.split(), lang)[0].card == number


# ---------------------------------------------------------------- terse: one 40-cell braille line

@pytest.mark.parametrize("lang", LANGS)
def test_the_board_commands_answer_at_terse_within_a_40_cell_line(environ, lang):
    from alea.tetrikon.table.narrator import TableNarrator

    session, send = tk_table(environ, lang, 2, seed=3, verbosity="terse")
    lines = send(word("turn", lang), f"{word('turn', lang)} 270", f"{word('turn', lang)} 0", word("refuse", lang))
    lines.append(send(word("export", lang))[0])
    terse = TableNarrator(lang, "terse")
    lines += terse.turned(180, None, 0) + terse.turned(0, None, 0) + [t(lang).gettext("Nothing new since your turn.")]
    assert len(lines) == 8 and all(len(line) <= 40 for line in lines), lines
