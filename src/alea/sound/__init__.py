"""Sound cues at the terminal: Alea's sound pack (:mod:`alea.sound.pack`) and a player that never
waits (:mod:`alea.sound.player`). Which cue a batch of events or a table happening is, is the
table's business (:mod:`alea.table.cues`); this package only plays them. docs/sound.md."""
