"""Alea: an accessible game table. Its first game is Tesseract."""

__version__ = "0.1.0"
