"""Turning the game's own voice on and off (see :mod:`alea.speech`)."""

from __future__ import annotations

from alea.cli import catalogs
from alea.cli.session import Session


def open_voice(session: Session) -> bool:
    """Open a speaker in the session's language and attach it to the output; True if one speaks.

    When no voice can be had, the speech module's one-line reason is said and
    the game goes on in text.
    """
    from alea import speech

    close_voice(session)
    speaker, reason = speech.open_speaker(session.lang, on_notice=session.say)
    if reason is not None:
        session.say(reason)
        speaker.close()
        return False
    session.output.speaker = speaker
    return True


def close_voice(session: Session) -> None:
    """Stop and release the speaker, if any."""
    if session.output.speaker is not None:
        session.output.speaker.close()
        session.output.speaker = None


def set_speech(session: Session, wanted: bool) -> None:
    """Switch speech on or off, keep the setting, and say so."""
    t = catalogs.table(session.lang)
    session.change(speech=wanted)
    if wanted:
        if open_voice(session):
            session.say(t.gettext("Speech on."))
    else:
        close_voice(session)
        session.say(t.gettext("Speech off."))
