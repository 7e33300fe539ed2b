"""Frozen dataclasses that cost less to define: the events (about fifty of them) are all defined
when the engine loads, so their cost is paid at every start of the table.

``dataclass(frozen=True)`` compiles six methods per class from generated source. Here the
standard library still builds the fields (so :func:`dataclasses.fields`, :func:`~dataclasses.asdict`
and :func:`~dataclasses.replace` work as before) but generates no method; ``__init__`` and
``__repr__`` are compiled together, once per class, the other methods are shared and read
the fields with :func:`operator.attrgetter`. Only plain fields are supported (no defaults, no field options):
anything else gets the standard ``dataclass(frozen=True)``.
"""

from __future__ import annotations

import dataclasses
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")
_TEMPLATE = """def __init__(self{params}):
    _d = self.__dict__
{body}    pass

def __repr__(self):
    return self.__class__.__qualname__ + f"({shown})"
"""


def dataclass(cls: type[T] | None = None, /, *, frozen: bool = False, **options: Any) -> Any:
    """Drop-in for :func:`dataclasses.dataclass`: ``@dataclass(frozen=True)`` over a class of
    plain fields is built the fast way, every other use goes to the standard library."""
    def wrap(klass: type[T]) -> type[T]:
        if not frozen or options or not _plain(klass):
            return dataclasses.dataclass(klass, frozen=frozen, **options)
        return _build(klass)

    return wrap if cls is None else wrap(cls)


def _plain(klass: type) -> bool:
    """Whether every field the class declares is a bare annotation (no default, no field());
    class variables (``ClassVar``) are not fields."""
    annotations = klass.__dict__.get("__annotations__", {})
    return not any(name in klass.__dict__ for name, kind in annotations.items()
                   if "ClassVar" not in str(kind))


def _build(klass: type[T]) -> type[T]:
    klass = dataclasses.dataclass(klass, init=False, repr=False, eq=False)  # fields only
    names = tuple(f.name for f in dataclasses.fields(klass))
    source = _TEMPLATE.format(params="".join(f", {n}" for n in names),
                              body="".join(f"    _d[{n!r}] = {n}\n" for n in names),
                              shown=", ".join(f"{n}={{self.{n}!r}}" for n in names))
    scope: dict[str, Any] = {}
    exec(compile(source, f"<frozen dataclass {klass.__qualname__}>", "exec"), scope)  # noqa: S102
    for name in ("__init__", "__repr__"):
        method = scope[name]
        method.__qualname__ = f"{klass.__qualname__}.{name}"
        setattr(klass, name, method)
    values = attrgetter(*names) if len(names) > 1 else (
        (lambda obj: (getattr(obj, names[0]),)) if names else (lambda obj: ()))
    klass._values = staticmethod(values)  # type: ignore[attr-defined]
    for name in ("__eq__", "__hash__", "__setattr__", "__delattr__"):
        setattr(klass, name, _SHARED[name])
    return klass


def _eq(self: Any, other: Any) -> Any:
    if other.__class__ is self.__class__:
        return self._values(self) == other._values(other)
    return NotImplemented


def _hash(self: Any) -> int:
    return hash(self._values(self))


def _setattr(self: Any, name: str, value: Any) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _delattr(self: Any, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


_SHARED = {"__eq__": _eq, "__hash__": _hash, "__setattr__": _setattr,
           "__delattr__": _delattr}
