"""Invariants over thousands of random games (hypothesis), checked after every action.

``PROPERTY_GAMES`` sets the number of games (300, or 2000 under ``make explore``). The players are random but keen:
each game draws how often they score when they can, skip when they may and end a turn early,
so games stay short enough to play thousands while every kind of action keeps happening.
"""

from __future__ import annotations

import os
from bisect import bisect_left

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.rng import Rng
from game.shifting_stones.actions import END, FLIP, SCORE, SKIP, SWAP, format_move, parse_action
from game.shifting_stones.cards import POINTS
from game.shifting_stones.engine import legal_moves
from game.shifting_stones.matching import matches
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.rules import RULES
from game.shifting_stones.scoring import SOLO_CARDS, SOLO_STRIKES_TO_LOSE, end_trigger
from game.shifting_stones.state import StonesState
from game.shifting_stones.tiles import TILE_KINDS, are_adjacent, kind_of

PROPERTY_GAMES = int(os.environ.get("PROPERTY_GAMES", "2000" if os.environ.get("EXPLORE") else "300"))
MAX_ACTIONS = 20_000


def all_cards(state: StonesState) -> list[int]:
    return [c for group in (*state.hands, *state.scored, state.deck, state.discard) for c in group]


def choose(legal: list[str], state: StonesState, keen: tuple[int, int, int], rng: Rng) -> str:
    """Score ``keen[0]``/10 of the time when possible, skip ``keen[1]``/10 when allowed, end the
    turn ``keen[2]``/10 of the time; otherwise any legal action."""
    score_rate, skip_rate, end_rate = keen
    # legal is sorted, so the scores form one run: "score;" is the first string after them.
    first, last = bisect_left(legal, "score:"), bisect_left(legal, "score;")
    if first < last and rng.below(10) < score_rate:
        return legal[first + rng.below(last - first)]
    if "skip" in legal and rng.below(10) < skip_rate:
        return "skip"
    if rng.below(10) < end_rate:
        return "end"
    return rng.choice(legal)


def check_step(before: StonesState, action: str, after: StonesState, deck_set: list[int]) -> None:
    """Every rule an action must respect (RULES.md B3, B4)."""
    kind, a, b, card = parse_action(action)
    seat = before.current
    assert sorted(kind_of(f) for f in after.grid) == list(TILE_KINDS), "the nine tiles are conserved"
    assert sorted(all_cards(after)) == deck_set, "every card is somewhere, exactly once"
    assert all(len(hand) <= 6 for hand in after.hands)
    if kind in (SWAP, FLIP, SCORE):
        assert card in before.hands[seat] and card not in after.hands[seat]
        assert after.current in (seat, -1) and after.acted
    if kind == SWAP:
        assert are_adjacent(a, b)
        changed = [i for i in range(9) if before.grid[i] != after.grid[i]]
        assert set(changed) <= {a, b} and after.grid[a] == before.grid[b] and after.grid[b] == before.grid[a]
        assert after.discard[-1] == card
    elif kind == FLIP:
        assert [i for i in range(9) if before.grid[i] != after.grid[i]] == [a]
        assert after.grid[a] == before.grid[a] ^ 1 and after.discard[-1] == card
    elif kind == SCORE:
        assert matches(before.grid, card), "only a matching pattern scores"
        assert after.scored[seat][-1] == card and after.grid == before.grid
    else:
        available = len(before.deck) + len(before.discard)
        held = len(before.hands[seat])
        if kind == END:
            wanted = max(0, 4 - held)
        else:
            assert not before.acted and not before.skipped_last[seat], (
                "skip only as a whole turn, never twice"
            )
            wanted = max(0, min(2, 6 - held))
        assert len(after.hands[seat]) == held + min(wanted, available)
        assert after.turns[seat] == before.turns[seat] + 1
        assert after.skipped_last[seat] == (kind == SKIP)
        assert after.current in ((seat + 1) % before.players, -1)


def check_finished(state: StonesState, boundaries: list[int]) -> None:
    """End and scoring (RULES.md B5, B6), recomputed independently of the engine."""
    n = state.players
    outcome = RULES.returns(state)
    if n == 1:
        won = len(state.scored[0]) == SOLO_CARDS
        assert won != (state.strikes == SOLO_STRIKES_TO_LOSE)
        assert outcome == [1.0 if won else 0.0]
        return
    trigger = end_trigger(n)
    assert len(set(state.turns)) == 1, "everyone has had the same number of turns"
    assert max(len(s) for s in state.scored) >= trigger
    assert all(most < trigger for most in boundaries[:-1]), "the game did not end at the first chance"
    ones = [sum(POINTS[c] == 1 for c in s) for s in state.scored]
    totals = [
        sum(POINTS[c] for c in s) + (3 if ones[i] == max(ones) > 0 else 0) for i, s in enumerate(state.scored)
    ]
    best = [i for i, t in enumerate(totals) if t == max(totals)]
    assert outcome == [1 / len(best) if i in best else 0.0 for i in range(n)]
    assert abs(sum(outcome) - 1) < 1e-9


def play_checked_game(players: int, seed: int, keen: tuple[int, int, int]) -> None:
    state = RULES.new_game(ShiftingStonesOptions(players=players), seed)
    deck_set = sorted(all_cards(state))
    assert len(set(deck_set)) == len(deck_set) == (16 if players == 1 else 72)
    rng = Rng(seed ^ 0x5EED)
    boundaries: list[int] = []  # most cards scored by anyone at each completed round
    turn_had_score = False
    strikes = 0
    actions: list[str] = []
    while not RULES.is_terminal(state):
        assert len(actions) < MAX_ACTIONS, "a game must end"
        legal = RULES.legal_actions(state)
        if len(actions) % 16 == 0:
            assert legal == sorted(format_move(m) for m in legal_moves(state)), "fast path agrees"
        action = choose(legal, state, keen, rng)
        after = RULES.apply(state, action)
        check_step(state, action, after, deck_set)
        kind = parse_action(action)[0]
        turn_had_score |= kind == SCORE
        if kind in (END, SKIP):
            strikes += not turn_had_score
            turn_had_score = False
            if state.current == players - 1:
                boundaries.append(max(len(s) for s in after.scored))
        actions.append(action)
        state = after
    if players == 1:
        assert state.strikes == strikes, "a strike for every turn ended without a score"
    check_finished(state, boundaries)
    if seed % 8 == 0:
        replay = RULES.new_game(ShiftingStonesOptions(players=players), seed)
        for action in actions:
            replay = RULES.apply(replay, action)
        assert replay == state, "the same seed and actions give the same game"


def test_thousands_of_random_games_keep_every_rule() -> None:
    played: list[int] = []

    @settings(
        max_examples=PROPERTY_GAMES,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(
        players=st.integers(1, 5),
        seed=st.integers(0, 2**64 - 1),
        keen=st.tuples(st.integers(5, 10), st.integers(0, 5), st.integers(0, 3)),
    )
    def one_game(players: int, seed: int, keen: tuple[int, int, int]) -> None:
        play_checked_game(players, seed, keen)
        played.append(players)

    one_game()
    assert len(played) >= PROPERTY_GAMES
    assert set(played) == {1, 2, 3, 4, 5}
