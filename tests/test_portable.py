"""Nothing on a player's path is POSIX-only without a portable branch (issue 10: Windows and macOS players).

The package is pure Python (the wheel is ``py3-none-any``); this scan reads every module of
``src/alea`` and refuses a POSIX-only module, call, constant or ``open`` of a ``/dev/`` or
``/proc/`` path used outside a guarded branch: an ``if`` on ``sys.platform``/``os.name``/``hasattr``,
code after such an ``if`` that returns, a ``try`` that catches ImportError/AttributeError/OSError,
or ``contextlib.suppress`` of those.
Reading an attribute through ``getattr(os, "O_NONBLOCK", 0)`` is the portable way and is not
flagged.
"""

from __future__ import annotations

import ast
from pathlib import Path

import alea

POSIX_MODULES = {"fcntl", "termios", "tty", "pty", "pwd", "grp", "resource", "posix", "crypt", "syslog", "curses"}
POSIX_NAMES = {
    "os": {"mkfifo", "mknod", "fork", "forkpty", "getuid", "geteuid", "getgid", "getegid", "setsid", "killpg",
           "getpgid", "setpgrp", "getpgrp", "uname", "sync", "O_NONBLOCK", "O_NOCTTY", "chown", "lchown",
           "getloadavg", "sysconf", "pathconf", "statvfs", "openpty", "ttyname", "WNOHANG", "nice"},
    "signal": {"SIGKILL", "SIGHUP", "SIGTSTP", "SIGCONT", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGPIPE", "SIGALRM",
               "SIGCHLD", "SIGXFSZ", "SIGWINCH", "alarm", "setitimer", "pause", "siginterrupt", "pthread_kill"},
}
GUARD_WORDS = ("sys.platform", "os.name", "hasattr(", "platform.system", "IS_WINDOWS", "POSIX")
CATCHES = {"ImportError", "ModuleNotFoundError", "AttributeError", "OSError"}


def _is_guard_test(node: ast.expr) -> bool:
    source = ast.unparse(node)
    return any(word in source for word in GUARD_WORDS)


def _catches(handlers: list[ast.ExceptHandler]) -> bool:
    names = set()
    for handler in handlers:
        if handler.type is not None:
            names |= {ast.unparse(n) for n in (handler.type.elts if isinstance(handler.type, ast.Tuple)
                                                else [handler.type])}
    return bool(names & CATCHES)


def posix_only_uses(source: str) -> list[tuple[int, str]]:
    """(line, what) for every POSIX-only use outside a guarded branch in ``source``."""
    tree = ast.parse(source)
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, guarded: bool) -> None:
        if isinstance(node, ast.If) and _is_guard_test(node.test):
            for child in ast.iter_child_nodes(node):
                visit(child, True)
            return
        if isinstance(node, ast.Try) and _catches(node.handlers):
            for child in node.body:
                visit(child, True)
            for child in [*node.handlers, *node.orelse, *node.finalbody]:
                visit(child, guarded)
            return
        if isinstance(node, ast.With) and any("suppress" in ast.unparse(item.context_expr)
                                              and CATCHES & set(ast.unparse(item.context_expr).replace(")", ",")
                                                                .replace("(", ",").replace(" ", "").split(","))
                                              for item in node.items):
            for child in ast.iter_child_nodes(node):
                visit(child, True)
            return
        if not guarded:
            if isinstance(node, ast.Import):
                found.extend((node.lineno, a.name) for a in node.names if a.name.split(".")[0] in POSIX_MODULES)
            elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in POSIX_MODULES:
                found.append((node.lineno, node.module or ""))
            elif (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                  and node.attr in POSIX_NAMES.get(node.value.id, ())):
                found.append((node.lineno, f"{node.value.id}.{node.attr}"))
            elif isinstance(node, ast.Call) and ast.unparse(node.func).endswith("CDLL") and node.args \
                    and isinstance(node.args[0], ast.Constant) and node.args[0].value is None:
                found.append((node.lineno, "ctypes.CDLL(None)"))
            elif isinstance(node, ast.Call) and ast.unparse(node.func) in ("open", "os.open", "io.open") \
                    and node.args and isinstance(node.args[0], ast.Constant) \
                    and str(node.args[0].value).startswith(("/dev/", "/proc/")):
                found.append((node.lineno, str(node.args[0].value)))  # a glob of /dev/snd finds nothing: fine
        body_guard = guarded
        for child in ast.iter_child_nodes(node):
            visit(child, body_guard)
            # code after `if <platform test>: return` runs only where the test is false
            if isinstance(child, ast.If) and _is_guard_test(child.test) and any(
                    isinstance(stmt, (ast.Return, ast.Raise)) for stmt in child.body):
                body_guard = True

    visit(tree, False)
    return found


def test_the_scan_sees_posix_only_uses_and_their_guards() -> None:
    """The scanner itself: it flags what it must and leaves guarded code alone (else it proves nothing)."""
    assert posix_only_uses("import fcntl\n") == [(1, "fcntl")]
    assert posix_only_uses("import os\nos.mkfifo('x')\n") == [(2, "os.mkfifo")]
    assert posix_only_uses("import signal\nsignal.signal(signal.SIGTSTP, f)\n") == [(2, "signal.SIGTSTP")]
    assert posix_only_uses("open('/dev/tty')\n") == [(1, "/dev/tty")]
    assert posix_only_uses("import ctypes\nctypes.CDLL(None).fflush(None)\n") == [(2, "ctypes.CDLL(None)")]
    assert posix_only_uses("import sys, os\nif sys.platform != 'win32':\n    os.mkfifo('x')\n") == []
    assert posix_only_uses("try:\n    import termios\nexcept ImportError:\n    termios = None\n") == []
    assert posix_only_uses("import os\nflags = getattr(os, 'O_NONBLOCK', 0)\n") == []
    assert posix_only_uses("import sys, os\ndef f():\n    if sys.platform == 'win32':\n        return\n"
                           "    os.getuid()\n") == []
    assert posix_only_uses("import contextlib, ctypes\nwith contextlib.suppress(OSError):\n"
                           "    ctypes.CDLL(None)\n") == []


def test_nothing_on_a_players_path_is_posix_only() -> None:
    package = Path(alea.__file__).parent
    found = []
    for module in sorted(package.rglob("*.py")):
        for line, what in posix_only_uses(module.read_text("utf-8")):
            found.append(f"{module.relative_to(package)}:{line}: {what}")
    assert found == []
