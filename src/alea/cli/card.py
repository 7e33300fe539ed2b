"""The command card: every command with its words, short forms and help, per language.

The same lines feed ``help``-like documents: ``docs/commands.md`` (written by
``python -m alea.cli.card docs/commands.md``, checked by a test) and the braille
export (``alea export commands FILE``).
"""

from __future__ import annotations

import sys
from pathlib import Path

from alea.table import catalogs

from alea import games
from alea.table.commands import vocabulary
from alea.table.commands.registry import Category, CommandList
from alea.i18n import LANGUAGES, format_list


def card_title(lang: str) -> str:
    """The title of the command card in ``lang``."""
    t = catalogs.table(lang)
    return t.gettext("Alea commands in {language}").format(language=vocabulary.name("language", lang, lang))


def card_sections(lang: str, commands: CommandList) -> list[tuple[str, list[str]]]:
    """The card's sections in ``lang``: (title, one line per command)."""
    t = catalogs.table(lang)
    titles = {Category.ACTION: t.gettext("Actions"), Category.QUERY: t.gettext("Questions"),
              Category.TABLE: t.gettext("Table commands")}
    sections = []
    for category, title in titles.items():
        rows = []
        for command in (c for c in commands if c.category is category):
            forms = list(command.words_in(lang)[1:]) + list(command.shorts_in(lang))
            rows.append(t.gettext("{word} ({forms}): {help}").format(
                word=command.word(lang), forms=format_list(forms, lang), help=command.help_in(lang)))
        sections.append((title, rows))
    return sections


def card_lines(lang: str, commands: CommandList) -> list[str]:
    """The command card in ``lang`` as lines of print: the title, then each section."""
    lines = [card_title(lang)]
    for title, rows in card_sections(lang, commands):
        lines += ["", title, *rows]
    return lines


def markdown(game: str = games.DEFAULT_GAME) -> str:
    """``docs/commands.md``: the card of every language for ``game``, generated from its commands."""
    commands = games.plugin(game).command_list
    parts = ["# Commands, per language", "",
             "Generated from the commands the table declares (`src/alea/table/table_commands.py`) and those",
             "of the game, with their catalogs, by `python -m alea.cli.card docs/commands.md`; do not edit",
             "by hand. Every word may be shortened to a unique prefix; accents may be left out."]
    for lang in LANGUAGES:
        parts += ["", f"## {card_title(lang)}"]
        for title, rows in card_sections(lang, commands):
            parts += ["", f"### {title}", ""] + [f"- {row}" for row in rows]
    return "\n".join(parts) + "\n"


if __name__ == "__main__":
    Path(sys.argv[1]).write_text(markdown(), encoding="utf-8")
