"""Helpers for the engine scenario tests: exact positions, forced chance, short reads of the view.

Imported by the ``test_rules_*`` files of this folder (pytest puts the folder on ``sys.path``).
"""

from __future__ import annotations

from typing import Any

import pytest

from alea.tesseract.engine import Action, Choice, Config, End, Game, IllegalMove, action
from alea.tesseract.engine.requests import Decision, Turn

Y, O, B, P = "yellow", "orange", "blue", "purple"


def lab(researcher: str = "archivist", dice: list | None = None, hand: list | None = None) -> dict:
    """A lab of a position."""
    return {"researcher": researcher, "dice": dice or [], "hand": hand or []}


def start(tower: dict, labs: list | None = None, *, players: int | None = None, base: str = "1",
          variants: tuple[str, ...] | None = None, edition: str = "cs",
          auto_consent: bool = False, seed: int = 0, **rest: Any) -> Game:
    """A game from an exact position (see alea.tesseract.engine.position), dice numbered colour by colour.

    ``labs`` defaults to two quiet researchers (archivist, statistician) with empty labs;
    ``variants`` defaults to the edition's own (none for the Czech revision).
    """
    labs = labs if labs is not None else [lab("archivist"), lab("statistician")]
    players = players if players is not None else len(labs)
    position = {"tower": tower, "labs": labs, "numbering": "colour", **rest}
    return Game.new(Config(players=players, base=base, seed=seed, edition=edition,
                           variants=frozenset(variants) if variants is not None else None,
                           auto_consent=auto_consent, position=position))


def col_ids(game: Game, col: str) -> list[int]:
    """Die ids of a column, bottom first."""
    return [t.die.id for t in game.view().column(col).dice]


def top(game: Game, col: str) -> int:
    """The top die of a column."""
    return col_ids(game, col)[-1]


def lab_ids(game: Game, index: int) -> list[int]:
    """Die ids of a lab, in order."""
    return [d.id for d in game.view().labs[index].dice]


def lab_values(game: Game, index: int) -> list[int]:
    """Values of a lab's dice, in order."""
    return [d.value for d in game.view().labs[index].dice]


def primed(game: Game) -> list[tuple[int, int]]:
    """The primed area as (die, value) pairs."""
    return [(d.id, d.value) for d in game.view().primed]


def primed_values(game: Game) -> list[int]:
    """Values in the primed area, in order."""
    return [d.value for d in game.view().primed]


def destroyed_ids(game: Game) -> list[int]:
    """Die ids of the destroyed pool."""
    return [d.id for d in game.view().destroyed]


def value_of(game: Game, die: int) -> int | None:
    """A die's value as the view shows it."""
    return game.view().die(die).value


def decision(game: Game, kind: str | None = None) -> Decision:
    """The pending decision (of ``kind`` when given)."""
    pending = game.pending
    assert isinstance(pending, Decision), f"expected a decision, got {pending!r}"
    if kind is not None:
        assert pending.kind == kind, f"expected a {kind} decision, got {pending.kind}"
    return pending


def choose(game: Game, option: Any, kind: str | None = None) -> list:
    """Answer the pending decision with the option ``option`` (not its index)."""
    d = decision(game, kind)
    assert option in d.options, f"{option!r} not among {d.options!r}"
    return game.apply(Choice(list(d.options).index(option)))


def act(game: Game, kind: str, **fields: Any) -> list:
    """Apply an action."""
    return game.apply(action(kind, **fields))


def end(game: Game) -> list:
    """End the action phase (the threat phase follows)."""
    return game.apply(End())


def refused(game: Game, move: Any) -> IllegalMove:
    """Assert ``move`` is illegal and changes nothing; returns the error."""
    before = game.view()
    record = game.record
    with pytest.raises(IllegalMove) as info:
        game.apply(move)
    assert game.view() == before
    assert game.record == record
    return info.value


def reason(game: Game, kind: str, **fields: Any) -> str:
    """The reason code of an illegal action (asserting nothing changed)."""
    return refused(game, action(kind, **fields)).reason


def kinds(events: list) -> list[str]:
    """The kinds of a list of events."""
    return [e.kind for e in events]


def of(events: list, kind: str) -> list:
    """The events of one kind."""
    return [e for e in events if e.kind == kind]


def actions(game: Game, kind: str) -> list[Action]:
    """The legal actions of one kind."""
    return [m for m in game.legal_moves() if isinstance(m, Action) and m.kind == kind]


def is_turn(game: Game, lab_index: int, actions_left: int) -> bool:
    """Whether the game waits for ``lab_index``'s action with that many actions left."""
    return game.pending == Turn(lab_index, actions_left)


# A quiet filler for positions: dice in columns without events on side 1 (b1, c1, a2, b2, d2,
# a3, c3, d3, b4, c4 hold none), so that a threat phase has an edge cube and nothing else happens.
def quiet(value: int = 6, colour: str = P) -> list:
    """A one-die column."""
    return [[colour, value]]


# --- random setups with chosen chance outcomes ---------------------------------------------
REVERSED: list[int] = list(range(63, -1, -1))
"""A tower order: position k (layer k // 16 + 1, column COLUMNS[k % 16]) gets the colour of
die 63 - k of the box (purple in layer 1, blue in 2, orange in 3, yellow on top)."""
QUIET_RESEARCHERS = ("archivist", "statistician", "xenolinguist", "crisis")


def die_at(order: list[int], col: str, layer: int) -> int:
    """The id of the die that starts at ``col``/``layer`` (R-S1): dice are numbered by their
    starting position, whatever the shuffle ``order`` (which only decides colours), so that
    an id never tells a hidden colour (R-G4)."""
    from alea.tesseract.engine.geometry import COLUMNS

    del order  # the shuffle decides which die of the box stands there, not its id
    return (layer - 1) * 16 + COLUMNS.index(col)


def box_die(order: list[int], col: str, layer: int) -> int:
    """Which die of the box (the index into the 64 rolled values) the shuffle ``order`` puts
    at ``col``/``layer`` (R-S1)."""
    return order[die_at(order, col, layer)]


def set_up(labs: int, values: list[int], *, order: list[int] | None = None,
           players: int | None = None, researchers: tuple[str, ...] | None = QUIET_RESEARCHERS,
           researcher_perm: list[int] | None = None, variants: tuple[str, ...] = (),
           containment: list[int] | None = None, decks: dict[int, list[int]] | None = None,
           base: str = "1", seed: int = 0) -> Game:
    """A new game whose setup chance outcomes are chosen: the tower order (a permutation of
    64), the 64 values, the researchers' shuffle (when dealt), the containment and deck
    shuffles. It is built by replaying a record holding those outcomes, so it stops at the
    first decision of setup (a lab choosing its corner, R-S5)."""
    from alea.tesseract.engine import Record

    players = players if players is not None else labs
    chosen = researchers[:labs] if researchers is not None else None
    config = Config(players=players, base=base, seed=seed, researchers=chosen,
                    variants=frozenset(variants))
    decks = decks or {}
    entries = [{"c": list(order if order is not None else REVERSED)}, {"c": list(values)}]
    if chosen is None:
        entries.append({"c": list(researcher_perm if researcher_perm is not None
                                  else range(11))})
    entries.append({"c": list(containment if containment is not None else range(9))})
    for level, size in ((2, 16), (3, 14), (4, 11)):
        entries.append({"c": list(decks.get(level, range(size)))})
    return Game.from_record(Record(config, tuple(entries)))


def finish_turn(game: Game, value: int = 6) -> None:
    """End the action phase with the threat prime showing ``value``, answering any decision
    with its first option, until the next turn (or the end of the game)."""
    from alea.tesseract.engine.requests import Turn as _Turn

    game.force([value])
    end(game)
    while game.pending is not None and not isinstance(game.pending, _Turn):
        game.apply(Choice(0))


def corner_values() -> list[int]:
    """64 values: every die 6 but the layer-3 corners of the REVERSED tower:
    a1 -> 4, d1 -> 2 (the lowest), a4 -> 5, d4 -> 3."""
    values = [6] * 64
    for col, v in (("a1", 4), ("d1", 2), ("a4", 5), ("d4", 3)):
        values[box_die(REVERSED, col, 3)] = v
    values[box_die(REVERSED, "b2", 4)] = 1
    return values
