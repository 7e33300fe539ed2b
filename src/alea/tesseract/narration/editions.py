"""The editions and variants of a game in words (tesseract-rules.md sections 9 and 10).

``status``, the start of a game and the ``rules`` list say which rulebook is played and which
variants are in force: "Rules: French revision; variants V5, V7, V8, V10."
"""

from __future__ import annotations

from collections.abc import Iterable

from alea.narration import N_, Np_, Voice
from alea.tesseract.engine.config import EDITIONS, variant_key
from alea.tesseract.narration.speaker import Speaker

EDITION_NAMES: dict[str, tuple[str, str]] = {
    "cs": Np_("edition", "Czech revision"),
    "fr": Np_("edition", "French revision"),
    "en1": Np_("edition", "English first edition"),
}
"""Each edition's name, by code."""

VARIANT_TEXTS: dict[str, str] = {
    "V1": N_("V1: no starting research card."),
    "V2": N_("V2: one extra die primed at setup, the edge cube."),
    "V2x2": N_("V2x2: two extra dice primed at setup, the edge cube each time."),
    "V3": N_("V3: race; a breach removes the containment card of its value unless it is unlocked."),
    "V4": N_("V4: the English first edition's setup: with 1 to 3 labs every remaining top corner is "
             "primed, with 4 labs the lowest corner die of layer 3."),
    "V5": N_("V5: removing the last die does not lose by itself; the game is lost when the Tesseract "
             "is empty at the start of a threat phase."),
    "V6": N_("V6: six or more primed dice of a value still open one breach only."),
    "V7": N_("V7: Shockwave destroys the lab dice showing the value of the last primed die."),
    "V8": N_("V8: after containing, destroying the identical primed die is compulsory."),
    "V9": N_("V9: taking a destroyed die for a completed colour row is optional."),
    "V10": N_("V10: the win is checked at the end of an action phase."),
}
"""One sentence per variant of section 9, for the rules summary."""


def edition_name(sp: Speaker, edition: str) -> str:
    """The edition's name (terse: its code)."""
    return edition if sp.terse else sp.p_(*EDITION_NAMES[edition])


def in_force(sp: Speaker, edition: str, variants: Iterable[str]) -> str:
    """Which rulebook and variants a game plays by, as one sentence."""
    codes = sorted(variants, key=variant_key)
    if sp.terse:
        if not codes:
            return sp._("Ed {edition}", edition=edition)
        return sp._("Ed {edition} {variants}", edition=edition, variants=" ".join(codes))
    name = edition_name(sp, edition)
    if not codes:
        return sp._("Rules, {edition}, no variant.", edition=name)
    return sp.n_("Rules, {edition}, variant {variants}.", "Rules, {edition}, variants {variants}.",
                 len(codes), edition=name, variants=sp.join(codes))


def editions_text(sp: Voice) -> str:
    """The editions a group chooses from, each with the variants it switches on."""
    parts = []
    for code, switched in EDITIONS.items():
        codes = sorted(switched, key=variant_key)
        name = sp.p_(*EDITION_NAMES[code])
        name = name[:1].upper() + name[1:]  # each edition starts a sentence
        if codes:
            parts.append(sp.n_("{edition}, {code}, variant {variants}.",
                               "{edition}, {code}, variants {variants}.", len(codes),
                               edition=name, code=code, variants=sp.join(codes)))
        else:
            parts.append(sp._("{edition}, {code}, no variant.", edition=name, code=code))
    return " ".join(parts)
