"""``alea serve`` and ``alea join``: their options, in the player's language, and their start.

``alea serve [--host H] [--port P] [--data DIR]`` serves tables until it is stopped;
``alea join URL [--lang L] [--verbosity V] [--token T]`` sits at a table;
``alea join URL --new [--game G] [--players N] [--public]`` opens a table first and prints its address (the
game's name in any language; the server's first game when none is named);
``alea join URL --watch`` watches a table, ``--seat SEATCODE`` takes one's seat on this device;
``alea tables URL`` lists the server's public tables.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import sys
from collections.abc import Callable, Mapping, Sequence
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any, TextIO

from alea import games
from alea.table.commands import vocabulary
from alea.table.options import OptionError, find_lang, localized_parser
from alea.table.output import Speaker
from alea.table.settings import VERBOSITIES, Settings, read_settings
from alea.table.storage import data_dir
from alea.i18n import LANGUAGES, format_list
from alea.online import messages
from alea.online.crowd import WATCH_IDLE
from alea.online.doorman import IDLE, KEEP_ALIVE, MOST_PER_ADDRESS, SPARE, Doorman
from alea.online.outage import MOST

GC_YOUNG = 10_000
"""Allocations between two collections of the youngest generation while serving (Python's default: 700)."""

GC_MIDDLE = 10
"""Young collections between two of the middle generation while serving (Python's default: 10)."""

SWITCH_INTERVAL = 0.0005
"""Seconds a thread may hold the interpreter's lock while another waits for it, while serving
(Python's default: 0.005): the event loop waits less for a lesson's step (``sys.setswitchinterval``)."""

MOST_PLAYERS = 99
"""The most players ``--players`` takes; the server refuses a count the table's game cannot seat."""

DATABASE_VARIABLE = "ALEA_DATABASE"
"""The environment variable that names the PostgreSQL database when ``--database`` does not (a service's unit)."""

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765


def checked(values: Sequence[str], usage: str):  # type: ignore[no-untyped-def]
    """An argparse type that takes one of ``values`` and refuses anything else with ``usage``."""
    def check(word: str) -> str:
        if word not in values:
            raise OptionError(usage)
        return word
    return check


def worded(kind: str, values: Sequence[str], lang: str, usage: str):  # type: ignore[no-untyped-def]
    """An argparse type that takes one of ``values`` or its word in ``lang`` (list ``kind`` of
    :mod:`alea.table.commands.vocabulary`: ``--verbosity bref``), and refuses anything else with ``usage``."""
    def check(word: str) -> str:
        key = word if word in values else vocabulary.match(kind, word, lang)
        if key is None:
            raise OptionError(usage)
        return key
    return check


def number(low: int, high: int, usage: str):  # type: ignore[no-untyped-def]
    """An argparse type for a whole number from ``low`` to ``high``."""
    def check(word: str) -> int:
        if not word.isdigit() or not low <= int(word) <= high:
            raise OptionError(usage)
        return int(word)
    return check


def parse(parser, argv: Sequence[str], out: TextIO):  # type: ignore[no-untyped-def]
    """Parse ``argv``: the options, or the exit code after help or a usage error."""
    try:
        with redirect_stdout(out):
            return parser.parse_args(list(argv))
    except OptionError as error:
        out.write(f"{error}\n")
        return 2
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else 0


def serve(argv: Sequence[str], lang: str, out: TextIO, environ: Mapping[str, str]) -> int:
    """Run ``alea serve``; returns the exit code once the server stops."""
    from alea.online.bots import BOT_TABLES
    from alea.online.opening import ADDRESS_PER_HOUR, SERVER_PER_HOUR, Openings
    from alea.online.thinking import WAITING_PER_ADDRESS, Thinkers

    lang = find_lang(argv) or lang
    o = messages.online(lang)
    usage = o.gettext("Usage: alea serve [--host HOST] [--port PORT] [--data FOLDER]")
    parser = localized_parser("alea serve", o.gettext("Serve online tables."), lang, usage)
    parser.add_argument("--host", metavar=o.gettext("HOST"), default=DEFAULT_HOST,
                        help=o.gettext("the address to listen on"))
    parser.add_argument("--port", metavar=o.gettext("PORT"), type=number(0, 65535, usage), default=DEFAULT_PORT,
                        help=o.gettext("the port to listen on"))
    parser.add_argument("--data", metavar=o.gettext("FOLDER"), default=None,
                        help=o.gettext("the folder of the tables' database"))
    parser.add_argument("--max-per-address", metavar=o.gettext("NUMBER"), type=number(1, 100000, usage),
                        default=MOST_PER_ADDRESS, help=o.gettext("how many connections one address may open"))
    parser.add_argument("--database", metavar=o.gettext("ADDRESS"), default=environ.get(DATABASE_VARIABLE) or None,
                        help=o.gettext("a PostgreSQL database shared by several servers, as postgresql://user@host/name"))
    parser.add_argument("--thinkers", metavar=o.gettext("NUMBER"), type=number(0, 64, usage), default=1,
                        help=o.gettext("how many worker processes answer hints, so that no table waits for another's. With zero, the server answers them itself"))
    parser.add_argument("--thoughts-per-address", metavar=o.gettext("NUMBER"), type=number(1, 1000, usage),
                        default=WAITING_PER_ADDRESS,
                        help=o.gettext("how many hints and bot moves of one address may wait for a worker process"))
    parser.add_argument("--bot-tables", metavar=o.gettext("NUMBER"), type=number(0, 10000, usage), default=BOT_TABLES,
                        help=o.gettext("how many tables of bots alone one address may watch at once"))
    parser.add_argument("--idle", metavar=o.gettext("SECONDS"), type=number(1, 86400, usage), default=int(IDLE),
                        help=o.gettext("how long a connection may say nothing before it is closed, in seconds"))
    parser.add_argument("--max-connections", metavar=o.gettext("NUMBER"), type=number(1, 1000000, usage),
                        default=None, help=o.gettext("how many connections the server holds at once, "
                                                     "by default 4000 or fewer to fit the limit on open files"))
    parser.add_argument("--watch-idle", metavar=o.gettext("SECONDS"), type=number(1, 604800, usage),
                        default=int(WATCH_IDLE), help=o.gettext("how long a spectator may say nothing before "
                                                                "the connection is closed, in seconds"))
    parser.add_argument("--tables-per-hour", metavar=o.gettext("NUMBER"), type=number(1, 100000, usage),
                        default=ADDRESS_PER_HOUR, help=o.gettext("how many tables one address may open in an hour"))
    parser.add_argument("--server-tables-per-hour", metavar=o.gettext("NUMBER"), type=number(1, 1000000, usage),
                        default=SERVER_PER_HOUR, help=o.gettext("how many tables the whole server opens in an hour"))
    parser.add_argument("--durable", action="store_true",
                        help=o.gettext("write every move through to the disk, so that it survives a power cut"))
    parser.add_argument("--bot-pause", metavar=o.gettext("SECONDS"), type=number(0, 60, usage), default=None,
                        help=o.gettext("how long a bot at a table waits before its move, in seconds, by default one"))
    parser.add_argument("--reconnect", metavar=o.gettext("SECONDS"), type=number(1, 3600, usage), default=int(MOST),
                        help=o.gettext("the longest wait between two tries to reach a PostgreSQL database that "
                                       "went away, in seconds"))
    parser.add_argument("--lang", metavar="|".join(LANGUAGES), type=checked(LANGUAGES, usage), default=lang,
                        help=o.gettext("language"))
    options = parse(parser, argv, out)
    if isinstance(options, int):
        return options
    from aiohttp import web

    from alea.online.server import Server, server_environ
    from alea.table.guard import log_exception
    from alea.online.database import is_postgres, open_storage

    folder = Path(options.data) if options.data else data_dir(environ) / "server"
    database = options.database
    if database and not is_postgres(database):
        out.write(messages.bad_database(lang) + "\n")
        return 2
    try:
        storage = open_storage(folder, database=database, durable=options.durable, most=options.reconnect)
    except Exception as error:  # no such server, refused, a database we may not write ...
        log_exception({"ALEA_DATA_DIR": str(folder)}, error)
        out.write(messages.no_database(lang) + "\n")
        return 1
    from alea.online.relay import open_relay

    thinkers = (Thinkers(options.thinkers, dict(server_environ(folder)), waiting_per_address=options.thoughts_per_address)
                if options.thinkers else None)
    server = Server(storage, data=folder, max_per_address=options.max_per_address,
                    relay=open_relay(database, server_environ(folder), options.reconnect),
                    thinkers=thinkers, openings=Openings(options.tables_per_hour, options.server_tables_per_hour))
    server.bot_tables = options.bot_tables
    if options.bot_pause is not None:
        server.bot_pause = options.bot_pause
    server.watch_idle = float(options.watch_idle)
    from alea.online.limits import connection_cap, quiet_errors, raise_file_limit

    files = raise_file_limit()

    async def run() -> None:
        # The tables' many small long-lived objects made the collector run some 20 times a second
        # under load (benchmarks/online_load.py: 645 collections, 6.4 s in 30 s at 200 tables);
        # fewer, larger young generations: 7 collections, 1.1 s, for 2 MiB more.
        # The middle generation holds what survived the young collections since its last one: at
        # 50,000 and 20 its collection took up to 1.26 s of processor at 200 tables (120 s on the
        # busy machine); at 10,000 and 10, 0.38 s, and the young ones 0.06 s instead of 0.24 s,
        # for a sixth more collecting in all (docs/online.md).
        gc.freeze()
        gc.set_threshold(GC_YOUNG, GC_MIDDLE, 100)
        # A thread that runs Python (a lesson's step: its bots' search) holds the interpreter's lock
        # (the GIL) until it is asked to let go, every switch interval: 5 ms by default, paid again
        # each time the event loop takes the lock back, a dozen times a line. At 0.5 ms another
        # table's answers wait a tenth as long while a lesson runs (docs/online.md, "A lesson").
        sys.setswitchinterval(SWITCH_INTERVAL)
        quiet_errors(asyncio.get_running_loop(), server.environ)
        runner = web.AppRunner(server.app(), handle_signals=True, access_log=None, keepalive_timeout=KEEP_ALIVE)
        await runner.setup()
        door = Doorman(options.max_per_address, idle=options.idle,
                       cap=connection_cap(options.max_connections, files, 2 * SPARE), make_room=server.make_room)
        server.door = door
        server.idle = float(options.idle)
        assert runner.server is not None
        listening = await asyncio.get_running_loop().create_server(door.factory(runner.server), options.host,
                                                                    options.port, reuse_address=True)
        try:
            # Said once the port listens: whoever waits for this line can connect at once. The port is
            # the one bound (``--port 0`` lets the system choose one).
            port = listening.sockets[0].getsockname()[1] if listening.sockets else options.port
            host = f"[{options.host}]" if ":" in options.host else options.host
            out.write(messages.serving(f"http://{host}:{port}/", lang) + "\n")
            out.flush()
            await asyncio.Event().wait()  # until SIGINT or SIGTERM (GracefulExit)
        finally:
            listening.close()
            await runner.cleanup()

    try:
        asyncio.run(run())
    except (web.GracefulExit, KeyboardInterrupt):
        pass
    except OSError as error:  # the port is taken, the address is not ours ...
        out.write(f"{error.strerror or error}\n")
        return 1
    finally:
        storage.close()
        if thinkers is not None:
            thinkers.close()
        for pool in (server.bot_thread, server.lesson_steps):
            if pool is not None:
                pool.close()
    return 0


def addressed(program: str, about: str, lang: str, usage: str, address: str):  # type: ignore[no-untyped-def]
    """The parser of a command that takes an address and ``--lang`` (``alea join``, ``alea tables``)."""
    o = messages.online(lang)
    parser = localized_parser(program, about, lang, usage)
    parser.add_argument("address", metavar=o.gettext("ADDRESS"), help=address)
    parser.add_argument("--lang", metavar="|".join(LANGUAGES), type=checked(LANGUAGES, usage), default=lang,
                        help=o.gettext("language"))
    return parser


def tables(argv: Sequence[str], lang: str, out: TextIO, environ: Mapping[str, str]) -> int:
    """Run ``alea tables URL``: the server's public tables, each line in the reader's language, then its address."""
    lang = find_lang(argv) or lang
    o = messages.online(lang)
    usage = o.gettext("Usage: alea tables ADDRESS [--lang cs|fr|en]")
    parser = addressed("alea tables", o.gettext("List the public tables of a table server."), lang, usage,
                       o.gettext("the server's address"))
    options = parse(parser, argv, out)
    if isinstance(options, int):
        return options
    from alea.online.client import list_tables, parse_address

    address = parse_address(options.address)
    if address is None or address.code is not None:
        out.write(messages.bad_address(options.address, options.lang) + "\n")
        return 2
    found = asyncio.run(list_tables(address, options.lang))
    if found is None:
        out.write(messages.unreachable(address.page, options.lang) + "\n")
        return 1
    out.write(messages.tables_at(address.page, len(found.tables), options.lang) + "\n")
    for line, where in found.tables:
        out.write(line + "\n" + messages.table_address(where, options.lang) + "\n")
    if found.unreadable:
        out.write(messages.unreadable(options.lang) + "\n")
    return 0


def join(argv: Sequence[str], lang: str, out: TextIO, environ: Mapping[str, str], stdin: TextIO) -> int:
    """Run ``alea join``; returns the exit code once the player leaves or the input ends."""
    saved = read_settings(environ).settings
    asked = find_lang(argv)
    lang = asked or lang
    o = messages.online(lang)
    usage = o.gettext("Usage: alea join ADDRESS [--lang cs|fr|en] [--new --game GAME --players N]")
    parser = addressed("alea join", o.gettext("Sit at an online table."), lang, usage, o.gettext("the table's address"))
    parser.add_argument("--verbosity", metavar="|".join(vocabulary.name("verbosity", v, lang) for v in VERBOSITIES),
                        type=worded("verbosity", VERBOSITIES, lang, usage), default=None,
                        help=o.gettext("terse, normal or verbose"))
    parser.add_argument("--token", metavar=o.gettext("TOKEN"), default=None,
                        help=o.gettext("the seat token that takes your seat back"))
    parser.add_argument("--watch", action="store_true",
                        help=o.gettext("watch the table as a spectator: every move in your language, no seat"))
    parser.add_argument("--seat", metavar=o.gettext("SEATCODE"), default=None,
                        help=o.gettext("take your seat on this device with the seat code you were told"))
    parser.add_argument("--new", action="store_true", help=o.gettext("open a new table at this server"))
    parser.add_argument("--public", action="store_true",
                        help=o.gettext("list the new table on the server's front page and in alea tables"))
    parser.add_argument("--bots", metavar=o.gettext("NUMBER"), type=number(0, MOST_PLAYERS, usage), default=None,
                        help=o.gettext("how many seats of the new table bots play, the last ones"))
    parser.add_argument("--lesson", action="store_true",
                        help=o.gettext("open a lesson: you step through a game of the bots, the class watches"))
    parser.add_argument("--takeover", metavar=o.gettext("SECONDS"), type=number(0, 86400, usage), default=None,
                        help=o.gettext("a bot plays the seat of a player away this long, until they come back"))
    names = format_list([entry.name(lang) for entry in games.GAMES], lang, "or")
    parser.add_argument("--game", metavar=o.gettext("GAME"), default=None,
                        help=o.gettext("the game of the new table: {games}, by its name in any language").format(
                            games=names))
    parser.add_argument("--players", metavar=o.gettext("NUMBER"), type=number(1, MOST_PLAYERS, usage),
                        default=None, help=o.gettext("how many players the new table seats, by default as many as the game usually has"))
    parser.add_argument("--seed", metavar=o.gettext("NUMBER"), type=number(0, 2**31 - 1, usage), default=None,
                        help=o.gettext("the new game's seed, so that the game can be played again"))
    parser.add_argument("--speech", action="store_true", default=None,
                        help=o.gettext("the game speaks by itself, for players without a screen reader"))
    parser.add_argument("--sounds", action=argparse.BooleanOptionalAction, default=None,
                        help=o.gettext("sound cues on or off for this run, else as your sound settings say"))
    options = parse(parser, argv, out)
    if isinstance(options, int):
        return options
    from alea.online.client import Client, Voice, feed_plain, feed_prompt, parse_address

    address = parse_address(options.address)
    if address is None or (address.code is None) != options.new:
        out.write(messages.bad_address(options.address, lang) + "\n")
        return 2
    new: dict[str, Any] | None = None
    if options.new:
        new = {}  # without --players the server takes the saved count if the game seats it, else the game's usual
        if options.players is not None:
            new["players"] = options.players
        elif saved is not None:
            new["usual"] = saved.players
        if options.game is not None:
            new["game"] = options.game
        if options.seed is not None:
            new["seed"] = options.seed
        if options.public:
            new["public"] = True
        if options.bots is not None:
            new["bots"] = options.bots
        if options.takeover is not None:
            new["takeover"] = options.takeover
        if options.lesson:
            new["lesson"] = True
    verbosity = options.verbosity or (saved.verbosity if saved else None)
    interactive = stdin.isatty() and out.isatty()
    voice: Voice | None = None
    if options.speech or (options.speech is None and saved is not None and saved.speech):
        source = saved.voice if saved is not None else "auto"

        def voice(lang: str, notice: Callable[[str], None]) -> tuple[Speaker, str | None]:
            from alea import speech
            from alea.narration.message import text

            speaker, reason = speech.open_speaker(lang, on_notice=lambda said: notice(text(said, lang, "normal")),
                                                  source=source)
            return speaker, None if reason is None else text(reason, lang, "normal")

    async def main() -> int:
        def write(text: str) -> None:  # at a terminal, through prompt_toolkit's patched stdout
            (sys.stdout if interactive else out).write(text)

        client = Client(address, write, environ,
                        lang=options.lang, verbosity=verbosity, asked_lang=asked is not None,
                        token=options.token, new=new, voice=voice, watch=options.watch and not options.new,
                        seat_code=options.seat)
        from alea.online.join_sounds import JoinSounds

        settings = saved or Settings(lang=options.lang)  # left unset: on at a terminal, for this run
        this_run = options.sounds if options.sounds is not None else (interactive if settings.sounds is None else None)
        sounds = JoinSounds(settings, environ, client.say, this_run)
        client.cues = sounds.play
        client.local = sounds.typed
        if interactive:
            reader = asyncio.create_task(feed_prompt(client, environ, bool(saved and saved.colour),
                                                      saved.prompt if saved else None))
        else:
            feed_plain(client, asyncio.get_running_loop(), stdin)
        code = await client.run()
        if interactive:
            reader.cancel()
        await client.finish_speech()
        await asyncio.to_thread(sounds.close)
        return code

    try:
        return asyncio.run(main())
    except KeyboardInterrupt:
        return 130
