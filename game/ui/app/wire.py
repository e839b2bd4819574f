"""The one definition of the page's commands: a message's ``data-cmd`` is its tag, then its fields
(``open:<key>``, ``rp-seat:1``), written by ``cmd`` and read back by ``decode`` (the inverse, a
test checks it for every message). A message class gets its tag with ``@tagged("open")`` beside
its definition; its fields are strings, numbers or yes/no, and a field typed as a mapping is the
page's forms as they are when the command is sent (never on the wire). A trailing field left at
its default is not written, so ``Prune()`` is ``prune`` and ``Prune(True)`` is ``prune:yes``. A
class may have a tag per value of a field (``@tagged("saves-older", step=1)``). A game's own
messages (its table's) are tagged in its space (``@tagged("tile", space="shifting-stones")``):
they are read back only while that game is on screen, and never taken for the app's."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Literal, TypeVar, get_args

T = TypeVar("T")


#: message class -> its tags, each with the fields it fixes
TAGS: dict[type, list[tuple[str, dict[str, Any]]]] = {}
#: space ("": the app's; else a game's id) -> tag -> message class, and the fields the tag fixes
CLASSES: dict[str, dict[str, tuple[type, dict[str, Any]]]] = {}
#: the most digits a number on the wire has
MOST_DIGITS = 6
#: a field named so must be one of these (a game's id, say): set by the module that knows them
CHECKS: dict[str, Callable[[str], bool]] = {}


def tagged(tag: str, space: str = "", **fixed: Any) -> Callable[[type[T]], type[T]]:
    """Give a message class its tag on the wire (each tag once in its ``space``), for the
    messages whose fields have the ``fixed`` values (none: all its messages)."""

    def register(cls: type[T]) -> type[T]:
        tags = CLASSES.setdefault(space, {})
        assert tags.get(tag, (cls, fixed))[0] is cls, f"tag {tag!r} is taken"
        TAGS.setdefault(cls, []).append((tag, fixed))
        tags[tag] = (cls, fixed)
        return cls

    return register


def _kind(annotation: str) -> str:
    if "Mapping" in annotation:
        return "form"
    if "bool" in annotation:
        return "bool"
    return "int" if annotation == "int" else "str"


#: each message class's fields, read once
_FIELDS: dict[type, list[tuple[str, str]]] = {}


def _fields(cls: type) -> list[tuple[str, str]]:
    if cls not in _FIELDS:
        _FIELDS[cls] = _read_fields(cls)
    return _FIELDS[cls]


def _read_fields(cls: type) -> list[tuple[str, str]]:
    annotations: Mapping[str, Any] = getattr(cls, "__annotations__", {})
    # (as written: a forward reference's text, a class's name, or a generic type's text)
    texts = {
        name: kind.__name__ if isinstance(kind, type) else str(getattr(kind, "__forward_arg__", kind))
        for name, kind in annotations.items()
    }
    return [(name, _kind(texts[name])) for name in getattr(cls, "_fields", ())]


#: the ``data-cmd`` of each message written so far (a page writes the same ones on every paint)
_WRITTEN: dict[tuple[type, object], str] = {}


def cmd(msg: object) -> str:
    """The ``data-cmd`` of ``msg`` (its class must be ``tagged``), written once per message."""
    try:
        return _WRITTEN[(type(msg), msg)]
    except KeyError:
        written = _write(msg)
    except TypeError:  # a message with a form in it (never written: see the module's text)
        return _write(msg)
    if len(_WRITTEN) >= 8192:
        _WRITTEN.clear()
    _WRITTEN[(type(msg), msg)] = written
    return written


def _write(msg: object) -> str:
    cls = type(msg)
    tag, fixed = next((tag, fixed) for tag, fixed in TAGS[cls] if _has(msg, fixed))
    parts = [tag]
    defaults: Mapping[str, Any] = getattr(cls, "_field_defaults", {})
    values = [
        (name, kind, getattr(msg, name))
        for name, kind in _fields(cls)
        if kind != "form" and name not in fixed
    ]
    while values and values[-1][0] in defaults and values[-1][2] == defaults[values[-1][0]]:
        values.pop()
    for _, kind, value in values:
        if kind == "bool":
            parts.append({True: "yes", False: "no", None: ""}[value])
        else:
            text = str(value)
            assert ":" not in text or value is values[-1][2], f"{text!r} cannot be told apart"
            parts.append(text)
    return ":".join(parts)


def decode(command: str, form: Mapping[str, str], space: str = "") -> object | None:
    """The message of ``data-cmd`` ``command`` in ``space`` (None: no message of that space has
    that tag, or its fields are not what the message takes)."""
    tag, _, rest = command.partition(":")
    tags = CLASSES.get(space, {})
    if tag not in tags:
        return None
    cls, fixed = tags[tag]
    fields = _fields(cls)
    wired = [(name, kind) for name, kind in fields if kind != "form" and name not in fixed]
    # the last field takes the rest (a save's key may hold a colon)
    texts = rest.split(":", max(len(wired) - 1, 0)) if rest else []
    if len(texts) > len(wired):
        return None
    defaults: Mapping[str, Any] = getattr(cls, "_field_defaults", {})
    values: dict[str, Any] = dict(fixed)
    for (name, kind), text in zip(wired, texts, strict=False):
        value = _value(name, kind, text)
        if value is _BAD:
            return None
        values[name] = value
    for name, kind in fields:
        if kind == "form":
            values[name] = form
        elif name not in values and name not in defaults:
            return None
    msg: object = cls(**values)
    return msg


_BAD = object()


def _has(msg: object, fixed: Mapping[str, Any]) -> bool:
    return all(getattr(msg, name) == value for name, value in fixed.items())


def _value(name: str, kind: str, text: str) -> object:
    if kind == "bool":
        return {"yes": True, "no": False, "": None}.get(text, _BAD)
    if kind == "int":
        return int(text) if text.isascii() and text.isdigit() and len(text) <= MOST_DIGITS else _BAD
    check = CHECKS.get(name)
    return text if check is None or check(text) else _BAD


def on(msg: object | None) -> dict[str, str | None]:
    """The attribute that makes an element send ``msg`` when clicked (nothing for None): the one
    place the page's ``data-cmd`` is written."""
    return {"data-cmd": None if msg is None else cmd(msg)}


#: The controls that report a change (``data-change``), by kind; ``game.ui.app.decode``'s
#: ``decode_change`` reads each into a message ("import" is the file input's: its file's text is
#: ``events.Import``; "setup-submit" is the setup form's submit, which the browser's shell sends).
Changes = Literal[
    "pace",
    "keep",
    "language",
    "replay-step",
    "setup-players",
    "setup-option",
    "preset",
    "import",
    "setup-submit",
]
CHANGES: tuple[str, ...] = get_args(Changes)


def changes(kind: Changes) -> dict[str, str]:
    """The attribute that makes a control report its changes as ``kind``: the one place the
    page's ``data-change`` is written."""
    return {"data-change": kind}


def plays(action: str | None) -> dict[str, str | None]:
    """The attribute that makes an element play ``action``, a canonical action of the game on
    screen, when clicked (``events.Play``; nothing for None): the one place the page's
    ``data-action`` is written."""
    return {"data-action": action}
