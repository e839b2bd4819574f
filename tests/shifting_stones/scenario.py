"""Build Shifting Stones positions from a compact notation, for tests that read like the rules.

``position(grid="SFH/OBD/TDH", hands=["c13 c41", "c1"])`` is a 2-player game with seat 0 to
play; cards not placed anywhere go to the deck in id order (``deck`` overrides that). Cards are
written ``c41`` and separated by spaces; faces are ``S M F B H O D T`` (see game.shifting_stones.tiles).
"""

from __future__ import annotations

from game.core.rng import Rng
from game.shifting_stones.actions import parse_action
from game.shifting_stones.cards import ALL_CARD_IDS, card_id_of
from game.shifting_stones.engine import apply_move
from game.shifting_stones.state import StonesState
from game.shifting_stones.tiles import parse_grid


def cards(text: str) -> tuple[int, ...]:
    """``"c1 c41"`` → ``(1, 41)``."""
    out = []
    for name in text.split():
        card_id = card_id_of(name)
        if card_id is None:
            raise ValueError(f"no card {name!r}")
        out.append(card_id)
    return tuple(out)


def position(
    grid: str = "SFH/OBD/TDH",
    hands: list[str] | None = None,
    *,
    deck: str | None = None,
    discard: str = "",
    scored: list[str] | None = None,
    current: int = 0,
    acted: bool = False,
    turn_scored: int = 0,
    skipped_last: list[bool] | None = None,
    turns: list[int] | None = None,
    strikes: int = 0,
    reshuffled: str = "",
    seed: int = 1,
) -> StonesState:
    """A position; the number of players is the number of hands (default two empty hands)."""
    hand_list = hands if hands is not None else ["", ""]
    n = len(hand_list)
    hand_cards = tuple(tuple(sorted(cards(h))) for h in hand_list)
    scored_cards = tuple(cards(s) for s in (scored if scored is not None else [""] * n))
    placed = {c for group in (*hand_cards, *scored_cards, cards(discard)) for c in group}
    deck_cards = cards(deck) if deck is not None else tuple(c for c in ALL_CARD_IDS if c not in placed)
    return StonesState(
        players=n,
        grid=parse_grid(grid),
        hands=hand_cards,
        deck=deck_cards,
        discard=cards(discard),
        scored=scored_cards,
        current=current,
        acted=acted,
        turn_scored=turn_scored,
        skipped_last=tuple(skipped_last) if skipped_last is not None else (False,) * n,
        turns=tuple(turns) if turns is not None else (0,) * n,
        strikes=strikes,
        reshuffled=cards(reshuffled),
        rng=Rng(seed).to_hex(),
    )


def play(state: StonesState, *actions: str) -> StonesState:
    """``state`` after the actions, in order, through the string parser."""
    for action in actions:
        state = apply_move(state, parse_action(action), action)
    return state
