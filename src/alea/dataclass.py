"""Dataclasses that cost little to define: built when first used, and built cheaply.

``alea`` defines some two hundred dataclasses, and most are not used before the first answer
(an event, a view or a command nobody has met yet). The standard library builds each when its
module loads, compiling six methods from generated source (about a millisecond a class).
:func:`dataclass` is a drop-in for :func:`dataclasses.dataclass` that

* defers the building to the class's first use: making an instance (a stand-in ``__init__``
  builds the class, then runs the built one) or reading its fields (:func:`dataclasses.fields`,
  :func:`~dataclasses.is_dataclass`, :func:`~dataclasses.asdict`, :func:`~dataclasses.replace`
  read ``__dataclass_fields__``, which builds the class as it is read); a class is built with
  its bases, bases first, once, under a lock (a server's threads may meet a class together);
* builds it cheaply: the standard library still reads the fields (so everything that reads
  them works as before) but generates no method; ``__init__`` and ``__repr__`` are compiled
  together, once per class, and ``__eq__``, ``__hash__`` and a frozen class's ``__setattr__``
  and ``__delattr__`` are shared and read the fields with :func:`operator.attrgetter`.

Built, a class behaves as the standard library's: defaults, default factories, the ``init``,
``repr``, ``compare`` and ``hash`` options of :func:`dataclasses.field`, ``__post_init__``,
``__match_args__``, the hash rules of ``eq`` and ``frozen``, ``__dataclass_params__``.
Keyword-only fields and ``InitVar`` are refused (``alea`` has none); ``order``,
``unsafe_hash``, ``slots`` and the other options, and a class that writes its own ``__init__``,
get the standard library's dataclass, built at once. An instance made without ``__init__``
(``object.__new__``) before any other use would find its class unbuilt: nothing in ``alea``
does that.

Every dataclass of a hierarchy must come from this decorator: a class built here says it is
not frozen in ``__dataclass_params__`` (the standard library, which builds its fields, would
otherwise refuse a frozen class over it), so the standard library refuses a frozen dataclass
of its own over it. mypy checks the hierarchy's frozenness as the standard library would.
"""

from __future__ import annotations

import dataclasses
import reprlib
from _thread import RLock
from operator import attrgetter
from typing import Any, Callable, TypeVar, dataclass_transform

T = TypeVar("T")
CHEAP = frozenset({"frozen", "eq", "init", "repr"})
"""The options the cheap building honours; any other gets the standard library's."""
_LOCK = RLock()
"""Held while classes are built."""
_NO_VALUE = object()
"""Stands for an argument not given, where a default factory supplies the value."""
_TEMPLATE = """def __init__(self{params}):
{body}    pass

def __repr__(self):
    return self.__class__.__qualname__ + f"({shown})"
"""


@dataclass_transform(field_specifiers=(dataclasses.field, dataclasses.Field))
def dataclass(cls: type[T] | None = None, /, **options: Any) -> Any:
    """:func:`dataclasses.dataclass` with the same options; the class is built at its first use,
    cheaply unless it asks for more than :data:`CHEAP` (then by the standard library, at once)."""
    def wrap(klass: type[T]) -> type[T]:
        if not CHEAP.issuperset(options) or "__init__" in klass.__dict__:
            return dataclasses.dataclass(klass, **options)
        if "__dataclass_fields__" in klass.__dict__:
            raise TypeError(f"{klass.__qualname__} is a dataclass already")
        setattr(klass, "__dataclass_fields__", _Pending(lambda k: build(k, **options)))
        setattr(klass, "__init__", _first_init(klass))
        return klass

    return wrap if cls is None else wrap(cls)


class _Pending:
    """Stands for ``__dataclass_fields__`` until the class is built; reading it builds the class."""

    __slots__ = ("build",)

    def __init__(self, build: Callable[[type[Any]], None]) -> None:
        self.build = build

    def __get__(self, instance: object, owner: type[Any]) -> Any:
        complete(owner)
        return owner.__dataclass_fields__


def _first_init(home: type[Any]) -> Callable[..., None]:
    """The stand-in ``__init__`` of a class not yet built: build it, then run its built ``__init__``."""
    def __init__(self: object, *args: Any, **kwargs: Any) -> None:
        complete(home)
        home.__init__(self, *args, **kwargs)

    __init__.stands_in = True  # type: ignore[attr-defined]
    return __init__


def complete(cls: type[Any]) -> None:
    """Build every class of ``cls``'s ancestry that waits to be built, bases first."""
    with _LOCK:
        for klass in reversed(cls.__mro__):
            pending = klass.__dict__.get("__dataclass_fields__")
            if isinstance(pending, _Pending):
                delattr(klass, "__dataclass_fields__")
                delattr(klass, "__init__")
                pending.build(klass)


def build(klass: type[Any], *, frozen: bool = False, eq: bool = True, init: bool = True,
          repr: bool = True) -> None:
    """Make ``klass`` the dataclass :func:`dataclasses.dataclass` would with these options."""
    own_doc = klass.__dict__.get("__doc__")
    own_hash = klass.__dict__.get("__hash__", dataclasses.MISSING)
    written_hash = not (own_hash is dataclasses.MISSING or (own_hash is None and "__eq__" in klass.__dict__))
    dataclasses.dataclass(klass, init=False, repr=False, eq=False)  # the fields only, no method
    params = klass.__dataclass_params__
    params.init, params.repr, params.eq = init, repr, eq  # (frozen stays False: see the module's docstring)
    initvar = getattr(dataclasses, "_FIELD_INITVAR")
    if any(getattr(f, "_field_type", None) is initvar for f in klass.__dataclass_fields__.values()):
        raise TypeError(f"{klass.__qualname__}: InitVar fields are not supported")
    fields = dataclasses.fields(klass)
    scope: dict[str, Any] = {"_NO_VALUE": _NO_VALUE}
    source = _methods(klass, fields, scope, frozen)
    exec(compile(source, f"<dataclass {klass.__qualname__}>", "exec"), scope)  # noqa: S102
    if init:
        _install(klass, "__init__", scope["__init__"])
    if repr:
        _install(klass, "__repr__", reprlib.recursive_repr()(scope["__repr__"]))
    if eq and "__eq__" not in klass.__dict__:
        klass._compared = staticmethod(_getter([f.name for f in fields if f.compare]))
        setattr(klass, "__eq__", _eq)
    if eq and not written_hash:  # the standard library's rule: frozen hashes its compared fields,
        if frozen:               # not frozen is unhashable
            klass._hashed = staticmethod(_getter([f.name for f in fields
                                                  if (f.compare if f.hash is None else f.hash)]))
            setattr(klass, "__hash__", _hash)
        else:
            setattr(klass, "__hash__", None)
    if frozen:
        for name, method in (("__setattr__", _setattr), ("__delattr__", _delattr)):
            if name in klass.__dict__:
                raise TypeError(f"cannot overwrite attribute {name} in class {klass.__name__}")
            setattr(klass, name, method)
    if not own_doc:  # the standard library's docstring of a class without one: its signature
        import inspect

        klass.__doc__ = klass.__name__ + str(inspect.signature(klass)).replace(" -> None", "")


def _methods(klass: type[Any], fields: tuple[dataclasses.Field[Any], ...], scope: dict[str, Any],
             frozen: bool) -> str:
    """The source of ``klass``'s ``__init__`` and ``__repr__`` (defaults and factories put in ``scope``)."""
    params, body = [], []
    target = "_d[{name!r}]" if frozen else "self.{name}"  # a frozen class writes its own __dict__
    if frozen:
        body.append("    _d = self.__dict__\n")
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
            continue  # set by __post_init__, if at all
        assign = "    " + target.format(name=f.name) + " = {}\n"
        if not f.init:
            body.append(assign.format(value))
        elif value == f.name:
            params.append(f", {f.name}")
            body.append(assign.format(f.name))
        elif f.default is not dataclasses.MISSING:
            params.append(f", {f.name}={value}")
            body.append(assign.format(f.name))
        else:
            params.append(f", {f.name}=_NO_VALUE")
            body.append(assign.format(f"{value} if {f.name} is _NO_VALUE else {f.name}"))
    if hasattr(klass, "__post_init__"):
        body.append("    self.__post_init__()\n")
    shown = ", ".join(f"{f.name}={{self.{f.name}!r}}" for f in fields if f.repr)
    return _TEMPLATE.format(params="".join(params), body="".join(body), shown=shown)


def _install(klass: type[Any], name: str, method: Callable[..., Any]) -> None:
    """Set ``method`` as ``klass``'s ``name`` unless the class writes its own."""
    if name not in klass.__dict__:
        method.__qualname__ = f"{klass.__qualname__}.{name}"
        setattr(klass, name, method)


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
