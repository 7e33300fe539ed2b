"""Tetrikon's narration in cs, fr and en: every event and refusal has words in each language, a
Czech or French player never hears the English text, the diagram and pieces in words."""

from __future__ import annotations

import re

import pytest

from alea.kernel import KERNEL_REASONS
from alea.tetrikon.engine.errors import REASONS
from alea.kernel.events import visible_to
from alea.tetrikon.engine import events as ev
from alea.tetrikon.narration.events import HANDLERS
from alea.tetrikon.narration.narrator import Narrator

from .kit import base_position, event_classes, new_game, play_out, player, position_game, sample_events

LANGS = ("cs", "fr", "en")


def test_every_event_class_has_words_and_a_sample():
    assert set(event_classes()) == set(HANDLERS) == {type(e) for e in sample_events()}


@pytest.mark.parametrize("lang", ["cs", "fr"])
def test_a_czech_or_french_player_never_hears_english(lang):
    english, other = Narrator("en"), Narrator(lang)
    for event in sample_events():
        said, en = other.events([event])[0], english.events([event])[0]
        assert said and said != en, (event, said)
    for reason in [*REASONS, *KERNEL_REASONS]:
        data = {"letter": "a", "player": 1, "limit": 1, "piece": "L", "square": "e1",
                "label": "p9", "total": 99, "amount": 100}
        said, en = other.error(reason, data), english.error(reason, data)
        assert said and said != en, (reason, said)


@pytest.mark.slow
def test_every_message_of_a_whole_match_in_every_language():
    game = new_game(players=3, seed=1)
    play_out(game)
    for lang in LANGS:
        for verbosity in ("terse", "normal"):
            lines = Narrator(lang, verbosity).events(game.view(frozenset({0})).last)
            assert all(lines)
        seen = [visible_to(e, frozenset({1})) for e in game.history]
        assert all(Narrator(lang).events(seen))


def test_hidden_facts_are_not_spoken_to_the_other_seat():
    game = position_game(base_position(player(tcards=[50]), player()))
    from .kit import roll_to

    roll_to(game, 3, 4)
    drawn = [e for e in game.history if isinstance(e, ev.TcardsDrawn)][0]
    mine = Narrator("en").events([drawn])[0]
    theirs = Narrator("en").events([visible_to(drawn, frozenset({1}))])[0]
    assert mine.startswith("Player 1 draws 2 T cards, ")
    assert theirs == "Player 1 draws 2 T cards."


def test_the_diagram_by_rows_and_terse_lines():
    game = position_game(base_position(player(squares=["a1", "b1", "c1", "a2", "c3"],
                                              placed=[["O", ["b1", "c1", "a2", "a1"]]]),
                                       player()))
    board = game.view(frozenset({0})).players[0].boards[0]
    assert Narrator("en").diagram(board) == [
        "Diagram custom, 5 squares, 1 empty.", "Row 3, c3 empty.",
        "Row 2, a2 p1 square.", "Row 1, a1 p1 square, b1 p1 square, c1 p1 square."]
    assert Narrator("cs", "terse").diagram(board)[1:] == ["3: c-", "2: aO1", "1: aO1 bO1 cO1"]


def test_pieces_in_words():
    assert Narrator("en").shape("L") == (
        "L pentomino, 5 squares, a row of 4, plus one above its left end. "
        "Squares a1 b1 c1 d1 a2.")
    assert Narrator("cs").shape("L").startswith("pentomino L, 5 čtverečků, řada 4, a jeden nad")
    assert "rangée de 3" in Narrator("fr").shape("T")


def test_chance_cards_terse_by_their_abbreviation():
    event = ev.ChanceOpened(0, "12#1", "penalty")
    assert Narrator("cs", "terse").events([event]) == ["Karta Náhoda nelze obch."]
    # drawn, the card is read: its name, then its own text as a sentence of its own (issue 24)
    assert Narrator("cs").events([event]) == [
        "Tažena karta Náhoda, Zákaz obchodu. V tomto svém tahu a kole nemůžeš obchodovat."]
    joker = ev.CardKept(0, "19#1")
    assert Narrator("cs").events([joker]) == ["Karta ponechána, Žolík padesát T."]


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_a_sentence_names_a_chance_card_and_never_pastes_its_second_person_text(lang):
    """Issue 24: "Hráč 1 používá kartu V tomto svém tahu a kole nemůžeš obchodovat." and
    "obchodovat., kartu má": every event about a card, for every card, names it by its name; its
    text only where it is drawn (read as the card)."""
    from alea.tetrikon.content.texts import texts

    content = texts(lang)
    narrator = Narrator(lang)
    for number, text in content.card_texts.items():
        uid = f"{number}#1"
        for kind in (ev.CardUsed, ev.CardKept, ev.CardWasted, ev.Restricted, ev.CardReturned):
            said = narrator.events([kind(0, uid)])[0]
            assert content.card_names[number] in said, (kind, said)
            assert text.rstrip(".!") not in said, (kind, said)
            assert not re.search(r"[.!?][.,]", said), said
        drawn = narrator.events([ev.ChanceOpened(0, uid, "penalty")])[0]
        assert content.card_names[number] in drawn and text.rstrip(".!") in drawn
        assert not re.search(r"[.!?][.,]", drawn), drawn


def test_decisions_as_questions_with_numbered_options():
    from .kit import answer, roll_to

    game = position_game(base_position(player(), player(), chance_deck=[20]))
    roll_to(game, 3, 3)
    mine = game.view(frozenset({0})).pending
    assert Narrator("en").decision(mine) == [
        "Roll 3 and 3. What do you take?", "1, 1 Treasury card", "2, one Chance card"]
    assert Narrator("cs").decision(mine)[1:] == ["1, 1 karta z Pokladny", "2, jedna karta Náhoda"]
    answer(game, "chance")
    theirs = game.view(frozenset({1})).pending
    assert Narrator("fr").decision(theirs) == ["Joueur 1 choisit."]


@pytest.mark.parametrize("lang", LANGS)
def test_every_decision_kind_asks_in_every_language(lang):
    from alea.tetrikon.engine.requests import DECISION_KINDS
    from alea.tetrikon.engine.view import PendingView

    data = {"dice": [6, 6], "count": 2, "card": "20#1", "amount": 100, "by": 1, "buy": ["O"],
            "sell": [], "price": 30, "give": "X", "want": "L", "against": "5#1"}
    options = {"key": ("treasury", "chance", "piece"), "use_or_keep": ("use", "keep"),
               "pay": ([50, 50], [25, 25, 50]), "give_pieces": ("L", "O"),
               "give_cards": (1, 5), "discard": ([5, "24#1"],), "immunity": (True, False),
               "offer_answer": (True, False), "swap_answer": (True, False), "target": (1, 2),
               "position": (1, 2), "own_piece": ("L",), "want_piece": ("X",),
               "take_out": ("p1",)}
    narrator = Narrator(lang)
    for kind in DECISION_KINDS:
        lines = narrator.decision(PendingView(kind, 0, options[kind], data))
        assert len(lines) == 1 + len(options[kind]) and all(lines)
        if lang != "en":
            assert lines[0] != Narrator("en").decision(PendingView(kind, 0, options[kind],
                                                                   data))[0]


def test_cards_answer_to_their_printed_braille_abbreviation():
    from alea.tetrikon.content.texts import texts

    cs, en = texts("cs"), texts("en")
    assert cs.find_card("směna 1 u M.") == 1
    assert cs.find_card("směna 1 u M") == 1
    assert cs.find_card("vyber 25 T od 1 H.") == 22 and cs.find_card("25 T od 1 H") == 22
    assert cs.find_card("nelze obch.") == 12 and cs.find_card("NELZE  OBCHODOVAT") == 12
    assert en.find_card("no trading") == 12 and en.find_card("nelze obchodovat.") == 12
    assert en.find_card("17") == 17 and en.find_card("no such card") is None
