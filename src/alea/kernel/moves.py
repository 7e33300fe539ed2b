"""The kernel's own move: the answer to a decision, a number."""

from __future__ import annotations

from alea.dataclass import dataclass
from typing import Any


@dataclass(frozen=True)
class Choice:
    """The answer to a pending decision: the index of one of its options."""

    index: int
    """0-based index into ``Decision.options``."""

    def to_json(self) -> dict[str, Any]:
        """A JSON object ``{"choice": index}``."""
        return {"choice": self.index}

    @classmethod
    def from_json(cls, data: Any) -> "Choice | None":
        """The choice ``data`` holds, or None when it is not ``{"choice": index}``; raises
        ValueError when it is that shape with an index that is not a whole number."""
        if not isinstance(data, dict) or set(data) != {"choice"}:
            return None
        index = data["choice"]
        if not isinstance(index, int) or isinstance(index, bool):
            raise ValueError("bad choice")
        return cls(index)


_CHOICES: list[Choice] = []


def choices(count: int) -> list[Choice]:
    """``[Choice(0), ..., Choice(count - 1)]``, shared: the same few answers recur at every
    decision."""
    while len(_CHOICES) < count:
        _CHOICES.append(Choice(len(_CHOICES)))
    return _CHOICES[:count]
