"""Sections 7 and 8 of the rules: research cards (R-C1..R-C3), explicit decisions, recorded
chance and replay, undo (R-D1..R-D3)."""

from __future__ import annotations

import json
import random

import pytest

from alea.kernel import run as kernel_run
from alea.tesseract.engine import (Action, Adjust, Choice, Config, Contain, End, Game, IllegalMove,
                                   Play, Record, SaveError, Transfer, load_game, save_game)
from alea.tesseract.engine import events as ev
from alea.tesseract.engine.content import OPS, load_content
from alea.tesseract.engine.requests import DECISION_KINDS, Decision, Turn
from kit.game import (B, O, P, Y, act, actions, choose, decision, end, is_turn, lab, lab_ids,
                      lab_values, of, primed, reason, refused, start)

QUIET = {"b2": [[P, 6]], "c3": [[P, 5]], "b4": [[O, 6]]}


# --- R-C1 -------------------------------------------------------------------------------------
def test_R_C1_only_the_holder_plays_a_card_in_their_own_action_phase():
    """R-C1: the other lab's identical card is neither listed nor playable in my turn; it is
    in theirs."""
    game = start(QUIET, [lab("statistician", dice=[[Y, 2]], hand=["calibrate"]),
                         lab("xenolinguist", dice=[[O, 2]], hand=["calibrate"])])
    mine, theirs = game.view().labs[0].hand[0], game.view().labs[1].hand[0]
    assert mine != theirs
    assert [a.card for a in actions(game, "play")] == [mine]
    assert reason(game, "play", card=theirs) == "not_your_card"
    end(game)
    assert game.view().active == 1 and [a.card for a in actions(game, "play")] == [theirs]
    assert reason(game, "play", card=mine) == "not_your_card"


def test_R_C1_the_archivists_ability_is_the_exception():
    """R-C1 ("unless an ability says otherwise"): the archivist's cards are playable in another
    researcher's action phase; the effect is the archivist's."""
    game = start(QUIET, [lab("statistician", dice=[[Y, 2]]),
                         lab("archivist", dice=[[O, 2]], hand=["invert"])])
    card = game.view().labs[1].hand[0]
    assert [a.card for a in actions(game, "play")] == [card]
    events = act(game, "play", card=card)
    assert [(e.lab, e.card) for e in of(events, ev.CardPlayed)] == [(1, card)]
    assert [(e.die, e.new) for e in of(events, ev.DieInverted)] == [(lab_ids(game, 1)[0], 5)]
    assert is_turn(game, 0, 3)


def test_R_C1_no_card_while_a_decision_is_pending():
    """R-C1: cards are played in the action phase, not in the middle of a question."""
    game = start(QUIET, [lab(dice=[[Y, 2]], hand=["calibrate"]), lab("statistician")])
    act(game, "transfer", die=lab_ids(game, 0)[0], lab=1)
    decision(game, "consent")
    err = refused(game, Play(card="calibrate#p0"))
    assert err.reason == "decision_pending"


def test_R_C1_there_is_no_hand_limit():
    """R-C1: a lab holding ten cards still draws an eleventh."""
    hand = ["calibrate", "extract", "courier", "invert", "relocate", "sample", "purge", "swap",
            "mirror", "stasis"]
    game = start(QUIET, [lab(dice=[[Y, 2], [O, 2], [B, 2]], hand=hand), lab("statistician")],
                 decks={"2": ["calibrate"], "3": [], "4": []})
    group = tuple(lab_ids(game, 0))
    act(game, "contain", group=group, die=group[0])
    game.force([1, 1])
    choose(game, "roll_count", 2)
    assert len(game.view().labs[0].hand) == 11 and game.view().labs[0].hand[-1] == "calibrate#p100"


# --- R-C2 -------------------------------------------------------------------------------------
def test_R_C2_a_card_with_no_legal_way_to_resolve_cannot_be_played():
    """R-C2: Purge with nothing primed, Quick Extraction with a full lab: cannot_resolve."""
    six = [[Y, v] for v in range(1, 7)]
    game = start(QUIET, [lab(dice=six, hand=["purge", "extract", "invert"]), lab("statistician")])
    assert reason(game, "play", card="purge#p0") == "cannot_resolve"
    assert reason(game, "play", card="extract#p1") == "cannot_resolve"
    assert [a.card for a in actions(game, "play")] == ["invert#p2"]
    game = start(QUIET, [lab(hand=["purge"]), lab("statistician")], primed=[[O, 4]])
    o4 = primed(game)[0][0]
    events = act(game, "play", card="purge#p0")
    assert [(e.die, e.cause) for e in of(events, ev.DieDestroyed)] == [(o4, "card:purge")]
    assert primed(game) == []


def test_R_C2_an_unlocked_containment_card_without_target_cannot_be_played():
    """R-C2 for containment cards: Singularity with an empty primed area."""
    game = start(QUIET, containment={"3": ["singularity", "unlocked"]})
    assert reason(game, "play_containment", value=3) == "cannot_resolve"
    assert actions(game, "play_containment") == []


# --- R-C3 -------------------------------------------------------------------------------------
def test_R_C3_every_card_and_ability_is_data_built_from_the_primitives():
    """R-C3: every effect of every research card, containment card and unique action is a list
    of steps whose ops are the engine's primitives (remove, adjust, set, invert, reroll,
    transfer, relocate, destroy, return, contain, draw (look), extra actions, skip priming,
    breach back, and the compositions swap and exchange_card)."""
    content = load_content()
    primitives = {"remove", "adjust", "set", "invert", "reroll", "transfer", "relocate",
                  "destroy", "return", "contain", "look", "extra_actions", "skip_priming",
                  "breach_back", "swap", "exchange_card"}
    assert OPS == primitives
    effects = ([c.effect for c in content.cards.values()]
               + [c.effect for c in content.containment.values()]
               + [r.unique for r in content.researchers.values()])
    assert len(effects) == 17 + 9 + 11
    for effect in effects:
        assert effect and all(step["op"] in primitives for step in effect)
    assert [len(content.deck(level)) for level in (2, 3, 4)] == [16, 14, 11]


def test_R_C3_the_engine_plays_what_the_data_says(monkeypatch):
    """R-C3: change a card's data and the same card does something else."""
    content = load_content()
    spec = content.cards["calibrate"]
    monkeypatch.setitem(content.cards, "calibrate",
                        type(spec)(spec.id, spec.level, spec.copies,
                                   ({"op": "breach_back", "count": 2},)))
    game = start(QUIET, [lab(hand=["calibrate"]), lab("statistician")], breach=3)
    events = act(game, "play", card="calibrate#p0")
    assert [(e.by, e.marker) for e in of(events, ev.BreachReduced)] == [(2, 1)]


# --- R-D1 -------------------------------------------------------------------------------------
def _every_listed_move_applies(game: Game) -> int:
    """Apply each legal move to a fresh replay of ``game``; returns how many were tried."""
    moves = game.legal_moves()
    pending = game.pending
    if isinstance(pending, Decision):
        assert pending.kind in DECISION_KINDS
        assert isinstance(pending.options, tuple) and len(pending.options) >= 1
        assert moves == [Choice(i) for i in range(len(pending.options))]
        json.dumps(pending.options)  # options are JSON values
    else:
        assert isinstance(pending, Turn) and End() in moves
    for move in moves:
        twin = Game.from_record(game.record)
        twin.apply(move)          # must not raise
    return len(moves)


@pytest.mark.parametrize("seed, players, base", [(1, 2, "3"), (2, 3, "D"), (3, 1, "C")])
def test_R_D1_every_decision_is_a_finite_list_and_every_listed_move_applies(seed, players, base):
    """R-D1: along seeded random games, every pending decision offers a finite list of JSON
    options, the legal moves are exactly its choices, and every listed move applies without
    raising."""
    game = Game.new(Config(players=players, seed=seed, base=base))
    rng = random.Random(seed)
    tried = 0
    kinds_seen = set()
    for _ in range(45):
        if game.pending is None:
            break
        if isinstance(game.pending, Decision):
            kinds_seen.add(game.pending.kind)
        tried += _every_listed_move_applies(game)
        moves = game.legal_moves()
        busy = [m for m in moves if not (isinstance(m, End))]
        game.apply(rng.choice(busy) if busy and rng.random() < 0.8 else rng.choice(moves))
    assert tried > 100 and "setup_corner" in kinds_seen


class Dance(Action):
    """An action type the rules do not know (no kind the codec reads)."""

    kind = "dance"


def test_R_D1_moves_of_the_wrong_sort_are_refused_and_change_nothing():
    """R-D1: an action while a decision waits, a choice while a turn waits, an index outside
    the options, an unknown action: all refused, nothing changed."""
    game = start(QUIET, [lab(dice=[[Y, 2]]), lab("statistician")])
    assert refused(game, Choice(0)).reason == "no_decision_pending"
    assert refused(game, Dance()).reason == "unknown_action"
    assert refused(game, "end").reason == "bad_argument"  # not a move at all
    act(game, "transfer", die=lab_ids(game, 0)[0], lab=1)
    assert refused(game, End()).reason == "decision_pending"
    assert refused(game, Choice(2)).reason == "bad_choice"
    assert refused(game, Choice(-1)).reason == "bad_choice"


# --- R-D2 -------------------------------------------------------------------------------------
def _random_game(seed: int, steps: int) -> Game:
    game = Game.new(Config(players=2, seed=seed, base="3"))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.pending is None:
            break
        moves = game.legal_moves()
        busy = [m for m in moves if not (isinstance(m, End))]
        game.apply(rng.choice(busy) if busy and rng.random() < 0.7 else rng.choice(moves))
    return game


def test_R_D2_tesseracts_chance_draws_as_it_always_did():
    """R-D2: Tesseract meets the kernel's rules contract under the name, record version and chance
    namespace every save and transcript holds: "alea-tesseract/{seed}/{index}" still draws."""
    from alea.kernel import Chance, Rules, chance_outcome
    from alea.tesseract.engine.rules import RULES

    assert isinstance(RULES, Rules)
    assert (RULES.name, RULES.version, RULES.chance_namespace) == ("tesseract", 1, "alea-tesseract")
    rng = random.Random("alea-tesseract/12/3")
    assert chance_outcome(RULES.chance_namespace, 12, 3, Chance("roll", 4)) == [
        rng.randint(1, 6) for _ in range(4)]


def test_R_D2_a_record_replays_to_the_same_view_without_the_random_source(monkeypatch, tmp_path):
    """R-D2: every chance outcome is in the record; replaying it (also through JSON and a save
    file) gives the same view without consulting the random source."""
    game = _random_game(5, 80)
    view = game.view()
    record = game.record
    assert any("c" in e for e in record.entries)

    def no_chance(*_args):
        raise AssertionError("the random source was consulted during a replay")

    monkeypatch.setattr(kernel_run, "chance_outcome", no_chance)  # where the kernel draws
    assert Game.from_record(record).view() == view
    again = Record.from_json(json.loads(json.dumps(record.to_json())))
    assert Game.from_record(again).view() == view
    save_game(game, tmp_path / "game.json")
    assert load_game(tmp_path / "game.json").view() == view


def test_R_D2_forced_outcomes_are_recorded_and_replayed():
    """R-D2: a chosen outcome is recorded like a drawn one, so the replay shows it."""
    game = start({"b2": [[O, 4]], "c3": [[B, 5]]})
    game.force([1])
    end(game)
    assert {"c": [1]} in game.record.entries
    assert Game.from_record(game.record).view() == game.view()
    assert primed(game)[-1][1] == 1


def test_R_D2_the_same_seed_and_moves_give_the_same_game():
    """R-D2: the seeded random source is the only source of chance."""
    a, b = _random_game(9, 40), _random_game(9, 40)
    assert a.record == b.record and a.view() == b.view()
    assert _random_game(10, 40).record != a.record


def test_R_D2_a_record_whose_outcome_does_not_fit_does_not_replay():
    """R-D2: a record is checked as it replays."""
    game = start({"b2": [[O, 4]], "c3": [[B, 5]]})
    game.force([1])
    end(game)
    entries = [dict(e) for e in game.record.entries]
    index = entries.index({"c": [1]})
    entries[index] = {"c": [7]}
    with pytest.raises(SaveError) as info:
        Game.from_record(Record(game.record.config, tuple(entries)))
    assert info.value.reason == "does_not_replay"


# --- R-D3 -------------------------------------------------------------------------------------
def test_R_D3_undo_over_plain_actions_restores_exactly():
    """R-D3: adjust and transfer (with its consent answer) are undone one move at a time, each
    time back to exactly the view before."""
    game = start(QUIET, [lab(dice=[[Y, 2], [O, 5]]), lab("statistician")], primed=[[B, 3]])
    y2, o5 = lab_ids(game, 0)
    views = [game.view()]
    assert not views[0].undo_possible
    act(game, "adjust", die=y2, delta=1)
    views.append(game.view())
    act(game, "adjust", die=primed(game)[0][0], delta=-1)
    views.append(game.view())
    act(game, "transfer", die=o5, lab=1)
    views.append(game.view())
    choose(game, "consent", True)
    assert game.view().undo_possible
    assert game.undo() == Choice(0)
    assert game.view() == views[3]
    assert game.undo() == Transfer(die=o5, lab=1)
    assert game.view() == views[2]
    assert game.undo() == Adjust(die=primed(game)[0][0], delta=-1)
    assert game.view() == views[1]
    game.undo()
    assert game.view() == views[0]
    with pytest.raises(IllegalMove) as info:
        game.undo()
    assert info.value.reason == "nothing_to_undo"


def test_R_D3_undo_over_a_removal_that_reveals_nothing():
    """R-D3: a removal that shows nothing new (a lone die, no neighbours, no event) undoes."""
    game = start({"b2": [[O, 4]], "c4": [[B, 5]]})
    before = game.view()
    act(game, "remove", col="b2")
    game.undo()
    assert game.view() == before


def _refused_undo(game: Game) -> str:
    view = game.view()
    assert not view.undo_possible
    with pytest.raises(IllegalMove) as info:
        game.undo()
    assert game.view() == view
    return info.value.reason


def test_R_D3_no_undo_past_a_roll():
    """R-D3: the roll after containing is a barrier (and so is everything before it)."""
    game = start(QUIET, [lab(dice=[[Y, 2], [O, 2], [B, 2], [P, 1]]), lab("statistician")])
    y2, o2, b2, p1 = lab_ids(game, 0)
    act(game, "adjust", die=p1, delta=1)
    act(game, "contain", group=(y2, o2, b2), die=y2)
    game.force([6, 6])
    choose(game, "roll_count", 2)
    assert _refused_undo(game) == "undo_barrier"
    assert lab_values(game, 0) == [6, 6, 2]


def test_R_D3_no_undo_past_a_draw():
    """R-D3: studying draws a card: no undo."""
    game = start(QUIET, [lab(hand=["calibrate"]), lab("statistician")],
                 decks={"2": [], "3": ["purge"], "4": []})
    act(game, "study", card="calibrate#p0")
    assert _refused_undo(game) == "undo_barrier"


def test_R_D3_no_undo_past_a_revealed_value_or_event():
    """R-D3: a removal that shows the value beneath, or an event, cannot be undone."""
    game = start({"b2": [[O, 4], [O, 1]], "c4": [[B, 5]]})
    events = act(game, "remove", col="b2")
    assert of(events, ev.ValueRevealed)
    assert _refused_undo(game) == "undo_barrier"
    game = start({"b3": [[O, 4]], "c4": [[B, 5]]}, primed=[[Y, 3]])
    game.force([2])
    events = act(game, "remove", col="b3")   # FOR under b3 (side 1) rerolls the primed 3
    assert of(events, ev.EventRevealed)
    assert _refused_undo(game) == "undo_barrier"


def test_R_D3_undo_stays_within_the_turn():
    """R-D3: a new turn (after the threat phase's roll) has nothing to undo; nor has an ended
    game."""
    game = start({"b2": [[O, 4]], "c3": [[B, 5]]}, [lab(dice=[[Y, 2]]), lab("statistician")])
    act(game, "adjust", die=lab_ids(game, 0)[0], delta=1)
    game.force([3])
    end(game)
    assert is_turn(game, 1, 3)
    assert _refused_undo(game) == "nothing_to_undo"
    game = start({}, [lab(), lab("statistician")])
    end(game)
    assert game.result == "lost"
    assert _refused_undo(game) == "nothing_to_undo"


def test_R_D3_undo_of_an_unanswered_decision_steps_back_over_its_action():
    """R-D3: undo while a decision waits steps back over the action that asked it."""
    game = start(QUIET, [lab(dice=[[Y, 2], [O, 2], [B, 2]]), lab("statistician")],
                 primed=[[Y, 2]])
    before = game.view()
    group = tuple(lab_ids(game, 0))
    act(game, "contain", group=group, die=group[0])
    decision(game, "destroy_matching")
    assert game.undo() == Contain(group=group, die=group[0])
    assert game.view() == before


def test_R_D3_a_plain_action_after_a_barrier_undoes_but_not_further():
    """R-D3: after a roll, a later adjust can still be undone, then the barrier holds."""
    game = start(QUIET, [lab(dice=[[Y, 2], [O, 2], [B, 2], [P, 1]]), lab("statistician")])
    y2, o2, b2, p1 = lab_ids(game, 0)
    act(game, "contain", group=(y2, o2, b2), die=y2)
    game.force([6, 6])
    choose(game, "roll_count", 2)
    after_roll = game.view()
    act(game, "adjust", die=p1, delta=1)
    assert game.undo() == Adjust(die=p1, delta=1)
    assert game.view() == after_roll
    assert _refused_undo(game) == "undo_barrier"


def test_R_D2_a_position_game_saves_and_loads_to_the_same_view(tmp_path):
    """R-D2: a game started from an exact position, with chosen outcomes and decisions, saves
    and loads (replaying its record) to the same view."""
    game = start({"b1": [[Y, 2]], "c3": [[B, 2]], "b4": [[P, 6]]},
                 [lab(dice=[[O, 1]], hand=["calibrate"]), lab("statistician")], primed=[[O, 2]])
    act(game, "adjust", die=lab_ids(game, 0)[0], delta=1)
    end(game)
    choose(game, "edge_tie", top_of(game, "c3"))
    save_game(game, tmp_path / "scenario.json")
    loaded = load_game(tmp_path / "scenario.json")
    assert loaded.view() == game.view()
    assert loaded.config.position == game.config.position


def top_of(game, col):
    return game.view().column(col).dice[-1].die.id
