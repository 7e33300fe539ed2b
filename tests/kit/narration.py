"""Random legal play, narrated: the material of the language, terse-length and R-G4 tests."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from alea.narration import Verbosity
from alea.tesseract.engine import (BASE_SIDES, Adjust, Config, Decision, Game, IllegalMove, Remove,
                                   Study, Transfer)
from alea.tesseract.engine.geometry import COLUMNS, DIRECTIONS
from alea.tesseract.narration import Narrator, QueryError


@dataclass(frozen=True)
class Said:
    """One message and where it came from (event, decision, error or query name)."""

    source: str
    text: str


def query_args(rng: random.Random, name: str, game: Game) -> dict:
    """Random but valid arguments for query ``name``."""
    view = game.view()
    return {
        "column": lambda: {"col": rng.choice(COLUMNS)},
        "layer": lambda: {"number": rng.randint(1, 4)},
        "face": lambda: {"direction": rng.choice(DIRECTIONS)},
        "lab": lambda: {"lab": rng.randrange(len(view.labs))},
        "who": lambda: {"lab": rng.randrange(len(view.labs))},
        "groups": lambda: {"lab": rng.randrange(len(view.labs))},
        "card": lambda: {"card": rng.choice(["purge", "Calibration", "seal", "1"])},
        "rules": lambda: {"topic": str(rng.randint(1, 17))},
    }.get(name, dict)()


def play(lang: str, verbosity: Verbosity, seed: int, moves: int) -> Iterator[tuple[Said, Game]]:
    """Play ``moves`` random legal moves (fixed seed) and yield every message said on the way.

    Besides events and decisions, every 9th move asks every query, and every 5th move
    tries a random, usually illegal, action and narrates the refusal.
    """
    rng = random.Random(seed)
    narrator = Narrator(lang, verbosity)
    game = Game.new(Config(players=rng.randint(1, 4), base=rng.choice(BASE_SIDES), seed=seed))
    for step in range(moves):
        if game.pending is None:
            break
        before = game.view()
        if isinstance(game.pending, Decision):
            yield Said("decision", narrator.decision(game.pending, before)), game
        if step % 5 == 0:
            kind = rng.choice([Remove, Adjust, Transfer, Study])
            col, die, delta, lab = rng.choice(COLUMNS), rng.randrange(64), rng.choice([1, -1]), rng.randrange(4)
            attempt = {Remove: Remove(col), Adjust: Adjust(die, delta), Transfer: Transfer(die, lab),
                       Study: Study("purge#1")}[kind]
            try:
                game.check(attempt)
            except IllegalMove as error:
                yield Said("error", narrator.error(error, before)), game
        if step % 9 == 0:
            for name in narrator.query_names():
                try:
                    answer = narrator.query(name, before, **query_args(rng, name, game))
                except QueryError as refusal:
                    answer = str(refusal)
                yield Said(f"query:{name}", answer), game
        happened = game.apply(rng.choice(game.legal_moves()))
        for text in narrator.events(happened, game.view(), before):
            yield Said("event", text), game
