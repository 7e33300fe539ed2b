"""The options of ``new``: players, base side, edition and variants, typed in any order.

``new players 3 base B edition fr V1 without V5`` reads as three players on side B, by the
French revision, with V1 switched on and V5 switched off. The keywords come from the
``setup`` word list of the player's language; codes (sides, editions, variants) are the
same in every language. Errors are :class:`SetupError` exceptions.
"""

from __future__ import annotations

from alea.dataclass import dataclass

from alea.errors import AleaError
from alea.tesseract.engine.config import BASE_SIDES, EDITIONS, VARIANTS
from alea.tesseract.table.words import WORDS

EDITION_WORDS: dict[str, str] = {"cs": "cs", "fr": "fr", "en1": "en1", "en": "en1"}
"""The words that name an edition (``en`` is short for the only English edition)."""


@dataclass(frozen=True)
class GameSetup:
    """What ``new`` (or an earlier ``new``) asked to change; None or empty where it said nothing."""

    players: int | None = None
    """1 to 4 players."""
    base: str | None = None
    """The base-plate side."""
    edition: str | None = None
    """The rulebook: a key of :data:`~alea.tesseract.engine.config.EDITIONS`."""
    on: frozenset[str] = frozenset()
    """Variants switched on."""
    off: frozenset[str] = frozenset()
    """Variants switched off."""

    def then(self, later: "GameSetup") -> "GameSetup":
        """This setup changed by a later ``new``: what it names replaces what was asked before."""
        return GameSetup(
            players=later.players or self.players, base=later.base or self.base,
            edition=later.edition or self.edition,
            on=(self.on - later.off) | later.on, off=(self.off - later.on) | later.off)

    def variants(self, edition: str, given: frozenset[str] = frozenset()) -> frozenset[str]:
        """The variants in force: the edition's own and ``given`` (the command line's), with
        this setup's switched on and off."""
        return (EDITIONS[edition] | given | self.on) - self.off


class SetupError(AleaError, ValueError):
    """A word of ``new`` is not understood; ``word`` is the first such word."""

    def __init__(self, word: str) -> None:
        super().__init__(word)
        self.word = word


def _variant(word: str) -> str | None:
    code = word.upper().replace("X", "x")
    return code if code in VARIANTS else None


def _side(word: str) -> str | None:
    side = word.upper()
    return side if side in BASE_SIDES else None


_VALUES = {
    "players": lambda word: int(word) if word in ("1", "2", "3", "4") else None,
    "base": _side,
    "edition": lambda word: EDITION_WORDS.get(word.lower()),
    "without": _variant,
}
"""What each keyword's value reads as (None: not understood)."""


def parse_setup(words: list[str], lang: str) -> GameSetup:
    """Read the words after ``new``; raises :class:`SetupError` on the first word not understood."""
    found: dict[str, object] = {}
    on: set[str] = set()
    off: set[str] = set()
    rest = list(words)
    while rest:
        word = rest.pop(0)
        key = WORDS.match("setup", word, lang)
        code = _variant(word)
        if key is not None:
            if not rest:
                raise SetupError(word)
            value = _VALUES[key](rest[0])
            if value is None:
                raise SetupError(rest[0])
            rest.pop(0)
            if key == "without":
                off.add(str(value))
                on.discard(str(value))
            else:
                found[key] = value
        elif code is not None:
            on.add(code)
            off.discard(code)
        elif word.lower() in EDITION_WORDS:
            found["edition"] = EDITION_WORDS[word.lower()]
        else:
            raise SetupError(word)
    players = found.get("players")
    return GameSetup(players if isinstance(players, int) else None,
                     str(found["base"]) if "base" in found else None,
                     str(found["edition"]) if "edition" in found else None,
                     frozenset(on), frozenset(off))
