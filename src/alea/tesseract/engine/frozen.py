"""Frozen dataclasses that cost less to define: the events (about fifty of them) are all defined
when the engine loads, so their cost is paid at every start of the table.

``dataclass(frozen=True)`` compiles six methods per class from generated source. Here the
standard library still builds the fields (so :func:`dataclasses.fields`, :func:`~dataclasses.asdict`
and :func:`~dataclasses.replace` work as before) but generates no method; ``__init__`` and
``__repr__`` are compiled together, once per class, the other methods are shared and read
the fields with :func:`operator.attrgetter`. Defaults, default factories and the ``repr``,
``compare``, ``hash`` and ``init`` options of :func:`dataclasses.field` are honoured;
keyword-only fields are refused. Any other use (not frozen, or with options such as
``order``) gets the standard library's dataclass.

Every class of a hierarchy must come from the same decorator: the standard library refuses a
frozen dataclass over a base built here (whose parameters say "not frozen", since the standard
library generates no method for it).
"""

from __future__ import annotations

import dataclasses
from operator import attrgetter
from typing import Any, Callable, TypeVar, dataclass_transform

T = TypeVar("T")
_TEMPLATE = """def __init__(self{params}):
    _d = self.__dict__
{body}    pass

def __repr__(self):
    return self.__class__.__qualname__ + f"({shown})"
"""
_NO_VALUE = object()
"""Stands for an argument not given, where a default factory supplies the value."""


@dataclass_transform(field_specifiers=(dataclasses.field, dataclasses.Field))
def dataclass(cls: type[T] | None = None, /, *, frozen: bool = False, **options: Any) -> Any:
    """Drop-in for :func:`dataclasses.dataclass`: ``@dataclass(frozen=True)`` is built the fast
    way, every other use goes to the standard library."""
    def wrap(klass: type[T]) -> type[T]:
        if not frozen or options:
            return dataclasses.dataclass(klass, frozen=frozen, **options)
        return _build(klass)

    return wrap if cls is None else wrap(cls)


def _build(klass: type[T]) -> type[T]:
    built: Any = dataclasses.dataclass(klass, init=False, repr=False, eq=False)  # fields only
    klass = built
    fields = dataclasses.fields(built)
    scope: dict[str, Any] = {"_NO_VALUE": _NO_VALUE}
    params, body = [], []
    for f in fields:
        if f.kw_only:
            raise TypeError(f"{klass.__qualname__}.{f.name}: keyword-only fields are not supported")
        value = f.name
        if f.default is not dataclasses.MISSING:
            scope[f"_default_{f.name}"] = f.default
            value = f"_default_{f.name}"
        elif f.default_factory is not dataclasses.MISSING:
            scope[f"_factory_{f.name}"] = f.default_factory
            value = f"_factory_{f.name}()"
        elif not f.init:
            raise TypeError(f"{klass.__qualname__}.{f.name}: a field outside __init__ needs a default")
        if not f.init:
            body.append(f"    _d[{f.name!r}] = {value}\n")
        elif value == f.name:
            params.append(f", {f.name}")
            body.append(f"    _d[{f.name!r}] = {f.name}\n")
        elif f.default is not dataclasses.MISSING:
            params.append(f", {f.name}={value}")
            body.append(f"    _d[{f.name!r}] = {f.name}\n")
        else:
            params.append(f", {f.name}=_NO_VALUE")
            body.append(f"    _d[{f.name!r}] = {value} if {f.name} is _NO_VALUE else {f.name}\n")
    source = _TEMPLATE.format(params="".join(params), body="".join(body),
                              shown=", ".join(f"{f.name}={{self.{f.name}!r}}" for f in fields
                                              if f.repr))
    exec(compile(source, f"<frozen dataclass {klass.__qualname__}>", "exec"), scope)  # noqa: S102
    for name in ("__init__", "__repr__"):
        method = scope[name]
        method.__qualname__ = f"{klass.__qualname__}.{name}"
        setattr(klass, name, method)
    klass._compared = staticmethod(_getter([f.name for f in fields if f.compare]))  # type: ignore[attr-defined]
    klass._hashed = staticmethod(_getter([f.name for f in fields  # type: ignore[attr-defined]
                                          if (f.compare if f.hash is None else f.hash)]))
    for name, method in _SHARED.items():
        setattr(klass, name, method)
    return klass


def _getter(names: list[str]) -> Callable[[Any], tuple[Any, ...]]:
    """A function returning the tuple of these attributes of an object."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        one = names[0]
        return lambda obj: (getattr(obj, one),)
    return lambda obj: ()


def _eq(self: Any, other: Any) -> Any:
    if other.__class__ is self.__class__:
        return self._compared(self) == other._compared(other)
    return NotImplemented


def _hash(self: Any) -> int:
    return hash(self._hashed(self))


def _setattr(self: Any, name: str, value: Any) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _delattr(self: Any, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


_SHARED = {"__eq__": _eq, "__hash__": _hash, "__setattr__": _setattr, "__delattr__": _delattr}
