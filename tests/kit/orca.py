"""Sessions heard through the real Orca screen reader: the shared harness and what it recorded.

The harness (``../shared/tools/orca/run_orca_session.sh``, beside the repository in CI) runs Orca 43
headless with speech-dispatcher, Alea in a VTE terminal (xfce4-terminal) on Xvfb, types each command
with xdotool and records what Orca sent to speech (``spoken.txt``) and what reached
speech-dispatcher (``speechd.txt``). No part is faked: speech-dispatcher's output module writes the
text to a file instead of a sound card, which is the only thing a CI machine cannot have.

Two harness runs at once would pick the same free X display, so every test that runs one is in the
xdist group ``orca`` (:data:`GROUP`): one worker runs them one after another.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HARNESS = ROOT.parent / "shared" / "tools" / "orca" / "run_orca_session.sh"
PROGRAMS = ("Xvfb", "dbus-launch", "orca", "speech-dispatcher", "xfce4-terminal", "xdotool")
ALEA = Path(sys.executable).with_name("alea")
GROUP = "orca"
"""The xdist group of every test that runs the harness."""


@dataclass
class Answer:
    """What Orca said between one Enter and the next typed key."""

    typed: str
    utterances: list[str] = field(default_factory=list)


@dataclass
class Heard:
    """One harness run: Orca's utterances, grouped, and speech-dispatcher's text."""

    opening: list[str]
    """What Orca said of the table before the first command was typed (the first screen)."""
    answers: list[Answer]
    """What it said after each command's Enter."""
    speechd: list[str]
    """Each text speech-dispatcher received, in order."""
    spoken: str
    """``spoken.txt`` whole, for the failure messages."""


def missing() -> str | None:
    """Why the harness cannot run here; None when it can."""
    if not HARNESS.is_file():
        return f"the Orca harness is not at {HARNESS}"
    absent = [p for p in PROGRAMS if shutil.which(p) is None]
    if absent:
        return "missing system packages (see the harness README): " + ", ".join(absent)
    if not ALEA.is_file():
        return f"no alea program beside {sys.executable}"
    return None


def need_harness() -> None:
    """Skip the test when the harness cannot run, except in CI, where that fails it."""
    reason = missing()
    if reason:
        if os.environ.get("CI") == "true":
            pytest.fail(f"the Orca test cannot be skipped in CI: {reason}")
        pytest.skip(reason)


ENTER_ECHO = "return"
"""What Orca says for the Enter key (key echo), just before the answer."""


def grouped(spoken: str) -> tuple[list[str], list[Answer]]:
    """Orca's utterances of the table: before the first command, and after each command's Enter
    (what was said while keys were typed, and the harness's own "Screen reader on.", left out)."""
    opening: list[str] = []
    answers: list[Answer] = []
    typing: str | None = None
    launched = False
    for line in spoken.splitlines():
        if ">>> TYPE " in line:
            command = re.search(r">>> TYPE '(.*)' \+ Enter$", line)
            typing = command.group(1) if command else ""  # "" : the alea command typed at the shell
            continue
        if line.endswith(">>> ENTER"):
            if typing:
                answers.append(Answer(typing))
            typing = None
            continue
        if ">>> LAUNCH" in line:
            launched = True
            continue
        said = re.search(r"SPOKE  (.*)$", line)
        if not said or typing is not None or said.group(1).strip() == ENTER_ECHO:
            continue
        if answers:
            answers[-1].utterances.append(said.group(1))
        elif launched and said.group(1).strip() not in ("$ \u23ce", "$", "\u23ce", ""):
            opening.append(said.group(1))
    return opening, answers


def hear(commands: list[str], out: Path, alea_args: str, *, launch: str = "shell", wait: float = 3) -> Heard:
    """Run the harness: Alea started with ``alea_args`` (typed in a shell, or run by the terminal
    itself with ``launch="direct"``), each command typed and Enter pressed; what was heard."""
    need_harness()
    out.mkdir(parents=True, exist_ok=True)
    script = out / "commands.txt"
    # The harness types 4 s after the terminal opens; Alea's start can take longer on a loaded
    # machine, and keys typed before the first screen arrive give Orca the "cause" it lacks then.
    settle = ["!sleep 5"] if launch == "direct" else []
    script.write_text("".join(f"{typed}\n" for typed in [*settle, *commands]), encoding="utf-8")
    short = Path(tempfile.mkdtemp(prefix="alea")) / "a"  # fewer keys to type at the shell's prompt
    short.symlink_to(ALEA)
    env = dict(os.environ, ALEA_BIN=str(short), ALEA_ARGS=alea_args, LAUNCH=launch, WAIT=str(wait),
               TYPE_DELAY="120")  # xdotool drops accented keys when typing fast on a busy machine
    run = subprocess.run(["bash", str(HARNESS), str(script), str(out / "run")], env=env,
                         capture_output=True, text=True, timeout=300)
    shutil.rmtree(short.parent)
    spoken_file = out / "run" / "spoken.txt"
    assert run.returncode == 0 and spoken_file.is_file(), run.stderr[-2000:]
    spoken = spoken_file.read_text(encoding="utf-8")
    speechd = [line.partition("\t")[2] for line in
               (out / "run" / "speechd.txt").read_text(encoding="utf-8").splitlines()]
    opening, answers = grouped(spoken)
    return Heard(opening, answers, speechd, spoken)
