"""A sound pack: a folder of sound files and ``pack.json``, the map from cue name to file.

Alea ships its own pack (``alea/sound/pack/``, made by ``tools/make_sounds.py``). A player or
a translator swaps it by putting a folder of the same shape at ``sounds/`` in Alea's config
folder (docs/sound.md): ``pack.json`` holds ``{"cues": {"your_turn": "your_turn.wav", ...}}``;
a cue the map leaves out, or whose file is missing or not a 16-bit PCM WAV, is taken from
Alea's own pack.

A pack is somebody else's files (issue 42): a cue's file is read only if it is a regular file (a
FIFO, a device or a link to ``/dev/stdin`` would block the start and swallow typed lines) of at
most :data:`MAX_BYTES`, through :func:`alea.jsonfile.read_bytes`, which never blocks; its header
must declare at most :data:`MAX_CHANNELS` channels at :data:`MAX_RATE` Hz or less, at most
:data:`MAX_SECONDS`, and no more sound than the file holds, all checked before a sample is read.
Each file refused is kept in :attr:`Pack.refused` with its reason, for the table to say.
"""

from __future__ import annotations

import io
import wave
from alea.dataclass import dataclass
from importlib import resources
from collections.abc import Collection
from pathlib import Path

from alea.jsonfile import JsonFileError, read_bytes, read_json

MAP_NAME = "pack.json"
MAX_MAP_BYTES = 64 * 1024
"""A map larger than this is not read (Alea's is under one kilobyte)."""
MAX_SECONDS = 3.0
"""A cue longer than this is not taken from a player's pack (a cue tells in a moment)."""
MAX_RATE = 96_000
"""The highest sample rate a cue's file may declare, in Hz (Alea's own: 22,050)."""
MAX_CHANNELS = 2
"""The most channels a cue's file may declare."""
MAX_BYTES = 2 * 1024 * 1024
"""A cue's file larger than this is not read (3 s of 16-bit stereo at 96 kHz and its header fit)."""

NOT_A_CUE = "not_a_cue"
"""The reason of a file that is no short 16-bit PCM WAV within the limits above (besides the
reasons of :class:`~alea.jsonfile.JsonFileError`: missing, not_a_file, unreadable, too_large)."""


@dataclass(frozen=True)
class Sound:
    """One cue's file and what the tests and the player need to know of it."""

    path: Path
    """The WAV file."""
    seconds: float
    """How long it plays."""


@dataclass(frozen=True)
class Pack:
    """Every cue's sound, by cue name."""

    folder: Path
    """The pack's own folder (a cue taken from Alea's pack lies elsewhere)."""
    sounds: dict[str, Sound]
    """The sounds, by cue name; every cue asked for (the table's, :data:`alea.table.cues.CUES`) has one."""
    refused: tuple[tuple[str, str], ...] = ()
    """The player's pack's files that were not used, each with its reason (:data:`NOT_A_CUE` or a
    :class:`~alea.jsonfile.JsonFileError`'s), in the map's order; their cues play Alea's own sound."""


def builtin_folder() -> Path:
    """Alea's own pack, inside the package."""
    return Path(str(resources.files("alea.sound") / "pack"))


def _sound(path: Path) -> Sound | str:
    """The sound in ``path`` if it is a regular file holding a short 16-bit PCM WAV within the
    limits, else the reason it is not (the header is checked before any sample is read)."""
    try:
        raw = read_bytes(path, MAX_BYTES)
        with wave.open(io.BytesIO(raw), "rb") as audio:
            rate, channels, frames = audio.getframerate(), audio.getnchannels(), audio.getnframes()
            if audio.getsampwidth() != 2 or not 0 < rate <= MAX_RATE or not 0 < channels <= MAX_CHANNELS:
                return NOT_A_CUE
    except JsonFileError as error:
        return error.reason
    except (EOFError, wave.Error):
        return NOT_A_CUE
    seconds = frames / rate
    if not 0 < seconds <= MAX_SECONDS or frames * channels * 2 > len(raw):  # no more than the file holds
        return NOT_A_CUE
    return Sound(path, seconds)


def _mapped(folder: Path, names: Collection[str]) -> tuple[dict[str, Sound], list[tuple[str, str]]]:
    """The usable sounds a pack folder's map names (none when the map cannot be read), and the files
    it names that were refused, each with its reason."""
    try:
        raw = read_json(folder / MAP_NAME, MAX_MAP_BYTES)
    except JsonFileError:
        return {}, []
    cues = raw.get("cues") if isinstance(raw, dict) else None
    if not isinstance(cues, dict):
        return {}, []
    found, refused = {}, []
    for name, file in cues.items():
        if name in names and isinstance(file, str) and "/" not in file and "\\" not in file:
            sound = _sound(folder / file)
            if isinstance(sound, Sound):
                found[name] = sound
            else:
                refused.append((file, sound))
    return found, refused


def load_pack(cues: Collection[str], folder: Path | None = None) -> Pack:
    """The sounds of ``cues`` (the names of the table's cues, which this package does not import) in
    the pack in ``folder`` (None: Alea's own), each cue it lacks taken from Alea's own pack.

    Raises FileNotFoundError only if Alea's own pack is damaged (a broken install).
    """
    own, _ = _mapped(builtin_folder(), cues)
    missing = [name for name in cues if name not in own]
    if missing:
        raise FileNotFoundError(f"Alea's sound pack has no usable sound for {missing[0]}")
    if folder is None:
        return Pack(builtin_folder(), own)
    found, refused = _mapped(folder, cues)
    return Pack(folder, {**own, **found}, tuple(refused))
