"""The starter positions of practice: written by bench/practice_pool.py, do not edit."""

from __future__ import annotations

#: the level of every seat of the pool's games
LEVEL = "normal"

POOL: dict[str, tuple[tuple[int, int, int, int, tuple[str, ...], float], ...]] = {}
