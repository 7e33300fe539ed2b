"""Tetrikon's narration in cs, fr and en (gettext domain ``tetrikon``): events, refusals,
the diagram by rows, pieces in words. It reads the game only through a seat's view."""
