"""What happened, as typed facts for narration, the board, the bots and the sound cues.

Every event is a frozen dataclass of :class:`Event`, the kernel's event base
(:mod:`alea.kernel.events`), and says who may see it. Most are public. Some facts are known only
to the players they concern (T-H): the values of T-cards drawn, paid and discarded, which Chance
card was drawn and kept. Those classes are seen ``only(...)`` by the fields that name their
players, and list the private facts in ``hidden``: another seat, or a spectator, is told the
event with those facts None (:func:`alea.kernel.events.visible_to`).

``player`` is the player an event concerns; events of the table (the display, the decks, the
scores) have none.
"""

from __future__ import annotations

from dataclasses import dataclass

from alea.kernel.events import EVERYONE, only
from alea.kernel.events import Event as KernelEvent


class Event(KernelEvent):
    """Base of Tetrikon's events; each class says who may see it (``seen``)."""

    seen = EVERYONE


# --- the match and its games ------------------------------------------------------------------

@dataclass(frozen=True)
class MatchStarted(Event):
    """The match begins: its players, the letter of each game, its mode (T-S)."""

    seen = EVERYONE
    players: int
    letters: tuple[str, ...]
    mode: str


@dataclass(frozen=True)
class GameStarted(Event):
    """A game of the match begins (T-S): its index, letter and the diagrams dealt, in player order
    (solo: the four diagrams of the one player)."""

    seen = EVERYONE
    game: int
    letter: str
    diagrams: tuple[str, ...]


@dataclass(frozen=True)
class StartRoll(Event):
    """T-S7: each contender's die, as (player, value); ``tied`` the highest, rolling again if
    several."""

    seen = EVERYONE
    rolls: tuple[tuple[int, int], ...]
    tied: tuple[int, ...]


@dataclass(frozen=True)
class Starter(Event):
    """T-S7: the player who starts."""

    seen = EVERYONE
    player: int


@dataclass(frozen=True)
class TurnStarted(Event):
    """A player's turn begins; ``final`` in the final round (no trading), ``first`` when the
    player's first turn (roll only)."""

    seen = EVERYONE
    player: int
    round: int
    final: bool
    first: bool


@dataclass(frozen=True)
class TurnEnded(Event):
    """A player's turn ends, ``unused`` actions left."""

    seen = EVERYONE
    player: int
    unused: int


@dataclass(frozen=True)
class TimeUp(Event):
    """T-V1: the round limit is reached (solo: the moves); ``player`` plays the last turn."""

    seen = EVERYONE
    player: int
    round: int


@dataclass(frozen=True)
class FinalRound(Event):
    """T-W2: ``player`` closed the game; every other player has one more turn."""

    seen = EVERYONE
    player: int


@dataclass(frozen=True)
class Completed(Event):
    """T-W1: a player's diagram is full; ``first`` when that closed the game."""

    seen = EVERYONE
    player: int
    first: bool


@dataclass(frozen=True)
class GameScored(Event):
    """T-W3: each player's penalty for the game, and whether their diagram was complete."""

    seen = EVERYONE
    game: int
    penalties: tuple[int, ...]
    completed: tuple[bool, ...]


@dataclass(frozen=True)
class MatchOver(Event):
    """T-W4: each player's total, place (1 first), games completed and closed, and moves (solo
    and lightning; None in a standard match)."""

    seen = EVERYONE
    totals: tuple[int, ...]
    places: tuple[int, ...]
    completed: tuple[int, ...]
    closed: tuple[int, ...]
    moves: tuple[int, ...] | None


# --- rolls and what they give -----------------------------------------------------------------

@dataclass(frozen=True)
class Rolled(Event):
    """T-A1: the active player's two dice, their total, whether doubles."""

    seen = EVERYONE
    player: int
    dice: tuple[int, ...]
    total: int
    doubles: bool


@dataclass(frozen=True)
class KeyChosen(Event):
    """T-A2: what the roll gives (``option`` "treasury", "chance" or "display"; ``count`` cards)."""

    seen = EVERYONE
    player: int
    option: str
    count: int


@dataclass(frozen=True)
class DieRolled(Event):
    """One die that selects a display position (``player`` None: the manager rolled it)."""

    seen = EVERYONE
    player: int | None
    value: int
    why: str


# --- T-cards (values private: T-H) ------------------------------------------------------------

@dataclass(frozen=True)
class TcardsDrawn(Event):
    """A player drew ``count`` T-cards from the Treasury; their ``values`` are the player's alone."""

    seen = only("player")
    hidden = ("values",)
    player: int
    count: int
    values: tuple[int, ...] | None


@dataclass(frozen=True)
class Paid(Event):
    """T-cards paid to the manager (``to`` None) or to a player; the ``values`` are seen by the
    payer and the payee only."""

    seen = only("player", "to")
    hidden = ("values",)
    player: int
    to: int | None
    amount: int
    count: int
    values: tuple[int, ...] | None
    why: str


@dataclass(frozen=True)
class BankPaid(Event):
    """The manager paid ``amount`` to a player in ``count`` T-cards, whose ``values`` are the
    player's alone."""

    seen = only("player")
    hidden = ("values",)
    player: int
    amount: int
    count: int
    values: tuple[int, ...] | None
    why: str


@dataclass(frozen=True)
class TreasuryReshuffled(Event):
    """T-M4: the returned pile became the Treasury, ``size`` cards."""

    seen = EVERYONE
    size: int


@dataclass(frozen=True)
class Inflation(Event):
    """T-M4/T-M5: inflation of ``what`` ("pieces" or "cards"): each player's share, as (player,
    count)."""

    seen = EVERYONE
    what: str
    shares: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Discarded(Event):
    """A player discarded ``count`` cards, which are theirs alone to know."""

    seen = only("player")
    hidden = ("cards",)
    player: int
    count: int
    cards: tuple[int | str, ...] | None
    """T-card values (numbers) and Chance card uids (text)."""


# --- Chance cards (T-N) -----------------------------------------------------------------------

@dataclass(frozen=True)
class ChanceOpened(Event):
    """A Chance card drawn face up that resolves at once (a penalty, T-N1)."""

    seen = EVERYONE
    player: int
    card: str
    card_kind: str


@dataclass(frozen=True)
class ChanceDrawn(Event):
    """A Chance card drawn into a player's hand: which card, and its kind, are the player's alone."""

    seen = only("player")
    hidden = ("card", "card_kind")
    player: int
    card: str | None
    card_kind: str | None


@dataclass(frozen=True)
class CardKept(Event):
    """A Chance card kept in hand: which one is the player's alone."""

    seen = only("player")
    hidden = ("card",)
    player: int
    card: str | None


@dataclass(frozen=True)
class CardUsed(Event):
    """A Chance card's effect begins (it is shown)."""

    seen = EVERYONE
    player: int
    card: str


@dataclass(frozen=True)
class CardWasted(Event):
    """A Chance card with no effect: card 4 at a player with no free piece (``target``), card 2
    refused by everyone (``reason`` "no_agreement")."""

    seen = EVERYONE
    player: int
    card: str
    target: int | None = None
    reason: str | None = None


@dataclass(frozen=True)
class CardReturned(Event):
    """A restriction card is handed in at the start of a turn (cards 12, 13)."""

    seen = EVERYONE
    player: int
    card: str


@dataclass(frozen=True)
class Restricted(Event):
    """A restriction card now lies in front of a player."""

    seen = EVERYONE
    player: int
    card: str


@dataclass(frozen=True)
class ImmunityShown(Event):
    """T-N3: a player revealed Immunity (``card``) against the Chance card ``against`` (or
    "inflation", T-M4/T-M5)."""

    seen = EVERYONE
    player: int
    against: str
    card: str


@dataclass(frozen=True)
class ChanceReshuffled(Event):
    """T-M6: the Chance deck was shuffled, ``size`` cards."""

    seen = EVERYONE
    size: int


@dataclass(frozen=True)
class LimitRaised(Event):
    """Card 20: the player may place ``limit`` pieces this turn."""

    seen = EVERYONE
    player: int
    limit: int


@dataclass(frozen=True)
class Swapped(Event):
    """Card 2: a player gave the piece ``gave`` to ``with_player`` for the piece ``got``."""

    seen = EVERYONE
    player: int
    with_player: int
    gave: str
    got: str


# --- pieces -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class PieceTaken(Event):
    """A piece taken from the display at ``position`` (None, with no piece: the display was empty)."""

    seen = EVERYONE
    player: int
    position: int | None
    piece: str | None
    why: str


@dataclass(frozen=True)
class DisplayRefilled(Event):
    """A display position refilled from the bag."""

    seen = EVERYONE
    position: int
    piece: str


@dataclass(frozen=True)
class PieceToBag(Event):
    """A piece went back into the bag."""

    seen = EVERYONE
    piece: str
    why: str


@dataclass(frozen=True)
class PieceGiven(Event):
    """A player gave a piece to another (``to``) or to the manager (``to`` None)."""

    seen = EVERYONE
    player: int
    to: int | None
    piece: str
    why: str


@dataclass(frozen=True)
class Placed(Event):
    """A piece placed on a player's board as ``label``, on ``squares`` (as the diagram names them)."""

    seen = EVERYONE
    player: int
    board: int
    label: str
    piece: str
    squares: tuple[str, ...]
    why: str


@dataclass(frozen=True)
class TakenOut(Event):
    """A placed piece taken out of a player's diagram."""

    seen = EVERYONE
    player: int
    board: int
    label: str
    piece: str
    why: str


# --- trades (T-A4) ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Offered(Event):
    """T-A4: a player offered ``to`` a trade: the pieces to buy and sell, the price (positive:
    the offerer pays)."""

    seen = EVERYONE
    player: int
    to: int
    buy: tuple[str, ...]
    sell: tuple[str, ...]
    price: int


@dataclass(frozen=True)
class OfferAnswered(Event):
    """The player offered a trade by ``by`` accepted it or not."""

    seen = EVERYONE
    player: int
    accepted: bool
    by: int


@dataclass(frozen=True)
class Traded(Event):
    """T-A4: the trade offered was carried out."""

    seen = EVERYONE
    player: int
    to: int
    buy: tuple[str, ...]
    sell: tuple[str, ...]
    price: int
