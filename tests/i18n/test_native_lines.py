"""Lines a native speaker would write, heard at a real table (issue 41): no field said empty
("Joueur 1, ." before the sceptres are placed, "0 monde jamais vu, .", "0 table publique"), and
`alea join --help` in the player's language to its section titles and its words."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from alea import games
from alea.i18n import LANGUAGES
from alea.online import messages
from alea.table.options import Options
from alea.table.seated import Place, Table


def said(tmp_path: Path, lang: str, game: str, *lines: str) -> list[str]:
    """What seat 1 is told for each of ``lines``, at a new table of ``game`` in ``lang``."""
    environ = {"ALEA_CONFIG_DIR": str(tmp_path / "config"), "ALEA_DATA_DIR": str(tmp_path / "data")}
    table = Table([Place(None, lang)], Options(game=game, players=3, seed=1), environ, game=games.plugin(game))
    told = [told for line in lines for told in table.handle(1, line)[1]]
    table.close()
    return told


def empty_field(line: str) -> bool:
    """A line where a value was left out: " ." or ", ." or a line ending in a comma."""
    return " ." in line or ",." in line or line.rstrip().endswith(",")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_formation_before_the_sceptres_are_placed_is_said(tmp_path: Path, lang: str) -> None:
    word = {"en": "formation", "cs": "formace", "fr": "formation"}[lang]
    told = said(tmp_path, lang, "multiverse", word)
    assert told and not any(empty_field(line) for line in told), told


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_public_table_is_said_in_words(lang: str) -> None:
    line = messages.tables_at("http://127.0.0.1:8765/", 0, lang)
    assert not line.startswith("0"), line
    assert messages.tables_at("http://127.0.0.1:8765/", 2, lang).startswith("2")


def test_alea_join_help_is_french_to_its_section_titles_and_words() -> None:
    shown = subprocess.run([sys.executable, "-m", "alea.main", "join", "--help", "--lang", "fr"],
                           capture_output=True, text=True, timeout=60).stdout
    assert "Options :" in shown and "Arguments :" in shown and "Usage : " in shown
    assert "bref|normal|détaillé" in shown and "terse" not in shown
    assert "--no-sounds" in shown


@pytest.mark.parametrize(("written", "said"), [
    ("Rencontre finale ! Joueur 5 rencontre joueur 2 dans le monde vide.",
     "Rencontre finale ! Joueur 5 rencontre le joueur 2 dans le monde vide."),
    ("Joueur 1 et joueur 2, rouge bascule.", "Joueur 1 et joueur 2, rouge bascule."),
    ("Le sceptre de bois passe à joueur imaginaire 1.", "Le sceptre de bois passe au joueur imaginaire 1."),
    ("Le sceptre de bois passe à Anna.", "Le sceptre de bois passe à Anna."),
])
def test_french_gives_a_default_name_its_article(written: str, said: str) -> None:
    """Issue 41: "rencontre joueur 4", "passe à imaginaire 2"; a player's own name takes none."""
    from alea.narration.grammar import contracted

    assert contracted("fr", written) == said


def test_multiverse_s_imaginary_seat_is_a_player_in_french(tmp_path: Path) -> None:
    from alea.multiverse.narration.speaker import Speaker

    assert Speaker("fr").player(-2) == "joueur imaginaire 2"
