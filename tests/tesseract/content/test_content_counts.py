"""Every content data file loads, holds the counts of tesseract-content.md (11 researchers, research
decks of 16/14/11, 9 containment cards of which 6 are dealt, 8 base sides of 16 positions), uses
only the effect primitives and ability hooks the engine knows, and every item has its texts in
all three languages; setup deals what the data says (R-S2..R-S4)."""

from __future__ import annotations

import json
from collections import Counter
from importlib import resources

import pytest

from alea.i18n import LANGUAGES
from alea.tesseract.content.plates import COLUMNS, load_plates
from alea.tesseract.content.texts import texts
from alea.tesseract.engine import Config, Game
from alea.tesseract.engine import events as ev
from alea.tesseract.engine.content import ABILITIES, OPS, load_content
from alea.tesseract.engine.tower_events import EVENT_IDS

RESEARCHERS = ("magnetic", "transport", "chemist", "statistician", "structural", "archivist",
               "crisis", "technician", "chrono", "nuclear", "xenolinguist")

CARDS = {  # tesseract-content.md: id -> (level, copies)
    "calibrate": (2, 3), "extract": (2, 3), "courier": (2, 2), "invert": (2, 3),
    "relocate": (2, 2), "sample": (2, 3), "reprogram": (3, 3), "purge": (3, 3),
    "double-extract": (3, 2), "chain-calibrate": (3, 2), "swap": (3, 2), "mirror": (3, 2),
    "direct-contain": (4, 3), "annihilate": (4, 2), "reconstruct": (4, 2),
    "total-reprogram": (4, 2), "stasis": (4, 2),
}

CONTAINMENT = ("singularity", "restoration", "seal", "dilation", "mass-reprogram", "resonance",
               "harvest", "equilibrium", "temporal-stasis")

# Side 2 prints 9 events: our balance ruling took its Interphase (docs/balance.md, Content changes).
SIDE_TOTALS = {"1": 6, "A": 6, "2": 8, "B": 9, "3": 12, "C": 12, "4": 16, "D": 16}

PARAMETERS = {"op", "count", "up_to", "from", "by", "values", "into", "adjust", "all",
              "all_of_value", "each_lab", "this_turn", "level", "look", "keep", "discard"}
"""Every step parameter docs/content.md ("Effects") describes."""

ZONES = {"own_lab", "any_lab", "primed", "tower", "one_lab"}


def _raw(name: str) -> dict:
    return json.loads(resources.files("alea.tesseract.content").joinpath(name).read_text("utf-8"))


def _all_steps() -> list[tuple[str, dict]]:
    c = load_content()
    out = [(f"unique:{r.id}", s) for r in c.researchers.values() for s in r.unique]
    out += [(f"card:{k.id}", s) for k in c.cards.values() for s in k.effect]
    out += [(f"containment:{k.id}", s) for k in c.containment.values() for s in k.effect]
    return out


# --- counts ----------------------------------------------------------------------------------
def test_eleven_researchers_each_with_an_ability_and_a_unique_action() -> None:
    c = load_content()
    assert tuple(c.researchers) == RESEARCHERS
    for r in c.researchers.values():
        assert r.ability and set(r.ability) <= ABILITIES, r.id
        assert r.unique, r.id
    # every hook the engine offers is some researcher's ability
    assert {h for r in c.researchers.values() for h in r.ability} == ABILITIES


def test_research_decks_of_16_14_and_11() -> None:
    c = load_content()
    assert {k: (v.level, v.copies) for k, v in c.cards.items()} == CARDS
    assert [len(c.deck(level)) for level in (2, 3, 4)] == [16, 14, 11]
    for level in (2, 3, 4):
        deck = c.deck(level)
        assert len(set(deck)) == len(deck)  # every copy its own uid
        assert all(c.card(uid).level == level for uid in deck)
    assert Counter(uid.split("#")[0] for uid in c.deck(2) + c.deck(3) + c.deck(4)) == {
        k: copies for k, (_, copies) in CARDS.items()}


def test_nine_containment_cards_of_which_six_are_dealt() -> None:
    c = load_content()
    assert tuple(c.containment) == CONTAINMENT
    assert c.dealt_containment == 6
    assert all(k.effect for k in c.containment.values())


def test_eight_base_sides_of_sixteen_positions() -> None:
    c = load_content()
    plates = load_plates()
    assert tuple(c.plates) == tuple(plates) == ("1", "A", "2", "B", "3", "C", "4", "D")
    for side, events in c.plates.items():
        assert tuple(events) == COLUMNS and len(events) == 16
        assert set(events.values()) <= set(EVENT_IDS) | {None}
        assert sum(e is not None for e in events.values()) == SIDE_TOTALS[side]
        assert events == plates[side].events


def test_data_files_carry_their_format_and_version() -> None:
    for name, fmt in (("researchers.json", "alea-tesseract-researchers"),
                      ("cards.json", "alea-tesseract-research-cards"),
                      ("containment.json", "alea-tesseract-containment-cards"),
                      ("plates.json", "alea-tesseract-plates"),
                      ("meta.json", "alea-tesseract-meta")):
        data = _raw(name)
        assert (data["format"], data["version"]) == (fmt, 1), name


# --- effect steps ------------------------------------------------------------------------------
def test_every_step_uses_a_known_primitive_and_known_parameters() -> None:
    steps = _all_steps()
    assert {s["op"] for _, s in steps} == OPS  # and every primitive is used
    for where, step in steps:
        assert set(step) <= PARAMETERS, (where, step)
        assert set(step.get("from", [])) <= ZONES, (where, step)
        assert isinstance(step.get("count", 1), int) and step.get("count", 1) >= 1, where
        if step["op"] in ("adjust", "invert", "set", "reroll", "destroy", "contain"):
            assert step.get("from"), (where, step)
        if step["op"] == "look":  # the engine keeps exactly one of the cards looked at
            assert step["keep"] == 1 and step["look"] >= 1
            assert step.get("discard") is True or step["level"] in (2, 3, 4), (where, step)
        if step["op"] == "remove":
            assert step.get("into", "own_lab") in ("own_lab", "any_lab"), where


def test_unknown_steps_and_hooks_are_refused_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    from alea.tesseract.engine import content as content_module

    with pytest.raises(ValueError):
        content_module._steps([{"op": "teleport"}], "test")
    with pytest.raises(ValueError):
        content_module._steps([], "test")
    raw = _raw("researchers.json")
    raw["researchers"][0]["ability"] = {"fly": True}
    monkeypatch.setattr(content_module, "_read",
                        lambda name: raw if name == "researchers.json" else _raw(name))
    content_module.load_content.cache_clear()
    try:
        with pytest.raises(ValueError):
            content_module.load_content()
    finally:
        monkeypatch.undo()
        content_module.load_content.cache_clear()
    assert len(load_content().researchers) == 11


# --- texts -------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_item_of_the_data_has_its_texts(lang: str) -> None:
    assert set(LANGUAGES) == {"cs", "fr", "en"}
    c = load_content()
    t = texts(lang)
    kinds = {"researchers": tuple(c.researchers), "research": tuple(c.cards),
             "containment": tuple(c.containment), "events": EVENT_IDS, "bases": tuple(c.plates)}
    for kind, ids in kinds.items():
        assert set(t.ids(kind)) == set(ids), (lang, kind)
        for item in ids:
            entry = t.entry(kind, item)
            assert entry.name and entry.text and entry.abbr, (lang, kind, item)
            if kind == "researchers":
                assert entry.unique, (lang, item)


# --- setup -------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup_deals_from_the_data(players: int) -> None:
    g = Game.new(Config(players=players, seed=players))
    v = g.view()
    labs = max(players, 2)
    assert len(v.labs) == labs
    assert [c.value for c in v.containment] == [1, 2, 3, 4, 5, 6]
    assert all(c.status == "down" and c.card is None for c in v.containment)
    assert v.deck_sizes == {2: 16 - labs, 3: 14, 4: 11}  # R-S4: one Level 2 card each
    assert all(len(lab.hand) == 1 and lab.hand[0].split("#")[0] in CARDS for lab in v.labs)
    dealt = [h.event for h in v.history if isinstance(h.event, ev.ContainmentDealt)]
    assert dealt == [ev.ContainmentDealt(6)]


def test_researchers_chosen_at_setup_are_the_labs_researchers() -> None:
    for i in range(0, 11, 3):
        chosen = tuple(RESEARCHERS[(i + k) % 11] for k in range(3))
        v = Game.new(Config(players=3, researchers=chosen, seed=i)).view()
        assert tuple(lab.researcher for lab in v.labs) == chosen
        assert [lab.capacity for lab in v.labs] == [8 if r == "technician" else 6 for r in chosen]


@pytest.mark.parametrize("bad", [("chemist",), ("chemist", "chemist"), ("chemist", "wizard"),
                                 ("chemist", "nuclear", "chrono")])
def test_a_bad_choice_of_researchers_is_refused(bad: tuple[str, ...]) -> None:
    with pytest.raises(ValueError):
        Game.new(Config(players=2, researchers=bad))


def test_researchers_dealt_at_random_come_from_the_whole_box() -> None:
    seen: Counter[str] = Counter()
    for seed in range(40):
        labs = [lab.researcher for lab in Game.new(Config(players=4, seed=seed)).view().labs]
        assert len(set(labs)) == 4 and set(labs) <= set(RESEARCHERS)
        seen.update(labs)
    assert set(seen) == set(RESEARCHERS)
