"""The guard that keeps every traceback away from the player.

Details of an unexpected error go to ``alea.log`` in the data directory; the
player hears one short localized line instead.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from alea.cli.storage import data_dir

LOG_NAME = "alea.log"


def log_path(environ: Mapping[str, str]) -> Path:
    """The error log."""
    return data_dir(environ) / LOG_NAME


def log_exception(environ: Mapping[str, str], error: BaseException) -> None:
    """Append ``error``'s traceback to the log; a log that cannot be written is given up silently."""
    import datetime  # loaded only when something went wrong
    import traceback

    try:
        path = log_path(environ)
        path.parent.mkdir(parents=True, exist_ok=True)
        stamp = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
        with path.open("a", encoding="utf-8") as stream:
            stream.write(f"--- {stamp}\n")
            stream.write("".join(traceback.format_exception(error)))
    except OSError:
        pass
