"""Element specs: the pure, JSON-shaped description of DOM that the browser layer paints.

A spec is ``[tag, {attributes}, *children]``; children are specs or strings. Strings always
become text nodes when painted (static/js/render.js), so player names and imported text can never
be read as HTML. Attributes whose value is ``None`` or ``False`` are left out; ``True`` gives an
empty (boolean) attribute.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from itertools import count
from typing import Any, TypeAlias

from game.ui.app.wire import on

Spec: TypeAlias = list[Any]
Child: TypeAlias = "Spec | str"
AttrValue: TypeAlias = str | int | float | bool | None


def h(tag: str, attrs: Mapping[str, AttrValue] | None = None, *children: Child) -> Spec:
    """One element spec, e.g. ``h("button", {"class": "btn"}, "New game")``."""
    clean = {name: value for name, value in (attrs or {}).items() if value is not None and value is not False}
    return [tag, clean, *children]


#: The specs ``memo`` has built, by the key of what they were built from (at most ``MEMO_SIZE``;
#: the oldest go first), and the serial number the next one gets.
_MEMO: dict[Hashable, Spec] = {}
MEMO_SIZE = 4096
_SERIAL = count(1)


def memo(key: Hashable, build: Callable[[], Spec]) -> Spec:
    """The spec ``build()`` makes, built once for ``key``, which must name everything the spec is
    made from (a cell of the sea: its number, whether it is lit, the language...).

    The spec is the same object each time, marked ``data-memo`` with a number no other spec
    gets (in letters): the page (static/js/render.js) leaves an element painted from the same number as it
    is, without comparing what is inside it, and never writes the mark on the element. A paint
    that changes a few cells of a board thus rebuilds, sends and compares only those.
    A memoised spec is never changed after it is built."""
    found = _MEMO.get(key)
    if found is None:
        found = build()
        found[1]["data-memo"] = _letters(next(_SERIAL))
        if len(_MEMO) >= MEMO_SIZE:
            del _MEMO[next(iter(_MEMO))]
        _MEMO[key] = found
    return found


def _letters(serial: int) -> str:
    """A memo's number written in letters after a ``~`` ("~b", "~ba"...): no digits, so it is never
    taken for a card's or a cell's number in the page's text."""
    out = ""
    while True:
        serial, digit = divmod(serial, 26)
        out = chr(ord("a") + digit) + out
        if not serial:
            return "~" + out


def command_button(msg: object, label: str, primary: bool = False) -> Spec:
    """A button that sends the message ``msg`` (its ``data-cmd``, ``game.ui.app.wire``) when pressed;
    ``primary``: the one the screen expects."""
    return h("button", {"type": "button", "class": "btn primary" if primary else "btn", **on(msg)}, label)


def text_content(spec: Child) -> str:
    """All text inside a spec, concatenated (what a reader or a test would see)."""
    if isinstance(spec, str):
        return spec
    return "".join(text_content(child) for child in spec[2:])


def find_all(spec: Child, predicate: Any) -> list[Spec]:
    """Every element in the tree (depth first) for which ``predicate(spec)`` is true."""
    if isinstance(spec, str):
        return []
    found = [spec] if predicate(spec) else []
    for child in spec[2:]:
        found.extend(find_all(child, predicate))
    return found
