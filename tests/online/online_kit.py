"""Real parts for the online tests: a server process on loopback, terminal clients as `alea join`
processes reading pipes, and the table's state read back from the server's own database."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

from typing import Any

from alea.i18n import catalog
from alea.kernel import Game as KernelGame
from alea.kernel.record import Stored
from alea.multiverse.engine import RULES as MULTIVERSE
from alea.multiverse.engine import Game as MultiverseGame
from alea.online.hosting import kept_record
from alea.online.database import open_storage
from alea.online.storage import Storage
from alea.tesseract.engine import Game as TesseractGame
from alea.tesseract.engine.record import Record
from alea.tetrikon.engine.rules import RULES as TETRIKON
from kit.processes import WAIT, Lines, environment, free_port, stop, wait_for  # noqa: F401  (the online tests import them from here)

ADDRESS = re.compile(r"https?://[0-9.:a-z]+/t/[A-Za-z0-9_-]+")


REPLAY = {
    "tesseract": lambda stored: TesseractGame.from_record(Record.opened(stored)),
    "multiverse": lambda stored: MultiverseGame.from_record(stored.open(MULTIVERSE)),
    "tetrikon": lambda stored: KernelGame.from_record(TETRIKON, stored.open(TETRIKON)),
}
"""Each game's record replayed, as the tests read a table back from the server's database."""


def kept_in(data: Path) -> Storage:
    """The storage a server with data folder ``data`` uses: the database ``ALEA_DATABASE`` names
    (the ``backend`` fixture's PostgreSQL one), else the SQLite file in ``data``."""
    return open_storage(data, database=os.environ.get("ALEA_DATABASE") or None)


class FullDisk:
    """The server's storage on a disk that fills up when told to (a real database otherwise): while
    ``full``, each method named in ``refused`` raises as a full disk does."""

    full = False

    def __init__(self, storage: Storage, refused: tuple[str, ...]) -> None:
        self.storage, self.refused = storage, refused

    def __getattr__(self, name: str) -> Any:
        found = getattr(self.storage, name)
        if name not in self.refused:
            return found

        def refusing(*args: Any) -> Any:
            if self.full:
                raise OSError(28, "No space left on device")
            return found(*args)
        return refusing


def replayed(data: Path, code: str) -> Any:
    """The game of table ``code`` as the server's database holds it now (read by another process)."""
    storage = kept_in(data)
    try:
        table = storage.load_table(code)
    finally:
        storage.close()
    assert table is not None
    stored: Stored = kept_record(table)[1]
    return REPLAY[table.game](stored)


def children(pid: int) -> list[int]:
    """The process's children now (a server's hint workers), from /proc."""
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            found += [int(child) for child in (task / "children").read_text().split()]
        except OSError:
            pass
    return found


def alive(pid: int) -> bool:
    """Whether a process is still there (and not a zombie)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


class ServerProcess:
    """``alea serve`` on loopback, with its database in ``data``."""

    def __init__(self, data: Path, port: int, *extra: str, files: int | None = None) -> None:
        self.data, self.port, self.extra = data, port, extra
        self.files = files
        """The hard limit on the server's open files (None: this process's), as a small machine has."""
        self.process: subprocess.Popen[str] | None = None
        self.start()

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "alea.main", "serve", "--port", str(self.port), "--data", str(self.data),
             *self.extra], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, encoding="utf-8",
            env=environment(self.data.parent), preexec_fn=None if self.files is None else self.limit_files)
        self.output = Lines(self.process.stdout)
        wait_for(lambda: self.output.find("Alea") or self.process.poll() is not None, "the server to start")
        assert self.process.poll() is None, self.output.since(0)

    def limit_files(self) -> None:
        """In the server's process before it starts: its soft and hard limits on open files."""
        import resource

        assert self.files is not None
        resource.setrlimit(resource.RLIMIT_NOFILE, (self.files // 2, self.files))

    def kill(self) -> None:
        """``kill -9``: the server gets no chance to tidy anything."""
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process is not None:
            stop(self.process, 10)

    def pending(self, code: str):  # type: ignore[no-untyped-def]
        """What the table's game waits for, read back from the server's database (record length too)."""
        game = self.game(code)
        return game.pending, len(game.record.entries)

    def game(self, code: str):  # type: ignore[no-untyped-def]
        """The table's game, read back from the server's database."""
        return replayed(self.data, code)


class TerminalClient:
    """``alea join`` in plain mode (its input is a pipe), one player at their own machine."""

    def __init__(self, home: Path, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "alea.main", "join", *args], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, encoding="utf-8",
            env=environment(home))
        self.output = Lines(self.process.stdout)

    def type(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def close(self) -> None:
        if self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.close()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


DOMAINS = ("online", "table", "tesseract")
"""The domains of a Tesseract table's sentences (another game's are its own and the first two)."""

PROPER = {"tesseract", "fission", "interphase", "orange", "cause", "action", "actions", "change", "chose",
          "table", "tables", "question", "questions", "message", "messages", "minute", "minutes", "signal",
          "normal", "verbose", "moment", "instant", "alea"}
"""Words spelt alike in two of our languages (or names): their being found proves nothing."""


@lru_cache(maxsize=None)
def foreign(lang: str, domains: tuple[str, ...] = DOMAINS) -> re.Pattern[str]:
    """One pattern for the literal parts (with a word of 5+ letters) of every message of the other
    two languages that ``lang``'s own catalogs do not hold too."""
    own: set[str] = set()
    for domain in domains:
        for text in catalog(domain, lang)._catalog.values():  # type: ignore[attr-defined]
            own.update(w.casefold() for w in re.findall(r"\w+", str(text)))
    fragments = set()
    for other in {"cs", "fr", "en"} - {lang}:
        for domain in domains:
            for ident, text in catalog(domain, other)._catalog.items():  # type: ignore[attr-defined]
                if not ident:
                    continue
                for literal in re.split(r"\{[^}]*\}", str(text)):
                    words = [w for w in re.findall(r"\w+", literal) if len(w) >= 5 and not w.isdigit()]
                    strange = [w for w in words if w.casefold() not in own and w.casefold() not in PROPER]
                    if len(strange) >= 2:  # two words of another language in one message: a leak
                        fragments.add(re.escape(literal.strip(" .,:;!?()>-/*")))
    return re.compile("|".join(sorted(fragments, key=len, reverse=True)), re.IGNORECASE)


def leaks(lang: str, lines: list[str], domains: tuple[str, ...] = DOMAINS) -> list[str]:
    """The lines that hold a message of another language (of the catalogs of ``domains``)."""
    pattern = foreign(lang, domains)
    return [line for line in lines if pattern.search(line)]


def next_line(game_id: str, game: Any, lang: str) -> str:
    """What the player the game waits for types next, in ``lang``: option 1 of a decision (yes of a
    yes/no question), else (Tesseract) a removable die taken or the turn ended, else the move of the game's own greedy bot, from that player's view, as the
    game's words say it (Multiverse: flip N or all; Tetrikon: its table narrator's typed line)."""
    from alea import games
    from alea.kernel.requests import Decision

    pending = game.pending
    if isinstance(pending, Decision):
        return "1"
    commands = games.plugin(game_id).command_list
    if game_id == "multiverse":
        from alea.multiverse.bot import GreedyBot
        from alea.multiverse.engine import Flip

        move = GreedyBot(pending.player).choose(game.view(pending.player), game.legal_moves())
        return f"{commands['flip'].word(lang)} {move.colour}" if isinstance(move, Flip) else commands["flipall"].word(lang)
    if game_id == "tetrikon":
        from alea.tetrikon.bot.greedy import choose
        from alea.tetrikon.table.narrator import TableNarrator

        view = game.view(frozenset({pending.player}))
        return TableNarrator(lang, "normal").typed(choose(view, game.legal_moves(), pending.player), view)
    if game_id == "tesseract":  # a removable top die taken into the lab, else the turn ended
        view = game.view()
        column = next((c.col for c in view.tower if c.dice and c.dice[-1].removable), None)
        if column is not None and view.actions_left and len(view.labs[view.active].dice) < view.labs[view.active].capacity:
            return f"{commands['remove'].word(lang)} {column}"
        return str(commands["end"].word(lang))
    raise LookupError(game_id)
