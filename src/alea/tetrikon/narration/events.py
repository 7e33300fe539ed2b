"""A message for every event class of :mod:`alea.tetrikon.engine.events`, as a seat may know it
(T-H: the table tells each seat an event through :func:`alea.kernel.events.visible_to`, so another
player's hidden facts are None before they reach narration).

Each event class has one function here, filed by ``@narrates(EventClass)`` (:data:`HANDLERS`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from alea.narration.registry import Registry
from alea.tetrikon.engine import events as ev

from .board import diagram_name
from .speaker import Speaker

Say = Callable[[Speaker, Any], str]

HANDLERS: Registry[type, Say] = Registry()
"""Event class -> the function that narrates it."""
narrates = HANDLERS.under
"""``@narrates(EventClass)`` declares the decorated function as that event's narration."""


def _values(voice: Speaker, values: Sequence[int]) -> str:
    return voice.join([str(v) for v in values])


@narrates(ev.MatchStarted)
def _match_started(v: Speaker, e: ev.MatchStarted) -> str:
    return v.n_("Tetrikon, {n} game.", "Tetrikon, {n} games.", len(e.letters) or 1)


@narrates(ev.GameStarted)
def _game_started(v: Speaker, e: ev.GameStarted) -> str:
    return v.pick(
        v.p_("terse", "Game {game}, {diagrams}", game=e.game + 1,
             diagrams=" ".join(map(diagram_name, e.diagrams))),
        v._("Game {game}, diagrams {diagrams}.", game=e.game + 1, diagrams=v.join([diagram_name(d) for d in e.diagrams])))


@narrates(ev.TurnStarted)
def _turn_started(v: Speaker, e: ev.TurnStarted) -> str:
    who = dict(player=v.player(e.player), round=e.round)
    text = v.pick(v.p_("terse", "{player}, round {round}.", **who),
                  v._("Turn of {player}, round {round}.", **who))
    if e.final:
        text += " " + v.pick(v.p_("terse", "Last turn."), v._("Final turn, no trading."))
    if e.first:
        text += " " + v.pick(v.p_("terse", "Roll only."), v._("First turn, roll only."))
    return text


@narrates(ev.StartRoll)
def _start_roll(v: Speaker, e: ev.StartRoll) -> str:
    """T-S7: each player's one die, said as a roll ("Player 1 rolls 6"), then a tie's reroll."""
    rolls = [(v.player(p), x) for p, x in e.rolls]
    if v.terse:
        text = v.headed(v.p_("terse", "Start die"), [f"{who} {x}" for who, x in rolls])
    else:
        said = [v._("{player} rolls {value}", player=who, value=x) for who, x in rolls]
        text = v._("Starting roll, one die each. {rolls}.", rolls=v.join(said))
    if len(e.tied) > 1:
        text += ("\n" if v.terse else " ") + v.pick(v.p_("terse", "Tie, again."),
                                                     v._("A tie, the highest roll again."))
    return text


@narrates(ev.Starter)
def _starter(v: Speaker, e: ev.Starter) -> str:
    return v._("{player} starts.", player=v.player(e.player))


@narrates(ev.CardReturned)
def _card_returned(v: Speaker, e: ev.CardReturned) -> str:
    return v._("{player} hands in the card {card}.", player=v.player(e.player), card=v.card(e.card))


@narrates(ev.Rolled)
def _rolled(v: Speaker, e: ev.Rolled) -> str:
    a, b = e.dice
    if e.doubles:
        return v._("Roll {a} and {b}, total {sum}, doubles.", a=a, b=b, sum=e.total)
    return v._("Roll {a} and {b}, total {sum}.", a=a, b=b, sum=e.total)


@narrates(ev.KeyChosen)
def _key(v: Speaker, e: ev.KeyChosen) -> str:
    """What the roll's key gives (T-A2): "Takes", since most rolls leave no choice."""
    if e.option == "treasury":
        return v.n_("Takes {n} Treasury card.", "Takes {n} Treasury cards.", e.count)
    if e.option == "chance":
        return v._("Takes a Chance card.")
    return v._("Takes a piece from the display.")


@narrates(ev.TcardsDrawn)
def _drawn(v: Speaker, e: ev.TcardsDrawn) -> str:
    n = e.count
    if n == 0:
        return v._("The Treasury is empty, nothing drawn.")
    if e.values is not None:
        return v.n_("{player} draws {n} T card, {values}.", "{player} draws {n} T cards, {values}.",
                    n, player=v.player(e.player), values=_values(v, e.values))
    return v.n_("{player} draws {n} T card.", "{player} draws {n} T cards.", n,
                player=v.player(e.player))


@narrates(ev.ChanceOpened)
@narrates(ev.ChanceDrawn)
def _chance(v: Speaker, e: ev.ChanceOpened | ev.ChanceDrawn) -> str:
    if e.card is not None:
        card = v.card(e.card)
        if v.terse:
            return v._("Chance card {card}.", card=card)
        # the card is read here, and only here: its name, then its own text as printed (issue 24)
        return v._("Chance card drawn, {card}. {text}", card=card, text=v.card_text(e.card))
    return v._("{player} draws a Chance card.", player=v.player(e.player))


@narrates(ev.CardUsed)
def _card_used(v: Speaker, e: ev.CardUsed) -> str:
    return v._("{player} plays the card {card}.", player=v.player(e.player), card=v.card(e.card))


@narrates(ev.CardKept)
def _kept(v: Speaker, e: ev.CardKept) -> str:
    if e.card is not None:
        return v._("Card kept, {card}.", card=v.card(e.card))
    return v._("{player} keeps a card.", player=v.player(e.player))


@narrates(ev.CardWasted)
def _card_wasted(v: Speaker, e: ev.CardWasted) -> str:
    return v._("Card {card}, nothing happens.", card=v.card(e.card))


@narrates(ev.DieRolled)
def _die(v: Speaker, e: ev.DieRolled) -> str:
    if e.player is None:
        return v._("The manager rolls {value}.", value=e.value)
    return v._("Die {value}.", value=e.value)


@narrates(ev.PieceTaken)
def _taken(v: Speaker, e: ev.PieceTaken) -> str:
    if e.position is None or e.piece is None:
        return v._("The display is empty, nothing taken.")
    return v._("{player} takes {piece} from position {position}.", player=v.player(e.player),
               piece=v.piece(e.piece), position=e.position)


@narrates(ev.DisplayRefilled)
def _refilled(v: Speaker, e: ev.DisplayRefilled) -> str:
    return v._("Position {position} refilled with {piece}.", position=e.position, piece=v.piece(e.piece))


@narrates(ev.PieceToBag)
def _to_bag(v: Speaker, e: ev.PieceToBag) -> str:
    return v._("{piece} goes into the bag.", piece=v.piece(e.piece))


@narrates(ev.Placed)
def _placed(v: Speaker, e: ev.Placed) -> str:
    return v._("{player} places {piece} {label} on {squares}.", player=v.player(e.player),
               piece=v.piece(e.piece), label=e.label, squares=" ".join(e.squares))


@narrates(ev.TakenOut)
def _taken_out(v: Speaker, e: ev.TakenOut) -> str:
    return v._("{player} takes {label} {piece} out of the diagram.", player=v.player(e.player),
               label=e.label, piece=v.piece(e.piece))


@narrates(ev.Paid)
def _paid(v: Speaker, e: ev.Paid) -> str:
    if e.to is None:
        return v._("{player} pays {amount} T to the manager.", player=v.player(e.player), amount=e.amount)
    return v._("{player} pays {amount} T to {other}.", player=v.player(e.player),
               amount=e.amount, other=v.player(e.to))


@narrates(ev.BankPaid)
def _bank_paid(v: Speaker, e: ev.BankPaid) -> str:
    return v._("The manager pays {amount} T to {player}.", player=v.player(e.player), amount=e.amount)


@narrates(ev.Offered)
def _offer(v: Speaker, e: ev.Offered) -> str:
    give, get = v.trade_sides(e.buy, e.sell, e.price)
    who = dict(player=v.player(e.player), other=v.player(e.to), give=give, get=get)
    return v.pick(v.p_("terse", "{player} to {other}, {give} for {get}.", **who),
                  v._("{player} offers {give} to {other} for {get}.", **who))


@narrates(ev.OfferAnswered)
def _answered(v: Speaker, e: ev.OfferAnswered) -> str:
    if e.accepted:
        return v._("{player} accepts.", player=v.player(e.player))
    return v._("{player} refuses.", player=v.player(e.player))


@narrates(ev.Traded)
def _traded(v: Speaker, e: ev.Traded) -> str:
    return v._("Trade closed.")


@narrates(ev.Swapped)
def _swapped(v: Speaker, e: ev.Swapped) -> str:
    return v._("{player} swaps {gave} for {got} with {other}.", player=v.player(e.player),
               gave=v.piece(e.gave), got=v.piece(e.got), other=v.player(e.with_player))


@narrates(ev.PieceGiven)
def _given(v: Speaker, e: ev.PieceGiven) -> str:
    if e.to is None:
        return v._("{player} gives {piece} to the manager.", player=v.player(e.player),
                   piece=v.piece(e.piece))
    return v._("{player} gives {piece} to {other}.", player=v.player(e.player),
               piece=v.piece(e.piece), other=v.player(e.to))


@narrates(ev.Discarded)
def _discarded(v: Speaker, e: ev.Discarded) -> str:
    return v.n_("{player} discards {n} card.", "{player} discards {n} cards.", e.count,
                player=v.player(e.player))


@narrates(ev.Restricted)
def _restricted(v: Speaker, e: ev.Restricted) -> str:
    return v._("The card {card} lies in front of {player}.", card=v.card(e.card), player=v.player(e.player))


@narrates(ev.ImmunityShown)
def _immunity(v: Speaker, e: ev.ImmunityShown) -> str:
    return v._("{player} shows Immunity.", player=v.player(e.player))


@narrates(ev.TreasuryReshuffled)
def _treasury(v: Speaker, e: ev.TreasuryReshuffled) -> str:
    return v.pick(
        v.np_("terse", "New Treasury, {n} card.", "New Treasury, {n} cards.", e.size),
        v.n_("The returned cards become the Treasury, {n} card.",
             "The returned cards become the Treasury, {n} cards.", e.size))


@narrates(ev.ChanceReshuffled)
def _chance_reshuffled(v: Speaker, e: ev.ChanceReshuffled) -> str:
    return v._("The Chance deck is shuffled.")


@narrates(ev.Inflation)
def _inflation(v: Speaker, e: ev.Inflation) -> str:
    pieces = e.what == "pieces"
    if v.terse:
        head = v.p_("terse", "Inflation, pieces given") if pieces else v.p_("terse", "Inflation, T cards given")
        return v.headed(head, [f"{v.player(p)} {n}" for p, n in e.shares])
    if pieces:
        shares = v.join([v.n_("{player} gives {n} piece", "{player} gives {n} pieces", n, player=v.player(p))
                         for p, n in e.shares])
        return v._("Inflation of pieces, {shares}.", shares=shares)
    shares = v.join([v.n_("{player} gives {n} T card", "{player} gives {n} T cards", n, player=v.player(p))
                     for p, n in e.shares])
    return v._("Inflation of T cards, {shares}.", shares=shares)


@narrates(ev.LimitRaised)
def _limit(v: Speaker, e: ev.LimitRaised) -> str:
    return v._("{player} may place 2 pieces this turn.", player=v.player(e.player))


@narrates(ev.Completed)
def _completed(v: Speaker, e: ev.Completed) -> str:
    who = v.player(e.player)
    if e.first:
        return v.pick(v.p_("terse", "{player} completes, game closed!", player=who),
                      v._("{player} completes the diagram and closes the game!", player=who))
    return v.pick(v.p_("terse", "{player} completes too.", player=who),
                  v._("{player} completes the diagram too.", player=who))


@narrates(ev.TimeUp)
def _time_up(v: Speaker, e: ev.TimeUp) -> str:
    # T-V1 played as a round limit (no clock unless asked): say the limit, not "time"
    return v.pick(v.p_("terse", "Round limit, last turn {player}.", player=v.player(e.player)),
                  v._("Round limit reached, {player} plays the last turn.", player=v.player(e.player)))


@narrates(ev.FinalRound)
def _final_round(v: Speaker, e: ev.FinalRound) -> str:
    return v.pick(v.p_("terse", "Final round, one turn each."),
                  v._("Final round, each other player has one more turn."))


@narrates(ev.TurnEnded)
def _turn_ended(v: Speaker, e: ev.TurnEnded) -> str:
    return v._("End of turn.")


@narrates(ev.GameScored)
def _scored(v: Speaker, e: ev.GameScored) -> str:
    game = e.game + 1
    if v.terse:
        return v.headed(v.p_("terse", "Game {game}, penalties", game=game),
                        [f"{v.player(i)} {pen}" for i, pen in enumerate(e.penalties)])
    parts = [v._("{player} has {penalty}", player=v.player(i), penalty=pen)
             for i, pen in enumerate(e.penalties)]
    return v._("Penalties of game {game}, {parts}.", game=game, parts=v.join(parts))


@narrates(ev.MatchOver)
def _over(v: Speaker, e: ev.MatchOver) -> str:
    order = sorted(range(len(e.places)), key=lambda i: e.places[i])
    if v.terse:
        return v.headed(v.p_("terse", "Match over, penalties"),
                        [f"{e.places[i]}. {v.player(i)} {e.totals[i]}" for i in order])
    parts = [v.n_("{place}. {player} with {n} penalty point", "{place}. {player} with {n} penalty points",
                  e.totals[i], place=e.places[i], player=v.player(i)) for i in order]
    return v._("Match over. {parts}.", parts=v.join(parts))


def narrate(voice: Speaker, event: ev.Event) -> str:
    """The message of one event; a card text's own full stop or exclamation mark ends the
    sentence ("Náhoda: nelze obch.", not "obch..")."""
    text = HANDLERS[type(event)](voice, event)
    return re.sub(r"([.!])\.(?=\s|$)", r"\1", text)
