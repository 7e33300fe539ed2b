"""Where the table keeps its files, and how it writes them without ever leaving half a file.

Settings live in the user's config directory, autosaves, saved games and the
error log in the user's data directory (platformdirs). ``ALEA_CONFIG_DIR`` and
``ALEA_DATA_DIR`` override both, which is how tests and transcripts keep to a
temporary directory.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from alea.atomic import write_text_atomic

APP = "alea"


def config_dir(environ: Mapping[str, str]) -> Path:
    """The directory of the settings file."""
    override = environ.get("ALEA_CONFIG_DIR")
    if override:
        return Path(override)
    import platformdirs  # only where no override names the directory

    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir(environ: Mapping[str, str]) -> Path:
    """The directory of autosaves, saved games and the error log."""
    override = environ.get("ALEA_DATA_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def atomic_write(path: Path, content: str) -> None:
    """Write ``content`` to ``path`` so that a crash leaves the old file or the new one, never a mix."""
    write_text_atomic(path, content)
