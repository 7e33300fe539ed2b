"""Refusals in words: one short sentence per reason code of the engine and the kernel."""

from __future__ import annotations

from typing import Any

from .speaker import Speaker


def narrate(voice: Speaker, reason: str, data: dict[str, Any]) -> str:
    """The sentence of an IllegalMove's reason (with its data)."""
    v = voice
    say = {
        "game_over": lambda: v._("The match is over."),
        "decision_pending": lambda: v._("First answer the question."),
        "no_decision_pending": lambda: v._("There is no question to answer."),
        "bad_choice": lambda: v._("No such choice."),
        "bad_argument": lambda: v._("That is not a move."),
        "nothing_to_undo": lambda: v._("Nothing to undo in this turn."),
        "undo_barrier": lambda: v._("Cannot undo past a roll or a drawn card."),
        "not_allowed_in_mode": lambda: v._("Not part of this game."),
        "first_turn_roll": lambda: v._("First turn. Cards only, roll the dice."),
        "cannot_end": lambda: v._("First turn. Roll the dice first."),
        "letter_used": lambda: v._("Action {letter} was already taken this turn.",
                                   letter=data.get("letter", "?")),
        "two_actions": lambda: v._("Two actions were already taken this turn."),
        "exchange_whole_turn": lambda: v._("The exchange at the manager is the whole turn."),
        "no_roll": lambda: v._("No dice roll this turn, a Chance card forbids it."),
        "no_build": lambda: v._("No building this turn, a Chance card forbids it."),
        "no_trade": lambda: v._("No trading with {player}, a Chance card forbids it.",
                                player=v.player(data.get("player"))),
        "final_round": lambda: v._("No trading in the final round."),
        "placement_limit": lambda: v.n_("Only {n} piece may be placed this turn.",
                                        "Only {n} pieces may be placed this turn.",
                                        int(data.get("limit", 1))),
        "not_free": lambda: v._("No free piece {piece}.", piece=data.get("piece", "?")),
        "unknown_piece": lambda: v._("No piece called {piece}.", piece=data.get("piece", "?")),
        "bad_square": lambda: v._("{square} is not a square name.", square=data.get("square", "?")),
        "outside": lambda: v._("{square} is outside the diagram.", square=data.get("square", "?")),
        "not_empty": lambda: v._("{square} is already covered.", square=data.get("square", "?")),
        "not_shape": lambda: v._("Those squares do not make that piece."),
        "no_placed": lambda: v._("No placed piece {label}.", label=data.get("label", "?")),
        "same_piece": lambda: v._("The new piece must be a different one."),
        "bad_board": lambda: v._("No such diagram."),
        "cannot_pay": lambda: v._("Not enough T, {total} of {amount}.",
                                  total=data.get("total", 0), amount=data.get("amount", 0)),
        "display_empty": lambda: v._("The display is empty."),
        "card_not_in_hand": lambda: v._("That card is not in your hand."),
        "card_not_usable": lambda: v._("That card cannot be used now."),
        "jokers_only": lambda: v._("Only Jokers are cashed together."),
        "bad_target": lambda: v._("No such other player."),
        "offer_empty": lambda: v._("An offer moves pieces one way and T the other way."),
        "offer_limit": lambda: v._("At most 10 offers in one trade."),
    }
    return say[reason]()
