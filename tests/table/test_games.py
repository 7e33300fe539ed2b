"""Games as plug-ins: one registry names them, ``--game`` picks one by a name of any language,
``games`` lists them, the last one played is the default, and no other module outside a game's
own package imports a game (issue 11, "Done when")."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from alea import games
from alea.table.settings import settings_path

SOURCE = Path(games.__file__).resolve().parent
"""``src/alea``."""

REGISTRY = Path(games.__file__).resolve()


def imported_modules(tree: ast.AST) -> list[str]:
    """Every module a source imports: ``import x``, ``from x import y`` (its names as submodules
    too) and ``importlib.import_module("x")`` with a literal name."""
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append(node.module)
            found += [f"{node.module}.{alias.name}" for alias in node.names]
        elif (isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", None)) == "import_module"
              and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            found.append(node.args[0].value)
    return found


def game_imports(path: Path, source: str, packages: dict[str, Path]) -> list[str]:
    """The game packages ``source`` (the file at ``path``) imports though it lies outside them."""
    wrong = []
    for module in imported_modules(ast.parse(source, str(path))):
        for package, folder in packages.items():
            if (module == package or module.startswith(package + ".")) and not path.is_relative_to(folder):
                wrong.append(module)
    return wrong


def game_packages() -> dict[str, Path]:
    """Each game's package and its folder: the registered games, and every package of ``alea`` that
    holds rules of its own (an ``engine`` folder), registered yet or not (Multiverse, Tetrikon)."""
    found = {entry.package: SOURCE.joinpath(*entry.package.split(".")[1:]) for entry in games.GAMES}
    for engine in SOURCE.glob("*/engine"):
        found.setdefault(f"alea.{engine.parent.name}", engine.parent)
    return found


def test_games_with_rules_of_their_own_are_known_to_the_check():
    assert {"alea.tesseract", "alea.multiverse", "alea.tetrikon"} <= set(game_packages())


def test_outside_the_games_packages_only_the_registry_imports_a_game():
    packages = game_packages()
    assert all(folder.is_dir() for folder in packages.values()), packages
    offenders = {}
    for path in sorted(SOURCE.rglob("*.py")):
        if path == REGISTRY:
            continue
        wrong = game_imports(path, path.read_text(encoding="utf-8"), packages)
        if wrong:
            offenders[str(path.relative_to(SOURCE))] = sorted(set(wrong))
    assert not offenders, offenders


@pytest.mark.parametrize("source", [
    "from alea.tesseract.engine import Game\n",
    "import alea.tesseract.table.host\n",
    "def f():\n    from alea.tesseract import table\n",
    "import importlib\nimportlib.import_module('alea.tesseract.table.plugin')\n",
])
def test_the_check_finds_every_way_of_importing_a_game(source):
    outside = SOURCE / "cli" / "somewhere.py"
    assert game_imports(outside, source, game_packages()) != []
    inside = SOURCE / "tesseract" / "somewhere.py"
    assert game_imports(inside, source, game_packages()) == []


def test_the_registry_imports_every_game_it_lists():
    imported = imported_modules(ast.parse(REGISTRY.read_text(encoding="utf-8")))
    for entry in games.GAMES:
        assert any(m.startswith(entry.package + ".") for m in imported), entry.id
        assert entry.load().id == entry.id


@pytest.mark.parametrize(("lang", "title", "line"), [
    ("en", "Games of this table:", "Tesseract, being played: a cooperative dice game"),
    ("cs", "Hry tohoto stolu:", "Tesseract, právě se hraje: kooperativní hra s kostkami"),
    ("fr", "Jeux de cette table :", "Tesseract, en cours : un jeu de dés coopératif"),
])
def test_games_lists_the_games_in_the_players_language(alea, lang, title, line):
    word = {"en": "games", "cs": "hry", "fr": "jeux"}[lang]
    code, out = alea("--lang", lang, "--players", "2", "--seed", "3", lines=["1", word])
    answer = out.split(f"> {word}\n", 1)[1].splitlines()
    assert answer[0] == title
    assert answer[1].startswith(line), answer


@pytest.mark.parametrize("name", ["tesseract", "Tesseract", "TESSERACT"])
def test_game_takes_a_name_of_any_language(alea, environ, name):
    code, out = alea("--lang", "fr", "--game", name, "--players", "2", "--seed", "3", lines=["quit", "oui"])
    assert code == 0 and "Nouvelle partie" in out


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "The game is Tesseract, Multiverse, or Tetrikon, not chess."),
    ("cs", "Hra je Tesseract, Multiverse nebo Tetrikon, ne chess."),
    ("fr", "Le jeu est Tesseract, Multiverse ou Tetrikon, pas chess."),
])
def test_an_unknown_game_gets_one_localized_line(alea, lang, expected):
    assert alea("--lang", lang, "--game", "chess") == (2, expected + "\n")


def test_the_game_played_is_kept_as_the_default_of_the_next_run(alea, environ):
    alea("--lang", "en", "--players", "2", "--seed", "3", lines=["quit", "yes"])
    assert json.loads(settings_path(environ).read_text(encoding="utf-8"))["game"] == "tesseract"


def test_settings_naming_a_game_no_longer_here_start_the_first_game(alea, environ):
    alea("--lang", "en", "--players", "2", "--seed", "3", lines=["quit", "yes"])
    path = settings_path(environ)
    kept = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**kept, "game": "a-game-not-installed"}), encoding="utf-8")
    code, out = alea("--seed", "3", lines=["games"])
    assert code == 0 and "Tesseract, being played" in out
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == games.DEFAULT_GAME
