"""A message for every reason code of :data:`alea.tesseract.engine.errors.REASONS`.

The engine raises ``IllegalMove(reason, **data)``; the message says what is wrong
first, then (in normal and verbose mode) why or what to do. Data the engine gives
(a column, a die, a lab) is named as the players know it (R-G4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from alea.narration import N_
from alea.tesseract.engine.errors import IllegalMove
from alea.tesseract.narration import dice, names
from alea.tesseract.narration.speaker import Speaker, capitalized
from alea.tesseract.narration.viewing import PlayerView, die_by_id


def _die(sp: Speaker, data: dict[str, Any], view: PlayerView | None) -> str:
    if "die" in data and view is not None:
        return dice.die(sp, *die_by_id(view, data["die"]))
    return sp.p_("die", "that die")


def _msg(terse: str, normal: str, verbose: str | None = None) -> Callable[[Speaker, dict[str, Any], PlayerView | None], str]:
    """An error message from three templates, filled with the error's data (names made readable)."""

    def say(sp: Speaker, data: dict[str, Any], view: PlayerView | None) -> str:
        values = {
            "col": data.get("col", ""),
            "die": _die(sp, data, view),
            "lab": data["lab"] + 1 if isinstance(data.get("lab"), int) else "",
            "value": data.get("value", ""),
            "card": names.name(sp, "research", data["card"]) if "card" in data and _is_research(sp, data["card"])
            else (names.name(sp, "containment", data["card"]) if "card" in data else ""),
            "level": data.get("level", ""),
            "space": dice.die(sp, data["colour"], data["value"]) if "colour" in data and "value" in data else "",
        }
        text = sp._(terse if sp.terse else normal, **values)
        if sp.verbose and verbose:
            text = sp.also(text, sp._(verbose, **values))
        return text

    return say


def _is_research(sp: Speaker, uid: str) -> bool:
    return names.card_id(uid) in sp.content.ids("research")


MESSAGES: dict[str, Callable[[Speaker, dict[str, Any], PlayerView | None], str]] = {
    "game_over": _msg(N_("Game over"), N_("The game is over, nothing more can be played.")),
    "not_your_turn": _msg(N_("Not now"), N_("Not now, the game waits for something else.")),
    "decision_pending": _msg(N_("Answer first"), N_("First answer the question. Choose one of the numbered options.")),
    "no_decision_pending": _msg(N_("No question asked"), N_("No question is asked, there is nothing to choose.")),
    "bad_choice": _msg(N_("No such option"), N_("No such option. Choose one of the numbers offered.")),
    "unknown_action": _msg(N_("Unknown action"), N_("That action does not exist in this game.")),
    "bad_argument": _msg(N_("Incomplete move"), N_("That move lacks something or names something wrong.")),
    "no_actions_left": _msg(N_("No action left"), N_("No action left this turn. End the action phase."),
                            N_("Cards remain free to play.")),
    "empty_column": _msg(N_("{col} empty"), N_("Column {col} is empty.")),
    "not_removable": _msg(N_("{col} not removable"), N_("The top die of {col} is not removable."),
                          N_("A die is removable with its top and at least two side faces open.")),
    "lab_full": _msg(N_("L{lab} full"), N_("No free space in lab {lab}."),
                     N_("Contain, transfer or play a card to make room.")),
    "not_in_reach": _msg(N_("{die} out of reach"), N_("{die} is not where this action can take it from.")),
    "value_limit": _msg(N_("{die}, limit"), N_("{die} cannot go that way. A 6 never turns to 1, a lab 1 never goes down."),
                        N_("Only a primed 1 may go down, and it is destroyed.")),
    "same_lab": _msg(N_("Same lab"), N_("The die is already in lab {lab}. A transfer goes to another lab.")),
    "no_higher_deck": _msg(N_("No higher deck"), N_("{card} cannot be studied, no higher deck has cards."),
                           N_("A Level 4 card can never be studied.")),
    "not_your_card": _msg(N_("Not in hand"), N_("That card is not in your hand.")),
    "invalid_group": _msg(N_("Invalid group"), N_("Not a valid group. It takes 3 or more dice, one colour or all different, one value or a run."),
                          N_("The groups query lists every valid group of your lab.")),
    "space_filled": _msg(N_("{space} filled"), N_("The space for {space} is already filled on the containment board.")),
    "cannot_resolve": _msg(N_("Cannot resolve"), N_("That cannot be played now, it has nothing to act on.")),
    "card_not_unlocked": _msg(N_("Card {value} locked"), N_("The containment card of value {value} is not unlocked."),
                              N_("It unlocks when all 4 colours of value {value} are contained.")),
    "unique_used": _msg(N_("Unique used"), N_("That ability is already used this turn.")),
    "nothing_to_undo": _msg(N_("Nothing to undo"), N_("Nothing to undo in this turn.")),
    "undo_barrier": _msg(N_("Cannot undo"), N_("Cannot undo. A die was rolled, a card drawn or something revealed since."),
                         N_("Undo never steps back past chance or new knowledge.")),
}
"""Reason code -> its message."""


def narrate(sp: Speaker, error: IllegalMove, view: PlayerView | None = None) -> str:
    """The message of an ``IllegalMove``; ``view`` names its dice when given."""
    return capitalized(MESSAGES[error.reason](sp, dict(error.data), view))
