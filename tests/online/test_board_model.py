"""Issue 28, the board model (alea/table/board.py) and each game's builder, with the real games at a
real online table (in process): a board for every seat after set-up, in the seat's language, built
from that seat's view only; a spectator's board (a seat of no player) holds public facts only; it
changes as the game moves; the board frame goes only to a page that asked for it, and again only
when the board changed; the page's palette holds every fill at 7 to 1 or more in both schemes."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import alea.online
from alea import games
from alea.online.board import Board as Sent
from alea.online.hosting import OnlineTable, StoredJournal
from alea.online.database import open_storage
from alea.table.board import FILLS, Board, BoardError, Cell

from kit.played import english_leaks
from online_kit import next_line

LANGS = {0: "cs", 1: "fr"}
SEEDS = {"tesseract": 3, "multiverse": 1, "tetrikon": 2}
WEB = Path(alea.online.__file__).parent / "web"


@pytest.fixture
def storage(tmp_path):  # type: ignore[no-untyped-def]
    kept = open_storage(tmp_path)
    yield kept
    kept.close()


def opened(storage, game_id: str, environ) -> OnlineTable:  # type: ignore[no-untyped-def]
    table = OnlineTable(game_id, 2, StoredJournal(storage, "code", game_id, 2), environ,
                        seed=SEEDS[game_id], lang="cs")
    table.configure(1, "fr", "normal")
    return table


def words(board: dict) -> list[str]:  # type: ignore[type-arg]
    """Every text of a board document a person reads (its name, titles, lines, cell words, legend)."""
    found = [board["name"], board["legend_title"]]
    for panel in board["panels"]:
        found += [panel["title"], *panel["lines"]]
        found += [cell["words"] for cell in panel["cells"] if cell["words"]]
    found += [swatch["name"] for swatch in board["legend"]]
    return found


@pytest.mark.parametrize("game_id", [entry.id for entry in games.GAMES])
def test_each_seat_sees_its_board_in_its_language_and_it_moves_with_the_game(storage, environ, game_id):
    table = opened(storage, game_id, environ)
    plugin = games.plugin(game_id)
    domains = plugin.domains
    boards = {seat: table.board(seat) for seat in LANGS}
    for seat, lang in LANGS.items():
        board = boards[seat]
        assert board is not None and board["kind"] == "grid-panels" and board["panels"]
        assert board["name"] and len(board["name"]) <= 100
        assert not english_leaks(words(board), lang, domains), english_leaks(words(board), lang, domains)[:3]
        json.dumps(board)  # plain JSON
    assert boards[0]["name"] != boards[1]["name"]  # Czech and French
    names = {boards[0]["name"]}
    changed = 0
    for _ in range(12):
        game = table.host.game
        if game.pending is None:
            break
        before = table.board(0)
        table.handle(game.pending.player, next_line(game_id, game, LANGS[game.pending.player]))
        after = table.board(0)
        changed += after != before
        names.add(after["name"])
    assert changed >= 10 and len(names) >= 3, (changed, names)


@pytest.mark.parametrize("game_id", [entry.id for entry in games.GAMES])
def test_a_board_is_built_from_the_view_alone_and_a_spectator_sees_public_facts(storage, environ, game_id):
    """The builder reads only the view: two seats whose views hold the same facts get the same board
    (Tesseract and Multiverse hide nothing from one seat only); in Tetrikon a seat's board tells its
    own players' T-cards and Chance cards and never another's, and a spectator's tells nobody's."""
    table = opened(storage, game_id, environ)
    for _ in range(8):
        game = table.host.game
        if game.pending is None:
            break
        table.handle(game.pending.player, next_line(game_id, game, "cs"))
    game = table.host.game
    seat0 = table.host.drawn(game, frozenset({0}), "en")
    seat1 = table.host.drawn(game, frozenset({1}), "en")
    spectator = table.host.drawn(game, frozenset(), "en")
    assert seat0 and seat1 and spectator
    if game_id != "tetrikon":
        assert seat0["panels"] == seat1["panels"] == spectator["panels"]
        return

    def cards(board: dict, player: int) -> list[str]:  # type: ignore[type-arg]
        """The lines of ``player``'s hand panel that tell card values."""
        panel = next(p for p in board["panels"] if p["title"] == f"Player {player + 1}, pieces and cards")
        return [line for line in panel["lines"] if line.startswith(("T cards,", "Chance cards,"))]

    assert len(cards(seat0, 0)) == 2 and not cards(seat0, 1)
    assert len(cards(seat1, 1)) == 2 and not cards(seat1, 0)
    assert not cards(spectator, 0) and not cards(spectator, 1)
    values = game.view(frozenset({0})).players[0].tcards
    assert cards(seat0, 0)[0] == "T cards, " + (", ".join(str(v) for v in values) if values else "none") + "." \
        or " and " in cards(seat0, 0)[0]


def test_hidden_dice_are_drawn_hidden_never_their_value(storage, environ):
    """Tesseract (R-G4): a die whose value the view does not hold prints no value, only the hidden
    sign, and its words say hidden; as many hidden cells as hidden dice in the tower."""
    table = opened(storage, "tesseract", environ)
    view = table.host.game.view()
    board = table.host.drawn(table.host.game, None, "en")
    assert board is not None
    hidden = sum(1 for column in view.tower for placed in column.dice if placed.die.value is None)
    layers = [panel for panel in board["panels"] if panel["title"].startswith("Layer")]
    drawn_hidden = [cell for panel in layers for cell in panel["cells"] if cell["mark"] == "hatch"]
    assert hidden and len(drawn_hidden) == hidden
    assert all(cell["text"] == "?" and "hidden" in cell["words"] for cell in drawn_hidden)


def test_the_board_frame_goes_to_a_page_that_asked_and_only_when_it_changed(storage, environ):
    table = opened(storage, "tesseract", environ)
    sent: list[tuple[str, dict]] = []  # type: ignore[type-arg]

    class Page:
        def send(self, kind: str, **fields: object) -> None:
            sent.append((kind, fields))

    kept = Sent()
    kept.send(Page(), table, 0)
    kept.send(Page(), table, 0)  # nothing moved: nothing sent again
    assert [kind for kind, _ in sent] == ["board"]
    table.handle(0, next_line("tesseract", table.host.game, "cs"))
    kept.send(Page(), table, 0)
    assert len(sent) == 2 and sent[1][1]["board"] != sent[0][1]["board"]
    table.configure(0, "fr", "normal")
    kept.send(Page(), table, 0)  # the language changed: the board is said again in French
    assert len(sent) == 3 and sent[2][1]["board"]["name"] != sent[1][1]["board"]["name"]


def test_a_cell_refuses_a_fill_or_mark_the_page_cannot_paint():
    with pytest.raises(BoardError):
        Cell(0, 0, fill="magenta")
    with pytest.raises(BoardError):
        Cell(0, 0, mark="blink")
    assert Board("x", "name", ()).to_json()["kind"] == "grid-panels"


def luminance(colour: str) -> float:
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: str, other: str) -> float:
    """The WCAG 2 contrast ratio of two colours."""
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_palette_gives_every_fill_an_ink_of_seven_to_one_in_both_schemes():
    css = (WEB / "board.css").read_text(encoding="utf-8")
    light_block, dark_block = css.split("@media (prefers-color-scheme: dark)")[:2]
    light = dict(re.findall(r"--([\w-]+):\s*(#[0-9a-f]{6})", light_block))
    dark = {**light, **dict(re.findall(r"--([\w-]+):\s*(#[0-9a-f]{6})", dark_block.split("}")[0]))}
    ratios = {}
    for scheme, palette in (("light", light), ("dark", dark)):
        ratios[(scheme, "page")] = contrast(palette["ink"], palette["bg"])
        for fill in FILLS - {"none"}:
            ratios[(scheme, fill)] = contrast(palette[fill + "-ink"], palette[fill])
            assert f".f-{fill} rect" in css
    print({key: round(value, 1) for key, value in sorted(ratios.items())})
    assert min(ratios.values()) >= 7, min(ratios.items(), key=lambda item: item[1])


def test_a_class_of_spectators_sharing_a_seat_costs_one_board_a_move(storage, environ):
    """Issue 36: thirty spectators' pages of one language get the board of their spectators' seat,
    built once for all of them (a Tesseract board takes milliseconds: thirty builds a move held the
    server's loop for a tenth of a second), and each gets it again after a move."""
    from alea.online.board import watchers_boards

    table = opened(storage, "tesseract", environ)
    seat = table.watch("cs", "normal")
    built = []
    board = table.board
    table.board = lambda s: built.append(s) or board(s)  # type: ignore[method-assign]  # counts the real builds

    class Page:
        def __init__(self) -> None:
            self.board: Sent | None = Sent()
            self.frames: list[dict] = []  # type: ignore[type-arg]

        def send(self, kind: str, **fields: object) -> None:
            self.frames.append(fields)

    pages = [Page() for _ in range(30)]
    watchers_boards(((page, seat) for page in pages), table)
    assert built == [seat] and all(len(page.frames) == 1 for page in pages)
    assert pages[0].frames[0]["board"] == table.host.drawn(table.host.game, frozenset(), "cs")  # of no player
    table.handle(0, next_line("tesseract", table.host.game, "cs"))
    watchers_boards(((page, seat) for page in pages), table)
    assert built == [seat, seat] and all(len(page.frames) == 2 for page in pages)
