"""The edition as data (T-C, T-D): pieces, diagrams, T-cards and the 24 Chance cards."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from alea.tetrikon.content import data_path
from alea.tetrikon.engine.content import (LETTERS, TCARD_VALUES, card_number, load_content,
                                          read_diagrams, read_pieces)
from alea.tetrikon.engine.geometry import same_shape, tile

PRINTED_LINES = (
    "směna 1 u M.", "směna 1 u H.", "1 náhodně od M.", "1 od H.", "odevzdej 1 M.",
    "vyber 1 od M.", "lízni 1 z\xa0P. lízni 2 z\xa0P. lízni 3 z\xa0P.",
    "odhoď 1 z\xa0R. odhoď\xa0 2 z\xa0R.", "nelze obchodovat.", "nelze házet K.",
    "10 T od každého", "25 T od každého", "5 T pro každého",
    "žolík 10 T. žolík 25 T, žolík 50 T", "stavíš 2 v\xa0tahu", "nestavíš",
    "vyber 25 T od 1 H.", "imunita", "dědictví",
)
"""Every "Zkratka braill:" line of the rulebook (seeds/003_58763ebc75453a92.txt), as printed,
no-break spaces included."""
LANGS = ("cs", "fr", "en")


def _json(name):
    return json.loads(Path(data_path(name)).read_text(encoding="utf-8"))


def test_t_c1_tcard_values_are_the_printed_ones():
    content = load_content()
    assert tuple(sorted(content.tcards)) == TCARD_VALUES == (1, 5, 10, 20, 25, 50)
    assert _json("tcards.json")["placeholder"] is True  # the counts are ours (B3)


def test_t_c2_twenty_four_chance_cards_with_kinds():
    content = load_content()
    assert sorted(content.chance) == list(range(1, 25))
    kinds = Counter(c.kind for c in content.chance.values())
    assert kinds == {"keepable": 16, "penalty": 7, "reaction": 1}
    assert content.chance[23].kind == "reaction"
    assert {n for n, c in content.chance.items() if c.kind == "penalty"} == {5, 10, 11, 12, 13, 16, 21}


def _normalised(text: str) -> str:
    return re.sub(r"[ \u00a0]+", " ", text)


def test_t_c2_printed_abbreviations_exactly_as_the_rulebook_gives_them():
    """Section 6: copied character for character, spaces normalised (ruling B43): the grouped
    lines split into their cards, the comma between 18 and 19 a separator."""
    printed = [c["printed"] for c in sorted(_json("chance.json")["cards"], key=lambda c: c["id"])]
    expected = []
    for line in PRINTED_LINES:
        line = _normalised(line)
        parts = re.findall(r"(?:lízni|odhoď) \d z [PR]\.", line) or re.split(r", | (?=žolík)", line)
        expected += parts
    assert printed == expected
    assert printed[10] == "odhoď 2 z R." and printed[16] == "žolík 10 T."
    for text in printed:
        assert "\u00a0" not in text and "  " not in text


def test_b41_short_forms_at_most_12_and_unique_per_language():
    cards = _json("chance.json")["cards"]
    for lang in LANGS:
        shorts = [c["short"][lang] for c in cards]
        assert all(0 < len(s) <= 12 for s in shorts), lang
        assert len(set(shorts)) == len(shorts), lang
        assert all(c["text"][lang] for c in cards)
    for c in cards:
        if len(c["printed"]) <= 12:
            assert c["short"]["cs"] == c["printed"].rstrip(".")


def test_t_c3_thirteen_piece_types_with_names_per_language():
    raw = _json("pieces.json")
    assert raw["placeholder"] is True  # B1: not the printed set
    content = load_content()
    assert len(content.pieces) == 13
    for entry in raw["pieces"]:
        for lang in LANGS:
            assert entry["names"][lang]
            assert 0 < len(entry["abbr"][lang]) <= 12
    for lang in LANGS:
        abbrs = [e["abbr"][lang] for e in raw["pieces"]]
        assert len(set(abbrs)) == 13


def test_t_c5_diagrams_by_letter_same_size_per_letter():
    content = load_content()
    by_letter = {letter: content.by_letter(letter) for letter in LETTERS}
    assert LETTERS == "ABCDEFGHIJ"
    sizes = []
    for letter, ids in by_letter.items():
        assert len(ids) >= 4  # four players get different diagrams (T-S3)
        size = {len(content.diagrams[i].squares) for i in ids}
        assert len(size) == 1, letter
        sizes.append(size.pop())
    assert sizes == sorted(sizes) and len(set(sizes)) == 10  # harder letters are larger
    assert _json("diagrams.json")["placeholder"] is True


def test_property_every_placeholder_diagram_solvable_by_its_tiling():
    content = load_content()
    for d in content.diagrams.values():
        covered = [c for _, cells in d.solution for c in cells]
        assert sorted(covered) == sorted(d.squares), d.id
        used = Counter(pid for pid, _ in d.solution)
        for pid, n in used.items():
            assert n <= content.pieces[pid].copies
        for pid, cells in d.solution:
            assert same_shape(cells, content.pieces[pid].cells), d.id


def test_property_easier_diagrams_solvable_by_search():
    """An independent check of the stored tilings: a search finds a cover for every diagram of
    letters A to D with the edition's pieces."""
    content = load_content()
    shapes = {k: p.cells for k, p in content.pieces.items()}
    counts = {k: p.copies for k, p in content.pieces.items()}
    for letter in "ABCD":
        for did in content.by_letter(letter):
            assert tile(content.diagrams[did].squares, counts, shapes) is not None, did


def test_t_d_a_replaced_edition_is_checked():
    raw = _json("pieces.json")
    twice = {"pieces": raw["pieces"] + [dict(raw["pieces"][0], id="Q")]}
    with pytest.raises(ValueError, match="same shape"):
        read_pieces(twice)
    broken = {"pieces": [dict(raw["pieces"][0], cells=[[0, 0], [2, 0]])]}
    with pytest.raises(ValueError, match="connected"):
        read_pieces(broken)
    pieces = read_pieces(raw)
    diagrams = _json("diagrams.json")["diagrams"]
    uneven = [diagrams[0], dict(diagrams[1], squares=diagrams[1]["squares"][:-1])]
    with pytest.raises(ValueError, match="same size"):
        read_diagrams({"diagrams": uneven}, pieces)


def test_t_d_chance_deck_and_bag_from_counts():
    content = load_content()
    assert len(content.chance_deck()) == sum(c.copies for c in content.chance.values())
    assert card_number(content.chance_deck()[0]) == 1
    assert Counter(content.bag()) == {k: p.copies for k, p in content.pieces.items()}


@pytest.mark.slow
def test_generator_reproduces_the_shipped_diagrams():
    from alea.tetrikon.generate import generate

    shipped = _json("diagrams.json")
    assert generate(shipped["seed"])["diagrams"] == shipped["diagrams"]
