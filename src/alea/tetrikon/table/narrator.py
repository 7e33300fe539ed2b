"""Tetrikon's table narrator: the answers to the queries, the hint as the line to type, the
rules summary, and the game's events, refusals and decisions through the ``tetrikon``
narration (:class:`alea.tetrikon.narration.narrator.Narrator`).

Every method takes frozen values (a seat's :class:`~alea.tetrikon.engine.view.View`, events,
moves), so the table says it in each seat's language and verbosity
(:class:`~alea.narration.message.Narrated`).
"""

from __future__ import annotations

import os
import textwrap
from collections.abc import Callable, Sequence
from typing import Any

from alea.kernel import Choice
from alea.kernel.errors import IllegalMove
from alea.narration import Np_, Voice
from alea.narration.registry import QueryError, Registry
from alea.narration.sentences import capitalised
from alea.narration.since import since_start
from alea.tetrikon.engine import reading
from alea.tetrikon.engine.content import card_number, load_content
from alea.tetrikon.engine.events import Event, TurnEnded, TurnStarted
from alea.tetrikon.engine.geometry import square_name
from alea.tetrikon.engine.moves import Build, Buy, End, Exchange, Move, Offer, Replace, Roll, UseCard
from alea.tetrikon.engine.view import BoardView, View
from alea.tetrikon.narration.narrator import Narrator
from alea.tetrikon.table.words import DOMAIN, WORDS


ACTIONS: dict[str, tuple[str, str]] = {
    "a": Np_("action", "the roll or a Chance card"), "c": Np_("action", "building"),
    "d": Np_("action", "a trade"), "e": Np_("action", "a purchase"), "f": Np_("action", "the exchange at the manager"),
}
"""The rulebook's action letters (T-T2) and the words that name each action, said instead of
its letter."""


QUERIES: Registry[str, Callable[..., list[str]]] = Registry()
"""Query id -> the :class:`TableNarrator` method that answers it ``(self, view, me, *values)``."""
answers = QUERIES.under
"""``@answers("status")`` declares the decorated method as the answer to that query."""

__all__ = ["QUERIES", "QueryError", "TableNarrator", "answers"]


class TableNarrator:
    """What Tetrikon says at the table, in one language and verbosity."""

    def __init__(self, lang: str, verbosity: str = "normal") -> None:
        self.lang = lang
        self.game = Narrator(lang, verbosity)
        self.v = self.game.speaker
        self.w = Voice(DOMAIN, lang)

    # ------------------------------------------------------------------ the game's narration

    def events(self, happened: Sequence[Event]) -> list[str]:
        """The events, one line each."""
        return self.game.events(happened)

    def error(self, refused: IllegalMove) -> str:
        """A refusal in one line."""
        return self.game.error(refused.reason, dict(getattr(refused, "data", None) or {}))

    def decision(self, view: View) -> list[str]:
        """The pending decision: the question, then one line an option."""
        assert view.pending is not None
        return self.game.decision(view.pending)

    def options(self, view: View) -> list[str]:
        """The options of the pending decision, one line each, without their numbers."""
        assert view.pending is not None
        return self.game.options(view.pending)

    def choosing(self, view: View) -> str:
        """Who answers the pending decision, for the other seats."""
        assert view.pending is not None
        return self.w._("{player} is choosing.", player=self.v.player(view.pending.player))

    # ------------------------------------------------------------------ the hint

    def typed(self, move: Move, view: View) -> str:
        """A move as the line a player types in this language."""
        from alea.tetrikon.table.commands import COMMANDS

        def word(command: str) -> str:
            return next(c for c in COMMANDS.commands if c.id == command).word(self.lang)

        abbr = self.v.content.piece_abbr
        if isinstance(move, Roll):
            return word("roll")
        if isinstance(move, Buy):
            return word("buy")
        if isinstance(move, End):
            return word("end")
        if isinstance(move, Exchange):
            return f"{word('exchange')} {abbr[move.piece]}"
        if isinstance(move, UseCard):
            return f"{word('use')} {self.v.content.card_printed[card_number(move.cards[0])].rstrip('.')}"
        where = ([view.players[view.turn.active].boards[move.board].diagram]
                 if isinstance(move, (Build, Replace)) and view.mode == "solo" else [])
        if isinstance(move, Build):
            return " ".join([word("build"), abbr[move.piece], *where, *move.squares])
        if isinstance(move, Replace):
            return " ".join([word("replace"), move.placed, abbr[move.piece], *where, *move.squares])
        if isinstance(move, Offer):
            sell = [WORDS.words("for", self.lang)["for"][0], *(abbr[p] for p in move.sell)] if move.sell else []
            return " ".join([word("offer"), str(move.to + 1), *(abbr[p] for p in move.buy), *sell, str(move.price)])
        raise ValueError(f"no typed form for {move!r}")

    def hint(self, move: Move | Choice, view: View, advice: Any = None) -> str:
        """The hint: the line to type, and (except at terse) why, from the bot's ``advice``
        (:class:`~alea.tetrikon.bot.search.Advice`)."""
        if isinstance(move, Choice):
            raise ValueError("a decision's hint is the table's")
        line = self.typed(move, view)
        if self.v.terse:
            return self.w.p_("terse", "Hint, {line}", line=line)
        said = self.w._("Hint, type {line}.", line=line)
        reason = self.why(advice, view) if advice is not None else ""
        return f"{said} {reason}" if reason else said

    def why(self, advice: Any, view: View) -> str:
        """Why the bot chose its move (:func:`alea.tetrikon.bot.search.advise`), in one or two
        sentences; the hint's reason, and the demo's or a lesson's ``why``. Empty when the bot
        has no reason beyond its habit."""
        data = advice.data
        name = self.v.player(data["to"]) if "to" in data else ""
        said = {
            "completes": lambda: self.w._("It would let {name} fill the whole diagram.", name=name),
            "helps": lambda: self.w._("The piece fits the diagram of {name}.", name=name),
            "spare": lambda: self.w._("You cannot use the piece, and the price is worth more."),
            "keep": lambda: self.w._("The piece is worth more to you than the price."),
            "least": lambda: self.w._("It is the piece of least use to {name}.", name=name),
            "build": lambda: (self.w._("Your own free pieces can fill the rest.") if data["own"]
                              else self.w._("The rest can still be filled.")),
            "replace": lambda: self.w._("No placement leaves the rest fillable. This exchange does."),
            "buy": lambda: self.w.n_("{fit} of the {shown} pieces on display fits your diagram.",
                                     "{fit} of the {shown} pieces on display fit your diagram.",
                                     data["fit"], fit=data["fit"], shown=data["shown"]),
            "no_buy": lambda: self.w._("No piece on display fits your diagram, so buying is not worth 100 T."),
            "offer": lambda: self.w._("The piece of {name} fits your diagram.", name=name),
            "roll": lambda: self.w._("Rolling draws cards."),
            "card": lambda: self.w._("The card helps now."),
            "end": lambda: self.w._("Nothing else is worth an action now."),
            "ahead_buy": lambda: self.w._("Thinking a round ahead, over the faces of the die and the pieces still "
                                          "to come, buying gives you the best chances."),
            "ahead_end": lambda: self.w._("Thinking a round ahead, buying or trading now would leave you worse "
                                          "off."),
            "ahead_offer": lambda: self.w._("Thinking a round ahead, with the answer {name} is likely to give, this "
                                            "offer gives you the best chances.", name=name),
            "ahead_accept": lambda: self.w._("Thinking a round ahead, the price helps you more than the piece "
                                             "helps {name}.", name=name),
            "ahead_refuse": lambda: self.w._("Thinking a round ahead, the piece would help {name} more than the "
                                             "price helps you.", name=name),
            "exchange": lambda: self.w.n_(
                "None of your free pieces fits your diagram, but {fit} of the {shown} pieces on display does, "
                "and the exchange at the manager costs nothing.",
                "None of your free pieces fits your diagram, but {fit} of the {shown} pieces on display do, "
                "and the exchange at the manager costs nothing.", data["fit"], fit=data["fit"], shown=data["shown"]),
        }.get(advice.reason)
        return said() if said is not None else ""

    def bot_why(self, advice: Any, view: View) -> str:
        """What a bot did and the one reason that decided it, for a class (the demo's and a
        lesson's ``why``): "Player 2 buys. 2 of the 6 pieces on display fit the diagram of
        player 2." In the third person, about the player of ``view`` (the bot's, before its move);
        empty for a choice made by habit."""
        data, pending = advice.data, view.pending
        if pending is None:
            return ""
        name = self.v.player(pending.player)
        to = self.v.player(data["to"]) if "to" in data else ""
        fit, shown = data.get("fit", 0), data.get("shown", 0)
        w = self.w
        said: dict[str, Callable[[], str]] = {
            "completes": lambda: w._("{name} refuses. The piece would let {to} fill the whole diagram.", name=name, to=to),
            "helps": lambda: w._("{name} refuses. The piece fits the diagram of {to}.", name=name, to=to),
            "spare": lambda: w._("{name} accepts. The piece does not fit the diagram of {name}, and the price is "
                                 "worth more.", name=name),
            "keep": lambda: w._("{name} refuses. The piece is worth more to {name} than the price.", name=name),
            "least": lambda: w._("{name} gives the piece that helps {to} least.", name=name, to=to),
            "build": lambda: (w._("{name} builds, and the free pieces of {name} can fill the rest of the diagram.",
                                  name=name) if data["own"] else
                              w._("{name} builds, and the rest of the diagram can still be filled.", name=name)),
            "replace": lambda: w._("{name} exchanges a piece in the diagram. No placement leaves the rest "
                                   "fillable, and this exchange does.", name=name),
            "buy": lambda: w.n_("{name} buys. {fit} of the {shown} pieces on display fits the diagram of {name}.",
                                "{name} buys. {fit} of the {shown} pieces on display fit the diagram of {name}.",
                                fit, name=name, fit=fit, shown=shown),
            "no_buy": lambda: w._("{name} does not buy. No piece on display fits the diagram of {name}, so 100 T "
                                  "would be wasted.", name=name),
            "offer": lambda: w._("{name} makes an offer to {to}. That piece fits the diagram of {name}.",
                                 name=name, to=to),
            "roll": lambda: w._("{name} rolls the die. Rolling draws cards.", name=name),
            "card": lambda: w._("{name} plays a Chance card. The card helps now.", name=name),
            "end": lambda: w._("{name} ends the turn. Nothing else is worth an action now.", name=name),
            "ahead_buy": lambda: w._("{name} buys. Thinking a round ahead, over the faces of the die and the pieces "
                                     "still to come, buying gives {name} the best chances.", name=name),
            "ahead_end": lambda: w._("{name} ends the turn. Thinking a round ahead, buying or trading now would "
                                     "leave {name} worse off.", name=name),
            "ahead_offer": lambda: w._("{name} makes an offer to {to}. Thinking a round ahead, with the answer {to} "
                                       "is likely to give, this offer gives {name} the best chances.",
                                       name=name, to=to),
            "ahead_accept": lambda: w._("{name} accepts. Thinking a round ahead, the price helps {name} more than "
                                        "the piece helps {to}.", name=name, to=to),
            "ahead_refuse": lambda: w._("{name} refuses. Thinking a round ahead, the piece would help {to} more "
                                        "than the price helps {name}.", name=name, to=to),
            "exchange": lambda: w.n_(
                "{name} exchanges a piece at the manager. None of the free pieces of {name} fits the diagram, but "
                "{fit} of the {shown} pieces on display does, and the exchange costs nothing.",
                "{name} exchanges a piece at the manager. None of the free pieces of {name} fits the diagram, but "
                "{fit} of the {shown} pieces on display do, and the exchange costs nothing.",
                fit, name=name, fit=fit, shown=shown),
        }
        told = said.get(advice.reason)
        return capitalised(told()) if told is not None else ""

    # ------------------------------------------------------------------ the queries

    def query(self, name: str, view: View, me: int, *values: Any) -> list[str]:
        """The answer to query ``name`` for player ``me`` of the seat that asks; raises QueryError."""
        said = QUERIES[name](self, view, me, *values)
        if self.v.terse:  # one braille line each: a longer answer goes on at word boundaries
            return [part for line in said for part in textwrap.wrap(line, 40) or [line]]
        return said

    def _numbered(self, number: int, line: str) -> str:
        """One numbered line of a list ("2: a1 a2 a3 a4 b1"; French "2 : ...")."""
        # TRANSLATORS: one numbered line of a list (a place a piece fits, a rules topic); French "2 : ...".
        return self.w.p_("numbered option", "{number}, {option}", number=number, option=line)

    def _board(self, view: View, me: int) -> BoardView:
        return next((b for b in view.players[me].boards if b.empty), view.players[me].boards[0])

    def _square(self, square: reading.Square) -> str:
        if square.placed is None:
            return self.w._("{square} empty", square=square.name)
        return self.w._("{square} {label} {piece}", square=square.name, label=square.placed.label,
                        piece=self.v.piece(square.placed.piece))

    @answers("status")
    def q_status(self, view: View, me: int) -> list[str]:
        w, v, turn = self.w, self.v, view.turn
        if view.mode == "solo":
            return [w.n_("Solo game, {n} move so far.", "Solo game, {n} moves so far.", view.players[0].moves)]
        lines = [w._("Game {game} of {games}, diagram {letter}, round {round}.", game=view.game + 1,
                     games=len(view.letters) or 1, letter=view.letter, round=view.round)]
        if view.over or view.pending is None:
            return lines + [w._("The match is over.")]
        lines.append(w._("{player} plays.", player=v.player(turn.active)))
        if turn.letters:  # the actions by name: the rulebook's letter "a" is heard as "and" (issue 24)
            actions = v.join([w.p_(*ACTIONS[letter]) for letter in sorted(turn.letters)])
            lines.append(w._("Actions taken this turn, {actions}.", actions=actions))
        else:
            lines.append(w._("No action taken yet this turn."))
        if turn.placements:
            lines.append(w.n_("{n} piece placed this turn, at most {limit}.",
                              "{n} pieces placed this turn, at most {limit}.", turn.placements, limit=turn.limit))
        else:
            lines.append(w._("No piece placed yet this turn, at most {limit}.", limit=turn.limit))
        if view.pending.kind != "turn":  # the question again for the one who answers it
            lines += self.decision(view) if view.pending.player == me else [self.choosing(view)]
        if turn.final or view.time_up:
            lines.append(w._("This is the final round."))
        return lines

    @answers("diagram")
    def q_diagram(self, view: View, me: int, seat: int | None = None) -> list[str]:
        player = me if seat is None else seat
        if player >= len(view.players):
            raise QueryError(self.w._("There is no player {n}.", n=player + 1))
        lines = [self.w._("{player}.", player=self.v.player(player))]
        for board in view.players[player].boards:
            lines += self.game.diagram(board)
        return lines

    @answers("row")
    def q_row(self, view: View, me: int, number: int) -> list[str]:
        board = self._board(view, me)
        for (row, squares) in reading.rows(board):
            if row == number and squares:
                return [self.w._("Row {n}, {squares}.", n=row, squares=", ".join(self._square(s) for s in squares))]
        raise QueryError(self.w._("The diagram has no row {n}.", n=number))

    @answers("column")
    def q_column(self, view: View, me: int, x: int) -> list[str]:
        squares = reading.column(self._board(view, me), x)
        letter = chr(ord("a") + x)
        if not squares:
            raise QueryError(self.w._("The diagram has no square {square}.", square=f"{letter}1"))
        # the column by its end squares, not "Column a," (a lone "a" is "and", issue 24)
        return [self.w._("Column {first} to {last}, {squares}.", first=squares[0].name, last=squares[-1].name,
                         squares=", ".join(self._square(s) for s in squares))]

    @answers("cell")
    def q_cell(self, view: View, me: int, cell: tuple[int, int]) -> list[str]:
        from alea.tetrikon.engine.geometry import square_name

        square = reading.cell(self._board(view, me), cell)
        if square is None:
            raise QueryError(self.w._("{square} is not part of the diagram.", square=square_name(cell)))
        return [self._square(square) + "."]

    @answers("holes")
    def q_holes(self, view: View, me: int) -> list[str]:
        player = view.players[me]
        shapes = {pid: p.cells for pid, p in load_content().pieces.items()}
        lines = []
        for hole in reading.holes(self._board(view, me), player.free, shapes, view.mirror):
            fits = (self.w._("fits {pieces}", pieces=self.v.pieces(list(hole.fits))) if hole.fits
                    else self.w._("fits none of your pieces"))
            lines.append(self.w.n_("Region of {n} square, {squares}, {fits}.",
                                   "Region of {n} squares, {squares}, {fits}.", hole.size,
                                   squares=" ".join(hole.squares), fits=fits))
        return lines or [self.w._("The diagram is full.")]

    @answers("fits")
    def q_fits(self, view: View, me: int, piece: str) -> list[str]:
        shape = load_content().pieces[piece].cells
        found = reading.fits(self._board(view, me), shape, view.mirror)
        name = self.v.piece(piece)
        if not found:
            return [self.w._("{piece} fits nowhere.", piece=name)]
        return [self.w.n_("{piece} fits in {n} place.", "{piece} fits in {n} places.", len(found), piece=name)] + [
            self._numbered(i, " ".join(squares)) for i, squares in enumerate(found, 1)]

    @answers("pieces")
    def q_pieces(self, view: View, me: int, seat: int | None = None) -> list[str]:
        player = me if seat is None else seat
        if player >= len(view.players):
            raise QueryError(self.w._("There is no player {n}.", n=player + 1))
        return [self.w._("{player}, {free}.", player=self.v.player(player), free=self._free(view.players[player].free))]

    def _free(self, free: Sequence[str]) -> str:
        """A player's free pieces: "free pieces L and O", or "no free piece"."""
        if not free:
            return self.w._("no free piece")
        return self.w.n_("free piece {pieces}", "free pieces {pieces}", len(free), pieces=self.v.pieces(list(free)))

    @answers("shape")
    def q_shape(self, view: View, me: int, piece: str | None = None) -> list[str]:
        pieces = [piece] if piece is not None else list(load_content().pieces)
        return [self.game.shape(pid) for pid in pieces]

    @answers("display")
    def q_display(self, view: View, me: int) -> list[str]:
        if self.v.terse:
            short = " ".join(f"{i}{self.v.piece(p) if p else '-'}" for i, p in enumerate(view.display, 1))
            return [self.w.p_("terse", "Display {places}, bag {n}", places=short, n=len(view.bag))]
        places = [f"{i} {self.v.piece(p) if p else self.w._('empty')}" for i, p in enumerate(view.display, 1)]
        return [self.w._("Display, {places}, bag {n}.", places=", ".join(places), n=len(view.bag))]

    def _chance(self, uids: Sequence[str]) -> list[str]:
        content = self.v.content
        return [self.w._("{n}, {text}, braille {printed}", n=i, text=content.card(uid).rstrip(".!"),
                         printed=content.card_printed[card_number(uid)].rstrip("."))
                for i, uid in enumerate(uids, 1)]

    @answers("hand")
    def q_hand(self, view: View, me: int) -> list[str]:
        player = view.players[me]
        tcards = list(player.tcards or ())
        # the values joined ("5, 1, 1 and 1"): "50 5" side by side is heard "fifty-five" (issue 24)
        lines = [self.w._("T cards, {cards}, total {total} T.", cards=self.v.join(map(str, sorted(tcards, reverse=True)))
                          or self.w._("none"), total=sum(tcards))]
        chance = list(player.chance or ())
        if chance:
            lines += [self.w._("Chance cards.")] + self._chance(chance)
        return lines

    @answers("cards")
    def q_cards(self, view: View, me: int, card: Any = None) -> list[str]:
        if card is None or card.card is None and card.at is None:
            chance = list(view.players[me].chance or ())
            return self._chance(chance) if chance else [self.w._("You hold no Chance card.")]
        number = card.card
        if number is None:
            chance = list(view.players[me].chance or ())
            if not 1 <= card.at <= len(chance):
                raise QueryError(self.w._("You hold no Chance card {n}.", n=card.at))
            number = card_number(chance[card.at - 1])
        content = self.v.content
        text = content.card_texts[number]  # a sentence, whether or not the card's text ends with one
        said = self.w._("Card {n}. {text} Printed {printed}. Short {short}.", n=number,
                        text=text if text.endswith((".", "!", "?")) else text + ".",
                        printed=content.card_printed[number].rstrip("."), short=content.card_short[number])
        return [said[:-1] if said.endswith("..") else said]  # a short form's own full stop ends it ("obch.")

    @answers("decks")
    def q_decks(self, view: View, me: int) -> list[str]:
        if self.v.terse:
            return [self.w.p_("terse", "Treasury {treasury}, returned {returned}, Chance {chance}",
                              treasury=view.treasury_size, returned=len(view.returned), chance=view.chance_size)]
        return [self.w._("Treasury {treasury}, returned pile {returned}, Chance deck {chance}.",
                         treasury=view.treasury_size, returned=len(view.returned), chance=view.chance_size)]

    @answers("players")
    def q_players(self, view: View, me: int) -> list[str]:
        if self.v.terse:
            return [self.w.p_("terse", "{player}, free {pieces}, {empty} empty, {cards} cards",
                              player=self.v.player(p.index), pieces=" ".join(self.v.piece(x) for x in p.free) or "-",
                              empty=p.empty_squares, cards=p.card_count) for p in view.players]
        return [self.w._("{player}, {free}, {empty} empty squares, {cards} cards.",
                         player=self.v.player(p.index), free=self._free(p.free),
                         empty=p.empty_squares, cards=p.card_count) for p in view.players]

    @answers("score")
    def q_score(self, view: View, me: int) -> list[str]:
        if not any(p.penalties for p in view.players):
            return [self.w._("No game has been scored yet.")]
        return [self.w._("{player}, penalties {penalties}, total {total}.", player=self.v.player(p.index),
                         penalties=self.v.join(map(str, p.penalties)), total=sum(p.penalties))
                for p in view.players]

    @answers("last")
    def q_last(self, view: View, me: int) -> list[str]:
        return self.events(view.last) or [self.w._("Nothing has happened yet.")]

    @answers("since")
    def q_since(self, view: View, me: int) -> list[str]:
        """What happened since player ``me``'s previous turn ended, as the seat may know it."""
        playing = view.turn.active == me and view.pending is not None and not view.over
        turns = [e.player if isinstance(e, TurnStarted) else None for e in view.history]
        said = self.events([e for e in view.history[since_start(turns, me, playing):] if not isinstance(e, TurnEnded)])
        if said:
            return said
        if self.v.terse:
            # TRANSLATORS: terse, at most 40 characters.
            return [self.w._("Nothing new since your turn.")]
        return [self.w._("Nothing has happened since your last turn.")]

    # ------------------------------------------------------------------ the seat's own turn and files

    def turned(self, degrees: int, view: View | None, me: int) -> list[str]:
        """What ``turn`` did: how the seat's diagram now reads (T-C6)."""
        w, terse = self.w, self.v.terse
        if view is None:
            if degrees == 0:
                return [w._("Not turned, squares as printed.")]
            return [w._("Turned {degrees} degrees.", degrees=degrees) if terse else
                    w._("Turned {degrees} degrees clockwise. Squares are named and typed from this side.",
                        degrees=degrees)]
        board = self._board(view, me)
        # the squares from corner to corner, not "columns a to e" (a lone "a" is "and", issue 24)
        corner = square_name((board.width - 1, board.height - 1))
        if degrees == 0:
            # TRANSLATORS: terse, at most 40 characters: squares a1 to e4.
            return [w._("Not turned, a1 to {corner}.", corner=corner) if terse else
                    w._("Not turned, squares a1 to {corner}, as printed.", corner=corner)]
        # TRANSLATORS: terse, at most 40 characters: squares a1 to e4.
        return [w._("Turned {degrees} degrees, a1 to {corner}.", degrees=degrees, corner=corner) if terse else
                w._("Turned {degrees} degrees clockwise, squares a1 to {corner}. Squares are "
                    "named and typed from this side.", degrees=degrees, corner=corner)]

    def exported(self, unicode: str, brf: str) -> list[str]:
        """Where ``export`` wrote its two files; terse, their names on a braille line, then
        their folder."""
        if self.v.terse:
            folder, _, name = unicode.rpartition(os.sep)
            # TRANSLATORS: terse, at most 40 characters: "Braille: tetrikon-A-6, .txt and .brf".
            return [self.w._("Braille: {name}, .txt and .brf", name=name.rpartition(".")[0]), folder]
        return [self.w._("Braille graphics written, {unicode} for a braille display in 8 dots and {brf} "
                         "for an embosser.", unicode=unicode, brf=brf)]

    @answers("legend")
    def q_legend(self, view: View | None = None, me: int = 0) -> list[str]:
        """What the game's codes, letters and numbers mean."""
        from alea.tetrikon.table.legend import legend

        return legend(self.w)

    @answers("rules")
    def q_rules(self, view: View | None = None, me: int = 0, topic: int | None = None) -> list[str]:
        """The rules' topics, numbered, or topic ``topic`` alone."""
        topics = rules(self.w)
        if topic is None:
            return [self._numbered(n, line) for n, line in enumerate(topics, 1)]
        if not 1 <= topic <= len(topics):
            raise QueryError(self.w.n_("The rules have {n} topic.", "The rules have {n} topics.", len(topics)))
        return [topics[topic - 1]]


def rules(w: Voice) -> list[str]:
    """The rules in short."""
    return [
        w._("Tetrikon: fill your diagram with pieces before the others do."),
        w._("A turn has up to two different actions. Roll the dice or play a kept Chance card, build one "
            "piece, offer a trade, buy a piece for 100 T. Or exchange a piece at the manager, which is the "
            "whole turn."),
        w._("The roll's key: a sum of 2 to 11 gives T cards, or a Chance card on doubles; 12 gives 3 T cards, "
            "a Chance card or, after the first turn, a piece of the display."),
        w._("Build a piece with the command build, the piece and its squares, for example build L a1 a2 a3 a4 b1. "
            "The command fits L lists every place."),
        w._("Squares are named like a chessboard: a1 at the bottom left."),
        w._("The first to fill the diagram starts the final round: every other player has one more turn."),
        w._("Each empty square costs 20 points; over a match the lowest total wins."),
    ]


def summary(lang: str) -> list[str]:
    """The rules summary in ``lang`` as lines of print, then the Chance cards with their printed
    braille shortcuts (issue 24: the part of the game made for blind players)."""
    from alea.tetrikon.table.legend import chance_cards

    voice = Voice(DOMAIN, lang)
    return rules(voice) + chance_cards(voice)
