"""The kernel's one event way (alea.kernel.events): each event class says who may see it, and
visible_to tells an event to a seat, a spectator or one shared screen. No game here: the events
are made up for the test."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from alea.kernel.events import EVERYONE, Event, declared, knowers, only, told_to, visible_to


@dataclass(frozen=True)
class Rolled(Event):
    seen = EVERYONE
    player: int
    value: int


@dataclass(frozen=True)
class Drew(Event):
    seen = only("player")
    hidden = ("cards",)
    player: int
    count: int
    cards: tuple[int, ...] | None


@dataclass(frozen=True)
class Paid(Event):
    seen = only("player", "to")
    hidden = ("values",)
    player: int
    to: int | None
    values: tuple[int, ...] | None


@dataclass(frozen=True)
class Shown(Event):
    seen = only("to")
    hidden = ("what",)
    to: tuple[int, ...]
    what: str | None


def test_an_event_seen_by_everyone_is_told_whole_to_every_viewer() -> None:
    event = Rolled(0, 6)
    assert knowers(event) is None
    for viewer in (None, frozenset(), frozenset({0}), frozenset({1, 2})):
        assert visible_to(event, viewer) is event


def test_the_acting_seat_sees_its_hidden_facts_and_no_one_else() -> None:
    event = Drew(1, 2, (5, 50))
    assert knowers(event) == frozenset({1})
    assert visible_to(event, frozenset({1})) is event
    assert visible_to(event, frozenset({0, 1})) is event  # a seat of two players, one of them the drawer
    assert visible_to(event, None) is event  # one screen shared by every player
    for viewer in (frozenset(), frozenset({0}), frozenset({0, 2})):  # a spectator, other seats
        assert visible_to(event, viewer) == Drew(1, 2, None)


def test_named_seats_see_the_hidden_facts_and_a_none_names_nobody() -> None:
    between = Paid(0, 2, (10, 25))
    assert knowers(between) == frozenset({0, 2})
    assert visible_to(between, frozenset({2})) is between
    assert visible_to(between, frozenset({1})) == Paid(0, 2, None)
    to_bank = Paid(0, None, (10,))
    assert knowers(to_bank) == frozenset({0})
    assert visible_to(to_bank, frozenset({2})).values is None
    several = Shown((1, 3), "secret")
    assert knowers(several) == frozenset({1, 3})
    assert visible_to(several, frozenset({3})) is several
    assert visible_to(several, frozenset()).what is None


def test_told_to_tells_each_event_of_a_batch() -> None:
    batch = [Rolled(1, 3), Drew(1, 1, (20,))]
    assert told_to(batch, frozenset({0})) == [Rolled(1, 3), Drew(1, 1, None)]
    assert told_to(batch, frozenset({1})) == batch


def test_a_class_that_does_not_say_who_may_see_it_is_refused() -> None:
    with pytest.raises(TypeError, match="does not say who may see it"):
        class Silent(Event):
            pass


def test_a_public_class_hides_nothing_and_a_restricted_one_hides_something() -> None:
    with pytest.raises(TypeError, match="from nobody"):
        class Public(Event):
            seen = EVERYONE
            hidden = ("cards",)
    with pytest.raises(TypeError, match="hides no field"):
        class Private(Event):
            seen = only("player")
    with pytest.raises(ValueError):
        only()


def test_declared_names_hidden_or_seeing_fields_that_do_not_exist() -> None:
    @dataclass(frozen=True)
    class Wrong(Event):
        seen = only("owner")
        hidden = ("hand",)
        player: int

    assert declared(Wrong) == ["test_declared_names_hidden_or_seeing_fields_that_do_not_exist.<locals>.Wrong.hand "
                               "is hidden but not a field",
                               "test_declared_names_hidden_or_seeing_fields_that_do_not_exist.<locals>.Wrong.owner "
                               "says who sees it but is not a field"]
    assert declared(Drew) == declared(Paid) == declared(Rolled) == []
    assert str(EVERYONE) == "everyone" and str(Paid.seen) == "only player and to"
