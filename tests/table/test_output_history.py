"""A seat's history: its last messages kept as messages, older ones as the lines they were said in
(what a server's seat keeps, ONLINE_LIVE); and a narration put into words once per language."""

from __future__ import annotations

import gc
import weakref

from alea.table.output import HISTORY_SIZE, ONLINE_LIVE, Output
from alea.i18n import catalog
from alea.narration.message import RENDERED, Catalog, Narrated, Pick

TABLE = Catalog("table")
NOTHING = "Nothing has been said yet."


class Held:
    """A value a message is put into words from (a view), whose life the test watches."""


class Counting:
    """A narrator that counts how often it puts something into words, per language."""

    calls: dict[str, int] = {}

    def __init__(self, lang: str, verbosity: str) -> None:
        self.lang = lang

    def said(self, held: Held, number: int) -> str:
        Counting.calls[self.lang] = Counting.calls.get(self.lang, 0) + 1
        return f"{self.lang} {number}"

    def options(self, held: Held) -> list[str]:
        Counting.calls[self.lang] = Counting.calls.get(self.lang, 0) + 1
        return [f"{self.lang} option {n}" for n in range(1, 6)]


def seat(lang: str, live: int) -> tuple[Output, list[str], list[str]]:
    """An output of ``live`` messages kept as messages, its written lines, and its language (a list
    to change)."""
    written: list[str] = []
    tongue = [lang]
    output = Output(lambda text: written.append(text.rstrip("\n")), live)
    output.tongue = lambda: (tongue[0], "normal")
    return output, written, tongue


def test_the_last_messages_are_said_again_in_the_language_set_now_older_ones_as_they_were_said():
    output, _, tongue = seat("en", live=2)
    for _ in range(3):
        output.say(TABLE.gettext(NOTHING))
    tongue[0] = "fr"
    french = catalog("table", "fr").gettext(NOTHING)
    assert french != NOTHING
    lines = [line for message in output.last(3) for line in output.render(message)]
    assert lines == [NOTHING, french, french]
    assert [line for message in output.messages for line in output.render(message)] == lines


def test_a_message_leaving_the_live_window_lets_go_of_what_it_was_put_into_words_from():
    output, written, _ = seat("cs", live=ONLINE_LIVE)
    held = Held()
    watched = weakref.ref(held)
    output.say(Narrated(Counting, "said", (held, 0)))
    del held
    for number in range(1, ONLINE_LIVE):
        output.begin_answer()  # each message the answer to a line of its own, as at a table
        output.say(Narrated(Counting, "said", (Held(), number)))
    gc.collect()
    assert watched() is not None  # still one of the last ONLINE_LIVE messages
    for number in range(ONLINE_LIVE, ONLINE_LIVE + RENDERED):  # and of the last renderings remembered
        output.begin_answer()
        output.say(Narrated(Counting, "said", (Held(), number)))
    gc.collect()
    assert watched() is None
    assert output.last(ONLINE_LIVE + RENDERED)[0] == ("cs 0",)
    assert written[0] == "cs 0"


def test_history_reaches_back_history_size_messages_and_no_further():
    output, _, _ = seat("en", live=ONLINE_LIVE)
    for number in range(HISTORY_SIZE + 7):
        output.say(Narrated(Counting, "said", (Held(), number)))
    kept = output.last(HISTORY_SIZE + 7)
    assert len(kept) == len(output.messages) == HISTORY_SIZE
    assert [line for message in kept for line in output.render(message)] == [
        f"en {number}" for number in range(7, HISTORY_SIZE + 7)]
    assert output.last(0) == [] and len(output.last(3)) == 3


def test_a_narration_heard_by_several_seats_is_put_into_words_once_per_language():
    Counting.calls = {}
    held, events = Held(), object()
    seats = [seat(lang, live=ONLINE_LIVE)[0] for lang in ("cs", "fr", "cs", "cs")]
    for output in seats:  # every seat builds its own message, of the same values
        output.say(Narrated(Counting, "said", ((events,), 1)), Narrated(Counting, "said", (held, 2)))
    assert Counting.calls == {"cs": 2, "fr": 2}
    labels = Narrated(Counting, "options", (held,))  # five options, one list put into words once
    assert [Pick(labels, n).render("cs", "normal") for n in range(5)] == [
        (f"cs option {n}",) for n in range(1, 6)]
    assert Counting.calls == {"cs": 3, "fr": 2}
