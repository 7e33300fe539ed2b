"""Determinization: a whole game sampled from what a player's :class:`View` shows (R-G4).

The search bot never reads the real game. From the view alone it builds a game of its own in
which every hidden fact is drawn at random, consistently with what is known:

- a tower die whose colour nobody has seen gets one of the colours not yet accounted for (16 of
  each colour in all, minus every die whose colour is in sight or on the board);
- a tower die whose value nobody has seen gets a value rolled 1-6 (values are rolled at setup and
  nothing shows them until their top face opens);
- each research deck holds, in a random order, as many cards as the view says, drawn from that
  level's cards that are in no hand and no discard pile;
- each face-down containment card is one of the cards not face up, unlocked, used or seen lost.

The sampled game starts from the view's position (ids, places, breach, decks, phase, actions left),
so moves listed in the real game are moves of the sampled one: the search can try them there.
"""

from __future__ import annotations

import random
from collections import Counter

from alea.tesseract.engine import Config, Game, Turn, View
from alea.tesseract.engine.content import load_content
from alea.tesseract.engine.dice import COLOURS, DICE_COUNT, Die
from alea.tesseract.engine.state import ContainmentSlot, Lab, State

_PER_COLOUR = DICE_COUNT // len(COLOURS)


def _colours_and_values(view: View, rng: random.Random) -> dict[int, tuple[str, int, bool, bool]]:
    """Every die id -> (colour, value, value seen, colour seen); hidden facts drawn."""
    known: dict[int, tuple[str | None, int | None]] = {}
    for d in view.all_dice():
        known[d.id] = (d.colour, d.value)
    for (board_colour, board_value), die in view.board.items():
        known[die] = (board_colour, board_value)
    seen = Counter(c for c, _ in known.values() if c is not None)
    pool = [c for c in COLOURS for _ in range(_PER_COLOUR - seen[c])]
    rng.shuffle(pool)
    out: dict[int, tuple[str, int, bool, bool]] = {}
    for die in range(DICE_COUNT):
        colour, value = known.get(die, (None, None))
        colour_seen, value_seen = colour is not None, value is not None
        if colour is None:
            colour = pool.pop() if pool else rng.choice(COLOURS)
        if value is None:
            value = rng.randint(1, 6)
        out[die] = (colour, value, value_seen, colour_seen)
    return out


def _decks(view: View, rng: random.Random) -> dict[int, list[str]]:
    """Each level's deck: its size from the view, cards drawn from those nobody holds or discarded."""
    content = load_content()
    held = {card for lab in view.labs for card in lab.hand}
    decks = {}
    for level in (2, 3, 4):
        out = set(view.discards.get(level, ())) | held
        unseen = [uid for uid in content.deck(level) if uid not in out]
        rng.shuffle(unseen)
        decks[level] = unseen[: view.deck_sizes.get(level, 0)]
    return decks


def _containment(view: View, rng: random.Random) -> dict[int, tuple[str, str]]:
    """Value -> (card, status); a face-down card drawn from the cards not in sight."""
    content = load_content()
    shown = {c.card for c in view.containment if c.card is not None}
    unseen = [card for card in content.containment if card not in shown]
    rng.shuffle(unseen)
    return {c.value: (c.card if c.card is not None else unseen.pop(), c.status)
            for c in view.containment}


def sample_world(view: View, rng: random.Random) -> Game:
    """A game consistent with ``view`` whose hidden facts are drawn from ``rng``.

    Only a view waiting for a :class:`Turn` can be sampled (decisions are answered by the policy).
    """
    if not isinstance(view.pending, Turn):
        raise ValueError("only a turn can be sampled")
    dice = _colours_and_values(view, rng)
    decks = _decks(view, rng)
    containment = _containment(view, rng)
    seed = rng.randrange(2**31)
    config = Config(players=view.players, base=view.base, seed=seed, edition=view.edition,
                    variants=frozenset(view.variants), auto_consent=True,
                    researchers=tuple(lab.researcher for lab in view.labs),
                    position={"tower": {"a1": [["yellow", 1]]},
                              "labs": [{"researcher": lab.researcher} for lab in view.labs],
                              "active": view.active, "actions": min(view.actions_left, 3)})
    game = Game.new(config)
    _lay_out(game, view, dice, decks, containment)
    return game


def _lay_out(game: Game, view: View, dice: dict[int, tuple[str, int, bool, bool]],
             decks: dict[int, list[str]], containment: dict[int, tuple[str, str]]) -> None:
    """Put the sampled facts into the sampled game's state (the bot's own game, not the real one)."""
    run = game._run  # noqa: SLF001 - the bot's own sampled game, set up in place
    s = run.state
    s.dice = [Die(i, v, c, value_known=vk, colour_known=ck) for i, (c, v, vk, ck) in dice.items()]
    for column in view.tower:
        s.columns[column.col] = [t.die.id for t in column.dice]
        s.armed[column.col] = column.event_state in ("covered", "rearmed")
    for lab, seen in zip(s.labs, view.labs):
        lab.dice = [d.id for d in seen.dice]
        lab.hand = list(seen.hand)
    s.primed = [d.id for d in view.primed]
    s.destroyed = [d.id for d in view.destroyed]
    s.board = dict(view.board)
    s.breach = view.breach
    s.decks = decks
    s.discards = {level: list(cards) for level, cards in view.discards.items()}
    s.containment = {v: ContainmentSlot(card, status) for v, (card, status) in containment.items()}
    s.turn, s.active, s.phase, s.actions_left = view.turn, view.active, view.phase, view.actions_left
    s.skip_primes, s.skip_this_turn = view.skip_primes, view.skip_this_turn
    run.pending = Turn(view.active, view.actions_left)
    run.legal = None


_COPIED_FIELDS = frozenset({
    "dice", "columns", "plate", "armed", "labs", "primed", "destroyed", "board", "breach", "decks",
    "discards", "containment", "active", "turn", "actions_left", "phase", "uses", "skip_primes",
    "skip_this_turn", "result", "rearmed"})
"""The state's fields :func:`copy_state` copies (``config`` and ``content`` are shared, never changed)."""


def copy_state(dst: State, src: State) -> None:
    """Make ``dst`` hold the facts of ``src`` again, sharing nothing mutable with it."""
    dst.dice = [Die(d.id, d.value, d.colour, d.value_known, d.colour_known) for d in src.dice]
    dst.columns = {col: list(stack) for col, stack in src.columns.items()}
    dst.plate, dst.armed = dict(src.plate), dict(src.armed)
    dst.labs = [Lab(lab.researcher, lab.capacity, list(lab.dice), list(lab.hand)) for lab in src.labs]
    dst.primed, dst.destroyed, dst.board = list(src.primed), list(src.destroyed), dict(src.board)
    dst.decks = {level: list(cards) for level, cards in src.decks.items()}
    dst.discards = {level: list(cards) for level, cards in src.discards.items()}
    dst.containment = {v: ContainmentSlot(slot.card, slot.status) for v, slot in src.containment.items()}
    dst.breach, dst.active, dst.turn = src.breach, src.active, src.turn
    dst.actions_left, dst.phase, dst.uses = src.actions_left, src.phase, dict(src.uses)
    dst.skip_primes, dst.skip_this_turn = src.skip_primes, src.skip_this_turn
    dst.result, dst.rearmed = src.result, set(src.rearmed)


class World:
    """One sampled world, played again from its start for every candidate the search tries.

    Sampling a world and setting up its game cost more than a rollout's first moves, so each world
    is sampled once per plan; after a rollout that stopped at a :class:`Turn` of the same turn (the
    flow waits at the action phase's request, holding nothing of its own), the game is put back to
    the sampled position in place: state, record, history and the count of chance nodes met (so
    every candidate meets the same rolls). After a rollout that ended elsewhere the world is
    sampled again from the same seed, which gives the same game.
    """

    def __init__(self, view: View, seed: int) -> None:
        self.view = view
        self.seed = seed
        self._game: Game | None = None

    def game(self) -> Game:
        """The world's game at the sampled position, ready for a rollout."""
        game = self._game
        if game is None:
            game = self._game = sample_world(self.view, random.Random(self.seed))
            run = game._run  # noqa: SLF001 - the bot's own sampled game
            self._start = State(run.state.config, run.state.content, [], {}, {}, {})
            copy_state(self._start, run.state)
            self._marks = (len(run.entries), len(run.history), run.chances, run.barrier_at,
                           run.turn_start)
            self._used = False
        elif self._used:
            run = game._run  # noqa: SLF001 - the bot's own sampled game
            if not (isinstance(run.pending, Turn) and run.state.turn == self._start.turn
                    and run.state.result is None):
                self._game = None
                return self.game()
            copy_state(run.state, self._start)
            entries, history, run.chances, run.barrier_at, run.turn_start = self._marks
            del run.entries[entries:], run.history[history:]
            run.buffer = []
            run.pending = Turn(self._start.active, self._start.actions_left)
            run.legal, run.views = None, {}
        self._used = True
        return game
