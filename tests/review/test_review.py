"""The game review: decisions found, rated and flagged, for both games, and its command line."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.registry import spec
from game.core.rng import Rng
from game.review import SEVERITIES, Review, replay, review, severity
from game.review.__main__ import main, play
from game.shifting_stones.review import JUDGE as STONES_JUDGE
from game.tranquility.review import JUDGE as TRANQUILITY_JUDGE
from game.tranquility.state import LOST, TState

ROOT = Path(__file__).resolve().parents[2]
STONES = spec("shifting-stones")
TRANQUILITY = spec("tranquility")


def test_severity_is_the_worst_threshold_reached() -> None:
    limits = (1.0, 2.0, 4.0)
    assert severity(0.0, limits) is None
    assert severity(0.99, limits) is None
    assert severity(1.0, limits) == "inaccuracy"
    assert severity(3.5, limits) == "mistake"
    assert severity(4.0, limits) == "blunder"
    assert severity(40.0, limits) == "blunder"


def test_stones_spans_are_whole_turns_of_the_seat() -> None:
    options = STONES.parse_options({"players": 2})
    actions = play(STONES, options, 5, "normal")
    rules = STONES.rules
    states = replay(rules, rules.new_game(options, 5), actions)
    spans = STONES_JUDGE.spans(rules, states, actions, 1)
    assert spans
    for first, last in spans:
        # Every action of a span is seat 1's, and only its last ends the turn.
        assert all(states[i].current == 1 for i in range(first, last))
        assert all(a not in ("end", "skip") for a in actions[first : last - 1])
        assert actions[last - 1] in ("end", "skip") or rules.is_terminal(states[last])
    # Consecutive spans are separated by the other seat's turn.
    for (_, end), (start, _) in itertools.pairwise(spans):
        assert any(states[i].current == 0 for i in range(end, start))


def test_stones_skipping_a_scoring_turn_is_a_loss_of_the_bots_points() -> None:
    options = STONES.parse_options({"players": 2})
    rules = STONES.rules
    # Find a turn where the hard bot scores; skipping it instead loses exactly those points.
    actions = play(STONES, options, 3, "hard")
    states = replay(rules, rules.new_game(options, 3), actions)
    for first, last in STONES_JUDGE.spans(rules, states, actions, 0):
        played = actions[first:last]
        if any(a.startswith("score:") for a in played) and "skip" in rules.legal_actions(states[first]):
            break
    else:
        pytest.fail("no scoring turn that could have been skipped")
    honest = STONES_JUDGE.rate(rules, states[first], played, 0, Rng(1))
    skipped = STONES_JUDGE.rate(rules, states[first], ["skip"], 0, Rng(1))
    assert honest.after > 0
    assert skipped.after == 0
    assert skipped.before >= honest.after
    assert skipped.best and skipped.best[-1] in ("end", "skip")


def test_stones_review_flags_more_for_easy_than_hard() -> None:
    lost = {}
    for level in ("easy", "hard"):
        total = 0.0
        for seed in range(1, 5):
            options = STONES.parse_options({"players": 2})
            actions = play(STONES, options, seed, level)
            result = review(STONES, options, seed, actions, 0)
            total += sum(d.loss for d in result.decisions)
        lost[level] = total
    assert lost["easy"] > lost["hard"] + 5


def test_tranquility_spans_skip_forced_moves_and_the_start_split() -> None:
    options = TRANQUILITY.parse_options({"players": 2})
    actions = play(TRANQUILITY, options, 4, "normal")
    rules = TRANQUILITY.rules
    states = replay(rules, rules.new_game(options, 4), actions)
    spans = TRANQUILITY_JUDGE.spans(rules, states, actions, 0)
    assert spans
    for first, last in spans:
        assert last == first + 1
        assert rules.current_player(states[first]) == 0
        assert len(rules.legal_actions(states[first])) > 1
        assert not actions[first].startswith("shares:")


def test_tranquility_review_rates_every_decision_and_can_stop() -> None:
    options = TRANQUILITY.parse_options({"players": 2})
    actions = play(TRANQUILITY, options, 4, "easy")
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> bool:
        seen.append((done, total))
        return done < 3

    game = TRANQUILITY
    small = review(game, options, 4, actions, 0, progress)
    assert small.partial
    assert len(small.decisions) == 3
    assert [d for d, _ in seen] == [1, 2, 3]
    for d in small.decisions:
        assert 0.0 <= d.verdict.after <= d.verdict.before <= 1.0
        assert d.loss == pytest.approx(d.verdict.before - d.verdict.after)
        assert d.verdict.played == (actions[d.step],)
        assert d.verdict.best[0] in game.rules.legal_actions(
            replay(game.rules, game.rules.new_game(options, 4), actions)[d.step]
        )


def _tranquility_game(level: str, seed: int) -> tuple[list[str], list[TState]]:
    options = TRANQUILITY.parse_options({"players": 3})
    actions = play(TRANQUILITY, options, seed, level)
    rules = TRANQUILITY.rules
    return actions, replay(rules, rules.new_game(options, seed), actions)


def test_tranquility_judge_sees_only_what_the_seat_could_see() -> None:
    rules = TRANQUILITY.rules
    actions, states = _tranquility_game("normal", 3)
    first, _ = TRANQUILITY_JUDGE.spans(rules, states, actions, 0)[4]
    state = states[first]
    # Another deal of every card seat 0 cannot see: the same view, other hands and piles.
    other = rules.resample_hidden(state, 0, Rng(12))
    assert rules.view(other, 0) == rules.view(state, 0)
    assert other.hands[1:] != state.hands[1:]
    a = TRANQUILITY_JUDGE.rate(rules, state, [actions[first]], 0, Rng(7))
    b = TRANQUILITY_JUDGE.rate(rules, other, [actions[first]], 0, Rng(7))
    assert a == b


def test_tranquility_doing_as_the_normal_bot_on_a_follow_up_is_no_choice() -> None:
    rules = TRANQUILITY.rules
    # The hard bot's follow-up decisions are the normal bot's full judgement.
    actions, states = _tranquility_game("hard", 3)
    gifts = [
        i for i, _ in TRANQUILITY_JUDGE.spans(rules, states, actions, 0) if actions[i].startswith("give:")
    ]
    assert gifts
    state = states[gifts[0]]
    taken = TRANQUILITY_JUDGE.rate(rules, state, [actions[gifts[0]]], 0, Rng(2))
    assert not taken.choice
    # Another gift is a choice the review rates against the normal bot's.
    other = next(a for a in rules.legal_actions(state) if a != actions[gifts[0]])
    rated = TRANQUILITY_JUDGE.rate(rules, state, [other], 0, Rng(2))
    assert rated.played == (other,)
    assert rated.best[0] in (other, actions[gifts[0]])
    assert rated.before >= rated.after


def test_tranquility_a_move_that_loses_the_game_is_a_blunder() -> None:
    rules = TRANQUILITY.rules
    actions, states = _tranquility_game("easy", 2)
    rated = review(TRANQUILITY, TRANQUILITY.parse_options({"players": 3}), 2, actions, 0)
    worst = max(rated.decisions, key=lambda d: d.loss)
    assert worst.severity == "blunder"
    assert worst.verdict.after < 0.1 < 0.9 < worst.verdict.before
    # The move the review prefers is legal there and really keeps the game alive.
    state = states[worst.step]
    assert worst.verdict.best[0] in rules.legal_actions(state)
    again = TRANQUILITY_JUDGE.rate(rules, state, list(worst.verdict.best), 0, Rng(3))
    assert again.after > 0.5


def test_tranquility_a_lost_game_has_no_choices_left() -> None:
    rules = TRANQUILITY.rules
    actions, states = _tranquility_game("easy", 1)
    assert rules.is_terminal(states[-1])
    assert states[-1].result == LOST
    spans = TRANQUILITY_JUDGE.spans(rules, states, actions, 0)
    first, last = spans[-1]
    last_word = TRANQUILITY_JUDGE.rate(rules, states[first], actions[first:last], 0, Rng(1))
    assert not last_word.choice
    assert last_word.before == last_word.after == 0.0
    rated = review(TRANQUILITY, TRANQUILITY.parse_options({"players": 3}), 1, actions, 0)
    assert 0 < len(rated.decisions) < len(spans)
    assert first not in [d.step for d in rated.decisions]


@pytest.mark.parametrize(("level", "games"), [("easy", ((3, 1), (3, 2), (1, 3))), ("hard", ((3, 2), (1, 4)))])
def test_tranquility_review_flags_the_easy_games_not_the_hard_ones(
    level: str, games: tuple[tuple[int, int], ...]
) -> None:
    # The easy bot's seat takes the move that loses the game in each of these (at 3 players the
    # other seats often lose it first); the hard bot's seat takes none.
    flags = []
    for players, seed in games:
        options = TRANQUILITY.parse_options({"players": players})
        rated = review(TRANQUILITY, options, seed, play(TRANQUILITY, options, seed, level), 0)
        flags.append(len(rated.mistakes))
    assert flags == ([1, 1, 1] if level == "easy" else [0, 0])


def test_tranquility_review_plays_out_every_module() -> None:
    data = {"players": 5, "storms": True, "sea_monsters": 3, "wild_cards": 2, "day_night": True}
    options = TRANQUILITY.parse_options(data)
    actions = play(TRANQUILITY, options, 3, "easy")
    rules = TRANQUILITY.rules
    states = replay(rules, rules.new_game(options, 3), actions)
    rated = review(TRANQUILITY, options, 3, actions, 0, lambda done, total: done < 6)
    assert rated.decisions
    for d in rated.decisions:
        assert 0.0 <= d.verdict.after <= d.verdict.before <= 1.0
        assert d.verdict.best[0] in rules.legal_actions(states[d.step])


def test_review_json_names_every_flag() -> None:
    options = STONES.parse_options({"players": 2})
    actions = play(STONES, options, 2, "easy")
    out = review(STONES, options, 2, actions, 0).to_json()
    assert out["decisions"] == len(out["rated"])
    for row in out["mistakes"]:
        assert row["severity"] in SEVERITIES[1:]
        assert set(row) >= {"step", "action", "best", "loss"}
    assert out["mistake_rate"] == pytest.approx(len(out["mistakes"]) / out["decisions"], abs=1e-4)


def test_cli_prints_the_contract_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["--game", "shifting-stones", "--players", "2", "--seed", "9", "--bot", "easy", "--json"]) == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert {"decisions", "mistakes", "mistake_rate", "points_lost"} <= set(out)
    assert len(out["points_lost"]) == out["decisions"]


def test_cli_prints_win_chances_for_tranquility(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "tranquility", "--players", "3", "--seed", "2", "--bot", "easy", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {"decisions", "mistakes", "mistake_rate", "win_chance"} <= set(out)
    assert len(out["win_chance"]) == out["decisions"] > 0
    assert all(0.0 <= x <= 1.0 for x in out["win_chance"])
    assert out["mistakes"]
    for row in out["mistakes"]:
        assert set(row) >= {"step", "action", "best", "loss"}
        assert row["loss"] >= TRANQUILITY_JUDGE.thresholds[1]


@pytest.mark.parametrize(
    "args",
    [
        ["--players", "9"],
        ["--players", "2", "--seat", "2"],
        ["--players", "2", "--options", "[1]"],
        ["--players", "2", "--options", '{"wild_cards": "x"}'],
    ],
)
def test_cli_refuses_bad_arguments_in_one_line(args: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "game.review", "--game", "tranquility", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr


def test_review_of_no_decision_is_empty() -> None:
    empty = Review(0, "points", (1.0, 2.0, 4.0))
    assert empty.mistake_rate == 0.0
    assert empty.to_json()["mistakes"] == []
