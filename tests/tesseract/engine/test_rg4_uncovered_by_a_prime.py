"""R-G4: a die's value is known once its top face has been open, its colour once any face has been.

A prime lifts a die off the Tesseract, rolls it, lets the Chronophysicist adjust it, checks the
breach, and only then tells what the lift uncovered (the key fact first). Before, the die under it
stayed "hidden" in the view meanwhile: while the adjust question waited, and for good when that
breach lost the game. These tests name the rule: the view shows what is open, whenever it is asked.
"""

from __future__ import annotations

from alea.tesseract.engine import End
from kit.game import choose, column, new_game, options

TOWER = {"c3": [["purple", 5], ["purple", 3]]}
"""c3 holds two purple dice: the 5 below (id 48), the 3 on top (id 49), the edge cube primed."""


def chrono_game(breach: int = 0) -> object:
    """The Chronophysicist's threat phase priming c3's top die (rolled a 4); three primed 4s wait."""
    game = new_game([{"researcher": "chrono"}, {"researcher": "chemist"}], tower=TOWER,
                    primed=[["orange", 4], ["blue", 4], ["yellow", 4]], breach=breach)
    game.force([4])
    game.apply(End())
    return game


def test_rg4_a_die_uncovered_by_a_prime_shows_its_value_while_the_adjust_question_waits() -> None:
    game = chrono_game()
    assert options(game, "chrono_adjust") == (0, 1, -1)  # the question waits
    assert column(game, "c3") == [(48, 5)]  # R-G4: its top face is open, so its value is known
    die = game.view().column("c3").dice[0]
    assert die.die.colour == "purple" and "top" in die.open_faces


def test_rg4_the_last_view_after_a_loss_by_breach_shows_the_uncovered_value() -> None:
    game = chrono_game(breach=6)
    choose(game, "chrono_adjust", 0)  # four primed 4s: the breach opens to 7 and the game is lost
    view = game.view()
    assert game.pending is None and view.breach >= 7
    assert column(game, "c3") == [(48, 5)]  # R-G4: shown, not "hidden", in the final view
