"""Everything the online table says itself, in the ``online`` gettext domain (cs, fr, en).

The game's narration and the terminal table's answers keep their own domains; here are only
the sentences of the network: joining, leaving, whose turn, chat, and the refusals of bad
frames and of limits. Each function takes the language of the player who will read it.
"""

from __future__ import annotations

from alea.cli.text import fold
from alea.i18n import LANGUAGES, Translations, catalog


def online(lang: str) -> Translations:
    """The ``online`` catalog in ``lang`` (English when ``lang`` is not one of ours)."""
    return catalog("online", lang if lang in LANGUAGES else "en")


def say_words(lang: str) -> tuple[str, ...]:
    """The words that start a chat line in ``lang``: the command and its short form."""
    t = online(lang)
    # TRANSLATORS: the chat command (say TEXT): one word, lower case, unique among the commands.
    word = t.pgettext("command", "say")
    # TRANSLATORS: the chat command's short form: unique among the short forms of the commands.
    short = t.pgettext("short form of say", "sy")
    return (word, short)


def chat_text(line: str, lang: str) -> str | None:
    """The chat text of ``line`` if it is a ``say`` command in ``lang`` (or in English), else None."""
    head, _, rest = line.strip().partition(" ")
    words = {fold(w) for w in say_words(lang) + say_words("en")}
    return rest.strip() if fold(head) in words else None


def chat_line(seat: int, text: str, lang: str) -> str:
    """A chat line as the table shows it, marked as chat and by whom."""
    return online(lang).gettext("Chat, player {number}. {text}").format(number=seat, text=text)


def chat_empty(lang: str) -> str:
    """``say`` with nothing after it."""
    word = say_words(lang)[0]
    return online(lang).gettext("Type {command} and the text to send to the table.").format(command=word)


def joined(seat: int, players: int, lang: str) -> str:
    """Told to a player who takes a seat."""
    return online(lang).gettext("You are player {number} of {count} at this table.").format(
        number=seat, count=players)


def back(seat: int, lang: str) -> str:
    """Told to a player who comes back to their seat."""
    return online(lang).gettext("Back at the table as player {number}.").format(number=seat)


def arrived(seat: int, lang: str) -> str:
    """Told to the others when a player takes or retakes a seat."""
    return online(lang).gettext("Player {number} is at the table.").format(number=seat)


def gone(seat: int, lang: str) -> str:
    """Told to the others when a player's connection ends."""
    return online(lang).gettext("Player {number} left the table, and their seat waits for them.").format(number=seat)


def left(lang: str) -> str:
    """Told to a player who types quit."""
    return online(lang).gettext("You left the table. Your seat stays yours. Join again with the same address.")


def waits_for(seat: int, lang: str) -> str:
    """Told to a player who joins while the game waits for another one (and says no more of it)."""
    return online(lang).gettext("The game waits for player {number}.").format(number=seat)


def not_your_turn(seat: int, lang: str) -> str:
    """An action or answer typed at a seat the game is not waiting for."""
    return online(lang).gettext("Not your turn. The game waits for player {number}.").format(number=seat)


def off_table(command: str, lang: str) -> str:
    """A terminal table command that has no meaning online."""
    return online(lang).gettext("{command} is not used at an online table.").format(command=command)


def opened(address: str, lang: str) -> str:
    """The address of a new table (players join with it)."""
    return online(lang).gettext("Table opened. Players join at {address}").format(address=address)


def connection_lost(lang: str) -> str:
    """The client lost the server and tries again."""
    return online(lang).gettext("Connection lost. Trying again.")


def unreachable(address: str, lang: str) -> str:
    """The client cannot reach the server at all."""
    return online(lang).gettext("No table server answers at {address}.").format(address=address)


def bad_address(address: str, lang: str) -> str:
    """An address that is not a table's."""
    return online(lang).gettext("{address} is not the address of a table.").format(address=address)


def serving(address: str, lang: str) -> str:
    """The server has started."""
    return online(lang).gettext("Alea serves tables at {address}").format(address=address)


def bad_players(game: str, low: int, high: int, lang: str) -> str:
    """A new table for a number of players its game cannot seat."""
    return online(lang).gettext("{game} seats {low} to {high} players.").format(game=game, low=low, high=high)


def bad_database(lang: str) -> str:
    """``alea serve --database`` with an address that is not PostgreSQL's."""
    return online(lang).gettext("The database must be a PostgreSQL address, such as postgresql://alea@localhost/alea.")


def no_database(lang: str) -> str:
    """``alea serve`` could not open its database (the reason is in its log)."""
    return online(lang).gettext("The database could not be opened. The reason is in the server's log.")


REFUSALS = ("bad_frame", "too_long", "too_fast", "too_many", "no_table", "full", "no_seat", "bad_game",
            "too_many_tables", "not_opened", "not_kept", "idle", "busy", "not_thought")
"""The reasons a frame or a connection is refused (:func:`refusal`)."""


def refusal(reason: str, lang: str) -> str:
    """Why a frame or a connection was refused; nothing was changed."""
    t = online(lang)
    texts = {
        "bad_frame": t.gettext("That message could not be read. Nothing was changed."),
        "too_long": t.gettext("That line is too long. Nothing was changed."),
        "too_fast": t.gettext("Too many lines at once. Wait a moment. Nothing was changed."),
        "too_many": t.gettext("Too many connections from your address."),
        "no_table": t.gettext("There is no table at this address."),
        "full": t.gettext("Every seat at this table is taken."),
        "no_seat": t.gettext("Join a table first."),
        "bad_game": t.gettext("No game of that name can be played here."),
        "too_many_tables": t.gettext("This connection has opened enough tables."),
        "not_opened": t.gettext("The table could not be opened, and nothing was kept. Try again."),
        "not_kept": t.gettext("That could not be kept, so nothing was changed. Try again."),
        "idle": t.gettext("This connection said nothing for too long, so it was closed."),
        "busy": t.gettext("The server is thinking for many tables now. Ask again in a moment."),
        "not_thought": t.gettext("That could not be worked out now. Nothing was changed. Try again."),
    }
    return texts[reason]


def web_texts(lang: str) -> dict[str, str]:
    """The web page's own words (labels, buttons, status), in ``lang``."""
    t = online(lang)
    return {
        "title": t.gettext("Alea table"),
        "log": t.gettext("Game"),
        "command": t.gettext("Command"),
        "send": t.gettext("Send"),
        "choices": t.gettext("Choices"),
        "language": t.gettext("Language"),
        "verbosity": t.gettext("Verbosity"),
        "connecting": t.gettext("Connecting."),
        "connected": t.gettext("Connected."),
        "lost": connection_lost(lang),
        "skip": t.gettext("Skip to the command field"),
        "open": t.gettext("Open a table"),
        "players": t.gettext("Players"),
        # TRANSLATORS: the first choice of the number of players of a new table: the game's own count.
        "usual": t.gettext("As the game usually has"),
        # TRANSLATORS: the label of the list of games a new table may play.
        "game": t.pgettext("new table", "Game"),
    }
