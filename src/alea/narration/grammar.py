"""What a language's grammar does to a value put after a preposition.

A French catalog entry writes "Au tour de {player}" or "passe à {name}", which read well with a
player's own name ("à Anna") but not with the table's default one: "à joueur 1" and "de Joueur 2"
are not French; the preposition and the article contract, "au joueur 1", "du joueur 2"
(issue 24), and the other prepositions take the article, "avec le joueur 2", "par le joueur 1". Czech and English entries are written so that a name keeps its own form (the Czech
ones put a name in the nominative: "Dřevěné žezlo teď má {name}"), so nothing is changed there.

A default name is a common noun, not a proper one: it is written "player 2" inside a sentence
and "Player 2" at its start, in every language and game (issue 38: Tetrikon wrote "Hráč 3"
mid-sentence, Multiverse "hráč 3"); :func:`names_cased` writes it so, wherever the name landed.
"""

from __future__ import annotations

import re

_FRENCH = re.compile(r"\b(à|À|de|De) [Jj]oueur (?=\d|imaginaire \d)")
"""A French "à" or "de" before the default name "joueur N" (or "Joueur N", or Multiverse's
"joueur imaginaire N")."""

_CONTRACTED = {"à": "au", "À": "Au", "de": "du", "De": "Du"}

_ARTICLE = re.compile(r"\b(avec|par|pour|contre|chez|devant|rencontre|rencontrer) [Jj]oueur "
                      r"(?=\d|imaginaire \d)")
"""Another French preposition before the default name, which takes the article ("avec le joueur 2"),
and a verb whose object it is ("rencontre le joueur 4"; not after "et": a list of names stays even,
issue 41)."""


_PLAYER = {"cs": "hráč", "fr": "joueur", "en": "player"}
"""The word of a default name ("player 2"), by language."""

_INSIDE = {lang: re.compile(r"(?<![.!?:\n]) " + word.capitalize() + r"(?= \d)") for lang, word in _PLAYER.items()}
"""A capitalised default name inside a sentence (after anything but the end of a sentence)."""

_START = {lang: re.compile(r"(^|[.!?] )" + word + r"(?= \d)", re.MULTILINE) for lang, word in _PLAYER.items()}
"""A default name in lower case at the start of a line or a sentence."""


def names_cased(lang: str, text: str) -> str:
    """``text`` with each default name ("player 2") in lower case inside a sentence and capitalised
    at the start of a line or a sentence; a player's own name is left as it is."""
    if lang not in _PLAYER:
        return text
    word = _PLAYER[lang]
    text = _INSIDE[lang].sub(" " + word, text)
    return _START[lang].sub(lambda found: found.group(1) + word.capitalize(), text)


def contracted(lang: str, text: str) -> str:
    """``text`` with French "à joueur 2" and "de Joueur 2" written "au joueur 2" and "du joueur 2",
    "avec Joueur 2" written "avec le joueur 2"; other languages' text unchanged."""
    if lang != "fr":
        return text
    text = _FRENCH.sub(lambda found: _CONTRACTED[found.group(1)] + " joueur ", text)
    return _ARTICLE.sub(lambda found: found.group(1) + " le joueur ", text)
