"""Turning the game's own voice on and off (see :mod:`alea.speech`)."""

from __future__ import annotations

from alea.table import catalogs
from alea.table.commands import vocabulary
from alea.table.commands.registry import Command
from alea.table.session import Session
from alea.narration.message import Line, Worded


def open_voice(session: Session) -> bool:
    """Open a speaker in the session's language and attach it to the output; True if one speaks.

    When no voice can be had, the speech module's one-line reason is said and
    the game goes on in text.
    """
    from alea import speech

    close_voice(session)
    speaker, reason = speech.open_speaker(session.lang, on_notice=session.say, source=session.settings.voice)
    if reason is not None:
        session.say(reason)
        speaker.close()
        return False
    session.output.speaker = speaker
    notice = whose_voice(session, speaker)
    if notice is not None:
        session.say(notice)
    return True


def typed_switch(command: Command, key: str, lang: str) -> str:
    """What a player types in ``lang`` to set speech to ``key`` ("speech own")."""
    return f"{command.word(lang)} {vocabulary.name('switch', key, lang)}"


def whose_voice(session: Session, speaker: object) -> Line | None:
    """When a screen reader is running, one line: which voice speaks and how to switch; else None.

    A player who has a screen reader may prefer its voice and settings to the game's own.
    """
    from alea import speech
    from alea.speech.speakers import ScreenReaderSpeaker

    t = catalogs.TABLE
    speech_command = session.commands["speech"]

    def typed(key: str) -> Worded:
        return Worded(typed_switch, (speech_command, key))

    if isinstance(speaker, ScreenReaderSpeaker):
        return t.gettext("Speech: your screen reader's voice. For the game's own voice type {own}; "
                         "for no speech, {off}.").format(own=typed("own"), off=typed("off"))
    if speech.screen_reader_running(session.environ):
        return t.gettext("Speech: the game's own voice. A screen reader is running: to hear the game in its "
                         "voice type {reader}; for no speech, {off}.").format(reader=typed("screen-reader"),
                                                                             off=typed("off"))
    return None


def close_voice(session: Session) -> None:
    """Stop and release the speaker, if any."""
    if session.output.speaker is not None:
        session.output.speaker.close()
        session.output.speaker = None


def set_speech(session: Session, wanted: bool) -> None:
    """Switch speech on or off, keep the setting, and say so."""
    t = catalogs.TABLE
    session.change(speech=wanted)
    if wanted:
        if open_voice(session):
            session.say(t.gettext("Speech on."))
    else:
        close_voice(session)
        session.say(t.gettext("Speech off."))
