"""The demo for a class (issue 24): Enter steps, ``why`` gives the bots' reasons, ``back`` tells the
last turn again, and the bots' turns never ask the class "Player 3, your action".

Every game, in Czech, French and English, played through ``alea`` in plain mode (what a teacher's
terminal runs, a line at a time).
"""

from __future__ import annotations

import pytest
from kit.table import GAME_IDS

WORDS = {"cs": ("ukázka", "proč", "zpátky", "další", "konec"), "fr": ("démo", "pourquoi", "retour", "suivant", "stop"),
         "en": ("demo", "why", "back", "next", "stop")}
"""demo, why, back, next, stop in each language."""

QUESTION = {"cs": "Ukázka, ", "fr": "Démo, ", "en": "Demo, "}
"""How the demo's question starts."""

ASKED = {"cs": "vaše akce", "fr": "votre action", "en": "your action"}
"""What a player's turn is asked with (Multiverse's "Player 2, your action. Flip a colour ...")."""

HINT = {"cs": "Rada, ", "fr": "Conseil, ", "en": "Hint, "}
"""How the hint's words start (Multiverse's and Tetrikon's ``why``)."""

NO_REASON = {"cs": "Boti pro tento tah neuvedli žádný důvod.", "fr": "Les bots n'ont donné aucune raison pour ce tour.",
             "en": "The bots gave no reason for that turn."}

NONE_SHOWN = {"cs": "Zatím nebyl ukázán žádný tah.", "fr": "Aucun tour n'a encore été montré.",
              "en": "No turn has been shown yet."}


def answers(out: str, typed: list[str]) -> list[list[str]]:
    """The lines answering each typed line (the echo ``> line`` splits them)."""
    parts: list[list[str]] = []
    for line in out.splitlines():
        if line.startswith(">"):
            parts.append([])
        elif parts:
            parts[-1].append(line)
    assert len(parts) == len(typed), out
    return parts


@pytest.mark.slow
@pytest.mark.parametrize("lang", ("cs", "fr", "en"))
@pytest.mark.parametrize("game", GAME_IDS)
def test_enter_steps_why_explains_and_back_tells_again(alea, game: str, lang: str) -> None:
    demo, why, back, next_, stop = WORDS[lang]
    typed = [demo, back, "", why, back, next_, why, stop]
    code, out = alea("--lang", lang, "--game", game, "--players", "3", "--seed", "3", lines=typed)
    assert code == 0
    said = answers(out, typed)
    opened, nothing, entered, reasons, again, stepped, reasons2, ended = said
    assert opened[-1].startswith(QUESTION[lang]) and any(why in line for line in opened), opened
    assert nothing == [NONE_SHOWN[lang], nothing[-1]] and nothing[-1].startswith(QUESTION[lang])
    # Enter alone: the next turn, told, then the demo's question again (no refusal)
    assert len(entered) > 2 and entered[-1].startswith(QUESTION[lang]), entered
    assert again == entered  # back: the same turn, word for word
    for lines in (reasons, reasons2):
        told = lines[:-1]
        assert told and lines[-1].startswith(QUESTION[lang]), lines
        if game == "tesseract":  # the search bot's move, as typed, and its reason after a comma
            assert all(", " in line for line in told), told
        else:  # the search's reason for the bots' last move (a turn of decisions only: none)
            assert told == [NO_REASON[lang]] or all(line.endswith(".") and not line.startswith(QUESTION[lang])
                                                     for line in told), told
    assert stepped != entered
    shown = [line for part in (opened, entered, stepped) for line in part]
    assert not [line for line in shown if ASKED[lang] in line], shown
    assert ended and not ended[0].startswith(QUESTION[lang])


def test_zpet_the_usual_czech_back_tells_the_last_turn_again(alea) -> None:
    """Issue 37: `zpět` is what a Czech teacher types for "back"; it was refused (it is also undo's
    word, which has no meaning while the demo runs) without naming `zpátky`. At the demo's question
    it now tells the last turn again, as `zpátky` does."""
    demo, _why, back, _next, stop = WORDS["cs"]
    typed = [demo, "", back, "zpět", stop]
    code, out = alea("--lang", "cs", "--game", "multiverse", "--players", "3", "--seed", "3", lines=typed)
    assert code == 0
    _opened, entered, again, again_zpet, _ended = answers(out, typed)
    assert len(entered) > 2 and again == entered and again_zpet == entered, (entered, again_zpet)
