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

import reprlib
import sys
from _thread import RLock
from importlib import import_module
from operator import attrgetter
from types import ModuleType
from typing import TYPE_CHECKING, Any, Callable, TypeVar, dataclass_transform


class _Deferred(ModuleType):
    """Stands for a module not loaded yet: reading one of its names loads it (the real module)."""

    def __getattr__(self, name: str) -> Any:
        return getattr(import_module(self.__name__), name)


def _standard_dataclasses() -> ModuleType:
    """The standard library's :mod:`dataclasses`, imported (when it is not yet) with its
    :mod:`inspect` deferred: it reads ``inspect.signature`` only for a class without a docstring,
    and loading :mod:`inspect` (with :mod:`ast`'s hundred and thirty classes, :mod:`dis`,
    :mod:`tokenize`) costs a tenth of ``alea``'s start. The stand-in is seen by ``dataclasses``
    alone: every later ``import inspect`` gets the real module."""
    if "dataclasses" in sys.modules or "inspect" in sys.modules:
        return import_module("dataclasses")
    sys.modules["inspect"] = _Deferred("inspect")
    try:
        return import_module("dataclasses")
    finally:
        del sys.modules["inspect"]


if TYPE_CHECKING:
    import dataclasses
else:
    dataclasses = _standard_dataclasses()

T = TypeVar("T")
CHEAP = frozenset({"frozen", "eq", "init", "repr"})
"""The options the cheap building honours; any other gets the standard library's."""
_LOCK = RLock()
"""Held while classes are built."""
_NO_VALUE = object()
"""Stands for an argument not given, where a default factory supplies the value."""
_REQUIRED = object()
"""Stands for the default of a parameter that has none."""
_UNSET = object()
"""Stands for a parameter not given (yet) while a call's arguments are read."""
_ARGUMENT, _FACTORY_ARGUMENT, _DEFAULT, _FACTORY = range(4)
"""How ``__init__`` sets a field: its argument; its argument or, when none is given, its default
factory's value; (outside ``__init__``'s parameters) its default; its default factory's value."""
COMPILE_AFTER = 256
"""After how many instances made by plan a class's ``__init__`` is compiled: compiling one costs
about a third of a millisecond, a call by plan about a microsecond more than a compiled one."""


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
    """Build every class of ``cls``'s ancestry that waits to be built, bases first. The stand-ins
    stay until the building replaces them: another thread that meets the class meanwhile (makes an
    instance, reads its fields) goes through a stand-in, so waits for the lock, and finds the class
    built; without them it would find no ``__init__`` (``object``'s, which takes no argument)."""
    with _LOCK:
        for klass in reversed(cls.__mro__):
            pending = klass.__dict__.get("__dataclass_fields__")
            if isinstance(pending, _Pending):
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
    if init:  # (a class without a docstring gets the compiled one, whose signature its docstring shows)
        made = _Init(klass, fields, frozen)
        _install(klass, "__init__", made.first() if own_doc else made.compile(), replace=True)  # (the stand-in)
    else:  # its base's ``__init__``, as the standard library's
        delattr(klass, "__init__")
    if repr:
        _install(klass, "__repr__", _repr([f.name for f in fields if f.repr]))
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


class _Init:
    """A class's ``__init__``: first a function that reads its arguments by a plan (no compiling),
    then, once the class has been made :data:`COMPILE_AFTER` times, one compiled from source as
    the standard library's (compiling costs about as much as that many instances made by plan)."""

    def __init__(self, klass: type[Any], fields: tuple[dataclasses.Field[Any], ...], frozen: bool) -> None:
        self.klass, self.fields, self.frozen = klass, fields, frozen
        self.post_init = hasattr(klass, "__post_init__")
        self.plan: list[tuple[str, int, Any]] = []  # (name, how, default or factory), in the fields' order
        self.params: list[str] = []
        self.defaults: list[Any] = []  # one a parameter: its default, _NO_VALUE (factory) or _REQUIRED
        for f in fields:
            if f.kw_only:
                raise TypeError(f"{klass.__qualname__}.{f.name}: keyword-only fields are not supported")
            factory = f.default_factory is not dataclasses.MISSING
            if f.init:
                self.params.append(f.name)
                self.defaults.append(f.default if f.default is not dataclasses.MISSING
                                     else _NO_VALUE if factory else _REQUIRED)
                self.plan.append((f.name, _FACTORY_ARGUMENT if factory else _ARGUMENT, f.default_factory))
            elif f.default is not dataclasses.MISSING:
                self.plan.append((f.name, _DEFAULT, f.default))
            elif factory:
                self.plan.append((f.name, _FACTORY, f.default_factory))
        self.index = {name: n for n, name in enumerate(self.params)}

    def first(self) -> Callable[..., None]:
        """The ``__init__`` by plan, which puts the compiled one in its place after enough calls."""
        klass, plan, frozen, post_init, count = self.klass, self.plan, self.frozen, self.post_init, len(self.params)
        bind, compiled, made = self.bind, self.compile, [0]

        def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
            made[0] += 1
            if made[0] == COMPILE_AFTER:
                _install(klass, "__init__", compiled(), replace=True)
            values = args if not kwargs and len(args) == count else bind(args, kwargs)
            own = self.__dict__ if frozen else None
            at = 0
            for name, how, extra in plan:
                if how == _ARGUMENT or how == _FACTORY_ARGUMENT:
                    value = values[at]
                    at += 1
                    if value is _NO_VALUE and how == _FACTORY_ARGUMENT:
                        value = extra()
                else:
                    value = extra if how == _DEFAULT else extra()
                if own is not None:
                    own[name] = value
                else:
                    setattr(self, name, value)
            if post_init:
                self.__post_init__()

        return __init__

    def bind(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[Any]:
        """The value of every parameter, as Python binds a call's arguments (and says what is wrong)."""
        name = f"{self.klass.__qualname__}.__init__()"
        if len(args) > len(self.params):
            raise TypeError(f"{name} takes {len(self.params) + 1} positional arguments but {len(args) + 1} were given")
        values = list(args) + [_UNSET] * (len(self.params) - len(args))
        for key, value in kwargs.items():
            at = self.index.get(key)
            if at is None:
                raise TypeError(f"{name} got an unexpected keyword argument {key!r}")
            if values[at] is not _UNSET:
                raise TypeError(f"{name} got multiple values for argument {key!r}")
            values[at] = value
        missing = [f"{self.params[n]!r}" for n, value in enumerate(values)
                   if value is _UNSET and self.defaults[n] is _REQUIRED]
        if missing:
            raise TypeError(f"{name} missing {len(missing)} required positional argument"
                            f"{'s' if len(missing) > 1 else ''}: {', '.join(missing)}")
        return [self.defaults[n] if value is _UNSET else value for n, value in enumerate(values)]

    def compile(self) -> Callable[..., None]:
        """The ``__init__`` compiled from source, as the standard library's (a frozen class writes its
        own ``__dict__``)."""
        scope: dict[str, Any] = {"_NO_VALUE": _NO_VALUE}
        params, body = [], ["    _d = self.__dict__\n"] if self.frozen else []
        target = "_d[{name!r}]" if self.frozen else "self.{name}"
        at = 0
        for name, how, extra in self.plan:
            assign = "    " + target.format(name=name) + " = {}\n"
            if how in (_DEFAULT, _FACTORY):
                scope[f"_extra_{name}"] = extra
                body.append(assign.format(f"_extra_{name}" + ("()" if how == _FACTORY else "")))
                continue
            default = self.defaults[at]
            at += 1
            if default is _REQUIRED:
                params.append(f", {name}")
                body.append(assign.format(name))
            elif how == _ARGUMENT:
                scope[f"_default_{name}"] = default
                params.append(f", {name}=_default_{name}")
                body.append(assign.format(name))
            else:
                scope[f"_extra_{name}"] = extra
                params.append(f", {name}=_NO_VALUE")
                body.append(assign.format(f"_extra_{name}() if {name} is _NO_VALUE else {name}"))
        if self.post_init:
            body.append("    self.__post_init__()\n")
        source = f"def __init__(self{''.join(params)}):\n{''.join(body)}    pass\n"
        exec(compile(source, f"<dataclass {self.klass.__qualname__}>", "exec"), scope)  # noqa: S102
        method: Callable[..., None] = scope["__init__"]
        method.__qualname__ = f"{self.klass.__qualname__}.__init__"
        return method


def _repr(names: list[str]) -> Callable[[Any], str]:
    """A ``__repr__`` showing these fields, as the standard library's (a recursion shows ``...``)."""
    @reprlib.recursive_repr()
    def __repr__(self: Any) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"

    return __repr__


def _install(klass: type[Any], name: str, method: Callable[..., Any], replace: bool = False) -> None:
    """Set ``method`` as ``klass``'s ``name`` unless the class writes its own (or ``replace``)."""
    if replace or name not in klass.__dict__:
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
