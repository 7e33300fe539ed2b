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

Dice are numbered as a random setup numbers them (R-G4): a die in the tower gets the id of its
place (id k is column ``COLUMNS[k % 16]``, layer ``k // 16 + 1``, as in R-S1), so an id never tells
a hidden colour; the dice outside the tower, whose colours are in sight, take the ids left in
order of appearance. The dice of each colour that the position does not place go to the
destroyed pool, showing 1, so all 64 are always accounted for. A position is checked whole
before it is laid out (:mod:`.validation`); an impossible one raises ValueError.

``"numbering": "colour"`` numbers the dice colour by colour instead (yellow 0-15, orange 16-31,
blue 32-47, purple 48-63, in order of appearance): the engine's scenario tests name dice by
those numbers. An id then tells a colour, so positions for play (transcripts, teachers'
scenarios) never use it.
"""

from __future__ import annotations

from typing import Any

from . import events as ev
from .config import variant_key
from .core import Core, Flow
from .dice import COLOURS, DICE_COUNT, Die
from .geometry import COLUMNS, HEIGHT
from .ops import update_knowledge
from .state import LAB_SIZE, CONTAINMENT_STATUSES, ContainmentSlot, Lab, State
from .validation import check_position


class _Ids:
    """Hands out die ids as a random setup does: a tower die the id of its place, the others the ids left."""

    def __init__(self, by_colour: bool) -> None:
        self.by_colour = by_colour
        self.values: dict[int, int] = {}
        self.colours: dict[int, str] = {}
        self.counts = {c: 0 for c in COLOURS}
        self.free: list[int] | None = None

    def take(self, spec: Any, place: int | None = None) -> int:
        """The id of the die ``spec`` (``[colour, value]``) at tower place ``place``, or outside the tower."""
        if (not isinstance(spec, list) or len(spec) != 2 or spec[0] not in COLOURS
                or type(spec[1]) is not int or not 1 <= spec[1] <= 6):
            raise ValueError(f"position: bad die {spec!r}"[:80])
        colour, value = spec
        if self.counts[colour] >= 16:
            raise ValueError(f"position: more than 16 {colour} dice")
        self.counts[colour] += 1
        if self.by_colour:
            die = COLOURS.index(colour) * 16 + self.counts[colour] - 1
        elif place is None:
            if self.free is None:  # the tower is laid out first: its places are all taken by now
                self.free = [i for i in range(DICE_COUNT) if i not in self.values]
            die = self.free.pop(0)
        else:
            die = place
        self.values[die] = value
        self.colours[die] = colour
        return die

    def missing(self) -> list[str]:
        """The colours of the dice the position did not place, 16 of each in all."""
        return [c for c in COLOURS for _ in range(self.counts[c], 16)]

    def colour(self, die: int) -> str:
        """The colour of a die handed out."""
        return self.colours[die]


def build_position(core: Core, pos: dict[str, Any]) -> Flow:
    """Lay out ``pos`` on the empty table of ``core`` (replaces R-S1..R-S6)."""
    s = core.state
    check_position(pos, s.content, s.config.labs)
    ids = _Ids(pos.get("numbering") == "colour")
    _lay_tower(s, pos, ids)  # the tower's dice are numbered first, by their places
    _lay_labs(s, pos, ids)
    s.primed = _place(ids, pos.get("primed", []))
    _lay_board(s, pos, ids)
    s.destroyed = _place(ids, pos.get("destroyed", []))
    s.destroyed += [ids.take([colour, 1]) for colour in ids.missing()]
    _lay_dice(s, ids)
    s.breach = _read_breach(pos)
    _lay_containment(s, pos)
    _lay_decks(s, pos)
    s.active = _read_active(s, pos)
    core.quiet = True
    update_knowledge(core)
    core.quiet = False
    core.emit(ev.GameStarted(s.config.labs, s.config.players, tuple(lab.researcher for lab in s.labs),
                             s.config.base, tuple(sorted(s.config.variants, key=variant_key)),
                             s.config.edition))
    yield from ()


def _place(ids: _Ids, specs: Any) -> list[int]:
    """The dice a list of specs names, each handed out a number."""
    if not isinstance(specs, list):
        raise ValueError("position: a list of dice expected")
    return [ids.take(spec) for spec in specs]


def _lay_tower(s: State, pos: dict[str, Any], ids: _Ids) -> None:
    """The tower's columns, bottom die first (R-S1's place); a column with dice has its event armed."""
    tower = pos.get("tower", {})
    if not isinstance(tower, dict) or set(tower) - set(COLUMNS):
        raise ValueError("position: bad tower")
    for index, col in enumerate(COLUMNS):
        specs = tower.get(col, [])
        if not isinstance(specs, list) or len(specs) > HEIGHT:
            raise ValueError("position: bad column")
        stack = [ids.take(spec, index + len(COLUMNS) * layer) for layer, spec in enumerate(specs)]
        s.columns[col] = stack
        s.armed[col] = bool(s.plate.get(col)) and bool(stack)  # an empty position is uncovered


def _lay_labs(s: State, pos: dict[str, Any], ids: _Ids) -> None:
    """One lab per lab played (R-S3's place): its researcher, its dice and its hand (R-S4's)."""
    content = s.content
    labs = pos.get("labs", [{"researcher": r} for r in list(content.researchers)[: s.config.labs]])
    if not isinstance(labs, list) or len(labs) != s.config.labs:
        raise ValueError("position: one lab per lab played")
    for spec in labs:
        rid = spec.get("researcher") if isinstance(spec, dict) else None
        if rid not in content.researchers:
            raise ValueError(f"position: unknown researcher {rid!r}")
        lab = Lab(rid, capacity=content.researchers[rid].ability.get("lab_size", LAB_SIZE))
        lab.dice = _place(ids, spec.get("dice", []))
        if len(lab.dice) > lab.capacity:
            raise ValueError("position: lab over capacity")
        lab.hand = _hand(s, spec.get("hand", []))
        s.labs.append(lab)


def _hand(s: State, cards: Any) -> list[str]:
    """A lab's hand: each card a copy no earlier hand holds."""
    hand = []
    for n, c in enumerate(cards):
        uid = _card_uid(s.content, c, n)
        if any(uid in other.hand for other in s.labs):  # the same card in an earlier hand
            uid = _card_uid(s.content, c, 1000 * len(s.labs) + n)
        hand.append(uid)
    return hand


def _lay_board(s: State, pos: dict[str, Any], ids: _Ids) -> None:
    """The dice contained on the board, each space once."""
    s.board = {}
    for die in _place(ids, pos.get("board", [])):
        key = (ids.colour(die), ids.values[die])
        if key in s.board:
            raise ValueError("position: a containment space filled twice")
        s.board[key] = die


def _lay_dice(s: State, ids: _Ids) -> None:
    """The 64 dice, known to all but those in the tower."""
    s.dice = [Die(i, ids.values[i], ids.colour(i), value_known=True, colour_known=True)
              for i in range(64)]
    for stack in s.columns.values():
        for d in stack:
            s.dice[d].value_known = s.dice[d].colour_known = False


def _read_breach(pos: dict[str, Any]) -> int:
    """The breach marker, 0 to 6."""
    breach = pos.get("breach", 0)
    if type(breach) is not int or not 0 <= breach < 7:
        raise ValueError("position: breach 0..6")
    return breach


def _lay_containment(s: State, pos: dict[str, Any]) -> None:
    """The containment card of each value and how it lies (R-S2's place): face down by default."""
    content = s.content
    cont = pos.get("containment", {str(v): [c, "down"] for v, c in
                                   zip(range(1, 7), content.containment)})
    for key, (card, status) in cont.items():
        if card not in content.containment or status not in CONTAINMENT_STATUSES:
            raise ValueError("position: bad containment card")
        s.containment[int(key)] = ContainmentSlot(card, status)


def _lay_decks(s: State, pos: dict[str, Any]) -> None:
    """The research decks of Levels 2 to 4: the content's, or the cards the position names."""
    decks = pos.get("decks")
    for level in (2, 3, 4):
        if decks is None:
            s.decks[level] = s.content.deck(level)
        else:
            s.decks[level] = [_card_uid(s.content, c, 100 + n) for n, c in
                              enumerate(decks.get(str(level), []))]


def _read_active(s: State, pos: dict[str, Any]) -> int:
    """The lab whose turn it is."""
    active = pos.get("active", 0)
    if type(active) is not int or not 0 <= active < len(s.labs):
        raise ValueError("position: active lab")
    return active


def _card_uid(content: Any, card: str, n: int) -> str:
    if not isinstance(card, str):
        raise ValueError("position: bad card")
    base = card.split("#", 1)[0]
    if base not in content.cards:
        raise ValueError(f"position: unknown card {card!r}")
    return card if "#" in card else f"{base}#p{n}"
