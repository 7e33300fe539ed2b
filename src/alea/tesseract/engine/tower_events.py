"""Lifting dice out of the Tesseract and what a lift sets off: the eight events printed on the
base plate (section 6), revealed when a column empties and resolved depth first (R-T4), which
may lift more dice in turn."""

from __future__ import annotations

from collections.abc import Callable

from . import events as ev
from .core import Core, Flow
from .ops import (breach_check, chrono_adjust, destroy, detach, last_die_check, roll_dice,
                  take_from_tower, update_knowledge)

EVENT_IDS: tuple[str, ...] = ("ACC", "FOR", "CHN", "FIS", "EMW", "EMB", "INT", "SHK")


def after_lift(core: Core, col: str, emptied: bool, trigger_value: int) -> Flow:
    """After the lift has been told: what it uncovered (R-G4), then, if it emptied the
    column, its armed event is revealed and resolved (R-G5)."""
    s = core.state
    last_die_check(core)
    update_knowledge(core, col)
    event = s.plate.get(col)
    if not emptied or not event or not s.armed[col]:
        return
    s.armed[col] = False
    core.emit(ev.EventRevealed(col, event))
    core.irreversible()
    yield from resolve_event(core, event, trigger_value)


def remove_into_lab(core: Core, die: int, lab: int) -> Flow:
    """Take a removable die into a lab keeping its value (R-A1), then any revealed event."""
    s = core.state
    col, layer, emptied = take_from_tower(core, die)
    s.labs[lab].dice.append(die)
    core.emit(ev.DieRemoved(die, s.dice[die].colour, s.dice[die].value, col, layer, lab))
    yield from after_lift(core, col, emptied, s.dice[die].value)


def destroy_from_tower(core: Core, die: int, cause: str) -> Flow:
    """Destroy a removable die of the Tesseract (ACC); its column may reveal an event."""
    s = core.state
    col, _, emptied = take_from_tower(core, die)
    s.destroyed.append(die)
    core.emit(ev.DieDestroyed(die, s.dice[die].colour, s.dice[die].value, f"tower:{col}", cause))
    yield from after_lift(core, col, emptied, s.dice[die].value)


def prime(core: Core, die: int, cause: str) -> Flow:
    """Prime a die: from the Tesseract (lift, roll, primed area, breach check, then the
    revealed event, R-T3) or from the destroyed pool (FIS)."""
    s = core.state
    pos = s.tower_position(die)
    col, emptied = None, False
    if pos is not None:
        col, _, emptied = take_from_tower(core, die)
        source = "tower"
    else:
        detach(core, die)
        source = "destroyed"
    values = yield from core.roll(1)
    s.dice[die].value = values[0]
    s.primed.append(die)
    core.emit(ev.DiePrimed(die, s.dice[die].colour, values[0], source, col,
                           s.primed_count(values[0]), cause))
    last_die_check(core)
    yield from chrono_adjust(core, die)
    if die in s.primed:
        breach_check(core, s.dice[die].value)  # the key fact before what the lift uncovered
    if col is not None:
        yield from after_lift(core, col, emptied, s.dice[die].value)


def choose_edge_cube(core: Core, kind: str = "edge_tie") -> Flow:
    """R-G3: the edge cube, the active researcher breaking a tie; None if no removable die."""
    candidates = core.state.edge_candidates()
    if not candidates:
        return None
    return (yield from core.ask(kind, core.state.active, candidates))


def prime_edge_cube(core: Core, cause: str) -> Flow:
    """Prime the edge cube; returns whether a die was primed. An empty Tesseract primes
    nothing: under R-T6 the game is already lost, under V5 an event's prime has no target."""
    s = core.state
    if s.tower_count() == 0:
        return False
    die = yield from choose_edge_cube(core)
    if die is None:
        # Dice remain but none is removable: the geometry makes this impossible, since
        # every column's top die has its top face open and a corner column is always exposed.
        raise RuntimeError("no edge cube in a non-empty Tesseract")
    yield from prime(core, die, cause)
    return True


def _nuclear_blocks(core: Core) -> bool:
    s = core.state
    return bool(s.ability(s.active, "no_event_extra_primes"))


def resolve_event(core: Core, event: str, trigger_value: int) -> Flow:
    """Resolve one revealed event (section 6): one that finds no target fizzles."""
    resolve = _EVENTS.get(event)
    if resolve is None:
        raise RuntimeError(f"unknown event {event}")
    yield from resolve(core, trigger_value)


def _fizzle(core: Core, event: str) -> None:
    """The event found no target: it does nothing (section 6)."""
    core.emit(ev.EventFizzled(event))


def _accelerate(core: Core, trigger_value: int) -> Flow:
    """ACC: destroy the edge cube."""
    die = yield from choose_edge_cube(core)
    if die is None:
        _fizzle(core, "ACC")
        return
    yield from destroy_from_tower(core, die, "ACC")


def _fortify(core: Core, trigger_value: int) -> Flow:
    """FOR: reroll the lowest primed die (the active researcher breaks a tie), then its breach check."""
    s = core.state
    if not s.primed:
        _fizzle(core, "FOR")
        return
    low = min(s.dice[d].value for d in s.primed)
    tied = [d for d in s.primed if s.dice[d].value == low]
    die = yield from core.ask("fortify_tie", s.active, tied)
    yield from roll_dice(core, [die])
    breach_check(core, s.dice[die].value)


def _chain_reaction(core: Core, trigger_value: int) -> Flow:
    """CHN: prime the edge cube (nothing during the Nuclear Physicist's turn)."""
    if _nuclear_blocks(core):
        _fizzle(core, "CHN")
        return
    if not (yield from prime_edge_cube(core, "CHN")):
        _fizzle(core, "CHN")


def _fission(core: Core, trigger_value: int) -> Flow:
    """FIS: prime the edge cube, then a destroyed die drawn at random (none during the Nuclear
    Physicist's turn)."""
    s = core.state
    primed = yield from prime_edge_cube(core, "FIS")
    if s.destroyed and not _nuclear_blocks(core):
        index = yield from core.pick(len(s.destroyed))
        yield from prime(core, s.destroyed[index], "FIS")
    elif not primed:
        _fizzle(core, "FIS")


def _emp(core: Core, event: str) -> Flow:
    """EMW (one lab spared, the active researcher's choice) and EMB: reroll every die of the labs."""
    s = core.state
    labs = list(range(len(s.labs)))
    if event == "EMW":
        spared = yield from core.ask("spare_lab", s.active, labs)
        labs.remove(spared)
    dice = [d for i in labs for d in s.labs[i].dice]
    if not dice:
        _fizzle(core, event)
        return
    yield from roll_dice(core, dice)


def _emp_wave(core: Core, trigger_value: int) -> Flow:
    """EMW: every die of every lab but the one spared is rerolled."""
    yield from _emp(core, "EMW")


def _emp_blast(core: Core, trigger_value: int) -> Flow:
    """EMB: every die of every lab is rerolled."""
    yield from _emp(core, "EMB")


def _interphase(core: Core, trigger_value: int) -> Flow:
    """INT: every primed 2 becomes 3 and every primed 4 becomes 5; a breach check for each value
    that received dice."""
    s = core.state
    changed = set()
    for d in s.primed:
        old = s.dice[d].value
        if old in (2, 4):
            s.dice[d].value = old + 1
            changed.add(old + 1)
            core.emit(ev.DieAdjusted(d, s.dice[d].colour, old, old + 1, "primed"))
    if not changed:
        _fizzle(core, "INT")
    for value in sorted(changed):
        breach_check(core, value)
    return
    yield  # a flow, though it asks nothing


def _shockwave(core: Core, trigger_value: int) -> Flow:
    """SHK: destroy every lab die showing the value of the die whose removal revealed it (V7: of
    the last primed die)."""
    s = core.state
    if "V7" in s.config.variants:
        # V7 (FR 438): the value of the last primed die; ruling: the die primed last of
        # those still in the primed area, and nothing when the area is empty.
        if not s.primed:
            _fizzle(core, "SHK")
            return
        trigger_value = s.dice[s.primed[-1]].value
    doomed = [d for lab in s.labs for d in lab.dice if s.dice[d].value == trigger_value]
    if not doomed:
        _fizzle(core, "SHK")
    for d in doomed:
        destroy(core, d, "SHK")
    return
    yield  # a flow, though it asks nothing


_EVENTS: dict[str, Callable[[Core, int], Flow]] = {
    "ACC": _accelerate, "FOR": _fortify, "CHN": _chain_reaction, "FIS": _fission,
    "EMW": _emp_wave, "EMB": _emp_blast, "INT": _interphase, "SHK": _shockwave,
}
"""Each event printed on the base plate, by its id (:data:`EVENT_IDS`)."""
