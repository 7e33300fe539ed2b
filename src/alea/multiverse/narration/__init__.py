"""Multiverse's narration: events, decisions, refusals and state queries as messages.

Everything here reads the game through a seat's :class:`~alea.multiverse.engine.View` only and
speaks through the ``multiverse`` gettext domain in Czech, French and English. The entry point
is :class:`Narrator`.
"""

from alea.multiverse.narration.narrator import Narrator
from alea.multiverse.narration.queries import QUERIES, QueryError

__all__ = ["Narrator", "QUERIES", "QueryError"]
