"""Lists are joined without loading Babel, exactly as Babel joins them (issue 12).

The install writes CLDR's list patterns of every language into ``alea/locale/lists.json``
(``setup.py``); :func:`alea.i18n.format_list` applies them with Babel's algorithm.
"""

from __future__ import annotations

import pytest
from babel import Locale
from babel.lists import format_list as babel_format_list

from alea.i18n import LANGUAGES, format_list, list_patterns


def test_the_install_wrote_the_list_patterns_of_every_language() -> None:
    assert set(LANGUAGES) <= set(list_patterns())
    for lang in LANGUAGES:
        assert {"standard", "or"} <= set(list_patterns()[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_style_and_length_joins_as_babel_joins(lang: str) -> None:
    items = ["jedna", "deux", "three", "čtyři", "cinq"]
    for style in Locale.parse(lang).list_patterns:
        for n in range(len(items) + 1):
            try:
                expected = babel_format_list(items[:n], style=style, locale=Locale.parse(lang))
            except KeyError:  # a style CLDR leaves incomplete: the table fails the same way
                with pytest.raises(KeyError):
                    format_list(items[:n], lang, style)
                continue
            assert format_list(items[:n], lang, style) == expected


def test_a_style_without_written_patterns_is_left_to_babel() -> None:
    """Babel knows each style's fallbacks; the table asks it when lists.json has no entry."""
    assert "no-such-style" not in list_patterns()["en"]
    with pytest.raises(ValueError):
        format_list(["a", "b"], "en", "no-such-style")
