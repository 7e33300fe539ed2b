"""Every game heard cleanly through the real Orca, in Czech and French, however the terminal starts Alea.

Behaviour 14 of accessibility.md and issue 24: a session per game, language and launch (the terminal
runs ``alea`` itself, as a desktop launcher does, or a shell where the player types it), through the
shared Orca harness (:mod:`kit.orca`). Each is checked against the same commands played in plain mode:

- the prompt sign is never an utterance of its own, in what Orca spoke nor in what reached
  speech-dispatcher (alone, Orca speaks it as a character and speech-dispatcher spells its code,
  "symbol dva nula tři A");
- the first screen is spoken, up to its question, before anything is typed, in both launches;
- every answer is spoken, and no line of it twice (a question written in two overlapping writes
  was spoken twice).

Twelve sessions of about 30 seconds, one after another in one worker (the harness's X display).
"""

from __future__ import annotations

import pytest
from kit import orca
from kit.table import GAME_IDS

from alea.table.session import prompt_for

LANGS = ("cs", "fr")
LAUNCHES = ("direct", "shell")

COMMANDS = {"cs": ["stav", "1", "od", "ano"], "fr": ["et", "1", "q", "oui"]}
"""A query, a number (an answer, or a refusal where no question is asked), leaving and its yes:
short forms without accents (xdotool drops accented keys on a loaded machine), fewer keys to type."""

SIGN_NAMES = {"question", "greater", "colon", "symbol", "symbole", "simple guillemet fermant",
              "right-pointing single angle quotation mark", "reverse bullet"}
"""Words speech could make of a lone prompt sign (its name, or the start of a spelled code)."""

pytestmark = [pytest.mark.realtime, pytest.mark.xdist_group(orca.GROUP), pytest.mark.flaky(reruns=1)]


def plain_answers(text: str, commands: list[str]) -> tuple[list[str], list[list[str]]]:
    """The first screen's lines and each command's answer, from a plain-mode run."""
    parts: list[list[str]] = [[]]
    for line in text.splitlines():
        if line.startswith("> "):
            parts.append([])
        elif line.strip():
            parts[-1].append(line)
    assert len(parts) == len(commands) + 1, text
    return parts[0], parts[1:]


def lines_of(utterances: list[str]) -> list[str]:
    """The lines Orca spoke (its ``⏎`` marks a new line), the prompt sign taken off their ends."""
    return [line.strip() for u in utterances for line in u.split("\u23ce") if line.strip()]


def lone(utterance: str, sign: str) -> bool:
    """Whether ``utterance`` is the prompt sign, or a word for it, on its own."""
    said = utterance.replace("\u23ce", " ").strip().casefold()
    return said == sign or said in SIGN_NAMES or said.startswith(("symbol ", "symbole "))


@pytest.mark.parametrize("launch", LAUNCHES)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAME_IDS)
def test_heard_cleanly(game: str, lang: str, launch: str, tmp_path, alea) -> None:
    args = f"--lang {lang} --game {game} --players 2 --seed 3"
    commands = COMMANDS[lang]
    code, text = alea(*args.split(), lines=commands)
    assert code == 0
    first_screen, printed = plain_answers(text, commands)
    heard = orca.hear(commands, tmp_path, args, launch=launch)
    sign = prompt_for(lang).strip()
    why = f"{game} {lang} {launch}:\n{heard.spoken}"

    every = heard.opening + [u for answer in heard.answers for u in answer.utterances]
    assert not [u for u in every if lone(u, sign)], why
    assert not [s for s in heard.speechd if lone(s, sign)], (heard.speechd, why)

    opening = lines_of(heard.opening)
    assert first_screen[-1] in opening, why  # the first screen, up to its question
    if len(first_screen) < 25:  # all of it, when it fits the harness's terminal of 30 rows
        assert first_screen[0] in opening, why

    assert [a.typed for a in heard.answers] == commands, why
    for answer, lines in zip(heard.answers, printed):
        said = lines_of(answer.utterances)
        assert lines[-1] in said, (answer.typed, why)
        for line in set(said) - {sign}:
            assert said.count(line) <= max(1, lines.count(line)), (answer.typed, line, why)
