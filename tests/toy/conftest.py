"""The toy game's tests: its rules are the kernel tests' toy (tests/kernel/toy.py)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "kernel"))
