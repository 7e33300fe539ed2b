"""The sound cues of ``alea join``, and the ``sounds`` settings typed at its prompt.

The terminal client plays the cues a frame carries (:mod:`alea.online.client`) on the system's
player, as the player's settings say: on or off, the volume, the kinds silenced (docs/sound.md).
``sounds off``, ``sounds volume 40``, ``sounds turns off`` ... typed at the client's prompt, in the
player's language, are answered here, on this computer, and kept in the settings, as at a table of
one's own: the server has no say over this terminal's speakers (issue 41: ``sons désactiver``
answered "your page turns its sounds on or off", and there was no page). ``sounds`` alone, ``sounds
all`` and ``sounds quiz`` go to the table, which teaches the cues; they play here whatever the
settings say. A computer without an audio device says so once, and keeps the sounds off.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from alea.narration.message import text
from alea.table.commands.registry import CommandError, CommandList
from alea.table.cues import BY_NAME, heard
from alea.table.settings import Settings, save_settings
from alea.table.sounding import SoundChange, changed, no_device, read_change, state_of
from alea.table.table_commands import TABLE
from alea.table.text import tokens

if TYPE_CHECKING:  # loaded only where sounds play
    from alea.sound.player import CuePlayer

SETTINGS_WORDS = ("all", "volume", "game", "turns", "online", "errors")
"""What a :class:`~alea.table.sounding.SoundChange` changes that is this computer's to keep."""


def open_player(volume: int) -> CuePlayer | None:
    """The system's cue player at ``volume``; None on a computer without an audio device."""
    from alea.sound.pack import load_pack
    from alea.sound.player import open_cue_player

    return open_cue_player(load_pack(BY_NAME), volume)


class JoinSounds:
    """The cue player of ``alea join`` and the sound settings it follows."""

    def __init__(self, settings: Settings, environ: Mapping[str, str], say: Callable[[str], None],
                 run_only: bool | None = None, opener: Callable[[int], CuePlayer | None] = open_player) -> None:
        """``settings`` are the player's saved ones, ``run_only`` what ``--sounds`` / ``--no-sounds``
        asked for this run (not kept), ``say`` prints a line at the client, ``opener`` opens the
        system's player."""
        self.kept_sounds = settings.sounds
        """Whether the sounds are on as kept in the settings (``--no-sounds`` holds for this run only)."""
        self.settings = settings if run_only is None else replace(settings, sounds=run_only)
        self.environ = environ
        self.say = say
        self.opener = opener
        self.player: CuePlayer | None = None
        self.told_no_device = False

    def ready(self) -> CuePlayer | None:
        """The player, opened now if sounds are on and it is not yet; None without an audio device
        (then the sounds are kept off, and that is said once)."""
        if self.player is None and self.settings.sounds:
            self.player = self.opener(self.settings.sound_volume)
            if self.player is None:
                self.settings = replace(self.settings, sounds=False)
                self.kept_sounds = False
                self.keep()
                if not self.told_no_device:
                    self.told_no_device = True
                    self.say(text(no_device(), self.settings.lang, "normal"))
        return self.player

    def play(self, cues: Sequence[str]) -> None:
        """Play a frame's cues as the settings say."""
        player = self.ready()
        if player is None or not self.settings.sounds:
            return
        player.volume = self.settings.sound_volume
        player.play(heard(cues, self.settings.sounds_off))

    def typed(self, line: str, lang: str) -> bool:
        """Answer ``line`` here when it changes the sound settings (True: it is not sent to the table)."""
        words = tokens(line)
        if len(words) < 2:
            return False
        try:
            command = CommandList([], TABLE).in_language(lang).resolve(words[0])
        except CommandError:
            return False
        if command.id != "sounds":
            return False
        change, _ = read_change(words[1:], lang)
        if not isinstance(change, SoundChange) or change.what not in SETTINGS_WORDS:
            return False
        self.settings = changed(self.settings, change)
        if change.what == "all" or self.settings.sounds:
            self.kept_sounds = self.settings.sounds
        if self.ready() is not None or not self.settings.sounds:
            self.say(text(state_of(self.settings), lang, "normal"))
        self.keep()
        return True

    def keep(self) -> None:
        """Write the settings for the next run (a file that cannot be written leaves them for this run)."""
        try:
            save_settings(replace(self.settings, sounds=self.kept_sounds), self.environ)
        except OSError:
            pass

    def close(self) -> None:
        """Let the last cues be heard, then release the player."""
        if self.player is not None:
            self.player.close()
