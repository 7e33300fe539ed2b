"""Import cycles and imports against the direction of the house, in alea's import graph.

    python tools/import_cycles.py [SRC]     (SRC defaults to src; exit status 1 when either is found)
    python tools/import_cycles.py --rooms [SRC]     the arrows between rooms (docs/layout.md draws them)

Every import counts: at the top of a module, inside a function (it only hides a cycle from the
interpreter) and under ``if TYPE_CHECKING:`` (a cycle of types is still two modules that cannot
be read apart). Each cycle is printed with its edges, the deferred and type-only ones marked;
each import against the direction (:data:`FORBIDDEN`) as ``UPWARD: module -> module``; each
import of a game past the table's one surface (:data:`SURFACES`) as ``INSIDE: module -> module``.
tests/test_import_cycles.py runs it (docs/layout.md draws the rooms and the arrows).
"""
from __future__ import annotations

import ast
import os
import sys

GAMES = ("alea.tesseract", "alea.multiverse", "alea.tetrikon", "alea.toy")
"""The games' packages (the example game's too) (each imports the table, the kernel and the narration, never another game)."""

FRONTS = ("alea.cli", "alea.online")
"""The two front ends: the terminal and the network."""

TOP = ("alea.main", "alea.games")
"""The ``alea`` command above both front ends, and the registry of games that both use."""

FORBIDDEN: dict[str, tuple[str, ...]] = {
    "alea.kernel": ("alea.table", "alea.narration", *FRONTS, *TOP, *GAMES),
    "alea.narration": ("alea.table", *FRONTS, *TOP, *GAMES),
    "alea.speech": ("alea.table", *FRONTS, *TOP, *GAMES),
    "alea.braille": ("alea.table", *FRONTS, *TOP, *GAMES),
    "alea.sound": ("alea.table", *FRONTS, *TOP, *GAMES),
    "alea.table": (*FRONTS, *TOP, *GAMES),
    **{game: (*FRONTS, *TOP, *(other for other in GAMES if other != game)) for game in GAMES},
    "alea.cli": ("alea.online", "alea.main"),
    "alea.online": ("alea.cli", "alea.main"),
}
"""Package -> the packages (and modules) it must never import: imports run games -> table ->
kernel, narration, speech, braille and sound (which render; they import no table); cli and online -> table; the two front ends never import each other; only
the registry (``alea.games``) names the games, and only ``alea.main`` stands above the front ends."""


SURFACES: dict[str, str] = {game: "alea.table" for game in GAMES}
"""Package -> the one module of the table it imports (a game imports ``alea.table``, which
re-exports what a game needs, never one of the table's own modules)."""


def modules(root: str) -> dict[str, str]:
    """Every module of ``alea`` under ``root``: its dotted name -> its file."""
    found = {}
    for folder, _, files in os.walk(os.path.join(root, "alea")):
        for name in files:
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                dotted = os.path.relpath(path, root)[:-3].replace(os.sep, ".")
                found[dotted.removesuffix(".__init__")] = path
    return found


def _resolve(module: str, level: int, name: str | None, is_package: bool) -> str:
    if not level:
        return name or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[:len(base) - (level - 1)] if level > 1 else base
    return ".".join(base + ([name] if name else []))


def edges(root: str) -> dict[str, dict[str, str]]:
    """module -> {imported module -> how: "" (at import), "inside a function" or "type only"}.
    A module imported several ways keeps the most eager one."""
    mods = modules(root)
    graph: dict[str, dict[str, str]] = {}
    rank = {"": 0, "inside a function": 1, "type only": 2}
    for module, path in mods.items():
        with open(path, encoding="utf-8") as source:
            tree = ast.parse(source.read())
        how: dict[int, str] = {}
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for sub in ast.walk(node):
                    how[id(sub)] = "inside a function"
        for node in ast.walk(tree):  # type-only wins over inside a function
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                for sub in ast.walk(node):
                    how[id(sub)] = "type only"
        for node in ast.walk(tree):
            targets = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _resolve(module, node.level, node.module, path.endswith("__init__.py"))
                targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in mods else base for alias in node.names]
            for target in targets:
                while target and target not in mods:
                    target = target.rpartition(".")[0]
                if target and target != module and target.startswith("alea"):
                    kind = how.get(id(node), "")
                    known = graph.setdefault(module, {}).get(target)
                    if known is None or rank[kind] < rank[known]:
                        graph[module][target] = kind
    # a package's parents are imported too (importing a.b.c runs a.b/__init__): not counted
    return graph


def cycles(graph: dict[str, dict[str, str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    sys.setrecursionlimit(10000)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, {}):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def _within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def upward(graph: dict[str, dict[str, str]]) -> list[tuple[str, str, str]]:
    """Every import against :data:`FORBIDDEN`: (importer, imported, how)."""
    wrong = []
    for importer, targets in sorted(graph.items()):
        for package, never in FORBIDDEN.items():
            if _within(importer, package):
                wrong += [(importer, target, kind) for target, kind in sorted(targets.items())
                          if any(_within(target, banned) for banned in never)]
    return wrong


def inside(graph: dict[str, dict[str, str]]) -> list[tuple[str, str, str]]:
    """Every import past a surface of :data:`SURFACES`: (importer, imported, how)."""
    wrong = []
    for importer, targets in sorted(graph.items()):
        for package, surface in SURFACES.items():
            if _within(importer, package):
                wrong += [(importer, target, kind) for target, kind in sorted(targets.items())
                          if _within(target, surface) and target != surface]
    return wrong


BASICS = ("alea.i18n", "alea.errors", "alea.atomic", "alea.jsonfile", "alea.dataclass")
"""The small modules every room may use (catalogs, the error base, safe files, dataclasses); drawn as
one room."""


def room(module: str) -> str:
    """The room a module stands in: ``alea``'s package (or top module) that holds it."""
    if module == "alea" or any(_within(module, basic) for basic in BASICS):
        return "basics"  # the package itself holds only the version
    return module.split(".")[1] if "." in module else module


def room_arrows(graph: dict[str, dict[str, str]]) -> list[str]:
    """``room -> room`` for every room that imports another (deferred and type-only imports too),
    ``basics`` left out (every room uses them)."""
    arrows = {(room(a), room(b)) for a, targets in graph.items() for b in targets}
    return sorted(f"{a} -> {b}" for a, b in arrows if a != b and "basics" not in (a, b))


def main(root: str) -> int:
    """Print the cycles and the upward imports under ``root``; 1 when there is any."""
    graph = edges(root)
    found = cycles(graph)
    for component in found:
        print("CYCLE:", component)
        for a in component:
            for b, kind in sorted(graph.get(a, {}).items()):
                if b in component:
                    print(f"   {a} -> {b}{f'   ({kind})' if kind else ''}")
    wrong = upward(graph)
    for importer, target, kind in wrong:
        print(f"UPWARD: {importer} -> {target}{f'   ({kind})' if kind else ''}")
    past = inside(graph)
    for importer, target, kind in past:
        print(f"INSIDE: {importer} -> {target}{f'   ({kind})' if kind else ''}")
    print(len(found), "cycles,", len(wrong), "upward imports,", len(past), "past the table's surface")
    return 1 if found or wrong or past else 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--rooms"]:
        print("\n".join(room_arrows(edges(sys.argv[2] if len(sys.argv) > 2 else "src"))))
        sys.exit(0)
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "src"))
