"""One way to declare the functions that word something: an event class's narration, a query.

A game files each such function with the decorator that declares it (``@narrates(GameWon)``,
``@answers("status")``), so that a function and the key it answers stand in one place, as
pgspecial declares a command where its handler is written.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

from alea.errors import AleaError

F = TypeVar("F", bound=Callable[..., object])
K = TypeVar("K", bound=Hashable)


class Registry(dict[K, F]):
    """Functions by key (an event class, a query's name), each filed by :meth:`under`."""

    def under(self, key: K) -> Callable[[F], F]:
        """A decorator that files the decorated function under ``key`` and returns it unchanged."""
        def register(fn: F) -> F:
            self[key] = fn
            return fn
        return register


class QueryError(AleaError, ValueError):
    """A query that cannot be answered as asked (its argument names nothing in the game); its text
    is a finished message in the asking seat's language, said as a refusal."""
