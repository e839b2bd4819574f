"""What the app may read from the browser's storage, and how storage says no (pure).

The controller reads through a :class:`Store`; every write is an effect the browser layer runs.
A refusal carries a code (``unavailable``, ``unreadable``, ``full``, ``not_deleted``) whose
sentence is the catalogue message ``storage.<code>``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol


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

    def snapshot(self) -> Mapping[str, str]:
        return dict(self.data)
