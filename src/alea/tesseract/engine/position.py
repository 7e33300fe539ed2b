"""Games that start from an exact position instead of a random setup.

Scenario tests and teachers' demonstrations describe a position as JSON; it becomes part
of the game's :class:`~.config.Config`, so such a game saves, replays and undoes like any
other. Format (every key but ``tower`` optional)::

    {"tower": {"a1": [["yellow", 3], ["blue", 5]], ...},   # bottom die first
     "labs": [{"researcher": "chemist", "dice": [["orange", 2]], "hand": ["purge"]}, ...],
     "primed": [["purple", 6]], "destroyed": [], "board": [["yellow", 1]],
     "breach": 0, "active": 0, "actions": 3,
     "containment": {"1": ["seal", "down"], ...},
     "decks": {"2": ["calibrate", ...], "3": [...], "4": [...]}}   # top card first

Dice get their ids colour by colour in order of appearance (yellow 0-15, orange 16-31, blue
32-47, purple 48-63); the dice of each colour that the position does not place go to the
destroyed pool, showing 1, so all 64 are always accounted for.
"""

from __future__ import annotations

from typing import Any

from . import events as ev
from .config import variant_key
from .core import Core, Flow
from .dice import COLOURS, Die
from .geometry import COLUMNS, HEIGHT
from .ops import update_knowledge
from .state import LAB_SIZE, CONTAINMENT_STATUSES, ContainmentSlot, Lab


class _Ids:
    """Hands out die ids colour by colour: the yellow dice are 0-15, orange 16-31, blue
    32-47, purple 48-63, in order of appearance. (A position is a scenario its author knows
    whole; a random setup numbers dice by starting position instead, so that there an id
    never tells a hidden colour, R-G4.)"""

    def __init__(self) -> None:
        self.next = {c: i * 16 for i, c in enumerate(COLOURS)}
        self.values: dict[int, int] = {}

    def take(self, spec: Any) -> int:
        if (not isinstance(spec, list) or len(spec) != 2 or spec[0] not in COLOURS
                or type(spec[1]) is not int or not 1 <= spec[1] <= 6):
            raise ValueError(f"position: bad die {spec!r}")
        colour, value = spec
        die = self.next[colour]
        if die >= (COLOURS.index(colour) + 1) * 16:
            raise ValueError(f"position: more than 16 {colour} dice")
        self.next[colour] += 1
        self.values[die] = value
        return die

    def missing(self) -> list[str]:
        """The colours of the dice the position did not place, 16 of each in all."""
        return [c for i, c in enumerate(COLOURS) for _ in range(self.next[c], (i + 1) * 16)]

    @staticmethod
    def colour(die: int) -> str:
        """The colour of a die numbered by this scheme."""
        return COLOURS[die // 16]


def build_position(core: Core, pos: dict[str, Any]) -> Flow:
    """Lay out ``pos`` on the empty table of ``core`` (replaces R-S1..R-S6)."""
    s = core.state
    content = s.content
    ids = _Ids()

    def place(specs: Any) -> list[int]:
        if not isinstance(specs, list):
            raise ValueError("position: a list of dice expected")
        return [ids.take(spec) for spec in specs]

    tower = pos.get("tower", {})
    if not isinstance(tower, dict) or set(tower) - set(COLUMNS):
        raise ValueError("position: bad tower")
    for col in COLUMNS:
        stack = place(tower.get(col, []))
        if len(stack) > HEIGHT:
            raise ValueError("position: column above 4")
        s.columns[col] = stack
        s.armed[col] = bool(s.plate.get(col)) and bool(stack)  # an empty position is uncovered
    labs = pos.get("labs", [{"researcher": r} for r in list(content.researchers)[: s.config.labs]])
    if not isinstance(labs, list) or len(labs) != s.config.labs:
        raise ValueError("position: one lab per lab played")
    for spec in labs:
        rid = spec.get("researcher") if isinstance(spec, dict) else None
        if rid not in content.researchers:
            raise ValueError(f"position: unknown researcher {rid!r}")
        lab = Lab(rid, capacity=content.researchers[rid].ability.get("lab_size", LAB_SIZE))
        lab.dice = place(spec.get("dice", []))
        if len(lab.dice) > lab.capacity:
            raise ValueError("position: lab over capacity")
        lab.hand = []
        for n, c in enumerate(spec.get("hand", [])):
            uid = _card_uid(content, c, n)
            if any(uid in other.hand for other in s.labs):  # the same card in an earlier hand
                uid = _card_uid(content, c, 1000 * len(s.labs) + n)
            lab.hand.append(uid)
        s.labs.append(lab)
    s.primed = place(pos.get("primed", []))
    s.board = {}
    for die in place(pos.get("board", [])):
        key = (ids.colour(die), ids.values[die])
        if key in s.board:
            raise ValueError("position: a containment space filled twice")
        s.board[key] = die
    s.destroyed = place(pos.get("destroyed", []))
    s.destroyed += [ids.take([colour, 1]) for colour in ids.missing()]
    s.dice = [Die(i, ids.values[i], ids.colour(i), value_known=True, colour_known=True)
              for i in range(64)]
    for stack in s.columns.values():
        for d in stack:
            s.dice[d].value_known = s.dice[d].colour_known = False
    breach = pos.get("breach", 0)
    if type(breach) is not int or not 0 <= breach < 7:
        raise ValueError("position: breach 0..6")
    s.breach = breach
    cont = pos.get("containment", {str(v): [c, "down"] for v, c in
                                   zip(range(1, 7), content.containment)})
    for key, (card, status) in cont.items():
        if card not in content.containment or status not in CONTAINMENT_STATUSES:
            raise ValueError("position: bad containment card")
        s.containment[int(key)] = ContainmentSlot(card, status)
    decks = pos.get("decks")
    for level in (2, 3, 4):
        if decks is None:
            s.decks[level] = content.deck(level)
        else:
            s.decks[level] = [_card_uid(content, c, 100 + n) for n, c in
                              enumerate(decks.get(str(level), []))]
    active = pos.get("active", 0)
    if type(active) is not int or not 0 <= active < len(s.labs):
        raise ValueError("position: active lab")
    s.active = active
    core.quiet = True
    update_knowledge(core)
    core.quiet = False
    core.emit(ev.GameStarted(s.config.labs, s.config.players, tuple(l.researcher for l in s.labs),
                             s.config.base, tuple(sorted(s.config.variants, key=variant_key)),
                             s.config.edition))
    yield from ()


def _card_uid(content: Any, card: str, n: int) -> str:
    if not isinstance(card, str):
        raise ValueError("position: bad card")
    base = card.split("#", 1)[0]
    if base not in content.cards:
        raise ValueError(f"position: unknown card {card!r}")
    return card if "#" in card else f"{base}#p{n}"
