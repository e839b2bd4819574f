"""Setup and turn mechanics on parsed moves: the fast path under ``RULES``.

``legal_moves`` / ``apply_move`` work on move tuples (see :mod:`game.shifting_stones.actions`)
so bots can search without building strings; ``RULES.apply`` parses a string and lands here.
Every refusal is an ``IllegalAction`` that says why in a player's words.
"""

from __future__ import annotations

from game.core.errors import IllegalAction
from game.core.interfaces import TERMINAL
from game.core.rng import Rng
from game.shifting_stones.actions import (
    END,
    END_MOVE,
    FLIP,
    MOVES_PAID_BY,
    SCORE,
    SCORE_TEXT,
    SKIP,
    SKIP_MOVE,
    SWAP,
    Move,
)
from game.shifting_stones.cards import ALL_CARD_IDS, NAMES, ids_worth
from game.shifting_stones.matching import grid_key, key_matches
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.scoring import SOLO_CARDS, SOLO_DECK, after_turn, refill
from game.shifting_stones.state import StonesState
from game.shifting_stones.tiles import ADJACENT, ADJACENT_PAIRS, CELLS, TILE_KINDS

#: Cards dealt to each player at setup (RULES.md B2).
STARTING_HAND = 4


def solo_deck(rng: Rng) -> list[int]:
    """The 16 solo cards, drawn at random by value 8×1, 4×2, 3×3, 1×5 (RULES.md B6), shuffled."""
    deck: list[int] = []
    for points, count in SOLO_DECK.items():
        deck.extend(rng.shuffled(ids_worth(points))[:count])
    rng.shuffle(deck)
    return deck


def new_state(options: ShiftingStonesOptions, seed: int) -> StonesState:
    """Setup (RULES.md B2): tiles shuffled into the grid with random faces up, the deck shuffled
    (the solo deck built first, B6), 4 cards dealt to each player; seat 0 starts."""
    rng = Rng(seed)
    grid = tuple(2 * kind + rng.below(2) for kind in rng.shuffled(TILE_KINDS))
    deck = solo_deck(rng) if options.solo else rng.shuffled(ALL_CARD_IDS)
    n = options.players
    hands = tuple(tuple(sorted(deck[seat * STARTING_HAND : (seat + 1) * STARTING_HAND])) for seat in range(n))
    return StonesState(
        players=n,
        grid=grid,
        hands=hands,
        deck=tuple(deck[n * STARTING_HAND :]),
        discard=(),
        scored=((),) * n,
        current=0,
        acted=False,
        turn_scored=0,
        skipped_last=(False,) * n,
        turns=(0,) * n,
        strikes=0,
        reshuffled=(),
        rng=rng.to_hex(),
    )


def can_skip(state: StonesState) -> bool:
    """Skip replaces the whole turn, and never two turns in a row (RULES.md B3)."""
    return not state.acted and not state.skipped_last[state.current]


def legal_moves(state: StonesState) -> list[Move]:
    """Every legal move of the current player (unordered); empty once the game is over."""
    if state.current == TERMINAL:
        return []
    hand = state.hands[state.current]
    moves: list[Move] = [END_MOVE]
    if can_skip(state):
        moves.append(SKIP_MOVE)
    key = grid_key(state.grid)
    for c in hand:
        if key_matches(key, c):
            moves.append((SCORE, 0, 0, c))
        for a, b in ADJACENT_PAIRS:
            moves.append((SWAP, a, b, c))
        for cell in CELLS:
            moves.append((FLIP, cell, 0, c))
    return moves


def legal_action_strings(state: StonesState) -> list[str]:
    """Every legal action as canonical strings, sorted (the public contract of ``RULES``)."""
    if state.current == TERMINAL:
        return []
    hand = state.hands[state.current]
    out = ["end"]
    if can_skip(state):
        out.append("skip")
    key = grid_key(state.grid)
    for c in hand:
        if key_matches(key, c):
            out.append(SCORE_TEXT[c])
        out.extend(MOVES_PAID_BY[c])
    out.sort()
    return out


def _without(hand: tuple[int, ...], card: int, action: str) -> tuple[int, ...]:
    if card not in hand:
        raise IllegalAction(
            f"You do not hold card {NAMES[card]}.", "card_not_in_hand", card=NAMES[card], action=action
        )
    return tuple(c for c in hand if c != card)


def apply_move(state: StonesState, move: Move, action: str = "") -> StonesState:
    """The state after ``move`` by the current player; raises ``IllegalAction`` if not allowed.

    ``action`` is the move's text, only used in error messages.
    """
    if state.current == TERMINAL:
        raise IllegalAction("The game is over.", "game_over", action=action)
    kind, a, b, card = move
    seat = state.current
    hands = state.hands
    if kind in (SWAP, FLIP):
        hand = _without(hands[seat], card, action)
        grid = list(state.grid)
        if kind == SWAP:
            if (a, b) not in ADJACENT:
                raise IllegalAction(
                    f"Cells {a} and {b} do not share a side: a Shift swaps two orthogonally adjacent tiles.",
                    "not_adjacent",
                    a=a,
                    b=b,
                    action=action,
                )
            grid[a], grid[b] = grid[b], grid[a]
        else:
            if not 0 <= a <= 8:
                raise IllegalAction(
                    f"There is no cell {a}: cells are 0 to 8.", "bad_cell", cell=a, action=action
                )
            grid[a] ^= 1
        return StonesState(
            state.players,
            tuple(grid),
            (*hands[:seat], hand, *hands[seat + 1 :]),
            state.deck,
            (*state.discard, card),
            state.scored,
            seat,
            True,
            state.turn_scored,
            state.skipped_last,
            state.turns,
            state.strikes,
            state.reshuffled,
            state.rng,
        )
    if kind == SCORE:
        hand = _without(hands[seat], card, action)
        if not key_matches(grid_key(state.grid), card):
            raise IllegalAction(
                f"The pattern of {NAMES[card]} is not on the grid right now.",
                "pattern_not_on_grid",
                card=NAMES[card],
                action=action,
            )
        mine = (*state.scored[seat], card)
        scored = (*state.scored[:seat], mine, *state.scored[seat + 1 :])
        won_solo = state.players == 1 and len(mine) == SOLO_CARDS
        return StonesState(
            state.players,
            state.grid,
            (*hands[:seat], hand, *hands[seat + 1 :]),
            state.deck,
            state.discard,
            scored,
            TERMINAL if won_solo else seat,
            True,
            state.turn_scored + 1,
            state.skipped_last,
            (*state.turns[:seat], state.turns[seat] + 1, *state.turns[seat + 1 :])
            if won_solo
            else state.turns,
            state.strikes,
            state.reshuffled,
            state.rng,
        )
    if kind == END:
        return _finish_turn(state, refill(len(hands[seat]), False), skipped=False)
    if kind == SKIP:
        if state.acted:
            raise IllegalAction(
                "You can only skip instead of acting, and you have already acted this turn.",
                "skip_after_action",
                action=action,
            )
        if state.skipped_last[seat]:
            raise IllegalAction(
                "You skipped your last turn, and you cannot skip two turns in a row.",
                "skip_twice",
                action=action,
            )
        return _finish_turn(state, refill(len(hands[seat]), True), skipped=True)
    raise IllegalAction(f"Unknown move {move!r}.", "unknown_action", action=action)


def _finish_turn(state: StonesState, draw: int, *, skipped: bool) -> StonesState:
    """Draw ``draw`` cards, then pass the turn; the game may end here (RULES.md B3, B5, B6).

    The discard pile is shuffled into a new deck only when a card must be drawn and the deck is
    empty; when both are empty the player simply draws no more.
    """
    seat = state.current
    deck, discard, reshuffled, rng_hex = state.deck, state.discard, state.reshuffled, state.rng
    drawn: tuple[int, ...] = ()
    while len(drawn) < draw:
        if not deck:
            if not discard:
                break
            rng = Rng.from_hex(rng_hex)
            deck = tuple(rng.shuffled(discard))
            reshuffled = tuple(sorted(discard))
            discard = ()
            rng_hex = rng.to_hex()
        take = min(draw - len(drawn), len(deck))
        drawn += deck[:take]
        deck = deck[take:]
    hands = state.hands
    if drawn:
        hands = (*hands[:seat], tuple(sorted(hands[seat] + drawn)), *hands[seat + 1 :])
    nxt, strikes = after_turn(state.players, seat, state.turn_scored, state.strikes, state.scored)
    return StonesState(
        state.players,
        state.grid,
        hands,
        deck,
        discard,
        state.scored,
        nxt,
        False,
        0,
        (*state.skipped_last[:seat], skipped, *state.skipped_last[seat + 1 :]),
        (*state.turns[:seat], state.turns[seat] + 1, *state.turns[seat + 1 :]),
        strikes,
        reshuffled,
        rng_hex,
    )
