"""Multiverse's narration: every event, question, refusal and query has words in cs, fr and en,
and a Czech or French game never says an English sentence."""

from __future__ import annotations

import re
from functools import lru_cache

import pytest

from alea.i18n import catalog
from alea.multiverse.bot import GreedyBot, SearchBot, explain
from alea.multiverse.engine import DECISION_KINDS, REASONS, Config, Game, IllegalMove, View
from alea.multiverse.engine import events as ev
from alea.multiverse.narration import QUERIES, Narrator
from alea.multiverse.narration import events as narrated
from alea.multiverse.narration.errors import MESSAGES
from alea.narration import Verbosity
from alea.narration.sentences import capitalised

from kit.speakable import misread

NAMES = ["Anna", "Eva", "Petr", "Jan", "Ema", "Olga"]
SHARED = {"multiverse", "points", "point", "rencontre", "formation", "formations", "sceptres", "sceptre",
          "capture", "captures", "rotation", "score", "anna", "olga"}
"""Words a French or Czech sentence may share with an English one (the title, French nouns
spelt like English ones)."""


@lru_cache(maxsize=None)
def _hint(view: View, moves: tuple[object, ...]) -> object:
    return explain(SearchBot(worlds=1).plan(view, list(moves)), view)


def hint(view: View, moves: list[object]) -> object:
    """The hint's reason as the table gives it, from a search of one world (these tests check
    words, not strength: the hint's own budget would make them minutes long), kept per view so
    that every language and verbosity hears the same one."""
    pending = view.pending
    if pending is not None and pending.kind == "die_result":
        from alea.multiverse.bot import hint as table_hint

        return table_hint(view, moves)
    return _hint(view, tuple(moves))


def test_every_event_decision_and_reason_has_words() -> None:
    events = {cls for cls in vars(ev).values() if isinstance(cls, type) and issubclass(cls, ev.Event)
              and cls is not ev.Event}
    assert events == set(narrated.HANDLERS)
    assert set(MESSAGES) == set(REASONS)
    assert set(QUERIES) == {"switch", "table", "worlds", "formation", "columns", "sceptres", "options",
                            "unseen", "score", "status", "last", "since", "rules", "legend"}
    assert set(DECISION_KINDS) == {"place_sceptres", "challenge", "reroll", "meet", "encounter", "die_result"}


def said_in_a_game(lang: str, verbosity: Verbosity, players: int, seed: int, variants: frozenset[str]) -> list[str]:
    """Everything the narration says in one bot game, as seat 0 hears it, queries included."""
    narrator = Narrator(lang, verbosity, NAMES[:players])
    game = Game.new(Config(players=players, seed=seed, variants=variants))
    said = narrator.events([item.event for item in game.history], game.view(0))
    bots = {p: GreedyBot(seed + p) for p in range(players)}
    while game.pending is not None:
        player = game.pending.player
        view = game.view(player)
        said.append(narrator.decision(view))
        said.append(narrator.hint(hint(view, game.legal_moves()), view))
        if view.pending.kind != "turn":
            said += narrator.options(view)
        if len(said) < 400:
            said += [narrator.query(name, game.view(0)) for name in QUERIES]
        said += narrator.events(game.apply(bots[player].choose(view, game.legal_moves())), game.view(0))
    said.append(narrator.query("status", game.view(0)))
    for reason in REASONS:
        said.append(narrator.error(IllegalMove(reason, count=3, colour=7)))
    from alea.multiverse.narration.rules import document

    said += document(narrator.speaker).split("\n")
    said.append(narrator.query("rules", None))
    return said


@lru_cache(maxsize=None)
def english_fragments() -> re.Pattern[str]:
    """Every literal run of 4+ letter words of the English catalog, as one pattern."""
    fragments = set()
    for ident, text in catalog("multiverse", "en")._catalog.items():
        if not ident:
            continue
        for literal in re.split(r"\{[^}]*\}", text):
            literal = literal.strip(" .,:;!?()>-/*")
            words = re.findall(r"[A-Za-z]+", literal)
            if any(len(w) >= 4 for w in words) and literal.casefold() not in SHARED:
                fragments.add(literal)
    return re.compile("|".join(r"(?<!\w)" + re.escape(f) + r"(?!\w)" for f in sorted(fragments)), re.IGNORECASE)


def test_the_english_pattern_would_catch_english() -> None:
    assert english_fragments().search("Anna: Just roll!")
    assert english_fragments().search("Quantum leap, colours 2 3 (everyone).")


@pytest.mark.parametrize("lang", ["cs", "fr"])
def test_no_english_in_a_czech_or_french_game(lang: str) -> None:
    leaks = []
    count = 0
    for players, seed, verbosity, variants in ((2, 1, Verbosity.NORMAL, frozenset()),
                                               (4, 2, Verbosity.TERSE, frozenset({"MV1", "MV4"})),
                                               (5, 3, Verbosity.VERBOSE, frozenset({"MV3"})),
                                               (3, 4, Verbosity.NORMAL, frozenset({"MV2"}))):
        for text in said_in_a_game(lang, verbosity, players, seed, variants):
            count += 1
            found = english_fragments().search(text)
            if found:
                leaks.append((found.group(0), text))
    assert count > 300
    assert leaks == []


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_colour_names_agree_with_their_noun(lang: str) -> None:
    narrator = Narrator(lang, Verbosity.NORMAL, ["Anna", "Petr"])
    sp = narrator.speaker
    expected = {"cs": ("zelená", "zelené žezlo"), "fr": ("vert", "sceptre vert"), "en": ("green", "green sceptre")}
    assert (sp.colour(1), sp.sceptre("green")) == expected[lang]
    assert sp.world(6) == {"cs": "bílá červená", "fr": "blanc rouge", "en": "white red"}[lang]


def test_switch_query_key_fact_first_and_terse_within_a_braille_line() -> None:
    game = Game.new(Config(players=2, seed=3, variants=frozenset({"MV2"})))
    view = game.view(0)
    normal = Narrator("en", "normal", ["Anna", "Petr"]).query("switch", view, seat=0)
    assert normal.startswith("Anna, ")
    terse = Narrator("cs", "terse", ["Anna", "Petr"])
    for name in ("switch", "table", "score"):
        assert all(len(line) <= 40 for line in terse.query(name, view).split("\n"))


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_terse_lines_fit_a_40_cell_braille_line(lang: str) -> None:
    """Everything said at terse verbosity, in whole games of 2 to 6 players with names of up to
    five letters and with the table's default names ("joueur 6"), fits 40 cells a line: events,
    questions and every query, the end of the game and its status, the widest reveal."""
    long = []
    for players, names in [(n, names) for n in range(2, 7) for names in (NAMES[:n], None)]:
        narrator = Narrator(lang, Verbosity.TERSE, names)
        game = Game.new(Config(players=players, seed=players, variants=frozenset({"MV1"})))
        said = narrator.events([item.event for item in game.history], game.view(0))
        bots = {p: GreedyBot(p) for p in range(players)}
        while game.pending is not None:
            player = game.pending.player
            view = game.view(player)
            said.append(narrator.decision(view))
            said.append(narrator.hint(hint(view, game.legal_moves()), view))
            if game.state.turn % 5 == 0:
                said += [narrator.query(name, view) for name in QUERIES if name != "options"]
                said += narrator.query("options", view).split("\n")
            said += narrator.events(game.apply(bots[player].choose(view, game.legal_moves())), game.view(0))
        said.append(narrator.query("status", game.view(0)))
        everyone = tuple(range(players))
        said += narrator.events([ev.TokenRevealed(players - 1, "B2", 31),
                                 ev.GameEnded("meeting", (12,) * players, everyone),
                                 ev.GameEnded("limit", (12,) * players, everyone[:1])], game.view(0))
        long += [line for text in said for line in text.split("\n") if len(line) > 40]
    assert long == []


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_every_line_says_words_not_punctuation(lang: str) -> None:
    """Accessibility.md 12, as Tesseract's narration is held to it (tests/narration/test_terse.py plays
    only Tesseract, so it never heard Multiverse's terse columns, "C1 1245/3"): every verbosity, queries,
    questions, refusals and the rules included."""
    found = sorted({line for verbosity in Verbosity for players, seed in ((3, 1), (6, 5))
                    for text in said_in_a_game(lang, verbosity, players, seed, frozenset({"MV1"}))
                    for line in text.split("\n") if misread(line)})
    assert found == []


def test_terse_columns_say_each_top_and_what_lies_under_it() -> None:
    """The terse ``columns`` answer: each column's top world and the tokens hidden under it, in words,
    within a 40-cell line; a world's digits stand apart, so that a screen reader says "1 2 4 5" digit by
    digit, not as the number 1245."""
    from multiverse_kit import position_game

    game = position_game({"switches": ["1", "45"], "sceptres": ["wooden", "green", "yellow", "white", "red", "blue"],
                          "columns": [["1245", "3", "4", "5"], ["235", "1"]]})
    said = {lang: Narrator(lang, Verbosity.TERSE, ["Anna", "Petr"]).query("columns", game.view(0))
            for lang in ("cs", "fr", "en")}
    assert said == {"cs": "C1 1 2 4 5 nad 3, C2 2 3 5 nad 1", "fr": "C1 1 2 4 5 sur 3, C2 2 3 5 sur 1",
                    "en": "C1 1 2 4 5 over 3, C2 2 3 5 over 1"}


@pytest.mark.parametrize("verbosity", [Verbosity.TERSE, Verbosity.NORMAL])
def test_status_while_the_sceptres_are_placed_names_only_who_answers(verbosity: Verbosity) -> None:
    """Heard under Orca: "Turn 0, Anna to play. Petr, place your sceptres ..." named the wrong player
    first; while the sceptres are placed it is nobody's turn yet."""
    game = Game.new(Config(players=3, seed=3))
    view = game.view(0)
    assert view.turn == 0 and view.pending is not None and view.pending.player != view.active
    said = Narrator("en", verbosity, NAMES[:3]).query("status", view)
    assert said.startswith("Placing the sceptres, before turn 1.")
    assert NAMES[view.active] not in said and NAMES[view.pending.player] in said


def test_last_and_since_tell_the_story_from_the_view() -> None:
    """``since`` tells a player what happened after their turn, flips of their switch by others'
    leaps included; ``last`` the last thing said."""
    from multiverse_kit import QUIET_ANNA, S, C, act, answer, position_game

    from alea.multiverse.engine import Flip

    game = position_game({"switches": ["1", "45"], "sceptres": ["wooden", "green", "yellow", "white", "red", "blue"],
                          "formations": [QUIET_ANNA, {"F1": "124"}], "columns": [["3"], ["15"]]},
                         rolls=(C, S), reroll="off")
    narrator = Narrator("en", Verbosity.NORMAL, ["Anna", "Petr"])
    assert narrator.query("since", game.view(0)).startswith("New game of Multiverse, 2 players.")
    act(game, Flip(5))  # Anna: 15 = C2's top, a column leap moves Petr too
    answer(game, "challenge", False)
    since = narrator.query("since", game.view(1))
    assert "Anna flips blue, now green blue." in since and "Petr green yellow blue" in since
    assert narrator.query("last", game.view(1)) == "Turn 2, Petr."
    assert narrator.query("since", game.view(0)).split("\n")[0] == "Turn 2, Petr."


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_three_verbosities_say_less_and_more(lang: str) -> None:
    """Terse says the fewest cells, verbose adds the reasons (who takes part in a leap, the
    score after a capture, the wooden holder's reroll)."""
    texts = {}
    for verbosity in Verbosity:
        game = Game.new(Config(players=3, seed=12, variants=frozenset({"MV2"})))
        narrator = Narrator(lang, verbosity, NAMES[:3])
        said = narrator.events([item.event for item in game.history], game.view(0))
        bots = {p: GreedyBot(p) for p in range(3)}
        for _ in range(40):
            if game.pending is None:
                break
            player = game.pending.player
            said += narrator.events(game.apply(bots[player].choose(game.view(player), game.legal_moves())),
                                    game.view(0))
        texts[verbosity] = "\n".join(said)
    assert len(texts[Verbosity.TERSE]) < len(texts[Verbosity.NORMAL]) < len(texts[Verbosity.VERBOSE])
    reasons = Narrator(lang, Verbosity.VERBOSE).speaker
    why = {reasons._("A universal being from a column. Every player takes part."),
           reasons._("Only the active player and the token's owner take part.")}
    assert any(w in texts[Verbosity.VERBOSE] for w in why)
    assert not any(w in texts[Verbosity.NORMAL] for w in why)


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_rules_summary_topics_and_docs(lang: str) -> None:
    """The rules query finds a topic by number, name or abbreviation (diacritics optional); names
    and abbreviations are unique; docs/rules/multiverse-<lang>.md is the same text."""
    from pathlib import Path

    from alea.multiverse.narration import QueryError
    from alea.multiverse.narration.rules import TOPICS, docs_path, document, find_topic, fold

    narrator = Narrator(lang, Verbosity.NORMAL)
    sp = narrator.speaker
    words = [fold(sp.p_(*t.name)) for t in TOPICS] + [fold(sp.p_(*t.abbreviation)) for t in TOPICS]
    assert len(set(words)) == len(words)
    for number, topic in enumerate(TOPICS, 1):
        assert find_topic(str(number), sp) == topic.id
        assert find_topic(fold(sp.p_(*topic.name)), sp) == topic.id
        assert find_topic(sp.p_(*topic.abbreviation).upper(), sp) == topic.id
    assert narrator.query("rules", None, topic="2").startswith(sp.p_(*TOPICS[1].name)[:1].upper())
    with pytest.raises(QueryError):
        narrator.query("rules", None, topic="nothing")
    root = Path(__file__).resolve().parents[2]
    assert Path(docs_path(str(root), lang)).read_text(encoding="utf-8") == document(sp)


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_every_sentence_starts_with_a_capital_and_ends_once(lang: str) -> None:
    """With the table's default names ("player 1", "joueur 1", "hráč 1"), whose words are lowercase,
    a line the narration says (events, questions, hints, refusals, queries) starts every sentence with
    a capital, ends it with one mark, and Czech never doubles the default name ("Tah hráče hráč 2")."""
    said = []
    for players, verbosity in ((3, Verbosity.NORMAL), (4, Verbosity.VERBOSE), (2, Verbosity.TERSE)):
        narrator = Narrator(lang, verbosity)
        game = Game.new(Config(players=players, seed=players, variants=frozenset({"MV1"})))
        said += narrator.events([item.event for item in game.history], game.view(0))
        bots = {p: GreedyBot(p) for p in range(players)}
        while game.pending is not None:
            view = game.view(game.pending.player)
            said += [narrator.decision(view), narrator.hint(hint(view, game.legal_moves()), view)]
            if game.state.turn % 4 == 0:
                said += [narrator.query(name, game.view(0)) for name in QUERIES if name != "rules"]
            said += narrator.events(game.apply(bots[view.pending.player].choose(view, game.legal_moves())),
                                    game.view(0))
        said += [narrator.error(IllegalMove(reason, count=3, colour=7)) for reason in REASONS]
    lines = [line for text in said for line in text.split("\n") if line]
    player = catalog("multiverse", lang).gettext("player {n}").split(" ")[0]
    assert any(line.startswith(player.capitalize()) for line in lines)
    assert [line for line in lines if capitalised(line) != line] == []
    assert [line for line in lines if re.search(r"[!?]\.(\s|$)", line)] == []
    if lang == "cs":
        assert [line for line in lines if re.search(r"hráč[a-zěů]* hráč", line, re.IGNORECASE)] == []


FRENCH_PUNCTUATION = re.compile(r"\S[:;](?:\s|$)")
"""A colon or semicolon glued to the word before it: French typography wants a space there."""


def test_french_puts_a_space_before_colons_and_semicolons() -> None:
    """Lists joined in the code ("joueur 1 : 1 point; joueur 2 ...") and lines built in the code
    ("Joueur 1: 2 vert") once glued them; the catalogs never did."""
    glued = []
    for players, seed, verbosity in ((3, 1, Verbosity.TERSE), (3, 2, Verbosity.NORMAL), (2, 3, Verbosity.VERBOSE)):
        for text in said_in_a_game("fr", verbosity, players, seed, frozenset({"MV1"})):
            glued += [line for line in text.split("\n") if FRENCH_PUNCTUATION.search(line) or "→" in line]
    assert glued == []
    czech = " ".join(said_in_a_game("cs", Verbosity.NORMAL, 3, 2, frozenset()))
    assert "; " in czech and " ;" not in czech and " :" not in czech


@pytest.mark.parametrize("lang, said", [("en", "Anna, 3 red, CHANGE"), ("fr", "Anna, 3 rouge, CHANGEMENT"),
                                        ("cs", "Anna, 3 červená, ZMĚNA")])
def test_terse_setup_roll_says_which_colour_it_is_for(lang: str, said: str) -> None:
    """Not "Anna 3: CHANGE": a name and a bare number read as one name."""
    narrator = Narrator(lang, Verbosity.TERSE, ["Anna", "Petr"])
    game = Game.new(Config(players=2, seed=1))
    assert narrator.events([ev.DieRolled(0, "setup", 3, "change")], game.view(0)) == [said]


@pytest.mark.parametrize("lang", ["cs", "fr", "en"])
def test_terse_never_puts_a_bare_number_after_a_name(lang: str) -> None:
    """"Anna 3" reads as one name: a switch, a score or a roll's colour after a name says what it is
    ("Anna: 3", "Anna, 3 red, CHANGE")."""
    bare = re.compile(r"\b(?:" + "|".join(NAMES) + r") \d")
    found = [line for players, seed in ((3, 1), (4, 2)) for text in
             said_in_a_game(lang, Verbosity.TERSE, players, seed, frozenset({"MV1"}))
             for line in text.split("\n") if bare.search(line)]
    assert found == []
