"""Typed arguments: columns, layers, dice in every language, labs, cards, vocabularies."""

from __future__ import annotations

import pytest

from alea.table.arguments import ArgError, parse
from alea.table.commands import vocabulary
from alea.tesseract.table.arguments import CardRef, DieRef, LabRef, column, die
from alea.tesseract.table.words import colour_letters
from kit.table import BY_ID


@pytest.mark.parametrize(("word", "expected"), [("a1", "a1"), ("D4", "d4"), ("b3", "b3"), ("e1", None),
                                                ("a5", None), ("a", None), ("a11", None), ("１1", None)])
def test_columns(word, expected):
    assert column(word) == expected


@pytest.mark.parametrize(("lang", "words", "expected"), [
    ("en", ["y3"], DieRef("yellow", 3)), ("en", ["o1"], DieRef("orange", 1)),
    ("en", ["b6"], DieRef("blue", 6)), ("en", ["p2"], DieRef("purple", 2)),
    ("en", ["yellow", "3"], DieRef("yellow", 3)), ("en", ["3y"], DieRef("yellow", 3)),
    ("cs", ["ž3"], DieRef("yellow", 3)), ("cs", ["z3"], DieRef("yellow", 3)),
    ("cs", ["m4"], DieRef("blue", 4)), ("cs", ["f5"], DieRef("purple", 5)),
    ("cs", ["žlutou", "3"], DieRef("yellow", 3)), ("cs", ["modrá", "2"], DieRef("blue", 2)),
    ("fr", ["j3"], DieRef("yellow", 3)), ("fr", ["v2"], DieRef("purple", 2)),
    ("fr", ["bleue", "5"], DieRef("blue", 5)), ("fr", ["violet", "1"], DieRef("purple", 1)),
    # the others' letters, where unambiguous
    ("en", ["j3"], DieRef("yellow", 3)), ("cs", ["y3"], DieRef("yellow", 3)),
    ("fr", ["p4"], DieRef("purple", 4)), ("fr", ["m4"], DieRef("blue", 4)),
    # a lab space
    ("en", ["2"], DieRef(space=2)),
])
def test_dice_in_every_language(lang, words, expected):
    found = die(words, lang)
    assert found is not None and found[0] == expected and found[1] == len(words)


@pytest.mark.parametrize("word", ["y7", "y0", "x3", "yy", "3", "ž"])
def test_not_dice(word):
    found = die([word], "en")
    assert found is None or found[0] == DieRef(space=3)


def test_no_colour_letter_means_two_colours_in_any_language():
    for lang in ("cs", "fr", "en"):
        letters = colour_letters(lang)
        assert letters["o"] == "orange"
        assert set(letters.values()) == {"yellow", "orange", "blue", "purple"}


@pytest.mark.parametrize(("lang", "line", "expected"), [
    ("en", "y3 up", [DieRef("yellow", 3), 1]), ("en", "y3 -", [DieRef("yellow", 3), -1]),
    ("cs", "ž3 nahoru", [DieRef("yellow", 3), 1]), ("cs", "ž3 dolů", [DieRef("yellow", 3), -1]),
    ("fr", "j3 haut", [DieRef("yellow", 3), 1]), ("fr", "j3 bas", [DieRef("yellow", 3), -1]),
])
def test_adjust_arguments(lang, line, expected):
    values = parse(BY_ID["adjust"], line.split(), lang)
    assert values[0] == expected[0]
    assert (1 if values[1] == "up" else -1) == expected[1]


def test_transfer_takes_an_optional_direction_and_a_lab():
    assert parse(BY_ID["transfer"], ["y3", "to", "2"], "en") == [DieRef("yellow", 3), "to", LabRef(number=2)]
    assert parse(BY_ID["transfer"], ["ž3", "z", "2"], "cs") == [DieRef("yellow", 3), "from", LabRef(number=2)]
    assert parse(BY_ID["transfer"], ["y3", "Ada"], "en") == [DieRef("yellow", 3), None, LabRef(name="Ada")]


def test_cards_by_position_or_name():
    assert parse(BY_ID["play"], ["2"], "en") == [CardRef(position=2)]
    assert parse(BY_ID["play"], ["chain", "reaction"], "en") == [CardRef(name="chain reaction")]


def test_contain_takes_several_dice():
    values = parse(BY_ID["contain"], ["y3", "y4", "yellow", "5"], "en")
    assert values == [DieRef("yellow", 3), [DieRef("yellow", 4), DieRef("yellow", 5)]]


@pytest.mark.parametrize(("command", "words", "code"), [
    ("remove", [], "missing"), ("remove", ["z9"], "bad"), ("remove", ["a1", "a2"], "extra"),
    ("layer", ["5"], "bad"), ("adjust", ["y3", "sideways"], "bad"), ("contain", ["y3", "q"], "bad"),
    ("help", ["nonsense"], "bad"), ("language", ["de"], "bad"), ("history", ["-1"], "bad"),
])
def test_argument_errors_are_codes(command, words, code):
    with pytest.raises(ArgError) as caught:
        parse(BY_ID[command], words, "en")
    assert caught.value.code == code


@pytest.mark.parametrize(("lang", "yes", "no"), [("en", "yes", "n"), ("cs", "ano", "ne"), ("fr", "oui", "non")])
def test_yes_and_no_words(lang, yes, no):
    assert vocabulary.match("answer", yes, lang) == "yes"
    assert vocabulary.match("answer", no, lang) == "no"


def test_languages_are_named_in_any_language():
    assert vocabulary.match("language", "français", "cs") == "fr"
    assert vocabulary.match("language", "czech", "fr") == "cs"
    assert vocabulary.match("language", "anglais", "en") == "en"
