"""Learning the cues by ear (issue 41): ``sounds`` steps through them name first, ``sounds all``
plays each after its name, ``sounds quiz`` plays a cue, takes its name or number in the player's
language, says right or wrong, repeats the missed ones until all are known and keeps the best score.

The seat is a real table's (:class:`alea.table.seated.Table`), whose output hands cues to
``on_cues`` as an online seat's does; what it says and the cues it gets are recorded in one list,
in the order they happen."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from alea import games
from alea.i18n import LANGUAGES
from alea.main import run
from alea.narration.message import text
from alea.table.cues import BY_NAME, CUES
from alea.table.options import Options
from alea.table.output import Output
from alea.table.seated import Place, Table
from alea.table.settings import Settings, read_settings
from alea.table.sound_lessons import Quiz
from alea.table.sounding import SoundChange, read_change

WORDS = {"en": ("sounds", "all", "quiz", "stop"), "cs": ("zvuky", "vše", "kvíz", "stop"),
         "fr": ("sons", "tous", "quiz", "stop")}


def seated(tmp_path: Path, lang: str) -> tuple[Table, list[str]]:
    """A table of one seat speaking ``lang``; the list gets each line said and each cue, in order."""
    happened: list[str] = []
    environ = {"ALEA_CONFIG_DIR": str(tmp_path / "config"), "ALEA_DATA_DIR": str(tmp_path / "data")}
    table = Table([Place(None, lang, write=happened.append)], Options(game="tesseract", players=2, seed=3),
                  environ, game=games.plugin("tesseract"))
    table.seats[0].output.on_cues = lambda cues: happened.extend(f"cue {cue}" for cue in cues)
    happened.clear()
    return table, happened


def name(cue: str, lang: str) -> str:
    return text(BY_NAME[cue].called, lang, "normal")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_words_of_sounds_all_and_quiz(lang: str) -> None:
    word, every, quiz, _ = WORDS[lang]
    assert read_change([every], lang) == (SoundChange("every"), 1)
    assert read_change([quiz], lang) == (SoundChange("quiz"), 1)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_sounds_teaches_one_cue_at_a_time_its_name_first(tmp_path: Path, lang: str) -> None:
    """The issue: 20 names printed at once while the cues played 0.7 s apart, the names heard late."""
    table, happened = seated(tmp_path, lang)
    table.handle(1, WORDS[lang][0])
    cues = [entry for entry in happened if entry.startswith("cue ")]
    assert cues == ["cue your_turn"], "one cue at a time"
    at = happened.index("cue your_turn")
    assert name("your_turn", lang) in happened[at - 1], "its name just before it"
    happened.clear()
    table.handle(1, "")  # Enter: the next one
    assert [entry for entry in happened if entry.startswith("cue ")] == ["cue other_turn"]
    assert name("other_turn", lang) in happened[happened.index("cue other_turn") - 1]
    for _ in CUES[2:]:
        table.handle(1, "")
    assert [entry for entry in happened if entry.startswith("cue ")] == [f"cue {cue.name}" for cue in CUES[1:]]
    happened.clear()
    table.handle(1, "")  # the lesson is over: Enter is an empty line again
    assert not any(entry.startswith("cue ") and entry != "cue refusal" for entry in happened)


def test_sounds_all_says_each_name_before_its_cue(tmp_path: Path) -> None:
    table, happened = seated(tmp_path, "fr")
    table.handle(1, "sons tous")
    cues = [entry for entry in happened if entry.startswith("cue ")]
    assert cues == [f"cue {cue.name}" for cue in CUES]
    for cue in CUES:
        assert name(cue.name, "fr") in happened[happened.index(f"cue {cue.name}") - 1]


def test_a_cue_being_learnt_plays_once_its_name_was_heard() -> None:
    """At the terminal, the teacher (the cue player) gets the cue after the line is written and
    spoken (never before, as a game's cue is), and the next line waits for it."""
    happened: list[str] = []
    output = Output(lambda line: happened.append("line " + line.strip()))
    output.teacher = lambda cues, lines: happened.append(f"cue {' '.join(cues)} after {' '.join(lines)}")
    output.hold()
    output.say("Sound 1 of 20, your turn.", cues=["your_turn"], after=True)
    output.say("Next.")
    output.release()
    assert happened == ["line Sound 1 of 20, your turn.", "cue your_turn after Sound 1 of 20, your turn.",
                        "line Next."]


def quiz_run(table: Table, happened: list[str], lang: str, answer: callable) -> list[str]:  # type: ignore[valid-type]
    """Answer every cue the quiz plays with ``answer(cue, tries)``; the lines said, in order."""
    tries: dict[str, int] = {}
    for _ in range(200):
        cues = [entry[4:] for entry in happened if entry.startswith("cue ")]
        asked = table.seats[0].question
        if asked is None or not isinstance(getattr(asked.on_answer, "__self__", None), Quiz):
            break
        cue = cues[-1]
        tries[cue] = tries.get(cue, 0) + 1
        happened.clear()
        table.handle(1, answer(cue, tries[cue]))
    return happened


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_quiz_repeats_what_was_missed_until_all_are_known(tmp_path: Path, lang: str) -> None:
    table, happened = seated(tmp_path, lang)
    table.handle(1, f"{WORDS[lang][0]} {WORDS[lang][2]}")
    played: list[str] = []
    numbers = {cue.name: str(index) for index, cue in enumerate(CUES, 1)}

    def answer(cue: str, tries: int) -> str:
        played.append(cue)
        if cue in ("chat", "left") and tries == 1:  # wrong the first time, by name
            return name("came_back", lang) if cue == "left" else name("sat_down", lang)
        return numbers[cue] if len(played) % 2 else name(cue, lang)

    last = quiz_run(table, happened, lang, answer)
    assert sorted(played) == sorted([cue.name for cue in CUES] + ["chat", "left"])
    assert played[-2:] in (["chat", "left"], ["left", "chat"]), "the missed ones come again at the end"
    assert any("18" in line and "20" in line for line in last), last


def test_a_wrong_name_is_said_and_the_right_one_taught(tmp_path: Path) -> None:
    table, happened = seated(tmp_path, "fr")
    table.handle(1, "sons quiz")
    cue = [entry[4:] for entry in happened if entry.startswith("cue ")][-1]
    other = "chat" if cue != "chat" else "left"
    happened.clear()
    table.handle(1, name(other, "fr"))
    said = " ".join(entry for entry in happened if not entry.startswith("cue "))
    assert "Non" in said and name(other, "fr") in said and name(cue, "fr") in said
    assert happened[1] == f"cue {cue}", "the right cue heard again, after its name"


def test_the_best_score_is_kept_in_the_settings(tmp_path: Path) -> None:
    """At the terminal (no audio device in this test's process: it says so and teaches nothing) the
    score is kept by the table; here the seat's session keeps it as the terminal's does."""
    table, happened = seated(tmp_path, "en")
    table.seats[0].output.on_cues = None  # the terminal's seat: no page
    session = table.session
    session.settings = Settings()
    quiz = Quiz(session, lambda cues: None)
    quiz.first = 17
    quiz.finish()
    assert session.settings.sound_quiz_best == 17
    quiz.first = 12
    quiz.finish()
    assert session.settings.sound_quiz_best == 17


def test_the_quiz_without_an_audio_device_says_so(tmp_path: Path) -> None:
    from alea.speech.audio import find_player

    if find_player() is not None:
        pytest.skip("this machine has an audio device")
    out = io.StringIO()
    environ = {"ALEA_CONFIG_DIR": str(tmp_path / "config"), "ALEA_DATA_DIR": str(tmp_path / "data")}
    run(["--lang", "en", "--players", "2"], io.StringIO("sounds quiz\nsounds\n"), out, environ, interactive=False)
    printed = out.getvalue().splitlines()
    assert printed.count("Sounds are off: this computer has no audio device. The game goes on.") == 2
    assert read_settings(environ).settings is None or read_settings(environ).settings.sound_quiz_best == 0
