"""The tests' fixtures package: every helper shared by several test files, one signature each.

``kit.game`` plays Tesseract from exact positions; ``kit.narration`` plays random games for the
narration tests; ``kit.positions`` holds positions worth narrating; ``kit.table`` seats a table;
``kit.hint_play`` plays by the hints; ``kit.hostile`` builds hostile save files; ``kit.sound`` hears
what the speech said. ``tests/`` is on ``sys.path`` (pytest puts the root conftest's folder there).
"""
