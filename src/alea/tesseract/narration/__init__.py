"""Tesseract's narration: engine events, errors, decisions and queries as messages.

Everything here reads the game through the player's view only (R-G4) and speaks
through the ``tesseract`` gettext domain in Czech, French and English. The entry
point is :class:`Narrator`; see ``docs/narration.md``.
"""

from alea.tesseract.narration.narrator import Narrator
from alea.narration.registry import QueryError  # (the queries load with the first query)

__all__ = ["Narrator", "QueryError"]
