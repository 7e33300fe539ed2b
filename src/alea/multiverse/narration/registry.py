"""One way to register the functions that word something: an event class's narration, a query."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

F = TypeVar("F", bound=Callable[..., str])
K = TypeVar("K", bound=Hashable)


def registering(table: dict[K, F]) -> Callable[[K], Callable[[F], F]]:
    """A decorator factory that files the decorated function in ``table`` under a key."""
    def under(key: K) -> Callable[[F], F]:
        def register(fn: F) -> F:
            table[key] = fn
            return fn
        return register
    return under
