"""The gifts a hint must never make, read from a seat's view (issue 31): exact, no dice.

- A **gift** (:func:`gift`): an action after which the next player can end the game at once in
  their favour (a final meeting, M-W2, at their opening check or with any one of their actions,
  that leaves them among the winners, M-W3), when the action meets nothing. Both outcomes of a
  challenge count: a flip someone may challenge may also stay undone (M-A1.4). With three or
  more players an action that meets a world is never called a gift: its leap moves some switches
  and not others, by chance, which the search weighs instead. With two players a leap turns the
  same sliders of both switches (M-Q1: the two who met, or everyone for a column), so how far
  apart the two stand after a capture is the action's doing, not the dice's: a capture is a gift
  like any action, its world's point counted to the player.
- A **losing meeting** (:func:`losing_meeting`): an action whose final meeting ends the game with
  the player behind.
- A **challenge** (:func:`challenge_verdict`): "Just roll!" when letting the flip be ends the game
  with another winner, "let it be" when it ends the game with the holder among the winners.
"""

from __future__ import annotations

from fractions import Fraction

from alea.multiverse.engine import Action, View
from alea.multiverse.engine.whatif import Outlook, outlook, outlooks
from alea.multiverse.engine.worlds import WORLD_COUNT, bit, flip, flip_all

POINTS_SWITCH = 3
"""A captured switch's points (M-W3)."""
POINTS_WORLD = 1
"""A captured world's points (M-W3)."""


def next_player(view: View, player: int) -> int:
    """The next real player after ``player`` in turn order (an imaginary seat's turn is only a
    rotation, M-R2, so it ends nothing)."""
    order = view.order
    k = order.index(player)
    for step in range(1, len(order) + 1):
        owner = order[(k + step) % len(order)]
        if owner >= 0:
            return owner
    return player


def _wins(scores: list[int], player: int) -> bool:
    """Whether ``player`` is among the highest of ``scores`` (a tie is a shared win, A15)."""
    return scores[player] >= max(scores)


def reach(switch: int) -> set[int]:
    """Every switch one action (or none) away from ``switch``."""
    return {switch, flip_all(switch), *(flip(switch, c) for c in range(1, 6))}


def can_end_winning(view: View, mover: int, switches: dict[int, int], gained: dict[int, int] | None = None) -> bool:
    """Whether ``mover`` can make a final meeting at their next opening check or with one action,
    switches as given (others as in the view), and be among the winners after it (with the
    points in ``gained`` added to the scores)."""
    scores = [p.score for p in view.players]
    for index, points in (gained or {}).items():
        scores[index] += points
    scores[mover] += POINTS_SWITCH
    if not _wins(scores, mover):
        return False
    mine = switches.get(mover, view.players[mover].switch)
    targets = {switches.get(p.index, p.switch) for p in view.players
               if p.index != mover and p.revealed}
    return bool(targets & reach(mine))


def outcomes(look: Outlook, view: View, player: int) -> list[int]:
    """The player's switch after an action that meets nothing: the new one, and the old one too
    when a challenge may undo it."""
    now = view.players[player].switch
    return [look.switch] + ([now] if look.challenger is not None else [])


def gift(view: View, player: int, action: Action) -> bool:
    """Whether ``action`` lets the next player end the game in their favour (see the module's
    text for a capture)."""
    return _gift(view, player, outlook(view, player, action))


def _gift(view: View, player: int, look: Outlook) -> bool:
    """:func:`gift` of the action ``look`` shows."""
    capture = look.meets is not None
    if look.meeting or (capture and len(view.players) != 2):
        return False
    nxt = next_player(view, player)
    if nxt == player:
        return False
    gained = {player: POINTS_WORLD} if capture else {}
    return any(can_end_winning(view, nxt, {player: switch}, gained) for switch in outcomes(look, view, player))


def _meeting(view: View, player: int, look: Outlook) -> bool | None:
    """None when the action ``look`` shows makes no final meeting; else whether ``player`` is then
    among the winners."""
    if not look.meeting:
        return None
    scores = [p.score for p in view.players]
    scores[player] += POINTS_SWITCH
    return _wins(scores, player)


def losing_meeting(view: View, player: int, action: Action) -> bool:
    """Whether ``action`` makes a final meeting after which ``player`` is not among the winners."""
    return _meeting(view, player, outlook(view, player, action)) is False


def winning_meeting(view: View, player: int, action: Action) -> bool:
    """Whether ``action`` makes a final meeting after which ``player`` is among the winners."""
    return _meeting(view, player, outlook(view, player, action)) is True


def weighed(view: View, player: int) -> tuple[list[Outlook], dict[Action, str]]:
    """What the guards say of every action, each action's outlook worked out once: the outlooks
    of the actions a hint may propose (:func:`allowed`), and the others, each set aside as
    "losing" (a losing final meeting) or "gift"."""
    looks = outlooks(view, player)
    losing = {look.action for look in looks if _meeting(view, player, look) is False}
    kept = [look for look in looks if look.action not in losing] or looks
    safe = [look for look in kept if not _gift(view, player, look)] or kept
    kept_actions = {look.action for look in safe}
    return safe, {look.action: ("losing" if look.action in losing else "gift")
                  for look in looks if look.action not in kept_actions}


def allowed(view: View, player: int) -> list[Action]:
    """The actions a hint may propose: no losing final meeting while another action exists, then
    no gift while an action that is none exists."""
    return [look.action for look in weighed(view, player)[0]]


def sure_win(view: View, player: int, look: Outlook) -> bool:
    """Whether the action ``look`` shows makes a final meeting after which ``player`` is among the
    winners."""
    return _meeting(view, player, look) is True


def challenge_verdict(view: View, holder: int, active: int) -> bool | None:
    """The challenge the holder must make (True "Just roll!", False let it be) when letting the
    flip be ends the game by a final meeting (M-W2, A13: before any capture): let it be when the
    holder is then among the winners, challenge otherwise; None when it ends nothing."""
    switch = view.players[active].switch
    if not any(p.index != active and p.revealed and p.switch == switch for p in view.players):
        return None
    scores = [p.score for p in view.players]
    scores[active] += POINTS_SWITCH
    return not _wins(scores, holder)


WOODEN = "wooden"
"""The wooden sceptre's name in the circle (M-C4): its holder may reroll once in their turn (M-A4)."""


def settled(view: View) -> bool:
    """Whether ``view`` is a two-player game with every world captured (nothing left to meet,
    nothing hidden: both players revealed, no column)."""
    return len(view.players) == 2 and not view.columns and all(p.revealed for p in view.players)


def lost(view: View, player: int) -> bool:
    """Whether ``player`` can no longer win or share a two-player game: even with every world
    left (M-C1: 32 in all) and the final meeting's points they stay behind. Whatever such a player
    does, the game is decided: nothing they do is a gift."""
    if len(view.players) != 2:
        return False
    left = WORLD_COUNT - sum(len(p.captured) for p in view.players)
    scores = [p.score for p in view.players]
    return scores[player] + left * POINTS_WORLD + POINTS_SWITCH < scores[1 - player]


def meeting_odds(view: View, player: int, look: Outlook) -> float:
    """The chance that the flip ``look`` shows stands: 1 when nobody may challenge it, else the
    confirmation roll's STABILITY (M-A1.4), twice over when the player holds the wooden sceptre
    with its reroll unused (M-A4)."""
    if look.challenger is None:
        return 1.0
    p = float(Fraction(view.p_stability))
    return p + (1 - p) * p if view.holder(WOODEN) == player and not view.wooden_used else p


def _holders_next(view: View, player: int) -> dict[str, int]:
    """Who holds each sceptre at the next turn: as now, or one position on (M-R1) when ``player``
    holds the wooden sceptre and so rotates them at the end of this turn."""
    turn = view.holder(WOODEN) == player
    owners = {position: owner for position, owner, _ in view.circle}
    size = len(view.circle)
    return {held: owners[(position - 1) % size] if turn else owner
            for position, owner, held in view.circle if held}


def _reveals(view: View, look: Outlook, owner: int) -> bool:
    """Whether the capture ``look`` shows takes the last world of ``owner``'s formation (M-E6)."""
    if look.meets is None or look.meets[1] != owner:
        return False
    return sum(1 for slot in view.players[owner].formation if slot.state != "empty") == 1


def offer(view: View, player: int, action: Action) -> bool:
    """Whether ``action`` is an **offer** in a two-player game (issue 38): it would be a
    :func:`gift`, but the next player's only winning final meeting, whatever a challenge of the
    action does, is a flip of one colour whose sceptre the player holds at the next turn, with no
    wooden reroll for the next player, and the player wins or shares by the final meeting the
    failed flip leaves them. The next player then wins only if the confirmation roll keeps the flip
    (STABILITY, one chance in three by default); otherwise the player meets them and nobody can
    challenge it. A measured risk, in the player's favour, that :mod:`.closing` takes once a game
    has stalled."""
    look = outlook(view, player, action)
    if not chance(view, player, look):
        return False
    nxt = next_player(view, player)
    scores = [p.score for p in view.players]
    scores[player] += POINTS_WORLD if look.meets is not None else 0
    if scores[player] + POINTS_SWITCH < scores[nxt]:
        return False
    if not view.players[nxt].revealed and not _reveals(view, look, nxt):
        return False  # their failed flip would leave the player nobody to meet
    return True


def chance(view: View, player: int, look: Outlook) -> bool:
    """Whether the action ``look`` shows, in a two-player game, would be a :func:`gift` but the
    next player's only winning final meeting, whatever a challenge of the action does, is a flip
    of one colour whose sceptre the player holds at the next turn, with no wooden reroll for the
    next player: they win only if the confirmation roll keeps the flip (STABILITY, one chance in
    three by default)."""
    if len(view.players) != 2 or look.meeting or not _gift(view, player, look):
        return False
    nxt = next_player(view, player)
    holders = _holders_next(view, player)
    if holders.get(WOODEN) == nxt:
        return False
    theirs = view.players[nxt].switch
    gained = {player: POINTS_WORLD} if look.meets is not None else {}
    for switch in outcomes(look, view, player):
        if not can_end_winning(view, nxt, {player: switch}, gained):
            continue
        apart = switch ^ theirs
        colours = [c for c in range(1, 6) if apart == bit(c)]
        if not colours or holders.get(view.colours[colours[0] - 1]) != player:
            return False
    return True
