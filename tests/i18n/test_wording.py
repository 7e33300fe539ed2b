"""The wording of every Czech and French catalog entry, as a native speaker hears it (issue 38).

- Czech "z" and "s" become "ze" and "se" before a number said with a cluster ("ze 2", "ze dvou";
  "ze 4", "ze čtyř"; "ze 24"): a number written after "z"/"s", or a placeholder that holds a number
  ("z {count}"), is refused unless it is right whatever the number (plural form one, "z {n}" with
  n = 1, or form two, 2 to 4, with "ze {n}"); the entry is said another way ("celkem míst {count}").
- A sentence starts with a capital: no entry that is a whole sentence starts, or has a sentence
  that starts, with a lower-case letter or with a command word put in its place ("bot a číslo
  místa dá ..." became "Příkaz bot s číslem místa dá ...").
- A whole sentence keeps its final period in translation.
- One form of address: Czech "vy", French "vous". No "ty" form in Czech, no "tu" form in French,
  and no command printed as a "ty" or "tu" imperative (an imperative typed by habit stays
  accepted as a second word: "přepnout přepni", "poser pose").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from babel.messages.pofile import read_po

from i18n_tools import catalogs

DOMAINS = catalogs.found_domains()

FRAGMENTS = ("command", "command help", "argument", "language", "edition", "terse", "legend", "word", "words")
"""Contexts whose entries are words or list items, not sentences (each checked for its own rule)."""


def entries(lang: str) -> Iterator[tuple[str, str | None, str, int, str]]:
    """(domain, context, msgid, plural form, msgstr) of every translated entry of ``lang`` (the form
    -1 for an entry without plural forms)."""
    for domain in DOMAINS:
        with catalogs.po_path(domain, lang).open("rb") as handle:
            catalog = read_po(handle, locale=lang)
        for message in catalog:
            if not message.id:
                continue
            msgid = message.id[0] if isinstance(message.id, tuple) else message.id
            if isinstance(message.string, (list, tuple)):
                forms = list(enumerate(message.string))
            else:
                forms = [(-1, message.string)]
            for form, string in forms:
                if string:
                    yield domain, message.context, msgid, form, string


# ---------------------------------------------------------------------------- Czech "ze" and "se"

_CLUSTER = re.compile(r"(2|3|4|6|7|1[2-467]|[2-467]\d|1\d\d|[2-467]\d\d)$")
"""A whole number Czech says starting with a cluster after "z"/"s": dva, tři, čtyři, šest,
sedm, dvanáct, třináct, čtrnáct, šestnáct, sedmnáct, dvacet..., sto..., dvě stě..."""


def needs_ze(number: str) -> bool:
    """Whether Czech writes "ze"/"se" before ``number`` ("ze 2", "z 5", "ze 24", "z 50")."""
    return bool(_CLUSTER.fullmatch(number))


COUNTS = frozenset({"n", "count"})
"""The placeholders that hold an entry's plural count (:func:`ngettext`)."""

NOT_NUMBERS = frozenset({"col", "origin", "target"})
"""Placeholders after "z" that never hold a number: a Tesseract column ("z a1" ... "z d4")."""


def czech_preposition_problems(form: int, string: str) -> list[str]:
    """What is wrong with the "z"/"s" before numbers of one Czech plural form of an entry (form 0: n is
    1, form 1: n is 2 to 4, form 2 and -1, no plural: any number)."""
    problems = []
    for prep, number in re.findall(r"(?<!\w)([zsZS]|[zZ]e) (\d+)(?!\d)", string):
        if needs_ze(number) != (len(prep) == 2):
            problems.append(f"{prep} {number}")
    for prep, name in re.findall(r"(?<!\w)([zsZS]|[zZsS]e) \{(\w+)\}", string):
        if name in NOT_NUMBERS or (prep.lower() == "se" and name not in COUNTS):
            continue  # "se" before a name is the reflexive pronoun ("hodí se {x}"), not the preposition
        right = (name in COUNTS and ((form == 0 and len(prep) == 1) or (form == 1 and len(prep) == 2)))
        if not right:
            problems.append(f"{prep} {{{name}}}")
    return problems


@pytest.mark.parametrize(("number", "ze"), [("1", False), ("2", True), ("3", True), ("4", True), ("5", False),
                                            ("6", True), ("7", True), ("8", False), ("10", False), ("12", True),
                                            ("15", False), ("17", True), ("18", False), ("20", True),
                                            ("24", True), ("50", False), ("100", True)])
def test_the_czech_rule_for_ze(number, ze):
    assert needs_ze(number) is ze


@pytest.mark.parametrize(("form", "string", "wrong"), [
    (0, "Panel 3 z 24", ["z 24"]), (0, "Panel 3 ze 24", []), (0, "2 ze 5 dílků", ["ze 5"]),
    (-1, "Jste hráč {number} z {count}.", ["z {count}"]), (0, "{fit} z {shown} dílků", ["z {shown}"]),
    (-1, "Pohled ze {side} strany", ["ze {side}"]), (-1, "Hodí se {piece} sem", []),
    (0, "tah s {n} kořistí", []), (1, "tah se {n} kořistmi", []), (2, "tah s {n} kořistmi", ["s {n}"]),
    (0, "relokována z {origin}", []), (0, "setkat se s {world}", ["s {world}"]),
])
def test_the_check_catches_z_before_a_number_or_a_placeholder(form, string, wrong):
    assert czech_preposition_problems(form, string) == wrong


def test_czech_says_ze_and_se_before_a_number_said_with_a_cluster():
    found = [f"{domain}: {string!r} ({', '.join(problems)})"
             for domain, _, _, form, string in entries("cs")
             if (problems := czech_preposition_problems(form, string))]
    assert not found, "\n".join(found)


# ---------------------------------------------------------------------------- sentences

AFTER_A_NAME = ("game summary",)
"""Contexts whose entries are said after a name and a colon ("Multiverse : de 2 à 6 joueurs ..."):
their first word goes on the line, in lower case where the language writes it so (French)."""

COMMAND_PLACEHOLDERS = frozenset({"bot", "expel", "host", "next", "why", "back", "all", "stop", "help", "save",
                                  "load", "undo", "hint", "demo", "consent", "new", "quit", "again", "say"})
"""Placeholders the code fills with a command word, said in lower case ("bot", "nápověda")."""


def sentence_starts(string: str) -> list[str]:
    """The first word of each sentence of ``string`` (after ". ", "! ", "? " or a line break; not
    after an ordinal, "3. patra")."""
    return [m.group(1) for m in re.finditer(r"(?:^|(?<!\d)[.!?] |\n)(\{\w+\}|\S+)", string)]


TYPED = ("alea", "--")
"""A sentence may start with what is typed as it is typed: the program's name, an option."""


def is_sentence(context: str | None, msgid: str) -> bool:
    """Whether an entry is a whole sentence: it ends with its mark, outside the fragment contexts."""
    return context not in FRAGMENTS and msgid.rstrip().endswith((".", "!", "?"))


@pytest.mark.parametrize("lang", ("en", "cs", "fr"))
def test_no_sentence_starts_in_lower_case_or_with_a_command_word(lang):
    found = []
    for domain, context, msgid, _, string in entries(lang):
        if not is_sentence(context, msgid):
            continue
        starts = sentence_starts(string)
        if msgid[:1].islower() or context in AFTER_A_NAME:  # "word: what it does", "Multiverse : de 2 à 6 ..."
            starts = starts[1:]
        for start in starts:
            if (start.strip("{}") in COMMAND_PLACEHOLDERS if start.startswith("{")
                    else start[:1].islower() and not start.startswith(TYPED)):
                found.append(f"{domain}: {string!r}")
                break
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", ("cs", "fr"))
def test_a_whole_sentence_keeps_its_final_mark(lang):
    found = [f"{domain}: {string!r}" for domain, context, msgid, _, string in entries(lang)
             if is_sentence(context, msgid) and not string.rstrip().endswith((".", "!", "?", "…", "»", "“"))]
    assert not found, "\n".join(found)


# ---------------------------------------------------------------------------- one form of address

TY = re.compile(r"(?i)(?<!\w)(hoď|hod!|přepni|zvol|napiš|vyber|zadej|odpověz|zkus|hraj|můžeš|nemůžeš|máš|nemáš|"
                r"jsi|chceš|musíš|tvůj|tvoje|tvá|tvé|tvého|tvým|tebe|tobě|sis|ses)(?!\w)")
"""Czech "ty" forms (the verbs players meet, the possessives, the pronouns)."""

TU = re.compile(r"(?i)(?<!\w)(tu|toi|ton|tes|t'|lance donc|peux|dois|veux|choisis|tape|joue|pose|accepte|"
                r"refuse|propose|bascule|lance|tourne|remplace|achète|exporte|échange)(?!\w)")
"""French "tu" forms: the pronouns, the verbs players meet, and the imperatives once printed as commands."""

TU_IN_SENTENCES = re.compile(r"(?i)(?<!\w)(tu|toi|ton|tes|t'|lance donc|peux|dois|veux)(?!\w)")
"""The "tu" forms that are never anything else inside a sentence ("refuse" is also "il refuse")."""


@pytest.mark.parametrize("lang", ("cs", "fr"))
def test_one_form_of_address(lang):
    found = []
    for domain, context, _, _, string in entries(lang):
        if context in ("short form", "terse") or (context or "").startswith("short form"):
            continue  # a short form is letters to type, not a word ("ti" for ticho)
        if context == "command":
            printed = string.split()[0]  # the word printed in help and hints; the others are typed by habit
            wrong = (TY if lang == "cs" else TU).fullmatch(printed)
        else:
            wrong = (TY if lang == "cs" else TU_IN_SENTENCES).search(string)
        if wrong:
            found.append(f"{domain} [{context}]: {string!r}")
    assert not found, "\n".join(found)


# ---------------------------------------------------------------------------- short forms across games

PLAYED = ("commands", "online", "multiverse-table", "tesseract-table", "tetrikon-table")
"""The domains whose commands a player meets at the table: the table's, the online table's, each game's."""


def short_forms(lang: str) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """Each short form with the command words it stands for, and each command word (its printed
    form) with its short forms, across the games of :data:`PLAYED`."""
    word: dict[tuple[str, str], str] = {}
    short: dict[tuple[str, str], str] = {}
    for domain, context, msgid, _, string in entries(lang):
        if domain not in PLAYED or not context:
            continue
        if context == "command":
            word[(domain, msgid)] = string.split()[0]
        elif context.startswith("short form of "):
            short[(domain, context.removeprefix("short form of "))] = string
    by_form: dict[str, set[str]] = {}
    by_word: dict[str, set[str]] = {}
    for (domain, command), form in short.items():
        said = word.get((domain, command), command)
        by_form.setdefault(form, set()).add(said)
        by_word.setdefault(said, set()).add(form)
    return by_form, by_word


@pytest.mark.parametrize("lang", ("en", "cs", "fr"))
def test_a_short_form_means_one_thing_in_every_game(lang):
    """Issue 41: French ``rg`` was règles in two games and rangée in Tetrikon; légende was ``lég``
    in one and ``lgd`` in two. A short form stands for one command word across the games, and a
    command word has the same short form in every game."""
    by_form, by_word = short_forms(lang)
    assert not {form: words for form, words in by_form.items() if len(words) > 1}
    assert not {word: forms for word, forms in by_word.items() if len(forms) > 1}


# ---------------------------------------------------------------------------- French articles

PIECE_PLACEHOLDERS = ("piece",)
"""Placeholders a Tetrikon piece's name fills ("pentomino Z", "carré": every one masculine); the
sides of a trade (``give``, ``get``) may be money ("86 T") and are worded by the code."""

VERBS_BEFORE_AN_OBJECT = re.compile(r"(?i)(?<!\w)(pose|donne|propose|prend|retire|par|contre|tourne|"
                                    r"rencontre|achète|garde|reçoit) \{(\w+)\}")
"""A French verb or preposition directly before a placeholder: the object needs its article
("pose le pentomino Z", "rencontre le monde F2 de Joueur 4"), unless the placeholder is a seat's name."""

OBJECTS = (*PIECE_PLACEHOLDERS, "where")
"""The placeholders checked: a piece, and a place in a formation ("F2 de Joueur 4")."""


def french_article_problems(context: str | None, string: str) -> list[str]:
    """A French piece or world said without its article (issue 41: "Joueur 1 pose pentomino Z",
    "rencontre joueur 4"); a terse line (a 40-cell braille line) may leave it out."""
    if context == "terse":
        return []
    found = [m.group(0) for m in VERBS_BEFORE_AN_OBJECT.finditer(string) if m.group(2) in OBJECTS]
    found += [f"{{{name}}} first" for name in PIECE_PLACEHOLDERS if string.startswith(f"{{{name}}} ")]
    return found


@pytest.mark.parametrize(("string", "wrong"), [
    ("{player} pose {piece} {label} sur {squares}.", ["pose {piece}"]),
    ("{player} pose le {piece} {label} sur {squares}.", []),
    ("{piece} va dans le sac.", ["{piece} first"]), ("rencontre {where}", ["rencontre {where}"]),
    ("Le sceptre passe à {name}.", []), ("{player} propose {give} contre {get}.", []),
])
def test_the_french_article_check_catches_a_missing_article(string, wrong):
    assert french_article_problems(None, string) == wrong


def test_french_says_the_article_before_a_piece_or_a_world():
    found = [f"{domain}: {string!r} ({', '.join(problems)})"
             for domain, context, _, _, string in entries("fr")
             if (problems := french_article_problems(context, string))]
    assert not found, "\n".join(found)
