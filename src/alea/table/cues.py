"""Sound cues: a short sound that tells what a batch of events or a table happening was.

A cue tells, the words say (behaviour 16): a cue is never played alone, only with the
message it belongs to (:meth:`alea.table.output.Output.say`'s ``cues``). The table knows the
cues by name; each game maps its own events to these names through its plug-in
(its host's ``cue_of``), so that the same meaning has the same cue in every game. A
front end renders a name its own way: the terminal plays a file of the sound pack
(:mod:`alea.sound`), the web page plays the same file with Web Audio.

Nothing here knows a game, a terminal or a sound file; the names of the cues are
messages of the ``table`` domain, said by the ``sounds`` command.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from alea.dataclass import dataclass

from alea.narration.message import Catalog, Template

CATEGORIES = ("game", "turns", "online", "errors")
"""What a player may silence on its own: game events, turns and questions, online happenings, refusals."""

_T = Catalog("table")


@dataclass(frozen=True)
class Cue:
    """One cue: its name (the sound pack's key), its category and what it is called."""

    name: str
    """The key in the sound pack's map and in the online frames (``your_turn`` ...)."""
    category: str
    """One of :data:`CATEGORIES`."""
    called: Template
    """What the cue is called, said by ``sounds`` ("your turn")."""


CUES: tuple[Cue, ...] = (
    # TRANSLATORS: the names of the sound cues, said by the `sounds` command before each is played.
    Cue("your_turn", "turns", _T.pgettext("cue", "your turn")),
    Cue("other_turn", "turns", _T.pgettext("cue", "another player's turn")),
    Cue("question", "turns", _T.pgettext("cue", "a question waits for you")),
    Cue("dice_rolled", "game", _T.pgettext("cue", "dice rolled")),
    Cue("card_drawn", "game", _T.pgettext("cue", "a card drawn")),
    Cue("die_removed", "game", _T.pgettext("cue", "a die removed")),
    Cue("piece_placed", "game", _T.pgettext("cue", "a die placed or a piece built")),
    Cue("breach", "game", _T.pgettext("cue", "a breach, the breach marker advances")),
    Cue("contained", "game", _T.pgettext("cue", "containment")),
    Cue("world_met", "game", _T.pgettext("cue", "a world met")),
    Cue("challenge_won", "game", _T.pgettext("cue", "a challenge won")),
    Cue("challenge_lost", "game", _T.pgettext("cue", "a challenge lost")),
    Cue("penalty", "game", _T.pgettext("cue", "a penalty")),
    Cue("game_won", "game", _T.pgettext("cue", "game won")),
    Cue("game_lost", "game", _T.pgettext("cue", "game lost")),
    Cue("refusal", "errors", _T.pgettext("cue", "refused, nothing was done")),
    Cue("sat_down", "online", _T.pgettext("cue", "a player sat down")),
    Cue("left", "online", _T.pgettext("cue", "a player left")),
    Cue("came_back", "online", _T.pgettext("cue", "a player came back")),
    Cue("chat", "online", _T.pgettext("cue", "chat")),
)
"""Every cue, in the order ``sounds`` plays them."""

BY_NAME: dict[str, Cue] = {cue.name: cue for cue in CUES}
"""Every cue by its name."""

TURN_CUES = ("your_turn", "other_turn")
"""The cues of a turn that starts: said after what the batch did, since they tell what comes next."""

RANK: tuple[str, ...] = ("game_won", "game_lost", "breach", "contained", "penalty", "challenge_won",
                         "challenge_lost", "world_met", "dice_rolled", "card_drawn", "piece_placed",
                         "die_removed")
"""The game's cues, the one that matters most first: a batch of events plays its first one only. A
roll comes before what it brings (a Tetrikon roll's Treasury cards), so that a roll sounds like a
roll in every game (issue 41: 21 of 23 Tetrikon rolls played ``card_drawn``)."""

Holds = Callable[[int], bool]
"""Whether a seat plays for a player (its :meth:`~alea.table.seats.Seat.holds`)."""

CueOf = Callable[[object, Holds], "str | None"]
"""A game's map from one of its events, told to a seat, to a cue's name (None: no cue)."""


def batch_cues(events: Iterable[object], cue_of: CueOf, holds: Holds) -> tuple[str, ...]:
    """The cues one seat hears for a batch of events: the one that matters most of what happened
    (:data:`RANK`), then whose turn starts, if one does (a game that ends starts none).

    ``cue_of`` is the game's map, ``holds`` the seat's. An unknown name raises ValueError: a
    game may only name the table's cues.
    """
    named = [cue_of(event, holds) for event in events]
    found = [name for name in named if name is not None]
    unknown = [name for name in found if name not in BY_NAME]
    if unknown:
        raise ValueError(f"not a cue of the table: {unknown[0]}")
    done = [name for name in RANK if name in found]
    cues: list[str] = done[:1]
    if cues and cues[0] in ("game_won", "game_lost"):
        return tuple(cues)
    turns = [name for name in found if name in TURN_CUES]
    if turns:
        cues.append(turns[-1])
    return tuple(cues)


def heard(names: Sequence[str], silenced: Iterable[str]) -> tuple[str, ...]:
    """``names`` without the cues of the categories in ``silenced``."""
    off = set(silenced)
    return tuple(name for name in names if name in BY_NAME and BY_NAME[name].category not in off)
