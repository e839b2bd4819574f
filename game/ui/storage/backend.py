"""What the app may read from the browser's storage, and how storage says no (pure).

The updates read through a :class:`Store`; every write is an effect the effect runner carries out.
A refusal carries a code (``unavailable``, ``unreadable``, ``full``, ``not_deleted``) whose
sentence is the catalogue message ``storage.<code>``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol


class StorageError(Exception):
    """Storage refused a read or write; ``code`` names why (catalogue ``storage.<code>``)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class Store(Protocol):
    """Reading the stored texts (raises ``StorageError``)."""

    def get(self, key: str) -> str | None:
        """The text stored under ``key``, or None."""
        ...

    def items(self, prefix: str) -> dict[str, str]:
        """Every stored key starting with ``prefix`` and its text."""
        ...

    def keys(self, prefix: str) -> list[str]:
        """Every stored key starting with ``prefix`` (no text is read)."""
        ...


@dataclass
class MemoryStore:
    """A store in memory: the tests' browser, and what the effects of a flow would leave."""

    data: dict[str, str] = field(default_factory=dict)
    #: when set, every read fails with this code
    failing: str | None = None

    def get(self, key: str) -> str | None:
        if self.failing:
            raise StorageError(self.failing)
        return self.data.get(key)

    def items(self, prefix: str) -> dict[str, str]:
        if self.failing:
            raise StorageError(self.failing)
        return {key: text for key, text in self.data.items() if key.startswith(prefix)}

    def keys(self, prefix: str) -> list[str]:
        if self.failing:
            raise StorageError(self.failing)
        return [key for key in self.data if key.startswith(prefix)]

    def snapshot(self) -> Mapping[str, str]:
        return dict(self.data)


def keys_from_json(text: str, prefix: str) -> list[str]:
    """The keys starting with ``prefix`` of the browser's JSON list of every stored key (each key
    exactly as stored, whatever it holds: a line break, quotes, any character); ``StorageError``
    when the text is not a list of strings."""
    try:
        names = json.loads(text)
    except ValueError:
        raise StorageError("unreadable") from None
    if not isinstance(names, list) or not all(isinstance(key, str) for key in names):
        raise StorageError("unreadable")
    return [key for key in names if key.startswith(prefix)]


# ----- reading a stored text defensively --------------------------------------------------------
#: deeper JSON than this is refused unread (no value of ours nests more than a few levels, and a
#: deep one exhausts the browser's stack inside the parser, before Python's recursion limit)
MAX_DEPTH = 32
#: an escape (``\"``, ``\\``, ``\n``, ...): taken out first, so no string then holds a quote
_ESCAPE = re.compile(r"\\.", re.DOTALL)
_PLAIN_STRING = re.compile(r'"[^"]*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


class TooLarge(ValueError):
    """A stored text longer or more deeply nested than any value of ours; never parsed."""


def nesting_depth(text: str, limit: int = MAX_DEPTH) -> int:
    """How deeply ``text``'s arrays and objects nest (brackets inside strings do not count), in
    one linear pass; stops counting once past ``limit``."""
    brackets = _NOT_BRACKET.sub("", _PLAIN_STRING.sub("", _ESCAPE.sub("", text)))
    depth = deepest = 0
    for char in brackets:
        if char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > limit:
                    break
        else:
            depth = max(depth - 1, 0)
    return deepest


def read_json(text: str, max_chars: int, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads(text)`` once the text is known to be small and shallow enough
    (``TooLarge`` otherwise; ``ValueError`` for text that is not JSON)."""
    if len(text) > max_chars or nesting_depth(text, max_depth) > max_depth:
        raise TooLarge("too large or too deeply nested")
    try:
        return json.loads(text)
    except RecursionError:  # a guard of the guard: never reached below MAX_DEPTH
        raise TooLarge("too deeply nested") from None
