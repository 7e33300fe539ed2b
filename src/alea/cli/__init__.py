"""The table: the command line that players use.

``alea`` starts a game. This package owns everything between the player's
keyboard and the narration: the command registry and its per-language words,
typed argument parsing, the REPL (prompt_toolkit in line mode, or plain line
input when stdin is not a terminal), settings, autosave and transcripts.
"""
