"""The command registry and the word lists of arguments: the ``commands`` gettext domain.

Everything here is language data declared in code: command words, short
forms, help lines, colour names, yes/no words. The entries are marked with
``Np_`` (context, English text) and read at run time from the ``commands``
catalog, so Czech and French pick their own words.
"""
