"""Every action string that can ever be legal in Shifting Stones: what the action tests go through."""

from __future__ import annotations

from game.shifting_stones.actions import FLIP_TEXT, SCORE_TEXT, SWAP_TEXT
from game.shifting_stones.cards import ALL_CARD_IDS
from game.shifting_stones.tiles import CELLS


def all_action_strings() -> list[str]:
    """Every action string that can ever be legal, sorted (for tests and documentation)."""
    out = ["end", "skip"]
    for c in ALL_CARD_IDS:
        out.append(SCORE_TEXT[c])
        out.extend(FLIP_TEXT[cell][c] for cell in CELLS)
        out.extend(texts[c] for texts in SWAP_TEXT.values())
    return sorted(out)
