"""Consecutive views of a game share the die and column views that did not change (a server keeps
many views), and a shared view says exactly what a view built afresh says."""

from __future__ import annotations

import random
from collections import OrderedDict

from alea.tesseract.engine import Config, Game
from alea.tesseract.engine import view as view_module


def fresh(game: Game) -> view_module.View:
    """The game's view built with nothing to share."""
    view_module._COLUMNS.clear()
    game._game.run.views.clear()
    return game.view()


def test_views_share_what_did_not_change_and_say_what_a_fresh_view_says():
    rng = random.Random(4)
    game = Game.new(Config(players=3, seed=11))
    previous = game.view()
    shared_columns = moves = 0
    while game.pending is not None and moves < 150:
        game.apply(rng.choice(game.legal_moves()))
        moves += 1
        view = game.view()
        shared_columns += sum(a is b for a, b in zip(view.tower, previous.tower))
        assert view == fresh(game)
        previous = game.view()
    assert moves > 20
    assert shared_columns > moves * 12  # of 16 columns, a move changes a few


def test_only_the_last_columns_used_are_kept_for_sharing(monkeypatch):
    # The bound is lowered here, so the test starts from an empty store: one filled to the real
    # bound by games played earlier in the same worker would only ever lose one column a move.
    monkeypatch.setattr(view_module, "SHARED_COLUMNS", 20)
    monkeypatch.setattr(view_module, "_COLUMNS", OrderedDict())
    rng = random.Random(2)
    game = Game.new(Config(players=2, seed=3))
    for _ in range(30):
        if game.pending is None:
            break
        game.apply(rng.choice(game.legal_moves()))
        view = game.view()
        assert len(view_module._COLUMNS) <= 20
        assert view == fresh(game)
