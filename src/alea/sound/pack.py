"""A sound pack: a folder of sound files and ``pack.json``, the map from cue name to file.

Alea ships its own pack (``alea/sound/pack/``, made by ``tools/make_sounds.py``). A player or
a translator swaps it by putting a folder of the same shape at ``sounds/`` in Alea's config
folder (docs/sound.md): ``pack.json`` holds ``{"cues": {"your_turn": "your_turn.wav", ...}}``;
a cue the map leaves out, or whose file is missing or not a 16-bit PCM WAV, is taken from
Alea's own pack.
"""

from __future__ import annotations

import wave
from alea.dataclass import dataclass
from importlib import resources
from collections.abc import Collection
from pathlib import Path

from alea.jsonfile import JsonFileError, read_json

MAP_NAME = "pack.json"
MAX_MAP_BYTES = 64 * 1024
"""A map larger than this is not read (Alea's is under one kilobyte)."""
MAX_SECONDS = 3.0
"""A cue longer than this is not taken from a player's pack (a cue tells in a moment)."""


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


def builtin_folder() -> Path:
    """Alea's own pack, inside the package."""
    return Path(str(resources.files("alea.sound") / "pack"))


def _sound(path: Path) -> Sound | None:
    """The sound in ``path`` if it is a short 16-bit PCM WAV, else None."""
    try:
        with wave.open(str(path), "rb") as audio:
            if audio.getsampwidth() != 2 or audio.getframerate() <= 0:
                return None
            seconds = audio.getnframes() / audio.getframerate()
    except (OSError, EOFError, wave.Error):
        return None
    return Sound(path, seconds) if 0 < seconds <= MAX_SECONDS else None


def _mapped(folder: Path, names: Collection[str]) -> dict[str, Sound]:
    """The usable sounds a pack folder's map names (none when the map cannot be read)."""
    try:
        raw = read_json(folder / MAP_NAME, MAX_MAP_BYTES)
    except JsonFileError:
        return {}
    cues = raw.get("cues") if isinstance(raw, dict) else None
    if not isinstance(cues, dict):
        return {}
    found = {}
    for name, file in cues.items():
        if name in names and isinstance(file, str) and "/" not in file and "\\" not in file:
            sound = _sound(folder / file)
            if sound is not None:
                found[name] = sound
    return found


def load_pack(cues: Collection[str], folder: Path | None = None) -> Pack:
    """The sounds of ``cues`` (the names of the table's cues, which this package does not import) in
    the pack in ``folder`` (None: Alea's own), each cue it lacks taken from Alea's own pack.

    Raises FileNotFoundError only if Alea's own pack is damaged (a broken install).
    """
    own = _mapped(builtin_folder(), cues)
    missing = [name for name in cues if name not in own]
    if missing:
        raise FileNotFoundError(f"Alea's sound pack has no usable sound for {missing[0]}")
    if folder is None:
        return Pack(builtin_folder(), own)
    return Pack(folder, {**own, **_mapped(folder, cues)})
