"""A message for every event of :mod:`alea.multiverse.engine.events`, key fact first.

Events carry only public facts (no face-down token is ever in one), so a message built from an
event and a seat's view never tells a seat what its players cannot see.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from alea.multiverse.engine import events as ev
from alea.multiverse.engine.view import View
from alea.multiverse.narration.speaker import Speaker
from alea.narration.registry import Registry
from alea.narration.sentences import capitalised

Handler = Callable[[Speaker, Any, View], str]
HANDLERS: Registry[type, Handler] = Registry()
"""Event class -> the function that narrates it (an empty text: nothing worth saying)."""
narrates = HANDLERS.under
"""``@narrates(EventClass)`` declares the decorated function as that event's narration."""


def narrate(sp: Speaker, event: ev.Event, view: View) -> str:
    """The message of ``event`` (``view``: the seat's view after it), possibly empty."""
    return capitalised(HANDLERS[type(event)](sp, event, view))


@narrates(ev.GameStarted)
def _started(sp: Speaker, e: ev.GameStarted, view: View) -> str:
    if sp.terse:
        return sp.n_("Multiverse, {n} player", "Multiverse, {n} players", e.players)
    return sp.n_("New game of Multiverse, {n} player.", "New game of Multiverse, {n} players.", e.players)


@narrates(ev.StarterChosen)
def _starter(sp: Speaker, e: ev.StarterChosen, view: View) -> str:
    if e.drawn and not sp.terse:
        return sp._("{name} starts, drawn at random.", name=sp.player(e.player))
    return sp._("{name} starts.", name=sp.player(e.player))


@narrates(ev.DieRolled)
def _rolled(sp: Speaker, e: ev.DieRolled, view: View) -> str:
    values = {"colour": sp.colour(e.colour), "result": sp.result(e.result),
              "name": sp.player(e.player), "digit": e.colour}
    if e.reroll:
        return sp.pick(sp._("Reroll {digit}, {result}", **values),
                       sp._("Reroll with the wooden sceptre, {colour}, {result}.", **values))
    if e.purpose == "setup":
        return sp.pick(sp._("{name}, {digit} {colour}, {result}", **values),
                       sp._("{name} rolls for {colour}, {result}.", **values))
    if e.purpose == "confirm":
        return sp.pick(sp._("Confirm {digit}, {result}", **values),
                       sp._("Confirmation roll for {colour}, {result}.", **values))
    return sp.pick(sp._("{digit}, {result}", **values), sp._("{colour}, {result}.", **values))


@narrates(ev.StartingSwitch)
def _starting(sp: Speaker, e: ev.StartingSwitch, view: View) -> str:
    return sp._("{name} starts with {world}.", name=sp.player(e.player), world=sp.world(e.switch))


@narrates(ev.SceptresDealt)
def _dealt(sp: Speaker, e: ev.SceptresDealt, view: View) -> str:
    parts = [sp._("{name}, {sceptres}", name=sp.player(o), sceptres=sp.join(sp.sceptre(x) for x in held))
             for o, held in e.holdings]
    if sp.terse:
        return sp.lines(parts)
    return sp._("Sceptres dealt. {holdings}.", holdings=sp.series(parts))


@narrates(ev.SceptresPlaced)
def _placed(sp: Speaker, e: ev.SceptresPlaced, view: View) -> str:
    if len(e.placed) == 1 and not sp.verbose:
        return ""
    if sp.terse:
        return sp._("{name}, {sceptres}", name=sp.player(e.owner),
                    sceptres=", ".join(f"{p} {sp.sceptre(x)}" for p, x in e.placed))
    places = ", ".join(sp._("{sceptre} at {position}", sceptre=sp.sceptre(x), position=p) for p, x in e.placed)
    return sp._("{name} places {places}.", name=sp.player(e.owner), places=places)


@narrates(ev.TableLaid)
def _laid(sp: Speaker, e: ev.TableLaid, view: View) -> str:
    heights = ", ".join(str(h) for h in e.heights)
    if sp.terse:
        return sp._("Columns, {heights}", heights=heights)
    return sp.n_("Formations laid. {n} column in the middle, {heights}.",
                 "Formations laid. {n} columns in the middle, {heights}.", len(e.heights), heights=heights)


@narrates(ev.TokenRevealed)
def _revealed(sp: Speaker, e: ev.TokenRevealed, view: View) -> str:
    if e.owner is None:
        return sp._("New top of {column}, {world}.", column=e.slot, world=sp.world(e.world))
    if sp.terse:
        return sp._("Face up, {world} {where}", world=sp.world(e.world), where=sp.where(e.owner, e.slot))
    return sp._("Turned face up, {world} at {where}.", world=sp.world(e.world), where=sp.where(e.owner, e.slot))


@narrates(ev.TurnStarted)
def _turn(sp: Speaker, e: ev.TurnStarted, view: View) -> str:
    if e.owner < 0:
        if sp.terse:
            return sp._("Turn {turn}, {name}, rotation", turn=e.turn, name=sp.player(e.owner))
        return sp._("Turn {turn}, {name} holds the wooden sceptre and only passes the sceptres on.",
                    turn=e.turn, name=sp.player(e.owner))
    text = sp._("Turn {turn}, {name}.", turn=e.turn, name=sp.player(e.owner))
    if sp.verbose and view.wooden_holder() == e.owner and view.turn == e.turn:
        text = sp.also(text, sp._("{name} holds the wooden sceptre, one reroll this turn.", name=sp.player(e.owner)))
    return text


@narrates(ev.Flipped)
def _flipped(sp: Speaker, e: ev.Flipped, view: View) -> str:
    if sp.terse:
        return sp._("{name} flips {digit}, {world}", name=sp.player(e.player), digit=e.colour,
                    world=sp.world(e.switch))
    return sp._("{name} flips {colour}, now {world}.", name=sp.player(e.player),
                colour=sp.colour(e.colour), world=sp.world(e.switch))


@narrates(ev.FlippedAll)
def _flipped_all(sp: Speaker, e: ev.FlippedAll, view: View) -> str:
    if sp.terse:
        return sp._("{name} flips all, {world}", name=sp.player(e.player), world=sp.world(e.switch))
    return sp._("{name} flips all colours, now {world}.", name=sp.player(e.player), world=sp.world(e.switch))


@narrates(ev.ChallengeAnswered)
def _challenge(sp: Speaker, e: ev.ChallengeAnswered, view: View) -> str:
    sceptre = sp.sceptre(view.colours[e.colour - 1])
    if e.holder is None:
        if sp.terse:
            return ""
        if e.why == "imaginary":
            return sp._("No challenge, the {sceptre} is with an imaginary player.", sceptre=sceptre)
        return sp._("No challenge, the flipper holds the {sceptre}.", sceptre=sceptre)
    if e.challenged:
        return sp._("{name}. Just roll!", name=sp.player(e.holder))
    return sp.pick(sp._("{name}, no challenge", name=sp.player(e.holder)),
                   sp._("{name} does not challenge.", name=sp.player(e.holder)))


@narrates(ev.FlipConfirmed)
def _confirmed(sp: Speaker, e: ev.FlipConfirmed, view: View) -> str:
    if sp.terse:
        return (sp._("Flip stands, {world}", world=sp.world(e.switch)) if e.success
                else sp._("Flip fails, {world}", world=sp.world(e.switch)))
    if e.success:
        return sp._("The flip stands, {world}.", world=sp.world(e.switch))
    return sp._("The flip fails, {colour} goes back, {world}.", colour=sp.colour(e.colour), world=sp.world(e.switch))


@narrates(ev.Encounter)
def _encounter(sp: Speaker, e: ev.Encounter, view: View) -> str:
    if sp.terse:
        return sp._("{name} captures {world} {where}", name=sp.player(e.player), world=sp.world(e.world),
                    where=sp.where(e.owner, e.slot))
    text = sp._("Encounter! {name} captures {world} at {where}.", name=sp.player(e.player),
                world=sp.world(e.world), where=sp.where(e.owner, e.slot))
    if sp.verbose:
        score = view.players[e.player].score
        text = sp.also(text, sp.n_("{name} has {n} point.", "{name} has {n} points.", score,
                                   name=sp.player(e.player)))
    return text


@narrates(ev.EncounterDeclined)
def _declined(sp: Speaker, e: ev.EncounterDeclined, view: View) -> str:
    return sp._("{name} declines the encounter with {world}.", name=sp.player(e.player), world=sp.world(e.world))


@narrates(ev.PlayerRevealed)
def _identity(sp: Speaker, e: ev.PlayerRevealed, view: View) -> str:
    if sp.terse:
        return sp._("{name}, identity revealed", name=sp.player(e.player))
    return sp._("True identity revealed, {name}'s formation is empty. Meet {name}'s switch to end the game.",
                name=sp.player(e.player))


def _participants(sp: Speaker, participants: tuple[int, ...], view: View) -> str:
    if len(participants) == len(view.players) and len(participants) > 2:
        return sp._("everyone")
    return sp.join(sp.player(p) for p in participants)


@narrates(ev.LeapStarted)
def _leap(sp: Speaker, e: ev.LeapStarted, view: View) -> str:
    if not e.colours:
        return sp.pick(sp._("Leap, no roll"), sp._("Quantum leap in the empty world, no roll."))
    if sp.terse:
        return sp._("Leap {digits}", digits=" ".join(str(c) for c in e.colours))
    # the colours by name, joined by "and": "colours 1 2 3 4" were four numbers side by side (issue 24)
    text = sp._("Quantum leap, colours {digits}, {who}.", digits=sp.join(sp.colour(c) for c in e.colours),
                who=_participants(sp, e.participants, view))
    if sp.verbose:
        why = (sp._("A universal being from a column. Every player takes part.") if e.universal
               else sp._("Only the active player and the token's owner take part."))
        text = sp.also(text, why)
    return text


@narrates(ev.LeapChanged)
def _leap_changed(sp: Speaker, e: ev.LeapChanged, view: View) -> str:
    if sp.terse:
        return ""
    return sp._("{who}, {colour} flips.", who=_participants(sp, e.participants, view), colour=sp.colour(e.colour))


@narrates(ev.LeapEnded)
def _leap_ended(sp: Speaker, e: ev.LeapEnded, view: View) -> str:
    if sp.terse:  # "player 2: 3", not "player 2 3" (a name and a bare number)
        # TRANSLATORS: terse, a player's switch after a leap ("player 2: 35").
        return sp.wrapped([sp._("{name}, {world}", name=sp.player(p), world=sp.world(w)) for p, w in e.switches])
    items = [sp._("{name} {world}", name=sp.player(p), world=sp.world(w)) for p, w in e.switches]
    now = ", ".join(items)
    return sp._("After the leap, {switches}.", switches=now)


@narrates(ev.FinalMeeting)
def _meeting(sp: Speaker, e: ev.FinalMeeting, view: View) -> str:
    if sp.terse:
        return sp._("Final, {name} meets {met}, scores 3", name=sp.player(e.player), met=sp.player(e.met))
    return sp._("Final meeting! {name} meets {met} at {world} and captures the switch, 3 points. "
                "Now hug each other.", name=sp.player(e.player), met=sp.player(e.met), world=sp.world(e.switch))


@narrates(ev.TurnEnded)
def _turn_ended(sp: Speaker, e: ev.TurnEnded, view: View) -> str:
    if sp.terse:
        return sp._("End of turn, {n} captured", n=e.captures)
    if e.captures == 0:
        return sp._("{name}'s turn ends.", name=sp.player(e.owner))
    return sp.n_("{name}'s turn ends with {n} capture.", "{name}'s turn ends with {n} captures.",
                 e.captures, name=sp.player(e.owner))


@narrates(ev.SceptresRotated)
def _rotated(sp: Speaker, e: ev.SceptresRotated, view: View) -> str:
    wooden = view.circle[e.sceptres.index("wooden")][1]
    if sp.terse:
        return sp._("Wooden sceptre to {name}", name=sp.player(wooden))
    return sp._("The sceptres rotate. The wooden sceptre goes to {name}.", name=sp.player(wooden))


@narrates(ev.DecisionMade)
def _decided(sp: Speaker, e: ev.DecisionMade, view: View) -> str:
    if e.kind == "reroll" and e.choice is False and not sp.terse:
        return sp._("{name} keeps the roll.", name=sp.player(e.player))
    return ""  # every other answer is told by the event that follows it


@narrates(ev.GameEnded)
def _ended(sp: Speaker, e: ev.GameEnded, view: View) -> str:
    # "player 1, 5 points", not "player 1 5": a name's number and the score side by side (issue 24)
    scores = sp.join(sp.n_("{name}, {n} point", "{name}, {n} points", v, name=sp.player(p))
                     for p, v in enumerate(e.scores))
    if sp.terse:
        points = [sp._("{name}, {n}", name=sp.player(p), n=v) for p, v in enumerate(e.scores)]
        if not e.winners:  # M-W4: the safety stop is a draw
            return sp.lines([sp._("Game over"), sp.wrapped(points), sp._("Draw")])
        return sp.lines([sp._("Game over"), sp.wrapped(points), sp.winners(e.winners)])
    if e.reason == "limit" or not e.winners:  # M-W4: the safety stop is a draw, nobody wins
        return sp.also(sp._("Game stopped at the turn limit, a draw."), sp._("Score, {scores}.", scores=scores),
                       sp._("Nobody wins."))
    won = sp.winners(e.winners)
    return sp.also(sp._("Game over. Score, {scores}.", scores=scores), won)
