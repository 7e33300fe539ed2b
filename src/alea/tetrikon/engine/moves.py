"""Moves: what a player gives the engine, one small frozen type per kind, and their codec."""

from __future__ import annotations

from alea.dataclass import dataclass
from typing import ClassVar

from alea.kernel import Choice
from alea.kernel.codec import MoveCodec


@dataclass(frozen=True)
class Roll:
    """a) Roll the two dice and apply the key (T-A1, T-A2)."""

    kind: ClassVar[str] = "roll"


@dataclass(frozen=True)
class UseCard:
    """a) Use one kept Chance card, or cash several Jokers together (T-A1). Cards are uids
    such as ``"17#1"``."""

    cards: tuple[str, ...]
    kind: ClassVar[str] = "use"


@dataclass(frozen=True)
class Build:
    """c) Place a free piece of type ``piece`` on ``squares`` (names such as ``"a1"``) of
    board ``board`` (T-A3); also a placement under card 20 (T-N2.20)."""

    piece: str
    squares: tuple[str, ...]
    board: int = 0
    kind: ClassVar[str] = "build"


@dataclass(frozen=True)
class Replace:
    """c) Take placed piece ``placed`` (a label such as ``"p3"``) out and place a different
    free piece ``piece`` on ``squares`` (T-A3, ruling B19)."""

    placed: str
    piece: str
    squares: tuple[str, ...]
    board: int = 0
    kind: ClassVar[str] = "replace"


@dataclass(frozen=True)
class Offer:
    """d) An offer to player ``to`` (T-A4, ruling B20): the active player buys ``buy`` (the
    other's free pieces) and sells ``sell`` (their own) and pays ``price`` T (negative: the
    other player pays). The other player accepts or refuses."""

    to: int
    buy: tuple[str, ...]
    sell: tuple[str, ...]
    price: int
    kind: ClassVar[str] = "offer"


@dataclass(frozen=True)
class Buy:
    """e) Pay 100 T to the bank, roll one die, take that display position (T-A5)."""

    kind: ClassVar[str] = "buy"


@dataclass(frozen=True)
class Exchange:
    """f) "Měním dílek u managera!": give free piece ``piece``, roll one die, take that
    position; the whole turn (T-A6, T-T2 ii)."""

    piece: str
    kind: ClassVar[str] = "exchange"


@dataclass(frozen=True)
class TakeOut:
    """Solo and lightning games only: take placed piece ``placed`` out of board ``board``; it
    may be placed again in the same diagram (T-V3, ruling B40)."""

    placed: str
    board: int = 0
    kind: ClassVar[str] = "take_out"


@dataclass(frozen=True)
class End:
    """End the turn, with actions left or not (T-T3); in a solo or lightning game, stop."""

    kind: ClassVar[str] = "end"


Action = Roll | UseCard | Build | Replace | Offer | Buy | Exchange | TakeOut | End
Move = Action | Choice
"""A move: an action, or the kernel's answer to a decision."""

KINDS: dict[str, type] = {cls.kind: cls for cls in
                          (Roll, UseCard, Build, Replace, Offer, Buy, Exchange, TakeOut, End)}
"""Every action kind and its type."""


CODEC: MoveCodec[Action] = MoveCodec(KINDS.values())
"""The actions as JSON: ``{"kind": ..., field: value, ...}``, tuples as lists (the kernel's codec)."""
move_to_json = CODEC.to_json
move_from_json = CODEC.from_json
