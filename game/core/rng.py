"""A seeded pseudo-random generator of our own (SplitMix64).

Python does not promise that ``random.shuffle`` gives the same order across versions, and a
Pyodide upgrade must never change an old save. SplitMix64 is tiny, fast in pure Python, and its
whole state is one 64-bit integer, stored in game states as a 16-digit hex string.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

MASK64 = (1 << 64) - 1
GOLDEN_GAMMA = 0x9E3779B97F4A7C15


def seed_from_text(text: str) -> int:
    """Turn any seed text (digits, words, a date) into a 64-bit seed, the same everywhere.

    Decimal digits are taken as the number itself so ``--seed 7`` means 7; other text is hashed
    with FNV-1a (64 bit), which is stable across Python versions, unlike ``hash``.
    """
    stripped = text.strip()
    if stripped.isdigit():
        return int(stripped) & MASK64
    h = 0xCBF29CE484222325
    for byte in stripped.encode("utf-8"):
        h ^= byte
        h = (h * 0x100000001B3) & MASK64
    return h


class Rng:
    """SplitMix64. Mutable on purpose: engines copy it out of a state, draw, store it back."""

    __slots__ = ("_state",)

    def __init__(self, seed: int = 0) -> None:
        self._state = seed & MASK64

    @classmethod
    def from_hex(cls, text: str) -> Rng:
        """Rebuild a generator from :meth:`to_hex` output."""
        return cls(int(text, 16))

    def to_hex(self) -> str:
        """The whole state as 16 hex digits (JSON-friendly)."""
        return f"{self._state:016x}"

    def next_u64(self) -> int:
        """The next 64-bit output."""
        self._state = (self._state + GOLDEN_GAMMA) & MASK64
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, without modulo bias (rejection sampling)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def random(self) -> float:
        """A uniform float in ``[0, 1)`` with 53 random bits."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, items: Sequence[T]) -> T:
        """One element of a non-empty sequence, uniformly."""
        if not items:
            raise ValueError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher–Yates, from the end)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A shuffled copy."""
        out = list(items)
        self.shuffle(out)
        return out

    def fork(self) -> Rng:
        """An independent generator seeded from this one (for bots and sub-streams)."""
        return Rng(self.next_u64())
