"""Helpers for Tetrikon's tests: matches on the kernel, positions, answers, bots."""

from __future__ import annotations

from typing import Any

from alea.kernel import Choice, Decision, Game
from alea.tetrikon.bot.greedy import choose
from alea.tetrikon.engine.config import Config
from alea.tetrikon.engine.game import Game as Front
from alea.tetrikon.engine.rules import RULES


def new_game(**options: Any) -> Game:
    """A new match on the kernel."""
    return Game(RULES, Config(**options))


def position_game(position: dict[str, Any], **options: Any) -> Game:
    """A match starting from an exact position (players default to the position's count)."""
    options.setdefault("players", len(position["players"]))
    return Game(RULES, Config(position=position, **options))


def position_front(position: dict[str, Any], **options: Any) -> Front:
    """The match of :func:`position_game` through Tetrikon's own ``Game``, as the table's host plays it."""
    return Front(position_game(position, **options))


def answer(game: Game, option: Any) -> list[Any]:
    """Answer the pending decision with the option equal to ``option``."""
    pending = game.pending
    assert isinstance(pending, Decision), pending
    return game.apply(Choice(list(pending.options).index(option)))


def kinds(events: list[Any]) -> list[type]:
    """The classes of a list of events."""
    return [type(e) for e in events]


def bot_move(game: Game) -> Any:
    """The greedy bot's move for whoever must play, from that player's view only."""
    pending = game.pending
    assert pending is not None
    player = pending.player
    return choose(game.view(frozenset({player})), game.legal_moves(), player)


def play_out(game: Game, limit: int = 5000, each: Any = None) -> int:
    """Let the bots play to the end; ``each(game)`` runs after every move. Returns the moves."""
    moves = 0
    while game.pending is not None and moves < limit:
        game.apply(bot_move(game))
        moves += 1
        if each is not None:
            each(game)
    return moves


def player(**fields: Any) -> dict[str, Any]:
    """A player of a position: a 4x4 square diagram unless given, first turn played."""
    fields.setdefault("squares", [f"{c}{r}" for c in "abcd" for r in range(1, 5)])
    return fields


def base_position(*players: dict[str, Any], **rest: Any) -> dict[str, Any]:
    """A position: the players, a full display, a bag, decks (overridable)."""
    rest.setdefault("display", ["L", "T", "L", "O", "I", "P"])
    rest.setdefault("bag", ["F", "N", "U", "V", "W", "X", "Y", "Z"])
    rest.setdefault("treasury", [1, 5, 10, 20, 25, 50] * 3)
    rest.setdefault("chance_deck", [7, 8, 9])
    return {"players": list(players), **rest}


def roll_to(game: Game, *dice: int) -> list[Any]:
    """Roll with forced dice (and answer nothing)."""
    from alea.tetrikon.engine.moves import Roll

    game.force(list(dice))
    return game.apply(Roll())


def sample_events(p: int = 0) -> list[Any]:
    """One event of every Tetrikon event class, about player ``p`` (another player is ``1``, or
    ``0`` when ``p`` is 1), with its hidden facts filled in."""
    from alea.tetrikon.engine import events as ev

    q = 0 if p == 1 else 1
    return [
        ev.MatchStarted(2, ("A", "B"), "standard"),
        ev.GameStarted(0, "A", ("A-1", "A-2")),
        ev.StartRoll(((0, 5), (1, 3)), (0,)),
        ev.Starter(p),
        ev.TurnStarted(p, 2, True, False),
        ev.CardReturned(p, "12#1"),
        ev.Rolled(p, (3, 3), 6, True),
        ev.KeyChosen(p, "treasury", 2),
        ev.TcardsDrawn(p, 2, (5, 50)),
        ev.ChanceOpened(p, "12#1", "penalty"),
        ev.ChanceDrawn(p, "20#1", "keepable"),
        ev.CardUsed(p, "1#1"),
        ev.CardKept(p, "23#1"),
        ev.CardWasted(p, "4#1", target=q),
        ev.DieRolled(p, 3, "buy"),
        ev.PieceTaken(p, 3, "L", "buy"),
        ev.DisplayRefilled(3, "O"),
        ev.PieceToBag("X", "exchange"),
        ev.Placed(p, 0, "p2", "L", ("a1", "a2", "a3", "a4", "b1"), "build"),
        ev.TakenOut(p, 0, "p1", "O", "card5"),
        ev.Paid(p, q, 35, 2, (10, 25), "trade"),
        ev.BankPaid(p, 25, 1, (25,), "joker"),
        ev.Offered(p, q, ("O",), (), 40),
        ev.OfferAnswered(p, False, q),
        ev.Traded(p, q, ("O",), (), 40),
        ev.Swapped(p, q, "X", "L"),
        ev.PieceGiven(p, None, "Z", "card5"),
        ev.Discarded(p, 2, (5, "24#1")),
        ev.Restricted(p, "21#1"),
        ev.ImmunityShown(p, "inflation", "23#1"),
        ev.TreasuryReshuffled(5),
        ev.ChanceReshuffled(20),
        ev.Inflation("pieces", ((0, 3), (1, 0))),
        ev.LimitRaised(p, 2),
        ev.Completed(p, True),
        ev.TimeUp(p, 5),
        ev.FinalRound(p),
        ev.TurnEnded(p, 1),
        ev.GameScored(0, (0, 40), (True, False)),
        ev.MatchOver((40, 0), (2, 1), (0, 1), (0, 1), None),
    ]


def event_classes() -> list[type]:
    """Every event class of Tetrikon's engine."""
    from alea.tetrikon.engine import events as ev

    return [c for c in vars(ev).values()
            if isinstance(c, type) and issubclass(c, ev.Event) and c is not ev.Event]
