"""Checks of values that come from outside (a save file, a scenario): impossible ones raise ValueError.

A save file is checked for its structure by :mod:`.record` and :class:`~.config.Config`; the
position a game may start from (``Config.position``, see :mod:`.position`) is checked here
against the rules and the content before anything is laid out, so that a tampered save is
refused as ``damaged`` instead of giving 99 actions, a containment space for value 9 or 30
copies of one card.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .dice import COLOURS
from .geometry import COLUMNS, HEIGHT
from .numbers import whole
from .state import ACTIONS_PER_TURN

POSITION_KEYS = frozenset({"tower", "labs", "primed", "destroyed", "board", "breach", "active", "actions",
                           "containment", "decks", "numbering"})
"""The keys a position may hold."""

LAB_KEYS = frozenset({"researcher", "dice", "hand"})
"""The keys a lab of a position may hold."""

DECK_LEVELS = ("2", "3", "4")
"""The research decks of a position, by level."""


def check_position(pos: Any, content: Any, labs: int) -> None:
    """Raise ValueError (with a short reason) when ``pos`` is not a possible starting position.

    ``content`` is the game's :class:`~.content.Content`, ``labs`` the number of labs played. Die
    lists are checked die by die when they are laid out (:mod:`.position`); this checks what
    laying out alone would not notice.
    """
    if not isinstance(pos, dict):
        raise ValueError("position: an object expected")
    unknown = set(pos) - POSITION_KEYS
    if unknown:
        raise ValueError(f"position: unknown key {sorted(unknown)[0]!r}"[:80])
    tower = pos.get("tower", {})
    if not isinstance(tower, dict) or set(tower) - set(COLUMNS):
        raise ValueError("position: bad tower")
    if any(isinstance(stack, list) and len(stack) > HEIGHT for stack in tower.values()):
        raise ValueError("position: column above 4")
    if pos.get("numbering", "place") not in ("place", "colour"):
        raise ValueError("position: numbering")
    if "actions" in pos and not whole(pos["actions"], 0, ACTIONS_PER_TURN):
        raise ValueError("position: actions 0..3")
    for key, high in (("breach", 6), ("active", labs - 1)):
        if key in pos and not whole(pos[key], 0, high):
            raise ValueError(f"position: {key}")
    _check_dice_lists(pos)
    hands = _check_labs(pos.get("labs"), content, labs)
    _check_containment(pos.get("containment"), content)
    _check_cards(hands, pos.get("decks"), content)


def _check_dice_lists(pos: dict[str, Any]) -> None:
    lists = [pos.get(key, []) for key in ("primed", "destroyed", "board")]
    lists += list(pos.get("tower", {}).values())
    lists += [lab.get("dice", []) for lab in pos.get("labs") or [] if isinstance(lab, dict)]
    counts: Counter[str] = Counter()
    for dice in lists:
        if not isinstance(dice, list):
            raise ValueError("position: a list of dice expected")
        for die in dice:
            if (not isinstance(die, list) or len(die) != 2 or die[0] not in COLOURS
                    or not whole(die[1], 1, 6)):
                raise ValueError("position: bad die")
            counts[die[0]] += 1
    if any(count > 16 for count in counts.values()):
        raise ValueError("position: more than 16 dice of a colour")


def _check_labs(labs: Any, content: Any, count: int) -> list[list[str]]:
    """Check the labs; returns the cards of each hand."""
    if labs is None:
        return []
    if not isinstance(labs, list) or len(labs) != count:
        raise ValueError("position: one lab per lab played")
    held: list[list[str]] = []
    for lab in labs:
        if not isinstance(lab, dict) or set(lab) - LAB_KEYS or lab.get("researcher") not in content.researchers:
            raise ValueError("position: bad lab")
        hand = lab.get("hand", [])
        if not isinstance(hand, list) or not all(isinstance(card, str) for card in hand):
            raise ValueError("position: bad hand")
        held.append(hand)
    if len({lab["researcher"] for lab in labs}) != len(labs):
        raise ValueError("position: a researcher in two labs")
    return held


def _check_containment(containment: Any, content: Any) -> None:
    if containment is None:
        return
    values = {str(v) for v in range(1, content.dealt_containment + 1)}
    if not isinstance(containment, dict) or set(containment) - values:
        raise ValueError("position: containment values 1..6")
    cards = []
    for slot in containment.values():
        if (not isinstance(slot, list) or len(slot) != 2 or not isinstance(slot[0], str)
                or slot[0] not in content.containment or not isinstance(slot[1], str)):
            raise ValueError("position: bad containment card")
        cards.append(slot[0])
    if len(set(cards)) != len(cards):
        raise ValueError("position: a containment card at several values")


def _check_cards(hands: list[list[str]], decks: Any, content: Any) -> None:
    """Decks hold cards of their level; no card is used more often than the content has copies.

    With its decks given, a position is a whole box: hands and decks together hold at most the
    copies of each card. Without them (the full decks, a scenario's shortcut) each hand does.
    """
    groups = [Counter(card.split("#", 1)[0] for card in hand) for hand in hands]
    if decks is not None:
        if not isinstance(decks, dict) or set(decks) - set(DECK_LEVELS):
            raise ValueError("position: decks of levels 2..4")
        used = sum(groups, Counter())
        for level, deck in decks.items():
            if not isinstance(deck, list) or not all(isinstance(card, str) for card in deck):
                raise ValueError("position: bad deck")
            for card in deck:
                spec = content.cards.get(card.split("#", 1)[0])
                if spec is None or spec.level != int(level):
                    raise ValueError("position: a card in the wrong deck")
                used[spec.id] += 1
        groups = [used]
    for group in groups:
        for card, count in group.items():
            spec = content.cards.get(card)
            if spec is None:
                raise ValueError("position: unknown card")
            if count > spec.copies:
                raise ValueError(f"position: more {card} cards than the game has"[:80])
