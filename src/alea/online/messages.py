"""Everything the online table says itself, in the ``online`` gettext domain (cs, fr, en).

The game's narration and the terminal table's answers keep their own domains; here are only
the sentences of the network: joining, leaving, whose turn, chat, and the refusals of bad
frames and of limits. Each function takes the language of the player who will read it.
"""

from __future__ import annotations

from alea.table.text import fold
from alea.i18n import LANGUAGES, Translations, catalog, format_list


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


def chat_control(lang: str) -> str:
    """A chat line holding a control character, an escape or a direction mark (U+202E ...); nothing was sent."""
    return online(lang).gettext("A chat line is text only, with no control characters, escapes or direction marks. "
                                "Nothing was sent.")


def chat_problem(code: str, most: int, lang: str) -> str:
    """Why a chat line was not sent: its :class:`~alea.table.text.LineProblem`'s ``code`` (empty,
    too_long, control), the longest line ``most``."""
    if code == "too_long":
        return chat_too_long(most, lang)
    return chat_control(lang) if code == "control" else chat_empty(lang)


def seat_moved(seat: int, lang: str) -> str:
    """Told to a connection whose seat was taken by another device (its token or seat code)."""
    return online(lang).gettext(
        "Your seat, player {number}, was taken on another device. This connection has stopped.").format(number=seat)


def chat_too_long(most: int, lang: str) -> str:
    """A chat line longer than the table takes; nothing was sent."""
    return online(lang).ngettext("A chat line holds at most {count} character. Nothing was sent.",
                                 "A chat line holds at most {count} characters. Nothing was sent.",
                                 most).format(count=most)


def listing(game: str, taken: int, count: int, watching: int, languages: str, begun: bool, lang: str) -> str:
    """One public table in the lobby: its game, seats taken of all, spectators, languages, begun or not."""
    t = online(lang)
    values = {"game": game, "taken": taken, "count": count, "watching": watching, "languages": languages}
    if begun:
        return t.gettext("{game}, seats taken {taken} of {count}, spectators {watching}, languages {languages}. "
                         "Under way.").format(**values)
    return t.gettext("{game}, seats taken {taken} of {count}, spectators {watching}, languages {languages}. "
                     "Not begun yet.").format(**values)


def no_tables(lang: str) -> str:
    """The lobby when no public table is open."""
    return online(lang).gettext("No public table is open now.")


def tables_at(address: str, count: int, lang: str) -> str:
    """The first line of ``alea tables``: how many public tables the server lists (none: said so,
    never "0 public table", issue 41)."""
    if count == 0:
        return online(lang).gettext("No public table is open at {address}.").format(address=address)
    return online(lang).ngettext("{count} public table at {address}.", "{count} public tables at {address}.",
                                 count).format(count=count, address=address)


def table_address(address: str, lang: str) -> str:
    """Under a table of ``alea tables``: where to join it."""
    return online(lang).gettext("Join at {address}").format(address=address)


def seat_code_told(code: str, lang: str) -> str:
    """Told when a player sits: the code that takes this seat on another device."""
    return online(lang).gettext("Your seat code is {code}. It takes this seat on another device.").format(code=code)


def watching(players: int, watchers: int, lang: str) -> str:
    """Told to a spectator who comes to watch."""
    return online(lang).ngettext(
        "You watch this table of {players} player, spectators {watchers}. You hear every move, and you may "
        "ask questions and chat, but not play.",
        "You watch this table of {players} players, spectators {watchers}. You hear every move, and you may "
        "ask questions and chat, but not play.", players).format(players=players, watchers=watchers)


def watcher_came(watchers: int, lang: str) -> str:
    """Told to the players when a spectator comes."""
    return online(lang).gettext("A spectator came to watch. Spectators {count}.").format(count=watchers)


def watcher_went(watchers: int, lang: str) -> str:
    """Told to the players when a spectator leaves."""
    return online(lang).gettext("A spectator left. Spectators {count}.").format(count=watchers)


def watchers_only(lang: str) -> str:
    """A spectator typed an action, an answer or a setting of the game."""
    return online(lang).gettext("A spectator watches, and may ask questions and chat, not play.")


def chat_watcher(text: str, lang: str) -> str:
    """A chat line from a spectator."""
    return online(lang).gettext("Chat, a spectator. {text}").format(text=text)


def missed(count: int, shown: int, lang: str) -> str:
    """Before what a returning player missed: how many messages, and how many of them follow."""
    t = online(lang)
    if shown < count:
        return t.ngettext("While you were away, {count} message. Here is the last {shown}.",
                          "While you were away, {count} messages. Here are the last {shown}.",
                          shown).format(count=count, shown=shown)
    return t.ngettext("While you were away, {count} message. Here it is.",
                      "While you were away, {count} messages. Here they are.", count).format(count=count)


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


def watcher_left(lang: str) -> str:
    """Told to a spectator who types quit (a spectator has no seat to keep)."""
    return online(lang).gettext("You stopped watching this table. Join again with the same address to watch it again.")


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


def board_elsewhere(lang: str) -> str:
    """The answer of ``alea --board`` to a request addressed to another name than this computer's."""
    return online(lang).gettext("This board is shown only at this computer's own address, as the terminal said.")


def unreadable(lang: str) -> str:
    """The server sent something the client cannot read (not JSON, a frame lacking what it needs): left out."""
    return online(lang).gettext("The server sent something Alea cannot read, and it was left out.")


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
            "too_many_tables", "not_opened", "not_kept", "idle", "busy", "not_thought", "bad_seat_code",
            "too_many_watchers")
"""The reasons a frame or a connection is refused (:func:`refusal`)."""


# ---------------------------------------------------------------- the database away (alea.online.outage)


def memory_away(lang: str) -> str:
    """Told to every seat when the server's database cannot be reached, and to whatever is typed
    meanwhile: the table pauses, nothing is kept, play resumes by itself."""
    return online(lang).gettext("The tables' memory is away for a moment, so this table pauses, and nothing typed "
                                "now is kept. Play resumes by itself when it is back.")


def not_hearing(lang: str) -> str:
    """Told to every seat when this server cannot hear the other servers that share its tables (its
    copy of the table may be behind), and to whatever is typed meanwhile."""
    return online(lang).gettext("This server has lost touch with the other servers of this table, so the table "
                                "pauses, and nothing typed now is kept. Play resumes by itself in a moment.")


def resumed(lang: str) -> str:
    """Told to every seat when the pause ends: the table was read back and play goes on."""
    return online(lang).gettext("The table is back. Play resumes.")


def behind(lang: str) -> str:
    """A move refused because another server moved at the table first: the table is read again."""
    return online(lang).gettext("Someone else's move came first, so yours was not made. Here is where the "
                                "game stands now.")


# ---------------------------------------------------------------- bots at the table


def bots_play(seats: list[int], lang: str) -> str:
    """Told to a player who sits down: which seats bots play (numbers from 1)."""
    t = online(lang)
    return t.ngettext("A bot plays seat {seats}.", "Bots play seats {seats}.", len(seats)).format(
        seats=format_list([str(seat) for seat in seats], lang))


def bad_bots(players: int, lang: str) -> str:
    """``--bots`` asking for more bots than the table has seats."""
    return online(lang).ngettext("This table has {count} seat, so it takes at most {count} bot.",
                                 "This table has {count} seats, so it takes at most {count} bots.",
                                 players).format(count=players)


def bot_sat(seat: int, lang: str) -> str:
    """Told to everyone when the host gives a free seat to a bot."""
    return online(lang).gettext("The host gave seat {number} to a bot. It plays there from now on.").format(number=seat)


def bot_stands_in(seat: int, lang: str) -> str:
    """Told to everyone when a bot takes over the seat of a player who is away."""
    return online(lang).gettext(
        "Player {number} is away, so a bot plays for them until they come back.").format(number=seat)


def bot_gives_back(seat: int, lang: str) -> str:
    """Told to everyone when a player comes back to the seat a bot played for them."""
    return online(lang).gettext("Player {number} is back, and the bot gives their seat back.").format(number=seat)


def bot_played_for_you(lang: str) -> str:
    """Told to a player who comes back to the seat a bot played for them."""
    return online(lang).gettext("A bot played for you while you were away. Your seat is yours again.")


def bot_failed(seat: int, lang: str) -> str:
    """Told to everyone when the bot of a seat could not work out its move (a worker died ...)."""
    return online(lang).gettext("The bot of seat {number} could not work out its move. It tries again.").format(
        number=seat)


# ---------------------------------------------------------------- the host's powers


def you_host(lang: str) -> str:
    """Told to the host as they sit down: what the host may do."""
    t = online(lang)
    words = {key: t.pgettext("command", key) for key in ("bot", "expel", "host")}
    return t.gettext("You are the host of this table. The command {bot} and a seat number gives that seat to a "
                     "bot, {expel} and a number removes that player, {host} and a number passes the host on."
                     ).format(**words)


def host_is(seat: int, lang: str) -> str:
    """Told to a player who sits down: who the host is."""
    return online(lang).gettext("Player {number} is the host of this table.").format(number=seat)


def not_host(host: int, lang: str) -> str:
    """A host's command typed by another player: refused."""
    return online(lang).gettext("Only the host, player {number}, may do that.").format(number=host)


def no_such_seat(seat: int, count: int, lang: str) -> str:
    """A host's command naming a seat the table does not have."""
    return online(lang).ngettext("There is no seat {number}. The table has {count} seat.",
                                 "There is no seat {number}. The table has {count} seats.", count).format(
        number=seat, count=count)


def bot_already(seat: int, lang: str) -> str:
    """``bot N`` at a seat a bot already plays."""
    return online(lang).gettext("A bot plays seat {number} already.").format(number=seat)


def player_present(seat: int, lang: str) -> str:
    """``bot N`` at the seat of a player who is at the table."""
    return online(lang).gettext("Player {number} is at the table. A bot takes only a free seat, "
                                "or the seat of a player who is away.").format(number=seat)


def seat_free(seat: int, lang: str) -> str:
    """``expel N`` or ``host N`` at a free seat."""
    return online(lang).gettext("Seat {number} is free, nobody sits there.").format(number=seat)


def not_yourself(lang: str) -> str:
    """``expel`` naming the host's own seat."""
    return online(lang).gettext("The host does not remove their own seat. Pass the host on first.")


def expelled(seat: int, lang: str) -> str:
    """Told to everyone when the host removes a player (or a bot)."""
    return online(lang).gettext("The host removed player {number} from the table. Their seat is free.").format(
        number=seat)


def you_were_expelled(seat: int, lang: str) -> str:
    """Told to the player the host removed; their connection stops."""
    return online(lang).gettext("The host removed you from the table. Your seat, player {number}, is free now. "
                                "This connection has stopped.").format(number=seat)


def host_already(lang: str) -> str:
    """``host N`` naming the host's own seat."""
    return online(lang).gettext("You are the host already.")


def host_needs_player(seat: int, lang: str) -> str:
    """``host N`` naming a seat a bot plays."""
    return online(lang).gettext("A bot plays seat {number}, and a bot is never the host.").format(number=seat)


def new_host(seat: int, lang: str) -> str:
    """Told to everyone when the host role passes."""
    return online(lang).gettext("Player {number} is the host now.").format(number=seat)


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
        "bad_seat_code": t.gettext("No seat at this table has that seat code."),
        "too_many_watchers": t.gettext("This table has as many spectators as it can hold."),
        "too_many_bot_tables": t.gettext("You already watch as many tables played by bots alone as one address "
                                         "may. Leave one of them first."),
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
        # TRANSLATORS: the button of a page whose seat was taken on another device: it takes the seat back here.
        "retake": t.gettext("Take the seat back"),
        "tables": t.gettext("Open tables"),
        # TRANSLATORS: a link of the front page's list of tables: take the next free seat there.
        "join": t.gettext("Join"),
        # TRANSLATORS: a link or button: follow a table as a spectator (no seat, no moves).
        "watch": t.gettext("Watch"),
        # TRANSLATORS: a check box of the form that opens a table: list it on the front page.
        "public": t.gettext("Public table, listed on the front page"),
        "seatcode": t.gettext("Seat code"),
        # TRANSLATORS: the button that takes a seat by its seat code, on this device.
        "takeseat": t.gettext("Take my seat here"),
        # TRANSLATORS: a button that says the seat code of the seat this page holds.
        "showcode": t.gettext("Say my seat code"),
        # TRANSLATORS: a link from a table's page to the server's front page (the list of tables).
        "front": t.gettext("Back to the front page"),
        "open": t.gettext("Open a table"),
        "players": t.gettext("Players"),
        # TRANSLATORS: the first choice of the number of players of a new table: the game's own count.
        "usual": t.gettext("As the game usually has"),
        # TRANSLATORS: the label of the list of games a new table may play.
        "game": t.pgettext("new table", "Game"),
        # TRANSLATORS: the check box that turns the page's sound cues on (docs/sound.md).
        "sounds": t.gettext("Sounds"),
        "volume": t.gettext("Sound volume"),
    }


def seat_code_form(lang: str) -> str:
    """A seat code typed that has not the form of one (twelve signs): refused unchecked."""
    return online(lang).gettext("A seat code has twelve signs, a letter and a digit in turn, such as L4X 9M2 R5T 6W3. "
                                "An older code of six signs is the first half of its seat's code now. "
                                "Nothing was changed.")


def too_many_opened(minutes: int, lang: str) -> str:
    """``open`` refused: enough tables were opened from this address or on the whole server."""
    return online(lang).ngettext(
        "Enough new tables have been opened for now, from your address or on this server. You can still join "
        "an open table, or open one in {count} minute.",
        "Enough new tables have been opened for now, from your address or on this server. You can still join "
        "an open table, or open one in {count} minutes.", minutes).format(count=minutes)


def too_many_guesses(minutes: int, lang: str) -> str:
    """Seat codes refused unchecked: too many wrong ones at this table or from this address."""
    return online(lang).ngettext(
        "Too many wrong seat codes were tried at this table or from your address. Try again in {count} minute, "
        "or come back from the device that holds your seat.",
        "Too many wrong seat codes were tried at this table or from your address. Try again in {count} minutes, "
        "or come back from the device that holds your seat.", minutes).format(count=minutes)


def kept_out(minutes: int, lang: str) -> str:
    """A client from the address the host just removed from this table, kept out for a while."""
    return online(lang).ngettext(
        "The host removed a player from this table from your address. You may come back in {count} minute.",
        "The host removed a player from this table from your address. You may come back in {count} minutes.",
        minutes).format(count=minutes)


def watcher_chat_too_fast(lang: str) -> str:
    """A spectator's chat line past their own limit: refused to them alone."""
    return online(lang).gettext("You chat too fast. Wait a moment. That line was not sent.")


def watchers_chat_full(lang: str) -> str:
    """A spectator's chat line past what the spectators of the table may send together."""
    return online(lang).gettext("The spectators have chatted a lot just now. Wait a moment. That line was not sent.")


def host_left(old: int, new: int, lang: str) -> str:
    """Told to everyone when the host leaves and the role passes to a player still at the table."""
    return online(lang).gettext("Player {old}, the host, left, so player {new} is the host now.").format(old=old, new=new)


def server_full(lang: str) -> str:
    """A newcomer refused because the server holds as many connections as it can."""
    return online(lang).gettext("This server is full now. Try again in a few minutes.")


def watcher_idle(lang: str) -> str:
    """A spectator's connection closed after a long silence (or to make room for a newcomer)."""
    return online(lang).gettext("You watched for a long time without a word, so this connection was closed to make "
                                "room. Join again to watch.")


def foreign_origin(lang: str) -> str:
    """A WebSocket opened by a page of another site: refused."""
    return online(lang).gettext("This table server takes connections only from its own pages and from alea join.")
