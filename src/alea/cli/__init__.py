"""The terminal: ``alea`` played at a keyboard with a screen reader.

This package is one of the two front ends (the other, :mod:`alea.online`, is the network's, and
the two never import each other). It holds only what a terminal needs: the command line
(:mod:`~alea.cli.command_line`), the first run and start (:mod:`~alea.cli.startup`), the REPL
(prompt_toolkit in line mode, :mod:`~alea.cli.repl`) or plain line input when stdin is not a
terminal (:mod:`~alea.cli.plain`), Tab completion, one write for an answer and its prompt, and the
files a player asks for (``alea export``, the command card). The table it drives, the same for
every game and for the network, is :mod:`alea.table`; the ``alea`` command is :mod:`alea.main`.
"""
