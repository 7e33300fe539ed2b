"""Fixed positions for the narration tests, built through the engine's public API
(``Config(position=...)``, documented in ``alea.tesseract.engine.position``)."""

from __future__ import annotations

from alea.tesseract.engine import Config, Contain, Game

COLOURS = ("purple", "blue", "orange", "yellow")

HEIGHTS = {
    "a4": 3, "b4": 4, "c4": 3, "d4": 3,
    "a3": 3, "b3": 0, "c3": 4, "d3": 2,
    "a2": 3, "b2": 4, "c2": 3, "d2": 1,
    "a1": 3, "b1": 3, "c1": 2, "d1": 0,
}
"""Column heights of the mid-game position: b3 and d1 are empty (their events, Chain
Reaction and Accelerate on side 2, were revealed); d2's single die is the edge cube,
with Fortify under it."""


def _tower() -> dict[str, list[list]]:
    tower, n = {}, 0
    for col, height in HEIGHTS.items():
        stack = []
        for _ in range(height):
            stack.append([COLOURS[n % 4], (n * 5 + 3) % 6 + 1])
            n += 1
        tower[col] = stack
    return tower


def midgame() -> Game:
    """Turn of lab 1 (Quantum Chemist, full lab, three cards); lab 2 (Statistician) is empty.

    Hidden dice in the tower, two empty columns with revealed events, a primed area one
    die from a breach on 3 and from a double breach on 5, a partly filled board, and
    containment cards in every status but "lost" and "used" (one of each of those too).
    """
    position = {
        "tower": _tower(),
        "labs": [
            {"researcher": "chemist",
             "dice": [["yellow", 2], ["yellow", 3], ["yellow", 4], ["blue", 4], ["purple", 4], ["orange", 4]],
             "hand": ["calibrate", "purge", "reconstruct"]},
            {"researcher": "statistician", "dice": [], "hand": []},
        ],
        "primed": [["orange", 3], ["blue", 3], ["purple", 5], ["orange", 5], ["yellow", 5], ["blue", 5],
                   ["purple", 5]],
        "board": [["yellow", 1], ["orange", 1], ["blue", 1], ["yellow", 6]],
        "breach": 2,
        "containment": {"1": ["seal", "up"], "2": ["singularity", "down"], "3": ["dilation", "unlocked"],
                        "4": ["harvest", "used"], "5": ["equilibrium", "lost"], "6": ["restoration", "down"]},
    }
    return Game.new(Config(players=2, base="2", seed=11, position=position))


def lab_die(game: Game, lab: int, colour: str, value: int) -> int:
    """The id of a die of a lab, found by what it shows."""
    return next(d.id for d in game.view().labs[lab].dice if (d.colour, d.value) == (colour, value))


def contain_run(game: Game) -> list:
    """Lab 1 contains yellow 3 from its run yellow 2-3-4 (a decision follows)."""
    group = tuple(sorted(lab_die(game, 0, "yellow", v) for v in (2, 3, 4)))
    return game.apply(Contain(group=group, die=lab_die(game, 0, "yellow", 3)))


def untouched(seed: int = 5) -> Game:
    """A full Tesseract where every die whose top was never seen shows 1 and every seen top
    shows 2 to 6; the twelve dice with no open face at all are the only orange ones below
    the top layer (for the R-G4 tests: a "1" or an inner colour named would be a leak)."""
    inner = {"b2", "c2", "b3", "c3"}
    others = ["yellow", "blue", "purple"]
    tower, n, tops = {}, 0, 0
    for col in HEIGHTS:
        stack = []
        for layer in (1, 2, 3):
            if col in inner:
                stack.append(["orange", 1])
            else:
                stack.append([others[n % 3], 1])
                n += 1
        top_colour = "orange" if col in inner else others[n % 3]
        n += 0 if col in inner else 1
        stack.append([top_colour, 2 + tops % 5])
        tops += 1
        tower[col] = stack
    position = {"tower": tower, "labs": [{"researcher": "chemist"}, {"researcher": "nuclear"}]}
    return Game.new(Config(players=2, base="3", seed=seed, position=position))
