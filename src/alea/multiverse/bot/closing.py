"""Playing a stalled two-player game to its end (issue 38).

With two players a leap turns the same sliders of both switches (M-Q1), so only the players' own
actions change how far apart the two switches stand, and two players who both refuse every gift
(:mod:`.guards`) can keep a final meeting out of each other's reach for ever: the game then runs
to the 500-turn safety stop (M-W4), a draw nobody wins. The stop is no rule, and a draw there is
worth no more than a loss to a player who plays to win, so once the game has stalled (every world
captured, or no capture for :data:`STALL_TURNS` turns) the bots play it out:

- a player who can no longer win or share (:func:`~.guards.lost`: behind by more than every world
  left and a switch's points) ends the game: it makes the final meeting if it has one (its points count),
  else leaves the other player one (:func:`conceding`);
- a player not ahead takes a final meeting that the other player may still stop with "Just roll!"
  (:func:`attempts`): a chance to win against none at the stop; a player ahead takes it only at
  even odds or better (its wooden reroll);
- a player makes an **offer** (:func:`~.guards.offer`): an action after which the next player's
  only winning final meeting is a flip the player may challenge, with no reroll: the next player
  wins if the confirmation roll keeps the flip (one chance in three), and otherwise leaves the
  player a final meeting nobody can challenge (two in three);
- a player not ahead captures a world at such a risk (:func:`chances`);
- a player whom nobody can meet (not revealed, the other player revealed) lets the other capture
  the worlds left rather than guard them (:func:`opening`);
- a player not ahead does not keep the switches three sliders apart, from which no offer can be
  made (:func:`inviting`);
- and in any game, at any count of players, a player does not undo the flip it made at its
  previous turn while another action keeps the position as safe (:func:`flip_back`): the
  stalled endgame was two bots flipping one colour to and fro for 450 turns.
"""

from __future__ import annotations

from alea.multiverse.engine import ACTIONS, Action, Flip, FlipAll, View
from alea.multiverse.engine.events import Encounter, FlipConfirmed, Flipped, FlippedAll
from alea.multiverse.engine.whatif import Outlook, outlook

from .guards import chance, gift, lost, meeting_odds, offer, reach, settled, sure_win

STALL_TURNS = 10
"""Turns (of both players) without a capture after which a two-player game counts as stalled
(:func:`stalled`): five of each player's, long enough that a game with worlds within reach is
not called stalled."""

EVEN = 0.5
"""The odds a player ahead wants before it tries a final meeting that may be challenged."""


def stalled(view: View) -> bool:
    """Whether ``view`` is a two-player game that has stalled: every world captured, or no capture
    in the last :data:`STALL_TURNS` turns of its history (a view without history, a sampled
    world, is stalled only when every world is captured)."""
    if len(view.players) != 2:
        return False
    if settled(view):
        return True
    if not view.history:
        return False
    since = view.history[0].turn
    for item in reversed(view.history):
        if isinstance(item.event, Encounter):
            since = item.turn
            break
    return view.turn - since >= STALL_TURNS


def conceding(view: View, player: int) -> list[Action]:
    """For a player who has :func:`lost`: the final meetings they can make (their points count),
    else the actions that leave the other player one."""
    meetings = [a for a in ACTIONS if outlook(view, player, a).meeting]
    return meetings or [a for a in ACTIONS if gift(view, player, a)]


def _ahead(view: View, player: int) -> int:
    """The player's score less the best other score."""
    scores = [p.score for p in view.players]
    return scores[player] - max(s for i, s in enumerate(scores) if i != player)


def attempts(view: View, player: int, looks: list[Outlook]) -> list[Action]:
    """Winning final meetings among ``looks`` that the other player may challenge, which the
    player takes: all of them when not ahead, those at :data:`EVEN` odds or better when ahead."""
    tried = [look for look in looks if look.challenger is not None and sure_win(view, player, look)]
    if _ahead(view, player) > 0:
        tried = [look for look in tried if meeting_odds(view, player, look) >= EVEN]
    return [look.action for look in tried]


def offers(view: View, player: int) -> list[Action]:
    """The offers (:func:`~.guards.offer`) a player makes in a stalled game. A player behind
    makes them too: one ahead refuses the chance (:func:`attempts`), and an offer that captures a
    world is then a world for free."""
    return [a for a in ACTIONS if offer(view, player, a)]


def inviting(view: View, player: int, looks: list[Outlook]) -> list[Outlook]:
    """In a stalled two-player game, for a player not ahead: of ``looks``, those that leave the two
    switches two or four sliders apart, from which the other player can make an offer, rather
    than three, from which nobody can (a risk taken rather than waiting for the stop); all of
    ``looks`` otherwise."""
    if not stalled(view) or _ahead(view, player) > 0:
        return looks
    other = view.players[1 - player].switch
    kept = [look for look in looks if bin(look.switch ^ other).count("1") in (2, 4)]
    return kept or looks


def closing(view: View, player: int, looks: list[Outlook]) -> list[Action]:
    """What a stalled two-player game asks of ``player`` (``looks``: the outlooks of the actions
    the guards allow), best first; empty when the game has not stalled or nothing of the kind is
    there, and the usual play goes on."""
    if lost(view, player):
        return conceding(view, player)
    if not stalled(view):
        return []
    return attempts(view, player, looks) or offers(view, player) or chances(view, player)


def chances(view: View, player: int) -> list[Action]:
    """For a player not ahead in a stalled game: captures that leave the next player only a final
    meeting the player may challenge (:func:`~.guards.chance`, one chance in three for them): a
    world, and often a revealed player, against a risk, rather than waiting for the stop."""
    if _ahead(view, player) > 0:
        return []
    looks = [outlook(view, player, a) for a in ACTIONS]
    return [look.action for look in looks if look.meets is not None and chance(view, player, look)]


def previous_action(view: View, player: int) -> Action | None:
    """The action ``player`` took at their previous turn, when it stood (a flip undone by its
    challenge is no action to avoid); None when the history does not show one."""
    for item in reversed(view.history):
        if item.turn >= view.turn or item.owner != player:
            continue
        event = item.event
        if isinstance(event, FlipConfirmed) and event.player == player and not event.success:
            return None
        if isinstance(event, Flipped) and event.player == player:
            return Flip(event.colour)
        if isinstance(event, FlippedAll) and event.player == player:
            return FlipAll()
    return None


def opening(view: View, player: int, looks: list[Outlook]) -> list[Outlook]:
    """In a stalled two-player game where only the other player is revealed (so only the player
    can end it): of ``looks``, those after which the other player can capture a world that leaves
    the two switches two to four sliders apart, a capture that is no gift, within one action if
    any does (the worlds left are the game's only way on; guarding them for ever ends at the stop);
    all of ``looks`` otherwise."""
    other = view.players[1 - player]
    if not stalled(view) or view.players[player].revealed or not other.revealed:
        return looks
    worlds = [world for _, _, world in view.available(other.index)]
    near = reach(other.switch)
    for pool in ([w for w in worlds if w in near], worlds):
        kept = [look for look in looks if any(bin(look.switch ^ w).count("1") in (2, 3, 4) for w in pool)]
        if kept:
            return kept
    return looks


def narrowed(view: View, player: int, looks: list[Outlook]) -> list[Outlook]:
    """``looks`` without a flip back (:func:`flip_back`), then, in a stalled game, those
    :func:`inviting` and :func:`opening` keep."""
    return opening(view, player, inviting(view, player, flip_back(view, player, looks)))


def flip_back(view: View, player: int, looks: list[Outlook]) -> list[Outlook]:
    """``looks`` without the action that undoes the player's previous one (the same flip again),
    when it meets nothing and another action is left."""
    back = previous_action(view, player)
    if back is None:
        return looks
    kept = [look for look in looks if not (look.action == back and look.meets is None and not look.meeting)]
    return kept or looks
