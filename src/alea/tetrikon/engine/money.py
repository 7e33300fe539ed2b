"""T-points: which sets of cards may pay an amount (T-M1), how the bank pays (T-M3), and the
distinct ways to give k things out of a hand (inflation, discards)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Sequence
from functools import lru_cache
from itertools import product
from typing import TypeVar

T = TypeVar("T", bound=Hashable)


def _multisets(counts: Counter[int]) -> Iterable[tuple[int, ...]]:
    """Every sub-multiset of ``counts``, as sorted tuples."""
    values = sorted(counts)
    for picks in product(*(range(counts[v] + 1) for v in values)):
        yield tuple(v for v, k in zip(values, picks) for _ in range(k))


def payment_sets(hand: Sequence[int], amount: int) -> list[tuple[int, ...]]:
    """The sets of T-cards that may pay ``amount`` (T-M1): total at least ``amount`` and no card
    that could be left out; the least overpayment first, then the fewest cards. Empty when the
    hand totals less."""
    if amount <= 0:
        return [()]
    return list(_payment_sets(tuple(sorted(hand)), amount))


@lru_cache(maxsize=20_000)
def _payment_sets(hand: tuple[int, ...], amount: int) -> tuple[tuple[int, ...], ...]:
    """:func:`payment_sets` of a sorted hand, remembered. The sets are walked value by value,
    smallest first, and a branch is left as soon as it can no longer reach ``amount`` or its
    total less its smallest card already pays (a card could be left out): a big hand is not
    walked through all its sub-multisets."""
    if sum(hand) < amount:
        return ()
    counts = Counter(hand)
    values = sorted(counts)
    rest = [sum(v * counts[v] for v in values[i:]) for i in range(len(values) + 1)]
    found: list[tuple[int, ...]] = []

    def walk(i: int, total: int, least: int | None, chosen: tuple[int, ...]) -> None:
        if total + rest[i] < amount:
            return
        if i == len(values):
            found.append(chosen)  # reached amount, and no card could be left out
            return
        v = values[i]
        for k in range(counts[v] + 1):
            low = least if least is not None or k == 0 else v
            now = total + k * v
            if low is not None and now - low >= amount:
                break
            walk(i + 1, now, low, chosen + (v,) * k)

    walk(0, 0, None, ())
    del walk  # the closure holds itself: kept, each call would leave a cycle only the collector frees
    found.sort(key=lambda s: (sum(s) - amount, len(s), [-v for v in s]))
    return tuple(found)


def exact_set(hand: Sequence[int], amount: int) -> tuple[int, ...] | None:
    """A set of the hand totalling exactly ``amount``, fewest cards first, or None."""
    best: tuple[int, ...] | None = None
    for chosen in _multisets(Counter(hand)):
        if sum(chosen) == amount and (best is None or len(chosen) < len(best)):
            best = chosen
    return best


def remove_values(hand: list[int], values: Iterable[int]) -> None:
    """Take the given values out of a hand (each one once)."""
    for v in values:
        hand.remove(v)


def bank_choice(returned: Sequence[int], treasury: Sequence[int], amount: int,
                exact_only: bool = False) -> tuple[list[int], list[int]] | None:
    """What the bank pays ``amount`` with (T-M3): (cards from the returned pile, cards found in
    the Treasury). Exact when it can be, using the returned pile as much as possible, then the
    fewest cards; else by T-M1's rule (the least overpayment). None when the two piles together
    hold less than ``amount``, or (``exact_only``) when no set makes it exactly."""
    pool = Counter(returned) + Counter(treasury)
    if sum(pool.elements()) < amount:
        return None
    ret = Counter(returned)

    def split(chosen: tuple[int, ...]) -> tuple[list[int], list[int]]:
        c = Counter(chosen)
        from_ret = {v: min(n, ret[v]) for v, n in c.items()}
        return ([v for v, n in sorted(from_ret.items()) for _ in range(n)],
                [v for v, n in sorted(c.items()) for _ in range(n - from_ret[v])])

    exact = [s for s in _multisets(pool) if sum(s) == amount]
    if exact:
        best = min(exact, key=lambda s: (-len(split(s)[0]), len(s)))
        return split(best)
    if exact_only:
        return None
    return split(payment_sets(list(pool.elements()), amount)[0])


def ways_to_give(items: Sequence[T], count: int) -> list[tuple[T, ...]]:
    """The distinct sub-multisets of ``count`` items (by value), in a stable order."""
    counts = Counter(items)
    keys = sorted(counts, key=lambda k: (type(k).__name__, k))  # numbers before strings
    out: list[tuple[T, ...]] = []

    def walk(i: int, left: int, acc: list[T]) -> None:
        if left == 0:
            out.append(tuple(acc))
            return
        if i == len(keys):
            return
        for k in range(min(left, counts[keys[i]]), -1, -1):
            walk(i + 1, left - k, acc + [keys[i]] * k)

    walk(0, min(count, len(items)), [])
    del walk  # as above: no cycle left behind
    return out
