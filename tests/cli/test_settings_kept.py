"""The settings hold whatever game was played last (issue 24): each game's own range of players.

A 5- or 6-player Multiverse game left settings that the next start called "damaged" (in English,
with a file path, to a Czech player), because the loader checked ``players`` against Tesseract's
1 to 4. Now the range is the saved game's, from its plug-in; a file is called damaged only when it
is, and then in the language the file names.
"""

from __future__ import annotations

import json

import pytest

from alea import games
from alea.cli.main import seats
from alea.table.settings import Settings, read_settings, save_settings, settings_path

RESUME = {"cs": "Našla se nedohraná hra. Pokračovat v ní?",
          "fr": "Une partie inachevée a été trouvée. La reprendre ?",
          "en": "An unfinished game was found. Resume it?"}
DAMAGED = {"cs": "Soubor nastavení nelze použít", "fr": "Le fichier de réglages n'a pas pu être utilisé",
           "en": "The settings file could not be used"}


@pytest.mark.parametrize("lang", ("cs", "fr", "en"))
@pytest.mark.parametrize("players", (5, 6))
def test_a_big_multiverse_game_is_offered_back_in_the_players_language(alea, environ, lang, players):
    code, _ = alea("--lang", lang, "--game", "multiverse", "--players", str(players), "--seed", "3", lines=["1"])
    assert code == 0
    assert read_settings(environ, seats).settings == Settings(lang=lang, players=players, game="multiverse")
    code, said = alea(lines=[])
    assert code == 0
    assert said.splitlines()[0].startswith(RESUME[lang]), said
    assert DAMAGED[lang] not in said and "damaged" not in said
    assert not list(settings_path(environ).parent.glob("*.damaged-*"))


@pytest.mark.parametrize("game", [entry.id for entry in games.GAMES])
def test_each_games_range_is_its_plug_ins(environ, game):
    low, high = games.plugin(game).players
    for count, valid in ((low - 1, False), (low, True), (high, True), (high + 1, False)):
        save_settings(Settings(players=count, game=game), environ)
        assert (read_settings(environ, seats).settings is not None) is valid, (game, count)
        assert read_settings(environ, seats).problem == (None if valid else "invalid")


def test_another_game_keeps_the_count_within_its_own_range(alea, environ):
    alea("--lang", "fr", "--game", "multiverse", "--players", "6", "--seed", "3", lines=[])
    code, said = alea("--game", "tesseract", "--seed", "3", lines=["quitter", "oui"])
    assert code == 0 and "Nouvelle partie" in said, said
    kept = read_settings(environ, seats).settings
    assert kept is not None and kept.game == "tesseract" and kept.lang == "fr"
    assert games.plugin("tesseract").players[0] <= kept.players <= games.plugin("tesseract").players[1]
    code, said = alea(lines=[])
    assert DAMAGED["fr"] not in said


@pytest.mark.parametrize("lang", ("cs", "fr", "en"))
def test_a_damaged_file_is_told_in_the_language_it_names(alea, environ, lang):
    path = settings_path(environ)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"lang": lang, "players": 9, "game": "multiverse"}))
    code, said = alea(lines=[])
    assert said.splitlines()[0].startswith(DAMAGED[lang]), said
    assert list(path.parent.glob("settings.damaged-1.json"))
