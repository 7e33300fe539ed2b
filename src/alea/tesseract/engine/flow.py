"""The course of a game: setup (R-S1..R-S7), turns (R-T1, R-T7) and threat phases (R-T3)."""

from __future__ import annotations

from . import events as ev
from .config import Config, variant_key
from .content import Content
from .core import Core, Flow
from .dice import COLOURS, DICE_COUNT, Die
from .geometry import COLUMNS, HEIGHT
from .moves import Action, End
from .ops import draw_card, roll_dice, take_from_tower, update_knowledge
from .requests import Turn
from .state import ACTIONS_PER_TURN, LAB_SIZE, ContainmentSlot, Lab, State
from .tower_events import after_lift, choose_edge_cube, prime_edge_cube, remove_into_lab

CORNERS: tuple[str, ...] = ("a1", "d1", "a4", "d4")


def game_flow(core: Core) -> Flow:
    """The whole game: setup, then turns in lab order until it is won or lost."""
    s = core.state
    if s.config.position is not None:
        from .position import build_position  # (a start from a position only: not loaded with the engine)

        yield from build_position(core, s.config.position)
    else:
        yield from setup(core)
    while True:
        yield from play_turn(core)
        s.active = (s.active + 1) % len(s.labs)


# --- setup ----------------------------------------------------------------------------------
def setup(core: Core) -> Flow:
    """R-S1..R-S7."""
    s = core.state
    cfg, content = s.config, s.content
    # R-S1: 64 dice at random in four full layers, every die rolled.
    # The shuffle puts the order[k]-th die of the box (16 of each colour, rolled values[...])
    # at position k (column COLUMNS[k % 16], layer k // 16 + 1). In play that die is numbered
    # k, its starting position: an id never tells a hidden colour (R-G4).
    order = yield from core.shuffle(DICE_COUNT)
    values = yield from core.roll(DICE_COUNT)
    s.dice = [Die(k, values[order[k]], COLOURS[order[k] // 16]) for k in range(DICE_COUNT)]
    for k in range(DICE_COUNT):
        s.columns[COLUMNS[k % 16]].append(k)
    core.quiet = True  # what the first look at the tower shows is not news
    update_knowledge(core)
    core.quiet = False
    # R-S3: researchers, dealt at random unless chosen.
    if cfg.researchers is not None:
        chosen = list(cfg.researchers)
    else:
        pool = list(content.researchers)
        perm = yield from core.shuffle(len(pool))
        chosen = [pool[i] for i in perm[: cfg.labs]]
    for rid in chosen:
        size = content.researchers[rid].ability.get("lab_size", LAB_SIZE)
        s.labs.append(Lab(rid, capacity=size))
    # R-S2: containment cards face down beside values 1-6; decks shuffled; breach 0.
    cards = list(content.containment)
    perm = yield from core.shuffle(len(cards))
    for value in range(1, content.dealt_containment + 1):
        s.containment[value] = ContainmentSlot(cards[perm[value - 1]])
    for level in (2, 3, 4):
        deck = content.deck(level)
        perm = yield from core.shuffle(len(deck))
        s.decks[level] = [deck[i] for i in perm]
    core.emit(ev.GameStarted(cfg.labs, cfg.players, tuple(chosen), cfg.base,
                             tuple(sorted(cfg.variants, key=variant_key)), cfg.edition))
    core.emit(ev.TowerBuilt(DICE_COUNT))
    core.emit(ev.ContainmentDealt(content.dealt_containment))
    # R-S4: a Level 2 card each (V1: none).
    if "V1" not in cfg.variants:
        for lab in range(len(s.labs)):
            draw_card(core, lab, 2)
    # R-S5: each lab takes a top corner die, rolls it, places it in its lab.
    for lab in range(len(s.labs)):
        corners = [c for c in CORNERS if len(s.columns[c]) == HEIGHT]
        col = yield from core.ask("setup_corner", lab, corners)
        die = s.columns[col][-1]
        yield from remove_into_lab(core, die, lab)
        yield from roll_dice(core, [die])
    # R-S6: two more dice primed (V4: the first edition's rule), no breach at setup.
    yield from setup_primes(core)
    extra = 2 if "V2x2" in cfg.variants else 1 if "V2" in cfg.variants else 0
    for _ in range(extra):
        die = yield from choose_edge_cube(core, "setup_tie")
        yield from _setup_prime(core, die)
    s.active = 0  # R-S7


def setup_primes(core: Core) -> Flow:
    """R-S6 (or V4): prime the setup dice by lab count."""
    s = core.state
    labs = len(s.labs)
    top = [c for c in CORNERS if len(s.columns[c]) == HEIGHT]
    if "V4" in s.config.variants:
        if labs < 4:
            for col in top:
                yield from _setup_prime(core, s.columns[col][-1])
        else:
            yield from _setup_prime(core, (yield from _low_layer3_corner(core)))
        return
    if labs == 2:
        for col in top:
            yield from _setup_prime(core, s.columns[col][-1])
    elif labs == 3:
        yield from _setup_prime(core, s.columns[top[0]][-1])
        yield from _setup_prime(core, (yield from _low_layer3_corner(core)))
    else:
        die = yield from _low_layer3_corner(core)
        col = s.column_of(die)
        yield from _setup_prime(core, die)
        yield from _setup_prime(core, s.columns[col][-1])


def _low_layer3_corner(core: Core) -> Flow:
    """The lowest-valued corner die of layer 3; ties chosen by the first lab (R-S6)."""
    s = core.state
    dice = [s.columns[c][-1] for c in CORNERS if len(s.columns[c]) == 3]
    low = min(s.dice[d].value for d in dice)
    tied = [d for d in dice if s.dice[d].value == low]
    return (yield from core.ask("setup_tie", 0, tied))


def _setup_prime(core: Core, die: int) -> Flow:
    """Prime a die at setup: lifted, rolled, primed; no breach can happen (R-S6)."""
    s = core.state
    col, _, emptied = take_from_tower(core, die)
    values = yield from core.roll(1)
    s.dice[die].value = values[0]
    s.primed.append(die)
    core.emit(ev.DiePrimed(die, s.dice[die].colour, values[0], "tower", col,
                           s.primed_count(values[0]), "setup"))
    yield from after_lift(core, col, emptied, values[0])  # R-G5 holds at setup too


# --- turns ---------------------------------------------------------------------------------
def play_turn(core: Core) -> Flow:
    """One lab's turn: the action phase (R-T1), the threat phase (R-T3)."""
    s = core.state
    s.turn += 1
    s.phase = "action"
    s.actions_left = ACTIONS_PER_TURN
    if s.turn == 1 and s.config.position is not None:
        s.actions_left = s.config.position.get("actions", ACTIONS_PER_TURN)
    s.uses = {}
    s.skip_this_turn = False
    core.emit(ev.TurnStarted(s.turn, s.active, s.labs[s.active].researcher, s.actions_left))
    core.irreversible(new_turn=True)
    from .actions import perform  # loaded with the first turn, not with the setup's first answer

    while True:
        action: Action = yield Turn(s.active, s.actions_left)
        if isinstance(action, End):
            core.emit(ev.ActionPhaseEnded(s.active, s.actions_left))
            if "V10" in s.config.variants and s.won():
                core.win()  # V10: the win is checked at the end of an action phase
            break
        yield from perform(core, action)
    yield from threat_phase(core)


def threat_phase(core: Core) -> Flow:
    """R-T3: prime the edge cube (unless stasis). Under V5 an empty Tesseract loses here,
    whether or not anything would be primed; under R-T6 the game ended when it emptied (only a
    prepared position can start a threat phase empty, and that loses too)."""
    s = core.state
    s.phase = "threat"
    skipped = s.skip_this_turn or s.skip_primes > 0
    core.emit(ev.ThreatPhaseStarted(s.active, not skipped and s.tower_count() > 0))
    if s.tower_count() == 0:
        core.lose("empty_tower")
    if skipped:
        if s.skip_primes > 0:  # "the next two threat phases" count one skipped by stasis too
            s.skip_primes -= 1
        core.emit(ev.PrimingSkipped(s.active, s.skip_primes))
        return
    yield from prime_edge_cube(core, "threat")


def initial_state(config: Config, content: Content) -> State:
    """An empty table for ``config`` and ``content``."""
    plate = content.plates[config.base]
    return State(config=config, content=content, dice=[], columns={c: [] for c in COLUMNS},
                 plate=dict(plate), armed={c: bool(plate.get(c)) for c in COLUMNS})
