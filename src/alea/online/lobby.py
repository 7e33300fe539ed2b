"""The lobby: the open tables their openers made public, as the front page and ``alea tables`` list them.

A table is private (its address only) unless it was opened with ``--public`` (the page's "Public
table" box). The lobby lists the public tables the server holds now (someone sits or watches
there) whose game is not over: the game, the seats taken and free, the spectators, the languages
spoken at the table and whether the game has begun, each line in the reader's language. Joining
from the list takes the next free seat (the table's address); watching takes no seat.
"""

from __future__ import annotations

import html
from alea.dataclass import dataclass

from alea import games
from alea.table.commands import vocabulary
from alea.i18n import format_list
from alea.online import messages


@dataclass(frozen=True)
class Listing:
    """One public table as the lobby shows it."""

    code: str
    game: str
    """The game's id (the registry's)."""
    players: int
    """How many seats the table has."""
    taken: int
    """Seats that have a player (present or away)."""
    watching: int
    """Spectators there now."""
    langs: tuple[str, ...]
    """The languages of the seats and spectators, in the order of ``cs fr en``."""
    begun: bool
    """Whether a move has been played since the table was opened."""


def line(listing: Listing, lang: str) -> str:
    """One table of the lobby, in ``lang``."""
    entry = games.BY_ID[listing.game]
    spoken = format_list([vocabulary.name("language", code, lang) for code in listing.langs], lang) \
        if listing.langs else messages.online(lang).gettext("nobody yet")
    return messages.listing(entry.name(lang), listing.taken, listing.players, listing.watching, spoken,
                            listing.begun, lang)


def section(listings: list[Listing], lang: str) -> str:
    """The front page's list of open tables (HTML), each with a Join and a Watch link."""
    texts = messages.web_texts(lang)
    if not listings:
        return f'<p id="no-tables">{html.escape(messages.no_tables(lang))}</p>'
    items = []
    for listing in listings:
        said = html.escape(line(listing, lang))
        join = (f'<a href="/t/{listing.code}?lang={lang}" aria-label="{html.escape(texts["join"])}, {said}">'
                f'{html.escape(texts["join"])}</a>' if listing.taken < listing.players else "")
        watch = (f'<a href="/t/{listing.code}?lang={lang}&amp;watch=1" '
                 f'aria-label="{html.escape(texts["watch"])}, {said}">{html.escape(texts["watch"])}</a>')
        items.append(f"<li><span>{said}</span> {join} {watch}</li>")
    return '<ul id="tables">' + "".join(items) + "</ul>"
