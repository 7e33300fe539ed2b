"""From what the player named to the engine's moves.

A player names a die by colour and value ("y3") or lab space, a lab by number
or researcher, a card by position or name. :func:`candidates` turns a command
and its typed values into the legal :class:`~alea.tesseract.engine.Action`\\ s
that fit, using ``game.legal_moves()``; when none is legal it returns the one
move the player meant, so that the engine's refusal (with its reason) is what
the player hears. Names that fit nothing raise :class:`NoMatch`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

from alea.tesseract.table.arguments import CardRef, DieRef, LabRef
from alea.table import fold
from alea.errors import AleaError
from alea.tesseract.engine import (Action, Adjust, Contain, End, Play, PlayContainment, Remove,
                                   Study, Transfer, Unique, View)
from alea.tesseract.narration.speaker import Speaker


class NoMatch(AleaError, ValueError):
    """What the player named is not there.

    ``code`` is ``die`` (``die`` holds the reference), ``lab`` or ``card`` (``word`` as typed).
    """

    def __init__(self, code: str, word: str = "", die: DieRef | None = None) -> None:
        super().__init__(code)
        self.code = code
        self.word = word
        self.die = die


def dice_matching(ref: DieRef, view: View, places: Sequence[str]) -> list[int]:
    """Ids of the dice in ``places`` ("lab:N", "primed") that ``ref`` names, in place order."""
    found: list[int] = []
    for place in places:
        if ref.place is not None and place != ref.place:
            continue
        pool = _pool(view, place)
        if ref.space is not None:
            if place.startswith("lab:") and int(place[4:]) == view.active and 0 < ref.space <= len(pool):
                found.append(pool[ref.space - 1].id)
            continue
        found += [d.id for d in pool if d.colour == ref.colour and d.value == ref.value]
    return found


def _pool(view: View, place: str):  # type: ignore[no-untyped-def]
    if place == "primed":
        return view.primed
    return view.labs[int(place.split(":")[1])].dice


def lab_index(ref: LabRef, view: View, sp: Speaker) -> int:
    """The 0-based lab that ``ref`` names (number, or researcher's name, abbreviation or prefix)."""
    if ref.number is not None:
        if ref.number <= len(view.labs):
            return ref.number - 1
        raise NoMatch("lab", str(ref.number))
    word = fold(ref.name or "")
    names = [(lab.index, sp.content.entry("researchers", lab.researcher)) for lab in view.labs]
    exact = [i for i, e in names if word in (fold(e.name), fold(e.abbr)) or word in fold(e.name).split()]
    prefixed = [i for i, e in names if fold(e.name).startswith(word)]
    for found in (exact, prefixed):
        if len(found) == 1:
            return found[0]
    raise NoMatch("lab", ref.name or "")


def card_uid(ref: CardRef, uids: Sequence[str], kind: str, sp: Speaker) -> str:
    """The card of ``uids`` that ``ref`` names (position, or name, abbreviation or prefix)."""
    if ref.position is not None:
        if ref.position <= len(uids):
            return uids[ref.position - 1]
        raise NoMatch("card", str(ref.position))
    word = fold(ref.name or "")
    entries = [(uid, sp.content.entry(kind, uid.split("#", 1)[0])) for uid in uids]
    exact = [uid for uid, e in entries if word in (fold(e.name), fold(e.abbr))]
    prefixed = [uid for uid, e in entries if fold(e.name).startswith(word)]
    for found in (exact, prefixed):
        if found and len({u.split("#", 1)[0] for u in found}) == 1:
            return found[0]
    raise NoMatch("card", ref.name or "")


def _legal_or_meant(legal: Iterable[Action], meant: Sequence[Action]) -> list[Action]:
    """The legal actions among those meant, in the legal order, else the first one meant."""
    found = [a for a in legal if a in meant]
    return found or list(meant[:1])


T = TypeVar("T")


def _arg(values: Sequence[object], index: int, kind: type[T]) -> T:
    """The typed value ``index`` as the command's arguments parsed it (a bug if it is not)."""
    value = values[index]
    if not isinstance(value, kind):
        raise TypeError(f"argument {index}: {kind.__name__} expected, got {value!r}")
    return value


def _args(values: Sequence[object], index: int, kind: type[T]) -> list[T]:
    """The list of typed values ``index`` (a repeated argument)."""
    return [v for v in _arg(values, index, list) if isinstance(v, kind)]


def candidates(command: str, values: list[object], view: View, legal: list[Action],
               sp: Speaker) -> list[Action]:
    """The actions that fit ``command`` with ``values``: legal ones, else the one meant.

    Raises :class:`NoMatch` when a named die, lab or card does not exist where it could be.
    """
    active = view.active
    own = f"lab:{active}"
    if command == "remove":
        return _legal_or_meant(legal, [Remove(_arg(values, 0, str))])
    if command == "adjust":
        ref, direction = _arg(values, 0, DieRef), values[1]
        delta = 1 if direction == "up" else -1
        ids = _dice(ref, view, [own, "primed"])
        return _legal_or_meant(legal, [Adjust(d, delta) for d in ids])
    if command == "transfer":
        return _transfer(values, view, legal, sp)
    if command == "study":
        uid = card_uid(_arg(values, 0, CardRef), view.labs[active].hand, "research", sp)
        return _legal_or_meant(legal, [Study(uid)])
    if command == "contain":
        return _contain(values, view, legal, own)
    if command == "unique":
        return _legal_or_meant(legal, [Unique()])
    if command == "play":
        return _play(_arg(values, 0, CardRef), view, legal, sp)
    if command == "end":
        return [End()]
    raise KeyError(command)


def _dice(ref: DieRef, view: View, places: Sequence[str]) -> list[int]:
    ids = dice_matching(ref, view, places)
    if not ids:
        raise NoMatch("die", die=ref)
    return ids


def _transfer(values: list[object], view: View, legal: list[Action], sp: Speaker) -> list[Action]:
    ref, direction, lab_ref = _arg(values, 0, DieRef), values[1], _arg(values, 2, LabRef)
    active = view.active
    other = lab_index(lab_ref, view, sp)
    meant: list[Action] = []
    if direction in (None, "to"):
        meant += [Transfer(d, other) for d in dice_matching(ref, view, [f"lab:{active}"])]
    if direction in (None, "from"):
        meant += [Transfer(d, active) for d in dice_matching(ref, view, [f"lab:{other}"])]
    if not meant:
        raise NoMatch("die", die=ref)
    return _legal_or_meant(legal, meant)


def _contain(values: list[object], view: View, legal: list[Action], own: str) -> list[Action]:
    ref, others = _arg(values, 0, DieRef), _args(values, 1, DieRef)
    ids = _dice(ref, view, [own])
    other_ids = [_dice(o, view, [own]) for o in others]

    def fits(action: Action) -> bool:
        return (isinstance(action, Contain) and action.die in ids
                and all(any(i in action.group and i != action.die for i in choices) for choices in other_ids))

    found = [a for a in legal if fits(a)]
    if found:
        return found
    if others:
        group = tuple(sorted({ids[0], *(choices[0] for choices in other_ids)}))
        return [Contain(group, ids[0])]
    return [Contain((ids[0],), ids[0])]


def _play(ref: CardRef, view: View, legal: list[Action], sp: Speaker) -> list[Action]:
    hand = view.labs[view.active].hand
    try:
        uid = card_uid(ref, hand, "research", sp)
    except NoMatch:
        if ref.position is not None:
            raise
        others = _others_cards(ref, view, legal, sp)
        if others:
            return others
        unlocked = [c for c in view.containment if c.card is not None and c.status == "unlocked"]
        card = card_uid(ref, [c.card for c in unlocked if c.card is not None], "containment", sp)
        value = next(c.value for c in unlocked if c.card == card)
        return _legal_or_meant(legal, [PlayContainment(value)])
    return _legal_or_meant(legal, [Play(uid)])


def _others_cards(ref: CardRef, view: View, legal: list[Action], sp: Speaker) -> list[Action]:
    """Legal plays of a card named ``ref`` from another lab's hand (a researcher who may play
    cards on any turn, R-C1)."""
    playable = [a.card for a in legal if isinstance(a, Play) and a.card not in view.labs[view.active].hand]
    try:
        uid = card_uid(ref, playable, "research", sp)
    except NoMatch:
        return []
    return [a for a in legal if a == Play(uid)]
