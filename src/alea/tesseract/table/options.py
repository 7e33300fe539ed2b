"""Tesseract's options of the ``alea`` command line, and the variants ``alea --help`` explains.

``--base``, ``--researchers``, ``--variant`` and ``--edition`` describe a particular game, so
with any of them no unfinished game is offered to resume. Their help and errors are in the
player's language (Tesseract's table domain).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from alea.dataclass import dataclass

from alea.table import checked
from alea.table import GameOptions
from alea.i18n import format_list
from alea.tesseract.engine.config import BASE_SIDES, EDITIONS, VARIANTS
from alea.tesseract.table.words import N_, t

BASES: tuple[str, ...] = tuple(BASE_SIDES)
"""The base plate sides, in the rulebook's order."""

VARIANT_CODES: tuple[str, ...] = tuple(VARIANTS)
"""The variants of a new game (tesseract-rules.md section 9)."""

EDITION_CODES: tuple[str, ...] = tuple(EDITIONS)
"""The editions of a new game (tesseract-rules.md section 10)."""

VARIANT_LINES: dict[str, str] = {
    "V1": N_("V1: no starting research card."),
    "V2": N_("V2: one extra die primed at setup."),
    "V2x2": N_("V2x2: two extra dice primed at setup."),
    "V3": N_("V3, race: a breach takes that value's containment card out of the game unless it is unlocked."),
    "V4": N_("V4: the English first edition's setup primes."),
    "V5": N_("V5: removing the last die does not lose by itself; an empty Tesseract at the start of a "
             "threat phase loses."),
    "V6": N_("V6: six or more primed dice of a value advance the breach marker by one only."),
    "V7": N_("V7: Shockwave destroys the lab dice showing the value of the last primed die."),
    "V8": N_("V8: destroying the identical primed die when containing is compulsory."),
    "V9": N_("V9: the row bonus is optional."),
    "V10": N_("V10: the win is checked at the end of an action phase."),
}
"""Each variant of tesseract-rules.md section 9 in one line (the engine's codes, :data:`VARIANTS`)."""


@dataclass(frozen=True)
class TesseractOptions:
    """What the command line asked of Tesseract's games; None or empty where it said nothing."""

    base: str | None = None
    """--base: the base plate side."""
    researchers: tuple[str, ...] | None = None
    """--researchers: names, abbreviations or ids, in lab order."""
    variants: tuple[str, ...] = ()
    """--variant (repeatable): variant codes."""
    edition: str | None = None
    """--edition: the rulebook of new games (default: that of the game's language)."""


def add(parser: argparse.ArgumentParser, lang: str) -> None:
    """Add Tesseract's options to ``parser``, their help in ``lang``."""
    tt = t(lang)
    parser.add_argument("--base", metavar="|".join(BASES),
                        type=checked(BASES, tt.gettext("The base side is 1, A, 2, B, 3, C, 4 or D, not {value}.")),
                        help=tt.gettext("base plate side: 1, A, 2, B, 3, C, 4 or D (default 1)"))
    parser.add_argument("--researchers", metavar=tt.gettext("NAMES"),
                        help=tt.gettext("researchers, separated by commas (default: dealt at random)"))
    codes = format_list(list(VARIANT_CODES), lang, "or")
    parser.add_argument("--variant", metavar="|".join(VARIANT_CODES), action="append", default=[],
                        type=checked(VARIANT_CODES, tt.gettext("The variants are {variants}, not {value}.").replace(
                            "{variants}", codes)),
                        help=tt.gettext("a variant of the rules: {variants} (may be repeated)").format(variants=codes))
    parser.add_argument("--edition", metavar="|".join(EDITION_CODES),
                        type=checked(EDITION_CODES, tt.gettext("The edition is cs, fr or en1, not {value}.")),
                        help=tt.gettext("the rulebook played: cs (Czech revision), fr (French revision) or en1 "
                                        "(English first edition); default: that of the language"))


def read(parsed: argparse.Namespace) -> TesseractOptions:
    """Tesseract's options from what the parser read."""
    researchers = tuple(r.strip() for r in parsed.researchers.split(",") if r.strip()) if parsed.researchers else None
    return TesseractOptions(base=parsed.base, researchers=researchers, variants=tuple(parsed.variant),
                            edition=parsed.edition)


def chosen(options: object) -> bool:
    """Whether the options describe a particular game (so no resume is offered)."""
    return isinstance(options, TesseractOptions) and (
        any(v is not None for v in (options.base, options.researchers, options.edition)) or bool(options.variants))


def epilog(lang: str, codes: Sequence[str] = VARIANT_CODES) -> list[str]:
    """The variants of the rules (``codes``), one line each, for ``alea --help``."""
    tt = t(lang)
    lines = [tt.gettext("Variants of the rules (--variant):")]
    # A code without its line yet is named alone (a test requires every line): never a crash of alea itself.
    lines += ["  " + (tt.gettext(VARIANT_LINES[code]) if code in VARIANT_LINES else code) for code in codes]
    return lines


OPTIONS = GameOptions(add=add, read=read, chosen=chosen, epilog=epilog, none=TesseractOptions())
"""Tesseract's command-line options, for its plug-in."""
