"""A game that came by link against the copies of it this device holds: the same game (the same
:func:`game.ui.link.relay.identity`) is compared move by move; another game under the same id is kept
apart."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

MergeOutcome = Literal["new", "same", "newer", "older", "fork", "other"]


@dataclass(frozen=True)
class Merge:
    """What to do with a link's game on a device that may hold it already."""

    outcome: MergeOutcome
    #: the moves both hold from the start (for a fork: where they part, 0-based)
    common: int
    message: str

    @property
    def adopt(self) -> bool:
        """The link's game is to be stored (as a new game, or over the held one)."""
        return self.outcome in ("new", "newer", "other")


#: where a game's id is in its identity (:func:`identity`)
_ID_FIELD = 3


def merge(
    link: Sequence[str],
    link_actions: Sequence[str],
    held: Sequence[str] | None,
    held_actions: Sequence[str] | None,
) -> Merge:
    """A link's game (its :func:`identity` ``link`` and ``link_actions``) against a game this
    device holds (``held``, ``held_actions``; None: nothing held): ``new`` (another id: store
    it), ``other`` (the same id, but another deal, seats, names or options: another game, kept
    beside the held one, which is left as it is), ``same`` (nothing new), ``newer`` (it goes on
    from the held moves: adopt it), ``older`` (the held game is further on: change nothing) or
    ``fork`` (the two differ from move ``common + 1`` on: keep both). Moves are compared only
    between copies of the very same game."""
    if held is None or held_actions is None or held[_ID_FIELD] != link[_ID_FIELD]:
        return Merge("new", 0, "A new game: it is kept on this device.")
    if tuple(held) != tuple(link):
        return Merge(
            "other",
            0,
            "This link has the id of a game on this device, but another deal or other players: "
            "it is kept as a game of its own.",
        )
    common = 0
    for ours, theirs in zip(held_actions, link_actions, strict=False):
        if ours != theirs:
            break
        common += 1
    if common == len(held_actions) == len(link_actions):
        return Merge("same", common, "This device already holds this game as it is.")
    if common == len(held_actions):
        added = len(link_actions) - common
        return Merge("newer", common, f"The game goes on: {added} new move{'s' * (added != 1)}.")
    if common == len(link_actions):
        return Merge(
            "older",
            common,
            f"This link is older than the game on this device ({len(held_actions) - common} "
            "moves behind): nothing changes.",
        )
    return Merge(
        "fork",
        common,
        f"This link and the game on this device part at move {common + 1}: both are kept.",
    )
