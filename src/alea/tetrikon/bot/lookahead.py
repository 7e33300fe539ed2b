"""The look-ahead policy for Tetrikon: the greedy policy (:mod:`.greedy`) with a look at the replies
(issue 31), from the seat's view only (T-H: never another hand, the decks' order or the bag's).

- **What a sale or a swap gives the buyer.** Before a piece leaves the player for another player
  (a trade offer, card 2's swap, card 4's gift), the bot asks whether it lets that player fill
  their whole diagram with their free pieces (:func:`completes`), and whether it fits their
  diagram at all (:func:`~.greedy.useful`). It never hands over the piece that completes an
  opponent's diagram while another answer exists; a piece that only fits the buyer is refused
  when the buyer is level with or ahead of the player, and always with two players.
- **The pieces still to come.** A purchase takes the display position one die picks (T-A5): the
  bot weighs the six positions (:func:`display_odds`) and does not pay 100 T when no piece
  shown fits its diagram, unless it holds :data:`RICH` T (then the refill is worth the price).

Everything else is the greedy policy's. :func:`advise` gives the move and its reason as data
(:class:`Advice`), which the table narrator puts in words. This policy plays every seat of the
search's sampled worlds (:mod:`.search`, the hint's bot), which takes its move and reason where
looking a round ahead finds nothing clearly better; it is also a rung of the ladder.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import field
from alea.dataclass import dataclass
from typing import Any

from alea.kernel import Choice
from alea.tetrikon.engine.content import load_content
from alea.tetrikon.engine.geometry import tile
from alea.tetrikon.engine.moves import Build, Buy, End, Move, Offer, Replace, Roll, UseCard
from alea.tetrikon.engine.view import View

from . import greedy

RICH = 200
"""T in hand from which the bot buys even when no piece on display fits: the piece bought may be
sold, and the refill changes the display (when nobody buys, the display never changes and a game
stalls to its round limit)."""

TILE_BUDGET = 20_000
"""Search steps spent on whether a player's free pieces fill their whole diagram."""

REASONS: dict[str, str] = {
    "completes": "refuse or avoid: the piece would let player ``to`` fill their whole diagram",
    "helps": "refuse: the piece fits the diagram of player ``to``, who is not behind",
    "spare": "accept: the piece is of no use to the player and the price is worth more",
    "keep": "refuse: the piece is worth more to the player than the price",
    "least": "give the piece of least use to player ``to`` (card 4)",
    "build": "the placement leaves the rest fillable (``own``: by the player's own free pieces)",
    "replace": "no placement leaves the rest fillable; the exchange in the diagram does",
    "buy": "buy: ``fit`` of the ``shown`` display pieces fit the player's diagram",
    "no_buy": "do not buy: no piece on the display fits the player's diagram (and the player is not rich)",
    "offer": "offer for a piece of player ``to`` that fits the player's diagram",
    "roll": "roll for cards",
    "card": "use a Chance card",
    "end": "nothing else is worth an action now",
    "choose": "a choice the bot makes as the greedy policy does",
}
"""Every reason kind and what it says."""


@dataclass(frozen=True)
class Advice:
    """A move and why: ``reason`` a key of :data:`REASONS`, ``data`` its facts."""

    move: Move | Choice
    reason: str
    data: dict[str, Any] = field(default_factory=dict)


def completes(view: View, player: int, extra: Sequence[str] = ()) -> bool:
    """Whether ``player``'s free pieces, with ``extra``, fill every empty square of their diagrams."""
    pl = view.players[player]
    empty = [b.empty for b in pl.boards if b.empty]
    if not empty:
        return False
    pieces = Counter(pl.free) + Counter(extra)
    shapes = {pid: p.cells for pid, p in load_content().pieces.items()}
    squares = frozenset().union(*empty) if len(empty) == 1 else None
    if squares is None:  # several diagrams (solo): each must be filled, pieces shared; not an opponent's case
        return False
    return tile(squares, pieces, shapes, view.mirror, budget=TILE_BUDGET) is not None


def _hands_over(view: View, me: int, to: int, pieces: Sequence[str]) -> str | None:
    """Why handing ``pieces`` to player ``to`` is a gift ("completes", "helps"), or None."""
    if not pieces or to == me:
        return None
    if completes(view, to, pieces):
        return "completes"
    receiver = view.players[to]
    if any(greedy.useful(view, receiver, p) for p in pieces):
        behind = receiver.empty_squares > view.players[me].empty_squares
        if len(view.players) == 2 or not behind:
            return "helps"
    return None


def display_odds(view: View, me: int) -> tuple[int, int]:
    """(pieces on the display that fit the player's diagram, pieces on the display)."""
    shown = [p for p in view.display if p]
    return sum(1 for p in shown if greedy.useful(view, view.players[me], p)), len(shown)


def _decision(view: View, me: int) -> Advice:
    pending = view.pending
    assert pending is not None and pending.options is not None
    options, data = list(pending.options), pending.data
    if pending.kind in ("offer_answer", "swap_answer"):
        to = data["by"]
        given = list(data["buy"]) if pending.kind == "offer_answer" else [data["want"]]
        why = _hands_over(view, me, to, given)
        if why is not None:
            return Advice(Choice(options.index(False)), why, {"to": to, "pieces": given})
        index = greedy._decision(view, view.players[me], pending.kind, options, data)
        return Advice(Choice(index), "spare" if options[index] else "keep", {"to": to, "pieces": given})
    if pending.kind == "own_piece" and data.get("why") == "card4":
        to = view.turn.active
        mine = view.players[me]

        def cost(piece: str) -> tuple[bool, bool, int]:
            return (completes(view, to, [piece]), greedy.useful(view, view.players[to], piece),
                    greedy.worth(view, mine, piece))

        index = min(range(len(options)), key=lambda i: cost(options[i]))
        return Advice(Choice(index), "least", {"to": to, "pieces": [options[index]]})
    index = greedy._decision(view, view.players[me], pending.kind, options, data)
    return Advice(Choice(index), "choose", {})


def advise(view: View, legal: Sequence[Move], player: int) -> Advice:
    """The move for ``player`` (whose seat the view belongs to) and its reason."""
    pending = view.pending
    if pending is not None and pending.kind != "turn":
        return _decision(view, player)
    move = greedy.choose(view, legal, player)
    assert not isinstance(move, Choice)
    if isinstance(move, Buy):
        fit, shown = display_odds(view, player)
        if fit == 0 and sum(view.players[player].tcards or ()) < RICH:
            offer = greedy._trade(view, view.players[player], legal)
            if offer is not None:
                return Advice(offer, "offer", {"to": offer.to, "pieces": list(offer.buy)})
            return Advice(End(), "no_buy", {"shown": shown})
        return Advice(move, "buy", {"fit": fit, "shown": shown})
    if isinstance(move, Build):
        me = view.players[player]
        board = me.boards[move.board]
        left = greedy._left_after(board, greedy._cells(move.squares))
        own = greedy.placement_score(view, me, board, move.piece, left) >= 100
        return Advice(move, "build", {"own": own})
    if isinstance(move, Replace):
        return Advice(move, "replace", {})
    if isinstance(move, Offer):
        return Advice(move, "offer", {"to": move.to, "pieces": list(move.buy)})
    if isinstance(move, Roll):
        return Advice(move, "roll", {})
    if isinstance(move, UseCard):
        return Advice(move, "card", {})
    return Advice(move, "end", {})


def choose(view: View, legal: Sequence[Move], player: int) -> Move | Choice:
    """The bot's move for ``player``."""
    return advise(view, legal, player).move


__all__ = ["Advice", "REASONS", "advise", "choose", "completes", "display_odds"]
