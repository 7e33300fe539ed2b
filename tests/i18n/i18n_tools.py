"""Load ``tools/catalogs.py`` (the tools folder is not a package) for the catalog tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_PATH = Path(__file__).resolve().parents[2] / "tools" / "catalogs.py"


def _load():
    if "alea_tools_catalogs" in sys.modules:
        return sys.modules["alea_tools_catalogs"]
    spec = importlib.util.spec_from_file_location("alea_tools_catalogs", _PATH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


catalogs = _load()

