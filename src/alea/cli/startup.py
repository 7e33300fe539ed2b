"""From ``alea`` to the first prompt: first-run questions, options, then the game.

On the first run (no settings yet) the table asks for the language (in the
system's language, each option in its own language) and the number of
players, with numbered choices, unless the command line gave them. Options
given on the command line apply to this run; the first run's answers are kept.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from alea.table import catalogs
from alea.table.commands import vocabulary
from alea.table.options import Options
from alea.table.question import Option, Question
from alea.table.session import GameHost, Session
from alea.table.settings import Settings
from alea.i18n import LANGUAGES
from alea.narration.message import Worded

HostFactory = Callable[[Session, Options], GameHost]
"""Builds the game host once the table is set up; the host then starts or resumes a game."""


def first_run(session: Session, options: Options, then: Callable[[], None],
              players: tuple[int, int] = (1, 4)) -> None:
    """Ask what the first run needs (language, then players, within the game's ``players``), keep
    the answers, then go on."""

    def ask_players() -> None:
        if options.players is not None:
            return finish()
        t = catalogs.TABLE
        # Each option is its own number, numbered by itself: the number heard is the count typed
        # ("1 2 hráči ... 4 5 hráčů" was misheard: typing the 5 heard chose 4 players).
        choices = tuple(Option(str(n), n) for n in range(players[0], players[1] + 1))

        def chosen(count: object) -> None:
            session.settings = replace(session.settings, players=int(count))  # type: ignore[call-overload]
            finish()

        asked = t.gettext("How many players? From {fewest} to {most}.").format(fewest=players[0], most=players[1])
        session.ask(Question(asked, choices, chosen, cancellable=False, first=players[0], listed=False))

    def finish() -> None:
        session.keep_settings()
        then()

    if options.lang is not None:
        return ask_players()
    t = catalogs.TABLE  # messages: asked in the system's language, said again in the one set later
    choices = tuple(Option(vocabulary.name("language", code, code), code) for code in LANGUAGES)

    def language(code: object) -> None:
        session.settings = replace(session.settings, lang=str(code))
        # The choice is echoed in the language chosen: a Czech player reads "Zvoleno, čeština."
        chosen = Worded(vocabulary.name, ("language", str(code)))
        session.say(t.gettext("Chose, {choice}.").format(choice=chosen))
        ask_players()

    session.ask(Question(t.gettext("Which language?"), choices, language, cancellable=False, echo=False))


def remember_game(session: Session, saved: Settings, game: str, fit: Callable[[int], int]) -> None:
    """Keep ``game`` as the last one played (the default of the next run), with the saved player
    count brought within what it seats by ``fit`` (its plug-in's ``count_for``), and nothing else of
    this run."""
    if saved.game != game:
        session.settings = replace(saved, game=game, players=fit(saved.players))
        session.keep_settings()


def apply_options(session: Session, options: Options) -> None:
    """Let this run's options override the saved settings (without saving them)."""
    overrides = {name: getattr(options, name) for name in ("lang", "game", "players", "verbosity", "speech", "sounds",
                                                               "colour", "prompt", "auto_consent")}
    session.settings = replace(session.settings, **{k: v for k, v in overrides.items() if v is not None})


def start(session: Session, options: Options, first: bool, factory: HostFactory,
          players: tuple[int, int] = (1, 4), *, interactive: bool = False) -> None:
    """Set the table up and hand over to the game (``players``: the fewest and most it seats;
    ``interactive``: at a terminal, where sound cues are on unless the player turned them off)."""
    apply_options(session, options)

    def begin() -> None:
        from alea.table.sounding import open_sounds

        open_sounds(session, interactive)
        if session.settings.speech:
            from alea.table.speaking import open_voice

            open_voice(session)
        session.host = factory(session, options)

    if first:
        first_run(session, options, begin, players)
    else:
        begin()
