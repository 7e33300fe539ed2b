"""How a move is typed: the command line a player would enter for an engine move.

A hint is given as something the player can type as it stands, in their
language: ``remove c4``, ``upravit ž2 dolů``, ``transférer o3 vers 2``. Of the ways
to type a move, a hint takes the first that names it alone (accessibility.md,
behaviour 13): a die by colour and value when no other die fits those words, else by
its lab space; a card by its place in the hand, else by its name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from alea.table import parse
from alea.table import CommandList
from alea.table import TABLE
from alea.tesseract.table.commands import COMMANDS
from alea.tesseract.table.choices import action_groups
from alea.tesseract.table.resolve import NoMatch, candidates
from alea.table import tokens
from alea.tesseract.content.texts import texts
from alea.tesseract.engine import (Action, Adjust, Contain, Play, PlayContainment, Remove, Study,
                                   Transfer, View)
from alea.tesseract.narration.speaker import Speaker
from alea.tesseract.table.words import WORDS


TYPED = CommandList(COMMANDS, TABLE)
"""The commands' words as a player types them: Tesseract's and the table's (the plug-in's
:attr:`~alea.table.plugin.GamePlugin.command_list` has the same words; this module is below the
plug-in, which loads the host that spells)."""


def word_of(command: str, lang: str) -> str:
    """The printed word of Tesseract's command ``command`` in ``lang``."""
    return TYPED[command].word(lang)


def die_word(view: View, die_id: int, lang: str, by_space: bool = False) -> str:
    """A die as typed: its colour letter in ``lang`` and its value ("ž2"), or its lab space."""
    seen = view.die(die_id)
    ids = [d.id for d in view.labs[view.active].dice]
    if by_space or seen is None or seen.colour is None or seen.value is None:
        return str(ids.index(die_id) + 1) if die_id in ids else "?"
    letters = [f for f in WORDS.words("colour", lang)[seen.colour] if len(f) == 1]
    return f"{letters[0]}{seen.value}"


def _holder(view: View, card: str) -> int | None:
    return next((lab.index for lab in view.labs if card in lab.hand), None)


def spellings(action: Action, view: View, lang: str) -> list[str]:
    """The ways to type ``action`` in ``lang``, the most natural first."""
    kind = "play" if isinstance(action, PlayContainment) else action.kind
    word = word_of(kind, lang)
    spelled = _SPELLINGS.get(type(action))
    return spelled(action, view, lang, word) if spelled is not None else [word]


def _spell_remove(action: Remove, view: View, lang: str, word: str) -> list[str]:
    """remove and the column."""
    return [f"{word} {action.col}"]


def _spell_adjust(action: Adjust, view: View, lang: str, word: str) -> list[str]:
    """adjust, the die and the direction; then the die by its lab space, or a primed die said primed."""
    direction = WORDS.name("direction", "up" if action.delta > 0 else "down", lang)
    ways = [f"{word} {die_word(view, action.die, lang)} {direction}"]
    if action.die in _own(view):
        ways.append(f"{word} {die_word(view, action.die, lang, by_space=True)} {direction}")
    else:
        primed = WORDS.name("place", "primed", lang)
        ways.append(f"{word} {die_word(view, action.die, lang)} {primed} {direction}")
    return ways


def _spell_transfer(action: Transfer, view: View, lang: str, word: str) -> list[str]:
    """transfer, the die, to or from and the other lab; a die sent out also by its lab space."""
    outward = action.die in _own(view)
    other = action.lab if outward else next(lab.index for lab in view.labs
                                            if any(d.id == action.die for d in lab.dice))
    to = WORDS.name("transfer", "to" if outward else "from", lang)
    ways = [f"{word} {die_word(view, action.die, lang)} {to} {other + 1}"]
    if outward:
        ways.append(f"{word} {die_word(view, action.die, lang, by_space=True)} {to} {other + 1}")
    return ways


def _spell_card(action: Study | Play, view: View, lang: str, word: str) -> list[str]:
    """study or play, the card's number in the hand, then its name (only the name for a card another
    lab may play now, the Archivist's)."""
    active = view.labs[view.active]
    name = texts(lang).name("research", action.card.split("#", 1)[0])
    if action.card in active.hand:
        return [f"{word} {active.hand.index(action.card) + 1}", f"{word} {name}"]
    return [f"{word} {name}"]


def _spell_containment(action: PlayContainment, view: View, lang: str, word: str) -> list[str]:
    """play and the containment card's name (its value while it has none)."""
    card = next(c.card for c in view.containment if c.value == action.value)
    return [f"{word} {texts(lang).name('containment', card.split('#', 1)[0]) if card else action.value}"]


def _spell_contain(action: Contain, view: View, lang: str, word: str) -> list[str]:
    """contain, the die contained then the rest of its group: by colour and value, then by lab space."""
    order = (action.die, *[d for d in action.group if d != action.die])
    return [" ".join([word, *(die_word(view, d, lang, by_space) for d in order)]) for by_space in (False, True)]


def _own(view: View) -> set[int]:
    """The dice of the active lab."""
    return {d.id for d in view.labs[view.active].dice}


_SPELLINGS: dict[type[Action], Callable[[Any, View, str, str], list[str]]] = {
    Remove: _spell_remove, Adjust: _spell_adjust, Transfer: _spell_transfer, Study: _spell_card,
    Play: _spell_card, PlayContainment: _spell_containment, Contain: _spell_contain,
}
"""How each kind of action is typed; another (end, the unique action) is its word alone."""


def names_alone(line: str, action: Action, view: View, legal: Sequence[Action], lang: str, sp: Speaker) -> bool:
    """Whether typing ``line`` plays ``action`` without a question (every fitting move is the same)."""
    words = tokens(line)
    try:
        command = TYPED.in_language(lang).resolve(words[0])
        fitting = candidates(command.id, parse(command, words[1:], lang), view, list(legal), sp)
    except (NoMatch, ValueError):
        return False
    groups = action_groups([*fitting, action], view)
    return len(groups) == 1


def spell(action: Action, view: View, lang: str, legal: Sequence[Action] | None = None,
          sp: Speaker | None = None) -> str:
    """The command line for ``action`` in ``lang``: given the legal moves and a speaker, the
    first spelling that names it alone (or the first, if none can)."""
    ways = spellings(action, view, lang)
    if legal is not None and sp is not None:
        for line in ways:
            if names_alone(line, action, view, legal, lang, sp):
                return line
    return ways[0]
