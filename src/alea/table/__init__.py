"""What a table holds besides its game: the seats around it (:mod:`alea.table.seats`)."""
