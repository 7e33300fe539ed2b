"""Issue 27's lesson with real parts: `alea serve` on loopback, a Czech teacher who opens a lesson with
`alea join --new --lesson --game multiverse` (a process reading a pipe, as a teacher's terminal),
and a class of 30 spectators in Czech, French and English: three `alea join` processes (one joins
without `--watch`: a lesson seats its teacher alone, so they watch), one real chromium page (the
address with `?watch=1`, in English) and 26 of the same terminal client (`alea.online.client.Client`,
what `alea join` runs) in one process, so that the machine holds thirty of them. The teacher steps with Enter, `proč` (why), `další` (next), `zpátky` (back),
then `3` typed in passing (the demo's stop by its number: asked to confirm, `ne` goes on), then
`konec` (stop) and `ano`, the lesson's end (issue 37: one digit used to end it for everyone); every spectator hears every step and the why in their own
language only. The time from the teacher's line to the last spectator is printed for each step,
never asserted."""

from __future__ import annotations

import asyncio
import re
import statistics
import threading
import time
from pathlib import Path

import pytest

from alea import games
from alea.i18n import catalog
from alea.online import messages
from alea.multiverse.engine import Turn
from alea.online.client import Client, end_input, parse_address
from alea.table.commands import vocabulary

from online_kit import ADDRESS, ServerProcess, TerminalClient, environment, free_port, leaks, wait_for
from test_online_game import CHROMIUM, FLAGS, chromium_or_skip
from test_online_security import connect, with_server

GAME = "multiverse"
DOMAINS = ("online", "table", *games.plugin(GAME).domains)
CLASS = ["cs", "fr", "en"] * 10
"""The spectators' languages: 30 in all; the first three are `alea join` processes, the last a page."""

pytestmark = pytest.mark.slow


def said(lang: str, message: str) -> str:
    """A table message in ``lang``."""
    return catalog("table", lang).gettext(message)


INTRO = ("A lesson: the bots play a game, one turn at a time, and the teacher steps through it. Each of you "
         "hears every turn in your own language.")
END = "End of the lesson."
ASK_END = "End the lesson for the whole class?"


class Class:
    """The in-process spectators: real terminal clients in one event loop of their own, in a thread;
    each line they print is kept with the moment it arrived."""

    def __init__(self, address: str, langs: list[str], home: Path) -> None:
        self.heard: list[list[tuple[float, str]]] = [[] for _ in langs]
        self.loop = asyncio.new_event_loop()
        self.clients: list[Client] = []
        for index, lang in enumerate(langs):
            def write(text: str, index: int = index) -> None:
                for line in text.splitlines():
                    self.heard[index].append((time.monotonic(), line))
            found = parse_address(address)
            assert found is not None
            self.clients.append(Client(found, write, environment(home / f"c{index}"), lang=lang, verbosity=None,
                                       asked_lang=True, watch=True))
        self.langs = langs
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)

        async def everyone() -> None:
            await asyncio.gather(*(client.run() for client in self.clients))

        self.loop.run_until_complete(everyone())

    def count(self, index: int) -> int:
        return len(self.heard[index])

    def stop(self) -> None:
        for client in self.clients:
            self.loop.call_soon_threadsafe(end_input, client)
        self.thread.join(30)


def test_a_czech_teacher_steps_through_a_lesson_and_thirty_students_follow_each_in_their_language(tmp_path):
    chromium_or_skip()
    from playwright.sync_api import sync_playwright

    server = ServerProcess(tmp_path / "server", free_port(), "--max-per-address", "100")
    processes: list[TerminalClient] = []
    students: Class | None = None
    playwright = browser = None
    try:
        teacher = TerminalClient(tmp_path / "teacher", "--lang", "cs", "--new", "--lesson", "--game", GAME,
                                 server.origin)
        processes.append(teacher)
        address = ADDRESS.search(wait_for(lambda: teacher.output.find(ADDRESS), "the lesson's address")).group(0)
        wait_for(lambda: teacher.output.find(re.escape(said("cs", INTRO))), "the lesson's first words")
        for number, lang in enumerate(CLASS[:3]):  # the French one forgets --watch: a lesson makes them watch
            extra = () if lang == "fr" else ("--watch",)
            processes.append(TerminalClient(tmp_path / f"p{number}", *extra, "--lang", lang, address))
        students = Class(address, CLASS[3:-1], tmp_path)
        playwright = sync_playwright().start()
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS[1:])
        page = browser.new_page()
        page.goto(address + "?watch=1&lang=en")

        def read() -> list[str]:
            return [str(line) for line in page.eval_on_selector_all("#log p", "nodes => nodes.map(n => n.textContent)")]

        for watcher, lang in zip(processes[1:], CLASS):
            wait_for(lambda: watcher.output.find(re.escape(messages.watching(2, 1, lang)[:20])), "a process watching")
        wait_for(lambda: all(students.count(i) for i in range(len(students.clients))), "the class watching", 120)
        wait_for(lambda: any(line.startswith("You watch this table") for line in read()), "the page watching")
        words = {key: vocabulary.name("demo", key, "cs").split()[0] for key in ("next", "why", "back", "stop")}
        steps = ["", words["why"], words["next"], words["back"], "", words["why"], words["next"]]
        figures = []
        for step in steps:
            marks = [students.count(i) for i in range(len(students.clients))]
            seen = [watcher.output.count() for watcher in processes[1:]]
            shown = len(read())
            typed = time.monotonic()
            teacher.type(step)
            wait_for(lambda: all(students.count(i) > marks[i] for i in range(len(marks)))
                     and all(w.output.count() > n for w, n in zip(processes[1:], seen)) and len(read()) > shown,
                     f"the class to hear {step!r}", 180)
            arrivals = [students.heard[i][marks[i]][0] - typed for i in range(len(marks))]
            figures.append((step or "Enter", statistics.median(arrivals), max(arrivals)))
        # the lesson ends only with the teacher's yes: a digit typed in passing (3 is the demo's stop) asks
        # first, and no goes on; the end word asks again, and yes ends it for everyone
        yes, no = (vocabulary.name("answer", key, "cs").split()[0] for key in ("yes", "no"))
        question, goes_on = (re.escape(said("cs", m)) for m in (ASK_END, "The lesson goes on."))
        mark = teacher.output.count()
        teacher.type("3")
        wait_for(lambda: teacher.output.find(question, mark), "the teacher asked to confirm the end")
        teacher.type(no)
        wait_for(lambda: teacher.output.find(goes_on, mark), "the lesson going on")
        mark = teacher.output.count()
        teacher.type(words["stop"])
        wait_for(lambda: teacher.output.find(question, mark), "the teacher asked again")
        assert not any(line == said(lang, END) for index, lang in enumerate(students.langs)
                       for _, line in students.heard[index]), "the end only after the yes"
        teacher.type(yes)
        for index, lang in enumerate(students.langs):
            wait_for(lambda: any(line == said(lang, END) for _, line in students.heard[index]), "the lesson's end", 180)
        for watcher, lang in zip(processes[1:], CLASS):
            wait_for(lambda: watcher.output.find(re.escape(said(lang, END))), "the lesson's end", 60)
        wait_for(lambda: said("en", END) in read(), "the page hearing the lesson's end")
        assert not leaks("en", read(), DOMAINS), leaks("en", read(), DOMAINS)
        print("from the teacher's line to the spectators (the 26 in one process), seconds: step, median, last")
        for step, middle, last in figures:
            print(f"  {step}: {middle:.3f}, {last:.3f}")
        # each in their own language only, the why included
        for index, lang in enumerate(students.langs):
            lines = [line for _, line in students.heard[index]]
            assert not leaks(lang, lines, DOMAINS), (lang, leaks(lang, lines, DOMAINS))
        for watcher, lang in zip(processes[1:], CLASS):
            lines = watcher.output.since(0)
            assert not leaks(lang, lines, DOMAINS), (lang, leaks(lang, lines, DOMAINS))
        assert teacher.output.find(re.escape(said("cs", END)))
        # a student cannot step the lesson: their line is refused in their language
        processes[2].type(vocabulary.name("demo", "next", "fr").split()[0])
        wait_for(lambda: processes[2].output.find(r"La commande .* est inconnue|" + re.escape(messages.watchers_only("fr"))),
                 "the student's line refused")
    finally:
        if browser is not None:
            browser.close()
        if playwright is not None:
            playwright.stop()
        if students is not None:
            students.stop()
        for client in processes:
            client.close()
        server.stop()


def test_status_at_the_teachers_seat_describes_never_invites_a_move(tmp_path):
    """Issue 37: the teacher's seat holds player 1 of the lesson's table, and `stav` asked the teacher
    for the demo's player 1's move ("Hráč 1, vaše akce. Přepněte jednu barvu, 1 až 5, nebo všechny.")
    although the bots play it. Now it says whose turn it is, as to anyone not asked."""
    async def body(server, http, url):  # type: ignore[no-untyped-def]
        opener = await connect(http, url, "cs")
        await opener.send(t="open", game="multiverse", players=2, seed=3, lesson=True, lang="cs")
        code = (await opener.next("opened"))["code"]
        teacher = await connect(http, url, "cs")
        await teacher.send(t="join", code=code, lang="cs")
        await teacher.next("seat")
        shown = server.rooms[code].table.host
        checked = 0
        for _step in range(12):
            game = shown.demo_shown.game
            said = await teacher.line("stav")
            if isinstance(game.pending, Turn) and game.pending.player == 0:  # player 1's own turn
                checked += 1
                assert not any("1 až 5" in line or "vaše akce" in line for line in said), said
                assert any("Hráč 1 je na tahu." in line for line in said), said
            await teacher.line(vocabulary.name("demo", "next", "cs").split()[0])
        assert checked >= 3

    asyncio.run(with_server(tmp_path, body))
