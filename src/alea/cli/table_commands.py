"""The table commands that every game shares: help, again, history, quit, language, settings ...

Each handler takes the session and the command's typed values. Commands that
need the game (undo, hint, save, load, new, demo) are the game host's; ``consent`` asks
the host only what the game being played keeps (R-A3).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from alea.cli import catalogs
from alea.cli.commands import vocabulary
from alea.cli.commands.registry import COMMANDS, Category, Command
from alea.cli.session import Session
from alea.cli.storage import data_dir
from alea.i18n import format_list
from alea.narration.message import Lazy, Line, Worded

DEFAULT_HISTORY = 5
"""How many messages ``history`` reads when no number is given."""


def help_lines(lang: str, command: Command | None = None) -> list[str]:
    """The command list by category, or one command's help and short forms."""
    t = catalogs.table(lang)
    if command is not None:
        shorts = format_list(list(command.shorts_in(lang)) + list(command.words_in(lang)[1:]), lang)
        return [command.help_in(lang), t.gettext("Short: {forms}.").format(forms=shorts)]
    titles = {
        Category.ACTION: t.gettext("Actions: {commands}."),
        Category.QUERY: t.gettext("Questions: {commands}."),
        Category.TABLE: t.gettext("Table: {commands}."),
    }
    lines = []
    for category, title in titles.items():
        names = [f"{c.word(lang)} {c.shorts_in(lang)[0]}" for c in COMMANDS if c.category is category]
        lines.append(title.format(commands=", ".join(names)))
    lines.append(t.gettext("help and a command tells more about it."))
    return lines


def do_help(session: Session, command: Command | None) -> None:
    """help [COMMAND]."""
    session.say(Lazy("help", lambda lang, verbosity: help_lines(lang, command)))


def do_again(session: Session) -> None:
    """again: the last answer once more, whole (it is still spoken, even if identical)."""
    answer = session.output.last_answer()
    if not answer:
        session.say(catalogs.TABLE.gettext("Nothing has been said yet."))
        return
    for message in answer:
        session.output.say(*message, remember=False)


def do_history(session: Session, count: int | None) -> None:
    """history [N]: the last N messages, oldest first."""
    messages = session.output.last(count or DEFAULT_HISTORY)
    if not messages:
        session.say(catalogs.TABLE.gettext("Nothing has been said yet."))
        return
    session.output.say(*[line for message in messages for line in message], remember=False)


def do_quit(session: Session) -> None:
    """quit: asks to confirm, then leaves (the game is already autosaved)."""
    t = catalogs.TABLE

    def answered(yes: object) -> None:
        if yes:
            session.say(t.gettext("Goodbye."))
            session.running = False
        else:
            session.say(t.gettext("We play on."))

    session.ask_yes_no(t.gettext("Leave the table? The game is saved."), answered, advice=lambda: True)


def do_language(session: Session, lang: str) -> None:
    """language cs|fr|en: switches every message, command word and answer at once (for the seat
    that typed it); ``again`` then repeats what was said before, in the new language."""
    from alea.cli.speaking import open_voice

    session.change(lang=lang)
    if session.output.speaker is not None:
        open_voice(session)
    session.output.say(catalogs.TABLE.gettext("Language: {language}. Commands are now in {language}.").format(
        language=Worded(vocabulary.name, ("language", lang))), answer=False)


def do_verbosity(session: Session, level: str | None) -> None:
    """verbosity [terse|normal|verbose]: set it, or say it; ``again`` then repeats what was said before."""
    if level is not None:
        session.change(verbosity=level)
    session.output.say(catalogs.TABLE.gettext("Verbosity: {level}.").format(
        level=Worded(vocabulary.name, ("verbosity", session.seat.verbosity))), answer=level is None)


def do_speech(session: Session, switch: str | None) -> None:
    """speech [on|off|screen-reader|own]: the game speaks, in whose voice, or stops (alone: toggles)."""
    from alea.cli.speaking import set_speech

    if switch in ("screen-reader", "own"):
        session.change(voice=switch)
    wanted = (switch != "off") if switch is not None else not session.settings.speech
    set_speech(session, wanted)


def do_silence(session: Session) -> None:
    """silence: stops the speech now."""
    t = catalogs.TABLE
    if session.output.speaker is None:
        session.say(t.gettext("Speech is off; there is nothing to silence."))
        return
    session.output.speaker.silence()
    session.say(t.gettext("Silence."))


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
        session.say(t.gettext("Cannot write to {file}; no transcript.").format(file=path))
        return
    output.stop_script()
    output.script = stream
    session.say(t.gettext("Recording the transcript to {file}.").format(file=path))


def do_settings(session: Session) -> None:
    """settings: the saved settings, one a line."""
    t = catalogs.TABLE
    s = session.settings

    session.say(
        t.gettext("Language: {language}.").format(language=Worded(vocabulary.name, ("language", session.lang))),
        t.gettext("Players: {count}.").format(count=s.players),
        t.gettext("Verbosity: {level}.").format(
            level=Worded(vocabulary.name, ("verbosity", session.seat.verbosity))),
        # Whole sentences: "on"/"off" agree with their noun in Czech and French.
        t.gettext("Speech is on.") if s.speech else t.gettext("Speech is off."),
        t.gettext("Colour is on.") if s.colour else t.gettext("Colour is off."),
        consent_sentence(session),
    )


def do_consent(session: Session, setting: str | None) -> None:
    """consent [always|ask] (R-A3): set it for the next new game, or say it; the game played keeps its own."""
    t = catalogs.TABLE
    if setting is None:
        lines: list[Line] = [consent_sentence(session)]
    else:
        session.change(auto_consent=setting == "always")
        lines = [t.gettext("From the next new game on, consent is always given.") if setting == "always"
                 else t.gettext("From the next new game on, consent is asked.")]
    current = session.host.game_consent() if session.host is not None else None
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


HANDLERS: dict[str, Callable[..., None]] = {
    "help": do_help,
    "again": do_again,
    "history": do_history,
    "quit": do_quit,
    "language": do_language,
    "verbosity": do_verbosity,
    "speech": do_speech,
    "silence": do_silence,
    "script": do_script,
    "settings": do_settings,
    "consent": do_consent,
}
"""The table commands answered without the game, by command id."""
