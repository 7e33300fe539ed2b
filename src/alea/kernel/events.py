"""Typed events that say who may see them: the one event way of every game.

An event is what happened, in past tense, with its consequences, as a frozen dataclass whose
class subclasses :class:`Event`. Each class declares, in :attr:`Event.seen`, who may see all of
it:

- :data:`EVERYONE`: every seat and every spectator (most events: a piece placed, a die rolled);
- ``only("player")``: the seat of the acting player alone (a hand of cards drawn: T-H);
- ``only("player", "to")``: the seats of the players those fields name (a payment between two
  players is seen by both of them, by nobody else).

A restricted class names, in :attr:`Event.hidden`, the fields the others must not learn; they
are told the same event with those fields set to None ("Player 2 draws 2 cards": the count is
public, the values are not). :func:`visible_to` is the one function the table, the online
server, the board and the narration use to tell an event to a viewer: a seat of some players,
a spectator (a seat of no player), or one screen shared by every player (``None``).

Class creation checks the declaration: a class without ``seen`` (in itself or a base) is
refused, and so is a restricted one that hides no field or hides a field it does not have.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any, ClassVar, TypeVar

from .rules import Seat

__all__ = ["EVERYONE", "Audience", "Event", "knowers", "only", "told_to", "visible_to"]


@dataclass(frozen=True)
class Audience:
    """Who may see an event whole: the players its fields ``by`` name (None: everyone)."""

    by: tuple[str, ...] | None
    """The event's fields that name the players who see it (an index, None, or several)."""

    @property
    def public(self) -> bool:
        """Whether every seat and spectator sees the event whole."""
        return self.by is None

    def __str__(self) -> str:
        return "everyone" if self.by is None else "only " + " and ".join(self.by)


EVERYONE = Audience(None)
"""Every seat and every spectator sees the event whole."""


def only(*by: str) -> Audience:
    """Only the players named by the event's fields ``by`` see it whole: ``only("player")`` is
    the acting seat, ``only("player", "to")`` the two parties of a payment."""
    if not by:
        raise ValueError("an event seen only by some names the fields that say whom")
    return Audience(tuple(by))


class Event:
    """Base of every game's events. A subclass is a frozen dataclass and says who may see it.

    Not a dataclass itself (it has no field), so that a game may build its event classes with
    any dataclass decorator (Tesseract's cheaper frozen one, the standard library's).
    """

    seen: ClassVar[Audience]
    """Who may see this event whole (declared by every game's events)."""
    hidden: ClassVar[tuple[str, ...]] = ()
    """The fields only :attr:`seen` may know; another viewer is told None in their place."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        audience = getattr(cls, "seen", None)
        if not isinstance(audience, Audience):
            raise TypeError(f"{cls.__qualname__} does not say who may see it (seen = EVERYONE or only(...))")
        if audience.public and cls.hidden:
            raise TypeError(f"{cls.__qualname__} hides {cls.hidden} from nobody: seen by everyone")
        if not audience.public and not cls.hidden:
            raise TypeError(f"{cls.__qualname__} is seen {audience} but hides no field")


def knowers(event: Event) -> frozenset[int] | None:
    """The players who may see ``event`` whole (None: everyone)."""
    by = type(event).seen.by
    if by is None:
        return None
    found: set[int] = set()
    for name in by:
        value = getattr(event, name)
        if isinstance(value, int):
            found.add(value)
        elif isinstance(value, Iterable) and not isinstance(value, str):
            found.update(v for v in value if isinstance(v, int))
    return frozenset(found)


E = TypeVar("E", bound=Event)


def visible_to(event: E, viewer: Seat) -> E:
    """``event`` as ``viewer`` may know it: whole if the viewer may see it (``None``, one screen
    shared by every player, sees everything), else with its :attr:`~Event.hidden` fields None.

    ``viewer`` is a seat's players: ``frozenset({1})`` a player's seat, ``frozenset()`` a
    spectator's (who sees only what everyone sees).
    """
    if viewer is None:
        return event
    allowed = knowers(event)
    if allowed is None or allowed & viewer:
        return event
    return replace(event, **{name: None for name in type(event).hidden})  # type: ignore[type-var]


def told_to(events: Sequence[E], viewer: Seat) -> list[E]:
    """Each of ``events`` as ``viewer`` may know it (:func:`visible_to`)."""
    return [visible_to(event, viewer) for event in events]


def declared(cls: type[Event]) -> list[str]:
    """What is wrong with ``cls``'s declaration of who may see it (empty: nothing): it must be a
    dataclass, and each hidden field a field of it that may be None; ``seen``'s fields must be
    fields of it."""
    if not is_dataclass(cls):
        return [f"{cls.__qualname__} is not a dataclass"]
    names = {f.name for f in fields(cls)}
    problems = [f"{cls.__qualname__}.{name} is hidden but not a field" for name in cls.hidden
                if name not in names]
    problems += [f"{cls.__qualname__}.{name} says who sees it but is not a field"
                 for name in cls.seen.by or () if name not in names]
    return problems
