"""Tesseract at the table: typed arguments onto engine moves, decisions as numbered questions.

The table (``alea.table``) is game-independent; this package is the one place
where it meets Tesseract's engine and narration.
"""
