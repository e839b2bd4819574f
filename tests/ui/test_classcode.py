"""The table of ready-compiled class code (game/web/start/classcode.py): a class made with it is the class
made without it, and anything the table does not hold is compiled as the standard library does."""

from __future__ import annotations

import builtins
import collections
import dataclasses
import marshal
from collections.abc import Iterator
from types import CodeType
from typing import NamedTuple

import pytest

from game.web.start import classcode


class Asked(dict[str, CodeType]):
    """A table that notes every source asked of it."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)
        self.asked: list[str] = []

    def get(self, key: str, default: object = None) -> object:  # type: ignore[override]
        self.asked.append(key)
        return super().get(key, default)


@pytest.fixture(autouse=True)
def standard_compiling() -> Iterator[None]:
    yield
    classcode.uninstall()


def make_point() -> type:
    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: int = 0

    return Point


def make_pair() -> type:
    class Pair(NamedTuple):
        left: str
        right: str = "-"

    return Pair


def recorded() -> dict[str, CodeType]:
    """The sources a dataclass and a named tuple generate, compiled as the table holds them."""
    table: dict[str, CodeType] = {}
    for make, mode in ((make_point, "exec"), (make_pair, "eval")):
        asked = Asked()
        classcode.install(asked)
        make()
        classcode.uninstall()
        assert asked.asked, "the class's code was asked for"
        table.update((source, compile(source, "<string>", mode, dont_inherit=True)) for source in asked.asked)
    return table


def test_a_class_made_from_the_table_is_the_class_made_without_it() -> None:
    table = Asked(recorded())
    plain_point, plain_pair = make_point(), make_pair()
    classcode.install(table)
    point, pair = make_point(), make_pair()
    assert table.asked and set(table.asked) == set(table), "both sources came from the table"
    for made in (plain_point, point):
        a = made(1, 2)
        assert (repr(a).endswith(".Point(x=1, y=2)"), a == made(1, 2), a == made(1)) == (True, True, False)
        assert hash(a) == hash(made(1, 2))
        with pytest.raises(dataclasses.FrozenInstanceError):
            a.x = 3
        assert made(5).y == 0
    for made in (plain_pair, pair):
        assert made("a") == ("a", "-") and repr(made("a", "b")).endswith("Pair(left='a', right='b')")
        with pytest.raises(TypeError):
            made()
    assert point.__init__.__code__.co_code == plain_point.__init__.__code__.co_code  # type: ignore[misc]
    assert point.__init__.__qualname__ == "make_point.<locals>.Point.__init__"  # type: ignore[misc]


def test_what_the_table_does_not_hold_is_compiled_as_the_standard_library_does() -> None:
    table = Asked()
    classcode.install(table)
    point = make_point()
    assert table.asked and not table
    assert point(1, 2) == point(1, 2) and repr(point(1)).endswith("Point(x=1, y=0)")
    # annotations are not turned into strings by this module's own future import
    made_plainly = make_point_without_table()
    assert vars(point)["__init__"].__code__.co_flags == vars(made_plainly)["__init__"].__code__.co_flags


def make_point_without_table() -> type:
    classcode.uninstall()
    return make_point()


def test_install_and_uninstall_put_the_compilers_in_front_and_take_them_away() -> None:
    classcode.install({})
    assert vars(dataclasses)["exec"] is not builtins.exec and "eval" in vars(collections)
    classcode.uninstall()
    assert "exec" not in vars(dataclasses) and "eval" not in vars(collections)
    classcode.uninstall()  # twice is harmless


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"not marshal",
        marshal.dumps([1, 2]),
        marshal.dumps({"a": 1}),
        marshal.dumps({1: compile("1", "", "eval")}),
    ],
)
def test_a_table_that_cannot_be_read_is_an_empty_one(data: bytes) -> None:
    assert classcode.table(data) == {}


def test_a_table_keeps_only_sources_with_their_code() -> None:
    code = compile("1", "<string>", "eval")
    assert classcode.table(marshal.dumps({"1": code, "x": 2})) == {"1": code}


def test_run_from_sources_there_is_no_table_and_nothing_is_installed() -> None:
    assert classcode.install_from_archive() == 0
    assert "exec" not in vars(dataclasses)
