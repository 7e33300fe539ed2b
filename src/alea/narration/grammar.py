"""What a language's grammar does to a value put after a preposition.

A French catalog entry writes "Au tour de {player}" or "passe à {name}", which read well with a
player's own name ("à Anna") but not with the table's default one: "à joueur 1" and "de Joueur 2"
are not French; the preposition and the article contract, "au joueur 1", "du joueur 2"
(issue 24), and the other prepositions take the article, "avec le joueur 2", "par le joueur 1". Czech and English entries are written so that a name keeps its own form (the Czech
ones put a name in the nominative: "Dřevěné žezlo teď má {name}"), so nothing is changed there.
"""

from __future__ import annotations

import re

_FRENCH = re.compile(r"\b(à|À|de|De) [Jj]oueur (?=\d)")
"""A French "à" or "de" before the default name "joueur N" (or "Joueur N")."""

_CONTRACTED = {"à": "au", "À": "Au", "de": "du", "De": "Du"}

_ARTICLE = re.compile(r"\b(avec|par|pour|contre|chez|devant) [Jj]oueur (?=\d)")
"""Another French preposition before the default name, which takes the article ("avec le joueur 2")."""


def contracted(lang: str, text: str) -> str:
    """``text`` with French "à joueur 2" and "de Joueur 2" written "au joueur 2" and "du joueur 2",
    "avec Joueur 2" written "avec le joueur 2"; other languages' text unchanged."""
    if lang != "fr":
        return text
    text = _FRENCH.sub(lambda found: _CONTRACTED[found.group(1)] + " joueur ", text)
    return _ARTICLE.sub(lambda found: found.group(1) + " le joueur ", text)
