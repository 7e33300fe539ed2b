"""The bots' reasons, as a hint gives them and as a demo's or a lesson's ``why`` tells a class
(issue 38): every reason of every game, in Czech, French and English, is whole sentences with a
final period, says what the move does and the one reason that decided it, names an option by its
words (never "Hint, 1, keep."), uses none of the engine's terms, and speaks to a player as "vy" or
"vous". ``why`` explains every decision of the turn told last, not only the last one.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

from alea.kernel import Choice
from alea.narration.message import render_all

LANGS = ("cs", "fr", "en")

ENGINE_TERMS = re.compile(r"(?i)\b(exposure|gift|rollout|ply|evaluation|heuristic|sampled|outlook|policy|greedy|"
                          r"search|term|score of the search|best placed)\b")
"""Words of the bots' code a child does not know (say "so that the next player cannot reach your
switch", not "exposure")."""

TY_OR_TU = re.compile(r"(?i)(?<!\w)(hoď|hod!|přepni|můžeš|máš|jsi|tvůj|tvoje|tvé|tu|toi|ton|tes|lance donc|peux)(?!\w)")
"""A "ty" (Czech) or "tu" (French) form: the catalogs speak to a player as "vy" and "vous"."""

LONE_NUMBER = re.compile(r"(Hint|Rada|Conseil|^\w+ \d+:?), \d+[,.]")
"""An option number said without its words ("Rada, 1, ponechat.")."""


def sentences(text: str) -> list[str]:
    """The sentences of ``text``, each with its final mark."""
    return [s for s in re.split(r"(?<=[.!?])\s+(?=[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ«„\d])", text.strip()) if s]


def assert_explains(text: str, lang: str, least: int) -> None:
    """``text`` is at least ``least`` whole sentences, each ending with its mark, without engine terms,
    option numbers alone, or a "ty"/"tu" form."""
    said = sentences(text)
    assert len(said) >= least, text
    for sentence in said:
        assert sentence[:1].isupper() or sentence[:1].isdigit(), text
        assert sentence.rstrip().endswith((".", "!")), text
    assert not ENGINE_TERMS.search(text), text
    assert not LONE_NUMBER.search(text), text
    assert not TY_OR_TU.search(text), text


# ---------------------------------------------------------------------------- Multiverse


def _mv_view() -> Any:
    from alea.multiverse.engine import Config, Game, Turn

    game = Game.new(Config(players=3, seed=4))
    while not isinstance(game.pending, Turn):
        game.apply(Choice(0))
    return game.view(game.pending.player)


def _mv_hints() -> list[tuple[Any, Any]]:
    """A hint of every reason the Multiverse bot gives, each with a view whose question fits it."""
    from alea.multiverse.bot.hints import REASONS, Hint
    from alea.multiverse.engine import Flip, FlipAll
    from alea.multiverse.engine.view import PendingView

    view = _mv_view()
    me = view.pending.player

    def asked(kind: str, options: tuple[Any, ...], **data: Any) -> Any:
        return replace(view, pending=PendingView(kind, me, options, tuple({"active": (me + 1) % 3, **data}.items())))

    facts = {"challenger": None}
    turn = [
        Hint(Flip(3), "meeting", {**facts, "met": 1}), Hint(FlipAll(), "capture", {**facts, "where": "C1", "owner": None}),
        Hint(Flip(2), "capture", {"challenger": 2, "where": "F2", "owner": 1}),
        Hint(Flip(1), "safe", {**facts, "next": 1, "me_revealed": True}),
        Hint(Flip(1), "safe", {**facts, "next": 1, "me_revealed": False}),
        Hint(Flip(4), "not_losing", {**facts, "met": 2}), Hint(Flip(5), "ahead", facts), Hint(FlipAll(), "nothing", facts),
        Hint(Flip(2), "offer", {**facts, "next": 1}), Hint(FlipAll(), "concede", {**facts, "next": 1}),
    ]
    hints = [(hint, view) for hint in turn]
    for reason, kind, option in (("challenge", "challenge", True), ("stop_win", "challenge", True),
                                 ("let_win", "challenge", False), ("let_be", "challenge", False),
                                 ("reroll", "reroll", True), ("keep", "reroll", False), ("meet", "encounter", True),
                                 ("choose", "meet", 1), ("choose", "encounter", False)):
        hints.append((Hint(Choice(0), reason, {"option": option}), asked(kind, (option, not option), colour=3)))
    assert {h.reason for h, _ in hints} == set(REASONS) - {"physical_die"}
    return hints


@pytest.mark.parametrize("lang", LANGS)
def test_every_multiverse_reason_is_sentences_a_child_follows(lang: str) -> None:
    from alea.multiverse.narration import Narrator

    narrator = Narrator(lang)
    for hint, view in _mv_hints():
        advised = narrator.hint(hint, view)
        assert_explains(advised, lang, 2)
        told = narrator.why(hint, view)
        assert_explains(told, lang, 2)
        assert told.startswith(narrator.speaker.player(view.pending.player).capitalize()), told
        if isinstance(hint.move, Choice):  # the option by its words, in the hint and in why
            from alea.multiverse.narration.decisions import option_text

            words = option_text(narrator.speaker, view.pending.kind, hint.data["option"]).rstrip("! \u00a0")
            assert words.lower() in advised.lower(), advised


def test_the_old_multiverse_choice_hint_is_caught() -> None:
    """What a lesson's why said before issue 38 fails the check: an option number, no reason."""
    for old in ("Rada, 1, ponechat.", "Rada, 2, házet znovu."):
        with pytest.raises(AssertionError):
            assert_explains(old, "cs", 2)


# ---------------------------------------------------------------------------- Tetrikon


@pytest.mark.parametrize("lang", LANGS)
def test_every_tetrikon_reason_is_sentences_a_child_follows(lang: str) -> None:
    from alea.tetrikon.bot.search import REASONS, Advice
    from alea.tetrikon.engine.config import Config
    from alea.tetrikon.engine.game import Game
    from alea.tetrikon.engine.moves import End
    from alea.tetrikon.table.narrator import TableNarrator

    game = Game.new(Config(players=2, seed=1))
    view = game.view(frozenset({game.pending.player}))
    narrator = TableNarrator(lang, "normal")
    for reason in REASONS:
        if reason == "choose":  # a choice by habit: no words, in the hint and in why
            continue
        for own in (True, False):
            advice = Advice(End(), reason, {"to": 1 - view.pending.player, "pieces": ["I"], "fit": 2, "shown": 6,
                                            "own": own})
            assert_explains(narrator.hint(End(), view, advice), lang, 2)
            told = narrator.bot_why(advice, view)
            assert_explains(told, lang, 2 if reason not in ("build", "least") else 1)
            assert told.startswith(narrator.v.player(view.pending.player)), told


# ---------------------------------------------------------------------------- Tesseract


@pytest.mark.parametrize("lang", LANGS)
def test_every_tesseract_reason_is_a_sentence_a_child_follows(lang: str) -> None:
    from alea.tesseract.bot import REASON_KINDS
    from alea.tesseract.narration import hints
    from alea.tesseract.narration.speaker import Speaker

    for kind in REASON_KINDS:
        said = hints.reason(Speaker(lang), kind, "yellow", (3, 4, 5))
        assert_explains(said, lang, 1)
        assert not said.startswith(("to ", "leads", "keeps", "prevents", "vede", "mène")), said


# ---------------------------------------------------------------------------- every decision of a step


def test_why_explains_every_decision_of_the_turn_not_only_the_last() -> None:
    """A Multiverse turn with a flip and the leap's rolls kept: why tells each, in order."""
    from alea.multiverse.engine import Config, Game
    from alea.multiverse.table.host import MultiverseShow

    show = MultiverseShow(Game.new(Config(players=2, seed=3, variants=frozenset({"MV2"}))))
    show.setup()
    for _ in range(30):
        show.turn()
        if len(show.reasons) >= 3:
            break
    assert len(show.reasons) >= 3, "no turn of several decisions in 30 turns"
    for lang in LANGS:
        lines = render_all(show.why(), lang, "normal")
        assert len(lines) == len(show.reasons), lines
        for line in lines:
            assert_explains(line, lang, 2)
    english = render_all(show.why(), "en", "normal")
    assert any("flips" in line for line in english) and any("roll" in line for line in english), english
