"""No block of Alea's code is as tangled as radon's grades E and F (cyclomatic complexity above 30):
issue 26 split the eight there were (``tesseract/engine/effects.py _targets`` F49 the worst) into named
steps, each rule its own function as the rules' ids are. A block that grows past D again fails here,
named, with its complexity; split it the same way (docs/testing.md, "Complexity")."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from radon import complexity as radon  # a test dependency (pyproject.toml, the test extra)

SOURCE = Path(__file__).resolve().parents[1] / "src" / "alea"

WORST = "D"
"""The worst grade allowed (D: complexity 21 to 30)."""


def blocks(source: str) -> Iterator[tuple[str, int, int]]:
    """Every function, method and class of ``source`` as ``radon cc`` lists them: name, line, complexity."""
    for block in radon.cc_visit(source):
        yield block.fullname, block.lineno, block.complexity
        for method in getattr(block, "methods", ()):
            yield method.fullname, method.lineno, method.complexity


def too_complex(source: str) -> list[tuple[str, int, int]]:
    """The blocks of ``source`` graded worse than :data:`WORST`."""
    return [(name, line, score) for name, line, score in blocks(source) if radon.cc_rank(score) > WORST]


def test_no_block_of_the_code_is_graded_e_or_f() -> None:
    files = sorted(SOURCE.rglob("*.py"))
    assert len(files) > 200
    found = {f"{path.relative_to(SOURCE)} {name} line {line}": score
             for path in files for name, line, score in too_complex(path.read_text(encoding="utf-8"))}
    assert found == {}


def test_the_check_finds_a_block_of_grade_e() -> None:
    branches = "".join(f"    if x == {n}:\n        return {n}\n" for n in range(31))
    source = f"def tangled(x):\n{branches}    return -1\n\n\ndef plain(x):\n    return x\n"
    assert too_complex(source) == [("tangled", 1, 32)]
