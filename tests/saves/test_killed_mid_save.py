"""Issue 42, item 13: a game killed in the middle of a save left ``*-autosave.json.PID.N.tmp`` behind
(18 of 36 kills), and the next start, within the minute a leftover had to age, removed nothing; a
game played for hours after it never looked again. Now a start removes at once the temporary
files of a writer that is gone (its PID is in the name), and still leaves a living process's alone.

A real ``alea`` process is killed (SIGKILL) exactly mid-save: its ``os.fsync`` is replaced by a
kill of itself when the file being synced is the autosave's temporary file, so the kill falls
after the temporary file is written and before it is renamed, every run (a kill from outside
would land there only now and then)."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from alea.main import run

from kit.processes import environment

KILLED_MID_SAVE = """
import os, signal, sys
real_fsync = os.fsync
def fsync(fd):
    if "autosave.json." in os.readlink(f"/proc/self/fd/{fd}"):
        os.kill(os.getpid(), signal.SIGKILL)  # the temporary file is written, not yet renamed
    real_fsync(fd)
os.fsync = fsync
from alea.main import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.skipif(not Path("/proc/self/fd").exists(), reason="needs /proc to see which file is synced")
def test_a_start_removes_what_a_game_killed_mid_save_left(tmp_path):
    env = environment(tmp_path)
    done = subprocess.run([sys.executable, "-c", KILLED_MID_SAVE, "--lang", "en", "--players", "2", "--seed", "3"],
                          input="1\n1\nstatus\n", capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == -signal.SIGKILL, done.stdout + done.stderr
    data = Path(env["ALEA_DATA_DIR"])
    left = sorted(data.glob("*-autosave.json.*.tmp"))
    assert left, sorted(data.iterdir())  # what the kill left: the old code removed it only after a minute
    # Another Alea writing now (this test's own process is alive): its file is not touched.
    living = data / f"tesseract-autosave.json.{os.getppid()}.0.tmp"
    living.write_text("being written", encoding="utf-8")
    out = io.StringIO()
    run(["--lang", "en"], io.StringIO("yes\nstatus\n"), out, env, interactive=False)  # started again at once
    assert not any(path.exists() for path in left)
    assert living.exists()
    assert sorted(data.glob("*.tmp")) == [living]
