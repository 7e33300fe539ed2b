"""The limits every game's save file and options are held to (docs/save-format.md, "Limits").

A file past a limit is refused at once, before its checksum is computed and before anything in it
is replayed, so that a refusal takes the same few milliseconds whatever the file's size or shape.
Nothing is imported here: a game's options read the seed's range without loading the record.
"""

from __future__ import annotations

from typing import Any

MAX_VALUES = 25_000
"""A save file with more values than this is refused before it is parsed. The values are counted
by the commas between them (a comma inside a string counts too, so the count is never low): the
longest games measured hold about 1,300 (a Tetrikon match of two games for four players: 598
entries, 12.8 kB); a Tesseract chance entry, a shuffle of 64 dice, holds 64. At 100,000, a file just
under the limit (99,000 small entries) took up to 1.7 s to parse and refuse on the loaded test
machine; 25,000 keeps the worst case well within a second (benchmarks/padded_saves.py)."""
MAX_ENTRIES = 10_000
"""A record with more entries than this is refused before its checksum is computed and before
any of it is replayed (the longest games measured: 598 entries)."""
SEED_LIMIT = 2**63
"""A seed is a whole number from 0 to one below this, in every game (``alea --seed`` takes at most
18 digits, and each further game of a sitting adds one)."""


def check_seed(seed: Any) -> None:
    """Raise ValueError unless ``seed`` is a seed of any game: a whole number from 0 below :data:`SEED_LIMIT`."""
    if type(seed) is not int or not 0 <= seed < SEED_LIMIT:
        raise ValueError("seed: a whole number from 0 below 2 to the 63rd")
