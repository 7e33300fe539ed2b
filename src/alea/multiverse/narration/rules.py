"""The rules summary of Multiverse, by topic, in our own words (the ``rules`` query).

Every topic has an id (stable, never shown) and in each language a name and an abbreviation a
player may type after ``rules``; both are unique within the language, also without diacritics.
The last topic says what the data marks as ours (the rulings of the lost pictures).
"""

from __future__ import annotations

from alea.multiverse.narration.speaker import Speaker
from alea.narration import N_, Np_
from alea.narration.topics import Topic, find, fold

__all__ = ["TOPICS", "Topic", "document", "find_topic", "fold", "index", "speak", "summary"]


TOPICS: tuple[Topic, ...] = (
    Topic("goal", Np_("rules topic", "goal"), Np_("rules topic abbreviation", "gl"), N_(
        "Meet as many worlds as you can: each encounter is worth 1 point. Empty a player's formation "
        "to reveal them, then match their switch in your own turn: that final meeting is worth 3 "
        "points and ends the game. The highest score wins; a tie is a shared win.")),
    Topic("setup", Np_("rules topic", "setup"), Np_("rules topic abbreviation", "su"), N_(
        "Each player rolls the multi-die once for each colour, left to right: CHANGE switches that "
        "colour on. The starting player takes the wooden sceptre; the five coloured sceptres are "
        "dealt at random, and each player places theirs on their positions of the circle. Each player "
        "lays 5 world tokens: 3 face up in front, F1 F2 F3, and 2 face down behind, B1 B2. The other "
        "tokens form columns in the middle, each with its top token face up.")),
    Topic("turn", Np_("rules topic", "turn"), Np_("rules topic abbreviation", "tu"), N_(
        "At the start of your turn and after your action, you meet whatever your switch matches. "
        "You take exactly one action: flip one colour, or flip all. Your turn ends when nothing "
        "matches any more; then the next player clockwise plays.")),
    Topic("flip", Np_("rules topic", "flip"), Np_("rules topic abbreviation", "fl"), N_(
        "Flip one colour of your switch. The holder of that colour's sceptre may say \"Just roll!\": "
        "you roll the multi-die, STABILITY keeps the flip and CHANGE puts the slider back. Nobody can "
        "challenge when you hold that sceptre yourself or an imaginary player holds it.")),
    Topic("all", Np_("rules topic", "flip all"), Np_("rules topic abbreviation", "al"), N_(
        "Flip all: every colour that is on goes off, and every colour that is off goes on. Nobody "
        "can challenge it.")),
    Topic("encounter", Np_("rules topic", "encounter"), Np_("rules topic abbreviation", "en"), N_(
        "When your switch shows exactly the colours of an available world, you meet it and capture "
        "the token: 1 point. Available are the face-up tokens of the other players' formations and "
        "the top token of each column. Only the player whose turn it is scores.")),
    Topic("leap", Np_("rules topic", "leap"), Np_("rules topic abbreviation", "le"), N_(
        "Every capture is followed by a quantum leap: roll the multi-die once for each colour of the "
        "captured world, left to right. Each CHANGE flips that colour for every participant: you and "
        "the token's owner, or every player when the token came from a column. If your switch then "
        "matches another world, you meet it and leap again.")),
    Topic("reveal", Np_("rules topic", "reveal"), Np_("rules topic abbreviation", "rv"), N_(
        "Capturing a front edge token turns up the back token on its side; capturing the middle one "
        "turns up both. Capturing a column's top turns up the next token. Nobody may look at a "
        "face-down token, its owner included.")),
    Topic("meeting", Np_("rules topic", "final meeting"), Np_("rules topic abbreviation", "fm"), N_(
        "A player whose formation is empty is revealed. If at a check in your turn your switch equals "
        "a revealed player's switch, you meet them, capture their switch for 3 points, and the game "
        "ends at once.")),
    Topic("sceptres", Np_("rules topic", "sceptres"), Np_("rules topic abbreviation", "sc"), N_(
        "When the holder of the wooden sceptre ends their turn, every sceptre moves one position to "
        "the right. An imaginary player who holds the wooden sceptre only passes the sceptres on. "
        "Once in each of their own turns, the holder of the wooden sceptre may reroll the "
        "confirmation roll or one roll of a leap; the new result stands.")),
    Topic("rulings", Np_("rules topic", "rulings"), Np_("rules topic abbreviation", "rl"), N_(
        "The rulebook lost its pictures; these settings are ours and can be changed: the multi-die "
        "shows STABILITY one time in three, a formation is 3 tokens in front and 2 behind, columns "
        "are at most 4 tokens high, and with 4 players the imaginary seats sit opposite each other.")),
)
"""Every topic, in reading order."""

_BY_ID = {t.id: t for t in TOPICS}


def find_topic(word: str, sp: Speaker) -> str | None:
    """The id of the topic typed: its number, name or abbreviation; None when none fits."""
    return find(TOPICS, word, sp)


def index(sp: Speaker) -> str:
    """The numbered list of topics with their abbreviations."""
    if sp.terse:
        return sp.wrapped([sp._("Rules:")] + [f"{i} {sp.p_(*t.abbreviation)}" for i, t in enumerate(TOPICS, 1)])
    entries = [sp._("{number} {name} or {abbreviation}", number=i, name=sp.p_(*t.name),
                    abbreviation=sp.p_(*t.abbreviation)) for i, t in enumerate(TOPICS, 1)]
    return sp.n_("{n} rules topic. {topics}.", "{n} rules topics. {topics}.", len(TOPICS),
                 topics=sp.join(entries))


def speak(topic_id: str, sp: Speaker) -> str:
    """A topic's name, then its text."""
    topic = _BY_ID[topic_id]
    title = sp.p_(*topic.name)
    return sp._("{name}: {text}", name=title[:1].upper() + title[1:], text=sp._(topic.text))


def document(sp: Speaker) -> str:
    """The whole summary as Markdown (docs/rules/multiverse-<lang>.md)."""
    title = sp._("Multiverse: rules summary")
    parts = [f"# {title}", ""]
    for i, topic in enumerate(TOPICS, 1):
        name = sp.p_(*topic.name)
        parts += [f"## {i}. {name[:1].upper() + name[1:]} ({sp.p_(*topic.abbreviation)})", "",
                  sp._(topic.text), ""]
    return "\n".join(parts)


def docs_path(root: str, lang: str) -> str:
    """Where the summary of ``lang`` is kept: ``docs/rules/multiverse-<lang>.md``."""
    import os

    return os.path.join(root, "docs", "rules", f"multiverse-{lang}.md")


def write_docs(root: str) -> None:
    """Write the summary in every language under ``root`` (the repository); a test keeps the
    files equal to :func:`document`. Run: ``.venv/bin/python -c "from
    alea.multiverse.narration.rules import write_docs; write_docs('.')"``."""
    from alea.i18n import LANGUAGES

    for lang in LANGUAGES:
        with open(docs_path(root, lang), "w", encoding="utf-8") as handle:
            handle.write(document(Speaker(lang)))


def summary(lang: str) -> list[str]:
    """The rules summary in ``lang`` as lines of print (its Markdown marks taken out for braille):
    what ``rules`` at the table and ``alea export rules`` give."""
    from alea.braille.plain import plain_lines

    return plain_lines(document(Speaker(lang)).splitlines())
