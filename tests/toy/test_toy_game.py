"""The example game as a plug-in (docs/adding-a-game.md): the race plays through ``alea`` itself.

Registered after the played games (as ``ALEA_EXAMPLES=1`` registers it), the toy is picked by ``--game`` in any language,
listed by ``games``, kept as the game of the next run, and every table command works for it:
help, again, history, undo, hint, save, load, new, demo, language, verbosity, speech,
silence, script, settings, consent, games and quit.
"""

from __future__ import annotations

import json

import pytest

from alea import games
from alea.table.settings import settings_path
from alea.i18n import LANGUAGES

pytestmark = pytest.mark.usefixtures("toy")


WORDS = {
    "en": dict(game="race", roll="roll", hold="hold", score="score", yes="yes", next="next", stop="stop",
               help="help", games="games", again="again", history="history", undo="undo", hint="hint",
               save="save", load="load", new="new", demo="demo", language="language", verbosity="verbosity",
               terse="terse", normal="normal", speech="speech", off="off", silence="silence", script="script",
               settings="settings", consent="consent", always="always", quit="quit"),
    "cs": dict(game="závod", roll="hodit", hold="držet", score="skóre", yes="ano", next="další", stop="stop",
               help="nápověda", games="hry", again="znovu", history="historie", undo="zpět", hint="rada",
               save="uložit", load="nahrát", new="nová", demo="ukázka", language="jazyk", verbosity="podrobnost",
               terse="stručně", normal="normálně", speech="řeč", off="vypnout", silence="ticho", script="záznam",
               settings="nastavení", consent="souhlas", always="vždy", quit="odejít"),
    "fr": dict(game="course", roll="lancer", hold="garder", score="score", yes="oui", next="suivant", stop="stop",
               help="aide", games="jeux", again="encore", history="historique", undo="annuler", hint="conseil",
               save="sauvegarder", load="charger", new="nouvelle", demo="démo", language="langue",
               verbosity="verbosité", terse="bref", normal="normal", speech="parole", off="non",
               silence="silence", script="journal", settings="réglages", consent="consentement",
               always="toujours", quit="quitter"),
}
"""The words a player of each language types (the toy's from its catalogs, the table's from the table's)."""


def answers(out: str) -> dict[str, list[str]]:
    """Each echoed input line and the lines that answered it (a line typed twice: its first answer)."""
    found: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in out.splitlines():
        if line.startswith("> "):
            current = []
            found.setdefault(line[2:], current)
        elif current is not None:
            current.append(line)
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_table_command_works_for_the_toy(alea, environ, tmp_path, lang):
    w = WORDS[lang]
    script = tmp_path / "toy.txt"
    lines = [w["help"], w["games"], w["score"], w["roll"], w["roll"], w["again"], f"{w['history']} 2",
             w["hint"], w["undo"], f"{w['save']} race1", w["roll"], f"{w['load']} race1", w["yes"],
             w["demo"], w["score"], w["next"], w["stop"], f"{w['verbosity']} {w['terse']}",
             f"{w['verbosity']} {w['normal']}", f"{w['speech']} {w['off']}", w["silence"], f"{w['script']} {script}",
             w["score"], w["script"], w["settings"], f"{w['consent']} {w['always']}", f"{w['help']} {w['hold']}",
             w["new"], w["yes"], w["quit"], w["yes"]]
    code, out = alea("--lang", lang, "--game", w["game"], "--players", "2", "--seed", "4", lines=lines)
    said = answers(out)
    assert code == 0
    for line, answer in said.items():
        assert answer or line == w["silence"], f"{line!r} got no answer"
        assert not any("went wrong" in a or "nepovedlo" in a.lower() for a in answer), (line, answer)
    assert said[w["games"]][-1].startswith(f"{games.BY_ID['toy'].name(lang)}, ")  # the toy is being played
    assert said[w["score"]][0] == PLUGIN_SCORE[lang]
    assert script.read_text(encoding="utf-8").count(PLUGIN_SCORE[lang].split(":")[0]) >= 1
    help_lines = said[w["help"]]
    assert w["roll"] in help_lines[0] and w["undo"] in " ".join(help_lines)
    assert not [a for a in said[w["undo"]] if "?" in a and a.endswith("?")]


PLUGIN_SCORE = {"en": "Banks: 0 and 0. This turn: 0.", "cs": "Konta: 0 a 0. Tento tah: 0.",
                "fr": "Banques : 0 et 0. Ce tour : 0."}


def test_a_toy_game_is_saved_loaded_and_resumed_with_its_own_rules(alea, environ):
    alea("--lang", "en", "--game", "race", "--players", "2", "--seed", "4", lines=["roll", "roll", "save r"])
    code, out = alea("--lang", "en", lines=["yes", "score"])  # the last game played, its autosave resumed
    assert "An unfinished game was found. Resume it?" in out
    assert "The game goes on where it stopped." in out
    assert json.loads(settings_path(environ).read_text(encoding="utf-8"))["game"] == "toy"
    code, out = alea("--lang", "en", "--game", "tesseract", "--seed", "3", lines=["load r"])
    assert "r is not a saved game of Alea." in out  # Tesseract does not read the toy's file


def test_games_lists_every_game_in_the_players_language(alea):
    code, out = alea("--lang", "fr", "--game", "course", "--players", "2", "--seed", "4", lines=["jeux"])
    listed = answers(out)["jeux"]
    assert listed[1].startswith("Tesseract : un jeu de dés coopératif")
    assert listed[2].startswith("Multiverse : de 2 à 6 joueurs basculent")
    assert listed[3].startswith("Tetrikon : 2 à 4 joueurs")
    assert listed[4] == "course, en cours : une course de dés à deux : lancez, gardez, et ne faites pas de 1."


def test_the_toy_names_no_game_outside_itself_and_tesseract_stays_the_default(alea):
    code, out = alea("--lang", "en", "--players", "2", "--seed", "3", lines=["games"])
    assert "Tesseract, being played" in out and "race: a dice race" in out
