"""One message per engine event, as a seat may know it (T-H: hidden facts were removed from
the event before it reaches narration)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from alea.tetrikon.engine.events import Event

from .board import diagram_name
from .speaker import Speaker

Say = Callable[[Speaker, Event], str]


def _values(voice: Speaker, values: list[Any]) -> str:
    return voice.join([str(v) for v in values])


def _turn_started(v: Speaker, e: Event) -> str:
    who = dict(player=v.player(e.player), round=e.data["round"])
    text = v.pick(v.p_("terse", "{player}, round {round}.", **who),
                  v._("Turn of {player}, round {round}.", **who))
    if e.data["final"]:
        text += " " + v.pick(v.p_("terse", "Last turn."), v._("Final turn, no trading."))
    if e.data["first"]:
        text += " " + v.pick(v.p_("terse", "Roll only."), v._("First turn, roll only."))
    return text


def _start_roll(v: Speaker, e: Event) -> str:
    """T-S7: each player's one die, said as a roll ("Player 1 rolls 6"), then a tie's reroll."""
    rolls = [(v.player(int(p)), x) for p, x in e.data["rolls"].items()]
    if v.terse:
        text = v.headed(v.p_("terse", "Start die"), [f"{who} {x}" for who, x in rolls])
    else:
        said = [v._("{player} rolls {value}", player=who, value=x) for who, x in rolls]
        text = v._("Starting roll, one die each. {rolls}.", rolls=v.join(said))
    if len(e.data.get("tied", ())) > 1:
        text += ("\n" if v.terse else " ") + v.pick(v.p_("terse", "Tie, again."),
                                                     v._("A tie, the highest roll again."))
    return text


def _rolled(v: Speaker, e: Event) -> str:
    a, b = e.data["dice"]
    if e.data["doubles"]:
        return v._("Roll {a} and {b}, total {sum}, doubles.", a=a, b=b, sum=e.data["sum"])
    return v._("Roll {a} and {b}, total {sum}.", a=a, b=b, sum=e.data["sum"])


def _key(v: Speaker, e: Event) -> str:
    """What the roll's key gives (T-A2): "Takes", since most rolls leave no choice."""
    option = e.data["option"]
    if option == "treasury":
        return v.n_("Takes {n} Treasury card.", "Takes {n} Treasury cards.", e.data["count"])
    if option == "chance":
        return v._("Takes a Chance card.")
    return v._("Takes a piece from the display.")


def _drawn(v: Speaker, e: Event) -> str:
    n = e.data["count"]
    if n == 0:
        return v._("The Treasury is empty, nothing drawn.")
    if "values" in e.data:
        return v.n_("{player} draws {n} T card, {values}.", "{player} draws {n} T cards, {values}.",
                    n, player=v.player(e.player), values=_values(v, e.data["values"]))
    return v.n_("{player} draws {n} T card.", "{player} draws {n} T cards.", n,
                player=v.player(e.player))


def _chance(v: Speaker, e: Event) -> str:
    if "card" in e.data:
        card = v.card(e.data["card"])
        if v.terse:
            return v._("Chance card {card}.", card=card)
        # the card is read here, and only here: its name, then its own text as printed (issue 24)
        return v._("Chance card drawn, {card}. {text}", card=card, text=v.card_text(e.data["card"]))
    return v._("{player} draws a Chance card.", player=v.player(e.player))


def _kept(v: Speaker, e: Event) -> str:
    if "card" in e.data:
        return v._("Card kept, {card}.", card=v.card(e.data["card"]))
    return v._("{player} keeps a card.", player=v.player(e.player))


def _die(v: Speaker, e: Event) -> str:
    if e.player is None:
        return v._("The manager rolls {value}.", value=e.data["value"])
    return v._("Die {value}.", value=e.data["value"])


def _taken(v: Speaker, e: Event) -> str:
    if e.data["position"] is None:
        return v._("The display is empty, nothing taken.")
    return v._("{player} takes {piece} from position {position}.", player=v.player(e.player),
               piece=v.piece(e.data["piece"]), position=e.data["position"])


def _placed(v: Speaker, e: Event) -> str:
    return v._("{player} places {piece} {label} on {squares}.", player=v.player(e.player),
               piece=v.piece(e.data["piece"]), label=e.data["label"],
               squares=" ".join(e.data["squares"]))


def _paid(v: Speaker, e: Event) -> str:
    to = e.data["to"]
    if to is None:
        return v._("{player} pays {amount} T to the manager.", player=v.player(e.player),
                   amount=e.data["amount"])
    return v._("{player} pays {amount} T to {other}.", player=v.player(e.player),
               amount=e.data["amount"], other=v.player(to))


def _offer(v: Speaker, e: Event) -> str:
    give, get = v.trade_sides(e.data)
    who = dict(player=v.player(e.player), other=v.player(e.data["to"]), give=give, get=get)
    return v.pick(v.p_("terse", "{player} to {other}, {give} for {get}.", **who),
                  v._("{player} offers {give} to {other} for {get}.", **who))


def _answered(v: Speaker, e: Event) -> str:
    if e.data["accepted"]:
        return v._("{player} accepts.", player=v.player(e.player))
    return v._("{player} refuses.", player=v.player(e.player))


def _given(v: Speaker, e: Event) -> str:
    if e.data["to"] is None:
        return v._("{player} gives {piece} to the manager.", player=v.player(e.player),
                   piece=v.piece(e.data["piece"]))
    return v._("{player} gives {piece} to {other}.", player=v.player(e.player),
               piece=v.piece(e.data["piece"]), other=v.player(e.data["to"]))


def _inflation(v: Speaker, e: Event) -> str:
    pieces = e.data["what"] == "pieces"
    if v.terse:
        head = v.p_("terse", "Inflation, pieces given") if pieces else v.p_("terse", "Inflation, T cards given")
        return v.headed(head, [f"{v.player(int(p))} {n}" for p, n in e.data["shares"].items()])
    if pieces:
        shares = v.join([v.n_("{player} gives {n} piece", "{player} gives {n} pieces", n, player=v.player(int(p)))
                         for p, n in e.data["shares"].items()])
        return v._("Inflation of pieces, {shares}.", shares=shares)
    shares = v.join([v.n_("{player} gives {n} T card", "{player} gives {n} T cards", n, player=v.player(int(p)))
                     for p, n in e.data["shares"].items()])
    return v._("Inflation of T cards, {shares}.", shares=shares)


def _completed(v: Speaker, e: Event) -> str:
    who = v.player(e.player)
    if e.data["first"]:
        return v.pick(v.p_("terse", "{player} completes, game closed!", player=who),
                      v._("{player} completes the diagram and closes the game!", player=who))
    return v.pick(v.p_("terse", "{player} completes too.", player=who),
                  v._("{player} completes the diagram too.", player=who))


def _scored(v: Speaker, e: Event) -> str:
    game = e.data["game"] + 1
    if v.terse:
        return v.headed(v.p_("terse", "Game {game}, penalties", game=game),
                        [f"{v.player(i)} {pen}" for i, pen in enumerate(e.data["penalties"])])
    parts = [v._("{player} has {penalty}", player=v.player(i), penalty=pen)
             for i, pen in enumerate(e.data["penalties"])]
    return v._("Penalties of game {game}, {parts}.", game=game, parts=v.join(parts))


def _over(v: Speaker, e: Event) -> str:
    order = sorted(range(len(e.data["places"])), key=lambda i: e.data["places"][i])
    if v.terse:
        return v.headed(v.p_("terse", "Match over, penalties"),
                        [f"{e.data['places'][i]}. {v.player(i)} {e.data['totals'][i]}" for i in order])
    parts = [v.n_("{place}. {player} with {n} penalty point", "{place}. {player} with {n} penalty points",
                  e.data["totals"][i], place=e.data["places"][i], player=v.player(i)) for i in order]
    return v._("Match over. {parts}.", parts=v.join(parts))


SAY: dict[str, Say] = {
    "match_started": lambda v, e: v.n_("Tetrikon, {n} game.", "Tetrikon, {n} games.",
                                       len(e.data["letters"]) or 1),
    "game_started": lambda v, e: v.pick(
        v.p_("terse", "Game {game}, {diagrams}", game=e.data["game"] + 1,
             diagrams=" ".join(map(diagram_name, e.data["diagrams"]))),
        v._("Game {game}, diagrams {diagrams}.", game=e.data["game"] + 1, diagrams=v.join([diagram_name(d) for d in e.data["diagrams"]]))),
    "start_roll": _start_roll,
    "starter": lambda v, e: v._("{player} starts.", player=v.player(e.player)),
    "turn_started": _turn_started,
    "card_returned": lambda v, e: v._("{player} hands in the card {card}.", player=v.player(e.player),
                                      card=v.card(e.data["card"])),
    "rolled": _rolled,
    "key_chosen": _key,
    "tcards_drawn": _drawn,
    "chance_drawn": _chance,
    "card_used": lambda v, e: v._("{player} plays the card {card}.", player=v.player(e.player),
                                  card=v.card(e.data["card"])),
    "card_kept": _kept,
    "card_wasted": lambda v, e: v._("Card {card}, nothing happens.", card=v.card(e.data["card"])),
    "die_rolled": _die,
    "piece_taken": _taken,
    "display_refilled": lambda v, e: v._("Position {position} refilled with {piece}.",
                                         position=e.data["position"],
                                         piece=v.piece(e.data["piece"])),
    "piece_to_bag": lambda v, e: v._("{piece} goes into the bag.", piece=v.piece(e.data["piece"])),
    "placed": _placed,
    "taken_out": lambda v, e: v._("{player} takes {label} {piece} out of the diagram.",
                                  player=v.player(e.player), label=e.data["label"],
                                  piece=v.piece(e.data["piece"])),
    "paid": _paid,
    "bank_paid": lambda v, e: v._("The manager pays {amount} T to {player}.",
                                  player=v.player(e.player), amount=e.data["amount"]),
    "offer": _offer,
    "offer_answered": _answered,
    "traded": lambda v, e: v._("Trade closed."),
    "swap": lambda v, e: v._("{player} swaps {gave} for {got} with {other}.",
                             player=v.player(e.player), gave=v.piece(e.data["gave"]),
                             got=v.piece(e.data["got"]), other=v.player(e.data["with_player"])),
    "piece_given": _given,
    "discarded": lambda v, e: v.n_("{player} discards {n} card.", "{player} discards {n} cards.",
                                   e.data["count"], player=v.player(e.player)),
    "restricted": lambda v, e: v._("The card {card} lies in front of {player}.", card=v.card(e.data["card"]),
                                   player=v.player(e.player)),
    "immunity": lambda v, e: v._("{player} shows Immunity.", player=v.player(e.player)),
    "treasury_reshuffled": lambda v, e: v.pick(
        v.np_("terse", "New Treasury, {n} card.", "New Treasury, {n} cards.", e.data["size"]),
        v.n_("The returned cards become the Treasury, {n} card.",
             "The returned cards become the Treasury, {n} cards.", e.data["size"])),
    "chance_reshuffled": lambda v, e: v._("The Chance deck is shuffled."),
    "inflation": _inflation,
    "limit_raised": lambda v, e: v._("{player} may place 2 pieces this turn.",
                                     player=v.player(e.player)),
    "completed": _completed,
    # T-V1 played as a round limit (no clock unless asked): say the limit, not "time"
    "time_up": lambda v, e: v.pick(v.p_("terse", "Round limit, last turn {player}.", player=v.player(e.player)),
                                   v._("Round limit reached, {player} plays the last turn.",
                                       player=v.player(e.player))),
    "final_round": lambda v, e: v.pick(v.p_("terse", "Final round, one turn each."),
                                       v._("Final round, each other player has one more turn.")),
    "turn_ended": lambda v, e: v._("End of turn."),
    "game_scored": _scored,
    "match_over": _over,
}
"""Every event kind's message."""


def narrate(voice: Speaker, event: Event) -> str:
    """The message of one event; a card text's own full stop or exclamation mark ends the
    sentence ("Náhoda: nelze obch.", not "obch..")."""
    text = SAY[event.kind](voice, event)
    return re.sub(r"([.!])\.(?=\s|$)", r"\1", text)
