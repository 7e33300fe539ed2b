"""The three forwards every game's rules make to its config, written once.

A game's config knows its seed and reads and writes itself as JSON (``Config.to_json``,
``Config.from_json``); the rules contract (:class:`~.rules.Rules`) asks the rules for the same
three things. A game's rules subclass :class:`ConfigRules` naming their config's class, instead of
writing the forwards again.
"""

from __future__ import annotations

from typing import Generic, Protocol, Self, TypeVar


class SelfWriting(Protocol):
    """A config that knows its seed and reads and writes itself as JSON."""

    @property
    def seed(self) -> int:
        """The seed of the game's chance outcomes."""

    def to_json(self) -> dict[str, object]:
        """The config as JSON."""

    @classmethod
    def from_json(cls, data: object) -> Self:
        """Read :meth:`to_json`'s output; raise ValueError on anything else."""


K = TypeVar("K", bound=SelfWriting)
"""A game's config."""


class ConfigRules(Generic[K]):
    """The config's part of a game's rules: the seed, the config as JSON and back (every version
    of the record so far reading alike)."""

    config_type: type[K]
    """The game's config class."""

    def seed(self, config: K) -> int:
        """The seed of the game's chance outcomes (R-D2 for Tesseract)."""
        return config.seed

    def config_to_json(self, config: K) -> dict[str, object]:
        """The options as JSON, for the record (docs/save-format.md)."""
        return config.to_json()

    def config_from_json(self, data: object, version: int) -> K:
        """Read :meth:`config_to_json`'s output of a record of any version so far."""
        return self.config_type.from_json(data)
