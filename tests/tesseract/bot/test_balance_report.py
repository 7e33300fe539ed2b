"""benchmarks/balance_report.py compares two bots on the seeds both played (McNemar's exact test),
and judges the fall from side to side with both intervals."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "benchmarks"))
from balance_report import _checks, _paired, sign_test  # noqa: E402


def test_sign_test_is_mcnemars_exact_two_sided_p() -> None:
    assert sign_test(0, 0) == 1.0 and sign_test(3, 3) == 1.0
    assert sign_test(2, 5) == pytest.approx(2 * (1 + 7 + 21) / 2**7)
    assert sign_test(0, 10) == pytest.approx(2 / 2**10)
    assert sign_test(5, 2) == sign_test(2, 5)


def test_paired_counts_only_the_seeds_both_blocks_played() -> None:
    lower = {"games": 400, "won_seeds": [1, 2, 3, 70, 399]}
    upper = {"games": 60, "won_seeds": [2, 3, 4, 5, 59]}
    words = _paired(lower, upper, 0, 0)
    assert "seeds both played (0-59): 5 against 3 won" in words
    assert "3 won by the upper bot alone, 1 by the lower alone" in words
    assert _paired(lower, {"games": 60}, 0, 0) == ""
    assert _paired(lower, upper, 0, 400) == ""


def side(wins: int, games: int, low: float, high: float) -> dict[str, object]:
    return {"wins": wins, "games": games, "win_rate": wins / games, "interval": [low, high]}


def test_the_fall_is_judged_step_by_step() -> None:
    sides = {"1": side(49, 60, 0.70, 0.89), "2": side(37, 60, 0.49, 0.73),
             "3": side(21, 60, 0.24, 0.48), "4": side(4, 60, 0.03, 0.16), "D": side(7, 60, 0.06, 0.22)}
    lines = _checks(sides)
    assert "falls at every step" in lines[1]
    assert "side 1 to side 2" in lines[2] and "overlap" in lines[2]
    assert "side 2 to side 3" in lines[3] and "separate" in lines[3]
    assert lines[-1] == "- Side D against side 4: +5 points (within 10)."
    sides["3"] = side(40, 60, 0.54, 0.77)
    assert "does not fall at every step" in _checks(sides)[1]
