"""What every Tesseract bot shares: playing a game on, one chosen move after another."""

from __future__ import annotations

from abc import ABC, abstractmethod

from alea.tesseract.engine import Game, Move, View


class Player(ABC):
    """A bot: :meth:`choose` gives the move for the pending request, :meth:`play` plays on."""

    @abstractmethod
    def choose(self, view: View, legal: list[Move]) -> Move:
        """The bot's move for the pending request (an Action on a Turn, a Choice on a Decision)."""

    def play(self, game: Game, limit: int = 100_000) -> int:
        """Play ``game`` until it ends or ``limit`` moves; returns the moves made."""
        moves = 0
        while game.pending is not None and moves < limit:
            game.apply(self.choose(game.view(), game.legal_moves()))
            moves += 1
        return moves


__all__ = ["Player"]
