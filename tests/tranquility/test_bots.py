"""The Tranquility bots: legal, deterministic, fair, and playing the game the rules describe."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

from game.core.rng import Rng
from game.core.table import play_bots
from game.sim import main as sim_main
from game.tranquility import cards as C
from game.tranquility.bots import LEVELS, make_bot, suggest, table_decision, team_split
from game.tranquility.bots import shares as S
from game.tranquility.bots.deal import state_from_view
from game.tranquility.bots.seen import seen_from_state, seen_from_view
from game.tranquility.options import options_from_json
from game.tranquility.rules import RULES
from game.tranquility.state import TState
from tests.tranquility.playout import OPTION_SETS, playout

GAMES = int(os.environ.get("BOT_GAMES", "2"))


def play_game(options: dict[str, Any], level: str, seed: int) -> TState:
    """One game of a team of ``level`` bots through the public string interface (the rules
    refuse any action that is not legal)."""
    o = options_from_json(options)
    return play_bots(RULES, o, seed, [make_bot(level)] * o.players, together=table_decision).state


@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("options", OPTION_SETS, ids=[str(i) for i in range(len(OPTION_SETS))])
def test_every_choice_is_legal_in_every_module(level: str, options: dict[str, Any]) -> None:
    for seed in range(GAMES):
        state = play_game(options, level, seed)
        assert RULES.is_terminal(state)


def test_hard_bot_finishes_games_with_legal_moves() -> None:
    for options in (
        {"players": 3},
        {"players": 4, "sea_monsters": 5, "removed_islands": 8, "jagged_rocks": "automatic"},
    ):
        assert RULES.is_terminal(play_game(options, "hard", 11))


def test_a_careful_bot_wins_games_a_beginner_loses() -> None:
    """The normal bot fills the sea far more often than the cheapest-play beginner (A4)."""
    normal_wins = sum(RULES.returns(play_game({"players": 3}, "normal", seed))[0] for seed in range(8))
    easy_wins = sum(RULES.returns(play_game({"players": 3}, "easy", seed))[0] for seed in range(8))
    assert normal_wins >= 5 and easy_wins <= 3


def test_bots_are_deterministic_given_the_seed() -> None:
    for level in LEVELS:
        a = play_game({"players": 2}, level, 5) if level != "hard" else None
        b = play_game({"players": 2}, level, 5) if level != "hard" else None
        assert a == b


def _positions(options: dict[str, Any], seeds: range, every: int = 3) -> list[TState]:
    """Turn-action positions from greedy playouts, sampled every few steps."""
    out = []
    for seed in seeds:
        for i, (before, _, _) in enumerate(playout(options, seed, greed=0.9)):
            if not before.agenda and i % every == 0:
                out.append(before)
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_hidden_cards_never_change_a_choice(level: str) -> None:
    """Other hands, pile order and discards are redealt (A9): the choice stays the same."""
    bot = make_bot(level)
    positions = _positions({"players": 3, "sea_monsters": 3}, range(2), every=7 if level == "hard" else 3)
    assert positions
    for k, state in enumerate(positions):
        seat = RULES.current_player(state)
        legal = RULES.legal_actions(state)
        first = bot.choose(RULES.view(state, seat), legal, Rng(k))
        other = RULES.resample_hidden(state, seat, Rng(1000 + k))
        assert RULES.view(other, seat) == RULES.view(state, seat)
        assert bot.choose(RULES.view(other, seat), RULES.legal_actions(other), Rng(k)) == first


def test_what_a_seat_knows_is_the_same_from_its_view_and_from_the_state() -> None:
    for state in _positions({"players": 4, "storms": True, "wild_cards": 2}, range(2)):
        seat = RULES.current_player(state)
        assert seen_from_view(RULES.view(state, seat)) == seen_from_state(state, seat)


def test_a_seat_remembers_its_own_discards_and_no_one_elses() -> None:
    """House ruling own-discards: a seat's discarded Islands are known to it, not unseen."""
    checked = 0
    for state in _positions({"players": 3}, range(2)):
        seat = RULES.current_player(state)
        seen = seen_from_view(RULES.view(state, seat))
        for other in range(3):
            for card in state.discards[other]:
                if card <= C.ISLAND_MAX and card not in state.grid:
                    assert seen.unseen[card] == (other != seat)
                    checked += 1
    assert checked > 20


def test_a_rebuilt_state_looks_the_same_to_its_seat() -> None:
    """The hard bot's deals keep every visible fact and every place's size."""
    for options in ({"players": 3}, {"players": 2, "sea_monsters": 4, "removed_islands": 6, "storms": True}):
        for k, state in enumerate(_positions(options, range(2))):
            seat = RULES.current_player(state)
            view = RULES.view(state, seat)
            rebuilt = state_from_view(view, Rng(k))
            assert RULES.view(rebuilt, seat) == view
            assert sorted(RULES.legal_actions(rebuilt)) == sorted(RULES.legal_actions(state))
            assert len(rebuilt.removed) == len(state.removed) and len(rebuilt.lost) == len(state.lost)
            assert sorted(rebuilt.discards[seat]) == sorted(state.discards[seat])


def test_start_split_protocol_sums_to_eight_and_caps_at_four() -> None:
    assert S.settle([5, 5, 5], 0) == (3, 3, 2)
    assert S.settle([0, 0, 0], 1) == (2, 3, 3)
    assert S.settle([4, 0], 0) == (4, 4)
    assert S.settle([1, 1, 1, 1, 1], 2) == (1, 1, 2, 2, 2)
    assert S.settle([3], 0) == (8,)
    for proposals in ([0, 4, 4, 4], [2, 2], [4, 4, 4, 4, 4]):
        split = S.settle(proposals, 0)
        assert sum(split) == 8 and max(split) <= 4


def test_a_table_of_bots_enters_the_settled_split() -> None:
    o = options_from_json({"players": 3})
    state = RULES.new_game(o, 3)
    bot = make_bot("normal")
    rng = Rng(3)
    while not state.agenda or RULES.view(state, 0)["pending"]["decision"] != "shares":
        state = RULES.apply(state, bot.choose(RULES.view(state, state.turn), RULES.legal_actions(state), rng))
    views = [RULES.view(state, s) for s in range(3)]
    expected = S.settle([S.propose(seen_from_view(v)) for v in views], state.agenda[0][1])
    assert team_split(views) == "shares:" + ",".join(str(x) for x in expected)


def test_the_last_finish_card_is_kept() -> None:
    """A hand of one Finish and junk discards the junk (A6: only five Finish cards exist)."""
    state = RULES.new_game(options_from_json({"players": 2}), 1)
    grid = (10, 0, 12, *([0] * 33))
    hands = ((11, 30, 50, 81, 79), state.hands[1])
    from dataclasses import replace

    state = replace(state, grid=grid, placed=(0, 2), hands=hands, start_card=82)
    view = RULES.view(state, 0)
    legal = RULES.legal_actions(state)
    for level in ("normal", "hard"):
        action = make_bot(level).choose(view, legal, Rng(1))
        assert "F" not in action


def test_suggest_gives_a_legal_action_and_a_sentence() -> None:
    for state in _positions({"players": 3}, range(1), every=9):
        seat = RULES.current_player(state)
        legal = RULES.legal_actions(state)
        action, why = suggest(RULES.view(state, seat), legal)
        assert action in legal
        assert why and (why[0].isupper() or why[0].isdigit()) and why.endswith(".")
        if action.startswith("play:"):
            number = action.split(":")[1].split("@")[0]
            assert number in why and "cell" in why


def test_make_bot_refuses_an_unknown_level() -> None:
    with pytest.raises(ValueError):
        make_bot("expert")


def test_the_sim_seats_a_team_of_bots_and_reports_its_strength(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        sim_main(
            ["tranquility", "--players", "2", "--games", "2", "--seed", "4", "--bot", "normal", "--json"]
        )
        == 0
    )
    summary = json.loads(capsys.readouterr().out)
    low, high = summary["ci95"]
    assert 0.0 <= low <= summary["win_rate"] <= high <= 1.0
    assert summary["decision_ms"]["median"] <= summary["decision_ms"]["p95"]
    assert summary["games"] == 2 and summary["bot"] == "normal"
