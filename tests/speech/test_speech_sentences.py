"""Cutting messages into the pieces the embedded voice speaks one after another."""

from __future__ import annotations

from alea.speech.sentences import MAX_PIECE, pieces


def test_a_message_is_cut_at_line_breaks_and_sentence_ends():
    message = ("Turn 1, lab 1, Magnetic Physicist: 3 actions left. 0 breaches of 7.\n"
               "Waiting: Lab 1: which top corner die goes to your lab?\n1 a1, top orange 3\n\n")
    assert pieces(message) == ["Turn 1, lab 1, Magnetic Physicist: 3 actions left.", "0 breaches of 7.",
                               "Waiting: Lab 1: which top corner die goes to your lab?", "1 a1, top orange 3"]


def test_colons_do_not_end_a_sentence_and_french_spaced_marks_do():
    assert pieces("Žlutá 5 hozena v laboratoři 2: nyní 4.") == ["Žlutá 5 hozena v laboratoři 2: nyní 4."]
    assert pieces("Prêt ? Oui !") == ["Prêt ?", "Oui !"]


def test_a_long_sentence_is_cut_at_commas_and_nothing_is_lost():
    sentence = ", ".join(f"{n} a{n % 4 + 1}, top orange {n % 6 + 1}" for n in range(1, 30)) + "."
    cut = pieces(sentence)
    assert len(cut) > 1 and all(len(piece) <= MAX_PIECE for piece in cut)
    assert " ".join(cut) == sentence
