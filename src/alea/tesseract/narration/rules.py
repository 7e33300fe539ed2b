"""The rules summary of Tesseract, by topic, in our own words.

The ``rules`` query speaks these texts, and ``tools/rules_docs.py`` writes the
very same text into ``docs/rules/<lang>.md`` (a test keeps the two equal).
Every topic has an id (stable, never shown), and in each language a name and a
short abbreviation that a player may type after ``rules``: both are unique
within the language, also when typed without diacritics.
"""

from __future__ import annotations

from alea.narration import N_, Np_, Verbosity, Voice
from alea.narration.topics import Topic, find, fold
from alea.tesseract.narration import editions


TOPICS: tuple[Topic, ...] = (
    Topic(
        "goal",
        Np_("rules topic", "goal"),
        Np_("rules topic abbreviation", "gl"),
        N_(
            "Tesseract is a cooperative game: all researchers win or lose together. Your team must "
            "contain one die of each colour, yellow, orange, blue and purple, in each value from 1 to 6: "
            "24 dice on the containment board. Meanwhile the Tesseract collapses: every turn it primes "
            "dice, and too many primed dice of one value open breaches."
        ),
    ),
    Topic(
        "setup",
        Np_("rules topic", "setup"),
        Np_("rules topic abbreviation", "su"),
        N_(
            "The Tesseract is a tower of 64 dice: 4 by 4 columns, 4 layers high, on a base side that "
            "hides an event under some positions. Columns are named like chess squares: a letter from a "
            "to d, west to east, and a digit from 1 to 4, south to north; a1 is the south-west corner. "
            "Layers go from 1, on the base, to 4, at the top. Each lab gets a researcher, a Level 2 "
            "research card and one die from a top corner, rolled. Then two more dice are rolled into the "
            "primed area, chosen by the number of labs. Six containment cards lie face down, one beside "
            "each value."
        ),
    ),
    Topic(
        "turn",
        Np_("rules topic", "turn"),
        Np_("rules topic abbreviation", "tn"),
        N_(
            "A turn has two phases. In the action phase the active researcher takes up to 3 actions, in "
            "any order, the same one several times if they like, and may stop early. Playing a research "
            "card or an unlocked containment card is free. The threat phase follows and primes the edge "
            "cube. Then the next lab takes its turn."
        ),
    ),
    Topic(
        "remove",
        Np_("rules topic", "remove"),
        Np_("rules topic abbreviation", "rm"),
        N_(
            "Remove: take one removable die from the Tesseract into your lab; it keeps its value. Your "
            "lab needs a free space; a lab has 6 spaces unless a researcher says otherwise."
        ),
    ),
    Topic(
        "adjust",
        Np_("rules topic", "adjust"),
        Np_("rules topic abbreviation", "ad"),
        N_(
            "Adjust: turn one die in your lab or in the primed area up or down by 1. A 6 never becomes a "
            "1 and a 1 never becomes a 6. A primed 1 turned down is destroyed; a 1 in a lab cannot go "
            "down. Your own adjustments never cause a breach."
        ),
    ),
    Topic(
        "transfer",
        Np_("rules topic", "transfer"),
        Np_("rules topic abbreviation", "tr"),
        N_(
            "Transfer: move one die from your lab into another lab that has a free space, or from "
            "another lab into yours. The researcher of the other lab must agree."
        ),
    ),
    Topic(
        "study",
        Np_("rules topic", "study"),
        Np_("rules topic abbreviation", "sd"),
        N_(
            "Study: discard one of your research cards and draw one from the next higher level that "
            "still has cards. Level 2 leads to Level 3, or to Level 4 when Level 3 is empty; Level 3 "
            "leads to Level 4. A Level 4 card cannot be studied."
        ),
    ),
    Topic(
        "contain",
        Np_("rules topic", "contain"),
        Np_("rules topic abbreviation", "ct"),
        N_(
            "Contain: choose a valid group in your lab, at least 3 dice, all of one colour or all of "
            "different colours, with one value for all (a set) or consecutive values (a run; 6 is not "
            "followed by 1). Put one die of the group on its empty space of the containment board. If "
            "the primed area holds a die of the same colour and value, you may destroy one. Then you may "
            "roll all the other dice of the group, or none of them, never a part: rolling them draws a "
            "research card of the level equal to their number, Level 4 for five dice."
        ),
    ),
    Topic(
        "unique",
        Np_("rules topic", "unique"),
        Np_("rules topic abbreviation", "uq"),
        N_(
            "Unique: every researcher has an action of their own, which costs one action, and an "
            "ability that always applies. Both are written on the researcher's card. Some researchers "
            "work for the team and help the others' turns."
        ),
    ),
    Topic(
        "removable",
        Np_("rules topic", "removable"),
        Np_("rules topic abbreviation", "rv"),
        N_(
            "A die is removable when its top face and at least two side faces are open: nothing lies on "
            "it, and on at least two sides the neighbouring column is lower or there is none. Only "
            "removable dice can be taken, primed, destroyed or moved from the Tesseract. The edge cube "
            "is the die the threat phase primes: in the lowest layer that holds a removable die, the "
            "removable die with the lowest value. On a tie the active researcher chooses."
        ),
    ),
    Topic(
        "threat",
        Np_("rules topic", "threat"),
        Np_("rules topic abbreviation", "th"),
        N_(
            "Threat phase: the edge cube leaves the Tesseract, is rolled and goes to the primed area. "
            "Count the primed dice of its new value, itself included: 3 to 5 open one breach, 6 or more "
            "open two. Then the event revealed under it, if any, is resolved. The same count follows "
            "every die that an event primes or rerolls in the primed area. At 7 breaches the game is "
            "lost."
        ),
    ),
    Topic(
        "events",
        Np_("rules topic", "events"),
        Np_("rules topic abbreviation", "ev"),
        N_(
            "When the last die of a column leaves, the event under that position is revealed and "
            "resolved at once, before anything else, but after the breach check of a die primed from "
            "there. Accelerate destroys the edge cube. Fortify "
            "rerolls the lowest primed die. Chain Reaction primes the edge cube. Fission primes the "
            "edge cube and then one destroyed die at random. EMP Wave rerolls every lab except the one "
            "the active researcher spares. EMP Blast rerolls every lab. Interphase turns every primed 2 "
            "into a 3 and every primed 4 into a 5. Shockwave destroys every lab die showing the value of "
            "the die that revealed it. A die placed back on an empty position covers its event again, "
            "and it will resolve again."
        ),
    ),
    Topic(
        "bonuses",
        Np_("rules topic", "bonuses"),
        Np_("rules topic abbreviation", "bn"),
        N_(
            "Containment bonuses: when a value's column of the board first holds 2 dice, the "
            "containment card of that value turns face up. When it holds all 4 colours, the card is "
            "unlocked: any researcher may play it once, for free, during their own action phase. When a "
            "colour's row holds all 6 values, you bring back a destroyed die of any colour, if there is "
            "one, rolled, on top of a column lower than 4 of your choice."
        ),
    ),
    Topic(
        "cards",
        Np_("rules topic", "cards"),
        Np_("rules topic abbreviation", "cd"),
        N_(
            "Research cards come in Levels 2, 3 and 4, one deck each; decks are never shuffled again. "
            "You play your cards for free during your own action phase, unless an ability says "
            "otherwise, and you may hold any number. A card that cannot be carried out cannot be "
            "played. Containment cards belong to the values of the board and are described under "
            "containment bonuses."
        ),
    ),
    Topic(
        "end",
        Np_("rules topic", "end of the game"),
        Np_("rules topic abbreviation", "eg"),
        N_(
            "You win the moment all 24 spaces of the containment board are filled, whatever the phase. "
            "You lose the moment the breach track reaches 7, or the moment the last die leaves the "
            "Tesseract, whatever moved it; nothing after that is resolved."
        ),
    ),
    Topic(
        "editions",
        Np_("rules topic", "editions"),
        Np_("rules topic abbreviation", "ed"),
        N_(
            "A group plays by the rulebook it holds. The edition is chosen for a new game, with new "
            "followed by the edition's code, or alea --edition; by default it is the rulebook of the "
            "language the game starts in. The summary above follows the Czech revision; the other "
            "editions differ by variants, which new may also switch on or off one by one."
        ),
        more=True,
    ),
    Topic(
        "undo",
        Np_("rules topic", "undo"),
        Np_("rules topic abbreviation", "ud"),
        N_(
            "Undo takes back actions and decisions of the current turn, but never beyond a moment that "
            "rolled a die, drew or revealed a card, or revealed a hidden value, colour or event."
        ),
    ),
    Topic(
        "hidden",
        Np_("rules topic", "what you know"),
        Np_("rules topic abbreviation", "kn"),
        N_(
            "A die's value is known once its top face has been open, and its colour once any of its "
            "faces has been open. A die never seen is called hidden, and the game never tells more. "
            "The events of the base are printed, so their places are always known. The order of the "
            "decks and the face-down containment cards stay secret."
        ),
    ),
)
"""Every topic of the summary, in reading order."""

TOPIC_IDS: tuple[str, ...] = tuple(t.id for t in TOPICS)
"""The ids of :data:`TOPICS`, in order."""

_BY_ID = {t.id: t for t in TOPICS}


def name(topic_id: str, voice: Voice) -> str:
    """The topic's name in the voice's language."""
    return voice.p_(*_BY_ID[topic_id].name)


def abbreviation(topic_id: str, voice: Voice) -> str:
    """The topic's abbreviation in the voice's language."""
    return voice.p_(*_BY_ID[topic_id].abbreviation)


def text(topic_id: str, voice: Voice) -> str:
    """The topic's text in the voice's language (for the editions topic, followed by every
    edition and variant)."""
    topic = _BY_ID[topic_id]
    if not topic.more:
        return voice._(topic.text)
    return " ".join([voice._(topic.text), editions.editions_text(voice)]
                    + [voice._(editions.VARIANT_TEXTS[code]) for code in editions.VARIANT_TEXTS])


def find_topic(word: str, voice: Voice) -> str | None:
    """The id of the topic a player typed: its number, name or abbreviation (no diacritics needed)."""
    return find(TOPICS, word, voice)


def index(voice: Voice, verbosity: Verbosity = Verbosity.NORMAL) -> str:
    """The list of topics, numbered, with their abbreviations (``rules`` without a topic)."""
    verbosity = Verbosity.parse(verbosity)
    if verbosity is Verbosity.TERSE:
        return voice._(
            "Rules: {topics}",
            topics=" ".join(f"{i} {abbreviation(t.id, voice)}" for i, t in enumerate(TOPICS, 1)),
        )
    entries = [
        voice._("{number} {name} or {abbreviation}", number=i, name=name(t.id, voice),
                abbreviation=abbreviation(t.id, voice))
        for i, t in enumerate(TOPICS, 1)
    ]
    return voice.n_(
        "{n} rules topic. {topics}.", "{n} rules topics. {topics}.", len(TOPICS), topics=voice.join(entries)
    )


def speak(topic_id: str, voice: Voice) -> str:
    """What the ``rules <topic>`` query says: the topic's name, then its text.

    A text that already starts with the name ("Remove: take one ...", "Undo takes back ...")
    is said alone, so that the title is never said twice.
    """
    title, body = name(topic_id, voice), text(topic_id, voice)
    if body.casefold().startswith(title.casefold()):
        return _capitalized(body)
    return voice._("{name}: {text}", name=_capitalized(title), text=body)


def _capitalized(word: str) -> str:
    return word[:1].upper() + word[1:]


def document(voice: Voice) -> str:
    """The whole summary as Markdown, the text of ``docs/rules/<lang>.md``."""
    title = voice._("Tesseract: rules summary")
    parts = [f"# {title}", "", voice._(
        "This summary is the text of the rules query, topic by topic; type the topic's number, "
        "name or abbreviation after the query."), ""]
    for i, topic in enumerate(TOPICS, 1):
        parts.append(f"## {i}. {_capitalized(name(topic.id, voice))} ({abbreviation(topic.id, voice)})")
        parts.append("")
        parts.append(text(topic.id, voice))
        parts.append("")
    return "\n".join(parts)


def summary(lang: str) -> list[str]:
    """The rules summary in ``lang`` as lines of print (its Markdown marks taken out for braille):
    what ``rules`` at the table and ``alea export rules`` give."""
    from alea.braille.plain import plain_lines

    return plain_lines(document(Voice("tesseract", lang)).splitlines())
