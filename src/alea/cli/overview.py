"""What ``alea --help`` says after its options: the subcommands, and each variant in one line.

A teacher preparing a class reads the help once to learn what the program can do: that
``alea export`` writes braille, and what ``--variant V3`` changes, without opening the rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from alea.cli import catalogs
from alea.cli.commands import vocabulary
from alea.narration.voice import N_

SUBCOMMANDS: dict[str, str] = {
    "export": N_("export {documents} {file}: write the rules, the command card or a transcript "
                 "in braille (alea export --help tells more)."),
}
"""Each subcommand of ``alea``: its syntax and what it does, one line."""

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


def epilog(lang: str, variants: Sequence[str]) -> str:
    """The lines after the options in ``lang``: the subcommands, then each of ``variants``."""
    t = catalogs.table(lang)
    lines = [t.gettext("Commands:")]
    documents = "|".join(vocabulary.name("document", key, lang) for key in ("rules", "commands", "transcript"))
    lines += ["  " + t.gettext(text).format(documents=documents, file=t.gettext("FILE"))
              for text in SUBCOMMANDS.values()]
    lines += ["", t.gettext("Variants of the rules (--variant):")]
    # A code without its line yet is named alone (a test requires every line): never a crash of alea itself.
    lines += ["  " + (t.gettext(VARIANT_LINES[code]) if code in VARIANT_LINES else code) for code in variants]
    return "\n".join(lines)
