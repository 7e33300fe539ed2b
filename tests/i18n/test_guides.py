"""The guides in Czech and French hold to their English originals (issue 41): every ``docs/cs/*.md``
and ``docs/fr/*.md`` has its ``docs/<name>.md``, with the same headings at the same levels in the
same order, the same shell commands (``alea ...`` lines of its code blocks, options untranslated),
and every table command shown in a code block a real command word of that language at the table
(any game's, the table's, the online table's), so that what a player copies from the guide works.

The translations are written by the helpers of each guide; the test holds every one of them, and
checks itself on a made-up pair (it would otherwise pass on an empty folder)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from alea import games
from alea.online.chat import with_chat
from alea.table.commands.registry import CommandError

DOCS = Path(__file__).resolve().parents[2] / "docs"

TRANSLATED = sorted(path for lang in ("cs", "fr") for path in (DOCS / lang).glob("*.md"))
"""Every translated guide."""

FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
HEADING = re.compile(r"^(#{1,6}) ", re.MULTILINE)


def headings(text: str) -> list[int]:
    """The level of each heading, in order (outside code blocks)."""
    return [len(found.group(1)) for found in HEADING.finditer(FENCE.sub("", text))]


def code_lines(text: str) -> list[str]:
    """Every line of the code blocks, without what follows a ``#`` comment."""
    return [line.split("#", 1)[0].strip() for block in FENCE.findall(text) for line in block.splitlines()
            if line.split("#", 1)[0].strip()]


def shell_commands(text: str) -> list[str]:
    """The ``alea`` command lines of the code blocks: the same in every language."""
    return [line for line in code_lines(text) if line.startswith("alea ") or line == "alea"]


@cache
def command_tables(lang: str) -> tuple[object, ...]:
    """The command tables a player of ``lang`` meets: each game's, with the online table's commands."""
    return tuple(with_chat(games.plugin(entry.id).command_list).in_language(lang) for entry in games.GAMES)


def real_word(word: str, lang: str) -> bool:
    """Whether ``word`` is a command at the table in ``lang`` (in some game)."""
    for table in command_tables(lang):
        try:
            table.resolve(word)  # type: ignore[attr-defined]
        except CommandError:
            continue
        return True
    return False


def problems(english: str, translated: str, lang: str) -> list[str]:
    """What keeps ``translated`` from holding to ``english``."""
    found = []
    if headings(english) != headings(translated):
        found.append(f"headings {headings(translated)} where English has {headings(english)}")
    if shell_commands(english) != shell_commands(translated):
        found.append(f"shell commands {shell_commands(translated)} where English has {shell_commands(english)}")
    typed = [line.split()[0] for line in code_lines(translated)
             if not line.startswith(("alea", "{", "\"", "-", "$", "<", "|")) and line[:1].isalpha()]
    found += [f"{word}: not a command in {lang}" for word in typed if not real_word(word, lang)]
    return found


@pytest.mark.parametrize("path", TRANSLATED, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_a_translated_guide_holds_to_the_english_one(path: Path) -> None:
    english = DOCS / path.name
    assert english.is_file(), f"{path} has no English original"
    lang = path.parent.name
    assert not problems(english.read_text(encoding="utf-8"), path.read_text(encoding="utf-8"), lang)


def test_the_check_catches_a_guide_that_drifted() -> None:
    english = "# Sound\n\n## At the terminal\n\n```\nalea --sounds\nsounds quiz     # learn\n```\n"
    right = "# Sons\n\n## Au terminal\n\n```\nalea --sounds\nsons quiz     # apprendre\n```\n"
    assert problems(english, right, "fr") == []
    assert problems(english, right.replace("## Au", "### Au"), "fr")  # a level changed
    assert problems(english, right.replace("alea --sounds", "alea --sons"), "fr")  # an option translated
    assert problems(english, right.replace("sons quiz", "sounds quiz"), "fr")  # an English word in French
    assert problems(english, right.replace("sons quiz", "zvuky kvíz"), "cs") == []
