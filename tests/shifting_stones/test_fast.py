"""The search fast path agrees with the public engine, so it can never drift.

Random positions come from seeded games of keen random players (hypothesis draws the seed, the
player count and how far to play); in each, the fast state must list the same legal moves as
the engine and reach the same state after every one of them. The turn planner of the
competitive bots must find exactly the scoring outcomes of the full line enumeration, and the
all-offsets tables exactly the wrong squares of each card.
"""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game.core.rng import Rng
from game.shifting_stones.actions import parse_action
from game.shifting_stones.bots.endgame import wrong_cells
from game.shifting_stones.bots.plan import scoring_lines
from game.shifting_stones.bots.search import distance, lines
from game.shifting_stones.cards import ALL_CARD_IDS, POINTS
from game.shifting_stones.engine import apply_move, legal_action_strings
from game.shifting_stones.fast import (
    COVER,
    MOVE_TEXT,
    OFFSETS_OF_CARD,
    STEP_COUNT,
    FastState,
    matches,
    move_of_text,
    step_key,
    within_one,
    wrong_counts,
)
from game.shifting_stones.fast import (
    wrong_cells as wrong_cells_of_mask,
)
from game.shifting_stones.matching import MASKS, grid_key, key_matches
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.rules import RULES
from game.shifting_stones.state import StonesState


def position(players: int, seed: int, steps: int) -> StonesState:
    """The state after ``steps`` actions of keen random players (they score when they can)."""
    state = RULES.new_game(ShiftingStonesOptions(players=players), seed)
    rng = Rng(seed ^ 0x5EED)
    for _ in range(steps):
        if RULES.is_terminal(state):
            break
        legal = RULES.legal_actions(state)
        scores = [a for a in legal if a.startswith("score:")]
        pick = rng.below(10)
        if scores and pick < 7:
            action = rng.choice(scores)
        elif pick < 8:
            action = "end"
        elif "skip" in legal and pick < 9:
            action = "skip"
        else:
            action = rng.choice(legal)
        state = RULES.apply(state, action)
    return state


positions = st.builds(
    position,
    players=st.integers(min_value=1, max_value=5),
    seed=st.integers(min_value=0, max_value=2**32),
    steps=st.integers(min_value=0, max_value=400),
)


def test_move_texts_round_trip() -> None:
    assert len(MOVE_TEXT) == 2 + len(ALL_CARD_IDS) * 22
    for move, text in MOVE_TEXT.items():
        assert move_of_text(text) == move
    assert move_of_text("swap:4-3/discard:c1") is None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions)
def test_same_legal_moves_and_same_results(state: StonesState) -> None:
    fast = FastState.from_state(state)
    assert fast.to_state() == state
    legal = fast.legal()
    assert sorted(MOVE_TEXT[m] for m in legal) == legal_action_strings(state)
    for move in legal:
        assert fast.is_legal(move)
        child = FastState.from_state(state)
        child.apply(move)
        assert child.to_state() == apply_move(state, parse_action(MOVE_TEXT[move]))
    if state.current >= 0:
        # Moves the engine refuses are refused here too.
        hand = state.hands[state.current]
        other = next(c for c in ALL_CARD_IDS if c not in hand)
        assert not fast.is_legal(move_of_text(f"score:c{other}") or 0)
        assert not fast.is_legal(move_of_text(f"flip:0/discard:c{other}") or 0)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions)
def test_whole_games_replay_the_same(state: StonesState) -> None:
    """Play on from the position through both, move by move, to the end of the game."""
    fast = FastState.from_state(state)
    rng = Rng(len(state.deck) * 7919 + state.players)
    for _ in range(300):
        legal = fast.legal()
        if not legal:
            break
        scores = [m for m in legal if m & 31 == 21]
        move = rng.choice(scores) if scores and rng.below(2) else rng.choice(legal)
        state = RULES.apply(state, MOVE_TEXT[move])
        fast.apply(move)
        assert fast.to_state() == state
    assert RULES.is_terminal(state) == (fast.legal() == [])


keys = st.builds(
    lambda players, seed, steps: grid_key(position(players, seed, steps).grid),
    players=st.just(2),
    seed=st.integers(min_value=0, max_value=2**32),
    steps=st.integers(min_value=0, max_value=60),
)
cards = st.integers(min_value=1, max_value=len(ALL_CARD_IDS))


@settings(max_examples=200, deadline=None)
@given(keys, cards)
def test_one_move_tables_agree_with_search(key: int, card: int) -> None:
    expected = [s for s in range(21) if key_matches(step_key(key, s), card)]
    if key_matches(key, card):
        assert within_one(key, card) == 0
    else:
        assert completing_steps(key, card) == expected
        assert within_one(key, card) == min(distance(key, card, 1), 2)


@settings(max_examples=200, deadline=None)
@given(keys)
def test_wrong_counts_agree_card_by_card(key: int) -> None:
    zero, one, two = wrong_counts(key)
    assert not (zero & one) and not (one & two) and not (zero & two)
    for card in ALL_CARD_IDS:
        offsets = OFFSETS_OF_CARD[card]
        wrong = wrong_cells(key, card)
        assert bool(zero & offsets) == (wrong == 0)
        assert bool((zero | one | two) & offsets) == (wrong <= 2)
        assert bool((zero | one) & offsets) == (wrong <= 1)


hands = st.lists(cards, min_size=1, max_size=6, unique=True).map(lambda h: tuple(sorted(h)))


@settings(max_examples=60, deadline=None)
@given(keys, hands, st.integers(min_value=1, max_value=3))
@example(73890261, (1, 2, 3, 4, 46), 3)  # the enumeration reaches a grid the long way round
def test_planner_finds_every_scoring_outcome(key: int, hand: tuple[int, ...], depth: int) -> None:
    """Every (grid, cards scored) the full enumeration reaches on a move that scores, and no
    other, each by its fewest moves."""
    max_steps = min(depth, len(hand) - 1)
    expected: dict[tuple[int, frozenset[int]], int] = {}

    def walk(k: int, scored: frozenset[int], spent: int) -> None:
        # Every sequence of moves, undoing ones included: each is paid by a card not scored,
        # and the cards that match are scored at once (the most points first if the hand
        # cannot pay for them all).
        if spent == max_steps:
            return
        for s in range(21):
            nk = step_key(k, s)
            room = len(hand) - spent - 1 - len(scored)
            if room < 0 or nk == k:
                continue
            now = sorted(
                (c for c in hand if c not in scored and key_matches(nk, c)), key=lambda c: -POINTS[c]
            )
            now = now[:room]
            after = scored | frozenset(now)
            if now:
                outcome = (nk, after)
                expected[outcome] = min(expected.get(outcome, 99), spent + 1)
            walk(nk, after, spent + 1)

    first = tuple(c for c in hand if key_matches(key, c))
    walk(key, frozenset(first), 0)
    found = scoring_lines(key, hand, max_steps)
    assert found[0].steps == () and found[0].scored == first
    # The planner finds what the bots' full enumeration finds, and more (it may undo a move).
    old = {(ln.key, frozenset(ln.scored)) for ln in lines(key, hand, max_steps, 10**9) if ln.scores[-1]}
    assert old - {(key, frozenset(first))} <= set(expected)
    got = {(ln.key, frozenset(ln.scored)): ln.spent for ln in found[1:]}
    assert len(got) == len(found) - 1, "one line per outcome"
    # Every outcome found is one the enumeration reaches, by its fewest moves.
    assert set(got) <= set(expected)
    assert all(got[o] == expected[o] for o in got)
    # An outcome left out is beaten by one found: the same grid, more cards scored, no more
    # moves (the enumeration's longer way round to a grid the planner reached sooner).
    for (k, cards), spent in expected.items():
        if (k, cards) not in got:
            assert any(gk == k and cards < gc and gs <= spent for (gk, gc), gs in got.items()), (
                k,
                sorted(cards),
                spent,
            )
    assert [ln.spent for ln in found] == sorted(ln.spent for ln in found)
    for ln in found:
        # The line replays: each group of scores matches at the grid it is scored on.
        k = key
        for i, group in enumerate(ln.scores):
            if i:
                k = step_key(k, ln.steps[i - 1])
            assert all(key_matches(k, c) for c in group)
        assert k == ln.key
        assert ln.spent + len(ln.scored) <= len(hand)


@settings(max_examples=60, deadline=None)
@given(keys, hands)
def test_a_focused_third_move_only_reaches_cards_two_moves_cannot(key: int, hand: tuple[int, ...]) -> None:
    every = scoring_lines(key, hand, 3)
    focused = scoring_lines(key, hand, 3, last_for_new=True)
    short = [ln for ln in every if ln.spent < 3]
    assert [ln for ln in focused if ln.spent < 3] == short
    sooner = {c for ln in short for c in ln.scored}
    deep = {(ln.key, ln.scored) for ln in every if ln.spent == 3 and not set(ln.scores[-1]) <= sooner}
    third = {(ln.key, ln.scored) for ln in focused if ln.spent == 3}
    # Every third move that scores a new card is found, and nothing the full search does not find
    # (a card scored sooner elsewhere may still be scored there, when it is worth more).
    assert deep <= third <= {(ln.key, ln.scored) for ln in every if ln.spent == 3}


def completing_steps(key: int, card: int) -> list[int]:
    """The single moves after which ``card`` matches (it does not match now), in step order."""
    found = 0
    for mask, value in MASKS[card]:
        for step in COVER.get(wrong_cells_of_mask(key, mask, value), ()):
            if not found >> step & 1 and matches(step_key(key, step), card):
                found |= 1 << step
    return [s for s in range(STEP_COUNT) if found >> s & 1]
