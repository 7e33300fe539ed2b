"""The course of a game: setup (M-S), turns (M-T), actions (M-A), encounters (M-E), leaps (M-Q),
the final meeting and the rotation of the sceptres (M-W, M-R)."""

from __future__ import annotations

from itertools import permutations

from . import events as ev
from .content import WOODEN, column_heights
from .core import Core, Flow
from .moves import Action, Flip, FlipAll
from .requests import CHANGE, STABILITY, Turn
from .position import build_position
from .state import Player, State, seat_order
from .worlds import COLOUR_DIGITS, bit, colours_of, flip_all


def game_flow(core: Core) -> Flow:
    """The whole game: setup, then turns in circle order until a final meeting (or the limit)."""
    s = core.state
    if s.config.position is not None:
        build_position(s, s.config.position)
        core.emit(ev.GameStarted(len(s.players), tuple(sorted(s.config.variants))))
    else:
        yield from setup(core)
    limit = s.config.limit(s.content)
    while True:
        if s.turn >= limit:
            core.end("limit", None)  # M-W4: a safety stop, not a rule
        yield from play_turn(core)
        s.active = next_turn(s)


# --- setup ------------------------------------------------------------------------------------
def setup(core: Core) -> Flow:
    """M-S1..M-S10, each step its own function."""
    s = core.state
    core.emit(ev.GameStarted(s.config.players, tuple(sorted(s.config.variants))))
    starter = yield from choose_starter(core)
    yield from roll_switches(core)
    holdings = yield from deal_sceptres(core, starter)
    # M-S6: each player places their own sceptres (A17); MV2 places them at random.
    for owner in s.order:
        yield from place_sceptres(core, owner, holdings[owner])
    yield from lay_the_table(core)
    s.active = starter  # M-S10


def choose_starter(core: Core) -> Flow:
    """M-S4 (A16): the host's choice, or drawn; seats are numbered clockwise from the starter.
    Returns the starter."""
    s = core.state
    cfg, n = s.config, s.config.players
    drawn = cfg.starter is None
    starter = (yield from core.pick(n)) if cfg.starter is None else cfg.starter
    s.starter = starter
    core.emit(ev.StarterChosen(starter, drawn))
    s.owners = tuple(o if o < 0 else (starter + o) % n for o in cfg.owners(s.content))
    s.order = seat_order(s.owners)
    s.players = [Player() for _ in range(n)]
    return starter


def roll_switches(core: Core) -> Flow:
    """M-S2, M-S3 (A18): every slider off, then five rolls each, left to right, in seat order."""
    s = core.state
    for p in (o for o in s.order if o >= 0):
        for colour in COLOUR_DIGITS:
            result = yield from core.die(p, "setup", colour)
            core.emit(ev.DieRolled(p, "setup", colour, result))
            if result == CHANGE:
                s.players[p].switch |= bit(colour)
        core.emit(ev.StartingSwitch(p, s.players[p].switch))


def deal_sceptres(core: Core, starter: int) -> Flow:
    """M-S5: the wooden sceptre to the starter, the coloured ones dealt at random. Returns each
    owner's sceptres."""
    s = core.state
    content = s.content
    perm = yield from core.shuffle(len(content.colours))
    coloured = [content.colours[i] for i in perm]
    per = content.sceptres_per_player[s.config.players]
    holdings: dict[int, list[str]] = {}
    for owner in s.order:
        count = per if owner >= 0 else 1
        if owner == starter:
            holdings[owner] = [WOODEN] + [coloured.pop(0) for _ in range(count - 1)]
        else:
            holdings[owner] = [coloured.pop(0) for _ in range(count)]
    core.emit(ev.SceptresDealt(tuple((o, tuple(holdings[o])) for o in s.order)))
    return holdings


def lay_the_table(core: Core) -> Flow:
    """M-S7..M-S9: the tokens shuffled, each player's formation (its front face up), the columns."""
    s = core.state
    content = s.content
    order = yield from core.shuffle(len(content.tokens))
    tokens = [content.tokens[i] for i in order]
    slots = (*content.front, *content.back)
    for p in (o for o in s.order if o >= 0):
        player = s.players[p]
        player.formation = {slot: tokens.pop(0) for slot in slots}
        player.face_up = set(content.front)
    for height in column_heights(len(tokens), s.config.height(content)):
        s.columns.append([tokens.pop(0) for _ in range(height)])
    for player in s.players:
        s.seen.update(w for slot, w in player.formation.items() if slot in player.face_up and w is not None)
    s.seen.update(column[-1] for column in s.columns)
    core.emit(ev.TableLaid(tuple(len(c) for c in s.columns)))


def place_sceptres(core: Core, owner: int, held: list[str]) -> Flow:
    """M-S6 (A17): a numbered decision for a player with several sceptres; MV2 at random."""
    s = core.state
    positions = [i for i, o in enumerate(s.owners) if o == owner]
    randomly = False
    if len(held) == 1:
        arrangement = tuple(held)
    elif "MV2" in s.config.variants:
        perm = yield from core.shuffle(len(held))
        arrangement = tuple(held[i] for i in perm)
        randomly = True
    else:
        options = list(permutations(held))
        arrangement = yield from core.ask("place_sceptres", owner, options, positions=tuple(positions))
    for position, sceptre in zip(positions, arrangement):
        s.sceptres[position] = sceptre
    core.emit(ev.SceptresPlaced(owner, tuple(zip(positions, arrangement)), randomly))


# --- turns ------------------------------------------------------------------------------------
def next_turn(s: State) -> int:
    """M-T6: the next seat clockwise; an imaginary seat only when it holds the wooden sceptre."""
    k = s.order.index(s.active)
    while True:
        k = (k + 1) % len(s.order)
        owner = s.order[k]
        if owner >= 0 or s.holds_wooden(owner):
            return owner


def play_turn(core: Core) -> Flow:
    """One turn: opening check (M-T1), one action (M-T2), checks (M-T3), end (M-T4, M-T5)."""
    s = core.state
    s.turn += 1
    s.wooden_used = False
    owner = s.active
    core.emit(ev.TurnStarted(s.turn, owner))
    core.irreversible(new_turn=True)
    if owner < 0:  # M-R2: an imaginary wooden holder's turn is only a rotation
        rotate(core, owner)
        return
    captures = yield from checks(core)
    action: Action = yield Turn(owner)
    yield from perform(core, action)
    captures += yield from checks(core)
    core.emit(ev.TurnEnded(owner, captures))
    if s.holds_wooden(owner):  # M-T5
        rotate(core, owner)


def rotate(core: Core, owner: int) -> None:
    """M-R1: every sceptre moves from position p to p - 1 (mod 6)."""
    s = core.state
    s.sceptres = s.sceptres[1:] + s.sceptres[:1]
    core.emit(ev.SceptresRotated(owner, tuple(x or "" for x in s.sceptres)))


# --- actions ----------------------------------------------------------------------------------
def perform(core: Core, action: Action) -> Flow:
    """M-A1 (with its challenge) or M-A2."""
    s = core.state
    a = s.active
    me = s.players[a]
    if isinstance(action, FlipAll):
        me.switch = flip_all(me.switch)
        core.emit(ev.FlippedAll(a, me.switch))  # M-A2: no challenge
        return
    assert isinstance(action, Flip)
    colour = action.colour
    me.switch ^= bit(colour)
    core.emit(ev.Flipped(a, colour, me.switch))
    holder = s.holder(s.content.colours[colour - 1])  # M-R3: the current holder
    if holder < 0:
        core.emit(ev.ChallengeAnswered(colour, None, False, "imaginary"))  # M-A1.2
        return
    if holder == a:
        core.emit(ev.ChallengeAnswered(colour, None, False, "own"))  # M-A1.3 (A9)
        return
    if s.config.challenge == "ask":
        challenged = yield from core.ask("challenge", holder, [False, True], colour=colour, active=a)
    else:
        challenged = s.config.challenge == "always"
    core.emit(ev.ChallengeAnswered(colour, holder, challenged))
    if not challenged:
        return
    result = yield from roll(core, a, "confirm", colour)  # M-A1.4
    if result != STABILITY:
        me.switch ^= bit(colour)
    core.emit(ev.FlipConfirmed(a, colour, result == STABILITY, me.switch))


def roll(core: Core, player: int, purpose: str, colour: int) -> Flow:
    """A roll during a turn, with the wooden reroll offered at once when still unused (M-A4,
    M-A5); the second result stands (A10)."""
    s = core.state
    result = yield from core.die(player, purpose, colour)
    core.emit(ev.DieRolled(player, purpose, colour, result))
    if (s.config.reroll == "ask" and not s.wooden_used and player == s.active
            and s.holds_wooden(player)):
        again = yield from core.ask("reroll", player, [False, True], result=result,
                                    purpose=purpose, colour=colour)
        if again:
            s.wooden_used = True
            result = yield from core.die(player, purpose, colour)
            core.emit(ev.DieRolled(player, purpose, colour, result, True))
    return result


# --- encounters and leaps -----------------------------------------------------------------------
def checks(core: Core) -> Flow:
    """M-T1/M-T3/M-Q4: final meeting first (A13), then an encounter and its leap, again and
    again; returns the captures made."""
    s = core.state
    a = s.active
    me = s.players[a]
    captures = 0
    while True:
        met = [p for p, other in enumerate(s.players)
               if p != a and other.revealed and other.switch == me.switch]
        if met:
            target = met[0] if len(met) == 1 else (yield from core.ask("meet", a, met))  # A14
            me.met.append(target)
            core.emit(ev.FinalMeeting(a, target, me.switch))
            core.end("meeting", a)
        matches = [m for m in s.available(a) if m[3] == me.switch]
        if not matches:
            return captures
        where, index, slot, world = matches[0]  # M-C1: at most one token matches
        if "MV1" in s.config.variants:
            meet = yield from core.ask("encounter", a, [True, False], world=world,
                                       where=slot or f"C{index + 1}")
            if not meet:
                core.emit(ev.EncounterDeclined(a, world))
                return captures
        captures += 1
        yield from capture(core, where, index, slot, world)


def capture(core: Core, where: str, index: int, slot: str, world: int) -> Flow:
    """M-E3..M-E7: take the token, turn up what it uncovers, reveal an identity, leap."""
    s = core.state
    a = s.active
    s.players[a].captured.append(world)
    if where == "formation":
        owner = s.players[index]
        owner.formation[slot] = None
        owner.face_up.discard(slot)
        core.emit(ev.Encounter(a, index, slot, world))
        for back in s.content.reveals.get(slot, ()):  # M-E4 (A22)
            token = owner.formation.get(back)
            if token is not None and back not in owner.face_up:
                owner.face_up.add(back)
                s.seen.add(token)
                core.emit(ev.TokenRevealed(index, back, token))
                core.irreversible()
        if owner.tokens_left() == 0 and not owner.revealed:  # M-E6
            owner.revealed = True
            core.emit(ev.PlayerRevealed(index))
        participants: tuple[int, ...] = (a, index)  # M-Q1
        universal = False
    else:
        column = s.columns[index]
        column.pop()
        name = f"C{index + 1}"
        core.emit(ev.Encounter(a, None, name, world))
        if column:  # M-E5 (A12)
            s.seen.add(column[-1])
            core.emit(ev.TokenRevealed(None, name, column[-1]))
            core.irreversible()
        participants = tuple(range(len(s.players)))  # M-Q1: a universal being
        universal = True
    yield from leap(core, world, participants, universal)


def leap(core: Core, world: int, participants: tuple[int, ...], universal: bool) -> Flow:
    """M-Q1..M-Q3, M-Q5: one roll per colour of the world, in switch order."""
    s = core.state
    colours = colours_of(world)
    core.emit(ev.LeapStarted(colours, participants, universal))
    for colour in colours:
        result = yield from roll(core, s.active, "leap", colour)
        if result == CHANGE:
            for p in participants:
                s.players[p].switch ^= bit(colour)
            core.emit(ev.LeapChanged(colour, participants))
    core.emit(ev.LeapEnded(tuple((p, s.players[p].switch) for p in participants)))
