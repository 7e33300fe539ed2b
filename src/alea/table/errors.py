"""The table's answers to input it cannot use: short, localized, key fact first."""

from __future__ import annotations

from alea.table import catalogs
from alea.table.arguments import ArgError
from alea.table.output import printable
from alea.table.commands.registry import Command, CommandError
from alea.i18n import format_list


def line_problem(code: str, lang: str, terse: bool = False) -> str:
    """The answer to an empty, too long or garbled line (terse: a few cells)."""
    t = catalogs.table(lang)
    if terse:
        return {"empty": t.gettext("Command?"), "too_long": t.gettext("Too long.")}.get(
            code, t.gettext("Control characters."))
    if code == "empty":
        return t.gettext("Type a command, or help for the list.")
    if code == "too_long":
        return t.gettext("That line is too long. Nothing was done.")
    return t.gettext("That line holds control characters. Nothing was done.")


def command_error(error: CommandError, lang: str, terse: bool = False) -> str:
    """The answer to a word that names no command, or several (terse: "word? a, b")."""
    t = catalogs.table(lang)
    word = printable(str(error.data["word"]))
    names = list(error.data["candidates"]) if error.code == "ambiguous" else list(error.data.get("nearest") or [])
    if terse:
        if names:
            return t.gettext("{word}? {names}").format(word=word, names=", ".join(names))
        return t.gettext("{word}? See help.").format(word=word)
    if error.code == "ambiguous":
        return t.gettext("{word} could mean {names}.").format(word=word, names=format_list(names, lang, "or"))
    if names:
        return t.gettext("Unknown command {word}. Nearest: {names}.").format(
            word=word, names=format_list(names, lang, "or"))
    return t.gettext("Unknown command {word}. Type help for the list.").format(word=word)


def arg_error(error: ArgError, command: Command, lang: str, terse: bool = False) -> list[str]:
    """The answer to arguments that do not fit, followed by the command's help line (not when terse)."""
    t = catalogs.table(lang)
    if error.code == "extra":
        first = t.gettext("Too many words from {word} on.").format(word=printable(str(error.data["word"])))
    elif error.code == "missing":
        first = t.gettext("Missing: {what}.").format(what=arg_name(command, str(error.data["arg"]), lang))
    else:
        first = t.gettext("{word} is not {what}.").format(what=arg_name(command, str(error.data["arg"]), lang),
                                                       word=printable(str(error.data["word"])))
    return [first] if terse else [first, command.help_in(lang)]


def arg_name(command: Command, kind: str, lang: str) -> str:
    """What an argument of ``command`` of kind ``kind`` (its id) is, as a short phrase."""
    return next(p.kind for p in command.params if p.kind.id == kind).name(lang)
