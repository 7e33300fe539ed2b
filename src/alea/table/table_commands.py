"""The table's own commands, the same for every game: help, again, history, quit, language, settings ...

Each command is declared once, by :data:`TABLE`'s decorator on its handler: words, short
forms, help line, arguments and what it does together. A handler takes the session and the
command's typed values. Commands that need the game being played (undo, hint, save, load,
new, demo) hand it to the session's :class:`~alea.table.session.GameHost`; ``consent`` asks the
host only what the game being played keeps (R-A3).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from alea.table import catalogs
from alea.table.arguments import COMMAND, CONSENT, FILE, LANGUAGE, NUMBER, SWITCH, VERBOSITY
from alea.table.catalogs import Np_
from alea.table.commands import vocabulary
from alea.table.commands.registry import ArgKind, Category, Command, CommandSet, Param
from alea.table.session import ListedGame, Session
from alea.table import sound_lessons
from alea.table.sounding import SOUND_SETTING, SoundChange, change_sounds, state
from alea.table.speaking import open_voice, set_speech
from alea.table.storage import data_dir
from alea.i18n import format_list
from alea.narration.message import Lazy, Line, Worded

Q, T = Category.QUERY, Category.TABLE

TABLE = CommandSet(table=True)
"""The table's commands, in the order help lists them within a category."""

DEFAULT_HISTORY = 5
"""How many messages ``history`` reads when no number is given."""


def optional(kind: ArgKind) -> Param:
    """An optional argument of kind ``kind``."""
    return Param(kind, optional=True)


def help_lines(lang: str, commands: Iterable[Command], command: Command | None = None) -> list[str]:
    """The command list by category, or one command's help and short forms."""
    t = catalogs.table(lang)
    if command is not None:
        shorts = format_list(list(command.shorts_in(lang)) + list(command.words_in(lang)[1:]), lang)
        return [command.help_in(lang), t.gettext("Short: {forms}.").format(forms=shorts)]
    # Said at Orca's level "most", which names a colon and a question mark: no heading colon, and
    # each command with its first short form that is a word ("help h", not "help ?").
    titles = {
        Category.ACTION: t.gettext("Actions are {commands}."),
        Category.QUERY: t.gettext("Questions are {commands}."),
        Category.TABLE: t.gettext("Table commands are {commands}."),
    }
    lines = []
    for category, title in titles.items():
        names = [f"{c.word(lang)} {spoken_short(c, lang)}".rstrip() for c in commands if c.category is category]
        if names:
            lines.append(title.format(commands=", ".join(names)))
    lines.append(t.gettext("Type help and a command to hear more about that command."))
    # TRANSLATORS: the last line of help: how to see the board drawn (docs/board.md).
    lines.append(t.gettext("To see the board drawn in a web browser, start alea with the option board, "
                           "or open your online table's address."))
    return lines


def spoken_short(command: Command, lang: str) -> str:
    """The first short form of ``command`` in ``lang`` that is a word (no symbol to be named aloud);
    none when all are symbols."""
    return next((short for short in command.shorts_in(lang) if short[:1].isalnum()), "")


def no_game(session: Session) -> None:
    """Say that no game is being played."""
    session.say(catalogs.TABLE.gettext("No game is running. Type new to start one."))


# ---------------------------------------------------------------- questions


@TABLE.command("games", Q, Np_("command", "games"), Np_("short form of games", "gm"),
               Np_("command help", "games: the games of this table; alea --game and a name starts one"))
def do_games(session: Session) -> None:
    """games: every game the table plays, in the player's language, the one being played marked."""
    playing = session.host.game_id if session.host is not None else None
    session.say(Worded(games_lines, (session.games, playing)))


def games_lines(games: Sequence[ListedGame], playing: str | None, lang: str) -> list[str]:
    """The table's ``games`` in ``lang``, one a line after a title; ``playing`` is marked."""
    t = catalogs.table(lang)
    lines = [t.gettext("Games of this table:")]
    for entry in games:
        values = {"name": entry.name(lang), "about": entry.about(lang)}
        if entry.id == playing:
            lines.append(t.gettext("{name}, being played: {about}").format(**values))
        else:
            lines.append(t.gettext("{name}: {about}").format(**values))
    return lines


@TABLE.command("help", Q, Np_("command", "help"), Np_("short form of help", "?"),
               Np_("command help", "help [COMMAND]: the commands, or one command"), optional(COMMAND))
def do_help(session: Session, command: Command | None) -> None:
    """help [COMMAND]."""
    commands = session.listed_commands()
    session.say(Lazy("help", lambda lang, verbosity: help_lines(lang, commands, command)))


# ---------------------------------------------------------------- the table


@TABLE.command("again", T, Np_("command", "again repeat"), Np_("short form of again", "ag"),
               Np_("command help", "again: say the last message again"))
def do_again(session: Session) -> None:
    """again: the last answer once more, whole (it is still spoken, even if identical)."""
    answer = session.output.last_answer()
    if not answer:
        session.say(catalogs.TABLE.gettext("Nothing has been said yet."))
        return
    for message in answer:
        session.output.say(*message, remember=False)


@TABLE.command("history", T, Np_("command", "history"), Np_("short form of history", "hi"),
               Np_("command help", "history [N]: read the last N messages again"), optional(NUMBER))
def do_history(session: Session, count: int | None) -> None:
    """history [N]: the last N messages, oldest first."""
    messages = session.output.last(count or DEFAULT_HISTORY)
    if not messages:
        session.say(catalogs.TABLE.gettext("Nothing has been said yet."))
        return
    session.output.say(*[line for message in messages for line in message], remember=False)


@TABLE.command("undo", T, Np_("command", "undo"), Np_("short form of undo", "un"),
               Np_("command help", "undo: take back your last action of this turn, when the rules allow"))
def do_undo(session: Session) -> None:
    """undo: the game takes back what its rules allow."""
    if session.host is None:
        return no_game(session)
    session.host.undo()


@TABLE.command("hint", T, Np_("command", "hint"), Np_("short form of hint", "ht"),
               Np_("command help", "hint: suggest a move"))
def do_hint(session: Session) -> None:
    """hint: the game's bot suggests a move, or the answer to the question asked."""
    if session.host is None:
        return no_game(session)
    session.host.hint()


@TABLE.command("save", T, Np_("command", "save"), Np_("short form of save", "sv"),
               Np_("command help", "save [NAME]: save the game"), optional(FILE))
def do_save(session: Session, name: str | None) -> None:
    """save [NAME]."""
    if session.host is None:
        return no_game(session)
    session.host.save(name)


@TABLE.command("load", T, Np_("command", "load"), Np_("short form of load", "ld"),
               Np_("command help", "load [NAME]: load a saved game"), optional(FILE))
def do_load(session: Session, name: str | None) -> None:
    """load [NAME]."""
    if session.host is None:
        return no_game(session)
    session.host.load(name)


NO_SETUP = ArgKind("setup", lambda rest, lang: (None, 0),
                   lambda lang: catalogs.table(lang).gettext("an option of a new game"))
"""``new`` of a game that takes no options (a game gives its own kind, :attr:`GamePlugin.setup`)."""


@TABLE.command("new", T, Np_("command", "new"), Np_("short form of new", "nw"),
               Np_("command help", "new: start a new game"), optional(NO_SETUP))
def do_new(session: Session, setup: object) -> None:
    """new [OPTIONS]: a new game, with what the game's options change."""
    if session.host is None:
        return no_game(session)
    session.host.new(setup)


@TABLE.command("quit", T, Np_("command", "quit exit"), Np_("short form of quit", "q"),
               Np_("command help", "quit: leave the table; the game is saved"))
def do_quit(session: Session) -> None:
    """quit: asks to confirm, then leaves; "the game is saved" only when its last save succeeded."""
    session.ask_to_leave()


@TABLE.command("language", T, Np_("command", "language"), Np_("short form of language", "lg"),
               Np_("command help", "language cs, fr or en: switch the language of everything"), Param(LANGUAGE))
def do_language(session: Session, lang: str) -> None:
    """language cs|fr|en: switches every message, command word and answer at once (for the seat
    that typed it); ``again`` then repeats what was said before, in the new language."""
    session.change(lang=lang)
    if session.output.speaker is not None:
        open_voice(session)
    session.output.say(catalogs.TABLE.gettext("Language, {language}. Commands are now in {language}.").format(
        language=Worded(vocabulary.name, ("language", lang))), answer=False)


@TABLE.command("verbosity", T, Np_("command", "verbosity"), Np_("short form of verbosity", "vb"),
               Np_("command help", "verbosity terse, normal or verbose: how much the game says"),
               optional(VERBOSITY))
def do_verbosity(session: Session, level: str | None) -> None:
    """verbosity [terse|normal|verbose]: set it, or say it; ``again`` then repeats what was said before."""
    if level is not None:
        session.change(verbosity=level)
    session.output.say(catalogs.TABLE.gettext("Verbosity, {level}.").format(
        level=Worded(vocabulary.name, ("verbosity", session.seat.verbosity))), answer=level is None)


@TABLE.command("speech", T, Np_("command", "speech"), Np_("short form of speech", "sp"),
               Np_("command help", "speech on, off, screen-reader or own: let the game speak, and in whose voice"),
               optional(SWITCH))
def do_speech(session: Session, switch: str | None) -> None:
    """speech [on|off|screen-reader|own]: the game speaks, in whose voice, or stops (alone: toggles)."""
    if switch in ("screen-reader", "own"):
        session.change(voice=switch)
    wanted = (switch != "off") if switch is not None else not session.settings.speech
    set_speech(session, wanted)


@TABLE.command("silence", T, Np_("command", "silence"), Np_("short form of silence", "sh"),
               Np_("command help", "silence: stop the speech now"))
def do_silence(session: Session) -> None:
    """silence: stops the speech now."""
    t = catalogs.TABLE
    if session.output.speaker is None:
        session.say(t.gettext("Speech is off. There is nothing to silence."))
        return
    session.output.speaker.silence()
    session.say(t.gettext("Silence."))


@TABLE.command("sounds", T, Np_("command", "sounds"), Np_("short form of sounds", "snd"),
               Np_("command help", "sounds: learn the sound cues one by one, each after its name (Enter for the next); "
                                   "sounds all: every one; sounds quiz: name them by ear; sounds on or off, "
                                   "sounds volume and a number, sounds game, turns, online or errors with on or off"),
               optional(SOUND_SETTING))
def do_sounds(session: Session, change: SoundChange | None) -> None:
    """sounds [all|quiz|on|off|volume N|KIND on|off]: learn the cues, or change how they play (docs/sound.md)."""
    if change is None:
        sound_lessons.step(session)
    elif change.what == "every":
        sound_lessons.play_all(session)
    elif change.what == "quiz":
        sound_lessons.quiz(session)
    else:
        change_sounds(session, change)


@TABLE.command("script", T, Np_("command", "script"), Np_("short form of script", "sc"),
               Np_("command help", "script [FILE]: start recording a transcript to a file, or stop it"),
               optional(FILE))
def do_script(session: Session, name: str | None) -> None:
    """script [FILE]: starts a transcript, or stops the one being recorded."""
    t = catalogs.TABLE
    output = session.output
    if output.script is not None and name is None:
        path = output.script.name
        output.stop_script()
        session.say(t.gettext("Transcript stopped: {file}.").format(file=path))
        return
    path = Path(name).expanduser() if name else data_dir(session.environ) / "transcript.txt"
    try:
        stream = path.open("a", encoding="utf-8")
    except OSError:
        session.say(t.gettext("Cannot write to {file}. No transcript.").format(file=path))
        return
    output.stop_script()
    output.script = stream
    session.say(t.gettext("Recording the transcript to {file}.").format(file=path))


@TABLE.command("settings", T, Np_("command", "settings"), Np_("short form of settings", "se"),
               Np_("command help", "settings: the saved settings"))
def do_settings(session: Session) -> None:
    """settings: the saved settings, one a line."""
    t = catalogs.TABLE
    s = session.settings

    session.say(
        t.gettext("Language, {language}.").format(language=Worded(vocabulary.name, ("language", session.lang))),
        t.gettext("Players, {count}.").format(count=s.players),
        t.gettext("Verbosity, {level}.").format(
            level=Worded(vocabulary.name, ("verbosity", session.seat.verbosity))),
        # Whole sentences: "on"/"off" agree with their noun in Czech and French.
        t.gettext("Speech is on.") if s.speech else t.gettext("Speech is off."),
        state(session),
        t.gettext("Colour is on.") if s.colour else t.gettext("Colour is off."),
        consent_sentence(session),
    )


@TABLE.command("consent", T, Np_("command", "consent"), Np_("short form of consent", "cn"),
               Np_("command help", "consent always or ask: from the next new game on, give consent to transfers "
                                   "without a question, or ask for it"), optional(CONSENT))
def do_consent(session: Session, setting: str | None) -> None:
    """consent [always|ask] (R-A3): set it for the next new game, or say it; the game played keeps its own."""
    t = catalogs.TABLE
    if setting is None:
        lines: list[Line] = [consent_sentence(session)]
    else:
        session.change(auto_consent=setting == "always")
        lines = [t.gettext("From the next new game on, consent is always given.") if setting == "always"
                 else t.gettext("From the next new game on, consent is asked.")]
    current = session.host.kept("auto_consent") if session.host is not None else None
    if current is not None:
        lines.append(t.gettext("This game keeps its own setting: consent is always given.") if current
                     else t.gettext("This game keeps its own setting: consent is asked."))
    session.say(*lines)


def consent_sentence(session: Session) -> Line:
    """The saved consent setting (R-A3) as one whole sentence: what new games will do."""
    t = catalogs.TABLE
    if session.settings.auto_consent:
        return t.gettext("Consent is always given in new games.")
    return t.gettext("Consent is asked in new games.")


@TABLE.command("demo", T, Np_("command", "demo"), Np_("short form of demo", "dm"),
               Np_("command help", "demo: the bots play a game of their own, a turn at a time; then next, all or stop"))
def do_demo(session: Session) -> None:
    """demo: the game's bots play a game of their own; the player's game waits untouched."""
    if session.host is None:
        return no_game(session)
    session.host.demo()
