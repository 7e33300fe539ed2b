"""What a Tetrikon player hears, word by word: a numbered choice the game narrates is said once,
Czech speaks to the player formally (vy) as the rest of Alea does, French keeps one word for a
player's turn (tour) and another for a round (ronde), and every number said after a player's name
says what it is (a die, a penalty, pieces given)."""

from __future__ import annotations

import re

import pytest

from alea.table import catalogs
from alea.i18n import catalog
from alea.kernel import Decision
from alea.tetrikon.engine import events as ev
from alea.tetrikon.narration.narrator import Narrator
from alea.tetrikon.table.plugin import PLUGIN

from .tk_table_kit import tk_table, typed_line

DOMAINS = ("tetrikon", "tetrikon-table")

INFORMAL = re.compile(
    r"(?<!\w)((?!váš|náš)\w+(áš|íš|eš|ěš)|tvůj|tvé|tvého|tvém|tvá|tvou|tvým|tvými|tobě|tebe|tebou|napiš|zadej|zaplň|"
    r"vyber|hoď|polož|odpověz|zvol|použij|postav|kup|nabídni|vyměň|měň|chceš|dáš)(?!\w)", re.IGNORECASE)
"""Czech forms that address the player as "ty" (verb endings of the 2nd person singular, the
pronouns, the imperatives a player is told to type)."""


def _entries(domain: str, lang: str):
    """(context, English message, translation) of every entry of ``domain`` in ``lang``."""
    for key, text in catalog(domain, lang)._catalog.items():
        ident = key[0] if isinstance(key, tuple) and isinstance(key[1], int) else key
        context, _, message = ident.rpartition("\x04") if isinstance(ident, str) else ("", "", "")
        if message:
            yield context, message, text


def test_czech_tetrikon_speaks_formally():
    """The command words keep the old imperative as a second word the player may type (postavit
    postav); everything said to the player says "vy"."""
    informal = [(message, text) for domain in DOMAINS for context, message, text in _entries(domain, "cs")
                if context != "command" and not context.startswith("short form") and INFORMAL.search(text)]
    assert informal == []


def test_czech_command_words_are_infinitives_as_in_tesseract():
    words = {c.id: c.word("cs") for c in PLUGIN.commands.commands}
    assert (words["roll"], words["build"], words["buy"], words["use"]) == ("hodit", "postavit", "koupit", "použít")


def test_french_says_tour_for_a_turn_and_ronde_for_a_round():
    for domain in DOMAINS:
        for _, message, text in _entries(domain, "fr"):
            turn, round_ = (re.search(rf"\b{word}", message, re.IGNORECASE) for word in ("turn", "round"))
            if round_ and not turn:
                assert "ronde" in text and not re.search(r"\btours?\b", text), (message, text)
            if turn and not round_:
                assert "ronde" not in text, (message, text)


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_a_number_after_a_player_says_what_it_is(lang):
    """Issue 15: "Hráč 1 1" left the listener to guess; the starting roll says who rolled what."""
    said = Narrator(lang).events([ev.StartRoll(((0, 1), (1, 4)), (1,))])[0]
    player = Narrator(lang).speaker.player
    assert not re.search(re.escape(player(0)) + r",? 1\b", said), said
    assert catalog("tetrikon", lang).gettext("{player} rolls {value}").format(player=player(0), value=1) in said
    for event in (ev.GameScored(0, (0, 40), (True, False)), ev.Inflation("pieces", ((0, 1), (1, 2)))):
        said = Narrator(lang).events([event])[0]
        assert not re.search(re.escape(player(0)) + r" \d", said), said


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_a_numbered_choice_the_game_narrates_is_said_once(environ, lang):
    """The key's options are read out under its question, numbered; the one chosen is said by the
    event ("Chose a Chance card."), not echoed before it."""
    session, send = tk_table(environ, lang, 2, seed=7)
    game = session.host.game
    hint = PLUGIN.command_list["hint"].word(lang)
    asked: list[str] = []
    for _ in range(400):
        if isinstance(game.pending, Decision) and game.pending.kind == "key":
            break
        asked = send(typed_line(lang, send(hint)[0]))
    assert isinstance(game.pending, Decision) and game.pending.kind == "key"
    numbered = catalog("tetrikon", lang).pgettext("numbered option", "{number}, {option}")
    options = [numbered.format(number=n, option=label)
               for n, label in enumerate(Narrator(lang).options(game.view().pending), 1)]
    assert len(options) >= 2 and asked[-len(options):] == options  # the options are read out under the question
    status = send(PLUGIN.command_list["status"].word(lang))
    assert status[-len(options) - 1:] == asked[-len(options) - 1:]  # status asks the question again
    said = send("1")
    echo = catalogs.table(lang).gettext("Chose, {choice}.").split("{choice}")[0]
    assert not any(line.startswith(echo) for line in said), said
    assert len(said) == len(set(said)), said


def test_an_offer_without_its_price_says_the_price_is_missing():
    from alea.table.arguments import ArgError
    from alea.tetrikon.table.arguments import offer

    with pytest.raises(ArgError) as missing:
        offer(["2", "L"], "en")
    assert missing.value.code == "missing"
    with pytest.raises(ArgError) as bad:
        offer(["2", "L", "lots"], "en")
    assert bad.value.code == "bad" and bad.value.data["word"] == "lots"


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_a_card_read_by_its_abbreviation_is_said_in_whole_sentences(lang):
    """``cards lízni 2 z P.``: the text ends its sentence, the printed form has one full stop."""
    from alea.tetrikon.content.texts import texts
    from alea.tetrikon.table.arguments import card
    from alea.tetrikon.table.narrator import TableNarrator

    narrator = TableNarrator(lang)
    template = catalog("tetrikon-table", lang).gettext("Card {n}. {text} Printed {printed}. Short {short}.")
    between = template.split("{text}")[1].split("{printed}")[0]  # " Printed "
    for printed in texts(lang).card_printed.values():
        said = narrator.q_cards(None, 0, card(printed.split(), lang)[0])  # type: ignore[arg-type]
        assert len(said) == 1 and ".." not in said[0] and re.search(r"[.!?]" + re.escape(between), said[0]), said


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_a_long_list_of_ways_to_pay_is_read_to_twelve_and_says_how_many_more(lang):
    from alea.tetrikon.engine.money import payment_sets
    from alea.tetrikon.engine.view import PendingView

    hand = [1, 1, 1, 1, 1, 5, 5, 5, 5, 10, 10, 10, 20, 20, 25, 25, 50, 50, 10, 5, 1, 20, 25]
    ways = tuple(list(s) for s in payment_sets(hand, 100))
    lines = Narrator(lang).decision(PendingView("pay", 0, ways, {"amount": 100}))
    assert len(ways) > 13 and len(lines) == 1 + 12 + 1
    assert str(len(ways)) in lines[-1] and "13" in lines[-1]
    assert len(Narrator(lang).options(PendingView("pay", 0, ways, {"amount": 100}))) == len(ways)
