"""``alea export`` for any game (issue 24): ``--game`` takes any game's name in any language, before
or after ``export``, the answer names the game written, and without ``--game`` it says which game
it chose. Tetrikon's rules include the Chance cards with their printed braille shortcuts, the part
of the game made for blind players. Real liblouis."""

from __future__ import annotations

import pytest

from alea.braille import export_document
from alea import games
from alea.tetrikon.content.texts import texts
from alea.tetrikon.table.plugin import PLUGIN as TETRIKON

LANGS = ("cs", "fr", "en")
WRITTEN = {"cs": "Zapsáno {file}, pravidla, hra {game}.", "fr": "Écrit {file}, règles, jeu {game}.",
           "en": "Written {file}, rules of {game}."}


@pytest.mark.liblouis
@pytest.mark.parametrize("lang", LANGS)
def test_tetrikon_rules_in_braille_hold_every_chance_card_and_its_printed_shortcut(alea, tmp_path, lang):
    target = tmp_path / "rules.txt"
    code, out = alea("export", "rules", str(target), "--game", "tetrikon", "--lang", lang)
    assert code == 0 and out == WRITTEN[lang].format(file=target, game="Tetrikon") + "\n"
    cells = target.read_text(encoding="utf-8")
    lines = TETRIKON.rules(lang)
    assert cells == export_document(lines, lang, "unicode")
    content = texts(lang)
    for number, printed in content.card_printed.items():
        line = next(line for line in lines if content.card_names[number] in line and printed.rstrip(".") in line)
        assert export_document([line], lang, "unicode") in cells, line
    brf = tmp_path / "rules.brf"
    code, _ = alea("export", "rules", str(brf), "--game", "tetrikon", "--lang", lang, "--format", "brf")
    assert code == 0 and brf.read_bytes().isascii() and len(brf.read_bytes()) > len(cells) // 3


@pytest.mark.liblouis
@pytest.mark.parametrize(("name", "lang", "game"), [("multivers", "cs", "multiverse"), ("Multiverzum", "en", "multiverse"),
                                                  ("TESSERACT", "fr", "tesseract"), ("TETRIKON", "cs", "tetrikon")])
def test_export_takes_any_games_name_in_any_language_before_or_after_export(alea, tmp_path, name, lang, game):
    entry = next(e for e in games.GAMES if e.id == game)
    after, before = tmp_path / "after.txt", tmp_path / "before.txt"
    code, out = alea("export", "rules", str(after), "--game", name, "--lang", lang)
    assert code == 0 and out == WRITTEN[lang].format(file=after, game=entry.name(lang)) + "\n"
    code, out = alea("--lang", lang, "--game", name, "export", "rules", str(before))
    assert code == 0 and out == WRITTEN[lang].format(file=before, game=entry.name(lang)) + "\n"
    assert after.read_text(encoding="utf-8") == before.read_text(encoding="utf-8")
    assert after.read_text(encoding="utf-8") == export_document(games.plugin(game).rules(lang), lang, "unicode")


@pytest.mark.liblouis
def test_export_without_game_says_which_game_it_chose(alea, tmp_path):
    target = tmp_path / "card.txt"
    code, out = alea("export", "commands", str(target), "--lang", "fr")
    assert code == 0 and out.splitlines() == ["Aucun jeu nommé, donc Tesseract, le premier jeu de la table.",
                                              f"Écrit {target}, commandes, jeu Tesseract."]
    alea("--lang", "cs", "--game", "tetrikon", "--players", "2", "--seed", "1", lines=["odejít", "ano"])
    code, out = alea("export", "rules", str(target), "--lang", "cs")
    assert code == 0 and out.splitlines() == ["Hra nezadána, takže Tetrikon, naposledy hraná hra.",
                                              f"Zapsáno {target}, pravidla, hra Tetrikon."]


@pytest.mark.parametrize(("argv", "said"), [
    (("export", "rules", "x.txt", "--game", "chess", "--lang", "cs"), "Žádná hra se nejmenuje chess."),
    (("--lang", "fr", "--game", "échecs", "export", "rules", "x.txt"), "Aucun jeu ne s'appelle échecs."),
])
def test_export_refuses_a_game_it_does_not_know_in_the_players_language(alea, tmp_path, argv, said):
    code, out = alea(*argv)
    assert code == 2 and out.startswith(said) and not (tmp_path / "x.txt").exists()
