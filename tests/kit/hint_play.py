"""Whole games played by typing only what ``hint`` says, through the real table (plain session).

Used by ``test_choices_and_hints.py``, and as a script for many more games::

    .venv/bin/python tests/kit/hint_play.py --langs cs fr en --verbosities normal terse \\
        --players 1 2 3 4 --seeds 1 20

Each game records what a blind player following the hint would meet: every numbered
question (and whether two of its options read the same), every refusal of a hinted line,
every hint that failed, every question a hinted command raised (a hint must name
its move alone, accessibility.md behaviour 13), and every confirmation asked after a hinted
``end`` with actions left, whose hint must then say yes (they once disagreed, and a Czech
player trusting both went round for ever: 2 players, seed 30).
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # tests/, for kit.table

from alea.tesseract.table.words import t as tesseract_table  # noqa: E402
from kit.table import BY_ID, answer_typed  # noqa: E402
from alea.table.commands import vocabulary  # noqa: E402
from alea.table.question import Question  # noqa: E402
from alea.tesseract.engine import Decision  # noqa: E402

from kit.table import game_table  # noqa: E402

MOVES = 3000
"""A game that has not ended after this many hinted lines counts as stuck."""




def typed_line(lang: str, hint: str) -> str | None:
    """What the player types for a hint line: the number, yes/no word or command it gives."""
    answer = answer_typed(lang, hint)  # the table's hint at a question, then the game's
    if answer is not None:
        return answer
    # "Hint, remove b1. That brings ...": the command is the first sentence after "Hint, ", the reason
    # the next ones (a command has no period of its own)
    prefix = tesseract_table(lang).gettext("Hint, {command}. {reason}").split("{command}")[0]
    if hint.startswith(prefix):
        return hint[len(prefix):].split(". ")[0].rstrip(".")
    return None


@dataclass
class Played:
    """What one hint-driven game met."""

    lang: str
    players: int
    verbosity: str
    seed: int
    ended: bool = False
    lines: int = 0
    counts: Counter = field(default_factory=Counter)
    problems: list[str] = field(default_factory=list)


def play_by_hints(lang: str, players: int, verbosity: str, seed: int, moves: int = MOVES,
                  edition: str | None = None) -> Played:
    """Play one game by hints only (in ``edition``, by default that of the language); stop at the
    first problem."""
    folder = tempfile.mkdtemp(prefix="alea-hints-")
    environ = {"ALEA_CONFIG_DIR": f"{folder}/config", "ALEA_DATA_DIR": f"{folder}/data",
               "LANG": "en_GB.UTF-8", "NO_COLOR": "1"}
    chosen = {"edition": edition} if edition is not None else {}
    session, send = game_table(environ, lang, settings={"players": players, "verbosity": verbosity}, seed=seed,
                               **chosen)
    played = Played(lang, players, verbosity, seed)
    seen: Question | None = None
    confirming = False
    """Whether the last hinted line was ``end`` with actions left, and its confirmation is asked."""
    for _ in range(moves):
        game = session.host.game
        if game.pending is None:
            played.ended = True
            return played
        question = session.question
        if question is not None and question is not seen and question.options:
            seen = question
            played.counts["questions"] += 1
            labels = [session.words(option.label) for option in question.options]
            if len(set(labels)) < len(labels):
                played.counts["identical options"] += 1
                played.problems.append(f"identical options: {session.words(question.text)} {labels}")
            if not isinstance(game.pending, Decision):
                played.counts["questions raised by a hinted command"] += 1
        hint = send(BY_ID["hint"].word(lang))
        typed = typed_line(lang, hint[0]) if len(hint) == 1 else None
        if typed is None:
            played.counts["hint failed"] += 1
            played.problems.append(f"hint failed: {hint}")
            return played
        if confirming and typed != vocabulary.name("answer", "yes", lang):
            played.counts["end confirmation hinted no"] += 1
            played.problems.append(f"the hint said end, then at its confirmation: {hint}")
            return played
        left = getattr(game.pending, "actions_left", 0)
        answer = send(typed)
        played.lines += 1
        if session.refused:
            played.counts["hinted line refused"] += 1
            played.problems.append(f"refused: {typed} -> {answer}")
            return played
        confirming = (typed == BY_ID["end"].word(lang) and left > 0 and session.question is not None
                      and session.question.yes_no)
        played.counts["end confirmations"] += confirming
    played.problems.append(f"not ended after {moves} hinted lines")
    return played


def main(argv: list[str] | None = None) -> int:
    """Play many games and print what they met; exit 1 if any had a problem."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--langs", nargs="+", default=["cs", "fr", "en"])
    parser.add_argument("--verbosities", nargs="+", default=["normal", "terse"])
    parser.add_argument("--players", nargs="+", type=int, default=[1, 2, 3, 4])
    parser.add_argument("--seeds", nargs=2, type=int, default=[1, 6], metavar=("FIRST", "END"))
    args = parser.parse_args(argv)
    failed = 0
    for lang in args.langs:
        for verbosity in args.verbosities:
            for players in args.players:
                total: Counter = Counter()
                ended = 0
                for seed in range(*args.seeds):
                    played = play_by_hints(lang, players, verbosity, seed)
                    total.update(played.counts)
                    total["hinted lines"] += played.lines
                    ended += played.ended
                    for problem in played.problems:
                        failed += 1
                        print(f"{lang} {verbosity} {players}p seed {seed}: {problem}")
                games = len(range(*args.seeds))
                print(f"{lang} {verbosity} {players}p: {ended}/{games} games ended, {dict(total)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
