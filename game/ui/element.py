"""Element specs: the pure, JSON-shaped description of DOM that the browser layer paints.

A spec is ``[tag, {attributes}, *children]``; children are specs or strings. Strings always
become text nodes when painted (static/js/render.js), so player names and imported text can never
be read as HTML. Attributes whose value is ``None`` or ``False`` are left out; ``True`` gives an
empty (boolean) attribute.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeAlias

from game.ui.wire import on

Spec: TypeAlias = list[Any]
Child: TypeAlias = "Spec | str"
AttrValue: TypeAlias = str | int | float | bool | None


def h(tag: str, attrs: Mapping[str, AttrValue] | None = None, *children: Child) -> Spec:
    """One element spec, e.g. ``h("button", {"class": "btn"}, "New game")``."""
    clean = {name: value for name, value in (attrs or {}).items() if value is not None and value is not False}
    return [tag, clean, *children]


def command_button(msg: object, label: str, primary: bool = False) -> Spec:
    """A button that sends the message ``msg`` (its ``data-cmd``, ``game.ui.wire``) when pressed;
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
