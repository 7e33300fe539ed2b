"""Lines from a pipe or a file: plain line input, one command per line.

Each line is echoed as ``> line`` before its answer, and the end of the input
ends ``alea`` with exit code 0, once the game's own voice (if it speaks) has
said everything. This is what transcripts record. prompt_toolkit is not even
imported here.
"""

from __future__ import annotations

from collections.abc import Iterable

from alea.cli.last_words import let_speech_finish, terminal_fd
from alea.table.session import Session


def plain_loop(session: Session, lines: Iterable[str]) -> int:
    """Read one command per line, echo it as ``> line``, answer it; exit 0 at the end of input.

    Each line stops what is left of the speech of the previous answer; at the end,
    the speech finishes (at a terminal, Enter cuts it short).
    """
    for raw in lines:
        if not session.running:
            break
        line = raw.rstrip("\r\n")
        session.output.echo(line, to_terminal=True)
        session.handle(line)
    session.last_words()  # nobody can answer a question now: what is lost is said
    let_speech_finish(session.output, terminal_fd(lines))
    session.output.close()
    return 0
