"""Playing Tesseract in tests: exact positions, forced chance, moves, short reads of the view.

The engine's rules tests and the content's effect tests share it (``from kit.game import ...``;
pytest puts ``tests/`` on ``sys.path``). One signature per helper: ``choose(game, kind, option)``
everywhere, ``of(events, EventClass)``.
"""

from __future__ import annotations

from typing import Any, TypeVar

import pytest

from alea.tesseract.engine import Action, Choice, Config, End, Game, IllegalMove, action
from alea.tesseract.engine import events as ev
from alea.tesseract.engine.requests import Decision, Turn

E = TypeVar("E", bound=ev.Event)

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


def choose(game: Game, kind: str | None, option: Any) -> list[ev.Event]:
    """Answer the pending decision (of ``kind``; None: whatever is asked) with the option
    ``option`` (not its index), which it must offer."""
    d = decision(game, kind)
    assert option in d.options, f"{option!r} not among {d.options!r}"
    return game.apply(Choice(list(d.options).index(option)))


def options(game: Game, kind: str) -> tuple[Any, ...]:
    """The options of the pending decision, which must be of ``kind``."""
    return decision(game, kind).options


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


def of(events: list[ev.Event], cls: type[E]) -> list[E]:
    """The events of one class."""
    return [e for e in events if isinstance(e, cls)]


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


# --- positions for the content's effect tests ----------------------------------------------
QUIET_TOWER = {"b2": [["purple", 1], ["purple", 2]], "c3": [["purple", 3]]}
"""Two removable dice over positions that bear no event on side 1 (purple 48, 49, 50)."""


def new_game(labs: list[dict[str, Any]], tower: dict | None = None, base: str = "1",
             **position: Any) -> Game:
    """A game from an exact position with these labs and (by default) the quiet tower.

    Dice are numbered colour by colour (yellow 0-15 ...), the numbers these tests name."""
    pos = {"tower": QUIET_TOWER if tower is None else tower, "labs": labs, "numbering": "colour", **position}
    return Game.new(Config(players=len(labs), base=base, position=pos))


def lab_dice(game: Game, lab: int) -> list[tuple[int, int]]:
    """(id, value) of a lab's dice."""
    return [(d.id, d.value) for d in game.view().labs[lab].dice]


def column(game: Game, col: str) -> list[tuple[int, int | None]]:
    """(id, value or None) of a column's dice, bottom first."""
    return [(t.die.id, t.die.value) for t in game.view().column(col).dice]


def transfer_lab1_to_lab2_with_both_consents(game: Game, die: int, colour: str,
                                              value: int) -> None:
    """Answer a transfer effect run by lab 0 that moves lab 1's only die into lab 2: the
    destination is asked (labs 0 and 2 offered), then both other labs consent (R-A3)."""
    assert options(game, "pick_lab") == (0, 2)
    choose(game, "pick_lab", 2)
    assert game.pending.lab == 1
    choose(game, "consent", True)
    assert game.pending.lab == 2
    events = choose(game, "consent", True)
    assert of(events, ev.DieTransferred) == [ev.DieTransferred(die, colour, value, 1, 2)]


def full_tower() -> dict[str, list[list[Any]]]:
    """All 64 dice in four full layers (nothing destroyed, no column lower than 4)."""
    colours = ("yellow", "orange", "blue", "purple")
    cols = [f"{f}{r}" for r in "1234" for f in "abcd"]
    return {col: [[colours[layer], (i + layer) % 6 + 1] for layer in range(4)]
            for i, col in enumerate(cols)}
