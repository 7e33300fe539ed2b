"""Every engine event, error reason, decision kind and query has a message in every language
and at every verbosity, with every placeholder filled."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from alea.i18n import LANGUAGES
from alea.narration import Verbosity
from alea.tesseract.engine import DECISION_KINDS, REASONS, IllegalMove
from alea.tesseract.engine.events import EVENT_TYPES, DecisionMade
from alea.tesseract.engine.requests import Decision
from alea.tesseract.narration import Narrator
from alea.tesseract.narration.causes import CAUSE_CODES, cause
from alea.tesseract.narration.decisions import OPTIONS, QUESTIONS
from alea.tesseract.narration.events import HANDLERS
from alea.tesseract.narration.queries import QUERIES

from kit.positions import lab_die, midgame

SPEC = Path(__file__).resolve().parents[3].parent / "shared" / "spec" / "commands.md"
QUERY_IDS = ("status", "tower", "column", "layer", "free", "next", "face", "base", "primed", "lab", "board",
             "hand", "card", "cards", "who", "groups", "last", "since", "rules")
"""The queries of commands.md (``help`` belongs to the command line)."""


def finished(text: str) -> bool:
    """A message with nothing left unfilled."""
    return bool(text.strip()) and not re.search(r"[{}]|\bNone\b", text)


def sample_event(cls, game):
    """An event of class ``cls`` with plausible fields, naming dice of the mid-game position."""
    die = lab_die(game, 0, "yellow", 2)
    containment = cls.__name__.startswith("Containment")
    values = {
        "labs": 2, "players": 2, "researchers": ("chemist", "statistician"), "base": "2", "variants": (),
        "dice": 64, "count": 3, "turn": 4, "lab": 0, "researcher": "chemist", "actions": 3, "actions_left": 1,
        "remaining": 1, "die": die, "colour": "yellow", "value": 2, "col": "b2", "layer": 2, "old": 2, "new": 3,
        "place": "lab:0", "source": "tower", "cause": "threat", "by": 1, "marker": 3, "from_lab": 0, "to_lab": 1,
        "from_col": "d2", "to_col": "b3", "lab_die": die, "tower_die": game.view().column("d2").dice[0].die.id,
        "filled": 5, "event": "FOR", "card": "seal" if containment else "calibrate#1",
        "cards": ("calibrate#1", "purge#2"), "level": 3, "question": "edge_tie", "option": die, "reason": "breach",
        "edition": "fr", "primes": True,
    }
    return cls(**{f.name: values[f.name] for f in dataclasses.fields(cls)})


@pytest.mark.parametrize("verbosity", list(Verbosity))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_is_narrated(lang, verbosity):
    game = midgame()
    narrator = Narrator(lang, verbosity)
    assert set(EVENT_TYPES.values()) <= set(HANDLERS)
    for cls in EVENT_TYPES.values():
        text = narrator.event(sample_event(cls, game), game.view())
        assert finished(text), (cls.__name__, text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_verbosity_changes_what_events_say(lang):
    game = midgame()
    for cls in EVENT_TYPES.values():
        said = {v: Narrator(lang, v).event(sample_event(cls, game), game.view()) for v in Verbosity}
        assert said[Verbosity.TERSE] != said[Verbosity.NORMAL] or len(said[Verbosity.NORMAL]) <= 40, cls.__name__
        assert len(said[Verbosity.VERBOSE]) >= len(said[Verbosity.NORMAL])


@pytest.mark.parametrize("verbosity", list(Verbosity))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_error_reason_is_narrated(lang, verbosity):
    game = midgame()
    narrator = Narrator(lang, verbosity)
    data = {"col": "b2", "die": lab_die(game, 0, "yellow", 2), "lab": 1, "card": "purge#1", "value": 3,
            "level": 4, "colour": "yellow"}
    said = set()
    for reason in REASONS:
        text = narrator.error(IllegalMove(reason, **data), game.view())
        assert finished(text), (reason, text)
        said.add(text)
    assert len(said) == len(REASONS)


@pytest.mark.parametrize("verbosity", list(Verbosity))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_decision_kind_is_asked(lang, verbosity):
    game = midgame()
    view = game.view()
    die = lab_die(game, 0, "yellow", 2)
    options = {
        "setup_corner": ("a1", "d4"), "setup_tie": (die,), "edge_tie": (die,), "fortify_tie": (die,),
        "spare_lab": (0, 1), "consent": (True, False), "destroy_matching": (die, None), "roll_count": (0, 2),
        "roll_which": ((die,),), "bonus_die": (die, None), "place_column": ("b3", "a1"),
        "adjust_or_invert": ("adjust", "invert"), "chrono_adjust": (1, -1, 0), "pick_die": (die, None),
        "pick_delta": (1, -1, 2, -2), "pick_value": (1, 6), "pick_lab": (0, 1), "pick_column": ("b3", "c2"),
        "pick_card": ("calibrate#1",), "discard_card": ("calibrate#1",), "pick_number": (1, 2), "card_exchange": (["give", "purge#1", 1],),
    }
    narrator = Narrator(lang, verbosity)
    assert set(DECISION_KINDS) <= set(OPTIONS)
    assert set(DECISION_KINDS) - {"pick_die"} <= set(QUESTIONS)
    for kind in DECISION_KINDS:
        decision = Decision(kind, 0, options[kind], {"die": die, "from_lab": 0, "to_lab": 1, "op": "adjust",
                                                     "source": "card:calibrate"})
        text = narrator.decision(decision, view)
        assert finished(text), (kind, text)
        assert re.search(r"\b1\b", text) and (len(options[kind]) < 2 or re.search(r"\b2\b", text)), text
        echo = narrator.event(DecisionMade(kind, 0, options[kind][0]), view)
        assert finished(echo), (kind, echo)
    for data in ({"die": die, "from_lab": None, "to_lab": 1}, {"die": die, "from_lab": 0, "to_lab": None},
                 {"die": None, "from_lab": 1, "to_lab": 0}):
        text = narrator.decision(Decision("consent", 1, (True, False), data), view)
        assert finished(text), text


def test_every_query_of_commands_md_is_answered():
    assert set(QUERY_IDS) <= set(QUERIES)
    if SPEC.exists():
        table = SPEC.read_text(encoding="utf-8").split("## Queries", 1)[1].split("## Table", 1)[0]
        listed = set(re.findall(r"^\| (\w+) \|", table, re.MULTILINE)) - {"id", "help"}
        assert listed == set(QUERY_IDS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_cause_is_named(lang):
    sp = Narrator(lang).speaker
    for code in (*CAUSE_CODES, "card:purge", "containment:seal", "unique:chemist", *sp.content.ids("events")):
        assert cause(sp, code) and finished(cause(sp, code))
    assert cause(sp, "something-new") is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_random_play_meets_only_known_causes(lang):
    """Every cause the engine gave during random play has words (a new code fails here)."""
    from kit.narration import play
    from alea.tesseract.engine.events import DieDestroyed, DiePrimed
    sp = Narrator(lang).speaker
    seen = set()
    for said, game in play(lang, Verbosity.VERBOSE, 7, 150):
        for item in game.view().history:
            if isinstance(item.event, (DiePrimed, DieDestroyed)):
                seen.add(item.event.cause)
    assert seen and all(cause(sp, code) for code in seen), seen
