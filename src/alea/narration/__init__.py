"""What every game's narration needs: verbosity levels and a message helper.

Game-independent: a game's own narration (e.g. ``alea.tesseract.narration``)
builds its sentences with :class:`Voice`, bound to that game's gettext domain.
This package holds no message of its own.
"""

from alea.narration.verbosity import Verbosity
from alea.narration.voice import N_, Np_, Voice

__all__ = ["N_", "Np_", "Verbosity", "Voice"]
