"""The Shifting Stones bots: legal, fair, and playing the way their level promises (RULES.md B).

Strength is measured by the simulator (``docs/bots/shifting_stones.md``), not here.
"""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.core.table import play_bots
from game.shifting_stones.bots import LEVELS, make_bot, suggest
from game.shifting_stones.bots.endgame import Endgame
from game.shifting_stones.bots.plan import scoring_lines
from game.shifting_stones.bots.players import bonus_edge, danger, race_value, threat
from game.shifting_stones.bots.search import distance, lines, lower_bound, path_to_any
from game.shifting_stones.bots.seen import read_view
from game.shifting_stones.fast import neighbours
from game.shifting_stones.matching import grid_key
from game.shifting_stones.options import ShiftingStonesOptions
from game.shifting_stones.rules import RULES
from game.shifting_stones.state import StonesState
from game.shifting_stones.tiles import parse_grid
from tests.shifting_stones.scenario import cards, play, position


def choice(level: str, state: StonesState, seed: int = 7) -> str:
    seat = state.current
    return make_bot(level).choose(RULES.view(state, seat), RULES.legal_actions(state), Rng(seed))


def key(grid: str) -> int:
    return grid_key(parse_grid(grid))


def test_make_bot_knows_the_three_levels_and_refuses_others() -> None:
    assert [make_bot(level).choose.__self__.__class__.__name__ for level in LEVELS] == [  # type: ignore[attr-defined]
        "EasyBot",
        "NormalBot",
        "HardBot",
    ]
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster")


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_scores_a_card_that_already_matches(level: str) -> None:
    # c9 asks for a Bird in the centre, and the centre shows a Bird.
    state = position("SFH/OBD/TDH", ["c9 c1", ""])
    assert choice(level, state) == "score:c9"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_planner_pays_one_card_to_make_another_match_and_then_scores_it(level: str) -> None:
    # Centre shows a Fish; one Flip (or swapping the Bird above it down) makes c9 match.
    state = position("SBH/OFD/TDH", ["c9 c1", ""])
    first = choice(level, state)
    assert first in ("flip:4/discard:c1", "swap:1-4/discard:c1")
    assert choice(level, play(state, first)) == "score:c9"


def test_normal_scores_both_cards_when_one_flip_makes_the_five_pointer_match() -> None:
    # c21 (two Trees side by side) matches now; c20 (5 points: Tree top centre, Fish left and
    # right, Boat bottom centre) needs the bottom-centre Horse flipped to a Boat, paid by c1.
    state = position("TTH/FHF/DHS", ["c1 c20 c21", ""])
    state = play(state, "score:c21") if choice("normal", state) == "score:c21" else state
    assert state.scored[0] == (21,)
    first = choice("normal", state)
    assert first == "flip:7/discard:c1"
    assert choice("normal", play(state, first)) == "score:c20"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_with_nothing_to_score_a_planner_skips_for_more_cards(level: str) -> None:
    # A lone 5-point card far from matching: no Shift or Flip can be paid for.
    state = position("SFH/OBD/TDH", ["c33", ""])
    assert choice(level, state) == "skip"


def test_easy_makes_a_card_match_with_one_move_when_it_can() -> None:
    state = position("SBH/OFD/TDH", ["c9 c1", ""])
    for seed in range(10):
        assert choice("easy", state, seed) in ("flip:4/discard:c1", "swap:1-4/discard:c1")


def test_easy_sometimes_misses_a_two_move_combination_that_normal_always_sees() -> None:
    # c27 (three Horses in a column) is two moves away; c2 and c3 are farther.
    state = position("DOB/FHT/SOD", ["c27 c2 c3", ""])
    two_moves = [ln for ln in scoring_lines(key("DOB/FHT/SOD"), cards("c27 c2 c3"), 2) if ln.scored]
    assert two_moves and all(ln.spent == 2 for ln in two_moves)
    assert choice("normal", state) != "skip"
    picks = {choice("easy", state, seed) for seed in range(40)}
    assert "skip" in picks and len(picks) > 1


def test_normal_and_easy_plan_at_most_two_moves_ahead() -> None:
    # c27 needs three moves here: hard finds them, the levels that look two moves ahead do not.
    grid, hand = "DFM/OHB/DHT", "c27 c2 c3 c4"
    lines3 = [ln for ln in scoring_lines(key(grid), cards(hand), 3) if 27 in ln.scored]
    lines2 = [ln for ln in scoring_lines(key(grid), cards(hand), 2) if 27 in ln.scored]
    assert lines3 and not lines2
    state = position(grid, [hand, ""])
    assert choice("normal", state) == choice("easy", state) == "skip"


def test_the_turn_search_counts_a_card_for_every_shift_or_flip() -> None:
    # Two cards in hand: one step at most, paid by the card not scored.
    found = lines(key("SBH/OFD/TDH"), cards("c9 c1"), 3)
    assert all(ln.spent + len(ln.scored) <= 2 for ln in found)
    assert any(ln.scored == (9,) and ln.spent == 1 for ln in found)


def test_distance_and_path_agree_on_the_fewest_moves() -> None:
    grid = key("SFH/OBD/TDH")
    for card in range(1, 73):
        d = distance(grid, card, 2)
        found = path_to_any(grid, (card,), 2)
        assert (found is None) == (d > 2)
        if found is not None:
            assert len(found[1]) == d


def test_the_solo_endgame_plans_the_last_cards_ahead() -> None:
    # Centre Bird: c9 (Bird in the centre) matches, c12 (Fish in the centre) does not. Alone,
    # c12 can pay for nothing: a strike before the Shift that makes it match. With c9 too: score
    # c9, then pay c12 to swap the Fish above into the centre; c12 comes back next turn (the deck
    # is empty) and matches: no strike.
    grid = key("SFH/OBD/TDH")
    assert not Endgame().clean(grid, cards("c12"))
    assert Endgame().lone(grid, 12) == 1
    assert Endgame().clean(grid, cards("c9 c12"))
    plan = Endgame().plan(grid, cards("c9 c12"), (), False)
    assert plan is not None and plan.total == 0
    assert plan.line.scored == (9,) and plan.line.spent == 1


def test_hard_plays_the_solo_endgame_without_a_strike_when_it_can() -> None:
    state = position("SFH/OBD/TDH", ["c8 c9 c12"], deck="", scored=["c2 c3"])
    for _ in range(20):
        if not state.hands[0] and not state.discard:
            break
        state = play(state, choice("hard", state))
    assert state.strikes == 0 and sorted(state.scored[0]) == [2, 3, 8, 9, 12]


def _positions(players: int, seeds: range) -> list[StonesState]:
    """Positions from seeded games played a few turns in by the easy bot."""
    out = []
    options = ShiftingStonesOptions(players=players)
    for seed in seeds:
        state = RULES.new_game(options, seed)
        rng = Rng(seed)
        for step in range(6 + seed % 9):
            if state.current < 0:
                break
            if step % 3 == 0:
                out.append(state)
            state = RULES.apply(state, choice("easy", state, rng.below(1000)))
    return [s for s in out if s.current >= 0]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [1, 2, 3])
def test_cards_a_bot_cannot_see_never_change_its_choice(level: str, players: int) -> None:
    """Fair play: other hands and the deck order redealt, the same PRNG seed, the same choice."""
    for state in _positions(players, range(3)):
        seat = state.current
        expected = choice(level, state, seed=11)
        for n in range(2):
            other = RULES.resample_hidden(state, seat, Rng(100 + n))
            assert other.hands[seat] == state.hands[seat]
            assert choice(level, other, seed=11) == expected


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [1, 2])
def test_a_whole_game_of_bots_is_legal_and_ends(level: str, players: int) -> None:
    # The rules refuse an action that is not legal; the table stops a game that runs too long.
    played = play_bots(
        RULES, ShiftingStonesOptions(players=players), 5, [make_bot(level)] * players, max_actions=2_000
    )
    assert played.state.current < 0 and not played.cut


def test_the_same_view_gives_the_same_plan() -> None:
    for state in _positions(2, range(2)):
        assert choice("hard", state, 1) == choice("hard", state, 2)
        assert choice("normal", state, 1) == choice("normal", state, 2)


def test_the_hint_is_the_hard_bots_choice_with_a_reason() -> None:
    for state in _positions(2, range(2)) + _positions(1, range(2)):
        view, legal = RULES.view(state, state.current), RULES.legal_actions(state)
        action, reason = suggest(view, legal)
        assert action in legal and action == choice("hard", state)
        assert reason and reason[0].isupper() and "\n" not in reason


def test_near_the_end_hard_values_a_one_point_card_that_wins_the_bonus() -> None:
    # Seat 1 has triggered the end with 10 cards, 2 of them worth 1 point; seat 0 also has 2.
    # Scoring the 1-point c9 now takes the +3 bonus (RULES.md B5): worth more than the 2-point c7.
    late = read_view(
        RULES.view(
            position(
                hands=["c7 c9", ""],
                scored=["c10 c11 c6 c8 c17 c19 c22 c28 c29", "c12 c13 c30 c31 c36 c37 c40 c45 c50 c51"],
            ),
            0,
        )
    )
    assert bonus_edge(late, 2) == 0 and bonus_edge(late, 3) == 3
    assert race_value(late, cards("c9")) > race_value(late, cards("c7")) + 1
    # At the start nobody is near the end: the points decide, the 3-point c2 before c9.
    early = read_view(RULES.view(position(hands=["c2 c9", ""]), 0))
    assert race_value(early, cards("c2")) > race_value(early, cards("c9"))


def test_nobody_gets_the_bonus_edge_without_a_one_point_card() -> None:
    seen = read_view(RULES.view(position(hands=["c2", ""]), 0))
    assert bonus_edge(seen, 0) == 0


def test_the_endgame_search_stops_at_its_budget() -> None:
    # Four 3- and 5-point patterns far from this grid: more than a small budget can settle.
    grid = key("SFH/OBD/TDH")
    hand = cards("c20 c33 c35 c66")
    small = Endgame(budget=5)
    small.plan(grid, hand, (), False)
    assert small.spent <= 5 + 20
    bigger = Endgame(budget=50)
    bigger.plan(grid, hand, (), False)
    assert bigger.spent >= small.spent


def test_the_lower_bound_never_exceeds_the_fewest_moves() -> None:
    # A Shift changes two cells and a Flip one: half the wrong cells (rounded up) at least.
    for grid_text in ("SFH/OBD/TDH", "TTH/FHF/DHS"):
        grid = key(grid_text)
        for card in range(1, 73):
            d = distance(grid, card, 3)
            assert lower_bound(grid, card) <= d
            assert (lower_bound(grid, card) == 0) == (d == 0)


def test_the_threat_counts_matching_cards_fully_and_near_ones_at_the_near_share() -> None:
    """What hard fears on the grid it leaves: every unseen card that matches (all its points) or
    is one move from matching (``near_weight`` of them), times the chance the next player holds it."""
    views = [read_view(RULES.view(s, s.current)) for s in _positions(2, range(4))]
    some_near = False
    for seen in views:
        for grid in {seen.key, *(k for _, k in neighbours(seen.key))}:
            exact = threat(seen, grid, 0.0)
            assert exact == pytest.approx(danger(seen, grid))
            full = threat(seen, grid, 1.0)
            assert full >= exact
            assert threat(seen, grid, 0.35) == pytest.approx(exact + 0.35 * (full - exact))
            some_near = some_near or full > exact
    assert some_near
