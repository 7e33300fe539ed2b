"""Processes of ours for the tests that run ``alea`` for real: a free loopback port, an environment
of its own, every output line collected by a thread, polling until something is read, and a stop
that never leaves a child behind. The online tests, the PostgreSQL kit and the example race share it."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import threading
import time
from pathlib import Path

WAIT = 60.0
"""The longest a test waits for something it expects (a loaded machine is slow; nothing is timed)."""


def free_port() -> int:
    """A loopback port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def environment(home: Path) -> dict[str, str]:
    """The environment of a process of ours: its own folders, unbuffered output, no colour."""
    env = dict(os.environ)
    env.update(ALEA_CONFIG_DIR=str(home / "config"), ALEA_DATA_DIR=str(home / "data"), NO_COLOR="1",
               PYTHONUNBUFFERED="1", PYTHONIOENCODING="utf-8")
    return env


def wait_for(check, what: str, timeout: float = WAIT):  # type: ignore[no-untyped-def]
    """Poll ``check()`` until it returns something true; fail the test after ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while True:
        found = check()
        if found:
            return found
        if time.monotonic() > end:
            raise AssertionError(f"waited {timeout:.0f} s for {what}")
        time.sleep(0.02)


class Lines:
    """Every line a process printed, collected by a thread."""

    def __init__(self, stream) -> None:  # type: ignore[no-untyped-def]
        self.lines: list[str] = []
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self.thread.start()

    def _read(self, stream) -> None:  # type: ignore[no-untyped-def]
        for raw in stream:
            with self.lock:
                self.lines.append(raw.rstrip("\n"))

    def count(self) -> int:
        with self.lock:
            return len(self.lines)

    def since(self, start: int) -> list[str]:
        with self.lock:
            return self.lines[start:]

    def find(self, pattern: str | re.Pattern[str], start: int = 0) -> str | None:
        """The first line from ``start`` on that ``pattern`` searches, or None."""
        for line in self.since(start):
            if re.search(pattern, line):
                return line
        return None


def stop(process: subprocess.Popen[str], seconds: float) -> None:
    """End a process still running: its input closed, then asked to stop, then killed if it will not
    within ``seconds``."""
    if process.poll() is not None:
        return
    if process.stdin is not None:
        process.stdin.close()
    process.terminate()
    try:
        process.wait(seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
