"""French prepositions before the table's default player name (issue 24): "au tour du joueur 2",
"passe au joueur 1", never "de Joueur 2" or "à joueur 1"."""

from __future__ import annotations

import re

import pytest

from alea.multiverse.narration.speaker import Speaker as MultiverseSpeaker
from alea.narration import Voice
from alea.narration.grammar import contracted


def test_french_a_and_de_contract_before_the_default_name_only():
    assert contracted("fr", "Au tour de Joueur 2, ronde 1.") == "Au tour du joueur 2, ronde 1."
    assert contracted("fr", "Le sceptre de bois passe à joueur 1.") == "Le sceptre de bois passe au joueur 1."
    assert contracted("fr", "À Joueur 3 de jouer.") == "Au joueur 3 de jouer."
    assert contracted("fr", "passe à Anna, au tour de Petr") == "passe à Anna, au tour de Petr"
    assert contracted("fr", "le nombre de joueurs de 2 à 6") == "le nombre de joueurs de 2 à 6"
    assert contracted("cs", "Na tahu je Hráč 2 a de Joueur 2") == "Na tahu je Hráč 2 a de Joueur 2"
    assert contracted("fr", "défi possible par joueur 2, échange avec Joueur 1") == (
        "défi possible par le joueur 2, échange avec le joueur 1")
    assert contracted("fr", "avec Anna, par 2 joueurs") == "avec Anna, par 2 joueurs"


def test_tetrikon_says_whose_turn_it_is_with_the_contracted_article():
    v = Voice("tetrikon", "fr")
    said = v._("Turn of {player}, round {round}.", player=v._("Player {n}", n=2), round=1)
    assert said.startswith("Au tour du joueur 2"), said
    paid = v._("{player} pays {amount} T to {other}.", player=v._("Player {n}", n=1), amount=5,
               other=v._("Player {n}", n=2))
    assert "au joueur 2" in paid, paid


def test_multiverse_passes_the_wooden_sceptre_to_the_joueur():
    sp = MultiverseSpeaker("fr")
    said = sp._("The sceptres rotate. The wooden sceptre goes to {name}.", name=sp.player(0))
    assert said.endswith("passe au joueur 1."), said


@pytest.mark.parametrize("path", ["tk-03-tetrikon-three-games.txt", "tk-02-tetrikon-chance-by-braille.txt"])
def test_no_french_transcript_says_a_or_de_before_joueur(path):
    from pathlib import Path

    text = (Path(__file__).parents[2] / "transcripts" / "fr" / path).read_text(encoding="utf-8")
    assert not re.search(r"\b(à|de|avec|par|pour|contre|chez|devant) [Jj]oueur \d", text)
