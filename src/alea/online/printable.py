"""What a terminal may print of what a server sent: its text without control or escape sequences.

A table server is somebody else's program. Whatever ``alea join`` prints of it (the table's lines,
chat, refusals, the table's address) goes through :func:`printable` first, so a hostile server can
neither retitle the window, write the clipboard (OSC 52), clear or redraw the screen (CSI), nor
reorder what is read with bidirectional overrides: every C0 and C1 control character, escape
sequence and bidirectional control is removed; a tab or a line break inside one line becomes a space
(one frame line is one printed line).
"""

from __future__ import annotations

import re

ESCAPES = re.compile(
    r"\x1b\][^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"   # OSC ... BEL/ST: title, clipboard, hyperlinks
    r"|\x1b[P^_X][^\x1b\x9c]*(?:\x1b\\|\x9c)?"       # DCS, PM, APC, SOS ... ST
    r"|\x1b\[[0-?]*[ -/]*[@-~]?"                     # CSI: cursor, erase, colour, modes
    r"|\x9b[0-?]*[ -/]*[@-~]?"                       # the 8-bit CSI
    r"|[\x90\x9d\x9e\x9f][^\x07\x1b\x9c]*(?:\x07|\x9c)?"  # 8-bit DCS, OSC, PM, APC
    r"|\x1b[ -/]*[0-~]?"                             # any other escape (charset, keypad, reset)
)
"""Escape sequences, whole (an unterminated one to the end of the text)."""

SPACES = re.compile("[\t\n\r\x0b\x0c\u2028\u2029]")

CONTROLS = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
"""What is left to remove: C0 and C1 controls, DEL, bidirectional marks, embeddings and isolates."""


def printable(text: str) -> str:
    """``text`` as a terminal may print it as one line: no escape sequence, no control character."""
    return CONTROLS.sub("", SPACES.sub(" ", ESCAPES.sub("", text)))
