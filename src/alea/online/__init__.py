"""Online tables: ``alea serve`` (server, storage, web client) and ``alea join`` (terminal client).

Each player sits at their own machine, in their own language; see docs/online.md.
"""
