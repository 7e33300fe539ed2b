"""Tetrikon at the table: its plug-in (:mod:`.plugin`), words, argument kinds, commands, queries and host."""
