"""The race, Alea's example game: the one docs/adding-a-game.md walks through, file by file.

Two players roll a 4-sided die and race to a target. It is a whole game of the table, small:
its rules (:mod:`.rules`, the kernel's contract), its public game (:mod:`.game`), its words
(:mod:`.words`, the ``toy`` gettext domain in Czech, French and English), its commands
(:mod:`.commands`), its host (:mod:`.host`) and its plug-in (:mod:`.plugin`). It plays at the
terminal and online like the others, but the table lists it only when ``ALEA_EXAMPLES=1``
(:data:`alea.games.EXAMPLES`): a player should not meet a toy among the games.
"""
