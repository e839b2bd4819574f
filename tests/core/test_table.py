"""The table of bots: one loop, one seeding rule (each decision's stream from seed, seat, step)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.bots import RandomBot
from game.core.interfaces import TERMINAL
from game.core.rng import Rng
from game.core.table import decision_rng, play, play_bots
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.rules import RULES as STONES
from game.tranquility.bots import make_bot, table_decision
from game.tranquility.rules import RULES as TRANQUILITY
from tests.core.toy_game import RULES as TOY
from tests.core.toy_game import ToyOptions, ToyState


class Recorder:
    """A bot that plays ``add:1`` or ``add:2`` by its generator and keeps its first draw."""

    def __init__(self) -> None:
        self.draws: list[tuple[int, int]] = []

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Rng) -> str:
        draw = rng.next_u64()
        self.draws.append((int(view["total"]), draw))
        return legal[draw % len(legal)]


def test_each_decision_draws_from_its_seed_seat_and_step() -> None:
    bots = [Recorder(), Recorder()]
    played = play_bots(TOY, ToyOptions(12), 77, bots)
    assert TOY.is_terminal(played.state) and not played.cut
    for step, seat in enumerate(played.seats):
        assert seat == step % 2
    draws = [draw for bot in bots for _, draw in bot.draws]
    assert len(set(draws)) == len(draws), "no two decisions share a stream"
    for step, seat in enumerate(played.seats):
        expected = decision_rng(77, seat, step).next_u64()
        assert expected in [draw for _, draw in bots[seat].draws]


def test_seats_never_share_a_stream() -> None:
    # The bug this replaces: every seat forked from the same Rng(seed) drew the same numbers.
    firsts = [decision_rng(5, seat, 0).next_u64() for seat in range(5)]
    assert len(set(firsts)) == 5
    assert decision_rng(5, 1, 3).next_u64() == decision_rng(5, 1, 3).next_u64()
    assert decision_rng(5, 1, 3).next_u64() != decision_rng(6, 1, 3).next_u64()


def test_the_same_seed_plays_the_same_game_and_another_seed_another() -> None:
    options = STONES.options_from_json({"players": 2})
    bots = [make_stones_random(), make_stones_random()]
    first = play_bots(STONES, options, 3, bots, max_actions=300)
    again = play_bots(STONES, options, 3, bots, max_actions=300)
    other = play_bots(STONES, options, 4, bots, max_actions=300)
    assert first.actions == again.actions
    assert first.actions != other.actions


def make_stones_random() -> Any:
    return RandomBot()


def test_max_actions_cuts_a_game_and_says_so() -> None:
    played = play_bots(STONES, ShiftingStonesOptions(players=3), 1, [make_stones_random()] * 3, max_actions=7)
    assert played.cut and len(played.actions) == 7 and STONES.current_player(played.state) != TERMINAL


def test_a_decision_taken_together_is_not_a_seat_decision_and_is_not_timed() -> None:
    clock = iter(float(i) for i in range(10_000))
    seen: list[int] = []
    options = TRANQUILITY.options_from_json({"players": 3})
    played = play_bots(
        TRANQUILITY,
        options,
        11,
        [make_bot("easy")] * 3,
        together=table_decision,
        watch=lambda state: seen.append(TRANQUILITY.current_player(state)),
        timer=lambda: next(clock),
    )
    assert TRANQUILITY.is_terminal(played.state)
    splits = [i for i, a in enumerate(played.actions) if a.startswith("shares:")]
    assert splits, "a 3-player game settles the Start split"
    assert all(played.seconds[i] is None for i in splits)
    timed = [t for t in played.seconds if t is not None]
    assert timed and all(t == 1.0 for t in timed), "each decision is timed by two readings"
    assert len(seen) == len(timed) == len(played.actions) - len(splits)


def test_turn_seconds_sum_the_decisions_of_one_turn() -> None:
    clock = iter(float(i) for i in range(10_000))
    played = play_bots(
        STONES,
        ShiftingStonesOptions(players=2),
        2,
        [make_stones_random()] * 2,
        timer=lambda: next(clock),
        max_actions=40,
    )
    turns = played.turn_seconds(lambda seat, action, after: after != seat or action in ("end", "skip"))
    assert sum(t for _, t in turns) == len(played.actions)
    ends = sum(1 for i, a in enumerate(played.actions) if a in ("end", "skip"))
    assert len(turns) >= ends
    assert all(seat in (0, 1) for seat, _ in turns)


def test_a_typed_player_plays_through_the_same_loop() -> None:
    def add_one_then_two(state: ToyState, seat: int, rng: Rng) -> int:
        return 1 + seat

    played = play(
        TOY.new_game(ToyOptions(7), 0),
        0,
        [add_one_then_two] * 2,
        current=TOY.current_player,
        apply=lambda state, n: TOY.apply(state, f"add:{n}"),
    )
    assert played.actions == [1, 2, 1, 2, 1]
    assert played.state.total == 7 and played.seats == [0, 1, 0, 1, 0]
