"""One error hierarchy: every error Alea raises on purpose is an AleaError, and keeps its old base."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import alea
from alea.errors import AleaError
from alea.tesseract.engine import IllegalMove, SaveError

_NOT_ERRORS = {"alea.tesseract.engine.core.GameOver", "alea.multiverse.engine.core.GameOver"}
"""Exceptions used to stop the rules flow, never raised to anyone."""


def _own_exceptions() -> list[type[BaseException]]:
    found = []
    for info in pkgutil.walk_packages(alea.__path__, "alea."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for _, value in inspect.getmembers(module, inspect.isclass):
            if (issubclass(value, BaseException) and value.__module__ == info.name
                    and f"{info.name}.{value.__qualname__}" not in _NOT_ERRORS):
                found.append(value)
    return found


def test_every_error_of_alea_has_the_common_base() -> None:
    errors = _own_exceptions()
    assert len(errors) >= 15
    assert [e.__qualname__ for e in errors if not issubclass(e, AleaError)] == []


def test_engine_reasons_stay_codes_and_the_old_bases_still_catch() -> None:
    err = IllegalMove("lab_full", lab=1)
    assert isinstance(err, ValueError) and err.code == err.reason == "lab_full" and err.data == {"lab": 1}
    assert SaveError("damaged", "KeyError").code == "damaged"
    assert AleaError().code == "" and dict(AleaError().data) == {}
