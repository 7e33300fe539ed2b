"""Multiverse at the table: its plug-in (:mod:`.plugin`), words, argument kinds, commands and host."""
