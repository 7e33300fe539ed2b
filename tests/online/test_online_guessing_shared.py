"""Issue 42, items 2 and 6: wrong seat codes counted across processes. Two servers (each its own
storage and relay connections, :class:`test_online_outage.Node`) on one real PostgreSQL database; a
guesser spends an address's and a table's wrong codes at both. Each process used to count alone,
so two gave twice the budget and the right code was then let through at the other; now the
budgets are the database's, and past them the right code is refused unchecked at either."""

from __future__ import annotations

from alea.online import messages
from alea.online.guessing import ADDRESS_BURST, TABLE_BURST
from alea.online.seatcode import seat_code

import test_online_outage
from test_online_guessing import guess, wrong
from test_online_outage import connect, two_servers


def refused(answer: dict) -> bool:
    """Whether ``answer`` refuses the code unchecked, the budget spent (the minutes to wait)."""
    return answer["t"] == "error" and any(line == messages.too_many_guesses(minutes, "en")
                                          for minutes in range(1, 121) for line in answer["lines"])


def test_wrong_seat_codes_are_counted_once_for_all_processes(tmp_path, postgres_cluster, monkeypatch):
    database = postgres_cluster.new_database()
    monkeypatch.setenv("ALEA_DATABASE", database)

    async def body(urls: list[str], a, b) -> None:  # type: ignore[no-untyped-def]
        host = await connect(test_online_outage._http,  # the session two_servers opens
                              urls[0], "en")
        await host.send(t="open", game="multiverse", players=2, seed=4)
        code = (await host.next("opened"))["code"]
        await host.send(t="join", code=code, lang="en")
        right = seat_code((await host.next("seat"))["token"])
        # One address: its wrong codes at A, then at B, alternately; past its budget (counted once
        # for both), even the right code at B is refused unchecked.
        for step in range(ADDRESS_BURST):
            answer = await guess(urls[step % 2], code, wrong(right, step), "127.0.0.2")
            assert answer["lines"] == [messages.refusal("bad_seat_code", "en")], answer
        assert refused(await guess(urls[1], code, right, "127.0.0.2"))
        assert refused(await guess(urls[0], code, right, "127.0.0.2"))
        # The table: wrong codes from other addresses, half at each process, up to its budget in all;
        # then the right code from an address with codes to spare is refused at either.
        spent = ADDRESS_BURST
        address = 3
        while spent < TABLE_BURST:
            for _ in range(min(ADDRESS_BURST, TABLE_BURST - spent)):
                answer = await guess(urls[spent % 2], code, wrong(right, spent), f"127.0.0.{address}")
                assert answer["lines"] == [messages.refusal("bad_seat_code", "en")], answer
                spent += 1
            address += 1
        for url in urls:
            assert refused(await guess(url, code, right, f"127.0.0.{address}"))
    two_servers(tmp_path, database, body)
