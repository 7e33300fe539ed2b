"""``alea.dataclass.dataclass`` behaves as ``dataclasses.dataclass`` (issue 12: the events are defined
at every start of the table), and builds a class at its first use, not when its module loads (issue 26:
start within 8 times a bare Python start)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import threading
from typing import Any, ClassVar

import pytest

from alea.tesseract.engine import events as ev
from alea.dataclass import dataclass


@dataclass(frozen=True)
class Fast:
    """Built by alea's decorator."""
    kind: ClassVar[str] = "fast"
    a: int
    b: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Standard:
    """Built by the standard library."""
    kind: ClassVar[str] = "standard"
    a: int
    b: tuple[int, ...]


@dataclass(frozen=True)
class One:
    """A single field."""
    x: str


def test_the_same_fields_equality_hash_and_repr_as_the_standard_library() -> None:
    fast, standard = Fast(1, (2, 3)), Standard(1, (2, 3))
    assert [f.name for f in dataclasses.fields(fast)] == [f.name for f in dataclasses.fields(standard)]
    assert dataclasses.asdict(fast) == dataclasses.asdict(standard) == {"a": 1, "b": (2, 3)}
    assert Fast.__match_args__ == Standard.__match_args__ == ("a", "b")
    assert repr(fast) == "Fast(a=1, b=(2, 3))" and repr(standard) == "Standard(a=1, b=(2, 3))"
    assert fast == Fast(1, (2, 3)) and fast != Fast(1, (2,)) and fast != standard
    assert hash(fast) == hash(Fast(a=1, b=(2, 3))) == hash(standard)
    assert One("x") == One(x="x") != One("y") and hash(One("x")) == hash(("x",))
    assert {Fast(1, ()), Fast(1, ())} == {Fast(1, ())}


def test_frozen_copied_pickled_and_replaced_like_the_standard_library() -> None:
    fast = Fast(1, (2,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.a = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del fast.a  # type: ignore[misc]
    assert copy.deepcopy(fast) == fast and pickle.loads(pickle.dumps(fast)) == fast
    assert dataclasses.replace(fast, a=5) == Fast(5, (2,))
    with pytest.raises(TypeError):
        Fast(1)  # type: ignore[call-arg]


def test_defaults_factories_and_field_options_as_the_standard_library() -> None:
    @dataclass(frozen=True)
    class Base:
        a: int

    @dataclass(frozen=True)
    class Fast(Base):
        b: int = 2
        c: list[int] = dataclasses.field(default_factory=list, compare=False, repr=False)
        d: str = dataclasses.field(default="x", init=False)

    @dataclasses.dataclass(frozen=True)
    class Standard:
        a: int
        b: int = 2
        c: list[int] = dataclasses.field(default_factory=list, compare=False, repr=False)
        d: str = dataclasses.field(default="x", init=False)

    for cls in (Fast, Standard):
        one, two = cls(1), cls(1, 2, [5])
        assert (one.b, one.c, one.d) == (2, [], "x") and two.c == [5] and one.c is not cls(1).c
        assert one == two and hash(one) == hash(two) == hash((1, 2, "x"))
        assert repr(one) == f"{cls.__qualname__}(a=1, b=2, d='x')"
        assert [f.name for f in dataclasses.fields(one)] == ["a", "b", "c", "d"]


def test_options_other_than_frozen_get_the_standard_dataclass() -> None:
    @dataclass(frozen=True, order=True)
    class Ordered:
        a: int

    assert Ordered(1) < Ordered(2)


def test_every_event_is_a_frozen_dataclass_of_its_fields() -> None:
    for cls in ev.EVENT_TYPES.values():
        names = cls.field_names()
        event = cls(*range(len(names)))
        assert event == cls(*range(len(names))) and event.to_dict() == {
            "kind": cls.kind, **dict(zip(names, range(len(names))))}
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(event, "kind", "other")


def test_mutable_and_eq_false_classes_as_the_standard_library() -> None:
    @dataclass
    class Mutable:
        a: int
        b: list[int] = dataclasses.field(default_factory=list)

        def __post_init__(self) -> None:
            self.b.append(self.a)

    @dataclass(eq=False)
    class Identity:
        a: int

    one = Mutable(1)
    one.a = 2
    assert (one.a, one.b) == (2, [1]) and repr(one).endswith("<locals>.Mutable(a=2, b=[1])")
    assert Mutable(1) == Mutable(1) and Mutable.__hash__ is None
    assert Identity(1) != Identity(1) and Identity.__eq__ is object.__eq__ and Identity.__hash__ is object.__hash__
    assert Mutable.__dataclass_params__.eq and not Identity.__dataclass_params__.eq


def test_a_class_is_built_at_its_first_use_with_its_bases() -> None:
    @dataclass(frozen=True)
    class Base:
        a: int

    @dataclass(frozen=True)
    class Derived(Base):
        b: int = 0

    assert "__dataclass_fields__" in vars(Base) and "__repr__" not in vars(Base)  # waiting to be built
    assert Derived(1, 2) == Derived(1, 2) and repr(Derived(1)).endswith("Derived(a=1, b=0)")
    assert "__repr__" in vars(Base) and Base(3).a == 3  # built with its subclass

    @dataclass(frozen=True)
    class Fields:
        x: int

    assert dataclasses.is_dataclass(Fields) and [f.name for f in dataclasses.fields(Fields)] == ["x"]
    assert "__repr__" in vars(Fields)  # reading the fields built it

    class Plain(Fields):  # not a dataclass: the stand-in __init__ it inherits builds its base
        pass

    @dataclass(frozen=True)
    class Unused:
        y: int

    assert Plain(4).x == 4 and "__repr__" not in vars(Unused)

    @dataclass(frozen=True, init=False)
    class Inherits(Base):  # no __init__ of its own: its base's, as the standard library's
        c: int = 5

    assert Inherits(7).a == 7 and Inherits(7).c == 5 and "__init__" not in vars(Inherits)


class _Midway:
    """A field's default that holds its class's building midway (the standard library reads every
    default from the class as it builds) until ``released`` is set, or half a second has passed."""

    def __init__(self) -> None:
        self.reached, self.released = threading.Event(), threading.Event()

    def __get__(self, instance: object, owner: type[Any]) -> int:
        self.reached.set()
        self.released.wait(0.5)  # (not released while the other thread waits for the building)
        self.released.set()
        return 0


def test_a_class_met_by_another_thread_while_it_is_built_is_whole_there() -> None:
    """A server's threads meet a class together (the online load's first Tetrikon turn, in CI): a
    thread that makes an instance or reads the fields while another builds the class waits for
    the building, and never finds the class without its ``__init__`` or its fields."""
    for read in (lambda cls: cls(1), lambda cls: [f.name for f in dataclasses.fields(cls)]):
        midway = _Midway()

        @dataclass(frozen=True)
        class Met:
            a: int
            b: int = midway  # type: ignore[assignment]

        builder = threading.Thread(target=Met, args=(2,))
        builder.start()
        assert midway.reached.wait(10.0)
        got: list[Any] = []
        reader = threading.Thread(target=lambda: got.append(_outcome(read, Met)))
        reader.start()
        reader.join(10.0)
        midway.released.set()
        builder.join(10.0)
        assert got in ([Met(1, 0)], [["a", "b"]]), got


def _outcome(read: Any, cls: type[Any]) -> Any:
    """What ``read(cls)`` gives, or the error it raised."""
    try:
        return read(cls)
    except Exception as error:  # noqa: BLE001  (the failure is the finding)
        return error


def test_a_class_with_its_own_init_or_other_options_is_the_standard_librarys_built_at_once() -> None:
    @dataclass(frozen=True)
    class Written:
        a: int

        def __init__(self, a: str) -> None:
            object.__setattr__(self, "a", int(a))

    assert "__repr__" in vars(Written) and Written("5") == Written("5") and Written("5").a == 5


def test_every_dataclass_of_alea_comes_from_its_decorator() -> None:
    """One way to make a dataclass in ``src/alea``: the standard library's builds every class when
    its module loads (and refuses a frozen subclass of ours)."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "src" / "alea"
    wrong = []
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "dataclasses" and any(
                    alias.name == "dataclass" for alias in node.names):
                wrong.append(str(path.relative_to(root)))
            if isinstance(node, ast.Attribute) and node.attr == "dataclass" and isinstance(node.value, ast.Name) \
                    and node.value.id == "dataclasses" and path.name != "dataclass.py":
                wrong.append(str(path.relative_to(root)))
    assert not wrong


def test_init_by_plan_and_compiled_alike() -> None:
    """A class's first instances are made by a plan read at run time; after ``COMPILE_AFTER`` of them
    its ``__init__`` is compiled from source: both set the same fields in the same order."""
    from alea import dataclass as module

    made: list[str] = []

    @dataclass(frozen=True)
    class Mixed:
        """A docstring of its own (a class without one gets the compiled __init__ at once, whose
        signature its generated docstring shows)."""
        a: int
        b: str = "b"
        c: list[int] = dataclasses.field(default_factory=lambda: [len(made)])
        d: str = dataclasses.field(default="d", init=False)
        e: tuple[int, ...] = dataclasses.field(default_factory=tuple, init=False)

        def __post_init__(self) -> None:
            made.append(self.b)

    def both(cls: type[Mixed]) -> list[tuple[object, ...]]:
        out = []
        for args, kwargs in (((1,), {}), ((1, "x"), {}), ((), {"a": 2, "c": [9]}), ((3,), {"b": "y"})):
            made_now = cls(*args, **kwargs)
            out.append((tuple(vars(made_now).items()), made[-1]))
        for args, kwargs in (((), {}), ((1, "x", [], 4), {}), ((1,), {"a": 1}), ((1,), {"z": 0})):
            with pytest.raises(TypeError):
                cls(*args, **kwargs)
        return out

    by_plan = vars(Mixed).get("__init__")
    first = both(Mixed)
    assert vars(Mixed)["__init__"] is not by_plan  # built at the first instance
    planned = vars(Mixed)["__init__"]
    assert planned.__code__.co_filename == module.__file__  # by plan, nothing compiled yet
    for _ in range(module.COMPILE_AFTER):
        Mixed(0)
    assert vars(Mixed)["__init__"].__code__.co_filename.startswith("<dataclass")  # compiled now
    made.clear()
    assert both(Mixed) == [(items, last) for items, last in first] and module.COMPILE_AFTER > 1
    assert [name for name, _ in first[0][0]] == ["a", "b", "c", "d", "e"]
