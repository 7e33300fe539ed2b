"""How a move is typed: the command line a player would enter for an engine move.

A hint is given as something the player can type as it stands, in their
language: ``remove c4``, ``upravit ž2 dolů``, ``transférer o3 vers 2``.
"""

from __future__ import annotations

from alea.cli.commands import vocabulary
from alea.cli.commands.registry import BY_ID
from alea.tesseract.content.texts import texts
from alea.tesseract.engine import Action, View


def die_word(view: View, die_id: int, lang: str) -> str:
    """A die as typed: its colour letter in ``lang`` and its value ("ž2"), or its lab space."""
    seen = view.die(die_id)
    if seen is None or seen.colour is None or seen.value is None:
        lab = view.labs[view.active]
        ids = [d.id for d in lab.dice]
        return str(ids.index(die_id) + 1) if die_id in ids else "?"
    letters = [f for f in vocabulary.words("colour", lang)[seen.colour] if len(f) == 1]
    return f"{letters[0]}{seen.value}"


def spell(action: Action, view: View, lang: str) -> str:
    """The command line for ``action`` in ``lang``."""
    kind = "play" if action.kind == "play_containment" else action.kind
    words = [BY_ID[kind].word(lang)]
    active = view.labs[view.active]
    if action.kind == "remove" and action.col:
        words.append(action.col)
    elif action.kind == "adjust" and action.die is not None:
        direction = "up" if (action.delta or 0) > 0 else "down"
        words += [die_word(view, action.die, lang), vocabulary.name("direction", direction, lang)]
    elif action.kind == "transfer" and action.die is not None and action.lab is not None:
        own = any(d.id == action.die for d in active.dice)
        other = action.lab if own else next(lab.index for lab in view.labs if any(d.id == action.die for d in lab.dice))
        words += [die_word(view, action.die, lang), vocabulary.name("transfer", "to" if own else "from", lang),
                  str(other + 1)]
    elif action.kind in ("study", "play") and action.card:
        words.append(str(active.hand.index(action.card) + 1))
    elif action.kind == "play_containment" and action.value is not None:
        card = next(c.card for c in view.containment if c.value == action.value)
        words.append(texts(lang).name("containment", card.split("#", 1)[0]) if card else str(action.value))
    elif action.kind == "contain" and action.die is not None:
        others = [d for d in action.group or () if d != action.die]
        words += [die_word(view, d, lang) for d in (action.die, *others)]
    return " ".join(words)
