"""A nested function that calls itself holds itself through its closure: each call of the function
around it leaves a reference cycle that only the garbage collector frees, and a table played with
the collector off (tests/online/test_online_memory.py) is then not freed at once. Such a closure is
deleted (``del walk``) once it has run, which empties its cell and cuts the cycle. Only the
tetrikon money walk once forgot it, and CI found it only when no earlier test had filled its cache."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "alea"


def self_calling_closures(tree: ast.AST) -> list[tuple[ast.FunctionDef, ast.FunctionDef]]:
    """(outer, inner) for each nested function that calls itself by name."""
    found = []
    for outer in ast.walk(tree):
        if not isinstance(outer, ast.FunctionDef):
            continue
        for inner in outer.body:
            if isinstance(inner, ast.FunctionDef) and any(
                    isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id == inner.name
                    for c in ast.walk(inner)):
                found.append((outer, inner))
    return found


def deleted(outer: ast.FunctionDef, name: str) -> bool:
    """Whether ``outer`` deletes ``name`` in its own body."""
    return any(isinstance(s, ast.Delete) and any(isinstance(t, ast.Name) and t.id == name for t in s.targets)
               for s in outer.body)


def test_every_self_calling_closure_is_deleted_after_its_walk():
    left = [f"{path.relative_to(SRC)}:{inner.lineno} {inner.name}"
            for path in sorted(SRC.rglob("*.py"))
            for outer, inner in self_calling_closures(ast.parse(path.read_text(encoding="utf-8")))
            if not deleted(outer, inner.name)]
    assert left == []


def test_the_scan_finds_a_closure_left_holding_itself():
    kept = ast.parse("def f():\n    def walk(i):\n        return walk(i - 1) if i else 0\n    return walk(3)\n")
    cut = ast.parse("def f():\n    def walk(i):\n        return walk(i - 1) if i else 0\n    n = walk(3)\n"
                    "    del walk\n    return n\n")
    assert [(o.name, i.name) for o, i in self_calling_closures(kept)] == [("f", "walk")]
    outer, inner = self_calling_closures(cut)[0]
    assert deleted(outer, inner.name)
    outer, inner = self_calling_closures(kept)[0]
    assert not deleted(outer, inner.name)
