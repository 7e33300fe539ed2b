"""Every rule id of multiverse-rules.md is named by a test of this folder (the standard: "every
rule id in a spec has a test that names it"). The ids are listed in docs/multiverse.md."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).parent
DOC = HERE.parents[1] / "docs" / "multiverse.md"


def rule_ids() -> list[str]:
    """The ids in the rules table of docs/multiverse.md (M-C1 ... MV4)."""
    text = DOC.read_text(encoding="utf-8")
    return sorted(set(re.findall(r"\b(M-[CSTAEQWR]\d+|MV\d)\b", text)))


def test_the_doc_lists_every_section_of_the_spec() -> None:
    ids = rule_ids()
    for prefix, count in (("M-C", 7), ("M-S", 10), ("M-T", 6), ("M-A", 5), ("M-E", 7), ("M-Q", 5),
                          ("M-W", 4), ("M-R", 3), ("MV", 4)):
        assert [i for i in ids if re.fullmatch(re.escape(prefix) + r"\d+", i)] == sorted(
            f"{prefix}{k}" for k in range(1, count + 1)), prefix


def test_every_rule_id_is_named_by_a_test() -> None:
    names = " ".join(
        name.replace("_", "-")
        for path in HERE.glob("test_*.py") if path.name != Path(__file__).name
        for name in re.findall(r"def (test_\w+)", path.read_text(encoding="utf-8")))
    missing = [i for i in rule_ids() if not re.search(re.escape(i) + r"(?!\d)", names)]
    assert missing == []
