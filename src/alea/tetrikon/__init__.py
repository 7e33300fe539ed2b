"""Tetrikon: the polyomino game made for blind players (spec: tetrikon-rules.md).

``engine`` holds the rules (no text), ``content`` the edition as data, ``bot`` a player that
reads only its seat's view.
"""
