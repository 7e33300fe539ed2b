"""The player's settings, kept between runs as JSON in the config directory."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import asdict, fields, replace
from alea.dataclass import dataclass
from pathlib import Path

from alea.table.storage import atomic_write, config_dir
from alea.i18n import LANGUAGES
from alea.jsonfile import JsonFileError, read_json

VERBOSITIES = ("terse", "normal", "verbose")
"""The verbosity levels, tersest first."""

VOICES = ("auto", "screen-reader", "own")
"""Whose voice speaks when speech is on: a running screen reader's if it has an API, else the
game's own (auto); only the screen reader's; only the game's own embedded voice."""

SOUND_CATEGORIES = ("game", "turns", "online", "errors")
"""The kinds of sound cue a player may silence on their own (:data:`alea.table.cues.CATEGORIES`)."""

QUIZ_MOST = 100
"""The highest quiz score a settings file may hold (there are 20 cues; a pack never adds any)."""

PROMPT_LENGTH = 3
"""The longest prompt sign a player may choose, in characters (a space follows it)."""


def valid_prompt(sign: str) -> bool:
    """Whether ``sign`` may stand as the prompt: 1 to :data:`PROMPT_LENGTH` printable characters, no space."""
    return 1 <= len(sign) <= PROMPT_LENGTH and sign.isprintable() and not any(c.isspace() for c in sign)


def in_colour(wanted: bool, environ: Mapping[str, str]) -> bool:
    """Whether a prompt is drawn in colour: only when colour was asked for and ``NO_COLOR`` is not set
    (https://no-color.org); every front end that draws a prompt asks this."""
    return wanted and "NO_COLOR" not in environ


SEATS_AT_MOST = 8
"""No table seats more players than this: a settings file with more is damaged whatever its game
(a game's own range, from its plug-in, is checked by :func:`read_settings` when it is given)."""

Seats = Callable[[str | None], tuple[int, int]]
"""The fewest and the most players of a game, by its id (None: the default game)."""

FILE_NAME = "settings.json"
MAX_BYTES = 64 * 1024
"""A settings file larger than this is refused unread (a real one is about 200 bytes)."""


@dataclass(frozen=True)
class Settings:
    """What the table remembers about its player."""

    lang: str = "en"
    """The language of everything: cs, fr or en."""
    players: int = 1
    """How many players a new game has (within what the game of :attr:`game` seats)."""
    verbosity: str = "normal"
    """terse, normal or verbose."""
    speech: bool = False
    """Whether the game speaks by itself (for players without a screen reader)."""
    voice: str = "auto"
    """Whose voice speaks when speech is on: one of :data:`VOICES`."""
    colour: bool = False
    """Whether the prompt may use colour (never when NO_COLOR is set)."""
    auto_consent: bool = False
    """Whether new games answer every consent question yes without asking (R-A3's shared-screen setting).

    A game keeps the value it was started with (it is in its Config, hence in its record)."""
    prompt: str | None = None
    """The prompt sign the player chose (``--prompt``); None: the language's own (:func:`alea.table.session.prompt_for`)."""
    game: str | None = None
    """The id of the last game played, the one ``alea`` plays without ``--game`` (None: the first game)."""
    sounds: bool | None = None
    """Whether sound cues play (docs/sound.md); None: at a terminal, when the computer has an audio device."""
    sound_volume: int = 80
    """The cues' volume, in percent of the sound pack's loudness (0 to 100)."""
    sounds_off: tuple[str, ...] = ()
    """The categories of cue silenced (some of :data:`SOUND_CATEGORIES`)."""
    sound_quiz_best: int = 0
    """The most cues named at first hearing in one ``sounds quiz`` (:mod:`alea.table.sound_lessons`)."""

    def valid(self, seats: Seats | None = None) -> bool:
        """Whether every field holds an allowed value; ``players`` within what the settings' game
        seats when ``seats`` tells it (the game's plug-in), else within 1 to :data:`SEATS_AT_MOST`."""
        if not (self.game is None or isinstance(self.game, str)):
            return False
        low, high = seats(self.game) if seats is not None else (1, SEATS_AT_MOST)
        return (self.lang in LANGUAGES and type(self.players) is int and low <= self.players <= high
                and self.verbosity in VERBOSITIES and isinstance(self.speech, bool) and self.voice in VOICES
                and isinstance(self.colour, bool) and isinstance(self.auto_consent, bool)
                and (self.prompt is None or isinstance(self.prompt, str) and valid_prompt(self.prompt))
                and (self.game is None or isinstance(self.game, str))
                and (self.sounds is None or isinstance(self.sounds, bool))
                and type(self.sound_volume) is int and 0 <= self.sound_volume <= 100
                and isinstance(self.sounds_off, tuple) and all(c in SOUND_CATEGORIES for c in self.sounds_off)
                and type(self.sound_quiz_best) is int and 0 <= self.sound_quiz_best <= QUIZ_MOST)


def settings_path(environ: Mapping[str, str]) -> Path:
    """The settings file."""
    return config_dir(environ) / FILE_NAME


@dataclass(frozen=True)
class SettingsRead:
    """What reading the settings file gave: the settings, or why there are none."""

    settings: Settings | None
    """The saved settings; None on a first run or when the file cannot be used."""
    problem: str | None = None
    """None when the file was fine or absent; else why it cannot be used: a reason code of
    :mod:`alea.jsonfile`, or ``invalid`` (JSON, but not settings the table can use)."""
    lang: str | None = None
    """The language the file names, when it names one the table speaks, even if the file cannot be
    used: the player is told of the file in their language."""


def read_settings(environ: Mapping[str, str], seats: Seats | None = None) -> SettingsRead:
    """Read the settings file without ever blocking or reading more than :data:`MAX_BYTES`;
    ``seats`` gives each game's range of players (:meth:`Settings.valid`)."""
    try:
        raw = read_json(settings_path(environ), MAX_BYTES)
    except JsonFileError as error:
        return SettingsRead(None, None if error.reason == "missing" else error.reason)
    if not isinstance(raw, dict):
        return SettingsRead(None, "invalid")
    named = raw.get("lang")
    lang = named if isinstance(named, str) and named in LANGUAGES else None
    known = {f.name for f in fields(Settings)}
    if isinstance(raw.get("sounds_off"), list):  # JSON keeps the tuple as a list
        raw["sounds_off"] = tuple(raw["sounds_off"])
    try:
        loaded = replace(Settings(), **{k: v for k, v in raw.items() if k in known})
    except TypeError:
        return SettingsRead(None, "invalid", lang)
    return SettingsRead(loaded, None, lang) if loaded.valid(seats) else SettingsRead(None, "invalid", lang)


def load_settings(environ: Mapping[str, str], seats: Seats | None = None) -> Settings | None:
    """The saved settings, or None on the first run (or when the file cannot be used)."""
    return read_settings(environ, seats).settings


def save_settings(settings: Settings, environ: Mapping[str, str]) -> None:
    """Keep ``settings`` for the next run."""
    atomic_write(settings_path(environ), json.dumps(asdict(settings), indent=2, sort_keys=True) + "\n")


def system_language(environ: Mapping[str, str]) -> str | None:
    """The system's language if it is one the table speaks, else None.

    Looks at LANGUAGE, LC_ALL, LC_MESSAGES and LANG in the order gettext does.
    """
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if not value:
            continue
        for part in value.split(":"):
            code = part.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
        if variable != "LANGUAGE":
            return None
    return None


def default_language(environ: Mapping[str, str]) -> str:
    """The system's language, or English when the system speaks none of cs/fr/en."""
    return system_language(environ) or "en"
