"""A short Czech session heard through the real Orca screen reader (accessibility.md 12, issue 9).

The shared harness (``../shared/tools/orca/run_orca_session.sh``, beside the repository in CI)
runs Orca 43 headless with speech-dispatcher, Alea in a VTE terminal on Xvfb, types each
command with xdotool and records what Orca sent to speech. No part is faked: speech-dispatcher's
output module writes the text to a file instead of a sound card, which is the only thing a CI
machine cannot have.

Checked for every command typed: Orca speaks an answer after Enter, the answer says what the
table printed, it does not start with an empty line, and no utterance is the prompt said as a
word ("question", "greater", ...). The test skips when the harness or its system packages
(listed in the harness README and installed by ``.ci/run``) are missing, but never in CI.
"""

from __future__ import annotations

import os
import re
import subprocess

import pytest
from kit.orca import ALEA, GROUP, HARNESS, Answer, need_harness

pytestmark = [pytest.mark.realtime, pytest.mark.xdist_group(GROUP)]
"""Real time (Orca speaks as it would to a player; ``make test`` runs it beside the CPU-bound tests),
and one session for the module's three tests: one worker runs them all (``--dist loadgroup``)."""

SESSION = (
    # (typed, words the spoken answer must hold)
    ("stav", "Tah 0"),
    ("1", "Zvoleno, a1."),
    ("pravidla", "témat pravidel"),
    ("napoveda", "Akce jsou"),
    ("zpet", "Nelze vrátit"),
    ("odejit", "Odejít od stolu?"),
    ("ano", "Na shledanou."),
)
"""The commands typed, in Czech, with a piece of each answer: written without accents, as the table
also takes them (xdotool dropped the "ě" of "zpět" on the loaded CI machine, and the table answered
"zpt" as an unknown word; tests/speech/test_orca_heard.py types no accent either)."""

PROMPT_WORDS = {"question", "question mark", "greater", "greater than", "colon", "dot", "period",
                "en dash", "right double angle bracket", "right-pointing double angle quotation mark",
                "simple guillemet fermant"}
"""What Orca says for the prompts a table could print ("?", ">", ":", ".", "–", "»"), and what
speech-dispatcher's French table says for the earlier "›" (tests/speech/test_symbols_said.py)."""


def _answers(spoken: str) -> list[Answer]:
    """Orca's utterances grouped by the command whose Enter came before them (key echo left out)."""
    answers: list[Answer] = []
    typed = None
    for line in spoken.splitlines():
        marker = re.search(r">>> TYPE '(.*)' \+ Enter$", line)
        if marker:
            typed = marker.group(1)
            continue
        if line.endswith(">>> ENTER") and typed is not None:
            answers.append(Answer(typed))
            typed = None
            continue
        said = re.search(r"SPOKE  (.*)$", line)
        if said and answers and typed is None and said.group(1).strip() not in ("return", ""):
            answers[-1].utterances.append(said.group(1))
    return answers


@pytest.fixture(scope="module")
def heard(tmp_path_factory) -> tuple[list[Answer], str]:
    need_harness()
    out = tmp_path_factory.mktemp("orca")
    commands = out / "commands.txt"
    commands.write_text("".join(f"{typed}\n" for typed, _ in SESSION), encoding="utf-8")
    env = dict(os.environ, ALEA_BIN=str(ALEA), ALEA_ARGS="--lang cs --players 2 --seed 3",
               LAUNCH="shell", WAIT="3", TYPE_DELAY="120")  # xdotool drops accented keys when typing fast on a busy machine
    run = subprocess.run(["bash", str(HARNESS), str(commands), str(out / "run")], env=env,
                         capture_output=True, text=True, timeout=240)
    spoken = out / "run" / "spoken.txt"
    assert run.returncode == 0 and spoken.is_file(), run.stderr[-2000:]
    speechd = (out / "run" / "speechd.txt").read_text(encoding="utf-8")
    return _answers(spoken.read_text(encoding="utf-8")), speechd


def test_every_answer_is_spoken_after_enter(heard):
    answers, _ = heard
    assert [a.typed for a in answers] == [typed for typed, _ in SESSION]
    for answer, (typed, expected) in zip(answers, SESSION):
        text = " ".join(answer.utterances).replace("⏎", " ")
        assert expected in text, (typed, answer.utterances)


def test_no_answer_starts_with_an_empty_line(heard):
    answers, _ = heard
    for answer in answers:
        assert answer.utterances and not answer.utterances[0].startswith("⏎"), (answer.typed, answer.utterances)


def test_the_prompt_is_never_said_as_a_word(heard):
    answers, speechd = heard
    for answer in answers:
        for utterance in answer.utterances:
            assert utterance.strip().casefold() not in PROMPT_WORDS, (answer.typed, utterance)
            assert not re.search(r"⏎\s*[?>:]\s*$", utterance), (answer.typed, utterance)
    # what reached speech-dispatcher: Orca turns a lone punctuation character into its name
    said = [line.partition("\t")[2].strip().casefold() for line in speechd.splitlines()]
    assert not [s for s in said if s in PROMPT_WORDS - {"dot", "period"}], said
