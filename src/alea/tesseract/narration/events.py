"""A message for every event of :mod:`alea.tesseract.engine.events`, at every verbosity.

Each event class has one function here (see :data:`HANDLERS`); it returns one
message, the key fact first (accessibility.md, rule 3). Terse mode uses braille
abbreviations and fits a 40-cell line where it can; verbose mode adds the cause
and the full text of cards and events. Events carry only what the players know
(R-G4); the few events that name a die by id only are named from the view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from alea.narration import N_
from alea.narration.registry import Registry
from alea.tesseract.engine import events as ev
from alea.tesseract.narration import dice, editions, names, places
from alea.tesseract.narration.causes import cause
from alea.tesseract.narration.decisions import echo
from alea.tesseract.narration.speaker import Speaker, capitalized
from alea.tesseract.narration.viewing import PlayerView, die_by_id

Handler = Callable[[Speaker, Any, PlayerView], str]

HANDLERS: Registry[type, Handler] = Registry()
"""Event class -> the function that narrates it."""
narrates = HANDLERS.under
"""``@narrates(EventClass)`` declares the decorated function as that event's narration."""


def narrate(sp: Speaker, event: ev.Event, view: PlayerView) -> str:
    """The message of ``event``; ``view`` is the player's view after the event."""
    return capitalized(HANDLERS[type(event)](sp, event, view))


def _say(sp: Speaker, terse: str, normal: str, extra: str | None = None, **values: Any) -> str:
    """The ``terse`` or ``normal`` template (marked with ``N_``) translated and filled with
    ``values``; in verbose mode the finished sentence ``extra`` follows, when there is one."""
    if sp.terse:
        return sp._(terse, **values)
    return sp.also(sp._(normal, **values), extra if sp.verbose else None)


# ---------------------------------------------------------------- setup and turns

@narrates(ev.GameStarted)
def _game_started(sp: Speaker, e: ev.GameStarted, view: PlayerView) -> str:
    researchers = [names.name(sp, "researcher", r) for r in e.researchers]
    if sp.terse:
        return sp.n_("New game, {n} lab, side {base}", "New game, {n} labs, side {base}", e.labs, base=e.base)
    text = sp.n_(
        "New game, {n} lab, base side {base}, researcher {researchers}.",
        "New game, {n} labs, base side {base}, researchers {researchers}.",
        e.labs, base=e.base, researchers=sp.join(researchers),
    )
    if sp.verbose:
        text = sp.also(text, sp.n_("{n} player at the table.", "{n} players at the table.", e.players))
    return sp.also(text, editions.in_force(sp, e.edition, e.variants))


@narrates(ev.TowerBuilt)
def _tower_built(sp: Speaker, e: ev.TowerBuilt, view: PlayerView) -> str:
    if sp.terse:
        return sp.n_("Tower, {n} die", "Tower, {n} dice", e.dice)
    return sp.n_("The Tesseract stands, {n} die in 4 layers.", "The Tesseract stands, {n} dice in 4 layers.", e.dice)


@narrates(ev.ContainmentDealt)
def _containment_dealt(sp: Speaker, e: ev.ContainmentDealt, view: PlayerView) -> str:
    if sp.terse:
        return sp.n_("{n} cont. card dealt", "{n} cont. cards dealt", e.count)
    return sp.n_(
        "{n} containment card dealt face down, one beside each value.",
        "{n} containment cards dealt face down, one beside each value.",
        e.count,
    )


@narrates(ev.TurnStarted)
def _turn_started(sp: Speaker, e: ev.TurnStarted, view: PlayerView) -> str:
    researcher = names.name(sp, "researcher", e.researcher)
    if sp.terse:
        return sp._("T{turn} {lab} {researcher} {actions}a", turn=e.turn, lab=places.lab(sp, e.lab),
                    researcher=researcher, actions=e.actions)
    return sp.n_(
        "Turn {turn}, {lab}, {researcher}, {n} action.",
        "Turn {turn}, {lab}, {researcher}, {n} actions.",
        e.actions, turn=e.turn, lab=places.lab(sp, e.lab), researcher=researcher,
    )


@narrates(ev.ActionPhaseEnded)
def _action_phase_ended(sp: Speaker, e: ev.ActionPhaseEnded, view: PlayerView) -> str:
    if sp.terse:
        return sp.n_("Actions end, {n} unused", "Actions end, {n} unused", e.actions_left) if e.actions_left else sp._("Actions end")
    if not e.actions_left:
        return sp._("Action phase over.")
    return sp.n_("Action phase over, {n} action unused.", "Action phase over, {n} actions unused.",
                 e.actions_left)


@narrates(ev.ThreatPhaseStarted)
def _threat_phase_started(sp: Speaker, e: ev.ThreatPhaseStarted, view: PlayerView) -> str:
    if not e.primes:  # stasis: the next line says why nothing is primed
        return _say(sp, N_("Threat phase"), N_("Threat phase."))
    return _say(sp, N_("Threat phase"), N_("Threat phase. The edge cube is primed."))


@narrates(ev.PrimingSkipped)
def _priming_skipped(sp: Speaker, e: ev.PrimingSkipped, view: PlayerView) -> str:
    if sp.terse:
        return sp.n_("No prime, stasis, {n} more", "No prime, stasis, {n} more", e.remaining)
    text = sp._("Nothing primed, stasis holds the Tesseract.")
    if e.remaining:
        text = sp.also(text, sp.n_("{n} more threat phase will prime nothing.",
                                   "{n} more threat phases will prime nothing.", e.remaining))
    return text


@narrates(ev.PrimingPrevented)
def _priming_prevented(sp: Speaker, e: ev.PrimingPrevented, view: PlayerView) -> str:
    if sp.terse:
        return sp.n_("Stasis, {n} threat, no prime", "Stasis, {n} threats, no prime", e.count)
    return sp.n_("Stasis, the next {n} threat phase primes nothing.",
                 "Stasis, the next {n} threat phases prime nothing.", e.count)


@narrates(ev.ActionsGained)
def _actions_gained(sp: Speaker, e: ev.ActionsGained, view: PlayerView) -> str:
    if sp.terse:
        return sp.n_("{n} more action, {left} left", "{n} more actions, {left} left", e.count, left=e.actions_left)
    return sp.n_("{n} more action, {left} left.", "{n} more actions, {left} left.", e.count,
                 left=e.actions_left)


# ---------------------------------------------------------------- dice

@narrates(ev.DieRemoved)
def _die_removed(sp: Speaker, e: ev.DieRemoved, view: PlayerView) -> str:
    return _say(sp, N_("Rm {die} {col} to L{lab}"), N_("{die} removed from {col} into lab {lab}."),
                sp._("It was the top of the column, {layer}.", layer=dice.layer(sp, e.layer)),
                die=dice.die(sp, e.colour, e.value), col=e.col, lab=e.lab + 1)


@narrates(ev.DieRolled)
def _die_rolled(sp: Speaker, e: ev.DieRolled, view: PlayerView) -> str:
    return _say(sp, N_("Roll {die} {place}, {new}"), N_("{die} rolled {place}, now {new}."),
                die=dice.die(sp, e.colour, e.old), place=places.at(sp, e.place), new=e.new)


@narrates(ev.DiePrimed)
def _die_primed(sp: Speaker, e: ev.DiePrimed, view: PlayerView) -> str:
    die = dice.die(sp, e.colour, e.value)
    origin = places.source(sp, f"tower:{e.col}" if e.source == "tower" and e.col else e.source)
    if sp.terse:
        return sp._("Prime {die} {origin}, {count}x{value}", die=die, origin=origin, count=e.count, value=e.value)
    text = sp.n_(
        "Primed, {die}, {origin}. {n} primed die shows {value}.",
        "Primed, {die}, {origin}. {n} primed dice show {value}.",
        e.count, die=die, origin=origin, value=e.value,
    )
    return sp.also(text, cause(sp, e.cause) if sp.verbose else None)


@narrates(ev.BreachOpened)
def _breach_opened(sp: Speaker, e: ev.BreachOpened, view: PlayerView) -> str:
    if sp.terse:
        return sp._("BREACH {marker} of 7, {count}x{value}", marker=e.marker, count=e.count, value=e.value)
    text = sp.n_(
        "Breach! {marker} of 7. {n} primed dice show {value}.",
        "Breach! {marker} of 7. {n} primed dice show {value}.",
        e.count, marker=e.marker, value=e.value,
    )
    if sp.verbose:
        text = sp.also(text, sp.n_("The marker moved {n} step.", "The marker moved {n} steps.", e.by))
    return text


@narrates(ev.BreachReduced)
def _breach_reduced(sp: Speaker, e: ev.BreachReduced, view: PlayerView) -> str:
    if sp.terse:
        return sp._("Breaches down {by}, {marker} of 7", by=e.by, marker=e.marker)
    return sp.n_("Breach marker back {n} step, now {marker} of 7.", "Breach marker back {n} steps, now {marker} of 7.",
                 e.by, marker=e.marker)


def _changed(sp: Speaker, e: Any) -> dict[str, Any]:
    """The placeholders of a die whose value changed in place (adjusted, inverted, set)."""
    return dict(die=dice.die(sp, e.colour, e.old), new=e.new, place=places.at(sp, e.place))


@narrates(ev.DieAdjusted)
def _die_adjusted(sp: Speaker, e: ev.DieAdjusted, view: PlayerView) -> str:
    return _say(sp, N_("Adj {die} {place} to {new}"), N_("{die} adjusted to {new}, {place}."), **_changed(sp, e))


@narrates(ev.DieInverted)
def _die_inverted(sp: Speaker, e: ev.DieInverted, view: PlayerView) -> str:
    return _say(sp, N_("Inv {die} {place} to {new}"), N_("{die} inverted to {new}, {place}."), **_changed(sp, e))


@narrates(ev.DieSet)
def _die_set(sp: Speaker, e: ev.DieSet, view: PlayerView) -> str:
    return _say(sp, N_("Set {die} {place} to {new}"), N_("{die} set to {new}, {place}."), **_changed(sp, e))


@narrates(ev.DieDestroyed)
def _die_destroyed(sp: Speaker, e: ev.DieDestroyed, view: PlayerView) -> str:
    place = places.at(sp, e.place) if sp.terse else places.source(sp, e.place)
    return _say(sp, N_("Destroyed {die} {place}"), N_("{die} destroyed, {place}."), cause(sp, e.cause),
                die=dice.die(sp, e.colour, e.value), place=place)


@narrates(ev.DieTransferred)
def _die_transferred(sp: Speaker, e: ev.DieTransferred, view: PlayerView) -> str:
    return _say(sp, N_("Tr {die} L{origin} to L{target}"), N_("{die} transferred from lab {origin} to lab {target}."),
                die=dice.die(sp, e.colour, e.value), origin=e.from_lab + 1, target=e.to_lab + 1)


@narrates(ev.TransferRefused)
def _transfer_refused(sp: Speaker, e: ev.TransferRefused, view: PlayerView) -> str:
    return _say(sp, N_("{lab} refused {die}"), N_("Refused by {lab}, {die} stays where it was."),
                die=dice.die(sp, *die_by_id(view, e.die)), lab=places.lab(sp, e.lab))


@narrates(ev.DieRelocated)
def _die_relocated(sp: Speaker, e: ev.DieRelocated, view: PlayerView) -> str:
    return _say(sp, N_("Relo {die} {origin} to {target}"), N_("{die} relocated from {origin} to {target}, {layer}."),
                die=dice.die(sp, e.colour, e.value), origin=e.from_col, target=e.to_col,
                layer=dice.layer(sp, e.layer))


@narrates(ev.DieReturned)
def _die_returned(sp: Speaker, e: ev.DieReturned, view: PlayerView) -> str:
    return _say(sp, N_("Back {die} to {col}"), N_("{die} came back from the destroyed dice onto {col}, {layer}."),
                die=dice.die(sp, e.colour, e.value), col=e.col, layer=dice.layer(sp, e.layer))


@narrates(ev.DiePlacedInLab)
def _die_placed_in_lab(sp: Speaker, e: ev.DiePlacedInLab, view: PlayerView) -> str:
    return _say(sp, N_("{die} to L{lab}"), N_("{die} placed in lab {lab}."),
                die=dice.die(sp, e.colour, e.value), lab=e.lab + 1)


@narrates(ev.DiceSwapped)
def _dice_swapped(sp: Speaker, e: ev.DiceSwapped, view: PlayerView) -> str:
    return _say(sp, N_("Swap {lab_die} to {col}, {tower_die} to L{lab}"),
                N_("Swapped, {lab_die} went onto {col}, {tower_die} into lab {lab}."),
                lab_die=dice.die(sp, *die_by_id(view, e.lab_die)), tower_die=dice.die(sp, *die_by_id(view, e.tower_die)),
                col=e.col, lab=e.lab + 1)


@narrates(ev.DieContained)
def _die_contained(sp: Speaker, e: ev.DieContained, view: PlayerView) -> str:
    die = dice.die(sp, e.colour, e.value)
    if sp.terse:
        return sp._("Contained {die}, {filled} of 24", die=die, filled=e.filled)
    return sp.n_("Contained, {die}, by {lab}. {n} of 24 spaces filled.",
                 "Contained, {die}, by {lab}. {n} of 24 spaces filled.", e.filled, die=die, lab=places.lab(sp, e.lab))


@narrates(ev.ValueRevealed)
def _value_revealed(sp: Speaker, e: ev.ValueRevealed, view: PlayerView) -> str:
    return _say(sp, N_("Seen {col}, {die}"), N_("Uncovered on {col}, {layer}, {die}."),
                die=dice.die(sp, e.colour, e.value), col=e.col, layer=dice.layer(sp, e.layer))


@narrates(ev.ColourRevealed)
def _colour_revealed(sp: Speaker, e: ev.ColourRevealed, view: PlayerView) -> str:
    return _say(sp, N_("Seen {col} {layer}, {die}"), N_("Colour seen on {col}, {layer}, {colour}, value still hidden."),
                die=dice.die(sp, e.colour, None), colour=dice.colour(sp, e.colour), col=e.col,
                layer=dice.layer(sp, e.layer))


# ---------------------------------------------------------------- base events

@narrates(ev.EventRevealed)
def _event_revealed(sp: Speaker, e: ev.EventRevealed, view: PlayerView) -> str:
    return _say(sp, N_("EVENT {col}, {event}"), N_("Event revealed under {col}, {event}!"),
                names.text(sp, "event", e.event), col=e.col, event=names.name(sp, "event", e.event))


@narrates(ev.EventRearmed)
def _event_rearmed(sp: Speaker, e: ev.EventRearmed, view: PlayerView) -> str:
    return _say(sp, N_("Rearmed {col}, {event}"), N_("Covered again, {event} under {col} will resolve again."),
                col=e.col, event=names.name(sp, "event", e.event))


@narrates(ev.EventFizzled)
def _event_fizzled(sp: Speaker, e: ev.EventFizzled, view: PlayerView) -> str:
    return _say(sp, N_("{event}, no effect"), N_("No effect, {event} found nothing to act on."),
                event=names.name(sp, "event", e.event))


# ---------------------------------------------------------------- containment

@narrates(ev.ContainmentCardRevealed)
def _containment_revealed(sp: Speaker, e: ev.ContainmentCardRevealed, view: PlayerView) -> str:
    return _say(sp, N_("Card {value} up, {card}"), N_("Containment card of value {value} turned face up, {card}."),
                names.text(sp, "containment", e.card), value=e.value, card=names.name(sp, "containment", e.card))


@narrates(ev.ContainmentCardUnlocked)
def _containment_unlocked(sp: Speaker, e: ev.ContainmentCardUnlocked, view: PlayerView) -> str:
    return _say(sp, N_("Unlocked {value}, {card}"),
                N_("Unlocked, {card}, the containment card of value {value}. Any researcher may play it once."),
                names.text(sp, "containment", e.card), value=e.value, card=names.name(sp, "containment", e.card))


@narrates(ev.ContainmentCardPlayed)
def _containment_played(sp: Speaker, e: ev.ContainmentCardPlayed, view: PlayerView) -> str:
    return _say(sp, N_("{lab} plays {card}"), N_("Played, {card}, by {lab}. The card leaves the game."),
                names.text(sp, "containment", e.card), card=names.name(sp, "containment", e.card),
                lab=places.lab(sp, e.lab))


@narrates(ev.ContainmentCardLost)
def _containment_lost(sp: Speaker, e: ev.ContainmentCardLost, view: PlayerView) -> str:
    if e.card is None:
        return _say(sp, N_("Card {value} lost"),
                    N_("Lost. The containment card of value {value}, face down, left the game."), value=e.value)
    return _say(sp, N_("Card {value} lost, {card}"),
                N_("Lost, {card}, the containment card of value {value}, left the game."),
                value=e.value, card=names.name(sp, "containment", e.card))


@narrates(ev.ColourCompleted)
def _colour_completed(sp: Speaker, e: ev.ColourCompleted, view: PlayerView) -> str:
    return _say(sp, N_("Row done, {colour}"), N_("Row complete, {colour}. {lab} may bring back a destroyed die."),
                colour=dice.colour(sp, e.colour), lab=places.lab(sp, e.lab))


# ---------------------------------------------------------------- cards

@narrates(ev.CardDrawn)
def _card_drawn(sp: Speaker, e: ev.CardDrawn, view: PlayerView) -> str:
    return _say(sp, N_("{lab} draws {card} lv{level}"), N_("Drawn, {card}, Level {level}, into the hand of {lab}."),
                names.text(sp, "research", e.card), card=names.name(sp, "research", e.card),
                lab=places.lab(sp, e.lab), level=e.level)


@narrates(ev.DeckEmpty)
def _deck_empty(sp: Speaker, e: ev.DeckEmpty, view: PlayerView) -> str:
    return _say(sp, N_("Deck lv{level} empty, no card"), N_("No card, the Level {level} deck is empty."), level=e.level)


@narrates(ev.CardStudied)
def _card_studied(sp: Speaker, e: ev.CardStudied, view: PlayerView) -> str:
    return _say(sp, N_("Study {card}, lv{level}"), N_("Studied, {card} discarded by {lab} for a Level {level} card."),
                card=names.name(sp, "research", e.card), lab=places.lab(sp, e.lab), level=e.level)


@narrates(ev.CardPlayed)
def _card_played(sp: Speaker, e: ev.CardPlayed, view: PlayerView) -> str:
    return _say(sp, N_("{lab} plays {card}"), N_("Played, {card}, by {lab}."), names.text(sp, "research", e.card),
                card=names.name(sp, "research", e.card), lab=places.lab(sp, e.lab))


@narrates(ev.CardGiven)
def _card_given(sp: Speaker, e: ev.CardGiven, view: PlayerView) -> str:
    return _say(sp, N_("{card} L{origin} to L{target}"), N_("Card handed over, {card}, from lab {origin} to lab {target}."),
                card=names.name(sp, "research", e.card), origin=e.from_lab + 1, target=e.to_lab + 1)


@narrates(ev.CardsLookedAt)
def _cards_looked_at(sp: Speaker, e: ev.CardsLookedAt, view: PlayerView) -> str:
    cards = [names.name(sp, "research", c) for c in e.cards]
    if sp.terse:
        return sp._("lv{level} top, {cards}", cards=" ".join(cards), level=e.level)
    return sp.n_("{lab} looks at the top {n} card of Level {level}, {cards}.",
                 "{lab} looks at the top {n} cards of Level {level}, {cards}.",
                 len(cards), cards=sp.join(cards), lab=places.lab(sp, e.lab), level=e.level)


@narrates(ev.CardsToBottom)
def _cards_to_bottom(sp: Speaker, e: ev.CardsToBottom, view: PlayerView) -> str:
    if sp.terse:
        return sp.n_("{n} card under lv{level}", "{n} cards under lv{level}", e.count, level=e.level)
    return sp.n_("{n} card went to the bottom of the Level {level} deck.",
                 "{n} cards went to the bottom of the Level {level} deck.", e.count, level=e.level)


@narrates(ev.UniqueUsed)
def _unique_used(sp: Speaker, e: ev.UniqueUsed, view: PlayerView) -> str:
    return _say(sp, N_("Unique, {researcher}"), N_("Unique action, {researcher}, {lab}."),
                names.unique(sp, e.researcher), researcher=names.name(sp, "researcher", e.researcher),
                lab=places.lab(sp, e.lab))


@narrates(ev.DecisionMade)
def _decision_made(sp: Speaker, e: ev.DecisionMade, view: PlayerView) -> str:
    return _say(sp, N_("Chose, {option}"), N_("Chose, {option}."), option=echo(sp, e.question, e.option, view))


# ---------------------------------------------------------------- the end

@narrates(ev.GameWon)
def _game_won(sp: Speaker, e: ev.GameWon, view: PlayerView) -> str:
    return _say(sp, N_("WON, turn {turn}"),
                N_("Victory! All 24 dice are contained, on turn {turn}. The Tesseract is stable."), turn=e.turn)


@narrates(ev.GameLost)
def _game_lost(sp: Speaker, e: ev.GameLost, view: PlayerView) -> str:
    if e.reason == "breach":
        return _say(sp, N_("LOST, 7 breaches, turn {turn}"), N_("Defeat. The breach marker reached 7, on turn {turn}."),
                    turn=e.turn)
    if e.reason == "last_die":
        return _say(sp, N_("LOST, last die gone, turn {turn}"),
                    N_("Defeat. The last die has left the Tesseract, on turn {turn}."), turn=e.turn)
    return _say(sp, N_("LOST, tower empty, turn {turn}"),
                N_("Defeat. The Tesseract is empty at the start of the threat phase, on turn {turn}."),
                turn=e.turn)
