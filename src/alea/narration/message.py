"""Messages kept as messages: what to say, put into words only when it is said.

The table keeps what it said as :class:`Message` values (a message id and its
arguments), not as text, so that ``again`` and ``history`` speak the language
and verbosity set *now*, and each seat of a table hears the same message in its
own language. A message is rendered by :func:`render` for one language and one
verbosity, into one or more lines.

* :class:`Template`: one catalog entry (domain, msgid, plural, context) and its
  named values; values that are messages themselves are rendered in the same
  language first. :class:`Catalog` makes them with the method names of a
  ``gettext`` catalog (``gettext``, ``ngettext``, ``pgettext``), so that the
  catalog tools extract them as before.
* :class:`Worded`: a word or phrase that a function gives for a language
  (``function(*args, lang)``), such as a command word or the name of a language.
* :class:`Narrated`: one method of a game's narrator, built for the language
  and verbosity (``narrator(lang, verbosity).method(*args, **keywords)``); its arguments are
  the events and the view as they were when it happened (frozen values).
* :class:`Pick`: one line of another message (an option among a decision's options).
* :class:`Lazy`: anything else, as a function of (language, verbosity).
* :class:`Terse`: a shorter message at terse verbosity (one braille line), another one else.

A plain ``str`` is text that is the same in every language (a file name, the
player's own input): it is said as it is.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import field, replace
from alea.dataclass import dataclass
from typing import Any, Union

from alea.i18n import catalog
from alea.narration.sentences import ended

Line = Union[str, "Message"]
"""What the table says as one part of a message: text the same in every language, or a message."""

RENDERED = 64
"""How many renderings of :class:`Narrated` messages are remembered (see :func:`_rendered`)."""


class Message:
    """Something to say, put into words on demand (see the module's docstring)."""

    def render(self, lang: str, verbosity: str) -> tuple[str, ...]:
        """The lines of this message in ``lang`` at ``verbosity`` (none when it has nothing to say)."""
        raise NotImplementedError

    def text(self, lang: str, verbosity: str) -> str:
        """This message as one string (its lines joined by newlines)."""
        return "\n".join(self.render(lang, verbosity))


def render(part: Line, lang: str, verbosity: str) -> tuple[str, ...]:
    """The lines of ``part`` (text is one line as it is; a message is put into words)."""
    if isinstance(part, Message):
        return part.render(lang, verbosity)
    return (part,)


def render_all(parts: Iterable[Line], lang: str, verbosity: str) -> list[str]:
    """The lines of every part, in order."""
    return [line for part in parts for line in render(part, lang, verbosity)]


def text(part: Line, lang: str, verbosity: str) -> str:
    """``part`` as one string."""
    return part.text(lang, verbosity) if isinstance(part, Message) else part


def _value(value: object, lang: str, verbosity: str) -> object:
    return value.text(lang, verbosity) if isinstance(value, Message) else value


@dataclass(frozen=True)
class Template(Message):
    """One catalog entry and its named values: a whole sentence with ``{placeholders}``."""

    domain: str
    """The gettext domain of the entry (``table`` ...)."""
    msgid: str
    """The English message id (the singular form when ``plural`` is given)."""
    plural: str | None = None
    """The English plural form, for a message chosen by a count (``ngettext``)."""
    n: int = 1
    """The count that chooses the plural form."""
    context: str | None = None
    """The message context (``pgettext``), if any."""
    values: tuple[tuple[str, object], ...] = field(default=())
    """The placeholders' values; a value that is a :class:`Message` is rendered in the same language."""

    def format(self, **values: object) -> Template:
        """This message with its placeholders' values (as ``str.format`` would take them)."""
        return replace(self, values=self.values + tuple(values.items()))

    def render(self, lang: str, verbosity: str) -> tuple[str, ...]:
        found = catalog(self.domain, lang)
        if self.plural is None:
            template = (found.gettext(self.msgid) if self.context is None
                        else found.pgettext(self.context, self.msgid))
        elif self.context is None:
            template = found.ngettext(self.msgid, self.plural, self.n)
        else:
            template = found.npgettext(self.context, self.msgid, self.plural, self.n)
        values = {key: _value(value, lang, verbosity) for key, value in self.values}
        return (ended(template, values).format(**values),)


class Catalog:
    """A catalog with no language yet: its methods make :class:`Template` messages.

    The method names are those of a ``gettext`` catalog, which the catalog tools extract.
    """

    def __init__(self, domain: str) -> None:
        self.domain = domain

    def gettext(self, message: str) -> Template:
        """``message``, translated when it is said."""
        return Template(self.domain, message)

    def ngettext(self, singular: str, plural: str, n: int) -> Template:
        """The form of ``singular``/``plural`` that fits ``n``, chosen when it is said."""
        return Template(self.domain, singular, plural=plural, n=n)

    def pgettext(self, context: str, message: str) -> Template:
        """``message`` in ``context``, translated when it is said."""
        return Template(self.domain, message, context=context)


def unframed(args: tuple[Any, ...]) -> None:
    """Let the exceptions among a message's ``args`` go of their tracebacks (and their causes'): a
    message kept by a seat's history would otherwise keep the frames the error went through, and
    with them the table, in a cycle only a full collection frees. A message needs the error's
    fields, never where it was raised."""
    for arg in args:
        error = arg if isinstance(arg, BaseException) else None
        while error is not None:
            error.__traceback__ = None
            error = error.__cause__ or error.__context__


@dataclass(frozen=True)
class Worded(Message):
    """``function(*args, lang)``: a word, phrase or sentence of the language (a command word, a
    language's name, why a file could not be written); with ``terse``, ``function(*args, lang, terse)``.

    The function returns one string or a list of lines.
    """

    function: Callable[..., str | Sequence[str]]
    """What puts it into words: the message's id."""
    args: tuple[Any, ...] = ()
    """Its arguments before the language."""
    terse: bool = False
    """Whether the function takes, after the language, whether the verbosity is terse."""

    def __post_init__(self) -> None:
        unframed(self.args)

    def render(self, lang: str, verbosity: str) -> tuple[str, ...]:
        extra = (verbosity == "terse",) if self.terse else ()
        said = self.function(*self.args, lang, *extra)
        return (said,) if isinstance(said, str) else tuple(said)


@dataclass(frozen=True)
class Narrated(Message):
    """``narrator(lang, verbosity).method(*args)``: what a game's narration says of frozen values.

    The method returns one string or a list of lines; empty lines are left out.
    """

    narrator: Callable[[str, str], object]
    """Builds the game's narrator for a language and a verbosity."""
    method: str
    """The narrator's method that says it: the message's id."""
    args: tuple[Any, ...] = ()
    """The method's arguments (events, views, decisions: values that do not change)."""
    keywords: tuple[tuple[str, Any], ...] = ()
    """Its keyword arguments, as (name, value) pairs."""

    def render(self, lang: str, verbosity: str) -> tuple[str, ...]:
        key = (self.narrator, self.method, _identity(self.args), _identity(self.keywords), lang, verbosity)
        known = _RENDERINGS.get(key)
        if known is not None:
            _RENDERINGS.move_to_end(key)
            return known[1]
        said = getattr(self.narrator(lang, verbosity), self.method)(*self.args, **dict(self.keywords))
        lines = said.split("\n") if isinstance(said, str) else said
        rendered = tuple(line for line in lines if line)
        _RENDERINGS[key] = (self, rendered)  # the message keeps its arguments, so their ids, alive
        if len(_RENDERINGS) > RENDERED:
            _RENDERINGS.popitem(last=False)
        return rendered


_RENDERINGS: OrderedDict[tuple[object, ...], tuple[Narrated, tuple[str, ...]]] = OrderedDict()
"""The last renderings of narrated messages, by the identity of what they say and the language
and verbosity: every seat of a table that hears a move in the same language and verbosity is
told the lines put into words once (the narration of a move is a pure function of frozen
values), and a list of options (:class:`Pick`) is put into words once, not once per option."""


def _identity(value: object) -> object:
    """What makes ``value`` the same value for :data:`_RENDERINGS`: a tuple by the identity of its
    items (each seat builds its own tuple of the same events), anything else by its own."""
    if type(value) is tuple:
        return tuple(_identity(item) for item in value)
    return id(value)


@dataclass(frozen=True)
class Pick(Message):
    """Line ``index`` of another message (one option of a list of options)."""

    message: Message
    index: int

    def render(self, lang: str, verbosity: str) -> tuple[str, ...]:
        return (self.message.render(lang, verbosity)[self.index],)


@dataclass(frozen=True)
class Lazy(Message):
    """``say(lang, verbosity)``: a message that none of the other kinds fits, and its id."""

    id: str
    """What it says, for whoever reads the history (a function's name)."""
    say: Callable[[str, str], str | Sequence[str]]

    def render(self, lang: str, verbosity: str) -> tuple[str, ...]:
        said = self.say(lang, verbosity)
        return (said,) if isinstance(said, str) else tuple(said)


@dataclass(frozen=True)
class Terse(Message):
    """``short`` at terse verbosity (a 40-cell braille line), ``normal`` at normal and verbose."""

    short: Line
    normal: Line

    def render(self, lang: str, verbosity: str) -> tuple[str, ...]:
        return render(self.short if verbosity == "terse" else self.normal, lang, verbosity)


@dataclass(frozen=True)
class Guarded(Message):
    """``message``, or ``fallback`` when putting it into words fails (``failed`` is told why, to log it).

    What a move did is told this way: the move stands even if its narration fails.
    """

    message: Message
    fallback: Line
    failed: Callable[[Exception], None]

    def render(self, lang: str, verbosity: str) -> tuple[str, ...]:
        try:
            return self.message.render(lang, verbosity)
        except Exception as error:  # narration must not undo a move that happened
            self.failed(error)
            return render(self.fallback, lang, verbosity)
