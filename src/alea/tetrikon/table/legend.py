"""Tetrikon's ``legend`` query: what the game's codes, letters and numbers mean (accessibility.md 15).

Terse lines name a player by the letter the Chance cards' printed abbreviations use (Czech H,
French J, English P) and a number; a terse row of the diagram reads "3: a- bL2"; placed pieces
are p1, p2 ...; the printed braille abbreviations are Czech (M the manager, H a player, P the
Treasury, R the hand, K the dice). The legend says each in the language played, then every
Chance card's printed abbreviation and short form with its name.
"""

from __future__ import annotations

from alea.narration import Voice
from alea.tetrikon.content.texts import texts
from alea.tetrikon.narration.speaker import Speaker


def legend(w: Voice) -> list[str]:
    """Every code of Tetrikon with its meaning, one kind a line, then one line a Chance card."""
    terse = Speaker(w.lang, "terse")
    content = texts(w.lang)
    cards = [w._("{printed}, short {short}, {name}", printed=content.card_printed[n].rstrip("."),
                 short=content.card_short[n], name=content.card_names[n]) for n in sorted(content.card_names)]
    return [
        w._("Squares are named like a chessboard, a1 at the bottom left, the letter for the column and the "
            "number for the row."),
        w._("p1, p2 and on, the pieces placed in a diagram, in the order they were placed."),
        # no example ("3: a- bL2"): its colon and dash would be said as symbols
        w._("In terse mode a row starts with its number, then each square by its column's letter, with a "
            "dash after it when it is empty, or with the piece's letter and its number."),
        w._("In terse mode {first}, {second} and on are the players, by the letter of the Chance cards' "
            "abbreviations.", first=terse.player(0), second=terse.player(1)),
        w._("Pieces, {pieces}, each by its letter.", pieces=w.join(content.piece(p) for p in content.piece_names)),
        w._("T, the money of the game, on the T cards of the Treasury."),
        w._("In the Chance cards' printed braille abbreviations, M is the manager, H a player, P the "
            "Treasury, R your hand and K the dice."),
        w._("Chance cards, one a line, printed abbreviation, short form and name."),
        *cards,
    ]


def chance_cards(w: Voice) -> list[str]:
    """The Chance cards for print (``alea export rules``): a heading, then each card, its name,
    its text and the braille shortcut printed on it, the part of the game made for blind players."""
    content = texts(w.lang)
    lines = [w._("Chance cards, each with the braille shortcut printed on it.")]
    for number in sorted(content.card_names):
        text = content.card_texts[number]
        lines.append(w._("Card {n}, {name}. {text} Braille shortcut, {printed}.", n=number,
                         name=content.card_names[number], text=text if text.endswith((".", "!", "?")) else text + ".",
                         printed=content.card_printed[number].rstrip(".")))
    return lines
