"""R-G4 in games started from a position: a die's id never tells a hidden colour (issue 10)."""

from __future__ import annotations

from alea.tesseract.engine import Config, Game
from alea.tesseract.engine.geometry import COLUMNS

TOWER = {"a1": [["purple", 2], ["yellow", 4]], "b1": [["yellow", 1]], "d4": [["blue", 3], ["orange", 6], ["purple", 1]]}
LABS = [{"researcher": "chemist", "dice": [["orange", 5]]}, {"researcher": "nuclear", "dice": [["purple", 6]]}]


def test_R_G4_a_position_numbers_tower_dice_by_their_place_as_a_random_setup_does() -> None:
    game = Game.new(Config(players=2, position={"tower": TOWER, "labs": LABS}))
    view = game.view()
    for col, stack in TOWER.items():
        ids = [t.die.id for t in view.column(col).dice]
        assert ids == [COLUMNS.index(col) + 16 * layer for layer in range(len(stack))]
    # the same places hold the same ids whatever colours stand there: an id says nothing of a colour
    swapped = {col: [[{"purple": "yellow", "yellow": "purple"}.get(c, c), v] for c, v in stack]
               for col, stack in TOWER.items()}
    other = Game.new(Config(players=2, position={"tower": swapped, "labs": LABS})).view()
    for col in TOWER:
        assert [t.die.id for t in other.column(col).dice] == [t.die.id for t in view.column(col).dice]
    # the dice outside the tower, all in sight, take the ids left, and all 64 are accounted for
    lab_ids = [d.id for lab in view.labs for d in lab.dice]
    assert lab_ids == [2, 3]  # 0, 1, 15, 16, 31 and 47 are tower places
    assert len({d.id for d in view.destroyed} | set(lab_ids) | {t.die.id for c in COLUMNS
                                                                 for t in view.column(c).dice}) == 64


def test_R_G4_colour_numbering_is_only_what_a_position_asks_for() -> None:
    game = Game.new(Config(players=2, position={"tower": TOWER, "labs": LABS, "numbering": "colour"}))
    assert [t.die.id for t in game.view().column("a1").dice] == [48, 0]
