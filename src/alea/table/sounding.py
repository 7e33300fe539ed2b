"""Sound cues at the terminal: opening the cue player, the ``sounds`` command's settings.

The table derives a cue's name from what happened (:mod:`alea.table.cues`) and hands it to the
seat's output with the message's lines; here the terminal's output gets a
:class:`CueSounder` that plays the names its settings let through (on or off, a volume, the
categories silenced) on the system's player (:mod:`alea.sound.player`). Sounds are on by default
at a terminal that has an audio device; piped or scripted runs play them only when asked
(``--sounds``, ``sounds on``). docs/sound.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from alea.dataclass import dataclass
from pathlib import Path
import time
from typing import TYPE_CHECKING

from alea.table import catalogs
from alea.table.arguments import N_, named, number
from alea.table.catalogs import Np_
from alea.table.commands.registry import ArgKind
from alea.table.commands.vocabulary import WordLists
from alea.table.session import Session
from alea.table.settings import SOUND_CATEGORIES, Settings
from alea.table.storage import config_dir
from alea.narration.message import Line, Worded
from alea.table.cues import BY_NAME, heard

if TYPE_CHECKING:  # loaded only where sounds are opened
    from alea.sound.player import CuePlayer

LEARNING_GAP = 0.7
"""Seconds of silence after a cue being learnt, before the next name is said."""

READING_RATE = 12.0
"""Characters a screen reader says in a second at its usual rate (about 150 words a minute): when
the game cannot hear the voice end (a screen reader's, or none of its own), a cue being learnt waits
this long for its name to be read before it plays."""

SOUND_WORDS = WordLists({"sound": {
    "on": Np_("sound setting", "on"),
    "off": Np_("sound setting", "off"),
    # TRANSLATORS: `sounds volume 50`: the word before the cues' volume, from 0 to 100.
    "volume": Np_("sound setting", "volume"),
    # TRANSLATORS: the four kinds of cue a player silences alone (`sounds turns off`), each
    # several forms separated by spaces: the game's events; turns and questions; online; errors.
    "game": Np_("sound setting", "game events"),
    "turns": Np_("sound setting", "turns questions"),
    "online": Np_("sound setting", "online"),
    "errors": Np_("sound setting", "errors refusals"),
    # TRANSLATORS: `sounds all`: every cue, one after the other, each after its name.
    "every": Np_("sound setting", "all"),
    # TRANSLATORS: `sounds quiz`: the cue trainer, a cue played, the player names it.
    "quiz": Np_("sound setting", "quiz"),
}})
"""The words the ``sounds`` command takes, in every language."""


@dataclass(frozen=True)
class SoundChange:
    """What ``sounds`` was asked to change: ``what`` is ``all``, ``volume`` or a category; or to teach:
    ``every`` (every cue after its name) or ``quiz`` (:mod:`alea.table.sound_lessons`)."""

    what: str
    on: bool | None = None
    """on or off; None: the opposite of now (a category named alone)."""
    volume: int | None = None
    """The new volume (``what`` is ``volume``)."""


def read_change(rest: list[str], lang: str) -> tuple[object, int]:
    """``sounds``'s words: on, off, a category with on or off, or a volume (with or without its word)."""
    first = SOUND_WORDS.match("sound", rest[0], lang)
    if first is None:
        volume = number(rest[0], 0, 100)
        return (SoundChange("volume", volume=volume), 1) if volume is not None else (None, 0)
    if first in ("on", "off"):
        return SoundChange("all", on=first == "on"), 1
    if first in ("every", "quiz"):
        return SoundChange(first), 1
    if first == "volume":
        volume = number(rest[1], 0, 100) if len(rest) > 1 else None
        return (SoundChange("volume", volume=volume), 2) if volume is not None else (None, 0)
    switch = SOUND_WORDS.match("sound", rest[1], lang) if len(rest) > 1 else None
    if switch in ("on", "off"):
        return SoundChange(first, on=switch == "on"), 2
    return SoundChange(first), 1


SOUND_SETTING = ArgKind("sound setting", read_change,
                        named(N_("on, off, all, quiz, volume and a number from 0 to 100, or game, turns, "
                                 "online or errors with on or off")),
                        lambda lang: [forms[0] for forms in SOUND_WORDS.words("sound", lang).values()])
"""The argument of ``sounds``."""


class CueSounder:
    """The terminal output's cue player, following the session's settings as they change."""

    def __init__(self, session: Session, player: CuePlayer) -> None:
        self.session = session
        self.player = player

    def __call__(self, cues: Sequence[str]) -> None:
        settings = self.session.settings
        if not settings.sounds:
            return
        names = heard(cues, settings.sounds_off)
        if names:
            self.player.volume = settings.sound_volume
            self.player.play(names)

    def teach(self, cues: Sequence[str], lines: Sequence[str]) -> None:
        """Play ``cues`` being learnt, whatever the settings, once their name (``lines``) has been
        read: the game's own voice has finished (:meth:`Output.finish_speech`); a screen reader, or
        a player reading, gets :data:`READING_RATE`. Returns once the cues have been heard and
        :data:`LEARNING_GAP` more has passed, so that the next name is never said over them."""
        speaker = self.session.output.speaker
        if speaker is None or not getattr(speaker, "name", "").startswith("eSpeak"):
            time.sleep(sum(len(line) for line in lines) / READING_RATE)
        self.player.volume = self.session.settings.sound_volume or Settings().sound_volume
        known = [cue for cue in cues if cue in self.player.pack.sounds]
        self.player.play(known)
        time.sleep(sum(self.player.pack.sounds[cue].seconds for cue in known) + LEARNING_GAP)

    def close(self) -> None:
        """Let the last cues be heard, then release the player."""
        self.player.close()


def pack_folder(session: Session) -> Path | None:
    """The player's own sound pack (``sounds/`` in the config folder with its ``pack.json``), or None."""
    folder = config_dir(session.environ) / "sounds"
    return folder if (folder / "pack.json").is_file() else None


def open_sounds(session: Session, interactive: bool) -> None:
    """Open the cue player if sounds are wanted: as the settings say, else at a terminal
    (``interactive``) and not in a script or a pipe (for this run only: the saved setting stays
    unset). Sounds asked for on a computer without an audio device are said to be off, once, and the
    game goes on; left unset, they are off there without a word."""
    wanted = session.settings.sounds
    if wanted is None:
        session.settings = replace(session.settings, sounds=interactive)
    if session.settings.sounds and cue_player(session) is None and wanted:
        session.say(no_device())


def cue_player(session: Session) -> CueSounder | None:
    """The terminal output's cue player, opened now if it is not yet; None without an audio device."""
    sounder = session.output.sounder
    if isinstance(sounder, CueSounder):
        return sounder
    from alea.sound.pack import load_pack
    from alea.sound.player import open_cue_player

    pack = load_pack(BY_NAME, pack_folder(session))
    player = open_cue_player(pack, session.settings.sound_volume)
    if player is None:
        return None
    for file, reason in pack.refused:
        session.say(refused_sound(file, reason))
    opened = CueSounder(session, player)
    session.output.sounder = opened
    session.output.teacher = opened.teach
    return opened


def refused_sound(file: str, reason: str) -> Line:
    """That a file of the player's sound pack is not used, and why (its reason code from
    :func:`alea.sound.pack.load_pack`); Alea's own sound plays for its cue."""
    t = catalogs.TABLE
    said = {
        "missing": t.gettext("The sound file {file} of your sound pack is missing. Alea's own sound plays instead."),
        "not_a_file": t.gettext("The sound file {file} of your sound pack is not an ordinary file, so it is not "
                                "read. Alea's own sound plays instead."),
        "too_large": t.gettext("The sound file {file} of your sound pack is larger than 2 megabytes, so it is not "
                               "read. Alea's own sound plays instead."),
        "unreadable": t.gettext("The sound file {file} of your sound pack cannot be read. "
                                "Alea's own sound plays instead."),
    }.get(reason, t.gettext("The sound file {file} of your sound pack is not a 16-bit PCM WAV of at most 3 seconds, "
                            "2 channels and 96,000 Hz. Alea's own sound plays instead."))
    return said.format(file=file)


def no_device() -> Line:
    """That sounds cannot be played here."""
    return catalogs.TABLE.gettext("Sounds are off: this computer has no audio device. The game goes on.")


def state(session: Session) -> Line:
    """Whether sounds play, at what volume, and which kinds are silenced, in one sentence."""
    return state_of(session.settings)


def state_of(s: Settings) -> Line:
    """The sound part of settings ``s`` in one sentence (:func:`state`; ``alea join`` says it too)."""
    t = catalogs.TABLE
    if not s.sounds:
        return t.gettext("Sounds are off.")
    if not s.sounds_off:
        return t.gettext("Sounds are on, at volume {volume}.").format(volume=s.sound_volume)
    silenced = Worded(lambda keys, lang: ", ".join(SOUND_WORDS.name("sound", k, lang) for k in keys),
                      (tuple(s.sounds_off),))
    return t.gettext("Sounds are on, at volume {volume}, but for {kinds}.").format(
        volume=s.sound_volume, kinds=silenced)


def changed(s: Settings, change: SoundChange) -> Settings:
    """Settings ``s`` with ``change`` made (every cue or a kind on or off, or the volume)."""
    if change.what == "volume" and change.volume is not None:
        return replace(s, sound_volume=change.volume)
    if change.what == "all":
        return replace(s, sounds=bool(change.on))
    if change.what in SOUND_CATEGORIES:
        on = change.what in s.sounds_off if change.on is None else change.on
        off = [c for c in SOUND_CATEGORIES if (c in s.sounds_off and c != change.what) or (c == change.what and not on)]
        return replace(s, sounds_off=tuple(off), sounds=True if on else s.sounds)
    return s


def change_sounds(session: Session, change: SoundChange) -> None:
    """``sounds`` with words: switch every cue or a kind on or off, or set the volume; keep it, say it."""
    if session.output.on_cues is not None:  # an online seat: its page keeps its own sound settings
        session.say(catalogs.TABLE.gettext(
            "At an online table, your page turns its sounds on or off and sets their volume."))
        return
    new = changed(session.settings, change)
    session.change(sounds=new.sounds, sound_volume=new.sound_volume, sounds_off=new.sounds_off)
    if session.settings.sounds and cue_player(session) is None:
        session.change(sounds=False)  # told and kept as it is: off (issue 41: saved as on, reported on)
        session.say(no_device())
        return
    session.output.say(state(session), answer=False)
