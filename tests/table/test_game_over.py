"""The line said when a game has ended: whole at normal, one braille line at terse (accessibility.md)."""

from __future__ import annotations

import pytest

from alea.table import catalogs
from alea.table.host import GAME_OVER
from alea.i18n import LANGUAGES


@pytest.mark.parametrize("lang", LANGUAGES)
def test_game_over_fits_one_braille_line_at_terse_and_names_new_and_quit(lang):
    (terse,) = GAME_OVER.render(lang, "terse")
    (normal,) = GAME_OVER.render(lang, "normal")
    assert len(terse) <= 40 < len(normal), (terse, normal)
    assert normal == catalogs.table(lang).gettext("The game is over. Type new for another one, or quit.")
    words = {"en": ("new", "quit"), "cs": ("nová", "odejít"), "fr": ("nouvelle", "quitter")}[lang]
    assert all(word in terse for word in words), terse
