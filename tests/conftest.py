"""Shared fixtures: every test keeps the table's files in a temporary directory."""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from alea.braille import louis
from alea.main import run

LIBLOUIS_INSTALL = ("sudo apt-get install liblouis20 liblouis-data (Fedora: sudo dnf install liblouis; "
                    "macOS: brew install liblouis)")
"""The command that installs liblouis, said when its tests are skipped."""


def under_ci() -> bool:
    """Whether the suite runs in CI, where every test must run (a skipped test fails the run)."""
    return os.environ.get("CI", "").lower() == "true"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "liblouis: needs the liblouis library (braille translation)")
    config.addinivalue_line(
        "markers", "realtime: waits in real time (sound played and recorded, a screen reader heard); "
        "`make test` runs these in a process of their own beside the others (docs/testing.md)")
    config.addinivalue_line(
        "markers", "slow: seconds of CPU (whole games, many random games); run first, so that the "
        "test workers finish together (docs/testing.md)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Slow tests first; without liblouis (and outside CI), skip the tests that need it instead of
    failing them."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)  # stable: otherwise as collected
    if under_ci():
        return
    try:
        louis.load()
        return
    except louis.LouisUnavailable as missing:
        reason = f"liblouis is not installed ({str(missing)[:60]})"
    skipped = [item for item in items if item.get_closest_marker("liblouis")]
    for item in skipped:
        item.add_marker(pytest.mark.skip(reason=reason))
    config.stash[LOUIS_SKIPPED] = len(skipped)


LOUIS_SKIPPED = pytest.StashKey[int]()


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Under ``--dist loadgroup`` (``make test``) a test marked ``xdist_group`` must carry its group,
    else the tests sharing a costly fixture run it once per worker. pytest 9.2 broke this silently
    (pytest-xdist issue 1386; pyproject.toml keeps pytest below it): fail rather than go slow."""
    if (getattr(item.config.option, "loadgroup", False) and item.get_closest_marker("xdist_group")
            and "@" not in item.nodeid):
        pytest.fail("--dist loadgroup ignored this test's xdist_group (pytest-xdist issue 1386): "
                    "install the pytest that pyproject.toml asks for", pytrace=False)


@pytest.hookimpl(trylast=True)
def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:  # type: ignore[no-untyped-def]
    """One line: which tests were skipped for a missing liblouis, and how to install it."""
    count = config.stash.get(LOUIS_SKIPPED, 0)
    if count:
        terminalreporter.write_line(f"{count} braille tests skipped: liblouis is missing. Install it: {LIBLOUIS_INSTALL}")
    if under_ci() and terminalreporter.stats.get("skipped"):
        terminalreporter.write_line("CI: a test was skipped; under CI every test must run, so the run fails.")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Under CI a skipped test fails the run."""
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if under_ci() and reporter is not None and reporter.stats.get("skipped") and exitstatus == 0:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def _environ(root: Path) -> dict[str, str]:
    return {
        "ALEA_CONFIG_DIR": str(root / "config"),
        "ALEA_DATA_DIR": str(root / "data"),
        "LANG": "en_GB.UTF-8",
        "NO_COLOR": "1",
    }


@pytest.fixture
def environ(tmp_path) -> dict[str, str]:
    """An environment whose config and data directories are temporary, in English, without colour."""
    return _environ(tmp_path)


@pytest.fixture(scope="session")
def new_environ(tmp_path_factory) -> Callable[[str], dict[str, str]]:
    """Makes an environment like :func:`environ` in a fresh temporary folder named after its
    argument: for a costly fixture that several tests share (module or session scope)."""
    return lambda name: _environ(tmp_path_factory.mktemp(name))


@pytest.fixture
def alea(environ) -> Callable[..., tuple[int, str]]:
    """Run ``alea`` in plain mode with arguments and input lines; returns (exit code, output)."""

    def play(*argv: str, lines: list[str] | str = ()) -> tuple[int, str]:
        text = lines if isinstance(lines, str) else "".join(line + "\n" for line in lines)
        out = io.StringIO()
        code = run(list(argv), io.StringIO(text), out, environ, interactive=False)
        return code, out.getvalue()

    return play
