"""Tetrikon's rules: geometry, money, the flow of a match, legality, scoring and the views.

The engine holds no text: events, decisions and reasons are codes with data; narration turns
them into words.
"""
