"""The course of a match: setup (T-S), turns (T-T), actions (T-A), the final round and scoring
(T-W), the solo (T-V3) and lightning (T-V2) games and the round limit (T-V1)."""

from __future__ import annotations

from . import bank
from . import events as ev
from .bank import spend
from .building import cells_of, place, take_out
from .cards import draw_and_resolve, use_from_hand
from .content import card_number
from .core import Core, Flow
from .moves import (Action, Build, Buy, End, Exchange, Offer, Replace, Roll, TakeOut,
                    UseCard)
from .requests import Turn
from .scoring import finish_match, score_game
from .state import PRICE, ACTIONS_PER_TURN, Board, State, TurnState

SOLO_BOARDS = 4


def match_flow(core: Core) -> Flow:
    """The whole match, game after game, until it is scored (T-S2, T-W4)."""
    s = core.state
    cfg = s.config
    core.keep(ev.MatchStarted(cfg.players, tuple(cfg.letters), cfg.mode))
    if cfg.mode == "solo":
        yield from solo_game(core)
    elif cfg.mode == "lightning":
        for g, letter in enumerate(cfg.letters):
            yield from lightning_game(core, g, letter)
    else:
        for g, letter in enumerate(cfg.letters):
            if g > 0 or cfg.position is None:
                yield from setup_game(core, g, letter)
            yield from play_rounds(core)
            score_game(core)
    finish_match(core)


# --- setup -----------------------------------------------------------------------------------
def _reset(s: State, game: int, letter: str) -> None:
    """T-W5 (ruling B36): every game is a fresh setup; only the penalties carry over."""
    s.game, s.letter = game, letter
    for pl in s.players:
        pl.boards, pl.free, pl.tcards, pl.chance, pl.front = [], [], [], [], []
        pl.first_turn = True
    s.bag, s.display = sorted(s.content.bag()), [None] * len(s.display)
    s.treasury, s.returned, s.chance_deck = [], [], []
    s.used_chance = set()
    s.handed, s.in_play = [], []
    s.round, s.closer, s.time_up, s.first_complete = 0, None, False, False
    s.turn = TurnState()


def deal_diagrams(core: Core, letter: str, count: int) -> Flow:
    """T-S3: different diagrams of one letter, drawn at random."""
    content = core.state.content
    ids = content.by_letter(letter)
    perm = yield from core.shuffle(len(ids))
    return [Board(ids[i], content.diagrams[ids[i]].squares) for i in perm[:count]]


def new_boards(core: Core, game: int, letter: str) -> Flow:
    """A fresh game (T-W5) and a diagram of its letter for each player (T-S3)."""
    s = core.state
    _reset(s, game, letter)
    boards = yield from deal_diagrams(core, letter, len(s.players))
    for pl, board in zip(s.players, boards):
        pl.boards = [board]


def setup_game(core: Core, game: int, letter: str) -> Flow:
    """T-S3..T-S9 for one game of the match."""
    s = core.state
    yield from new_boards(core, game, letter)
    cards = s.content.treasury()  # T-S4
    perm = yield from core.shuffle(len(cards))
    s.treasury = [cards[i] for i in perm]
    deck = s.content.chance_deck()
    perm = yield from core.shuffle(len(deck))
    s.chance_deck = [deck[i] for i in perm]
    yield from bank.fill_display(core)  # T-S5
    core.keep(ev.GameStarted(game, letter, tuple(pl.boards[0].diagram for pl in s.players)))
    contenders = list(range(len(s.players)))  # T-S7, ruling B8
    while True:
        values = yield from core.roll(len(contenders))
        best = max(values)
        tied = [p for p, v in zip(contenders, values) if v == best]
        core.keep(ev.StartRoll(tuple(zip(contenders, values)), tuple(tied)))
        if len(tied) == 1:
            break
        contenders = tied
    s.starter = s.active = tied[0]
    core.keep(ev.Starter(tied[0]))


# --- rounds and turns -------------------------------------------------------------------------
def play_rounds(core: Core, resume: bool = False) -> Flow:
    """Turns in seat order (T-S8) until a diagram is full or time is up, then the final round
    (T-W1, T-W2, T-V1). With ``resume``, the active player's turn is already under way
    (``state.turn`` as it stands) and goes on first."""
    s = core.state
    n = len(s.players)
    while True:
        if resume:
            resume = False
            yield from finish_turn(core)
            if s.closer is not None:
                break
            s.active = (s.active + 1) % n
            continue
        if s.active == s.starter:
            s.round += 1
            limit = s.config.round_limit
            if limit is not None and s.round >= limit and not s.time_up:
                s.time_up = True  # T-V1 (ruling B38): the player on turn acts as the closer
                s.closer = s.active
                core.keep(ev.TimeUp(s.active, s.round))
        yield from play_turn(core, final=s.time_up)
        if s.closer is not None:
            break
        s.active = (s.active + 1) % n
    closer = s.closer
    core.keep(ev.FinalRound(closer))
    for q in s.others(closer):
        s.active = q
        yield from play_turn(core, final=True)


def resume_match(core: Core) -> Flow:
    """The current game from a prepared state in the middle of the active player's turn (a
    bot's sampled world, :mod:`alea.tetrikon.bot.world`): the rest of that turn, the rounds,
    the final round and the game's scoring, as :func:`match_flow` plays them."""
    yield from play_rounds(core, resume=True)
    score_game(core)
    finish_match(core)


def _hand_in(core: Core, player: int, number: int) -> bool:
    """Hand in restriction card ``number`` lying in front of a player; True if there was one."""
    pl = core.state.players[player]
    for uid in list(pl.front):
        if card_number(uid) == number:
            pl.front.remove(uid)
            spend(core, uid)
            core.keep(ev.CardReturned(player, uid))
            return True
    return False


def _turn_over(s: State) -> bool:
    t = s.turn
    if t.ended:
        return True
    if s.players[s.active].first_turn and "a" in t.letters:
        return True  # T-T1: one action only
    return len(t.letters) >= ACTIONS_PER_TURN and t.window is None


def play_turn(core: Core, final: bool = False) -> Flow:
    """One turn of the active player (T-T)."""
    s = core.state
    p = s.active
    pl = s.players[p]
    s.turn = TurnState(final=final)
    _hand_in(core, p, 12)  # T-N2.12: when the owner's next turn begins
    if _hand_in(core, p, 13):  # T-N2.13: just before that turn, which it restricts
        s.turn.no_roll = True
    core.new_turn()
    core.keep(ev.TurnStarted(p, s.round, final, pl.first_turn))
    yield from finish_turn(core)


def finish_turn(core: Core) -> Flow:
    """The active player's turn from where it stands: actions until it is over, then its end."""
    s = core.state
    p = s.active
    pl = s.players[p]
    while not _turn_over(s):
        action = yield Turn(p)
        if isinstance(action, End):
            break
        yield from perform(core, action)
    pl.first_turn = False
    _hand_in(core, p, 21)  # T-N2.21: for the rest of this turn
    used = len(s.turn.letters)
    core.keep(ev.TurnEnded(p, max(0, ACTIONS_PER_TURN - used) if "f" not in s.turn.letters
                          else 0))


def _open(s: State, letter: str) -> None:
    s.turn.letters.add(letter)
    s.turn.window = None


def perform(core: Core, action: Action) -> Flow:
    """Carry out a checked action of the active player (T-A)."""
    s = core.state
    p = s.active
    t = s.turn
    if isinstance(action, Roll):
        _open(s, "a")
        yield from roll(core, p)
    elif isinstance(action, UseCard):
        _open(s, "a")
        used = yield from use_from_hand(core, p, action.cards)
        if not used:
            t.letters.discard("a")  # ruling B23: card 2 without agreement costs nothing
    elif isinstance(action, Build):
        if t.window != "card20":
            _open(s, "c")
        place(core, p, action.board, action.piece, cells_of(action.squares), "build")
        t.placements += 1
        if t.window == "card20" and t.placements >= t.limit:
            t.window = None
        check_complete(core, p)
    elif isinstance(action, Replace):
        _open(s, "c")
        take_out(core, p, action.board, action.placed, "replace")
        place(core, p, action.board, action.piece, cells_of(action.squares), "replace")
        t.placements += 1
        check_complete(core, p)
    elif isinstance(action, Offer):
        if t.window != "trade":
            _open(s, "d")
            t.window = "trade"
            t.offers = 0
        t.offers += 1
        yield from offer(core, p, action)
    elif isinstance(action, Buy):
        _open(s, "e")
        yield from bank.pay_bank(core, p, PRICE, "buy")
        yield from bank.take_by_die(core, p, "buy")
    elif isinstance(action, Exchange):
        _open(s, "f")
        t.ended = True
        yield from bank.swap_with_manager(core, p, action.piece, "exchange")


def roll(core: Core, p: int) -> Flow:
    """T-A1, T-A2: roll two dice and take one option of the key."""
    s = core.state
    dice = yield from core.roll(2)
    total = sum(dice)
    doubles = dice[0] == dice[1]
    core.keep(ev.Rolled(p, tuple(dice), total, doubles))
    count = 1 if total <= 6 else 2 if total <= 11 else 3
    options = ["treasury"]
    if doubles and s.chance_deck:
        options.append("chance")
    if (total == 12 and not s.players[p].first_turn
            and any(x is not None for x in s.display)):
        options.append("piece")  # T-T1: not in the first turn
    choice = yield from core.ask("key", p, options, dice=dice, count=count)
    core.keep(ev.KeyChosen(p, choice, count))
    if choice == "treasury":
        yield from bank.draw_tcards(core, p, count)
    elif choice == "chance":
        yield from draw_and_resolve(core, p)
    else:
        yield from bank.take_by_die(core, p, "roll12")


def offer(core: Core, p: int, action: Offer) -> Flow:
    """T-A4: an offer to one player, who accepts or refuses; the payer picks the cards."""
    s = core.state
    q = action.to
    core.keep(ev.Offered(p, q, tuple(action.buy), tuple(action.sell), action.price))
    yes = yield from core.ask("offer_answer", q, [True, False], auto_single=False,
                              by=p, buy=list(action.buy), sell=list(action.sell),
                              price=action.price)
    core.keep(ev.OfferAnswered(q, yes, p))
    if not yes:
        return
    payer, payee = (p, q) if action.price > 0 else (q, p)
    cards = yield from bank.choose_payment(core, payer, abs(action.price), "trade")
    bank.pay_player(core, payer, payee, cards, "trade")
    me, other = s.players[p], s.players[q]
    for piece in action.buy:
        other.free.remove(piece)
        me.free.append(piece)
    for piece in action.sell:
        me.free.remove(piece)
        other.free.append(piece)
    me.free.sort()
    other.free.sort()
    core.keep(ev.Traded(p, q, tuple(action.buy), tuple(action.sell), action.price))


def check_complete(core: Core, p: int) -> None:
    """T-W1: a full diagram closes the game (the first one) and ends the turn at once."""
    s = core.state
    pl = s.players[p]
    if not all(b.full() for b in pl.boards):
        return
    first = not s.first_complete
    core.keep(ev.Completed(p, first))
    if first:
        s.first_complete = True
        pl.closed += 1
        if s.closer is None:
            s.closer = p
    s.turn.ended = True


# --- solo and lightning -----------------------------------------------------------------------
def puzzle_turn(core: Core, p: int) -> Flow:
    """A solo or lightning player's solving: place and take out freely until the diagrams are
    full, the move limit is reached, or they stop (T-V2, T-V3)."""
    s = core.state
    pl = s.players[p]
    s.active = p
    s.turn = TurnState()
    core.new_turn()
    core.keep(ev.TurnStarted(p, 1, False, True))
    while True:
        if all(b.full() for b in pl.boards):
            check_complete(core, p)
            break
        if s.config.round_limit is not None and pl.moves >= s.config.round_limit:
            core.keep(ev.TimeUp(p, pl.moves))
            break
        action = yield Turn(p)
        if isinstance(action, End):
            break
        if isinstance(action, Build):
            place(core, p, action.board, action.piece, cells_of(action.squares), "build")
        elif isinstance(action, TakeOut):
            take_out(core, p, action.board, action.placed, "take_out")
    core.keep(ev.TurnEnded(p, 0))


def solo_game(core: Core) -> Flow:
    """T-V3: four diagrams of any letters, every piece available."""
    s = core.state
    _reset(s, 0, "")
    pl = s.players[0]
    content = s.content
    if s.config.letters:
        for letter in s.config.letters:
            pl.boards += (yield from deal_diagrams(core, letter, 1))
    else:
        ids = list(content.diagrams)
        perm = yield from core.shuffle(len(ids))
        pl.boards = [Board(ids[i], content.diagrams[ids[i]].squares) for i in perm[:SOLO_BOARDS]]
    pl.free = sorted(s.bag)
    s.bag = []
    core.keep(ev.GameStarted(0, "", tuple(b.diagram for b in pl.boards)))
    yield from puzzle_turn(core, 0)
    score_game(core)


def lightning_game(core: Core, game: int, letter: str) -> Flow:
    """T-V2: a diagram and one piece of each type per player; no cards, no dice."""
    s = core.state
    yield from new_boards(core, game, letter)
    for pl in s.players:
        pl.free = sorted(s.content.pieces)
    s.bag = []
    core.keep(ev.GameStarted(game, letter, tuple(pl.boards[0].diagram for pl in s.players)))
    for p in range(len(s.players)):
        yield from puzzle_turn(core, p)
    score_game(core)
