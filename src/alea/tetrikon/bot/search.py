"""The hint's bot for Tetrikon: a search over sampled worlds, from the seat's view only (issue 31).

Where the choice is about money and pieces changing hands, the bot looks ahead instead of
trusting the one-move policy (:mod:`.lookahead`):

- **At a turn**, when the look-ahead would buy, offer or end the turn (not build, roll or play a
  card: placing is the exact tiling search's, and rolling is free), the candidates are ending the
  turn, buying from the manager and up to two offers for a piece of another player that fits the
  player's diagram. Each is played in every sampled world: a bought piece comes by the world's
  die (T-A5) and the display is refilled from the bag (the pieces still to come); an offer is
  answered by the other player's own policy on their own sampled hand (their reply).
- **Asked to sell or swap a piece**, the two answers are played the same way: the piece and the
  price change hands in the world, then the buyer's turn goes on.

After the candidate, every player plays by the look-ahead policy until the player's own next turn
begins (:data:`MAX_MOVES` at most); the position reached is scored by :func:`evaluate`. Every
candidate meets the same worlds (:func:`~.world.sample_world`: the other hands, the decks and the
coming pieces dealt from what the seat cannot see), so the same dice and cards. The best mean
wins; the budget is counted in worlds, so a view always gives the same move.

One move is a rule, not a search: where the look-ahead would roll although none of the player's
free pieces fits their diagram, a piece on display does and they cannot pay 100 T, the hint
exchanges a piece they cannot use at the manager (:func:`exchange`, T-A6): a draw at the
display's odds for no T, where the look-ahead never exchanges and waits some three rolls to buy.

The no-gift rule stays exact and comes first: the piece that lets another player fill their whole
diagram is never sold, swapped or given while another answer exists (:func:`.lookahead.completes`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from alea.dataclass import dataclass

from alea.kernel import Choice, Game, IllegalMove
from alea.tetrikon.engine.money import payment_sets, remove_values
from alea.tetrikon.engine.content import load_content
from alea.tetrikon.engine.geometry import Cell, tile
from alea.tetrikon.engine.events import OfferAnswered, Offered, TurnStarted
from alea.tetrikon.engine.moves import Buy, End, Exchange, Move, Offer, Roll
from alea.tetrikon.engine.scoring import ranking
from alea.tetrikon.engine.state import PENALTY_PER_SQUARE, PRICE, State
from alea.tetrikon.engine.view import View

from . import greedy, lookahead
from .lookahead import REASONS as LOOKAHEAD_REASONS, Advice, completes, display_odds
from .world import sample_world

WORLD_ROLLOUTS = 8
"""The hint's budget: rollouts per decision, shared among the candidates (at least two worlds
each); benchmarks/hint_latency.py --game tetrikon measures its cost."""

MAX_MOVES = 40
"""A rollout stops after this many moves even if the player's next turn is not over."""

WIN = 60.0
"""What an ended game is worth: this for a sole first place, minus this for any other place
(a shared first place is worth half)."""

MONEY = 1.0
"""Squares a hundred T in hand are worth (a purchase brings a piece of about three squares,
which fits or not); money counts up to :data:`MONEY_CAP`."""

MONEY_CAP = 200
"""T in hand beyond this are worth nothing more a round ahead: money is worth only the pieces it
buys, and hoarding stalls a game (a round limit then scores the empty squares)."""

FIT = 0.9
"""Squares one square of a free piece that fits the player's diagram is worth."""

SPARE = 0.2
"""Squares one square of a free piece that fits nowhere is worth (it may be sold)."""

MARGIN = 1.0
"""How much better (in squares, :func:`evaluate`) a candidate must look than the look-ahead's own
move to be taken instead: a few sampled worlds are noisy, and the look-ahead is a sound default."""

PRICES = (30, 90)
"""The prices the search tries for a piece (when the offers list them, T-A4)."""

REASONS: dict[str, str] = {
    **LOOKAHEAD_REASONS,
    "ahead_buy": "buy: over the die's faces and the pieces still to come, buying leaves the player best placed",
    "ahead_end": "end the turn: a round ahead, buying or trading now leaves the player worse placed",
    "ahead_offer": "offer to player ``to``: a round ahead, with their likely answer, it leaves the player best placed",
    "ahead_accept": "accept: a round ahead, the price serves the player more than the piece serves player ``to``",
    "ahead_refuse": "refuse: a round ahead, the piece serves player ``to`` more than the price serves the player",
    "exchange": "exchange at the manager: no free piece fits the player's diagram, ``fit`` of the ``shown`` display "
                "pieces do, and the player is short of 100 T",
}
"""Every reason kind and what it says (the look-ahead's, and the search's own)."""


@dataclass(frozen=True)
class Candidate:
    """A move the search weighs: at a turn the move itself; at an answer the option index."""

    move: Move | Choice
    kind: str
    """"end", "buy", "offer", "accept" or "refuse"."""


@lru_cache(maxsize=20_000)
def _fills(room: frozenset[Cell], pieces: tuple[tuple[str, int], ...], mirror: bool) -> bool:
    """Whether ``pieces`` (type, count) fill ``room`` exactly (:func:`need`); remembered, since
    every rollout of every candidate asks it of the same diagrams."""
    shapes = {pid: p.cells for pid, p in load_content().pieces.items()}
    return tile(room, dict(pieces), shapes, mirror, budget=lookahead.TILE_BUDGET) is not None


def need(state: State, player: int) -> float:
    """How far ``player`` is from a full diagram, in squares: the empty squares, less what their
    free pieces (:data:`FIT` a square of a piece that fits, :data:`SPARE` of one that does not)
    and their money (:data:`MONEY`) promise; half a square when their free pieces fill it exactly."""
    pl = state.players[player]
    rooms = tuple(b.empty() for b in pl.boards if b.empty())
    empty = sum(len(room) for room in rooms)
    if empty == 0:
        return 0.0
    shapes = {pid: p.cells for pid, p in state.content.pieces.items()}
    mirror = "nomirror" not in state.config.variants
    free = tuple(pl.free)
    if len(rooms) == 1 and sum(len(shapes[p]) for p in free) >= empty and \
            _fills(rooms[0], tuple(Counter(free).items()), mirror):
        return 0.5
    promised = sum((FIT if greedy.fits(rooms, free, p, mirror) else SPARE) * len(shapes[p]) for p in set(free)
                   for _ in range(free.count(p)))
    return max(0.5, empty - min(float(empty), promised) - MONEY * min(pl.total(), MONEY_CAP) / 100)


def evaluate(game: Game, me: int) -> float:  # type: ignore[type-arg]
    """A rollout's end for ``me``: an ended game by its places (:data:`WIN`); else how much
    nearer ``me`` is to a full diagram than the nearest other player (:func:`need`), with a
    tenth of the penalties already counted."""
    state: State = game.state
    if game.pending is None or state.over:
        totals = [sum(p.penalties) for p in state.players]
        places = ranking(totals, [p.completed for p in state.players], [p.closed for p in state.players])
        if places[me] != 1:
            return -WIN
        return WIN if places.count(1) == 1 else WIN / 2
    others = min(need(state, p) for p in range(len(state.players)) if p != me)
    return others - need(state, me) - sum(state.players[me].penalties) / (10 * PENALTY_PER_SQUARE)


def rollout(game: Game, me: int) -> float:  # type: ignore[type-arg]
    """Play every seat by the look-ahead policy until ``me``'s next turn begins (after the other
    players' replies; or :data:`MAX_MOVES`, or the game's end); :func:`evaluate` there."""
    state: State = game.state
    others_played = False
    moves = 0
    while game.pending is not None and moves < MAX_MOVES:
        if state.active != me:
            others_played = True
        elif others_played:
            break
        player = game.pending.player
        view = game.view(frozenset({player}))
        game.apply(lookahead.choose(view, game.legal_moves(), player))
        state = game.state
        moves += 1
    return evaluate(game, me)


def _world(view: View, me: int, seed: int, candidate: Candidate) -> Game | None:  # type: ignore[type-arg]
    """The world of ``seed`` with ``candidate`` made in it; None when it cannot be."""
    pending = view.pending
    assert pending is not None

    def accepted(state: State) -> bool:
        return _trade(state, pending.kind, pending.data, me)

    game = sample_world(view, me, seed, accepted if candidate.kind == "accept" else None)
    if game is not None and pending.kind == "turn":
        try:
            game.apply(candidate.move)
        except IllegalMove:
            return None
    return game


def _trade(state: State, kind: str, data: dict[str, object], me: int) -> bool:
    """Carry out an accepted offer or swap to ``me`` in a sampled state; False if it cannot be."""
    by = data["by"]
    assert isinstance(by, int)
    buyer, seller = state.players[by], state.players[me]
    if kind == "swap_answer":
        give, want = str(data["give"]), str(data["want"])
        if give not in buyer.free or want not in seller.free:
            return False
        buyer.free.remove(give)
        seller.free.remove(want)
        buyer.free = sorted([*buyer.free, want])
        seller.free = sorted([*seller.free, give])
        return True
    buy, sell, price = list(data["buy"]), list(data["sell"]), data["price"]  # type: ignore[call-overload]
    assert isinstance(price, int)
    payer, payee = (buyer, seller) if price > 0 else (seller, buyer)
    ways = payment_sets(payer.tcards, abs(price))
    if not ways or any(p not in seller.free for p in buy) or any(p not in buyer.free for p in sell):
        return False
    remove_values(payer.tcards, ways[0])
    payee.tcards = sorted([*payee.tcards, *ways[0]])
    for piece in buy:
        seller.free.remove(piece)
        buyer.free.append(piece)
    for piece in sell:
        buyer.free.remove(piece)
        seller.free.append(piece)
    buyer.free.sort()
    seller.free.sort()
    return True


def refused(view: View) -> list[Offer]:
    """The offers refused in the turn now played (issue 38: a hint that proposed one again after
    "Player 4 refuses." went round for ever): read from the history, back to the turn's start."""
    out: list[Offer] = []
    answers: list[bool] = []
    for event in reversed(view.history):
        if isinstance(event, TurnStarted):
            break
        if isinstance(event, OfferAnswered):
            answers.append(event.accepted)
        elif isinstance(event, Offered) and answers:
            if not answers.pop():
                out.append(Offer(event.to, event.buy, event.sell, event.price))
    return out


def turned_down(offer: Offer, refusals: Sequence[Offer]) -> bool:
    """Whether ``offer`` asks for what a refused offer asked, of the same player, for no more."""
    return any(offer.to == r.to and offer.buy == r.buy and offer.sell == r.sell and offer.price <= r.price
               for r in refusals)


def _turn_candidates(view: View, legal: Sequence[Move], me: int) -> list[Candidate]:
    """End, buy, and up to two offers for a piece that fits the player's diagram (none that asks
    what was refused this turn for no more: :func:`turned_down`)."""
    out = [Candidate(End(), "end")]
    if any(isinstance(m, Buy) for m in legal):
        out.append(Candidate(Buy(), "buy"))
    refusals = refused(view)
    offers = {m for m in legal if isinstance(m, Offer) and not turned_down(m, refusals)}
    mine = view.players[me]
    for other in view.players:
        for piece in sorted(set(other.free)):
            tried = [Offer(other.index, (piece,), (), price) for price in PRICES]
            tried = [o for o in tried if o in offers]
            if tried and greedy.useful(view, mine, piece):
                out += [Candidate(o, "offer") for o in tried]
            if len(out) >= 4:
                return out[:4]
    return out


def _search(view: View, me: int, candidates: list[Candidate],
            base: int) -> tuple[Candidate | None, dict[str, float]]:
    """The candidate with the best mean over the sampled worlds, and every candidate's mean; None
    when no candidate beats the look-ahead's own (``candidates[base]``) by :data:`MARGIN`."""
    key = f"tetrikon-search/{me}/{view.round}/{len(view.history)}/{view.pending.kind if view.pending else ''}"
    rng = random.Random(key)
    worlds = max(2, WORLD_ROLLOUTS // len(candidates))
    seeds = [rng.randrange(2**31) for _ in range(worlds)]
    means: dict[int, float] = {}
    for i, candidate in enumerate(candidates):
        values = []
        for seed in seeds:
            game = _world(view, me, seed, candidate)
            if game is not None:
                values.append(rollout(game, me))
        if values:
            means[i] = sum(values) / len(values)
    said = {candidates[i].kind: round(v, 2) for i, v in means.items()}
    if not means:
        return None, said
    best = max(means, key=lambda i: (means[i], i == base, -i))
    if best != base and base in means and means[best] - means[base] < MARGIN:
        return None, said
    return candidates[best], said


def _searchable(view: View) -> bool:
    """Whether the game is in a state a world can be sampled from: a standard game, before its
    final round."""
    return view.mode == "standard" and view.closer is None and not view.time_up and len(view.letters) >= 1


def exchange(view: View, legal: Sequence[Move], me: int) -> Exchange | None:
    """The exchange at the manager (T-A6) the hint proposes instead of rolling, or None.

    When none of the player's free pieces fits their diagram, a piece on display does and they
    hold less than the 100 T a purchase costs, giving a piece they cannot use for the one a die
    picks costs no T, where buying would cost some three rolls of cards: the whole turn for a
    draw at the display's odds. The piece given is the one of use to the fewest other players
    (it goes into the bag, from which the display is refilled), then the first by name.
    Measured against the look-ahead policy, which never exchanges: see docs/balance-tetrikon.md."""
    mine = view.players[me]
    if mine.first_turn or not mine.free or sum(mine.tcards or ()) >= PRICE:
        return None
    if any(greedy.useful(view, mine, p) for p in set(mine.free)) or display_odds(view, me)[0] == 0:
        return None
    others = [p for p in view.players if p.index != me]
    spare = sorted(set(mine.free), key=lambda p: (sum(greedy.useful(view, o, p) for o in others), p))
    move = Exchange(spare[0])
    return move if move in legal else None


def advise(view: View, legal: Sequence[Move], player: int) -> Advice:
    """The move for ``player`` (whose seat the view belongs to) and its reason."""
    base = lookahead.advise(view, legal, player)
    pending = view.pending
    if pending is None or not _searchable(view):
        return base
    if pending.kind == "turn" and isinstance(base.move, Roll):
        swap = exchange(view, legal, player)
        if swap is None:
            return base
        fit, shown = display_odds(view, player)
        return Advice(swap, "exchange", {"fit": fit, "shown": shown, "pieces": [swap.piece]})
    if pending.kind in ("offer_answer", "swap_answer"):
        if base.reason in ("completes",):
            return base  # the exact rule: never the piece that fills their diagram
        options = list(pending.options or ())
        if True not in options or False not in options:
            return base
        to = pending.data["by"]
        given = list(pending.data["buy"]) if pending.kind == "offer_answer" else [pending.data["want"]]
        answers = [Candidate(Choice(options.index(True)), "accept"), Candidate(Choice(options.index(False)), "refuse")]
        base_index = 0 if base.move == answers[0].move else 1
        picked, means = _search(view, player, answers, base_index)
        if picked is None or picked.move == base.move:
            return base
        return Advice(picked.move, "ahead_" + picked.kind, {"to": to, "pieces": given, "means": means})
    if pending.kind != "turn" or isinstance(base.move, Choice):
        return base
    if not isinstance(base.move, (Buy, Offer, End)) or view.players[player].first_turn:
        return base
    candidates = _turn_candidates(view, legal, player)
    if not any(c.move == base.move for c in candidates):
        candidates.append(Candidate(base.move, type(base.move).__name__.lower()))
    if len(candidates) == 1:
        return base
    picked, means = _search(view, player, candidates, next(i for i, c in enumerate(candidates) if c.move == base.move))
    if picked is None or picked.move == base.move:
        return base  # the look-ahead's own move, with its own reason (the display's odds, ...)
    move = picked.move
    if isinstance(move, Offer):
        return Advice(move, "ahead_offer", {"to": move.to, "pieces": list(move.buy), "price": move.price,
                                            "means": means})
    if isinstance(move, Buy):
        fit, shown = display_odds(view, player)
        return Advice(move, "ahead_buy", {"fit": fit, "shown": shown, "means": means})
    return Advice(move, "ahead_end", {"means": means})


def choose(view: View, legal: Sequence[Move], player: int) -> Move | Choice:
    """The bot's move for ``player``."""
    return advise(view, legal, player).move


__all__ = ["Advice", "Candidate", "MAX_MOVES", "REASONS", "WORLD_ROLLOUTS", "advise", "choose", "completes",
           "display_odds", "evaluate", "exchange", "need", "rollout"]
