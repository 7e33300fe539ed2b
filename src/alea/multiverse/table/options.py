"""Multiverse's options of the ``alea`` command line (``--variant MV1`` ...), and the variants
``alea --help`` explains. The player count is the table's ``--players`` (2 to 6 for Multiverse).
A variant describes a particular game, so with one no unfinished game is offered to resume.
"""

from __future__ import annotations

import argparse
from alea.dataclass import dataclass

from alea.table import checked
from alea.table import GameOptions
from alea.i18n import format_list
from alea.multiverse.engine.config import VARIANTS
from alea.multiverse.table.words import N_, t

VARIANT_CODES: tuple[str, ...] = tuple(VARIANTS)
"""The project's variants (multiverse-rules.md section 10), all off by default."""

VARIANT_LINES: dict[str, str] = {
    "MV1": N_("MV1: encounters are optional; the active player may decline a match."),
    "MV2": N_("MV2: sceptres are placed at random within each seat's positions."),
    "MV3": N_("MV3: a physical die; each roll's result is typed by the player who rolls."),
    "MV4": N_("MV4: the player who made the final meeting wins a tie."),
}
"""Each variant in one line."""


@dataclass(frozen=True)
class MultiverseOptions:
    """What the command line asked of Multiverse's games."""

    variants: tuple[str, ...] = ()
    """--variant (repeatable): variant codes."""


def add(parser: argparse.ArgumentParser, lang: str) -> None:
    """Add Multiverse's options to ``parser``, their help in ``lang``."""
    tt = t(lang)
    codes = format_list(list(VARIANT_CODES), lang, "or")
    parser.add_argument("--variant", metavar="|".join(VARIANT_CODES), action="append", default=[],
                        type=checked(VARIANT_CODES, tt.gettext("The variants are {variants}, not {value}.").replace(
                            "{variants}", codes)),
                        help=tt.gettext("a variant of the rules: {variants} (may be repeated)").format(variants=codes))


def read(parsed: argparse.Namespace) -> MultiverseOptions:
    """Multiverse's options from what the parser read."""
    return MultiverseOptions(variants=tuple(parsed.variant))


def chosen(options: object) -> bool:
    """Whether the options describe a particular game (so no resume is offered)."""
    return isinstance(options, MultiverseOptions) and bool(options.variants)


def epilog(lang: str) -> list[str]:
    """The variants, one line each, for ``alea --help``."""
    tt = t(lang)
    return [tt.gettext("Variants of the rules (--variant):")] + ["  " + tt.gettext(VARIANT_LINES[c]) for c in VARIANT_CODES]


OPTIONS = GameOptions(add=add, read=read, chosen=chosen, epilog=epilog, none=MultiverseOptions())
"""Multiverse's command-line options, for its plug-in."""
