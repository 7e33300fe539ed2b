"""The table's basic operations: moving, rolling, priming, destroying, containing dice.

Each operation keeps R-G4 knowledge up to date and reveals or re-arms events
(R-G5, R-G6). Those that may ask or roll are generators (see :mod:`.core`).
"""

from __future__ import annotations

from collections.abc import Callable

from . import events as ev
from .core import Core, Flow
from .geometry import AROUND, COLUMNS, HEIGHT, INDEX, lowest_side


def update_knowledge(core: Core, around: str | None = None) -> None:
    """Mark every die whose top (value and colour) or side (colour) is open as known (R-G4).

    After a die is lifted off column ``around`` only that column and its neighbours can have
    opened a face, so only they are looked at (in the same order as a whole scan)."""
    s = core.state
    dice = s.dice
    columns = s.columns
    heights: list[int] | None = None  # every column's height, read when a hidden die needs it
    for col in columns if around is None else AROUND[around]:
        stack = columns[col]
        top = len(stack)
        low = None  # the lowest neighbour's height, found when a hidden die needs it
        for layer, d in enumerate(stack, 1):
            die = dice[d]
            if die.value_known:
                continue
            if layer == top:  # R-G1: the top face is open
                die.value_known = die.colour_known = True
                core.emit(ev.ValueRevealed(d, die.colour, die.value, col, layer))
                core.irreversible()
            elif not die.colour_known:
                if low is None:
                    if heights is None:
                        heights = [len(columns[c]) for c in COLUMNS]
                    low = lowest_side(heights, INDEX[col])
                if layer > low:  # a side face is open
                    die.colour_known = True
                    core.emit(ev.ColourRevealed(d, die.colour, col, layer))
                    core.irreversible()


def take_from_tower(core: Core, die: int) -> tuple[str, int, bool]:
    """Lift a (removable) die off its column; returns (column, layer, column now empty).

    The caller tells what happened to the die, then calls :func:`.tower_events.after_lift`, which says
    what the lift uncovered and resolves a revealed event: key fact first.
    """
    s = core.state
    pos = s.tower_position(die)
    if pos is None or s.columns[pos[0]][-1] != die:
        raise RuntimeError("only a column's top die can be lifted")
    col, layer = pos
    s.columns[col].pop()
    s.dice[die].value_known = s.dice[die].colour_known = True
    return col, layer, not s.columns[col]


def last_die_check(core: Core) -> None:
    """R-T6: the game is lost the moment the last die leaves the Tesseract, whatever moved it;
    nothing after it resolves. Under V5 an empty Tesseract loses only at the start of a threat
    phase (:func:`.flow.threat_phase`)."""
    s = core.state
    if "V5" not in s.config.variants and s.tower_count() == 0:
        core.lose("last_die")


def place_on_tower(core: Core, die: int, col: str) -> int:
    """Put a die on top of a column lower than 4; re-arm its event if it was empty (R-G6).
    Returns the layer."""
    s = core.state
    if len(s.columns[col]) >= HEIGHT:
        raise RuntimeError("column full")
    event = s.plate.get(col)
    if not s.columns[col] and event and not s.armed[col]:
        s.armed[col] = True
        core.emit(ev.EventRearmed(col, event))
    s.columns[col].append(die)
    return len(s.columns[col])


def detach(core: Core, die: int) -> str:
    """Take a die out of a lab, the primed area or the destroyed pool; returns its place."""
    s = core.state
    place = s.place_of(die)
    if place.startswith("lab:"):
        s.labs[int(place[4:])].dice.remove(die)
    elif place == "primed":
        s.primed.remove(die)
    elif place == "destroyed":
        s.destroyed.remove(die)
    else:
        raise RuntimeError(f"cannot detach a die from {place}")
    return place


def roll_dice(core: Core, dice: list[int]) -> Flow:
    """Roll dice where they are (one chance node for all of them)."""
    if not dice:
        return
    s = core.state
    values = yield from core.roll(len(dice))
    for d, v in zip(dice, values):
        old = s.dice[d].value
        s.dice[d].value = v
        core.emit(ev.DieRolled(d, s.dice[d].colour, old, v, s.place_of(d)))


def breach_check(core: Core, value: int) -> None:
    """R-T5: count primed dice of ``value``; 6+ advances the marker by 2 (V6: by 1), 3+ by 1."""
    s = core.state
    if s.phase == "setup":
        return  # R-S6: no breach can happen at setup (not even by an event revealed there)
    count = s.primed_count(value)
    by = 2 if count >= 6 and "V6" not in s.config.variants else 1 if count >= 3 else 0
    if not by:
        return
    s.breach = min(7, s.breach + by)
    core.emit(ev.BreachOpened(value, count, by, s.breach))
    if "V3" in s.config.variants:
        slot = s.containment.get(value)
        if slot and slot.status in ("down", "up"):
            known = slot.card if slot.status == "up" else None
            slot.status = "lost"
            core.emit(ev.ContainmentCardLost(value, known))
    if s.breach >= 7:
        core.lose("breach")


def chrono_adjust(core: Core, die: int) -> Flow:
    """The chronophysicist's ability: once per turn, adjust a die primed in their threat
    phase by 1 before its breach check."""
    s = core.state
    lab = s.active
    if s.phase != "threat" or not s.ability(lab, "threat_prime_adjust"):
        return
    if s.uses.get("chrono", 0) >= s.ability(lab, "threat_prime_adjust"):
        return
    value = s.dice[die].value
    options = [0] + [d for d in (1, -1) if 1 <= value + d <= 6 or (value + d == 0)]
    choice = yield from core.ask("chrono_adjust", lab, options, die=die)
    if choice:
        s.uses["chrono"] = s.uses.get("chrono", 0) + 1
        change_value(core, die, value + choice, "adjust")


def change_value(core: Core, die: int, new: int, how: str) -> None:
    """Adjust, invert or set a die where it is; a primed die below 1 is destroyed (R-A2)."""
    s = core.state
    old = s.dice[die].value
    place = s.place_of(die)
    if new < 1:
        destroy(core, die, "adjusted_below_one")
        return
    s.dice[die].value = new
    cls = {"adjust": ev.DieAdjusted, "invert": ev.DieInverted, "set": ev.DieSet}[how]
    core.emit(cls(die, s.dice[die].colour, old, new, place))


def destroy(core: Core, die: int, cause: str) -> None:
    """Move a die from a lab or the primed area to the destroyed pool."""
    s = core.state
    place = detach(core, die)
    s.destroyed.append(die)
    core.emit(ev.DieDestroyed(die, s.dice[die].colour, s.dice[die].value, place, cause))


def move_between_labs(core: Core, die: int, src: int, dest: int) -> None:
    """Move a die from one lab to another (consent already given, R-A3)."""
    s = core.state
    s.labs[src].dice.remove(die)
    s.labs[dest].dice.append(die)
    core.emit(ev.DieTransferred(die, s.dice[die].colour, s.dice[die].value, src, dest))


def draw_card(core: Core, lab: int, level: int) -> None:
    """Draw the top card of a deck into a lab's hand (no card when the deck is empty)."""
    s = core.state
    if not s.decks[level]:
        core.emit(ev.DeckEmpty(lab, level))
        return
    card = s.decks[level].pop(0)
    s.labs[lab].hand.append(card)
    core.emit(ev.CardDrawn(lab, card, level))
    core.irreversible()


def consent(core: Core, acting: int, other: int, die: int | None, from_lab: int | None,
            to_lab: int | None) -> Flow:
    """R-A3: another lab's researcher agrees to a die moving into or out of their lab."""
    s = core.state
    if other == acting or s.config.auto_consent:
        return True
    agreed = yield from core.ask("consent", other, [True, False], auto_single=False,
                                 die=die, from_lab=from_lab, to_lab=to_lab, asker=acting)
    if not agreed and die is not None:
        core.emit(ev.TransferRefused(die, other))
    return agreed


def contain_die(core: Core, die: int, lab: int,
                step2: Callable[[], Flow] | None = None) -> Flow:
    """Put a die on its containment space, then R-A5 step 1, ``step2`` (the contain action's
    roll and draw; card containment has none, R-A9), bonuses (R-A7) and the win check (R-T2)."""
    s = core.state
    colour, value = s.dice[die].colour, s.dice[die].value
    detach(core, die)
    s.board[(colour, value)] = die
    core.emit(ev.DieContained(die, colour, value, lab, len(s.board)))
    at_once = "V10" not in s.config.variants  # V10: the win waits for the phase's end
    if at_once and s.won():
        core.win()  # R-T2: the moment the 24th space fills; the steps after it are moot
    yield from destroy_matching(core, lab, colour, value)
    if step2 is not None:
        yield from step2()
    yield from containment_bonuses(core, lab, colour, value)
    if at_once and s.won():
        core.win()


def destroy_matching(core: Core, lab: int, colour: str, value: int) -> Flow:
    """R-A5 step 1: you may destroy one primed die of the same colour and value (any colour
    of that value for the quantum chemist); under V8 you must."""
    s = core.state
    any_colour = s.ability(lab, "contain_destroy_any_colour")
    matching = [d for d in s.primed if s.dice[d].value == value
                and (any_colour or s.dice[d].colour == colour)]
    if not matching:
        return
    optional: list[int | None] = [] if "V8" in s.config.variants else [None]
    choice = yield from core.ask("destroy_matching", lab, [*matching, *optional], colour=colour,
                                 value=value)
    if choice is not None:
        destroy(core, choice, "contained_match")


def containment_bonuses(core: Core, lab: int, colour: str, value: int) -> Flow:
    """R-A7: a value's column reaching 2 turns its card up, 4 unlocks it; a complete colour row
    brings back a destroyed die onto a column lower than 4: compulsory (CZ 490, FR 470),
    optional under V9."""
    s = core.state
    slot = s.containment.get(value)
    count = s.board_count(value)
    if slot and slot.status == "down" and count >= 2:
        slot.status = "up"
        core.emit(ev.ContainmentCardRevealed(value, slot.card))
        core.irreversible()
    if slot and slot.status == "up" and count >= 4:
        slot.status = "unlocked"
        core.emit(ev.ContainmentCardUnlocked(value, slot.card))
    if s.colour_complete(colour):
        core.emit(ev.ColourCompleted(colour, lab))
        if s.destroyed and not s.won():
            optional: list[int | None] = [None] if "V9" in s.config.variants else []
            choice = yield from core.ask("bonus_die", lab, [*s.destroyed, *optional])
            if choice is not None:
                yield from return_die(core, choice, lab)


def return_die(core: Core, die: int, lab: int) -> Flow:
    """Bring a destroyed die back: roll it, then put it on a column lower than 4 (R-G6)."""
    s = core.state
    values = yield from core.roll(1)
    s.dice[die].value = values[0]
    cols = [c for c, stack in s.columns.items() if len(stack) < HEIGHT]
    col = yield from core.ask("place_column", lab, cols, die=die)
    detach(core, die)
    layer = place_on_tower(core, die, col)
    core.emit(ev.DieReturned(die, s.dice[die].colour, values[0], col, layer))
