"""Seats (issue 11, item 3) and messages kept as messages.

Two players sit at one Tesseract game, seat 1 in Czech and seat 2 in French: each hears every
event in its own language, a decision reaches the seat that must answer it (the consent of R-A3
goes to the other lab's seat), and no line of one seat holds a sentence of the other's language.
``again`` and ``history`` speak the language set now, since what was said is kept as messages.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pytest

from alea.table.options import Options
from alea import games
from alea.table.seated import Place, Table
from alea.i18n import catalog
from alea.narration.message import Catalog, Narrated, Pick, Worded
from alea.table.seats import check_seating

from kit.table import game_table

DOMAINS = ("table", "tesseract", "tesseract-table")
"""The catalogs whose sentences a seat hears."""


@lru_cache(maxsize=None)
def sentences(lang: str) -> frozenset[str]:
    """The literal parts (between placeholders) of every message of ``lang``'s catalogs."""
    found = set()
    for domain in DOMAINS:
        for ident, text in catalog(domain, lang)._catalog.items():
            if ident:
                found.update(part.strip(" .,:;!?()>-/*") for part in re.split(r"\{[^}]*\}", text))
    return frozenset(found)


@lru_cache(maxsize=None)
def foreign(lang: str, other: str) -> re.Pattern[str]:
    """Any literal of ``other``'s catalogs holding a word of 4+ letters that no message of ``lang`` holds."""
    own = sentences(lang)
    parts = [part for part in sentences(other) - own
             if re.search(r"[^\W\d_]{4,}", part) and not any(part in mine for mine in own)]
    return re.compile("|".join(r"(?<!\w)" + re.escape(p) + r"(?!\w)" for p in sorted(parts, key=len, reverse=True)))


def test_the_scan_would_catch_the_other_language():
    assert foreign("cs", "fr").search("Rien n'a été fait. La partie attend un autre joueur.")
    assert foreign("fr", "cs").search("Nic se nestalo. Hra čeká na jiného hráče.")
    assert not foreign("cs", "fr").search("Nic se nestalo. Hra čeká na jiného hráče.")
    assert foreign("cs", "en").search("Nothing was done. The game waits for another player.")
    assert foreign("fr", "en").search("Waiting for an answer. Lab 2, do you agree?")


@pytest.fixture
def two_seats(environ):
    """Seed 3, two labs: seat 1 (lab 1) in Czech, seat 2 (lab 2) in French."""
    table = Table([Place(frozenset({0}), "cs"), Place(frozenset({1}), "fr")], Options(seed=3), environ,
                  game=games.plugin("tesseract"))
    yield table
    table.close()


def test_two_seats_hear_every_event_each_in_its_language(two_seats):
    table = two_seats
    heard = {1: list(table.opening[1]), 2: list(table.opening[2])}

    def send(seat: int, line: str) -> dict[int, list[str]]:
        told = table.handle(seat, line)
        for number, lines in told.items():
            heard[number] += lines
        return told

    # The opening: both hear the setup; lab 1's corner question is asked of seat 1 only.
    assert table.opening[1][0].startswith("Nová hra, 2 laboratoře")
    assert table.opening[2][0].startswith("Nouvelle partie, 2 labos")
    assert table.opening[1][-4:] == ["1 a1, nahoře oranžová 3", "2 d1, nahoře modrá 6", "3 a4, nahoře žlutá 5",
                                     "4 d4, nahoře oranžová 4"]
    assert table.opening[2][-1].startswith("En attente d'une réponse. Labo 1, quel cube")
    assert not any(line.startswith("1 ") for line in table.opening[2])

    # Seat 2 cannot answer lab 1's question; seat 1 can: then lab 2's question goes to seat 2.
    assert send(2, "1") == {1: [], 2: ["La commande 1 est inconnue. Tapez aide pour la liste."]}
    told = send(1, "1")
    assert told[1][:2] == ["Zvoleno, a1.", "Oranžová 3 vytěžena z a1 do laboratoře 1."]
    assert told[2][:2] == ["Choisi, a1.", "Orange 3 prélevé de a1 vers le labo 1."]
    assert told[1][-1].startswith("Čeká se na odpověď. Laboratoř 2, kterou")
    assert told[2][-3:] == ["1 d1, en haut bleu 6", "2 a4, en haut jaune 5", "3 d4, en haut orange 4"]
    told = send(2, "1")
    assert len(told[1]) == len(told[2]) == 9  # every event, once per seat
    assert told[1][-1] == "Tah 1, laboratoř 1, Magnetický fyzik, 3 akce."
    assert told[2][-1] == "Tour 1, labo 1, Physicien du magnétisme, 3 actions."

    # A query is answered to the seat that asked, in its language; an action out of turn changes nothing.
    assert send(2, "état") == {1: [], 2: [
        "Tour 1, labo 1, Physicien du magnétisme, 3 actions restantes. 0 brèche sur 7. "
        "Il reste 60 cubes dans le Tesseract.", "Règles, révision tchèque, sans variante."]}
    for line in ("prélever a2", "annuler", "conseil"):  # neither a move, an undo nor a hint out of turn
        assert send(2, line) == {1: [], 2: ["Rien n'a été fait. La partie attend un autre joueur."]}

    # R-A3: a transfer to lab 2 asks lab 2's consent, of seat 2, in French.
    told = send(1, "přenést o6 do 2")
    assert told[2] == ["Labo 2, acceptez-vous le transfert du cube orange 6 du labo 1 vers le labo 2 ?",
                       "1 oui", "2 non"]
    assert told[1] == ["Čeká se na odpověď. Laboratoř 2, souhlasíte, aby oranžová 6 přešla "
                       "z laboratoře 1 do laboratoře 2?"]
    assert send(1, "vytěžit a2") == {1: ["Nic se nestalo. Hra čeká na jiného hráče."], 2: []}
    told = send(2, "oui")
    assert told[1] == ["Zvoleno, ano.", "Oranžová 6 přenesena z laboratoře 1 do laboratoře 2."]
    assert told[2] == ["Choisi, oui.", "Orange 6 transféré du labo 1 vers le labo 2."]

    # Each seat's again repeats what that seat heard last, in its own language.
    assert send(1, "znovu")[1] == told[1]
    assert send(2, "encore") == {1: [], 2: told[2]}

    # More play: every line either seat heard is in its own language only.
    for seat, line in [(1, "rada"), (1, "vytěžit c4"), (2, "tour"), (1, "konec"), (1, "ano"), (1, "1"),
                       (2, "conseil")]:
        send(seat, line)
    told = send(2, "prélever b1")  # lab 2's turn: seat 2 plays, seat 1 hears it in Czech
    assert told[1][0].startswith("Oranžová 3 vytěžena z b1 do laboratoře 2") and told[2][0].startswith("Orange 3")
    send(1, "historie 3")
    assert len(heard[1]) > 50 and len(heard[2]) > 50
    assert [line for line in heard[1] if foreign("cs", "fr").search(line)] == []
    assert [line for line in heard[2] if foreign("fr", "cs").search(line)] == []
    assert [line for line in heard[1] if foreign("cs", "en").search(line)] == []
    assert [line for line in heard[2] if foreign("fr", "en").search(line)] == []


def test_a_seat_changes_its_own_language_only(two_seats):
    table = two_seats
    table.handle(1, "1")
    told = table.handle(2, "langue cs")
    assert told == {1: [], 2: ["Jazyk, čeština. Příkazy jsou teď česky."]}
    assert table.seat(1).lang == "cs" and table.seat(2).lang == "cs"
    told = table.handle(1, "jazyk fr")
    assert told[1] == ["Langue, français. Les commandes sont maintenant en français."]
    assert table.handle(1, "état")[1][0].startswith("Tour 0, labo 1, Physicien")
    assert table.handle(2, "stav")[2][0].startswith("Tah 0, laboratoř 1, Magnetický")


def test_a_seating_that_leaves_a_player_out_or_seats_one_twice_is_refused(environ):
    with pytest.raises(ValueError):
        check_seating([frozenset({0}), frozenset({0, 1})], 2)
    with pytest.raises(ValueError):
        check_seating([frozenset({0})], 2)
    with pytest.raises(ValueError):
        check_seating([None, frozenset({1})], 2)
    check_seating([frozenset({1}), frozenset({0})], 2)
    check_seating([None], 4)
    with pytest.raises(ValueError):
        Table([Place(frozenset({0}), "cs")], Options(seed=3, players=2), environ, game=games.plugin("tesseract"))


CHANGES = [("en", "fr"), ("fr", "cs"), ("cs", "en")]


@pytest.mark.parametrize("start,then", CHANGES)
def test_again_after_a_language_change_repeats_the_last_message_in_the_new_language(environ, start, then):
    """Issue 11: ``again`` after ``language fr`` repeats the last message in French (and so on)."""
    session, send = game_table(environ, start)
    word = {id: session.commands[id].word for id in ("status", "language", "again", "history")}
    send("1", "1")
    said_before = send(word["status"](start))
    assert send(f"{word['language'](start)} {then}")[0] != said_before[0]
    repeated = send(word["again"](then))
    assert repeated == send(word["status"](then)) != said_before
    assert send(f"{word['history'](then)} 3")[:len(repeated)] == repeated


@pytest.mark.parametrize("start,then", CHANGES)
def test_a_question_asked_before_a_language_change_is_repeated_and_answered_in_the_new_language(
        environ, start, then):
    session, send = game_table(environ, start)
    asked = send("1")[-4:]  # lab 2's corner question, three options
    send(f"{session.commands['language'].word(start)} {then}")
    again = send(session.commands["again"].word(then))
    assert again[-3:] != asked[-3:] and again[-3][:5] == asked[-3][:5]  # "1 d1," then the die in words
    answered = send(again[-2].split(" ", 1)[1])  # the second option's words, as said now
    assert answered[0].endswith(again[-2].split(",")[0].split(" ")[1] + ".")


def test_messages_render_in_the_language_asked_for():
    t = Catalog("table")
    message = t.gettext("Language, {language}.").format(language=Worded(_language_name, ("fr",)))
    assert message.text("cs", "normal") == "Jazyk, francouzština."
    assert message.text("fr", "normal") == "Langue, français."
    assert t.ngettext("Please answer with the number {count} or the words of the option.",
                      "Please answer with a number from 1 to {count} or the words of an option.",
                      3).format(count=3).text("cs", "normal") == "Odpovězte číslem od 1 do 3 nebo slovy možnosti."
    labels = Narrated(_Lines, "lines", ("a", "b"))
    assert Pick(labels, 1).render("en", "terse") == ("b terse en",)


def _language_name(code: str, lang: str) -> str:
    from alea.table.commands import vocabulary

    return vocabulary.name("language", code, lang)


class _Lines:
    """A narrator for the test: each argument, with the verbosity and the language."""

    def __init__(self, lang: str, verbosity: str) -> None:
        self.suffix = f" {verbosity} {lang}"

    def lines(self, *items: str) -> list[str]:
        return [item + self.suffix for item in items]
