"""Multiverse: the seed's colour-switching game for 2 to 6 players (spec: multiverse-rules.md).

``engine`` holds the rules (no text), ``content`` the data (tokens, colours, sceptres, the die's
odds, column heights, the sceptre circle), ``bot`` a player that reads only a seat's view.
"""
